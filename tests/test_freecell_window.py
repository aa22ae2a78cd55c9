"""FreeCell in the window: choosing the game (menu, command line, the last
game remembered, each game's save kept), the board (layout from 800×600,
drawing, mouse), the keyboard cursor and commands, the accessible tree, and
the sentences heard (the window's announcer records them)."""

from __future__ import annotations

import json
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from ui_helpers import make_settings, make_window

from klondike_qt.a11y import messages as msg
from klondike_qt.app import parse_arguments
from klondike_qt.engine.cards import Card
from klondike_qt.engine.freecell import FOUNDATION, FreeCellMove, FreeCellState, Target, new_freecell, solve
from klondike_qt.engine.freecell.piles import COLUMNS, PILES, pile_cards
from klondike_qt.engine.klondike import DRAW
from klondike_qt.engine.solving import Budget
from klondike_qt.engine.status import GameStatus
from klondike_qt.model.freecell_model import FreeCellModel
from klondike_qt.model.klondike_model import KlondikeModel
from klondike_qt.model.storage import Profile
from klondike_qt.ui.board_layout import column_need
from klondike_qt.ui.command_table import run_command
from klondike_qt.ui.freecell_board import FreeCellBoard, FreeCellGeometry
from klondike_qt.ui.help_dialog import HelpDialog, command_rows
from klondike_qt.ui.main_window import MainWindow

C = Card.parse


def said(window: MainWindow) -> list[str]:
    return window.announcer.texts


def scene_problems(window: MainWindow) -> list[str]:
    """Every card whose item is not where the state puts it."""
    view = window.view
    assert isinstance(view, FreeCellBoard)
    view.finish_animations()
    state = window.model.state
    geometry = view.board_geometry
    problems = []
    for pile in PILES:
        for index, (card, (x, y)) in enumerate(zip(pile_cards(state, pile), geometry.positions(state, pile),
                                                     strict=True)):
            item = view.card_item(card)
            if card not in view._held and (abs(item.pos().x() - x) > 0.5 or abs(item.pos().y() - y) > 0.5):
                problems.append(f"{card} at {item.pos()} not {(x, y)} ({pile}, {index})")
            if not item.isVisible() or item.pixmap().isNull():
                problems.append(f"{card} not drawn")
    return problems


def test_the_command_line_takes_the_game():
    assert parse_arguments(["--game", "freecell"]).game == "freecell"
    assert parse_arguments([]).game is None
    with pytest.raises(SystemExit):
        parse_arguments(["--game", "canfield"])  # no such game (Pyramid is one since #27)
    with pytest.raises(SystemExit):
        parse_arguments(["--game", "freecell", "--deal", "2000000"])


def test_freecell_opens_with_its_board_and_is_remembered(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=617, solver=False)
    assert isinstance(window.model, FreeCellModel) and isinstance(window.view, FreeCellBoard)
    assert window.model.state == new_freecell(617)
    assert scene_problems(window) == []
    assert not window.actions["draw"].isEnabled() and window.actions["focus_cells"].isEnabled()
    assert window.actions["play_freecell"].isChecked() and not window.actions["play_klondike"].isChecked()
    assert window.actions["say_waste_stock"].text() == "Say Free Cells"
    window.close()
    again = MainWindow(Profile(profile_dir), make_settings(profile_dir))  # no --game: the last one played
    qtbot.addWidget(again)
    again.narrator.welcome_delay_ms = None
    assert again.game == "freecell" and again.model.deal_number == 617
    again.close()


def test_switching_games_keeps_each_game_where_it_was(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=5, solver=False)
    window.session.play(window.model.state.legal_moves()[0])
    freecell_history = window.model.history
    run_command(window, "play_klondike")
    assert window.game == "klondike" and isinstance(window.model, KlondikeModel)
    assert window.actions["draw"].isEnabled() and not window.actions["focus_cells"].isEnabled()
    assert window.actions["say_waste_stock"].text() != "Say Free Cells"
    window.narrator.welcome_delay_ms = None
    run_command(window, "play_freecell")
    window.narrator.welcome_delay_ms = None
    assert window.game == "freecell" and window.model.history == freecell_history
    data = json.loads((profile_dir / "autosave-freecell.json").read_text())
    assert data["game"] == "freecell" and data["deal"] == {"number": 5}
    assert json.loads((profile_dir / "autosave.json").read_text())["game"] == "klondike"
    window.close()


