"""The machinery under every template: the context, %1 filling, plurals."""


from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

CONTEXT = "Messages"


def _N(text: str) -> str:  # marks a name for lupdate; translated at use
    return str(QT_TRANSLATE_NOOP(CONTEXT, text))


_ARG = re.compile(r"%(\d)")


def fill(template: str, *args: object) -> str:
    """Replace ``%1`` … ``%9`` in one pass (inserted text is never re-scanned)."""
    return _ARG.sub(lambda m: str(args[int(m.group(1)) - 1]) if int(m.group(1)) <= len(args)
                    else m.group(0), template)


def tr(text: object, disambiguation: str | None = None) -> str:
    """The translation of a name marked with ``QT_TRANSLATE_NOOP`` (typed ``object`` by Qt's stubs)."""
    return QCoreApplication.translate(CONTEXT, str(text), disambiguation)


_PLURAL = re.compile(r"(\w+)\((\w+)\)")


def _plural(out: str, n: int) -> str:
    """A translated ``%n`` text: untranslated English ``(s)`` markers are
    resolved (``card(s)`` → card / cards). The literal ``translate`` calls
    stay in the templates so that lupdate finds them with their context."""
    if "(" in out:
        out = _PLURAL.sub(lambda m: m.group(1) + ("" if n == 1 else m.group(2)), out)
    return out


def sentence_start(text: str) -> str:
    """Capitalise the first letter (a card name starting a sentence)."""
    return text[:1].upper() + text[1:] if text else text


def sentence_middle(text: str) -> str:
    """Lower-case the first letter: a place's words ("Column 1, empty.") inside
    a sentence ("Now on: column 1, empty."), as a card name is there."""
    return text[:1].lower() + text[1:] if text else text


def separated_list(items: list[str]) -> str:
    """``a, b and c`` in the language of the locale."""
    return QLocale().createSeparatedList(items)


