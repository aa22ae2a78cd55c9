"""Spider in the window: choosing the game and its suits (menu, command line,
the last game remembered, its own save), the board (ten columns and the stock
from 800×600, drawing with animations, the mouse), the keyboard cursor and
commands, the accessible tree, the sentences heard (the window's recording
announcer), F1, and a one-suit deal won by key presses alone."""

from __future__ import annotations

import json
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import make_settings, make_window

from klondike_qt.app import parse_arguments
from klondike_qt.engine.cards import Card, Suit
from klondike_qt.engine.solving import Budget
from klondike_qt.engine.spider import DEAL, SpiderMove, SpiderState, new_spider
from klondike_qt.engine.spider.piles import COLUMNS, PILES, STOCK
from klondike_qt.engine.spider.solver import solve
from klondike_qt.engine.status import GameStatus
from klondike_qt.model.settings import Verbosity
from klondike_qt.model.spider_model import SpiderModel
from klondike_qt.model.storage import Profile
from klondike_qt.ui.board_layout import FAN_MIN, column_need
from klondike_qt.ui.command_table import run_command
from klondike_qt.ui.help_dialog import HelpDialog, command_rows
from klondike_qt.ui.main_window import MainWindow
from klondike_qt.ui.spider_board import SpiderBoard, SpiderGeometry, pile_layout

C = Card.parse


def said(window: MainWindow) -> list[str]:
    return window.announcer.texts


def load(window: MainWindow, columns: list[str], hidden: list[int] | None = None, stock: int = 0) -> None:
    cols = tuple(tuple(C(t) for t in text.split()) for text in columns) + ((),) * (10 - len(columns))
    hid = tuple((hidden or []) + [0] * (10 - len(hidden or [])))
    state = SpiderState(cols, hid, (C("As"),) * stock, (), 2)
    model = window.model
    assert isinstance(model, SpiderModel)
    model.new_game(None, opening=state)


def scene_problems(window: MainWindow) -> list[str]:
    """Every place whose item is not where the state puts it, or not the card the state says."""
    view = window.view
    assert isinstance(view, SpiderBoard)
    view.finish_animations()
    state = window.model.state
    geometry = view.board_geometry
    problems = []
    for pile in PILES:
        layout = pile_layout(state, pile)
        items = view.pile_items(pile)
        if len(items) != len(layout):
            problems.append(f"{pile}: {len(items)} items for {len(layout)} cards")
            continue
        for index, ((card, up), item, (x, y)) in enumerate(zip(layout, items, geometry.positions(state, pile),
                                                                strict=True)):
            if item.card is not card or item.face_up != up:
                problems.append(f"{pile} {index}: shows {item.card} {item.face_up}, not {card} {up}")
            held = window.keyboard.cursor.held_from == pile and index >= len(layout) - len(window.keyboard.cursor.held)
            if not held and (abs(item.pos().x() - x) > 0.5 or abs(item.pos().y() - y) > 0.5):
                problems.append(f"{card} at {item.pos()} not {(x, y)} ({pile}, {index})")
            if not item.isVisible() or item.pixmap().isNull():
                problems.append(f"{card} not drawn")
    return problems


def test_the_command_line_takes_spider_and_its_suits():
    args = parse_arguments(["--game", "spider", "--suits", "2"])
    assert args.game == "spider" and args.suits == 2
    assert parse_arguments(["--suits", "4"]).game == "spider"  # the suits say the game
    with pytest.raises(SystemExit):
        parse_arguments(["--game", "spider", "--suits", "3"])
    with pytest.raises(SystemExit):
        parse_arguments(["--game", "freecell", "--suits", "2"])


