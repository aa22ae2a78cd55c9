"""What a blind player heard under Orca in Pyramid, TriPeaks and Golf
(bench/orca_{pyramid,tripeaks,golf}.py, issue 27), each defect found there
pinned here: a navigation key that keeps the focus where it was still
answers, in every game; the cards covering a Pyramid card and the cards a
TriPeaks play turned up are named with their articles, as the rule books
say them."""

from __future__ import annotations

import pytest
from a11y_helpers import press
from ui_helpers import make_window

from klondike_qt.a11y import pyramid_narrator
from klondike_qt.engine.cards import Card
from klondike_qt.engine.pyramid import PyramidMove, apply, new_pyramid
from klondike_qt.engine.solving import Budget
from klondike_qt.engine.tripeaks import new_tripeaks, solve
from klondike_qt.model.pyramid_model import STOCK
from klondike_qt.ui.games import GAMES

C = Card.parse


@pytest.mark.parametrize("definition", GAMES, ids=[definition.id for definition in GAMES])
def test_a_navigation_key_that_keeps_the_focus_says_it_again(qtbot, profile_dir, definition):
    """Home on the first place stays there: Orca 43 says nothing for a Focus event on its
    focus, so the tree must say the name through it (``refocus``), else the key is silent
    (heard: TriPeaks' Home on the highest card, Pyramid's Right at a row's end)."""
    window = make_window(qtbot, profile_dir, definition.id, deal=5, solver=False)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    calls: list[str] = []
    tree = window.keyboard.tree
    monkey = pytest.MonkeyPatch()
    monkey.setattr(tree, "refocus", lambda: calls.append(tree.current_name()))
    try:
        press(window, "home")
        press(window, "home")
    finally:
        monkey.undo()
    assert len(calls) == 2 and calls[0] == calls[1]


def test_a_pyramid_card_covered_by_one_card_names_it_with_its_article(qapp):
    state = apply(new_pyramid(33), PyramidMove.pair(C("Jd"), C("2s")))  # row 7's 4th and 7th cards
    assert state.covered_by(C("9d")) == (C("Tc"),)
    assert pyramid_narrator.focus_text(state, STOCK, C("9d")) == \
        "9 of diamonds, row 6, card 3 of 6, covered by the 10 of clubs."
    assert pyramid_narrator.illegal(_refusal(state, C("9d"))) == "The 9 of diamonds is covered by the 10 of clubs."


def _refusal(state, card):
    from klondike_qt.engine.pyramid import IllegalMove

    try:
        apply(state, PyramidMove.pair(card, C("4s")))
    except IllegalMove as error:
        return error
    raise AssertionError("not refused")


def test_a_tripeaks_play_names_the_cards_it_turned_up_with_their_articles_and_the_win_says_what_next(
        qtbot, profile_dir):
    """The rule book: "Turned up the jack of clubs."; the win, as in every game, ends with F2."""
    window = make_window(qtbot, profile_dir, "tripeaks", deal=28, solver=False)
    for move in solve(new_tripeaks(28), Budget(seconds=10.0)).moves:
        window.session.play(move)
    heard = [text for text in window.announcer.texts if "Turned up" in text]
    assert heard[0].startswith("Played 3 of spades on the 4 of hearts. Streak 2, plus 300. Turned up the 5 of "
                               "diamonds. Next: a 2 or a 4."), heard
    assert all("Turned up the " in text for text in heard)
    assert "Played 8 of hearts on the 9 of clubs. Streak 6, plus 1100. Turned up the king of clubs. Next: a 7 or a "\
           "9." in heard
    assert window.announcer.texts[-1].startswith("Played 8 of spades on the 7 of clubs. Streak 1, plus 5100. Peak 3 "
                                                 "cleared. You won in ")
    assert window.announcer.texts[-1].endswith(", score 18900. Press F2 for a new deal.")


#: The navigation commands, as the F1 key list and the Play menu name them.
NAVIGATION = ("focus_previous", "focus_next", "focus_up", "focus_down", "focus_first", "focus_last",
              *(f"focus_column_{n}" for n in range(1, 7)))


def _f1_lines(keyboard: type) -> dict[str, str]:
    from klondike_qt.ui.command_table import COMMANDS_BY_ID

    return {command: f"{COMMANDS_BY_ID[command].translated_text(keyboard.WORDS)}: "
                     f"{COMMANDS_BY_ID[command].translated_description(keyboard.WORDS)}" for command in NAVIGATION}


def test_f1_says_how_tripeaks_and_golf_are_navigated_in_their_own_words(qapp):
    """Heard in F1's key list: TriPeaks' Up was "Card Above: In a column, take more of the run …" and its
    1 to 6 "Column 1" … (rows 1 to 4, the stock, the waste); Golf's Home "Move the focus to the stock."."""
    from klondike_qt.ui.golf_keyboard import GolfKeyboard
    from klondike_qt.ui.tripeaks_keyboard import TriPeaksKeyboard

    tripeaks = _f1_lines(TriPeaksKeyboard)
    assert not [line for line in tripeaks.values()
                if "column" in line.lower() or any(word in line.split(": ", 1)[1] for word in ("pile", " run"))]
    assert [tripeaks[f"focus_column_{n}"].split(":")[0] for n in range(1, 7)] == \
        ["Row 1", "Row 2", "Row 3", "Row 4", "Go to the Stock", "Go to the Waste"]
    golf = _f1_lines(GolfKeyboard)
    assert golf["focus_first"].endswith("Move the focus to column 1.")
    assert not [line for line in golf.values() if " run" in line]
    assert "to the waste" in golf["focus_down"]


#: Per game, a deal and the keys from its first focus to a card that cannot be used yet (Pyramid's covered
#: card, TriPeaks' face-down one, Golf's under a column's top card), and the rule said for it.
COVERED = [
    pytest.param("pyramid", 14, ("6",), "The 7 of hearts is covered by the 6 of clubs and the 3 of spades.",
                 id="pyramid"),
    pytest.param("tripeaks", 9, ("up",), "That card is face down, under the 7 of diamonds and the jack of clubs.",
                 id="tripeaks"),
    pytest.param("golf", 15, ("1", "up"), "Only the top card of a column can be played: the jack of diamonds is "
                                          "under the 4 of hearts.", id="golf"),
]


@pytest.mark.parametrize(("game", "deal", "keys", "rule"), COVERED)
def test_space_on_a_card_that_cannot_be_used_says_enters_rule_and_holds_nothing(
        qtbot, profile_dir, game, deal, keys, rule):
    """Space and Enter agree: a card the rules do not let go yet is not picked up either (heard: Pyramid deal 14,
    "Holding 10 of diamonds, covered by the king of hearts and the jack of hearts", and later refusals spoke of
    the held covered card); the rule is said, nothing is held and the focus stays on the card."""
    window = make_window(qtbot, profile_dir, game, deal=deal, solver=False)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    for key in keys:
        press(window, key)
    there, heard = window.keyboard.cursor, len(window.announcer.focus_log)
    press(window, "space")
    assert window.announcer.texts[-1] == rule
    cursor = window.keyboard.cursor
    assert not cursor.is_holding and (cursor.pile, cursor.index) == (there.pile, there.index)
    assert len(window.announcer.focus_log) == heard
    press(window, "return")
    assert window.announcer.texts[-1] == rule  # Enter's words
    assert not window.keyboard.cursor.is_holding and window.model.state.moves == 0
    window.close()
