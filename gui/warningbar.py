"""The warning bar above the table: trouble with the player's files (autosave, history, settings),
shown where it stays until he closes it, one line for each kind of trouble."""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


class WarningBar(QFrame):
    """A line per kind of trouble. A new warning of a kind already shown replaces its text; a kind
    the player closed is not shown again in this run (he knows, and a line on every move would be
    noise). Hidden while it holds no line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("warning-bar")
        # its own colours, readable in the light and the dark palette alike
        self.setStyleSheet("#warning-bar { background: #fff3cd; border-bottom: 1px solid #d4b106; }"
                           "#warning-bar QLabel { color: #3d3000; }")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(8, 4, 8, 4)
        self._rows: dict[str, tuple[QWidget, QLabel]] = {}
        self._closed: set[str] = set()
        self._close_buttons: list[QPushButton] = []
        self.hide()

    def warn(self, kind: str, text: str, action: tuple[str, Callable[[], object]] | None = None) -> bool:
        """Show `text` on the line of `kind` (with a button for `action`, if given); False if the
        player closed that kind before."""
        if kind in self._closed:
            return False
        if kind in self._rows:
            self._rows[kind][1].setText(text)
        else:
            self._rows[kind] = self._row(kind, text, action)
        self.show()
        return True

    def clear(self, kind: str) -> None:
        """The trouble is over (a folder was found): its line goes, and may come back."""
        row = self._rows.pop(kind, None)
        if row is not None:
            row[0].deleteLater()
        self._closed.discard(kind)
        self.setVisible(bool(self._rows))

    def text(self, kind: str) -> str | None:
        """The line shown for `kind`, or None."""
        row = self._rows.get(kind)
        return row[1].text() if row is not None else None

    def close_line(self, kind: str) -> None:
        """The player closed the line: that kind is not shown again in this run."""
        self.clear(kind)
        self._closed.add(kind)

    def _row(self, kind: str, text: str,
             action: tuple[str, Callable[[], object]] | None) -> tuple[QWidget, QLabel]:
        row = QWidget(self)
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        label = QLabel(text, row)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(label, 1)
        if action is not None:
            name, slot = action
            button = QPushButton(name, row)

            def run(_: bool = False) -> None:  # a slot given to Qt returns None (PySide6 refcounts)
                slot()

            button.clicked.connect(run)
            layout.addWidget(button)
        close = QPushButton(row)
        self._name_close(close)
        self._close_buttons.append(close)
        close.clicked.connect(lambda _=False: self.close_line(kind))
        layout.addWidget(close)
        self._layout.addWidget(row)
        return row, label

    def _name_close(self, button: QPushButton) -> None:
        button.setText(self.tr("Close"))
        button.setToolTip(self.tr("Hide this warning for the rest of this session"))

    def retranslate(self) -> None:
        """The bar's own words in the language now chosen (a warning keeps the words it was given)."""
        self._close_buttons = [b for b in self._close_buttons if shiboken6.isValid(b)]
        for button in self._close_buttons:
            self._name_close(button)
