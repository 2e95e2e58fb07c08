"""The table's card pixmaps: the one renderer's output, cached per card, language, size and device ratio.

The table never paints a face that failed: a card set is checked before it is played (its faces
too, gui.cardface.fit), and should a face fail all the same, the table gets a plain placeholder
that says so, and the fault goes to the log; nothing raised while drawing reaches a paint event.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from engine.core.cards import Card, Deck, all_decks, forget_with
from engine.core.i18n import language, translate
from gui.cardface.render import TextOverflow, draw_card

log = logging.getLogger(__name__)

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
        try:
            deck = next(d for d in all_decks()[game] if d.id == deck_id).in_language()
            card = None if card_id is None else next(c for c in deck.cards if c.id == card_id)
        except (KeyError, StopIteration):
            log.error("there is no card %s in the deck %s of %s to draw", card_id, deck_id, game)
            pixmap = placeholder_pixmap(width, height, dpr)
        else:
            pixmap = table_pixmap(card, deck, width, height, dpr)
        if len(_CACHE) > 800:  # window resizes make new sizes; old ones are not worth keeping
            _CACHE.clear()
        _CACHE[key] = pixmap
    return pixmap


def table_pixmap(card: Card | None, deck: Deck, width: int, height: int, dpr: float) -> QPixmap:
    """`card` of `deck` as the table shows it: its face, or, if the face cannot be drawn, the
    placeholder (the fault is logged); never an exception, which in a paint event could bring Qt
    down."""
    try:
        return _drawn(card, deck, width, height, dpr)
    except Exception as e:  # a face that fails is told and replaced, never raised into a paint event
        log.error("the face of card %s of deck %s cannot be drawn: %s", card.id if card else "(back)",
                  deck.id, e)
        return placeholder_pixmap(width, height, dpr)


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


def placeholder_pixmap(width: int, height: int, dpr: float) -> QPixmap:
    """What the table shows in the place of a face that cannot be drawn: a plain card that says so."""
    pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    try:
        draw_placeholder(p, QRectF(0.5, 0.5, width - 1.0, height - 1.0))
    finally:
        p.end()
    return pixmap


def draw_placeholder(p: QPainter, trim: QRectF) -> None:
    """A grey card with a dashed inner edge, a large "?" and a short line saying the face could not
    be drawn: drawn with the system's font and no card data, so it cannot fail as the face did."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = trim.width() * 0.06
    p.setPen(QPen(QColor("#5b5b5b"), max(trim.width() * 0.012, 0.5)))
    p.setBrush(QColor("#d9d6d0"))
    p.drawRoundedRect(trim, radius, radius)
    inset = trim.width() * 0.07
    p.setPen(QPen(QColor("#8a8a8a"), max(trim.width() * 0.01, 0.5), Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(trim.adjusted(inset, inset, -inset, -inset), radius, radius)
    mark = QFont()
    mark.setPixelSize(max(1, round(trim.height() * 0.3)))
    mark.setBold(True)
    p.setFont(mark)
    p.setPen(QColor("#6b6b6b"))
    top = QRectF(trim.left(), trim.top(), trim.width(), trim.height() * 0.6)
    p.drawText(top, Qt.AlignmentFlag.AlignCenter, "?")
    words = QFont()
    words.setPixelSize(max(1, round(trim.height() * 0.065)))
    p.setFont(words)
    p.setPen(QColor("#333333"))
    bottom = QRectF(trim.left() + inset * 1.5, trim.top() + trim.height() * 0.58,
                    trim.width() - 3 * inset, trim.height() * 0.34)
    p.drawText(bottom, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
               translate("CardFace", "This card's face cannot be drawn. Check its card set."))
    p.restore()


# the faces' check joins the card sets' checks wherever faces are drawn (it needs the sizes above)
from gui.cardface import fit as _fit  # noqa: E402, F401
