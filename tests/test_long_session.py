"""A long session in one window stays flat: 60 deals (random play, undo/redo,
clicks, resizes, deck and zoom changes, a win every tenth deal) leave the
accessible interfaces, scene items and pixmap cache as they were, and Python
objects and RSS grow by no more than a small bound. RSS is read without Qt's own
pixmap cache and the allocator's free memory: both bounded, they fill over the
first few dozen deals of a fresh process, and are not ours to leak. The 500-deal
version is ``bench/long_session.py``."""

from __future__ import annotations

import random

from long_session_driver import Session, sample
from ui_helpers import make_window

DEALS = 60
WARM_UP = 10
MOVES_PER_DEAL = 25


def test_sixty_deals_in_one_window_leave_nothing_behind(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1, animations=True)
    session = Session(window, random.Random(3), MOVES_PER_DEAL)
    start = sample(window, 0, in_use=True)
    for _ in range(WARM_UP):
        session.play_deal()
    warm = sample(window, WARM_UP, in_use=True)
    for _ in range(DEALS - WARM_UP):
        session.play_deal()
    end = sample(window, DEALS, in_use=True)
    report = "\n".join(s.line() for s in (start, warm, end))

    assert session.wins == DEALS // 10, report
    # 13 piles + 52 cards + 13 places on this board, reused across deals; the windows of earlier
    # tests (any game) may still be alive, and theirs stay as they were too
    assert start.own_interfaces == warm.own_interfaces == end.own_interfaces == 78, report
    assert start.interfaces == warm.interfaces == end.interfaces, report
    assert start.trees == end.trees >= 1, report
    assert end.scene_items == start.scene_items, report  # one item per card, reused across deals
    assert end.pixmaps <= 3 * 70, report  # one deck at one size (a few sizes' worth at most)
    assert end.solver_jobs <= 1, report
    per_deal = (end.python_objects - warm.python_objects) / (DEALS - WARM_UP)
    # A statistics record per deal is one object; a leak per move is hundreds.
    assert per_deal < 10, f"{per_deal:.0f} Python objects more per deal\n{report}"
    assert end.rss_kib - warm.rss_kib < 12 * 1024, report
