"""The deadlock test: a necessary condition for a win.

Every tableau card must be able to leave the card it lies on, and every talon
card must be able to come within reach of the draws and leave the talon
(:func:`stuck`: a least fixpoint over what each card waits for; a card carried
along in a run has not left). At the root it also looks for two twins that both
can only ever go onto one parent, where the first one there can never leave it
again (:func:`_twin_conflicts`). It proves some deals unsolvable at once and cuts
dead branches of the search. Why it is sound: NOTES.md, "The deadlock test".
"""

from __future__ import annotations

from .position import _CHILDREN, _FITS, _KING, _PARENTS, _RANK, _SUIT, _TWIN, Cards

#: A way for a card to leave: (target, prerequisites, off), see :func:`_ways`.
Way = tuple[int, tuple[int, ...], int]

# -- tables for :func:`_unmarked` ---------------------------------------------
_IS_KING = [_RANK[c] == _KING for c in range(52)]
_KINGS = tuple(c for c in range(52) if _RANK[c] == _KING)
#: The end of each card's suit (one past its King).
_SUIT_END = [_SUIT[c] * 13 + 13 for c in range(52)]
_ALL_OFF = [-2] * 52  # "on" of cards off the tableau (see _unmarked)
_ALL_NONE = [-1] * 52
_ALL_TRUE = [True] * 52
_ALL_FALSE = [False] * 52


def stuck(cols: tuple[Cards, ...], hidden: tuple[int, ...], talon: Cards = (),
          reach: frozenset[int] | None = None, twins: bool = False) -> bool:
    """Whether some tableau card can provably never leave the card it lies on,
    or some talon card can never leave the talon (then no line wins: every
    card ends on its foundation, so each tableau card leaves what it lies on
    now — the card under it, or the bottom of its column — and each talon card
    leaves the talon). ``talon`` is waste + stock (see :mod:`.position`)
    and ``reach`` the talon positions (1 = first card) that draws alone bring
    to the waste top now (``None``: all of them). With ``twins``, also the
    conflicts of two twins over one parent (:func:`_twin_conflicts`, slower:
    used at the root).

    A card y *leaves* when it moves without the card under it: as the head of a
    moving run, or to its foundation. Moving along inside a run headed by a
    lower card is not leaving: y still lies on the same card afterwards. A least
    fixpoint over "y can leave" (``free`` below); foundation cards are given
    the benefit of the doubt except as ``avail`` says. Each card out of the
    foundations has *ways* to leave (``_ways``), each with the cards that must
    have left before (its prerequisites):

    - to its foundation: the card now on y (if any), and every lower card of
      y's suit still on the tableau or in the talon;
    - heading a run onto a parent p: the first card above y that breaks the run
      from y (for a face-down y the card on it), and the card now on p if p is
      on the tableau; a parent off the tableau must be able to come onto it
      (``avail``);
    - a King into another column: the breaking card, and that column's bottom
      card unless it is empty now.

    A talon card has the same ways (with nothing on it), and must first be
    *reachable*: in ``reach``, or some card before it in the talon, or the card
    right after it, has left the talon.

    :func:`_unmarked` computes the fixpoint (a work list over per-card
    tables); the twin conflicts go through the ways spelled out
    (:func:`_ways`, :func:`_free`).
    """
    if _unmarked(cols, hidden, talon, reach):
        return True
    if not twins:
        return False
    # The twin conflicts need the ways spelled out and ``avail`` as the rounds
    # of _free leave it when the last card is marked (not always the whole
    # fixpoint of avail: kept as it was). Its first pass marks every card, as
    # _unmarked just found.
    cover: dict[int, int] = {}
    for col in cols:
        n = len(col)
        for x in range(n):
            cover[col[x]] = col[x + 1] if x + 1 < n else -1
    ways = _ways(cols, hidden, cover, talon)
    free, avail = _free(cover, ways, (), talon, reach)
    if free is None:
        return True
    banned: tuple[tuple[int, int], ...] = ()
    for _round in range(3):
        more = _twin_conflicts(cover, ways, free, avail, banned)
        if not more:
            return False
        banned += more
        free, avail = _free(cover, ways, banned, talon, reach)
        if free is None:
            return True
    return False


