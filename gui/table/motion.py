"""The one way an item goes to its place on any table: position, stacking, scale, face and
rotation, at once or animated at a pace from gui/anim.py (KPat's single `animate` entry point)."""

from __future__ import annotations

from PySide6.QtCore import QAnimationGroup, QEasingCurve, QPointF, QPropertyAnimation
from PySide6.QtWidgets import QGraphicsObject

from gui import anim
from gui.table.items import TableCard

Curve = QEasingCurve.Type


def move_into_place(
    item: QGraphicsObject,
    group: QAnimationGroup | None,
    *,
    pos: QPointF | None = None,
    z: float | None = None,
    scale: float | None = None,
    rotation: float | None = None,
    face_up: bool | None = None,
    pace: str = "card",
    easing: Curve = Curve.OutCubic,
    turn: tuple[str, Curve] = ("card", Curve.OutCubic),
    always: bool = False,
) -> None:
    """Put `item` in its place. Stacking (`z`) and face change at once. Without a `group` the
    position, scale and rotation jump; with one, each that changes is animated in the group: the
    position at `pace` with `easing`, the scale at the cards' pace, the rotation at `turn`'s pace
    and easing. `always`: animate the position even if it does not change (a step in a path)."""
    if z is not None:
        item.setZValue(z)
    if face_up is not None and isinstance(item, TableCard):
        item.face_up = face_up
    if group is None:
        if pos is not None:
            item.setPos(pos)
        if scale is not None:
            item.setScale(scale)
        if rotation is not None:
            item.setRotation(rotation)
        return
    if pos is not None and (always or (item.pos() - pos).manhattanLength() >= 0.5):
        group.addAnimation(_tween(item, b"pos", pos, pace, easing))
    if scale is not None and abs(item.scale() - scale) > 0.005:
        group.addAnimation(_tween(item, b"scale", scale, "card", Curve.Linear))
    if rotation is not None and item.rotation() != rotation:
        group.addAnimation(_tween(item, b"rotation", rotation, *turn))


def _tween(item: QGraphicsObject, prop: bytes, end: object, pace: str, easing: Curve) -> QPropertyAnimation:
    a = QPropertyAnimation(item, prop)
    a.setDuration(anim.duration(pace))
    a.setEndValue(end)
    a.setEasingCurve(easing)
    return a
