"""The widget that shows the table: keeps the whole scene in view at any window size."""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget


class TableView(QGraphicsView):
    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)  # a portrait window may be narrow: the table fits any size

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        # `make bench` times start-up to the first painted frame by asking the program to say
        # when it has painted and then leave
        if os.environ.get("SALLE_QUIT_AFTER_FIRST_FRAME") and not getattr(self, "_painted", False):
            self._painted = True
            print("first-frame", flush=True, file=sys.stdout)
            QTimer.singleShot(0, self.window().close)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        # a scene that can turn (Ready...Fence!'s strip runs along a portrait window) hears the
        # window's shape first, so the fit below is to the turned table
        turn = getattr(self.scene(), "fit_to", None)
        if callable(turn):
            turn(self.viewport().width(), self.viewport().height())
        # card pixmaps are cached per on-screen size, so they are redrawn crisp at the new scale
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