def _unmarked(cols: tuple[Cards, ...], hidden: tuple[int, ...], talon: Cards,
              reach: frozenset[int] | None) -> bool:
    """Whether the least fixpoint of :func:`stuck` (what :func:`_free`
    computes from :func:`_ways` with nothing banned) leaves some card unmarked.

    The same fixpoint, computed with a work list instead of rounds: the
    conditions are monotone, so it does not depend on the order in which cards
    are looked at, as long as a card is looked at again whenever something it
    waits for changes. Instead of the ways spelled out, each card's ways are
    checked in place from per-card lists (``on``, ``under``, ``brk``), and a
    card is put back on the work list only by the events it waits for: the
    card on it, its breaking card, the card on one of its parents or the
    lowest card of its suit still out leaving, a column bottom leaving (for
    Kings), a parent off the tableau becoming available, or (a talon card out
    of reach) a talon card before it or right after it leaving.
    """
    # on[c]: the card on c (-1 a column top, -2 off the tableau); under[c]:
    # the card under c (-1 the bottom); brk[c]: the card whose leaving the
    # ways of c other than to its foundation wait for (-1 none), as in _ways;
    on = _ALL_OFF[:]
    under = _ALL_NONE[:]
    brk = _ALL_NONE[:]
    free = _ALL_TRUE[:]
    # avail[c] for a card off the tableau, as in _free (tableau cards: True).
    avail = _IS_KING[:]
    fits = _FITS
    bottoms = [-1] * 7
    # The work list: a card to look at whether it can leave, or a card + 64
    # to look at whether it can come onto the tableau (avail). A card whose
    # breaking card is still there goes on it (again) only when the card on
    # it or its breaking card leaves: before, none of its ways is open (so a
    # parent opening up, or a column, does not put it on the list).
    work: list[int] = []
    push = work.append
    left = 0
    for i in range(7):
        col = cols[i]
        n = len(col)
        if not n:
            continue
        bottoms[i] = col[0]
        left += n
        h = hidden[i]
        prev = -1
        b = -1
        for x in range(n - 1, -1, -1):
            c = col[x]
            on[c] = prev
            if prev < 0:
                push(c)
            else:
                under[prev] = c
                if x < h:
                    brk[c] = prev
                else:
                    if not fits[prev][c]:
                        b = prev
                    if b < 0:
                        push(c)
                    else:
                        brk[c] = b
            free[c] = False
            avail[c] = True
            prev = c
    for c in talon:
        free[c] = False
    left += len(talon)
    if not left:
        return False
    # locked[c]: a talon card out of reach (see hold in _free), until a talon
    # card before it or right after it leaves.
    locked = _ALL_FALSE[:]
    tpos: dict[int, int] = {}
    first = len(talon)  # the first talon position whose card left
    if reach is not None:
        for k in range(len(talon) - 1):
            if k + 1 not in reach:
                c = talon[k]
                locked[c] = True
                avail[c] = False
                tpos[c] = k
        if tpos:
            tpos = {c: k for k, c in enumerate(talon)}
    # (The locked ones go on the work list once unlocked.)
    work += [c for c in talon if not locked[c]]
    work += [c + 64 for c in range(52) if not avail[c] and not locked[c]]
    # low[s]: the lowest card of suit s not yet marked (its foundation way
    # waits for no lower card); a suit's end when all are.
    low = [0] * 4
    for s in range(4):
        c = s * 13
        end = c + 13
        while c < end and free[c]:
            c += 1
        low[s] = c
    is_king = _IS_KING
    parents = _PARENTS
    children = _CHILDREN
    suit = _SUIT
    pop = work.pop
    while work:
        y = pop()
        if y >= 64:
            # Can this card off the tableau come onto it?
            y -= 64
            if avail[y] or locked[y]:
                continue
            if not is_king[y]:
                for p in parents[y]:
                    op = on[p]
                    if op == -2:
                        if avail[p]:
                            break
                    elif op == -1 or free[op]:
                        break
                else:
                    continue
            avail[y] = True
            for c in children[y]:
                if not free[c]:
                    b = brk[c]
                    if b < 0 or free[b]:
                        push(c)
                if not avail[c]:
                    push(c + 64)
            continue
        if free[y] or locked[y]:
            continue
        # Can y leave? To its foundation ...
        u = on[y]
        s = suit[y]
        if low[s] != y or (u >= 0 and not free[u]):
            # ... or heading a run.
            b = brk[y]
            if b >= 0 and not free[b]:
                continue
            if is_king[y]:
                # Into another column: the bottom of its own, if any.
                k = -2
                if u != -2:
                    k = y
                    while under[k] >= 0:
                        k = under[k]
                for b in bottoms:
                    if b != k and (b < 0 or free[b]):
                        break
                else:
                    continue
            else:
                for p in parents[y]:
                    op = on[p]
                    if op == -2:
                        if avail[p]:
                            break
                    elif op == -1 or free[op]:  # (op is not y: y is not free)
                        break
                else:
                    continue
        free[y] = True
        left -= 1
        if not left:
            return False
        # Who waits for y to leave: the next card of its suit, ...
        if low[s] == y:
            c = y + 1
            end = _SUIT_END[y]
            while c < end and free[c]:
                c += 1
            low[s] = c
            if c < end:
                push(c)
        if u != -2:
            z = under[y]
            if z < 0:
                # ... the Kings (y was a column's bottom), ...
                for c in _KINGS:
                    if not free[c]:
                        b = brk[c]
                        if b < 0 or free[b]:
                            push(c)
                continue
            # ... the card under y and the run under it that y broke, ...
            if not free[z]:
                push(z)
            if brk[z] == y:
                w = under[z]
                while w >= 0 and brk[w] == y:
                    push(w)
                    w = under[w]
            # ... the cards that may go onto z (y lay on it), ...
            for c in children[z]:
                if not free[c]:
                    b = brk[c]
                    if b < 0 or free[b]:
                        push(c)
                if not avail[c]:
                    push(c + 64)
        elif tpos:
            # ... the talon cards out of reach it was holding back.
            j = tpos[y]
            if j < first:
                hi = first + 1
                first = j
            else:
                hi = j + 1
            for k in range(j - 1 if j else 0, min(hi, len(talon))):
                c = talon[k]
                if locked[c] and k != j:
                    locked[c] = False
                    push(c)
                    push(c + 64)
    return True


