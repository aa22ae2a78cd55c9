"""``python -m klondike_qt`` starts the game."""

import sys

from .app import main

if __name__ == "__main__":  # not when the solver's helper process imports it
    sys.exit(main())
