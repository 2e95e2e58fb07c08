"""Salle's version: pyproject.toml holds it; installed copies read it from the package metadata."""

from __future__ import annotations

import tomllib
from pathlib import Path


def version() -> str:
    source = Path(__file__).resolve().parent.parent / "pyproject.toml"
    if source.is_file():  # a source checkout: the file itself is the truth, even if stale metadata exists
        with source.open("rb") as f:
            return str(tomllib.load(f)["project"]["version"])
    from importlib import metadata  # only an installed copy without the file: not on every start

    try:
        return metadata.version("salle")
    except metadata.PackageNotFoundError:
        return "unknown"
