"""The Barditus table: two armies of cards facing across a band, unit pieces in their slots, each
player's dice tray and broken-test gauge, and drags, clicks and keys as intents.

The scene never changes the battle. It lays out what the seat at the screen may see (the match's
view): the player's army at the bottom, front line up, the enemy's at the top, front line down,
column c facing column c; pursuers wait on the strip of the enemy card they stand on. It moves
each item where the view says it lies, the last events telling it where a piece or a card came
from, and turns a drop, a click or a key into the Action it means; the match answers with a new
view, or a refusal (what was held flies home and the status bar says why).

What can be picked up: a card of the army list (build), a hand card (deploy), a kept command die
(onto a front card: the general), an own front card (onto the enemy card it attacks), and an own
piece (to a slot, onto the enemy card it pursues, or to the casualties). Every such move also has
a keyboard path: ← → choose what to move, ↑ ↓ where to, Enter plays.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, cast

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QGraphicsObject, QGraphicsSceneMouseEvent

from engine.games.barditus import describe_action
from engine.games.barditus.actions import PURSUER, SLOTS, Action
from engine.games.barditus.cards import ArmyCard, army
from engine.games.barditus.state import CHANCE_PHASES, COLUMNS, PHASE_TITLES, POSITIONS, BarditusState
from gui import anim
from gui.table.barditus_dice import TrayBook
from gui.table.barditus_items import (
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
from gui.table.barditus_layout import (
    ACROSS,
    ALONG,
    CARD_H,
    CARD_W,
    HAND_SCALE,
    MUSTER_SCALE,
    Geometry,
    army_title,
    card_of,
    gauge,
    list_words,
    need_words,
    order_note,
    ref_words,
    rules_of,
)
from gui.table.base import TableSceneBase, wins
from gui.table.items import ButtonItem, ZoneItem

Key = tuple[Any, ...]  # what an item is: ("f", seat, place), ("s", seat, slot ref), …
DROP_HELP = ("Drop on a lit place: a piece on a slot, the enemy card or your casualties; a die or a front "
             "card on a card (F1 tells more).")
PHASE_HINTS = {
    "build": "Click a card of your army (or drag it onto your list) to take it; List complete (D) when done.",
    "deploy": "Drag a card of your hand onto an empty place: front cards to the front line, the rest behind.",
    "lead": "Lead at the front (L): keep the two highest dice, but two equal high dice lose the general; "
            "or Hold back (H).",
    "general": "Drag a kept die onto one of your front cards: it becomes the command die there, the other "
               "your morale.",
    "orders": "Double-click a front card (or click it, Enter) to attack the card opposite; drag it onto a "
              "diagonal card to flank; Rally and Reserve buttons; End orders (E).",
    "hits": "Take each hit: drag a piece of the struck card to an empty open slot behind it (retreat), or "
            "onto your casualties.",
    "pursue": "A six: drag a sword piece of the attacking card onto the beaten enemy card.",
    "lose": "The enemy pursues out of the card your pursuers stand on: drag one of them to your casualties.",
    "regroup": "Rallied: drag each lit piece back to an empty filled slot of its front card.",
    "reserve": "Drag the reserve's pieces up to empty filled slots of the front card, then Done (D).",
}
HELP_ROWS: list[tuple[str, str]] = [
    ("Drag", "a piece to a lit slot, the enemy card (pursuit) or your casualties"),
    ("", "a kept command die onto a front card: the general stands there"),
    ("", "a front card onto the enemy card opposite or diagonal: battle"),
    ("", "a hand card onto an empty place (deploy) · an army card onto your list"),
    ("Click, click", "a piece, die or card, then a lit place"),
    ("Double-click", "a front card: battle the card opposite"),
    ("Hover", "a front card: what an order costs now, orders used"),
    ("← → Home", "choose what to move (the dashed ring)"),
    ("↑ ↓ Space", "where it goes: the choices in turn"),
    ("B R V G", "battle · rally · reserve · command die (again: the next)"),
    ("L / H", "lead at the front / hold the general back"),
    ("E / D", "end the orders / done (list complete, reserve)"),
    ("1-9", "choose an action from the numbered list"),
    ("Enter / Esc", "play the chosen action / cancel it"),
]
BUTTON_WORDS = {"lead": "Lead at the front (L)", "hold": "Hold back (H)", "end": "End orders (E)"}
BUTTON_ORDER = ("lead", "hold", "battle", "rally", "reserve", "end", "done")
LETTERS: dict[Qt.Key, tuple[str, ...]] = {
    Qt.Key.Key_B: ("battle",), Qt.Key.Key_R: ("rally",), Qt.Key.Key_V: ("reserve",),
    Qt.Key.Key_G: ("general",), Qt.Key.Key_L: ("lead",), Qt.Key.Key_H: ("hold",),
    Qt.Key.Key_E: ("end",), Qt.Key.Key_D: ("done",), Qt.Key.Key_T: ("take",),
}
PIECE_MOVES = ("retreat", "destroy", "pursue", "lose", "return", "bring")


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


def _sentence(words: str) -> str:
    """Words as the start of a sentence (str.capitalize would lower "F1.2")."""
    return words[:1].upper() + words[1:]


def _place_of(word: str) -> int:
    """"F2" -> 1, "R3" -> 6."""
    return "FR".index(word[0]) * COLUMNS + int(word[1]) - 1


class BarditusScene(TableSceneBase[Action]):
    FELT = ((0, "#3d3b24"), (0.5, "#4b4628"), (1, "#2e2b19"))
    DROP_HELP = DROP_HELP
    CHOOSE_FIRST = "Choose first: ← → picks a piece, die or card, ↑ ↓ where it goes (F1 lists the keys)."
    HANDOVER_TEXT = (
        "Pass the screen. Your army list and the cards you have not deployed stay hidden until you "
        "are ready.\n\nPress Enter or click to continue."
    )

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.geo: Geometry = ACROSS
        self.things: dict[Key, QGraphicsObject] = {}  # cards, pieces and dice by what they are
        self.rules: BarditusState | None = None
        self.colours = army_colours(("roman", "gallic"))
        self.selected: Key | None = None  # the piece, die or card the keys or a click chose
        self._held: Key | None = None
        self._dragging = False
        self._home = QPointF()
        self._origin: dict[Key, QPointF] = {}  # where a new item comes from (the last events)
        self.book = TrayBook()  # which roll each tray shows and what its dice needed
        self.buttons: list[ButtonItem] = []
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
        self.list_zone = ZoneItem(QRectF(), "Your list: click or drop the cards you take")
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
        rect = self.geo.rect()
        self.setSceneRect(rect)
        self.overlay.prepareGeometryChange()
        self.overlay.rect = rect
        self.overlay.veil = rect.adjusted(-rect.width(), -rect.height(), rect.width(), rect.height())
        self.overlay.update()
        self._place_furniture()
        if self.view:
            self._draw(self.view, animate=False)

    def _own(self, seat: int) -> bool:
        return seat == self.me

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
        self.list_zone.rect = QRectF(cx - span / 2 - 8, top - 8, span + 16, CARD_H * HAND_SCALE + 38)

    # --- drawing a view ---------------------------------------------------------------------------
    def reset(self, view: dict[str, Any]) -> None:
        """Redraw from scratch (new game, undo, resume, hand-over): no animation."""
        self._stop_animation()
        for item in self.things.values():
            self.removeItem(item)
        self.things = {}
        self._origin = {}
        self.selected = None
        self.focus_index = 0
        self.overlay.setVisible(False)
        self.set_preview(None)
        self._draw(view, animate=False)

    def on_view(self, view: dict[str, Any]) -> None:
        self._draw(view, animate=anim.speed() > 0)

    def on_state(self, name: str) -> None:
        if self.view:  # what the player may do changed: the buttons and places lit for it
            self._draw(self.view, animate=anim.speed() > 0)
        super().on_state(name)

    def _draw(self, view: dict[str, Any], animate: bool) -> None:
        self.view = view
        if view.get("seat") is not None:
            self.me = view["seat"]
        self.rules = rules_of(view)
        opts = view["options"]
        self.colours = army_colours((opts["army0"], opts["army1"]))
        self.book.note_roll(view, self.rules)
        self._place_furniture()
        self._show(view)
        self._reconcile(self._specs(view), animate)
        self._show_focus()

    def _relayout(self, animate: bool) -> None:
        if self.view:
            self._reconcile(self._specs(self.view), animate)
            self._show_focus()

    # --- the words and furniture of a view ---------------------------------------------------------
    def _show(self, view: dict[str, Any]) -> None:
        self._show_panels(view)
        self._show_trays(view)
        self._show_texts(view)
        self._show_fight(view)
        self._show_buttons()
        standing = view["phase"] not in ("build", "rolloff")
        for (s, p), spot in self.spots.items():
            spot.setVisible(not view["cards"][s][p] and standing)
            spot.lit = spot.picked = False
            spot.update()
        for (s, c), strip in self.strips.items():
            strip.setVisible(bool(view["cards"][s][c]) and standing)
        building = view["phase"] == "build" and view.get("seat") is not None
        self.list_zone.setVisible(building)
        self.list_zone.lit = False
        self.list_zone.update()

    def _show_panels(self, view: dict[str, Any]) -> None:
        assert self.rules is not None
        names = self.names()
        ph = view["phase"]
        for s in (0, 1):
            lines: list[str] = []
            g = None
            if ph == "build":
                if self._own(s) and view.get("seat") is not None:
                    lines.append("Your list: " + list_words(view, s, view["hand"]))
                    lines.append("Your cards stay hidden until deployed.")
                elif ph == "build" and view["to_move"] < s:
                    lines.append("Waits to build a secret list.")
                elif view["to_move"] == s:
                    lines.append("Building a secret list…")
                else:
                    lines.append(f"List ready: {view['hand_sizes'][s]} cards, hidden until deployed.")
            elif ph == "rolloff":
                lines.append(f"List ready: {view['hand_sizes'][s]} cards.")
            elif ph == "deploy":
                placed = sum(1 for c in view["cards"][s] if c)
                lines.append(f"{placed} of 8 places filled · {view['hand_sizes'][s]} cards in hand")
                lines.append("Rear cards beyond four stay out of the battle.")
            else:
                g = gauge(view, self.rules, s)
                if view["general_lost"][s]:
                    lines.append("General lost: keeps the two lowest command dice.")
                elif view["leading"] and view["turn"] == s and ph not in ("deploy", "over"):
                    lines.append("The general leads at the front this turn.")
            to_act = ph != "over" and ph not in CHANCE_PHASES and view["to_move"] == s
            self.panels[s].state = PanelState(
                name=names[s], army=army_title(view, s), seat=s, to_act=to_act, gauge=g,
                lines=tuple(lines[:2]), morale=view["morale"][s], lost=view["lost"][s])
            self.panels[s].colour = self.colours[s]
            self.panels[s].lit_pile = self.panels[s].picked_pile = False
            self.panels[s].update()

    def _show_texts(self, view: dict[str, Any]) -> None:
        names = self.names()
        ph = view["phase"]
        if ph == "over":
            winner = view["winner"]
            self.banner.title = "The battle is over"
            self.banner.text = "A drawn battle" if winner is None else \
                f"{wins(names[winner])} ({view['reason']})"
        else:
            self.banner.title = PHASE_TITLES[ph].split(":")[0] if ph in CHANCE_PHASES else PHASE_TITLES[ph]
            who = names[view["to_move"]]
            if ph in CHANCE_PHASES:
                sub = "The dice are rolling…"
            else:
                sub = f"{who} to act" if who != "You" else "Your move"
            if ph in ("orders", "battle", "evade", "hits", "pursue", "lose", "rally", "regroup", "reserve") \
                    and view["general"] >= 0:
                left = view["command"]
                whose = "" if view["turn"] == self.me else f"{names[view['turn']]}: "
                sub += f" · {whose}{left} command point{'s' if left != 1 else ''} left"
            self.banner.text = sub
        self.banner.update()
        info = ""
        if ph == "deploy":
            info = f"Deployment, one card each in turn.\n{names[view['first']]} won the roll-off: deploys " \
                   f"first, moves first."
        elif ph != "build" and view["first"] >= 0:
            turns = view["options"]["turns"]
            info = f"Round {max(view['round'], 1)} of {turns}"
            whose = names[view["turn"]]
            info += " · your turn" if whose == "You" else f" · {whose}'s turn"
            info += f"\n{names[view['first']]} won the roll-off and moved first."
        elif ph == "rolloff":
            info = "Both roll a die: the higher deploys first and moves first."
        elif ph == "build":
            info = "Each army builds its list in turn, unseen: the cards show only as they are deployed."
        self.info.title = "Barditus"
        self.info.text = info
        self.info.update()
        if not self.note.title:
            self._set_note("", self._default_note(view))

    def _default_note(self, view: dict[str, Any]) -> str:
        if view["phase"] == "orders" and view["turn"] == self.me:
            return "Hover a front card: what an order to it costs now, and its orders this turn (0/2)."
        if view["phase"] == "build":
            return "Each card shows its points (the disc) and its slots: swords roll battle dice, shields " \
                   "turn them away and steady the army; D slots are disorder."
        return "Hover a card to read it: swords roll dice, shields turn them away and steady the army, " \
               "D is disorder; dashed slots start empty."

    def _set_note(self, title: str, text: str) -> None:
        self.note.title, self.note.text = title, text
        self.note.update()

    def _edge(self, seat: int, col: int) -> QPointF:
        """The middle of a front card's edge that faces the band."""
        own = self._own(seat)
        return self.geo.card_pos(own, col) + QPointF(CARD_W / 2, 0 if own else CARD_H)

    def _show_fight(self, view: dict[str, Any]) -> None:
        ph = view["phase"]
        names = self.names()
        self.fight_arrow.setVisible(False)
        title = text = ""
        if view["acol"] >= 0 and view["dcol"] >= 0 and ph in ("battle", "evade", "hits", "pursue", "lose"):
            atk, acol, dcol = view["atk"], view["acol"], view["dcol"]
            a, d = card_of(view, atk, acol), card_of(view, 1 - atk, dcol)
            kind = "counter-attacks" if view["counter"] else "flanks" if view["flank"] else "attacks"
            title = f"{a.name if a else '?'} {kind} {d.name if d else '?'}"
            parts = [f"{names[atk]}: F{acol + 1} against F{dcol + 1}"]
            if view["hits"]:
                parts.append(f"{view['hits']} hit{'s' if view['hits'] != 1 else ''} to take")
            if view["sixes"]:
                parts.append(f"{view['sixes']} six{'es' if view['sixes'] != 1 else ''} to pursue")
            text = " · ".join(parts)
            self.fight_arrow.set_ends(self._edge(atk, acol), self._edge(1 - atk, dcol))
            self.fight_arrow.setVisible(True)
        elif ph in ("rally", "regroup", "reserve") and view["acol"] >= 0:
            c = card_of(view, view["turn"], view["acol"])
            title = f"{'Reserve of' if ph == 'reserve' else 'Rally of'} {c.name if c else '?'}"
            if ph == "regroup":
                back = ", ".join(ref_words(r) for r in view["rallied"])
                text = f"{len(view['rallied'])} piece(s) may go back: {back}"
        self.fight.title, self.fight.text = title, text
        self.fight.update()

    # --- the dice trays ---------------------------------------------------------------------------
    def _show_trays(self, view: dict[str, Any]) -> None:
        names = self.names()
        for s in (0, 1):
            t = self.trays[s]
            assert self.rules is not None
            shown = self.book.show(view, self.rules, s)
            t.title = "Your dice" if names[s] == "You" else f"{names[s]}'s dice"
            t.caption = shown.caption
            t.colour = self.colours[s]
            ph = view["phase"]
            t.active = (ph in CHANCE_PHASES and (view["to_move"] == s or ph == "rolloff")) or \
                (ph == "general" and view["turn"] == s)
            t.update()

    # --- where every card, piece and die lies ---------------------------------------------------------
    def _specs(self, view: dict[str, Any]) -> dict[Key, Spec]:
        out: dict[Key, Spec] = {}
        self._card_specs(view, out)
        self._piece_specs(view, out)
        self._dice_specs(view, out)
        return out

    def _army_card(self, seat: int, cid: str) -> ArmyCard:
        return army(self.view["options"][f"army{seat}"]).cards[cid]

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

    def _card_specs(self, view: dict[str, Any], out: dict[Key, Spec]) -> None:
        g = self.geo
        mine_to_order = view["phase"] == "orders" and view["turn"] == self.me and self.my_turn()
        fight = view["phase"] in ("battle", "evade", "hits", "pursue", "lose")
        for s in (0, 1):
            for p in range(POSITIONS):
                cid = view["cards"][s][p]
                if not cid:
                    continue
                card = self._army_card(s, cid)

                def setup(item: ArmyCardItem, s: int = s, p: int = p, card: ArmyCard = card) -> None:
                    item.pos_index = p
                    if p < COLUMNS and s == view["turn"] and view["general"] >= 0 and card.front \
                            and view["phase"] != "over":
                        used = view["orders"][p]
                        if mine_to_order or s != self.me:
                            cost = self.rules.cost(p) if self.rules and used < 2 else 0
                            item.badge = f"order {used}/2 · costs {cost}" if used < 2 else "orders 2/2: done"
                    if fight and p < COLUMNS:
                        if s == view["atk"] and p == view["acol"]:
                            item.mark = "Counter-attacks" if view["counter"] else "Attacks"
                        elif s != view["atk"] and p == view["dcol"]:
                            item.mark = "Struck" if view["hits"] else "Target"
                    self._tooltip(item, s, p)

                corner = g.card_pos(self._own(s), p)
                out[("f", s, p)] = self._card_spec(s, card, "formation", corner, 10, 1.0, setup)
        if view.get("seat") is None:
            return
        me = self.me
        # after deployment the rear cards left over are out of the battle, never shown
        hand = list(view["hand"]) if view["phase"] in ("build", "rolloff", "deploy") else []
        cx, top, span = g.hand
        w = CARD_W * HAND_SCALE
        n = len(hand)
        step = w + 10 if n < 2 else min(w + 10, (span - w) / (n - 1))
        x0 = cx - ((n - 1) * step + w) / 2
        seen: dict[str, int] = {}
        takes = {a.name for a in self.legal() if a.kind == "take"}
        for i, cid in enumerate(hand):
            k = seen.get(cid, 0)
            seen[cid] = k + 1
            card = self._army_card(me, cid)
            out[("h", cid, k)] = self._card_spec(me, card, "hand", QPointF(x0 + i * step, top), 300 + i,
                                                HAND_SCALE, lambda item: None)
        if view["phase"] == "build" and not (me == 0 and view["to_move"] == 1):
            ar = army(view["options"][f"army{me}"])
            rows = g.muster_rows()
            for line, y in zip(("front", "rear"), rows, strict=True):
                cards = ar.line(line)
                w = CARD_W * MUSTER_SCALE
                gap = 10.0
                x = g.centre_x() - (len(cards) * (w + gap) - gap) / 2
                for card in cards:
                    left = card.copies - hand.count(card.id)

                    def setup_m(item: ArmyCardItem, card: ArmyCard = card, left: int = left) -> None:
                        item.count = f"{left} of {card.copies} left"
                        item.dim = card.id not in takes
                        item.source = card.id in takes

                    out[("m", card.id)] = self._card_spec(me, card, "muster", QPointF(x, y), 20, MUSTER_SCALE,
                                                          setup_m)
                    x += w + gap

    def _tooltip(self, item: ArmyCardItem, s: int, p: int) -> None:
        if p < COLUMNS and self.rules is not None and self.view["general"] >= 0 and s == self.view["turn"]:
            item.setToolTip(order_note(self.view, self.rules, p))
        else:
            item.setToolTip(f"{item.card.name}: {item.card.text}")

    def _piece_specs(self, view: dict[str, Any], out: dict[Key, Spec]) -> None:
        g = self.geo
        for s in (0, 1):
            colour = self.colours[s]

            def piece(seat: int = s, colour: QColor = colour) -> QGraphicsObject:
                return PieceItem(seat, colour)

            board = view["board"][s]
            for p in range(POSITIONS):
                card = card_of(view, s, p)
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
            chase = view["chase"][s]
            for on in range(COLUMNS):
                strip = self.strips[(1 - s, on)]
                here = [(h, k) for h in range(COLUMNS) for k in range(chase[h * 4 + on])]
                for idx, (h, k) in enumerate(here):
                    def setup_p(item: PieceItem) -> None:
                        item.slot, item.pursuer, item.dead = None, True, False
                        item.update()

                    out[("p", s, h, on, k)] = Spec(strip.point(idx, len(here)), 35, piece, setup_p)
            for k in range(view["lost"][s]):
                def setup_x(item: PieceItem) -> None:
                    item.slot, item.pursuer, item.dead = None, False, True
                    item.update()

                out[("x", s, k)] = Spec(self.panels[s].pile_point(k), 30 + k * 0.01, piece, setup_x)

    def _dice_specs(self, view: dict[str, Any], out: dict[Key, Spec]) -> None:
        ph = view["phase"]
        for s in (0, 1):
            colour = self.colours[s]

            def die(colour: QColor = colour) -> QGraphicsObject:
                return DieItem(colour)

            assert self.rules is not None
            shown = self.book.show(view, self.rules, s)
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
            if view["morale"][s]:
                def setup_m(item: DieItem, s: int = s) -> None:
                    item.value, item.mark, item.source = self.view["morale"][s], "morale", False
                    item.update()

                out[("mor", s)] = Spec(self.panels[s].morale_centre(), 50, die, setup_m)
        turn = view["turn"]
        if view["general"] >= 0 and ph not in ("build", "rolloff", "deploy", "over", "lead", "command",
                                               "general"):
            strip = self.strips[(turn, view["general"])].rect

            def setup_c(item: DieItem) -> None:
                item.value, item.mark, item.source = self.view["command"], "command", False
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
        if not animate:
            for item, (pos, scale) in targets.items():
                item.setPos(pos)
                item.setScale(scale)
                item.setRotation(0)
            return
        group = QParallelAnimationGroup(self)
        for item, (pos, scale) in targets.items():
            if (item.pos() - pos).manhattanLength() >= 0.5:
                a = QPropertyAnimation(item, b"pos")
                a.setDuration(anim.duration("card"))
                a.setEndValue(pos)
                a.setEasingCurve(QEasingCurve.Type.OutCubic)
                group.addAnimation(a)
            if abs(item.scale() - scale) > 0.005:
                a = QPropertyAnimation(item, b"scale")
                a.setDuration(anim.duration("card"))
                a.setEndValue(scale)
                group.addAnimation(a)
            if item.rotation():
                a = QPropertyAnimation(item, b"rotation")
                a.setDuration(anim.duration("figure") * 2)
                a.setEndValue(0.0)
                a.setEasingCurve(QEasingCurve.Type.OutCubic)
                group.addAnimation(a)
        self._group = group
        group.start()

    # --- events: where things came from ----------------------------------------------------------
    def on_events(self, events: list[dict[str, Any]]) -> None:
        for e in events:
            kind = e["event"]
            if kind == "figure_moved":
                self._move_piece(e["seat"], e["src"], e["dst"])
            elif kind == "card_moved" and e["card"]:
                self._deployed(e["card"], e["src"], e["dst"])
            elif kind == "action":
                text = str(e["text"])
                if text.startswith("general "):
                    self._general_dice(e["seat"], int(text.split()[1]))
                elif text.startswith("take ") and e["seat"] == self.me:
                    cid = text.split()[1]
                    muster = self.things.get(("m", cid))
                    k = sum(1 for key in self.things if key[0] == "h" and key[1] == cid)
                    if muster is not None:
                        self._origin[("h", cid, k)] = QPointF(muster.pos())

    def _ref_key(self, seat: int, ref: int, leaving: bool) -> Key:
        if ref < 0:
            return ("x", seat, sum(1 for k in self.things if k[0] == "x" and k[1] == seat))
        if ref >= PURSUER:
            home, on = divmod(ref - PURSUER, 4)
            ks = [k[4] for k in self.things if k[0] == "p" and k[1:4] == (seat, home, on)]
            if leaving:
                return ("p", seat, home, on, max(ks) if ks else 0)
            return ("p", seat, home, on, max(ks) + 1 if ks else 0)
        return ("s", seat, ref)

    def _rekey(self, old: Key, new: Key) -> None:
        item = self.things.pop(old, None)
        if item is None:
            return
        clash = self.things.pop(new, None)
        if clash is not None:
            self.removeItem(clash)
        self.things[new] = item

    def _move_piece(self, seat: int, src: int, dst: int) -> None:
        self._rekey(self._ref_key(seat, src, True), self._ref_key(seat, dst, False))

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

    def on_game_over(self, winner: int | None) -> None:
        names = self.names()
        view = self.view
        reason = view.get("reason", "")
        title = "A drawn battle" if winner is None else f"{wins(names[winner])} the battle"
        text = ""
        if view and self.rules is not None:
            if reason == "broken" and winner is not None:
                g = gauge(view, self.rules, 1 - winner)
                text = (f"The {army_title(view, 1 - winner)} broke: {g.losses} losses ({g.destroyed} "
                        f"destroyed, {g.disordered} disordered) against {g.steady} steady ({g.shields} on "
                        f"shields, morale die {g.morale}).")
            elif reason == "time":
                m = [gauge(view, self.rules, s).margin for s in (0, 1)]
                text = (f"After {view['options']['turns']} rounds neither army broke; the one further from "
                        f"breaking wins (margins {m[0]:+d} and {m[1]:+d}).")
        self._veil(title, (text + "\n\n" if text else "")
                   + "Game ▸ New game (Ctrl+N) for another battle, or Game ▸ Practice history.")
        self.message.emit(f"{title}.")

    # --- the player at the screen -------------------------------------------------------------------
    def my_hand(self) -> Sequence[Any]:
        return [item for key, item in self.things.items() if key[0] == "h"]

    def describe(self, action: Action) -> str:
        return describe_action(action)

    def help_page(self) -> tuple[str, list[tuple[str, str]]]:
        return "Keys and drops", list(HELP_ROWS)

    def _awaiting_human(self) -> None:
        if not self.help_showing:
            self.overlay.setVisible(False)
        hint = PHASE_HINTS.get(self.view.get("phase", ""), "")
        self.message.emit(f"Your move: {hint}" if hint else "Your move.")

    # --- what an action moves, and where to ----------------------------------------------------------
    def source_of(self, a: Action) -> Key | None:
        """The item an action picks up (None: a button's action)."""
        k = a.kind
        if k == "take":
            return ("m", a.name)
        if k == "deploy":
            return ("h", a.name, 0)
        if k == "general":
            return self._die_key(a.a)
        if k in ("battle", "rally", "reserve"):
            return ("f", self.me, a.a)
        if k in PIECE_MOVES:
            return self._piece_key(a.a)
        return None

    def _piece_key(self, ref: int) -> Key:
        if ref >= PURSUER:
            home, on = divmod(ref - PURSUER, 4)
            return ("p", self.me, home, on, 0)
        return ("s", self.me, ref)

    def _die_key(self, value: int) -> Key | None:
        rid = self.book.ids[self.me]
        for i in range(3):
            item = self.things.get(("t", self.me, rid, i))
            if isinstance(item, DieItem) and item.value == value and item.mark == "kept":
                return ("t", self.me, rid, i)
        return None

    def target_of(self, a: Action) -> Key | None:
        """Where an action puts what it picks up (None: no place, as a rally)."""
        k, me = a.kind, self.me
        if k == "take":
            return ("list",)
        if k == "deploy":
            return ("spot", a.a)
        if k == "general":
            return ("card", me, a.b)
        if k == "battle":
            return ("card", 1 - me, a.b if a.b >= 0 else a.a)
        if k in ("retreat", "return", "bring"):
            return ("slot", a.b)
        if k in ("destroy", "lose"):
            return ("pile",)
        if k == "pursue":
            return ("card", 1 - me, self.view["dcol"])
        return None

    def centre_of(self, key: Key) -> QPointF:
        """The middle of an item on the table (where a press picks it up)."""
        item = self.things[key]
        if isinstance(item, ArmyCardItem):
            return item.mapToScene(QPointF(item.W / 2, item.H / 2))
        return item.scenePos()

    def drop_point(self, a: Action) -> QPointF | None:
        """Where a drop of `a`'s piece, die or card plays `a` (None: a button's action)."""
        target = self.target_of(a)
        if target is None:
            return None
        kind, me = target[0], self.me
        if kind == "slot":
            card = self.things.get(("f", me, int(target[1]) // SLOTS))
            return card.slot_centre(int(target[1]) % SLOTS) if isinstance(card, ArmyCardItem) else None
        if kind == "card":
            return self._place_rect(self._own(int(target[1])), int(target[2])).center()
        if kind == "pile":
            return self.panels[me].pile_rect().center()
        if kind == "spot":
            return self._place_rect(True, int(target[1])).center()
        return self.list_zone.rect.center()

    def actions_of(self, key: Key) -> list[Action]:
        return [a for a in self.legal() if self.source_of(a) == key]

    def sources(self) -> list[Key]:
        """What the player may pick up now, top to bottom and left to right (the keys' order)."""
        keys = {k for a in self.legal() if (k := self.source_of(a)) is not None and k in self.things}

        def where(k: Key) -> tuple[float, float]:
            p = self.things[k].scenePos()
            return (round(p.y() / 40), p.x())

        return sorted(keys, key=where)

    def _holdable(self, key: Key) -> bool:
        """A press on it picks it up: the player's own pieces, front cards, dice and hand cards in
        his turn, even those that cannot move now (a drop then says why)."""
        if not self.my_turn() or key not in self.things:
            return False
        kind = key[0]
        me = self.me
        if kind in ("s", "p", "f"):
            if key[1] != me:
                return False
            return kind != "f" or int(key[2]) < COLUMNS
        if kind == "t":
            return bool(key[1] == me and self.view["phase"] == "general")
        return kind in ("h", "m")

    def _ref_of(self, key: Key) -> int:
        if key[0] == "p":
            _, _, home, on, _ = key
            return int(PURSUER + home * 4 + on)
        return int(key[2])

    def target_at(self, point: QPointF, held: Key) -> Key | None:
        """The place under `point` that what is held could go to (legal or not)."""
        kind, me, enemy = held[0], self.me, 1 - self.me
        if kind in ("s", "p"):
            for p in range(POSITIONS):
                card = self.things.get(("f", me, p))
                if isinstance(card, ArmyCardItem) and card.contains_scene(point):
                    i = card.slot_at(point)
                    return ("slot", p * SLOTS + i) if i is not None else None
            if self.panels[me].pile_rect().contains(point):
                return ("pile",)
            return self._front_at(point, enemy)
        if kind == "t":
            return self._front_at(point, me)
        if kind == "f":
            return self._front_at(point, enemy)
        if kind == "h":
            for p in range(POSITIONS):
                if self._place_rect(True, p).contains(point):
                    return ("spot", p)
            return None
        if kind == "m":
            return ("list",) if self.list_zone.rect.contains(point) else None
        return None

    def _place_rect(self, own: bool, pos: int) -> QRectF:
        corner = self.geo.card_pos(own, pos)
        return QRectF(corner.x(), corner.y(), CARD_W, CARD_H)

    def _front_at(self, point: QPointF, seat: int) -> Key | None:
        for c in range(COLUMNS):
            if self._place_rect(self._own(seat), c).contains(point) or \
                    self.strips[(seat, c)].rect.contains(point):
                return ("card", seat, c)
        return None

    def intended(self, held: Key, target: Key | None) -> Action | str | None:
        """The action a drop of `held` on `target` means, legal or not; or why it means none."""
        if target is None:
            return self._drop_help(held)
        fits = [a for a in self.actions_of(held) if self.target_of(a) == target]
        if fits:
            return fits[0]
        return self._guess(held, target)

    def _drop_help(self, held: Key) -> str:
        kind = held[0]
        return {
            "s": "Drop a piece on a lit slot, on the enemy card it pursues, or on your casualties.",
            "p": "Drop a pursuer on a lit slot of its home card (rally) or on your casualties.",
            "f": "Drop a front card on the enemy card opposite to battle it (diagonal: a flank attack).",
            "t": "Drop the die on one of your front cards: the general stands there.",
            "h": "Drop the card on an empty place of your formation: front cards in front, rear behind.",
            "m": "Drop the card on your list at the bottom, or just click it.",
        }.get(kind, DROP_HELP)

    def _guess(self, held: Key, target: Key) -> Action | str:
        """What a drop most likely meant, so the rules can say why it is not legal now."""
        kind, ph = held[0], self.view.get("phase", "")
        if kind in ("s", "p"):
            src = self._ref_of(held)
            if target[0] == "slot":
                verb = {"regroup": "return", "reserve": "bring"}.get(ph, "retreat")
                return Action(verb, src, int(target[1]))
            if target[0] == "pile":
                return Action("lose" if ph == "lose" and src >= PURSUER else "destroy", src)
            return Action("pursue", src)
        if kind == "t":
            item = self.things.get(held)
            if isinstance(item, DieItem) and item.mark == "dropped":
                return f"The {item.value} was dropped: the general takes one of the kept dice (gold rings)."
            return Action("general", item.value if isinstance(item, DieItem) else 1, int(target[2]))
        if kind == "f":
            col, t = int(held[2]), int(target[2])
            return Action("battle", col, t if t != col else -1)
        if kind == "h":
            return Action("deploy", int(target[1]), name=str(held[1]))
        if kind == "m":
            return Action("take", name=str(held[1]))
        return DROP_HELP

    # --- lighting what the held or chosen thing may do ------------------------------------------------
    def _light(self, key: Key | None) -> None:
        """Light the places the item `key` may go to, and the one the chosen action names."""
        for item in self.things.values():
            if isinstance(item, ArmyCardItem):
                item.lit = item.picked = False
                item.lit_slots, item.pick = set(), None
                item.update()
        for spot in self.spots.values():
            spot.lit = spot.picked = False
            spot.update()
        for strip in self.strips.values():
            strip.lit = False
            strip.update()
        for panel in self.panels:
            panel.lit_pile = panel.picked_pile = False
            panel.update()
        self.list_zone.lit = False
        self.list_zone.update()
        if key is None:
            return
        for a in self.actions_of(key):
            self._mark_target(self.target_of(a), picked=a == self.preview)

    def _mark_target(self, target: Key | None, picked: bool) -> None:
        if target is None:
            return
        me = self.me
        kind = target[0]
        if kind == "slot":
            card = self.things.get(("f", me, int(target[1]) // SLOTS))
            if isinstance(card, ArmyCardItem):
                card.lit_slots.add(int(target[1]) % SLOTS)
                if picked:
                    card.pick = int(target[1]) % SLOTS
                card.update()
        elif kind == "card":
            card = self.things.get(("f", int(target[1]), int(target[2])))
            if isinstance(card, ArmyCardItem):
                card.lit = True
                card.picked = card.picked or picked
                card.update()
        elif kind == "pile":
            self.panels[me].lit_pile = True
            self.panels[me].picked_pile = self.panels[me].picked_pile or picked
            self.panels[me].update()
        elif kind == "spot":
            spot = self.spots[(me, int(target[1]))]
            spot.lit = True
            spot.picked = spot.picked or picked
            spot.update()
        elif kind == "list":
            self.list_zone.lit = True
            self.list_zone.update()

    def _show_focus(self) -> None:
        """The sources' rings, the chosen one's ring and where it may go."""
        mine = self.my_turn()
        sources = set(self.sources()) if mine else set()
        if self.selected is not None and self.selected not in sources and not self._dragging:
            self.selected = None
        for key, item in self.things.items():
            if isinstance(item, ArmyCardItem | PieceItem | DieItem):
                item.source = key in sources or (isinstance(item, ArmyCardItem) and item.zone == "muster"
                                                  and item.source)
                item.selected = key == self.selected and mine
                item.focused = key == self.selected and mine
                item.update()
        self._light(self._held if self._dragging else self.selected)

    # --- mouse ------------------------------------------------------------------------------------------
    def _key_at(self, point: QPointF) -> Key | None:
        """The card, piece or die under `point`: the topmost that can move now (a piece on a card
        that is being ordered lets the card be picked up), else the topmost."""
        hits = sorted(((item.zValue(), key) for key, item in self.things.items()
                       if hasattr(item, "contains_scene") and item.contains_scene(point)), reverse=True)
        if not hits:
            return None
        movable = set(self.sources()) if self.my_turn() else set()
        return next((key for _, key in hits if key in movable), hits[0][1])

    def _button_at(self, point: QPointF) -> ButtonItem | None:
        for b in self.buttons:
            if b.isVisible() and b.sceneBoundingRect().contains(point):
                return b
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_on_veil():
            return
        point = event.scenePos()
        button = self._button_at(point)
        if button is not None:
            self.try_play(cast("Action | None", button.action))
            return
        if self.selected is not None and self.my_turn():  # a click on a lit place for the chosen thing
            target = self.target_at(point, self.selected)
            fits = [a for a in self.actions_of(self.selected) if self.target_of(a) == target]
            if fits:
                self.try_play(fits[0])
                return
        key = self._key_at(point)
        if key is not None and self._holdable(key):
            self._press, self._held, self._home = point, key, QPointF(self.things[key].pos())
            return
        if self.selected is not None and self.my_turn():  # a click on another place: why not
            target = self.target_at(point, self.selected)
            if target is not None:
                self.try_play(self.intended(self.selected, target))
                return
        if self.selected is not None:
            self.selected = None
            self.set_preview(None)
            self._show_focus()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or self._held is None:
            self.hover_at(event.scenePos())
            super().mouseMoveEvent(event)
            return
        delta = event.scenePos() - self._press
        if not self._dragging:
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            self._light(self._held)
        item = self.things.get(self._held)
        if item is None:
            return
        if self._held[0] == "f":
            # a formation card stays: an arrow shows the order being given
            start = item.sceneBoundingRect().center()
            self.drag_arrow.set_ends(start, event.scenePos())
            self.drag_arrow.setVisible(True)
        else:
            item.setZValue(900)
            item.setPos(self._home + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or self._held is None:
            super().mouseReleaseEvent(event)
            return
        key, dragged = self._held, self._dragging
        self._press, self._held, self._dragging = None, None, False
        self.drag_arrow.setVisible(False)
        if not dragged:
            self._click(key)
            return
        action = self.intended(key, self.target_at(event.scenePos(), key))
        self._light(None)
        if not self.try_play(action):
            self._snap_back()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        key = self._key_at(event.scenePos())
        if key is not None and key[0] == "f" and self._holdable(key):
            self.try_play(Action("battle", int(key[2])))
            return
        super().mouseDoubleClickEvent(event)

    def _click(self, key: Key) -> None:
        """A click on an army card takes it; on anything else it is chosen: its places light up,
        Enter plays the first of its moves, a click on a lit place plays that one."""
        if key[0] == "m":
            self.try_play(self.intended(key, ("list",)))
            return
        acts = self.actions_of(key)
        self.selected = key
        sources = self.sources()
        if key in sources:
            self.focus_index = sources.index(key)
        if acts:
            self._offer(acts[0])
            if len(acts) > 1:
                self.message.emit(f"{_sentence(self.describe(acts[0]))} — Enter to play; or click another "
                                  f"lit place ({len(acts)} choices, ↑ ↓ to step through them).")
        else:
            self.set_preview(None)
            self.message.emit(self._nothing_for(key))
        self._show_buttons()
        self._show_focus()

    def _nothing_for(self, key: Key) -> str:
        kind = key[0]
        if kind in ("s", "p"):
            return "That piece has no move now. " + PHASE_HINTS.get(self.view.get("phase", ""), "")
        if kind == "f":
            return self.match.why_illegal(Action("battle", int(key[2]))) if self.match else ""
        return PHASE_HINTS.get(self.view.get("phase", ""), "")

    def hover_at(self, point: QPointF) -> str:
        """Over a front card: what an order to it costs now and its orders this turn (the note
        beside the table says it); over an enemy card: what your dice need against it."""
        key = next((k for k, item in self.things.items()
                    if k[0] == "f" and isinstance(item, ArmyCardItem) and item.contains_scene(point)), None)
        view = self.view
        if not view or self.rules is None or key is None or key[0] != "f":
            if self.note.title:
                self._set_note("", self._default_note(view) if view else "")
            return ""
        seat, pos = int(key[1]), int(key[2])
        card = self.rules.card(seat, pos)
        if card is None:
            return ""
        if seat == view["turn"] and pos < COLUMNS:
            text = order_note(view, self.rules, pos)
        elif pos < COLUMNS:
            shields = self.rules.shields(seat, pos)
            text = f"{shields} piece{'s' if shields != 1 else ''} on shields: battle dice score on " \
                   f"{need_words(shields)} against it."
        else:
            text = card.text
        self._set_note(f"{card.name} ({'FR'[pos // COLUMNS]}{pos % COLUMNS + 1})", text)
        return text

    # --- buttons ----------------------------------------------------------------------------------------
    def _button_text(self, a: Action) -> str:
        k = a.kind
        if k == "done":
            return "List complete (D)" if self.view.get("phase") == "build" else "Done (D)"
        if k in BUTTON_WORDS:
            return BUTTON_WORDS[k]
        cost = self.rules.cost(a.a) if self.rules is not None else 0
        if k == "battle":
            target = a.b if a.b >= 0 else a.a
            return f"Battle F{a.a + 1}→F{target + 1} · {cost} (B)"
        word, letter = ("Rally", "R") if k == "rally" else ("Reserve", "V")
        return f"{word} F{a.a + 1} · {cost} ({letter})"

    def _show_buttons(self) -> None:
        for b in self.buttons:
            self.removeItem(b)
        self.buttons = []
        legal = self.legal()
        chosen = self.selected
        wanted = [a for kind in BUTTON_ORDER for a in legal if a.kind == kind
                  and (kind != "battle" or self.source_of(a) == chosen)]
        setting_up = self.view.get("phase") in ("build", "rolloff", "deploy")
        area = self.geo.buttons if setting_up else self.geo.battle_buttons
        x, y = area.left(), area.top()
        for a in wanted:
            b = ButtonItem()
            b.text, b.action = self._button_text(a), a
            b.W = max(120.0, 14 + 9.6 * len(b.text))
            if x + b.W > area.right() and x > area.left():
                x, y = area.left(), y + ButtonItem.H + 8
            b.setPos(x, y)
            b.setZValue(60)
            x += b.W + 8
            self.addItem(b)
            self.buttons.append(b)

    # --- keyboard ---------------------------------------------------------------------------------------
    def _key(self, key: Qt.Key) -> bool:
        sources = self.sources()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home) and sources:
            n = len(sources)
            if key == Qt.Key.Key_Home:
                i = 0
            elif self.selected in sources:
                i = (sources.index(self.selected) + (1 if key == Qt.Key.Key_Right else -1)) % n
            else:
                i = 0 if key == Qt.Key.Key_Right else n - 1
            self.focus_index = i
            self.selected = sources[i]
            acts = self.actions_of(self.selected)
            self._offer(acts[0]) if acts else self.set_preview(None)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Space):
            if self.selected is None and sources:
                self.selected = sources[0]
            acts = self.actions_of(self.selected) if self.selected is not None else []
            if not acts:
                self._offer(self.CHOOSE_FIRST)
            else:
                step = -1 if key == Qt.Key.Key_Up else 1
                i = acts.index(self.preview) + step if self.preview in acts else 0
                self._offer(acts[i % len(acts)])
        elif key in LETTERS:
            self._cycle(LETTERS[key])
        elif key == Qt.Key.Key_Escape:
            self.selected = None
            return super()._key(key)
        else:
            return super()._key(key)
        self._show_buttons()
        return True

    def _cycle(self, kinds: tuple[str, ...]) -> None:
        """Offer the first legal action of these kinds (the chosen card's first); again: the next."""
        legal = [a for a in self.legal() if a.kind in kinds]
        if self.selected is not None:
            legal.sort(key=lambda a: self.source_of(a) != self.selected)
        if not legal:
            words = {"done": "Done", "end": "End orders", "lead": "Lead", "hold": "Hold back"}
            word = words.get(kinds[0], kinds[0])
            self._offer(f"{word} is not possible now. " + PHASE_HINTS.get(self.view.get("phase", ""), ""))
            return
        i = (legal.index(self.preview) + 1) % len(legal) if self.preview in legal else 0
        a = legal[i]
        src = self.source_of(a)
        if src is not None:
            self.selected = src
        self._offer(a)

    def _offer(self, action: Action | str | None) -> None:
        """As every table offers an action, but its words keep the places' capitals (F1.2)."""
        if action is None or isinstance(action, str) or action not in self.legal():
            super()._offer(action)
            return
        self.set_preview(action)
        self.message.emit(f"{_sentence(self.describe(action))} — Enter to play, Esc to cancel.")

    def set_preview(self, action: Action | None) -> None:
        super().set_preview(action)
        if self.view:
            self._light(self._held if self._dragging else self.selected)
