"""Helpers for the desktop-game tests: a window in a temporary profile, real
mouse events on the board, and a check that the scene shows the model."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLocale, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from klondike_qt import i18n
from klondike_qt.engine.cards import Card
from klondike_qt.engine.klondike import STOCK, GameState, Move, Pile, PileKind
from klondike_qt.engine.klondike.advice import click_move
from klondike_qt.model.settings import Animations, Settings
from klondike_qt.model.storage import Profile
from klondike_qt.ui.card_pixmaps import card_element
from klondike_qt.ui.command_table import COMMANDS, run_command
from klondike_qt.ui.games import find_game
from klondike_qt.ui.klondike_board import KlondikeBoard
from klondike_qt.ui.main_window import MainWindow

#: Deal 1, draw 1, standard rules: a winning line (found once with the solver, pinned here).
DEAL_1_WIN = (
    "draw draw draw draw draw Ah>f draw draw As>f draw draw draw draw draw draw draw draw draw Ac>f "
    "draw draw draw draw draw draw 2h>f 2c>f draw draw draw draw draw draw draw draw draw draw draw "
    "draw draw draw draw draw 3h>f draw draw 2s>f draw draw draw 3s>f draw draw draw draw draw 4h>f "
    "draw 6c>t1 draw 7c>t7 6d>t7 8h>t2 Td>t4 9c>t4 Ks>t2 Ad>f 2d>f draw draw draw draw draw draw draw "
    "draw 3d>f 5s>t4 5d>t1 draw 4c>t1 draw 8c>t3 7d>t3 draw Tc>t6 9h>t6 4d>f draw 9s>t7 8d>t7 draw "
    "draw draw draw draw Kh>t1 draw draw Qh>t2 Js>t2 Th>t4 Kc>t3 4s>f 3c>f 5s>f 4c>f draw draw draw "
    "draw draw draw draw 5c>f 5d>f 6d>f 6c>f 7c>f 7d>f 8d>f 8c>f draw 6s>f draw draw draw 9d>f Qd>t3 "
    "Jc>t3 8s>t6 Qs>t1 Jh>t1 Ts>t7 draw 7h>t1 8h>t3 9c>f Td>f 9h>t7 Tc>f Th>t2 Jc>f Ts>t1 Js>t3 "
    "Ts>t7 Jc>t2 Ts>t1 Th>t2 Ts>t7 Tc>t1 Th>t3 9h>t1 Th>t2 Td>t3 9h>t7 Tc>f 9s>t3 Ts>t1 9s>t2 Tc>t7 "
    "Td>f 9h>t7 Th>t3 9h>t1 Td>t2 Tc>f Ts>t7 9s>t2 Ts>t1 Tc>t7 9h>t7 9s>t3 9c>t2 8h>t2 9h>t1 8h>t3 "
    "9d>t7 9c>f 8s>t7 9s>t2 8s>t1 9c>t3 9d>f 9h>t7 8h>t3 9h>t1 9d>t7 8s>t7 8h>t2 8c>t1 8h>t3 7h>t1 "
    "8h>t2 7c>t2 6h>t2 7s>f Kd>t4 5h>f 6h>f 7h>f 7c>f 8s>f 8c>f 8h>f 9c>f 9d>f 9h>f 9s>f Th>f Tc>f "
    "Ts>f Td>f Js>f Jd>f Jh>f Jc>f Qd>f Qc>f Qs>f Qh>f Kc>f Kd>f Kh>f Ks>f"
)


#: Deal 42, draw 1: the line of ``python -m klondike_qt.engine solve 42`` (pinned here); its
#: move 47, 7s>t5, turns up the 8♣ in a column that stops being squeezed.
DEAL_42_WIN = (
    "6d>t1 draw draw draw draw draw draw 6h>t6 draw draw draw draw draw draw draw 5s>t6 4h>t6 draw "
    "draw draw draw draw Qc>t2 Jd>t2 draw draw draw draw draw draw Tc>t2 draw draw draw draw draw "
    "draw draw draw draw draw draw 9h>t2 8s>t2 Ad>f 5d>t4 7s>t5 draw draw draw draw draw draw 9s>t3 "
    "8h>t3 draw draw 9c>t7 draw draw draw draw draw draw draw draw draw draw 8d>t7 7c>t7 Kd>t1 draw "
    "draw draw draw draw draw draw draw draw draw draw draw draw draw draw 7h>t6 6s>t6 5c>t7 Ah>f "
    "2h>f draw 3h>f 4h>f draw draw Ks>t4 Qd>t4 draw draw draw draw draw draw Jc>t4 Th>t4 Kh>t5 "
    "4d>t4 Qs>t5 draw draw draw draw draw Jh>t5 Ts>t5 draw draw draw draw 9d>t5 8c>t5 7d>t1 2d>f "
    "Td>t6 Qh>t3 Js>t3 Ac>f 2c>f 5h>f draw 3c>f draw draw draw draw 4c>f draw draw draw 4s>t5 draw "
    "3d>t5 2s>t5 As>f 2s>f 3s>f 3d>f 4d>f 4s>f 5s>f 5c>f 5d>f draw 6c>f 6h>f 6d>f 6s>f 7d>f 7s>f "
    "7c>f 7h>f 8s>f 8h>f 8d>f 8c>f 9h>f 9s>f 9c>f 9d>f Tc>f Td>f Th>f Ts>f Jd>f Js>f Jc>f Jh>f "
    "Qc>f Qh>f Qd>f Qs>f Kd>f Kc>f Ks>f Kh>f"
)


def winning_line(line: str = DEAL_1_WIN) -> list[Move]:
    return [Move.parse(text) for text in line.split()]


def make_settings(profile_dir: Path, animations: bool = False) -> Settings:
    settings = Settings(Profile(profile_dir).settings_path, {s.id: s.shortcuts for s in COMMANDS})
    settings.animations = Animations.ON if animations else Animations.OFF
    return settings


def make_window(qtbot, profile_dir: Path, game: str = "klondike", deal: int | None = 1,
                variant: int | None = None, animations: bool = False,
                size: tuple[int, int] | None = (1000, 760), solver: bool | None = None) -> MainWindow:
    """The real MainWindow playing ``game`` (any game of the registry), shown.

    ``deal``: the deal to play (None: the profile's saved game, else a new one);
    ``variant``: the game's variant as its command-line option names it (Klondike's
    draw, Spider's suits; None: the saved game's or the setting's); ``size``: None
    keeps the window's own; ``solver``: on or off (None: as the settings have it).
    The spoken welcome is the keyboard layer's business (and tested there): its
    timer must not outlive a window these tests close at once, so it is off.
    Unless the test chose a language (tests/test_i18n.py), the locale is English.
    """
    QApplication.instance() or QApplication([])
    if not i18n.installed_catalogues():
        QLocale.setDefault(QLocale("en_US"))
    option = find_game(game).variant_option
    variants = {option: variant} if option is not None and variant is not None else {}
    window = MainWindow(Profile(profile_dir), make_settings(profile_dir, animations), deal_number=deal,
                        game=game, **variants)
    window.narrator.welcome_delay_ms = None
    qtbot.addWidget(window)
    if size is not None:
        window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    if solver is not None:
        window.session.use_solver(solver)
    return window


# -- mouse ---------------------------------------------------------------------------
def _send(view: KlondikeBoard, kind: QMouseEvent.Type, point: QPointF, button: Qt.MouseButton,
          buttons: Qt.MouseButton) -> None:
    viewport = view.viewport()
    event = QMouseEvent(kind, point, viewport.mapToGlobal(point), button, buttons,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


LEFT = Qt.MouseButton.LeftButton
NONE = Qt.MouseButton.NoButton


def click(view: KlondikeBoard, point: QPointF) -> None:
    _send(view, QMouseEvent.Type.MouseButtonPress, point, LEFT, LEFT)
    _send(view, QMouseEvent.Type.MouseButtonRelease, point, LEFT, NONE)


def double_click(view: KlondikeBoard, point: QPointF) -> None:
    click(view, point)
    _send(view, QMouseEvent.Type.MouseButtonDblClick, point, LEFT, LEFT)
    _send(view, QMouseEvent.Type.MouseButtonRelease, point, LEFT, NONE)


def drag(view: KlondikeBoard, start: QPointF, end: QPointF, steps: int = 4) -> None:
    _send(view, QMouseEvent.Type.MouseButtonPress, start, LEFT, LEFT)
    for step in range(1, steps + 1):
        _send(view, QMouseEvent.Type.MouseMove, start + (end - start) * (step / steps), NONE, LEFT)
    _send(view, QMouseEvent.Type.MouseButtonRelease, end, LEFT, NONE)


def play_by_mouse(window: MainWindow, move: Move, step: int) -> str:
    """Make ``move`` with the mouse, choosing click, double-click or drag; returns which."""
    view, state = window.view, window.model.state
    if move.card is None:
        click(view, pile_point(view, state, STOCK))
        return "click stock"
    if click_move(state, move.card) == move and step % 2 == 0:
        click(view, card_point(view, move.card))
        return "click"
    if move.target is not None and move.target.is_foundation and step % 3 != 0:
        double_click(view, card_point(view, move.card))
        return "double-click"
    drag(view, card_point(view, move.card), pile_point(view, state, move.target))
    return "drag"


def card_point(view: KlondikeBoard, card: Card) -> QPointF:
    """A point on the visible strip of ``card`` (its top edge area)."""
    rect = view.card_rect(card)
    return QPointF(rect.center().x(), rect.top() + rect.height() * 0.08)


def pile_point(view: KlondikeBoard, state: GameState, pile: Pile) -> QPointF:
    """Where to drop on ``pile``: on its top card, or on its empty place."""
    top = state.top(pile)
    if top is not None and pile.kind is not PileKind.STOCK:
        return card_point(view, top)
    rect = view.pile_rect(pile)
    return QPointF(rect.center().x(), rect.top() + rect.height() * 0.08)


# -- the scene shows the model ------------------------------------------------------------------
def scene_problems(view: KlondikeBoard, state: GameState) -> list[str]:
    """Every card item whose place, face or stacking differs from ``state`` (empty when
    they match); cards the keyboard holds are expected lifted by the view's lift. The
    piles are the board's (a game on Klondike's piles, as Yukon, shows fewer)."""
    view.finish_animations()
    piles = view.PILES
    held = set(getattr(view, "_held", ()))
    lift = view._lift() if held else None
    problems = []
    geometry = view.board_geometry
    for pile in piles:
        cards = state.pile_cards(pile)
        positions = geometry.positions(state, pile)
        down = state.face_down_count(pile) if pile.kind is not PileKind.STOCK else len(cards)
        previous_z = None
        for index, card in enumerate(cards):
            item = view.card_item(card)
            x, y = positions[index]
            if card in held:
                x, y = x + lift.x(), y + lift.y()
            if abs(item.pos().x() - x) > 0.01 or abs(item.pos().y() - y) > 0.01:
                problems.append(f"{card} in {pile} at {item.pos().toTuple()}, expected {(x, y)}")
            if item.face_up != (index >= down):
                problems.append(f"{card} in {pile}: face_up={item.face_up}")
            problems += picture_problems(view, card, index >= down, f"{card} in {pile}")
            if not item.isVisible():
                problems.append(f"{card} hidden")
            if previous_z is not None and item.zValue() <= previous_z:
                problems.append(f"{card} in {pile} is stacked under the card below it")
            previous_z = item.zValue()
    for pile in piles:
        slot = view._slots[pile]
        if slot.isVisible() == bool(state.pile_cards(pile)):
            problems.append(f"the empty place of {pile} is {'shown' if slot.isVisible() else 'hidden'}")
    return problems


def picture_problems(view: KlondikeBoard, card: Card, face_up: bool, where: str) -> list[str]:
    """What is wrong with the picture ``card``'s item draws: it must be the card's face
    (or the back), whole and upright, not the other side or a half-turned card."""
    item = view.card_item(card)
    expected = view._pixmaps.pixmap(card_element(card) if face_up else "back")
    problems = []
    if item.pixmap().cacheKey() != expected.cacheKey():
        shows = "something else"
        for other, name in ((view._pixmaps.pixmap("back"), "its back"),
                            (view._pixmaps.pixmap(card_element(card)), "its face")):
            if item.pixmap().cacheKey() == other.cacheKey():
                shows = name
        problems.append(f"{where} should show {'its face' if face_up else 'its back'}, shows {shows}")
    if not item.transform().isIdentity():
        problems.append(f"{where} is drawn turned or squashed")
    return problems


def settled_scene_problems(qtbot, view: KlondikeBoard, state: GameState) -> list[str]:
    """``scene_problems`` once the running animations have ended by themselves (the
    event loop runs until the animator is idle: nothing is jumped to its end)."""
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    return scene_problems(view, state)


def view_point(point: QPointF) -> QPoint:
    return point.toPoint()


def focused(qtbot, window: MainWindow) -> MainWindow:
    """``window`` active, its board with the keyboard focus, nothing said yet."""
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    window.announcer.clear_log()
    return window


def hold_a_card(window: MainWindow, first: int = 1) -> None:
    """Space on the first pile from key ``first`` on (1 to 7: columns, rows) whose focused card can be picked up
    (in Pyramid and Golf a covered card cannot, in TriPeaks a face-down one)."""
    for number in range(first, 8):
        run_command(window, f"focus_column_{number}")
        run_command(window, "pick_or_drop")
        if window.keyboard.cursor.is_holding:
            return
    raise AssertionError("no card to pick up under keys 1 to 7")


def answer_modal(kind: type[QWidget], answer: Callable[[QWidget], None], errors: list[BaseException]) -> None:
    """Once a modal ``kind`` is up (its exec() waits), call ``answer(widget)``;
    whatever ``answer`` checks, the widget is closed after it, so a failed check
    fails the test (``errors``: re-raise them after exec) instead of leaving
    exec() waiting for ever. Polls: on a loaded machine the modal comes late."""

    def attempt() -> None:
        widget = QApplication.activeModalWidget()
        if not isinstance(widget, kind):
            QTimer.singleShot(10, attempt)
            return
        try:
            answer(widget)
        except BaseException as error:
            errors.append(error)
        finally:
            if widget.isVisible():
                widget.close() if not isinstance(widget, QDialog) else widget.reject()

    QTimer.singleShot(0, attempt)


def answer_with(key: Qt.Key, seen: list[QMessageBox]) -> None:
    """Press ``key`` in the question once it is up (the box is modal: exec() waits)."""
    def press() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, press)
            return
        seen.append(box)
        QTest.keyClick(box, key)
    QTimer.singleShot(0, press)
