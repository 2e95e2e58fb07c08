"""How large the words on the player's own cards show on screen: the measure the table's sizing is held to.

One definition for every game: the font pixel size (the em, as Qt's pixelSize) of a card's title,
in device pixels, as the card's painting really sets it on screen. It is measured by painting the
card alone at its on-screen size and noting the font of each word painted; the title is the word
that is the card's name (fitted or elided as the face sets it). The smallest over the player's
hand is the hand's figure.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPaintDevice, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QStyleOptionGraphicsItem

from gui.cardface import painter as faces
from gui.table.items import device_ratio, painted_scale
from gui.table.zoom import Readable

LEAST_TITLE_PX = 9.0  # the smallest title a card in the player's hand may show, in device pixels


def _is_title(text: str, name: str) -> bool:
    """`text` is `name`, or `name` cut short with an ellipsis."""
    if text == name:
        return True
    return text.endswith("…") and len(text) > 1 and name.startswith(text[:-1].rstrip())


@contextmanager
def _words(canvas: QPaintDevice, card_px: float) -> Iterator[tuple[list[tuple[float, str]], list[str]]]:
    """While painting on `canvas` a card `card_px` device pixels high: every word painted, with its
    font's size in device pixels of the screen, and the names of the faces drawn for it. A face is
    drawn into a pixmap of its own (at most larger than the card, then scaled down), so its words
    are taken as a share of that pixmap's height."""
    words: list[tuple[float, str]] = []
    names: list[str] = []
    module = vars(faces)  # the face painter's names, each put back as it was
    draw_text, draw_card, cache = QPainter.drawText, module["draw_card"], module["_CACHE"]

    def spy(p: QPainter, *args: Any) -> Any:
        text = next((a for a in args if isinstance(a, str)), "")
        font = p.font()
        px = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
        device = p.device()
        if device is canvas or device is None:
            words.append((px * painted_scale(p) * device_ratio(p), text))
        else:  # a face's own pixmap: its height is the card's
            words.append((px * painted_scale(p) * device_ratio(p) / max(1, device.height()) * card_px, text))
        return draw_text(p, *args)

    def face(p: QPainter, trim: QRectF, card: Any, *rest: Any, **named: Any) -> None:
        if card is not None:
            names.append(str(card.name))
        draw_card(p, trim, card, *rest, **named)

    QPainter.drawText = spy  # type: ignore[method-assign, assignment]
    module["draw_card"] = face
    module["_CACHE"] = {}  # every face drawn afresh, so its words are seen
    try:
        yield words, names
    finally:
        QPainter.drawText = draw_text  # type: ignore[method-assign]
        module["draw_card"] = draw_card
        module["_CACHE"] = cache


def on_screen_height(view: QGraphicsView, item: QGraphicsItem) -> float:
    """How many device pixels high `item` (a card, `H` units high in its own coordinates) shows."""
    t = item.sceneTransform()
    scale = (abs(t.m11()) + abs(t.m21())) * abs(view.transform().m11())
    return _height(item) * scale * view.devicePixelRatioF()


def _height(item: QGraphicsItem) -> float:
    """A card's height in its own units."""
    assert isinstance(item, Readable), item
    return float(item.H)


def title_pixels(view: QGraphicsView, item: QGraphicsItem) -> float | None:
    """The height in device pixels of `item`'s title as `view` shows it (None: it paints no title,
    a card face down)."""
    height = on_screen_height(view, item)
    scale = height / _height(item)
    bounds = item.boundingRect()
    canvas = QImage(max(1, round(bounds.width() * scale)), max(1, round(bounds.height() * scale)),
                    QImage.Format.Format_ARGB32_Premultiplied)
    with _words(canvas, height) as (words, names):
        p = QPainter(canvas)
        try:
            p.scale(scale, scale)
            p.translate(-bounds.left(), -bounds.top())
            item.paint(p, QStyleOptionGraphicsItem(), None)
        finally:
            p.end()
    own = getattr(item, "card", None)
    if not names and own is not None and isinstance(getattr(own, "name", None), str):
        names.append(own.name)  # a card that paints itself (not from a face pixmap)
    sizes = [px for px, text in words if any(_is_title(text, name) for name in names)]
    return min(sizes) if sizes else None


def hand_title_pixels(view: QGraphicsView, hand: Sequence[QGraphicsItem]) -> float | None:
    """The smallest title among the face-up cards of `hand`, in device pixels (None: no title shows)."""
    sizes = [px for card in hand if card.isVisible() and (px := title_pixels(view, card)) is not None]
    return min(sizes) if sizes else None
