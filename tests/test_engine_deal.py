"""Deal numbers: the PRNG, the shuffle, the deal — pinned forever by golden layouts."""

from __future__ import annotations

import pytest
from engine_helpers import cards
from hypothesis import given, settings
from hypothesis import strategies as st

from klondike_qt.engine.cards import CARDS
from klondike_qt.engine.deal import MAX_DEAL_NUMBER, SplitMix64, check_deal_number, shuffled_deck
from klondike_qt.engine.klondike import Rules, deal, deal_layout
from klondike_qt.engine.rules import Scoring

# `python -m klondike_qt.engine deal N`, checked to be valid deals (see
# test_golden_deals_are_valid) and then frozen: a change here breaks every
# saved game and every published deal number.
GOLDEN = {
    1: (["7d", "9c 6d", "4d 9h 2d", "8s Jc Js 2c", "8d 5d 5s Ad Ks", "5h Kd 7s 6h Ts Jh",
         "Jd 3c 4s Kc Th Td 8h"],
        "Qc 4h 6c 7c Ah 5c As Kh 6s Qh Qs Qd 9d 3d 3h Ac 4c 2s 8c Tc 3s 2h 9s 7h"),
    2: (["Qs", "3h Td", "4c Ac 7d", "5s 6c 6s Jd", "7s 7h Js 8c 2h", "2d 3c Tc 4d 4s Qd",
         "Ks Qc 9h 5h Ad 6h 8s"],
        "3s 9d 6d Jh Ah 5c Jc As Kc 2s 7c 4h 9c Ts 5d Th Qh Kh 8h Kd 3d 2c 8d 9s"),
    1000000: (["3d", "3s Jd", "6s 3c 9d", "Kh 5s 8d Td", "Qc 5d Qh 2d 4d", "Tc 6d 7c 8s 2s 6h",
               "Jh Ac Jc Kc 2c Qs 9s"],
              "9c 4h 9h 4s 4c Kd Ah Ts Th 6c 5c Qd 8c 2h As 5h 3h Ad Ks Js 7s 8h 7h 7d"),
    4294967295: (["6s", "2d Qc", "8s 3c Kd", "3h Jc 7h 3d", "Tc 8c 9s Ad Ac", "5h 5s 4d Jd 4h 8d",
                  "4s Jh 5d Kh 7c 9c 2c"],
                 "9d 2s 2h Js Qh 6c 6d 9h Ks Ah 4c 6h 7s 8h 5c Qd Th Ts 7d As Td Qs Kc 3s"),
}


def golden_layout(number: int) -> tuple[tuple[tuple, ...], tuple]:  # type: ignore[type-arg]
    columns, stock = GOLDEN[number]
    return tuple(cards(col) for col in columns), cards(stock)


@pytest.mark.parametrize("number", sorted(GOLDEN))
def test_golden_deals_are_valid(number: int) -> None:
    tableau, stock = golden_layout(number)
    every = [c for col in tableau for c in col] + list(stock)
    assert len(every) == 52 and set(every) == set(CARDS)
    assert [len(col) for col in tableau] == [1, 2, 3, 4, 5, 6, 7] and len(stock) == 24


@pytest.mark.parametrize("number", sorted(GOLDEN))
def test_golden_deal_card_order_never_changes(number: int) -> None:
    assert deal_layout(number) == golden_layout(number)
    state = deal(number)
    assert (state.tableau, state.stock) == golden_layout(number)


def test_deal_is_dealt_in_rows_like_a_person_deals() -> None:
    deck = shuffled_deck(1)
    tableau, stock = deal_layout(1)
    # Row 0 gives one card to each of columns 1..7, row 1 to columns 2..7, ...
    assert [col[0] for col in tableau] == deck[:7]
    assert [col[1] for col in tableau[1:]] == deck[7:13]
    assert tableau[6][6] == deck[27]
    assert list(stock) == deck[28:]


# -- the PRNG ---------------------------------------------------------------------
def reference_splitmix64(seed: int, count: int) -> list[int]:
    """SplitMix64 as published (Steele, Lea & Flood 2014; Vigna's splitmix64.c)."""
    mask = (1 << 64) - 1
    out = []
    x = seed
    for _ in range(count):
        x = (x + 0x9E3779B97F4A7C15) & mask
        z = x
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        out.append(z ^ (z >> 31))
    return out


def test_splitmix64_seed_0_matches_the_published_reference_values() -> None:
    rng = SplitMix64(0)
    assert [rng.next() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4,
                                              0x06C45D188009454F]


@pytest.mark.parametrize("seed", [1, 42, 2**32 - 1, 2**64 - 1])
def test_splitmix64_matches_the_reference_algorithm(seed: int) -> None:
    rng = SplitMix64(seed)
    assert [rng.next() for _ in range(20)] == reference_splitmix64(seed, 20)


def test_below_is_in_range_and_covers_it() -> None:
    rng = SplitMix64(99)
    for bound in (1, 2, 3, 7, 52):
        values = {rng.below(bound) for _ in range(2000)}
        assert values == set(range(bound))


# -- every deal ----------------------------------------------------------------------
@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=1, max_value=MAX_DEAL_NUMBER))
def test_every_deal_is_a_valid_klondike_deal(number: int) -> None:
    state = deal(number)
    every = [c for col in state.tableau for c in col] + list(state.stock)
    assert len(every) == 52 and set(every) == set(CARDS)
    for n, col in enumerate(state.tableau, start=1):
        assert len(col) == n and state.hidden[n - 1] == n - 1
    assert len(state.stock) == 24 and state.waste == ()
    assert state.foundations == (0, 0, 0, 0) and state.score == 0 and state.moves == 0
    assert state.passes == 1
    assert deal_layout(number) == (state.tableau, state.stock)  # deterministic


def test_neighbouring_deals_differ() -> None:
    layouts = {deal_layout(number) for number in range(1, 201)}
    assert len(layouts) == 200


def test_the_rules_do_not_change_the_cards() -> None:
    plain = deal(17)
    for rules in (Rules(draw=3), Rules(pass_limit=1), Rules(scoring=Scoring.VEGAS), Rules(thoughtful=True)):
        other = deal(17, rules)
        assert (other.tableau, other.stock) == (plain.tableau, plain.stock)
        assert other.rules is rules


@pytest.mark.parametrize("bad", [0, -1, 2**32, "7", 7.0, True, None])
def test_invalid_deal_numbers_raise_value_error(bad: object) -> None:
    for function in (check_deal_number, shuffled_deck, deal_layout, deal):
        with pytest.raises(ValueError):
            function(bad)  # type: ignore[operator]


def test_deal_number_range_ends() -> None:
    assert MAX_DEAL_NUMBER == 2**32 - 1
    check_deal_number(1)
    check_deal_number(MAX_DEAL_NUMBER)
