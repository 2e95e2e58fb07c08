"""Where everything lies on the Ready...Fence! table, across a landscape window or along a portrait
one, and the words the table writes about the phrase (why a touch scored)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.ready_fence.view import Play, ReadyFenceView
from engine.games.ready_fence.words import name_words, verdict_words
from engine.games.words import translate
from gui.games.ready_fence.items import CARD_H, CARD_W
from gui.table.story import by_name

SLOT_W = 180.0  # one play of the phrase: its card and its caption
CARD_TOP = 40.0  # the phrase's cards sit this far below its headline
ROW_H = 286.0  # a second row of plays (portrait), below the first one's captions
MINUS, TIMES = "\u2212", "\u00d7"  # the typeset signs of a sum


@dataclass(frozen=True)
class Geometry:
    """One orientation of the table. Hands: (centre x, top y, span); places: top-left corners."""

    vertical: bool
    width: float
    height: float
    my_hand: tuple[float, float, float]
    opp_hand: tuple[float, float, float]
    opp_scale: float
    my_board: QPointF
    opp_board: QPointF
    score: QPointF
    timer: QPointF
    discard: QPointF
    stock: QPointF  # the line under the timer: cards set aside
    strip: QPointF
    square: tuple[float, float]  # a square's size along the strip and across it
    banner: QPointF
    text_w: float  # the banner's and sublines' width
    distance: QPointF  # the line that names the distance between the fencers
    phrase: QRectF
    per_row: int
    buttons: QRectF  # the buttons flow in rows here
    # the room the player's hand may grow into in a small window (gui.table.hand): between his
    # board and the piles, under the buttons' first row, raised cards and their rings included
    hand_room: QRectF

    def rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)


# landscape: the strip across the middle, each fencer's board at his end of the table
ACROSS = Geometry(
    vertical=False, width=1600.0, height=900.0,
    my_hand=(800.0, 744.0, 880.0), opp_hand=(800.0, 8.0, 820.0), opp_scale=0.62,
    my_board=QPointF(20, 636), opp_board=QPointF(1270, 12), score=QPointF(20, 12),
    timer=QPointF(1300, 640), discard=QPointF(1450, 640), stock=QPointF(1270, 852),
    strip=QPointF(350, 262), square=(90.0, 66.0),
    banner=QPointF(350, 100), text_w=900.0, distance=QPointF(350, 332),
    phrase=QRectF(350, 360, 900, 252), per_row=99, buttons=QRectF(350, 620, 900, 100),
    hand_room=QRectF(436, 664, 826, 228),
)

# portrait: the strip along the left edge as on the real board (between the two players), the
# phrase beside it in rows of three
ALONG = Geometry(
    vertical=True, width=900.0, height=1600.0,
    my_hand=(450.0, 1432.0, 860.0), opp_hand=(450.0, 8.0, 820.0), opp_scale=0.62,
    my_board=QPointF(20, 1134), opp_board=QPointF(20, 106), score=QPointF(345, 106),
    timer=QPointF(714, 116), discard=QPointF(714, 1144), stock=QPointF(670, 300),
    strip=QPointF(110, 372), square=(74.0, 90.0),
    banner=QPointF(230, 368), text_w=650.0, distance=QPointF(230, 436),
    phrase=QRectF(230, 470, 650, 640), per_row=3, buttons=QRectF(345, 1134, 350, 280),
    hand_room=QRectF(20, 1420, 860, 172),
)


def slot_rects(geo: Geometry, n: int) -> list[QRectF]:
    """The card places of `n` plays, in order: one row across, rows of three along."""
    r = geo.phrase
    per = max(1, geo.per_row)
    cols = min(max(n, 1), per)
    w = min(SLOT_W, r.width() / cols)
    out = []
    for i in range(n):
        row, col = divmod(i, per)
        in_row = min(per, n - row * per)
        x0 = r.center().x() - in_row * w / 2
        out.append(QRectF(x0 + col * w + (w - CARD_W) / 2, r.top() + CARD_TOP + row * ROW_H, CARD_W, CARD_H))
    return out


def rows_needed(geo: Geometry, n: int) -> int:
    return max(1, math.ceil(n / max(1, geo.per_row)))


# --- the words ---------------------------------------------------------------------------------
ROLE_WORDS = {
    "red": QT_TRANSLATE_NOOP("ReadyFenceLayout", "attack"),
    "riposte": QT_TRANSLATE_NOOP("ReadyFenceLayout", "riposte"),
    "light": QT_TRANSLATE_NOOP("ReadyFenceLayout", "counter"),
    "dark": QT_TRANSLATE_NOOP("ReadyFenceLayout", "parry"),
    "gold": QT_TRANSLATE_NOOP("ReadyFenceLayout", "Joker"),
    "parry": QT_TRANSLATE_NOOP("ReadyFenceLayout", "parry"),
    "distance": QT_TRANSLATE_NOOP("ReadyFenceLayout", "distance"),
    "stop": QT_TRANSLATE_NOOP("ReadyFenceLayout", "Feint"),
}
DISTANCES = {
    0: QT_TRANSLATE_NOOP("ReadyFenceLayout", "Short distance: nothing between the fencers (Infighting only)"),
    1: QT_TRANSLATE_NOOP("ReadyFenceLayout", "Lunge distance: one empty square, a phrase may open"),
    2: QT_TRANSLATE_NOOP("ReadyFenceLayout", "Long distance: two empty squares (a Flèche may open)"),
}


def distance_words(d: int) -> str:
    """The distance the view gives (empty squares between the fencers), named."""
    if d in DISTANCES:
        return translate("ReadyFenceLayout", DISTANCES[d])
    return translate("ReadyFenceLayout", "Out of distance: {squares} empty squares, step in to fence").format(
        squares=d)


def speed_sum(p: Play) -> str:
    """How a play's speed is made, summed, as "Straight Thrust 3 - 1 his Engagement = 2" or
    "Parry: 3 SP x 2 = 6" (with the typeset minus and times signs)."""
    role, parts = p.role, p.parts
    if role == "gold":
        return translate("ReadyFenceLayout", "{joker}: faster than any card").format(joker=name_words(p.name))
    if role == "distance":
        return translate("ReadyFenceLayout", "No speed: he steps back two squares")
    if role == "stop":
        return translate("ReadyFenceLayout", "The Feint ends the phrase: no touch")
    if not parts:
        return translate("ReadyFenceLayout", "speed {speed}").format(speed=p.speed)
    first, value = parts[0]
    if p.kind == "parry":
        head = translate("ReadyFenceLayout", "Parry: {sp}").format(
            sp=name_words(first).replace(" x ", f" {TIMES} "))
    else:
        head = f"{name_words(first)} {value}"
    tail = " ".join(f"{'+' if v >= 0 else MINUS} {abs(v)} {name_words(name)}" for name, v in parts[1:])
    if p.kind == "parry" or tail:
        return f"{head} {tail} = {p.speed}".replace("  ", " ")
    return head


def versus(prev: Play, cur: Play) -> str:
    """The sign between two plays read left to right: "<" the right one is faster."""
    quiet = ("distance", "stop")
    if prev.role in quiet or cur.role in quiet or prev.replaced or cur.replaced:
        return ""
    if cur.role == "gold" or prev.role == "gold":
        return "=" if cur.role == prev.role else "<" if cur.role == "gold" else ">"
    a, b = prev.speed, cur.speed
    return ">" if a > b else "<" if a < b else "="


def role_word(p: Play) -> str:
    """What a play was in its phrase: attack, counter-attack, parry, riposte…"""
    if p.replaced:
        return translate("ReadyFenceLayout", "feinted")
    if p.renewed:
        return translate("ReadyFenceLayout", "renewed attack")
    if p.feint:
        return translate("ReadyFenceLayout", "attack after a Feint")
    role = p.role
    return translate("ReadyFenceLayout", ROLE_WORDS[role]) if role in ROLE_WORDS else role


def scored_words(scored: Sequence[int], names: Sequence[str]) -> str:
    if not scored:
        return translate("ReadyFenceLayout", "no touch")
    if len(scored) == 2:
        return translate("ReadyFenceLayout", "both score")
    return by_name(names[scored[0]], translate("ReadyFenceLayout", "You score"),
                   translate("ReadyFenceLayout", "{name} scores"))


def headline(view: ReadyFenceView, names: Sequence[str]) -> str:
    """The phrase's title: the phrase being fenced, or why the last one ended as it did."""
    plays, last = view.plays, view.last
    if plays:
        who = names[view.to_move]
        if view.phase == "renew":
            return by_name(who, translate("ReadyFenceLayout", "The phrase: the defence held; you may renew "
                                                              "the attack"),
                           translate("ReadyFenceLayout", "The phrase: the defence held; {name} may renew the "
                                                         "attack"))
        return by_name(who,
                       translate("ReadyFenceLayout", "The phrase: the faster card touches · your answer"),
                       translate("ReadyFenceLayout",
                                 "The phrase: the faster card touches · {name} to answer"))
    if last is not None:
        reason = last.reason
        if not last.scored:  # the verdict says there was no touch
            return translate("ReadyFenceLayout", "Last phrase: {verdict}").format(
                verdict=verdict_words(reason))
        return translate("ReadyFenceLayout", "Last phrase: {verdict} — {scored}").format(
            verdict=verdict_words(reason), scored=scored_words(last.scored, names))
    return by_name(names[view.first],
                   translate("ReadyFenceLayout",
                             "The initiative coin fell to you: you fence first. No phrase yet."),
                   translate("ReadyFenceLayout",
                             "The initiative coin fell to {name}: {name} fences first. No phrase yet."))
