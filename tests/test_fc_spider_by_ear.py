"""What a screen-reader player hears in FreeCell and Spider (issue 28, items 11-22),
offscreen through the real window. What Orca itself says is pinned in
tests/test_a11y_orca_freecell_spider.py."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from a11y_helpers import press
from PySide6.QtWidgets import QLineEdit
from ui_helpers import focused, make_window

from klondike_qt.a11y import messages as msg
from klondike_qt.engine.freecell import FOUNDATION, solve
from klondike_qt.engine.solving import Budget, SolveResult, Verdict
from klondike_qt.engine.status import GameStatus
from klondike_qt.ui import find_dialog
from klondike_qt.ui.main_window import MainWindow


def said(window: MainWindow) -> list[str]:
    return [text for kind, text in window.announcer.log if kind == "say"]


# -- 13: a deal lost from its opening position is said once, with no undo advised -----------------
def test_a_deal_lost_from_the_start_is_said_once_and_advises_no_undo(qtbot, profile_dir):
    window = focused(qtbot, make_window(qtbot, profile_dir, "freecell", deal=11982, solver=False))
    session = window.session
    session.take_analysis(SolveResult(Verdict.UNSOLVABLE))  # the opening position: proven lost
    assert said(window) == [msg.deal_lost_from_start()]
    assert "Undo" not in said(window)[0]
    for key in ("1", "x", "2", "x", "ctrl+z", "ctrl+z", "ctrl+y"):
        press(window, key)
        session.take_analysis(SolveResult(Verdict.UNSOLVABLE))  # every later position: lost too
    assert [text for text in said(window) if "cannot be won" in text] == [msg.deal_lost_from_start()]
    press(window, "h")  # the hint answers, and does not advise an undo either
    press(window, "i")
    assert not any("Undo to try" in text for text in said(window))
    # nor does the banner over the table (it said "Undo to try another way"), after moves too
    qtbot.waitUntil(lambda: window.view.banner_kind == "stuck")
    assert window.view._banner.body == msg.banner_lost_from_start_body()
    assert "Undo" not in window.view._banner.body
    window.session.new_deal(1)  # a new deal forgets it
    assert not session.lost_from_start


def test_a_position_lost_after_a_winnable_start_is_said_once_even_after_undos(qtbot, profile_dir):
    window = focused(qtbot, make_window(qtbot, profile_dir, "freecell", deal=1, solver=False))
    session = window.session
    session.take_analysis(SolveResult(Verdict.SOLVED))
    press(window, "1")
    press(window, "x")
    session.take_analysis(SolveResult(Verdict.UNSOLVABLE))
    press(window, "ctrl+z")
    session.take_analysis(SolveResult(Verdict.SOLVED))
    press(window, "ctrl+y")  # back to the position already told lost
    session.take_analysis(SolveResult(Verdict.UNSOLVABLE))
    assert [text for text in said(window) if text.startswith("Dead end")] == [msg.fc_dead_end()]


# -- 15: Find speaks its answer once the focus is back on the board ------------------------------------
def test_find_answers_after_the_focus_is_back(qtbot, profile_dir, monkeypatch):
    window = focused(qtbot, make_window(qtbot, profile_dir, "freecell", deal=617, solver=False))
    other = QLineEdit()  # the dialog: it has the focus when its answer is known
    qtbot.addWidget(other)

    def ask(parent):
        other.show()
        other.activateWindow()
        other.setFocus()
        qtbot.waitUntil(other.hasFocus)
        return "ks"

    monkeypatch.setattr(find_dialog, "ask_card", ask)
    press(window, "ctrl+f")
    assert said(window) == []  # said now, a screen reader would speak the returning focus over it
    other.close()
    focused(qtbot, window)
    qtbot.waitUntil(lambda: said(window) != [], timeout=3000)
    assert said(window) == ["The king of spades is in column 2, card 7 of 7 face up."]
    assert window.keyboard.focus_name().startswith("King of spades, column 2")


# -- 16: the win first; H after the win --------------------------------------------------------------------
def test_the_win_comes_first_and_h_after_it_says_the_deal_is_won(qtbot, profile_dir):
    window = focused(qtbot, make_window(qtbot, profile_dir, "freecell", deal=1, solver=False))
    result = solve(window.model.state, Budget(seconds=None, nodes=500_000))
    for move in result.moves:
        if window.model.status is GameStatus.WON:
            break
        state = window.model.state
        if move.target == FOUNDATION and state.foundations[move.card.suit] >= move.card.rank:
            continue  # it went up by itself
        window.announcer.clear_log()
        assert window.session.play(move), move
    assert window.model.status is GameStatus.WON
    last = said(window)[-1]
    assert last.startswith("You won in"), said(window)
    assert "Moved to the foundations" not in " ".join(said(window)[-1:])
    window.announcer.clear_log()
    press(window, "h")
    assert said(window) == [msg.hint_after_win()]
    # The cards that went up by themselves, on request: L says the winning move with them.
    window.announcer.clear_log()
    press(window, "l")
    (answer,) = said(window)
    move_words, _, went_up = answer.partition(" Moved to the foundations: ")
    assert move_words.startswith(msg.last_move("Moved ")), answer
    kings = {f"king of {suit}" for suit in ("clubs", "diamonds", "hearts", "spades")}
    assert kings <= {name.strip(" .").removeprefix("and ") for name in went_up.split(",")}, answer


# -- 21: no "Now on" just before the auto-move that makes it stale ------------------------------------------
def test_no_now_on_before_the_auto_move_that_makes_it_stale(qtbot, profile_dir):
    window = focused(qtbot, make_window(qtbot, profile_dir, "freecell", deal=1, solver=False))
    result = solve(window.model.state, Budget(seconds=None, nodes=500_000))
    checked = 0
    for move in result.moves:
        if window.model.status is not GameStatus.IN_PROGRESS:
            break
        state = window.model.state
        if move.target == FOUNDATION and state.foundations[move.card.suit] >= move.card.rank:
            continue
        window.announcer.clear_log()
        window.session.play(move)
        texts = said(window)
        if len(texts) == 2:  # the move, then the cards that went up by themselves
            checked += 1
            assert "Now on" not in texts[0], texts
    assert checked


# -- 14: the Statistics dialog reads the chosen game's figures, and no "notification" -------------------
def test_the_statistics_dialog_reads_the_chosen_games_figures(qtbot, profile_dir, monkeypatch):
    from klondike_qt.a11y.announcer import Notifier
    from klondike_qt.ui.dialogs import StatisticsDialog

    window = focused(qtbot, make_window(qtbot, profile_dir, "freecell", deal=617, solver=False))
    shown: list[StatisticsDialog] = []
    monkeypatch.setattr(StatisticsDialog, "exec", lambda dialog: shown.append(dialog) or dialog.show() or 0)
    press(window, "ctrl+shift+s")
    (dialog,) = shown
    played = msg.statistics_row_names()[0]
    # Read with the focused game choice when the dialog opens: the figures are its description.
    assert dialog.mode.hasFocus() or dialog.focusWidget() is dialog.mode
    assert dialog.mode.accessibleDescription().startswith(f"{played}: 0.")
    assert not dialog.findChildren(Notifier)  # Orca read each as "notification"
    dialog.mode.setFocus()
    qtbot.waitUntil(dialog.mode.hasFocus)
    before = dialog.mode.currentText()
    press(window, "down")
    assert dialog.mode.currentText() != before
    # A new description of the focused object is what Orca 43 reads: the game, then its figures.
    assert dialog.mode.accessibleDescription() == f"{dialog.mode.currentText()}. {dialog.figures()}"
    dialog.close()


# -- 22: switching games says the game left is saved; another game's key says why it does nothing ------
def test_switching_games_says_the_game_left_is_saved(qtbot, profile_dir):
    window = focused(qtbot, make_window(qtbot, profile_dir, "freecell", deal=617, solver=False))
    window.actions["play_spider_2"].trigger()
    assert window.game == "spider"
    window.narrator.welcome_delay_ms = 10
    window.session.use_solver(False)
    window.view.clearFocus()
    focused(qtbot, window)
    qtbot.waitUntil(lambda: said(window) != [], timeout=10000)
    assert said(window)[0].startswith(msg.left_game_saved("FreeCell") + " Spider")


def test_switching_from_a_won_game_does_not_say_it_is_saved(qtbot, profile_dir):
    from test_a11y_atspi import make_profile  # tests/a11y/profiles.py, on the path

    make_profile(profile_dir, freecell_win=True)
    window = focused(qtbot, make_window(qtbot, profile_dir, "freecell", deal=None, solver=False))
    press(window, "4")
    press(window, "Return")
    assert window.model.status is GameStatus.WON
    window.actions["play_spider_2"].trigger()
    window.narrator.welcome_delay_ms = 10
    window.session.use_solver(False)
    window.view.clearFocus()
    window.announcer.clear_log()
    focused(qtbot, window)
    qtbot.waitUntil(lambda: said(window) != [], timeout=10000)
    assert said(window)[0].startswith("Spider, two suits"), said(window)


def test_freecells_x_in_spider_says_why_it_does_nothing(qtbot, profile_dir):
    window = focused(qtbot, make_window(qtbot, profile_dir, "spider", deal=1, variant=2, solver=False))
    before = window.model.state
    press(window, "x")
    assert said(window) == [msg.key_of_another_game("X", "To Free Cell")]
    assert window.model.state == before


# -- 21: after an undo the focus is where the player hears it ------------------------------------------------
def test_after_an_undo_the_focus_is_on_the_card_put_back_and_said(qtbot, profile_dir):
    window = focused(qtbot, make_window(qtbot, profile_dir, "freecell", deal=11982, solver=False))
    press(window, "2")
    press(window, "x")  # the 8 of diamonds to a free cell: the focus on the 7 of diamonds, on top
    window.announcer.clear_log()
    press(window, "ctrl+z")
    assert window.keyboard.focus_name() == "8 of diamonds, column 2, card 7 of 7, on top."
    (text,) = said(window)
    assert text.endswith(" Now on: 8 of diamonds, column 2, card 7 of 7, on top."), text


# -- 17: lists grouped, columns named ---------------------------------------------------------------------------
def test_freecells_m_says_the_moves_to_a_free_cell_as_one(qtbot, profile_dir):
    window = focused(qtbot, make_window(qtbot, profile_dir, "freecell", deal=11982, solver=False))
    press(window, "m")
    (text,) = said(window)
    assert text.startswith("11 moves: ")
    assert text.count("free cell") == 1
    assert "move one of these to a free cell: the king of clubs from column 1, the 8 of diamonds from column 2, " in text


def test_spiders_r_says_any_run_can_go_to_the_empty_column_once(qtbot, profile_dir):
    from klondike_qt.engine.cards import Card
    from klondike_qt.engine.spider import SpiderState

    window = focused(qtbot, make_window(qtbot, profile_dir, "spider", deal=1, variant=2, solver=False))
    columns = ["Ks Qs Js Ts", "9h 8h", "", "Th", "5s", "5s", "5s", "5s", "5s", "5s"]
    state = SpiderState(tuple(tuple(Card.parse(c) for c in text.split()) for text in columns), (0,) * 10,
                        (Card.parse("As"),) * 10, (), 2)
    window.model.new_game(None, opening=state)
    window.announcer.clear_log()
    press(window, "r")
    assert said(window) == ["Can move now: 9 to 8 of hearts from column 2 to column 1 or 4; any run can go to the empty "
                            "column 3. No row can be dealt while a column is empty."]


# -- 10 (by eye): the About entry names what it opens; no text caret in the Rules page ---------------------
def test_the_about_entry_names_the_box_it_opens_and_the_rules_page_shows_no_caret(qtbot, profile_dir):
    from klondike_qt.ui.help_dialog import HelpDialog

    window = make_window(qtbot, profile_dir, "spider", deal=1, variant=1, solver=False)
    assert window.actions["about"].text().replace("&", "") == msg.about_title()
    assert msg.about_licence_button().replace("&", "") == "License"  # as "GNU General Public License" beside it
    dialog = HelpDialog(window)
    qtbot.addWidget(dialog)
    assert dialog.rules.cursorWidth() == 0


# -- the undo and the redo of a run say the run, as the move did -----------------------------------------------
def _freecell_run(window: MainWindow) -> None:
    from klondike_qt.engine.cards import Card
    from klondike_qt.engine.freecell import FreeCellState

    columns = ["Kd 9s 8h", "Kc Th", "Qs", "Qh", "Ks", "Kh", "Qc", "Qd"]
    window.model.new_game(None, opening=FreeCellState(tuple(tuple(Card.parse(c) for c in text.split())
                                                            for text in columns)))


def _spider_run(window: MainWindow) -> None:
    from klondike_qt.engine.cards import Card
    from klondike_qt.engine.spider import SpiderState

    columns = ["Js", "Qh Ts 9s 8s", "Kd", "Kd", "5s", "5s", "5s", "5s", "5s", "5s"]
    window.model.new_game(None, opening=SpiderState(tuple(tuple(Card.parse(c) for c in text.split()) for text in columns),
                                                    (0, 1) + (0,) * 8, (Card.parse("As"),) * 10, (), 2))


@pytest.mark.parametrize(("game", "setup", "keys", "moved", "undone", "redone"), [
    ("freecell", _freecell_run, ("1", "up", "space", "2", "space"),
     "Moved 9 of spades with 1 card on it to column 2, on 10 of hearts.",
     "Undone: moved 9 of spades with 1 card on it to column 2. The 9 of spades and 1 card on it are back in column 1.",
     "Redone: moved 9 of spades with 1 card on it to column 2."),
    ("spider", _spider_run, ("2", "up", "up", "space", "1", "space"),
     "Moved 10 to 8 of spades to column 1, on jack of spades.",
     "Undone: moved 10 to 8 of spades from column 2 to column 1. The 10 to 8 of spades are back in column 2. "
     "The queen of hearts in column 2 is face down again.",
     "Redone: moved 10 to 8 of spades from column 2 to column 1. Column 2 reveals the queen of hearts."),
])
def test_the_undo_and_redo_of_a_run_name_the_run_as_the_move_did(qtbot, profile_dir, game, setup, keys,
                                                                  moved, undone, redone):
    window = focused(qtbot, make_window(qtbot, profile_dir, game, deal=1, variant=2, solver=False))
    setup(window)
    before = window.model.state
    for key in keys:
        press(window, key)
    assert said(window)[-1].startswith(moved), said(window)[-1]
    press(window, "ctrl+z")
    assert said(window)[-1].startswith(undone), said(window)[-1]
    assert window.model.state == before
    press(window, "ctrl+y")
    assert said(window)[-1].startswith(redone), said(window)[-1]
    window.close()
