"""Issue 17's listening fixes in the narrator's words (recording announcer, no
window): no contradictions about passes and dead ends, every reveal heard,
the range of a run, a restored game's number."""

from __future__ import annotations

import pytest
from test_a11y_narrator import Rig

from klondike_qt.a11y import klondike_describe as describe
from klondike_qt.engine.klondike import DRAW, STOCK, Rules
from klondike_qt.engine.status import GameStatus


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


# -- item 6: contradictions --------------------------------------------------------------
def test_one_pass_is_the_last_pass_everywhere():
    rig = Rig(rules=Rules(pass_limit=1))
    state = rig.model.state
    assert describe.focus_text(state, STOCK) == "Stock, 24 cards. Pass 1 of 1."
    rig.narrator.say_waste_stock()
    assert rig.said[-1] == "Waste: empty. Stock: 24 cards, last pass."
    rig.narrator.say_info()
    assert " Last pass through the stock. " in rig.said[-1]
    assert "0 passes left" not in rig.said[-1]


def test_a_dead_end_with_cards_in_the_stock_says_turning_does_not_help_once_then_short():
    rig = Rig(deal=None)
    rig.model.new_game(917, Rules(draw=3))  # no move helps from the start: the deal says so, as in every game
    assert rig.model.status is GameStatus.NO_MOVES and rig.model.state.stock
    assert rig.said[-1].startswith("Klondike, deal 917, draw 3.")
    assert rig.said[-1].endswith(" No move helps any more: turning the stock brings up nothing that "
                                 "can be played. Undo to try another way, or press F2 for a new deal.")
    assert "No moves left" not in rig.said[-1]
    rig.session.play(DRAW)
    assert rig.said[-1].endswith(". Still no move that helps.")
    rig.session.play(DRAW)
    assert rig.said[-1].endswith(". Still no move that helps.")
    assert "Undo to try" not in rig.said[-1]
    rig.narrator.hint(*rig.session.next_hint())
    assert rig.said[-1] == "Hint: turn cards from the stock. It will not help: no move can improve the game now."
    rig.model.new_game(917, Rules(draw=3))  # a new game: the dead end is told in full again
    assert "No move helps any more" in rig.said[-1]


# -- item 3: every reveal is heard, whatever caused it ----------------------------------
def _first_revealing_move(deal_number: int = 1):
    """The moves of deal 1's winning line before the first tableau move that
    reveals a card, and that move."""
    from ui_helpers import winning_line

    from klondike_qt.engine.klondike import apply, deal, transition

    state = deal(deal_number, Rules())
    line = winning_line()
    for i, move in enumerate(line):
        after = apply(state, move)
        t = transition(state, move, after)
        if t.revealed is not None and move.target is not None and move.target.is_tableau:
            return line[:i], move, t
        state = after
    raise AssertionError("no reveal")


def test_a_reveals_what_each_card_uncovered():
    from test_a11y_narrator import _layout

    rig = Rig(deal=None, layout=_layout([("Ac",), ("5s", "Ad"), ("Ks",), ("Kd",), ("Kh",), ("Kc",), ("6h", "Qs", "Ah")]))
    rig.session.auto_move()
    assert rig.said == ["Moved to the foundations: ace of clubs, ace of diamonds, and ace of hearts. "
                        "Column 2 reveals the 5 of spades. Column 7 reveals the queen of spades. "
                        "Now on: column 1, empty. Only a King can go here."]  # the focused ace went up


def test_redo_names_the_reveal_in_brief_verbosity_too():
    from klondike_qt.model.settings import Settings, Verbosity

    before, move, t = _first_revealing_move()
    rig = Rig()
    settings = Settings(None, {})
    settings.set("verbosity", Verbosity.BRIEF)
    rig.narrator.settings = settings
    for m in before:
        rig.session.play(m)
    rig.session.play(move)
    assert rig.said[-1].endswith(f"Revealed {describe.msg.card_name(t.revealed)}.")
    rig.session.undo()
    rig.session.redo()
    assert rig.said[-1].endswith(f"Revealed {describe.msg.card_name(t.revealed)}.")


