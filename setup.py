"""The optional compiled core of the solver (klondike_qt/engine/klondike/solver/_classcore.c).

Everything else is in pyproject.toml. ``optional=True``: where nothing can be
compiled (no C compiler, no Python headers) the install goes on without it,
and the solver runs its pure-Python search (klondike_qt/engine/klondike/solver/fast.py).
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("klondike_qt.engine.klondike.solver._classcore",
                             ["klondike_qt/engine/klondike/solver/_classcore.c"], optional=True)])
