"""Spider's state in words: pure functions from the position (and a change) to
the sentences of :mod:`.messages` (Klondike's are :mod:`.klondike_describe`,
FreeCell's :mod:`.freecell_describe`).

Two decks: a card's name does not say where it is, so every card is named
with its column and place. Where the other cards of the same name lie (in
one suit each card has seven twins) is said only where the player chooses
between them: while cards are held, on a card they can go on, the other
columns whose top card of that name takes them too; R names each run's
column, and Find every copy. A column reads as its face-down count and its
runs, so the player hears at once which part can move."""

from __future__ import annotations

from ..engine.cards import Card
from ..engine.spider import SpiderIllegal, SpiderMove, SpiderReason, SpiderState
from ..engine.spider.piles import COLUMNS, SpiderPile, SpiderTransition
from ..engine.status import GameStatus
from ..model.model_base import Initiator
from ..model.spider_model import SpiderChange
from . import messages as msg


def pile_name(pile: SpiderPile) -> str:
    """A pile inside a sentence: "column 3", "the stock", "the completed sequences"."""
    if pile.is_column:
        return msg.fc_pile_name("t", pile.number)
    if pile.is_stock:
        return msg.sp_stock_name(False)
    return msg.sp_completed_name(False)


def pile_title(pile: SpiderPile) -> str:
    """A pile's accessible name: "Column 3", "Stock", "Completed sequences"."""
    if pile.is_column:
        return msg.fc_pile_title("t", pile.number)
    if pile.is_stock:
        return msg.sp_stock_name(True)
    return msg.sp_completed_name(True)


def run_length(cards: tuple[Card, ...], index: int) -> int:
    """How many cards from ``index`` up form one same-suit run descending by one."""
    count = 1
    for i in range(index + 1, len(cards)):
        if cards[i].suit is not cards[i - 1].suit or cards[i].rank + 1 != cards[i - 1].rank:
            break
        count += 1
    return count


def held_move(state: SpiderState, held: tuple[Card, ...], source: int | None, target: int) -> SpiderMove | None:
    """The move that puts the ``held`` cards (from column ``source``) on column ``target``, or None."""
    if not held or source is None or source == target:
        return None
    return SpiderMove(source, held[0], target)


def twin_targets(state: SpiderState, held: tuple[Card, ...], source: int | None, target: int) -> list[int]:
    """The other columns whose top card has the name of column ``target``'s top
    card and takes the held cards too: the choice the player makes between twins."""
    column = state.columns[target - 1]
    if not column:
        return []
    out = []
    for n in range(1, 11):
        cards = state.columns[n - 1]
        if n != target and cards and cards[-1] is column[-1]:
            move = held_move(state, held, source, n)
            if move is not None and state.is_legal(move):
                out.append(n)
    return out


def focus_text(state: SpiderState, pile: SpiderPile, index: int | None, brief: bool,
               held: tuple[Card, ...] = (), held_from: int | None = None) -> str:
    """The name of the focused object, a sentence (it starts with a capital, as
    Klondike's and FreeCell's: "Jack of spades, column 4, …"). While cards are
    ``held`` (from column ``held_from``), the top of a column they could be put
    on says so, and where the other cards of that name are that would take
    them too (the only place a card's twins are named: they are a choice)."""
    if held and pile.is_column:
        cards = state.columns[pile.number - 1]
        on_top = not cards or index is None or index >= len(cards) - 1
        move = held_move(state, held, held_from, pile.number)
        if on_top and move is not None and state.is_legal(move):
            text = msg.sentence_start(focus_words(state, pile, index, brief, holding=True)).rstrip(".")
            twins = [] if brief or not cards else twin_targets(state, held, held_from, pile.number)
            if twins:
                return f"{text}. {msg.sp_can_go_here_twins(held[0], cards[-1], twins)}"
            return f"{text}. {msg.can_go_here(held[0])}"
    return msg.sentence_start(focus_words(state, pile, index, brief))


def focus_words(state: SpiderState, pile: SpiderPile, index: int | None, brief: bool,
                holding: bool = False) -> str:
    """The focused object's words inside a sentence ("Now on: 4 of spades, …"):
    a face-up card where it lies, an empty column (while cards are held, only
    its name: what can go there follows), the stock, the completed sequences.
    A card's twins (two decks) are not named here: on every key they would be
    noise, and each copy is told apart by its column."""
    if pile.is_stock:
        return msg.sp_focus_stock(state.rows_left, brief)
    if pile.is_completed:
        return msg.sp_focus_completed(state.completed)
    cards = state.columns[pile.number - 1]
    if not cards:
        return msg.sp_focus_empty_column(pile.number, brief or holding)
    hidden = state.hidden[pile.number - 1]
    i = len(cards) - 1 if index is None else max(hidden, min(index, len(cards) - 1))
    return msg.sp_focus_card(cards[i], pile.number, i + 1, len(cards), run_length(cards, i), brief)


