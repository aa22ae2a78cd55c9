"""The search over classes of positions: the face-up arrangement left free.

Two positions are in one *class* when they have the same face-down cards, the
same foundations, the same talon (and pointer, as :meth:`~.position.Positions.key`
keeps it) and the same *locked* cards: the bottom face-up card of each column
(the card lying on the column's face-down cards, or on nothing). Their other
face-up cards are the same set, but may lie in other runs: the 9 of hearts on
the 10 of clubs in one and on the 10 of spades in the other.

Every position of a class is won or lost alike, and from any of them every
move that changes the class (a locked card leaves, a card goes up or comes
back, a talon card is played) can be made after at most one tableau move that
does not change it (NOTES.md, "Classes of positions", has the proof). So the
search keys the visited set by the class (:meth:`ClassMoves.key`) and plays
only moves that change it, each with the one preparing move it needs
(:meth:`ClassMoves.moves`): the arrangement of the face-up cards, which
took most of the positions of the search by positions and most of its
obligations, is gone. This is lonelybot's position model
(github.com/vuonghy2442/lonelybot), proven here under our rules.

A move with a preparing move is a :data:`~.position.SearchMove` whose kind
carries the preparing run move too (:func:`_prep`); :meth:`ClassMoves.apply`
plays both, and records both as engine moves. The search itself is
:class:`~.search.ClassSearch` (:class:`~.search.Search` with these).
"""

from __future__ import annotations

from ..moves import Move
from ..state import GameState
from .moves import MoveGenerator, Step, _first
from .position import (
    _BACK,
    _CHILDREN,
    _FITS,
    _FOUND,
    _KING,
    _PARENTS,
    _RANK,
    _RUN,
    _SUIT,
    _TALON,
    _TWIN,
    Key,
    Pending,
    Position,
    Positions,
    SearchMove,
    _safe_rank,
)
from .tuning import JITTER, P_BACK, P_EMPTY, P_FOUNDATION, P_REVEAL, P_TALON, PRUNE_SAFE_BACK

__all__ = ["ClassMoves", "arranged"]

# A class key's first part starts with this byte, so that it never equals the
# key of a position of the search by positions (whose first byte is a
# face-down count, at most 6): the two kinds of sets carried between
# deepening steps never mix.
_TAG = b"\xfe"


def _prep(col: int, index: int, target: int) -> int:
    """What a move's kind carries (or-ed in) when it first moves the run of
    column ``col`` from ``index`` onto column ``target`` (a move that keeps the
    class); :meth:`ClassMoves.apply` undoes it."""
    return (((col << 8) | (index << 3) | target) + 1) << 2


def arranged(state: GameState) -> bool:
    """Whether every column's face-up cards form one run (as they always do in
    play: the classes rest on it). Positions built by hand may break it; they
    are searched position by position."""
    for col, down in zip(state.tableau, state.hidden, strict=True):
        for j in range(down + 1, len(col)):
            if not _FITS[col[j].index][col[j - 1].index]:
                return False
    return True


