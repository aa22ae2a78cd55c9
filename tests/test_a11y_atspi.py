"""Out-of-process, like a screen reader: the game under Xvfb + a private D-Bus
+ AT-SPI, driven with xdotool and checked with pyatspi (tests/a11y/run_probe.sh).

Each scenario (tests/a11y/scenarios/*.steps) runs ``python -m klondike_qt
--profile TMP ...``; ``orca.steps`` also runs Orca and checks the words it speaks.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent / "a11y"
sys.path.insert(0, str(HERE))
from orca_lock import one_orca_at_a_time  # noqa: E402
from profiles import make_profile  # noqa: E402

pytestmark = pytest.mark.a11y


def _missing() -> str | None:
    for tool in ("Xvfb", "xdotool", "dbus-run-session"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (apt-get install xvfb xdotool dbus)"
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        return "at-spi2-core is not installed"
    probe = subprocess.run(["/usr/bin/python3", "-c", "import pyatspi"], capture_output=True)
    if probe.returncode != 0:
        return "python3-pyatspi is not installed for /usr/bin/python3"
    return None


MISSING = _missing()
ORCA_MISSING = MISSING or (None if shutil.which("orca") else
                           "Orca is not installed (apt-get install --no-install-recommends "
                           "orca speech-dispatcher python3-speechd)")


def need(missing: str | None) -> None:
    """Skip when a tool is missing on a developer's machine; in CI (``CI`` set,
    where .ci/run installs everything) a missing tool is a failure, not a skip."""
    if missing is None:
        return
    if os.environ.get("CI"):
        pytest.fail(f"CI must run the screen-reader tests, but {missing}")
    pytest.skip(missing)

#: scenario -> (profile options, game arguments)
SCENARIOS = {
    "start": ({}, ["--deal", "1"]),
    "column": ({"thoughtful": True}, ["--deal", "1"]),
    "pick_drop": ({}, ["--deal", "2"]),
    "draw_recycle": ({}, ["--deal", "1"]),
    "won": ({"endgame": True}, []),
    "dialogs": ({}, ["--deal", "1"]),
}


def run_scenario(name: str, tmp_path: Path, profile: dict, args: list[str], orca: bool = False,
                 timeout: int = 90, extra_env: dict[str, str] | None = None,
                 wm: bool = False) -> subprocess.CompletedProcess:
    folder = make_profile(tmp_path / "profile", **profile)
    out = tmp_path / "probe"
    command = [str(HERE / "run_probe.sh"), "--steps", str(HERE / "scenarios" / f"{name}.steps"),
               "--out", str(out), "--timeout", str(timeout)]
    if orca:
        command.append("--orca")
    if wm:
        command.append("--wm")
    command += ["--", sys.executable, "-m", "klondike_qt", "--profile", str(folder), *args]
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)  # run_probe.sh chooses xcb
    env.update(extra_env or {})
    with one_orca_at_a_time(orca):
        result = subprocess.run(command, capture_output=True, text=True, timeout=timeout + 30, env=env)
    if result.returncode != 0:
        log = (out / "probe.log").read_text(errors="replace") if (out / "probe.log").exists() else ""
        app = (out / "app.log").read_text(errors="replace")[-3000:] if (out / "app.log").exists() else ""
        pytest.fail(f"scenario {name} failed (rc={result.returncode})\n{log[-6000:]}\n"
                    f"--- app.log ---\n{app}\n--- stderr ---\n{result.stderr[-2000:]}")
    return result


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_scenario(name, tmp_path):
    need(MISSING)
    profile, args = SCENARIOS[name]
    run_scenario(name, tmp_path, profile, args)


def test_orca_speaks_focus_and_move_results(tmp_path):
    need(ORCA_MISSING)
    run_scenario("orca", tmp_path, {}, ["--deal", "2"], orca=True, timeout=120)


def per_key(transcript: str) -> list[tuple[str, list[str]]]:
    """transcript.txt as (key, [what Orca said after it]), Orca's key echo left out."""
    keys: list[tuple[str, list[str]]] = [("(start)", [])]
    for line in transcript.splitlines():
        if " KEY " in line and line.startswith("["):
            keys.append((line.split(" KEY ", 1)[1], []))
        elif line.startswith("    SPEECH OUTPUT: '") and not line.endswith("{'established': False}"):
            keys[-1][1].append(line.strip()[len("SPEECH OUTPUT: '"):].rstrip("'"))
    return keys


