"""The TriPeaks position, its moves and their legality (the rule book,
``rules-tripeaks.md``), with the reason for every refusal as data.

The tableau is 28 places in the deal's order (:mod:`.deal`: row 1 is places
0–2, row 4 places 18–27); a place is empty once its card went to the waste.
A card is *free* when none of the cards that lie on it remain, and a card is
face up exactly when it is free (row 4 always is; a covered card is always
face down, and turns up by itself as part of the move that freed it).

A move is the waste games' :class:`~klondike_qt.engine.waste.WasteMove`:
``7h>w`` puts a free card on the waste, ``draw`` turns the stock's top card
onto it. Ranks wrap (the King and the Ace are next to each other).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum

from ..cards import RANK_CODES, Card, parse_cards
from ..rules import RuleRefusal
from ..waste import DRAW, WasteMove, fits, neighbour_ranks, play_possible
from .deal import COVERERS, PEAKS, ROW_SIZES, TABLEAU_SIZE, rows, tripeaks_layout

GAME = "tripeaks"
#: The King and the Ace are next to each other (MSC and PySolFC).
WRAP = True
#: A played card scores PLAY_POINTS + STREAK_POINTS × the streak before it (100, 300, 500 …).
PLAY_POINTS = 100
STREAK_POINTS = 200
#: The bonus for clearing the first, second and third peak (playing its top card).
PEAK_BONUSES = (500, 1000, 5000)
#: All 28 cards in one streak, every peak cleared: 84,900.
MAX_SCORE = sum(PLAY_POINTS + STREAK_POINTS * n for n in range(TABLEAU_SIZE)) + sum(PEAK_BONUSES)

Tableau = tuple[Card | None, ...]


class TriPeaksReason(Enum):
    """Why a TriPeaks move is refused, and what the refusal names
    (players hear it from ``a11y/messages``)."""

    DOESNT_FIT = "doesnt-fit"  # other = the waste's top card, needs = the ranks that fit it
    FACE_DOWN = "face-down"  # covered_by = the cards that lie on it
    NOT_ON_TABLEAU = "not-on-tableau"  # the card is in the stock or on the waste
    STOCK_EMPTY = "stock-empty"
    GAME_OVER = "game-over"


class TriPeaksIllegal(RuleRefusal[TriPeaksReason, WasteMove]):
    """A TriPeaks refusal; also the ranks it ``needs``, the cards a card is ``covered_by``."""

    def __init__(self, reason: TriPeaksReason, move: WasteMove, other: Card | None = None,
                 needs: tuple[int, ...] = (), covered_by: tuple[Card, ...] = ()) -> None:
        self.needs = needs
        self.covered_by = covered_by
        super().__init__(reason, move, move.card, other)

    def detail(self) -> str:
        if self.reason is TriPeaksReason.DOESNT_FIT:
            return (f"{self.card} doesn't fit {self.other} (doesnt-fit): it needs "
                    f"{' or '.join(RANK_CODES[rank] for rank in self.needs)}")
        if self.reason is TriPeaksReason.FACE_DOWN:
            return f"{self.card} is face down (face-down), under {' and '.join(map(str, self.covered_by))}"
        if self.reason is TriPeaksReason.NOT_ON_TABLEAU:
            return f"{self.card} is not on the tableau (not-on-tableau)"
        if self.reason is TriPeaksReason.STOCK_EMPTY:
            return "the stock is empty (stock-empty)"
        return "the game is over (game-over)"


@dataclass(frozen=True, slots=True)
class TriPeaksState:
    """A TriPeaks position, immutable.

    - ``tableau``: the 28 places (None: played);
    - ``stock``: the cards still to draw, the next first;
    - ``waste``: bottom first, its top card last;
    - ``score``, ``streak`` (cards played since the last draw or the deal)
      and ``moves`` (plays and draws).
    """

    tableau: Tableau
    stock: tuple[Card, ...]
    waste: tuple[Card, ...]
    score: int = 0
    streak: int = 0
    moves: int = 0

    # -- the tableau ---------------------------------------------------------------
    def index_of(self, card: Card) -> int | None:
        """The place of ``card`` on the tableau (None: in the stock or on the waste)."""
        try:
            return self.tableau.index(card)
        except ValueError:
            return None

    def covered_by(self, index: int) -> tuple[Card, ...]:
        """The cards that lie on place ``index`` (left first): none when it is free."""
        return tuple(card for card in (self.tableau[i] for i in COVERERS[index]) if card is not None)

    def is_free(self, index: int) -> bool:
        """A card is at ``index`` and nothing lies on it (then it is face up)."""
        return self.tableau[index] is not None and all(self.tableau[i] is None for i in COVERERS[index])

    def free_places(self) -> tuple[int, ...]:
        """The places of the free cards in reading order (row 1 first, left to right)."""
        return tuple(index for index in range(TABLEAU_SIZE) if self.is_free(index))

    def free_cards(self) -> tuple[Card, ...]:
        """The free cards in reading order."""
        return tuple(card for card in (self.tableau[index] for index in self.free_places()) if card is not None)

    def rows(self) -> tuple[tuple[Card | None, ...], ...]:
        """The four rows, left to right (None: played)."""
        return rows(self.tableau)

    @property
    def cards_left(self) -> int:
        """Cards still on the tableau."""
        return sum(card is not None for card in self.tableau)

    @property
    def face_down_count(self) -> int:
        return sum(1 for index, card in enumerate(self.tableau) if card is not None and not self.is_free(index))

    @property
    def peaks_cleared(self) -> int:
        """How many peaks are cleared (their top card played)."""
        return sum(card is None for card in self.tableau[:PEAKS])

    # -- the waste ------------------------------------------------------------------
    @property
    def top(self) -> Card | None:
        """The waste's top card."""
        return self.waste[-1] if self.waste else None

    def needs(self) -> tuple[int, ...]:
        """The ranks that go on the waste now (one below, one above; none on an empty waste)."""
        return neighbour_ranks(self.waste[-1].rank, WRAP) if self.waste else ()

    def fits(self, card: Card) -> bool:
        """Whether ``card``'s rank goes on the waste's top card (free or not)."""
        return fits(card, self.top, WRAP)

    def playable(self) -> tuple[Card, ...]:
        """The free cards that fit the waste now, in reading order."""
        return tuple(card for card in self.free_cards() if self.fits(card))

    def can_ever_play(self) -> bool:
        """Whether a play is possible now or after draws alone (False: "no moves left")."""
        return play_possible(self.free_cards(), self.top, self.stock, WRAP)

    @property
    def next_points(self) -> int:
        """What the next card of the streak would score (peak bonus aside)."""
        return PLAY_POINTS + STREAK_POINTS * self.streak

    @property
    def is_won(self) -> bool:
        """All 28 tableau cards on the waste: nothing else is a win."""
        return all(card is None for card in self.tableau)

    def key(self) -> tuple[object, ...]:
        """The position without score, streak and move count."""
        return (self.tableau, self.stock, self.waste)

    # -- moves -------------------------------------------------------------------------
    def apply(self, move: WasteMove) -> TriPeaksState:
        return apply(self, move)


