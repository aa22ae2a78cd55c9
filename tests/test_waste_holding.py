"""Holding a card in the games played onto one waste (Golf, TriPeaks), by real
keys and by ear, the same way in both and as in every other game: the waste,
focused while a card is held, says when that card can go there (the rank rule
of the game's rule book: TriPeaks' King–Ace wrap, Golf's none); Enter plays
what is held (accessibility.md: "the focused card (or what is held)"); the
waste's card is the target, never a card to pick up, and Space on it says so.

Golf, deal 15: columns' top cards 4♥ 8♠ 3♠ 4♣ 10♦ Q♣ J♣, the 9♦ on the waste.
TriPeaks, deal 5: row 4 A♦ 6♠ 2♠ Q♦ 4♣ 2♦ Q♣ 3♣ 3♠ A♠ (the focus starts on the
A♦), the K♠ on the waste."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from a11y_helpers import press
from ui_helpers import make_window

from klondike_qt.a11y import messages as msg
from klondike_qt.engine.cards import Card
from klondike_qt.engine.golf import GolfState, new_golf
from klondike_qt.ui.command_table import COMMANDS_BY_ID
from klondike_qt.ui.golf_keyboard import GolfKeyboard
from klondike_qt.ui.main_window import MainWindow
from klondike_qt.ui.tripeaks_keyboard import TriPeaksKeyboard

C = Card.parse


@dataclass(frozen=True)
class Table:
    """A waste game's deal and the keys to its cards, from the deal's first focus."""

    game: str
    deal: int
    #: The waste's focus words.
    waste: str
    #: Keys to a card that fits the waste, the card, and keys from it to another card that fits.
    to_fitting: tuple[str, ...]
    fitting: str
    to_other_fitting: tuple[str, ...]
    other_fitting: str
    #: Keys to a free card that does not fit the waste, and the card.
    to_unfitting: tuple[str, ...]
    unfitting: str
    #: Space on the waste, nothing held; Enter there.
    waste_stays: str
    waste_enter: str
    #: Keys to the stock, and Space there holding the fitting card.
    to_stock: tuple[str, ...]
    not_on_stock: str
    #: Space on the other fitting card, holding the fitting one: nothing goes on a card of the table.
    not_on_table: str


GOLF = Table("golf", 15, "9 of diamonds, waste, an 8 or a 10 fits",
             ("2",), "8 of spades", ("5",), "10 of diamonds", ("1",), "4 of hearts",
             "The waste's card stays: play a column's top card onto it.",
             "The 9 of diamonds is already on the waste.",
             ("end",), "The stock takes no card: the 8 of spades can only go onto the waste.",
             "Nothing goes on a column: the 8 of spades can only go onto the waste.")
TRIPEAKS = Table("tripeaks", 5, "King of spades, waste, 1 card. Next: a queen or an ace.",
                 ("right",) * 3, "queen of diamonds", ("right",) * 3, "queen of clubs", ("right",), "6 of spades",
                 "The waste's card stays: play free cards onto it.",
                 "The king of spades stays where it is: only free cards of the peaks go on the waste.",
                 ("5",), "Cards go only onto the waste: the queen of diamonds can't go on the stock.",
                 "Cards go only onto the waste: the queen of diamonds can't go on row 4.")
TABLES = pytest.mark.parametrize("table", [GOLF, TRIPEAKS], ids=["golf", "tripeaks"])


def window_for(qtbot, profile_dir, table: Table) -> MainWindow:
    window = make_window(qtbot, profile_dir, table.game, deal=table.deal, solver=False)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    return window


def keys(window: MainWindow, *pressed: str) -> None:
    for key in pressed:
        press(window, key)


def heard_focus(window: MainWindow) -> str:
    return window.announcer.focus_log[-1]


@TABLES
def test_the_waste_focused_while_holding_a_card_that_fits_says_it_can_go_there(qtbot, profile_dir, table):
    """As Klondike's, FreeCell's, Spider's and Yukon's places a held card can go: "… The 8 of spades can go here."."""
    window = window_for(qtbot, profile_dir, table)
    keys(window, *table.to_fitting, "space")
    assert window.announcer.texts[-1] == f"Holding {table.fitting}."
    press(window, "p")
    assert heard_focus(window) == f"{table.waste.rstrip('.')}. The {table.fitting} can go here."
    assert window.keyboard.focus_name() == heard_focus(window)
    press(window, "escape")  # let go: the waste says only its own words again
    press(window, "p")
    assert heard_focus(window) == table.waste
    window.close()


@TABLES
def test_the_waste_says_nothing_of_a_held_card_that_does_not_fit(qtbot, profile_dir, table):
    """As in every game, a place the held card cannot go adds nothing (the waste says what fits it)."""
    window = window_for(qtbot, profile_dir, table)
    keys(window, *table.to_unfitting, "space")
    assert window.announcer.texts[-1] == f"Holding {table.unfitting}."
    press(window, "p")
    assert heard_focus(window) == table.waste
    window.close()


def _golf_on_a_king() -> GolfState:
    """Deal 15 with the king of diamonds on the waste (for the 9♦) and the ace of spades on column 1 (for the
    4♥): the columns' top cards A♠ 8♠ 3♠ 4♣ 10♦ Q♣ J♣."""
    state = new_golf(15)
    swap = {C("Kd"): C("9d"), C("9d"): C("Kd"), C("4h"): C("As"), C("As"): C("4h")}
    tableau = tuple(tuple(swap.get(card, card) for card in column) for column in state.tableau)
    return GolfState(tableau, tuple(swap.get(card, card) for card in state.waste), state.stock)