def test_spider_opens_with_its_board_its_suits_and_is_remembered(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", deal=7, variant=2, solver=False)
    assert isinstance(window.view, SpiderBoard) and isinstance(window.model, SpiderModel)
    assert window.model.state == new_spider(7, 2)
    assert window.windowTitle() == "Spider, two suits — Deal 7"
    assert window.actions["play_spider_2"].isChecked() and not window.actions["play_klondike"].isChecked()
    assert not window.actions["to_foundation"].isVisible() and window.actions["draw"].text() == "Deal a Row"
    window.session.play(DEAL)
    window.close()
    saved = json.loads((profile_dir / "autosave-spider.json").read_text())
    assert saved["game"] == "spider" and saved["suits"] == 2 and saved["moves"] == ["deal"]
    again = MainWindow(Profile(profile_dir), make_settings(profile_dir))  # no --game: the last one played
    qtbot.addWidget(again)
    assert again.game == "spider" and again.model.state.rows_left == 4 and again.model.suits == 2
    again.close()
    again.settings.spider_suits = 1  # a setting out of step with the saved game (an older version, another tool)
    third = MainWindow(Profile(profile_dir), make_settings(profile_dir))
    qtbot.addWidget(third)
    assert third.model.suits == 2 and third.settings.spider_suits == 2
    third.session.use_solver(False)
    third.new_deal(ask=False)
    assert third.model.suits == 2  # F2 deals the suits of the game going on
    third.close()


def test_the_game_menu_changes_the_suits_and_the_game(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", deal=3, variant=1, solver=False)
    run_command(window, "play_spider_4")  # nothing started: no question
    assert window.model.suits == 4 and window.settings.spider_suits == 4
    assert window.actions["play_spider_4"].isChecked()
    run_command(window, "play_klondike")
    assert window.game == "klondike"
    run_command(window, "play_spider_4")
    assert window.game == "spider" and window.model.suits == 4
    window.close()


def test_ten_columns_and_the_stock_fit_from_800_by_600():
    long = tuple(Card.of(r, Suit.SPADES) for r in range(13, 0, -1)) + tuple(Card.of(r, Suit.HEARTS) for r in range(13, 0, -1))
    state = SpiderState((long[:20],) + ((C("Kh"),) * 30,) + new_spider(1, 4).columns[2:],
                        (0, 25) + (5,) * 8, new_spider(1, 4).stock, (Suit.SPADES,) * 7, 4)
    for width, height in ((800, 500), (1000, 700), (1600, 1000)):
        geometry = SpiderGeometry(width, height, tallest=max(
            column_need(down, len(column) - down) for column, down in zip(state.columns, state.hidden, strict=True)))
        w, h = geometry.card_size
        for pile in PILES:
            for x, y in geometry.positions(state, pile) or [geometry.slot_px(pile)]:
                assert x >= 0 and x + w <= width + 0.5, (width, pile)
                assert y >= 0 and y + h <= height + 0.5, (width, height, pile)
        assert w >= 60  # large enough to read at 800×600
        down, up = geometry.steps(5, 20)
        assert down <= 0.25 and up >= FAN_MIN  # a face-up card's rank and suit still show


def test_keyboard_play_and_its_sentences(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", variant=1, solver=False)
    load(window, ["Ks 9s 8h 7h", "Tc", "9d", "8s", "Qh", "7d", "Ks", "Qs", "Js", "Th"], [1])
    keys = window.keyboard
    keys.focus_column(1)
    assert keys.focus_name() == "8 of hearts, column 1, card 3 of 4, heads a run of 2 cards."
    run_command(window, "focus_up")
    assert keys.focus_name().startswith("9 of spades, column 1, card 2 of 4, under 2 cards that can't move")
    # Up on the first face-up card, Down on the top card: the focus stays and the key says why.
    run_command(window, "focus_up")
    assert keys.focus_name().startswith("9 of spades, column 1, card 2 of 4")
    assert said(window)[-1] == "Column 1: 1 face-down card under it."
    keys.focus_column(2)
    run_command(window, "focus_down")
    assert said(window)[-1] == "Column 2 ends here: this card is on top."
    run_command(window, "focus_up")
    assert said(window)[-1] == "Column 2: no card under it."
    keys.focus_column(1)
    run_command(window, "focus_up")
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == ("Can't move the 9 of spades with the cards on it: the suit changes between "
                                "the 9 of spades and the 8 of hearts.")
    assert not window.keyboard.cursor.is_holding
    run_command(window, "focus_down")
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == "Holding 8 to 7 of hearts, 2 cards."  # a run, said as one
    # Holding, a column is entered on its top card, which says whether the run can go there.
    run_command(window, "focus_column_2")
    assert keys.focus_name() == "10 of clubs, column 2, card 1 of 1, on top."
    run_command(window, "focus_column_3")
    assert keys.focus_name() == "9 of diamonds, column 3, card 1 of 1, on top. The 8 of hearts can go here."
    run_command(window, "focus_column_1")
    assert keys.focus_name().startswith("8 of hearts, column 1, card 3 of 4")  # back on the held run
    run_command(window, "focus_column_3")
    run_command(window, "pick_or_drop")
    assert window.model.state.columns[2] == (C("9d"), C("8h"), C("7h"))
    assert said(window)[-1].startswith("Moved 8 to 7 of hearts to column 3, on 9 of diamonds.")
    window.narrator.say_columns()
    assert said(window)[-1].startswith("Column 1: 1 face down, then 9 of spades. Column 2: 10 of clubs.")
    window.narrator.say_room()
    assert "9 of spades from column 1 to column 2" in said(window)[-1]
    window.narrator.say_waste_stock()
    assert said(window)[-1] == "The stock is empty. No sequence is complete yet, 8 to go."
    keys.focus_column(7)
    assert keys.focus_name() == "King of spades, column 7, card 1 of 1, on top."
    # Tab: the board is one stop, so it says how to move instead of leaving it (as FreeCell's).
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    assert said(window)[-1] == ("The arrow keys move between the columns, the stock and the completed sequences, "
                                "1 to 9 and 0 go to a column, End to the stock. F1 lists the keys.")
    assert window.view.hasFocus()
    window.close()


def test_a_row_is_refused_while_a_column_is_empty_and_said(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", variant=1, solver=False)
    load(window, ["Ks", "Qh", "", "Js"], stock=10)
    run_command(window, "draw")
    assert said(window)[-1] == "Can't deal a row: columns 3, 5, 6, 7, 8, 9, and 10 are empty; fill them first."
    window.keyboard.focus_column(4)
    run_command(window, "focus_next")
    assert window.keyboard.focus_name() == "Column 5, empty. Any card or same-suit run can go here; fill it before dealing a row."
    window.keyboard.focus_stock()
    assert window.keyboard.focus_name() == "Stock, 1 row left. Space deals a row, one card on each column."
    window.close()


def test_two_cards_of_one_name_are_told_apart_where_the_player_chooses(qtbot, profile_dir):
    """The rule for twins (two decks: cards of one name): the focus does not say
    where the others are (each is told apart by its column; in one suit every
    card has seven); while cards are held, a card they can go on names the other
    columns whose top card of that name takes them too; Find says every copy."""
    window = make_window(qtbot, profile_dir, "spider", variant=1, solver=False)
    load(window, ["Ks 7h", "Qh", "7h", "8s", "8s 6h", "8s", "Ks 8s"], [1, 0, 0, 0, 0, 0, 1])
    keys = window.keyboard
    keys.focus_column(3)
    assert keys.focus_name() == "7 of hearts, column 3, card 1 of 1, on top."
    keys.find("7h")
    assert said(window)[-1] == "7 of hearts: column 1, card 2 of 2 and column 3, card 1 of 1."
    keys.focus_column(3)
    run_command(window, "pick_or_drop")
    keys.focus_column(4)
    assert keys.focus_name() == ("8 of spades, column 4, card 1 of 1, on top. The 7 of hearts can go here, "
                                 "or on another 8 of spades, in columns 6 or 7.")
    keys.focus_column(5)  # a 6 on its 8 of spades: no place for the 7
    assert keys.focus_name() == "6 of hearts, column 5, card 2 of 2, on top."
    keys.focus_column(2)  # not one rank higher: nothing more
    assert keys.focus_name() == "Queen of hearts, column 2, card 1 of 1, on top."
    window.settings.set("verbosity", Verbosity.BRIEF)
    keys.focus_column(6)
    assert keys.focus_name() == "8 of spades, column 6. The 7 of hearts can go here."
    window.settings.set("verbosity", Verbosity.FULL)
    run_command(window, "pick_or_drop")
    assert window.model.state.columns[5] == (C("8s"), C("7h"))
    run_command(window, "focus_column_1")
    run_command(window, "pick_or_drop")
    keys.focus_column(7)
    assert keys.focus_name() == "8 of spades, column 7, card 2 of 2, on top. The 7 of hearts can go here, " \
                                "or on the other 8 of spades, in column 4."
    window.close()


def test_a_completed_sequence_a_deal_an_undo_and_a_hint_each_in_one_sentence(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", variant=1, solver=False)
    run = " ".join(f"{r}s" for r in "K Q J T 9 8 7 6 5 4 3 2".split())
    load(window, [run, "Qh As", "Th", "9d", "8c", "7d", "6c", "5d", "4c", "3d"], [0, 1], stock=10)
    window.session.play(SpiderMove(2, C("As"), 1))
    text = said(window)[-1]
    assert text.startswith("Moved ace of spades to column 1, on 2 of spades. Completed a sequence of spades")
    assert "Column 2 reveals the queen of hearts." in text
    run_command(window, "undo")
    assert said(window)[-1].startswith("Undone: moved ace of spades from column 2 to column 1.")
    assert "The sequence of spades is back in column 1." in said(window)[-1]
    assert "The queen of hearts in column 2 is face down again." in said(window)[-1]  # as Klondike's undo
    run_command(window, "redo")
    assert said(window)[-1].startswith("Redone: moved ace of spades from column 2 to column 1.")
    assert "Column 2 reveals the queen of hearts." in said(window)[-1]
    run_command(window, "undo")
    run_command(window, "draw")
    assert said(window)[-1].startswith("Dealt a row of spades, 0 rows left: column 1, ace; column 2, ace; column 3, ace")  # one suit: ranks only
    run_command(window, "undo")
    # The row's ace of spades completed column 1's sequence: both come back in one undo.
    # The focus (on column 1) rests on the sequence's king again: said after the result, in one utterance.
    assert said(window)[-1] == ("Undone: dealt a row. The row is back in the stock. "
                                "The sequence of spades is back in column 1. "
                                "Now on: king of spades, column 1, card 1 of 12, heads a run of 12 cards.")
    run_command(window, "hint")
    assert said(window)[-1] == ("Hint: move the ace of spades from column 2 onto the 2 of spades in column 1.")
    window.close()


def test_the_accessible_tree_has_every_pile_and_card(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", deal=1, variant=1, solver=False)
    board = QAccessible.queryAccessibleInterface(window.view)
    assert board is not None and board.role() == QAccessible.Role.Grouping
    assert board.childCount() == 12
    names = [board.child(i).text(QAccessible.Text.Name) for i in range(12)]
    assert names[:10] == [f"Column {n}" for n in range(1, 11)]
    assert names[10] == "Stock" and names[11].startswith("Completed sequences")
    assert sum(board.child(i).childCount() for i in range(10)) == 54
    column1 = board.child(0)
    first = column1.child(0)
    assert first.role() == QAccessible.Role.ListItem and first.text(QAccessible.Text.Name) == "Face-down card, column 1, card 1 of 6."
    top = column1.child(5)
    from klondike_qt.a11y.messages import card_name, sentence_start

    assert top.text(QAccessible.Text.Name).startswith(
        f"{sentence_start(card_name(window.model.state.columns[0][-1]))}, column 1, card 6 of 6")
    assert column1.text(QAccessible.Text.Description).startswith("Column 1: 5 face down, then ")
    assert not top.rect().isEmpty()
    # Klondike's shape (Orca: one utterance per key): piles are Groupings, the focus always a list item.
    assert all(board.child(i).role() == QAccessible.Role.Grouping for i in range(12))
    assert first.state().disabled and not first.state().focusable and top.state().focusable
    assert column1.indexOfChild(top) == 5 and top.parent() is column1
    stock = board.child(10)
    assert stock.childCount() == 1 and stock.child(0).text(QAccessible.Text.Name).startswith("Stock, 5 rows left")
    assert stock.child(0).role() == QAccessible.Role.ListItem and stock.child(0).parent() is stock
    window.view.setFocus()
    QApplication.processEvents()
    keys = window.keyboard
    keys.focus_column(1)
    assert board.focusChild() is top and column1.focusChild() is top and stock.focusChild() is None
    assert top.state().focused
    run_command(window, "pick_or_drop")
    assert top.state().selected and not top.state().checked and not top.state().checkable
    run_command(window, "cancel")
    keys.focus_stock()
    assert board.focusChild() is stock.child(0) and stock.focusChild() is stock.child(0)
    window.session.play(DEAL)
    assert column1.childCount() == 7 and stock.child(0).text(QAccessible.Text.Name).startswith("Stock, 4 rows left")
    completed = board.child(11)
    assert completed.childCount() == 1 and completed.child(0).text(QAccessible.Text.Name) == "Completed sequences, 0 of 8."
    load(window, ["Ks", "", "Qh"])
    column2 = board.child(1)
    assert column2.childCount() == 1 and column2.child(0).role() == QAccessible.Role.ListItem
    assert column2.child(0).text(QAccessible.Text.Name).startswith("Column 2, empty.")
    assert column2.indexOfChild(column2.child(0)) == 0
    keys.focus_column(2)
    assert board.focusChild() is column2.child(0)
    # The Orca-43 fallback speaks through the focused card, as in Klondike (no screen reader here: not taken).
    assert window.announcer.focus_channel == window.keyboard._through_focus  # the tree's, while the window is active
    assert window.keyboard.tree.say_through_focus("Hello.") is False
    window.close()


def test_f1_shows_spiders_rules_and_keys(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", variant=1, solver=False)
    rows = {row[1]: row for row in command_rows(window)}
    assert rows["draw"][2] == "Deal a Row" and rows["draw"][3] == "N"
    assert rows["focus_column_10"][3] == "0" and rows["say_room"][2] == "Say Runs That Can Move"
    assert rows["to_cell"][4].startswith("Only in FreeCell: ") and rows["to_foundation"][4].startswith("Only in Klondike, FreeCell, and Yukon: ")
    dialog = HelpDialog(window)
    text = dialog.rules.toPlainText()
    assert "Spider" in text and "same-suit run" in text and "Keys of Spider" in text and "N deals a row" in text
    dialog.close()
    window.close()


def test_moves_and_rows_animate_and_end_where_the_state_says(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", deal=2, variant=2, animations=True, solver=False)
    view = window.view
    assert isinstance(view, SpiderBoard)
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    assert scene_problems(window) == []
    window.session.play(DEAL)
    assert view.animating
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    assert scene_problems(window) == []
    from klondike_qt.engine.spider.advice import hint_order

    move = next(m for m in hint_order(window.model.state) if not m.is_deal)
    window.session.play(move)
    qtbot.waitUntil(lambda: not view.animating, timeout=3000)
    assert scene_problems(window) == []
    window.session.undo()
    window.session.undo()
    qtbot.waitUntil(lambda: not view.animating, timeout=3000)
    assert scene_problems(window) == []
    window.session.new_deal(9)
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    assert scene_problems(window) == []
    window.close()


def test_the_mouse_drags_and_clicks_runs_and_clicks_the_stock(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", variant=1, solver=False)
    load(window, ["Ks 9s", "Th", "Ts", "Qd", "Jc", "4h", "5h", "6h", "7h", "8h"], [1], stock=10)
    view = window.view
    assert isinstance(view, SpiderBoard)
    rect = view.slot_rect(COLUMNS[0], 1)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert window.model.state.columns[2] == (C("Ts"), C("9s"))  # a click: onto its own suit first
    source = view.slot_rect(COLUMNS[4], 0).center().toPoint()
    target = view.slot_rect(COLUMNS[3], 0).center().toPoint()
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=source)
    for step in range(1, 11):
        QTest.mouseMove(view.viewport(), source + (target - source) * step / 10)
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=target)
    assert window.model.state.columns[3] == (C("Qd"), C("Jc"))
    stock = view.pile_rect(STOCK).center()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPointF(stock).toPoint())
    assert "Can't deal a row: column 5 is empty; fill it first." in said(window)
    assert scene_problems(window) == []
    window.close()


def _keys_for(window: MainWindow, move: SpiderMove) -> list[Qt.Key]:
    if move.is_deal:
        return [Qt.Key.Key_N]
    digit = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_6, Qt.Key.Key_7,
             Qt.Key.Key_8, Qt.Key.Key_9, Qt.Key.Key_0]
    state = window.model.state
    column = state.columns[move.source - 1]
    index = next(i for i in range(len(column) - 1, -1, -1) if column[i] is move.card)
    downs = index - state.run_start(move.source)
    return [digit[move.source - 1]] + [Qt.Key.Key_Down] * downs + [Qt.Key.Key_Space, digit[move.target - 1],
                                                                   Qt.Key.Key_Space]


def test_a_one_suit_deal_won_by_keys_alone_with_every_step_said(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", deal=3, variant=1, solver=False)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=2000)
    result = solve(window.model.state, Budget(seconds=10.0, nodes=200_000))
    assert result.moves
    heard: list[str] = []
    announce = window.announcer.announce
    window.announcer.announce = lambda text, *rest: (heard.append(text), announce(text, *rest))  # type: ignore[method-assign]
    for move in result.moves:
        state = window.model.state
        before = len(heard)
        for key in _keys_for(window, move):
            QTest.keyClick(window.view, key)
        assert window.model.state is not state, (move, heard[before:])
        assert len(heard) > before
    assert window.model.status is GameStatus.WON
    assert "You won in" in heard[-1] and "score" in heard[-1]
    assert sum("Completed a sequence of spades" in text for text in heard) == 8
    assert not any(text.startswith("Can't") for text in heard)
    records = window.statistics.records
    assert records[-1].game == "spider" and records[-1].draw == 1 and records[-1].outcome.value == "won"
    window.close()


def test_spider_plays_its_sound_cues(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", variant=1, solver=False)
    for cue in ("pick_up", "drop", "illegal", "reveal", "turn", "win"):
        window.settings.set(f"sound_{cue}", True)
    load(window, ["Ks 9s", "Qh Th", "Ts", "Qd", "Kc Jc", "4h", "5h", "6h", "7h", "8h"], [1, 0, 0, 0, 1], stock=10)
    window.session.play(SpiderMove(1, C("9s"), 3))  # the K turns up
    window.session.play(SpiderMove(4, C("Qd"), 4))  # refused
    window.session.play(SpiderMove(5, C("Jc"), 4))  # the K of clubs turns up
    window.session.play(SpiderMove(2, C("Th"), 4))
    window.session.play(DEAL)
    assert window.sounds.played == ["reveal", "illegal", "reveal", "drop", "turn"]
    window.close()


def test_leaving_a_started_spider_game_asks_and_says_what_happened(qtbot, profile_dir, monkeypatch):
    from klondike_qt.ui import dialogs

    window = make_window(qtbot, profile_dir, "spider", deal=11, variant=1, solver=False)
    asked: list[bool] = []
    monkeypatch.setattr(dialogs, "confirm_abandon", lambda parent, restart, number=None: asked.append(restart) or False)
    window.session.play(DEAL)
    run_command(window, "play_spider_2")  # Escape: stay, with one suit
    assert asked == [False] and window.model.suits == 1 and window.model.has_started
    assert said(window)[-1] == "You keep playing this game." and window.actions["play_spider_1"].isChecked()
    monkeypatch.setattr(dialogs, "confirm_abandon", lambda parent, restart, number=None: asked.append(restart) or True)
    run_command(window, "restart")
    assert asked == [False, True] and window.model.deal_number == 11 and not window.model.has_started
    assert said(window)[-1] == "Restarted Spider, one suit, deal 11. The game so far counts as lost."
    window.session.play(DEAL)
    run_command(window, "play_spider_2")  # Enter: a new two-suit deal, the game left counts as lost
    assert window.model.suits == 2 and window.windowTitle() == f"Spider, two suits — Deal {window.model.deal_number}"
    assert said(window)[-1].startswith("Spider, two suits, deal ") and said(window)[-1].endswith("counts as lost.")
    lost = [r for r in window.statistics.records if r.game == "spider"]
    assert [(r.draw, r.outcome.value) for r in lost] == [(1, "lost"), (1, "lost")]
    window.close()


def test_the_statistics_dialog_has_a_line_per_number_of_suits(qtbot, profile_dir):
    from klondike_qt.engine.rules import Scoring
    window = make_window(qtbot, profile_dir, "spider", deal=3, variant=2, solver=False)
    dialog = window.statistics_dialog()
    mode = dialog.mode.currentData()
    assert (mode.game, mode.draw, mode.scoring) == ("spider", 2, Scoring.STANDARD)
    assert dialog.mode.currentText() == "Spider, two suits"
    texts = [dialog.mode.itemText(i) for i in range(dialog.mode.count())]
    assert [text for text in texts if text.startswith("Spider")] == ["Spider, one suit", "Spider, two suits",
                                                                     "Spider, four suits"]
    dialog.close()
    window.close()


def test_f10_on_the_board_opens_the_menu_bar(qtbot, tmp_path):
    """As in Klondike and FreeCell: F10 on the board opens the Game menu, as on GNOME."""
    window = make_window(qtbot, tmp_path, "spider", variant=1, solver=False)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    QTest.keyClick(window.view, Qt.Key.Key_F10)
    bar = window.menuBar()
    qtbot.waitUntil(lambda: bar.activeAction() is not None, timeout=2000)
    assert bar.activeAction().menu() is bar.actions()[0].menu()
    bar.activeAction().menu().close()


def test_the_toolbar_has_deal_a_row_in_spider_only(qtbot, tmp_path):
    """Spider's players look for the button (KPatience has it); Klondike's and FreeCell's toolbars keep theirs."""
    window = make_window(qtbot, tmp_path, "spider", variant=1, solver=False)
    visible = {a.text().replace("&", ""): a for a in window.toolbar.actions() if a.isVisible()}
    assert set(visible) == {"New Deal", "Restart Deal", "Undo", "Redo", "Hint", "Deal a Row"}
    assert visible["Deal a Row"].toolTip().startswith("Deal one card from the stock onto each column")
    rows = window.model.state.rows_left
    visible["Deal a Row"].trigger()
    assert window.model.state.rows_left == rows - 1
    assert said(window)[-1].startswith("Dealt a row")
    window.switch_game("freecell")
    assert "Deal a Row" not in {a.text().replace("&", "") for a in window.toolbar.actions() if a.isVisible()}
    window.switch_game("klondike")
    assert {a.text().replace("&", "") for a in window.toolbar.actions() if a.isVisible()} == {
        "New Deal", "Restart Deal", "Undo", "Redo", "Hint"}


def test_a_deal_with_winnable_only_and_no_list_for_its_suits_says_it_is_random(qtbot, profile_dir, monkeypatch):
    # With no list for four suits (missing, or not made yet) "winnable deals only" cannot keep its word, and
    # the deal says so (status bar, announcement) rather than pass for a winnable one.
    from klondike_qt.model import model_base, spider_model

    for module in (model_base, spider_model):
        monkeypatch.setattr(module, "winnable_deals", lambda name, highest=0: () if name == "spider4" else (5,))
    window = make_window(qtbot, profile_dir, "spider", deal=3, variant=1, solver=False)
    window.settings.winnable_only = True
    run_command(window, "play_spider_4")
    model = window.model
    assert isinstance(model, SpiderModel) and model.suits == 4 and model.unlisted
    assert "Random: no winnable list" in window._deal_label.text()
    assert said(window)[-1].endswith(
        "No list of winnable deals with four suits yet: this deal is random and may be impossible to win.")
    run_command(window, "play_spider_2")  # a listed number of suits: nothing to say
    assert model.suits == 2 and not model.unlisted and model.deal_number == 5
    assert "Random" not in window._deal_label.text() and "No list" not in said(window)[-1]
    window.settings.spider_suits = 4
    window.session.new_deal(12)  # a number the player asked for is no random pick
    assert model.suits == 4 and not model.unlisted and "Random" not in window._deal_label.text()
    window.close()
