"""A larger copy of a card, so a small card can be read: it shows after the pointer rests on a card,
or on Z for the card the keys point at, beside the card and never over it or a button, inside the table.

Every table shares it (TableSceneBase makes one). A card is readable here if it has a size (`W`,
`H`) and says whether its face shows (`shows_face()`); the copy is the card's own painting, drawn
larger, so it is as crisp as the card and shows what the card shows.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gui import anim

ZOOM_HEIGHT = 0.55  # the copy's height, as a share of the table's
ZOOM_WIDTH = 0.45  # and at most this share of its width
LEAST = 1.4  # a copy is always at least this much larger than the card lies
GAP = 12.0  # between the card and its copy, and from the table's edge


@runtime_checkable
class Readable(Protocol):
    """A card the zoom can show: its size, and whether its face is for this screen."""

    W: float
    H: float

    def shows_face(self) -> bool: ...


def readable(item: QGraphicsItem | None) -> bool:
    return item is not None and isinstance(item, Readable) and item.isVisible() and item.shows_face()


def _overlap(a: QRectF, b: QRectF) -> float:
    r = a.intersected(b)
    return r.width() * r.height() if not r.isEmpty() else 0.0


class CardZoom(QGraphicsObject):
    """The larger copy. `keyed` is True while it shows the card the keys point at (Z): the keys
    then carry it to the next card they point at."""

    def __init__(self) -> None:
        super().__init__()
        self.source: QGraphicsItem | None = None
        self.factor = 1.0
        self.keyed = False
        self._size = QRectF()
        self._pending: QGraphicsItem | None = None
        self._pointer: QPointF | None = None
        self.setZValue(950)  # over the cards and the lit places, under the veil
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # shown only: a click goes through it
        self.setVisible(False)
        self.timer = QTimer()
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._rested)

    def boundingRect(self) -> QRectF:
        return self._size.adjusted(-6, -6, 10, 10)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        source = self.source
        if source is None or not shiboken6.isValid(source) or source.scene() is not self.scene():
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))  # a shadow: the copy lies over the table
        p.drawRoundedRect(self._size.translated(6, 6), 12, 12)
        p.save()
        try:  # the painter is the view's: it is handed back as it came, whatever the card's painting does
            p.scale(self.factor, self.factor)
            source.paint(p, option, widget)
        finally:
            p.restore()

    # --- what the table tells it ------------------------------------------------------------------
    def hover(self, item: QGraphicsItem | None, pointer: QPointF) -> None:
        """The pointer is over `item` (None: over no card): its copy shows once the pointer rests."""
        if self.keyed:
            return
        if item is None or not readable(item):
            self.dismiss()
            return
        self._pointer = QPointF(pointer)
        if item is self.source and self.isVisible():
            return
        if item is not self._pending:
            self._pending = item
            self.setVisible(False)
            self.timer.start(anim.duration("zoom"))

    def _rested(self) -> None:
        item, self._pending = self._pending, None
        if item is not None and shiboken6.isValid(item) and item.scene() is self.scene() and readable(item):
            self.show_card(item, self._pointer)

    def dismiss(self) -> None:
        self.timer.stop()
        self._pending = None
        self.keyed = False
        self.setVisible(False)

    def show_card(self, item: QGraphicsItem, pointer: QPointF | None = None, keyed: bool = False) -> None:
        """Show `item` larger, beside it, inside the table and clear of it, the buttons and the pointer."""
        scene = self.scene()
        if scene is None or not isinstance(item, Readable):
            return
        table = scene.sceneRect()
        t = item.sceneTransform()
        lies = max(abs(t.m11()) + abs(t.m21()), 0.01)  # the card's scale on the table, even turned
        w, h = float(item.W), float(item.H)
        fit = min(ZOOM_HEIGHT * table.height() / h, ZOOM_WIDTH * table.width() / w)
        most = min((table.width() - 2 * GAP) / w, (table.height() - 2 * GAP) / h)
        self.factor = min(max(fit, LEAST * lies), most)
        self.prepareGeometryChange()
        self._size = QRectF(0, 0, w * self.factor, h * self.factor)
        self.source, self.keyed = item, keyed
        self.setPos(self._place(item.sceneBoundingRect(), table, pointer))
        self.update()
        self.setVisible(True)

    def _place(self, card: QRectF, table: QRectF, pointer: QPointF | None) -> QPointF:
        """Beside the card (above, below, right or left, slid along that side), inside the table:
        the place that covers least of the card, the buttons and the pointer, then the nearest."""
        w, h = self._size.width(), self._size.height()
        wanted: list[QPointF] = []
        for i in range(9):  # along each side, from one end to the other
            x = table.left() + (table.width() - w) * i / 8
            y = table.top() + (table.height() - h) * i / 8
            wanted += [QPointF(x, card.top() - GAP - h), QPointF(x, card.bottom() + GAP),
                       QPointF(card.right() + GAP, y), QPointF(card.left() - GAP - w, y)]
        keep_clear = [card.adjusted(-4, -4, 4, 4)]
        scene = self.scene()
        if scene is not None:
            keep_clear += [i.sceneBoundingRect() for i in scene.items()
                           if i.isVisible() and getattr(i, "is_button", False)]
        if pointer is not None:
            keep_clear.append(QRectF(pointer - QPointF(12, 12), pointer + QPointF(12, 12)))
        best, best_cost = QPointF(), (-1.0, 0.0)
        for at in wanted:
            x = min(max(at.x(), table.left() + GAP), table.right() - GAP - w)
            y = min(max(at.y(), table.top() + GAP), table.bottom() - GAP - h)
            box = self.boundingRect().translated(x, y)  # with its shadow
            cost = (sum(_overlap(box, r) for r in keep_clear),
                    (box.center() - card.center()).manhattanLength())
            if best_cost[0] < 0 or cost < best_cost:
                best, best_cost = QPointF(x, y), cost
        return best
