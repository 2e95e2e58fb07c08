"""The En Garde table: lays out what a seat may see, animates events, turns drags and keys into intents.

The scene never changes the game. It draws the view the match sends, moves card items as the
events say, and sends the match the action a drop or a key means; the match answers with events
(the move happened) or a refusal (the card flies home and the status bar says why).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem

from engine.core.events import ActionPlayed, CardMoved, Event, FigureMoved, HandRevealed, RoundOver
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.en_garde import actions as act
from engine.games.en_garde.actions import Action
from engine.games.en_garde.view import EnGardeView
from engine.games.words import translate
from gui import anim
from gui.games.en_garde.items import CardItem, FigureItem, HitTrackItem, PileItem, PisteItem, SlotItem
from gui.games.en_garde.layout import ACROSS, Geometry, suits
from gui.games.en_garde.rules import KEYS
from gui.games.en_garde.story import reason_words
from gui.table.banner import MoveMark
from gui.table.base import TableSceneBase
from gui.table.hand import HandFan, hand_fan
from gui.table.items import CARD_H, CARD_W, ui_font
from gui.table.motion import move_into_place
from gui.table.story import by_name

DECK_POS, DISCARD_POS = ACROSS.deck, ACROSS.discard  # across a landscape window
HAND_GAP = 14.0
TITLE_SHARE = 0.067  # a card's title, as a share of its height (the face's title size, layouts.toml)
SELECTED_LIFT = 22.0  # a chosen card rises out of the hand
EDGE = 8.0  # the hand keeps this far from the table's edges
DROP_HELP = QT_TRANSLATE_NOOP(
    "EnGardeScene",
    "Drop a card on a space of the piste to move, on the other fencer to attack, or on the attack to parry.",
)


@dataclass
class Grip:
    """What the pointer holds on this table: one card, or the selected cards, and the card it
    went down on (where a 3 and a 4 could lunge either way round, that one lunges)."""

    cards: list[CardItem]
    lead: int | None

    def values(self) -> list[int]:
        return [c.value for c in self.cards if c.value is not None]


class TableScene(TableSceneBase[Action]):
    FELT = ((0, "#1f4d3a"), (1, "#163a2c"))
    CONTEXT = "EnGardeScene"
    DROP_HELP = DROP_HELP
    CHOOSE_FIRST = QT_TRANSLATE_NOOP("EnGardeScene", "Choose an action first: F, B, A, P, H or a number.")
    HANDOVER_TEXT = QT_TRANSLATE_NOOP(
        "EnGardeScene", "Pass the screen. The cards stay hidden until you are ready.\n\n"
                        "Press Enter or click to show your hand.")

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.zones: dict[str, list[CardItem]] = {"hand:0": [], "hand:1": [], "discard": []}
        self.geo: Geometry = ACROSS
        self.piste = PisteItem()
        self.addItem(self.piste)
        self.figures = [FigureItem(0), FigureItem(1)]
        for f in self.figures:
            f.setZValue(5)
            self.addItem(f)
        self.deck = PileItem()
        self.addItem(self.deck)
        self.discard_slot = SlotItem(translate("EnGardeScene", "Discards"))
        self.addItem(self.discard_slot)
        self.tracks = [HitTrackItem(0), HitTrackItem(1)]
        for t in self.tracks:
            self.addItem(t)
        self.status = self._text(QPointF(), ui_font(24))
        self.phase_text = self._text(QPointF(), ui_font(20))
        self.attack_label = self._text(QPointF(), ui_font(16))
        self._key_hand: list[CardItem] = []  # the hand as the last key found it
        # each fencer's step in progress, and where it ends
        self._walks: list[tuple[QSequentialAnimationGroup, QPointF] | None] = [None, None]
        self._turning: list[CardItem] = []  # cards revealed by the last events, to flip face up
        self._set_geometry(ACROSS)
        self.view: EnGardeView | None = None  # none yet: the match sends the first

    def fit_to(self, width: int, height: int) -> None:
        """The table view's size: a narrow window packs the table so the cards stay large."""
        geo = suits(width, height)
        if geo is not self.geo:
            self._set_geometry(geo)
            if self.view:
                self._layout(animate=False)

    def _set_geometry(self, geo: Geometry) -> None:
        self.geo = geo
        self.set_table_rect(geo.rect())
        self.piste.set_space_width(geo.space_w)
        self.piste.setPos(geo.piste)
        self.deck.setPos(geo.deck)
        self.discard_slot.setPos(geo.discard)
        self.status.setPos(geo.status)
        self.phase_text.setPos(geo.status + QPointF(0, 45))
        # between the other fencer's hand and the ring that marks his last move (MoveMark's
        # dashes, outside a card's bounds, which reach 4 past its face)
        above = QFontMetricsF(self.attack_label.font()).height() + 4 + MoveMark.REACH + 1
        self.attack_label.setPos(geo.attack - QPointF(0, above))
        self._place_tracks()

    def _place_tracks(self) -> None:
        mine, theirs = self.geo.tracks
        self.tracks[self.me].setPos(mine)
        self.tracks[1 - self.me].setPos(theirs)

    def cards(self) -> list[CardItem]:
        return [c for zone in self.zones.values() for c in zone]

    # --- drawing a view ------------------------------------------------------------------------
    def reset(self, view: EnGardeView) -> None:
        """Redraw from scratch (new game, undo, resume, hand-over): no animation."""
        self._stop_animation()
        for card in self.cards():
            self.removeItem(card)
        self.view = view
        seat = view.seat
        self.me = seat if seat is not None else 0
        self.piste.mirror = self.me == 1
        hand = view.hand
        for s in (0, 1):
            values: list[int | None] = (
                list(hand) if s == seat and hand is not None else [None] * view.hand_sizes[s]
            )
            self.zones[f"hand:{s}"] = [self._new_card(v, f"hand:{s}") for v in values]
        self.zones["discard"] = [self._new_card(v, "discard") for v in view.discard]
        self.focus_index = 0
        self.set_preview(None)
        self.on_view(view)
        self.overlay.setVisible(False)
        self._layout(animate=False)

    def _new_card(self, value: int | None, zone: str) -> CardItem:
        card = CardItem(value, zone)
        card.setPos(self.geo.deck)
        self.addItem(card)
        return card

    def on_view(self, view: EnGardeView) -> None:
        self.view = view
        names = self.names()
        # the furniture's words follow a language chosen since the table was built
        self.discard_slot.label = translate("EnGardeScene", "Discards")
        self.deck.count = view.deck_size
        self.deck.update()
        for s, track in enumerate(self.tracks):
            track.target, track.hits, track.name = view.target, view.hits[s], names[s]
            track.prepareGeometryChange()
            track.update()
        self._place_tracks()
        for s, fig in enumerate(self.figures):
            fig.facing = 1 if (s == 0) != self.piste.mirror else -1
            fig.update()
        self.status.setText(translate("EnGardeScene", "Round {round} — distance {distance}").format(
            round=view.round + 1, distance=view.distance))
        if view.winner is not None:
            self.phase_text.setText(by_name(
                names[view.winner], translate("EnGardeScene", "You win the match"),
                translate("EnGardeScene", "{name} wins the match")))
        else:
            from engine.games.en_garde.text import phase_words

            self.phase_text.setText(phase_words(view.phase, names[view.to_move]))
        self.attack_label.setText(translate("EnGardeScene", "Attack to answer") if view.pending else "")
        self._reconcile(view)
        self._layout(animate=anim.speed() > 0)

    def _reconcile(self, view: EnGardeView) -> None:
        """The events moved the cards; the view is the truth. Where they disagree (a round reset
        dealt new hands), the zone is rebuilt from the view."""
        seat, hand = view.seat, view.hand
        for s in (0, 1):
            zone = self.zones[f"hand:{s}"]
            if s == seat and hand is not None:
                if sorted(c.value for c in zone if c.value is not None) != sorted(hand) or len(
                    zone
                ) != len(hand):
                    self._replace_zone(f"hand:{s}", list(hand))
            elif len(zone) != view.hand_sizes[s]:
                self._replace_zone(f"hand:{s}", [None] * view.hand_sizes[s])
        if tuple(c.value for c in self.zones["discard"]) != view.discard:
            self._replace_zone("discard", list(view.discard))

    def _replace_zone(self, zone: str, values: list[int | None]) -> None:
        for card in self.zones[zone]:
            self.removeItem(card)
        self.zones[zone] = [self._new_card(v, zone) for v in values]

    # --- events --------------------------------------------------------------------------------
    def on_events(self, events: Sequence[Event]) -> None:
        for e in events:
            match e:
                case CardMoved():
                    self._move_card(e)
                case HandRevealed(seat=seat, cards=cards):
                    for card, value in zip(self.zones[f"hand:{seat}"], cards, strict=False):
                        card.value, card.face_up = value, True
                        card.update()
                case RoundOver(winner=winner, reason=reason):
                    self._round_over(winner, reason)
        # the match sends the new view right after its events; on_view lays the cards out

    def _round_over(self, winner: int | None, reason: str) -> None:
        who = translate("EnGardeScene", "Drawn round") if winner is None else by_name(
            self.names()[winner], translate("EnGardeScene", "You win the round"),
            translate("EnGardeScene", "{name} wins the round"))
        self.message.emit(translate("EnGardeScene", "{result} ({reason}).").format(
            result=who, reason=reason_words(reason)))
        for card in self.cards():
            self.removeItem(card)  # the cards go back into the deck for the next deal
        self.zones = {"hand:0": [], "hand:1": [], "discard": []}

    def _move_card(self, e: CardMoved) -> None:
        src, dst, value = e.src, e.dst, e.card
        if src == "deck":
            card = self._new_card(value, dst)
        else:
            zone = self.zones.get(src, [])
            matches = [c for c in zone if c.value == value] or [c for c in zone if c.value is None] or zone
            if not matches:
                return  # the view will reconcile
            card = matches[-1]
            zone.remove(card)
            if value is not None and card.value is None:
                card.value = value  # a played card is public: its face may now be shown
                if anim.speed() > 0:
                    card.face_up = False  # it turns over on its way (see _turn_over)
                    self._turning.append(card)
        card.zone = dst
        card.face_up = card.value is not None and card not in self._turning
        card.selected = False
        self.zones.setdefault(dst, []).append(card)
        card.update()

    # --- layout --------------------------------------------------------------------------------
    def hand_fan(self) -> HandFan:
        """The player's hand as laid: as large as its titles need at the scale the table shows at,
        between the hit tracks and the table's bottom edge."""
        width, height = self.geo.size
        return hand_fan(len(self.my_hand()), CARD_W, CARD_H, title_share=TITLE_SHARE,
                        device_per_unit=self.device_per_unit, room_w=width - 2 * EDGE,
                        room_h=height - EDGE - self.geo.hand_top - SELECTED_LIFT, gap=HAND_GAP)

    def _targets(self) -> dict[CardItem, QPointF]:
        out: dict[CardItem, QPointF] = {}
        mine = self.hand_fan()
        theirs = HandFan(1.0, CARD_W + HAND_GAP, CARD_W)
        for s in (0, 1):
            zone = self.zones[f"hand:{s}"]
            fan = mine if s == self.me else theirs
            x0 = fan.left(len(zone), self.geo.size[0] / 2)
            y = self.geo.hand_y[0 if s == self.me else 1]
            if s == self.me:  # a larger hand grows up from the table's bottom edge
                y = min(y, self.geo.size[1] - EDGE - CARD_H * fan.scale)
            for i, card in enumerate(zone):
                lift = -SELECTED_LIFT if card.selected else 0
                out[card] = QPointF(x0 + i * fan.step, y + lift)
        discard = self.zones["discard"]
        pending = len(self.view.pending) if self.view else 0
        fanned = self.view is not None and self.view.open_discards
        pile = discard[: len(discard) - pending] if pending else discard
        for i, card in enumerate(pile):
            offset = QPointF(0, i * 4.0) if fanned else QPointF(i * 0.4, i * 0.4)
            out[card] = self.geo.discard + offset
            card.setZValue(10 + i)
        for i, card in enumerate(discard[len(discard) - pending :] if pending else []):
            out[card] = self.geo.attack + QPointF(i * (CARD_W * 0.45), 0)
            card.setZValue(60 + i)
        return out

    def _layout(self, animate: bool) -> None:
        self._stop_animation()
        targets = self._targets()
        for s in (0, 1):
            for i, card in enumerate(self.zones[f"hand:{s}"]):
                card.setZValue(100 + i)
        scale = self.hand_fan().scale
        mine = self.my_hand()
        if not animate:
            for card, pos in targets.items():
                move_into_place(card, None, pos=pos, scale=scale if card in mine else 1.0)
            for card in self._turning:
                self._show_face(card)
            self._turning = []
            self._place_figures(animate=False)
            return
        group = QParallelAnimationGroup(self)
        delay = 0
        for card, pos in targets.items():
            size = scale if card in mine else 1.0
            if (card.pos() - pos).manhattanLength() < 0.5 and abs(card.scale() - size) < 0.005:
                continue
            seq = QSequentialAnimationGroup()
            if card.zone.startswith("hand") and card.pos() == self.geo.deck:
                seq.addPause(delay)  # deal one card after another
                delay += anim.duration("card") // 3
            together = QParallelAnimationGroup()  # it grows or shrinks on its way
            move_into_place(card, together, pos=pos, scale=size)
            seq.addAnimation(together)
            group.addAnimation(seq)
        self._place_figures(animate=True)
        for card in self._turning:
            group.addAnimation(self._turn_over(card))
        self._turning = []
        self._group = group
        group.start()

    def _relayout(self, animate: bool) -> None:
        self._layout(animate)

    def _stop_animation(self) -> None:
        super()._stop_animation()
        for card in self.cards():  # a flip cut short must still end face up
            if card.value is not None and not card.face_up and card.zone == "discard":
                card.face_up = True
                card.setProperty("flip", 1.0)

    def _place_figures(self, animate: bool) -> None:
        if not self.view:
            return
        for s, fig in enumerate(self.figures):
            r = self.piste.space_rect(self.view.pos[s])
            pos = self.piste.mapToScene(QPointF(r.center().x(), -4))
            walk = self._walks[s]
            if walk is not None:
                if walk[1] == pos:
                    continue  # already on its way there
                walk[0].stop()
                self._walks[s] = None
            if animate and (fig.pos() - pos).manhattanLength() > 0.5:
                steps = QSequentialAnimationGroup(self)
                move_into_place(fig, steps, pos=pos, pace="figure", easing=QEasingCurve.Type.InOutQuad)
                self._walks[s] = (steps, pos)
                steps.start()
            else:
                move_into_place(fig, None, pos=pos)

    # --- match states --------------------------------------------------------------------------
    def _awaiting_human(self) -> None:
        self.overlay.setVisible(False)
        self.message.emit(translate("EnGardeScene",
                                    "Your move: drag a card, or use the keys (F1 lists them)."))

    def last_move_items(self, events: Sequence[Event]) -> list[Any]:
        """The cards the other fencer laid on the table (as they lie now) and his figure, if his
        move stepped it (not the new round's return to the ends of the piste)."""
        out: list[Any] = []
        actor = -1
        for e in events:
            match e:
                case ActionPlayed(seat=seat):
                    actor = seat
                case RoundOver():
                    out, actor = [], -1  # a new round: the fencers walk back to the ends on their own
                case FigureMoved(seat=seat) if seat == actor:
                    out.append(self.figures[seat])
                case CardMoved(card=value, src=src, dst="discard") if src.startswith("hand"):
                    pile = [c for c in self.zones["discard"] if c.value == value and c not in out]
                    out.extend(pile[-1:])
        return list(dict.fromkeys(out))

    # --- the table in words (gui/access.py) ---------------------------------------------------------
    def focus_words(self) -> str:
        hand = self.my_hand()
        if not hand:
            return ""
        card = hand[min(self.focus_index, len(hand) - 1)]
        if card.value is None:
            return ""
        if card.selected:
            return translate("EnGardeScene", "The {value}, in your hand, chosen").format(value=card.value)
        return translate("EnGardeScene", "The {value}, in your hand").format(value=card.value)

    def situation_words(self) -> list[str]:
        view, names = self.view, self.names()
        if view is None:
            return []
        pos, me = view.pos, self.me
        lines = [
            translate("EnGardeScene", "Round {round}: distance {distance}, you on space {mine}, "
                                      "{name} on space {his} of 23").format(
                round=view.round + 1, distance=view.distance, mine=pos[me] + 1, name=names[1 - me],
                his=pos[1 - me] + 1),
        ]
        if view.winner is None:
            lines.append(self.phase_text.text())
        if view.pending:
            lines.append(translate("EnGardeScene", "Attack to answer: {cards}").format(
                cards=" + ".join(map(str, view.pending))))
        if view.hand is not None:
            lines.append(translate("EnGardeScene", "Your hand: {cards}").format(
                cards=", ".join(map(str, view.hand)) or translate("EnGardeScene", "empty")))
            held = view.hand_sizes[1 - me]
            lines.append(by_name(names[1 - me], translate("EnGardeScene", "You hold %n card(s)", None, held),
                                 translate("EnGardeScene", "{name} holds %n card(s)", None, held)))
        else:  # an onlooker's screen (a hand-over): no hand is read
            sizes = view.hand_sizes
            lines.append(translate("EnGardeScene", "Cards in hand: {first} {a}, {second} {b}").format(
                first=names[0], a=sizes[0], second=names[1], b=sizes[1]))
        discard = view.discard
        if view.open_discards:
            lines.append(translate("EnGardeScene", "Played this round: {cards}").format(
                cards=", ".join(map(str, discard)) or translate("EnGardeScene", "nothing yet")))
        lines.append(translate("EnGardeScene", "%n card(s) in the deck", None, view.deck_size))
        return lines

    # --- intents: what a drop or a key means ------------------------------------------------------
    def my_hand(self) -> list[CardItem]:
        return self.zones[f"hand:{self.me}"]

    def intended(self, values: list[int], target: tuple[str, int], lead: int | None = None) -> Action | str:
        """The action a drop of `values` on `target` means, legal or not; or why it means none.
        `lead` is the card the player holds (dragged, or focused): where a 3 and a 4 could step
        and lunge either way round, the held card is the one that lunges."""
        kind, space = target
        values = sorted(values)
        if kind == "figure":
            fits = [
                a
                for a in self.legal()
                if (a.kind == act.ATTACK and list(a.cards) == values)
                or (a.kind == act.ADVANCE_ATTACK and sorted([a.card, *a.cards]) == values)
            ]
            fits.sort(key=lambda a: a.cards[0] != lead)  # stable: the lead card's lunge first
            return fits[0] if fits else act.attack(*values)
        if kind == "attack":
            return act.parry(*values)
        if kind == "space":
            if len(values) != 1:
                return translate("EnGardeScene", "A move uses exactly one card.")
            v = values[0]
            mine = self._my_space()
            ahead = (space - mine) * (1 if self.me == 0 else -1)
            if abs(ahead) != v:
                moves = translate("EnGardeScene", "A {value} moves exactly %n space(s), forward or back.",
                                  None, v)
                return moves.format(value=v)
            return act.advance(v) if ahead > 0 else act.retreat(v)
        return translate("EnGardeScene", DROP_HELP)

    def target_at(self, point: QPointF) -> tuple[str, int] | None:
        opp = self.figures[1 - self.me]
        if opp.sceneBoundingRect().adjusted(-20, -20, 20, 40).contains(point):
            return ("figure", 0)
        attack = QRectF(self.geo.attack, self.geo.attack + QPointF(CARD_W * 2.5, CARD_H))
        if self.view is not None and self.view.pending and attack.contains(point):
            return ("attack", 0)
        space = self.piste.space_at(point)
        if space is not None:
            return ("space", space)
        return None

    def _my_space(self) -> int:
        """The space the player's fencer stands on (nothing is played before a view is drawn)."""
        assert self.view is not None
        return self.view.pos[self.me]

    def _dest_space(self, a: Action) -> int | None:
        mine = self._my_space()
        step = 1 if self.me == 0 else -1
        if a.kind == act.ADVANCE:
            return int(mine + step * a.card)
        if a.kind == act.RETREAT:
            return int(mine - step * a.card)
        return None

    def highlight_for(self, values: list[int] | None) -> None:
        """Light the targets that a drop of `values` could legally reach (None: light nothing)."""
        self.piste.lit = set()
        for f in self.figures:
            f.lit = False
        if values:
            vs = sorted(values)
            for a in self.legal():
                used = (
                    sorted([a.card, *a.cards])
                    if a.kind == act.ADVANCE_ATTACK
                    else ([a.card] if a.kind in (act.ADVANCE, act.RETREAT) else list(a.cards))
                )
                if used != vs:
                    continue
                dest = self._dest_space(a)
                if dest is not None:
                    self.piste.lit.add(dest)
                elif a.kind in (act.ATTACK, act.ADVANCE_ATTACK):
                    self.figures[1 - self.me].lit = True
        self.piste.update()
        for f in self.figures:
            f.update()

    # --- the drag gesture's hooks (see TableSceneBase) ----------------------------------------------
    def _pick(self, point: QPointF) -> Grip | None:
        """A hand card; if it is selected, the selected cards go with it."""
        card = self._card_at(point)
        if card is None or card not in self.my_hand():
            return None
        return Grip([c for c in self.my_hand() if c.selected] if card.selected else [card], card.value)

    def _lift(self, held: Grip) -> None:
        self.highlight_for(held.values())

    def _carry(self, held: Grip, delta: QPointF, point: QPointF) -> None:
        targets = self._targets()
        for i, card in enumerate(held.cards):
            card.setZValue(500 + i)
            card.setPos(targets[card] + delta + QPointF(i * 18, i * 6))

    def _drop_target(self, held: Grip, point: QPointF) -> tuple[str, int] | None:
        """The place under the first card's centre, else under the pointer."""
        return self.target_at(held.cards[0].sceneBoundingRect().center()) or self.target_at(point)

    def _drop_action(self, held: Grip, target: tuple[str, int] | None) -> Action | str | None:
        return self.intended(held.values(), target, held.lead) if target else None

    def _put_down(self, held: Grip) -> None:
        self.highlight_for(None)

    def _click(self, held: Grip) -> None:
        """A click selects or unselects the card."""
        card = held.cards[0]
        card.selected = not card.selected
        self.focus_index = self.my_hand().index(card)
        self._layout(animate=anim.speed() > 0)

    def _card_at(self, point: QPointF) -> CardItem | None:
        for item in self.items(point):
            if isinstance(item, CardItem):
                return item
        return None

    # --- keyboard ------------------------------------------------------------------------------------
    def help_page(self) -> tuple[str, list[tuple[str, str]]]:
        return translate("EnGardeScene", "Keys"), list(KEYS)

    def _key(self, key: Qt.Key) -> bool:
        hand = self._key_hand = self.my_hand()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            self.focus_index = (self.focus_index + (1 if key == Qt.Key.Key_Right else -1)) % len(hand)
        elif key == Qt.Key.Key_Space and hand:
            card = hand[min(self.focus_index, len(hand) - 1)]
            card.selected = not card.selected
        elif key in (Qt.Key.Key_F, Qt.Key.Key_B, Qt.Key.Key_A, Qt.Key.Key_P, Qt.Key.Key_H):
            self._offer(self._from_letter(key))
        else:
            return super()._key(key)
        return True

    def _show_focus(self) -> None:
        """The dashed ring on the card the keys point at, in the hand the key saw (a play may
        have dealt new cards since: they wear no ring until a key points at them)."""
        for i, card in enumerate(self._key_hand):
            card.focused = i == self.focus_index
            card.update()
        self._layout(animate=False)

    def _aim(self, action: Action) -> tuple[list[QGraphicsItem], QRectF | None]:
        """The hand cards the action plays (the focused one first where values repeat) and its
        target: the space a step ends on, the other fencer, or the attack a parry answers."""
        values = {act.ADVANCE: [action.card], act.RETREAT: [action.card],
                  act.ADVANCE_ATTACK: [action.card, *action.cards]}.get(action.kind, list(action.cards))
        hand = self.my_hand()
        order = sorted(hand, key=lambda c: (not c.selected, hand.index(c) != self.focus_index))
        cards: list[QGraphicsItem] = []
        for v in values:
            found = next((c for c in order if c.value == v and c not in cards), None)
            if found is not None:
                cards.append(found)
        target: QRectF | None = None
        dest = self._dest_space(action)
        if dest is not None:
            target = self.piste.mapRectToScene(self.piste.space_rect(dest))
        elif action.kind in (act.ATTACK, act.ADVANCE_ATTACK):
            target = self.figures[1 - self.me].sceneBoundingRect()
        elif action.kind == act.PARRY:
            n = len(self.view.pending) if self.view else 0
            for c in self.zones["discard"][len(self.zones["discard"]) - n:] if n else []:
                target = c.sceneBoundingRect() if target is None else target.united(c.sceneBoundingRect())
        return cards, target

    def _keyed_card(self) -> CardItem | None:
        hand = self.my_hand()
        return hand[min(self.focus_index, len(hand) - 1)] if hand else None

    def _chosen_values(self) -> list[int]:
        hand = self.my_hand()
        chosen = [c.value for c in hand if c.selected and c.value is not None]
        if not chosen and hand:
            value = hand[min(self.focus_index, len(hand) - 1)].value
            chosen = [value] if value is not None else []
        return chosen

    def _from_letter(self, key: Qt.Key) -> Action | str | None:
        values = self._chosen_values()
        if key == Qt.Key.Key_H:
            return act.HOLD_ACTION
        if not values:
            return None
        if key in (Qt.Key.Key_F, Qt.Key.Key_B):
            if len(values) != 1:
                return translate("EnGardeScene", "A move uses exactly one card.")
            return act.advance(values[0]) if key == Qt.Key.Key_F else act.retreat(values[0])
        if key == Qt.Key.Key_A:
            hand = self.my_hand()
            focused = hand[min(self.focus_index, len(hand) - 1)].value if hand else None
            return self.intended(values, ("figure", 0), focused)
        return act.parry(*values)

