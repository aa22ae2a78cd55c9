"""klondike-qt: Klondike, FreeCell and Spider solitaire for mouse, keyboard-only and screen-reader players."""

__version__ = "0.1.0"
