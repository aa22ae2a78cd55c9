"""Golf in the real window: played by keys, mouse and ear (the rule book's
"By ear"), won by the solver's line with one utterance per key, saved and
restored. What every game shares (Tab, F10, Escape, undo in one utterance, …)
is tests/test_every_game.py's."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from ui_helpers import card_point, click, drag, make_window

from klondike_qt.engine.cards import Card
from klondike_qt.engine.golf import STOCK_SIZE, WasteMove, new_golf, solve
from klondike_qt.engine.status import GameStatus
from klondike_qt.model.golf_model import STOCK, WASTE
from klondike_qt.ui.command_table import run_command
from klondike_qt.ui.golf_board import GolfBoard
from klondike_qt.ui.main_window import MainWindow

#: Deal 15: columns (bottom → top) 9s 8h 6s Jd 4h / 6h Qd 4d Kc 8s / 3c Tc 2d 2c 3s / 7c Ad Ah 6d 4c /
#: 7h Kd 3h 8d Td / 2s As 5s 9c Qc / 7s Ks 9h Qh Jc; the 9 of diamonds on the waste; winnable.
DEAL = 15


def C(text: str) -> Card:
    return Card.parse(text)


def said(window: MainWindow) -> list[str]:
    return window.announcer.texts


def golf_window(qtbot, profile_dir, deal: int | None = DEAL, size: tuple[int, int] | None = (1000, 760)) -> MainWindow:
    window = make_window(qtbot, profile_dir, "golf", deal=deal, solver=False, size=size)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    return window


def test_the_focus_says_the_card_first_where_it_is_and_whether_it_is_free(qtbot, profile_dir):
    window = golf_window(qtbot, profile_dir)
    keys = window.keyboard
    run_command(window, "focus_column_5")
    assert keys.focus_name() == "10 of diamonds, column 5, top card, 4 under it, fits the waste"
    run_command(window, "focus_column_1")
    assert keys.focus_name() == "4 of hearts, column 1, top card, 4 under it, does not fit the waste"
    run_command(window, "focus_up")
    assert keys.focus_name() == "Jack of diamonds, column 1, card 2 from the top, under 4 of hearts"
    run_command(window, "focus_up")
    assert keys.focus_name() == ("6 of spades, column 1, card 3 from the top, under 4 of hearts and "
                                 "jack of diamonds")
    for _ in range(2):
        run_command(window, "focus_up")
    run_command(window, "focus_up")
    assert said(window)[-1] == "Bottom of column 1."
    run_command(window, "focus_waste")
    assert keys.focus_name() == "9 of diamonds, waste, an 8 or a 10 fits"
    run_command(window, "focus_last")
    assert keys.focus_name() == "Stock, 16 cards left"  # the stock's order is never said
    run_command(window, "say_moves")
    assert said(window)[-1] == "Fits the waste: 8 of spades, column 2; 10 of diamonds, column 5."
    run_command(window, "say_waste_stock")
    assert said(window)[-1] == "Waste: the 9 of diamonds, an 8 or a 10 fits. 16 cards left in the stock."
    run_command(window, "say_columns")
    assert said(window)[-1].startswith("Column 1, from the top: 4 of hearts, jack of diamonds, 6 of spades, "
                                       "8 of hearts, and 9 of spades. Column 2, from the top: 8 of spades")
    run_command(window, "say_info")
    assert said(window)[-1].startswith("Score 35 strokes, 16 cards left in the stock, time 0 seconds.")
    keys.find("5h")  # Ctrl+F: a stock card is said to be there, not where (the stock's order is hidden)
    assert said(window)[-1] == "The 5 of hearts is in the stock." and keys.cursor.pile == STOCK
    keys.find("jd")
    assert said(window)[-1] == "The jack of diamonds is in column 1, card 2 from the top."
    assert keys.focus_name() == "Jack of diamonds, column 1, card 2 from the top, under 4 of hearts"
    window.close()


def test_play_draw_refusals_and_undo_in_the_rules_words(qtbot, profile_dir):
    window = golf_window(qtbot, profile_dir)
    run_command(window, "focus_column_1")
    run_command(window, "send_best")  # 4♥ on the 9♦
    assert said(window)[-1] == "The 4 of hearts doesn't fit the 9 of diamonds: it needs an 8 or a 10."
    run_command(window, "focus_up")
    run_command(window, "pick_or_drop")  # a covered card
    assert said(window)[-1] == ("Only the top card of a column can be played: the jack of diamonds is under "
                                "the 4 of hearts.")
    run_command(window, "focus_column_2")
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == "Holding 8 of spades."
    run_command(window, "focus_column_3")
    run_command(window, "pick_or_drop")  # a card is never put on a column
    assert said(window)[-1] == "Nothing goes on a column: the 8 of spades can only go onto the waste."
    run_command(window, "focus_waste")
    assert window.keyboard.focus_name() == "9 of diamonds, waste, an 8 or a 10 fits. The 8 of spades can go here."
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == ("Played 8 of spades on the 9 of diamonds. Column 2 shows the king of clubs. "
                                "Next: a 7 or a 9. 34 cards left in the columns.")
    run_command(window, "draw")
    assert said(window)[-1] == "Turned the 5 of hearts: a 4 or a 6 fits. 15 left in the stock."
    run_command(window, "focus_column_1")
    run_command(window, "send_best")
    assert said(window)[-1] == ("Played 4 of hearts on the 5 of hearts. Column 1 shows the jack of diamonds. "
                                "Next: a 3 or a 5. 33 cards left in the columns.")
    run_command(window, "undo")
    assert said(window)[-1].startswith("Undone: the 4 of hearts is back on column 1. The waste shows the "
                                       "5 of hearts.")
    run_command(window, "undo")
    assert said(window)[-1].startswith("Undone: the 5 of hearts is back on the stock. The waste shows the "
                                       "8 of spades.")
    run_command(window, "redo")
    assert said(window)[-1].startswith("Redone: turned the 5 of hearts. 15 left in the stock.")
    window.close()


def test_the_hint_is_the_solvers_first_move(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "golf", deal=DEAL, solver=True)
    qtbot.waitUntil(lambda: window.session.winnable() is not None, timeout=20000)
    run_command(window, "hint")
    assert said(window)[-1].startswith("Hint: 8 of spades, column 2")
    run_command(window, "say_info")
    assert said(window)[-1].endswith("The deal is still winnable.")
    window.close()


def _keys_for(window: MainWindow, move: WasteMove) -> list[Qt.Key]:
    """A blind player's keys for ``move``: N to draw; the column's digit and Enter to play."""
    digits = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_6, Qt.Key.Key_7]
    if move.card is None:
        return [Qt.Key.Key_N]
    column = window.model.state.locate(move.card).column
    return [digits[column - 1], Qt.Key.Key_Return]


def test_a_deal_won_by_keys_alone_one_utterance_per_key(qtbot, profile_dir, monkeypatch):
    window = golf_window(qtbot, profile_dir)
    result = solve(new_golf(DEAL))
    assert result.moves
    heard: list[str] = []  # what a screen reader speaks: announcements and focus changes
    announcer = window.announcer
    announce, record_focus = announcer.announce, announcer.record_focus
    monkeypatch.setattr(announcer, "announce", lambda text, *rest: (heard.append(text), announce(text, *rest)))
    monkeypatch.setattr(announcer, "record_focus", lambda name: (heard.append(name), record_focus(name)))
    for move in result.moves:
        state = window.model.state
        for key in _keys_for(window, move):
            before = len(heard)
            QTest.keyClick(window.view, key)
            assert len(heard) == before + 1, (move, key, heard[before:])
        assert window.model.state is not state, (move, heard[-3:])
    assert window.model.status is GameStatus.WON
    left = STOCK_SIZE - sum(move.card is None for move in result.moves)  # the line's draws: the solver's choice
    assert heard[-1].startswith("Played ") and "You won in" in heard[-1]
    assert f"{left} {'card' if left == 1 else 'cards'} left in the stock: score minus {left}." in heard[-1]
    assert not any(text.startswith(("The ", "Only", "No wrapping")) for text in heard)
    window.close()


def test_the_mouse_clicks_a_card_drags_it_onto_the_waste_and_draws(qtbot, profile_dir):
    window = golf_window(qtbot, profile_dir)
    view = window.view
    assert isinstance(view, GolfBoard)
    view.finish_animations()
    click(view, card_point(view, C("Td")))  # a free card that fits: played
    assert window.model.state.waste_top == C("Td")
    view.finish_animations()
    click(view, card_point(view, C("4h")))  # does not fit: the rule is said, nothing moves
    assert said(window)[-1] == "The 4 of hearts doesn't fit the 10 of diamonds: it needs a 9 or a jack."
    assert window.model.state.waste_top == C("Td")
    waste = view.card_rect(C("Td"))
    drag(view, card_point(view, C("8d")),
         QPointF(waste.center().x(), waste.center().y()))  # 8♦ does not fit the 10♦: put back
    assert window.model.state.waste_top == C("Td")
    view.finish_animations()
    drag(view, card_point(view, C("Jc")), QPointF(waste.center().x(), waste.center().y()))
    assert window.model.state.waste_top == C("Jc")
    view.finish_animations()
    stock = view.pile_rect(STOCK)
    click(view, QPointF(stock.center().x(), stock.center().y()))
    assert window.model.state.waste_top == C("5h") and window.model.state.stock_count == 15
    assert window.model.state.moves == 3
    window.close()


def test_the_table_fits_the_smallest_window(qtbot, profile_dir):
    window = golf_window(qtbot, profile_dir, size=(800, 600))
    view = window.view
    view.finish_animations()
    area = view.viewport().rect()
    for card in (C("4h"), C("Jc"), C("9d")):
        rect = view.card_rect(card)
        assert area.contains(rect.toRect()), (card, rect, area)
    assert view.card_rect(C("4h")).width() >= 60
    window.close()


def test_the_game_is_saved_and_restored_with_its_undo(qtbot, profile_dir):
    window = golf_window(qtbot, profile_dir)
    for move in ("focus_column_2", "send_best", "draw"):
        run_command(window, move)
    state = window.model.state
    run_command(window, "undo")
    window.close()
    again = golf_window(qtbot, profile_dir, deal=None)
    assert again.model.game == "golf" and again.model.deal_number == DEAL
    assert again.model.undo_stack.canRedo()
    run_command(again, "redo")
    assert again.model.state == state and again.model.state.score == 34
    assert (profile_dir / "autosave-golf.json").exists()
    assert WASTE in again.model.change_type.every_pile
    again.close()


def test_statistics_score_every_deal_in_strokes_the_best_is_the_lowest(qtbot, profile_dir):
    """The rule book: strokes, lower is better; an unwon deal scores the cards left in the
    columns, a won one minus the cards left in the stock. The dialog says the best and the average."""
    window = golf_window(qtbot, profile_dir)
    line = solve(new_golf(DEAL)).moves
    for move in line[:8]:
        assert window.session.play(move)
    left = window.model.state.score  # the cards left in the columns as it is left, not at its first move
    assert left < 34
    window.new_deal(16, ask=False)  # left unwon: it scores what is left
    lost = [r for r in window.statistics.records if r.game == "golf"]
    assert [(r.outcome.value, r.score) for r in lost] == [("lost", left)]
    window.session.new_deal(DEAL)  # won: minus the cards left in the stock
    for move in line:
        assert window.session.play(move)
    won = window.model.state.score
    assert window.model.status is GameStatus.WON and won == -len(window.model.state.stock) < 0
    dialog = window.statistics_dialog()
    qtbot.addWidget(dialog)
    assert dialog.mode.currentData().game == "golf"
    rows = dict(dialog.rows())
    assert rows["Played"] == "2" and rows["Won"] == "1"
    assert rows["Best score (fewest strokes)"] == str(won)
    assert rows["Average score in strokes"] == f"{(left + won) / 2:.1f}"
    assert "Best score" not in rows  # no points scoring: the highest would be the worst
    window.close()
