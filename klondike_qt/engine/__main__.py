"""``python -m klondike_qt.engine``: see :mod:`klondike_qt.engine.cli`."""

from __future__ import annotations

import sys

from .cli import main

sys.exit(main())