def test_on_a_king_tripeaks_wraps_to_the_ace_and_golf_does_not(qtbot, profile_dir):
    """The rule books: TriPeaks' ranks are a circle (an ace goes on a king); Golf's are not (only a queen)."""
    window = window_for(qtbot, profile_dir, TRIPEAKS)
    keys(window, "space", "p")  # the ace of diamonds, the deal's first focus
    assert heard_focus(window) == f"{TRIPEAKS.waste.rstrip('.')}. The ace of diamonds can go here."
    window.close()

    window = window_for(qtbot, profile_dir, GOLF)
    window.model.new_game(None, opening=_golf_on_a_king())
    keys(window, "1", "space")
    assert window.announcer.texts[-1] == "Holding ace of spades."
    press(window, "p")
    assert heard_focus(window) == "King of diamonds, waste, only a queen fits"
    keys(window, "escape", "6", "space", "p")
    assert heard_focus(window) == "King of diamonds, waste, only a queen fits. The queen of clubs can go here."
    window.close()


@TABLES
def test_enter_plays_the_held_card_wherever_the_focus_is(qtbot, profile_dir, table):
    """accessibility.md's Enter: "the focused card (or what is held)", as in every game; the focus on another
    card that fits too does not change which card is played."""
    window = window_for(qtbot, profile_dir, table)
    keys(window, *table.to_fitting, "space", *table.to_other_fitting)
    assert window.keyboard.focus_name().startswith(table.other_fitting.capitalize())
    press(window, "return")
    assert window.announcer.texts[-1].startswith(f"Played {table.fitting} on the "), window.announcer.texts[-1]
    assert window.keyboard.cursor.held == ()
    window.close()


@TABLES
def test_enter_with_a_held_card_that_does_not_fit_says_the_rule_and_keeps_it(qtbot, profile_dir, table):
    window = window_for(qtbot, profile_dir, table)
    keys(window, *table.to_unfitting, "space", "p", "return")
    assert window.announcer.texts[-1].startswith(f"The {table.unfitting} doesn't fit the "), window.announcer.texts
    assert window.model.state.moves == 0 and window.keyboard.cursor.is_holding
    window.close()


@TABLES
def test_the_keys_list_says_enter_plays_the_held_card_first(qtbot, profile_dir, table):
    keyboard = GolfKeyboard if table.game == "golf" else TriPeaksKeyboard
    assert COMMANDS_BY_ID["send_best"].translated_description(keyboard.WORDS) == \
        "Play the card you hold onto the waste, else the focused card."


