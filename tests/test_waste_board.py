"""What the boards of Pyramid, TriPeaks and Golf share (ui/waste_board.py),
tested once over the three games in the real window: covered cards shaded
behind the "Dim covered cards" setting (readable, on every deck), the stock's
count, and the mouse (click, drag, the stock) with animations on and off."""

from __future__ import annotations

from dataclasses import replace
from importlib import import_module

import pytest
from PySide6.QtCore import QPointF, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QCheckBox
from test_pyramid_window import POSITION
from ui_helpers import card_point, click, drag, make_window

from klondike_qt.engine.cards import Card
from klondike_qt.engine.rules import Scoring
from klondike_qt.engine.status import GameStatus
from klondike_qt.ui.command_table import run_command
from klondike_qt.ui.dialogs import SettingsDialog
from klondike_qt.ui.games import find_game
from klondike_qt.ui.waste_board import WasteBoardBase, is_shaded

#: A deal each, with a covered face-up card and a free one (TriPeaks' covered cards lie face down).
GAMES = {"pyramid": (5, "Kd", "Kc"), "golf": (15, "Td", "4h"), "tripeaks": (1, None, None)}


def C(text: str) -> Card:
    return Card.parse(text)


def board_of(qtbot, profile_dir, game: str, animations: bool = False, size: tuple[int, int] = (1000, 760)):
    window = make_window(qtbot, profile_dir, game, deal=GAMES[game][0], animations=animations, solver=False,
                         size=size)
    view = window.view
    assert isinstance(view, WasteBoardBase)
    view.finish_animations()
    return window, view


def covered_and_free(view: WasteBoardBase) -> tuple[Card, Card]:
    cards = [item.card for item in view.all_items() if item.isVisible() and item.pile is not None and item.face_up]
    covered = next(card for card in cards if view._is_column(view.card_item(card).pile) and not view.playable(card))
    free = next(card for card in cards if view._is_column(view.card_item(card).pile) and view.playable(card))
    return covered, free


def brightness(image: QImage, rect: QRect) -> float:
    total = n = 0
    for x in range(rect.left(), rect.right(), 3):
        for y in range(rect.top(), rect.bottom(), 3):
            total += QColor(image.pixel(x, y)).lightnessF()
            n += 1
    return total / n


