"""The Ready...Fence! table: the strip and its two fencers, each fencer's board, the scoreboard and
the Timer deck, and the phrase laid out card by card with each speed summed.

The scene never changes the bout. It lays out what the seat at the screen may see (the match's
view), moves each card item to where the view says it lies, and turns a drop, a click or a key
into the Action it means; the match answers with a new view, or a refusal (the card flies home
and the status bar says why).

The table turns with the window: across a landscape window the strip runs left to right through
the middle, the player's fencer on the left; in a portrait window it runs up the left edge as on
the printed board, the player's fencer at the bottom. Either way the player's hand is at the
bottom and the phrase lies beside the strip, so a learner reads each touch off the table.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from functools import cache
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QSequentialAnimationGroup, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from engine.core.events import ActionPlayed, CardMoved, Event, FigureMoved, GameOver, RoundOver
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.ready_fence.actions import POSITIONS, Action, position_name
from engine.games.ready_fence.cards import fence_cards
from engine.games.ready_fence.state import phase_title
from engine.games.ready_fence.verdict import Verdict
from engine.games.ready_fence.view import ReadyFenceView
from engine.games.ready_fence.words import card_name, verdict_words
from engine.games.words import translate
from gui.games.ready_fence.items import (
    CARD_H,
    CARD_W,
    BoardState,
    Caption,
    FencerBoard,
    FencerFigure,
    PhraseItem,
    PileItem,
    RFCard,
    ScoreBoard,
    ScoreState,
    StripItem,
    touch_mark,
)
from gui.games.ready_fence.layout import (
    ACROSS,
    ALONG,
    Geometry,
    distance_words,
    headline,
    role_word,
    slot_rects,
    speed_sum,
    versus,
)
from gui.games.ready_fence.rules import KEYS as HELP_ROWS
from gui.table.drag import DragTableScene, Spot, split
from gui.table.hand import HandFan, hand_fan
from gui.table.items import ButtonItem, title_font, ui_font
from gui.table.motion import move_into_place
from gui.table.story import by_name, capital

PLAYABLE_LIFT = 14.0
# the smallest title a hand card's face sets, as a share of its height: the longest names step
# down from the face's title size to fit its width
TITLE_SHARE = 0.064
WITH_OFFSET = QPointF(26, -14)  # a companion card (Angulations, the Feint) peeks from behind its card
PISTE_KINDS = ("play", "renew", "feint")
PILE_KINDS = ("discard", "retreat", "distance")
DROP_HELP = QT_TRANSLATE_NOOP("ReadyFenceScene", "Drop a card on the piste (the phrase area or the strip) to "
                                                "play it, or on the discard pile to change it (F1 tells "
                                                "more).")
# the buttons for actions without a card, in the order they stand; parries get one each
BUTTONS = (("keep", QT_TRANSLATE_NOOP("ReadyFenceScene", "Keep (K)")),
           ("mulligan", QT_TRANSLATE_NOOP("ReadyFenceScene", "Mulligan (M)")),
           ("advance", QT_TRANSLATE_NOOP("ReadyFenceScene", "Advance (F)")),
           ("back", QT_TRANSLATE_NOOP("ReadyFenceScene", "Back (B)")),
           ("retreat", QT_TRANSLATE_NOOP("ReadyFenceScene", "Retreat 2 (R)")),
           ("stall", QT_TRANSLATE_NOOP("ReadyFenceScene", "Stall (S)")),
           ("distance", QT_TRANSLATE_NOOP("ReadyFenceScene", "Defend by distance (T)")),
           ("pass", QT_TRANSLATE_NOOP("ReadyFenceScene", "Pass (Space)")),
           ("done", QT_TRANSLATE_NOOP("ReadyFenceScene", "Done (Space)")))
LETTERS: dict[Qt.Key, tuple[str, ...]] = {
    Qt.Key.Key_K: ("keep",), Qt.Key.Key_M: ("mulligan",), Qt.Key.Key_F: ("advance",),
    Qt.Key.Key_B: ("back",), Qt.Key.Key_R: ("retreat",), Qt.Key.Key_S: ("stall",),
    Qt.Key.Key_T: ("distance",), Qt.Key.Key_X: ("parry",), Qt.Key.Key_W: ("weapon",),
    Qt.Key.Key_Space: ("pass", "done"),
}
PHASE_HINTS = {
    "mulligan": QT_TRANSLATE_NOOP("ReadyFenceScene", "Keep your hand (K), or change it once: Mulligan (M)."),
    "turn": QT_TRANSLATE_NOOP("ReadyFenceScene", "Two actions: step (F, B or click a square), click a weapon "
                                                 "circle, drag a card onto the discard pile to change it, or "
                                                 "drag a red card onto the piste to attack."),
    "phrase": QT_TRANSLATE_NOOP("ReadyFenceScene", "Answer: drag a card onto the piste, parry with stamina "
                                                   "(X), "
                                                   "defend by distance (T), or Pass (Space) to let the "
                                                   "phrase be "
                                                   "judged."),
    "renew": QT_TRANSLATE_NOOP("ReadyFenceScene", "Your attack was stopped: drag the Renewed Attack onto the "
                                                  "piste, or Pass (Space)."),
    "discard": QT_TRANSLATE_NOOP("ReadyFenceScene", "End of turn: drag a card onto the discard pile to "
                                                    "change it, "
                                                    "or Done (Space)."),
}


@cache
def _button_metrics() -> QFontMetricsF:
    return QFontMetricsF(ui_font(17, bold=True))  # ButtonItem's face


def button_width(text: str) -> float:
    """A button just wide enough for its words."""
    return _button_metrics().horizontalAdvance(text) + 28


class ReadyFenceScene(DragTableScene[RFCard, Action]):
    FELT = ((0, "#1f3546"), (0.5, "#1b4055"), (1, "#142c3a"))
    CONTEXT = "ReadyFenceScene"
    DROP_HELP = DROP_HELP
    CHOOSE_FIRST = QT_TRANSLATE_NOOP("ReadyFenceScene", "Choose an action first: a letter or a number (F1 "
                                                        "lists "
                                                        "them).")
    HELP_ROWS = HELP_ROWS
    PHASE_HINTS = PHASE_HINTS
    CLICK_KEYS = QT_TRANSLATE_NOOP("ReadyFenceScene", "press P or D")

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.view: ReadyFenceView | None = None  # none yet: the match sends the first
        self.geo: Geometry = ACROSS
        self._origin: dict[str, str] = {}  # where the last events took each card from
        self._unseen: list[tuple[str, str]] = []  # (from, to) of the cards they moved face down
        self._paths: list[list[int]] = [[], []]  # the squares each fencer passed through in them
        self._walks: list[QSequentialAnimationGroup | None] = [None, None]
        self.buttons: list[ButtonItem] = []
        self._build_felt()
        self.set_orientation(False)

    # --- the fixed furniture --------------------------------------------------------------------
    def _build_felt(self) -> None:
        self.strip = StripItem()
        self.figures = [FencerFigure(0), FencerFigure(1)]
        self.boards = [FencerBoard(), FencerBoard()]
        self.scoreboard = ScoreBoard()
        self.timer_pile = PileItem("Timer", backs=True)
        self.discard_pile = PileItem("Discards", backs=False)
        self.phrase = PhraseItem()
        for item in (self.strip, *self.figures, *self.boards, self.scoreboard, self.timer_pile,
                     self.discard_pile, self.phrase):
            self.addItem(item)
        self.banner = self._text(QPointF(), title_font(30))
        self.subline = self._text(QPointF(), ui_font(16), QColor("#d7dde0"))
        self.distance = self._text(QPointF(), ui_font(15, bold=True), QColor("#f2e2a8"))
        self.stock = self._text(QPointF(), ui_font(13), QColor("#d7dde0"))

    def fit_to(self, width: int, height: int) -> None:
        """The table view's size: a portrait window turns the strip along it."""
        vertical = height > width
        if vertical != self.geo.vertical:
            self.set_orientation(vertical)

    def set_orientation(self, vertical: bool) -> None:
        """Lay the table out across (landscape) or along (portrait), and redraw what it shows."""
        self.geo = ALONG if vertical else ACROSS
        self.set_table_rect(self.geo.rect())
        along, across = self.geo.square
        self.strip.set_shape(vertical, along, across)
        self.strip.setPos(self.geo.strip)
        self.phrase.set_rect(self.geo.phrase)
        self.timer_pile.setPos(self.geo.timer)
        self.discard_pile.setPos(self.geo.discard)
        self.scoreboard.setPos(self.geo.score)
        for f in self.figures:
            f.setRotation(-90 if vertical else 0)
        if self.view is not None:
            self._draw(self.view, animate=False)

    def _place_furniture(self) -> None:
        g = self.geo
        self.strip.mirror = self.me == 1
        self.strip.update()
        self.boards[self.me].setPos(g.my_board)
        self.boards[1 - self.me].setPos(g.opp_board)
        self.banner.setPos(g.banner)
        self.subline.setPos(g.banner + QPointF(0, 42))
        self.distance.setPos(g.distance)
        self.stock.setPos(g.stock)

    # --- drawing a view -------------------------------------------------------------------------
    def reset(self, view: ReadyFenceView) -> None:
        self._paths = [[], []]
        super().reset(view)

    def _show(self, view: ReadyFenceView, animate: bool) -> None:
        self._show_boards(view)
        self._show_centre(view)
        self._show_phrase(view)
        self._show_buttons()
        self._light_moves()
        self._place_figures(animate)

    def _show_boards(self, view: ReadyFenceView) -> None:
        names = self.names()
        legal = self.legal()
        preview = self.preview
        for s in (0, 1):
            notes = []
            if view.priority == s:
                notes.append(translate("ReadyFenceScene", "Priority"))
            if view.stalled[s]:
                notes.append(translate("ReadyFenceScene", "stalled last turn"))
            if view.mulliganed[s]:
                notes.append(translate("ReadyFenceScene", "mulligan used"))
            if view.cardless[s] and view.plays:
                notes.append(translate("ReadyFenceScene", "cardless defence used"))
            mine = s == self.me
            ghost = None
            if mine and isinstance(preview, Action) and preview.kind == "parry":
                ghost = view.stamina[s] - int(preview.card)
            self.boards[s].state = BoardState(
                name=names[s], seat=s, hand=view.hand_sizes[s], weapon=view.weapon[s],
                effective=view.effective[s], beaten_by=view.weapon[1 - s], stamina=view.stamina[s],
                ghost=ghost,
                notes=notes, to_act=view.phase != "over" and view.to_move == s,
                lit_weapons={a.card for a in legal if a.kind == "weapon" and mine},
                lit_stamina={view.stamina[s] - int(a.card) for a in legal if a.kind == "parry" and mine},
            )
            self.boards[s].update()

    def _show_centre(self, view: ReadyFenceView) -> None:
        names = self.names()
        self.scoreboard.state = ScoreState(
            names=(names[0], names[1]), points=view.points, target=view.target,
            period=view.period, periods=view.periods, overtime=view.overtime,
            priority=view.priority, first=view.first,
        )
        self.scoreboard.update()
        self.timer_pile.count = view.timer_size
        self.timer_pile.label = translate("ReadyFenceScene", "Overtime timer") if view.overtime \
            else translate("ReadyFenceScene", "Timer")
        self.timer_pile.update()
        self.discard_pile.label = translate("ReadyFenceScene", "Discards")
        self.discard_pile.count = len(view.discards)
        self.discard_pile.update()
        aside = view.stock_size
        self.stock.setText(translate("ReadyFenceScene", "%n card(s) set aside, unseen", None, aside)
                           if aside else "")
        phase = view.phase
        to_move = names[view.to_move]
        if phase == "over":
            self._title(phase_title("over"))
            who = translate("ReadyFenceScene", "A drawn bout") if view.winner is None else by_name(
                names[view.winner], translate("ReadyFenceScene", "You win the bout"),
                translate("ReadyFenceScene", "{name} wins the bout"))
            self.subline.setText(translate("ReadyFenceScene", "{result}: {verdict}").format(
                result=who, verdict=verdict_words(view.reason)))
        else:
            title = phase_title(phase)
            if phase == "turn" and view.to_move != self.me:
                title = by_name(to_move, translate("ReadyFenceScene", "Your turn: two actions"),
                                translate("ReadyFenceScene", "{name}'s turn: two actions"))
            self._title(title)
            sub = by_name(to_move, translate("ReadyFenceScene", "Your move"),
                          translate("ReadyFenceScene", "{name} to act"))
            if phase == "turn":
                sub += translate("ReadyFenceScene", " · %n action(s) left", None, view.actions_left)
            if view.playon:
                sub += translate("ReadyFenceScene", " · time is out: the next touch wins")
            self.subline.setText(sub)
        self.distance.setText(distance_words(view.distance))
        self._centre_text(self.distance)

    def _title(self, title: str) -> None:
        self.banner.setFont(title_font(30, text=title))  # regular where the bold lacks a letter
        self.banner.setText(title)

    def _centre_text(self, item: Any) -> None:
        """Centre a line over the strip's side of the table (across: under the strip)."""
        g = self.geo
        if g.vertical:
            item.setPos(g.distance)
            return
        width = item.boundingRect().width()
        item.setPos(g.distance.x() + (g.text_w - width) / 2, g.distance.y())

    def _show_phrase(self, view: ReadyFenceView) -> None:
        names = self.names()
        plays, _ = view.piste
        rects = slot_rects(self.geo, len(plays))
        captions = []
        for i, (p, r) in enumerate(zip(plays, rects, strict=True)):
            token = ""
            if not p.card:
                token = translate("ReadyFenceScene", "Parry\nwithout a card") if p.role == "parry" \
                    else translate("ReadyFenceScene", "Defence by distance")
            captions.append(Caption(
                rect=r, who=names[p.seat], role=role_word(p), seat=p.seat, sum=speed_sum(p),
                token=token, versus=versus(plays[i - 1], p) if i else "", dim=p.replaced,
            ))
        self.phrase.captions = captions
        self.phrase.headline = headline(view, names)
        self.phrase.update()

    def _show_buttons(self) -> None:
        for b in self.buttons:
            self.removeItem(b)
        self.buttons = []
        legal = self.legal()
        wanted: list[tuple[str, Action]] = []
        for kind, text in BUTTONS:
            fits = [a for a in legal if a.kind == kind and not a.card]
            if fits:
                wanted.append((translate("ReadyFenceScene", text), fits[0]))
            keep = Action("stall", "keep")
            if kind == "stall" and keep in legal:  # the stall's Timer discard is optional
                wanted.append((translate("ReadyFenceScene", "Stall, keep the Timer (S S)"), keep))
            if kind == "distance" and self.view is not None:  # the parries after it: "Parry 3 SP = 6", …
                view = self.view
                parries = [a for a in legal if a.kind == "parry"]
                for i, a in enumerate(parries):
                    n = int(a.card)
                    said = translate("ReadyFenceScene", "Parry {sp} SP = {speed}") if i == 0 \
                        else translate("ReadyFenceScene", "{sp} SP = {speed}")
                    wanted.append((said.format(sp=n, speed=view.parry_speed(n)), a))
        area = self.geo.buttons
        x, y = area.left(), area.top()
        rows: list[list[ButtonItem]] = [[]]
        for text, action in wanted:
            b = ButtonItem()
            b.W = max(96.0, button_width(text))
            b.text, b.action = text, action
            if x + b.W > area.right() and rows[-1]:
                rows.append([])
                x, y = area.left(), y + ButtonItem.H + 8
            b.setPos(x, y)
            b.setZValue(60)
            x += b.W + 10
            rows[-1].append(b)
            self.addItem(b)
            self.buttons.append(b)
        for row in rows:  # each row centred in its area
            if row:
                used = row[-1].x() + row[-1].W - row[0].x()
                shift = (area.width() - used) / 2 - (row[0].x() - area.left())
                for b in row:
                    b.setPos(b.x() + shift, b.y())

    def _light_moves(self) -> None:
        """The squares a step or a retreat would take the player's fencer to."""
        self.strip.lit = {sq for a in self.legal() if (sq := self.destination(a)) is not None}
        self.strip.update()

    def destination(self, a: Action) -> int | None:
        """The square a step action takes the player to, as the rules give it in the view."""
        if a.card or self.view is None:
            return None
        return self.view.landings.get(a.kind)

    # --- the fencers on the strip -----------------------------------------------------------------
    def _figure_point(self, square: int) -> QPointF:
        centre = self.strip.square_centre(square)
        return centre + (QPointF(40, 0) if self.geo.vertical else QPointF(0, 24))

    def _place_figures(self, animate: bool) -> None:
        if self.view is None:
            return
        for s, fig in enumerate(self.figures):
            toward = 1 if s == self.me else -1
            fig.facing = toward
            fig.update()
            walk = self._walks[s]
            if walk is not None:
                walk.stop()
                self._walks[s] = None
            end = self._figure_point(self.view.pos[s])
            path = [self._figure_point(sq) for sq in self._paths[s]] + [end]
            self._paths[s] = []
            if not animate or ((fig.pos() - end).manhattanLength() < 0.5 and len(path) == 1):
                fig.setPos(end)
                continue
            seq = QSequentialAnimationGroup(self)
            for point in path:
                move_into_place(fig, seq, pos=point, pace="figure", easing=QEasingCurve.Type.InOutQuad,
                                always=True)
            self._walks[s] = seq
            seq.start()

    # --- where every card lies ------------------------------------------------------------------
    def _spots(self, view: ReadyFenceView) -> list[Spot]:
        spots: list[Spot] = []
        for s in (0, 1):
            spots += self._hand_spots(view, s)
        spots += self._phrase_spots(view)
        spots += self._discard_spots(view)
        return spots

    def _hand_spots(self, view: ReadyFenceView, s: int) -> list[Spot]:
        """A fencer's hand along his edge: the player's own face up; the other's backs, but the
        cards both have seen (taken back after a phrase) face up."""
        hand = view.hand if view.seat == s else None
        own = hand is not None
        known = view.known[s]
        entries: list[tuple[Hashable, str | None]]
        if hand is not None:
            entries = [(c, c) for c in hand]
        else:
            entries = [(c, c) for c in known]
            entries += [(("back", s, i), None) for i in range(view.hand_sizes[s] - len(known))]
        mine = s == self.me
        n = len(entries)
        if mine:
            fan = self.hand_fan(n)
            scale, step = fan.scale, fan.step
            x0, y = fan.left(n, self.geo.my_hand[0]), self.geo.my_hand[1]
            room = self.geo.hand_room  # a larger hand grows up from the table's bottom edge
            x0 = min(max(x0, room.left()), room.right() - fan.width(n))
            y = min(y, room.bottom() - CARD_H * scale)
        else:
            centre, y, span = self.geo.opp_hand
            scale = self.geo.opp_scale
            w = CARD_W * scale
            step = w + 6.0 if n < 2 else min(w + 6.0, (span - w) / (n - 1))
            x0 = centre - ((n - 1) * step + w) / 2
        lifted = self._playable(view) if own else set()
        out = []
        for i, (key, cid) in enumerate(entries):
            lift = PLAYABLE_LIFT if cid in lifted else 0.0
            out.append(Spot(key, s, cid, "hand", QPointF(x0 + i * step, y - lift), 300 + i, scale,
                            mark=translate("ReadyFenceScene", "Seen") if cid in known else ""))
        return out

    def hand_fan(self, count: int) -> HandFan:
        """The player's hand of `count` cards as laid: as large as its titles need at the scale
        the table shows at, in the room the table leaves it."""
        room = self.geo.hand_room
        return hand_fan(count, CARD_W, CARD_H, title_share=TITLE_SHARE, device_per_unit=self.device_per_unit,
                        room_w=room.width(), room_h=room.height() - PLAYABLE_LIFT, gap=12.0)

    def _playable(self, view: ReadyFenceView) -> set[str]:
        """The hand cards that can be played or changed now, raised a little when only some can."""
        cards = {c for a in self.legal() for c in (a.card, a.arg) if c and a.kind in PISTE_KINDS + PILE_KINDS}
        return cards if cards and not set(view.hand or ()) <= cards else set()

    def _phrase_spots(self, view: ReadyFenceView) -> list[Spot]:
        plays, last = view.piste
        rects = slot_rects(self.geo, len(plays))
        answer = not last and view.phase == "phrase" and view.to_move == self.me and self.my_turn()
        touching = {}
        if last and view.last is not None:  # the card that touched: each scorer's last play
            for p in plays:
                if p.seat in view.last.scored and p.card:
                    touching[p.seat] = p.card
        out = []
        for i, (p, r) in enumerate(zip(plays, rects, strict=True)):
            for part, cid, offset, z in (("with", p.companion, WITH_OFFSET, 190 + 2 * i),
                                         ("card", p.card, QPointF(), 191 + 2 * i)):
                if not cid:
                    continue
                key: Hashable = ("last", i, part) if last else cid
                mark, alert = "", False
                if part == "card" and p.replaced:
                    mark = translate("ReadyFenceScene", "Replaced")
                elif part == "card" and last and touching.get(p.seat) == cid:
                    mark = touch_mark()
                elif part == "card" and answer and i == len(plays) - 1:
                    mark, alert = translate("ReadyFenceScene", "To answer"), True
                out.append(Spot(key, p.seat, cid, "last" if last else "play", r.topLeft() + offset, z,
                                mark=mark, alert=alert, dim=p.replaced))
        return out

    def _discard_spots(self, view: ReadyFenceView) -> list[Spot]:
        """The top of the discard pile: face up if this seat may know it, else a back."""
        pile = view.discards
        if not pile:
            return []
        top = pile[-1]
        key: Hashable = top if top != "?" else ("discard", len(pile) - 1)
        return [Spot(key, None, top if top != "?" else None, "discard", QPointF(self.geo.discard), 150,
                     face_up=top != "?")]

    # --- moving the items to their spots ---------------------------------------------------------
    def _anchors(self) -> dict[str, QPointF]:
        """Where a card coming from a zone starts: that hand's last card, the piles, the piste."""
        out: dict[str, QPointF] = {}
        for item in self.cards.values():
            if item.seat is not None and item.zone == "hand":
                out[f"hand:{item.seat}"] = item.pos()
        for s in (0, 1):
            centre, top, _ = self.geo.my_hand if s == self.me else self.geo.opp_hand
            out.setdefault(f"hand:{s}", QPointF(centre, top))
            out[f"play:{s}"] = self.geo.phrase.center()
        out["timer"] = out["stock"] = QPointF(self.geo.timer)
        out["discard"] = QPointF(self.geo.discard)
        return out

    def _spawn(self, spot: Spot, anchors: dict[str, QPointF]) -> tuple[RFCard, bool]:
        item = RFCard(spot.seat, spot.card, spot.zone)
        self.addItem(item)
        if spot.card is None:  # a back: it comes from where a face-down card went to its place
            dst = "discard" if spot.zone == "discard" else f"{spot.zone}:{spot.seat}"
            src = next((a for a, b in self._unseen if b == dst), "")
            if src:
                self._unseen.remove((src, dst))
        else:
            src = self._origin.get(spot.card, "")
        if spot.zone == "last" or src not in anchors:  # the last phrase is a record: it lies still
            item.setPos(spot.pos)
            return item, False
        item.setPos(anchors[src])
        # a card that was face down where it came from turns over on its way
        seat = self.view.seat if self.view is not None else None
        hidden_there = (src.startswith("hand:") and src != f"hand:{seat}") or src == "timer"
        return item, hidden_there and spot.face_up

    def _clear_origins(self) -> None:
        self._origin, self._unseen = {}, []

    # --- events and match states ----------------------------------------------------------------
    def on_events(self, events: Sequence[Event]) -> None:
        over = any(isinstance(x, GameOver) for x in events)
        for e in events:
            match e:
                case CardMoved(card=card, src=src) if card is not None:
                    self._origin[card] = src
                case CardMoved(src=src, dst=dst):
                    self._unseen.append((src, dst))
                case FigureMoved(seat=seat, dst=dst):
                    self._paths[seat].append(dst)
                case RoundOver(reason=reason, fields=fields) if not over:
                    period = capital(verdict_words(Verdict(reason, fields)))
                    self.message.emit(translate("ReadyFenceScene",
                                                "{verdict}: the fencers go back on guard, the clock "
                                                "is reset.").format(verdict=period))
        for s in (0, 1):  # the last square is the view's: the walk ends there anyway
            self._paths[s] = self._paths[s][:-1]

    def _hint(self, phase: str) -> str:
        if phase == "phrase" and self.view is not None and self.view.turn == self.me:
            return translate("ReadyFenceScene", "His answer is faster: answer it (drag a card onto the "
                                                "piste), or "
                             "Pass (Space).")
        return super()._hint(phase)

    def last_move_items(self, events: Sequence[Event]) -> list[Any]:
        """The cards he played and his fencer, if his move stepped it."""
        stepped: list[Any] = []
        actor = -1
        for e in events:
            if isinstance(e, ActionPlayed):
                actor = e.seat
            elif isinstance(e, FigureMoved) and e.seat == actor:
                stepped.append(self.figures[actor])
        return super().last_move_items(events) + list(dict.fromkeys(stepped))

    # --- what a drop means ----------------------------------------------------------------------
    def actions_for(self, cid: str) -> dict[str, list[Action]]:
        """The legal actions of one card, by the place they are dropped on: the card itself, the
        Angulations laid with it, the Feint that swaps it in."""
        out: dict[str, list[Action]] = {}
        for a in self.legal():
            if cid not in (a.card, a.arg):
                continue
            if a.kind in PISTE_KINDS:
                out.setdefault("piste", []).append(a)
            elif a.kind in PILE_KINDS:
                out.setdefault("pile", []).append(a)
        return out

    def label(self, a: Action, held: str) -> str:
        """A split place's words: what dropping the held card there does."""
        if a.kind == "play":
            if a.arg:
                return translate("ReadyFenceScene", "With {card}").format(
                    card=card_name(a.card if held == a.arg else a.arg))
            return translate("ReadyFenceScene", "Attack") if self._phase() == "turn" \
                else translate("ReadyFenceScene", "Answer")
        if a.kind == "renew":
            return translate("ReadyFenceScene", "Renew the attack")
        if a.kind == "feint":
            if a.arg == "stop":
                return translate("ReadyFenceScene", "Feint: end the phrase")
            if held == a.card:
                return translate("ReadyFenceScene", "Feint into {card}").format(card=card_name(a.arg))
            return translate("ReadyFenceScene", "Feint: swap in this card ({card})").format(
                card=card_name(a.card))
        if a.kind == "discard":
            return translate("ReadyFenceScene", "Discard and draw")
        if a.kind == "retreat":
            return translate("ReadyFenceScene", "Retreat 2, changing it")
        if a.kind == "distance":
            return translate("ReadyFenceScene", "Defend by distance, losing it")
        return a.kind

    def card_title(self, cid: str) -> str:
        return card_name(cid)

    def own_hand(self) -> Sequence[str] | None:
        return self.view.hand if self.view is not None else None

    def _phase(self) -> str:
        """The phase the last view was drawn in ("" before the first)."""
        return self.view.phase if self.view is not None else ""

    def situation_words(self) -> list[str]:
        view, names = self.view, self.names()
        if view is None:
            return []
        lines = [self.banner.text(), self.subline.text(), distance_words(view.distance)]
        for s in (0, 1):
            state = self.boards[s].state
            notes = "".join(f", {n}" for n in state.notes) if state else ""
            lines.append(translate("ReadyFenceScene", "{name}: {touches}, {sp} stamina, weapon in "
                                                      "{position}, "
                                   "{cards} in hand").format(
                name=names[s], touches=translate("ReadyFenceScene", "%n touch(es)", None, view.points[s]),
                sp=view.stamina[s], position=position_name(view.weapon[s]),
                cards=translate("ReadyFenceScene", "%n card(s)", None, view.hand_sizes[s])) + notes)
        lines.append(translate("ReadyFenceScene", "{timer}: %n card(s)", None, view.timer_size).format(
            timer=self.timer_pile.label))
        plays, _ = view.piste
        if plays:
            lines.append(self.phrase.headline)
            lines += [translate("ReadyFenceScene", "{name}, {role}: {speed}").format(
                name=names[p.seat], role=role_word(p), speed=speed_sum(p)) for p in plays]
        lines.append(self.hand_words())
        return lines

    def piste_rect(self) -> QRectF:
        return self.geo.phrase

    def pile_rect(self) -> QRectF:
        return QRectF(self.geo.discard, self.geo.discard + QPointF(CARD_W, CARD_H)).adjusted(-14, -14, 14, 30)

    def split_rects(self, place: str, n: int) -> list[QRectF]:
        """The piste splits across (along a portrait strip only up to three), the pile down."""
        if place == "piste":
            return split(self.piste_rect(), n, vertical=self.geo.vertical and n > 3)
        return split(self.pile_rect(), n, vertical=True)

    def drop_point(self, a: Action) -> QPointF | None:
        """Where a drop of `a`'s card plays `a` (a place splits when the card can do more there)."""
        if not a.card or a.kind not in PISTE_KINDS + PILE_KINDS:
            return None
        rect = self.aim_rect(a)
        return rect.center() if rect is not None else None

    def aim_rect(self, a: Action) -> QRectF | None:
        """Where `a` goes: its card's place (or split part), the square a step ends on, the weapon
        circle or stamina square clicked for it."""
        if a.card and a.kind in PISTE_KINDS + PILE_KINDS:
            place = "piste" if a.kind in PISTE_KINDS else "pile"
            fits = self.actions_for(a.card).get(place, [])
            if len(fits) > 1 and a in fits:
                return self.split_rects(place, len(fits))[fits.index(a)]
            return self.piste_rect() if place == "piste" else self.pile_rect()
        if a.kind == "weapon":
            board = self.boards[self.me]
            r = board.CIRCLE_R + 6  # as far as a click on the circle reaches
            circle = QRectF(board.circle_centre(a.card) - QPointF(r, r), QSizeF(2 * r, 2 * r))
            return board.mapRectToScene(circle)
        square = self.destination(a)
        if square is not None:
            return self.strip.mapRectToScene(self.strip.square_rect(square))
        return None

    def place_at(self, point: QPointF) -> str | None:
        if self.pile_rect().contains(point):
            return "pile"
        strip = self.strip.sceneBoundingRect()
        if self.piste_rect().contains(point) or strip.contains(point):
            return "piste"
        return None

    def _why_not(self, cid: str, place: str) -> str:
        kind = fence_cards()[cid].kind
        phase = self._phase()
        if place == "piste":
            guess = Action("renew", cid) if kind == "renewed-attack" else Action("feint", cid, "stop") \
                if kind == "feint" else Action("play", cid)
        elif phase == "phrase":
            guess = Action("distance", cid)
        else:
            guess = Action("discard", cid)
        return self.match.why_illegal(guess) if self.match else DROP_HELP

    # --- lighting the targets while a card is held ------------------------------------------------
    def _light_targets(self, item: RFCard) -> None:
        held = item.card or ""
        groups = self.actions_for(held)
        for place, fits in groups.items():
            if len(fits) == 1:
                if place == "piste":
                    self.phrase.lit = True
                    self.phrase.update()
                else:
                    self.discard_pile.lit = True
                    self.discard_pile.update()
                continue
            self._add_splits(self.split_rects(place, len(fits)), fits, held)

    def _unlight(self) -> None:
        super()._unlight()
        self.phrase.lit = self.discard_pile.lit = False
        self.phrase.update()
        self.discard_pile.update()

    # --- mouse ------------------------------------------------------------------------------------
    def _press_on(self, item: RFCard | None, point: QPointF) -> bool:
        return self.my_turn() and self._click_furniture(point)

    def _click_furniture(self, point: QPointF) -> bool:
        """A click on a weapon circle, a stamina square or a square of the strip; True if taken."""
        board = self.boards[self.me]
        position = board.circle_at(point)
        if position is not None:
            if self.view is not None and position == self.view.weapon[self.me]:
                self.message.emit(translate("ReadyFenceScene", "Your weapon is in {position} "
                                            "already.").format(position=position_name(position)))
            else:
                self.try_play(Action("weapon", position))
            return True
        level = board.stamina_at(point)
        if level is not None and self.view is not None:
            spend = self.view.stamina[self.me] - level
            self.try_play(Action("parry", str(spend)) if spend > 0 else
                          translate("ReadyFenceScene", "A parry without a card: click the square your "
                                                       "stamina "
                                    "drops to (or X)."))
            return True
        square = self.strip.square_at(point)
        if square is not None:
            fits = [a for a in self.legal() if self.destination(a) == square]
            self.try_play(fits[0] if fits else translate(
                "ReadyFenceScene", "Your fencer steps one square forward or back (F, B), or retreats two (R, "
                "advanced): click a lit square."))
            return True
        return False

    # --- keyboard ---------------------------------------------------------------------------------
    def _key(self, key: Qt.Key) -> bool:
        hand = self.my_hand()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            self.focus_index = (self.focus_index + (1 if key == Qt.Key.Key_Right else -1)) % len(hand)
            self.set_preview(None)
        elif key == Qt.Key.Key_Home:
            self.focus_index = 0
            self.set_preview(None)
        elif key in (Qt.Key.Key_P, Qt.Key.Key_D):
            item = self.focused_card()
            if item is None or not item.card:
                self._offer(translate("ReadyFenceScene", "Choose a card of your hand first (← →)."))
            else:
                place = "piste" if key == Qt.Key.Key_P else "pile"
                self._cycle(self.actions_for(item.card).get(place, []) or [self._guess(item.card, place)])
        elif key in LETTERS:
            self._cycle(self._verb_options(LETTERS[key]))
        else:
            return super()._key(key)
        return True

    def _guess(self, cid: str, place: str) -> Action:
        """What a key most likely meant for a card that has no such play now (to say why not)."""
        if place == "piste":
            return Action("play", cid)
        return Action("distance", cid) if self._phase() == "phrase" else Action("discard", cid)

    def _verb_options(self, kinds: tuple[str, ...]) -> list[Action]:
        legal = self.legal()
        worded = ("weapon", "parry", "stall")  # a word, not a card, after the verb
        fits = [a for a in legal if a.kind in kinds and (not a.card or a.kind in worded)]
        if "distance" in kinds:  # tutorial: the card given up is the focused one, if it may be
            item = self.focused_card()
            mine = item.card if item else None
            fits = sorted((a for a in legal if a.kind == "distance"), key=lambda a: a.card != mine)
        if "weapon" in kinds:
            fits.sort(key=lambda a: POSITIONS.index(a.card))
        return fits or [Action(kinds[0], "1" if kinds[0] == "parry" else "")]

    def _cycle(self, options: list[Action]) -> None:
        """Offer the first option; the same key again offers the next one."""
        index = 0
        if self.preview in options:
            index = (options.index(self.preview) + 1) % len(options)
        self._offer(options[index])
        if self.view is not None:
            self._show_boards(self.view)  # the stamina token's ghost follows a chosen parry


    def set_preview(self, action: Action | None) -> None:
        super().set_preview(action)
        if self.view is not None and action is None:
            self._show_boards(self.view)
