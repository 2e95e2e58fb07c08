"""The table's card pixmaps: the one renderer's output, cached per card, language, size and device ratio."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

from engine.core.cards import Card, Deck, all_decks, forget_with
from engine.core.i18n import language
from gui.cardface.render import TextOverflow, draw_card

_CACHE: dict[tuple[str, str, str | None, str, int, int, float], QPixmap] = {}
forget_with(_CACHE.clear)  # a card set put in play, or a file changed, draws afresh

# Below this width a face's words cannot fit their boxes (the faces refuse with TextOverflow, as
# the proofs must): a card shown smaller is drawn at this width and scaled down, a thumbnail.
SMALLEST_FACE = 64
POKER = 88.0 / 63.0  # height over width of a poker card, the shape every face is made for


def deck_card_pixmap(game: str, deck_id: str, card_id: str | None, width: int, height: int,
                     dpr: float) -> QPixmap:
    """A card of any deck by id (None: the deck's back), crisp at this size and ratio, in the
    language words are shown in."""
    key = (game, deck_id, card_id, language(), width, height, dpr)
    pixmap = _CACHE.get(key)
    if pixmap is None:
        deck = next(d for d in all_decks()[game] if d.id == deck_id).in_language()
        card = None if card_id is None else next(c for c in deck.cards if c.id == card_id)
        pixmap = _drawn(card, deck, width, height, dpr)
        if len(_CACHE) > 800:  # window resizes make new sizes; old ones are not worth keeping
            _CACHE.clear()
        _CACHE[key] = pixmap
    return pixmap


def face_pixmap(card: Card | None, deck: Deck, width: int, height: int, dpr: float) -> QPixmap:
    """`card` of `deck` as the table draws it, uncached (the card editor's live face)."""
    return _drawn(card, deck, width, height, dpr)


def _drawn(card: Card | None, deck: Deck, width: int, height: int, dpr: float) -> QPixmap:
    """The face at this size; drawn larger and scaled down when its words do not fit (a window
    so small that the cards are thumbnails), and at a card's usual shape when a tiny size's
    rounding squeezed it past what its words allow."""
    grow = max(1.0, SMALLEST_FACE / max(1, width))
    tries = [(width * grow * g, height * grow * g) for g in (1.0, 2.0, 4.0)]
    tries.append((2.0 * SMALLEST_FACE, 2.0 * SMALLEST_FACE * POKER))
    for w, h in tries:
        pixmap = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        try:  # a painter left open on a pixmap that is freed brings Qt down
            draw_card(p, QRectF(0.5, 0.5, w - 1.0, h - 1.0), card, deck)
        except TextOverflow:
            if (w, h) == tries[-1]:
                raise
            continue
        finally:
            p.end()
        break
    if (w, h) != (width, height):
        pixmap = pixmap.scaled(max(1, round(width * dpr)), max(1, round(height * dpr)),
                               Qt.AspectRatioMode.IgnoreAspectRatio,
                               Qt.TransformationMode.SmoothTransformation)
        pixmap.setDevicePixelRatio(dpr)
    return pixmap
