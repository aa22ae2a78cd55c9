"""Undo and redo are one utterance in all three games, as a move is: the
result first, then "Now on: …" when the focus rests on another object than
before, and no focus event ahead of it (a screen reader spoke that first, as a
second utterance, and the announcement cut it off or came out of order)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from test_a11y_narrator import Rig, _layout
from test_spider_window import load
from ui_helpers import make_window

from klondike_qt.engine.cards import Card
from klondike_qt.engine.freecell import FreeCellMove, Target
from klondike_qt.engine.klondike import COLUMNS, Move
from klondike_qt.engine.spider import SpiderMove
from klondike_qt.model.klondike_cursor import Cursor
from klondike_qt.ui.command_table import run_command

C = Card.parse


def _count_focus_events(window) -> list[str]:
    """The names the tree's focus reports would say (the keyboard's tree, patched):
    one per call of ``notify_focus`` or ``refocus`` (which may send notify_focus's)."""
    tree = window.keyboard.tree
    events: list[str] = []
    depth = [0]

    def patch(name: str) -> None:
        original = getattr(tree, name)

        def counted(*args, **kwargs):
            if not depth[0]:
                events.append(tree.current_name())
            depth[0] += 1
            try:
                return original(*args, **kwargs)
            finally:
                depth[0] -= 1

        setattr(tree, name, counted)

    patch("notify_focus")
    patch("refocus")
    return events


def test_spider_undo_and_redo_are_one_utterance_result_first(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", variant=1, solver=False)
    run = " ".join(f"{r}s" for r in "K Q J T 9 8 7 6 5 4 3 2".split())
    load(window, [run, "Qh As", "Th", "9d", "8c", "7d", "6c", "5d", "4c", "3d"], [0, 1], stock=10)
    window.keyboard.focus_column(2)
    window.session.play(SpiderMove(2, C("As"), 1))  # completes column 1's sequence; column 2 shows the queen
    events = _count_focus_events(window)
    window.announcer.clear_log()
    run_command(window, "undo")
    assert window.announcer.log == [("say", (
        "Undone: moved ace of spades from column 2 to column 1. The ace of spades is back in column 2. "
        "The sequence of spades is back in column 1. The queen of hearts in column 2 is face down again. "
        "Now on: ace of spades, column 2, card 2 of 2, on top."))]
    window.announcer.clear_log()
    run_command(window, "redo")
    assert window.announcer.log == [("say", (
        "Redone: moved ace of spades from column 2 to column 1. Sequence of spades complete, 1 of 8. "
        "Column 2 reveals the queen of hearts. Now on: queen of hearts, column 2, card 1 of 1, on top."))]
    assert events == []
    run_command(window, "focus_column_2")  # the next key reports the focus, as after a move
    assert events == ["Queen of hearts, column 2, card 1 of 1, on top."]
    window.close()


def test_spider_undo_with_the_focus_elsewhere_says_only_the_result(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", variant=1, solver=False)
    load(window, ["Ks", "Qh As", "Th", "9d", "8c", "7d", "6c", "5d", "4c", "3d"], [0, 1], stock=10)
    window.keyboard.focus_column(7)
    window.session.play(SpiderMove(4, C("9d"), 3))
    window.announcer.clear_log()
    run_command(window, "undo")
    assert window.announcer.log == [("say", "Undone: moved 9 of diamonds from column 4 to column 3. "
                                            "The 9 of diamonds is back in column 4.")]
    window.close()


def test_spider_undo_on_the_target_column_says_where_the_focus_rests(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", variant=1, solver=False)
    load(window, ["Ks", "Qh As", "Th", "9d", "8c", "7d", "6c", "5d", "4c", "3d"], [0, 1], stock=10)
    window.keyboard.focus_column(3)
    window.session.play(SpiderMove(4, C("9d"), 3))
    window.announcer.clear_log()
    run_command(window, "undo")
    assert window.announcer.log == [("say", "Undone: moved 9 of diamonds from column 4 to column 3. "
                                            "The 9 of diamonds is back in column 4. "
                                            "Now on: 10 of hearts, column 3, card 1 of 1, on top.")]
    window.close()


def test_freecell_undo_and_redo_are_one_utterance_result_first(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=1, solver=False)
    window.session.play(FreeCellMove(C("6s"), Target.cell()))
    window.keyboard.focus_cells()  # on the 6 of spades in free cell 1
    events = _count_focus_events(window)
    window.announcer.clear_log()
    run_command(window, "undo")
    assert window.announcer.log == [("say", "Undone: moved 6 of spades to free cell 1. The 6 of spades is back "
                                            "in column 1. Now on: free cell 1, empty.")]
    window.announcer.clear_log()
    run_command(window, "redo")
    assert window.announcer.log == [("say", "Redone: moved 6 of spades to free cell 1. "
                                            "Now on: 6 of spades, free cell 1.")]
    assert events == []
    window.close()


def test_klondike_redo_says_the_focus_after_the_result():
    # Focus on column 2 (the 7h on the Qd): the 7h goes onto column 1's 8c, is taken back, done again.
    rig = Rig(deal=None, layout=_layout([("8c",), ("Qd", "7h"), ("5c", "Ks"), ("Kd",), ("Kh",), ("Kc",), ("Qs",)]))
    rig.cursor = Cursor(COLUMNS[1])
    rig.narrator.focus_moved()
    rig.session.play(Move.to(C("7h"), COLUMNS[0]))
    events = rig.tree.focus_events
    rig.announcer.clear_log()
    rig.session.undo()
    assert rig.log == [("say", "Undone: moved 7 of hearts to column 1. The 7 of hearts is back in column 2. "
                               "The queen of diamonds in column 2 is face down again. "
                               "Now on: 7 of hearts, column 2, card 1 of 1 face up, 1 face down.")]
    rig.announcer.clear_log()
    rig.session.redo()
    assert rig.log == [("say", "Redone: moved 7 of hearts to column 1. Column 2 reveals the queen of diamonds. "
                               "Now on: queen of diamonds, column 2, card 1 of 1 face up.")]
    assert rig.tree.focus_events == events


def test_klondike_undo_and_redo_of_a_run_name_the_cards_that_came_along():
    """A run moved is said with the cards on its first card ("… with 1 card on it …"), and so are
    its undo (they are back where they were) and its redo; one card alone is said alone."""
    rig = Rig(deal=None, layout=_layout([("8c",), ("Qd", "7h"), ("6s",), ("Kd",), ("Kh",), ("Kc",), ("Qs",)]))
    rig.cursor = Cursor(COLUMNS[0])
    rig.narrator.focus_moved()
    rig.session.play(Move.to(C("6s"), COLUMNS[1]))
    rig.session.play(Move.to(C("7h"), COLUMNS[0]))
    assert rig.log[-1][1].startswith("Moved 7 of hearts with 1 card on it to column 1, on 8 of clubs. "
                                     "Column 2 reveals the queen of diamonds.")
    rig.announcer.clear_log()
    rig.session.undo()
    assert rig.log[-1][1].startswith("Undone: moved 7 of hearts with 1 card on it to column 1. The 7 of hearts and 1 card "
                                     "on it are back in column 2. The queen of diamonds in column 2 is face down "
                                     "again."), rig.log
    rig.announcer.clear_log()
    rig.session.redo()
    assert rig.log[-1][1].startswith("Redone: moved 7 of hearts with 1 card on it to column 1. "
                                     "Column 2 reveals the queen of diamonds."), rig.log
