"""klondike-qt: Klondike, FreeCell, Spider, Yukon, Pyramid, TriPeaks and Golf solitaire for mouse,
keyboard-only and screen-reader players."""

__version__ = "0.1.0"
