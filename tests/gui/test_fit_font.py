"""Words painted in a place of their own fit it in every language: narrowed first, then smaller,
never cut at the edges (the En Garde deck's "quedan 15" once lost its first letter)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from engine.core.i18n import LANGUAGES
from engine.games.words import translate
from gui.i18n import use_language
from gui.table.items import CARD_W, fit_font, title_font, ui_font


@pytest.fixture
def language(request: pytest.FixtureRequest, qtbot: QtBot) -> Iterator[str]:
    use_language(request.param)
    yield request.param
    use_language("en")


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_deck_count_fits_under_the_deck(language: str) -> None:
    for count in (9, 25):
        said = translate("EnGardeItems", "{count} left").format(count=count)
        font = fit_font(ui_font(18, bold=True), said, CARD_W)
        assert QFontMetricsF(font).horizontalAdvance(said) <= CARD_W, (language, said)
        assert font.pixelSize() >= 10


def test_a_short_word_keeps_its_size_and_a_long_one_is_made_to_fit(qtbot: QtBot) -> None:
    assert fit_font(ui_font(18, bold=True), "9 left", CARD_W).pixelSize() == 18
    long = "quedan 25 cartas"
    font = fit_font(ui_font(18, bold=True), long, CARD_W)
    assert font.pixelSize() < 18 and QFontMetricsF(font).horizontalAdvance(long) <= CARD_W
    assert fit_font(ui_font(18), "x" * 200, CARD_W).pixelSize() == 10  # never below the floor


def test_a_ready_fence_board_name_reads_whole_before_it_is_cut(qtbot: QtBot) -> None:
    """The fencer's name on his board: "Compagno di allenamento" whole in a smaller face, where it
    had read "…agno di allenamento"; a name too long for any face is still cut, never overflowing."""
    from PySide6.QtGui import QImage, QPainter

    from gui.games.ready_fence.items import _elide

    image = QImage(400, 100, QImage.Format.Format_ARGB32)
    p = QPainter(image)
    try:
        p.setFont(title_font(22))
        name = "Compagno di allenamento"
        assert _elide(p, name, 200) == name
        assert p.fontMetrics().horizontalAdvance(name) <= 200
        p.setFont(title_font(22))
        long = "Compagno di allenamento " * 4
        cut = _elide(p, long, 200)
        assert len(cut) < len(long) and p.fontMetrics().horizontalAdvance(cut) <= 200
    finally:
        p.end()
