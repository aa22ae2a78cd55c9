"""The floor of our toolkit for ``bench/startup_bench.py``: the least a PySide6
window like ours costs, to tell our own start-up work from Python's and Qt's.

A main window with a menu bar, a tool bar, a status bar and one SVG card (the
ace of clubs of our classic deck) on a QGraphicsView; nothing of the game.

    python bench/startup_floor.py [--our-classes]

With ``--our-classes`` it first names every Qt class a start of klondike-qt names
before its first paint (the ``Qt`` namespace, QAccessible, QIcon, QKeySequence,
the event classes, the graphics items …; listed in OUR_CLASSES from a start on
2 December 2026), so PySide makes their Python types and enums as it does for
us: what the toolkit itself charges for a window like ours, with nothing of
ours run. ``bench/startup_bench.py`` starts it beside the bare floor.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from PySide6.QtSvg import QSvgRenderer
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow

DECK = Path(__file__).resolve().parent.parent / "resources" / "cards" / "classic.svg"

#: The PySide6 classes the modules of a Klondike start of ours had named by its first paint
#: (read from those modules' globals, 2 December 2026), by module.
OUR_CLASSES = {
    "QtCore": "QByteArray QCoreApplication QElapsedTimer QEvent QFileSystemWatcher QLibraryInfo QLocale "
              "QLockFile QObject QPoint QPointF QRect QRectF QSettings QSize QTimer QTranslator Qt Signal "
              "SignalInstance",
    "QtGui": "QAccessible QAccessibleAnnouncementEvent QAccessibleEvent QAccessibleInterface QAction "
             "QActionGroup QCloseEvent QColor QFocusEvent QFont QFontMetricsF QGuiApplication QIcon "
             "QIconEngine QKeyEvent QKeySequence QMouseEvent QPainter QPainterPath QPalette QPen QPixmap "
             "QResizeEvent QTransform QUndoCommand QUndoStack QWheelEvent",
    "QtSvg": "QSvgRenderer",
    "QtWidgets": "QAccessibleWidget QApplication QDialog QFrame QGraphicsItem QGraphicsPixmapItem "
                 "QGraphicsScene QGraphicsView QLabel QMainWindow QMenu QStyleOptionGraphicsItem QToolBar "
                 "QWidget",
}


def name_our_classes() -> int:
    """Name each of OUR_CLASSES, as our modules' imports do; how many."""
    named = 0
    for module_name, names in OUR_CLASSES.items():
        module = importlib.import_module(f"PySide6.{module_name}")
        for name in names.split():
            getattr(module, name)
            named += 1
    return named


def main() -> int:
    if "--our-classes" in sys.argv[1:]:
        name_our_classes()
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