def orca_game(name: str, tmp_path: Path, profile: dict, args: list[str]) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """Run the Orca scenario ``name`` under a window manager: what Orca said before the first key,
    and after each key; never "notification", "selected", "unselected" or "checked"."""
    need(ORCA_MISSING)
    if shutil.which("openbox") is None:
        need("openbox is not installed (apt-get install openbox)")
    run_scenario(name, tmp_path, profile, args, orca=True, timeout=120, wm=True)
    said = per_key((tmp_path / "probe" / "transcript.txt").read_text(encoding="utf-8"))
    assert not any(line.startswith("notification") or line in ("selected", "unselected", "checked")
                   for _, lines in said for line in lines)
    return said[0][1], said[1:]


#: orca_nav.steps: exactly what Orca 43 says after each key (deal 2, draw 1).
ORCA_NAV = [
    ("Right", ["10 of diamonds, column 2, card 1 of 1 face up, 1 face down."]),
    ("Right", ["7 of diamonds, column 3, card 1 of 1 face up, 2 face down."]),
    ("Left", ["10 of diamonds, column 2, card 1 of 1 face up, 1 face down."]),
    ("Down", ["Bottom of column 2."]),
    ("Up", ["Waste, empty."]),
    ("Up", ["Top row: nothing above the waste."]),
    ("Left", ["Stock, 24 cards. Pass 1 of unlimited."]),
    ("Right", ["Waste, empty."]),
    ("Right", ["Clubs foundation, empty. Only the ace of clubs can go here."]),
    ("End", ["8 of spades, column 7, card 1 of 1 face up, 6 face down."]),
    ("3", ["7 of diamonds, column 3, card 1 of 1 face up, 2 face down."]),
    ("space", ["Holding 7 of diamonds."]),
    ("7", ["8 of spades, column 7, card 1 of 1 face up, 6 face down. The 7 of diamonds can go here."]),
]


def test_orca_under_a_window_manager_says_one_thing_per_key_the_card_first(tmp_path):
    need(ORCA_MISSING)
    if shutil.which("openbox") is None:
        need("openbox is not installed (apt-get install openbox)")
    run_scenario("orca_nav", tmp_path, {}, ["--deal", "2"], orca=True, timeout=120, wm=True)
    said = per_key((tmp_path / "probe" / "transcript.txt").read_text(encoding="utf-8"))
    start, keys = said[0][1], said[1:]
    assert start[-2:] == ["Queen of spades, column 1, card 1 of 1 face up.",
                          "Klondike, deal 2, draw 1. Press F1 for the list of keys."]
    assert keys[:len(ORCA_NAV)] == ORCA_NAV
    rest = dict(keys[len(ORCA_NAV):])
    assert len(rest["space"]) == 1 and rest["space"][0].startswith("Moved 7 of diamonds to column 7")
    assert rest["Tab"] == ["The arrow keys move between the piles, 1 to 7 go to a column. F1 lists the keys."]
    assert rest["Escape"] == ["Nothing is held."]
    assert not any(line.startswith("notification") for _, lines in said for line in lines)


