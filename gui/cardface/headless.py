"""The Qt application of a command that draws faces with no window (proofs, images, `sets check`).

Fonts need a QGuiApplication; on a machine with no display (a server, a build machine, a remote
shell) Qt's usual platform would abort the program, so there the offscreen one is chosen: the
commands draw into files and never show a window. A platform the person chose is kept.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication


def no_display() -> bool:
    """Whether this is a Linux (or BSD) session with no X11 or Wayland display to open."""
    if sys.platform in ("win32", "darwin"):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def headless_application() -> QGuiApplication:
    """The running QGuiApplication, or one made for drawing into files: offscreen where there is no
    display and no platform was asked for (QT_QPA_PLATFORM)."""
    app = QGuiApplication.instance()
    if isinstance(app, QGuiApplication):
        return app
    if no_display() and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # a QApplication, though nothing shows: a window opened later in the same process (the table
    # after a check, a test's) needs one, and Qt allows one application a process
    return QApplication([sys.argv[0] if sys.argv else "salle"])
