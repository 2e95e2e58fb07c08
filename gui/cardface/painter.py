"""The table's card pixmaps: the one renderer's output, cached per card, size and device ratio."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

from engine.core.cards import all_decks
from gui.cardface.render import draw_card

_CACHE: dict[tuple[str, str, str | None, int, int, float], QPixmap] = {}


def deck_card_pixmap(game: str, deck_id: str, card_id: str | None, width: int, height: int,
                     dpr: float) -> QPixmap:
    """A card of any deck by id (None: the deck's back), crisp at this size and ratio."""
    key = (game, deck_id, card_id, width, height, dpr)
    pixmap = _CACHE.get(key)
    if pixmap is None:
        deck = next(d for d in all_decks()[game] if d.id == deck_id)
        card = None if card_id is None else next(c for c in deck.cards if c.id == card_id)
        pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        draw_card(p, QRectF(0.5, 0.5, width - 1.0, height - 1.0), card, deck)
        p.end()
        if len(_CACHE) > 800:  # window resizes make new sizes; old ones are not worth keeping
            _CACHE.clear()
        _CACHE[key] = pixmap
    return pixmap
