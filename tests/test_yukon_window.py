"""Yukon in the real window: played by keys, mouse and ear (the rule book's
"By ear"), won by the solver's line, saved and restored. What every game
shares (Tab, F10, Escape, undo in one utterance, …) is tests/test_every_game.py's."""

from __future__ import annotations

from itertools import pairwise

import pytest
from a11y_helpers import KEYS, keys_for_move, press
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from ui_helpers import card_point, click, double_click, drag, make_window, pile_point, scene_problems

from klondike_qt.engine.cards import Card
from klondike_qt.engine.klondike import COLUMNS, FOUNDATIONS, Move
from klondike_qt.engine.solving import Budget
from klondike_qt.engine.status import GameStatus
from klondike_qt.engine.yukon import YukonState, new_yukon, solve
from klondike_qt.ui.board_layout import CARD_H, FAN_MIN, column_need
from klondike_qt.ui.command_table import run_command
from klondike_qt.ui.main_window import MainWindow
from klondike_qt.ui.yukon_board import YukonBoard, YukonGeometry


def C(text: str) -> Card:
    return Card.parse(text)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(C(code) for code in text.split())


def said(window: MainWindow) -> list[str]:
    return window.announcer.texts


#: Clubs and spades up to 7, diamonds to 2, hearts to 6 on the foundations; the
#: rule book's column 4 (9♣ 8♥ Q♠ 3♦ over three face-down cards), the rest under column 7.
POSITION = YukonState(
    (cards("8c"), (), cards("Tc"), cards("Jc Qc Kc 9c 8h Qs 3d"), cards("9d"), cards("Th"),
     cards("5d 6d 7d 8d Td Jd Qd Kd 8s 9s Ts Js Ks 7h 9h Jh Qh Kh 4d")),
    (0, 0, 0, 3, 0, 0, 18), (7, 2, 7, 6))


def yukon_window(qtbot, profile_dir, position: YukonState | None = POSITION) -> MainWindow:
    window = make_window(qtbot, profile_dir, "yukon", deal=5, solver=False)
    if position is not None:
        window.model.new_game(None, opening=position)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    return window


