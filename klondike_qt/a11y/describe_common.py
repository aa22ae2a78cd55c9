"""Sentences every game says, whichever is in play (pure functions).

A file set aside, a folder the autosave cannot write to, the cards held, a
duration, and the card a player typed in the Find box. Each game's own
sentences are in its describe module (Klondike's :mod:`.klondike_describe`,
:mod:`.freecell_describe`, :mod:`.spider_describe`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from ..engine.cards import CARDS, Card, Suit, parse_rank
from . import messages as msg


def file_set_aside(kind: str, backup_name: str, left_in_place: bool = False) -> str:
    """Told once when an unreadable file ("save", "statistics", "settings") was
    renamed aside, or left where it was because it could not be renamed."""
    return msg.file_set_aside(kind, backup_name, left_in_place)


def cannot_save(folder: str) -> str:
    """Told once when the autosave cannot write to its folder (full disk, read-only folder)."""
    return msg.cannot_save(folder)


def holding(cards: list[Card] | tuple[Card, ...], brief: bool = False) -> str:
    return msg.holding(list(cards), brief)


def duration(elapsed_ms: int) -> str:
    return msg.duration(elapsed_ms)


# -- the card a player typed ------------------------------------------------------------
_LIGATURES = str.maketrans({"œ": "oe", "æ": "ae", "ß": "ss"})  # "coeur" finds "cœur"


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.lower().translate(_LIGATURES))
    text = "".join(c for c in text if not unicodedata.combining(c))
    return re.sub(r"\s+", " ", text).strip()


#: Words players type for ranks and suits, beyond the current language's own names.
_RANK_WORDS = {
    "ace": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "jack": 11, "queen": 12, "king": 13,
    "as": 1, "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7,
    "ocho": 8, "nueve": 9, "diez": 10, "sota": 11, "jota": 11, "caballo": 12, "reina": 12,
    "dama": 12, "rey": 13,
}
_SUIT_WORDS = {
    "club": Suit.CLUBS, "clubs": Suit.CLUBS, "diamond": Suit.DIAMONDS, "diamonds": Suit.DIAMONDS,
    "spade": Suit.SPADES, "spades": Suit.SPADES, "heart": Suit.HEARTS, "hearts": Suit.HEARTS,
    "trebol": Suit.CLUBS, "treboles": Suit.CLUBS, "diamante": Suit.DIAMONDS,
    "diamantes": Suit.DIAMONDS, "pica": Suit.SPADES, "picas": Suit.SPADES,
    "corazon": Suit.HEARTS, "corazones": Suit.HEARTS,
}


def focus_with_drop(words: Callable[[bool], str], empty: bool, brief: bool, fits: Card | None) -> str:
    """The focus's words (``words(brief)``), and while a held card ``fits`` there, "The 7 of
    hearts can go here."; on an empty pile the brief words then ("Column 2, empty. Only a King
    can go here. The king of clubs can go here." said the same twice)."""
    text = msg.sentence_start(words(brief or (empty and fits is not None)))
    if fits is None:
        return text
    return f"{text.rstrip('.')}. {msg.can_go_here(fits)}"


def _word_set(folded: str) -> frozenset[str]:
    return frozenset(word for word in re.split(r"[\s,\-]+", folded) if word)


def parse_card_text(text: str) -> Card | None:
    """The card a player typed: ``7h``, ``10 d``, ``7 of hearts``, ``queen of spades``,
    ``siete de corazones`` or the card's name in the current language."""
    folded = _fold(text)
    if not folded:
        return None
    compact = folded.replace(" ", "")
    try:
        return Card.parse(compact)
    except ValueError:
        pass
    typed = _word_set(folded)
    for card in CARDS:  # whole names, translated (with their forms: "la dame de cœur") and English,
        name = msg.card_name(card)  # in any word order ("Bube Herz" for "Herz-Bube")
        names = (name, msg.english_card_name(card), *getattr(name, "forms", {}).values())
        if any(folded == _fold(text) or typed == _word_set(_fold(text)) for text in names):
            return card
    words = [w for w in re.split(r"[\s,]+", folded) if w not in ("of", "de", "the", "la", "el", "los", "las")]
    if len(words) != 2:
        return None
    rank_word, suit_word = words
    rank = _RANK_WORDS.get(rank_word)
    if rank is None:
        for r in range(1, 14):
            if rank_word == _fold(msg.rank_name(r)):
                rank = r
        if rank is None:
            try:
                rank = parse_rank(rank_word)
            except ValueError:
                return None
    suit = _SUIT_WORDS.get(suit_word)
    if suit is None:
        for s in Suit:
            if suit_word == _fold(msg.suit_name(s)):
                suit = s
    if suit is None:
        return None
    return Card.of(rank, suit)
