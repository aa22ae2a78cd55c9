"""F1 tells each game's truth: a blind player learns a game's keys from F1's list
(and the same words are the menu's status-bar tips and the key settings' names),
so every line a game shows names only the piles, rows and counts that game has,
and a movement key pressed from the place its line describes lands where the
line says. The lines were once Klondike's for every game ("Move the focus to the
stock" in FreeCell and Yukon, "column 7" where there are 8 or 10 columns)."""

from __future__ import annotations

import re

import pytest
from a11y_helpers import press
from ui_helpers import focused, make_window

from klondike_qt.engine import klondike as kl
from klondike_qt.engine.freecell import piles as fc
from klondike_qt.engine.spider import piles as sp
from klondike_qt.model import golf_model as golf
from klondike_qt.model import pyramid_model as pyramid
from klondike_qt.model import tripeaks_model as tripeaks
from klondike_qt.ui.command_table import COMMANDS, COMMANDS_BY_ID, run_command
from klondike_qt.ui.games import GAMES
from klondike_qt.ui.help_dialog import command_rows
from klondike_qt.ui.keys_dialog import KeysDialog

#: The places each game's table has (what a line may name), and how many columns or rows it numbers.
TABLES: dict[str, tuple[set[str], int, int]] = {
    # game: (places, columns, rows)
    "klondike": ({"stock", "waste", "foundation", "column", "top row"}, 7, 0),
    "yukon": ({"foundation", "column"}, 7, 0),
    "freecell": ({"free cell", "foundation", "column", "top row"}, 8, 0),
    "spider": ({"stock", "column", "completed sequence", "row"}, 10, 0),  # a row: one card dealt to each column
    "golf": ({"stock", "waste", "column"}, 7, 0),
    "tripeaks": ({"stock", "waste", "row", "peak"}, 0, 4),
    "pyramid": ({"stock", "waste", "row", "apex", "pyramid"}, 0, 7),
}
#: Every place a line could name, longest first ("top row" before "row").
PLACES = ("completed sequence", "free cell", "foundation", "top row", "column", "stock", "waste", "apex",
          "pyramid", "peak", "row")
#: The Game menu's "Play …" entries name games, not places.
PLAYS = {entry.action_id for game in GAMES for entry in game.menu}
#: The keys that only move the focus (the Play menu's "Go To").
MOVEMENT = [spec.id for spec in COMMANDS if spec.submenu is not None]


def _places_named(line: str) -> set[str]:
    text = line.lower()
    named = set()
    for place in PLACES:
        pattern = rf"\b{place}s?\b"
        if re.search(pattern, text):
            named.add(place)
            text = re.sub(pattern, " ", text)
    return named


def _wrong_words(game: str, line: str) -> list[str]:
    """What ``line`` names that ``game``'s table does not have."""
    places, columns, rows = TABLES[game]
    wrong = sorted(_places_named(line) - places)
    wrong += [f"column {n}" for n in map(int, re.findall(r"\bcolumns? (\d+)", line.lower())) if n > columns]
    wrong += [f"row {n}" for n in map(int, re.findall(r"\brows? (\d+)", line.lower())) if n > rows]
    return wrong


@pytest.mark.parametrize("game", [game.id for game in GAMES])
def test_every_line_a_game_offers_names_only_what_its_table_has(qtbot, profile_dir, game):
    """F1's line for each command the game has, its name there and its status-bar tip."""
    window = make_window(qtbot, profile_dir, game, size=None, solver=False)
    keyboard = window.keyboard
    wrong = {}
    for _menu, action_id, text, _keys, what in command_rows(window):
        if action_id in PLAYS or not keyboard.offers(COMMANDS_BY_ID[action_id]):
            continue  # listed as the other games' ("Only in FreeCell: …")
        if bad := _wrong_words(game, f"{text}. {what}"):
            wrong[action_id] = (f"{text}: {what}", bad)
        assert window.actions[action_id].statusTip() == what, action_id
    assert wrong == {}, "\n".join(f"{line} names {bad}" for line, bad in wrong.values())
    window.close()


