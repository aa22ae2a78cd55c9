"""The search's own position encoding, bound to one game's rules: a compact
position from a :class:`~klondike_qt.engine.klondike.state.GameState`, its key in the
transposition table, the talon's reach, applying a move (with the provably safe
automatic moves) and turning an internal line back into engine moves.

A card is an int 0..51 (``Card.index``: suit * 13 + rank - 1, suits C D S H;
C and S black). A position is a tuple ``(cols, hidden, found, talon, pointer,
passes)``:

- ``cols``: 7 tuples of cards, bottom first; ``hidden``: face-down count per column;
- ``found``: top rank per suit;
- ``talon``: waste (bottom first) + stock (next first); ``pointer``: how many
  talon cards are turned up (the waste length);
- ``passes``: the engine's pass number.

A move is a tuple ``(kind, a, b, c)``:

- ``(RUN, col, index, target)``: the run from column ``col`` starting at ``index``;
- ``(TALON, k, target, steps)``: the talon card at position k (card
  ``talon[k - 1]``), ``steps`` = 2 * draws + (1 if a recycle is among them);
- ``(BACK, suit, target, 0)``: a foundation top back to a column;

``target`` is a column number 0..6 or ``FOUND``. (Plain tuples, not named
ones: millions are made per search; see NOTES.md, "Named types".)
"""

from __future__ import annotations

from typing import Any

from ...cards import CARDS
from ..moves import DRAW, Move
from ..piles import COLUMNS, FOUNDATIONS
from ..state import GameState
from .tuning import SAFE_MARGIN

Cards = tuple[int, ...]
#: (cols, hidden, found, talon, pointer, passes): see the module docstring.
Position = tuple[tuple[Cards, ...], tuple[int, ...], tuple[int, ...], Cards, int, int]
#: (kind, a, b, c): see the module docstring.
SearchMove = tuple[int, int, int, int]
#: (position k, draws needed, recycled 0/1): a talon card draws can bring up.
Reach = tuple[int, int, int]
#: A position's key in the transposition table (see :meth:`Positions.key`).
Key = tuple[bytes, bytes, int] | tuple[bytes, bytes, int, int]
#: An obligation a preparing move leaves (see :mod:`.obligations`): a kind
#: letter and one to three ints.
Obligation = tuple[Any, ...]
#: The obligations pending in a position (sorted, at most two).
Pending = tuple[Obligation, ...]

