"""The waste games' solver (``engine/waste_search.py``) and the lines every
waste and pairing game's solver gives (Pyramid, TriPeaks, Golf).

- the search's verdict against a plain depth-first search of every move, on
  small random tables of any shape (upper places covered by chain cards,
  with and without the King–Ace wrap), with and without its quick look;
- solved deals' lines replay to a win through each game's engine and through
  the command line's ``replay``.
"""

from __future__ import annotations

import gc
import json
import random
import tracemalloc

import pytest
from engine_helpers import run_cli
from hypothesis import example, given, settings
from hypothesis import strategies as st

from klondike_qt.engine import golf, pyramid, tripeaks, waste_search
from klondike_qt.engine.solving import Budget, Verdict
from klondike_qt.engine.tripeaks.solver import layout as tripeaks_layout
from klondike_qt.engine.waste_search import DRAW_STEP, Layout, search


# -- the search against every move ------------------------------------------------------------------------------
def _random_layout(seed: int) -> Layout:
    """A small table: 2 to 4 chains of 0 to 3 cards, 0 to 4 upper places each
    covered by up to two cards (chain cards or earlier upper places), a few
    places already played (now and then one from under cards still there), a
    short stock, a few ranks close together."""
    rng = random.Random(seed)
    ranks: list[int] = []
    chains = []
    for _ in range(rng.randint(2, 4)):
        chain = tuple(range(len(ranks), len(ranks) + rng.randint(0, 3)))
        ranks.extend(rng.randrange(13) if rng.random() < 0.2 else rng.randint(3, 8) for _ in chain)
        chains.append(chain)
    chain_places = len(ranks)
    covers: list[tuple[int, ...]] = [()] * chain_places
    for _ in range(rng.randint(0, 4)):
        below = list(range(len(ranks)))
        covers.append(tuple(rng.sample(below, min(len(below), rng.randint(0, 2)))))
        ranks.append(rng.randint(2, 9))
    present = set(range(len(ranks)))
    for chain in chains:  # a chain loses cards from the top only
        for place in reversed(chain):
            if rng.random() < 0.2:
                present.discard(place)
            else:
                break
    if chain_places and rng.random() < 0.2:  # a card gone from under others: a position a deal file may give
        present.discard(rng.randrange(chain_places))
    for place in range(chain_places, len(ranks)):  # an upper place only once what lies on it went
        if rng.random() < 0.2 and not any(c in present for c in range(len(ranks)) if place in covers[c]):
            present.discard(place)
    stock = tuple(rng.randint(1, 11) for _ in range(rng.randint(0, 5)))
    top = None if rng.random() < 0.1 else rng.randint(0, 12)
    return Layout(tuple(ranks), tuple(covers), tuple(chains), frozenset(present), top, stock, rng.random() < 0.5)


def _blockers(layout: Layout, place: int) -> set[int]:
    """The places that lie on ``place``: its covers and the chain card right
    above it. Not every chain card above it: when a card is gone from under
    others (a deal file may give that), the chain's cards above the gap lie on
    the gone card, not on the cards below it (TriPeaks' rule: a card is free
    once the cards lying on it are gone, whatever lies on those)."""
    out = set(layout.covers[place])
    for chain in layout.chains:
        if place in chain:
            out.update(chain[chain.index(place) + 1:chain.index(place) + 2])
    return out


def _fits(layout: Layout, rank: int, top: int | None) -> bool:
    if top is None:
        return False
    return (rank - top) % 13 in (1, 12) if layout.wrap else abs(rank - top) == 1


def _play(layout: Layout, state: tuple[frozenset[int], int | None, int], step: int
          ) -> tuple[frozenset[int], int | None, int]:
    """One step by the rules alone (what the games' ``apply`` checks)."""
    present, top, drawn = state
    if step == DRAW_STEP:
        assert drawn < len(layout.stock), "draw from an empty stock"
        return present, layout.stock[drawn], drawn + 1
    assert step in present and not _blockers(layout, step) & present, f"place {step} is not free"
    assert _fits(layout, layout.ranks[step], top), f"place {step} does not fit the waste"
    return present - {step}, layout.ranks[step], drawn


def _won_by_every_move(layout: Layout) -> bool:
    start = (layout.present, layout.top, 0)
    if not start[0]:
        return True
    seen = {start}
    stack = [start]
    while stack:
        state = stack.pop()
        for step in [DRAW_STEP, *state[0]]:
            try:
                after = _play(layout, state, step)
            except AssertionError:
                continue
            if not after[0]:
                return True
            if after not in seen:
                seen.add(after)
                stack.append(after)
    return False


def _agrees(layout: Layout, quick: int = waste_search.QUICK_POSITIONS) -> Verdict:
    result = search(layout, Budget(seconds=None), quick=quick)
    assert result.outcome is not Verdict.UNKNOWN
    assert (result.outcome is Verdict.SOLVED) == _won_by_every_move(layout)
    if result.outcome is Verdict.SOLVED:
        state = (layout.present, layout.top, 0)
        for step in result.moves:
            state = _play(layout, state, step)
        assert not state[0]
    return result.outcome


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32))
def test_search_agrees_with_every_move_on_small_tables(seed):
    _agrees(_random_layout(seed))


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32))
@example(67277276)  # chain (0, 1, 2) with 1 gone: 0 is free, 2 lay on 1, not on 0
def test_the_breadth_first_search_alone_agrees_too(seed):
    _agrees(_random_layout(seed), quick=0)  # no quick look: every verdict is the full search's