@pytest.mark.parametrize("game", [game.id for game in GAMES])
def test_the_key_settings_name_each_command_as_the_game_does(qtbot, profile_dir, game):
    window = make_window(qtbot, profile_dir, game, size=None, solver=False)
    dialog = KeysDialog(window)
    names = {row[1]: row[2] for row in command_rows(window)}
    listed = [dialog.list.item(i) for i in range(dialog.list.count())]
    for item in listed:
        action_id = item.data(256)  # Qt.ItemDataRole.UserRole
        assert item.text().startswith(f"{names[action_id]}: "), (action_id, item.text())
    dialog.close()
    window.close()


def _is(pile):
    return lambda cursor: cursor.pile == pile


#: (game, command, keys pressed first, where the command's key lands, words its F1 line says it).
LANDINGS = [
    # Klondike: the stock, the waste and the foundations in a top row over columns 1–7.
    ("klondike", "focus_first", ["7"], _is(kl.STOCK), "stock"),
    ("klondike", "focus_last", ["1"], _is(kl.COLUMNS[6]), "column 7"),
    ("klondike", "focus_previous", ["1"], _is(kl.FOUNDATIONS[3]), "previous pile"),
    ("klondike", "focus_next", ["7"], _is(kl.STOCK), "next pile"),
    ("klondike", "focus_up", ["1"], _is(kl.STOCK), "pile above"),  # column 1: one face-up card
    ("klondike", "focus_down", ["home", "right"], _is(kl.COLUMNS[1]), "column beneath"),
    ("klondike", "focus_waste", ["1"], _is(kl.WASTE), "waste"),
    # Yukon: columns 1–7, the four foundations in a column at their right; no stock.
    ("yukon", "focus_first", ["7"], _is(kl.COLUMNS[0]), "column 1"),
    ("yukon", "focus_last", ["1"], _is(kl.FOUNDATIONS[3]), "last foundation"),
    ("yukon", "focus_next", ["7"], _is(kl.FOUNDATIONS[0]), "from column 7, to the first foundation"),
    ("yukon", "focus_next", ["end"], _is(kl.COLUMNS[0]), "from a foundation, to column 1"),
    ("yukon", "focus_previous", ["1"], _is(kl.FOUNDATIONS[3]), "from column 1, to the last foundation"),
    ("yukon", "focus_previous", ["end"], _is(kl.COLUMNS[6]), "from a foundation, to column 7"),
    ("yukon", "focus_up", ["end"], _is(kl.FOUNDATIONS[2]), "foundation above"),
    ("yukon", "focus_down", ["7", "right"], _is(kl.FOUNDATIONS[1]), "foundation below"),
    ("yukon", "focus_up", ["1"], _is(kl.COLUMNS[0]), "In a column"),  # nothing stands above a column
    # FreeCell: four free cells and four foundations in a top row over columns 1–8.
    ("freecell", "focus_first", ["8"], _is(fc.CELLS[0]), "first free cell"),
    ("freecell", "focus_last", ["1"], _is(fc.COLUMNS[7]), "column 8"),
    ("freecell", "focus_previous", ["home"], _is(fc.COLUMNS[7]), "previous pile"),
    ("freecell", "focus_next", ["end"], _is(fc.CELLS[0]), "next pile"),
    ("freecell", "focus_up", ["1", *["up"] * 6], _is(fc.CELLS[0]), "free cell or foundation above"),
    ("freecell", "focus_up", ["5", *["up"] * 5], _is(fc.FOUNDATIONS[0]), "free cell or foundation above"),
    ("freecell", "focus_down", ["home"], _is(fc.COLUMNS[0]), "column beneath"),
    ("freecell", "focus_column_8", ["1"], _is(fc.COLUMNS[7]), "column"),
    ("freecell", "focus_cells", ["1"], _is(fc.CELLS[0]), "first free cell"),
    # Spider: ten columns, then the stock and the completed sequences; nothing above a column.
    ("spider", "focus_first", ["0"], _is(sp.COLUMNS[0]), "column 1"),
    ("spider", "focus_last", ["1"], _is(sp.STOCK), "stock"),
    ("spider", "focus_previous", ["1"], _is(sp.COMPLETED), "previous pile"),
    ("spider", "focus_next", ["0"], _is(sp.STOCK), "next pile"),
    ("spider", "focus_up", ["1"], _is(sp.COLUMNS[0]), "face-up card"),
    ("spider", "focus_down", ["end"], _is(sp.STOCK), "In a column"),
    ("spider", "focus_column_10", ["1"], _is(sp.COLUMNS[9]), "column"),
    # Golf: seven columns, the waste and the stock under them.
    ("golf", "focus_first", ["7"], _is(golf.COLUMNS[0]), "column 1"),
    ("golf", "focus_last", ["1"], _is(golf.STOCK), "stock"),
    ("golf", "focus_previous", ["1"], _is(golf.STOCK), "previous pile"),
    ("golf", "focus_next", ["7"], _is(golf.WASTE), "next pile"),
    ("golf", "focus_up", ["end"], _is(golf.COLUMNS[6]), "from the waste or the stock"),
    ("golf", "focus_down", ["1"], _is(golf.WASTE), "to the waste"),
    ("golf", "focus_waste", ["1"], _is(golf.WASTE), "waste"),
    # TriPeaks: four rows of the peaks, the stock and the waste.
    ("tripeaks", "focus_first", ["6"], _is(tripeaks.ROWS[0]), "highest card left"),
    ("tripeaks", "focus_last", ["4"], _is(tripeaks.WASTE), "waste"),
    ("tripeaks", "focus_down", ["4"], lambda c: c.pile in (tripeaks.STOCK, tripeaks.WASTE), "from row 4"),
    ("tripeaks", "focus_up", ["6"], _is(tripeaks.ROWS[3]), "lowest row left"),
    ("tripeaks", "focus_next", ["5"], _is(tripeaks.WASTE), "the stock and the waste"),
    ("tripeaks", "focus_previous", ["5"], _is(tripeaks.ROWS[3]), "row by row"),
    ("tripeaks", "focus_column_1", ["5"], _is(tripeaks.ROWS[3]), "nearest row below"),  # row 1: all covered
    ("tripeaks", "focus_column_5", ["4"], _is(tripeaks.STOCK), "stock"),
    ("tripeaks", "focus_column_6", ["4"], _is(tripeaks.WASTE), "waste"),
    # Pyramid: seven rows, the stock and the waste.
    ("pyramid", "focus_column_7", ["1"], _is(pyramid.PYRAMID_ROWS[6]), "row"),
    ("pyramid", "focus_up", ["1"], _is(pyramid.STOCK), "from the apex, to the stock"),
    ("pyramid", "focus_down", ["1", "up"], _is(pyramid.PYRAMID_ROWS[0]), "to the apex"),
    ("pyramid", "focus_next", ["1", "up"], _is(pyramid.WASTE), "from the stock, to the waste"),
    ("pyramid", "focus_previous", ["p"], _is(pyramid.STOCK), "from the waste, to the stock"),
    ("pyramid", "focus_first", ["7", "right", "right"], lambda c: c.pile == pyramid.PYRAMID_ROWS[6] and c.index == 0,
     "first card of the row"),
    ("pyramid", "focus_last", ["7"], lambda c: c.pile == pyramid.PYRAMID_ROWS[6] and c.index == 6,
     "last card of the row"),
]


