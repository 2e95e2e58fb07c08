"""The window's status bar: a message longer than the bar (a long hint, a German sentence) is
cut with an ellipsis where it would be clipped, and the whole of it is the bar's tooltip."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QStatusBar, QWidget

MARGIN = 16  # the bar's own padding round its message


class StatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.messageChanged.connect(self._cleared)

    def showMessage(self, text: str, /, timeout: int | None = 0) -> None:
        self._full = text
        super().showMessage(self._fitted(), timeout or 0)

    def currentMessage(self) -> str:
        """The whole message, as it was given (the bar may show it cut short)."""
        return self._full if super().currentMessage() else ""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._full and super().currentMessage():
            super().showMessage(self._fitted())

    def room(self) -> int:
        """The width the message has: the bar's, less the widgets standing in it."""
        widgets = [w for w in self.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
                   if w.isVisible()]
        return max(0, self.width() - MARGIN - sum(w.width() for w in widgets))

    def _fitted(self) -> str:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, self.room())
        self.setToolTip(self._full if shown != self._full else "")
        return shown

    def _cleared(self, text: str) -> None:
        if not text:  # a timeout or clearMessage(): nothing left to hold
            self._full = ""
            self.setToolTip("")
