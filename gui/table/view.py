"""The widget that shows the table: keeps the whole scene in view at any window size."""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget


class TableView(QGraphicsView):
    # once, when the table has painted for the first time: what the start put off can begin
    firstPainted = Signal()

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._painted = False
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)  # a portrait window may be narrow: the table fits any size
        self._corner: QWidget | None = None

    @property
    def painted(self) -> bool:
        """The table has painted its first frame."""
        return self._painted

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._painted:
            return
        self._painted = True
        # `make bench` times start-up to the first painted frame by asking the program to say
        # when it has painted and then leave; the start's test asks which modules it had loaded
        if os.environ.get("SALLE_QUIT_AFTER_FIRST_FRAME"):
            modules = os.environ.get("SALLE_MODULES_AT_FIRST_FRAME")
            if modules:
                with open(modules, "w", encoding="utf-8") as f:
                    f.write("\n".join(sorted(sys.modules)) + "\n")
            print("first-frame", flush=True, file=sys.stdout)
            QTimer.singleShot(0, self.window().close)
        self.firstPainted.emit()

    def set_corner(self, widget: QWidget) -> None:
        """A small widget kept in the table's top right corner, over the felt (the side panel's toggle)."""
        widget.setParent(self)
        self._corner = widget
        self._place_corner()
        widget.show()

    def _place_corner(self) -> None:
        if self._corner is not None:
            size = self._corner.sizeHint()
            self._corner.setGeometry(self.width() - size.width() - 2, 2, size.width(), size.height())
            self._corner.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_corner()
        self.fit()

    def fit(self) -> None:
        # a scene that can turn (Ready...Fence!'s strip runs along a portrait window) hears the
        # window's shape first, so the fit below is to the turned table
        turn = getattr(self.scene(), "fit_to", None)
        if callable(turn):
            turn(self.viewport().width(), self.viewport().height())
        # card pixmaps are cached per on-screen size, so they are redrawn crisp at the new scale
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        # the player's hand is laid as large as the scale it is now shown at needs (gui.table.hand)
        shown = getattr(self.scene(), "shown_at", None)
        if callable(shown):
            shown(abs(self.transform().m11()) * self.devicePixelRatioF())