#: orca_freecell.steps: exactly what Orca 43 says after each key (FreeCell, deal 617).
ORCA_FREECELL = [
    ("Right", ["King of spades, column 2, card 7 of 7, on top."]),
    ("Right", ["King of clubs, column 3, card 7 of 7, on top."]),
    ("Left", ["King of spades, column 2, card 7 of 7, on top."]),
    ("Up", ["10 of spades, column 2, card 6 of 7, under 1 card out of order."]),
    ("Down", ["King of spades, column 2, card 7 of 7, on top."]),
    ("Down", ["Column 2 ends here: this card is on top."]),
    ("Home", ["Free cell 1, empty."]),
    ("Up", ["Top row: nothing above free cell 1."]),
    ("Right", ["Free cell 2, empty."]),
    ("Right", ["Free cell 3, empty."]),
    ("Right", ["Free cell 4, empty."]),
    ("Right", ["Clubs foundation, empty. Only the ace of clubs can go here."]),
    ("5", ["Jack of clubs, column 5, card 6 of 6, on top."]),
    ("space", ["Holding jack of clubs."]),
    ("8", ["Queen of hearts, column 8, card 6 of 6, on top. The jack of clubs can go here."]),
    ("space", ["Moved jack of clubs to column 8, on queen of hearts."]),
    ("1", ["Jack of diamonds, column 1, card 7 of 7, on top."]),
    ("x", ["Moved jack of diamonds to free cell 1. Now on: 4 of spades, column 1, card 6 of 6, on top."]),
    ("4", ["4 of hearts, column 4, card 7 of 7, on top."]),
    ("x", ["Moved 4 of hearts to free cell 2. Now on: 5 of diamonds, column 4, card 6 of 6, on top."]),
    ("6", ["6 of clubs, column 6, card 6 of 6, on top."]),
    ("x", ["Moved 6 of clubs to free cell 3. Now on: 6 of hearts, column 6, card 5 of 5, on top."]),
    ("7", ["Jack of hearts, column 7, card 6 of 6, on top."]),
    ("x", ["Moved jack of hearts to free cell 4. Now on: 2 of clubs, column 7, card 5 of 5, on top."]),
    ("8", ["Jack of clubs, column 8, card 7 of 7, on top."]),
    ("Up", ["Queen of hearts, column 8, card 6 of 7, heads a run of 2 cards."]),
    ("space", ["Holding queen of hearts and jack of clubs, 2 cards."]),
    ("3", ["King of clubs, column 3, card 7 of 7, on top."]),
    ("space", ["Can't move the queen of hearts with the cards on it: 2 cards, but there is room to move 1."]),
    ("Tab", ["The arrow keys move between the piles, 1 to 8 go to a column, C to the free cells. F1 lists the keys."]),
    # The held cards go back to column 8, and the focus with them (it stayed on column 3).
    ("Escape", ["Put back the queen of hearts. Now on: jack of clubs, column 8, card 7 of 7, on top."]),
]


def test_orca_freecell_says_one_thing_per_key_the_card_first(tmp_path):
    start, keys = orca_game("orca_freecell", tmp_path, {}, ["--game", "freecell", "--deal", "617"])
    assert start[-2:] == ["Jack of diamonds, column 1, card 7 of 7, on top.",
                          "FreeCell, deal 617. Press F1 for the list of keys."]
    # Parking cards leads to a dead end, which the solver proves a moment after a move
    # (after the third, the fourth or the fifth, depending on the machine's load and on the
    # compiled core): it is left out of the keys' words, and heard, whole, once per proven position.
    dead = "Dead end: the solver has proved that this position cannot be won. Undo to try another way, " \
           "or press F2 for a new deal."
    heard = [line for _, lines in keys for line in lines if line.startswith("Dead end")]
    assert heard and set(heard) == {dead} and len(heard) <= 3
    assert [(key, [line for line in lines if line != dead]) for key, lines in keys] == ORCA_FREECELL