def card_text(state: SpiderState, column: int, index: int, brief: bool,
              held: tuple[Card, ...] = (), held_from: int | None = None) -> str:
    """A card's accessible name (a face-down one: "Face-down card, column 3, card 2 of 7")."""
    cards = state.columns[column - 1]
    if index < state.hidden[column - 1]:
        return msg.sp_face_down_card(column, index + 1, len(cards))
    return focus_text(state, COLUMNS[column - 1], index, brief, held, held_from)


def column_text(state: SpiderState, number: int) -> str:
    """ "Column 3: 4 face down, then 9 of spades, then 8 to 5 of hearts." """
    return msg.spider_column(number, state.hidden[number - 1], state.runs(number))


def pile_summary(state: SpiderState, pile: SpiderPile) -> str:
    if pile.is_column:
        return column_text(state, pile.number)
    if pile.is_stock:
        return msg.sp_stock_status(state.rows_left)
    return msg.sp_completed_status(state.completed)


def action_text(t: SpiderTransition) -> str:
    if t.move.card is None:
        return msg.sp_action_deal()
    return msg.sp_action_move(tuple(t.cards), t.move.source, t.move.target)


def undo_step(t: SpiderTransition) -> str:
    """The Edit menu's words for a step: "Move 7♥ from column 3 to column 6", "Deal a Row"."""
    card = t.move.card
    if card is None:
        return msg.sp_undo_deal_step()
    return msg.sp_undo_step(card, t.move.source, t.move.target)


def move_result(t: SpiderTransition, after: SpiderState, brief: bool) -> list[str]:
    """What a move did: where the run went, the cards turned up, the sequences completed."""
    parts: list[str] = []
    if t.is_deal:
        parts.append(msg.sp_dealt(list(t.cards), after.rows_left, brief))
    else:
        parts.append(msg.sp_moved(tuple(t.cards), t.move.target, t.onto, brief))
    done = len(after.completed) - len(t.completed)
    for n, suit in enumerate(t.completed, start=1):
        parts.append(msg.sp_sequence_completed(suit, done + n, brief))
    for column in t.turned:
        parts.append(msg.revealed(column, after.columns[column - 1][-1], brief))
    if not t.is_deal and not after.columns[t.move.source - 1]:
        parts.append(msg.column_now_empty(t.move.source))
    return parts


def status_text(status: GameStatus, elapsed_ms: int, score: int, rows_left: int = 0) -> str | None:
    """The end of a change's sentence when the game is over. Stuck with rows in the stock,
    it says why no row can be dealt (as the banner does)."""
    if status is GameStatus.NO_MOVES:
        return msg.sp_no_moves_rows_left() if rows_left else msg.no_moves()
    if status is GameStatus.WON:
        return f"{win(elapsed_ms, score)} {msg.after_win()}"
    return None


def win(elapsed_ms: int, score: int) -> str:
    return msg.won(msg.duration(elapsed_ms), score)


def change_text(change: SpiderChange, elapsed_ms: int, brief: bool, deal_number: int | None, score: int,
                with_status: bool = True) -> str:
    """The announcement for one change: a move, a row, an undo, a redo, a new deal, a restore."""
    t = change.transition
    parts: list[str] = []
    if change.initiator is Initiator.NEW_GAME:
        parts.append(msg.sp_new_deal(deal_number, change.after.suits, brief))
    elif change.initiator is Initiator.RESTORE:
        parts.append(msg.game_restored())
    elif t is not None and change.initiator is Initiator.UNDO:
        parts.append(msg.undone(action_text(t)))
        if not brief:
            if t.is_deal:
                parts.append(msg.sp_row_back())
            else:
                parts.append(msg.back_in_named(t.cards[0], pile_name(t.source)) if len(t.cards) == 1
                             else msg.back_in_run(msg.spider_run(tuple(t.cards)), pile_name(t.source)))
            for suit, column in zip(t.completed, t.completed_from, strict=False):
                parts.append(msg.sp_sequence_back(suit, column))
            if change.before is not None:  # the cards the move had turned up (as Klondike's undo says)
                parts.extend(msg.hidden_again(change.before.columns[column - 1][-1], column) for column in t.turned)
    elif t is not None and change.initiator is Initiator.REDO:
        parts.append(msg.redone(action_text(t)))
        for n, suit in enumerate(t.completed, start=len(change.after.completed) - len(t.completed) + 1):
            parts.append(msg.sp_sequence_completed(suit, n, True))
        for column in t.turned:  # every reveal is heard, brief too
            parts.append(msg.revealed(column, change.after.columns[column - 1][-1], brief))
    elif t is not None:
        parts.extend(move_result(t, change.after, brief))
    if with_status:
        extra = status_text(change.status, elapsed_ms, score, change.after.rows_left)
        if extra:
            parts.append(extra)
    return " ".join(parts)


