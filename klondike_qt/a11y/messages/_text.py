"""The machinery under every template: the context, %1 filling, plurals."""


from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

CONTEXT = "Messages"


def _N(text: str) -> str:  # marks a name for lupdate; translated at use
    return str(QT_TRANSLATE_NOOP(CONTEXT, text))


_ARG = re.compile(r"%(\d)(?:\{([A-Za-z]+)\})?")
_FORMS = re.compile(r"\|(?=[A-Za-z]+:)")


class Named(str):
    """A name (a card, a pile) with the grammatical forms its language gives it.

    A translated name may carry forms after its base text: ``siódemka kier|acc:siódemkę
    kier|gen:siódemki kier`` (Polish), ``dame de cœur|le:la dame de cœur|du:de la dame de
    cœur`` (French). The string itself is the base (what a bare ``%1`` inserts); a sentence
    template asks for a form with ``%1{acc}``; a name without that form gives its base.
    Only entries whose translator comment says "Forms allowed" may carry forms (the
    catalogue check, ``tools/update_translations.py --check``, says so)."""

    forms: dict[str, str]

    def __new__(cls, base: str, forms: dict[str, str] | None = None) -> Named:
        named = super().__new__(cls, base)
        named.forms = dict(forms or {})
        return named

    def form(self, key: str) -> str:
        return self.forms.get(key, str(self))


def named(text: str) -> Named:
    """``base|key:form|…`` → the base with its forms (a text with none is its own base)."""
    if isinstance(text, Named):
        return text
    if "|" not in text:
        return Named(text)
    base, *rest = _FORMS.split(text)
    return Named(base, dict(part.split(":", 1) for part in rest))


def _insert(args: tuple[object, ...], m: re.Match[str]) -> str:
    number, key = int(m.group(1)), m.group(2)
    if number > len(args):
        return m.group(0)
    arg = args[number - 1]
    if key is not None and isinstance(arg, Named):
        return arg.form(key)
    return str(arg)


def fill(template: str, *args: object) -> str:
    """Replace ``%1`` … ``%9`` in one pass (inserted text is never re-scanned); ``%1{key}``
    inserts the form ``key`` of a :class:`Named` argument. A template that is itself a
    name with forms ("kolumna %1|gen:kolumny %1") gives a :class:`Named`, each form filled."""
    name = named(template)
    if not name.forms:
        return _ARG.sub(lambda m: _insert(args, m), template)
    return Named(_ARG.sub(lambda m: _insert(args, m), str(name)),
                 {key: _ARG.sub(lambda m: _insert(args, m), form) for key, form in name.forms.items()})


def tr(text: object, disambiguation: str | None = None) -> str:
    """The translation of a name marked with ``QT_TRANSLATE_NOOP`` (typed ``object`` by Qt's
    stubs), with its forms if the language gives it some (:class:`Named`)."""
    return named(QCoreApplication.translate(CONTEXT, str(text), disambiguation))


_PLURAL = re.compile(r"(\w+)\((\w+)\)")


def _plural(out: str, n: int) -> str:
    """A translated ``%n`` text: untranslated English ``(s)`` markers are
    resolved (``card(s)`` → card / cards). The literal ``translate`` calls
    stay in the templates so that lupdate finds them with their context."""
    if "(" in out:
        out = _PLURAL.sub(lambda m: m.group(1) + ("" if n == 1 else m.group(2)), out)
    return out


def sentence_start(text: str) -> str:
    """Capitalise the first letter (a card name starting a sentence); a name keeps its forms."""
    if not text:
        return text
    if isinstance(text, Named) and text.forms:
        return Named(text[:1].upper() + text[1:], text.forms)
    return text[:1].upper() + text[1:]


def semicolon_list(items: Iterable[str]) -> str:
    """A long spoken list whose items have commas of their own: ``a; b; c``."""
    #: The separator between the items of a long spoken list whose items hold commas ("8 to 2 of
    #: spades from column 1 to column 6; 7 of hearts from column 4 to column 9"): a semicolon and
    #: a space in English; French writes a space before it (" ; ").
    return QCoreApplication.translate("Messages", "; ", "between the items of a long list").join(items)


_SENTENCE = re.compile(r"(^|[.!?] )(\w)")


def capitalised(text: str) -> str:
    """Every sentence of a spoken text with its capital: a translation may start a
    sentence with a name or its form ("%1{le} …", "… ici. %1 peut aller ici."), and the
    parts of an utterance are joined by the code."""
    return _SENTENCE.sub(lambda m: m.group(1) + m.group(2).upper(), str(text))


def sentence_middle(text: str) -> str:
    """Lower-case the first letter: a place's words ("Column 1, empty.") inside
    a sentence ("Now on: column 1, empty."), as a card name is there; a language
    whose nouns keep their capital (German) says so in its catalogue."""
    #: Not spoken: write "keep" if your language keeps the capital of a place's or card's words
    #: inside a sentence (German nouns: "Jetzt auf: Spalte 1, leer."); else leave "lower"
    #: ("Now on: column 1, empty.").
    if QCoreApplication.translate("Messages", "lower", "the capital inside a sentence: lower or keep") == "keep":
        return text
    return text[:1].lower() + text[1:] if text else text


def separated_list(items: list[str]) -> str:
    """``a, b and c`` in the language of the locale; a list of names has each form of
    theirs (Polish "Trzymasz %1{acc}" with a list: every card in the accusative)."""
    joined = QLocale().createSeparatedList(items)
    keys = {key for item in items if isinstance(item, Named) for key in item.forms}
    if not keys:
        return joined
    return Named(joined, {key: QLocale().createSeparatedList(
        [item.form(key) if isinstance(item, Named) else item for item in items]) for key in keys})