# -- card tables -------------------------------------------------------------
_RANK = tuple(c % 13 + 1 for c in range(52))
_SUIT = tuple(c // 13 for c in range(52))
_RED = tuple((c // 13) in (1, 3) for c in range(52))
_KING = 13
# The two cards a card may be built on (one rank higher, other colour).
_PARENTS: tuple[tuple[int, ...], ...] = tuple(
    () if _RANK[c] == 13 else
    tuple(s * 13 + _RANK[c] for s in ((0, 2) if _RED[c] else (1, 3)))
    for c in range(52)
)
# The two cards that may lie on a card (one rank lower, the other colour).
_CHILDREN: tuple[tuple[int, ...], ...] = tuple(
    tuple(x for x in range(52) if c in _PARENTS[x]) for c in range(52))
# The other card of the same colour and rank.
_TWIN = tuple((c + 26) % 52 for c in range(52))
# fits[a][b]: card a may lie on card b.
_FITS = tuple(tuple(b in _PARENTS[a] for b in range(52)) for a in range(52))
_FOUND = -1  # target code for "to its foundation"
# The kinds of move (see the module docstring).
_RUN, _TALON, _BACK = 0, 1, 2


def _safe_rank(foundations: tuple[int, ...] | list[int], card: int) -> bool:
    """Whether sending ``card`` (playable now, its foundation at rank - 1) up can
    never lose a won game.

    Rule: a card of rank r when both foundations of the other colour are at
    r - 2 or more and the other foundation of its own colour is at r - 3 or
    more (so every ace and every two). Why that can never lose a won game,
    even though foundation cards may come back: NOTES.md, "Safe automatic
    moves" (also why talon cards are never auto-played in draw 3).
    """
    rank = _RANK[card] - SAFE_MARGIN
    suit = _SUIT[card]
    return (foundations[(suit + 1) & 3] >= rank - 1 and foundations[(suit + 3) & 3] >= rank - 1
            and foundations[(suit + 2) & 3] >= rank - 2)


class Positions:
    """The positions of one search under its rules (draw, pass limit)."""

    def __init__(self, state: GameState) -> None:
        rules = state.rules
        self.state = state
        self.draw = rules.draw
        self.max_passes = rules.max_passes
        self.root: Position = (
            tuple(tuple(card.index for card in col) for col in state.tableau),
            tuple(state.hidden),
            tuple(state.foundations),
            tuple(card.index for card in state.waste + state.stock),
            len(state.waste),
            state.passes,
        )
        self.reach_memo: dict[tuple[Cards, int, int], list[Reach]] = {}
        self.info_memo: dict[tuple[Cards, int, int], tuple[frozenset[int], bool]] = {}

    # -- keys ---------------------------------------------------------------
    def key(self, pos: Position) -> Key:
        """The transposition-table key (NOTES.md, "Keys"): positions that differ
        only in the order of their columns, or that drawing alone makes
        mutually reachable, share one."""
        cols, hidden, _found, talon, pointer, passes = pos
        # Columns in sorted order: column identity does not matter to the rules.
        # The foundations follow from the cards still out, so they are not in the key.
        colkey = sorted([bytes((hidden[i],)) + bytes(cols[i]) for i in range(7)])
        return self.talon_key(b"\xff".join(colkey), talon, pointer, passes)

    def talon_key(self, table: bytes, talon: Cards, pointer: int, passes: int) -> Key:
        """A key from its table part (the position's, or a class's) and the
        talon: with unlimited passes, positions that drawing alone makes
        mutually reachable are one (the pointer only where it is off the draw-3
        recycle cycle); with a pass limit the pointer and the pass count."""
        if self.max_passes is None:
            if self.draw == 1 or pointer % 3 == 0 or pointer == len(talon):
                return (table, bytes(talon), -1)
            return (table, bytes(talon), pointer)
        return (table, bytes(talon), pointer, passes)

    # -- talon reach ----------------------------------------------------------
    def talon_reach(self, talon: Cards, pointer: int, passes: int) -> list[Reach]:
        """(position k, draws needed, recycled 0/1) for every talon card playable
        after some draws, each position once, the cheapest way (memoised)."""
        memo_key = (talon, pointer, passes)
        out = self.reach_memo.get(memo_key)
        if out is None:
            out = self.reach_memo[memo_key] = self._talon_reach(talon, pointer, passes)
        return out

    def talon_info(self, talon: Cards, pointer: int, passes: int) -> tuple[frozenset[int], bool]:
        """The talon cards playable after some draws, and whether a King is
        among them (memoised)."""
        memo_key = (talon, pointer, passes)
        out = self.info_memo.get(memo_key)
        if out is None:
            cards = frozenset(talon[k - 1] for k, _d, _r in self.talon_reach(talon, pointer, passes))
            out = self.info_memo[memo_key] = (cards, any(_RANK[c] == _KING for c in cards))
        return out

    def _talon_reach(self, talon: Cards, pointer: int, passes: int) -> list[Reach]:
        n = len(talon)
        if not n:
            return []
        draw = self.draw
        out: list[Reach] = []
        seen = set()
        if pointer:
            out.append((pointer, 0, 0))
            seen.add(pointer)
        k = pointer
        draws = 0
        while k < n:
            k = min(k + draw, n)
            draws += 1
            out.append((k, draws, 0))
            seen.add(k)
        # A recycle needs a pass left and a non-empty waste.
        if (self.max_passes is None or passes < self.max_passes) and pointer:
            base = draws + 1
            k = 0
            d = 0
            while k < n:
                k = min(k + draw, n)
                d += 1
                if k not in seen:
                    out.append((k, base + d, 1))
        return out

    # -- applying -------------------------------------------------------------------
    def apply(self, pos: Position, move: SearchMove,
              record: list[Move] | None = None, auto: bool = True) -> Position:
        """The position after ``move`` and (if ``auto``) the safe automatic
        foundation moves. With ``record``, the engine moves are appended to it."""
        cols, hidden, found, talon, pointer, passes = pos
        kind, a, b, c = move
        cols_l = list(cols)
        hidden_l = list(hidden)
        found_l = list(found)
        if kind == _RUN:
            col = cols[a]
            run = col[b:]
            rest = col[:b]
            cols_l[a] = rest
            if rest and hidden[a] == len(rest):
                hidden_l[a] -= 1
            card = col[b]
            if c == _FOUND:
                found_l[_SUIT[card]] += 1
            else:
                cols_l[c] = cols[c] + run
        elif kind == _TALON:
            card = talon[a - 1]
            if record is not None:
                record.extend([DRAW] * (c >> 1))
            if c & 1:
                passes += 1
            talon = talon[:a - 1] + talon[a:]
            pointer = a - 1
            if b == _FOUND:
                found_l[_SUIT[card]] += 1
            else:
                cols_l[b] = cols[b] + (card,)
        else:
            card = a * 13 + found[a] - 1
            found_l[a] -= 1
            cols_l[b] = cols[b] + (card,)
            c = b
            b = 0
        if record is not None:
            if kind == _TALON:
                target = b
            elif kind == _RUN:
                target = c
            else:
                target = c
            record.append(Move(CARDS[card], FOUNDATIONS[_SUIT[card]] if target == _FOUND
                               else COLUMNS[target]))
        if auto:
            pointer, talon = self.auto(cols_l, hidden_l, found_l, talon, pointer, record)
        return (tuple(cols_l), tuple(hidden_l), tuple(found_l), talon, pointer, passes)

    def auto(self, cols: list[Cards], hidden: list[int], found: list[int], talon: Cards, pointer: int,
             record: list[Move] | None) -> tuple[int, Cards]:
        """Play the provably safe foundation moves (see :func:`_safe_rank`), in place."""
        progress = True
        while progress:
            progress = False
            for i in range(7):
                col = cols[i]
                if col:
                    card = col[-1]
                    if found[_SUIT[card]] + 1 == _RANK[card] and _safe_rank(found, card):
                        found[_SUIT[card]] += 1
                        rest = col[:-1]
                        cols[i] = rest
                        if rest and hidden[i] == len(rest):
                            hidden[i] -= 1
                        if record is not None:
                            record.append(Move(CARDS[card], FOUNDATIONS[_SUIT[card]]))
                        progress = True
            if self.draw == 1 and talon:
                # Draw 1: any talon card with unlimited passes (the pointer does
                # not matter then); with a pass limit only the waste top or the
                # next card (playing them leaves the pointer where it was or one back).
                if self.max_passes is None:
                    candidates: range | list[int] = range(len(talon))
                else:
                    candidates = [x for x in (pointer - 1, pointer) if 0 <= x < len(talon)]
                for x in candidates:
                    card = talon[x]
                    if found[_SUIT[card]] + 1 == _RANK[card] and _safe_rank(found, card):
                        if record is not None:
                            record.extend(self.talon_draws(talon, pointer, x + 1))
                            record.append(Move(CARDS[card], FOUNDATIONS[_SUIT[card]]))
                        found[_SUIT[card]] += 1
                        talon = talon[:x] + talon[x + 1:]
                        pointer = x
                        progress = True
                        break
        return pointer, talon

    def talon_draws(self, talon: Cards, pointer: int, k: int) -> list[Move]:
        """Draw 1 only: the draws that bring position k to the waste top."""
        n = len(talon)
        if k >= pointer:
            return [DRAW] * (k - pointer)
        return [DRAW] * (n - pointer + 1 + k)

    def engine_moves(self, path: list[tuple[SearchMove, Pending]]) -> list[Move]:
        """The engine moves of an internal line from the root (autos included)."""
        record: list[Move] = []
        pos = self.start(record)
        for move, after in path:
            pos = self.apply(pos, move, record, not after)
        return record

    def start(self, record: list[Move] | None = None) -> Position:
        """The root after its safe automatic moves: every search starts
        there (the root gets them like every other position)."""
        root = self.root
        cols_l, hidden_l, found_l = list(root[0]), list(root[1]), list(root[2])
        pointer, talon = self.auto(cols_l, hidden_l, found_l, root[3], root[4], record)
        return (tuple(cols_l), tuple(hidden_l), tuple(found_l), talon, pointer, root[5])

