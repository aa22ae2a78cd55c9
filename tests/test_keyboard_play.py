"""Keyboard-only play, pressing real keys through the window's shortcuts:
every key of the map, and a whole deal won by keyboard alone."""

from __future__ import annotations

import pytest
from a11y_helpers import keys_for_move, make_window, press, show_focused, tree_of
from PySide6.QtGui import QAccessible

from klondike_qt.engine.klondike import ALL_PILES, COLUMNS, STOCK, WASTE, Rules, deal, legal_moves
from klondike_qt.engine.klondike.solver import solve
from klondike_qt.engine.status import GameStatus
from klondike_qt.ui.command_table import run_command

THOUGHTFUL = Rules(thoughtful=True)


@pytest.fixture
def window(qtbot, tmp_path):
    w = show_focused(qtbot, make_window(tmp_path, deal=1))
    w.announcer.clear_log()
    return w


def said(w):
    return w.announcer.texts[-1] if w.announcer.texts else None


def focus(w):
    return w.announcer.focus_log[-1]


def test_left_right_wrap_over_the_13_piles(window):
    press(window, "7")
    assert focus(window).startswith("8 of hearts, column 7")
    press(window, "right")
    assert window.keyboard.cursor.pile is STOCK
    assert focus(window) == "Stock, 24 cards. Pass 1 of unlimited."
    press(window, "left")
    assert window.keyboard.cursor.pile is COLUMNS[6]
    press(window, "home")
    assert window.keyboard.cursor.pile is STOCK
    press(window, "end")
    assert window.keyboard.cursor.pile is COLUMNS[6]
    press(window, "left")
    assert window.keyboard.cursor.pile is COLUMNS[5]


def test_up_and_down_between_rows(window):
    press(window, "2")
    press(window, "up")
    assert window.keyboard.cursor.pile is WASTE
    assert focus(window) == "Waste, empty."
    press(window, "down")
    assert window.keyboard.cursor.pile is COLUMNS[1]
    press(window, "home")
    press(window, "down")
    assert window.keyboard.cursor.pile is COLUMNS[0]
    assert focus(window) == "7 of diamonds, column 1, card 1 of 1 face up"


def test_p_focuses_the_waste_and_n_turns_cards(window):
    press(window, "n")
    assert said(window) == "Turned queen of clubs. 23 left in stock."
    press(window, "p")
    assert focus(window) == "Queen of clubs, waste, 1 card"


def test_space_on_the_stock_turns_cards(window):
    press(window, "home")
    press(window, "space")
    assert said(window) == "Turned queen of clubs. 23 left in stock."


def test_pick_up_put_back_and_illegal_drop(window):
    press(window, "5")
    press(window, "space")
    assert said(window) == "Holding king of spades."
    press(window, "1")
    press(window, "space")
    assert said(window) == "Can't put the king of spades on the 7 of diamonds: only a black 6 can go there."
    assert window.keyboard.cursor.held  # still holding after a refusal
    press(window, "escape")
    assert said(window) == "Put back the king of spades."
    assert not window.keyboard.cursor.held
    assert window.isVisible()  # Escape never closes the window
    press(window, "escape")
    assert said(window) == "Nothing is held."


def test_enter_sends_a_card_to_the_best_place(qtbot, tmp_path):
    w = make_window(tmp_path, rules=THOUGHTFUL, deal=13)
    state = w.model.state
    move = next(m for m in legal_moves(state) if m.card is not None)
    for key in keys_for_move(state, move)[:-3 if move.target.is_tableau else -1]:
        run_command(w, {"up": "focus_up", "p": "focus_waste"}.get(key, f"focus_column_{key}"))
    run_command(w, "send_best")
    assert w.model.state is not state
    assert w.announcer.texts[-1].startswith("Moved ")


def test_queries_t_u_d_i_m(window):
    press(window, "t")
    assert said(window) == ("Clubs foundation: empty. Diamonds foundation: empty. "
                            "Spades foundation: empty. Hearts foundation: empty.")
    press(window, "u")
    assert said(window) == "Waste: empty. Stock: 24 cards, unlimited passes."
    press(window, "d")
    assert said(window).startswith("Column 1: 7 of diamonds. Column 2: 1 face down, then 6 of diamonds.")
    press(window, "i")
    assert said(window).startswith("Score 0. Time 0 seconds. 0 moves. 24 cards in the stock. Unlimited passes.")
    press(window, "m")
    assert said(window) == "1 move: turn cards from the stock."