def _ways(cols: tuple[Cards, ...], hidden: tuple[int, ...], cover: dict[int, int],
          talon: Cards = ()) -> dict[int, list[Way]]:
    """For each tableau and talon card, its ways to leave (see :func:`stuck`):
    tuples (target, prerequisites, off) with target -1 (foundation), a parent
    card, or 100 + column (a King into that column); ``off`` is the parent when
    it is off the tableau, else -1. ``cover``: the card on each tableau card."""
    bottoms = [col[0] if col else -1 for col in cols]
    ways: dict[int, list[Way]] = {}
    # The cards of each suit still out, lowest first: the foundation way of a
    # card waits for the ones below it.
    lower_of: dict[int, tuple[int, ...]] = {}
    present = sorted(list(cover) + list(talon))
    below: list[int] = []
    suit = -1
    for c in present:
        if c // 13 != suit:
            suit = c // 13
            below = []
        lower_of[c] = tuple(below)
        below.append(c)
    # (card, column, card on it, breaking card): tableau cards, then talon cards.
    entries: list[tuple[int, int, int, int]] = []
    for i in range(7):
        col = cols[i]
        n = len(col)
        h = hidden[i]
        # brk for face-up cards, from the top down: the first card above that
        # does not fit on the one under it.
        brk = -1
        up = []
        for x in range(n - 1, -1, -1):
            on = cover[col[x]]
            if x < h:
                up.append((col[x], i, on, on))
            else:
                if on >= 0 and not _FITS[on][col[x]]:
                    brk = on
                up.append((col[x], i, on, brk))
        entries.extend(up)
    for y in talon:
        entries.append((y, -1, -1, -1))
    for y, column, on_y, brk in entries:
        base = (brk,) if brk >= 0 else ()
        lower = lower_of[y]
        out = [(-1, ((on_y,) + lower) if on_y >= 0 else lower, -1)]
        if _RANK[y] == _KING:
            for c in range(7):
                if c != column:
                    b = bottoms[c]
                    out.append((100 + c, base + (b,) if b >= 0 else base, -1))
        else:
            for parent in _PARENTS[y]:
                on_parent = cover.get(parent)
                if on_parent is None:
                    out.append((parent, base, parent))
                elif on_parent < 0:
                    out.append((parent, base, -1))
                elif on_parent != y:  # (y lies on p: not a way to leave it)
                    out.append((parent, base + (on_parent,), -1))
        ways[y] = out
    return ways


