"""The Spider position, its moves and their legality (the rule book,
``rules-spider.md``), with the reason for every refusal as data.

Two decks mean two cards can share a name, so a move names its source column:
``t3:7h>t6`` takes the 7♥ of column 3, with the same-suit run on it, to column
6; ``deal`` puts one card from the stock on each column. A King-to-Ace run of
one suit leaves the table by itself as part of the move that made it, and a
face-down card that becomes a column's top turns up by itself.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from itertools import pairwise

from ..cards import ACE, KING, Card, Suit
from ..rules import RuleRefusal
from .deal import COLUMN_COUNT, SUITS, check_suits, spider_layout

SEQUENCES = 8
START_SCORE = 500
SEQUENCE_BONUS = 100


@dataclass(frozen=True, slots=True)
class SpiderMove:
    """A move of ``card`` (and the run on it) from column ``source`` to column
    ``target`` (both 1–10), or a row dealt from the stock (``card`` None)."""

    source: int = 0
    card: Card | None = None
    target: int = 0

    @property
    def is_deal(self) -> bool:
        return self.card is None

    @staticmethod
    def parse(text: str) -> SpiderMove:
        """``t3:7h>t6`` or ``deal``.

        :raises ValueError: if the text is not a Spider move.
        """
        key = text.strip()
        if key.lower() == "deal":
            return DEAL
        source_text, colon, rest = key.partition(":")
        card_text, arrow, target_text = rest.partition(">")
        if not colon or not arrow:
            raise ValueError(f"not a Spider move: {text!r}")
        return SpiderMove(_column_number(source_text), Card.parse(card_text), _column_number(target_text))

    def __str__(self) -> str:
        if self.card is None:
            return "deal"
        return f"t{self.source}:{self.card}>t{self.target}"


DEAL = SpiderMove()


def _column_number(text: str) -> int:
    key = text.strip().lower()
    if key.startswith("t") and key[1:].isdigit() and 1 <= int(key[1:]) <= COLUMN_COUNT:
        return int(key[1:])
    raise ValueError(f"not a column: {text!r}")


class SpiderReason(Enum):
    """Why a Spider move is refused (players hear it from ``a11y/messages``)."""

    NOT_IN_COLUMN = "not-in-column"  # no such card face up in the source column
    FACE_DOWN = "face-down"
    SUIT_CHANGES = "suit-changes"  # other = the card above where the suit changes, lower = the card below
    NOT_DESCENDING = "not-descending"  # other/lower: where the run stops descending by one
    NOT_ONE_HIGHER = "not-one-higher"  # other = the target's top card
    SAME_COLUMN = "same-column"
    EMPTY_COLUMN = "empty-column"  # columns = the empty ones: no row may be dealt
    STOCK_EMPTY = "stock-empty"
    GAME_OVER = "game-over"


class SpiderIllegal(RuleRefusal[SpiderReason, SpiderMove]):
    """A Spider refusal; also the ``lower`` card and the ``columns`` it names."""

    card: Card  # always the move's

    def __init__(self, reason: SpiderReason, move: SpiderMove, other: Card | None = None,
                 lower: Card | None = None, columns: tuple[int, ...] = ()) -> None:
        self.lower = lower
        self.columns = columns
        super().__init__(reason, move, move.card, other)

    def detail(self) -> str:
        if self.columns:
            return f"{self.reason.value} (columns {', '.join(map(str, self.columns))})"
        if self.other is not None and self.lower:
            return f"{self.reason.value} ({self.other}/{self.lower})"
        return super().detail()


@dataclass(frozen=True, slots=True)
class SpiderState:
    """A Spider position. ``hidden[i]`` is how many cards at the bottom of
    column i+1 are face down; ``completed`` lists the suits of the sequences
    removed, in order; ``score`` is the rule book's (500, −1 a move, +100 a
    sequence), never shown below 0."""

    columns: tuple[tuple[Card, ...], ...]
    hidden: tuple[int, ...]
    stock: tuple[Card, ...] = ()
    completed: tuple[Suit, ...] = ()
    suits: int = 1
    moves: int = 0
    score: int = START_SCORE

    # -- reading the table ------------------------------------------------------------
    @property
    def is_won(self) -> bool:
        return len(self.completed) == SEQUENCES

    @property
    def rows_left(self) -> int:
        return len(self.stock) // COLUMN_COUNT

    @property
    def shown_score(self) -> int:
        return max(self.score, 0)

    def face_up(self, number: int) -> tuple[Card, ...]:
        column = self.columns[number - 1]
        return column[self.hidden[number - 1]:]

    def run_start(self, number: int) -> int:
        """The index in column ``number`` of the first card of its movable run:
        the longest same-suit run descending by one that ends at the top and
        lies face up (the column's length when it is empty)."""
        column = self.columns[number - 1]
        start = len(column) - 1
        if start < 0:
            return 0
        floor = self.hidden[number - 1]
        while start > floor and _follows(column[start], column[start - 1]):
            start -= 1
        return start

    def runs(self, number: int) -> list[tuple[Card, ...]]:
        """The face-up part of column ``number`` cut into same-suit runs
        descending by one, bottom first (what a player must hear at once:
        which part can move)."""
        out: list[tuple[Card, ...]] = []
        for card in self.face_up(number):
            if out and _follows(card, out[-1][-1]):
                out[-1] = (*out[-1], card)
            else:
                out.append((card,))
        return out

    def key(self) -> tuple[object, ...]:
        return (self.columns, self.hidden, len(self.stock), self.completed)

    # -- changing it ------------------------------------------------------------------------
    def apply(self, move: SpiderMove) -> SpiderState:
        """The position after ``move``, sequences removed and cards turned up.

        :raises SpiderIllegal: naming the rule the move breaks.
        """
        if self.is_won:
            raise SpiderIllegal(SpiderReason.GAME_OVER, move)
        if move.card is None:
            return self._deal(move)
        source, target, card = move.source, move.target, move.card
        if source == target:
            raise SpiderIllegal(SpiderReason.SAME_COLUMN, move)
        column = self.columns[source - 1]
        index = self._find(source, card, move)
        run = column[index:]
        for lower, upper in pairwise(run):
            if upper.suit is not lower.suit and upper.rank + 1 == lower.rank:
                raise SpiderIllegal(SpiderReason.SUIT_CHANGES, move, lower, upper)
            if upper.rank + 1 != lower.rank:
                raise SpiderIllegal(SpiderReason.NOT_DESCENDING, move, lower, upper)
        onto = self.columns[target - 1]
        if onto and onto[-1].rank != card.rank + 1:
            raise SpiderIllegal(SpiderReason.NOT_ONE_HIGHER, move, onto[-1])
        columns = list(self.columns)
        hidden = list(self.hidden)
        columns[source - 1] = column[:index]
        columns[target - 1] = onto + run
        after = replace(self, moves=self.moves + 1, score=self.score - 1)
        return after._settle(columns, hidden, (source, target))

    def _find(self, source: int, card: Card, move: SpiderMove) -> int:
        """The index of ``card`` in column ``source``: the highest face-up copy."""
        column = self.columns[source - 1]
        for index in range(len(column) - 1, -1, -1):
            if column[index] is card:
                if index < self.hidden[source - 1]:
                    raise SpiderIllegal(SpiderReason.FACE_DOWN, move)
                return index
        raise SpiderIllegal(SpiderReason.NOT_IN_COLUMN, move)

    def _deal(self, move: SpiderMove) -> SpiderState:
        if not self.stock:
            raise SpiderIllegal(SpiderReason.STOCK_EMPTY, move)
        empty = tuple(n for n, column in enumerate(self.columns, start=1) if not column)
        if empty:
            raise SpiderIllegal(SpiderReason.EMPTY_COLUMN, move, columns=empty)
        row, stock = self.stock[:COLUMN_COUNT], self.stock[COLUMN_COUNT:]
        columns = [column + (card,) for column, card in zip(self.columns, row)]
        after = replace(self, stock=stock, moves=self.moves + 1, score=self.score - 1)
        return after._settle(columns, list(self.hidden), tuple(range(1, COLUMN_COUNT + 1)))

    def _settle(self, columns: list[tuple[Card, ...]], hidden: list[int], touched: tuple[int, ...]) -> SpiderState:
        """Remove the completed sequences of the touched columns and turn up
        the new tops."""
        completed = list(self.completed)
        score = self.score
        for number in touched:
            column = columns[number - 1]
            if len(column) - hidden[number - 1] >= KING and _is_sequence(column[-KING:]):
                completed.append(column[-1].suit)
                columns[number - 1] = column = column[:-KING]
                score += SEQUENCE_BONUS
        for n, column in enumerate(columns):
            if hidden[n] >= len(column):
                hidden[n] = max(len(column) - 1, 0)
        return replace(self, columns=tuple(columns), hidden=tuple(hidden), completed=tuple(completed), score=score)

    # -- what can be done ---------------------------------------------------------------------
    def is_legal(self, move: SpiderMove) -> bool:
        try:
            self.apply(move)
        except SpiderIllegal:
            return False
        return True

    def legal_moves(self) -> list[SpiderMove]:
        """Every legal move: each card of each movable run to each column it
        may go to (one empty column stands for all), then the deal."""
        out: list[SpiderMove] = []
        empty_seen = False
        targets: list[int] = []
        for n, column in enumerate(self.columns, start=1):
            if column:
                targets.append(n)
            elif not empty_seen:
                targets.append(n)
                empty_seen = True
        for source in range(1, COLUMN_COUNT + 1):
            column = self.columns[source - 1]
            for index in range(self.run_start(source), len(column)):
                card = column[index]
                for target in targets:
                    if target == source:
                        continue
                    onto = self.columns[target - 1]
                    if not onto or onto[-1].rank == card.rank + 1:
                        out.append(SpiderMove(source, card, target))
        if self.stock and all(self.columns):
            out.append(DEAL)
        return out


def _follows(card: Card, below: Card) -> bool:
    """``card`` continues a same-suit run on ``below``."""
    return card.suit is below.suit and card.rank + 1 == below.rank


def _is_sequence(cards: tuple[Card, ...]) -> bool:
    return (cards[0].rank == KING and cards[-1].rank == ACE
            and all(_follows(upper, lower) for lower, upper in pairwise(cards)))


def new_spider(number: int, suits: int) -> SpiderState:
    """The opening position of deal ``number`` with ``suits`` suits."""
    check_suits(suits)
    columns, stock = spider_layout(number, suits)
    return SpiderState(columns, tuple(len(column) - 1 for column in columns), stock, (), suits)


def state_to_json(state: SpiderState) -> dict[str, object]:
    """The rule book's deal JSON (from an opening position: every card but a
    column's top face down)."""
    return {"game": "spider", "suits": state.suits,
            "tableau": [[str(card) for card in column] for column in state.columns],
            "stock": [str(card) for card in state.stock]}


def state_from_json(data: object) -> SpiderState:
    """An opening position from the rule book's deal JSON.

    :raises ValueError: saying what is wrong (shape, suits, the 104 cards).
    """
    if not isinstance(data, dict) or data.get("game") != "spider":
        raise ValueError('a Spider deal is a JSON object with "game": "spider"')
    raw_suits = data.get("suits")
    if not isinstance(raw_suits, int):
        raise ValueError(f"Spider is played with 1, 2 or 4 suits, not {raw_suits!r}")
    suits = check_suits(raw_suits)
    tableau, stock = data.get("tableau"), data.get("stock")
    if not isinstance(tableau, list) or len(tableau) != COLUMN_COUNT or not isinstance(stock, list):
        raise ValueError("a Spider deal has ten columns and a stock")
    columns = tuple(tuple(_card(code) for code in _items(column)) for column in tableau)
    stock_cards = tuple(_card(code) for code in stock)
    everything = sorted([card for column in columns for card in column] + list(stock_cards))
    expected = sorted(Card.of(rank, SUITS[suits][i % suits]) for i in range(8) for rank in range(1, 14))
    if everything != expected:
        raise ValueError(f"a {suits}-suit Spider deal has these 104 cards exactly: "
                         f"{len(everything)} cards given, or the wrong ones")
    if len(stock_cards) % COLUMN_COUNT:
        raise ValueError("the stock holds whole rows of ten")
    return SpiderState(columns, tuple(max(len(column) - 1, 0) for column in columns), stock_cards, (), suits)


def _items(value: object) -> list[object]:
    if not isinstance(value, list):
        raise ValueError(f"expected a list, not {value!r}")
    return value


def _card(value: object) -> Card:
    if not isinstance(value, str):
        raise ValueError(f"a card is a code like \"7h\", not {value!r}")
    return Card.parse(value)
