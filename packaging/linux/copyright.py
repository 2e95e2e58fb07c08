"""Writes the .deb's machine-readable copyright file (usr/share/doc/salle/copyright) from what the
bundle actually carries: every file of dist/salle and every module archived in its program is put
down to a component (Salle's own code, Python, the PyInstaller bootloader, a Qt module, a Python
distribution, a library a wheel vendors), each of which a table below gives its licence, and the
file names them with their files. A file or module no entry accounts for stops the build, named:
a new component is shipped only once its licence is written down here. The long texts come from
the very copies that go into the bundle (the Python, Pillow and PyInstaller that build it).
Run by build-deb.sh with the build's Python: `python packaging/linux/copyright.py OUT [BUNDLE]`."""

from __future__ import annotations

import os
import re
import sys
import sysconfig
from collections.abc import Iterable, Mapping
from importlib import metadata
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[2]
APP = "opt/salle/_internal"
INTERNAL = "_internal"


class UnknownComponent(SystemExit):
    """A file or module of the bundle whose licence no entry below gives: the build stops."""


class Component(NamedTuple):
    copyright: str
    licence: str
    comment: str = ""


QT = "The Qt Company Ltd. and other contributors"
COMPONENTS = {
    "salle": Component("2026 The Salle team", "GPL-3+"),
    "sounds": Component("2026 The Salle team", "GPL-3+",
                        "The sound effects are Salle's own work: synthesised from numbers by\n"
                        " packaging/sounds.py (sine tones and seeded noise), with no recording in them."),
    "fonts": Component("2010-2013 Georg A. Duffner, 2013 Siva Kalyan (EB Garamond)\n"
                       ' 2010-2013 tyPoland Lukasz Dziedzic, with Reserved Font Name "Carlito" (Carlito)',
                       "OFL-1.1"),
    "python": Component("2001-2026 Python Software Foundation", "PSF-2.0",
                        "Python's interpreter, standard library and extension modules."),
    "qt": Component(QT, "LGPL-3",
                    "Qt 6 and PySide6, unmodified from the PySide6-Essentials and PySide6-Addons\n"
                    " wheels (Qt Multimedia, the sound effects, among them, under the same licence).\n"
                    " Their source: https://download.qt.io/official_releases/ and https://code.qt.io/"),
    "qt-gpl": Component(QT, "GPL-3",
                        "Qt modules offered under the GPL version 3 (or a commercial licence), not the\n"
                        " LGPL, which Salle's own GPL-3+ allows: Qt Charts draws the review's graph and\n"
                        " the balance plot. Unmodified from the PySide6-Addons wheel; the source:\n"
                        " https://code.qt.io/cgit/qt/qtcharts.git/"),
    "icu": Component("1991-2023 Unicode, Inc.", "Unicode-ICU", "ICU, which Qt links for its text."),
    "pillow": Component("1997-2011 Secret Labs AB, 1995-2011 Fredrik Lundh, 2010-2026 Jeffrey A. Clark\n"
                        " and contributors; the libraries Pillow vendors: see the licence text",
                        "Pillow-and-vendored"),
    "gcc-runtime": Component("Free Software Foundation, Inc.", "GPL-3+ with GCC-exception-3.1",
                             "GCC's Fortran and quad-precision runtimes, vendored by a wheel."),
    "openssl": Component("1998-2026 The OpenSSL Project Authors", "Apache-2.0"),
    "libffi": Component("1996-2026 Anthony Green, Red Hat, Inc and others", "Expat"),
    "platformdirs": Component("2010-2026 platformdirs developers", "Expat"),
    "tomlkit": Component("2018-2026 Sébastien Eustace and tomlkit contributors", "Expat"),
    "bootloader": Component("2005-2026 PyInstaller Development Team",
                            "GPL-2+ with PyInstaller-bootloader exception"),
}