def _free(cover: dict[int, int], ways: dict[int, list[Way]], banned: tuple[tuple[int, int], ...],
          talon: Cards = (), reach: frozenset[int] | None = None) -> tuple[list[bool] | None, list[bool]]:
    """The least fixpoint of :func:`stuck`: (free, avail), free ``None`` when
    some card is left unmarked. ``banned``: (card, parent) ways that do not
    count."""
    free = [True] * 52
    for card in ways:
        free[card] = False
    # avail[c] for a card off the tableau: it may come onto the tableau (from
    # the talon or back from its foundation), which needs a King's empty column
    # or a parent at the top of a column: a parent off the tableau that came
    # onto it first, or a tableau card whose cover left (as for y's parents).
    # A talon card must be reachable too. Tableau cards are True here (they
    # are judged through `free`).
    avail = [_RANK[c] == _KING for c in range(52)]
    for card in cover:
        avail[card] = True
    # Talon cards out of reach now: (the cards before it, the card after it).
    hold = {}
    if reach is not None:
        n = len(talon)
        for k in range(n - 1):
            if k + 1 not in reach:
                hold[talon[k]] = (talon[:k], talon[k + 1])
    for card in hold:
        avail[card] = False
    todo = list(ways.items())
    waiting = [c for c in range(52) if not avail[c]]
    progress = True
    while progress and todo:
        progress = False
        rest = []
        for item in todo:
            y, out = item
            gate = hold.get(y)
            if gate is not None:
                if not free[gate[1]]:
                    for c in gate[0]:
                        if free[c]:
                            break
                    else:
                        rest.append(item)
                        continue
                del hold[y]
            for target, pre, off in out:
                if off >= 0 and not avail[off]:
                    continue
                for q in pre:
                    if not free[q]:
                        break
                else:
                    if banned and (y, target) in banned:
                        continue
                    free[y] = True
                    progress = True
                    break
            else:
                rest.append(item)
        todo = rest
        still = []
        for c in waiting:
            if c in hold:
                still.append(c)
                continue
            if _RANK[c] != _KING:
                for parent in _PARENTS[c]:
                    on = cover.get(parent)
                    if on is None:
                        if avail[parent]:
                            break
                    elif on < 0 or free[on]:
                        break
                else:
                    still.append(c)
                    continue
            avail[c] = True
            progress = True
        waiting = still
    return (None if todo else free), avail


def _twin_conflicts(cover: dict[int, int], ways: dict[int, list[Way]], free: list[bool], avail: list[bool],
                    banned: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """Ways to leave (twin z, parent p) that no winning line can use, beyond
    ``banned``: p is the only way its twin y can first leave, and y must leave
    before z, and y cannot leave p again before z leaves.

    First the *landmarks*: ``before[y]``, a set (bit mask) of tableau cards
    that leave, in every winning line, no later than y first leaves (y
    included). It is the greatest fixpoint of: y, plus what every way of y
    needs (the union of ``before`` of its prerequisites), intersected over
    y's ways — a way used in a winning line has its prerequisites leave first.
    A way of y is *viable* when no prerequisite q has y in ``before[q]`` (else
    y would leave before itself). The greatest fixpoint is sound here because
    the first pass found an order in which every card leaves (as for landmarks
    of AND/OR graphs, Keyder, Richter and Helmert 2010): by induction over the
    time order of a winning line, every card in ``before[y]`` has left by then.

    Talon cards take part like tableau cards (their reachability is left out
    of the landmarks, which only makes ``before`` smaller). Why a ban is
    sound: NOTES.md, "The deadlock test".
    """
    full = (1 << 52) - 1
    before = {y: full for y in ways}
    changed = True
    while changed:
        changed = False
        for y, out in ways.items():
            acc = full
            for target, pre, off in out:
                if off >= 0 and not avail[off]:
                    continue
                if banned and (y, target) in banned:
                    continue
                need = 0
                for q in pre:
                    need |= before[q]
                acc &= need
            acc = (acc | (1 << y)) & before[y]
            if acc != before[y]:
                before[y] = acc
                changed = True
    found = []
    for y, out in ways.items():
        if _RANK[y] == _KING:
            continue
        z = _TWIN[y]
        if z not in ways or not (before[z] >> y) & 1:
            continue
        bit = 1 << y
        viable = [target for target, pre, off in out
                  if not (off >= 0 and not avail[off])
                  and not (banned and (y, target) in banned)
                  and not any(before[q] & bit for q in pre)]
        if len(viable) != 1 or viable[0] < 0:
            continue
        p = viable[0]
        if (z, p) in banned or (z, p) in found:
            continue
        zbit = 1 << z
        # y goes up from p before z first leaves?
        if not any(c == z or before[c] & zbit for c in range(_SUIT[y] * 13, y) if c in ways):
            continue
        # or onto its other parent?
        other = _PARENTS[y][0] if _PARENTS[y][1] == p else _PARENTS[y][1]
        on = cover.get(other)
        if on is None:
            if avail[other]:
                continue
        elif on < 0 or on == y or (on != z and not before[on] & zbit):
            continue  # (y lying on p' now: p' is free again once y left it)
        found.append((z, p))
    return tuple(found)