def test_the_board_fits_from_800_by_600():
    for width, height in ((800, 520), (1000, 700), (1600, 1000)):
        state = FreeCellState(((C("Kh"),) + tuple(Card.of(r, s) for s in (0, 1) for r in range(12, 0, -1))[:18],)
                              + new_freecell(1).columns[1:])
        geometry = FreeCellGeometry(width, height, tallest=max(column_need(0, len(column)) for column in state.columns))
        w, h = geometry.card_size
        for pile in PILES:
            for x, y in geometry.positions(state, pile) or [geometry.slot_px(pile)]:
                assert x >= 0 and x + w <= width + 0.5
                assert y >= 0 and y + h <= height + 0.5, (width, height, pile)
        assert w >= 60  # large enough to read at 800×600


def test_keyboard_play_and_its_sentences(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=1, solver=False)
    keys = window.keyboard
    run_command(window, "focus_column_1")
    assert keys.focus_name() == "6 of spades, column 1, card 7 of 7, on top."
    run_command(window, "focus_up")
    assert keys.focus_name().startswith("6 of diamonds, column 1, card 6 of 7, under 1 card out of order")
    run_command(window, "focus_down")
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == "Holding 6 of spades."
    run_command(window, "focus_cells")
    run_command(window, "pick_or_drop")
    assert said(window)[-1].startswith("Moved 6 of spades to free cell 1.")
    assert window.model.state.cells[0] is C("6s")
    run_command(window, "say_room")
    assert said(window)[-1] == ("You can move 4 cards at once onto a card, 4 into an empty column: "
                                "3 free cells, 0 empty columns.")
    run_command(window, "say_waste_stock")
    assert said(window)[-1] == "Free cells: 6 of spades, empty, empty, and empty."
    run_command(window, "focus_cells")  # the next cell
    assert keys.focus_name() == "Free cell 2, empty."
    run_command(window, "undo")
    assert said(window)[-1].startswith("Undone: moved 6 of spades to free cell 1. The 6 of spades is back in column 1.")
    run_command(window, "say_columns")
    assert said(window)[-1].startswith("Column 1: jack of diamonds, king of diamonds")
    run_command(window, "say_foundations")
    assert said(window)[-1].startswith("Clubs foundation: empty.")
    run_command(window, "say_info")
    assert "0 moves." in said(window)[-1] and "4 free cells empty." in said(window)[-1]
    window.close()


def test_a_refusal_names_its_reason_and_the_room(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=None, solver=False)
    run_ = [C(t) for t in ("9s", "8h", "7c", "6d", "5s", "4h")]
    # A run of six onto the 10 of diamonds, with one free cell and no empty column: room for 2.
    columns = [tuple(run_), (C("Td"),)]
    rest = [card for card in (Card.of(r, s) for s in range(4) for r in range(1, 14))
            if card not in run_ and card not in (C("Td"), C("Ac"), C("As"), C("Ad"))]
    columns += [tuple(rest[n * 7:(n + 1) * 7]) for n in range(6)]
    assert len(rest) == 42
    state = FreeCellState(tuple(columns), (C("Ac"), C("As"), C("Ad"), None))
    window.model.new_game(None, opening=state)
    window.keyboard.focus_column(1)
    for _ in range(5):
        run_command(window, "focus_up")
    run_command(window, "pick_or_drop")
    run_command(window, "focus_column_2")
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == "Can't move the 9 of spades with the cards on it: 6 cards, but there is room to move 2."
    assert window.keyboard.cursor.is_holding  # still held: nothing lost
    window.close()


def test_hint_is_the_solvers_first_move(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=1, solver=False)
    result = solve(window.model.state, Budget(seconds=None, nodes=200_000))
    window.session.take_analysis(result)
    run_command(window, "hint")
    assert said(window)[-1].startswith("Hint: ") and said(window)[-1].endswith("This keeps the deal winnable.")
    window.close()


