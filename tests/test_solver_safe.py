"""The solver's safe automatic moves (the r - 2 / r - 3 rule,
engine/klondike/solver/NOTES.md, "Safe automatic moves"), against an exhaustive search
over the engine's own moves: sending such a card up never turns a won
position into a lost one, even when cards may come back from the foundations
and any run may be split."""

from __future__ import annotations

import random

from test_solver import _exhaustive, replay

from klondike_qt.engine.cards import Card, Suit
from klondike_qt.engine.klondike import GameState, Move, Rules, apply
from klondike_qt.engine.klondike.piles import FOUNDATIONS
from klondike_qt.engine.klondike.solver import Budget, Verdict, solve
from klondike_qt.engine.klondike.solver import position as solver_position
from klondike_qt.engine.klondike.solver.position import _safe_rank


def _old_rule(found: list[int], card: int) -> bool:
    """The weaker rule of the earlier sessions (r - 1 / r - 2)."""
    rank, suit = card % 13 + 1, card // 13
    return (found[(suit + 1) & 3] >= rank - 1 and found[(suit + 3) & 3] >= rank - 1
            and found[(suit + 2) & 3] >= rank - 2)


def _edge(rng: random.Random, most: int = 11, widths: tuple[int, int] = (2, 5)) -> tuple[GameState, Card]:
    """A small position where the new rule sends a column's top card c up and
    the old one does not: c's suit at r - 1, the other colour at r - 2 (one
    of them sometimes at r - 1), the other suit of c's colour at r - 3 or
    r - 2. The cards that can lie on c (the other colour's r - 1) and on them
    (the r - 2 of c's colour) are mostly still out; the rest of the cards out
    are dealt into a few columns, some face down, and a short talon; c is
    put on top of one column."""
    while True:
        rank = rng.randint(3, 12)
        suit = rng.randrange(4)
        found = [0, 0, 0, 0]
        found[suit] = rank - 1
        found[(suit + 2) & 3] = rank - 3 + (rng.random() < 0.3)
        for other in ((suit + 1) & 3, (suit + 3) & 3):
            found[other] = rank - 2 + (rng.random() < 0.25)
        # Raise some suits a little to keep the position small, within the rule.
        out = [Card.of(r, Suit(s)) for s in range(4) for r in range(found[s] + 1, 14)]
        card = Card.of(rank, Suit(suit))
        if len(out) <= most and not _old_rule(found, card.index) and _safe_rank(found, card.index):
            break
    out.remove(card)
    rng.shuffle(out)
    talon_size = rng.randint(0, min(4, len(out)))
    talon, rest = out[:talon_size], out[talon_size:]
    width = rng.randint(*widths)
    columns = [rest[i::width] for i in range(width)] + [[] for _ in range(7 - width)]
    rng.shuffle(columns)
    target = rng.randrange(width) if width else 0
    nonempty = [i for i, col in enumerate(columns) if col] or [0]
    target = nonempty[target % len(nonempty)]
    hidden = [max(0, len(col) - 1 - (rng.random() < 0.3)) for col in columns]
    columns[target] = columns[target] + [card]
    cut = rng.randint(0, len(talon))
    rules = Rules(draw=rng.choice((1, 3)))
    state = GameState(rules, tuple(talon[cut:]), tuple(talon[:cut]), tuple(found),
                      tuple(tuple(col) for col in columns), tuple(hidden), 1)
    return state, card


def test_the_rule_is_r_minus_2_for_the_other_colour_and_r_minus_3_for_the_twin():
    seven_of_clubs = Card.of(7, Suit.CLUBS).index
    # Clubs at 6, diamonds and hearts at 5, spades at 4: safe (not under the old rule).
    assert _safe_rank([6, 5, 4, 5], seven_of_clubs)
    assert not _old_rule([6, 5, 4, 5], seven_of_clubs)
    assert not _safe_rank([6, 4, 4, 5], seven_of_clubs)  # diamonds at r - 3
    assert not _safe_rank([6, 5, 3, 5], seven_of_clubs)  # spades at r - 4
    assert _safe_rank([0, 0, 0, 0], Card.of(1, Suit.HEARTS).index)
    assert _safe_rank([0, 1, 0, 0], Card.of(2, Suit.DIAMONDS).index)


