"""A button that loses something never reads, in any language, as the word the platform uses for
Cancel: the question before a game in progress is abandoned, read in each language."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from engine.core.i18n import LANGUAGES
from engine.store.settings import Settings
from gui.i18n import use_language
from gui.mainwindow import MainWindow


def platform_words() -> set[str]:
    """What Qt's own translations call the buttons that leave everything as it was."""
    box = QMessageBox()
    box.setStandardButtons(QMessageBox.StandardButton.Cancel | QMessageBox.StandardButton.Abort
                           | QMessageBox.StandardButton.Close | QMessageBox.StandardButton.No)
    return {b.text().replace("&", "").strip().lower() for b in box.buttons()}


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_abandon_never_reads_as_cancel_and_escape_keeps_playing(qtbot: QtBot, code: str) -> None:
    use_language(code)
    window = MainWindow(Settings(animation_speed="off", language=code))
    qtbot.addWidget(window)
    box, leave = window.abandon_box()
    assert leave.text().replace("&", "").strip().lower() not in platform_words(), (code, leave.text())
    assert box.buttonRole(leave) == QMessageBox.ButtonRole.DestructiveRole
    assert box.escapeButton() is not leave and box.defaultButton() is not leave
    box.deleteLater()
    window.close()
