"""What a blind player heard under Orca in Pyramid, TriPeaks and Golf
(bench/orca_{pyramid,tripeaks,golf}.py, issue 27), each defect found there
pinned here: a navigation key that keeps the focus where it was still
answers, in every game."""

from __future__ import annotations

import pytest
from a11y_helpers import press
from ui_helpers import make_window

from klondike_qt.ui.games import GAMES


@pytest.mark.parametrize("definition", GAMES, ids=[definition.id for definition in GAMES])
def test_a_navigation_key_that_keeps_the_focus_says_it_again(qtbot, profile_dir, definition):
    """Home on the first place stays there: Orca 43 says nothing for a Focus event on its
    focus, so the tree must say the name through it (``refocus``), else the key is silent
    (heard: TriPeaks' Home on the highest card, Pyramid's Right at a row's end)."""
    window = make_window(qtbot, profile_dir, definition.id, deal=5, solver=False)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    calls: list[str] = []
    tree = window.keyboard.tree
    monkey = pytest.MonkeyPatch()
    monkey.setattr(tree, "refocus", lambda: calls.append(tree.current_name()))
    try:
        press(window, "home")
        press(window, "home")
    finally:
        monkey.undo()
    assert len(calls) == 2 and calls[0] == calls[1]
