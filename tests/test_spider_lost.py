"""The Spider solver's complete search: "lost" only when it is true.

The answers are checked against a tiny exhaustive reference search written
here, independent of the solver: every move the rule book could allow (each
face-up card with whatever lies on it, to each other column whose top is one
higher or that is empty, and the deal), played through the engine's own
``SpiderState.apply`` (which refuses the illegal ones), positions remembered
by the columns with their face-down counts and the cards the stock will still
deal each of them, sorted (the rules treat the columns alike but for the
deal, so a column carrying its future cards along is interchangeable).
"""

from __future__ import annotations

import random

from engine_helpers import cards
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from klondike_qt.engine.cards import Suit
from klondike_qt.engine.solving import Budget
from klondike_qt.engine.spider import DEAL, SpiderIllegal, SpiderMove, SpiderState, new_spider
from klondike_qt.engine.spider.advice import useful_moves
from klondike_qt.engine.spider.solver import PORTFOLIO, SpiderSolver, Verdict, replay, solve

PRUNED = tuple(weights for weights in PORTFOLIO if not weights.complete)



def table(columns: list[str], hidden: list[int] | None = None, stock: str = "", completed: int = 0,
          suits: int = 2) -> SpiderState:
    cols = [cards(text) for text in columns] + [()] * (10 - len(columns))
    down = (hidden or []) + [0] * (10 - len(hidden or []))
    return SpiderState(tuple(cols), tuple(down), cards(stock), (Suit.DIAMONDS,) * completed, suits)


# -- the reference -------------------------------------------------------------------------
def _canonical(state: SpiderState) -> tuple[object, ...]:
    return tuple(sorted((state.columns[n], state.hidden[n], state.stock[n::10]) for n in range(10)))


def _candidates(state: SpiderState) -> list[SpiderMove]:
    out = []
    for source in range(1, 11):
        column = state.columns[source - 1]
        for index in range(state.hidden[source - 1], len(column)):
            for target in range(1, 11):
                onto = state.columns[target - 1]
                if target != source and (not onto or onto[-1].rank == column[index].rank + 1):
                    out.append(SpiderMove(source, column[index], target))
    out.append(DEAL)
    return out


def children(state: SpiderState) -> list[SpiderState]:
    """Every position one legal move away, through the engine."""
    out = []
    for move in _candidates(state):
        try:
            out.append(state.apply(move))
        except SpiderIllegal:
            continue
    return out


def reference(state: SpiderState, limit: int) -> tuple[bool | None, int]:
    """(winnable, positions seen) by exhausting every reachable position; None
    when more than ``limit`` positions would have to be seen."""
    if state.is_won:
        return True, 1
    seen = {_canonical(state)}
    todo = [state]
    while todo:
        for child in children(todo.pop()):
            if child.is_won:
                return True, len(seen)
            key = _canonical(child)
            if key not in seen:
                seen.add(key)
                todo.append(child)
                if len(seen) > limit:
                    return None, len(seen)
    return False, len(seen)


def late_position(seed: int, deal: int, suits: int, extra: int) -> SpiderState:
    """A position late in a game played at random: every row dealt (or the
    game stuck before), then up to ``extra`` more moves."""
    rng = random.Random(seed)
    state = new_spider(deal, suits)
    while state.stock:
        moves = useful_moves(state)
        if not moves:
            return state
        state = state.apply(DEAL if DEAL in moves and rng.random() < 0.3 else rng.choice(moves))
    for _ in range(extra):
        moves = useful_moves(state)
        if not moves:
            break
        state = state.apply(rng.choice(moves))
    return state


# -- hand-made positions ---------------------------------------------------------------------
#: Two suits left; every top waits for a card that lies face down but the
#: 7♥ and the 8♥: the 7♥ can go onto the 8♥, the 8♥ (with or without it)
#: onto the 9♠; the J♥ and the J♠ turn up under them and go nowhere: lost,
#: after a few moves.
LOST = table(["Qs Ks", "2s As", "4s 3s", "6s 5s", "8s 3h", "Ts 9s", "Qh Kh", "2h Ah", "7s 4h Js 8h",
              "5h 6h 9h Th Jh 7h"], hidden=[1, 1, 1, 1, 1, 1, 1, 1, 3, 5], completed=6)

