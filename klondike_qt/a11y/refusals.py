"""Why a FreeCell or Spider move was refused, in the rule's own words (the
Klondike refusals are :func:`klondike_qt.a11y.describe.illegal`)."""

from __future__ import annotations

from ..engine.freecell import FreeCellIllegal, FreeCellReason, FreeCellState
from ..engine.spider import SpiderIllegal, SpiderReason
from . import messages as msg


def freecell_illegal(error: FreeCellIllegal) -> str:
    """One sentence per :class:`FreeCellReason`."""
    reason, card, other = error.reason, error.card, error.other
    if reason is FreeCellReason.SAME_COLOUR and other:
        return msg.cant_same_colour(card, other)
    if reason is FreeCellReason.NOT_ONE_LOWER and other:
        return msg.cant_not_one_lower(card, other)
    if reason is FreeCellReason.BROKEN_RUN and other:
        return msg.cant_broken_run(card, other)
    if reason is FreeCellReason.TOO_LONG:
        return msg.cant_too_long(card, error.count, error.capacity)
    if reason is FreeCellReason.CELL_TAKES_ONE:
        return msg.cant_cell_takes_one(card)
    if reason is FreeCellReason.CELL_FULL and other:
        return msg.cant_cell_full(card, error.move.target.index, other)
    if reason is FreeCellReason.NO_FREE_CELL:
        return msg.cant_no_free_cell(card)
    if reason is FreeCellReason.CELL_TO_CELL:
        return msg.cant_cell_to_cell(card)
    if reason is FreeCellReason.FOUNDATION_TO_CELL:
        return msg.cant_foundation_to_cell(card)
    if reason is FreeCellReason.FOUNDATION_NEEDS and other:
        return msg.cant_foundation_needs(card, other)
    if reason is FreeCellReason.ONLY_TOP_TO_FOUNDATION:
        return msg.cant_only_top(card)
    if reason is FreeCellReason.COVERED:
        return msg.cant_covered(card)
    if reason is FreeCellReason.SAME_PLACE:
        return msg.cant_same_pile(card)
    return msg.cant_game_over()


def freecell_room(state: FreeCellState) -> str:
    """The answer to "how many cards can I move now?"."""
    return msg.room_to_move(state.capacity(to_empty_column=False), state.capacity(to_empty_column=True),
                            state.free_cells, state.empty_columns)


def spider_illegal(error: SpiderIllegal) -> str:
    """One sentence per :class:`SpiderReason`."""
    reason, card, other, lower = error.reason, error.card, error.other, error.lower
    if reason is SpiderReason.EMPTY_COLUMN:
        return msg.cant_no_row_empty_columns(list(error.columns))
    if reason is SpiderReason.STOCK_EMPTY:
        return msg.cant_no_rows_left()
    if reason is SpiderReason.GAME_OVER or card is None:
        return msg.cant_game_over()
    if reason is SpiderReason.SUIT_CHANGES and other and lower:
        return msg.cant_suit_changes(card, other, lower)
    if reason is SpiderReason.NOT_DESCENDING and other and lower:
        return msg.cant_not_descending(card, other, lower)
    if reason is SpiderReason.NOT_ONE_HIGHER and other:
        return msg.cant_not_one_higher(card, other)
    if reason is SpiderReason.FACE_DOWN:
        return msg.cant_face_down()
    if reason is SpiderReason.SAME_COLUMN:
        return msg.cant_same_pile(card)
    return msg.cant_not_in_column(card, error.move.source)