# Python distributions by normalized name: the component their files and modules belong to
DISTRIBUTIONS = {
    "pillow": "pillow", "pyside6-essentials": "qt", "pyside6-addons": "qt", "shiboken6": "qt",
    "platformdirs": "platformdirs", "tomlkit": "tomlkit", "pyinstaller": "bootloader", "salle": "salle",
}
# Qt's modules by their library's name (libQt6<Module>): under the LGPL version 3, or the GPL alone.
# A module in neither list stops the build until its licence is looked up and written here.
QT_LGPL = {"Core", "Gui", "Widgets", "Network", "DBus", "Svg", "SvgWidgets", "OpenGL", "OpenGLWidgets",
           "XcbQpa", "WaylandClient", "WaylandEglClientHwIntegration", "Multimedia", "MultimediaWidgets",
           "PrintSupport", "Xml", "Concurrent", "Sql", "Test", "SpatialAudio", "StateMachine", "Qml",
           "QmlModels", "QmlMeta", "QmlWorkerScript", "Quick", "QuickWidgets", "Pdf", "UiTools", "Help"}
QT_GPL = {"Charts", "ChartsQml", "DataVisualization", "DataVisualizationQml", "Graphs", "GraphsWidgets",
          "VirtualKeyboard", "VirtualKeyboardQml", "VirtualKeyboardSettings", "NetworkAuth", "Quick3D",
          "Lottie", "ShaderTools", "QuickTimeline", "WaylandCompositor", "HttpServer"}
# the libraries Pillow's wheel vendors (pillow.libs, their names before PyInstaller's hash)
PILLOW_LIBS = {"libXau", "libavif", "libbrotlicommon", "libbrotlidec", "libfreetype", "libharfbuzz",
               "libjpeg", "liblcms2", "liblzma", "libopenjp2", "libpng16", "libsharpyuv", "libtiff",
               "libwebp", "libwebpdemux", "libwebpmux", "libxcb", "libzstd"}
# shared libraries found elsewhere, by the start of their file name
LIBRARIES = {"libpython3": "python", "libpyside6": "qt", "libshiboken6": "qt", "libicu": "icu",
             "libgfortran": "gcc-runtime", "libquadmath": "gcc-runtime", "libssl": "openssl",
             "libcrypto": "openssl", "libffi": "libffi"}


def _qt_module(name: str) -> str | None:
    """The component of a Qt library or binding (libQt6Charts.so.6, QtCharts.abi3.so), None if the
    name is neither; an unknown Qt module stops the build."""
    match = re.match(r"(?:libQt6|Qt)([A-Za-z0-9]+?)(?:\.abi3)?\.(?:so|pyi|pyd|dll)", name)
    if match is None:
        return None
    module = match.group(1)
    if module in QT_GPL:
        return "qt-gpl"
    if module in QT_LGPL:
        return "qt"
    raise UnknownComponent(f"copyright: the bundle carries the Qt module {module} ({name}), whose "
                           "licence packaging/linux/copyright.py does not give (QT_LGPL or QT_GPL)")


def _library(name: str) -> str | None:
    return next((c for prefix, c in LIBRARIES.items() if name.startswith(prefix)), None)


def component_of(relative: str, owners: Mapping[str, list[str]]) -> str:
    """The component a bundle file belongs to (its path inside dist/salle, with /)."""
    if relative == "salle":
        return "bootloader"
    parts = relative.split("/")
    if parts[0] != INTERNAL or len(parts) < 2:
        raise UnknownComponent(f"copyright: no licence is known for {relative}")
    first, name = parts[1], parts[-1]
    if first in ("engine", "pyproject.toml"):
        return "salle"
    if first == "assets":
        return {"fonts": "fonts", "sounds": "sounds"}.get(parts[2] if len(parts) > 3 else "", "salle")
    if first == "base_library.zip" or re.fullmatch(r"python3\.\d+", first):
        return "python"
    if first == "pillow.libs":
        base = re.sub(r"-[0-9a-f]{8}(-[0-9a-f]{8})?\..*|\.so.*", "", name)
        if base not in PILLOW_LIBS:
            raise UnknownComponent(f"copyright: Pillow vendors {name}, which is not among the libraries "
                                   "its licence text covers (PILLOW_LIBS)")
        return "pillow"
    qt = _qt_module(name)
    if qt is not None and (first in ("PySide6", "shiboken6") or len(parts) == 2):
        return qt
    library = _library(name)
    if library is not None:
        return library
    if len(parts) == 2 and ".so" in name:
        raise UnknownComponent(f"copyright: the bundle carries the library {name}, whose licence "
                               "packaging/linux/copyright.py does not give (LIBRARIES)")
    metadata_folder = first.endswith((".dist-info", ".egg-info"))
    distribution = first.rsplit(".", 1)[0].split("-", 1)[0] if metadata_folder else None
    for dist in [distribution] if distribution else owners.get(first.removesuffix(".libs"), []):
        known = DISTRIBUTIONS.get(_normalized(dist))
        if known is not None:
            return known
        raise UnknownComponent(f"copyright: the bundle carries {dist} ({relative}), whose licence "
                               "packaging/linux/copyright.py does not give (DISTRIBUTIONS)")
    raise UnknownComponent(f"copyright: no licence is known for {relative}")