def apply(state: TriPeaksState, move: WasteMove) -> TriPeaksState:
    """The position after ``move``: auto-flips, score and streak included.

    :raises TriPeaksIllegal: with the reason, if the rule book does not allow ``move``.
    """
    if state.is_won:
        raise TriPeaksIllegal(TriPeaksReason.GAME_OVER, move)
    card = move.card
    if card is None:
        if not state.stock:
            raise TriPeaksIllegal(TriPeaksReason.STOCK_EMPTY, move)
        return TriPeaksState(state.tableau, state.stock[1:], (*state.waste, state.stock[0]), state.score, 0,
                             state.moves + 1)
    index = state.index_of(card)
    if index is None:
        raise TriPeaksIllegal(TriPeaksReason.NOT_ON_TABLEAU, move)
    covers = state.covered_by(index)
    if covers:
        raise TriPeaksIllegal(TriPeaksReason.FACE_DOWN, move, covered_by=covers)
    if not state.fits(card):
        raise TriPeaksIllegal(TriPeaksReason.DOESNT_FIT, move, state.top, state.needs())
    return _played(state, index)


def _played(state: TriPeaksState, index: int) -> TriPeaksState:
    """Play the free card at ``index`` (known to fit) onto the waste."""
    card = state.tableau[index]
    assert card is not None
    tableau = state.tableau[:index] + (None,) + state.tableau[index + 1:]
    score = state.score + PLAY_POINTS + STREAK_POINTS * state.streak
    if index < PEAKS:
        score += PEAK_BONUSES[sum(c is None for c in tableau[:PEAKS]) - 1]
    return TriPeaksState(tableau, state.stock, (*state.waste, card), score, state.streak + 1, state.moves + 1)


