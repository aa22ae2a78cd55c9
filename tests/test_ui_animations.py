"""The scene with animations on: after every move of a whole solved game, once the
glides and turns have ended by themselves, every card item shows what the model
holds (which card, face or back, where, upright), and the same with animations off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from ui_helpers import (
    DEAL_42_WIN,
    click,
    make_window,
    picture_problems,
    play_by_mouse,
    scene_problems,
    settled_scene_problems,
    winning_line,
)

from klondike_qt.engine.cards import CARDS
from klondike_qt.engine.klondike import COLUMNS, Move, apply
from klondike_qt.engine.status import GameStatus


@pytest.mark.parametrize("animations", [True, False], ids=["animations-on", "animations-off"])
def test_deal_42_won_by_mouse_shows_every_card_as_the_model_has_it(qtbot, profile_dir, animations):
    window = make_window(qtbot, profile_dir, deal=42, animations=animations, size=(1280, 800))
    view, model = window.view, window.model
    assert settled_scene_problems(qtbot, view, model.state) == []
    expected = model.state
    for step, move in enumerate(winning_line(DEAL_42_WIN)):
        if model.status is GameStatus.READY_TO_FINISH:
            break
        how = play_by_mouse(window, move, step)
        expected = apply(expected, move)
        assert model.state == expected, f"move {step + 1} {move} by {how}"
        assert settled_scene_problems(qtbot, view, expected) == [], f"move {step + 1} {move} by {how}"
    assert view.banner_kind == "finish"
    click(view, QPointF(5, 5))
    qtbot.waitUntil(lambda: model.status is GameStatus.WON, timeout=10_000)
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    # The win fan (or, animations off, the full foundations): every card face up.
    problems = [p for card in CARDS for p in picture_problems(view, card, True, str(card))]
    assert problems == []


def test_a_card_turned_up_in_a_column_that_stops_squeezing_shows_its_face(qtbot, profile_dir):
    """Move 47 of deal 42 at 1280×800: the 8♣ turns up and slides down as its column
    un-squeezes; it used to keep its back for the rest of the game."""
    window = make_window(qtbot, profile_dir, deal=42, animations=True, size=(1280, 800))
    view, model = window.view, window.model
    line = winning_line(DEAL_42_WIN)
    for move in line[:46]:
        assert model.play(move)
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    assert line[46] == Move.parse("7s>t5")
    before = view.card_item(model.state.tableau[5][model.state.hidden[5] - 1]).pos()
    assert model.play(line[46])
    revealed = model.state.tableau[5][-1]
    assert str(revealed) == str(Move.parse("8c>f").card)
    assert view.card_item(revealed).pos() == before  # it starts where it lay...
    assert settled_scene_problems(qtbot, view, model.state) == []
    assert view.card_item(revealed).pos() != before  # ...and ends lower, face up
    assert model.state.face_down_count(COLUMNS[5]) == model.state.hidden[5]
    assert scene_problems(view, model.state) == []
