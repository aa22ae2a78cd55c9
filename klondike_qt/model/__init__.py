"""Qt-side game logic: the game model, settings, statistics and storage (QtCore only)."""