@pytest.mark.parametrize(("game", "command", "before", "lands", "words"), LANDINGS,
                         ids=[f"{case[0]}-{case[1]}-{'-'.join(case[2])}" for case in LANDINGS])
def test_a_movement_key_lands_where_its_line_says(qtbot, profile_dir, game, command, before, lands, words):
    window = focused(qtbot, make_window(qtbot, profile_dir, game, deal=1, size=None, solver=False))
    line = {row[1]: row[4] for row in command_rows(window)}[command]
    assert words in line, line
    for key in before:
        press(window, key)
    press(window, window.settings.shortcuts_for(command)[0])
    cursor = window.keyboard.cursor
    assert lands(cursor), (line, cursor)
    window.close()


def test_every_game_has_its_landings_tested():
    """Each game's arrows, Home and End are pressed above from the place its lines describe."""
    tested = {(game, command) for game, command, *_ in LANDINGS}
    keys = ("focus_first", "focus_last", "focus_previous", "focus_next", "focus_up", "focus_down")
    assert [(game.id, key) for game in GAMES for key in keys if (game.id, key) not in tested] == []
    assert set(MOVEMENT) >= {command for _game, command, *_ in LANDINGS}


def test_tripeaks_lists_key_7_as_the_other_games_own(qtbot, profile_dir):
    """TriPeaks' keys 1 to 6 are its four rows, the stock and the waste: 7 goes nowhere there."""
    window = make_window(qtbot, profile_dir, "tripeaks", size=None, solver=False)
    line = {row[1]: row[4] for row in command_rows(window)}["focus_column_7"]
    assert line.startswith("Only in Klondike, FreeCell, Spider, Yukon, Golf, and Pyramid: ")
    assert not window.actions["focus_column_7"].isEnabled()
    window.close()