#: Won only by a move the depth-first search leaves out: the 7♥, lying on the 8♠,
#: to an empty column (it moves it only onto the 8♥, which lies under the 7♠).
ONLY_BY_A_PRUNED_MOVE = table(["Ks Qs Js Ts 9s 8s 7h", "Kh Qh Jh Th 9h 8h 7s 6s 5s 4s 3s 2s As",
                               "6h 5h 4h 3h 2h Ah"], completed=6)

def test_the_hand_made_answers_are_the_references():
    assert reference(LOST, 10_000)[0] is False


def test_a_lost_position_is_proven_lost():
    assert useful_moves(LOST)  # it has moves: not merely "no moves left"
    result = solve(LOST, Budget(seconds=None, nodes=10_000))
    assert result.outcome is Verdict.UNSOLVABLE and result.moves == ()


def test_no_move_at_all_is_lost():
    result = solve(table(["Ks", "Kh"]), Budget(seconds=None, nodes=1_000))
    assert result.outcome is Verdict.UNSOLVABLE


def test_the_pruned_searches_alone_never_say_lost():
    assert solve(LOST, Budget(seconds=None, nodes=10_000), portfolio=PRUNED).outcome is Verdict.UNKNOWN
    # The depth-first search prunes the 7♥'s move and runs dry; the beam search
    # moves a card off another suit's next card anywhere (Weights.loose) and wins.
    assert not PRUNED[0].loose and PRUNED[1].loose
    assert solve(ONLY_BY_A_PRUNED_MOVE, Budget(seconds=None, nodes=10_000),
                 portfolio=PRUNED[:1]).outcome is Verdict.UNKNOWN
    result = solve(ONLY_BY_A_PRUNED_MOVE, Budget(seconds=None, nodes=10_000), portfolio=PRUNED[1:])
    assert result.outcome is Verdict.SOLVED and replay(ONLY_BY_A_PRUNED_MOVE, result.moves).is_won


def test_a_win_that_needs_a_pruned_move_is_found_not_called_lost():
    result = solve(ONLY_BY_A_PRUNED_MOVE, Budget(seconds=None, nodes=10_000))
    assert result.outcome is Verdict.SOLVED and replay(ONLY_BY_A_PRUNED_MOVE, result.moves).is_won


# -- the exact key -------------------------------------------------------------------------------
def _key(state: SpiderState) -> bytes:
    solver = SpiderSolver(state)
    return solver.exact_key(solver.root, 0)


def test_the_exact_key_tells_face_down_cards_and_the_stock_apart():
    base = table(["5h 9s", "7s"], hidden=[1], stock="As 2s 3s 4s 5s 6s 7s 8s 9s Ts")
    assert _key(base) != _key(table(["6h 9s", "7s"], hidden=[1], stock="As 2s 3s 4s 5s 6s 7s 8s 9s Ts"))
    assert _key(base) != _key(table(["5h 9s", "7s"], hidden=[0], stock="As 2s 3s 4s 5s 6s 7s 8s 9s Ts"))
    assert _key(base) != _key(table(["5h 9s", "7s"], hidden=[1], stock="2s As 3s 4s 5s 6s 7s 8s 9s Ts"))
    assert _key(base) != _key(table(["5h 9s", "7s"], hidden=[1]))


def test_the_exact_key_forgets_only_the_order_of_columns_with_their_future_cards():
    stock = "As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks Ah 2h 3h 4h 5h 6h 7h"
    base = table(["5h 9s", "7s", "Kd"], hidden=[1], stock=stock)
    # Columns 1 and 2 swapped, and their cards in both rows of the stock with them:
    swapped = table(["7s", "5h 9s", "Kd"], hidden=[0, 1], stock="2s As 3s 4s 5s 6s 7s 8s 9s Ts Qs Js Ks Ah 2h 3h 4h 5h 6h 7h")
    assert _key(base) == _key(swapped)
    assert _key(base) != _key(table(["7s", "5h 9s", "Kd"], hidden=[0, 1], stock=stock))
    assert _key(table(["5h 9s", "7s"], hidden=[1])) == _key(table(["", "7s", "5h 9s"], hidden=[0, 0, 1]))