def instruction(state: SpiderState, move: SpiderMove) -> str:
    """A move as an instruction: "move the 5 of clubs from column 4 onto the 6 of hearts in column 1"."""
    if move.card is None:
        return msg.sp_do_deal()
    column = state.columns[move.target - 1]
    onto = column[-1] if column else None
    return msg.fc_do_move(move.card, msg.fc_pile_name("t", move.source), "t", move.target, onto)



def columns(state: SpiderState) -> str:
    return " ".join(column_text(state, n) for n in range(1, 11))


def stock(state: SpiderState) -> str:
    return f"{msg.sp_stock_status(state.rows_left)} {msg.sp_completed_status(state.completed)}"


def completed(state: SpiderState) -> str:
    return msg.sp_completed_status(state.completed)


def runs_can_move(state: SpiderState, moves: list[SpiderMove]) -> str:
    """R: each run (or upper part of one) that can move now, with the columns it may go to."""
    targets: dict[tuple[int, Card], list[int]] = {}
    for move in moves:
        if move.card is not None:
            targets.setdefault((move.source, move.card), []).append(move.target)
    empty = [n for n in range(1, 11) if not state.columns[n - 1]]
    parts = []
    for (source, card), where in sorted(targets.items(), key=lambda item: (item[0][0], -item[0][1].rank)):
        cards = state.columns[source - 1]
        index = next(i for i in range(len(cards) - 1, -1, -1) if cards[i] is card)
        # Every run (and every upper part of one) can go to an empty column: said once, below.
        filled = sorted(set(where) - set(empty))
        if filled:
            parts.append(msg.sp_run_targets(msg.spider_run(cards[index:]), source, filled))
    if empty and any(set(where) & set(empty) for where in targets.values()):
        parts.append(msg.sp_any_run_to_empty(empty))
    can_deal = bool(state.stock) and all(state.columns)
    return msg.sp_runs_can_move(parts, can_deal, state.rows_left)


def find(state: SpiderState, card: Card) -> str:
    """Where each face-up card of this name is (two decks: maybe several)."""
    places = []
    for n in range(1, 11):
        cards = state.columns[n - 1]
        for i in range(state.hidden[n - 1], len(cards)):
            if cards[i] is card:
                places.append((n, i + 1, len(cards)))
    return msg.sp_find(card, places)


def find_first(state: SpiderState, card: Card) -> tuple[int, int] | None:
    for n in range(1, 11):
        cards = state.columns[n - 1]
        for i in range(len(cards) - 1, state.hidden[n - 1] - 1, -1):
            if cards[i] is card:
                return n, i
    return None


def illegal(error: SpiderIllegal) -> str:
    """One sentence per :class:`SpiderReason`."""
    reason, card, other, lower = error.reason, error.card, error.other, error.lower
    if reason is SpiderReason.EMPTY_COLUMN:
        return msg.cant_no_row_empty_columns(list(error.columns))
    if reason is SpiderReason.STOCK_EMPTY:
        return msg.cant_no_rows_left()
    if reason is SpiderReason.GAME_OVER or card is None:
        return msg.cant_game_over()
    if reason is SpiderReason.SUIT_CHANGES and other and lower:
        return msg.cant_suit_changes(card, other, lower)
    if reason is SpiderReason.NOT_DESCENDING and other and lower:
        return msg.cant_not_descending(card, other, lower)
    if reason is SpiderReason.NOT_ONE_HIGHER and other:
        return msg.cant_not_one_higher(card, other)
    if reason is SpiderReason.FACE_DOWN:
        return msg.cant_face_down()
    if reason is SpiderReason.SAME_COLUMN:
        return msg.cant_same_pile(card)
    return msg.cant_not_in_column(card, error.move.source)
