"""The card editor at a laptop's width: the form fits without scrolling sideways, and the card's
face grows with the window; in a portrait window the face goes under the form, and both fit."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint
from pytestqt.qtbot import QtBot

from engine.store.cardsets import new_card_set
from gui.cardsets import CardSetsWindow


@pytest.fixture
def editor(qtbot: QtBot) -> Iterator[CardSetsWindow]:
    new_card_set("Gauls", "barditus", ["gallic"])
    win = CardSetsWindow(None)
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


@pytest.mark.parametrize("card", [0, 6])  # a front card and a rear one
def test_the_form_fits_at_1200_pixels(editor: CardSetsWindow, qtbot: QtBot, card: int) -> None:
    editor.card_list.setCurrentRow(card)
    qtbot.wait(100)
    viewport = editor.form_scroll.viewport()
    assert editor.form_box.minimumSizeHint().width() <= viewport.width()
    for key, (_spec, widget) in editor.fields.items():
        right = widget.mapTo(viewport, QPoint(widget.width(), 0)).x()
        assert right <= viewport.width(), key


def test_the_face_grows_with_the_window(editor: CardSetsWindow, qtbot: QtBot) -> None:
    editor.card_list.setCurrentRow(1)
    qtbot.wait(200)

    def face_width() -> float:
        pixmap = editor.preview.pixmap()
        return pixmap.width() / pixmap.devicePixelRatio()

    small = face_width()
    assert small > 0
    editor.resize(1800, 1100)
    qtbot.waitUntil(lambda: face_width() > small * 1.2, timeout=3000)
    assert face_width() <= editor.preview.width()


def test_a_portrait_window_puts_the_face_under_the_form_and_both_fit(editor: CardSetsWindow,
                                                                      qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt

    editor.card_list.setCurrentRow(1)
    editor.resize(700, 1000)
    qtbot.waitUntil(lambda: editor.card_split.orientation() == Qt.Orientation.Vertical, timeout=3000)
    qtbot.wait(200)
    viewport = editor.form_scroll.viewport()
    for key, (_spec, widget) in editor.fields.items():
        assert widget.mapTo(viewport, QPoint(widget.width(), 0)).x() <= viewport.width(), key
    pixmap = editor.preview.pixmap()
    assert pixmap.height() / pixmap.devicePixelRatio() <= editor.preview.height()
    assert editor.form_scroll.height() >= editor.preview.height() * 0.9  # the form keeps its room
    editor.resize(1400, 800)
    qtbot.waitUntil(lambda: editor.card_split.orientation() == Qt.Orientation.Horizontal, timeout=3000)
