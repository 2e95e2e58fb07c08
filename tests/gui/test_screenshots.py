"""The screenshots' --languages option: a picture of a table and of the new-game dialog per language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from engine.core import i18n
from engine.core.i18n import LANGUAGES
from gui.screenshots import capture_languages


def test_the_languages_option_pictures_each_language(qtbot: QtBot, tmp_path: Path) -> None:
    shots = capture_languages(tmp_path, games=["en-garde"], size=(700, 500))
    names = sorted(p.name for p in shots)
    assert names == sorted(f"{code}-{what}.png" for code in LANGUAGES for what in ("en-garde", "new-game"))
    for path in shots:
        assert not QImage(str(path)).isNull()
    # the table is grabbed in its language: the German window differs from the English one
    assert QImage(str(tmp_path / "de-en-garde.png")) != QImage(str(tmp_path / "en-en-garde.png"))
    assert i18n.language() == "en"  # the language spoken before is spoken again
