"""Pyramid in the real window: played by keys, mouse and ear (the rule book's
"By ear"), won by keys alone along the solver's line, saved and restored.
What every game shares (Tab, F10, Escape, undo in one utterance, …) is
tests/test_every_game.py's."""

from __future__ import annotations

from a11y_helpers import press
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from ui_helpers import card_point, click, drag, make_window

from klondike_qt.engine.cards import Card
from klondike_qt.engine.pyramid import DRAW, PyramidMove, PyramidState, new_pyramid, opening, solve
from klondike_qt.engine.solving import Budget
from klondike_qt.engine.status import GameStatus
from klondike_qt.model.pyramid_model import PYRAMID_ROWS, STOCK, WASTE
from klondike_qt.ui.command_table import run_command
from klondike_qt.ui.main_window import MainWindow
from klondike_qt.ui.pyramid_board import PyramidBoard


def C(text: str) -> Card:
    return Card.parse(text)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(C(code) for code in text.split())


def said(window: MainWindow) -> list[str]:
    return window.announcer.texts


#: Row 7 holds 5♥ and 8♣ among others; the stock's top is 9♦, under it 4♣ (drawn to the waste first).
POSITION = opening(
    (cards("Ks"), cards("2c 3c"), cards("4c 5c 6c"), cards("7c 9c Tc Jc"), cards("Qc Ad 2d 3d 4d"),
     cards("5d 6d 7d 8d Qs 9d"), cards("5h 8c Td Jd Qd Kd Ah")),
    cards("4s 9h As 2s 3s 5s 6s 7s 8s 9s Ts Js 2h 3h 4h 6h 7h 8h Ac Th Jh Qh Kh Kc"))


def pyramid_window(qtbot, profile_dir, position: PyramidState | None = POSITION, deal: int = 5) -> MainWindow:
    window = make_window(qtbot, profile_dir, "pyramid", deal=deal, solver=False)
    if position is not None:
        window.model.new_game(None, opening=position)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    return window


def test_keys_and_the_sentences_heard(qtbot, profile_dir):
    window = pyramid_window(qtbot, profile_dir)
    keys = window.keyboard
    run_command(window, "focus_column_7")
    assert keys.focus_name() == "5 of hearts, row 7, card 1 of 7, free. Pairs with 8 of clubs in row 7."
    run_command(window, "focus_next")
    assert keys.focus_name() == "8 of clubs, row 7, card 2 of 7, free. Pairs with 5 of hearts in row 7."
    run_command(window, "focus_up")
    assert keys.focus_name() == "5 of diamonds, row 6, card 1 of 6, covered by the 5 of hearts and the 8 of clubs."
    run_command(window, "focus_column_6")  # no free card in row 6: its first card
    assert keys.cursor.index == 0
    # A covered card is not picked up: what covers it is said, as Enter says it; a pair that does not make 13
    # says the sum.
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == "The 5 of diamonds is covered by the 5 of hearts and the 8 of clubs."
    assert not keys.cursor.is_holding
    run_command(window, "focus_column_7")
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == "Holding 5 of hearts: needs an 8. Free now: 8 of clubs in row 7."
    for _ in range(2):
        run_command(window, "focus_next")
    assert keys.focus_name() == "10 of diamonds, row 7, card 3 of 7, free."
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == "10 of diamonds and 5 of hearts make 15, not 13."
    assert keys.cursor.is_holding
    run_command(window, "focus_previous")
    assert keys.focus_name().endswith("Makes 13 with the 5 of hearts you hold.")
    run_command(window, "pick_or_drop")
    assert said(window)[-1] == ("Removed 8 of clubs and 5 of hearts, plus 5. Freed: 5 of diamonds. "
                                "Now on: 10 of diamonds, row 7, card 3 of 7, free. Needs a 3; none is free now.")
    assert window.model.state.score == 5 and not keys.cursor.is_holding
    assert window.actions["undo"].text().endswith("8 of clubs with 5 of hearts")
    run_command(window, "undo")
    assert said(window)[-1].startswith("Undone: removed 8 of clubs and 5 of hearts. "
                                       "The 8 of clubs and the 5 of hearts are back in row 7.")
    assert window.model.state.score == 0
    # The king at the apex: covered. Up from the apex: the stock and the waste.
    run_command(window, "focus_column_1")
    assert keys.focus_name() == "King of spades, row 1, card 1 of 1, covered by the 2 of clubs and the 3 of clubs."
    run_command(window, "focus_up")
    assert (keys.cursor.pile == STOCK and keys.focus_name() == "4 of spades, stock, 24 cards. Pairs with 9 of clubs in row 4.") \
        or keys.focus_name().startswith("4 of spades, stock, 24 cards.")
    run_command(window, "focus_up")
    assert said(window)[-1] == "Nothing above the stock and the waste. Down goes to the apex."
    run_command(window, "draw")
    assert said(window)[-1] == "Waste 4 of spades. Stock 23, top 9 of hearts."
    run_command(window, "focus_waste")
    assert keys.cursor.pile == WASTE and keys.focus_name().startswith("4 of spades, waste, 1 card.")
    # M, D, U, T, I, Ctrl+F.
    run_command(window, "say_moves")
    assert "8 of clubs in row 7 with 5 of hearts in row 7" in said(window)[-1]
    run_command(window, "say_columns")
    assert said(window)[-1].startswith("Row 1: king of spades. Row 2: 2 of clubs and 3 of clubs.")
    assert "Row 7: 5 of hearts free, 8 of clubs free" in said(window)[-1]
    run_command(window, "say_waste_stock")
    assert said(window)[-1] == "Stock: 23 cards, top 9 of hearts. Waste: 4 of spades. 2 passes left."
    run_command(window, "say_foundations")
    assert said(window)[-1] == "0 cards removed; 28 left in the pyramid."
    run_command(window, "say_info")
    assert said(window)[-1].startswith("Score 0, time ")
    keys.find("4s")
    assert said(window)[-1] == "The 4 of spades is on top of the waste."
    keys.find("Kc")
    assert said(window)[-1] == "The king of clubs is in the stock, not visible yet."
    window.close()


