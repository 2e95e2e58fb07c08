"""The Barditus table: two armies of cards facing across a band, unit pieces in their slots, each
player's dice tray and broken-test gauge, built and moved as each view says.

The scene never changes the battle. It lays out what the seat at the screen may see (the match's
view): the player's army at the bottom, front line up, the enemy's at the top, front line down,
column c facing column c; pursuers wait on the strip of the enemy card they stand on. It moves
each item where the view says it lies, the last events telling it where a piece or a card came
from. What a drag, a click or a key means is gui/table/barditus_moves.py's: the match answers it
with a new view, or a refusal (what was held flies home and the status bar says why).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, cast

from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsObject

from engine.core.errors import NotationError
from engine.core.events import (
    ActionPlayed,
    CardMoved,
    Event,
    PieceLost,
    PieceMoved,
    PursuerLost,
    PursuerReturned,
    PursuerSent,
)
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.barditus.actions import SLOTS, parse_action
from engine.games.barditus.cards import ArmyCard, army, points_words
from engine.games.barditus.state import CHANCE_PHASES, COLUMNS, POSITIONS, phase_title, view_places
from engine.games.barditus.text import reason_words
from engine.games.barditus.view import BarditusView
from engine.games.words import translate
from gui import anim
from gui.games.barditus.dice import TrayBook, die_mark_words
from gui.games.barditus.items import (
    NAME_PX,
    ArmyCardItem,
    ArrowItem,
    DieItem,
    PanelItem,
    PanelState,
    PieceItem,
    SpotItem,
    StripItem,
    TextBox,
    TrayItem,
    army_colours,
    slot_rect,
)
from gui.games.barditus.layout import (
    ACROSS,
    ALONG,
    CARD_H,
    CARD_W,
    HAND_SCALE,
    front_name,
    gauge_words,
    list_words,
    muster_places,
    need_text,
    order_note,
)
from gui.games.barditus.moves import BarditusMoves, Key
from gui.table.hand import HandFan, hand_fan
from gui.table.items import ZoneItem
from gui.table.motion import move_into_place
from gui.table.port import MatchPort
from gui.table.story import by_name


@dataclass
class Spec:
    """Where one item lies in a view and how it shows; `make` builds it if it is new."""

    pos: QPointF
    z: float
    make: Callable[[], QGraphicsObject]
    setup: Callable[[Any], None]
    scale: float = 1.0
    tumble: bool = False  # a die thrown into a tray
    spawn: QPointF | None = None


def _place_of(word: str) -> int:
    """"F2" -> 1, "R3" -> 6."""
    return "FR".index(word[0]) * COLUMNS + int(word[1]) - 1


# the engine's events for what moves in battle (engine/core/events.py)
PieceEvent = PieceMoved | PursuerSent | PursuerReturned | PieceLost | PursuerLost
TITLE_SHARE = NAME_PX / CARD_H  # a card's name, as a share of its height
FIGHT_PHASES = ("battle", "evade", "hits", "pursue", "lose")  # the steps a fight between two cards is in


class BarditusScene(BarditusMoves):
    FELT = ((0, "#3d3b24"), (0.5, "#4b4628"), (1, "#2e2b19"))
    CONTEXT = "BarditusScene"
    HANDOVER_TEXT = QT_TRANSLATE_NOOP(
        "BarditusScene", "Pass the screen. Your army list and the cards you have not deployed stay hidden "
                         "until you are ready.\n\nPress Enter or click to continue.")

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.geo = ACROSS
        self.things = {}
        self.colours = army_colours(("roman", "gallic"))
        self._origin: dict[Key, QPointF] = {}  # where a new item comes from (the last events)
        self.book = TrayBook()  # which roll each tray shows
        self._build_felt()
        self.set_orientation(False)

    # --- the fixed furniture ----------------------------------------------------------------------
    def _build_felt(self) -> None:
        self.panels = [PanelItem(), PanelItem()]
        self.trays = [TrayItem(), TrayItem()]
        self.spots = {(s, p): SpotItem(f"{'FR'[p // COLUMNS]}{p % COLUMNS + 1}", p < COLUMNS)
                      for s in (0, 1) for p in range(POSITIONS)}
        self.strips = {(s, c): StripItem() for s in (0, 1) for c in range(COLUMNS)}
        self.banner = TextBox(18, 14)
        self.fight = TextBox(18, 13)
        self.note = TextBox(16, 13)
        self.info = TextBox(17, 13)
        self.list_zone = ZoneItem(QRectF(), translate("BarditusScene",
                                                      "Your list: click or drop the cards you take"))
        self.fight_arrow = ArrowItem(QColor(208, 69, 47, 190))
        self.drag_arrow = ArrowItem(QColor(242, 194, 48, 220))
        self.drag_arrow.dashed = True
        self.drag_arrow.setZValue(890)
        for item in (*self.panels, *self.trays, *self.spots.values(), *self.strips.values(), self.banner,
                     self.fight, self.note, self.info, self.list_zone, self.fight_arrow, self.drag_arrow):
            self.addItem(item)
        self.fight_arrow.setVisible(False)
        self.drag_arrow.setVisible(False)

    def fit_to(self, width: int, height: int) -> None:
        """The table view's size: a portrait window stacks the panels above and below the armies."""
        vertical = height > width
        if vertical != self.geo.vertical:
            self.set_orientation(vertical)

    def set_orientation(self, vertical: bool) -> None:
        self.geo = ALONG if vertical else ACROSS
        self.set_table_rect(self.geo.rect())
        self._place_furniture()
        if self.view is not None:
            self._draw(self.view, animate=False)

    def _place_furniture(self) -> None:
        g = self.geo
        for s in (0, 1):
            mine = 0 if self._own(s) else 1
            self.panels[s].set_rect(g.panels[mine])
            self.trays[s].set_rect(g.trays[mine])
            for p in range(POSITIONS):
                self.spots[(s, p)].setPos(g.card_pos(self._own(s), p))
            for c in range(COLUMNS):
                self.strips[(s, c)].set_rect(g.strip(self._own(s), c))
        self.banner.set_rect(g.banner)
        self.fight.set_rect(g.fight)
        self.note.set_rect(g.note)
        self.info.set_rect(g.info)
        cx, top, span = g.hand
        self.list_zone.prepareGeometryChange()
        # the zone reaches under the hand row, so its words show beneath the cards
        count = len(self.view.hand or ()) if self.view is not None else 0
        high = CARD_H * self.hand_fan(count).scale
        self.list_zone.rect = QRectF(cx - span / 2 - 8, top - 8, span + 16, high + 38)
        self.list_zone.update()

    def hand_fan(self, count: int) -> HandFan:
        """The player's hand row of `count` cards as laid: at its usual size, or as large as its
        names need at the scale the table shows at, in the room under the formations."""
        _cx, _top, span = self.geo.hand
        return hand_fan(count, CARD_W, CARD_H, title_share=TITLE_SHARE, device_per_unit=self.device_per_unit,
                        room_w=span, room_h=self.geo.hand_h, gap=10.0, usual=HAND_SCALE)

    # --- drawing a view ---------------------------------------------------------------------------
    def bind(self, match: MatchPort) -> None:
        self.book = TrayBook()  # a new battle (or one resumed): none of its rolls is known yet
        super().bind(match)

    def reset(self, view: BarditusView) -> None:
        """Redraw from scratch (new game, undo, resume, hand-over): no animation."""
        self._stop_animation()
        for item in self.things.values():
            self.removeItem(item)
        self.things = {}
        self._origin = {}
        self.book.forget_from(view.rolls)  # an undo: the rolls after it were never made
        self.selected = None
        self.focus_index = 0
        self.overlay.setVisible(False)
        self.set_preview(None)
        self._draw(view, animate=False)

    def on_view(self, view: BarditusView) -> None:
        # the furniture's words follow a language chosen since the table was built
        self.list_zone.label = translate("BarditusScene", "Your list: click or drop the cards you take")
        self._draw(view, animate=anim.speed() > 0)

    def on_state(self, name: str) -> None:
        if self.view is not None:  # what the player may do changed: the buttons and places lit for it
            self._draw(self.view, animate=anim.speed() > 0)
        super().on_state(name)

    def _draw(self, view: BarditusView, animate: bool) -> None:
        self.view = view
        if view.seat is not None:
            self.me = view.seat
        opts = view.options
        self.colours = army_colours((opts["army0"], opts["army1"]))
        self.book.note_roll(view)
        self._place_furniture()
        self._show(view)
        self._reconcile(self._specs(view), animate)
        self._show_focus()

    def _relayout(self, animate: bool) -> None:
        if self.view is not None:
            self._place_furniture()  # the list's zone reaches under a hand grown or shrunk
            self._reconcile(self._specs(self.view), animate)
            self._show_focus()

    # --- the words and furniture of a view ---------------------------------------------------------
    def _show(self, view: BarditusView) -> None:
        self._show_panels(view)
        self._show_trays(view)
        self._show_texts(view)
        self._show_fight(view)
        self._show_buttons()
        standing = view.phase not in ("build", "rolloff")
        for (s, p), spot in self.spots.items():
            spot.setVisible(not view.cards[s][p] and standing)
            spot.lit = spot.picked = False
            spot.update()
        for (s, c), strip in self.strips.items():
            strip.setVisible(bool(view.cards[s][c]) and standing)
        building = view.phase == "build" and view.seat is not None
        self.list_zone.setVisible(building)
        self.list_zone.lit = False
        self.list_zone.update()

    def _show_panels(self, view: BarditusView) -> None:
        names = self.names()
        ph = view.phase
        for s in (0, 1):
            lines: list[str] = []
            g = None
            if ph == "build":
                if self._own(s) and view.seat is not None:
                    lines.append(translate("BarditusScene", "Your list: {cards}").format(
                        cards=list_words(view, s, view.hand or ())))
                    lines.append(translate("BarditusScene", "Your cards stay hidden until deployed."))
                elif ph == "build" and view.to_move < s:
                    lines.append(translate("BarditusScene", "Waits to build a secret list."))
                elif view.to_move == s:
                    lines.append(translate("BarditusScene", "Building a secret list…"))
                else:
                    lines.append(translate("BarditusScene", "List ready: %n card(s), hidden until deployed.",
                                           None, view.hand_sizes[s]))
            elif ph == "rolloff":
                lines.append(translate("BarditusScene", "List ready: %n card(s).", None,
                                       view.hand_sizes[s]))
            elif ph == "deploy":
                placed = sum(1 for c in view.cards[s] if c)
                lines.append(translate("BarditusScene", "{placed} of 8 places filled · %n card(s) in hand",
                                       None,
                                       view.hand_sizes[s]).format(placed=placed))
                lines.append(translate("BarditusScene", "Rear cards beyond four stay out of the battle."))
            else:
                g = view.gauge[s]
                if view.general_lost[s]:
                    lines.append(translate("BarditusScene",
                                           "General lost: keeps the two lowest command dice."))
                elif view.leading and view.turn == s and ph not in ("deploy", "over"):
                    lines.append(translate("BarditusScene", "The general leads at the front this turn."))
            to_act = ph != "over" and ph not in CHANCE_PHASES and view.to_move == s
            self.panels[s].state = PanelState(
                name=names[s], army=view.army_title(s), seat=s, to_act=to_act, gauge=g,
                lines=tuple(lines[:2]), morale=view.morale[s], lost=view.lost[s])
            self.panels[s].colour = self.colours[s]
            self.panels[s].lit_pile = self.panels[s].picked_pile = False
            self.panels[s].update()

    def _show_texts(self, view: BarditusView) -> None:
        names = self.names()
        ph = view.phase
        if ph == "over":
            winner = view.winner
            self.banner.title = translate("BarditusScene", "The battle is over")
            self.banner.text = translate("BarditusScene", "A drawn battle") if winner is None else by_name(
                names[winner], translate("BarditusScene", "You win ({reason})"),
                translate("BarditusScene", "{name} wins ({reason})"), reason=reason_words(view.reason))
        else:
            title = phase_title(ph)
            self.banner.title = title.split(":")[0] if ph in CHANCE_PHASES else title
            who = names[view.to_move]
            if ph in CHANCE_PHASES:
                sub = translate("BarditusScene", "The dice are rolling…")
            else:
                sub = by_name(who, translate("BarditusScene", "Your move"), translate("BarditusScene",
                                                                                      "{name} to act"))
            if ph in ("orders", "battle", "evade", "hits", "pursue", "lose", "rally", "regroup", "reserve") \
                    and view.general >= 0:
                left = view.command
                if view.turn == self.me:
                    sub += translate("BarditusScene", " · %n command point(s) left", None, left)
                else:
                    sub += translate("BarditusScene", " · {name}: %n command point(s) left", None,
                                     left).format(
                        name=names[view.turn])
            self.banner.text = sub
        self.banner.update()
        info = ""
        if ph == "deploy":
            info = by_name(names[view.first],
                           translate("BarditusScene", "Deployment, one card each in turn.\nYou won the "
                                                      "roll-off: you deploy first, move first."),
                           translate("BarditusScene", "Deployment, one card each in turn.\n{name} won the "
                                                      "roll-off: deploys first, moves first."))
        elif ph != "build" and view.first >= 0:
            turns = view.options["turns"]
            whose = names[view.turn]
            info = by_name(whose, translate("BarditusScene", "Round {round} of {turns} · your turn"),
                           translate("BarditusScene", "Round {round} of {turns} · turn of {name}"),
                           round=max(view.round, 1), turns=turns)
            info += "\n" + by_name(names[view.first],
                                   translate("BarditusScene", "You won the roll-off and moved first."),
                                   translate("BarditusScene", "{name} won the roll-off and moved first."))
        elif ph == "rolloff":
            info = translate("BarditusScene", "Both roll a die: the higher deploys first and moves first.")
        elif ph == "build":
            info = translate("BarditusScene",
                             "Each army builds its list in turn, unseen: the cards show only as "
                             "they are deployed.")
        self.info.title = "Barditus"
        self.info.text = info
        self.info.update()
        if not self.note.title:
            self._set_note("", self._default_note(view))

    def _default_note(self, view: BarditusView) -> str:
        if view.phase == "orders" and view.turn == self.me:
            return translate("BarditusScene",
                             "Hover a front card: what an order to it costs now, and its orders "
                             "this turn (0/2).")
        if view.phase == "build":
            return translate("BarditusScene",
                             "Each card shows its points (the disc) and its slots: swords roll "
                             "battle dice, shields turn them away and steady the army; D "
                             "slots "
                             "are disorder.")
        return translate("BarditusScene",
                         "Hover a card to read it: swords roll dice, shields turn them away and "
                         "steady the army, D is disorder; dashed slots start empty.")

    def _set_note(self, title: str, text: str) -> None:
        self.note.title, self.note.text = title, text
        self.note.update()

    def _edge(self, seat: int, col: int) -> QPointF:
        """The middle of a front card's edge that faces the band."""
        own = self._own(seat)
        return self.geo.card_pos(own, col) + QPointF(CARD_W / 2, 0 if own else CARD_H)

    def _show_fight(self, view: BarditusView) -> None:
        ph = view.phase
        names = self.names()
        self.fight_arrow.setVisible(False)
        title = text = ""
        if view.acol >= 0 and view.dcol >= 0 and ph in FIGHT_PHASES:
            atk, acol, dcol = view.atk, view.acol, view.dcol
            # a card's name is a body of men ("Warriors", "Levy"): no verb has to agree with it
            title = f"{front_name(view, atk, acol)} → {front_name(view, 1 - atk, dcol)}"
            kind = (translate("BarditusScene", "counter-attack") if view.counter
                    else translate("BarditusScene", "flank attack") if view.flank
                    else translate("BarditusScene", "battle"))
            parts = [f"{names[atk]}: {kind}"]
            if view.hits:
                parts.append(translate("BarditusScene", "%n hit(s) to take", None, view.hits))
            if view.sixes:
                parts.append(translate("BarditusScene", "%n six(es) to pursue", None, view.sixes))
            text = " · ".join(parts)
            self.fight_arrow.set_ends(self._edge(atk, acol), self._edge(1 - atk, dcol))
            self.fight_arrow.setVisible(True)
        elif ph in ("rally", "regroup", "reserve") and view.acol >= 0:
            c = view.card(view.turn, view.acol)
            title = (translate("BarditusScene", "Reserve of {card}") if ph == "reserve"
                     else translate("BarditusScene", "Rally of {card}")).format(card=c.name if c else "?")
            if ph == "regroup":
                places = view_places(view, view.turn)
                back = "; ".join(places.slot(r) for r in view.rallied)
                text = translate("BarditusScene", "%n piece(s) may go back: {places}", None,
                                 len(view.rallied)).format(places=back)
        self.fight.title, self.fight.text = title, text
        self.fight.update()

    # --- the dice trays ---------------------------------------------------------------------------
    def _show_trays(self, view: BarditusView) -> None:
        names = self.names()
        for s in (0, 1):
            t = self.trays[s]
            shown = self.book.show(view, s)
            t.title = by_name(names[s], translate("BarditusScene", "Your dice"),
                              translate("BarditusScene", "Dice of {name}"))
            t.caption = shown.caption
            t.colour = self.colours[s]
            ph = view.phase
            t.active = (ph in CHANCE_PHASES and (view.to_move == s or ph == "rolloff")) or \
                (ph == "general" and view.turn == s)
            t.update()

    # --- where every card, piece and die lies ---------------------------------------------------------
    def _specs(self, view: BarditusView) -> dict[Key, Spec]:
        out: dict[Key, Spec] = {}
        self._card_specs(view, out)
        self._piece_specs(view, out)
        self._dice_specs(view, out)
        return out

    def _army_card(self, seat: int, cid: str) -> ArmyCard:
        assert self.view is not None, "a card is drawn from the view it lies in"
        return self.view.lookup[seat][cid]

    def _card_spec(self, seat: int, card: ArmyCard, zone: str, pos: QPointF, z: float, scale: float,
                   setup: Callable[[ArmyCardItem], None]) -> Spec:
        colour = self.colours[seat]

        def make() -> QGraphicsObject:
            return ArmyCardItem(seat, card, zone, colour)

        def apply(item: ArmyCardItem) -> None:
            item.zone, item.colour = zone, colour
            item.lit = item.picked = item.selected = item.source = item.dim = False
            item.lit_slots, item.pick, item.badge, item.mark, item.count = set(), None, "", "", ""
            setup(item)
            item.update()

        return Spec(pos, z, make, apply, scale)

    def _card_specs(self, view: BarditusView, out: dict[Key, Spec]) -> None:
        g = self.geo
        mine_to_order = view.phase == "orders" and view.turn == self.me and self.my_turn()
        fight = view.phase in ("battle", "evade", "hits", "pursue", "lose")
        for s in (0, 1):
            for p in range(POSITIONS):
                cid = view.cards[s][p]
                if not cid:
                    continue
                card = self._army_card(s, cid)

                def setup(item: ArmyCardItem, s: int = s, p: int = p, card: ArmyCard = card) -> None:
                    item.pos_index = p
                    if p < COLUMNS and s == view.turn and view.general >= 0 and card.front \
                            and view.phase != "over":
                        used = view.orders[p]
                        if mine_to_order or s != self.me:
                            cost = view.order_cost[p] if used < 2 else 0
                            item.badge = translate("BarditusScene", "order {used}/2 · costs {cost}").format(
                                used=used, cost=cost) if used < 2 else translate("BarditusScene",
                                                                                 "orders 2/2: done")
                    if fight and p < COLUMNS:
                        if s == view.atk and p == view.acol:
                            item.mark = (translate("BarditusScene", "Counter-attacking") if view.counter
                                         else translate("BarditusScene", "Attacking"))
                        elif s != view.atk and p == view.dcol:
                            item.mark = (translate("BarditusScene", "Struck") if view.hits
                                         else translate("BarditusScene", "Target"))
                    self._tooltip(item, s, p)

                corner = g.card_pos(self._own(s), p)
                out[("f", s, p)] = self._card_spec(s, card, "formation", corner, 10, 1.0, setup)
        if view.seat is None:
            return
        me = self.me
        # after deployment the rear cards left over are out of the battle, never shown
        hand = list(view.hand or ()) if view.phase in ("build", "rolloff", "deploy") else []
        cx, top, _span = g.hand
        n = len(hand)
        fan = self.hand_fan(n)
        step, x0 = fan.step, fan.left(n, cx)
        seen: dict[str, int] = {}
        takes = {a.name for a in self.legal() if a.kind == "take"}
        for i, cid in enumerate(hand):
            k = seen.get(cid, 0)
            seen[cid] = k + 1
            card = self._army_card(me, cid)
            out[("h", cid, k)] = self._card_spec(me, card, "hand", QPointF(x0 + i * step, top), 300 + i,
                                                fan.scale, lambda item: None)
        if view.phase == "build" and not (me == 0 and view.to_move == 1):
            ar = army(view.options[f"army{me}"])
            rows = g.muster_rows()
            most = max(len(ar.line("front")), len(ar.line("rear")))
            for line, y in zip(("front", "rear"), rows, strict=True):
                cards = ar.line(line)
                # between the side panels, both rows at one size however many cards the army offers
                xs, scale = muster_places(g, len(cards), most)
                for x, card in zip(xs, cards, strict=True):
                    left = card.copies - hand.count(card.id)

                    def setup_m(item: ArmyCardItem, card: ArmyCard = card, left: int = left) -> None:
                        item.count = translate("BarditusScene", "{left} of {copies} left").format(
                            left=left, copies=card.copies)
                        item.dim = card.id not in takes
                        item.source = card.id in takes

                    out[("m", card.id)] = self._card_spec(me, card, "muster", QPointF(x, y), 20, scale,
                                                          setup_m)

    def _tooltip(self, item: ArmyCardItem, s: int, p: int) -> None:
        view = self.view
        if view is not None and p < COLUMNS and view.general >= 0 and s == view.turn:
            item.setToolTip(order_note(view, p))
        else:
            item.setToolTip(f"{item.card.name}: {item.card.text}")

    def _piece_specs(self, view: BarditusView, out: dict[Key, Spec]) -> None:
        g = self.geo
        for s in (0, 1):
            colour = self.colours[s]

            def piece(seat: int = s, colour: QColor = colour) -> QGraphicsObject:
                return PieceItem(seat, colour)

            board = view.board[s]
            for p in range(POSITIONS):
                card = view.card(s, p)
                if card is None:
                    continue
                corner = g.card_pos(self._own(s), p)
                for i, slot in enumerate(card.slots):
                    if not board[p * SLOTS + i]:
                        continue

                    def setup(item: PieceItem, slot: Any = slot) -> None:
                        item.slot, item.pursuer, item.dead = slot, False, False
                        item.update()

                    at = corner + slot_rect(card, i).center()
                    out[("s", s, p * SLOTS + i)] = Spec(at, 30, piece, setup)
            chase = view.chase[s]
            for on in range(COLUMNS):
                strip = self.strips[(1 - s, on)]
                here = [(h, k) for h in range(COLUMNS) for k in range(chase[h * 4 + on])]
                for idx, (h, k) in enumerate(here):
                    def setup_p(item: PieceItem) -> None:
                        item.slot, item.pursuer, item.dead = None, True, False
                        item.update()

                    out[("p", s, h, on, k)] = Spec(strip.point(idx, len(here)), 35, piece, setup_p)
            for k in range(view.lost[s]):
                def setup_x(item: PieceItem) -> None:
                    item.slot, item.pursuer, item.dead = None, False, True
                    item.update()

                out[("x", s, k)] = Spec(self.panels[s].pile_point(k), 30 + k * 0.01, piece, setup_x)

    def _dice_specs(self, view: BarditusView, out: dict[Key, Spec]) -> None:
        ph = view.phase
        for s in (0, 1):
            colour = self.colours[s]

            def die(colour: QColor = colour) -> QGraphicsObject:
                return DieItem(colour)

            shown = self.book.show(view, s)
            tray = self.trays[s]
            kept = [i for i in range(len(shown.dice)) if i not in shown.skip]
            for n, i in enumerate(kept):
                value, mark = shown.dice[i]

                def setup(item: DieItem, value: int = value, mark: str = mark) -> None:
                    item.value, item.mark, item.source = value, mark, False
                    item.update()

                spawn = QPointF(tray.rect.left() - 20, tray.rect.top() + 20 + 14 * n)
                out[("t", s, shown.rid, i)] = Spec(tray.die_centre(n, len(kept)), 50 + n, die, setup,
                                                   tumble=True, spawn=spawn)
            if view.morale[s]:
                def setup_m(item: DieItem, s: int = s) -> None:
                    item.value, item.mark, item.source = view.morale[s], "morale", False
                    item.update()

                out[("mor", s)] = Spec(self.panels[s].morale_centre(), 50, die, setup_m)
        turn = view.turn
        if view.general >= 0 and ph not in ("build", "rolloff", "deploy", "over", "lead", "command",
                                               "general"):
            strip = self.strips[(turn, view.general)].rect

            def setup_c(item: DieItem) -> None:
                item.value, item.mark, item.source = view.command, "command", False
                item.update()

            colour = self.colours[turn]
            out[("cmd", turn)] = Spec(QPointF(strip.right() - 20, strip.center().y()), 55,
                                      lambda: DieItem(colour), setup_c, 0.8)

    def _reconcile(self, specs: dict[Key, Spec], animate: bool) -> None:
        """The view is the truth: an item per spec, reused by key so a piece moves rather than
        vanishing; a new one starts where the last events took it from."""
        self._stop_animation()
        old, self.things = self.things, {}
        targets: dict[QGraphicsObject, tuple[QPointF, float]] = {}
        tumbling: list[QGraphicsObject] = []
        order = sorted(specs, key=lambda k: 0 if str(k[0]) in ("f", "h", "m") else 1)
        for key in order:
            spec = specs[key]
            item = old.pop(key, None)
            if item is None:
                item = spec.make()
                self.addItem(item)
                start = self._origin.pop(key, None)
                if start is None and str(key[0]) == "s":
                    start = self._piece_start(key)
                if start is None and spec.tumble and animate:
                    start = spec.spawn
                    item.setRotation(300.0 + 47 * (len(tumbling) % 3))
                    tumbling.append(item)
                item.setPos(start if start is not None and animate else spec.pos)
                item.setScale(spec.scale)
            spec.setup(item)
            item.setZValue(spec.z)
            self.things[key] = item
            targets[item] = (spec.pos, spec.scale)
        for item in old.values():
            self.removeItem(item)
        self._origin = {}
        self._move(targets, animate)

    def _piece_start(self, key: Any) -> QPointF | None:
        """A piece that appears with its card (deployment) starts on the card, wherever it is."""
        _, seat, ref = key
        card = self.things.get(("f", seat, ref // SLOTS))
        if isinstance(card, ArmyCardItem):
            return card.mapToScene(card.slot_rect(ref % SLOTS).center())
        return None

    def _move(self, targets: dict[QGraphicsObject, tuple[QPointF, float]], animate: bool) -> None:
        # a piece the last move turned stands straight again
        if not animate:
            for item, (pos, scale) in targets.items():
                move_into_place(item, None, pos=pos, scale=scale, rotation=0.0)
            return
        group = QParallelAnimationGroup(self)
        for item, (pos, scale) in targets.items():
            move_into_place(item, group, pos=pos, scale=scale, rotation=0.0,
                            turn=("straighten", QEasingCurve.Type.OutCubic))
        self._group = group
        group.start()

    # the orders whose card the last move marks: the place each names (deploy F2, general 4 F2, …)
    _ORDERED = {"deploy": "a", "general": "b", "battle": "a", "rally": "a", "reserve": "a"}

    def last_move_items(self, events: Sequence[Event]) -> list[Any]:
        """The cards the other general deployed or gave orders to, and the pieces his move sent
        on (a retreat, a pursuit, a rally, the reserve), where they stand now."""
        keys: list[Key] = []
        for e in events:
            match e:
                case ActionPlayed(seat=seat, text=text):
                    try:
                        a = parse_action(text)
                    except NotationError:
                        continue  # a card taken into a hidden list: nothing on the table shows it
                    field = self._ORDERED.get(a.kind, "")
                    if field and getattr(a, field) >= 0:
                        keys.append(("f", seat, getattr(a, field)))
                case PieceMoved(seat=seat, to_pos=pos, to_slot=slot):
                    keys.append(("s", seat, pos * SLOTS + slot))
                case PursuerReturned(seat=seat, home=home, slot=slot):
                    keys.append(("s", seat, home * SLOTS + slot))
                case PursuerSent(seat=seat, home=home, on=on):
                    keys += [k for k in self.things if k[0] == "p" and k[1:4] == (seat, home, on)]
        return [self.things[k] for k in dict.fromkeys(keys) if k in self.things]

    # --- events: where things came from ----------------------------------------------------------
    def on_events(self, events: Sequence[Event]) -> None:
        for e in events:
            match e:
                case PieceMoved() | PursuerSent() | PursuerReturned() | PieceLost() | PursuerLost():
                    self._rekey(self._leaving_key(e), self._arriving_key(e))
                case CardMoved(card=card, src=src, dst=dst) if card:
                    self._deployed(card, src, dst)
                case ActionPlayed(seat=seat, text=text):
                    if text.startswith("general "):
                        self._general_dice(seat, int(text.split()[1]))
                    elif text.startswith("take ") and seat == self.me:
                        cid = text.split()[1]
                        muster = self.things.get(("m", cid))
                        k = sum(1 for key in self.things if key[0] == "h" and key[1] == cid)
                        if muster is not None:
                            self._origin[("h", cid, k)] = QPointF(muster.pos())

    def _leaving_key(self, e: PieceEvent) -> Key:
        """The item of the piece a piece event takes away from where it stood."""
        match e:
            case PursuerReturned(seat=seat, home=home, on=on) | PursuerLost(seat=seat, home=home, on=on):
                return self._pursuer_key(seat, home, on, True)
            case PursuerSent(seat=seat, home=home, slot=slot):
                return ("s", seat, home * SLOTS + slot)
            case PieceMoved(seat=seat, pos=pos, slot=slot) | PieceLost(seat=seat, pos=pos, slot=slot):
                return ("s", seat, pos * SLOTS + slot)

    def _arriving_key(self, e: PieceEvent) -> Key:
        """Where the piece of a piece event goes: a slot, a pursuit strip or the casualties."""
        match e:
            case PieceLost(seat=seat) | PursuerLost(seat=seat):
                return ("x", seat, sum(1 for k in self.things if k[0] == "x" and k[1] == seat))
            case PursuerSent(seat=seat, home=home, on=on):
                return self._pursuer_key(seat, home, on, False)
            case PursuerReturned(seat=seat, home=home, slot=slot):
                return ("s", seat, home * SLOTS + slot)
            case PieceMoved(seat=seat, to_pos=pos, to_slot=slot):
                return ("s", seat, pos * SLOTS + slot)

    def _pursuer_key(self, seat: int, home: int, on: int, leaving: bool) -> Key:
        ks = [k[4] for k in self.things if k[0] == "p" and k[1:4] == (seat, home, on)]
        if leaving:
            return ("p", seat, home, on, max(ks) if ks else 0)
        return ("p", seat, home, on, max(ks) + 1 if ks else 0)

    def _rekey(self, old: Key, new: Key) -> None:
        item = self.things.pop(old, None)
        if item is None:
            return
        clash = self.things.pop(new, None)
        if clash is not None:
            self.removeItem(clash)
        self.things[new] = item

    def _deployed(self, cid: str, src: str, dst: str) -> None:
        parts = dst.split(":")
        if len(parts) != 3 or parts[0] != "formation":
            return
        seat, pos = int(parts[1]), _place_of(parts[2])
        if ("h", cid, 0) in self.things:
            self._rekey(("h", cid, 0), ("f", seat, pos))
            k = 1
            while ("h", cid, k) in self.things:
                self._rekey(("h", cid, k), ("h", cid, k - 1))
                k += 1
        else:  # the enemy's card comes from his side of the table
            r = self.panels[seat].rect
            self._origin[("f", seat, pos)] = QPointF(r.center().x() - CARD_W / 2, r.top())

    def _general_dice(self, seat: int, value: int) -> None:
        """The chosen die goes to its card, the other kept die to the morale place."""
        rid = self.book.ids[seat]
        keys = sorted(k for k in self.things if k[0] == "t" and k[1] == seat and k[2] == rid)
        kept = [k for k in keys if cast(DieItem, self.things[k]).mark == "kept"] or keys
        chosen = next((k for k in kept if cast(DieItem, self.things[k]).value == value), None)
        if chosen is None:
            return
        rest = [k for k in kept if k != chosen]
        self._rekey(chosen, ("cmd", seat))
        used = {int(chosen[3])}
        if rest:
            self._rekey(rest[0], ("mor", seat))
            used.add(int(rest[0][3]))
        self.book.used[(seat, rid)] = used

    # --- the table in words (gui/access.py) -----------------------------------------------------------
    def focus_words(self) -> str:
        """What the keys chose: a card by its name and place, a piece by its rank, a die by its pips."""
        key, view = self.selected, self.view
        if key is None or not view or key not in self.things:
            return ""
        kind, item = key[0], self.things[key]
        if kind == "f":
            seat, pos = int(key[1]), int(key[2])
            card = view.card(seat, pos)
            name = card.name if card else translate("BarditusScene", "An empty place")
            where = {
                (True, True): translate("BarditusScene", "{name}, your front card in column {column}"),
                (True, False): translate("BarditusScene", "{name}, your rear card in column {column}"),
                (False, True): translate("BarditusScene",
                                         "{name}, the enemy's front card in column {column}"),
                (False, False): translate("BarditusScene",
                                          "{name}, the enemy's rear card in column {column}"),
            }[(seat == self.me, pos < COLUMNS)]
            return where.format(name=name, column=pos % COLUMNS + 1)
        if kind in ("s", "p"):
            return translate("BarditusScene", "Your piece: {place}").format(
                place=view_places(view, self.me).slot(self._ref_of(key)))
        if kind == "t" and isinstance(item, DieItem):
            showing = translate("BarditusScene", "Your die showing {value}").format(value=item.value)
            return showing + (", " + die_mark_words(item.mark) if item.mark else "")
        if kind in ("h", "m") and isinstance(item, ArmyCardItem):
            where = (translate("BarditusScene", "{card} ({points}), in your hand") if kind == "h"
                     else translate("BarditusScene", "{card} ({points}), in your army, to take"))
            return where.format(card=item.card.name, points=points_words(item.card.points))
        return ""

    def situation_words(self) -> list[str]:
        view, names = self.view, self.names()
        assert view is not None, "the table is told in words once a view is drawn"
        lines = [self.banner.title, self.banner.text, *self.info.text.splitlines()]
        if view.acol >= 0 and view.dcol >= 0 and view.phase in FIGHT_PHASES:
            # the fight by its cards' names (its title on the table names their places)
            a, d = view.card(view.atk, view.acol), view.card(1 - view.atk, view.dcol)
            lines.append(translate("BarditusScene", "{attacker} against {defender}: {fight}").format(
                attacker=a.name if a else translate("BarditusScene", "A card"),
                defender=d.name if d else translate("BarditusScene", "a card"), fight=self.fight.text))
        elif self.fight.title:
            lines.append(self.fight.title)
        for s in (0, 1):
            state = self.panels[s].state
            g = state.gauge
            morale = state.morale or translate("BarditusScene", "none")
            losses = translate("BarditusScene", ": {gauge}, {lost} destroyed, morale die {morale}").format(
                gauge=gauge_words(g), lost=state.lost, morale=morale) if g else ""
            lines += [f"{names[s]}, {state.army}{losses}", *state.lines]
            for line, places in ((translate("BarditusScene", "Front line: {cards}"), range(COLUMNS)),
                                 (translate("BarditusScene", "Rear line: {cards}"), range(COLUMNS,
                                                                                          POSITIONS))):
                cards = [self._place_words(view, s, p) for p in places]
                if any(cards):
                    empty = translate("BarditusScene", "empty")
                    lines.append(line.format(cards=", ".join(c or empty for c in cards)))
            if self.trays[s].caption:
                lines.append(f"{self.trays[s].title}: {self.trays[s].caption}")
        if view.hand and view.seat is not None:
            roster = army(view.options[f"army{self.me}"]).cards
            hand = [roster[c].name for c in view.hand if c in roster]
            lines.append(translate("BarditusScene",
                                   "Your cards in hand: {cards}").format(cards=", ".join(hand)))
        return lines

    @staticmethod
    def _place_words(view: BarditusView, seat: int, pos: int) -> str:
        """A card of a formation and the pieces on it ("" for an empty place)."""
        card = view.card(seat, pos)
        if card is None:
            return ""
        pieces = view.pieces(seat, pos)
        if not card.slots:
            return card.name
        return translate("BarditusScene", "{card} (%n piece(s))", None, pieces).format(card=card.name)

    # --- the player at the screen -------------------------------------------------------------------
    def my_hand(self) -> Sequence[Any]:
        return [item for key, item in self.things.items() if key[0] == "h"]

    def hover_at(self, point: QPointF) -> str:
        """Over a front card: what an order to it costs now and its orders this turn (the note
        beside the table says it); over an enemy card: what your dice need against it."""
        key = next((k for k, item in self.things.items()
                    if k[0] == "f" and isinstance(item, ArmyCardItem) and item.contains_scene(point)), None)
        view = self.view
        if not view or key is None or key[0] != "f":
            if self.note.title:
                self._set_note("", self._default_note(view) if view else "")
            return ""
        seat, pos = int(key[1]), int(key[2])
        card = view.card(seat, pos)
        if card is None:
            return ""
        if seat == view.turn and pos < COLUMNS:
            text = order_note(view, pos)
        elif pos < COLUMNS:
            shields = view.shields[seat][pos]
            text = translate("BarditusScene",
                             "%n piece(s) on shields: battle dice score on {need} against it.",
                             None, shields).format(need=need_text(view.battle_need[seat][pos]))
        else:
            text = card.text
        self._set_note(f"{card.name} ({'FR'[pos // COLUMNS]}{pos % COLUMNS + 1})", text)
        return text