@pytest.mark.parametrize("game", ["pyramid", "golf"])
@pytest.mark.parametrize("deck", ["classic", "four-colour", "high-contrast"])
def test_covered_cards_are_shaded_readable_and_the_setting_turns_it_off(qtbot, profile_dir, game, deck):
    window, view = board_of(qtbot, profile_dir, game)
    window.settings.deck = deck
    view.finish_animations()
    covered, free = covered_and_free(view)
    assert window.settings.dim_covered is True  # on by default
    assert is_shaded(view.card_item(covered)) and not is_shaded(view.card_item(free))
    # A shade, not hidden: the covered card's visible strip is darker than unshaded, yet far from black.
    strip = view.card_rect(covered).toRect()
    strip.setHeight(strip.height() // 5)
    shaded = brightness(view.grab().toImage(), strip)
    window.settings.dim_covered = False
    assert not is_shaded(view.card_item(covered))
    plain = brightness(view.grab().toImage(), strip)
    assert 0.55 * plain < shaded < 0.9 * plain, (shaded, plain)
    window.settings.dim_covered = True
    assert is_shaded(view.card_item(covered))
    window.close()


def test_the_setting_is_one_setting_with_a_box_in_pyramids_and_golfs_sections(qtbot, profile_dir):
    window, _view = board_of(qtbot, profile_dir, "golf")
    dialog = SettingsDialog(window.settings, window, game="golf")
    qtbot.addWidget(dialog)
    boxes = [box for box in dialog.findChildren(QCheckBox) if box.text() == "Dim &covered cards"]
    golf, pyramid = dialog.fields["golf_dim_covered"], dialog.fields["pyramid_dim_covered"]
    assert boxes == [golf, pyramid]  # the game in play's section first; TriPeaks' covered cards lie face down
    assert "tripeaks_dim_covered" not in dialog.fields and "tripeaks_winnable" in dialog.fields
    assert golf.isChecked() and pyramid.isChecked()
    golf.setChecked(False)
    assert window.settings.dim_covered is False and not pyramid.isChecked()  # one setting: the boxes agree
    dialog.reject()  # Cancel puts it back
    assert window.settings.dim_covered is True
    window.close()


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_stock_shows_how_many_cards_it_has_left_and_a_draw_counts_down(qtbot, profile_dir, game, size):
    window, view = board_of(qtbot, profile_dir, game, size=size)
    badge = view.stock_count
    stock = view._cards_on(view._stock)
    assert badge.isVisible() and badge.count == len(stock) > 0
    stock_rect = view.slot_scene_rect(view._stock)
    area = view.mapToScene(view.viewport().rect()).boundingRect()
    assert badge.text_rect().intersects(stock_rect) and area.contains(badge.text_rect())
    assert badge.text_rect().height() >= 14  # readable
    click(view, QPointF(view.mapFromScene(stock_rect.center())))
    assert badge.count == len(stock) - 1 == len(view._cards_on(view._stock))
    window.close()


@pytest.mark.parametrize("animations", [False, True])
@pytest.mark.parametrize("game", ["tripeaks", "golf"])
def test_onto_the_waste_a_click_plays_a_drag_plays_and_the_stock_draws(qtbot, profile_dir, game, animations):
    window, view = board_of(qtbot, profile_dir, game, animations)
    model = window.model
    waste = view._waste
    plays = [m for m in model.hint_order() if m.card is not None]
    assert len(plays) >= 1
    click(view, card_point(view, plays[0].card))  # a free card that fits: played
    assert view.top_card(waste) == (plays[0].card,)
    view.finish_animations()
    follow = [m for m in model.hint_order() if m.card is not None]
    if follow:  # a drag onto the waste's top card
        drag(view, card_point(view, follow[0].card), card_point(view, plays[0].card))
        assert view.top_card(waste) == (follow[0].card,)
        view.finish_animations()
    moves = model.state.moves
    stock_rect = view.slot_scene_rect(view._stock)
    click(view, QPointF(view.mapFromScene(stock_rect.center())))
    assert model.state.moves == moves + 1
    view.finish_animations()
    # A covered (or not fitting) card clicked: refused with the rule, nothing moves.
    free_cards = {m.card for m in model.hint_order()}
    other = next(item.card for item in view.all_items() if item.pile is not None and view._is_column(item.pile)
                 and item.card not in free_cards and item.isVisible())
    click(view, card_point(view, other))
    assert model.state.moves == moves + 1 and window.announcer.texts[-1].startswith(("The ", "Only"))
    window.close()


@pytest.mark.parametrize("animations", [False, True])
def test_pyramid_a_click_on_two_cards_a_king_alone_and_a_drag_onto_a_partner(qtbot, profile_dir, animations):
    window, view = board_of(qtbot, profile_dir, "pyramid", animations)
    window.model.new_game(None, opening=POSITION)  # row 7: 5h 8c Td Jd Qd Kd Ah; the stock's top: 4s
    view.finish_animations()
    state = lambda: window.model.state  # noqa: E731
    click(view, card_point(view, C("Kd")))  # a king: at once
    assert C("Kd") in state().removed()
    view.finish_animations()
    click(view, card_point(view, C("5h")))
    click(view, card_point(view, C("8c")))  # its partner: the pair goes
    assert {C("5h"), C("8c")} <= state().removed()
    view.finish_animations()
    click(view, QPointF(view.mapFromScene(view.slot_scene_rect(view._stock).center())))  # draws
    assert state().waste_top is C("4s")
    view.finish_animations()
    drag(view, card_point(view, C("Qd")), card_point(view, C("Ah")))  # onto its partner
    assert {C("Qd"), C("Ah")} <= state().removed()
    view.finish_animations()
    assert not view.card_item(C("Qd")).isVisible()  # removed cards leave the table
    window.close()


@pytest.mark.parametrize("game", list(GAMES))
def test_the_keys_they_share_n_draws_p_goes_to_the_waste(qtbot, profile_dir, game):
    window, view = board_of(qtbot, profile_dir, game)
    keyboard = window.keyboard
    stock = len(view._cards_on(view._stock))
    run_command(window, "draw")
    assert window.model.state.moves == 1 and len(view._cards_on(view._stock)) == stock - 1
    run_command(window, "focus_waste")
    assert keyboard.cursor.pile == view._waste
    assert "waste" in keyboard.focus_name().lower()
    window.close()


@pytest.mark.parametrize("game", ["tripeaks", "golf"])
def test_a_card_put_down_anywhere_but_the_waste_is_refused_with_the_rule(qtbot, profile_dir, game):
    window, view = board_of(qtbot, profile_dir, game)
    keyboard = window.keyboard
    free = next(m.card for m in window.model.hint_order() if m.card is not None)
    keyboard.set_cursor(keyboard._found(free))
    run_command(window, "pick_or_drop")
    assert keyboard.cursor.held == (free,)
    other = next(item.card for item in view.all_items() if item.pile is not None and view._is_column(item.pile)
                 and view.playable(item.card) and item.card is not free)
    target = keyboard._found(other)  # another free card: not the waste
    keyboard.set_cursor(replace(keyboard.cursor, pile=target.pile, index=target.index))
    heard = len(window.announcer.texts)
    run_command(window, "pick_or_drop")
    assert window.model.state.moves == 0 and len(window.announcer.texts) == heard + 1
    assert "waste" in window.announcer.texts[-1]
    window.close()


@pytest.mark.parametrize("game", list(GAMES))
def test_the_model_answers_from_its_engine_solver_hints_status_and_score(qapp, game):
    model = find_game(game).model()
    engine = import_module(f"klondike_qt.engine.{game}")
    solver = model.solver()  # in the search helper (engine/searches.py): the engine's own solve there
    assert getattr(solver, "solve", solver) is import_module(f"klondike_qt.engine.{game}.solver").solve
    assert model.hint_order() == engine.hint_order(model.state)
    assert model.status is GameStatus.IN_PROGRESS
    assert model.record_score() == model.state.score
    assert model.scoring() is (Scoring.NONE if game == "golf" else Scoring.STANDARD)  # Golf: strokes, no points


def test_each_game_has_its_own_piles_on_the_shared_pile():
    from klondike_qt.model import golf_model, pyramid_model, tripeaks_model

    stocks = (golf_model.STOCK, tripeaks_model.STOCK, pyramid_model.STOCK)
    assert all(pile.is_stock and not pile.is_waste for pile in stocks)
    assert len(set(stocks)) == 3  # the same kind, but each game's own
    assert golf_model.COLUMNS[0].is_column and tripeaks_model.ROWS[0].is_row and pyramid_model.PYRAMID_ROWS[6].is_row
    assert repr(golf_model.WASTE) == "GolfPile(kind='waste', number=0)"