def test_safe_cards_go_up_and_are_told_in_one_sentence(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=None, solver=False)
    columns = [list(column) for column in new_freecell(1).columns]
    for card in (C("Ac"), C("2c")):
        for column in columns:
            if card in column:
                column.remove(card)
    columns[0][-1:-1] = [C("2c"), C("Ac")]
    window.model.new_game(None, opening=FreeCellState(tuple(tuple(c) for c in columns)))
    window.session.play(FreeCellMove(C("6s"), Target.cell()))
    assert said(window)[-2].startswith("Moved 6 of spades to free cell 1.")
    # The focused card went up: the sentence says where the focus is now (no Focus
    # event, which Orca 43 spoke first, over the move's sentence).
    assert said(window)[-1] == ("Moved to the foundations: ace of clubs and 2 of clubs. "
                                "Now on: 6 of diamonds, column 1, card 6 of 6, on top.")
    window.close()


def test_finish_and_win_are_said_and_drawn(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=None, solver=False)
    near_end = FreeCellState(((C("Ks"), C("Qs")), (C("Kh"),)) + ((),) * 6, (C("Qh"), None, None, None),
                             (13, 13, 11, 11))
    window.model.new_game(None, opening=near_end)
    assert window.model.status is GameStatus.READY_TO_FINISH and window.view.banner_kind == "finish"
    window.session.finish_interval_ms = 0
    run_command(window, "send_best")
    assert window.model.status is GameStatus.WON and window.view.banner_kind == "won"
    assert said(window)[-1].startswith("You won in") and said(window)[-1].endswith("Press F2 for a new deal.")
    window.close()


def test_the_mouse_clicks_drags_and_double_clicks(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=1, solver=False)
    view = window.view
    assert isinstance(view, FreeCellBoard)

    def centre(card: Card) -> QPointF:
        return view.card_rect(card).center()

    # A click on the 6 of spades: nowhere onto a card, so a free cell.
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre(C("6s")).toPoint())
    assert window.model.state.cells[0] is C("6s")
    assert scene_problems(window) == []
    # Drag it back onto column 1 (the 6 of diamonds is no place for it: refused, it goes back).
    start = centre(C("6s")).toPoint()
    end = view.mapFromScene(view.pile_scene_rect(COLUMNS[1]).center())
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        QTest.mouseMove(view.viewport(), start + (end - start) * step / 5)
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert window.model.state.cells[0] is C("6s")
    assert said(window)[-1].startswith("Can't put the 6 of spades on the 9 of clubs")
    assert scene_problems(window) == []
    # Double-click: a card to its foundation (the ace of clubs put on top of column 2 here).
    columns = [list(column) for column in new_freecell(1).columns]
    for column in columns:
        if C("Ac") in column:
            column.remove(C("Ac"))
    columns[1].append(C("Ac"))
    window.model.new_game(None, opening=FreeCellState(tuple(tuple(c) for c in columns)))
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre(C("Ac")).toPoint())
    assert window.model.state.foundations[0] == 1
    # A click first (as a real double-click brings): the 4 of hearts (not safe yet) goes onto
    # the 5 of spades, then the double-click takes that back and sends it up.
    columns = [[card for card in column if card not in (C("Ah"), C("2h"), C("3h"), C("4h"), C("5s"))]
               for column in new_freecell(1).columns]
    columns[0].append(C("4h"))
    columns[1].append(C("5s"))
    window.model.new_game(None, opening=FreeCellState(tuple(tuple(c) for c in columns), foundations=(0, 0, 0, 3)))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre(C("4h")).toPoint())
    assert window.model.state.columns[1][-2:] == (C("5s"), C("4h"))
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre(C("4h")).toPoint())
    assert window.model.state.foundations[3] == 4 and window.model.state.columns[1][-1] == C("5s")
    assert window.model.undo_stack.count() == 1  # the click's move was taken back
    assert scene_problems(window) == []
    window.close()


