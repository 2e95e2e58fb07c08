"""Starts the Qt application and opens the table."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from engine.core.assets import assets_dir
from engine.core.cards import CardFileError
from engine.core.i18n import translate
from engine.games import check_card_data
from engine.store.logs import start_logging
from engine.store.settings import load_settings
from engine.version import version
from gui.crash import install_exception_hook
from gui.i18n import chosen_language, use_language
from gui.mainwindow import MainWindow
from gui.theme import apply_palette

# The one id of Salle on the desktop: the desktop entry, its icon, AppStream and the macOS bundle.
DESKTOP_ID = "io.salle.Salle"


class SaveOpener(QObject):
    """A save opened from the Finder (or dropped on the Dock icon) reaches a running Salle as a
    QFileOpenEvent, not on its command line; this event filter on the application hands its path
    to `open_save`."""

    def __init__(self, open_save: Callable[[Path], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._open_save = open_save

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent) and event.file():
            self._open_save(Path(event.file()))
            return True
        return super().eventFilter(watched, event)


def make_app(argv: Sequence[str] = ()) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([sys.argv[0], *argv])
    app.setApplicationName("Salle")
    app.setApplicationVersion(version())
    app.setDesktopFileName(DESKTOP_ID)  # Wayland matches the window to the menu entry by it
    app.setWindowIcon(window_icon())
    return app


def window_icon() -> QIcon:
    """Salle's icon: from Qt's compiled resources (made by `make resources` and the package build),
    else from the assets folder (a source run without make)."""
    try:
        import gui.resources_rc  # noqa: F401

        return QIcon(":/icons/salle.svg")
    except ImportError:
        return QIcon(str(assets_dir() / "icons" / "salle.svg"))


def run(argv: Sequence[str] = (), save: Path | None = None, language: str | None = None) -> int:
    """The table; `language` (a code from --lang) is spoken this once, else the settings' choice."""
    start_logging()
    app = make_app(argv)
    # the settings are read again by the window, which reports any problem with them
    use_language(language or chosen_language(load_settings()[0].language))
    install_exception_hook()
    try:
        # every card file, by its game's own rules: damaged data is refused up front, naming
        # the file, card and field, never a failure when that game starts
        check_card_data()
    except CardFileError as e:
        QMessageBox.critical(None, "Salle", translate("App", "Salle cannot start: its card data is damaged."
                                                       "\n\n{problem}").format(problem=e))
        return 1
    window = MainWindow()
    apply_palette(window.settings.palette)
    window.show()
    window.check_folders()  # a folder that cannot be used is said, and Salle plays on without it
    app.installEventFilter(SaveOpener(lambda path: window.may_leave_match() and window.open_save(path), app))
    if save is None or not window.open_save(save):
        window.start_default()
    return app.exec()
