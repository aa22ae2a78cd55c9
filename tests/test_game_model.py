"""KlondikeModel: one undo step per action, exact state swaps, saves with history."""

from __future__ import annotations

import os
import random

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import itertools

import pytest

from klondike_qt.engine.klondike import DRAW, Move, Rules, deal, legal_moves, loads
from klondike_qt.engine.rules import Scoring
from klondike_qt.engine.status import GameStatus
from klondike_qt.model.klondike_model import UNDO_LIMIT, Initiator, KlondikeModel


@pytest.fixture
def model(qapp):
    game = KlondikeModel()
    game.new_game(7)
    changes = []
    game.changed.connect(changes.append)
    game.recorded = changes
    return game


def play_random(model: KlondikeModel, count: int, seed: int = 3) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        moves = list(legal_moves(model.state))
        if not moves:
            return
        model.play(rng.choice(moves))


def test_undo_limit_reaches_back_at_least_400():
    assert UNDO_LIMIT >= 400


def test_new_game_deals_the_numbered_deal(model):
    assert model.state == deal(7)
    assert model.deal_number == 7
    assert not model.undo_stack.canUndo()


def test_each_action_is_one_undo_step_and_emits_one_change(model):
    before = model.state
    assert model.draw()
    assert model.undo_stack.count() == 1
    assert len(model.recorded) == 1
    change = model.recorded[-1]
    assert change.initiator is Initiator.PLAYER
    assert change.before == before and change.after == model.state
    assert change.transition.move == DRAW


def test_illegal_move_changes_nothing_and_says_why(model, qtbot):
    before = model.state
    covered = model.state.tableau[6][0]  # face down
    with qtbot.waitSignal(model.refused) as blocker:
        assert not model.play(Move.to_foundation(covered))
    assert blocker.args[0].card is covered
    assert model.state == before
    assert model.undo_stack.count() == 0
    assert model.recorded == []


def test_undo_then_redo_restores_exact_states(model):
    play_random(model, 60)
    states = [model.state]
    while model.undo():
        states.append(model.state)
    assert model.state == model.initial_state
    assert model.recorded[-1].initiator is Initiator.UNDO
    for expected in reversed(states[:-1]):
        assert model.redo()
        assert model.state == expected
    assert model.recorded[-1].initiator is Initiator.REDO


def test_four_hundred_undo_steps(qapp):
    game = KlondikeModel(Rules(draw=1))
    game.new_game(11)
    start = game.state
    steps = 0
    rng = random.Random(5)
    while steps < 450:
        moves = list(legal_moves(game.state))
        # Mostly draws so the game never ends: unlimited passes cycle forever.
        game.play(DRAW if rng.random() < 0.8 or len(moves) == 1 else rng.choice(moves[:-1]))
        steps += 1
    for _ in range(450):
        assert game.undo()
    assert game.state == start
    assert not game.undo()


def test_a_new_move_after_undo_drops_the_redo_history(model):
    play_random(model, 10)
    model.undo()
    model.undo()
    assert model.undo_stack.canRedo()
    model.draw()
    assert not model.undo_stack.canRedo()
    assert len(model.history) == 9


def test_undo_restores_the_score_exactly(qapp):
    game = KlondikeModel(Rules(scoring=Scoring.VEGAS))
    game.new_game(3)
    scores = [game.state.score]
    play_random(game, 80, seed=9)
    while game.undo():
        pass
    assert game.state.score == scores[0] == -52


def test_save_round_trip_keeps_undo_and_redo(model, qapp):
    play_random(model, 40)
    for _ in range(5):
        model.undo()
    saved = loads(model.to_saved().dumps())
    other = KlondikeModel()
    other.restore(saved)
    assert other.state == model.state
    assert other.history == model.history
    redone = 0
    while other.redo():
        redone += 1
    assert redone == 5
    while other.undo():
        pass
    assert other.state == model.initial_state


def test_restore_emits_one_restore_change(model, qapp):
    play_random(model, 10)
    saved = model.to_saved()
    other = KlondikeModel()
    changes = []
    other.changed.connect(changes.append)
    other.restore(saved)
    assert [change.initiator for change in changes] == [Initiator.RESTORE]


