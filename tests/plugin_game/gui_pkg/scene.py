"""High Card's table: both hands, the stake die, and the two cards of the trick laid face down
until both are down; the last trick lies face up beside them. Built only from the shared table
library: the drag gesture's hooks, the shared printed-deck cards and places, one way to move.

The felt, top to bottom: the other seat's hand (backs); the centre row (the trick's banner, the
die with the stake, the two laid places, the last trick); the player's hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from engine.core.events import Event, RoundOver
from gui.table.base import wins
from gui.table.drag import DragTableScene, Spot
from gui.table.items import CARD_H, CARD_W, DeckCard, ZoneItem, title_font, ui_font
from tests.plugin_game.engine_pkg.actions import Action, play
from tests.plugin_game.engine_pkg.view import HighCardView
from tests.plugin_game.gui_pkg.rules import KEYS

DECK = "high-card"
STEP = CARD_W + 12  # a hand's cards side by side
OPP_HAND_Y, HAND_Y = 24.0, 716.0
ZONE_W, ZONE_H = CARD_W + 30, CARD_H + 44  # a laid place: the card and its name beneath
ZONE_Y = 330.0
ZONE_X = {"opp": 650.0, "me": 820.0}
DIE_AT = QPointF(470.0, 372.0)
LAST_X, LAST_Y, LAST_SCALE = 1080.0, 352.0, 0.8
TEXT_X = 40.0
DROP_HELP = "Drop a card of your hand on your place in the middle of the table."


class HighCard(DeckCard):
    GAME = "high-card"


class DieItem(QGraphicsObject):
    """The stake die: its pips, or an empty face while no stake is rolled."""

    SIZE = 84.0
    PIPS = {1: [(0.5, 0.5)], 2: [(0.28, 0.28), (0.72, 0.72)], 3: [(0.26, 0.26), (0.5, 0.5), (0.74, 0.74)]}

    def __init__(self) -> None:
        super().__init__()
        self.value = 0

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.SIZE + 4, self.SIZE + 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#3a3026"), 2))
        p.setBrush(QColor("#f4ecd8"))
        p.drawRoundedRect(QRectF(0, 0, self.SIZE, self.SIZE), 14, 14)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#2a2320"))
        r = self.SIZE * 0.09
        for x, y in self.PIPS.get(self.value, []):
            p.drawEllipse(QPointF(x * self.SIZE, y * self.SIZE), r, r)


class HighCardScene(DragTableScene[HighCard, Action]):
    FELT = ((0, "#23384a"), (0.5, "#284860"), (1, "#1d3142"))
    DROP_HELP = DROP_HELP
    CHOOSE_FIRST = "Choose a card first: ← → and Space, or a number (F1 lists the keys)."
    HELP_ROWS = KEYS
    PHASE_HINTS = {"commit": "lay a card face down: drag it to your place, or choose it and press Enter."}

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.places = {side: ZoneItem(QRectF(0, 0, ZONE_W, ZONE_H)) for side in ZONE_X}
        for side, zone in self.places.items():
            zone.setPos(ZONE_X[side], ZONE_Y)
            self.addItem(zone)
        self.die = DieItem()
        self.die.setPos(DIE_AT)
        self.addItem(self.die)
        self.stake_line = self._text(QPointF(DIE_AT.x() - 20, DIE_AT.y() + DieItem.SIZE + 10), ui_font(18))
        self.banner = self._text(QPointF(TEXT_X, ZONE_Y + 20), title_font(34))
        self.score = self._text(QPointF(TEXT_X, ZONE_Y + 80), ui_font(20))
        self.last_title = self._text(QPointF(LAST_X, ZONE_Y), ui_font(18, bold=True))
        self.last_line = self._text(QPointF(LAST_X, LAST_Y + CARD_H * LAST_SCALE + 14), ui_font(17))

    # --- the furniture --------------------------------------------------------------------------
    def _seat_of(self, side: str) -> int:
        return self.me if side == "me" else 1 - self.me

    def _place_furniture(self) -> None:
        names = self.names()
        for side, zone in self.places.items():
            if not zone.lit:
                seen = self.view is not None and self.view.seat is not None
                zone.label = "Your card" if side == "me" and seen \
                    else f"{names[self._seat_of(side)]}"
            zone.update()

    def _show(self, view: HighCardView, animate: bool) -> None:
        names = self.names()
        tricks = view.options["tricks"]
        trick = min(view.trick, tricks)
        self.banner.setText("Game over" if view.phase == "over" else f"Trick {trick} of {tricks}")
        self.score.setText(f"{names[0]} {view.points[0]} · {names[1]} {view.points[1]} points")
        self.die.value = view.stake
        self.die.update()
        self.stake_line.setText(f"Stake: {view.stake}" if view.stake else "Stake: to roll")
        if view.played:
            pair = view.played[-1]
            won = 0 if pair[0] > pair[1] else 1 if pair[1] > pair[0] else None
            self.last_title.setText("Last trick")
            self.last_line.setText(f"{names[won]} took it, {pair[won]} over {pair[1 - won]}"
                                   if won is not None else f"Equal cards ({pair[0]}): nobody scored")
        else:
            self.last_title.setText("")
            self.last_line.setText("")

    # --- where each card lies -------------------------------------------------------------------
    def _hand_y(self, seat: int) -> float:
        # while the screen is handed over the last player's hand stays at the bottom, as backs
        return HAND_Y if seat == self.me else OPP_HAND_Y

    def _hand_x(self, n: int, i: int) -> float:
        return 800 - (n * STEP - 12) / 2 + i * STEP

    def _laid_pos(self, seat: int) -> QPointF:
        zone = self.places["me" if seat == self.me else "opp"]
        return zone.pos() + QPointF(15, 8)

    def _spots(self, view: HighCardView) -> list[Spot]:
        spots: list[Spot] = []
        seat = view.seat
        for s in (0, 1):
            if s == seat:
                hand = [str(v) for v in view.hand or ()]
                copies: dict[str, int] = {}
                for i, cid in enumerate(hand):
                    copies[cid] = copies.get(cid, 0) + 1
                    spots.append(Spot(("hand", s, cid, copies[cid]), s, cid, "hand",
                                      QPointF(self._hand_x(len(hand), i), self._hand_y(s)), 10 + i))
            else:
                n = view.hand_sizes[s]
                spots += [Spot(("hand", s, i), s, None, "hand", QPointF(self._hand_x(n, i), self._hand_y(s)),
                               10 + i, face_up=False) for i in range(n)]
            if view.committed[s]:
                mine = view.my_card if s == seat else None
                spots.append(Spot(("trick", view.trick, s), s, None if mine is None else str(mine), "laid",
                                  self._laid_pos(s), 20, face_up=False,
                                  mark=f"Your {mine}, hidden" if mine is not None else "Face down"))
        if view.played:
            t = len(view.played)
            for s, value in enumerate(view.played[-1]):
                spots.append(Spot(("trick", t, s), s, str(value), "last",
                                  QPointF(LAST_X + s * (CARD_W * LAST_SCALE + 14), LAST_Y), 20,
                                  scale=LAST_SCALE))
        return spots

    def _anchors(self) -> dict[str, QPointF]:
        return {f"laid:{s}": self._laid_pos(s) for s in (0, 1)}

    def _spawn(self, spot: Spot, anchors: dict[str, QPointF]) -> tuple[HighCard, bool]:
        item = HighCard(spot.seat, DECK, spot.card, spot.zone)
        self.addItem(item)
        # a laid card comes from its seat's hand; a trick's card turns up where it was laid
        if spot.zone == "laid" and spot.seat is not None:
            item.setPos(QPointF(800, self._hand_y(spot.seat)))
        elif spot.zone == "last" and spot.seat is not None:
            item.setPos(anchors[f"laid:{spot.seat}"])
            return item, True
        else:
            item.setPos(spot.pos)
        return item, False

    def _clear_origins(self) -> None:
        """Where a card comes from follows from its place (see _spawn): nothing to forget."""

    # --- events and the end -----------------------------------------------------------------------
    def on_events(self, events: Sequence[Event]) -> None:
        names = self.names()
        for e in events:
            if isinstance(e, RoundOver) and e.winner is not None:
                self.message.emit(f"{names[e.winner]} takes the trick ({e.reason}).")

    def on_game_over(self, winner: int | None) -> None:
        points = self.view.points if self.view is not None else (0, 0)
        self._veil("A drawn game" if winner is None else f"{wins(self.names()[winner])} the game",
                   f"Points {points[0]}-{points[1]}.\n\nGame ▸ New game (Ctrl+N) for another.")

    # --- what a drop means ------------------------------------------------------------------------
    def actions_for(self, cid: str) -> dict[str, list[Action]]:
        a = play(int(cid)) if cid.isdigit() else None
        return {"laid": [a]} if a is not None and a in self.legal() else {}

    def label(self, a: Action, held: str) -> str:
        return f"Lay the {a.value}"

    def card_title(self, cid: str) -> str:
        return f"The {cid}"

    def place_at(self, point: QPointF) -> str | None:
        return "laid" if self.places["me"].sceneBoundingRect().contains(point) else None

    def _why_not(self, cid: str, place: str) -> str:
        return self.match.why_illegal(play(int(cid))) if self.match and cid.isdigit() else DROP_HELP

    def _light_targets(self, item: HighCard) -> None:
        plays = self.actions_for(item.card or "").get("laid", [])
        zone = self.places["me"]
        zone.lit, zone.label = bool(plays), self.label(plays[0], item.card or "") if plays else zone.label
        zone.update()

    def _unlight(self) -> None:
        super()._unlight()
        self.places["me"].lit = False
        self._place_furniture()

    def drop_point(self) -> QPointF:
        """Where a drag that lays a card ends."""
        return self.places["me"].sceneBoundingRect().center()

    # --- keys -------------------------------------------------------------------------------------
    def _key(self, key: Qt.Key) -> bool:
        hand = self.my_hand()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            step = 1 if key == Qt.Key.Key_Right else -1
            self.focus_index = (min(self.focus_index, len(hand) - 1) + step) % len(hand)
            return True
        if key == Qt.Key.Key_Space:
            card = self.focused_card()
            if card is not None and card.card:
                self._offer(play(int(card.card)))
            return True
        return super()._key(key)

    def describe(self, action: Action) -> str:
        return f"lay the {action.value} face down"