def test_small_tables_are_both_won_and_lost():
    assert {_agrees(_random_layout(seed), quick=0) for seed in range(60)} == {Verdict.SOLVED, Verdict.UNSOLVABLE}


def test_a_card_under_a_chain_card_waits_for_it():
    # Upper place 2 (a 5) lies under chain 0's top card (a 4): the 4 must go first, on the 3 on the waste.
    layout = Layout(ranks=(6, 4, 5), covers=((), (), (1,)), chains=((0, 1),), present=frozenset({0, 1, 2}),
                    top=3, stock=(), wrap=False)
    assert search(layout).moves == (1, 2, 0)
    assert search(Layout(layout.ranks, ((), (), (1,)), ((0, 1),), frozenset({0, 1, 2}), 6, (), False)
                  ).outcome is Verdict.UNSOLVABLE


def test_a_card_under_a_gap_in_its_chain_is_free():
    # Chain (0, 1, 2) with 1 gone (a deal file may give that): 2 lay on 1, not on 0, so the 4 goes first, then the 5.
    layout = Layout(ranks=(4, 0, 5), covers=((), (), ()), chains=((0, 1, 2),), present=frozenset({0, 2}),
                    top=3, stock=(), wrap=False)
    assert _agrees(layout, quick=0) is Verdict.SOLVED
    assert search(layout).moves == (0, 2)


def test_the_rules_here_free_the_cards_tripeaks_frees_even_with_gaps():
    # What this file's plain search takes as free is what TriPeaks' engine does, on tables with cards gone
    # anywhere (a deal file's), through the layout TriPeaks hands the search.
    rng = random.Random(5)
    opening = tripeaks.new_tripeaks(1)
    for _ in range(300):
        state = tripeaks.TriPeaksState(tuple(None if rng.random() < 0.4 else card for card in opening.tableau),
                                       opening.stock, opening.waste)
        layout = tripeaks_layout(state)
        for place in layout.present:
            assert state.is_free(place) == (not _blockers(layout, place) & layout.present), place


def test_cancel_before_the_search_gives_unknown_even_for_an_easy_table():
    layout = Layout(ranks=(4,), covers=((),), chains=((0,),), present=frozenset({0}), top=3, stock=(), wrap=False)
    assert search(layout).outcome is Verdict.SOLVED
    assert search(layout, cancel=lambda: True).outcome is Verdict.UNKNOWN


# -- solved deals' lines replay through the engine and the command line ---------------------------------------
GAMES = {"pyramid": (pyramid.new_pyramid, pyramid.solve, pyramid.apply),
         "tripeaks": (tripeaks.new_tripeaks, tripeaks.solve, tripeaks.apply),
         "golf": (golf.new_golf, golf.solve, golf.apply)}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_solved_deals_lines_replay_to_a_win_through_the_engine_and_the_cli(game, capsys, tmp_path):
    new, solve, apply = GAMES[game]
    solved = 0
    for number in range(1, 13):
        state = new(number)
        result = solve(state, Budget(seconds=None))
        assert result.outcome is not Verdict.UNKNOWN
        if result.outcome is not Verdict.SOLVED:
            continue
        solved += 1
        end = state
        for move in result.moves:
            end = apply(end, move)
        assert end.is_won, f"{game} deal {number}: the line does not win through the engine"
        moves = tmp_path / f"{number}.txt"
        moves.write_text("\n".join(str(move) for move in result.moves) + "\n")
        status, out, _ = run_cli(capsys, "replay", str(number), str(moves), "--game", game)
        answer = json.loads(out)
        assert status == 0 and answer["legal"] and answer["won"], f"{game} deal {number}: {answer}"
    assert solved >= 3


def test_a_search_keeps_none_of_its_masks_once_it_is_done():
    """A chain mask has a bit per state of the chains (6^7 = 279,936 for a
    Golf table, 35 KB): masks shared by every search were kept long after the
    game was left, nearly every position adding new ones (chains of other heights)."""
    rng = random.Random(7)
    layouts = []
    for lowest in range(5):  # seven Golf columns, a different table each time
        heights = [5] * 6 + [lowest]
        chains, first = [], 0
        for height in heights:
            chains.append(tuple(range(first, first + height)))
            first += height
        layouts.append(Layout(tuple(rng.randrange(13) for _ in range(first)), ((),) * first, tuple(chains),
                              frozenset(range(first)), rng.randrange(13), (), False))
    search(layouts[0], quick=0)  # whatever the first search loads for good
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for layout in layouts[1:]:
            search(layout, quick=0)
        gc.collect()
        kept = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert kept < 64 * 1024, f"{kept / 1024:.0f} KiB kept after {len(layouts) - 1} searches"