def test_sending_the_card_up_keeps_the_exhaustive_verdict():
    """The lemma itself, on the engine's own moves: a position where the new
    rule (and not the old one) sends c up, and the same position with c up,
    are won or lost alike; and the solver (which now sends such cards up at
    once) gives the same verdict. (Only small positions: the engine's
    breadth-first search, with every foundation card free to come back,
    finishes few of them.)"""
    rng = random.Random(20)
    compared = 0
    for _ in range(40):
        state, card = _edge(rng)
        before = _exhaustive(state, 4000)
        if before is None:
            continue
        after = apply(state, Move(card, FOUNDATIONS[card.suit]))
        exact_after = True if after.is_won else _exhaustive(after, 40000)
        assert exact_after == before, state
        result = solve(state, Budget(seconds=30))
        assert (result.outcome is Verdict.SOLVED) == before, state
        if before:
            assert replay(state, result.moves).is_won
        compared += 1
    assert compared >= 3, compared


def test_the_new_rule_keeps_the_old_rule_s_verdicts(monkeypatch):
    """On larger positions of the same kind (seven columns, most cards face
    down, more of them lost), the solver with the r - 2 / r - 3 rule and with
    the r - 1 / r - 2 rule (cross-checked against the engine in
    test_solver.py) agree wherever both decide, and every win replays."""
    rng = random.Random(22)
    compared = {True: 0, False: 0}
    for _ in range(400):
        state, _card = _edge(rng, most=28, widths=(5, 7))
        verdicts = []
        for margin in (0, 1):
            monkeypatch.setattr(solver_position, "SAFE_MARGIN", margin)
            result = solve(state, Budget(seconds=None, nodes=20000))
            if result.outcome is Verdict.SOLVED:
                assert replay(state, result.moves).is_won
            verdicts.append(result.outcome)
        if Verdict.UNKNOWN in verdicts:
            continue
        assert verdicts[0] is verdicts[1], state
        compared[verdicts[0] is Verdict.SOLVED] += 1
    assert compared[True] >= 300 and compared[False] >= 5, compared


def test_the_old_margin_is_still_a_setting(monkeypatch):
    seven_of_clubs = Card.of(7, Suit.CLUBS).index
    monkeypatch.setattr(solver_position, "SAFE_MARGIN", 0)
    assert not solver_position._safe_rank([6, 5, 4, 5], seven_of_clubs)
    assert solver_position._safe_rank([6, 6, 5, 6], seven_of_clubs)


def test_no_safe_card_is_brought_back_and_the_verdicts_stay(monkeypatch):
    """A card the rule would send straight up again is never brought back
    from its foundation (NOTES.md, "No safe card comes back"); with and
    without that pruning the solver agrees, on positions with many cards up
    (the old cross-check positions of test_solver.py, whose verdicts the
    engine's exhaustive search checks there, and this file's)."""
    from test_solver import _crowded, _reduced

    from klondike_qt.engine.klondike.solver import moves as solver_moves
    from klondike_qt.engine.klondike.solver.moves import MoveGenerator
    from klondike_qt.engine.klondike.solver.position import _BACK

    rng = random.Random(23)
    compared = {True: 0, False: 0}
    pruned = 0
    for index in range(300):
        if index % 3 == 0:
            state, _card = _edge(rng, most=28, widths=(5, 7))
        else:
            state = _crowded(rng) if index % 3 == 1 else _reduced(rng)
        generator = MoveGenerator(state)
        root = generator.start()
        found = root[2]
        for move, _after in generator.moves(root, ()):
            if move[0] == _BACK:
                suit = move[1]
                assert not _safe_rank(found, suit * 13 + found[suit] - 1)
        verdicts = []
        for prune in (False, True):
            monkeypatch.setattr(solver_moves, "PRUNE_SAFE_BACK", prune)
            result = solve(state, Budget(seconds=None, nodes=20000))
            if result.outcome is Verdict.SOLVED:
                assert replay(state, result.moves).is_won
            verdicts.append(result.outcome)
            if not prune:
                unpruned = [m for m, _a in MoveGenerator(state).moves(root, ())]
        pruned += len(unpruned) - len(generator.moves(root, ()))
        if Verdict.UNKNOWN in verdicts:
            continue
        assert verdicts[0] is verdicts[1], state
        compared[verdicts[0] is Verdict.SOLVED] += 1
    assert pruned >= 20, pruned
    assert compared[True] >= 150 and compared[False] >= 5, compared
