"""The keys' page (F1) fits the table in every game and language, at the window's default size
and in a portrait window: every row's words wrap beside their key inside the table, none cut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from engine.core.i18n import LANGUAGES
from engine.games import all_games
from engine.store.saves import Seat
from gui.gameui import key_rows
from gui.i18n import use_language
from gui.mainwindow import MainWindow
from gui.table.items import key_table, ui_font

SEATS = (Seat("human", None, "Ann"), Seat("ai", "novice", "Novice"))
BUILT_IN = ("en-garde", "ready-fence", "audatia", "barditus")


def inside(outer: QRectF, inner: QRectF) -> bool:
    return outer.adjusted(-0.5, -0.5, 0.5, 0.5).contains(inner)


@pytest.mark.parametrize("size", [(1440, 860), (1024, 640), (700, 1000)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", BUILT_IN)
def test_the_keys_page_fits_the_table_in_every_language(window: MainWindow, qtbot: QtBot, game: str,
                                                        size: tuple[int, int]) -> None:
    assert set(BUILT_IN) <= set(all_games())
    window.resize(*size)
    window.new_match(game, {}, SEATS, 3)
    scene = window.scene
    for code in LANGUAGES:
        use_language(code)
        title, rows = scene.help_page()
        rows = key_rows(rows)
        rect = scene.overlay.rect
        page = key_table(rect, title, rows)
        assert page.height <= rect.height(), (code, "the page runs off the table")
        assert inside(rect, page.title)
        metrics = QFontMetricsF(ui_font(page.size))
        for (key, what), (key_box, what_box) in zip(rows, page.boxes, strict=True):
            assert inside(rect, key_box) and inside(rect, what_box), (code, key)
            assert metrics.horizontalAdvance(key) <= key_box.width(), (code, key)
            wrap = int(Qt.TextFlag.TextWordWrap)
            needed = metrics.boundingRect(QRectF(0, 0, what_box.width(), 1e6), wrap, what)
            assert needed.width() <= what_box.width() + 0.5, (code, what)
            assert needed.height() <= what_box.height() + 0.5, (code, what)
