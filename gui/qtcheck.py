"""Find out whether Qt can load here, and if not, which Debian package supplies what is missing.

A fresh Debian or Ubuntu machine often lacks a system library PySide6's wheels link against;
Python then fails with an ImportError naming a .so file. People need the apt-get line, not that.
"""

from __future__ import annotations

import ctypes
import os
import re
import struct
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

from engine.core.i18n import translate

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
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libgssapi_krb5.so.2": "libgssapi-krb5-2",
    # QtMultimedia's (the sound effects; without it Salle plays in silence)
    "libpulse.so.0": "libpulse0",
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
        # Qt's translators cannot load either: these words stay English
        return (
            f"Qt cannot start: {e}\nA system library is missing. Install it with:\n    {apt_line_for(str(e))}"
        )
    return None


# --- the xcb platform plugin ---------------------------------------------------------------------
# Qt loads its platform plugin only when the QApplication starts, and a plugin whose libraries are
# missing makes Qt abort with a message that names no package. So the plugin's own libraries are
# checked first, when the platform will be xcb. Read from the plugin's files (DT_NEEDED); this list
# is only the fallback for a Qt whose files are not where PySide6 keeps them.
XCB_FILES = ("plugins/platforms/libqxcb.so", "lib/libQt6XcbQpa.so.6")
XCB_FALLBACK = tuple(name for name in PACKAGE_OF if name.startswith(("libxcb", "libX11", "libxkbcommon")))
# Platforms that need no display (the tests', the image export's, a framebuffer's).
DISPLAYLESS = frozenset({"offscreen", "minimal", "minimalegl", "eglfs", "linuxfb", "vnc", "vkkhrdisplay"})
# Libraries Python itself runs on, and Qt's own (found next to the plugin): never missing here.
ALWAYS_THERE = ("libc.so", "libm.so", "libstdc++.so", "libgcc_s.so", "libpthread.so", "libdl.so", "libQt6")


def needed_libraries(path: Path) -> list[str]:
    """The shared libraries an ELF file names as needed (its DT_NEEDED entries), in order.
    OSError or ValueError if the file cannot be read or is not ELF."""
    data = path.read_bytes()
    if data[:4] != b"\x7fELF":
        raise ValueError(f"{path.name} is not an ELF file")
    wide, order = data[4] == 2, "<" if data[5] == 1 else ">"
    if wide:
        shoff, = struct.unpack_from(order + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(order + "HH", data, 0x3A)
    else:
        shoff, = struct.unpack_from(order + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(order + "HH", data, 0x2E)

    def section(i: int) -> tuple[int, int, int, int]:
        """(type, file offset, size, link) of section i."""
        at = shoff + i * shentsize
        if wide:
            kind, = struct.unpack_from(order + "I", data, at + 4)
            offset, size = struct.unpack_from(order + "QQ", data, at + 0x18)
            link, = struct.unpack_from(order + "I", data, at + 0x28)
        else:
            kind, = struct.unpack_from(order + "I", data, at + 4)
            offset, size, link = struct.unpack_from(order + "III", data, at + 0x10)
        return kind, offset, size, link

    entry = struct.Struct(order + ("qQ" if wide else "iI"))
    for i in range(shnum):
        kind, offset, size, link = section(i)
        if kind != 6:  # SHT_DYNAMIC; its link is the string table the names are in
            continue
        strings = section(link)[1]
        names: list[str] = []
        for at in range(offset, offset + size, entry.size):
            tag, value = entry.unpack_from(data, at)
            if tag == 0:  # DT_NULL ends the table
                break
            if tag == 1:  # DT_NEEDED
                end = data.index(b"\0", strings + value)
                names.append(data[strings + value:end].decode())
        return names
    return []


def loadable(soname: str) -> bool:
    """Whether the system's loader finds and loads `soname` (as Qt's plugin loader would)."""
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def xcb_libraries(qt_dir: Path | None = None) -> list[str]:
    """The system libraries the xcb plugin and its Qt library need, without Qt's own."""
    if qt_dir is None:
        import PySide6

        qt_dir = Path(PySide6.__file__).parent / "Qt"
    names: list[str] = []
    try:
        for file in XCB_FILES:
            names += needed_libraries(qt_dir / file)
    except (OSError, ValueError, struct.error):
        return list(XCB_FALLBACK)
    return [n for n in dict.fromkeys(names) if not n.startswith(ALWAYS_THERE)]


def terminal_command() -> str:
    """How the person started Salle, for a hint to use its terminal game: the installed program
    (the bundle, or pip's command) is `salle`; a source checkout is `python main.py`."""
    return "salle" if getattr(sys, "frozen", False) or Path(sys.argv[0]).name == "salle" else "python main.py"


def display_problem(env: Mapping[str, str] | None = None,
                    resolve: Callable[[str], bool] | None = None) -> str | None:
    """Before the QApplication starts: None if Qt will find a display it can use; else what is
    wrong for a person, ending in the fix (no display at all: one line). `resolve` says whether a
    library loads (default `loadable`)."""
    env = os.environ if env is None else env
    resolve = resolve or loadable
    if not sys.platform.startswith("linux"):
        return None
    # QT_QPA_PLATFORM may list fallbacks ("wayland;xcb") and give the plugin options after a colon
    platform = env.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip().lower()
    if platform in DISPLAYLESS or platform not in ("", "xcb", "wayland", "wayland-egl"):
        return None
    x11, wayland = bool(env.get("DISPLAY")), bool(env.get("WAYLAND_DISPLAY"))
    if not x11 and not wayland:
        return translate("QtCheck", "Salle cannot open its table: there is no display (neither DISPLAY nor "
                         "WAYLAND_DISPLAY is set); start it from a desktop session, or play in the terminal "
                         "({command} play --help)").format(command=terminal_command())
    # xcb: asked for, or Qt's choice where there is an X display and no Wayland one
    if not x11 or not (platform == "xcb" or (platform == "" and not wayland)):
        return None
    missing = [name for name in xcb_libraries() if not resolve(name)]
    if not missing:
        return None
    known = list(dict.fromkeys(PACKAGE_OF[n] for n in missing if n in PACKAGE_OF))
    unknown = [n for n in missing if n not in PACKAGE_OF]
    text = translate("QtCheck", "Qt cannot open a window: its X11 (xcb) platform plugin needs {libraries}, "
                     "which this system lacks.").format(libraries=", ".join(missing))
    if known:
        text += "\n" + translate("QtCheck", "Install %n package(s) with:", None, len(known))
        text += "\n    sudo apt-get install " + " ".join(known)
    if unknown:
        find = translate("QtCheck", "To find the package of {libraries}: apt-file search {first}")
        text += "\n" + find.format(libraries=", ".join(unknown), first=unknown[0])
    return text