def test_keys_and_the_sentences_heard(qtbot, profile_dir):
    window = yukon_window(qtbot, profile_dir)
    keys = window.keyboard
    run_command(window, "focus_column_4")
    assert keys.focus_name().startswith("3 of diamonds, column 4, card 4 of 4 face up, 3 face down")
    run_command(window, "focus_up")
    run_command(window, "focus_up")
    assert keys.focus_name() == ("8 of hearts, column 4, card 2 of 4 face up, 3 face down. "
                                 "Moves with 2 cards: queen of spades and 3 of diamonds")
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == "Holding 8 of hearts and 2 cards on it."
    run_command(window, "focus_up")
    run_command(window, "focus_up")  # column 4's first face-up card: nothing above it (no top row)
    assert said(window)[-1] == "Column 4: 3 face-down cards under it."
    assert keys.cursor.pile is COLUMNS[3] and keys.focus_name().startswith("9 of clubs, column 4")
    run_command(window, "focus_column_1")
    run_command(window, "focus_up")
    assert said(window)[-1] == "Column 1: no card under it."
    run_command(window, "focus_column_4")
    assert keys.cursor.is_holding
    # Refusals, at once, in the rule's words.
    run_command(window, "focus_column_5")
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == "Can't put the 8 of hearts on the 9 of diamonds: both are red."
    run_command(window, "focus_column_3")
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == "Can't put the 8 of hearts on the 10 of clubs: only a red 9 can go there."
    run_command(window, "focus_column_2")
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == "Can't put the 8 of hearts in empty column 2: only a King can go there."
    run_command(window, "cancel")
    assert said(window)[-1].startswith("Put back the 8 of hearts.")
    # The 9 of clubs and the three cards on it, onto the 10 of hearts: the column turns a card up.
    run_command(window, "focus_column_4")
    for _ in range(3):
        run_command(window, "focus_up")
    run_command(window, "say_moves")
    assert said(window)[-1] == "The 9 of clubs fits on the 10 of hearts in column 6."
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == "Holding 9 of clubs and 3 cards on it."
    run_command(window, "focus_column_6")
    assert keys.focus_name().endswith("The 9 of clubs can go here.")
    run_command(window, "pick_or_drop")
    assert said(window)[-1].startswith(
        "Moved 9 of clubs and 3 cards to column 6, on 10 of hearts. Column 4 reveals the king of clubs, plus 5.")
    assert window.model.state.tableau[5] == cards("Th 9c 8h Qs 3d")
    assert window.model.state.score == 5
    # The cards riding on a card are said as D says a column: an alternating stretch by its ends.
    for _ in range(4):
        run_command(window, "focus_up")
    assert keys.focus_name() == ("10 of hearts, column 6, card 1 of 5 face up. Moves with 4 cards: "
                                 "9 of clubs down to 8 of hearts, queen of spades, and 3 of diamonds")
    run_command(window, "undo")
    assert said(window)[-1].startswith("Undone: ")
    assert window.model.state.tableau[3] == POSITION.tableau[3] and window.model.state.score == 0
    # Columns build down; a card on a foundation stays there.
    window.session.play(Move(C("Th"), COLUMNS[0]))
    assert said(window)[-1] == "Can't put the 10 of hearts on the 8 of clubs: columns build down, not up."
    window.session.play(Move(C("7c"), COLUMNS[1]))
    assert said(window)[-1] == "Cards on the foundations stay there."
    # D, Ctrl+F, T, I.
    run_command(window, "say_columns")
    assert "Column 4: 3 face down; 9 of clubs down to 8 of hearts; queen of spades; 3 of diamonds." in said(window)[-1]
    keys.find("Qs")
    assert said(window)[-1] == "Queen of spades: column 4, on the 8 of hearts, under the 3 of diamonds."
    keys.find("jack of clubs")
    assert said(window)[-1] == "The jack of clubs is not visible yet."
    run_command(window, "say_foundations")
    assert said(window)[-1].startswith("Clubs foundation: up to the 7 of clubs.")
    run_command(window, "say_info")
    assert said(window)[-1].startswith("Score 0, time ")
    window.close()


def test_undo_and_redo_name_the_cards_that_came_along(qtbot, profile_dir):
    """The undo and the redo of a card moved with the cards on it say the move as it was
    said ("… and 3 cards …"), and the undo that they are all back where they were."""
    window = yukon_window(qtbot, profile_dir)
    for key in ("4", "up", "up", "up", "space", "6", "space"):
        press(window, key)
    assert said(window)[-1].startswith("Moved 9 of clubs and 3 cards to column 6, on 10 of hearts.")
    press(window, "ctrl+z")
    assert said(window)[-1].startswith(
        "Undone: moved 9 of clubs and 3 cards to column 6. The 9 of clubs and 3 cards on it are back in column 4. "
        "The king of clubs in column 4 is face down again."), said(window)[-1]
    assert window.model.state.tableau[3] == POSITION.tableau[3]
    press(window, "ctrl+y")
    assert said(window)[-1].startswith(
        "Redone: moved 9 of clubs and 3 cards to column 6. Column 4 reveals the king of clubs"), said(window)[-1]
    window.close()


def test_the_welcome_and_a_deal_name_yukon(qtbot, profile_dir):
    window = yukon_window(qtbot, profile_dir, position=None)
    assert window.narrator.voice.welcome(5, False) == "Yukon, deal 5. Press F1 for the list of keys."
    window.session.new_deal(7)
    assert "Yukon, deal 7." in said(window)[-1]
    window.close()


def test_a_deal_won_by_the_solvers_line_through_the_session(qtbot, profile_dir):
    window = yukon_window(qtbot, profile_dir, position=None)
    result = solve(new_yukon(5), Budget(seconds=30.0))
    assert result.moves
    for move in result.moves:
        assert window.session.play(move), move
    assert window.model.status is GameStatus.WON
    assert "You won in" in said(window)[-1] and "score 625" in said(window)[-1]
    record = window.statistics.records[-1]
    assert record.game == "yukon" and record.outcome.value == "won" and record.score == 625
    window.close()


