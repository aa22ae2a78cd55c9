"""Widgets, the board view and scene, dialogs (QtWidgets)."""
