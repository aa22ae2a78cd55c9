"""Why a FreeCell or Spider move was refused: the names ui/main_window.py and
the tests import. The sentences are each game's own (:func:`.freecell_describe.illegal`,
:func:`.spider_describe.illegal`; Klondike's :func:`.describe.illegal`)."""

from __future__ import annotations

from .freecell_describe import illegal as freecell_illegal
from .freecell_describe import room as freecell_room
from .spider_describe import illegal as spider_illegal

__all__ = ["freecell_illegal", "freecell_room", "spider_illegal"]
