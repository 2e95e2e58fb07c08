"""When Salle itself fails: an exception no code caught (in a slot, a timer, a paint) goes into the
log with its traceback, and the player sees a dialog that says so and where the log is, instead of
a program that dies or goes on silently wrong. Help ▸ Open log folder shows the folder."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from engine.core.errors import SalleError
from engine.core.i18n import translate
from engine.store.logs import log_path
from engine.store.paths import log_dir

log = logging.getLogger("salle")

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def crash_text(error: BaseException, log_file: Path | None) -> str:
    """What the dialog says: what failed, in one line, and where the details are."""
    what = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    where = (translate("Crash", "The details are in the log:\n{file}").format(file=log_file)
             if log_file is not None
             else translate("Crash", "Salle could not open its log in this run; the details went to "
                            "standard error."))
    return translate("Crash", "Something went wrong inside Salle ({error}).\n\n{where}\n\nSalle may go on, "
                     "but it is safest to save your game and start it again.").format(error=what, where=where)


class CrashReporter:
    """sys.excepthook for the table: log the traceback, then show one dialog at a time."""

    def __init__(self, previous: ExceptHook | None = None) -> None:
        self.previous = previous
        self.dialog: QMessageBox | None = None

    def __call__(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt) and self.previous is not None:
            self.previous(kind, error, tb)
            return
        log.critical("An uncaught exception", exc_info=(kind, error, tb))
        if log_path() is None and self.previous is not None:
            self.previous(kind, error, tb)  # no log: standard error is the only trace left
        if QApplication.instance() is None or (self.dialog is not None and self.dialog.isVisible()):
            return  # a failure that repeats (a paint, a timer) shows its dialog once
        self.dialog = QMessageBox(QMessageBox.Icon.Critical, "Salle", crash_text(error, log_path()))
        self.dialog.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)  # to copy the path
        folder = self.dialog.addButton(translate("Crash", "Open log folder"),
                                       QMessageBox.ButtonRole.ActionRole)
        folder.clicked.connect(lambda: open_log_folder(None))
        self.dialog.addButton(QMessageBox.StandardButton.Close)
        self.dialog.open()  # not exec(): the failing slot returns, the table stays responsive


def install_exception_hook() -> CrashReporter:
    """Make a CrashReporter Python's hook for uncaught exceptions; it hands Ctrl+C to the old one."""
    reporter = CrashReporter(sys.excepthook)
    sys.excepthook = reporter
    return reporter


def open_log_folder(parent: QWidget | None = None) -> None:
    """Show the log folder in the desktop's file manager (or, failing that, say where it is)."""
    try:
        folder = log_dir()
    except SalleError as e:
        QMessageBox.warning(parent, "Salle", str(e))
        return
    if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
        QMessageBox.information(parent, "Salle",
                                translate("Crash", "Salle's log is in\n{folder}").format(folder=folder))