def test_the_game_is_saved_and_restored(qtbot, profile_dir):
    window = yukon_window(qtbot, profile_dir, position=None)
    line = solve(new_yukon(5), Budget(seconds=30.0)).moves[:6]
    for move in line:
        assert window.session.play(move)
    run_command(window, "undo")
    state = window.model.state
    window.close()
    again = make_window(qtbot, profile_dir, "yukon", deal=None, solver=False)
    assert again.model.game == "yukon" and again.model.deal_number == 5
    assert again.model.state.key() == state.key() and again.model.state.score == state.score
    assert again.model.undo_stack.canRedo()
    assert (profile_dir / "autosave-yukon.json").exists()
    again.close()


def test_the_mouse_drags_a_card_with_the_cards_on_it(qtbot, profile_dir):
    window = yukon_window(qtbot, profile_dir)
    view = window.view
    assert isinstance(view, YukonBoard)
    view.finish_animations()
    state = window.model.state
    drag(view, card_point(view, C("9c")), pile_point(view, state, COLUMNS[5]))
    assert window.model.state.tableau[5] == cards("Th 9c 8h Qs 3d")
    assert window.model.state.hidden[3] == 2
    view.finish_animations()
    double_click(view, card_point(view, C("3d")))  # the top card to its foundation
    assert window.model.state.foundations[1] == 3 and window.model.state.tableau[5] == cards("Th 9c 8h Qs")
    view.finish_animations()
    click(view, card_point(view, C("8c")))  # a click: to the best place
    assert said(window)[-1] == "Moved 8 of clubs to column 5, on 9 of diamonds. Column 1 is now empty."
    view.finish_animations()
    click(view, card_point(view, C("Qs")))  # nowhere to go: said, nothing moves
    assert said(window)[-1] == "The queen of spades has nowhere to go right now."
    assert window.model.state.tableau[5][-1] == C("Qs")
    assert not scene_problems(view, window.model.state)
    window.close()


def _keys_for(window: MainWindow, move: Move) -> list[Qt.Key]:
    """A blind player's keys for ``move`` (a11y_helpers.keys_for_move, as in Klondike): the source
    column's digit, Up to the card, Space, the target column's digit and Space; F for a foundation."""
    return [KEYS.get(name) or Qt.Key(ord(name.upper())) for name in keys_for_move(window.model.state, move)]


def test_a_deal_won_by_keys_alone_one_utterance_per_key(qtbot, profile_dir, monkeypatch):
    window = yukon_window(qtbot, profile_dir, position=None)
    result = solve(new_yukon(5), Budget(seconds=30.0))
    assert result.moves
    heard: list[str] = []  # what a screen reader speaks: announcements and focus changes
    announcer = window.announcer
    announce, record_focus = announcer.announce, announcer.record_focus
    monkeypatch.setattr(announcer, "announce", lambda text, *rest: (heard.append(text), announce(text, *rest)))
    monkeypatch.setattr(announcer, "record_focus", lambda name: (heard.append(name), record_focus(name)))
    for move in result.moves:
        state = window.model.state
        for key in _keys_for(window, move):
            before = len(heard)
            QTest.keyClick(window.view, key)
            assert len(heard) == before + 1, (move, key, heard[before:])
        assert window.model.state is not state, (move, heard[-3:])
    assert window.model.status is GameStatus.WON
    assert "You won in" in heard[-1] and "score 625" in heard[-1]
    assert not any(text.startswith("Can't") for text in heard)
    window.close()


