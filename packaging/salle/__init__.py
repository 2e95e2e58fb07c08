"""The `salle` package pip and pipx install: the `salle` command and `python -m salle`.

Salle's modules keep their short names (`engine`, `gui`, `main`): an installed copy holds them
inside this package's folder, so that no such generic name is claimed in site-packages, and
`main()` puts that folder first on sys.path before it starts. An editable install (`make run`)
runs the checkout's own files from the repository root instead.
"""

from __future__ import annotations

import sys
from pathlib import Path


def home() -> Path:
    """The folder holding main.py, engine/, gui/ and assets/: this package's own when installed
    from a wheel, else the checkout this file sits in (packaging/salle/)."""
    here = Path(__file__).resolve().parent
    for folder in (here, here.parents[1]):
        if (folder / "main.py").is_file() and (folder / "engine").is_dir():
            return folder
    raise SystemExit(f"Salle is incomplete: no main.py beside {here} nor in its checkout")


def main() -> int:
    folder = str(home())
    if folder not in sys.path:
        sys.path.insert(0, folder)
    from main import main as run

    return run()