def module_component(module: str, owners: Mapping[str, list[str]]) -> str:
    """The component of a module archived in the program (a dotted name)."""
    top = module.split(".", 1)[0]
    if top in ("engine", "gui", "main"):
        return "salle"
    if top.startswith(("pyimod", "pyiboot", "pyi_rth_", "_pyi_rth_")):
        return "bootloader"
    if top in sys.stdlib_module_names or top.startswith("_sysconfigdata"):
        return "python"
    for dist in owners.get(top, []):
        known = DISTRIBUTIONS.get(_normalized(dist))
        if known is None:
            raise UnknownComponent(f"copyright: the program archives {module}, of {dist}, whose licence "
                                   "packaging/linux/copyright.py does not give (DISTRIBUTIONS)")
        return known
    raise UnknownComponent(f"copyright: the program archives {module}, of no distribution known here")


def _normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def bundle_files(bundle: Path) -> dict[str, str]:
    """Every file of the bundle (its path inside it, with /) and the path inside it of what it is:
    a link inside the bundle (PyInstaller links libraries into _internal) counts as its target."""
    out: dict[str, str] = {}
    for folder, dirs, files in os.walk(bundle):
        for name in [*files, *(d for d in dirs if (Path(folder) / d).is_symlink())]:
            path = Path(folder) / name
            relative = path.relative_to(bundle).as_posix()
            target = path.resolve()
            out[relative] = (target.relative_to(bundle.resolve()).as_posix()
                             if target.is_relative_to(bundle.resolve()) else relative)
    return out


def archived_modules(program: Path) -> list[str]:
    """The modules archived in the program: its own scripts and those of its PYZ archive."""
    from PyInstaller.archive.readers import CArchiveReader

    archive = CArchiveReader(str(program))
    names = [n for n in archive.toc if not n.endswith(".pyz")]
    for n in archive.toc:
        if n.endswith(".pyz"):
            names += list(archive.open_embedded_archive(n).toc)
    return names


def _compact(paths: dict[str, str]) -> dict[str, list[str]]:
    """Each component's files as few patterns: a folder whose files are all one component's is
    `folder/*`, other files are named one by one."""
    tree: dict[str, set[str]] = {}
    for path, comp in paths.items():
        parts = path.split("/")
        for i in range(1, len(parts)):
            tree.setdefault("/".join(parts[:i]), set()).add(comp)
    out: dict[str, list[str]] = {}
    done: set[str] = set()
    for path in sorted(paths):
        parts = path.split("/")
        folders = ("/".join(parts[:i]) for i in range(1, len(parts)))
        folder = next((f for f in folders if len(tree[f]) == 1), None)
        pattern = f"{folder}/*" if folder else path
        if pattern not in done:
            done.add(pattern)
            out.setdefault(paths[path], []).append(pattern)
    return out


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


def _common(name: str, title: str) -> str:
    return f" On Debian systems the {title} is in\n /usr/share/common-licenses/{name}."


