"""English and Spanish: the catalogues are complete and current, the language
is chosen as the setting says, the real window and a dialog read in Spanish,
and spoken sentences come out as exact, natural Spanish."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDialogButtonBox, QGroupBox, QLabel

from klondike_qt import i18n
from klondike_qt.a11y import describe_common
from klondike_qt.a11y import klondike_describe as describe
from klondike_qt.a11y import messages as msg
from klondike_qt.engine.cards import CARDS, Card
from klondike_qt.engine.klondike import (
    COLUMNS,
    DRAW,
    FOUNDATIONS,
    STOCK,
    WASTE,
    GameState,
    IllegalMove,
    Move,
    Rules,
    apply,
    transition,
)

ROOT = Path(__file__).resolve().parent.parent
C = Card.parse


def position(tableau, hidden, stock=(), waste=(), foundations=(0, 0, 0, 0), rules=Rules(), passes=1):
    cols = [tuple(C(c) for c in col) for col in tableau] + [()] * (7 - len(tableau))
    hid = tuple(hidden) + (0,) * (7 - len(hidden))
    return GameState(rules, tuple(C(c) for c in stock), tuple(C(c) for c in waste), foundations,
                     tuple(cols), hid, passes)


def _restore_english(app) -> None:
    i18n.install_translators(app, "en")
    QLocale.setDefault(QLocale("en_US"))


@pytest.fixture
def spanish(qapp):
    assert i18n.install_translators(qapp, "es") == "es"
    yield qapp
    _restore_english(qapp)


@pytest.fixture
def english(qapp):
    assert i18n.install_translators(qapp, "en") == "en"
    QLocale.setDefault(QLocale("en_US"))
    yield qapp
    _restore_english(qapp)


# -- the catalogues ------------------------------------------------------------------------------
def test_translations_are_complete_and_the_qm_files_current():
    """No unfinished, missing or vanished Spanish string; English plurals; .qm up to date;
    nothing in the code that lupdate cannot extract."""
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "update_translations.py"), "--check"],
                            capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_catalogues_ship_as_package_resources():
    for language in ("en", "es"):
        node = i18n.catalogue(language)
        assert node.is_file(), f"{language}: build it with tools/update_translations.py"
        assert node.read_bytes()[:16] == bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")  # .qm magic


# -- choosing the language ------------------------------------------------------------------------
@pytest.mark.parametrize(("setting", "system", "expected"), [
    ("en", "es_ES", "en"), ("es", "en_US", "es"),
    ("system", "es_MX", "es"), ("system", "es_ES", "es"), ("system", "en_GB", "en"),
    ("system", "fr_FR", "fr"), ("system", "fr_CA", "fr"), ("system", "de_AT", "de"), ("system", "it_IT", "it"),
    ("system", "pt_BR", "pt_BR"), ("system", "pt_PT", "pt_BR"), ("system", "pl_PL", "pl"),
    ("system", "sv_SE", "en"), ("system", "C", "en"), ("pl", "en_US", "pl"),
])
def test_the_language_setting_is_resolved(setting, system, expected):
    assert i18n.resolve_language(setting, QLocale(system)) == expected


def test_install_replaces_the_earlier_translators(qapp):
    try:
        i18n.install_translators(qapp, "es")
        assert i18n.installed_catalogues() == ["es_ES", "es_ES"]  # ours and Qt's qtbase_es
        assert QCoreApplication.translate("Messages", "Waste") == "Descarte"
        assert QLocale().language() is QLocale.Language.Spanish
        i18n.install_translators(qapp, "en")
        assert QCoreApplication.translate("Messages", "Waste") == "Waste"
        assert QLocale().language() is QLocale.Language.English
    finally:
        _restore_english(qapp)


# -- English plurals ------------------------------------------------------------------------------
def test_english_plural_forms_come_from_the_english_catalogue(english):
    # the raw catalogue lookup, without messages.py's fallback for "(s)"
    assert QCoreApplication.translate("Messages", "Stock, %n card(s).", None, 1) == "Stock, 1 card."
    assert QCoreApplication.translate("Messages", "Stock, %n card(s).", None, 2) == "Stock, 2 cards."
    assert QCoreApplication.translate("Messages", "%n pass(es) left.", None, 1) == "1 pass left."
    assert QCoreApplication.translate("Messages", "%n pass(es) left.", None, 3) == "3 passes left."


@pytest.mark.parametrize("language", ["none", "en"])
def test_english_sentences_say_1_card_and_2_cards(qapp, language):
    try:
        if language == "en":
            i18n.install_translators(qapp, "en")
        else:
            i18n.remove_translators(qapp)  # source text; messages.py resolves "card(s)" itself
        QLocale.setDefault(QLocale("en_US"))
        assert msg.focus_stock(1, 1, None, brief=True) == "Stock, 1 card."
        assert msg.focus_stock(2, 1, None, brief=True) == "Stock, 2 cards."
        assert msg.info(None, "5 seconds", 1, 1, 1, None) == (
            "Time 5 seconds. 1 move. 1 card in the stock. 1 pass left. "
            "Not yet known whether the deal can still be won.")
        assert msg.duration(61_000) == "1 minute 1 second"
        assert msg.duration(7_322_000) == "2 hours 2 minutes"
        assert msg.find_in_waste(C("7h"), 1) == "The 7 of hearts is in the waste under 1 card."
        assert msg.find_in_waste(C("7h"), 2) == "The 7 of hearts is in the waste under 2 cards."
    finally:
        _restore_english(qapp)


# -- the real window and dialogs in Spanish ----------------------------------------------------------
def test_the_main_window_menus_are_spanish(spanish, qtbot, profile_dir):
    from ui_helpers import make_window

    from klondike_qt.ui.actions import Menu

    window = make_window(qtbot, profile_dir, deal=1)
    assert [window.menus[m].title() for m in Menu] == [
        "&Partida", "&Editar", "&Jugar", "&Consultar", "&Ver", "Ay&uda"]
    texts = {action_id: action.text() for action_id, action in window.actions.items()}
    assert texts["new_game"] == "&Nueva partida"
    assert texts["restart"] == "&Reiniciar partida"
    assert texts["undo"] == "&Deshacer"
    assert texts["redo"] == "&Rehacer"
    assert texts["hint"] == "&Pista"
    assert texts["statistics"] == "Es&tadísticas…"
    assert texts["settings"] == "&Ajustes…"
    assert texts["quit"] == "&Salir"
    assert window.actions["draw"].statusTip() == \
        "Saca cartas del mazo, o da la vuelta al descarte cuando el mazo está vacío."
    window.model.draw()
    assert window.actions["undo"].text() == "&Deshacer: sacar cartas"
    labels = " ".join(label.text() for label in window.statusBar().findChildren(QLabel))
    assert "Partida 1" in labels and "Movimientos: 1" in labels
    # every menu's accelerators are unique, in the menu bar and in each menu
    bar_keys = [re.search(r"&(\w)", window.menus[m].title()).group(1).lower() for m in Menu]
    assert len(set(bar_keys)) == len(bar_keys)
    for menu in window.menus.values():
        keys = [m.group(1).lower() for a in menu.actions() if (m := re.search(r"&(\w)", a.text()))]
        assert len(set(keys)) == len(keys), [a.text() for a in menu.actions()]


def test_the_settings_dialog_is_spanish(spanish, qtbot, profile_dir):
    from ui_helpers import make_settings

    from klondike_qt.ui.dialogs import SettingsDialog

    dialog = SettingsDialog(make_settings(profile_dir))
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Ajustes"
    assert [g.title() for g in dialog.findChildren(QGroupBox)] == ["Klondike", "Carta Blanca", "Araña", "Golf",
                                                                     "TriPeaks", "Pirámide", "Cartas y movimiento",
                                                                     "Voz e idioma", "Sonidos"]
    assert [dialog.fields["draw"].itemText(i) for i in range(dialog.fields["draw"].count())] == ["De 1 en 1", "De 3 en 3"]
    assert dialog.language.itemText(0) == "El del sistema"
    box = dialog.findChild(QDialogButtonBox)
    assert sorted(b.text() for b in box.buttons()) == ["Aceptar", "Cancelar"]  # Qt's own qtbase_es
    labels = [label.text() for label in dialog.findChildren(QLabel)]
    assert "&Sacar del mazo:" in labels and "&Idioma:" in labels
    keys = [m.group(1).lower() for t in labels + [b.title() for b in dialog.findChildren(QGroupBox)]
            if (m := re.search(r"&(\w)", t))]
    keys += [m.group(1).lower() for b in (dialog.fields["thoughtful"], dialog.fields["winnable"], dialog.fields["auto_safe"], dialog.orca)
             if (m := re.search(r"&(\w)", b.text()))]
    assert len(set(keys)) == len(keys), keys


# -- spoken Spanish, exactly -----------------------------------------------------------------------------
def _moved(before: GameState, text: str) -> tuple:
    move = DRAW if text == "draw" else Move.parse(text)
    after = apply(before, move)
    return transition(before, move, after), after


def test_spanish_announcements_for_moves_draws_and_the_win(spanish):
    before = position([(), ("8c",), ("Qd", "7h")], [0, 0, 1])
    t, after = _moved(before, "7h>t2")
    assert describe.move_result(t, after) == (
        "Has movido el 7 de corazones a la columna 2, sobre el 8 de tréboles. "
        "En la columna 3 se descubre la reina de diamantes.")
    assert describe.move_result(t, after, brief=True) == \
        "El 7 de corazones a la columna 2. Se descubre la reina de diamantes."
    assert describe.action_text(t) == "mover el 7 de corazones a la columna 2"

    stock = ["4h", "9c", "Js"] + "Ac 2c 3c 4c 5c 6c 7c 8c Tc Jc Qc".split()
    t, after = _moved(position([], [], stock=stock, rules=Rules(draw=3)), "draw")
    assert describe.move_result(t, after) == (
        "Has sacado el 4 de corazones, el 9 de tréboles y la jota de picas. "
        "La jota de picas se puede jugar. Quedan 11 en el mazo.")
    t, after = _moved(position([], [], stock=["Ac"], waste=["Kh"]), "draw")
    assert describe.move_result(t, after) == "Has sacado el as de tréboles. El mazo ha quedado vacío."

    t, after = _moved(position([], [], waste=["4h", "9c"], rules=Rules(pass_limit=3)), "draw")
    assert describe.move_result(t, after) == \
        "Has dado la vuelta al descarte: 2 cartas vuelven al mazo. Pasada 2 de 3."
    t, after = _moved(position([], [], waste=["4h"]), "draw")
    assert describe.move_result(t, after) == \
        "Has dado la vuelta al descarte: 1 carta vuelve al mazo. Pasada 2, sin límite."

    t, after = _moved(position([("Ah",)], [0]), "Ah>f")
    assert describe.move_result(t, after) == \
        "Has subido el as de corazones a su base. La columna 1 ha quedado vacía."

    won = position([], [], foundations=(13, 13, 13, 13))
    won = GameState(won.rules, won.stock, won.waste, won.foundations, won.tableau, won.hidden, 1, 645)
    assert describe.win(won, 252_000) == "Has ganado en 4 minutos y 12 segundos, puntuación 645."
    assert describe.win(won, 61_000) == "Has ganado en 1 minuto y 1 segundo, puntuación 645."
    assert msg.after_win() == "Pulsa F2 para jugar otra partida."


def test_spanish_focus_and_queries(spanish):
    s = position([(), (), ("2c", "3c", "4c", "5c", "8c", "7h", "6s")], [0, 0, 4])
    assert describe.focus_text(s, COLUMNS[2], 5) == \
        "El 7 de corazones, columna 3, carta 2 de 3 boca arriba, 4 boca abajo"
    assert describe.focus_text(s, COLUMNS[2], 5, brief=True) == "El 7 de corazones, columna 3"
    s = position([()], [0], stock="Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ad".split(), passes=2)
    assert describe.focus_text(s, COLUMNS[4]) == "Columna 5, vacía. Aquí solo puede ir un rey."
    assert describe.focus_text(s, STOCK) == "Mazo, 14 cartas. Pasada 2, sin límite."
    assert describe.focus_text(s, FOUNDATIONS[3]) == \
        "Base de corazones, vacía. Aquí solo puede ir el as de corazones."
    s = position([()], [0], foundations=(3, 0, 0, 13))
    assert describe.focus_text(s, FOUNDATIONS[0]) == "El 3 de tréboles, base de tréboles. Siguiente: el 4 de tréboles."
    assert describe.focus_text(s, FOUNDATIONS[3]) == "El rey de corazones, base de corazones, completa"
    assert describe_common.holding([C("7h"), C("6s")]) == "Llevas el 7 de corazones y el 6 de picas, 2 cartas."
    assert describe_common.holding([C("Qh")]) == "Llevas la reina de corazones."
    s = position([("6h",), (), (), ("5c",)], [0, 0, 0, 0])
    assert describe.hint(s, Move.parse("5c>t1")) == \
        "Pista: mueve el 5 de tréboles desde la columna 4 sobre el 6 de corazones, en la columna 1."
    assert describe.foundations(position([], [], foundations=(0, 5, 13, 0))) == (
        "Base de tréboles: vacía. Base de diamantes: hasta el 5 de diamantes. "
        "Base de picas: completa. Base de corazones: vacía.")
    assert describe.waste_and_stock(position([], [], stock=["Ac"], waste=["Qs", "Jd"])) == \
        "Descarte: la jota de diamantes arriba, 2 cartas. Mazo: 1 carta, pasadas sin límite."
    assert msg.info(None, "5 segundos", 1, 1, None, None, thinking=True).endswith(
        " Todavía se está calculando si la partida se puede ganar.")
    assert msg.info(None, "5 segundos", 1, 1, None, None, thinking=False).endswith(
        " El solucionador no ha podido averiguar si la partida se puede ganar.")


@pytest.mark.parametrize(("move", "tableau", "expected"), [
    ("8h>t2", [(), ("9d",), ("8h",)], "No se puede poner el 8 de corazones sobre el 9 de diamantes: las dos son rojas."),
    ("5h>t2", [(), ("9c",), ("5h",)],
     "No se puede poner el 5 de corazones sobre el 9 de tréboles: ahí solo puede ir un 8 de corazones o de diamantes."),
    ("Jh>t2", [(), ("Ks",), ("Jh",)],
     "No se puede poner la jota de corazones sobre el rey de picas: "
     "ahí solo puede ir una reina de corazones o de diamantes."),
    ("5h>t1", [(), (), ("5h",)],
     "No se puede poner el 5 de corazones en la columna 1, que está vacía: ahí solo puede ir un rey."),
    ("Ah>fc", [(), (), ("Ah",)], "No se puede poner el as de corazones en la base de tréboles: solo admite tréboles."),
    ("5h>f", [(), (), ("5h",)],
     "Todavía no se puede subir el 5 de corazones a su base: antes hace falta el as de corazones."),
    ("9h>t1", [("Ts",), (), ("9h", "8c", "3d")],
     "No se puede mover el 9 de corazones con las cartas que tiene encima: la escalera se rompe en el 3 de diamantes."),
    ("2c>t3", [(), (), ("2c",)], "Ya está ahí el 2 de tréboles."),
    ("Qs>t1", [(), (), ("2c",)], "No se puede tomar una carta del mazo: pulsa N para sacar cartas."),
])
def test_spanish_refusals(spanish, move, tableau, expected):
    with pytest.raises(IllegalMove) as info:
        apply(position(tableau, [0, 0, 0], stock=["Qs"]), Move.parse(move))
    assert describe.illegal(info.value) == expected


def test_spanish_undo_and_redo(spanish, qtbot, profile_dir):
    from ui_helpers import make_window

    window = make_window(qtbot, profile_dir, deal=1)
    announcer = window.announcer
    window.model.draw()
    window.model.undo()
    if announcer is not None and hasattr(announcer, "texts"):
        assert announcer.texts[-1] == "Deshecho: sacar la reina de tréboles."
    window.model.redo()
    if announcer is not None and hasattr(announcer, "texts"):
        assert announcer.texts[-1] == "Rehecho: sacar la reina de tréboles."


# -- Spanish grammar over every card -------------------------------------------------------------------
def test_every_spanish_card_name_has_its_article(spanish):
    for card in CARDS:
        name = msg.card_name(card)
        article = "la" if card.rank in (11, 12) else "el"
        assert name.startswith(article + " "), name
        assert describe_common.parse_card_text(name) == card
        assert describe_common.parse_card_text(name.split(" ", 1)[1]) == card  # "7 de corazones"


def _sentences_about(card: Card) -> list[str]:
    other = Card.of(13 if card.rank != 13 else 12, (card.suit + 1) % 4)
    out = [
        msg.put_back(card), msg.no_place_for(card), msg.cant_same_colour(card, other),
        msg.cant_not_one_lower(card, other), msg.cant_not_a_king(card, 3), msg.cant_foundation_needs(card, other),
        msg.cant_only_top(card), msg.cant_covered(card), msg.cant_broken_run(card, other), msg.cant_same_pile(card),
        msg.find_hidden(card), msg.find_in_column(card, 2, 1, 3), msg.find_waste_top(card), msg.find_in_waste(card, 2),
        msg.find_on_foundation(card, True), msg.find_on_foundation(card, False), msg.waste_shows(card),
        msg.hidden_again(card, 4), msg.revealed(3, card, False), msg.playable(card), msg.turned([card], False),
        msg.moved_to_foundation(card, False), msg.moved_to_empty(card, 3, 2, False), msg.moved_onto(card, 1, 2, other, True),
        msg.holding([card], False),
    ]
    for pile in (WASTE, STOCK, COLUMNS[3], FOUNDATIONS[card.suit]):
        out += [msg.back_in(card, pile), msg.nothing_to_pick_up(pile), msg.do_move_to_foundation(card, pile),
                msg.do_move_onto(card, pile, other, 5), msg.do_move_to_empty(card, pile, 6)]
    return out


def test_spanish_sentences_read_naturally_for_every_card(spanish):
    bad = re.compile(r"\b(?:de el|a el|el la|la el|el el|la la|el un|la una)\b|%\d|%n|\b(?:the|of)\b|  ")
    for card in CARDS:
        for sentence in _sentences_about(card):
            assert not bad.search(sentence), sentence
            assert sentence[:1] == sentence[:1].upper() or sentence[:1] in "«" or sentence.startswith(("mueve", "sube")), \
                sentence  # a sentence starts with a capital (instructions go inside "Pista: …")


# -- the language setting at start-up ------------------------------------------------------------------
def test_the_language_setting_is_used_when_the_game_starts(qapp, qtbot, profile_dir, monkeypatch):
    """app.main reads the setting before it builds the window (a change applies at the next start)."""
    from PySide6.QtCore import QTimer

    from klondike_qt import app as app_module
    from klondike_qt.model.settings import Settings
    from klondike_qt.model.storage import Profile
    from klondike_qt.ui.actions import Menu
    from klondike_qt.ui.main_window import MainWindow

    settings = Settings(Profile(profile_dir).settings_path)
    settings.language = "es"
    settings.sync()
    shown: list[MainWindow] = []
    original_show = MainWindow.show

    def show(window):
        shown.append(window)
        qtbot.addWidget(window)
        original_show(window)

    monkeypatch.setattr(MainWindow, "show", show)
    try:
        QTimer.singleShot(0, qapp.quit)
        assert app_module.main(["--profile", str(profile_dir), "--deal", "3"]) == 0
        (window,) = shown
        assert window.menus[Menu.GAME].title() == "&Partida"
        assert window.actions["new_game"].text() == "&Nueva partida"
        window.close()
    finally:
        _restore_english(qapp)


def test_the_help_dialog_is_spanish(spanish, qtbot, profile_dir):
    from ui_helpers import make_window

    from klondike_qt.ui.help_dialog import HelpDialog

    window = make_window(qtbot, profile_dir, deal=1)
    dialog = HelpDialog(window)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Teclas y reglas"
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == ["&Teclas", "&Reglas"]
    assert dialog.rules.toPlainText().startswith("Klondike\nForma las cuatro bases por palos, del as al rey.")
