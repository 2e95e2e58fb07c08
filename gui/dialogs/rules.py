"""The rules and keys dialog: each game's rules in brief (our own words), and the table's keyboard."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engine.games import get_game
from gui.games import DEFAULT_GAME, find_ui
from gui.gameui import key_rows

# The window's shortcuts, which every game's table shares: the Keyboard tab lists them after the
# table's own keys (those of the game's GameUI, or of the scene on screen).
SHORTCUTS: list[tuple[str, str]] = [
    ("Ctrl+Z", "Undo your last move"),
    ("Ctrl+H", "Ask for a hint"),
    ("Ctrl+N", "Start a new game"),
    ("Ctrl+S", "Save the game"),
    ("Ctrl+O", "Load a saved game"),
    ("Ctrl+Q", "Quit Salle"),
]


class RulesDialog(QDialog):
    """The rules of `game` on one tab, the keys on another; `page` is "rules" or "keyboard".
    `keys` are the table's own keys (its F1 page); by default, those its game's GameUI lists."""

    def __init__(self, game: str = DEFAULT_GAME, parent: QWidget | None = None, page: str = "rules",
                 keys: Sequence[tuple[str, str]] | None = None) -> None:
        super().__init__(parent)
        try:
            title = get_game(game).title
            name = get_game(game).name
        except KeyError:
            title, name = game, game
        self.setWindowTitle(f"{title}: rules and keys")

        self.rules_view = QTextBrowser()
        self.rules_view.setOpenExternalLinks(False)
        ui = find_ui(name)
        self.rules_view.setHtml(ui.rules_in() if ui else f"<p>No rules summary for {title} yet.</p>")

        own = list(keys) if keys is not None else list(ui.keys) if ui else []
        rows = own + [r for r in SHORTCUTS if r not in own]  # then the window's, which every game shares
        self.keys_table = QTableWidget(len(rows), 2)
        self.keys_table.setHorizontalHeaderLabels(["Key", "What it does"])
        self.keys_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.keys_table.verticalHeader().setVisible(False)
        # a longer language's words wrap onto a taller row instead of being clipped
        self.keys_table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.keys_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.keys_table.horizontalHeader().setStretchLastSection(True)
        for row, (key, text) in enumerate(key_rows(rows)):
            self.keys_table.setItem(row, 0, QTableWidgetItem(key))
            self.keys_table.setItem(row, 1, QTableWidgetItem(text))

        self.tabs = QTabWidget()
        self.tabs.addTab(self.rules_view, "&Rules")
        self.tabs.addTab(self.keys_table, "&Keyboard")
        self.tabs.setCurrentIndex(1 if page == "keyboard" else 0)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.resize(640, 560)
