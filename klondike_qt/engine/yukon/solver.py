"""A full-information Yukon solver: a winning line, a proof that none exists,
or "unknown" when its budget runs out.

Like Klondike's solver it sees the face-down cards ("winnable" is about the
cards as they really lie; hints and the answer never name a hidden card).

- **Positions** are seven ``bytes``, one a column, bottom first: a face-up
  card is its index (suit × 13 + rank − 1), a face-down one its index + 64.
  The foundations follow from the cards left on the table. The rules treat
  the columns alike (there is no stock), so the key of a position is its
  columns sorted: positions that differ only by the order of the columns are
  searched once.
- **Moves** are the rule book's: any face-up card, with everything on it, onto
  a column top one rank higher of the other colour; a King (not already at
  the bottom of its column) into the first empty column (empty columns are
  alike); a column top to its foundation.
- **Forced moves:** after every move, each column top that is *safe* goes to
  its foundation at once (:func:`~.advice.is_safe_to_foundation`: both cards
  one rank lower of the other colour are already up). That loses no win:
  nothing can ever be put on such a card again, so from the position with it
  up every line of the position with it on the table can be played, less the
  moves of that card itself (every other move stays legal, a card it rode on
  now lands on the card below it, and a face-down card it covered is turned
  up sooner, which only allows more).
- **Dead ends:** a position in which some card can never move again is
  lost and not searched further (:func:`_never`, which carries the proof: a
  card lying on face-down cards only, whose foundation and parents are all
  out of reach). Only a card turned up or sent to a foundation can make a
  position dead, so only those children are tested.
- **Search:** depth first with a visited set over the keys, every move
  tried, in two passes. The first, cut off after 5,000 positions, tries the
  moves in their rank's order (turning a card up, to a foundation, emptying
  a column, onto a card, a King into an empty column, a card off a card it
  already fits on last), then the position with the lowest score (8 per
  face-down card, 1 per face-up card not lying on a card it fits on). The
  second, with the rest of the budget, starts afresh and tries the lowest
  score first, then the rank. Each finds wins the other misses; either
  says "unsolvable" only if it ran to the end. A child already seen is
  dropped before it is built.
- **Why "unsolvable" is a proof:** it is said only when the stack is empty,
  that is when every position reachable from the start (up to the order of
  the columns) was expanded, except positions reached through a forced move
  (which loses no win, above) or proved dead (which have no win). No move
  is ever left out for being unpromising. When the budget (seconds,
  positions) runs out or the search is cancelled, the answer is "unknown".
  Figures: ``bench/yukon_bench.py``.

The line it returns is in the engine's moves, the forced ones included, and
replays through :func:`~.state.apply`.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ..cards import CARDS
from ..klondike.moves import Move
from ..klondike.piles import COLUMNS, FOUNDATIONS
from ..solving import Budget, Cancel, SolveResult, Verdict, as_budget, as_cancel
from .state import YukonState

__all__ = ["Budget", "Cancel", "SolveResult", "Verdict", "solve"]

#: A face-down card is stored as its index + _DOWN.
_DOWN = 64
_RANK = tuple(CARDS[b].rank if b < 52 else 0 for b in range(2 * _DOWN))
_SUIT = tuple(int(CARDS[b].suit) if b < 52 else 0 for b in range(2 * _DOWN))
#: The suits of the other colour, by suit.
_OTHER = tuple(tuple(s for s in range(4) if FOUNDATIONS[s].suit.is_red != FOUNDATIONS[t].suit.is_red)
               for t in range(4))
_SEP = b"\xff"
_DOWN_BYTES = bytes(range(_DOWN, 2 * _DOWN))
#: _FITS[b]: the cards that fit on card b (one rank lower, the other colour; none on a face-down card).
_FITS = tuple(frozenset(c.index for c in CARDS if c.fits_on(CARDS[b])) if b < 52 else frozenset()
              for b in range(2 * _DOWN))
#: The same as tuples (for a fixed order), and the Kings, which go into an empty column.
_FITS_ORDER = tuple(tuple(sorted(cards)) for cards in _FITS)
_KINGS = tuple(card.index for card in CARDS if card.rank == 13)
#: How often (in positions) the budget and the cancel flag are looked at.
_POLL = 64
#: The most positions the search remembers (measured: about 100 bytes each with their nodes); when it has
#: seen them it stops with "unknown", whatever the budget.
MAX_STORED = 2_000_000

Columns = tuple[bytes, ...]
#: One move: (card index, target column 0–6, or -1 for its foundation).
Step = tuple[int, int]


class _Node:
    __slots__ = ("columns", "found", "parent", "steps")

    def __init__(self, columns: Columns, found: tuple[int, ...], parent: _Node | None,
                 steps: tuple[Step, ...]) -> None:
        self.columns = columns
        self.found = found
        self.parent = parent
        self.steps = steps


def _flip(column: bytes) -> bytes:
    """The column with its top turned up if it was face down."""
    if column and column[-1] >= _DOWN:
        return column[:-1] + bytes((column[-1] - _DOWN,))
    return column


def _is_safe(top: int, found: tuple[int, ...] | list[int]) -> bool:
    """Whether face-up ``top`` may go to its foundation now and is safe there (:func:`_settle`)."""
    suit, rank = _SUIT[top], _RANK[top]
    return found[suit] + 1 == rank and all(found[s] >= rank - 1 for s in _OTHER[suit])


def _settle(columns: list[bytes], found: list[int], steps: list[Step]) -> None:
    """Send every safe column top to its foundation, over and over (the forced moves)."""
    moved = True
    while moved:
        moved = False
        for n, column in enumerate(columns):
            if not column:
                continue
            top = column[-1]
            if _is_safe(top, found):
                found[_SUIT[top]] = _RANK[top]
                columns[n] = _flip(column[:-1])
                steps.append((top, -1))
                moved = True


def _key(columns: Columns) -> bytes:
    return _SEP.join(sorted(columns))


#: The score of a position (lower is tried first among siblings): this per face-down card, plus one
#: per face-up card not lying on a card it fits on (measured: 4, 8 and 16 solve the same deals).
_DOWN_WEIGHT = 8


class _Scores(dict[bytes, int]):
    """The score of each column seen, worked out when first asked for."""

    def __missing__(self, column: bytes) -> int:
        first = len(column) - len(column.lstrip(_DOWN_BYTES))
        score = self[column] = _DOWN_WEIGHT * first + sum(1 for i in range(first + 1, len(column))
                                                          if column[i] not in _FITS[column[i - 1]])
        return score


#: _PARENTS[b]: the two cards card b may be built on (none for a King, which never needs one).
_PARENTS = tuple(tuple(sorted(p for p in range(52) if b < 52 and b in _FITS[p])) if _RANK[b] != 13 else ()
                 for b in range(2 * _DOWN))


def _never(bases: tuple[bytes, ...], found: tuple[int, ...]) -> bool:
    """Whether some cards can never move again, so the position is lost;
    ``bases`` are the columns' face-down cards with the lowest face-up card.

    A card of a base lies on face-down cards only. Start from every such
    card that is no King as *suspect*; a card *lies low* when it lies under a
    suspect. A suspect is cleared when it can get away: a lower card of its
    suit that is not on its foundation neither lies under it nor lies low
    (so its foundation may be reached), or some card it may be built on is
    not on its foundation, not under it and does not lie low. Clear over and
    over; whatever suspects remain never move.

    Proof: say some remaining suspect moves one day, and take the first
    that does. Until then no remaining suspect has moved, so nothing under
    any of them has moved or turned up (face-down cards do not move, and
    none turns up while covered), nor reached a foundation. So that card
    moves by itself, from where it lies now: not to its foundation (a lower
    card of its suit is still under it or under another suspect), not to an
    empty column (it is no King), not onto a parent (each is on its
    foundation, which it never leaves, or still covered, so no column top).
    It cannot move, a contradiction: no remaining suspect ever reaches its
    foundation, so no line wins. (Suspects that hold each other down in a
    ring are caught too.)"""
    mask = _DOWN - 1
    suspects = {base[i] & mask: (n, i) for n, base in enumerate(bases) for i in range(len(base))
                if _RANK[base[i] & mask] != 13}
    while suspects:
        height = [0] * len(bases)
        for n, i in suspects.values():
            height[n] = max(height[n], i)
        low = {card & mask for n, base in enumerate(bases) for card in base[:height[n]]}
        cleared = []
        for card, (n, i) in suspects.items():
            suit, rank = _SUIT[card], _RANK[card]
            under = {c & mask for c in bases[n][:i]}
            blocked = any(suit * 13 + r - 1 in under or suit * 13 + r - 1 in low
                          for r in range(found[suit] + 1, rank))
            if blocked and all(p in under or p in low or found[_SUIT[p]] >= _RANK[p] for p in _PARENTS[card]):
                continue
            cleared.append(card)
        if not cleared:
            return True
        for card in cleared:
            del suspects[card]
    return False


def _is_dead(columns: Columns, found: tuple[int, ...], memo: dict[tuple[object, ...], bool]) -> bool:
    """:func:`_never` of a position, remembered by its bases and foundations
    (most moves change neither)."""
    bases = tuple(column[:len(column) - len(column.lstrip(_DOWN_BYTES)) + 1] for column in columns)
    key = (bases, found)
    dead = memo.get(key)
    if dead is None:
        dead = memo[key] = _never(bases, found)
    return dead


def _children(node: _Node, seen: set[bytes], scores: _Scores) -> list[tuple[int, int, int, _Node, bool]]:
    """Every move from ``node`` (forced moves after it) to a position not yet
    ``seen`` (now seen), each with the score of that position and the rank of
    the move (lower first)."""
    columns, found = node.columns, node.found
    empty = next((m for m, column in enumerate(columns) if not column), -1)
    out: list[tuple[int, int, int, _Node, bool]] = []

    def add(rank: int, n: int, i: int, target: int) -> None:
        new = list(columns)
        column = columns[n]
        card = column[i]
        new_found = list(found)
        new[n] = _flip(column[:i])
        steps: list[Step] = [(card, target)]
        if target < 0:
            new_found[_SUIT[card]] = _RANK[card]
            _settle(new, new_found, steps)
        else:
            new[target] = columns[target] + column[i:]
            # The foundations did not change and every other top was a top of the settled parent,
            # so only the card now on top of the source column can have become safe.
            if i and _is_safe(new[n][-1], found):
                _settle(new, new_found, steps)
        key = _SEP.join(sorted(new))
        if key in seen:
            return
        seen.add(key)
        # Only a card turned up or sent to a foundation can make a position dead (_is_dead).
        out.append((sum(map(scores.__getitem__, new)), rank, len(out),
                    _Node(tuple(new), tuple(new_found), node, tuple(steps)),
                    target < 0 or len(steps) > 1 or (i > 0 and column[i - 1] >= _DOWN)))

    for n, column in enumerate(columns):
        if column and found[_SUIT[column[-1]]] + 1 == _RANK[column[-1]]:
            add(1, n, len(column) - 1, -1)
    joined = _SEP.join(columns)
    for m, column in enumerate(columns):
        # Onto each top: the cards that fit on it, wherever they lie face up.
        for card in _FITS_ORDER[column[-1]] if column else (_KINGS if m == empty else ()):
            at = joined.find(card)
            if at < 0:
                continue  # face down, or on its foundation
            n = joined.count(_SEP, 0, at)
            i = at - joined.rfind(_SEP, 0, at) - 1
            if n == m or (i == 0 and not column):
                continue  # already there; a King from one empty column to another
            source = columns[n]
            if i > 0 and source[i - 1] >= _DOWN:
                rank = 0  # turns a card up
            elif i == 0:
                rank = 2  # empties a column
            elif card in _FITS[source[i - 1]]:
                rank = 5  # off a card it already fits on: a shuffle
            else:
                rank = 3 if column else 4
            add(rank, n, i, m)
    return out



def _line(node: _Node) -> tuple[Move, ...]:
    steps: list[Step] = []
    walk: _Node | None = node
    while walk is not None:
        steps.extend(reversed(walk.steps))
        walk = walk.parent
    return tuple(Move(CARDS[card], FOUNDATIONS[_SUIT[card]] if target < 0 else COLUMNS[target])
                 for card, target in reversed(steps))


def solve(state: YukonState, budget: Budget | float | None = None, cancel: Cancel = None) -> SolveResult[Move]:
    """Search for a win from ``state`` with full information.

    ``budget``: a :class:`Budget`, or seconds as a number (default 2 s),
    both passes together;
    ``cancel``: a callable returning True or a ``threading.Event``, polled
    every 64 positions. ``SOLVED`` with a line that replays through
    :func:`~.state.apply`; ``UNSOLVABLE`` when every reachable position was
    seen; ``UNKNOWN`` when the budget ran out or the search was cancelled.
    """
    limits = as_budget(budget)
    stop: Callable[[], bool] = as_cancel(cancel)
    start = time.monotonic()
    deadline = None if limits.seconds is None else start + limits.seconds
    max_nodes = limits.nodes
    columns = [bytes(card.index + (_DOWN if i < down else 0) for i, card in enumerate(column))
               for column, down in zip(state.tableau, state.hidden)]
    found = list(state.foundations)
    steps: list[Step] = []
    _settle(columns, found, steps)
    root = _Node(tuple(columns), tuple(found), None, tuple(steps))
    if sum(found) == 52:
        return SolveResult(Verdict.SOLVED, _line(root), 0, time.monotonic() - start)
    pinned: dict[tuple[object, ...], bool] = {}
    if _is_dead(root.columns, root.found, pinned):
        return SolveResult(Verdict.UNSOLVABLE, (), 0, time.monotonic() - start)

    def spent(nodes: int, stored: int) -> bool:
        return (stop() or (max_nodes is not None and nodes >= max_nodes)
                or (deadline is not None and time.monotonic() >= deadline) or stored > MAX_STORED)

    outcome, won, probed = _search(root, pinned, _by_move, lambda nodes, stored: nodes >= _PROBE or spent(nodes, stored))
    if outcome is Verdict.UNKNOWN and not spent(probed, 0):
        outcome, won, nodes = _search(root, pinned, _by_score, lambda nodes, stored: spent(probed + nodes, stored))
        probed += nodes
    return SolveResult(outcome, () if won is None else _line(won), probed, time.monotonic() - start)


#: A child as :func:`_children` gives it: its score, the rank of its move, its place, itself, and
#: whether a card turned up or went to a foundation on the way.
_Entry = tuple[int, int, int, _Node, bool]
#: Positions the first, move-ordered search may visit (measured, deals 1-100 at 20,000 positions:
#: 0, 2,000, 5,000 and 10,000 decide 63, 64, 65 and 65 deals; 10,000 loses a proof that needs 12,000).
_PROBE = 5000


def _by_score(entry: _Entry) -> tuple[int, int, int]:
    return entry[0], entry[1], entry[2]


def _by_move(entry: _Entry) -> tuple[int, int, int]:
    return entry[1], entry[0], entry[2]


def _search(root: _Node, pinned: dict[tuple[object, ...], bool], order: Callable[[_Entry], tuple[int, int, int]],
            spent: Callable[[int, int], bool]) -> tuple[Verdict, _Node | None, int]:
    """Depth first from ``root``, each node's children in ``order``, until a
    win (``SOLVED`` and the won node), every position reachable was seen
    (``UNSOLVABLE``), or ``spent(positions, stored)`` says stop (``UNKNOWN``)."""
    seen = {_key(root.columns)}
    scores = _Scores()
    stack: list[list[_Node]] = [[root]]
    nodes = 0
    while stack:
        frame = stack[-1]
        if not frame:
            stack.pop()
            continue
        node = frame.pop()
        nodes += 1
        if nodes % _POLL == 0 and spent(nodes, len(seen)):
            return Verdict.UNKNOWN, None, nodes
        fresh = _children(node, seen, scores)
        for entry in fresh:
            if sum(entry[3].found) == 52:
                return Verdict.SOLVED, entry[3], nodes
        fresh.sort(key=order, reverse=True)  # the first in order last: popped first
        stack.append([child for _, _, _, child, changed in fresh
                      if not (changed and _is_dead(child.columns, child.found, pinned))])
    return Verdict.UNSOLVABLE, None, nodes
