"""Profile folders for the out-of-process scenarios.

``python tests/a11y/profiles.py DIR [--thoughtful] [--endgame]`` (or
:func:`make_profile`): an empty profile, one whose settings turn on the
thoughtful variant, or one whose saved game is the end game below.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from klondike_qt.engine import Card, Rules, saved_game

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


def make_profile(folder: Path, thoughtful: bool = False, endgame: bool = False) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    lines = ["[General]", "animations=off"]
    if thoughtful:
        lines.append("thoughtful=true")
    (folder / "settings.ini").write_text("\n".join(lines) + "\n", encoding="utf-8")
    if endgame:
        saved = saved_game(Rules(thoughtful=True), None, endgame_layout(), [], 0, 0, 0)
        (folder / "autosave.json").write_text(saved.dumps(), encoding="utf-8")
    return folder


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--thoughtful", action="store_true")
    parser.add_argument("--endgame", action="store_true")
    args = parser.parse_args()
    make_profile(args.folder, args.thoughtful, args.endgame)
    sys.exit(0)
