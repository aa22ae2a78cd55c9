"""Cards, piles, moves and the neutral notation: value objects and their text round trips."""

from __future__ import annotations

import copy
import json
import pickle

import pytest

from klondike_qt.engine.cards import CARDS, Card, Suit, parse_cards
from klondike_qt.engine.klondike import (
    ALL_PILES,
    COLUMNS,
    DRAW,
    FOUNDATIONS,
    STOCK,
    WASTE,
    Move,
    Pile,
    PileKind,
    Rules,
    column,
    deal_layout,
    foundation,
    layout_from_json,
    layout_to_json,
    parse_deal_text,
    state_from_layout,
)


# -- cards ------------------------------------------------------------------
def test_there_are_52_distinct_cards_in_index_order() -> None:
    assert len(CARDS) == 52 and len(set(CARDS)) == 52
    assert [card.index for card in CARDS] == list(range(52))
    assert [str(card) for card in CARDS[:13]] == "Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc".split()
    assert [card.suit for card in CARDS[::13]] == [Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS]


@pytest.mark.parametrize("card", CARDS, ids=str)
def test_card_text_round_trip(card: Card) -> None:
    assert Card.parse(str(card)) is card
    assert Card.parse(str(card).lower()) is card
    assert Card.parse(str(card).upper()) is card
    assert eval(repr(card)) is card
    assert Card.of(card.rank, card.suit) is card
    assert pickle.loads(pickle.dumps(card)) is card
    assert copy.copy(card) is card and copy.deepcopy(card) is card


def test_card_accepts_ten_and_suit_symbols() -> None:
    assert Card.parse("10d") is Card.parse("Td")
    assert Card.parse("Q♠") is Card.parse("Qs")
    assert Card.parse("A♥") is Card.parse("Ah")
    assert Card.parse(" 7h ") is Card.parse("7h")


@pytest.mark.parametrize("text", ["", "7", "h", "7x", "0h", "11h", "Zh", "7hh", "Ah!", "77h"])
def test_not_a_card(text: str) -> None:
    with pytest.raises(ValueError):
        Card.parse(text)


def test_card_of_refuses_bad_ranks() -> None:
    for rank in (0, 14, -1):
        with pytest.raises(ValueError):
            Card.of(rank, Suit.HEARTS)


def test_cards_are_immutable() -> None:
    card = Card.parse("7h")
    with pytest.raises(AttributeError):
        card.rank = 8  # type: ignore[misc]


def test_cards_and_piles_share_one_interning_base() -> None:
    from klondike_qt.engine.interned import Interned

    assert isinstance(Card.parse("7h"), Interned) and isinstance(COLUMNS[0], Interned)
    with pytest.raises(AttributeError, match="Pile is immutable"):
        COLUMNS[0].index = 2  # type: ignore[misc]
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(Card.parse("Kd"), protocol)) is Card.parse("Kd")
        assert pickle.loads(pickle.dumps(COLUMNS[3], protocol)) is COLUMNS[3]


def test_colours() -> None:
    assert {c.suit for c in CARDS if c.is_red} == {Suit.HEARTS, Suit.DIAMONDS}
    assert {c.suit for c in CARDS if not c.is_red} == {Suit.CLUBS, Suit.SPADES}


def test_fits_on_is_one_lower_and_opposite_colour() -> None:
    for lower in CARDS:
        for upper in CARDS:
            expected = lower.rank + 1 == upper.rank and lower.is_red != upper.is_red
            assert lower.fits_on(upper) is expected


def test_parse_cards() -> None:
    assert parse_cards(["Ah", "Td"]) == (Card.parse("Ah"), Card.parse("Td"))
    with pytest.raises(ValueError, match="Xx"):
        parse_cards(["Ah", "Xx"])


# -- piles ------------------------------------------------------------------
def test_thirteen_piles_in_keyboard_order() -> None:
    assert [pile.code for pile in ALL_PILES] == [
        "stock", "waste", "fc", "fd", "fs", "fh", "t1", "t2", "t3", "t4", "t5", "t6", "t7"]
    assert [pile.order for pile in ALL_PILES] == list(range(13))


@pytest.mark.parametrize("pile", ALL_PILES, ids=str)
def test_pile_text_round_trip(pile: Pile) -> None:
    assert Pile.parse(str(pile)) is pile
    assert Pile.parse(str(pile).upper()) is pile
    assert eval(repr(pile)) is pile
    assert pickle.loads(pickle.dumps(pile)) is pile
    assert copy.deepcopy(pile) is pile


