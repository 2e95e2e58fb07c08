"""The .deb's copyright file names the licence of what the bundle carries: Qt Charts under the GPL
version 3 (Qt offers it under no LGPL), Qt Multimedia with the rest of Qt, and no plotting
libraries the bundle no longer ships."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def copyright_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("copyright", ROOT / "packaging" / "linux" / "copyright.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def paragraphs() -> list[dict[str, str]]:
    """The file's paragraphs, each as its fields (a continued field's lines joined)."""
    out = []
    for block in copyright_module().copyright_file().split("\n\n"):
        fields: dict[str, str] = {}
        name = ""
        for line in block.splitlines():
            if line.startswith(" ") and name:
                fields[name] += "\n" + line.strip()
            else:
                name, _, value = line.partition(":")
                fields[name] = value.strip()
        out.append(fields)
    return out


def test_qt_charts_is_named_under_the_gpl_3_and_multimedia_with_qt() -> None:
    found = paragraphs()
    charts = [p for p in found if "libQt6Charts" in p.get("Files", "")]
    assert len(charts) == 1 and charts[0]["License"] == "GPL-3"
    assert "PySide6/QtCharts*" in charts[0]["Files"]
    qt = next(p for p in found if "PySide6/*" in p.get("Files", ""))
    assert qt["License"] == "LGPL-3" and "Qt Multimedia" in qt["Comment"]
    # a licence a Files paragraph names has its own paragraph, and the charts' one comes after
    # the general Qt one (in this format the last matching paragraph wins)
    standalone = {p["License"].split("\n")[0] for p in found if "Files" not in p and "License" in p}
    for p in found:
        if "Files" in p:
            for name in re.split(r" and ", p["License"]):
                assert name in standalone, name
    assert found.index(charts[0]) > found.index(qt)


def test_no_plotting_library_the_bundle_left_is_named() -> None:
    text = copyright_module().copyright_file().lower()
    assert "numpy" not in text and "pyqtgraph" not in text and "openblas" not in text