@pytest.mark.parametrize("game", [game.id for game in GAMES])
def test_l_promises_the_cards_that_went_up_by_themselves_only_where_cards_do(qtbot, profile_dir, game):
    from klondike_qt.model.model_base import GameModelBase

    window = make_window(qtbot, profile_dir, game, size=None, solver=False)
    line = {row[1]: row[4] for row in command_rows(window)}["say_last_move"]
    goes_up = type(window.session.model).sends_safe_cards is not GameModelBase.sends_safe_cards
    assert ("by themselves" in line) == goes_up, line
    window.close()


@pytest.mark.parametrize(("game", "names"), [
    ("pyramid", {"focus_first": "Start of Row", "focus_last": "End of Row"}),
    ("tripeaks", {"focus_first": "Highest Card", "focus_last": "Last Pile"}),
])
def test_home_and_end_are_named_for_where_they_go(qtbot, profile_dir, game, names):
    """Pyramid's Home and End stay in the row; TriPeaks' Home goes to a card, its End to the waste."""
    window = make_window(qtbot, profile_dir, game, size=None, solver=False)
    shown = {row[1]: row[2] for row in command_rows(window)}
    assert {key: shown[key] for key in names} == names
    window.close()


def test_a_switch_of_game_changes_the_lines_to_the_new_games(qtbot, profile_dir):
    """From Klondike to Yukon: Home's tip and F1 line follow the game in play."""
    window = make_window(qtbot, profile_dir, "klondike", size=None, solver=False)
    assert window.actions["focus_first"].statusTip() == "Move the focus to the stock."
    run_command(window, "play_yukon")
    assert window.game == "yukon"
    line = {row[1]: row[4] for row in command_rows(window)}["focus_first"]
    assert line == window.actions["focus_first"].statusTip() == "Move the focus to column 1."
    window.close()


def test_yukons_keys_page_says_where_its_foundations_are(qtbot, profile_dir):
    """F1's rules tab in Yukon: the foundations come after column 7, in a column, with Up and Down."""
    from klondike_qt.ui.help_dialog import HelpDialog

    window = make_window(qtbot, profile_dir, "yukon", size=None, solver=False)
    dialog = HelpDialog(window)
    text = " ".join(dialog.rules.toPlainText().split())
    assert "go through the seven columns, then, from column 7, to the four foundations" in text
    assert "Up and Down go along them" in text and "End to the last foundation" in text
    dialog.close()
    window.close()
