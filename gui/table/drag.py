"""What the printed-deck tables share: a card is picked up, dragged onto
a lit place and dropped; every view laid out card by card, each item moving to its new spot.

A game's scene keeps its own board and rules: where each card lies (`_spots`), where a new card
comes from (`_spawn`, `_anchors`), what a card may do on each place (`actions_for`, `place_at`)
and why a drop means nothing. This class holds and drops the card, lights the places it may go,
splits a place where the card can do several things there, and answers a click on a hand card.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar, cast

from PySide6.QtCore import QParallelAnimationGroup, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from engine.core.events import ActionPlayed, CardMoved, Event
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.view import View
from engine.games.words import translate
from gui import anim
from gui.table.base import ActionT, TableSceneBase
from gui.table.items import ButtonItem, DeckCard, ZoneItem
from gui.table.motion import move_into_place

CardT = TypeVar("CardT", bound=DeckCard)


def seat_of(view: Any) -> int | None:
    """The seat `view` is drawn for (none before the match sends the first, or for an
    onlooker)."""
    return view.seat if isinstance(view, View) else None


@dataclass
class Spot:
    """Where one card lies in a view, and how it shows."""

    key: Hashable  # the same key in the next view is the same item: it moves rather than reappears
    seat: int | None
    card: str | None
    zone: str
    pos: QPointF
    z: float
    scale: float = 1.0
    face_up: bool = True
    mark: str = ""
    dim: bool = False
    alert: bool = False
    deck: str = ""  # the printed deck, where a game has several (one a character)


def split(r: QRectF, n: int, vertical: bool = False) -> list[QRectF]:
    """`r` cut into `n` places side by side (or one above another), a little apart."""
    if not vertical:
        w = r.width() / n
        return [QRectF(r.left() + i * w + 3, r.top() + 3, w - 6, r.height() - 6) for i in range(n)]
    h = r.height() / n
    return [QRectF(r.left() + 3, r.top() + i * h + 3, r.width() - 6, h - 6) for i in range(n)]


class DragTableScene(TableSceneBase[ActionT], Generic[CardT, ActionT]):
    """A table whose cards (CardT) are dragged onto lit places to play them (see the module)."""

    CONTEXT = "TableDrag"
    HANDOVER_TEXT = QT_TRANSLATE_NOOP(
        "TableDrag", "Pass the screen. Your cards stay hidden until you are ready.\n\n"
        "Press Enter or click to show your hand.")
    CLICK_KEYS = ""  # how to play a clicked card that can do several things, besides a drag
    # where a card the keys point at lies, in words
    ZONE_WORDS: ClassVar[dict[str, str]] = {"hand": QT_TRANSLATE_NOOP("TableDrag", "in your hand")}

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.cards: dict[Hashable, CardT] = {}  # in the order of the layout
        self._turning: list[CardT] = []  # cards being turned face up by the running animation
        self._home = QPointF()  # where the held card lay
        self._splits: list[tuple[ZoneItem, ActionT]] = []

    # --- what each game's scene provides ----------------------------------------------------------
    def _place_furniture(self) -> None:
        """Put the fixed things where the seat at the screen sees them."""
        raise NotImplementedError

    def _show(self, view: Any, animate: bool) -> None:
        """Show on the furniture what `view` says (names, counts, banners, what is lit)."""
        raise NotImplementedError

    def _spots(self, view: Any) -> list[Spot]:
        raise NotImplementedError

    def _anchors(self) -> dict[str, QPointF]:
        """Where a card coming from each place starts its move."""
        raise NotImplementedError

    def _spawn(self, spot: Spot, anchors: dict[str, QPointF]) -> tuple[CardT, bool]:
        """A new item for `spot`, where it comes from; True if it turns over on its way."""
        raise NotImplementedError

    def _clear_origins(self) -> None:
        """Forget where the last events took cards from: the layout has used it."""
        raise NotImplementedError

    def actions_for(self, cid: str) -> dict[str, list[ActionT]]:
        """The legal actions of one card, by the place they are dropped on."""
        raise NotImplementedError

    def label(self, a: ActionT, held: str) -> str:
        """The words on a lit place: what dropping the held card there does."""
        raise NotImplementedError

    def card_title(self, cid: str) -> str:
        raise NotImplementedError

    def place_at(self, point: QPointF) -> str | None:
        """The place under `point` a card may be dropped on, if any."""
        raise NotImplementedError

    def _why_not(self, cid: str, place: str) -> str:
        """Why a drop of `cid` on `place` plays nothing now."""
        raise NotImplementedError

    def _light_targets(self, item: CardT) -> None:
        raise NotImplementedError

    def last_move_items(self, events: Sequence[Event]) -> list[Any]:
        """The cards of his own the other player's move laid out, where they lie now (back in his
        hand they are his again, unmarked; the player's cards his move sent back stay unmarked)."""
        actors = {e.seat for e in events if isinstance(e, ActionPlayed)}
        moved = {e.card for e in events if isinstance(e, CardMoved) and e.card is not None}
        return [c for c in self.cards.values()
                if c.card in moved and c.zone != "hand" and (c.seat is None or c.seat in actors)]

    # --- what the player at the screen holds -------------------------------------------------------
    def my_hand(self) -> list[CardT]:
        """The player's hand cards, left to right (none while the screen is handed over).
        `cards` keeps the order of the layout, so this holds even while cards are moving."""
        if seat_of(self.view) is None:
            return []
        return [c for c in self.cards.values() if c.zone == "hand" and c.seat == self.me and c.card]

    def _row_items(self) -> list[CardT]:
        """The cards the arrow keys move between."""
        return self.my_hand()

    def focused_card(self) -> CardT | None:
        row = self._row_items()
        return row[min(self.focus_index, len(row) - 1)] if row else None

    def _keyed_card(self) -> CardT | None:
        return self.focused_card()

    def aim_rect(self, a: ActionT) -> QRectF | None:
        """The place a drop plays `a` on (a split part where the card can do several things there)."""
        return None

    def _aim(self, action: ActionT) -> tuple[list[QGraphicsItem], QRectF | None]:
        """The hand card the action plays (with its companion) and where it goes."""
        cards = {getattr(action, "card", None), getattr(action, "arg", None)} - {None, ""}
        held: list[QGraphicsItem] = [c for c in self.cards.values()
                                     if c.card in cards and c.zone in ("hand", "poste", "free")]
        target = self.aim_rect(action)
        if target is None:
            return held, super()._aim(action)[1]
        return held, target
    def focus_words(self) -> str:
        """The card the keys point at by its name, and where it lies ("in your hand")."""
        item = self.focused_card()
        if item is None or not item.card:
            return ""
        words = f"{self.card_title(item.card)}, {self.said('ZONE_WORDS', item.zone) or item.zone}"
        return f"{words} ({item.mark})" if item.mark else words

    def own_hand(self) -> Sequence[str] | None:
        """The player's own hand as the view last drawn holds it (None on a screen that shows
        no hand). This reads a view in JSON; a game whose view is typed reads its own record."""
        view = self.view
        return view.get("hand") if view and view.get("seat") is not None else None

    def hand_words(self) -> str:
        """The player's own hand by name ("" on a screen that shows no hand)."""
        hand = self.own_hand()
        if hand is None:
            return ""
        cards = ", ".join(self.card_title(c) for c in hand)
        return translate("TableDrag", "Your hand: {cards}").format(
            cards=cards or translate("TableDrag", "empty"))

    def _show_focus(self) -> None:
        """The dashed ring on the card the keys point at."""
        focused = self.focused_card() if self.my_turn() else None
        for item in self.cards.values():
            was = item.focused
            item.focused = item is focused
            if was != item.focused:
                item.update()

    # --- drawing a view ---------------------------------------------------------------------------
    def reset(self, view: Any) -> None:
        """Redraw from scratch (new game, undo, resume, hand-over): no animation."""
        self._stop_animation()
        for card in self.cards.values():
            self.removeItem(card)
        self.cards = {}
        self._clear_origins()
        self._turning = []
        self.focus_index = 0
        self.overlay.setVisible(False)
        self.set_preview(None)
        self._draw(view, animate=False)

    def on_view(self, view: Any) -> None:
        self._draw(view, animate=anim.speed() > 0)

    def _draw(self, view: Any, animate: bool) -> None:
        self.view = view
        seat = seat_of(view)
        if seat is not None:
            self.me = seat
        self._place_furniture()
        self._show(view, animate)
        self._reconcile(self._spots(view), animate)
        self._show_focus()

    def _relayout(self, animate: bool) -> None:
        self._reconcile(self._spots(self.view), animate)

    def on_state(self, name: str) -> None:
        if self.view:  # what the player may do changed: the buttons and places lit for it
            self._draw(self.view, animate=anim.speed() > 0)
        super().on_state(name)

    # --- moving the items to their spots ----------------------------------------------------------
    def _reconcile(self, spots: list[Spot], animate: bool) -> None:
        """The view is the truth: an item per spot, reused by key so a card moves rather than
        vanishing; a new one starts where the last events took it from."""
        self._stop_animation()
        self.zoom.dismiss()  # the card it magnified may be leaving; no hover-leave would say so
        anchors = self._anchors()
        old, self.cards = self.cards, {}
        targets: dict[CardT, QPointF] = {}
        turning = [t for t in self._turning if t in old.values()] if animate else []
        for spot in spots:
            item = old.pop(spot.key, None)
            if item is not None and item.card != spot.card:  # a back that is now known, or the reverse
                self.removeItem(item)
                item = None
            if item is None:
                item, flip = self._spawn(spot, anchors)
                if flip and animate:
                    turning.append(item)
            item.zone, item.seat, item.mark = spot.zone, spot.seat, spot.mark
            item.dim, item.alert = spot.dim, spot.alert
            move_into_place(item, None, z=spot.z, scale=spot.scale,
                            face_up=spot.face_up and spot.card is not None and item not in turning)
            item.lit = False
            item.update()
            self.cards[spot.key] = item
            targets[item] = spot.pos
        for item in old.values():
            self.removeItem(item)
        self._clear_origins()
        self._move(targets, turning, animate)

    def _move(self, targets: dict[CardT, QPointF], turning: list[CardT], animate: bool) -> None:
        self._turning = [t for t in turning if t in targets]
        if not animate:
            for item, pos in targets.items():
                move_into_place(item, None, pos=pos)
            for item in turning:
                self._show_face(item)
            self._turning = []
            self._move_furniture(None)
            return
        group = QParallelAnimationGroup(self)
        for item, pos in targets.items():
            move_into_place(item, group, pos=pos)
        for item in self._turning:
            group.addAnimation(self._turn_over(item))
        self._move_furniture(group)
        self._group = group
        group.start()

    def _move_furniture(self, group: QParallelAnimationGroup | None) -> None:
        """Move the furniture that turns with a view along with the cards (None: no animation,
        put it straight where it belongs)."""

    def _stop_animation(self) -> None:
        """Stop where things are: the next layout moves them on from there (a redraw in the same
        moment, as when the match enters a state right after a move, must not cut the move short).
        A card stopped mid-turn turns again from the start."""
        super()._stop_animation()
        for item in self._turning:
            item.setProperty("flip", 1.0)
            item.face_up = False

    # --- what a drop means ------------------------------------------------------------------------
    def target_at(self, point: QPointF) -> str | None:
        for i, (zone, _) in enumerate(self._splits):
            if zone.rect.contains(point):
                return f"split:{i}"
        return self.place_at(point)

    def intended(self, item: CardT, target: str | None) -> ActionT | str | None:
        """The action a drop of `item` on `target` means, legal or not; or why it means none."""
        cid = item.card or ""
        if target is None:
            return self.said("DROP_HELP")
        if target.startswith("split:"):
            return self._splits[int(target[6:])][1]
        found = self.actions_for(cid).get(target, [])
        if found:
            return found[0]
        return self._why_not(cid, target)

    # --- lighting the targets while a card is held ------------------------------------------------
    def _add_splits(self, rects: list[QRectF], fits: list[ActionT], held: str) -> None:
        """One lit place for each play of the held card on a place where it can do several."""
        for rect, a in zip(rects, fits, strict=True):
            piece = ZoneItem(rect, self.label(a, held))
            piece.lit = True
            piece.setZValue(800)
            self.addItem(piece)
            self._splits.append((piece, a))

    def _unlight(self) -> None:
        for piece, _ in self._splits:
            self.removeItem(piece)
        self._splits = []

    # --- mouse ------------------------------------------------------------------------------------
    def _item_at(self, point: QPointF) -> CardT | ButtonItem | None:
        for item in self.items(point):
            if item is self.zoom:
                continue
            if isinstance(item, ButtonItem) and item.isVisible():
                return item
            if isinstance(item, DeckCard):
                return cast(CardT, item)  # every card on a table is of its game's kind
        return None

    def _holdable(self, item: CardT) -> bool:
        """Whether a press on `item` picks it up (to drag it, or to click it)."""
        return item in self.my_hand()

    def _press_on(self, item: CardT | None, point: QPointF) -> bool:
        """A press on something else of the game's (a card to click, the furniture); True if taken."""
        return False

    # --- the drag gesture's hooks (see TableSceneBase) ----------------------------------------------
    def _press_first(self, point: QPointF) -> bool:
        item = self._item_at(point)
        if isinstance(item, ButtonItem):
            self.try_play(cast("ActionT | None", item.action))  # the table's buttons carry its actions
            return True
        return False

    def _pick(self, point: QPointF) -> CardT | None:
        item = self._item_at(point)
        if item is None or isinstance(item, ButtonItem) or not self._holdable(item):
            return None
        self._home = QPointF(item.pos())
        return item

    def _press_other(self, point: QPointF) -> bool:
        item = self._item_at(point)
        return self._press_on(None if isinstance(item, ButtonItem) else item, point)

    def _lift(self, held: CardT) -> None:
        held.setZValue(900)
        self._light_targets(held)

    def _carry(self, held: CardT, delta: QPointF, point: QPointF) -> None:
        held.setPos(self._home + delta)

    def _drop_action(self, held: CardT, target: str | None) -> ActionT | str | None:
        return self.intended(held, target)

    def _put_down(self, held: CardT) -> None:
        self._unlight()

    def _drop_target(self, item: CardT, point: QPointF) -> str | None:
        """The place a drop lands on: under the pointer, else under the card's centre."""
        return self.target_at(point) or self.target_at(item.sceneBoundingRect().center())

    def _click(self, item: CardT) -> None:
        """A click on a hand card focuses it and offers its play, or names what it can do."""
        self.focus_index = self.my_hand().index(item)
        held = item.card or ""
        plays = [a for group in self.actions_for(held).values() for a in group]
        if len(plays) == 1:
            self._offer(plays[0])
        else:
            self.set_preview(None)
            self.message.emit(translate("TableDrag", "{card}: {plays} — drag it, or {keys} (F1).").format(
                card=self.card_title(held), keys=self.said("CLICK_KEYS"),
                plays=", ".join(self.label(a, held) for a in plays) if plays
                else translate("TableDrag", "no play now")))
        self._show_focus()

    def _snap_back(self) -> None:
        super()._snap_back()
        self._show_focus()
