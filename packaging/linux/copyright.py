"""Writes the .deb's machine-readable copyright file (usr/share/doc/salle/copyright): Salle's own
licence and that of every component the bundle ships, the long texts taken from the very copies
that go into the bundle (the Python, Pillow, platformdirs and PyInstaller that build it).
Run by build-deb.sh with the build's Python: `python packaging/linux/copyright.py OUT`."""

from __future__ import annotations

import re
import sys
import sysconfig
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APP = "opt/salle/_internal"


def licence_file(distribution: str, *names: str) -> str:
    """The text of a licence file an installed distribution carries (the first of `names`)."""
    files = metadata.files(distribution) or []
    for name in names:
        for f in files:
            if f.name == name:
                return Path(str(f.locate())).read_text(encoding="utf-8")
    raise SystemExit(f"copyright: {distribution} carries none of {', '.join(names)}")


def pillow_licence() -> str:
    """Pillow's licence with those of the libraries it vendors; the one full Apache 2.0 text in
    it (for a build script of libavif's, not shipped) points to Debian's copy instead."""
    text = licence_file("pillow", "LICENSE")
    apache = re.compile(r"^[ \t]*Apache License\s*\n[ \t]*Version 2\.0, January 2004.*?(?=^-{20,})",
                        re.M | re.S)
    debian = "On Debian systems the Apache License 2.0 is in /usr/share/common-licenses/Apache-2.0.\n\n"
    return apache.sub(debian, text)


def python_licence() -> str:
    path = Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"
    if not path.is_file():
        raise SystemExit(f"copyright: Python's licence is not at {path}")
    return path.read_text(encoding="utf-8")


def body(text: str) -> str:
    """A licence text as a field continuation: each line indented, blank lines as ' .'."""
    lines = [line.rstrip().replace("\t", "    ") for line in text.strip("\n").splitlines()]
    return "\n".join(f" {line}" if line.strip() else " ." for line in lines)


def paragraph(**fields: str) -> str:
    return "\n".join(f"{name.replace('_', '-')}: {value}" for name, value in fields.items())


MIT = """Permission is hereby granted, free of charge, to any person obtaining a copy of this software
and associated documentation files (the "Software"), to deal in the Software without restriction,
including without limitation the rights to use, copy, modify, merge, publish, distribute,
sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES
OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE."""


def copyright_file() -> str:
    pyinstaller = licence_file("pyinstaller", "COPYING.txt")
    exception = pyinstaller[pyinstaller.index("Bootloader Exception"):pyinstaller.index("Run-time Hooks")]
    parts = [
        paragraph(
            Format="https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/",
            Upstream_Name="Salle",
            Comment="Salle is shipped as one folder under /opt/salle that carries Python, Qt and the\n"
            " libraries below; what the system provides is named in the package's Depends.",
        ),
        paragraph(Files="*", Copyright="2026 The Salle team", License="GPL-3+"),
        paragraph(
            Files=f"opt/salle/salle {APP}/base_library.zip",
            Copyright="2026 The Salle team\n"
            " 2005-2026 PyInstaller Development Team (the bootloader)\n"
            " 2001-2026 Python Software Foundation (the standard library)\n"
            " 2010-2026 platformdirs developers\n"
            " 2018-2026 Sébastien Eustace and tomlkit contributors",
            License="GPL-3+ and GPL-2+ with PyInstaller-bootloader exception and PSF-2.0 and Expat",
            Comment="The program file is PyInstaller's bootloader followed by an archive of Salle's\n"
            " own modules, Python's standard library, platformdirs and tomlkit (MIT, which is Expat).",
        ),
        paragraph(
            Files=f"{APP}/PySide6/* {APP}/shiboken6/* {APP}/libpyside6* {APP}/libshiboken6*",
            Copyright="The Qt Company Ltd. and other contributors",
            License="LGPL-3",
            Comment="Qt 6 and PySide6, unmodified from the PySide6-Essentials and PySide6-Addons\n"
            " wheels; Qt Multimedia (the sound effects) is among them, under the same licence.\n"
            " Their source: https://download.qt.io/official_releases/ and https://code.qt.io/",
        ),
        paragraph(
            Files=f"{APP}/PySide6/Qt/lib/libQt6Charts* {APP}/PySide6/QtCharts*",
            Copyright="The Qt Company Ltd. and other contributors",
            License="GPL-3",
            Comment="Qt Charts (the review's graph and the balance plot), unmodified from the\n"
            " PySide6-Addons wheel: Qt offers this module under the GPL version 3 (or a commercial\n"
            " licence), not the LGPL, which Salle's own GPL-3+ allows. Its source:\n"
            " https://code.qt.io/cgit/qt/qtcharts.git/",
        ),
        paragraph(
            Files=f"{APP}/PySide6/Qt/lib/libicu*",
            Copyright="1991-2023 Unicode, Inc.",
            License="Unicode-ICU",
        ),
        paragraph(
            Files=f"{APP}/libpython* {APP}/python3*",
            Copyright="2001-2026 Python Software Foundation",
            License="PSF-2.0",
        ),
        paragraph(
            Files=f"{APP}/PIL/* {APP}/pillow.libs/* {APP}/libXau-* {APP}/libxcb-* {APP}/libjpeg-*"
            f" {APP}/liblcms2-* {APP}/liblzma-* {APP}/libopenjp2-* {APP}/libtiff-* {APP}/libzstd-*",
            Copyright="1997-2011 Secret Labs AB, 1995-2011 Fredrik Lundh, 2010-2026 Jeffrey A. Clark\n"
            " and contributors; the libraries Pillow vendors: see the licence text",
            License="Pillow-and-vendored",
        ),
        paragraph(
            Files=f"{APP}/assets/sounds/*",
            Copyright="2026 The Salle team",
            License="GPL-3+",
            Comment="The sound effects are Salle's own work: synthesised from numbers by\n"
            " packaging/sounds.py (sine tones and seeded noise), with no recording in them.",
        ),
        paragraph(
            Files=f"{APP}/assets/fonts/*",
            Copyright="2010-2013 Georg A. Duffner, 2013 Siva Kalyan (EB Garamond)\n"
            ' 2010-2013 tyPoland Lukasz Dziedzic, with Reserved Font Name "Carlito" (Carlito)',
            License="OFL-1.1",
        ),
        "License: GPL-3+\n On Debian systems the GNU General Public License version 3 is in\n"
        " /usr/share/common-licenses/GPL-3.",
        "License: GPL-2+ with PyInstaller-bootloader exception\n On Debian systems the GNU General Public"
        " License version 2 is in\n /usr/share/common-licenses/GPL-2.\n .\n" + body(exception),
        "License: GPL-3\n On Debian systems the GNU General Public License version 3 is in\n"
        " /usr/share/common-licenses/GPL-3.",
        "License: LGPL-3\n On Debian systems the GNU Lesser General Public License version 3 is in\n"
        " /usr/share/common-licenses/LGPL-3.",
        "License: Unicode-ICU\n Copyright © 1991-2023 Unicode, Inc.\n .\n" + body(MIT),
        "License: Expat\n" + body(MIT),
        "License: PSF-2.0\n" + body(python_licence()),
        "License: Pillow-and-vendored\n" + body(pillow_licence()),
        "License: OFL-1.1\n" + body((ROOT / "assets" / "fonts" / "OFL.txt").read_text(encoding="utf-8")),
    ]
    return "\n\n".join(parts) + "\n"


if __name__ == "__main__":
    Path(sys.argv[1]).write_text(copyright_file(), encoding="utf-8")
