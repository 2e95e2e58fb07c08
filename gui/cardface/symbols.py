"""SVG symbols for card art, from the compiled resources or, without them, the assets folder."""

from __future__ import annotations

import contextlib
from functools import cache

from PySide6.QtCore import QByteArray, QFile, QIODevice
from PySide6.QtGui import QColor
from PySide6.QtSvg import QSvgRenderer

from engine.core.assets import assets_dir


@cache
def _svg_source(name: str) -> bytes:
    with contextlib.suppress(ImportError):  # registers :/symbols once `make resources` has run
        import gui.resources_rc  # noqa: F401
    resource = QFile(f":/symbols/{name}.svg")
    if resource.open(QIODevice.OpenModeFlag.ReadOnly):
        data = bytes(resource.readAll().data())
        resource.close()
        return data
    return (assets_dir() / "symbols" / f"{name}.svg").read_bytes()


@cache
def symbol(name: str, colour: str) -> QSvgRenderer:
    """The symbol `name` with its `currentColor` parts in `colour` (a vector renderer)."""
    text = _svg_source(name).decode("utf-8").replace("currentColor", QColor(colour).name())
    renderer = QSvgRenderer(QByteArray(text.encode("utf-8")))
    if not renderer.isValid():
        raise ValueError(f"symbol {name!r} is not a valid SVG")
    return renderer
