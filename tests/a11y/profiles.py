"""Profile folders for the out-of-process scenarios.

``python tests/a11y/profiles.py DIR [--thoughtful] [--endgame] [--spider] [--freecell-win]``
(or :func:`make_profile`): an empty profile, one whose settings turn on the
thoughtful variant, one whose saved game is the end game below, one whose
saved Spider game is the two-suit position of :func:`spider_scenario_save`, or
one whose saved FreeCell game is one move from the win (:func:`freecell_win_save`).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from klondike_qt.engine.cards import Card
from klondike_qt.engine.klondike import Rules, saved_game

#: An end game (thoughtful, draw 1): four ordered columns from King to 2, the
#: aces of hearts and clubs alone in columns 5 and 6, the aces of diamonds and
#: spades in the stock. Five keys win it: 5 F, 6 F, N P F, N P F, then Enter.
ENDGAME_TABLEAU = (
    "Kc Qh Jc Th 9c 8h 7c 6h 5c 4h 3c 2h",
    "Kh Qc Jh Tc 9h 8c 7h 6c 5h 4c 3h 2c",
    "Ks Qd Js Td 9s 8d 7s 6d 5s 4d 3s 2d",
    "Kd Qs Jd Ts 9d 8s 7d 6s 5d 4s 3d 2s",
    "Ah",
    "Ac",
    "",
)
ENDGAME_STOCK = "Ad As"


def endgame_layout():
    tableau = tuple(tuple(Card.parse(c) for c in col.split()) for col in ENDGAME_TABLEAU)
    stock = tuple(Card.parse(c) for c in ENDGAME_STOCK.split())
    return tableau, stock


#: The Spider scenario's opening (two suits, bottom first, only each top face up);
#: "?" are the other cards, shuffled. Its 13 moves build K-2 of spades in
#: column 1 (emptying column 2) and 9 of spades, 8 and 7 of hearts in column 4.
SPIDER_OPENING = (
    "? ? ? ? Ks",
    "2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs",
    "? ? ? As",
    "? ? 9s",
    "? ? ? 7h 8h",
    "? ? ? ? 9h",
    "? ? ? ? ?",
    "? ? ? ? ?",
    "? ? ? ? ?",
    "? ? ? ? ? ?",
)
SPIDER_MOVES = [f"t2:{rank}s>t1" for rank in "QJT98765432"] + ["t5:8h>t4", "t5:7h>t4"]


def spider_scenario_save() -> str:
    """A two-suit Spider game, saved 13 moves in: column 1 holds 4 face down
    then king to 2 of spades, column 2 is empty, column 3's top is the ace of
    spades (it completes the sequence), column 4 reads 2 face down, then 9 of
    spades, then 8 to 7 of hearts (a build that cannot move whole), column 6's
    top is the 9 of hearts; five rows in the stock."""
    from klondike_qt.engine.spider import SpiderMove
    from klondike_qt.engine.spider.savefile import SpiderSave
    from klondike_qt.engine.spider.state import state_from_json

    spades, hearts = Card.parse("As").suit, Card.parse("Ah").suit
    pool = [Card.of(rank, suit) for suit in (spades, hearts) for _ in range(4) for rank in range(1, 14)]
    named = [Card.parse(code) for column in SPIDER_OPENING for code in column.split() if code != "?"]
    for card in named:
        pool.remove(card)
    random.Random(19).shuffle(pool)
    tableau = [[code if code != "?" else str(pool.pop()) for code in column.split()]
               for column in SPIDER_OPENING]
    layout = {"game": "spider", "suits": 2, "tableau": tableau, "stock": [str(card) for card in pool]}
    opening = state_from_json(layout)
    moves = tuple(SpiderMove.parse(text) for text in SPIDER_MOVES)
    return SpiderSave(None, opening, moves, len(moves)).dumps()


#: FreeCell deal 1 as the solver plays it, saved before its last move that is not to a
#: foundation: column 4 ends with the queen of diamonds; Enter moves it (4, Enter) and
#: every card left goes up by itself.
FREECELL_WIN_DEAL = 1


def freecell_win_save() -> str:
    from klondike_qt.engine.freecell import FOUNDATION, new_freecell, solve
    from klondike_qt.engine.freecell.savefile import FreeCellSave
    from klondike_qt.engine.solving import Budget

    opening = new_freecell(FREECELL_WIN_DEAL)
    moves = solve(opening, Budget(seconds=None, nodes=500_000)).moves
    last = max(index for index, move in enumerate(moves) if move.target != FOUNDATION)
    return FreeCellSave(FREECELL_WIN_DEAL, opening, tuple(moves[:last]), last).dumps()


def make_profile(folder: Path, thoughtful: bool = False, endgame: bool = False, spider: bool = False,
                 language: str | None = None, freecell_win: bool = False) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    lines = ["[General]", "animations=off"]
    if language is not None:
        lines.append(f"language={language}")
    if thoughtful:
        lines.append("thoughtful=true")
    (folder / "settings.ini").write_text("\n".join(lines) + "\n", encoding="utf-8")
    if endgame:
        saved = saved_game(Rules(thoughtful=True), None, endgame_layout(), [], 0, 0, 0)
        (folder / "autosave.json").write_text(saved.dumps(), encoding="utf-8")
    if spider:
        (folder / "autosave-spider.json").write_text(spider_scenario_save(), encoding="utf-8")
    if freecell_win:
        (folder / "autosave-freecell.json").write_text(freecell_win_save(), encoding="utf-8")
    return folder


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--thoughtful", action="store_true")
    parser.add_argument("--endgame", action="store_true")
    parser.add_argument("--spider", action="store_true")
    parser.add_argument("--freecell-win", action="store_true")
    args = parser.parse_args()
    make_profile(args.folder, args.thoughtful, args.endgame, args.spider, freecell_win=args.freecell_win)
    sys.exit(0)