# -- the complete search's moves are the rule book's ------------------------------------------------
def _solver_children_keys(state: SpiderState) -> set[bytes]:
    solver = SpiderSolver(state, portfolio=(PORTFOLIO[-1],))
    from klondike_qt.engine.spider.solver import _Node, _Search

    search = _Search(solver, PORTFOLIO[-1])
    root = _Node(solver.root, 0, solver.done, 0, None, None, 0)
    return {solver.exact_key(child.columns, child.dealt) for child in solver.all_children(root, search)}


def _engine_children_keys(state: SpiderState) -> set[bytes]:
    return {_key(child) for child in children(state)}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(1, 10**6), st.sampled_from([1, 2, 4]), st.integers(0, 120),
       st.integers(0, 60))
def test_the_complete_search_generates_every_legal_move(seed, deal, suits, extra, stop):
    state = new_spider(deal, suits)
    rng = random.Random(seed)
    for _ in range(stop):  # anywhere in a game, the stock not yet dealt out included
        moves = useful_moves(state)
        if not moves:
            break
        state = state.apply(rng.choice(moves))
    for position in (state, late_position(seed, deal, suits, extra)):
        _check_moves(position)


def test_runs_into_empty_columns_while_a_row_is_left():
    # Three empty columns, a row to deal: each empty column gets its own card
    # from the row, so a run into the second is not a run into the first.
    position = table(["Ks Qs Js Ts 9h 8h", "7s 6s", "Qh", "5h", "", "", "", "Jh Th 9s", "4s", "3s"],
                     hidden=[1, 0, 0, 0, 0, 0, 0, 1], stock="As 2s 3h 4h 5s 6h 7h 8s 9d Td", suits=4)
    assert _check_moves(position) > 0


def _check_moves(position: SpiderState) -> int:
    """The complete search's children against the engine's; the number of
    engine children's keys it reaches in two of its moves instead of one."""
    mine = _solver_children_keys(position)
    theirs = _engine_children_keys(position)
    # What the solver leaves out has the key of the position itself (a whole
    # column into an empty one once the stock is empty), or is reached from
    # one of its children by a whole column into an empty one (a run into an
    # empty column other than the first).
    here = _key(position)
    assert mine <= theirs
    missing = theirs - mine - {here}
    if missing:
        # Two of the solver's own moves reach each of them.
        reached = {key for child in children(position) if _key(child) in mine
                   for key in _solver_children_keys(child)}
        assert missing <= reached
    return len(missing)


def test_both_columns_a_move_touches_are_settled_as_the_engine_does():
    # Never met in play (a sequence leaves as it forms), but a hand-made
    # position may hold one under a card: moving the card off completes it.
    state = table(["Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s As 5h", "6s"], completed=6)
    assert _solver_children_keys(state) == _engine_children_keys(state) - {_key(state)}
    assert any(len(child.completed) == 7 for child in children(state))


# -- random late-game positions against the reference ---------------------------------------------
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(1, 10**6), st.sampled_from([1, 2, 4]), st.integers(0, 200))
def test_late_positions_agree_with_the_reference(seed, deal, suits, extra):
    state = late_position(seed, deal, suits, extra)
    winnable, seen = reference(state, 2_000)
    # The reference's positions are the complete search's (the same identity):
    # when it saw them all within 2,000, the portfolio is done well within 20,000.
    result = solve(state, Budget(seconds=None, nodes=20_000))
    if result.outcome is Verdict.SOLVED:
        assert replay(state, result.moves).is_won
    if winnable is True:
        assert result.outcome is not Verdict.UNSOLVABLE
    elif winnable is False:
        # The reference saw every position within its limit: so must the complete search.
        assert result.outcome is Verdict.UNSOLVABLE, (seen, result)
    if result.outcome is Verdict.UNSOLVABLE:
        assert winnable is not True