def test_a_drag_and_enter_say_the_reveal(qtbot, profile_dir):
    from ui_helpers import card_point, drag, make_window, pile_point

    before, move, t = _first_revealing_move()
    expected = f"Column {t.revealed_in.index} reveals the {describe.msg.card_name(t.revealed)}."
    window = make_window(qtbot, profile_dir, deal=1)
    for m in before:
        window.model.play(m)
    state = window.model.state
    drag(window.view, card_point(window.view, move.card), pile_point(window.view, state, move.target))
    assert window.model.state.moves == len(before) + 1
    assert expected in window.announcer.texts[-1]
    window.session.undo()
    window.keyboard.set_cursor(window.keyboard.cursor.__class__(state.locate(move.card)[0],
                                                                state.locate(move.card)[1]))
    window.actions["send_best"].trigger()  # Enter
    assert window.model.state.moves == len(before) + 1
    assert expected in window.announcer.texts[-1]


# -- item 9: a restored game says its deal number ------------------------------------------
def test_a_restored_game_says_its_deal_number(qtbot, tmp_path):
    from klondike_qt.model.storage import Profile
    from klondike_qt.ui.main_window import MainWindow

    first = MainWindow(Profile(tmp_path / "p"), deal_number=7)
    qtbot.addWidget(first)
    first.narrator.welcome_delay_ms = None
    first.session.play(DRAW)
    first.close()
    again = MainWindow(Profile(tmp_path / "p"))
    qtbot.addWidget(again)
    assert again.model.deal_number == 7 and again.model.state.moves == 1
    again.narrator.welcome_delay_ms = 10
    again.show()
    qtbot.waitExposed(again)
    again.activateWindow()
    again.view.setFocus()
    qtbot.waitUntil(lambda: again.announcer.last == (
        "Klondike, deal 7, draw 1. Your game is back where you left it. Press F1 for the list of keys."))
    saved = again.model.to_saved()
    again.model.restore(saved)  # a restore while the window is up names the deal too
    assert again.announcer.last == "Deal 7 is back where you left it."


def test_the_stock_and_empty_piles_say_their_count_once():
    from klondike_qt.engine.klondike import COLUMNS, FOUNDATIONS, WASTE

    rig = Rig()
    state = rig.model.state
    assert describe.focus_text(state, STOCK) == "Stock, 24 cards. Pass 1 of unlimited."
    for pile in (STOCK, WASTE, FOUNDATIONS[0]):
        assert describe.pile_summary(state, pile) == ""  # the name says it: nothing to repeat
    assert describe.pile_summary(state, COLUMNS[6]) == "Column 7: 6 face down, then 8 of hearts."


# -- item 9: the finish is offered as soon as every column card is face up -------------------
def test_the_finish_is_offered_with_cards_left_in_the_stock_and_turns_them():
    from test_a11y_narrator import _layout

    columns = [("Kh",), ("Ks",), ("Kd",), ("Kc",), ("Qc", "Ah"), (), ()]
    rig = Rig(deal=None, layout=_layout(columns))  # 46 cards in the stock, the queen of clubs face down
    rig.session.play(describe.Move.to_foundation(describe.Card.parse("Ah")))
    assert rig.model.status is GameStatus.READY_TO_FINISH
    assert rig.said[-1] == ("Moved ace of hearts to its foundation. Column 5 reveals the queen of clubs. "
                            "Every card in the columns is face up. Press Enter to finish.")
    rig.session.finish()
    assert rig.model.status is GameStatus.WON
    assert rig.said[-1].startswith("You won in ")


# -- item 10: D says a run by its ends ------------------------------------------------------
def test_d_says_a_run_as_a_range():
    from engine_helpers import position

    Rig()  # English, as the player would hear it
    state = position("#5c Ks Qh Js Th", "Kd Qc Jd", "#2c Kc Qd", "Kh 3c 9d", rules=Rules(thoughtful=True))
    assert describe.columns(state).split(" Column 5")[0] == (
        "Column 1: 1 face down, then 4 cards from the king of spades to the 10 of hearts. "
        "Column 2: 3 cards from the king of diamonds to the jack of diamonds. "
        "Column 3: 1 face down, then king of clubs and queen of diamonds. "  # two cards: both named
        "Column 4: king of hearts, 3 of clubs, and 9 of diamonds.")  # not a run: every card