def test_hint_says_and_shows_one_move_and_cycles(window):
    press(window, "h")
    assert said(window) == "Hint: turn cards from the stock."
    assert window.view._hint_move is not None


def test_repeat_last_and_history(window):
    press(window, "t")
    first = said(window)
    press(window, "ctrl+l")
    assert said(window) == first
    press(window, "ctrl+shift+h")
    panel = window.keyboard.history_panel
    assert panel is not None and panel.isVisible()
    assert panel.list.hasFocus()
    assert panel.list.item(panel.list.count() - 1).text() == first
    press(window, "right")  # the list keeps its keys: no pile move
    assert window.keyboard.cursor.pile is COLUMNS[0]
    press(window, "escape")
    assert window.view.hasFocus()


def test_f_and_a(window):
    press(window, "1")
    press(window, "f")
    assert said(window) == "Can't put the 7 of diamonds on its foundation yet: it needs the ace of diamonds first."
    press(window, "a")
    assert said(window) == "No card can safely go to the foundations now."


def test_find_card(window):
    k = window.keyboard
    k.find("7d")
    assert said(window) == "The 7 of diamonds is in column 1, card 1 of 1 face up."
    assert k.cursor.pile is COLUMNS[0]
    k.find("siete de corazones")
    assert said(window) == "The 7 of hearts is not visible yet."
    k.find("8 of hearts")
    assert k.cursor.pile is COLUMNS[6]
    k.find("banana")
    assert said(window) == "\u201cbanana\u201d is not a card. Type a card like 7h or 7 of hearts."


def test_ctrl_f_opens_the_find_dialog(qtbot, window, monkeypatch):
    from klondike_qt.ui import find_dialog
    monkeypatch.setattr(find_dialog, "ask_card", lambda parent: "kS")
    press(window, "ctrl+f")  # said a moment after the board has the focus back (it has it here)
    from klondike_qt.ui.keyboard_base import ANSWER_AFTER_FOCUS_MS
    qtbot.wait(ANSWER_AFTER_FOCUS_MS + 200)
    assert said(window) == "The king of spades is in column 5, card 1 of 1 face up."
    assert window.keyboard.cursor.pile is COLUMNS[4]


def test_f1_opens_the_help_list(window, monkeypatch):
    from klondike_qt.ui import help_dialog
    shown = []
    monkeypatch.setattr(help_dialog.HelpDialog, "exec", lambda self: shown.append(self) or 0)
    press(window, "f1")
    assert shown
    tree = shown[0].tree
    texts = [tree.topLevelItem(i).child(j).text(0) for i in range(tree.topLevelItemCount())
             for j in range(tree.topLevelItem(i).childCount())]
    assert "Hint" in texts and "Previous Pile" in texts


def test_undo_and_redo_are_announced(window):
    press(window, "n")
    press(window, "ctrl+z")
    assert said(window) == "Undone: turned queen of clubs."
    press(window, "ctrl+y")
    assert said(window) == "Redone: turned queen of clubs."


def winning_line(rules, number):
    state = deal(number, rules)
    result = solve(state, 10.0)
    assert result.outcome.value == "solved"
    return result.moves


@pytest.mark.slow
def test_a_whole_deal_won_by_keyboard_alone(qtbot, tmp_path):
    w = make_window(tmp_path, rules=THOUGHTFUL, deal=13)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(lambda: w.view.hasFocus())
    moves = winning_line(THOUGHTFUL, 13)
    root = QAccessible.queryAccessibleInterface(w.view)
    for move in moves:
        if w.model.status is GameStatus.READY_TO_FINISH:
            break
        before = w.model.state
        for key in keys_for_move(before, move):
            press(w, key)
        assert w.model.state is not before, (move, w.announcer.texts[-3:])
        # the accessible tree follows every step
        assert root.childCount() == 13
        counts = [root.child(i).childCount() for i in range(13)]
        state = w.model.state
        assert counts == [len(state.pile_cards(p)) or 1 for p in ALL_PILES]  # an empty pile: its place
    assert w.model.status is GameStatus.READY_TO_FINISH
    assert "Every card is face up. Press Enter to finish." in w.announcer.texts[-1]
    press(w, "return")
    assert w.model.status is GameStatus.WON
    assert w.announcer.texts[-1].startswith("You won in ")
    assert tree_of(w)[0][2] == "Card table"


