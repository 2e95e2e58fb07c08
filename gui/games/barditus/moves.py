"""What a gesture means on the Barditus table: which piece, die or card each legal action picks
up and where it puts it, so a drag, a click, a key or a button becomes the Action it means (or
the reason it means none), and the places the held or chosen thing may go light up.

What can be picked up: a card of the army list (build), a hand card (deploy), a kept command die
(onto a front card: the general), an own front card (onto the enemy card it attacks), and an own
piece (to a slot, onto the enemy card it pursues, or to the casualties). Every such move also has
a keyboard path: ← → choose what to move, ↑ ↓ where to, Enter plays. The scene
(gui/games/barditus/scene.py) builds the things these name and moves them where each view says.
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.verbs import sentence
from engine.games.barditus.actions import PURSUER, SLOTS, Action
from engine.games.barditus.state import COLUMNS, POSITIONS
from engine.games.barditus.view import BarditusView
from engine.games.words import translate
from gui.games.barditus.dice import TrayBook
from gui.games.barditus.items import (
    ArmyCardItem,
    ArrowItem,
    DieItem,
    PanelItem,
    PieceItem,
    SpotItem,
    StripItem,
)
from gui.games.barditus.layout import CARD_H, CARD_W, Geometry, front_name
from gui.games.barditus.rules import KEYS as HELP_ROWS
from gui.table.base import TableSceneBase
from gui.table.items import ButtonItem, ZoneItem

Key = tuple[Any, ...]  # what an item is: ("f", seat, place), ("s", seat, slot ref), …
DROP_HELP = QT_TRANSLATE_NOOP("BarditusMoves", "Drop on a lit place: a piece on a slot, the enemy card or "
                                               "your casualties; a die or a front card on a card (F1 tells "
                                               "more).")
PHASE_HINTS = {
    "build": QT_TRANSLATE_NOOP("BarditusMoves", "Click a card of your army (or drag it onto your list) to "
                                                "take it; List complete (D) when done."),
    "deploy": QT_TRANSLATE_NOOP("BarditusMoves", "Drag a card of your hand onto an empty place: front "
                                                 "cards to the front line, the rest behind."),
    "lead": QT_TRANSLATE_NOOP("BarditusMoves", "Lead at the front (L): keep the two highest dice, but two "
                                               "equal high dice lose the general; or Hold back (H)."),
    "general": QT_TRANSLATE_NOOP("BarditusMoves", "Drag a kept die onto one of your front cards: it "
                                                  "becomes the command die there, the other your morale."),
    "orders": QT_TRANSLATE_NOOP("BarditusMoves", "Double-click a front card (or click it, Enter) to attack "
                                                 "the card opposite; drag it onto a diagonal card to "
                                                 "flank; Rally and Reserve buttons; End orders (E)."),
    "hits": QT_TRANSLATE_NOOP("BarditusMoves", "Take each hit: drag a piece of the struck card to an empty "
                                               "open slot behind it (retreat), or onto your casualties."),
    "pursue": QT_TRANSLATE_NOOP("BarditusMoves", "A six: drag a sword piece of the attacking card onto the "
                                                 "beaten enemy card."),
    "lose": QT_TRANSLATE_NOOP("BarditusMoves", "The enemy pursues out of the card your pursuers stand on: "
                                               "drag one of them to your casualties."),
    "regroup": QT_TRANSLATE_NOOP("BarditusMoves", "Rallied: drag each lit piece back to an empty filled "
                                                  "slot of its front card."),
    "reserve": QT_TRANSLATE_NOOP("BarditusMoves", "Drag the reserve's pieces up to empty filled slots of "
                                                  "the front card, then Done (D)."),
}
BUTTON_WORDS = {
    "lead": QT_TRANSLATE_NOOP("BarditusMoves", "Lead at the front (L)"),
    "hold": QT_TRANSLATE_NOOP("BarditusMoves", "Hold back (H)"),
    "end": QT_TRANSLATE_NOOP("BarditusMoves", "End orders (E)"),
}
BUTTON_ORDER = ("lead", "hold", "battle", "rally", "reserve", "end", "done")
LETTERS: dict[Qt.Key, tuple[str, ...]] = {
    Qt.Key.Key_B: ("battle",), Qt.Key.Key_R: ("rally",), Qt.Key.Key_V: ("reserve",),
    Qt.Key.Key_G: ("general",), Qt.Key.Key_L: ("lead",), Qt.Key.Key_H: ("hold",),
    Qt.Key.Key_E: ("end",), Qt.Key.Key_D: ("done",), Qt.Key.Key_T: ("take",),
}
PIECE_MOVES = ("retreat", "destroy", "pursue", "lose", "return", "bring")



class BarditusMoves(TableSceneBase[Action]):
    """The Barditus table's gestures (see the module); the scene that builds the table derives
    from it and keeps the things named here."""

    CONTEXT = "BarditusMoves"
    DROP_HELP = DROP_HELP
    CHOOSE_FIRST = QT_TRANSLATE_NOOP("BarditusMoves",
                                     "Choose first: ← → picks a piece, die or card, ↑ ↓ where it "
                                     "goes (F1 lists the keys).")
    HELP_ROWS = HELP_ROWS
    PHASE_HINTS = PHASE_HINTS

    # what the scene builds and keeps (gui/games/barditus/scene.py)
    geo: Geometry
    things: dict[Key, QGraphicsObject]  # cards, pieces and dice by what they are
    panels: list[PanelItem]
    spots: dict[tuple[int, int], SpotItem]
    strips: dict[tuple[int, int], StripItem]
    list_zone: ZoneItem
    drag_arrow: ArrowItem
    book: TrayBook

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.view: BarditusView | None = None  # none yet: the match sends the first
        self.selected: Key | None = None  # the piece, die or card the keys or a click chose
        self._home = QPointF()
        self.buttons: list[ButtonItem] = []

    def hover_at(self, point: QPointF) -> str:
        """What the table tells of the card under the pointer (the scene writes it)."""
        raise NotImplementedError

    def _own(self, seat: int) -> bool:
        return seat == self.me

    def _phase(self) -> str:
        """The phase of the view last drawn ("" before the first)."""
        return self.view.phase if self.view is not None else ""


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
            return ("card", 1 - me, self.view.dcol) if self.view is not None else None
        return None

    def _aim(self, action: Action) -> tuple[list[QGraphicsItem], QRectF | None]:
        """The piece, die or card the action moves, and the place it goes (a button's action: the
        button)."""
        source = self.source_of(action)
        held: list[QGraphicsItem] = [self.things[source]] if source in self.things else []
        target = self._target_rect(self.target_of(action))
        return held, target if target is not None else super()._aim(action)[1]

    def _target_rect(self, target: Key | None) -> QRectF | None:
        if target is None:
            return None
        kind, me = target[0], self.me
        if kind == "slot":
            card = self.things.get(("f", me, int(target[1]) // SLOTS))
            return card.mapRectToScene(card.slot_rect(int(target[1]) % SLOTS)) \
                if isinstance(card, ArmyCardItem) else None
        if kind == "card":
            return self._place_rect(self._own(int(target[1])), int(target[2]))
        if kind == "spot":
            return self._place_rect(True, int(target[1]))
        if kind == "pile":
            return self.panels[me].pile_rect()
        return self.list_zone.rect

    def centre_of(self, key: Key) -> QPointF:
        """The middle of an item on the table (where a press picks it up)."""
        item = self.things[key]
        if isinstance(item, ArmyCardItem):
            return item.mapToScene(QPointF(item.W / 2, item.H / 2))
        return item.scenePos()

    def drop_point(self, a: Action) -> QPointF | None:
        """Where a drop of `a`'s piece, die or card plays `a` (None: a button's action)."""
        rect = self._target_rect(self.target_of(a))
        return rect.center() if rect is not None else None

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
            return bool(key[1] == me and self._phase() == "general")
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
        said = {
            "s": QT_TRANSLATE_NOOP("BarditusMoves",
                                   "Drop a piece on a lit slot, on the enemy card it pursues, or "
                                   "on your casualties."),
            "p": QT_TRANSLATE_NOOP("BarditusMoves",
                                   "Drop a pursuer on a lit slot of its home card (rally) or on "
                                   "your casualties."),
            "f": QT_TRANSLATE_NOOP("BarditusMoves",
                                   "Drop a front card on the enemy card opposite to battle it "
                                   "(diagonal: a flank attack)."),
            "t": QT_TRANSLATE_NOOP("BarditusMoves",
                                   "Drop the die on one of your front cards: the general stands "
                                   "there."),
            "h": QT_TRANSLATE_NOOP("BarditusMoves",
                                   "Drop the card on an empty place of your formation: front cards "
                                   "in front, rear behind."),
            "m": QT_TRANSLATE_NOOP("BarditusMoves",
                                   "Drop the card on your list at the bottom, or just click it."),
        }.get(kind, DROP_HELP)
        return translate("BarditusMoves", said)

    def _guess(self, held: Key, target: Key) -> Action | str:
        """What a drop most likely meant, so the rules can say why it is not legal now."""
        kind, ph = held[0], self._phase()
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
                return translate("BarditusMoves",
                                 "The {value} was dropped: the general takes one of the kept dice "
                                 "(gold rings).").format(value=item.value)
            return Action("general", item.value if isinstance(item, DieItem) else 1, int(target[2]))
        if kind == "f":
            col, t = int(held[2]), int(target[2])
            return Action("battle", col, t if t != col else -1)
        if kind == "h":
            return Action("deploy", int(target[1]), name=str(held[1]))
        if kind == "m":
            return Action("take", name=str(held[1]))
        return translate("BarditusMoves", DROP_HELP)

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

    def _keyed_card(self) -> ArmyCardItem | None:
        """The chosen card, or the card the chosen piece or die lies on."""
        item = self.things.get(self.selected) if self.selected is not None else None
        if item is None or isinstance(item, ArmyCardItem):
            return item
        centre = item.sceneBoundingRect().center()
        return next((c for c in self.things.values()
                     if isinstance(c, ArmyCardItem) and c.contains_scene(centre)), None)

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

    # --- the drag gesture's hooks (see TableSceneBase) ----------------------------------------------
    def _press_first(self, point: QPointF) -> bool:
        button = self._button_at(point)
        if button is not None:
            self.try_play(cast("Action | None", button.action))
            return True
        if self.selected is not None and self.my_turn():  # a click on a lit place for the chosen thing
            target = self.target_at(point, self.selected)
            fits = [a for a in self.actions_of(self.selected) if self.target_of(a) == target]
            if fits:
                self.try_play(fits[0])
                return True
        return False

    def _pick(self, point: QPointF) -> Key | None:
        key = self._key_at(point)
        if key is None or not self._holdable(key):
            return None
        self._home = QPointF(self.things[key].pos())
        return key

    def _press_other(self, point: QPointF) -> bool:
        if self.selected is not None and self.my_turn():  # a click on another place: why not
            target = self.target_at(point, self.selected)
            if target is not None:
                self.try_play(self.intended(self.selected, target))
                return True
        if self.selected is not None:
            self.selected = None
            self.set_preview(None)
            self._show_focus()
        return False

    def _hover_move(self, point: QPointF) -> None:
        self.hover_at(point)

    def _lift(self, held: Key) -> None:
        self._light(held)

    def _carry(self, held: Key, delta: QPointF, point: QPointF) -> None:
        item = self.things.get(held)
        if item is None:
            return
        if held[0] == "f":
            # a formation card stays: an arrow shows the order being given
            start = item.sceneBoundingRect().center()
            self.drag_arrow.set_ends(start, point)
            self.drag_arrow.setVisible(True)
        else:
            item.setZValue(900)
            item.setPos(self._home + delta)

    def _drop_target(self, held: Key, point: QPointF) -> Key | None:
        return self.target_at(point, held)

    def _drop_action(self, held: Key, target: Key | None) -> Action | str | None:
        return self.intended(held, target)

    def _put_down(self, held: Key) -> None:
        self.drag_arrow.setVisible(False)
        self._light(None)

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
                self.message.emit(translate("BarditusMoves",
                                            "{action} — Enter to play; or click another lit place "
                                            "(%n choices, ↑ ↓ to step through them).", None,
                                            len(acts)).format(action=sentence(self.describe(acts[0]))))
        else:
            self.set_preview(None)
            self.message.emit(self._nothing_for(key))
        self._show_buttons()
        self._show_focus()

    def _nothing_for(self, key: Key) -> str:
        kind = key[0]
        if kind in ("s", "p"):
            return translate("BarditusMoves", "That piece has no move now. {hint}").format(
                hint=self._hint(self._phase()))
        if kind == "f":
            return self.match.why_illegal(Action("battle", int(key[2]))) if self.match else ""
        return self._hint(self._phase())

    # --- buttons ----------------------------------------------------------------------------------------
    def _button_text(self, a: Action) -> str:
        k = a.kind
        if k == "done":
            if self._phase() == "build":
                return translate("BarditusMoves", "List complete (D)")
            return translate("BarditusMoves", "Done (D)")
        if k in BUTTON_WORDS:
            return translate("BarditusMoves", BUTTON_WORDS[k])
        view = self.view
        assert view is not None, "an order's button is drawn from the view it is legal in"
        cost, me = view.order_cost[a.a], view.turn
        if k == "battle":
            target = a.b if a.b >= 0 else a.a
            return f"{front_name(view, me, a.a)} → {front_name(view, 1 - me, target)} · {cost} (B)"
        order = (translate("BarditusMoves", "Rally {card} · {cost} (R)") if k == "rally"
                 else translate("BarditusMoves", "Reserve {card} · {cost} (V)"))
        return order.format(card=front_name(view, me, a.a), cost=cost)

    def _show_buttons(self) -> None:
        for b in self.buttons:
            self.removeItem(b)
        self.buttons = []
        legal = self.legal()
        chosen = self.selected
        wanted = [a for kind in BUTTON_ORDER for a in legal if a.kind == kind
                  and (kind != "battle" or self.source_of(a) == chosen)]
        setting_up = self._phase() in ("build", "rolloff", "deploy")
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
            words = {"done": QT_TRANSLATE_NOOP("BarditusMoves", "Done"),
                     "end": QT_TRANSLATE_NOOP("BarditusMoves", "End orders"),
                     "lead": QT_TRANSLATE_NOOP("BarditusMoves", "Lead"),
                     "hold": QT_TRANSLATE_NOOP("BarditusMoves", "Hold back")}
            word = translate("BarditusMoves", words[kinds[0]]) if kinds[0] in words else kinds[0]
            self._offer(translate("BarditusMoves", "{word} is not possible now. {hint}").format(
                word=word, hint=self._hint(self._phase())))
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
        self.message.emit(translate("Table", "{action} — Enter to play, Esc to cancel.").format(
            action=sentence(self.describe(action))))

    def set_preview(self, action: Action | None) -> None:
        super().set_preview(action)
        if self.view is not None:
            self._light(self._held if self._dragging else self.selected)
