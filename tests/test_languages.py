"""Seven languages (issue 32): each catalogue speaks its language in every game, with the
card first, names declined as the sentence needs, plural forms right, and the access
letters of its menus and dialogs distinct. The expectations are written by hand; the
catalogue checks themselves (complete, placeholders, forms, length, .qm current) are
tools/update_translations.py --check, run by tests/test_i18n.py."""

from __future__ import annotations

import re

import pytest
from a11y_helpers import press
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QGroupBox, QLabel
from ui_helpers import focused, make_settings, make_window

from klondike_qt import i18n
from klondike_qt.a11y import messages as msg
from klondike_qt.engine.cards import Card
from klondike_qt.languages import LANGUAGES
from klondike_qt.ui.actions import Menu
from klondike_qt.ui.games import GAMES
from klondike_qt.ui.main_window import MainWindow

TRANSLATED = [code for code in LANGUAGES if code != "en"]


@pytest.fixture(params=TRANSLATED)
def language(request, qapp):
    assert i18n.install_translators(qapp, request.param) == request.param
    yield request.param
    i18n.install_translators(qapp, "en")
    QLocale.setDefault(QLocale("en_US"))


def speaking(qapp, code: str):
    assert i18n.install_translators(qapp, code) == code


@pytest.fixture
def restore_english(qapp):
    yield
    i18n.install_translators(qapp, "en")
    QLocale.setDefault(QLocale("en_US"))


def said(window: MainWindow) -> list[str]:
    return [text for kind, text in window.announcer.log if kind == "say"]


def heard(window: MainWindow, key: str) -> str:
    """What one key makes the player hear: the announcement, else the new focus's name."""
    window.announcer.clear_log()
    press(window, key)
    texts = said(window) or [text for kind, text in window.announcer.log if kind == "focus"]
    assert len(texts) == 1, texts
    return texts[0]


# -- choosing a language -----------------------------------------------------------------------------
def test_settings_lists_every_language_in_its_own_name(qtbot, profile_dir):
    from klondike_qt.ui.dialogs import SettingsDialog

    dialog = SettingsDialog(make_settings(profile_dir))
    qtbot.addWidget(dialog)
    box = dialog.language
    assert [box.itemText(i) for i in range(1, box.count())] == [
        "English", "Español", "Français", "Deutsch", "Italiano", "Português (Brasil)", "Polski"]
    assert [box.itemData(i) for i in range(box.count())] == ["system", *LANGUAGES]


# -- the opening of a deal, by keys, in each language ----------------------------------------------
#: Klondike deal 2, draw 1: 3 (the 7 of diamonds), Space (hold it), 7 (the 8 of spades:
#: it can go here), Space (put it there: the move, and the card it turned up).
OPENING = {
    "es": ["El 7 de diamantes, columna 3, carta 1 de 1 boca arriba, 2 boca abajo",
           "Llevas el 7 de diamantes.",
           "El 8 de picas, columna 7, carta 1 de 1 boca arriba, 6 boca abajo. Aquí puede ir el 7 de diamantes.",
           "Has movido el 7 de diamantes a la columna 7, sobre el 8 de picas. En la columna 3 se descubre el as "
           "de tréboles."],
    "fr": ["7 de carreau, colonne 3, carte 1 sur 1 face visible, 2 face cachée",
           "Vous tenez le 7 de carreau.",
           "8 de pique, colonne 7, carte 1 sur 1 face visible, 6 face cachée. Vous pouvez poser le 7 de carreau ici.",
           "Le 7 de carreau va sur la colonne 7, sur le 8 de pique. La colonne 3 dévoile l'as de trèfle."],
    "de": ["Karo-7, Spalte 3, Karte 1 von 1 aufgedeckten, 2 verdeckt",
           "Du hältst die Karo-7.",
           "Pik-8, Spalte 7, Karte 1 von 1 aufgedeckten, 6 verdeckt. Hierhin kann die Karo-7.",
           "Die Karo-7 liegt jetzt in Spalte 7, auf der Pik-8. In Spalte 3 aufgedeckt: Kreuz-Ass."],
    "it": ["7 di quadri, colonna 3, carta scoperta 1 di 1, 2 coperte",
           "Hai in mano il 7 di quadri.",
           "8 di picche, colonna 7, carta scoperta 1 di 1, 6 coperte. Qui puoi posare il 7 di quadri.",
           "Hai spostato il 7 di quadri nella colonna 7, sull'8 di picche. Nella colonna 3 si scopre l'asso di fiori."],
    "pt_BR": ["7 de ouros, coluna 3, carta 1 de 1 para cima, 2 para baixo",
              "Na mão: 7 de ouros.",
              "8 de espadas, coluna 7, carta 1 de 1 para cima, 6 para baixo. Aqui pode ir o 7 de ouros.",
              "Moveu o 7 de ouros para a coluna 7, sobre o 8 de espadas. A coluna 3 revela o ás de paus."],
    "pl": ["Siódemka karo, kolumna 3, karta 1 z 1 odkrytych, 2 zakryte",
           "Trzymasz siódemkę karo.",
           "Ósemka pik, kolumna 7, karta 1 z 1 odkrytych, 6 zakrytych. Siódemka karo pasuje tutaj.",
           "Przeniesiono siódemkę karo do kolumny 7, na ósemkę pik. W kolumnie 3 odkryto asa trefl."],
}