#: orca_spider.steps: exactly what Orca 43 says after each key (Spider, two suits, the game saved
#: by tests/a11y/profiles.py's spider_scenario_save).
ORCA_SPIDER = [
    ("Right", ["Column 2, empty. Any card or same-suit run can go here; fill it before dealing a row."]),
    ("Right", ["Ace of spades, column 3, card 4 of 4, on top."]),
    ("Right", ["8 of hearts, column 4, card 4 of 5, heads a run of 2 cards."]),
    ("Up", ["9 of spades, column 4, card 3 of 5, under 2 cards that can't move with it."]),
    ("Up", ["Column 4: 2 face-down cards under it."]),
    ("space", ["Can't move the 9 of spades with the cards on it: the suit changes between the 9 of spades and the 8"
               " of hearts."]),
    ("Down", ["8 of hearts, column 4, card 4 of 5, heads a run of 2 cards."]),
    ("Down", ["7 of hearts, column 4, card 5 of 5, on top."]),
    ("Down", ["Column 4 ends here: this card is on top."]),
    ("Up", ["8 of hearts, column 4, card 4 of 5, heads a run of 2 cards."]),
    ("space", ["Holding 8 to 7 of hearts, 2 cards."]),
    ("6", ["9 of hearts, column 6, card 5 of 5, on top. The 8 of hearts can go here."]),
    ("5", ["7 of spades, column 5, card 3 of 3, on top."]),
    ("6", ["9 of hearts, column 6, card 5 of 5, on top. The 8 of hearts can go here."]),
    ("space", ["Moved 8 to 7 of hearts to column 6, on 9 of hearts."]),
    ("6", ["9 of hearts, column 6, card 5 of 7, heads a run of 3 cards."]),  # the same place, new words
    ("n", ["Can't deal a row: column 2 is empty; fill it first."]),
    ("End", ["Stock, 5 rows left. Space deals a row, one card on each column."]),
    ("3", ["Ace of spades, column 3, card 4 of 4, on top."]),
    ("3", ["Ace of spades, column 3, card 4 of 4, on top."]),  # the focus stays: said again, through it
    ("space", ["Holding ace of spades."]),
    ("1", ["2 of spades, column 1, card 16 of 16, on top. The ace of spades can go here, or on the other 2 of "
           "spades, in column 10."]),
    ("space", ["Moved ace of spades to column 1, on 2 of spades. Completed a sequence of spades, king to ace, and "
               "it leaves the table: 1 of 8. Column 1 reveals the 4 of spades. Column 3 reveals the 3 of hearts."]),
    ("4", ["9 of spades, column 4, card 3 of 3, on top."]),
    ("space", ["Holding 9 of spades."]),
    ("2", ["Column 2, empty. The 9 of spades can go here."]),
    ("space", ["Moved 9 of spades to empty column 2. Column 4 reveals the 7 of hearts."]),
    ("n", ["Dealt a row, 4 rows left: column 1, 6 of spades; column 2, 3 of hearts; column 3, king of spades; "
           "column 4, king of hearts; column 5, jack of hearts; column 6, 5 of hearts; column 7, 3 of hearts; "
           "column 8, jack of hearts; column 9, 7 of hearts; column 10, 2 of hearts."]),
    ("u", ["4 rows left in the stock. 1 of 8 sequences complete: spades."]),
    ("t", ["1 of 8 sequences complete: spades."]),
    ("r", ["Can move now: 6 of spades from column 1 to column 9; 5 of hearts from column 6 to column 1; 2 of hearts"
           " from column 10 to column 2 or 7. A row can be dealt."]),
    ("End", ["Stock, 4 rows left. Space deals a row, one card on each column."]),
    ("Right", ["Completed sequences, 1 of 8: spades."]),  # a place of the keyboard model, as the stock
    ("Tab", ["The arrow keys move between the columns, the stock and the completed sequences, 1 to 9 and 0 go to a"
             " column, End to the stock. F1 lists the keys."]),
    ("Escape", ["Nothing is held."]),
]


def test_orca_spider_says_one_thing_per_key_the_card_first(tmp_path):
    start, keys = orca_game("orca_spider", tmp_path, {"spider": True}, ["--game", "spider"])
    assert start[-2:] == ["King of spades, column 1, card 5 of 16, heads a run of 12 cards.",
                          "Spider, two suits. Your game is back where you left it. Press F1 for the list of keys."]
    assert keys == ORCA_SPIDER


#: orca_yukon.steps: exactly what Orca 43 says after each key (Yukon, deal 5).
ORCA_YUKON = [
    ("Right", ["Ace of hearts, column 2, card 5 of 5 face up, 1 face down."]),
    ("Left", ["5 of spades, column 1, card 1 of 1 face up."]),
    ("Left", ["Hearts foundation, empty. Only the ace of hearts can go here."]),
    ("2", ["Ace of hearts, column 2, card 5 of 5 face up, 1 face down."]),
    ("f", ["Moved ace of hearts to its foundation. Now on: queen of clubs, column 2, card 4 of 4 face up, 1 face "
           "down."]),
    ("5", ["9 of clubs, column 5, card 5 of 5 face up, 4 face down."]),
    ("Up", ["9 of spades, column 5, card 4 of 5 face up, 4 face down. Moves with 1 card: 9 of clubs."]),
    ("Up", ["5 of hearts, column 5, card 3 of 5 face up, 4 face down. Moves with 2 cards: 9 of spades and 9 of "
            "clubs."]),
    ("Up", ["10 of spades, column 5, card 2 of 5 face up, 4 face down. Moves with 3 cards: 5 of hearts, 9 of "
            "spades, and 9 of clubs."]),
    ("Up", ["4 of hearts, column 5, card 1 of 5 face up, 4 face down. Moves with 4 cards: 10 of spades, 5 of "
            "hearts, 9 of spades, and 9 of clubs."]),
    ("space", ["Holding 4 of hearts and 4 cards on it."]),
    ("1", ["5 of spades, column 1, card 1 of 1 face up. The 4 of hearts can go here."]),
    ("space", ["Moved 4 of hearts and 4 cards to column 1, on 5 of spades. Column 5 reveals the jack of hearts, "
               "plus 5."]),
    ("5", ["Jack of hearts, column 5, card 1 of 1 face up, 3 face down."]),
    ("space", ["Holding jack of hearts."]),
    ("2", ["Queen of clubs, column 2, card 4 of 4 face up, 1 face down. The jack of hearts can go here."]),
    ("space", ["Moved jack of hearts to column 2, on queen of clubs. Column 5 reveals the 6 of hearts, plus 5."]),
    ("7", ["4 of diamonds, column 7, card 5 of 5 face up, 6 face down."]),
    ("space", ["Holding 4 of diamonds."]),
    ("3", ["6 of clubs, column 3, card 5 of 5 face up, 2 face down."]),
    ("space", ["Can't put the 4 of diamonds on the 6 of clubs: only a red 5 can go there."]),
    ("Tab", ["Left and Right move between the columns and the foundations, 1 to 7 go to a column, Up and Down along"
             " a column's face-up cards and along the foundations. F1 lists the keys."]),
    ("Escape", ["Put back the 4 of diamonds."]),
]


