"""Properties of random legal play: stateful Hypothesis tests and thousands of random games."""

from __future__ import annotations

import random
from collections import deque

import pytest
from engine_helpers import accepted_moves, check_invariants, random_playout
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from klondike_qt.engine.cards import CARDS
from klondike_qt.engine.deal import MAX_DEAL_NUMBER
from klondike_qt.engine.klondike import (
    ALL_PILES,
    DRAW,
    PASS_LIMITS,
    STOCK,
    WASTE,
    ChangeKind,
    GameState,
    IllegalMove,
    Move,
    Rules,
    apply,
    deal,
    deal_layout,
    finish_move,
    game_status,
    is_legal,
    is_stuck,
    legal_moves,
    loads,
    saved_game,
    transition,
)
from klondike_qt.engine.rules import Scoring
from klondike_qt.engine.status import GameStatus

rules_strategy = st.builds(Rules, draw=st.sampled_from([1, 3]), pass_limit=st.sampled_from(PASS_LIMITS),
                           scoring=st.sampled_from(list(Scoring)), thoughtful=st.booleans())


def check_transition(before: GameState, move: Move, after: GameState) -> None:
    """``transition()`` describes exactly what happened between the two states."""
    change = transition(before, move, after)
    assert change.move == move and change.score_delta == after.score - before.score
    if move.is_draw:
        if before.stock:
            assert change.kind is ChangeKind.DRAW and (change.source, change.target) == (STOCK, WASTE)
            assert change.cards == before.stock[: before.rules.draw]
            assert after.waste[-len(change.cards):] == change.cards
        else:
            assert change.kind is ChangeKind.RECYCLE and (change.source, change.target) == (WASTE, STOCK)
            assert change.cards == before.waste == after.stock
        assert change.revealed is None
        return
    source, _index = before.locate(move.card)  # type: ignore[arg-type]
    assert change.kind is ChangeKind.MOVE
    assert (change.source, change.target) == (source, move.target)
    assert change.cards[0] is move.card
    assert after.pile_cards(move.target)[-len(change.cards):] == change.cards  # type: ignore[arg-type]
    assert change.onto is (before.top(move.target) if move.target.is_tableau else None)  # type: ignore[union-attr]
    if source.is_tableau and after.hidden[source.index - 1] < before.hidden[source.index - 1]:
        assert change.revealed is after.tableau[source.index - 1][-1] and change.revealed_in is source
    else:
        assert change.revealed is None and change.revealed_in is None


def check_score(state: GameState, start_score: int) -> None:
    scoring = state.rules.scoring
    if scoring is Scoring.STANDARD:
        assert state.score >= 0 and state.score % 5 == 0
    elif scoring is Scoring.NONE:
        assert state.score == 0
    else:
        # +5 up, -5 back: the balance is the deal's cost plus 5 per card on the foundations
        assert state.score == start_score - 52 + 5 * state.foundation_count


class RandomPlay(RuleBasedStateMachine):
    """Random legal (and illegal) play from random deals under random rules."""

    @initialize(number=st.integers(1, MAX_DEAL_NUMBER), rules=rules_strategy,
                start=st.integers(-1000, 1000))
    def new_deal(self, number: int, rules: Rules, start: int) -> None:
        self.number = number
        self.start_score = start if rules.scoring is Scoring.VEGAS_CUMULATIVE else 0
        self.state = deal(number, rules, self.start_score)
        self.moves: list[Move] = []

    def _play(self, move: Move) -> None:
        before = self.state
        self.state = apply(before, move)
        check_transition(before, move, self.state)
        self.moves.append(move)

    @precondition(lambda self: not self.state.is_won)
    @rule(data=st.data())
    def play_a_legal_move(self, data: st.DataObject) -> None:
        moves = list(legal_moves(self.state))
        if moves:
            card_moves = [m for m in moves if not m.is_draw]
            # favour card moves so that games get somewhere
            pool = card_moves if card_moves and data.draw(st.integers(0, 3)) else moves
            self._play(data.draw(st.sampled_from(pool)))

    @rule(card=st.sampled_from(CARDS), pile=st.sampled_from(ALL_PILES))
    def try_any_card_on_any_pile(self, card: object, pile: object) -> None:
        move = Move(card, pile)  # type: ignore[arg-type]
        listed = move in set(legal_moves(self.state))
        try:
            after = apply(self.state, move)
        except IllegalMove as error:
            assert not listed
            assert error.move == move and error.card is card and error.target is pile
            assert not is_legal(self.state, move)
            return
        assert listed
        self.state, before = after, self.state
        check_transition(before, move, after)
        self.moves.append(move)

    @rule()
    def try_the_draw(self) -> None:
        listed = DRAW in set(legal_moves(self.state))
        assert is_legal(self.state, DRAW) is listed
        if listed:
            self._play(DRAW)

    @precondition(lambda self: game_status(self.state) is GameStatus.READY_TO_FINISH)
    @rule()
    def finish(self) -> None:
        while (move := finish_move(self.state)) is not None:
            self._play(move)
        assert self.state.is_won

    @invariant()
    def cards_and_counters_hold(self) -> None:
        check_invariants(self.state)
        check_score(self.state, self.start_score)
        assert self.state.is_won == (self.state.foundation_count == 52)
        assert self.state.moves == len(self.moves)

    @invariant()
    def apply_accepts_exactly_the_listed_moves(self) -> None:
        listed = list(legal_moves(self.state))
        assert len(listed) == len(set(listed)), "no duplicates"
        assert set(listed) == accepted_moves(self.state)
        assert DRAW not in listed[:-1], "the draw comes last"

    @invariant()
    def save_and_load_give_back_the_position(self) -> None:
        layout = deal_layout(self.number)
        for number in (self.number, None):
            game = saved_game(self.state.rules, number, layout, self.moves, len(self.moves),
                              self.start_score, elapsed_ms=len(self.moves) * 1000)
            back = loads(game.dumps())
            assert back == game
            assert back.states()[-1] == self.state


