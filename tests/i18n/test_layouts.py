"""The window and the new-game dialog hold their words in every language, German the longest:
no label or button is given less room than its text needs."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget
from pytestqt.qtbot import QtBot

from engine.core.i18n import LANGUAGES
from engine.store.settings import Settings
from gui.dialogs.newgame import NewGameDialog
from gui.i18n import use_language
from gui.mainwindow import MainWindow
from gui.replay import ElidedLabel


def clipped(root: QWidget) -> list[str]:
    """Each shown label and button whose geometry is smaller than its text needs (a label that
    wraps: lower than its lines need at its width). A label made to elide is left alone."""
    found = []
    for w in root.findChildren(QWidget):
        if not isinstance(w, QLabel | QAbstractButton) or isinstance(w, ElidedLabel):
            continue
        if not w.isVisibleTo(root) or not w.text():
            continue
        if isinstance(w, QLabel) and w.wordWrap():
            short = w.height() < w.heightForWidth(w.width())
        else:
            need = w.minimumSizeHint()
            short = w.width() < need.width() or w.height() < need.height()
        if short:
            found.append(f"{type(w).__name__} {w.text()!r}: {w.width()}x{w.height()}, needs "
                         f"{w.minimumSizeHint().width()}x{w.minimumSizeHint().height()}")
    return found


@pytest.fixture(params=list(LANGUAGES))
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    code: str = request.param
    use_language(code)
    yield code


@pytest.mark.parametrize("size", [(1440, 860), (1024, 640), (700, 1000)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_window_clips_no_word(qtbot: QtBot, language: str, size: tuple[int, int]) -> None:
    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.start_default()
    w.panel.after.setVisible(True)  # the end of a match's buttons, the widest row of the panel
    qtbot.wait(50)  # the dock takes its place after the window is laid out
    assert w.menuBar().actions()[0].text() != "" and clipped(w) == []
    w.close()


def test_the_new_game_dialog_clips_no_word(qtbot: QtBot, language: str) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for index in range(dialog.game_combo.count()):  # every game's options
        dialog.game_combo.setCurrentIndex(index)
        dialog.adjustSize()
        qtbot.wait(10)
        assert clipped(dialog) == [], dialog.game_combo.currentText()
