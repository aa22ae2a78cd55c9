"""Every sentence a player hears or reads about the game.

Each sentence is one whole translatable template (context ``"Messages"``):
``%1``, ``%2`` … are filled in with :func:`fill`, ``%n`` is a count with plural
forms. Translators see the ``#:`` comment above each template. Nothing here is
glued from fragments: where two sentences follow each other, each is whole.

English plurals are written ``card(s)``; without a translation loaded the
English singular or plural is chosen here (:func:`_plural`).

Brief and full variants: functions that take ``brief`` return the short form
when it is true. Card and pile names are whole translatable names too.

The templates are kept in modules by subject (:mod:`.names`, :mod:`.play`,
:mod:`.queries`, …) over :mod:`._text`; callers import this package only. Those a start
does not say (F1, the profile notes, FreeCell, Spider) are imported on first use.
"""

from typing import TYPE_CHECKING, Any

from ._text import CONTEXT as CONTEXT
from ._text import fill as fill
from ._text import sentence_middle as sentence_middle
from ._text import sentence_start as sentence_start
from ._text import separated_list as separated_list
from ._text import tr as tr
from .dialogs import *
from .feedback import *
from .names import *
from .play import *
from .queries import *
from .screen import *

if TYPE_CHECKING:  # imported on first use (see __getattr__); named here for the type checker
    from .freecell import *
    from .help import *
    from .profile import *
    from .spider import *


#: This package's modules: ``from . import golf`` asks this module for the name before it
#: imports the module, and must not be answered by importing the others.
_MODULES = frozenset({"_text", "dialogs", "feedback", "freecell", "golf", "help", "names", "play", "profile",
                      "pyramid", "queries", "screen", "spider", "tripeaks", "yukon"})


def __getattr__(name: str) -> Any:
    """The templates a start does not say: F1's, the profile notes', FreeCell's and Spider's,
    imported when one of them is first asked for (issue 30)."""
    if name in _MODULES or name.startswith("__"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from . import freecell, help, profile, spider

    for module in (freecell, help, profile, spider):
        if name in module.__all__:
            value = getattr(module, name)
            globals()[name] = value
            return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    from . import freecell, help, profile, spider

    return sorted({*globals(), *(name for module in (freecell, help, profile, spider) for name in module.__all__)})
