"""The table's card pixmaps at any size: a window so small that a face's words cannot fit is
shown a scaled-down face, never a crash (a painter left open on a freed pixmap killed Qt)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from engine.core.cards import all_decks
from gui.cardface.painter import SMALLEST_FACE, deck_card_pixmap


@pytest.mark.parametrize("game", sorted(all_decks()))
@pytest.mark.parametrize("width", [3, 12, SMALLEST_FACE - 1])
def test_every_face_is_drawn_at_sizes_too_small_for_its_words(qapp: object, game: str, width: int) -> None:
    height = round(width * 1.45)
    for deck in all_decks()[game]:
        for card in deck.cards:
            pixmap = deck_card_pixmap(game, deck.id, card.id, width, height, 1.0)
            assert (pixmap.width(), pixmap.height()) == (width, height)
    # the face is drawn, not left blank: its middle is opaque
    image = pixmap.toImage()
    assert QColor(image.pixel(width // 2, height // 2)).alpha() > 0
