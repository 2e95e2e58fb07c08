"""The pictures in docs/architecture are drawn from their sources as they are now (make diagrams)."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

FOLDER = Path(__file__).resolve().parents[2] / "docs" / "architecture"


def test_every_picture_is_drawn_from_its_source_as_it_is() -> None:
    sources = sorted(FOLDER.glob("*.dot"))
    assert sources
    for source in sources:
        picture = source.with_suffix(".svg")
        assert picture.is_file(), f"{picture.name} is missing: run make diagrams"
        said = re.search(r"<!-- drawn from (\S+), sha256 ([0-9a-f]{64}) -->", picture.read_text("utf-8"))
        assert said is not None and said[1] == source.name, picture.name
        assert said[2] == hashlib.sha256(source.read_bytes()).hexdigest(), \
            f"{picture.name} was drawn from an older {source.name}: run make diagrams"