def test_a_king_goes_alone_and_enter_pairs(qtbot, profile_dir):
    window = pyramid_window(qtbot, profile_dir)
    keys = window.keyboard
    run_command(window, "focus_column_7")
    for _ in range(5):
        run_command(window, "focus_next")
    assert keys.focus_name().startswith("King of diamonds, row 7, card 6 of 7, free. A king: removed alone.")
    run_command(window, "pick_or_drop")
    assert said(window)[-1].startswith("Removed king of diamonds, plus 5.")
    run_command(window, "focus_column_7")
    run_command(window, "send_best")  # Enter: the 5 of hearts with its first partner
    assert said(window)[-1].startswith("Removed 8 of clubs and 5 of hearts, plus 5.")
    window.session.play(PyramidMove.pair(C("Td"), C("Jd")))
    assert said(window)[-1] == "Jack of diamonds and 10 of diamonds make 21, not 13."
    window.close()


def test_the_welcome_and_a_deal_name_pyramid(qtbot, profile_dir):
    window = pyramid_window(qtbot, profile_dir, position=None)
    assert window.narrator.voice.welcome(5, False) == "Pyramid, deal 5. Press F1 for the list of keys."
    window.session.new_deal(7)
    assert "Pyramid, deal 7." in said(window)[-1]
    window.close()


def _keys_to(window: MainWindow, card: Card) -> list[Qt.Key]:
    """The first key towards ``card``: its row's digit, P for the waste, then Left or Right."""
    keys = window.keyboard
    state = window.model.state
    place = state.place(card)
    cursor = keys.cursor
    if place is not None:
        row, index = place
        if cursor.pile != PYRAMID_ROWS[row - 1]:
            return [getattr(Qt.Key, f"Key_{row}")]
        if cursor.index == index - 1:
            return []
        return [Qt.Key.Key_Right if (cursor.index or 0) < index - 1 else Qt.Key.Key_Left]
    target = STOCK if card is state.stock_top else WASTE
    if cursor.pile == target:
        return []
    if cursor.pile not in (STOCK, WASTE):
        return [Qt.Key.Key_P]
    return [Qt.Key.Key_Left if target == STOCK else Qt.Key.Key_Right]


