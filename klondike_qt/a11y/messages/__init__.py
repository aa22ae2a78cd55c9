"""Every sentence a player hears or reads about the game.

Each sentence is one whole translatable template (context ``"Messages"``):
``%1``, ``%2`` … are filled in with :func:`fill`, ``%n`` is a count with plural
forms. Translators see the ``#:`` comment above each template. Nothing here is
glued from fragments: where two sentences follow each other, each is whole.

English plurals are written ``card(s)``; without a translation loaded the
English singular or plural is chosen here (:func:`_plural`).

Brief and full variants: functions that take ``brief`` return the short form
when it is true. Card and pile names are whole translatable names too.

The templates are kept in three modules by subject (:mod:`.names`, :mod:`.play`,
:mod:`.queries`) over :mod:`._text`; callers import this package only.
"""

from ._text import CONTEXT as CONTEXT
from ._text import fill as fill
from ._text import sentence_middle as sentence_middle
from ._text import sentence_start as sentence_start
from ._text import separated_list as separated_list
from ._text import tr as tr
from .dialogs import *
from .feedback import *
from .freecell import *
from .help import *
from .names import *
from .play import *
from .profile import *
from .queries import *
from .screen import *
from .spider import *
