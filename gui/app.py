"""Starts the Qt application and opens the table."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from engine.core.cards import CardFileError
from engine.games import check_card_data
from engine.version import version
from gui.mainwindow import MainWindow
from gui.theme import apply_palette


def make_app(argv: Sequence[str] = ()) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([sys.argv[0], *argv])
    app.setApplicationName("Salle")
    app.setApplicationVersion(version())
    try:
        import gui.resources_rc  # noqa: F401  (built by `make resources`)

        app.setWindowIcon(QIcon(":/icons/salle.svg"))
    except ImportError:
        pass  # a source run without `make`: no icon, nothing else missing
    return app


def run(argv: Sequence[str] = (), save: Path | None = None) -> int:
    app = make_app(argv)
    try:
        # every card file, by its game's own rules: damaged data is refused up front, naming
        # the file, card and field, never a failure when that game starts
        check_card_data()
    except CardFileError as e:
        QMessageBox.critical(None, "Salle", f"Salle cannot start: its card data is damaged.\n\n{e}")
        return 1
    window = MainWindow()
    apply_palette(window.settings.palette)
    window.show()
    window.check_folders()  # a folder that cannot be used is said, and Salle plays on without it
    if save is None or not window.open_save(save):
        window.start_default()
    return app.exec()
