"""`pip install .` / `pipx install .`: every module folder and every file of assets/ must be in the
one package, salle, that pyproject.toml installs (a folder left off the list would be missing only
from installed copies, never from the source tree the other tests run in)."""

from __future__ import annotations

import subprocess
import tomllib
from fnmatch import fnmatch
from pathlib import Path

from setuptools import find_packages

ROOT = Path(__file__).resolve().parents[2]
SETUPTOOLS = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def test_every_module_folder_is_installed_inside_salle() -> None:
    found = find_packages(str(ROOT), include=["engine", "engine.*", "gui", "gui.*"])
    assert sorted(SETUPTOOLS["packages"]) == sorted(["salle", "salle.assets", *(f"salle.{p}" for p in found)])
    assert SETUPTOOLS["package-dir"] == {"salle": "packaging/salle", "salle.engine": "engine",
                                         "salle.gui": "gui", "salle.assets": "assets"}


def test_every_asset_is_package_data() -> None:
    """Every committed file of assets/ but the translations' .ts sources (the program loads the
    .qm made from them)."""
    patterns = SETUPTOOLS["package-data"]["salle.assets"]
    listed = subprocess.run(["git", "ls-files", "assets"], cwd=ROOT, capture_output=True, text=True,
                            check=True, timeout=60).stdout.split()
    assets = [Path(a).relative_to("assets").as_posix() for a in listed]
    assert assets
    left_out = [a for a in assets if not any(fnmatch(a, pattern) for pattern in patterns)]
    assert left_out == [a for a in assets if a.endswith(".ts")]
    assert left_out

