"""A completed Spider sequence flies to its place where the eye can follow it
(issue 28, item 7), with animations on: the moved run lands on its column, the
sequence rests there a moment, then its cards leave one after another, the ace
first, through the table, and end at rest in the completed place. With
animations off it is there at once; a click, a key or an undo during the
flight leaves every card where the game has it."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF
from ui_helpers import click, make_window

from klondike_qt.engine.cards import Card, Suit
from klondike_qt.engine.spider import DEAL, SpiderMove, SpiderState
from klondike_qt.engine.spider.piles import COLUMNS, COMPLETED, PILES
from klondike_qt.ui.command_table import run_command

C = Card.parse
#: Column 1: a face-down card, then K♠ … 6♠; column 2: 5♠ … A♠ (moved onto the 6♠, it completes).
RUN = ("Ks", "Qs", "Js", "Ts", "9s", "8s", "7s", "6s")
REST = ("5s", "4s", "3s", "2s", "As")


def _position() -> SpiderState:
    others = tuple((C(card),) for card in ("9h", "8d", "7c", "6h", "5d", "4c", "3h", "2d"))
    columns = ((C("Th"), *map(C, RUN)), tuple(map(C, REST)), *others)
    return SpiderState(columns, (1,) + (0,) * 9, (C("Ah"),) * 10, (Suit.HEARTS,), 4)


def _window(qtbot, profile_dir, animations: bool):
    window = make_window(qtbot, profile_dir, "spider", variant=4, solver=False, animations=animations)
    window.model.new_game(None, opening=_position())
    window.view.finish_animations()
    return window


def _play(window) -> list:
    """Make the completing move; the 13 items of the new sequence, ace first."""
    assert window.session.play(SpiderMove(2, C("5s"), 1))
    assert len(window.model.state.completed) == 2
    return window.view.pile_items(COMPLETED)[-13:]


def _close(a: QPointF, b: QPointF) -> bool:
    return abs(a.x() - b.x()) < 0.5 and abs(a.y() - b.y()) < 0.5


def _at_rest(view) -> list[str]:
    """Every shown card where the game has it (nothing left in flight or stray)."""
    wrong = []
    for pile in PILES:
        for item in view.pile_items(pile):
            if not _close(item.pos(), item.target) or item.zValue() != item.base_z:
                wrong.append(f"{pile} {item.card} at {item.pos()} z {item.zValue()}, rests at {item.target}")
    return wrong


def test_the_sequence_flies_through_the_table_to_its_place(qtbot, profile_dir):
    window = _window(qtbot, profile_dir, animations=True)
    view = window.view
    ace_start = view.item_scene_rect(view.pile_items(COLUMNS[1])[-1]).topLeft()
    items = _play(window)
    geometry = view.board_geometry
    state = window.model.state
    in_column = [QPointF(*place) for place in geometry.column_positions(1, state.hidden[0], 1 + 13)[1:]]
    ends = [item.target for item in items]
    assert [item.card for item in items] == [Card.of(rank, Suit.SPADES) for rank in range(1, 14)]
    assert _close(items[0].pos(), ace_start)  # the ace starts from its old place, not from the slot
    assert view.animating
    seen: list[list[QPointF]] = [[] for _ in items]
    while view.animating:
        for trail, item in zip(seen, items, strict=True):
            trail.append(QPointF(item.pos()))
        qtbot.wait(10)
    for rank, (trail, end, place) in enumerate(zip(seen, ends, reversed(in_column), strict=True), 1):
        assert any(_close(point, place) for point in trail), f"rank {rank} never rested in column 1"
        between = [p for p in trail if not _close(p, place) and not _close(p, end)
                   and min(place.y(), end.y()) < p.y() < max(place.y(), end.y())]
        assert between, f"rank {rank} jumped from the column to the slot"
    left = [next(i for i, p in enumerate(trail) if i and not _close(p, trail[i - 1]) and
                 _close(trail[i - 1], place)) for trail, place in zip(seen, reversed(in_column), strict=True)]
    assert left == sorted(left) and left[0] < left[-1], left  # the ace leaves first, the king last
    assert _at_rest(view) == []
    assert [item.target for item in items] == ends and all(_close(i.pos(), e) for i, e in zip(items, ends, strict=True))


def test_with_animations_off_the_sequence_is_in_place_at_once(qtbot, profile_dir):
    window = _window(qtbot, profile_dir, animations=False)
    _play(window)
    assert not window.view.animating
    assert _at_rest(window.view) == []


def test_a_click_during_the_flight_lands_every_card(qtbot, profile_dir):
    window = _window(qtbot, profile_dir, animations=True)
    view = window.view
    items = _play(window)
    qtbot.wait(250)  # the sequence rests in the column, or has begun to leave
    assert view.animating
    click(view, QPointF(view.mapFromScene(view.item_scene_rect(view.pile_items(COLUMNS[3])[-1]).center())))
    assert all(_close(item.pos(), item.target) for item in items)  # the press landed the flight at once
    qtbot.waitUntil(lambda: not view.animating, timeout=3000)
    assert _at_rest(view) == []
    assert len(view.pile_items(COMPLETED)) == 26


def test_keys_and_an_undo_during_the_flight_are_safe(qtbot, profile_dir):
    window = _window(qtbot, profile_dir, animations=True)
    view = window.view
    _play(window)
    qtbot.wait(120)
    run_command(window, "focus_next")
    run_command(window, "say_columns")
    qtbot.wait(200)
    assert view.animating  # still flying: those keys only move the focus and speak
    run_command(window, "undo")  # the sequence goes back to its column
    qtbot.waitUntil(lambda: not view.animating, timeout=3000)
    assert _at_rest(view) == []
    assert len(view.pile_items(COMPLETED)) == 13 and len(view.pile_items(COLUMNS[0])) == 1 + len(RUN)
    run_command(window, "redo")  # flies again, and lands
    assert view.animating
    qtbot.waitUntil(lambda: not view.animating, timeout=3000)
    assert _at_rest(view) == [] and len(view.pile_items(COMPLETED)) == 26


def test_a_row_dealt_onto_a_sequence_flies_it_too(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", variant=4, solver=False, animations=True)
    spades = tuple(C(card) for card in (*RUN, *REST[:-1]))  # K♠ … 2♠: the ace comes with the row
    others = tuple((C(card),) for card in ("9h", "8d", "7c", "6h", "5d", "4c", "3h", "2d", "Jh"))
    row = (C("As"), *(C(card) for card in ("9d", "8c", "7h", "6d", "5c", "4h", "3d", "2c", "Qh")))
    window.model.new_game(None, opening=SpiderState((spades, *others), (0,) * 10, row, (), 4))
    view = window.view
    view.finish_animations()
    assert window.session.play(DEAL)  # deal a row
    assert len(window.model.state.completed) == 1
    items = view.pile_items(COMPLETED)
    place = QPointF(*view.board_geometry.column_positions(1, 0, 13)[-1])  # the ace, on top of the column
    trail = []
    while view.animating:
        trail.append(QPointF(items[0].pos()))
        qtbot.wait(10)
    assert any(_close(point, place) for point in trail)  # it landed on the column before it flew
    assert _at_rest(view) == []
