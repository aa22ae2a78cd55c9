"""The optional compiled cores of the solvers: Klondike's
(klondike_qt/engine/klondike/solver/_classcore.c), FreeCell's
(klondike_qt/engine/freecell/_fccore.c) and Spider's
(klondike_qt/engine/spider/_spcore.c).

Everything else is in pyproject.toml. ``optional=True``: where nothing can be
compiled (no C compiler, no Python headers) the install goes on without them,
and each solver runs its pure-Python search (Klondike:
klondike_qt/engine/klondike/solver/fast.py; FreeCell:
klondike_qt/engine/freecell/solver.py; Spider: the Python beam search of
klondike_qt/engine/spider/solver.py).
"""

from setuptools import Extension, setup

#: The header the three cores share (a clock and the cancel call): a dependency, so a
#: change rebuilds them and a source distribution ships it.
SHARED = ["klondike_qt/engine/core_clock.h"]

setup(ext_modules=[
    Extension("klondike_qt.engine.klondike.solver._classcore",
              ["klondike_qt/engine/klondike/solver/_classcore.c"], depends=SHARED, optional=True),
    Extension("klondike_qt.engine.freecell._fccore",
              ["klondike_qt/engine/freecell/_fccore.c"], depends=SHARED, optional=True),
    Extension("klondike_qt.engine.spider._spcore",
              ["klondike_qt/engine/spider/_spcore.c"], depends=SHARED, optional=True),
])
