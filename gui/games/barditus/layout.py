"""Where everything lies on the Barditus table, across a landscape window or along a portrait one,
and the words the table writes about a view (costs, the broken test, what the dice did)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.barditus.cards import ArmyCard
from engine.games.barditus.state import COLUMNS
from engine.games.barditus.view import BarditusView, Gauge
from engine.games.words import translate

CARD_W, CARD_H = 168.0, 150.0
COL_GAP = 18.0  # between the columns of a formation
ROW_GAP = 6.0  # between a front card and the rear card behind it
BAND = 76.0  # the gap between the two front lines: each front card's pursuit strip lies in it
STRIP_H = 30.0
HAND_SCALE = 0.8  # the undeployed cards and the list being built
HAND_WORDS = 34.0  # the list's words under the hand row
MUSTER_SCALE = 0.8  # the army's cards to choose from while building (smaller when many)
MUSTER_GAP = 10.0  # between two of them
PANEL_GAP = 8.0  # kept clear between them and the side panels
PANEL_H = 280.0


@dataclass(frozen=True)
class Geometry:
    """One orientation of the table; rects are in scene coordinates."""

    vertical: bool
    width: float
    height: float
    x0: float  # the formations' left edge
    enemy_rear: float  # the top of each line of cards
    panels: tuple[QRectF, QRectF]  # (own, enemy): name, broken-test gauge, morale die, casualties
    trays: tuple[QRectF, QRectF]  # (own, enemy) dice trays
    banner: QRectF
    fight: QRectF  # the fight in progress, in words
    note: QRectF  # what an order of the card under the pointer costs
    info: QRectF  # the round, whose turn
    hand: tuple[float, float, float]  # the hand row: centre x, top y, span
    hand_h: float  # the most the hand row's cards may grow to in a small window (gui.table.hand)
    buttons: QRectF
    battle_buttons: QRectF  # where the buttons go once no hand row is needed (after deployment)

    def rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def row_y(self, own: bool, front: bool) -> float:
        enemy_front = self.enemy_rear + CARD_H + ROW_GAP
        own_front = enemy_front + CARD_H + BAND
        if own:
            return own_front if front else own_front + CARD_H + ROW_GAP
        return enemy_front if front else self.enemy_rear

    def card_pos(self, own: bool, pos: int) -> QPointF:
        """The top-left corner of formation place `pos` (0-3 front, 4-7 rear) of one army."""
        col = pos % COLUMNS
        return QPointF(self.x0 + col * (CARD_W + COL_GAP), self.row_y(own, pos < COLUMNS))

    def strip(self, own: bool, col: int) -> QRectF:
        """The pursuit strip of a front card: on its side of the band, where the enemy's
        pursuers standing on it wait."""
        p = self.card_pos(own, col)
        y = p.y() - STRIP_H - 4 if own else p.y() + CARD_H + 4
        return QRectF(p.x(), y, CARD_W, STRIP_H)

    def formation_width(self) -> float:
        return COLUMNS * CARD_W + (COLUMNS - 1) * COL_GAP

    def muster_rows(self) -> tuple[float, float]:
        """Where the army's cards lie while a list is built: over the player's own formation."""
        return self.row_y(True, True), self.row_y(True, False)

    def muster_span(self) -> tuple[float, float]:
        """The room across for the army's cards while a list is built (left, right): between the
        side panels on a landscape table, the table's margins on a portrait one (its panels lie
        above and below)."""
        if self.vertical:
            return 16.0, self.width - 16.0
        return self.panels[0].right() + PANEL_GAP, self.trays[0].left() - PANEL_GAP

    def centre_x(self) -> float:
        return self.x0 + self.formation_width() / 2


def muster_places(g: Geometry, n: int, most: int = 0) -> tuple[list[float], float]:
    """The left edges of `n` cards to choose from in one row, centred, and the scale they are drawn
    at: MUSTER_SCALE, or less when the largest row (`most` cards, if more than `n`) would not fit
    between the panels at it (an army of a designer's set may offer many card types)."""
    left, right = g.muster_span()
    most = max(n, most, 1)
    fit = (right - left - (most - 1) * MUSTER_GAP) / most / CARD_W
    scale = min(MUSTER_SCALE, fit)
    w = CARD_W * scale
    x = (left + right) / 2 - (n * (w + MUSTER_GAP) - MUSTER_GAP) / 2
    return [x + i * (w + MUSTER_GAP) for i in range(n)], scale


def _across() -> Geometry:
    w, h = 1600.0, 900.0
    x0 = (w - (COLUMNS * CARD_W + (COLUMNS - 1) * COL_GAP)) / 2
    rear = 6.0
    own_front = rear + 2 * CARD_H + ROW_GAP + BAND
    band_top = own_front - BAND
    left, right = 16.0, x0 + COLUMNS * CARD_W + (COLUMNS - 1) * COL_GAP + 14
    lw, rw = x0 - 14 - left, w - 16 - right
    bottom = own_front + 2 * CARD_H + ROW_GAP + 10
    return Geometry(
        vertical=False, width=w, height=h, x0=x0, enemy_rear=rear,
        panels=(QRectF(left, own_front, lw, PANEL_H), QRectF(left, band_top - PANEL_H - 8, lw, PANEL_H)),
        trays=(QRectF(right, own_front, rw, 132), QRectF(right, band_top - 140, rw, 132)),
        banner=QRectF(left, band_top + 6, lw, BAND - 12),
        fight=QRectF(right, band_top + 6, rw, BAND - 12),
        note=QRectF(right, own_front + 140, rw, 2 * CARD_H + ROW_GAP - 140),
        info=QRectF(right, rear, rw, band_top - 150 - rear),
        hand=((left + right - 14) / 2, bottom, right - 14 - left),
        hand_h=h - bottom - HAND_WORDS,  # down to the table's bottom edge, its words under it
        buttons=QRectF(right, bottom, rw, h - bottom - 8),
        battle_buttons=QRectF(right, bottom, rw, h - bottom - 8),
    )


def _along() -> Geometry:
    w, h = 900.0, 1600.0
    x0 = (w - (COLUMNS * CARD_W + (COLUMNS - 1) * COL_GAP)) / 2
    top = 8.0
    rear = top + PANEL_H + 10
    own_front = rear + 2 * CARD_H + ROW_GAP + BAND
    below = own_front + 2 * CARD_H + ROW_GAP + 10
    half = (w - 48) / 2
    lower = below + 104
    hand_top = lower + PANEL_H + 12
    buttons_top = hand_top + CARD_H * HAND_SCALE + HAND_WORDS  # under the hand row and its label
    return Geometry(
        vertical=True, width=w, height=h, x0=x0, enemy_rear=rear,
        panels=(QRectF(16, lower, half, PANEL_H), QRectF(16, top, half, PANEL_H)),
        trays=(QRectF(32 + half, lower, half, 132), QRectF(32 + half, top, half, 132)),
        banner=QRectF(16, below, w - 32, 52),
        fight=QRectF(16, below + 55, w - 32, 46),
        note=QRectF(32 + half, lower + 140, half, PANEL_H - 140),
        info=QRectF(32 + half, top + 140, half, PANEL_H - 140),
        hand=(w / 2, hand_top, w - 40),
        hand_h=CARD_H * HAND_SCALE,  # the buttons lie under it
        buttons=QRectF(16, buttons_top, w - 32, h - buttons_top - 8),
        battle_buttons=QRectF(16, hand_top, w - 32, h - hand_top - 8),
    )


ACROSS = _across()
ALONG = _along()


# --- reading a view ----------------------------------------------------------------------------------
def front_name(view: BarditusView, seat: int, col: int) -> str:
    """A front card as a player names it: its name ("Velites"), with its column when another
    front card of the army has the same name ("Warriors in column 3"); the notation's F3 is for
    the referee and the saves."""
    card = view.card(seat, col)
    if card is None:
        return translate("BarditusLayout", "the empty column {column}").format(column=col + 1)
    twins = [c for c in range(COLUMNS) if (other := view.card(seat, c)) and other.name == card.name]
    if len(twins) > 1:
        return translate("BarditusLayout", "{card} in column {column}").format(card=card.name, column=col + 1)
    return card.name


# the card data's words for a unit's quality, its abilities and a rear card's terrain
QUALITIES = {
    "militia": QT_TRANSLATE_NOOP("BarditusLayout", "Militia"),
    "regular": QT_TRANSLATE_NOOP("BarditusLayout", "Regular"),
    "warrior": QT_TRANSLATE_NOOP("BarditusLayout", "Warrior"),
    "veteran": QT_TRANSLATE_NOOP("BarditusLayout", "Veteran"),
}
ABILITIES = {
    "pursuit": QT_TRANSLATE_NOOP("BarditusLayout", "pursuit"),
    "flanking": QT_TRANSLATE_NOOP("BarditusLayout", "flanking"),
    "skirmishers": QT_TRANSLATE_NOOP("BarditusLayout", "skirmishers"),
}
TERRAINS = {
    "woods": QT_TRANSLATE_NOOP("BarditusLayout", "Woods: retreat in order"),
    "open": QT_TRANSLATE_NOOP("BarditusLayout", "Open ground"),
}


def _word(table: Mapping[str, str], key: str) -> str:
    """A word of the card data in the player's language (a word we do not know, as it is, capitalised
    like the qualities)."""
    return translate("BarditusLayout", table[key]) if key in table else key.capitalize()


def card_line(card: ArmyCard) -> str:
    """A card's kind in a few words: its quality and abilities, or what a rear card is."""
    if card.front:
        parts = [_word(QUALITIES, card.quality), *(_word(ABILITIES, a) for a in sorted(card.abilities))]
        return " · ".join(parts)
    if card.reserve:
        return translate("BarditusLayout", "Reserve")
    return _word(TERRAINS, card.terrain) if card.terrain in TERRAINS else translate("BarditusLayout", "Rear")


def order_note(view: BarditusView, col: int) -> str:
    """What an order to the front card `col` of the seat whose turn it is costs now (the view's
    price) and how many it has had."""
    seat = view.turn
    card = view.card(seat, col)
    if card is None:
        return translate("BarditusLayout", "Column {column} is empty.").format(column=col + 1)
    used = view.orders[col]
    head = translate("BarditusLayout", "{card}: orders {used}/2 this turn").format(
        card=front_name(view, seat, col), used=used)
    if view.phase in ("build", "rolloff", "deploy", "over") or view.general < 0:
        if card.veteran_discount:
            return translate("BarditusLayout",
                             "{head}. Orders cost 1-3 by distance from the general; its first "
                             "is 1 cheaper.").format(head=head)
        return translate("BarditusLayout",
                         "{head}. Orders cost 1-3 by distance from the general (militia: no "
                         "discount).").format(head=head)
    cost = view.order_cost[col]
    reach = view.reach(col)
    why = [translate("BarditusLayout", "under the general") if reach == 0 else
           translate("BarditusLayout", "next to the general") if reach == 1
           else translate("BarditusLayout", "far from the general")]
    if view.order_discount[col]:
        why.append(translate("BarditusLayout", "first order 1 less"))
    if not view.can_order(col):
        return translate("BarditusLayout", "{head}: no more orders for it.").format(head=head)
    left = view.command
    return translate("BarditusLayout",
                     "An order to {card} (F{column}) costs {cost} now ({why}) · orders {used}/2 · "
                     "%n command point(s) left", None, left).format(
        card=card.name, column=col + 1, cost=cost, why=", ".join(why), used=used)


def gauge_words(g: Gauge) -> str:
    """An army's broken test in words: broken, or how many more losses break it."""
    if g.broken:
        return translate("BarditusLayout", "Broken: losses exceed steadiness")
    return translate("BarditusLayout", "Breaks after %n more loss(es)", None, g.margin + 1)


def list_words(view: BarditusView, seat: int, hand: Sequence[str]) -> str:
    """The list being built: points spent of 20, front and rear cards taken."""
    cards = view.lookup[seat]
    pts = sum(cards[c].points for c in hand)
    fronts = sum(cards[c].front for c in hand)
    return translate("BarditusLayout", "{points}/20 points · front {front}/4 · rear {rear} (4-6)").format(
        points=pts, front=fronts, rear=len(hand) - fronts)


def need_text(need: int) -> str:
    """"3+", or "6" where only a six will do."""
    return f"{need}+" if need < 6 else "6"