def test_move_safe_cards_is_one_step_per_card(qapp):
    game = KlondikeModel(Rules(thoughtful=True))
    game.new_game(21)
    play_random(game, 30, seed=1)
    before = game.undo_stack.count()
    sent = game.move_safe_cards()
    assert game.undo_stack.count() == before + sent


def test_auto_finish_sends_cards_one_by_one_and_undo_takes_them_back(qapp):
    # A position where every card is face up and stock and waste are empty.
    from klondike_qt.engine.cards import CARDS, Card, Suit
    from klondike_qt.engine.klondike import new_state

    tableau = [[] for _ in range(7)]
    # Four alternating-colour runs K..A: black suits on even ranks in columns 1-2,
    # red ones on odd ranks there, and the other way round in columns 3-4.
    even = {Suit.CLUBS: 0, Suit.SPADES: 1, Suit.DIAMONDS: 2, Suit.HEARTS: 3}
    odd = {Suit.DIAMONDS: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.SPADES: 3}
    for rank in range(13, 0, -1):
        for suit in Suit:
            tableau[(even if rank % 2 == 0 else odd)[suit]].append(Card.of(rank, suit))
    assert sum(map(len, tableau)) == len(CARDS)
    state = new_state(Rules(thoughtful=True), tuple(map(tuple, tableau)), ())
    assert all(upper.fits_on(lower) for col in state.tableau for lower, upper in itertools.pairwise(col))
    game = KlondikeModel()
    game.new_game(None, Rules(thoughtful=True), layout=(state.tableau, ()))
    assert game.status is GameStatus.READY_TO_FINISH
    steps = 0
    while game.finish_step():
        steps += 1
    assert steps == 52
    assert game.status is GameStatus.WON
    for _ in range(52):
        assert game.undo()
    assert game.state == game.initial_state


def test_clock_starts_with_the_first_move(model):
    assert model.elapsed_ms() == 0
    model.draw()
    assert model._running_since is not None
    model.set_paused(True)
    frozen = model.elapsed_ms()
    assert model.elapsed_ms() == frozen


def _undo_trail(model: KlondikeModel) -> list:
    """Every state undo passes through, then back with redo to where it was."""
    trail = [model.state]
    while model.undo():
        trail.append(model.state)
    for _ in range(len(trail) - 1):
        model.redo()
    return trail


def test_a_game_longer_than_the_undo_limit_restores_with_the_same_undo_and_redo(qapp):
    # Issue 16, item 3: --deal 3, N pressed 5,110 times, Ctrl+Z 120 times, quit, start again.
    model = KlondikeModel()
    model.new_game(3)
    for _ in range(UNDO_LIMIT + 110):
        model.draw()
    for _ in range(120):
        model.undo()
    saved = loads(model.to_saved().dumps())
    other = KlondikeModel()
    other.restore(saved)
    assert other.state == model.state and other.history == model.history
    assert other.undo_stack.index() == model.undo_stack.index()
    assert other.undo_stack.count() == model.undo_stack.count() <= UNDO_LIMIT
    # Undo reaches exactly as far back, through the same states, as without the restart.
    assert _undo_trail(other) == _undo_trail(model)
    assert other.state == model.state
    other.undo()  # one step back, not a hundred
    assert other.history == model.history[:-1] and other.state.moves == model.state.moves - 1
    assert other.play(Move.parse("draw"))
    again = loads(other.to_saved().dumps())  # the next move is saved as a legal game
    assert again.position == len(model.history)
    redone = 0
    while other.redo():
        redone += 1
    assert redone == 0  # the new move dropped the redo steps


def test_a_restored_game_keeps_its_redo_steps_within_the_undo_limit(qapp):
    model = KlondikeModel()
    model.new_game(3)
    for _ in range(UNDO_LIMIT + 900):
        model.draw()
    while model.undo():  # back to where undo stops: the redo steps fill the stack
        pass
    other = KlondikeModel()
    other.restore(loads(model.to_saved().dumps()))
    assert other.state == model.state
    assert not other.undo_stack.canUndo()
    steps = 0
    while other.redo():
        steps += 1
    assert steps == UNDO_LIMIT and other.state.moves == UNDO_LIMIT + 900
