"""The games' engines: pure Python, no Qt (a test enforces it).

Each game's engine is a package of its own (:mod:`.klondike`, :mod:`.freecell`,
:mod:`.spider`); the modules here are the kernel they share (cards, the deal
generator, the save helpers, the status enum, the search budget, statistics,
files), which imports no game (a test enforces it)::

    from klondike_qt.engine.klondike import Rules, deal, legal_moves, apply, Move
"""

from __future__ import annotations
