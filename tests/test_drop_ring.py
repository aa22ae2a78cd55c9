"""The green "drop here" frame (issue 28, item 3): while cards are dragged it
frames a place only where letting go there will be taken, in every game,
through the one rule of :mod:`klondike_qt.ui.board_mouse` (the model is asked).
A FreeCell run too long for the free space gets no frame, and is refused."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QMouseEvent
from ui_helpers import LEFT, NONE, _send, make_window

from klondike_qt.engine.freecell.piles import CELLS, COLUMNS, move_to, pile_cards
from klondike_qt.ui.games import GAMES

#: A deal per game whose opening offers both drops the rules take and drops they refuse.
DEALS = {"golf": 1, "tripeaks": 1, "pyramid": 1}
DEAL = 5


def _visible_point(view: Any, item: Any) -> QPointF | None:
    """A view point on ``item``'s visible strip (None: covered there)."""
    w, h = view.card_size()
    scene = item.pos() + QPointF(w / 2, h * 0.06)
    point = QPointF(view.mapFromScene(scene))
    hit = view.hit(point)
    return point if hit is not None and hit == (item.pile, item.index) else None


def _sources(view: Any) -> list[tuple[QPointF, Any]]:
    """Where a drag can start: each pile's draggable cards' visible strips, with the lead item."""
    sources = []
    for pile in view._piles:
        for item in view.items_on(pile):
            if not item.isVisible():
                continue
            point = _visible_point(view, item)
            if point is not None and view._mouse._drag_items(item.pile, item.index):
                sources.append((point, item))
    return sources


def _targets(view: Any) -> list[Any]:
    """Where the lead card can be laid: over every visible card and every pile's place."""
    rects = [view.item_scene_rect(item) for pile in view._piles for item in view.items_on(pile)
             if item.isVisible()]
    rects += [view.slot_scene_rect(pile) for pile in view._piles]
    return rects


def _drag_and_look(window: Any, start: QPointF, lead: Any, target: Any) -> tuple[bool, bool]:
    """Drag from ``start`` until the lead card lies on ``target``: (framed, taken)."""
    view, model = window.view, window.model
    end = start + QPointF(view.mapFromScene(target.topLeft())) - QPointF(view.mapFromScene(lead.pos()))
    before = model.undo_stack.index()
    _send(view, QMouseEvent.Type.MouseButtonPress, start, LEFT, LEFT)
    for step in (1, 2, 3):
        _send(view, QMouseEvent.Type.MouseMove, start + (end - start) * (step / 3), NONE, LEFT)
    framed = view._drop_marker.isVisible()
    _send(view, QMouseEvent.Type.MouseButtonRelease, end, LEFT, NONE)
    taken = model.undo_stack.index() != before
    while model.undo_stack.index() > before:
        window.session.undo()
    return framed, taken


@pytest.mark.parametrize("definition", GAMES, ids=[d.id for d in GAMES])
def test_the_drop_frame_shows_exactly_where_the_drop_is_taken(qtbot, profile_dir, definition):
    window = make_window(qtbot, profile_dir, definition.id, deal=DEALS.get(definition.id, DEAL), solver=False)
    view = window.view
    seen: dict[tuple[bool, bool], int] = {}
    wrong = []
    sources = _sources(view)
    assert sources, "nothing to drag at the opening"
    for start, lead in sources[:8]:
        for target in _targets(view):
            if target.intersects(view.item_scene_rect(lead)):
                continue  # onto itself or its own pile's neighbour: not a drop elsewhere
            framed, taken = _drag_and_look(window, start, lead, target)
            seen[framed, taken] = seen.get((framed, taken), 0) + 1
            if framed != taken:
                wrong.append((lead.card, target, framed, taken))
    assert wrong == [], wrong[:5]
    assert seen.get((True, True)) and seen.get((False, False)), seen  # both kinds were tried


def test_a_freecell_run_too_long_for_the_free_space_gets_no_frame(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=6, solver=False)
    session, model, view = window.session, window.model, window.view
    window.settings.freecell_auto_safe = False
    state = model.state
    runs = [n for n, column in enumerate(state.columns, 1)
            if len(column) >= 2 and column[-1].fits_on(column[-2])]
    assert runs, "deal 6 has a run of two in a column"
    run_column = COLUMNS[runs[0] - 1]
    others = [pile for pile in COLUMNS if pile is not run_column]
    for cell, pile in zip(CELLS, others, strict=False):  # every free cell filled: room for one card
        assert session.play(move_to(model.state, pile_cards(model.state, pile)[-1], cell))
    run = pile_cards(model.state, run_column)[-2:]
    lead = view.card_item(run[0])
    start = QPointF(view.mapFromScene(lead.pos() + QPointF(view.card_size()[0] / 2, 4)))
    refused: list[Exception] = []
    session.refused.connect(refused.append)
    for pile in others:
        target = view._top_or_slot_rect(pile)
        framed, taken = _drag_and_look(window, start, lead, target)
        assert (framed, taken) == (False, False), pile
    assert refused  # the player heard why

