"""Exact words: every kind of event, announced through a RecordingAnnouncer,
and one sentence per refusal reason."""

from __future__ import annotations

import pytest
from a11y_helpers import make_window
from PySide6.QtCore import QLocale

from klondike_qt.a11y import describe_common
from klondike_qt.a11y import klondike_describe as describe
from klondike_qt.a11y import messages as msg
from klondike_qt.a11y.messages import golf, pyramid, tripeaks, yukon
from klondike_qt.engine.cards import Card
from klondike_qt.engine.klondike import (
    COLUMNS,
    DRAW,
    FOUNDATIONS,
    STOCK,
    WASTE,
    GameState,
    IllegalMove,
    Move,
    Reason,
    Rules,
    apply,
    transition,
)
from klondike_qt.ui.command_table import run_command

C = Card.parse


@pytest.fixture(autouse=True)
def english_locale():
    old = QLocale()
    QLocale.setDefault(QLocale("en_US"))
    yield
    QLocale.setDefault(old)


def position(tableau, hidden, stock=(), waste=(), foundations=(0, 0, 0, 0), rules=Rules(), passes=1):
    cols = [tuple(C(c) for c in col) for col in tableau] + [()] * (7 - len(tableau))
    hid = tuple(hidden) + (0,) * (7 - len(hidden))
    return GameState(rules, tuple(C(c) for c in stock), tuple(C(c) for c in waste), foundations,
                     tuple(cols), hid, passes)


def test_focus_on_a_card_in_a_column():
    s = position([(), (), ("2c", "3c", "4c", "5c", "8c", "7h", "6s")], [0, 0, 4])
    assert describe.focus_text(s, COLUMNS[2], 5) == "7 of hearts, column 3, card 2 of 3 face up, 4 face down"
    assert describe.focus_text(s, COLUMNS[2], 5, brief=True) == "7 of hearts, column 3"


def test_focus_on_an_empty_column_the_stock_and_foundations():
    s = position([()], [0], stock=["2h"] * 0 + [c for c in ("Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh "
                                                            "Ad").split()], passes=2)
    assert describe.focus_text(s, COLUMNS[4]) == "Column 5, empty. Only a King can go here."
    assert describe.focus_text(s, STOCK) == "Stock, 14 cards. Pass 2 of unlimited."
    assert describe.focus_text(s, FOUNDATIONS[3]) == "Hearts foundation, empty. Only the ace of hearts can go here."
    s2 = position([()], [0], foundations=(3, 0, 0, 13))
    assert describe.focus_text(s2, FOUNDATIONS[0]) == "3 of clubs, clubs foundation. Next: 4 of clubs."
    assert describe.focus_text(s2, FOUNDATIONS[3]) == "King of hearts, hearts foundation, complete"
    assert describe.focus_text(s2, WASTE) == "Waste, empty."


def test_holding():
    assert describe_common.holding([C("7h"), C("6s")]) == "Holding 7 of hearts and 6 of spades, 2 cards."
    assert describe_common.holding([C("7h")]) == "Holding 7 of hearts."


def test_a_move_that_reveals_a_card():
    before = position([(), ("8c",), ("Qd", "7h")], [0, 0, 1])
    move = Move.parse("7h>t2")
    after = apply(before, move)
    t = transition(before, move, after)
    assert describe.move_result(t, after) == \
        "Moved 7 of hearts to column 2, on 8 of clubs. Column 3 reveals the queen of diamonds."
    assert describe.move_result(t, after, brief=True) == "7 of hearts to column 2. Revealed queen of diamonds."


def test_draw_three():
    stock = ["4h", "9c", "Js"] + [c for c in "Ac 2c 3c 4c 5c 6c 7c 8c Tc Jc Qc".split()]
    before = position([], [], stock=stock, rules=Rules(draw=3))
    after = apply(before, DRAW)
    t = transition(before, DRAW, after)
    assert describe.move_result(t, after) == \
        "Turned 4 of hearts, 9 of clubs, and jack of spades. Jack of spades is playable. 11 left in stock."
    assert describe.move_result(t, after, brief=True) == "Turned jack of spades."


def test_recycle():
    before = position([], [], waste=["4h", "9c"], rules=Rules(pass_limit=3))
    after = apply(before, DRAW)
    t = transition(before, DRAW, after)
    assert describe.move_result(t, after) == "Turned the waste over: 2 cards back in the stock. Pass 2 of 3."


