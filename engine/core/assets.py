"""Where Salle's data files are: the source tree, or the folder a frozen bundle unpacks to."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def assets_dir() -> Path:
    """SALLE_ASSETS if set (designers trying card data out, tests); else the program's own."""
    override = os.environ.get("SALLE_ASSETS")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)  # set by PyInstaller in a frozen program
    root = Path(bundle) if bundle else Path(__file__).resolve().parents[2]
    return root / "assets"
