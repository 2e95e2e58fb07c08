"""How large the player's own hand lies on the table, so its cards stay readable in a small window.

The whole table is scaled to fit the window, so in a small window every card shrinks with it. The
player's own hand is what he reads most, so it is laid larger than the rest of the table, as far as
its cards' titles need to reach LEAST_TITLE_PX on the screen, and overlapped like a fan held in the
hand where that many larger cards would not fit side by side. The other cards (the other player's
backs, the piles) keep the table's size. A game's scene asks `hand_fan` when it lays its hand out.
"""

from __future__ import annotations

from dataclasses import dataclass

from gui.table.sizing import LEAST_TITLE_PX


@dataclass(frozen=True)
class HandFan:
    """The player's hand as laid: each card's scale, and the step from one card's left edge to the
    next one's (less than a card's width where the cards overlap), in table units."""

    scale: float
    step: float
    card_w: float  # a card's width at this scale

    def width(self, count: int) -> float:
        """The hand's width from the first card's left edge to the last card's right edge."""
        return (count - 1) * self.step + self.card_w if count else 0.0

    def left(self, count: int, centre: float) -> float:
        """The first card's left edge, for a hand of `count` cards centred on `centre`."""
        return centre - self.width(count) / 2


def readable_scale(title_share: float, card_h: float, device_per_unit: float, most: float,
                   usual: float = 1.0) -> float:
    """The scale a hand card needs for its title to show at least LEAST_TITLE_PX device pixels high:
    `title_share` is the smallest title's size as a share of the card's height (as its face sets
    it), `card_h` the card's height in table units and `device_per_unit` how many device pixels one
    table unit covers on the screen now (0: not shown yet). Never below `usual`, the hand's scale on
    the table (a large window keeps it), nor above `most` (the room the table leaves the hand)."""
    if device_per_unit <= 0 or title_share <= 0 or card_h <= 0:
        return usual
    want = LEAST_TITLE_PX / (title_share * card_h * device_per_unit)
    return max(usual, min(want, most))


def hand_fan(count: int, card_w: float, card_h: float, *, title_share: float, device_per_unit: float,
             room_w: float, room_h: float, gap: float, least_shown: float = 0.5,
             usual: float = 1.0) -> HandFan:
    """The player's hand of `count` cards (`card_w` by `card_h` unscaled) laid in `room_w` by
    `room_h` table units: at its `usual` scale, or as large as its titles need (see
    `readable_scale`), at most as high as the room and as large as lets each card show
    `least_shown` of its width in it; side by side, `gap` apart, where the room allows, else
    overlapped just enough to fit the room's width."""
    widest = room_w / (card_w * (1 + least_shown * max(0, count - 1))) if count else room_h / card_h
    scale = readable_scale(title_share, card_h, device_per_unit, min(room_h / card_h, widest), usual)
    w = card_w * scale
    # grown, at least `least_shown` of each card shows (the scale's bound above sees to it); at
    # the usual scale a very long hand overlaps as far as it must to stay in the room
    step = w + gap if count < 2 else min(w + gap, (room_w - w) / (count - 1))
    return HandFan(scale, step, w)