def test_the_accessible_tree_has_every_pile_and_card(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=1, solver=False)
    board = QAccessible.queryAccessibleInterface(window.view)
    assert board is not None and board.role() == QAccessible.Role.Grouping
    assert board.childCount() == 16
    # Klondike's shape (a11y/klondike_accessible.py): piles are Groupings, an empty pile's only child is its place.
    assert {board.child(i).role() for i in range(16)} == {QAccessible.Role.Grouping}
    names = [board.child(i).text(QAccessible.Text.Name) for i in range(16)]
    assert names[8:] == [f"Column {n}" for n in range(1, 9)]
    places = [board.child(i).child(0) for i in range(8)]
    assert {place.role() for place in places} == {QAccessible.Role.ListItem}
    assert [place.text(QAccessible.Text.Name) for place in places[:5]] == [
        "Free cell 1, empty.", "Free cell 2, empty.", "Free cell 3, empty.", "Free cell 4, empty.",
        "Clubs foundation, empty. Only the ace of clubs can go here."]
    cards = sum(board.child(i).childCount() for i in range(8, 16))
    assert cards == 52
    column1 = board.child(8)
    top = column1.child(column1.childCount() - 1)
    assert top.role() == QAccessible.Role.ListItem and top.text(QAccessible.Text.Name).startswith("6 of spades, column 1")
    assert column1.text(QAccessible.Text.Description).startswith("Column 1: jack of diamonds")
    assert not top.rect().isEmpty()
    window.session.play(FreeCellMove(C("6s"), Target.cell(2)))
    assert board.child(1).childCount() == 1
    assert board.child(1).child(0).text(QAccessible.Text.Name) == "6 of spades, free cell 2."
    window.close()


def test_f1_shows_freecells_rules_and_keys(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", solver=False)
    rows = {row[1]: row for row in command_rows(window)}
    assert rows["focus_cells"][3] == "C" and rows["say_room"][3] == "R"
    draw = rows["draw"][4]  # N deals a row in Spider (#19)
    assert draw.startswith("Only in Klondike, Spider") and "FreeCell" not in draw.split(":")[0]
    dialog = HelpDialog(window)
    assert "FreeCell" in dialog.rules.toPlainText() and "free cell" in dialog.rules.toPlainText()
    dialog.close()
    window.close()


def test_moves_animate_and_end_where_the_state_says(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=1, animations=True, solver=False)
    view = window.view
    assert isinstance(view, FreeCellBoard)
    window.session.play(FreeCellMove(C("6s"), Target.cell()))
    assert view.animating
    qtbot.waitUntil(lambda: not view.animating, timeout=3000)
    assert scene_problems(window) == []
    window.session.play(FreeCellMove(C("6s"), Target.column(5)))  # refused: 6s on 7c? both black
    window.session.undo()
    qtbot.waitUntil(lambda: not view.animating, timeout=3000)
    assert scene_problems(window) == []
    window.session.new_deal(617)
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    assert scene_problems(window) == []
    window.close()


def test_a_whole_deal_won_by_keyboard_commands(qtbot, profile_dir):
    """Deal 1 played from the solver's line through the session, the safe cards
    going up by themselves, to the win sentence."""
    window = make_window(qtbot, profile_dir, "freecell", deal=1, solver=False)
    result = solve(window.model.state, Budget(seconds=None, nodes=500_000))
    assert result.moves
    for move in result.moves:
        if window.model.status is GameStatus.WON:
            break
        card = move.card
        state = window.model.state
        if move.target == FOUNDATION and state.foundations[card.suit] >= card.rank:
            continue  # it went up by itself already
        assert window.session.play(move), move
    if window.model.status is GameStatus.READY_TO_FINISH:
        window.session.finish_interval_ms = 0
        window.session.finish()
    assert window.model.status is GameStatus.WON
    assert any("You won in" in text for text in said(window))  # the last cards went up by themselves: one sentence
    records = window.statistics.records
    assert records[-1].game == "freecell" and records[-1].outcome.value == "won"
    window.close()


def test_undo_redo_nothing_to_undo_and_the_proven_dead_end(qtbot, profile_dir):
    from klondike_qt.engine.solving import SolveResult, Verdict

    window = make_window(qtbot, profile_dir, "freecell", deal=1, solver=False)
    run_command(window, "undo")
    assert said(window)[-1] == "Nothing to undo."
    window.session.play(FreeCellMove(C("6s"), Target.cell()))
    run_command(window, "undo")
    run_command(window, "redo")
    # The focus was on the 6 of spades, put back by the undo: it is where the card lay now.
    assert said(window)[-1] == "Redone: moved 6 of spades to free cell 1. Now on: 6 of diamonds, column 1, card 6 of 6, on top."
    assert window.actions["undo"].text().replace("&", "") == "Undo Move 6♠ to free cell 1"
    window.session.take_analysis(SolveResult(Verdict.UNSOLVABLE))
    assert said(window)[-1].startswith("Dead end: the solver has proved")
    run_command(window, "say_info")
    assert said(window)[-1].endswith("The deal can no longer be won.")
    window.session.take_analysis(SolveResult(Verdict.UNSOLVABLE))  # the same position: told once
    assert said(window)[-1].endswith("The deal can no longer be won.")
    window.close()


def test_each_game_keeps_its_own_game_in_progress_in_the_statistics(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=3, solver=False)
    window.session.play(window.model.state.legal_moves()[0])  # FreeCell: playing
    run_command(window, "play_klondike")
    window.narrator.welcome_delay_ms = None
    window.session.use_solver(False)
    window.session.new_deal(9)
    window.session.play(DRAW)  # Klondike: playing
    window.session.new_deal(10)  # Klondike's game is abandoned, not FreeCell's
    outcomes = {(r.game, r.outcome.value) for r in window.statistics.records}
    assert ("freecell", "playing") in outcomes and ("klondike", "lost") in outcomes
    run_command(window, "play_freecell")
    window.narrator.welcome_delay_ms = None
    assert window.tracker is not None
    record = window.statistics.game_in_progress("freecell")
    assert record is not None and window.tracker.game_id == record.game_id
    window.close()


def test_switching_says_where_the_player_is(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=3, solver=False)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=2000)
    run_command(window, "play_klondike")  # the new narrator welcomes, as at start
    qtbot.waitUntil(lambda: any(text.startswith(msg.left_game_saved("FreeCell") + " Klondike") for text in said(window)),
                    timeout=3000)
    window.close()