def test_a_deal_won_by_keys_alone_one_utterance_per_key(qtbot, profile_dir, monkeypatch):
    window = pyramid_window(qtbot, profile_dir, position=None)
    result = solve(new_pyramid(5), Budget(seconds=30.0))
    assert result.moves
    heard: list[str] = []  # what a screen reader speaks: announcements and focus changes
    announcer = window.announcer
    announce, record_focus = announcer.announce, announcer.record_focus
    monkeypatch.setattr(announcer, "announce", lambda text, *rest: (heard.append(text), announce(text, *rest)))
    monkeypatch.setattr(announcer, "record_focus", lambda name: (heard.append(name), record_focus(name)))

    def press(key: Qt.Key) -> None:
        before = len(heard)
        QTest.keyClick(window.view, key)
        assert len(heard) == before + 1, (key, heard[before:])

    for move in result.moves:
        state = window.model.state
        if move == DRAW:
            press(Qt.Key.Key_N)
        else:
            for card in move.cards:
                while steps := _keys_to(window, card):
                    press(steps[0])
                press(Qt.Key.Key_Space)
        assert window.model.state is not state, (move, heard[-3:])
    assert window.model.status is GameStatus.WON
    assert "You won in" in heard[-1]
    assert not any("not 13" in text or ("covered by" in text and text.startswith("The")) for text in heard)
    window.close()


def test_the_mouse_pairs_two_clicks_a_king_and_a_drag(qtbot, profile_dir):
    window = pyramid_window(qtbot, profile_dir)
    view = window.view
    assert isinstance(view, PyramidBoard)
    view.finish_animations()
    click(view, card_point(view, C("Kd")))  # a king: at once
    assert C("Kd") in window.model.state.removed()
    click(view, card_point(view, C("5h")))  # picked
    assert view.picked is C("5h")
    click(view, card_point(view, C("8c")))  # its partner: the pair goes
    assert {C("5h"), C("8c")} <= window.model.state.removed() and view.picked is None
    click(view, card_point(view, C("4s")))  # the stock: a click draws
    assert window.model.state.waste_top is C("4s")
    view.finish_animations()
    drag(view, card_point(view, C("4s")), card_point(view, C("9c")))  # onto a covered 9: back home
    assert C("4s") in window.model.state.waste
    view.finish_animations()
    drag(view, card_point(view, C("Qd")), card_point(view, C("Ah")))  # onto its partner: the pair goes
    assert {C("Qd"), C("Ah")} <= window.model.state.removed()
    assert said(window)[-1].startswith("Removed queen of diamonds and ace of hearts, plus 5.")
    window.close()


def test_the_game_is_saved_and_restored(qtbot, profile_dir):
    window = pyramid_window(qtbot, profile_dir, position=None)
    line = solve(new_pyramid(5), Budget(seconds=30.0)).moves[:6]
    for move in line:
        assert window.session.play(move)
    run_command(window, "undo")
    state = window.model.state
    window.close()
    again = make_window(qtbot, profile_dir, "pyramid", deal=None, solver=False)
    assert again.model.game == "pyramid" and again.model.deal_number == 5
    assert again.model.state.key() == state.key() and again.model.state.score == state.score
    assert again.model.undo_stack.canRedo()
    assert (profile_dir / "autosave-pyramid.json").exists()
    again.close()


def test_h_gives_the_solvers_move_and_i_whether_the_deal_can_be_won(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "pyramid", deal=5, solver=True)
    qtbot.waitUntil(lambda: window.session.winnable() is not None, timeout=10000)
    run_command(window, "hint")
    assert said(window)[-1] == ("Hint: remove the 10 of spades in row 7 with the 3 of clubs in row 7. "
                                "This keeps the deal winnable.")
    run_command(window, "say_info")
    assert said(window)[-1] == ("Score 0, time 0 seconds, 0 moves. Stock: 24 cards, top ace of clubs. Waste: empty. "
                                "2 passes left. The deal is still winnable.")
    window.session.new_deal(8)  # the solver proves deal 8 lost
    qtbot.waitUntil(lambda: window.session.winnable() is not None, timeout=10000)
    run_command(window, "say_info")
    assert said(window)[-1].endswith("This deal cannot be won.")
    window.close()


def test_winnable_deals_only_deals_what_the_solver_wins(qtbot, profile_dir):
    from klondike_qt.engine.solving import Budget, Verdict

    window = pyramid_window(qtbot, profile_dir, position=None)
    window.settings.set("winnable_only", True)
    for _ in range(3):
        number = window.model.pick_deal(window.settings)
        assert solve(new_pyramid(number), Budget(seconds=None)).outcome is Verdict.SOLVED, number
    window.close()