def test_m_on_a_card_with_no_move_says_so_before_the_moves_elsewhere(qtbot, profile_dir):
    """M on a face-up card that can go nowhere first says so (Enter's words on that
    card), then every move on the table, as M says them anywhere else."""
    window = yukon_window(qtbot, profile_dir)
    for key in ("4", "up"):
        press(window, key)
    assert window.keyboard.focus_name().startswith("Queen of spades, column 4")
    press(window, "m")
    assert said(window)[-1] == (
        "The queen of spades has nowhere to go right now. 5 moves: move the 8 of clubs from column 1 to its "
        "foundation, move the 3 of diamonds from column 4 to its foundation, move the 9 of clubs with 3 cards "
        "on it from column 4 onto the 10 of hearts in column 6, move the 8 of clubs from column 1 onto the 9 of "
        "diamonds in column 5, and move the 9 of diamonds from column 5 onto the 10 of clubs in column 3.")
    press(window, "down")  # a card that can move: only where it goes
    press(window, "m")
    assert said(window)[-1] == "The 3 of diamonds can go to its foundation."
    window.close()


def test_a_hint_says_the_cards_that_come_along(qtbot, profile_dir):
    """H on a move of a card with cards on it names them, as the move itself will
    ("Moved 9 of clubs and 3 cards to column 6"); a card alone is said alone."""
    window = yukon_window(qtbot, profile_dir)
    press(window, "h")
    assert said(window)[-1] == "Hint: move the 8 of clubs from column 1 to its foundation."
    press(window, "h")
    assert said(window)[-1] == "Hint: move the 3 of diamonds from column 4 to its foundation."
    press(window, "h")
    assert said(window)[-1] == (
        "Hint: move the 9 of clubs with 3 cards on it from column 4 onto the 10 of hearts in column 6.")
    press(window, "h")
    assert said(window)[-1] == "Hint: move the 8 of clubs from column 1 onto the 9 of diamonds in column 5."
    for key in ("1", "space", "5", "space"):  # that move, by keys: the 9 of diamonds now carries one card
        press(window, key)
    assert window.model.state.tableau[4] == cards("9d 8c")
    for _ in range(4):
        press(window, "h")
    assert said(window)[-1] == "Hint: move the 9 of diamonds with 1 card on it from column 5 onto the 10 of clubs in column 3."
    window.close()


def test_a_hint_names_the_cards_a_king_takes_to_an_empty_column(qtbot, profile_dir):
    # The king of hearts with the queen of spades on it, over the face-down queen of hearts.
    window = yukon_window(qtbot, profile_dir, YukonState(
        (cards("Qh Kh Qs"), (), cards("Ks"), (), (), (), ()), (1, 0, 0, 0, 0, 0, 0), (13, 13, 11, 11)))
    press(window, "h")
    assert said(window)[-1] == "Hint: move the queen of spades from column 1 to its foundation."
    press(window, "h")
    assert said(window)[-1] == "Hint: move the king of hearts with 1 card on it from column 1 to empty column 2."
    window.close()

def test_a_move_that_scores_twice_says_its_whole_gain(qtbot, profile_dir):
    """A card to its foundation (10) that turns the card under it up (5): plus 15, the
    whole gain of that one move, as the score shows it."""
    window = yukon_window(qtbot, profile_dir)
    for key in ("4", "f"):
        press(window, key)
    assert window.model.state.score == 10
    for key in ("7", "f"):
        press(window, key)
    assert window.model.state.score == 25
    assert said(window)[-1].startswith(
        "Moved 4 of diamonds to its foundation. Column 7 reveals the king of hearts, plus 15.")


#: Yukon's card width in a 1280 × 800 window while its foundations stood in
#: Klondike's top row, over columns 4 to 7 (measured: 112.9 px).
TOP_ROW_CARD_W = 112.9


def test_the_columns_start_at_the_top_and_the_foundations_stand_stacked_at_their_right(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "yukon", deal=5, size=(1280, 800), solver=False)
    view = window.view
    assert isinstance(view, YukonBoard)
    view.finish_animations()
    card_w, _ = view.card_size()
    columns = [view.slot_scene_rect(pile) for pile in COLUMNS]
    foundations = [view.slot_scene_rect(pile) for pile in FOUNDATIONS]
    assert {column.top() for column in columns} == {foundations[0].top()}  # one top for all
    assert [column.left() for column in columns] == sorted(column.left() for column in columns)
    assert {round(place.left(), 3) for place in foundations} == {round(foundations[0].left(), 3)}
    assert foundations[0].left() > columns[6].right()
    for upper, lower in pairwise(foundations):  # clubs, diamonds, spades, hearts down the screen
        assert lower.top() - upper.top() >= FAN_MIN * card_w
    assert foundations[-1].bottom() <= view.viewport().height()
    # The columns have the whole height: larger cards than under a top row.
    assert card_w > 1.2 * TOP_ROW_CARD_W
    assert not scene_problems(view, window.model.state)
    window.close()


