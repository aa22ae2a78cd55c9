"""While a card is held, the focus on a pile it may go on says so once: on an empty
column or foundation the pile's own rule ("Only a King can go here.") is left out, or
the player heard the same thing twice (a reviewer's finding, issue 32)."""

from __future__ import annotations

from klondike_qt.a11y import klondike_describe, yukon_narrator
from klondike_qt.engine.cards import Card
from klondike_qt.engine.klondike import GameState, Rules, column, foundation
from klondike_qt.engine.yukon.state import opening

C = Card.parse


def test_klondike_an_empty_column_and_foundation_say_only_that_the_held_card_fits(qapp):
    cols = [(C("Kc"),), (C("Ah"),)] + [()] * 5
    state = GameState(Rules(), (), (), (0, 0, 0, 0), tuple(cols), (0,) * 7, 1)
    assert klondike_describe.focus_text(state, column(3), held=(C("Kc"),)) == \
        "Column 3, empty. The king of clubs can go here."
    assert klondike_describe.focus_text(state, column(3)) == "Column 3, empty. Only a King can go here."
    assert klondike_describe.focus_text(state, foundation(C("Ah").suit), held=(C("Ah"),)) == \
        "Hearts foundation, empty. The ace of hearts can go here."


def test_yukon_an_empty_column_says_only_that_the_held_card_fits(qapp):
    base = opening(tuple((C(code),) for code in ("Kc", "2h", "3h", "4h", "5h", "6h", "7h")))
    state = base.__class__(**{**{f: getattr(base, f) for f in base.__dataclass_fields__},
                              "tableau": ((C("Kc"),), (), (C("3h"),), (C("4h"),), (C("5h"),), (C("6h"),),
                                          (C("7h"),))})
    text = yukon_narrator.focus_text(state, column(2), held=(C("Kc"),))
    assert text.endswith("The king of clubs can go here.") and "Only" not in text, text


def test_freecell_an_empty_column_and_foundation_say_only_that_the_held_card_fits(qapp):
    from klondike_qt.a11y import freecell_describe
    from klondike_qt.engine.freecell.piles import COLUMNS, FOUNDATIONS
    from klondike_qt.engine.freecell.state import FreeCellState

    state = FreeCellState(((C("Kc"),), (C("Ah"),)) + ((),) * 6)
    hearts = next(pile for pile in FOUNDATIONS if pile.suit == C("Ah").suit)
    column = freecell_describe.focus_text(state, COLUMNS[2], None, False, held=(C("Kc"),))
    foundation = freecell_describe.focus_text(state, hearts, None, False, held=(C("Ah"),))
    assert column.endswith("The king of clubs can go here.") and "Any" not in column, column
    # (the foundation said "Only the ace of hearts can go here. The ace of hearts can go here.")
    assert foundation == "Hearts foundation, empty. The ace of hearts can go here."