def _keys_for(window: MainWindow, move: FreeCellMove) -> list[Qt.Key]:
    """The keys a keyboard player presses for ``move``: focus the card (its
    column's number, Up to the run's first card; C for the free cells), then
    F, X, or Space, the target column's number and Space."""
    from klondike_qt.engine.freecell.piles import locate_pile

    state = window.model.state
    pile, index = locate_pile(state, move.card)
    keys: list[Qt.Key] = []
    if pile.is_column:
        keys.append(Qt.Key(Qt.Key.Key_0.value + pile.number))
        keys += [Qt.Key.Key_Up] * (len(state.columns[pile.number - 1]) - 1 - index)
    elif pile.is_cell:  # C: the first cell, or from a cell the next one
        at = window.keyboard.cursor.pile
        keys += [Qt.Key.Key_C] * ((pile.number - at.number) % 4 if at.is_cell else pile.number)
    else:
        keys += [Qt.Key.Key_C] + [Qt.Key.Key_Right] * (3 + pile.number)
    place = move.target.place.value
    if place == "f":
        return [*keys, Qt.Key.Key_F]
    if place == "c":
        return [*keys, Qt.Key.Key_X]
    return [*keys, Qt.Key.Key_Space, Qt.Key(Qt.Key.Key_0.value + move.target.index), Qt.Key.Key_Space]


def test_a_deal_won_by_keys_alone_with_every_step_said(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=617, solver=False)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=2000)
    result = solve(window.model.state, Budget(seconds=None, nodes=500_000))
    assert result.moves
    for move in result.moves:
        if window.model.status in (GameStatus.WON, GameStatus.READY_TO_FINISH):
            break
        state = window.model.state
        if move.target == FOUNDATION and state.foundations[move.card.suit] >= move.card.rank:
            continue  # it went up by itself
        before = len(said(window))
        for key in _keys_for(window, move):
            QTest.keyClick(window.view, key)
        assert window.model.state is not state, (move, said(window)[before:])
    if window.model.status is GameStatus.READY_TO_FINISH:
        window.session.finish_interval_ms = 0
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.model.status is GameStatus.WON
    assert any("You won in" in text for text in said(window))
    assert not any(text.startswith("Can't") for text in said(window))
    window.close()


def test_x_on_a_covered_card_names_the_cells_rule_and_the_menus_speak_freecell(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=1, solver=False)
    run_command(window, "focus_column_1")
    run_command(window, "focus_up")
    run_command(window, "to_cell")
    assert said(window)[-1] == ("Can't put the 6 of diamonds in a free cell: a cell holds one card, "
                                "and cards lie on it.")
    assert window.actions["focus_last"].statusTip() == "Move the focus to column 8."
    window.close()


