"""The files a build makes from committed sources: the .qm catalogues Salle loads (from the .ts
sources, as `make translations` makes them) and Qt's compiled resources, gui/resources_rc.py (the
window icon and the card symbols, as `make resources` makes it).

    python packaging/generated.py    # both, in the checkout (the Windows and macOS recipes)

The package build (packaging/build_salle.py) makes the same files into the package it builds.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.core.i18n import LANGUAGES  # noqa: E402
from gui.i18n_build import CATALOGUES, release  # noqa: E402

QRC = ROOT / "resources.qrc"


def qt_tool(name: str) -> str:
    """PySide6's `name` tool (pyside6-lrelease, pyside6-rcc): among this Python's scripts, else on
    PATH (a package build's own environment puts it there)."""
    scripts = os.pathsep.join([sysconfig.get_path("scripts"), str(Path(sys.executable).parent)])
    found = shutil.which(name, path=scripts) or shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} is not installed: it comes with PySide6 (pip install PySide6-Essentials)")
    return found


def translations(out: Path, folder: Path = ROOT / "assets" / "i18n") -> list[Path]:
    """Every catalogue of every language compiled into `out`; a .ts source missing is an error,
    not a language quietly left in English."""
    wanted = {f"salle_{c}_{code}.ts" for c in CATALOGUES for code in LANGUAGES}
    missing = sorted(wanted - {p.name for p in folder.glob("salle_*_*.ts")})
    if missing:
        raise SystemExit(f"the translations are incomplete: no {', '.join(missing)} in {folder}")
    out.mkdir(parents=True, exist_ok=True)
    return release(folder, out, qt_tool("pyside6-lrelease"))


def resources(out: Path, qrc: Path = QRC) -> Path:
    """Qt's resources (the files resources.qrc names) compiled into the Python module `out`."""
    out.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([qt_tool("pyside6-rcc"), str(qrc), "-o", str(out)], check=True)
    return out


def main() -> int:
    translations(ROOT / "assets" / "i18n")
    resources(ROOT / "gui" / "resources_rc.py")
    return 0


if __name__ == "__main__":
    sys.exit(main())