def test_orca_says_the_new_deal_after_a_confirmation_box(tmp_path):
    """A started game left through its box (F2, Ctrl+R, then Enter): the new deal's
    sentence is spoken once the focus is back on the board, after the card. It comes
    as the box closes, before the window is active again, and Orca dropped it in 7 of
    12 tries (said through a card that was not yet its focus)."""
    _start, keys = orca_game("orca_leave", tmp_path, {}, ["--deal", "3"])
    new_deal, restart = [lines for key, lines in keys if key == "Return"]
    assert any(line.startswith("Klondike, deal ") and line.endswith("The game you left counts as lost.")
               for line in new_deal), new_deal
    assert any(line.startswith("Restarted Klondike, deal ") and line.endswith("The game so far counts as lost.")
               for line in restart), restart


def test_orca_yukon_says_one_thing_per_key_the_card_first(tmp_path):
    start, keys = orca_game("orca_yukon", tmp_path, {}, ["--game", "yukon", "--deal", "5"])
    assert start[-2:] == ["5 of spades, column 1, card 1 of 1 face up.", "Yukon, deal 5. Press F1 for the list of keys."]
    assert keys == ORCA_YUKON


#: orca_pyramid.steps: exactly what Orca 43 says after each key (Pyramid, deal 33).
ORCA_PYRAMID = [
    ("Left", ["Start of row 7."]),
    ("Up", ["7 of hearts, row 6, card 1 of 6, covered by the 7 of spades and the 10 of hearts."]),
    ("Return", ["The 7 of hearts is covered by the 7 of spades and the 10 of hearts."]),
    ("Up", ["Ace of clubs, row 5, card 1 of 5, covered by the 7 of hearts and the 10 of diamonds."]),
    ("7", ["7 of spades, row 7, card 1 of 7, free. Needs a 6; none is free now."]),
    ("space", ["Holding 7 of spades: needs a 6; none is free now."]),
    ("Right", ["10 of hearts, row 7, card 2 of 7, free."]),
    ("space", ["10 of hearts and 7 of spades make 17, not 13."]),
    ("Escape", ["Put back the 7 of spades."]),
    ("Right", ["10 of clubs, row 7, card 3 of 7, free. Needs a 3; none is free now."]),
    ("Right", ["Jack of diamonds, row 7, card 4 of 7, free. Pairs with 2 of spades in row 7."]),
    ("space", ["Holding jack of diamonds: needs a 2. Free now: 2 of spades in row 7."]),
    ("End", ["2 of spades, row 7, card 7 of 7, free. Makes 13 with the jack of diamonds you hold."]),
    ("space", ["Removed jack of diamonds and 2 of spades, plus 5. Now on: jack of hearts, row 7, card 6 of 7, "
               "free. Needs a 2; none is free now."]),
    ("m", ["1 move: draw a card."]),
    ("n", ["Waste queen of hearts. Stock 23, top 5 of spades."]),
    ("1", ["King of hearts, row 1, card 1 of 1, covered by the 6 of diamonds and the queen of diamonds."]),
    ("Up", ["5 of spades, stock, 23 cards. Needs an 8; none is free now."]),
    ("Up", ["Nothing above the stock and the waste. Down goes to the apex."]),
    ("Right", ["Queen of hearts, waste, 1 card. Needs an ace; none is free now."]),
    ("Tab", ["Up and Down go between the rows of the pyramid, Left and Right along a row, 1 to 7 to a row; up "
             "from the apex are the stock and the waste, P goes to the waste. Space picks a card; Space or Enter on "
             "a second card that makes 13 with it removes the pair; Enter on a free card removes it with the first "
             "free card that makes 13, and a king alone. N draws. F1 lists the keys."]),
]


