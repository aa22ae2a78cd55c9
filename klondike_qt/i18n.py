"""The game's language (:mod:`.languages`: English, Spanish, French, German, Italian,
Portuguese (Brazil), Polish), chosen at start-up.

:func:`install_translators` loads our compiled catalogue
(``resources/translations/klondike_qt_<lang>.qm``, shipped inside the package
as ``klondike_qt.resources``) and, for the other languages, Qt's own
``qtbase_<lang>.qm`` so that standard dialog buttons ("Aceptar", "Annuler") match. The English
catalogue holds only the plural forms ("1 card" / "2 cards"); English text is
otherwise the source text itself.

The ``language`` setting is read once at start-up (``app.py``); a change in
the settings dialog is used from the next start.
"""

from __future__ import annotations

from importlib.resources.abc import Traversable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .languages import LANGUAGES, SOURCE_LANGUAGE, code_of
from .resource_files import resource

#: Languages with a catalogue, the source language first.
SUPPORTED = tuple(LANGUAGES)

#: Translators installed by the last call (removed by the next one).
_installed: list[QTranslator] = []


def resolve_language(language: str, locale: QLocale | None = None) -> str:
    """A language code of :data:`.languages.LANGUAGES` for a setting value (``"system"`` or a code).

    ``"system"`` (the default, so the first start follows the system) takes the first of
    the system's preferred UI languages that the game has (``LANGUAGE=sv:de`` gives
    German), else English.
    """
    if language in SUPPORTED:
        return language
    locale = locale if locale is not None else QLocale.system()
    for name in [*locale.uiLanguages(), locale.name()]:
        code = code_of(name)
        if code is not None:
            return code
    return SOURCE_LANGUAGE


def catalogue(language: str) -> Traversable:
    """Our compiled catalogue for ``language`` (it may not exist)."""
    return resource("translations", f"klondike_qt_{language}.qm")


def _load(translator: QTranslator, node: Traversable) -> bool:
    if isinstance(node, Path):  # a checkout or a normal install: load the file itself
        return node.is_file() and translator.load(str(node))
    try:  # e.g. inside a zip: load the bytes, kept alive as long as the translator
        data = node.read_bytes()
    except OSError:
        return False
    translator._klondike_data = data  # type: ignore[attr-defined]
    return translator.load(data)


def _qt_translator(language: str) -> QTranslator | None:
    """Qt's own strings (standard buttons, context menus) in ``language``."""
    directory = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    translator = QTranslator()
    for name in (f"qtbase_{language}", f"qt_{language}"):
        if (Path(directory) / f"{name}.qm").is_file() and translator.load(name, directory):
            return translator
    return None


def _locale_for(language: str) -> QLocale:
    system = QLocale.system()
    if code_of(system.name()) == language:
        return system  # keeps the player's country (es_MX, en_GB)
    return QLocale(LANGUAGES.get(language, LANGUAGES[SOURCE_LANGUAGE])[1])


def install_translators(app: QCoreApplication | None, language: str) -> str:
    """Use ``language`` ("system" or a code) for everything the game says
    and shows from now on; returns the language chosen (a code).

    Translators from an earlier call are removed first, and the default
    ``QLocale`` follows the language (lists read "a, b y c" in Spanish, plurals
    pick Polish's three forms).
    Widgets already built keep their text: call this before the window is made.
    """
    app = app if app is not None else QCoreApplication.instance()
    chosen = resolve_language(language)
    remove_translators(app)

    ours = QTranslator()
    if _load(ours, catalogue(chosen)):
        _installed.append(ours)
    if chosen != SOURCE_LANGUAGE:
        qt = _qt_translator(chosen)
        if qt is not None:
            _installed.append(qt)
    if app is not None:
        for translator in _installed:
            app.installTranslator(translator)
    QLocale.setDefault(_locale_for(chosen))
    return chosen


def remove_translators(app: QCoreApplication | None = None) -> None:
    """Take out the translators of the last :func:`install_translators` (source English)."""
    app = app if app is not None else QCoreApplication.instance()
    for old in _installed:
        if app is not None:
            app.removeTranslator(old)
    _installed.clear()


def installed_catalogues() -> list[str]:
    """The language of each translator now installed (for tests and diagnostics)."""
    return [t.language() for t in _installed]