def test_leaving_a_started_freecell_game_asks_and_says_what_happened(qtbot, profile_dir, monkeypatch):
    from klondike_qt.ui import dialogs

    window = make_window(qtbot, profile_dir, "freecell", deal=617, solver=False)
    asked: list[bool] = []
    monkeypatch.setattr(dialogs, "confirm_abandon", lambda parent, restart, number=None: asked.append(restart) or False)
    window.session.play(window.model.state.legal_moves()[0])
    window.actions["new_game"].trigger()  # Escape: stay
    assert asked == [False] and window.model.deal_number == 617 and window.model.has_started
    assert said(window)[-1] == "You keep playing this game."
    monkeypatch.setattr(dialogs, "confirm_abandon", lambda parent, restart, number=None: asked.append(restart) or True)
    window.actions["restart"].trigger()  # Enter: this deal from its start, the game left counts as lost
    assert asked == [False, True] and window.model.deal_number == 617 and not window.model.has_started
    assert said(window)[-1] == "Restarted FreeCell, deal 617. The game so far counts as lost."
    monkeypatch.setattr(dialogs, "confirm_abandon", lambda *args: pytest.fail("an unstarted game is left at once"))
    window.actions["new_game"].trigger()
    assert window.model.deal_number != 617 and "lost" not in said(window)[-1]


def test_freecell_plays_its_sound_cues(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=617, solver=False)
    for cue in ("pick_up", "drop", "illegal"):
        window.settings.set(f"sound_{cue}", True)
    window.session.play(window.model.state.legal_moves()[0])
    window.keyboard.picked_up.emit()
    window.session.play(FreeCellMove(window.model.state.columns[0][-1], FOUNDATION))  # not an ace: refused
    assert window.sounds.played == ["drop", "pick_up", "illegal"]


def test_the_tree_has_klondikes_shape_for_one_utterance_per_key(qtbot, profile_dir):
    """As Klondike's (a11y/klondike_accessible.py): the focus is always a list item, a pile's
    focusChild is it, a held card is selected but never checked, the words start
    with a capital, a pile the held cards can go on says so, and the Orca-43
    fallback speaks through the focused item (no "notification")."""
    window = make_window(qtbot, profile_dir, "freecell", deal=617, solver=False)
    keys, tree = window.keyboard, window.keyboard.tree
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    run_command(window, "focus_cells")
    place = tree.current()
    assert place.role() == QAccessible.Role.ListItem and place.text(QAccessible.Text.Name) == "Free cell 1, empty."
    assert place.parent().role() == QAccessible.Role.Grouping and place.parent().focusChild() is place
    run_command(window, "focus_column_5")
    card = tree.current()
    assert card.text(QAccessible.Text.Name) == "Jack of clubs, column 5, card 6 of 6, on top."
    assert card.parent().focusChild() is card
    run_command(window, "pick_or_drop")
    state = card.state()
    assert state.selected and not state.checkable and not state.checked
    run_command(window, "focus_column_8")
    assert keys.focus_name() == "Queen of hearts, column 8, card 6 of 6, on top. The jack of clubs can go here."
    run_command(window, "focus_column_3")
    assert keys.focus_name() == "King of clubs, column 3, card 7 of 7, on top."
    run_command(window, "focus_column_8")
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == "Moved jack of clubs to column 8, on queen of hearts."
    run_command(window, "focus_up")
    assert keys.focus_name() == "Queen of hearts, column 8, card 6 of 7, heads a run of 2 cards."
    assert window.announcer.focus_channel == window.keyboard._through_focus  # the tree's, while the window is active
    window.view.clearFocus()
    assert tree.last_focus is None and tree.say_through_focus("Hello.") is False  # then a notification says it
    window.close()


def test_keys_that_leave_the_focus_still_answer(qtbot, profile_dir):
    """As Klondike's: Down on a column's top card, Up in the top row and Tab each say something."""
    window = make_window(qtbot, profile_dir, "freecell", deal=617, solver=False)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    run_command(window, "focus_down")
    assert said(window)[-1] == "Column 1 ends here: this card is on top."
    run_command(window, "focus_cells")
    run_command(window, "focus_up")
    assert said(window)[-1] == "Top row: nothing above free cell 1."
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    assert said(window)[-1] == ("The arrow keys move between the piles, 1 to 8 go to a column, C to the free cells. "
                                "F1 lists the keys.")
    assert window.view.hasFocus()
    window.close()
