"""The window's icon comes from Qt's compiled resources, and without them (a source run before
make, an install whose build made none) from the assets folder: never no icon at all."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QBuffer, QFile, QIODevice
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from engine.core.assets import assets_dir
from gui.app import window_icon


def drawn(icon: QIcon) -> bytes:
    assert not icon.isNull()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    icon.pixmap(32, 32).toImage().save(buffer, "PNG")
    return bytes(buffer.data().data())


def test_without_compiled_resources_the_icon_is_read_from_the_assets(
        qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "gui.resources_rc", None)  # importing it fails, as if never made
    fallback = window_icon()
    assert drawn(fallback) == drawn(QIcon(str(assets_dir() / "icons" / "salle.svg")))
    # with the resources (make test makes them), the same picture, from them
    monkeypatch.delitem(sys.modules, "gui.resources_rc")
    import gui.resources_rc  # noqa: F401

    assert QFile(":/icons/salle.svg").exists()
    assert drawn(window_icon()) == drawn(fallback)
