"""Obligations: what a preparing move leaves for the next move to use.

Some moves only prepare: they change nothing that matters until a later move
makes use of what they did. Each such move leaves an obligation, and the search
only plays it right before a move that discharges it:

- ``("Y", a)``: a run left column a and uncovered a face-up card Y there.
  Used by: any move out of column a, any move onto column a.
- ``("y", a, c, L)``: the same, when the run (headed by card c, L cards) was
  split where it was intact (c fits on Y). Used by: Y going to its
  foundation, any move onto column a. Not by a run from column a carrying Y
  away: the earlier split and that move give the same position as moving that
  run with the upper part first and splitting after. The run never goes
  straight back onto column a (the undo rule).
- ``("E", a)``: a whole column a (no face-down card) moved away: a is empty.
  Used by: any move into an empty column.
- ``("T", c)``: draw 1 with unlimited passes: a talon card went to column c.
  Used by: any move onto column c; and while it is the only one pending, only
  moves onto column c are generated ("only onto it").
- ``("B", c, s)``: the top card of foundation s came back to column c.
  Used by: any move onto column c, any move back from foundation s.

Why this loses no win, and why the undo rule, "only onto it" and the talon
dominance (:func:`reaches_more`) lose none either: NOTES.md, "Obligations".
"""

from __future__ import annotations

from .position import _FITS, _FOUND, _KING, _RANK, Cards, Obligation, Pending, Position


def reaches_more(p: int, q: int) -> bool:
    """Whether draw-3 pointer key p (-1: on the recycle cycle) reaches by
    drawing every talon position q reaches (NOTES.md, "Talon dominance")."""
    return p == q or (p >= 0 and (q < 0 or (p < q and (q - p) % 3 == 0)))


def canonical(cols: tuple[Cards, ...], after: Pending) -> Pending:
    """``after`` as the visited sets hold it: each obligation names its column
    by the column's bottom card (52: an empty column, and always for "E",
    whose column plays no part) instead of its index, sorted. The position
    key sorts the columns, so an index would point at different columns in
    two positions that share a key (NOTES.md, "Keys": "Obligations in the
    key")."""
    if not after:
        return after
    out = []
    for item in after:
        col = cols[item[1]]
        out.append((item[0], col[0] if col and item[0] != "E" else 52) + item[2:])
    if len(out) == 2 and out[1] < out[0]:
        out.reverse()
    return tuple(out)


def subsets(after: Pending) -> tuple[Pending, ...]:
    """The obligation sets (sorted tuples, at most two items) that hold
    no obligation ``after`` lacks: a position searched with one of them
    covers the same position with ``after``."""
    if not after:
        return ((),)
    if len(after) == 1:
        return (after, ())
    return (after, (), after[:1], after[1:])


def uses(resource: Obligation, source_col: int, back_suit: int, target: int,
         target_empty: bool) -> bool:
    """Whether a move from ``source_col`` (-2: not from a column) or back from
    foundation ``back_suit`` (-1: none) onto ``target`` uses ``resource``."""
    kind = resource[0]
    where: int = resource[1]
    if kind == "Y":
        return source_col == where or target == where
    if kind == "y":
        return target == where or (source_col == where and target == _FOUND)
    if kind == "E":
        return target_empty
    if kind == "T":
        return target == where
    suit: int = resource[2]
    return target == where or back_suit == suit


def allowed(pending: Pending, resource: Obligation | None, source_col: int, back_suit: int,
            target: int, target_empty: bool) -> Pending | None:
    """The obligations after a move, or ``None`` if the move is not allowed now:
    a move must use all pending obligations or none; using none, it must itself
    be a preparing move (at most two obligations can be pending)."""
    used = 0
    for item in pending:
        if uses(item, source_col, back_suit, target, target_empty):
            used += 1
    if used == len(pending):
        return (resource,) if resource else ()
    if used or resource is None or len(pending) >= 2:
        return None
    return tuple(sorted(pending + (resource,)))


def run_cards(col: Cards, hidden: int) -> list[tuple[int, int]]:
    """(index, card) for every card that heads a movable run of a column."""
    n = len(col)
    if not n:
        return []
    start = n - 1
    while start > hidden and _FITS[col[start]][col[start - 1]]:
        start -= 1
    return [(j, col[j]) for j in range(start, n)]


def can_discharge(pos: Position, pending: Pending) -> bool:
    """Whether one move could use both pending obligations (False only when
    certainly not: then the position is a dead end of the search)."""
    cols, hidden, found = pos[0], pos[1], pos[2]
    first, second = pending
    for src, tgt in ((first, second), (second, first)):
        kind = src[0]
        if kind == "Y":
            movers = [(j, card) for j, card in run_cards(cols[int(src[1])], hidden[int(src[1])])]
        elif kind == "B":
            rank = found[src[2]]
            movers = [(1, src[2] * 13 + rank - 1)] if rank else []
        else:
            continue
        tkind = tgt[0]
        if tkind == "E":
            if any(_RANK[card] == _KING and j for j, card in movers):
                return True
            continue
        col = cols[tgt[1]]
        if not col:
            return True  # cannot happen; be permissive
        top = col[-1]
        if kind == "Y" and tgt[1] == src[1]:
            continue
        if any(_FITS[card][top] for _, card in movers):
            return True
    kinds = (first[0], second[0])
    if kinds == ("E", "E"):
        return True
    # Both used by the target: the same column.
    same: bool = "E" not in kinds and first[1] == second[1]
    return same
