"""PyInstaller entry point for klondike-qt (all three OSes).

``klondike_qt/__main__.py`` cannot be the entry script itself: PyInstaller runs the
entry as a top-level script named ``__main__``, outside the package. This launcher
imports the package normally and calls the same function as the ``klondike-qt``
console script (``klondike_qt.app:main``). Started with ``--solver-helper`` it is
the solver's helper process instead (see ``klondike_qt/engine/klondike/solver/pool.py``).
"""

import sys

if __name__ == "__main__":
    if sys.argv[1:] == ["--solver-helper"]:
        # The solver's helper process (klondike_qt.engine.klondike.solver.pool starts
        # this very program with that flag): searches, no window.
        from klondike_qt.engine.klondike.solver.helper import main as helper_main

        sys.exit(helper_main())
    from klondike_qt.app import main

    sys.exit(main())
