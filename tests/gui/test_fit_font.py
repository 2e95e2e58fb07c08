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
from gui.table.items import CARD_W, fit_font, ui_font


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
