"""PyInstaller entry point for klondike-qt (all three OSes).

``klondike_qt/__main__.py`` cannot be the entry script itself: PyInstaller runs the
entry as a top-level script named ``__main__``, outside the package. This launcher
imports the package normally and calls the same function as the ``klondike-qt``
console script (``klondike_qt.app:main``).
"""

import multiprocessing
import sys

from klondike_qt.app import main

if __name__ == "__main__":
    # The solver's helper process (klondike_qt.engine.solver_pool) is started
    # by re-running this executable; freeze_support() turns such a run into the
    # helper instead of a second game.
    multiprocessing.freeze_support()
    sys.exit(main())