def test_orca_pyramid_says_one_thing_per_key_the_card_first(tmp_path):
    start, keys = orca_game("orca_pyramid", tmp_path, {}, ["--game", "pyramid", "--deal", "33"])
    assert start[-2:] == ["7 of spades, row 7, card 1 of 7, free. Needs a 6; none is free now.",
                          "Pyramid, deal 33. Press F1 for the list of keys."]
    assert keys == ORCA_PYRAMID


#: orca_tripeaks.steps: exactly what Orca 43 says after each key (TriPeaks, deal 28).
ORCA_TRIPEAKS = [
    ("Up", ["Face-down card, peak 1, row 3, card 1 of 9, under the 3 of spades and the jack of diamonds."]),
    ("Up", ["Face-down card, peak 1, row 2, card 1 of 6, under 2 face-down cards."]),
    ("Up", ["Face-down card, peak 1, row 1, card 1 of 3, under 2 face-down cards."]),
    ("Up", ["Top of the peaks."]),
    ("Home", ["Face-down card, peak 1, row 1, card 1 of 3, under 2 face-down cards."]),
    ("Return", ["That card is face down, under 2 face-down cards."]),
    ("1", ["Jack of diamonds, row 4, card 2 of 10, free, fits the waste."]),
    ("Left", ["3 of spades, row 4, card 1 of 10, free."]),
    ("Return", ["The 3 of spades doesn't fit the 10 of diamonds: it needs a 9 or a jack."]),
    ("Right", ["Jack of diamonds, row 4, card 2 of 10, free, fits the waste."]),
    ("Return", ["Played jack of diamonds on the 10 of diamonds. Streak 1, plus 100. Next: a 10 or a queen. Now "
                "on: 3 of spades, row 4, card 1 of 10, free."]),
    ("m", ["Fits the waste: queen of spades, row 4; 10 of clubs, row 4. Or draw, 23 left in the stock."]),
    ("5", ["Stock, 23 cards. Space turns the next one."]),
    ("Left", ["10 of clubs, row 4, card 10 of 10, free, fits the waste."]),
    ("Return", ["Played 10 of clubs on the jack of diamonds. Streak 2, plus 300. Next: a 9 or a jack. Now on: 6"
                " of clubs, row 4, card 9 of 10, free."]),
    ("n", ["Turned 5 of spades. Streak ended at 2. 22 left in the stock. Next: a 4 or a 6."]),
    ("Left", ["Ace of clubs, row 4, card 8 of 10, free."]),
    ("Left", ["4 of hearts, row 4, card 7 of 10, free, fits the waste."]),
    ("Return", ["Played 4 of hearts on the 5 of spades. Streak 1, plus 100. Next: a 3 or a 5. Now on: 2 of "
                "diamonds, row 4, card 6 of 10, free."]),
    ("1", ["3 of spades, row 4, card 1 of 10, free, fits the waste."]),
    ("Return", ["Played 3 of spades on the 4 of hearts. Streak 2, plus 300. Turned up the 5 of diamonds. Next: "
                "a 2 or a 4. Now on: 7 of hearts, row 4, card 3 of 10, free."]),
    ("u", ["Waste: 3 of spades, next a 2 or a 4. 22 cards in the stock."]),
    ("Tab", ["Left and Right go through the cards, Up and Down between the rows of the peaks, 1 to 4 go to a "
             "row, 5 to the stock, 6 to the waste. Enter plays a card; Space picks it up, to play it with Enter "
             "from anywhere, and Escape puts it back. N draws. F1 lists the keys."]),
]