def test_pile_lookups() -> None:
    assert column(1) is COLUMNS[0] and column(7) is COLUMNS[6]
    for suit in Suit:
        assert foundation(suit).suit is suit and FOUNDATIONS[suit] is foundation(suit)
    assert STOCK.kind is PileKind.STOCK and WASTE.kind is PileKind.WASTE
    for bad in (0, 8):
        with pytest.raises(ValueError):
            column(bad)
    with pytest.raises(ValueError):
        _ = COLUMNS[0].suit
    with pytest.raises(ValueError):
        Pile.parse("t8")


# -- moves ------------------------------------------------------------------
def all_card_moves() -> list[Move]:
    return [Move(card, pile) for card in CARDS for pile in (*FOUNDATIONS, *COLUMNS)]


def test_move_text_round_trip() -> None:
    for move in [DRAW, *all_card_moves()]:
        text = str(move)
        assert Move.parse(text) == move, text
        assert eval(repr(move)) == move


def test_move_notation_examples() -> None:
    assert Move.parse("draw") is DRAW and Move.parse(" DRAW ") is DRAW
    assert Move.parse("7h>t6") == Move(Card.parse("7h"), column(6))
    assert Move.parse("Ah>f") == Move.to_foundation(Card.parse("Ah"))
    assert str(Move.parse("Ah>fh")) == "Ah>f"  # the own foundation is written short
    assert str(Move.parse("Ah>fs")) == "Ah>fs"  # another suit's foundation is named
    assert str(Move.parse("5h>t2")) == "5h>t2"
    assert Move.parse("10h>T3") == Move.parse("Th>t3")
    assert DRAW.is_draw and not Move.parse("Ah>f").is_draw


@pytest.mark.parametrize("text", ["", "drawn", "7h", "7h>", "7h>t0", "7h>t8", "7h>x", "7h>stock",
                                  "7h>waste", "Xh>t1", ">t1", "7h>t1>t2", "7h>f1"])
def test_not_a_move(text: str) -> None:
    with pytest.raises(ValueError):
        Move.parse(text)


def test_moves_are_hashable_values() -> None:
    assert len({Move.parse("7h>t6"), Move.parse("7h>t6"), DRAW, Move()}) == 2


# -- neutral deal notation ------------------------------------------------------
@pytest.mark.parametrize("number", [1, 2, 77, 4294967295])
def test_layout_json_round_trip(number: int) -> None:
    layout = deal_layout(number)
    data = layout_to_json(*layout)
    assert set(data) == {"tableau", "stock"}
    assert layout_from_json(json.loads(json.dumps(data))) == layout
    assert parse_deal_text(json.dumps(data)) == layout


def test_state_from_layout_hides_all_but_the_top_card() -> None:
    layout = deal_layout(5)
    state = state_from_layout(layout)
    assert state.hidden == (0, 1, 2, 3, 4, 5, 6) and state.stock == layout[1]
    assert state_from_layout(layout, Rules(thoughtful=True)).hidden == (0,) * 7


def _good() -> dict:  # type: ignore[type-arg]
    return layout_to_json(*deal_layout(3))


@pytest.mark.parametrize("spoil, message", [
    (lambda d: d.pop("stock"), "tableau"),
    (lambda d: d["tableau"].pop(), "7 columns"),
    (lambda d: d["tableau"].__setitem__(0, "Ah"), "column 1"),
    (lambda d: d["tableau"][2].__setitem__(0, 7), "column 3"),
    (lambda d: d.__setitem__("stock", "Ah"), "stock"),
    (lambda d: d["stock"].pop(), "52 distinct cards, this one has 51"),
    (lambda d: d["stock"].__setitem__(0, d["stock"][1]), "repeated"),
    (lambda d: d["stock"].__setitem__(0, "Zz"), "not a card"),
])
def test_layout_from_json_refuses_bad_deals(spoil, message: str) -> None:  # type: ignore[no-untyped-def]
    data = _good()
    spoil(data)
    with pytest.raises(ValueError, match=message):
        layout_from_json(data)


@pytest.mark.parametrize("text", ["", "{", "[]", "null", "[" * 100_000, '{"tableau": 1' + "1" * 5000 + "}"])
def test_parse_deal_text_refuses_non_deals_with_value_error(text: str) -> None:
    with pytest.raises(ValueError):
        parse_deal_text(text)