def legal_moves(state: TriPeaksState) -> Iterator[WasteMove]:
    """Every legal move: the free cards that fit, in reading order, then
    ``draw`` while the stock holds a card. ``apply`` accepts exactly these."""
    if state.is_won:
        return
    for card in state.playable():
        yield WasteMove(card)
    if state.stock:
        yield DRAW


def is_legal(state: TriPeaksState, move: WasteMove) -> bool:
    """Whether ``apply`` would accept ``move``."""
    try:
        apply(state, move)
    except TriPeaksIllegal:
        return False
    return True


def parse_move(text: str) -> WasteMove:
    """A move in the rule book's notation: ``7h>w`` or ``draw``.

    :raises ValueError: for anything else.
    """
    return WasteMove.parse(text)


# -- the deal and its JSON ----------------------------------------------------------------
def opening(tableau: Tableau, waste: Card, stock: tuple[Card, ...]) -> TriPeaksState:
    """The position of a deal: the tableau, the card the deal turned onto the waste, the stock."""
    return TriPeaksState(tableau, stock, (waste,))


def new_tripeaks(number: int) -> TriPeaksState:
    """The opening position of deal ``number`` (1 … 4294967295)."""
    return opening(*tripeaks_layout(number))


def state_to_json(state: TriPeaksState) -> dict[str, object]:
    """The rule book's deal JSON of a position (a played place is ``null``)."""
    return {"game": GAME, "tableau": [[None if card is None else str(card) for card in row] for row in state.rows()],
            "waste": [str(card) for card in state.waste], "stock": [str(card) for card in state.stock]}


def state_from_json(data: object) -> TriPeaksState:
    """The position of the rule book's deal JSON (score and streak 0).

    :raises ValueError: saying what is wrong (shape, the 52 cards).
    """
    if not isinstance(data, dict) or data.get("game") != GAME:
        raise ValueError('a TriPeaks deal is a JSON object with "game": "tripeaks"')
    table = data.get("tableau")
    if not isinstance(table, list) or [len(row) if isinstance(row, list) else -1 for row in table] != list(ROW_SIZES):
        raise ValueError('a TriPeaks deal has "tableau": four rows of 3, 6, 9 and 10 cards')
    tableau: list[Card | None] = []
    for number, row in enumerate(table, start=1):
        for code in row:
            if code is not None and not isinstance(code, str):
                raise ValueError(f'row {number} must list cards like "7h" (null for a card played)')
            tableau.append(None if code is None else Card.parse(code))
    piles = []
    for name in ("waste", "stock"):
        codes = data.get(name)
        if not isinstance(codes, list) or not all(isinstance(code, str) for code in codes):
            raise ValueError(f'a TriPeaks deal has "{name}": a list of cards like "7h"')
        piles.append(parse_cards(codes))
    waste, stock = piles
    if not waste:
        raise ValueError("the deal turns a card onto the waste: the waste cannot be empty")
    cards = [card for card in tableau if card is not None] + list(waste) + list(stock)
    if len(cards) != 52 or len(set(cards)) != 52:
        raise ValueError(f"a TriPeaks deal holds the 52 cards once each, not {len(cards)} cards "
                         f"of which {len(set(cards))} differ")
    return TriPeaksState(tuple(tableau), stock, waste)


__all__ = [
    "GAME", "MAX_SCORE", "PEAK_BONUSES", "PLAY_POINTS", "STREAK_POINTS", "WRAP", "Tableau",
    "TriPeaksIllegal", "TriPeaksReason", "TriPeaksState", "apply", "is_legal", "legal_moves", "new_tripeaks",
    "opening", "parse_move", "state_from_json", "state_to_json",
]
