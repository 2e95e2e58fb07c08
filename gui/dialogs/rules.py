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

from engine.core.i18n import QT_TRANSLATE_NOOP, translate
from engine.games import get_game
from gui.games import DEFAULT_GAME, find_ui
from gui.gameui import key_rows

# The window's shortcuts, which every game's table shares: the Keyboard tab lists them after the
# table's own keys (those of the game's GameUI, or of the scene on screen).
SHORTCUTS: list[tuple[str, str]] = [
    ("Ctrl+Z", QT_TRANSLATE_NOOP("RulesDialog", "Undo your last move")),
    ("Ctrl+H", QT_TRANSLATE_NOOP("RulesDialog", "Ask for a hint")),
    ("Ctrl+N", QT_TRANSLATE_NOOP("RulesDialog", "Start a new game")),
    ("Ctrl+S", QT_TRANSLATE_NOOP("RulesDialog", "Save the game")),
    ("Ctrl+O", QT_TRANSLATE_NOOP("RulesDialog", "Load a saved game")),
    ("Ctrl+Q", QT_TRANSLATE_NOOP("RulesDialog", "Quit Salle")),
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
        self.setWindowTitle(self.tr("{game}: rules and keys").format(game=title))

        self.rules_view = QTextBrowser()
        self.rules_view.setOpenExternalLinks(False)
        ui = find_ui(name)
        self.rules_view.setHtml(ui.rules_in() if ui else "<p>{}</p>".format(
            self.tr("No rules summary for {game} yet.").format(game=title)))

        own = key_rows(list(keys) if keys is not None else list(ui.keys) if ui else [])
        shared = [(translate("Keys", key), translate("RulesDialog", words)) for key, words in SHORTCUTS]
        rows = own + [r for r in shared if r not in own]  # then the window's, which every game shares
        self.keys_table = QTableWidget(len(rows), 2)
        self.keys_table.setHorizontalHeaderLabels([self.tr("Key"), self.tr("What it does")])
        self.keys_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.keys_table.verticalHeader().setVisible(False)
        # a longer language's words wrap onto a taller row instead of being clipped
        self.keys_table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.keys_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.keys_table.horizontalHeader().setStretchLastSection(True)
        for row, (key, text) in enumerate(rows):
            self.keys_table.setItem(row, 0, QTableWidgetItem(key))
            self.keys_table.setItem(row, 1, QTableWidgetItem(text))

        self.tabs = QTabWidget()
        self.tabs.addTab(self.rules_view, self.tr("&Rules"))
        self.tabs.addTab(self.keys_table, self.tr("&Keyboard"))
        self.tabs.setCurrentIndex(1 if page == "keyboard" else 0)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.resize(640, 560)
