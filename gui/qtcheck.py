"""Find out whether Qt can load here, and if not, which Debian package supplies what is missing.

A fresh Debian or Ubuntu machine often lacks a system library PySide6's wheels link against;
Python then fails with an ImportError naming a .so file. People need the apt-get line, not that.
"""

from __future__ import annotations

import re

# Shared libraries PySide6-Essentials loads, and the Debian/Ubuntu packages that hold them.
PACKAGE_OF = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libgssapi_krb5.so.2": "libgssapi-krb5-2",
}
# What to install when the message names no library we know: what Qt's widgets need on Debian 12.
ALL_PACKAGES = ["libegl1", "libgl1", "libxkbcommon0", "libfontconfig1", "libglib2.0-0", "libdbus-1-3"]


def apt_line_for(message: str) -> str:
    """The apt-get command that supplies the library an ImportError message names."""
    m = re.search(r"(lib[\w.+-]+\.so(?:\.\d+)*)", message)
    packages = [PACKAGE_OF[m.group(1)]] if m and m.group(1) in PACKAGE_OF else ALL_PACKAGES
    return "sudo apt-get install " + " ".join(packages)


def qt_problem() -> str | None:
    """None if Qt's widgets load; otherwise a message for a person, ending in the fix."""
    try:
        import PySide6.QtGui
        import PySide6.QtWidgets  # noqa: F401
    except ImportError as e:
        return (
            f"Qt cannot start: {e}\nA system library is missing. Install it with:\n    {apt_line_for(str(e))}"
        )
    return None