def licence_text(licence: str) -> str:
    """The stand-alone paragraph of one licence a Files paragraph names."""
    if licence == "GPL-2+ with PyInstaller-bootloader exception":
        pyinstaller = licence_file("pyinstaller", "COPYING.txt")
        exception = pyinstaller[pyinstaller.index("Bootloader Exception"):pyinstaller.index("Run-time Hooks")]
        text = _common("GPL-2", "GNU General Public License version 2") + "\n .\n" + body(exception)
    elif licence in ("GPL-3+", "GPL-3"):
        text = _common("GPL-3", "GNU General Public License version 3")
    elif licence == "GPL-3+ with GCC-exception-3.1":
        text = (_common("GPL-3", "GNU General Public License version 3") + "\n .\n The GCC Runtime Library"
                " Exception, version 3.1: https://www.gnu.org/licenses/gcc-exception-3.1.html")
    elif licence == "LGPL-3":
        text = _common("LGPL-3", "GNU Lesser General Public License version 3")
    elif licence == "Apache-2.0":
        text = _common("Apache-2.0", "Apache License version 2.0")
    elif licence == "Unicode-ICU":
        text = " Copyright © 1991-2023 Unicode, Inc.\n .\n" + body(MIT)
    elif licence == "Expat":
        text = body(MIT)
    elif licence == "PSF-2.0":
        text = body(python_licence())
    elif licence == "Pillow-and-vendored":
        text = body(pillow_licence())
    elif licence == "OFL-1.1":
        text = body((ROOT / "assets" / "fonts" / "OFL.txt").read_text(encoding="utf-8"))
    else:
        raise UnknownComponent(f"copyright: no text for the licence {licence}")
    return f"License: {licence}\n{text}"


def copyright_file(bundle: Path = ROOT / "dist" / "salle", modules: Iterable[str] | None = None,
                   owners: Mapping[str, list[str]] | None = None) -> str:
    """The copyright file of `bundle`: `modules` are those its program archives (read from it when
    not given), `owners` each top-level import name's distributions (this Python's when not given)."""
    if not (bundle / "salle").is_file():
        raise SystemExit(f"copyright: no bundle in {bundle}; run make dist")
    owners = metadata.packages_distributions() if owners is None else owners
    files = bundle_files(bundle)
    where = {path: component_of(target, owners) for path, target in files.items() if path != "salle"}
    archived = {module_component(m, owners)
                for m in (archived_modules(bundle / "salle") if modules is None else modules)}
    program = ["salle", "bootloader", *(c for c in COMPONENTS if c in archived - {"salle", "bootloader"})]
    licences = list(dict.fromkeys(COMPONENTS[c].licence for c in program))
    names = ", ".join(c for c in program[2:])
    parts = [
        paragraph(
            Format="https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/",
            Upstream_Name="Salle",
            Comment="Salle is shipped as one folder under /opt/salle that carries Python, Qt and the\n"
            " libraries below; what the system provides is named in the package's Depends. This file\n"
            " is written from the folder's files and the modules its program archives.",
        ),
        paragraph(Files="*", Copyright=COMPONENTS["salle"].copyright, License=COMPONENTS["salle"].licence),
        paragraph(
            Files="opt/salle/salle",
            Copyright="\n ".join(dict.fromkeys(COMPONENTS[c].copyright.split("\n ")[0] for c in program)),
            License=" and ".join(licences),
            Comment="The program file is PyInstaller's bootloader followed by an archive of Salle's own\n"
            f" modules and those of: {names}.",
        ),
    ]
    used = set(licences)
    order = list(COMPONENTS)
    for component, patterns in sorted(_compact(where).items(), key=lambda item: order.index(item[0])):
        if component == "salle":
            continue  # Files: *
        c = COMPONENTS[component]
        fields = {"Files": " ".join(f"opt/salle/{p}" for p in patterns), "Copyright": c.copyright,
                  "License": c.licence}
        if c.comment:
            fields["Comment"] = c.comment
        parts.append(paragraph(**fields))
        used.add(c.licence)
    parts += [licence_text(name) for name in dict.fromkeys(
        n for licence in (COMPONENTS[c].licence for c in COMPONENTS) for n in licence.split(" and "))
        if any(name in u.split(" and ") for u in used)]
    return "\n\n".join(parts) + "\n"


if __name__ == "__main__":
    out = Path(sys.argv[1])
    text = copyright_file(Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / "dist" / "salle")
    out.write_text(text, encoding="utf-8")
