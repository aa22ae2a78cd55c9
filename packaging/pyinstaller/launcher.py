"""PyInstaller entry point for klondike-qt (all three OSes).

``klondike_qt/__main__.py`` cannot be the entry script itself: PyInstaller runs the
entry as a top-level script named ``__main__``, outside the package. This launcher
imports the package normally and calls the same function as the ``klondike-qt``
console script (``klondike_qt.app:main``). Started with ``--solver-helper`` it is
Klondike's solver helper process instead (see ``klondike_qt/engine/klondike/solver/pool.py``),
with ``--search-helper`` the helper where the pure-Python games search (see
``klondike_qt/engine/search_process.py``).
"""

import sys

if __name__ == "__main__":
    if sys.argv[1:] == ["--solver-helper"]:
        # The solver's helper process (klondike_qt.engine.klondike.solver.pool starts
        # this very program with that flag): searches, no window.
        from klondike_qt.engine.klondike.solver.helper import main as helper_main

        sys.exit(helper_main())
    if sys.argv[1:] == ["--search-helper"]:
        # The search helper (klondike_qt.engine.search_process starts this very
        # program with that flag): the pure-Python games' searches, no window.
        from klondike_qt.engine.search_helper import main as search_main

        sys.exit(search_main())
    from klondike_qt.app import main

    sys.exit(main())
