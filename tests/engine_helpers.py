"""Shared helpers for the engine tests (and bench/engine_bench.py).

Positions are written the way the rule book talks about them::

    position("#5s #2h 9d 8c", "Kh", waste="7c 6d", foundations="3h Ac")

- one string per column (bottom card first), ``#`` marks a face-down card;
- ``waste`` bottom first (the playable card last), ``stock`` next card first;
- ``foundations`` names the top card of each foundation that is not empty;
- ``rest="stock"`` (default) puts every card not named at the end of the stock,
  ``rest="check"`` insists that all 52 cards were named.
"""

from __future__ import annotations

import itertools
import random
import sys
from collections.abc import Iterator

from klondike_qt.engine.cards import CARDS, Card
from klondike_qt.engine.klondike import ALL_PILES, DRAW, GameState, IllegalMove, Move, Rules, apply, legal_moves

FULL = (13, 13, 13, 13)


def cards(text: str) -> tuple[Card, ...]:
    """``"7h 8c"`` -> the two cards."""
    return tuple(Card.parse(code) for code in text.split())


def position(
    *columns: str,
    waste: str = "",
    stock: str = "",
    foundations: str = "",
    rules: Rules | None = None,
    rest: str = "stock",
    passes: int = 1,
    score: int = 0,
    moves: int = 0,
) -> GameState:
    """A hand-built :class:`GameState` (see the module docstring)."""
    if len(columns) > 7:
        raise ValueError("at most 7 columns")
    tableau: list[tuple[Card, ...]] = []
    hidden: list[int] = []
    for text in columns + ("",) * (7 - len(columns)):
        col: list[Card] = []
        down = 0
        for token in text.split():
            if token.startswith("#"):
                if down != len(col):
                    raise ValueError(f"face-down card above a face-up one in {text!r}")
                down += 1
                token = token[1:]
            col.append(Card.parse(token))
        tableau.append(tuple(col))
        hidden.append(down)
    found = [0, 0, 0, 0]
    for top in cards(foundations):
        found[top.suit] = top.rank
    on_foundations = [c for c in CARDS if c.rank <= found[c.suit]]
    named = [c for col in tableau for c in col] + list(cards(waste)) + list(cards(stock)) + on_foundations
    if len(set(named)) != len(named):
        repeated = sorted({str(c) for c in named if named.count(c) > 1})
        raise ValueError(f"cards named twice: {' '.join(repeated)}")
    stock_cards = cards(stock)
    missing = [c for c in CARDS if c not in set(named)]
    if rest == "stock":
        stock_cards += tuple(missing)
    elif rest == "check":
        if missing:
            raise ValueError(f"cards missing: {' '.join(map(str, missing))}")
    else:
        raise ValueError(f"rest must be 'stock' or 'check', not {rest!r}")
    return GameState(rules or Rules(), stock_cards, cards(waste), tuple(found),  # type: ignore[arg-type]
                     tuple(tableau), tuple(hidden), passes, score, moves)


def play(state: GameState, *moves: str) -> GameState:
    """Apply moves written in the notation, one after another."""
    for text in moves:
        state = apply(state, Move.parse(text))
    return state


def refused(state: GameState, move: str) -> IllegalMove:
    """The :class:`IllegalMove` that ``apply`` raises for ``move`` (fails if it is legal)."""
    import pytest  # here, so that bench/engine_bench.py can use this module without pytest

    with pytest.raises(IllegalMove) as caught:
        apply(state, Move.parse(move))
    return caught.value


def all_cards(state: GameState) -> list[Card]:
    """Every card of a position, wherever it lies."""
    return [card for pile in ALL_PILES for card in state.pile_cards(pile)]


def check_invariants(state: GameState, *, runs: bool = True) -> None:
    """What holds in every position reached by legal play from a deal."""
    every = all_cards(state)
    assert len(every) == 52 and set(every) == set(CARDS), "52 distinct cards"
    for col, down in zip(state.tableau, state.hidden):
        assert 0 <= down <= len(col)
        if col:
            assert down < len(col), "the top card of a column is face up"
        if runs and not state.rules.thoughtful:
            face_up = col[down:]
            assert all(upper.fits_on(lower) for lower, upper in itertools.pairwise(face_up))
    assert state.is_won == (state.foundation_count == 52)
    limit = state.rules.max_passes
    assert state.passes >= 1 and (limit is None or state.passes <= limit)


def candidate_moves(state: GameState) -> Iterator[Move]:
    """Every card to every pile, and the draw: legal and illegal alike."""
    yield DRAW
    for card in CARDS:
        for pile in ALL_PILES:
            yield Move(card, pile)


