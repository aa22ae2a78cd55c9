"""Every template in the Spanish catalogue carries a translator comment
(``#:`` above the call in the code, ``<extracomment>`` in the .ts): what the
text is, when it is heard or seen, and what each ``%1`` … ``%n`` holds.

The committed catalogue is what lupdate writes from the code
(``tools/update_translations.py --check``, run by tests/test_i18n.py), so
reading it measures the code's comments."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

CATALOGUE = Path(__file__).resolve().parent.parent / "resources" / "translations" / "klondike_qt_es.ts"


def _messages() -> list[tuple[str, str, str]]:
    """(context, source text, translator comment) of every message."""
    out = []
    for context in ET.parse(CATALOGUE).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            out.append((name, message.findtext("source") or "",
                        (message.findtext("extracomment") or "").strip()))
    return out


def test_every_message_has_a_translator_comment():
    messages = _messages()
    missing = [f"[{context}] {source!r}" for context, source, comment in messages if not comment]
    print(f"{len(messages) - len(missing)} of {len(messages)} messages have a translator comment; "
          f"{len(missing)} without")
    assert not missing, "no translator comment (#: above the call):\n" + "\n".join(missing)