def test_the_opening_of_a_deal_by_keys_says_the_card_first_in_its_language(language, qtbot, profile_dir):
    window = focused(qtbot, make_window(qtbot, profile_dir, deal=2, solver=False))
    assert [heard(window, key) for key in ("3", "space", "7", "space")] == OPENING[language]


# -- names declined, plurals, capitals --------------------------------------------------------------
@pytest.mark.parametrize(("code", "card", "holding"), [
    ("pl", "Jh", "Trzymasz waleta kier."),      # accusative of an animate noun
    ("pl", "Qs", "Trzymasz damę pik."),
    ("de", "Jh", "Du hältst den Herz-Buben."),  # accusative of a weak noun
    ("de", "Ah", "Du hältst das Herz-Ass."),
    ("fr", "Ah", "Vous tenez l'as de cœur."),   # elision
    ("fr", "Qh", "Vous tenez la dame de cœur."),
    ("it", "8c", "Hai in mano l'8 di fiori."),
    ("it", "Qc", "Hai in mano la donna di fiori."),
    ("pt_BR", "Qc", "Na mão: dama de paus."),
])
def test_a_held_card_is_named_in_the_case_its_sentence_needs(qapp, restore_english, code, card, holding):
    speaking(qapp, code)
    assert msg.holding([Card.parse(card)], brief=False) == holding


@pytest.mark.parametrize(("code", "counts"), [
    ("pl", {1: "1 karta", 2: "2 karty", 5: "5 kart", 12: "12 kart", 22: "22 karty", 25: "25 kart"}),
    ("fr", {1: "1 carte", 2: "2 cartes", 21: "21 cartes"}),
    ("de", {1: "1 Karte", 2: "2 Karten"}),
])
def test_plural_forms_follow_the_language(qapp, restore_english, code, counts):
    speaking(qapp, code)
    for count, words in counts.items():
        assert words in msg.focus_stock(count, 1, None, brief=True), (count, msg.focus_stock(count, 1, None, True))


def test_german_keeps_the_capital_of_a_noun_inside_a_sentence(qapp, restore_english):
    speaking(qapp, "de")
    assert msg.sentence_middle("Spalte 1, leer.") == "Spalte 1, leer."
    speaking(qapp, "fr")
    assert msg.sentence_middle("Colonne 1, vide.") == "colonne 1, vide."


# -- nothing in English -------------------------------------------------------------------------------
#: English words that no other catalogue has: any of them heard is a sentence left in English.
ENGLISH = re.compile(r"\b(the|of|column|columns|card|cards|foundation|waste|stock|moved|holding|press|hint|"
                     r"undo|free cell|empty|deal|won|nothing|here)\b", re.IGNORECASE)
#: Keys that make every game speak: places, the say commands, a hint, the info, a move, an undo.
KEYS = ("right", "down", "up", "end", "home", "space", "escape", "h", "i", "m", "r", "d", "t", "return",
        "ctrl+z", "ctrl+y", "tab", "1", "2", "space", "3", "space")


@pytest.mark.parametrize("definition", GAMES, ids=[d.id for d in GAMES])
def test_nothing_english_is_heard_in_any_game(definition, language, qtbot, profile_dir):
    window = focused(qtbot, make_window(qtbot, profile_dir, game=definition.id, deal=3, solver=False))
    for key in KEYS:
        press(window, key)
    texts = [text for _kind, text in window.announcer.log]
    assert texts, "nothing was said"
    english = [text for text in texts if ENGLISH.search(text)]
    assert not english, english


# -- menus and dialogs ------------------------------------------------------------------------------------
def _letters(texts: list[str]) -> list[str]:
    return [m.group(1).lower() for t in texts if (m := re.search(r"&(\w)", t))]


def test_every_menu_and_the_settings_dialog_have_distinct_access_letters(language, qtbot, profile_dir):
    from klondike_qt.ui.dialogs import SettingsDialog

    window = make_window(qtbot, profile_dir, deal=1, solver=False)
    titles = [window.menus[m].title() for m in Menu]
    assert len(set(_letters(titles))) == len(titles), titles
    for menu in window.menus.values():
        texts = [a.text() for a in menu.actions()]
        assert len(set(_letters(texts))) == len(_letters(texts)), texts
    dialog = SettingsDialog(make_settings(profile_dir))
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel)] + \
        [b.title() for b in dialog.findChildren(QGroupBox)]
    assert len(set(_letters(texts))) == len(_letters(texts)), _letters(texts)


@pytest.mark.parametrize(("code", "typed", "card"), [
    ("de", "Herz 7", "7h"), ("de", "Bube Herz", "Jh"), ("de", "herz-bube", "Jh"), ("de", "den Herz-Buben", "Jh"),
    ("fr", "dame de coeur", "Qh"), ("fr", "la dame de cœur", "Qh"), ("pl", "siódemkę kier", "7h"),
    ("it", "donna di fiori", "Qc"), ("pt_BR", "dama de paus", "Qc"), ("es", "7 de corazones", "7h"),
])
def test_find_a_card_understands_the_names_of_the_language_in_any_word_order(qapp, restore_english, code, typed,
                                                                             card):
    from klondike_qt.a11y.describe_common import parse_card_text

    speaking(qapp, code)
    assert parse_card_text(typed) == Card.parse(card)