def test_hint_prefers_the_solver_line_and_info_says_winnable(window):
    from klondike_qt.engine.klondike import DRAW
    from klondike_qt.engine.klondike.solver import SolveResult, Verdict
    k = window.session
    k.take_analysis(SolveResult(Verdict.SOLVED, (DRAW,)))
    press(window, "h")
    assert said(window) == "Hint: turn cards from the stock. This keeps the deal winnable."
    press(window, "i")
    assert said(window).endswith("The deal is still winnable.")
    k.take_analysis(SolveResult(Verdict.UNSOLVABLE))
    press(window, "i")
    # At the opening position it never could be won.
    assert said(window).endswith("This deal cannot be won.")
    press(window, "n")  # turn a card from the stock: now it is a move later
    k.take_analysis(SolveResult(Verdict.UNSOLVABLE))
    press(window, "i")
    assert said(window).endswith("The deal can no longer be won.")


def test_a_winning_line_found_after_a_hint_comes_first_at_the_next_one(qtbot, tmp_path):
    # The worker keeps thinking while the player does: its answer may come
    # after the hints of a position were ordered by rules of thumb.
    from klondike_qt.engine.klondike.solver import SolveResult, Verdict
    window = show_focused(qtbot, make_window(tmp_path, rules=THOUGHTFUL, deal=13))
    k = window.session
    moves = k.hint_moves()[0]
    assert len(moves) >= 3
    press(window, "h")
    assert "winnable" not in said(window)
    k.take_analysis(SolveResult(Verdict.SOLVED, (moves[-1],)))
    press(window, "h")
    assert said(window).endswith(" This keeps the deal winnable.")
    assert k.current_hint == moves[-1]


def test_info_says_whether_the_solver_is_still_at_it(window):
    class Solver:  # stands in for the worker: its state is all I reads
        thinking = True
    k = window.session  # the session's worker and switch, stood in for
    press(window, "i")
    assert said(window).endswith(" Not yet known whether the deal can still be won.")  # no solver
    k._solver, k._analysis_on = Solver(), True
    press(window, "i")
    assert said(window).endswith(" Still working out whether the deal can still be won.")
    Solver.thinking = False
    press(window, "i")
    assert said(window).endswith(" The solver could not work out whether the deal can still be won.")
    k._solver, k._analysis_on = None, False


def test_hints_cycle_through_the_moves(qtbot, tmp_path):
    w = make_window(tmp_path, rules=THOUGHTFUL, deal=13)
    moves = w.session.hint_moves()[0]
    assert len(moves) >= 2
    run_command(w, "hint")
    first = w.announcer.last
    run_command(w, "hint")
    assert w.announcer.last != first
    for _ in range(len(moves) - 1):
        run_command(w, "hint")
    assert w.announcer.last == first  # round again
    assert moves[0].card is not None  # card moves come before the draw


def test_undo_and_redo_with_nothing_to_take_back_say_so(window):
    press(window, "ctrl+z")
    assert said(window) == "Nothing to undo."
    press(window, "n")
    press(window, "ctrl+z")
    assert said(window) == "Undone: turned queen of clubs."
    press(window, "ctrl+z")
    assert said(window) == "Nothing to undo."
    press(window, "ctrl+y")
    assert said(window) == "Redone: turned queen of clubs."
    press(window, "ctrl+y")
    assert said(window) == "Nothing to redo."


def test_a_click_moves_the_keyboard_cursor(window, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    state = window.model.state
    rect = window.view.card_rect(state.top(COLUMNS[4]))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert window.keyboard.cursor.pile is COLUMNS[4]
