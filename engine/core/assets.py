"""Where Salle's data files are: the source tree, or the folder a frozen bundle unpacks to."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def program_dir() -> Path:
    """The folder holding engine/, gui/ and assets/: a checkout's root, the `salle` package's
    folder in an installed copy (pip, pipx), or where a frozen bundle unpacked to."""
    bundle = getattr(sys, "_MEIPASS", None)  # set by PyInstaller in a frozen program
    return Path(bundle) if bundle else Path(__file__).resolve().parents[2]


def from_checkout() -> bool:
    """Salle runs from a source checkout, where `make` builds what is missing (an installed copy
    or the bundle has no Makefile)."""
    return (program_dir() / "Makefile").is_file()


def assets_dir() -> Path:
    """SALLE_ASSETS if set (designers trying card data out, tests); else the program's own."""
    override = os.environ.get("SALLE_ASSETS")
    if override:
        return Path(override)
    return program_dir() / "assets"