@TABLES
def test_the_wastes_card_is_never_picked_up_and_space_on_it_says_why(qtbot, profile_dir, table):
    """The waste's top card is the target of every play (rules-golf.md, rules-tripeaks.md), not a card to move."""
    window = window_for(qtbot, profile_dir, table)
    keys(window, "p", "space")
    assert window.announcer.texts[-1] == table.waste_stays
    assert not window.keyboard.cursor.is_holding
    press(window, "escape")
    assert window.announcer.texts[-1] == "Nothing is held."
    press(window, "return")  # Enter there: the rule, nothing played
    assert window.announcer.texts[-1] == table.waste_enter
    assert window.model.state.moves == 0
    window.close()


@TABLES
def test_a_held_card_put_down_on_the_stock_is_refused_in_the_stocks_words(qtbot, profile_dir, table):
    """Golf said "Nothing goes on a column: …" on the stock too."""
    window = window_for(qtbot, profile_dir, table)
    keys(window, *table.to_fitting, "space", *table.to_stock, "space")
    assert window.announcer.texts[-1] == table.not_on_stock
    assert window.keyboard.cursor.is_holding and window.model.state.moves == 0
    window.close()


@TABLES
def test_space_on_another_card_of_the_table_refuses_and_keeps_the_card_and_the_focus(qtbot, profile_dir, table):
    """Space while holding means "put down here": on another card of the table (in TriPeaks one of the same
    row, whose card is not the one held) it is refused in the game's words, the card still held and the
    focus left where the player put it, so that Enter plays the held card, not another (the review of
    TriPeaks deal 9: the 7 of diamonds was put back and the focus jumped back onto it)."""
    window = window_for(qtbot, profile_dir, table)
    keys(window, *table.to_fitting, "space", *table.to_other_fitting)
    there = window.keyboard.cursor
    heard = len(window.announcer.focus_log)
    press(window, "space")
    assert window.announcer.texts[-1] == table.not_on_table
    assert [msg.card_name(card) for card in window.keyboard.cursor.held] == [table.fitting]
    assert window.model.state.moves == 0
    assert (window.keyboard.cursor.pile, window.keyboard.cursor.index) == (there.pile, there.index)
    assert len(window.announcer.focus_log) == heard  # the focus was not moved
    assert window.keyboard.focus_name().startswith(table.other_fitting.capitalize())
    press(window, "return")  # the held card, not the focused one
    assert window.announcer.texts[-1].startswith(f"Played {table.fitting} on the "), window.announcer.texts[-1]
    window.close()


@TABLES
def test_space_on_the_held_cards_own_place_puts_it_back(qtbot, profile_dir, table):
    """Where the card was picked up, Space puts it back, as Escape does."""
    window = window_for(qtbot, profile_dir, table)
    keys(window, *table.to_fitting, "space", "space")
    assert window.announcer.texts[-1] == f"Put back the {table.fitting}."
    assert not window.keyboard.cursor.is_holding and window.model.state.moves == 0
    window.close()


@pytest.mark.parametrize(("game", "help_words"), [
    ("golf", "Left and Right move between the seven columns, the waste and the stock, 1 to 7 go to a column's top "
             "card, Up and Down along a column. Enter plays the card onto the waste; Space picks it up, to play it "
             "with Enter from anywhere, and Escape puts it back. N draws, M says what fits. F1 lists the keys."),
    ("tripeaks", "Left and Right go through the cards, Up and Down between the rows of the peaks, 1 to 4 go to a row, "
                 "5 to the stock, 6 to the waste. Enter plays a card; Space picks it up, to play it with Enter from "
                 "anywhere, and Escape puts it back. N draws. F1 lists the keys.")])
def test_tab_says_space_holds_a_card_to_play_with_enter(qtbot, profile_dir, game, help_words):
    """Tab's help names Space, the way to hold a card in every game, as Pyramid's does ("Space picks a card; …")."""
    window = window_for(qtbot, profile_dir, GOLF if game == "golf" else TRIPEAKS)
    press(window, "tab")
    assert window.announcer.texts[-1] == help_words
    window.close()
