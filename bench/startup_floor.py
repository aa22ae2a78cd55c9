"""The floor of our toolkit for ``bench/startup_bench.py``: the least a PySide6
window like ours costs, to tell our own start-up work from Python's and Qt's.

A main window with a menu bar, a tool bar, a status bar and one SVG card (the
ace of clubs of our classic deck) on a QGraphicsView; nothing of the game.

    python bench/startup_floor.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtSvg import QSvgRenderer
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow

DECK = Path(__file__).resolve().parent.parent / "resources" / "cards" / "classic.svg"


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.menuBar().addMenu("Game").addAction("New Game")
    window.addToolBar("Tools").addAction("Undo")
    window.statusBar().showMessage("Deal 1")
    scene = QGraphicsScene()
    renderer = QSvgRenderer(str(DECK))
    card = QGraphicsSvgItem()
    card.setSharedRenderer(renderer)
    card.setElementId("card-Ac")
    scene.addItem(card)
    window.setCentralWidget(QGraphicsView(scene))
    window.resize(1100, 780)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