def accepted_moves(state: GameState) -> set[Move]:
    """The candidate moves that ``apply`` accepts."""
    accepted = set()
    for move in candidate_moves(state):
        try:
            apply(state, move)
        except IllegalMove:
            continue
        accepted.add(move)
    return accepted


def progress(state: GameState) -> int:
    """Grows whenever a card goes up, a card is revealed or a card leaves the talon."""
    return state.foundation_count - state.hidden_count - len(state.stock) - len(state.waste)


def random_playout(state: GameState, rng: random.Random, max_moves: int = 1000,
                   max_recycles: int = 6, max_idle: int = 200,
                   draw_bias: float = 0.8) -> tuple[GameState, list[Move]]:
    """Play random legal moves until none is left, ``max_moves`` were made,
    the stock was turned over ``max_recycles`` times or ``max_idle`` moves
    in a row made no :func:`progress` (cards shuffled between columns).

    With probability ``draw_bias`` a card move is preferred to the draw, so the
    game does not just cycle the stock.
    """
    played: list[Move] = []
    recycles = idle = 0
    best = progress(state)
    while len(played) < max_moves and idle < max_idle:
        moves = list(legal_moves(state))
        if not moves:
            break
        card_moves = [m for m in moves if m.card is not None]
        if card_moves and (moves[-1] is not DRAW or rng.random() < draw_bias):
            move = rng.choice(card_moves)
        else:
            move = moves[-1]  # the draw (legal_moves lists it last)
        if move is DRAW and not state.stock:
            recycles += 1
            if recycles > max_recycles:
                break
        state = apply(state, move)
        played.append(move)
        now = progress(state)
        if now > best:
            best, idle = now, 0
        else:
            idle += 1
    return state, played


def solve(state: GameState, node_limit: int = 200_000) -> list[Move] | None:
    """A plain depth-first search for a winning move list (full information),
    or ``None``. Only used to find a deal with a known win for the tests."""
    seen: set[object] = set()
    path: list[Move] = []

    def ordered(current: GameState) -> list[Move]:
        # legal_moves lists foundation moves first. Skip moves that cannot be
        # needed by this simple search: cards taken back, a whole column moved
        # to an empty one, a run moved off a face-up card it already fits on.
        useful = []
        for move in legal_moves(current):
            if move.card is not None and move.target is not None and not move.target.is_foundation:
                source, index = current.locate(move.card)
                if source.is_foundation:
                    continue
                if source.is_tableau:
                    col = current.tableau[source.index - 1]
                    if index == 0 or (index > current.hidden[source.index - 1]
                                      and move.card.fits_on(col[index - 1])):
                        continue
            useful.append(move)
        return useful

    def search(current: GameState) -> bool:
        if current.is_won:
            return True
        if len(seen) >= node_limit:
            return False
        key = current.key()
        if key in seen:
            return False
        seen.add(key)
        for move in ordered(current):
            path.append(move)
            if search(apply(current, move)):
                return True
            path.pop()
        return False

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 20_000))
    try:
        return list(path) if search(state) else None
    finally:
        sys.setrecursionlimit(old)


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    """The engine's command line (``python -m klondike_qt.engine``) run with ``argv``:
    its exit status and what it printed."""
    from klondike_qt.engine.klondike.cli import main

    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def agrees_with_exhaustive_search(state, solve, won_by_brute_force, play):
    """Solve ``state`` without a budget and check the verdict against the game's
    exhaustive search of its own moves (``won_by_brute_force``), and a winning line
    by replaying it with the game's ``play``; the verdict."""
    from klondike_qt.engine.solving import Budget, Verdict

    result = solve(state, Budget(seconds=None))
    assert result.outcome is not Verdict.UNKNOWN
    assert (result.outcome is Verdict.SOLVED) == won_by_brute_force(state)
    if result.outcome is Verdict.SOLVED:
        final = state
        for move in result.moves:
            final = play(final, move)
        assert final.is_won
    return result.outcome


def spider_never_decided():
    """A Spider position no search decides however long it runs: four-suit deal 1 with
    the bottom card of its first column taken out. One sequence can never be completed,
    so it is lost, but its positions are an opening's, far too many for the complete
    search to prove it (the compiled core wins deal 1 itself within seconds)."""
    from dataclasses import replace

    from klondike_qt.engine.spider import new_spider

    deal = new_spider(1, 4)
    return replace(deal, columns=(deal.columns[0][1:], *deal.columns[1:]),
                   hidden=(deal.hidden[0] - 1, *deal.hidden[1:]))
