"""Where En Garde's things lie: across a landscape window, or packed for a narrow one.

Across, the piste's 23 spaces run the width of a 1600-wide table. A narrow (portrait) window
would shrink that table to a strip, so there the spaces are narrower and the table is barely
wider than the hands: the cards stay large. The scene takes the layout that suits the view.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF


@dataclass(frozen=True)
class Geometry:
    size: tuple[float, float]  # the table's width and height
    space_w: float  # a space of the piste
    piste: QPointF
    hand_y: tuple[float, float]  # the player's hand, the other's
    deck: QPointF
    discard: QPointF
    attack: QPointF  # the attack being answered, and the parry laid on it
    status: QPointF  # the round and distance; the phase below it
    tracks: tuple[QPointF, QPointF]  # the player's hits, the other's
    narrow: bool = False
    hand_top: float = 600.0  # the highest the player's hand may grow to (under the hit tracks)

    def rect(self) -> QRectF:
        return QRectF(0, 0, *self.size)


SPACES = 23
_WIDE_X = (1600 - 60.0 * SPACES) / 2
ACROSS = Geometry(
    size=(1600, 900), space_w=60.0, piste=QPointF(_WIDE_X, 420), hand_y=(700, 40),
    deck=QPointF(1330, 186), discard=QPointF(1170, 186), attack=QPointF(640, 215),
    status=QPointF(40, 215), tracks=(QPointF(_WIDE_X, 535), QPointF(840, 535)),
)
_NARROW_X = (1000 - 40.0 * SPACES) / 2
NARROW = Geometry(
    size=(1000, 900), space_w=40.0, piste=QPointF(_NARROW_X, 470), hand_y=(730, 30),
    deck=QPointF(860, 212), discard=QPointF(730, 212), attack=QPointF(440, 212),
    status=QPointF(30, 212), tracks=(QPointF(_NARROW_X, 585), QPointF(_NARROW_X, 630)), narrow=True,
    hand_top=668.0,
)


def suits(width: int, height: int) -> Geometry:
    """The layout for a view this size: the narrow one unless the view is clearly landscape."""
    return NARROW if height > 0.8 * width else ACROSS