RandomPlay.TestCase.settings = settings(max_examples=40, stateful_step_count=40, deadline=None,
                                        suppress_health_check=[HealthCheck.too_slow])
test_random_play = RandomPlay.TestCase


# -- "no moves left" against a plain search --------------------------------------------
def reference_stuck(state: GameState, limit: int) -> bool | None:
    """The definition of :func:`is_stuck` as a plain breadth-first search over
    every legal move, stock turns included; ``None`` if it needs more than ``limit`` positions."""
    def better(after: GameState) -> bool:
        return (after.hidden_count < state.hidden_count
                or after.foundation_count > state.foundation_count
                or len(after.stock) + len(after.waste) < len(state.stock) + len(state.waste))

    seen = {state.key()}
    queue = deque([state])
    while queue:
        current = queue.popleft()
        for move in legal_moves(current):
            after = apply(current, move)
            if better(after):
                return False
            if after.key() not in seen:
                if len(seen) >= limit:
                    return None
                seen.add(after.key())
                queue.append(after)
    return True


def test_is_stuck_agrees_with_a_plain_search_over_every_move() -> None:
    rng = random.Random(2024)
    outcomes = {True: 0, False: 0}
    for game in range(120):
        rules = Rules(draw=rng.choice((1, 3)), pass_limit=rng.choice(PASS_LIMITS), thoughtful=game % 5 == 0)
        state = deal(rng.randint(1, MAX_DEAL_NUMBER), rules)
        final, moves = random_playout(state, rng, max_moves=400)
        middle = state
        for move in moves[: rng.randrange(len(moves) + 1)]:
            middle = apply(middle, move)
        for position in (final, middle):
            if position.is_won:
                continue
            expected = reference_stuck(position, limit=3000)
            if expected is None:
                continue
            assert is_stuck(position, limit=10**6) is expected, position
            outcomes[expected] += 1
    assert outcomes[True] >= 5 and outcomes[False] >= 5, outcomes


# -- thousands of random games --------------------------------------------------------
GAMES_PER_DRAW_MODE = 2000
CHUNKS = 4


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("draw", [1, 3])
def test_random_games_play_to_the_end_without_error(draw: int, chunk: int) -> None:
    rng = random.Random(draw * 1000 + chunk)
    games = GAMES_PER_DRAW_MODE // CHUNKS
    for _ in range(games):
        rules = Rules(draw=draw, pass_limit=rng.choice(PASS_LIMITS), scoring=rng.choice(list(Scoring)),
                      thoughtful=rng.random() < 0.2)
        start = deal(rng.randint(1, MAX_DEAL_NUMBER), rules)
        final, moves = random_playout(start, rng, max_moves=1000, max_recycles=6, max_idle=200)
        check_invariants(final)
        check_score(final, 0)
        assert final.moves == len(moves)
        if not any(True for _ in legal_moves(final)):
            # the game ended for want of a move: it is won or says "no moves left"
            assert game_status(final) in (GameStatus.WON, GameStatus.NO_MOVES)
