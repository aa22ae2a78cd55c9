"""``python -m klondike_qt.engine``: see :mod:`klondike_qt.engine.klondike.cli`."""

from __future__ import annotations

import sys

from .klondike.cli import main

if __name__ == "__main__":  # not when the solver's helper process imports it
    sys.exit(main())
