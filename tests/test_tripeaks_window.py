"""TriPeaks in the real window: played by keys, mouse and ear (the rule book's
"By ear"), won by keys alone on the solver's line, saved and restored. What
every game shares (Tab, F10, Escape, undo in one utterance, …) is
tests/test_every_game.py's."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from ui_helpers import card_point, click, drag, make_window

from klondike_qt.engine.cards import Card
from klondike_qt.engine.solving import Budget
from klondike_qt.engine.status import GameStatus
from klondike_qt.engine.tripeaks import DRAW, TriPeaksState, WasteMove, new_tripeaks, row_and_number, solve
from klondike_qt.model.tripeaks_cursor import row_places
from klondike_qt.model.tripeaks_model import ROWS, STOCK, WASTE
from klondike_qt.ui.command_table import run_command
from klondike_qt.ui.main_window import MainWindow
from klondike_qt.ui.tripeaks_board import TriPeaksBoard

DEAL = 5


def C(text: str) -> Card:
    return Card.parse(text)


def said(window: MainWindow) -> list[str]:
    return window.announcer.texts


def tripeaks_window(qtbot, profile_dir, deal: int | None = DEAL) -> MainWindow:
    window = make_window(qtbot, profile_dir, "tripeaks", deal=deal, solver=False)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    return window


def test_the_focus_says_where_a_card_is_whether_it_is_free_and_what_covers_it(qtbot, profile_dir):
    window = tripeaks_window(qtbot, profile_dir)
    keys = window.keyboard
    # Deal 5: row 4 is A♦ 6♠ 2♠ Q♦ 4♣ 2♦ Q♣ 3♣ 3♠ A♠, the waste's card the king of spades.
    assert keys.focus_name() == "Ace of diamonds, row 4, card 1 of 10, free, fits the waste."
    run_command(window, "focus_next")
    assert keys.focus_name() == "6 of spades, row 4, card 2 of 10, free."
    run_command(window, "focus_up")
    assert keys.focus_name() == ("Face-down card, peak 1, row 3, card 1 of 9, "
                                 "under the ace of diamonds and the 6 of spades.")
    run_command(window, "focus_up")
    assert keys.focus_name() == "Face-down card, peak 1, row 2, card 1 of 6, under 2 face-down cards."
    run_command(window, "focus_up")
    run_command(window, "focus_up")
    assert said(window)[-1] == "Top of the peaks."
    run_command(window, "focus_column_5")
    assert keys.focus_name() == "Stock, 23 cards. Space turns the next one."
    run_command(window, "focus_column_6")
    assert keys.focus_name() == "King of spades, waste, 1 card. Next: a queen or an ace."
    run_command(window, "focus_down")
    assert said(window)[-1] == "Bottom of the table."
    run_command(window, "focus_column_2")  # row 2 has no free card yet: the first row down that has one
    assert keys.cursor.pile is ROWS[3]
    run_command(window, "say_moves")
    assert said(window)[-1] == ("Fits the waste: ace of diamonds, row 4; queen of diamonds, row 4; "
                                "queen of clubs, row 4; ace of spades, row 4. Or draw, 23 left in the stock.")
    run_command(window, "say_columns")
    assert said(window)[-1].startswith("Row 1: 3 face down. Row 2: 6 face down. Row 3: 9 face down. "
                                       "Row 4: free ace of diamonds, 6 of spades,")
    run_command(window, "say_waste_stock")
    assert said(window)[-1] == "Waste: king of spades, next a queen or an ace. 23 cards in the stock."
    run_command(window, "say_info")
    assert said(window)[-1].startswith("Score 0, streak 0; the next card earns 100. "
                                       "Cards left: 28 on the peaks, 23 in the stock.")
    run_command(window, "hint")
    assert said(window)[-1].startswith("Hint: play the ")
    keys.find("ks")
    assert said(window)[-1] == "The king of spades is the waste's card."
    keys.find("7h")
    assert said(window)[-1] == "The 7 of hearts is out of sight: face down or in the stock."
    window.close()


def test_pick_play_refusals_and_undo_in_the_rules_words(qtbot, profile_dir):
    window = tripeaks_window(qtbot, profile_dir)
    keys = window.keyboard
    run_command(window, "focus_column_1")
    run_command(window, "focus_next")  # the 6 of spades: free, does not fit the king
    run_command(window, "send_best")
    assert said(window)[-1] == "The 6 of spades doesn't fit the king of spades: it needs a queen or an ace."
    run_command(window, "focus_up")
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == "That card is face down, under the ace of diamonds and the 6 of spades."
    run_command(window, "focus_down")  # the nearest card under it: the ace of diamonds
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == "Holding ace of diamonds."
    run_command(window, "focus_column_5")
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == "Cards go only onto the waste: the ace of diamonds can't go on the stock."
    run_command(window, "focus_column_6")
    run_command(window, "pick_or_drop")
    assert said(window)[-1].startswith("Played ace of diamonds on the king of spades. Streak 1, plus 100. "
                                       "Next: a king or a 2.")
    assert window.model.state.score == 100 and window.model.state.top == C("Ad")
    run_command(window, "focus_column_4")  # the 2 of spades fits the ace; then the 6 of spades's neighbour
    run_command(window, "send_best")
    text = said(window)[-1]
    assert text.startswith("Played 2") and "Streak 2, plus 300." in text
    run_command(window, "draw")
    assert said(window)[-1].startswith("Turned ") and "Streak ended at 2. 22 left in the stock." in said(window)[-1]
    assert window.model.state.streak == 0
    run_command(window, "undo")
    assert said(window)[-1].startswith("Undone: turned ")
    run_command(window, "undo")
    assert said(window)[-1].startswith("Undone: played 2")
    assert window.model.state.score == 100 and window.model.state.streak == 1
    assert keys.cursor.held == ()
    window.close()


def test_a_play_says_what_it_turned_up_and_the_peak_it_cleared(qtbot, profile_dir):
    window = tripeaks_window(qtbot, profile_dir)
    # Everything but peak 1's top and a base card played: the queen of hearts goes on the jack,
    # 100 and the third peak's 5,000.
    tableau: list[Card | None] = [None] * 28
    tableau[0] = C("Qh")
    tableau[18] = C("5c")
    rest = [card for card in new_tripeaks(1).stock if card not in (C("Qh"), C("5c"), C("Jd"))]
    stock = tuple(card for card in new_tripeaks(1).tableau if card not in (C("Qh"), C("5c"), C("Jd")))
    position = TriPeaksState(tuple(tableau), (*stock, *rest[:1]), (*rest[1:], new_tripeaks(1).waste[0], C("Jd")))
    window.model.new_game(None, opening=position)
    run_command(window, "focus_column_1")
    assert window.keyboard.focus_name() == "Queen of hearts, peak 1, row 1, card 1 of 3, free, fits the waste."
    run_command(window, "send_best")
    assert said(window)[-1].startswith("Played queen of hearts on the jack of diamonds. Streak 1, plus 5100. "
                                       "Peak 1 cleared. Next: a jack or a king.")
    window.close()


def _keys_for(window: MainWindow, move: WasteMove) -> list[Qt.Key]:
    """A blind player's keys for ``move``: N for a draw; for a play the row's digit, Right or Left
    along the row to the card, Enter."""
    if move.card is None:
        return [Qt.Key.Key_N]
    digits = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4]
    state = window.model.state
    index = state.index_of(move.card)
    assert index is not None
    row = row_and_number(index)[0]
    QTest.keyClick(window.view, digits[row - 1])  # (the caller counts this key's words too)
    left = [i for i in row_places(row) if state.tableau[i] is not None]
    here = window.keyboard.cursor
    at = row_places(row)[0] + (here.index or 0)
    steps = left.index(index) - left.index(at)
    return [Qt.Key.Key_Right if steps > 0 else Qt.Key.Key_Left] * abs(steps) + [Qt.Key.Key_Return]


def test_a_deal_won_by_keys_alone_one_utterance_per_key(qtbot, profile_dir, monkeypatch):
    window = tripeaks_window(qtbot, profile_dir)
    result = solve(new_tripeaks(DEAL), Budget(seconds=30.0))
    assert result.moves
    heard: list[str] = []  # what a screen reader speaks: announcements and focus changes
    announcer = window.announcer
    announce, record_focus = announcer.announce, announcer.record_focus
    monkeypatch.setattr(announcer, "announce", lambda text, *rest: (heard.append(text), announce(text, *rest)))
    monkeypatch.setattr(announcer, "record_focus", lambda name: (heard.append(name), record_focus(name)))
    transcript: list[str] = []
    for move in result.moves:
        state = window.model.state
        before = len(heard)
        keys = _keys_for(window, move)
        if move.card is not None:
            assert len(heard) == before + 1, (move, heard[before:])  # the row's digit
            transcript.append(f"{row_and_number(state.index_of(move.card))[0]}: {heard[-1]}")
        for key in keys:
            before = len(heard)
            QTest.keyClick(window.view, key)
            assert len(heard) == before + 1, (move, key, heard[before:])
            transcript.append(f"{QTest.__name__ and key.name}: {heard[-1]}")
        assert window.model.state is not state, (move, heard[-3:])
    assert window.model.status is GameStatus.WON
    assert "You won in" in heard[-1] and f"score {window.model.state.score}" in heard[-1]
    assert not any("doesn't fit" in text or "face down, under" in text for text in heard)
    print("\n".join(transcript))
    window.close()


def test_the_mouse_clicks_a_card_onto_the_waste_drags_one_and_draws(qtbot, profile_dir):
    window = tripeaks_window(qtbot, profile_dir)
    view = window.view
    assert isinstance(view, TriPeaksBoard)
    view.finish_animations()
    click(view, card_point(view, C("6s")))  # free, but does not fit the king: said, nothing moves
    assert said(window)[-1] == "The 6 of spades doesn't fit the king of spades: it needs a queen or an ace."
    assert window.model.state.moves == 0
    click(view, card_point(view, C("As")))  # fits: played
    assert window.model.state.top == C("As")
    view.finish_animations()
    drag(view, card_point(view, C("2s")), card_point(view, C("As")))
    assert window.model.state.top == C("2s")
    view.finish_animations()
    stock = view.pile_rect(STOCK)
    click(view, QPointF(stock.center().x(), stock.top() + 5))
    assert window.model.state.moves == 3 and len(window.model.state.stock) == 22
    assert said(window)[-1].startswith("Turned ")
    view.finish_animations()
    waste = view.pile_rect(WASTE)
    assert view.card_rect(window.model.state.top).intersects(waste)
    window.close()


def test_the_game_is_saved_and_restored(qtbot, profile_dir):
    window = tripeaks_window(qtbot, profile_dir)
    for move in solve(new_tripeaks(DEAL), Budget(seconds=30.0)).moves[:8]:
        assert window.session.play(move)
    run_command(window, "undo")
    state = window.model.state
    window.close()
    again = make_window(qtbot, profile_dir, "tripeaks", deal=None, solver=False)
    assert again.model.game == "tripeaks" and again.model.deal_number == DEAL
    assert again.model.state.key() == state.key() and again.model.state.score == state.score
    assert again.model.state.streak == state.streak and again.model.undo_stack.canRedo()
    assert (profile_dir / "autosave-tripeaks.json").exists()
    again.close()


def test_the_welcome_a_deal_and_the_draw_key(qtbot, profile_dir):
    window = tripeaks_window(qtbot, profile_dir)
    assert window.narrator.voice.welcome(5, False) == "TriPeaks, deal 5. Press F1 for the list of keys."
    window.session.new_deal(7)
    assert said(window)[-1].startswith("TriPeaks, deal 7. Waste: ")
    run_command(window, "focus_column_5")
    run_command(window, "pick_or_drop")  # Space on the stock draws
    assert window.model.state.moves == 1 and window.model.history == (DRAW,)
    window.close()