def test_orca_tripeaks_says_one_thing_per_key_the_card_first(tmp_path):
    start, keys = orca_game("orca_tripeaks", tmp_path, {}, ["--game", "tripeaks", "--deal", "28"])
    assert start[-2:] == ["Jack of diamonds, row 4, card 2 of 10, free, fits the waste.",
                          "TriPeaks, deal 28. Press F1 for the list of keys."]
    assert keys == ORCA_TRIPEAKS


#: orca_golf.steps: exactly what Orca 43 says after each key (Golf, deal 31). A name said again
#: through the focus (Home: the focus stays) is spoken as it is, without the period Orca adds to a
#: focused object's name.
ORCA_GOLF = [
    ("Up", ["2 of hearts, column 1, card 2 from the top, under 8 of spades."]),
    ("Up", ["3 of clubs, column 1, card 3 from the top, under 8 of spades and 2 of hearts."]),
    ("Down", ["2 of hearts, column 1, card 2 from the top, under 8 of spades."]),
    ("Down", ["8 of spades, column 1, top card, 4 under it, does not fit the waste."]),
    ("Home", ["8 of spades, column 1, top card, 4 under it, does not fit the waste"]),
    ("Return", ["The 8 of spades doesn't fit the 8 of diamonds: it needs a 7 or a 9."]),
    ("7", ["7 of hearts, column 7, top card, 4 under it, fits the waste."]),
    ("Up", ["6 of diamonds, column 7, card 2 from the top, under 7 of hearts."]),
    ("Return", ["Only the top card of a column can be played: the 6 of diamonds is under the 7 of hearts."]),
    ("Down", ["7 of hearts, column 7, top card, 4 under it, fits the waste."]),
    ("Return", ["Played 7 of hearts on the 8 of diamonds. Column 7 shows the 6 of diamonds. Next: a 6 or an 8. "
                "34 cards left in the columns."]),
    ("m", ["Fits the waste: 8 of spades, column 1; 6 of hearts, column 2; 6 of diamonds, column 7."]),
    ("2", ["6 of hearts, column 2, top card, 4 under it, fits the waste."]),
    ("Return", ["Played 6 of hearts on the 7 of hearts. Column 2 shows the 7 of diamonds. Next: a 5 or a 7. 33 "
                "cards left in the columns."]),
    ("End", ["Stock, 16 cards left."]),
    ("Left", ["6 of hearts, waste, a 5 or a 7 fits."]),
    ("Down", ["Nothing below the waste and the stock."]),
    ("n", ["Turned the 2 of spades: an ace or a 3 fits. 15 left in the stock."]),
    ("u", ["Waste: the 2 of spades, an ace or a 3 fits. 15 cards left in the stock."]),
    ("Tab", ["Left and Right move between the seven columns, the waste and the stock, 1 to 7 go to a column's "
             "top card, Up and Down along a column. Enter plays the card onto the waste; Space picks it up, to play "
             "it with Enter from anywhere, and Escape puts it back. N draws, M says what fits. F1 lists the keys."]),
]


def test_orca_golf_says_one_thing_per_key_the_card_first(tmp_path):
    start, keys = orca_game("orca_golf", tmp_path, {}, ["--game", "golf", "--deal", "31"])
    assert start[-2:] == ["8 of spades, column 1, top card, 4 under it, does not fit the waste.",
                          "Golf, deal 31. Press F1 for the list of keys."]
    assert keys == ORCA_GOLF


@pytest.mark.slow
def test_new_deals_under_gc_stress_keep_the_tree_whole(tmp_path):
    # The game as shipped: Klondike's search in its compiled core, which leaves the
    # interpreter lock to the window (tests/conftest.py turns the core off for the
    # tests' own process, and the environment reaches the game's). The 40 deals
    # take about 50 s alone. On two cores with a load of 12, the old 120 s limit ran
    # out after 5 deals (the Python search) or 9 (the core); with the core the whole
    # scenario took 599 s: hence 900 s (a hang still ends there, and the test at
    # SLOW_TEST_SECONDS, tests/conftest.py).
    need(MISSING)
    run_scenario("stress", tmp_path, {}, ["--deal", "3"], timeout=900,
                 extra_env={"KLONDIKE_A11Y_GC_STRESS": "1", "KLONDIKE_FAST_CORE": "1"})
