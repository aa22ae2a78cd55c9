"""Issue 17's listening fixes in the narrator's words (recording announcer, no
window): no contradictions about passes and dead ends, every reveal heard,
the range of a run, a restored game's number."""

from __future__ import annotations

import pytest
from test_a11y_narrator import Rig

from klondike_qt.a11y import describe
from klondike_qt.engine import DRAW, STOCK, GameStatus, Rules


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
    rig = Rig(deal=917, rules=Rules(draw=3))  # no move helps from the start
    assert rig.model.status is GameStatus.NO_MOVES and rig.model.state.stock
    rig.session.play(DRAW)
    assert rig.said[-1].endswith(" No move helps any more: turning the stock brings up nothing that "
                                 "can be played. Undo to try another way, or press F2 for a new deal.")
    assert "No moves left" not in rig.said[-1]
    rig.session.play(DRAW)
    assert rig.said[-1].endswith(". Still no move that helps.")
    assert "Undo to try" not in rig.said[-1]
    rig.narrator.hint(*rig.session.next_hint())
    assert rig.said[-1] == "Hint: turn cards from the stock. It will not help: no move can improve the game now."
    rig.model.new_game(917, Rules(draw=3))
    rig.session.play(DRAW)  # a new game: the dead end is told in full again
    assert "No move helps any more" in rig.said[-1]