class ClassMoves(MoveGenerator):
    """The key and the moves of classes: :class:`~.search.ClassSearch` is the
    search with them."""

    def key(self, pos: Position) -> Key:
        """The class of ``pos`` (see the module docstring): the face-down counts
        (they fix the face-down cards and, where some are left, the locked
        card), the foundations, the bottom cards of the columns without
        face-down cards (sorted: such columns are alike but for their cards),
        and the talon as :meth:`~.position.Positions.key` keeps it."""
        cols, hidden, found, talon, pointer, passes = pos
        bottoms = sorted([cols[i][0] if cols[i] else 52 for i in range(7) if not hidden[i]])
        return self.talon_key(_TAG + bytes(hidden) + bytes(found) + bytes(bottoms), talon, pointer, passes)

    def apply(self, pos: Position, move: SearchMove,
              record: list[Move] | None = None, auto: bool = True) -> Position:
        """:meth:`~.position.Positions.apply`, with the preparing run move first
        when the move carries one."""
        kind = move[0]
        if kind > 3:
            code = (kind >> 2) - 1
            pos = Positions.apply(self, pos, (_RUN, code >> 8, (code >> 3) & 31, code & 7), record, False)
            move = (kind & 3, move[1], move[2], move[3])
        return Positions.apply(self, pos, move, record, auto)

    def moves(self, pos: Position, pending: Pending) -> list[Step]:
        """Every move that changes the class, once per class it leads to, best
        first, each with the obligation it leaves (NOTES.md, "Classes of
        positions"):

        - a locked card onto a parent (a reveal, or an emptied column: only
          when no column is empty yet, and it leaves ``("E", column)``), a
          locked King with face-down cards under it into an empty column;
        - the next card of each suit up, from the tableau;
        - a talon card up, onto a parent, or (a King) into an empty column;
          in draw 1 with unlimited passes one on the tableau leaves
          ``("u", column, card)``;
        - a foundation card back onto a parent or (a King) into an empty
          column, unless it is safe (NOTES.md, "No safe card comes back"); it
          leaves no obligation (it may be needed for the card it uncovers on
          its foundation, not as a parent: NOTES.md, "Classes of positions").

        A card goes onto a parent of its own that is a column's top, or onto
        one that holds the card's twin when the other parent is a top (the
        twin's run moves there first); a card goes up when it is a top, or
        when the card on it can move onto the card's twin (a top).

        With ``("u", column, d)`` pending only the moves that need d follow: a
        card that fits on d and has no other place goes onto it, or the run on
        d's twin moves onto d so that the twin goes up. With ``("E", column)``
        only a King into an empty column follows.
        """
        cols, hidden, found, talon, pointer, passes = pos
        # Where each face-up card is: (column, index).
        where: dict[int, tuple[int, int]] = {}
        empty = -1
        for i in range(7):
            col = cols[i]
            if col:
                for j in range(hidden[i], len(col)):
                    where[col[j]] = (i, j)
            elif empty < 0:
                empty = i
        scored: list[tuple[int, SearchMove, Pending]] = []
        add = scored.append
        talon_np = self.draw == 1 and self.max_passes is None
        # The card a pending "u" asks to be used (-1: none), and whether a
        # pending "E" asks for a King.
        need = pending[0][2] if pending and pending[0][0] == "u" else -1
        kings_only = bool(pending) and pending[0][0] == "E"

        def slot(card: int, without: int = -1) -> tuple[int, int] | None:
            """(preparing code or 0, target column) to put ``card`` (not a
            King, not on the tableau's face-up part above its parents) onto
            a parent other than ``without``; None when no parent can take it."""
            held = None
            for p in _PARENTS[card]:
                if p == without:
                    continue
                loc = where.get(p)
                if loc is not None:
                    i, j = loc
                    if j == len(cols[i]) - 1:
                        return 0, i
                    if held is None:
                        held = loc
            if held is None:
                return None
            i, j = held
            # The card on this parent is the card's twin or its other
            # colour mate: it fits the other parent, if that one is a top.
            for p in _PARENTS[card]:
                if p != cols[i][j] and p != without:
                    loc = where.get(p)
                    if loc is not None and loc[1] == len(cols[loc[0]]) - 1:
                        return _prep(i, j + 1, loc[0]), i
            return None

        def place(card: int) -> tuple[int, int] | None:
            """Where ``card`` goes onto a parent: as :func:`slot`, but with a
            "u" pending only onto the card that must be used, and only when
            it has no other place."""
            if need < 0:
                return slot(card)
            if need not in _PARENTS[card] or slot(card, need) is not None:
                return None
            return 0, where[need][0]

        def left(card: int, target: int) -> Pending:
            """The obligation a card put onto column ``target`` from the talon
            (draw 1, unlimited passes) or a foundation leaves."""
            return (("u", target, card),)

        if need < 0:
            for i in range(7):
                col = cols[i]
                if not col:
                    continue
                h = hidden[i]
                card = col[h]
                if _RANK[card] == _KING:
                    if h and empty >= 0:
                        add((P_REVEAL + h, (_RUN, i, h, empty), ()))
                    continue
                if kings_only or (not h and empty >= 0):
                    continue
                s = slot(card)
                if s is not None:
                    add((P_REVEAL + h if h else P_EMPTY, (_RUN | s[0], i, h, s[1]),
                         () if h else (("E", i),)))
        else:
            for x in _CHILDREN[need]:
                loc = where.get(x)
                if loc is None or loc[1] != hidden[loc[0]]:
                    continue  # (not locked: moving it changes no class)
                i, h = loc
                if not h and empty >= 0:
                    continue
                s = place(x)
                if s is not None:
                    add((P_REVEAL + h if h else P_EMPTY, (_RUN, i, h, s[1]), () if h else (("E", i),)))
        if not kings_only:
            for suit in range(4):
                rank = found[suit]
                if rank == 13:
                    continue
                card = suit * 13 + rank
                loc = where.get(card)
                if loc is None:
                    continue
                i, j = loc
                pre = 0
                if j != len(cols[i]) - 1:
                    twin = _TWIN[card]
                    loc2 = where.get(twin)
                    if loc2 is None or loc2[1] != len(cols[loc2[0]]) - 1:
                        continue
                    pre = _prep(i, j + 1, loc2[0])
                elif need >= 0:
                    continue
                if need >= 0 and _TWIN[card] != need:
                    continue
                h = hidden[i]
                prio = P_REVEAL + P_FOUNDATION + h if (j == h and h) else P_FOUNDATION - rank - 1
                add((prio, (_RUN | pre, i, j, _FOUND), ()))
        for k, draws, recycled in self.talon_reach(talon, pointer, passes):
            card = talon[k - 1]
            prio = P_TALON - draws
            steps = 2 * draws + recycled
            if found[_SUIT[card]] + 1 == _RANK[card] and need < 0 and not kings_only:
                add((prio + 50, (_TALON, k, _FOUND, steps), ()))
            if _RANK[card] == _KING:
                if empty >= 0 and need < 0:
                    add((prio, (_TALON, k, empty, steps), left(card, empty) if talon_np else ()))
            elif not kings_only:
                s = place(card)
                if s is not None:
                    add((prio, (_TALON | s[0], k, s[1], steps), left(card, s[1]) if talon_np else ()))
        for suit in range(4):
            rank = found[suit]
            if not rank:
                continue
            card = suit * 13 + rank - 1
            if PRUNE_SAFE_BACK and _safe_rank(found, card):
                continue
            if rank == _KING:
                if empty >= 0 and need < 0:
                    add((P_BACK, (_BACK, suit, empty, 0), ()))
            elif not kings_only:
                s = place(card)
                if s is not None:
                    add((P_BACK, (_BACK | s[0], suit, s[1], 0), ()))
        jitter = self.jitter
        if jitter is None:
            scored.sort(key=_first, reverse=True)
        else:
            noise = jitter.random
            scored.sort(key=lambda item: item[0] + noise() * JITTER, reverse=True)
        return [(m, after) for _, m, after in scored]