def test_win_no_moves_and_files():
    s = position([], [], foundations=(13, 13, 13, 13))
    s = GameState(s.rules, s.stock, s.waste, s.foundations, s.tableau, s.hidden, 1, 645)
    assert describe.win(s, 252_000) == "You won in 4 minutes 12 seconds, score 645."
    assert describe.no_moves() == "No moves left. Undo to try another way, or press F2 for a new deal."
    assert describe_common.file_set_aside("save", "autosave.json.bad-20261129-190501") == (
        "The saved game could not be read, so a new game has started. "
        "The file was kept as autosave.json.bad-20261129-190501.")
    assert describe_common.file_set_aside("statistics", "x").startswith("The statistics could not be read")
    assert describe_common.file_set_aside("settings", "x").startswith("The settings could not be read")


def test_hint_words():
    s = position([("6h",), (), (), ("5c",)], [0, 0, 0, 0])
    assert describe.hint(s, Move.parse("5c>t1")) == \
        "Hint: move the 5 of clubs from column 4 onto the 6 of hearts in column 1."


REFUSALS = {
    Reason.SAME_COLOUR: ("8h>t2", [(), ("9d",), ("8h",)], "Can't put the 8 of hearts on the 9 of diamonds: both are red."),
    Reason.NOT_ONE_LOWER: ("5h>t2", [(), ("9c",), ("5h",)], "Can't put the 5 of hearts on the 9 of clubs: only a red 8 can go there."),
    Reason.NOT_A_KING: ("5h>t1", [(), (), ("5h",)], "Can't put the 5 of hearts in empty column 1: only a King can go there."),
    Reason.WRONG_SUIT: ("Ah>fc", [(), (), ("Ah",)], "Can't put the ace of hearts on the clubs foundation: it takes only clubs."),
    Reason.FOUNDATION_NEEDS: ("5h>f", [(), (), ("5h",)], "Can't put the 5 of hearts on its foundation yet: it needs the ace of hearts first."),
    Reason.ONLY_TOP_TO_FOUNDATION: ("2h>f", [(), (), ("2h", "Ac")], "Can't send the 2 of hearts to its foundation: other cards lie on it."),
    Reason.FACE_DOWN: ("Kh>t1", [(), (), ("Kh", "2c")], "Can't move a face-down card."),
    Reason.BROKEN_RUN: ("9h>t1", [("Ts",), (), ("9h", "8c", "3d")], "Can't move the 9 of hearts with the cards on it: the run breaks at the 3 of diamonds."),
    Reason.SAME_PILE: ("2c>t3", [(), (), ("2c",)], "The 2 of clubs is already there."),
    Reason.IN_STOCK: ("Qs>t1", [(), (), ("2c",)], "Can't take a card from the stock: press N to turn cards."),
}


@pytest.mark.parametrize("reason", list(REFUSALS))
def test_each_refusal_reason_has_its_sentence(reason):
    text, tableau, expected = REFUSALS[reason]
    hidden = [1 if reason is Reason.FACE_DOWN and i == 2 else 0 for i in range(3)]
    s = position(tableau, hidden, stock=["Qs"])
    with pytest.raises(IllegalMove) as info:
        apply(s, Move.parse(text))
    assert info.value.reason is reason
    assert describe.illegal(info.value) == expected
    if reason is Reason.FACE_DOWN:
        assert "king" not in describe.illegal(info.value)  # a hidden card is never named


def test_every_reason_has_words():
    for reason in Reason:
        error = IllegalMove(reason, DRAW, C("7h"), C("8h"))
        assert describe.illegal(error)


# -- through the controller ---------------------------------------------------------
def test_announcements_for_events_in_order(qtbot, tmp_path):
    w = make_window(tmp_path, deal=1)
    qtbot.addWidget(w)
    w.model.new_game(1)
    assert w.announcer.texts[-1] == "Klondike, deal 1, draw 1."
    run_command(w, "draw")
    assert w.announcer.texts[-1] == "Turned queen of clubs. 23 left in stock."
    w.model.undo()
    assert w.announcer.texts[-1] == "Undone: turned queen of clubs."
    w.model.redo()
    assert w.announcer.texts[-1] == "Redone: turned queen of clubs."
    run_command(w, "hint")
    assert w.announcer.texts[-1].startswith("Hint: ")
    assert ("say", "Klondike, deal 1, draw 1.") in w.announcer.log