@pytest.mark.parametrize("size, zoom", [((1280, 720), 1.0), ((2000, 700), 1.5), ((600, 1000), 1.0)])
def test_the_foundations_squeeze_as_a_fan_does_and_stay_in_view(size, zoom):
    geometry = YukonGeometry(*size, zoom=zoom, tallest=column_need(6, 5))
    tops = [geometry.slot_px(pile)[1] for pile in FOUNDATIONS]
    _, card_h = geometry.card_size
    assert tops[-1] + card_h <= size[1] + 0.5
    assert all(lower - upper >= FAN_MIN * geometry.scale - 1e-6 for upper, lower in pairwise(tops))
    if size[1] / geometry.scale > 4 * (CARD_H + 0.1) + 0.3:  # room to spare: apart, as KPatience shows them
        assert all(lower - upper > card_h for upper, lower in pairwise(tops))


def test_a_card_dragged_onto_a_foundation_in_the_column_at_the_right_goes_up(qtbot, profile_dir):
    window = yukon_window(qtbot, profile_dir)
    view = window.view
    assert isinstance(view, YukonBoard)
    view.finish_animations()
    state = window.model.state
    # An empty foundation shows over the cards of the one above it, as a card laid there would.
    for upper, lower in pairwise(FOUNDATIONS):
        top = state.top(upper)
        assert top is not None and view._slots[lower].zValue() > view.card_item(top).zValue()
    drag(view, card_point(view, C("8c")), pile_point(view, state, FOUNDATIONS[0]))
    assert window.model.state.foundations[0] == 8 and not window.model.state.tableau[0]
    view.finish_animations()
    drag(view, card_point(view, C("3d")), pile_point(view, window.model.state, FOUNDATIONS[1]))
    assert window.model.state.foundations[1] == 3
    view.finish_animations()
    assert not scene_problems(view, window.model.state)
    window.close()


def test_the_arrows_follow_the_table_the_foundations_a_column_at_the_right(qtbot, profile_dir):
    window = yukon_window(qtbot, profile_dir)
    keys = window.keyboard
    tree = keys.tree
    assert [iface.pile for iface in tree.piles] == [*COLUMNS, *FOUNDATIONS]  # reading order, as laid out

    def step(command: str) -> str:
        run_command(window, command)
        return keys.focus_name()

    run_command(window, "focus_column_7")
    assert step("focus_next").startswith("7 of clubs, clubs foundation")  # Right from column 7
    assert step("focus_down").startswith("2 of diamonds, diamonds foundation")
    assert step("focus_down").startswith("7 of spades, spades foundation")
    assert step("focus_down").startswith("6 of hearts, hearts foundation")
    run_command(window, "focus_down")
    assert said(window)[-1] == "Nothing below the hearts foundation." and keys.cursor.pile is FOUNDATIONS[3]
    assert step("focus_up").startswith("7 of spades, spades foundation")
    assert step("focus_previous").startswith("4 of diamonds, column 7")  # Left from a foundation
    run_command(window, "focus_next")
    run_command(window, "focus_up")
    assert said(window)[-1] == "Nothing above the clubs foundation." and keys.cursor.pile is FOUNDATIONS[0]
    assert step("focus_next").startswith("8 of clubs, column 1")  # Right from the foundations wraps
    assert step("focus_previous").startswith("6 of hearts, hearts foundation")  # and Left from column 1
    assert step("focus_first").startswith("8 of clubs, column 1")
    assert step("focus_last").startswith("6 of hearts, hearts foundation")
    assert step("focus_next").startswith("8 of clubs, column 1")
    assert step("focus_next").startswith("Column 2, empty")
    window.close()