# -- what each key says, heard by ear (the seven games' review under Orca) ----------------------------
def heard_after(window: MainWindow, key: str) -> list[tuple[str, str]]:
    """What one key press made the screen reader say: announcements and focus reports."""
    window.announcer.clear_log()
    press(window, key)
    return list(window.announcer.log)


def test_undo_says_the_pair_put_back_and_where_each_card_went_and_redo_takes_it_again(qtbot, profile_dir):
    window = pyramid_window(qtbot, profile_dir)
    for key in ("n", "p", "space", "left", "space"):  # the waste's 4 of spades with the stock's 9 of hearts
        press(window, key)
    assert window.model.state.score == 5
    assert heard_after(window, "ctrl+z") == [("say", "Undone: removed 9 of hearts and 4 of spades. "
                                                      "The 9 of hearts is back on the stock. "
                                                      "The 4 of spades is back on the waste. "
                                                      "Now on: 9 of hearts, stock, 23 cards. Pairs with waste 4 of spades.")]
    assert window.model.state.score == 0
    assert heard_after(window, "ctrl+y") == [("say", "Redone: removed 9 of hearts and 4 of spades. "
                                                      "Now on: ace of spades, stock, 22 cards. Pairs with queen of diamonds "
                                                      "in row 7.")]
    # Two cards of one row go back there together; the draw goes back onto the stock.
    for key in ("7", "space", "right", "space"):
        press(window, key)
    assert heard_after(window, "ctrl+z")[0][1].startswith(
        "Undone: removed 8 of clubs and 5 of hearts. The 8 of clubs and the 5 of hearts are back in row 7.")
    press(window, "ctrl+z")
    assert heard_after(window, "ctrl+z")[0][1].startswith(
        "Undone: turned 4 of spades. The 4 of spades is back on the stock.")
    window.close()


def test_left_and_right_at_the_end_of_a_row_say_so(qtbot, profile_dir):
    window = pyramid_window(qtbot, profile_dir)
    press(window, "7")
    assert heard_after(window, "left") == [("say", "Start of row 7.")]
    press(window, "end")
    assert heard_after(window, "right") == [("say", "End of row 7.")]
    press(window, "1")
    assert heard_after(window, "right") == [("say", "End of row 1.")]
    press(window, "up")
    assert window.keyboard.cursor.pile == STOCK
    assert heard_after(window, "left") == [("say", "Nothing left of the stock. Right goes to the waste.")]
    press(window, "p")
    assert heard_after(window, "right") == [("say", "Nothing right of the waste. Left goes to the stock.")]
    window.close()


def test_tab_says_that_enter_removes_a_pair_and_a_king(qtbot, profile_dir):
    window = pyramid_window(qtbot, profile_dir)
    ((kind, hint),) = heard_after(window, "tab")
    assert kind == "say" and "Enter" in hint
    assert ("Space or Enter on a second card that makes 13 with it removes the pair; "
            "Enter on a free card removes it with the first free card that makes 13, and a king alone.") in hint, hint
    window.close()



def test_h_says_what_to_do_and_m_keeps_its_list(qtbot, profile_dir):
    """H is an instruction, as every game's hint ("Hint: move the …"): remove the cards; M keeps its list."""
    window = pyramid_window(qtbot, profile_dir)
    press(window, "n")
    press(window, "n")  # the ace of spades is the stock's top
    heard = []
    for _ in range(5):
        press(window, "h")
        heard.append(said(window)[-1])
    assert heard == ["Hint: remove the king of diamonds in row 7 alone.",
                     "Hint: remove the 8 of clubs in row 7 with the 5 of hearts in row 7.",
                     "Hint: remove the queen of diamonds in row 7 with the ace of hearts in row 7.",
                     "Hint: remove the queen of diamonds in row 7 with the ace of spades on the stock.",
                     "Hint: draw a card."]
    press(window, "m")
    assert said(window)[-1] == ("5 moves: king of diamonds in row 7 alone, 8 of clubs in row 7 with 5 of hearts in row 7, "
                                "queen of diamonds in row 7 with ace of hearts in row 7, queen of diamonds in row 7 with "
                                "stock ace of spades, and draw a card.")
    window.close()