def test_undo_of_a_move_says_where_the_card_is_back(qtbot, tmp_path):
    w = make_window(tmp_path, deal=None)
    qtbot.addWidget(w)
    layout = (tuple(tuple(C(c) for c in col) for col in
                    [("8c",), ("Qd", "7h"), ("5c", "Ks"), ("Kd",), ("Kh",), ("Kc",), ("Qs",)]),
              tuple(card for card in __import__("klondike_qt.engine.cards", fromlist=["CARDS"]).CARDS
                    if card.code not in "8c Qd 7h 5c Ks Kd Kh Kc Qs".split()))
    # (a face-down 5c under the Ks: with every column card up the finish would be offered)
    w.model.new_game(None, Rules(), layout=layout)
    run_command(w, "focus_column_2")
    run_command(w, "pick_or_drop")
    assert w.announcer.texts[-1] == "Holding 7 of hearts."
    run_command(w, "focus_column_1")
    run_command(w, "pick_or_drop")
    assert w.announcer.texts[-1] == \
        "Moved 7 of hearts to column 1, on 8 of clubs. Column 2 reveals the queen of diamonds."
    w.model.undo()
    # The focus stayed on column 1, which shows the 8 of clubs again: said after the result, in one utterance.
    assert w.announcer.texts[-1] == ("Undone: moved 7 of hearts to column 1. The 7 of hearts is back in "
                                     "column 2. The queen of diamonds in column 2 is face down again. "
                                     "Now on: 8 of clubs, column 1, card 1 of 1 face up.")


def test_qt_announcer_has_notifiers_for_the_orca_fallback(qtbot):
    from PySide6.QtWidgets import QWidget

    from klondike_qt.a11y.announcer import NOTIFIERS, Notifier, QtAnnouncer
    host = QWidget()
    qtbot.addWidget(host)
    announcer = QtAnnouncer(host, legacy_notify=True)
    assert len(host.findChildren(Notifier)) == NOTIFIERS
    announcer.announce("Turned queen of clubs.")
    assert announcer.last == "Turned queen of clubs."
    announcer.set_legacy_notify(False)
    assert not announcer.legacy_notify


def test_draw_three_waste_focus_names_the_cards_showing_beneath():
    s = position([], [], waste=["Kh", "4h", "9c", "Js"], rules=Rules(draw=3))
    assert describe.focus_text(s, WASTE) == \
        "Jack of spades, waste, 4 cards. Showing beneath it: 9 of clubs and 4 of hearts."
    assert describe.focus_text(s, WASTE, brief=True) == "Jack of spades, waste"


def test_while_holding_the_focus_says_where_the_cards_can_go():
    s = position([(), ("8c",), ("Qd", "7h")], [0, 0, 1])
    held = (C("7h"),)
    assert describe.focus_text(s, COLUMNS[1], held=held) == \
        "8 of clubs, column 2, card 1 of 1 face up. The 7 of hearts can go here."
    assert describe.focus_text(s, COLUMNS[0], held=held) == "Column 1, empty. Only a King can go here."
    assert describe.focus_text(s, COLUMNS[2], held=held) == \
        "7 of hearts, column 3, card 1 of 1 face up, 1 face down"  # its own pile


def test_a_file_that_could_not_be_renamed_is_said_to_be_left_where_it_is():
    said = describe_common.file_set_aside("statistics", "statistics.json", left_in_place=True)
    assert said == ("The statistics could not be read, so they start again from zero. "
                    "The file could not be renamed, so it was left where it is, as statistics.json.")
    assert "kept as" not in said


def test_only_set_aside_copies_count_as_set_aside():
    from pathlib import Path

    from klondike_qt.model.storage import is_set_aside
    assert is_set_aside(Path("/p/statistics.json.bad-20261201-142200"))
    assert is_set_aside(Path("/p/statistics.json.bad-20261201-142200-3"))
    assert not is_set_aside(Path("/p/statistics.json"))
    assert not is_set_aside(Path("/p/settings.ini"))


@pytest.mark.parametrize("welcome", [
    lambda number: msg.fc_welcome(number, True), lambda number: golf.gf_welcome(number, True),
    lambda number: pyramid.py_welcome(number, True), lambda number: tripeaks.tp_welcome(number, True),
    lambda number: yukon.yk_welcome(number, True), lambda number: msg.sp_welcome(number, 2, True),
    lambda number: msg.welcome_restored(number, 1)])
def test_a_restored_game_is_welcomed_with_its_deal_number_when_it_has_one(welcome):
    """Every game, as Klondike did: the player coming back hears which deal is on the table."""
    numbered, custom = welcome(617), welcome(None)
    assert "deal 617" in numbered and "Your game is back where you left it." in numbered, numbered
    assert "deal" not in custom and "Your game is back where you left it." in custom, custom
