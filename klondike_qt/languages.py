"""The languages the game speaks, each named in its own language (Settings lists them so).

One table for the settings, the translators' loader (:mod:`.i18n`) and the catalogue
tool (tools/update_translations.py). A new language is a line here and its catalogue
``resources/translations/klondike_qt_<code>.ts`` (README, "Adding a language").
"""

from __future__ import annotations

#: code → (its own name, the QLocale it speaks in unless the system's matches it).
LANGUAGES: dict[str, tuple[str, str]] = {
    "en": ("English", "en_US"),
    "es": ("Español", "es_ES"),
    "fr": ("Français", "fr_FR"),
    "de": ("Deutsch", "de_DE"),
    "it": ("Italiano", "it_IT"),
    "pt_BR": ("Português (Brasil)", "pt_BR"),
    "pl": ("Polski", "pl_PL"),
}

#: The source language (its catalogue holds only plural forms).
SOURCE_LANGUAGE = "en"


def code_of(locale_name: str) -> str | None:
    """Our language for a system locale or UI-language name ("pt-BR", "de_AT", "pl"), if any."""
    name = locale_name.replace("-", "_")
    if name in LANGUAGES:
        return name
    base = name.split("_")[0].lower()
    if base in LANGUAGES:
        return base
    # a country variant we do not have yet speaks the one we have ("pt_PT" → Brazil's)
    return next((code for code in LANGUAGES if code.split("_")[0] == base), None)
