"""The Audatia table: two fencers' bands of play, the bind between them, drags and keys as intents.

The scene never changes the duel. It lays out what the seat at the screen may see (the match's
view), moves each card item to where the view says it lies, and turns a drop, a click or a key
into the Action it means; the match answers with a new view, or a refusal (the card flies home
and the status bar says why).

The felt, top to bottom: the other fencer's hand (backs); his band (name plate, deck, discard
pile, posta, his stack in the left, middle or right lane, his Virtues); the centre strip (the
phase banner, Wait/Pass/Done, the Streto Side card and the bind); the same band for the player;
the player's hand. Lanes are seen as across a real table: the other fencer's right hand is on
the player's left, so two blades that meet lie on the same side of the screen.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from engine.core.events import CardMoved, Event, GameOver, PhaseChanged, RoundOver
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.audatia.actions import Action
from engine.games.audatia.cards import VIRTUES, CharacterDeck, character_decks
from engine.games.audatia.results import reason_words
from engine.games.audatia.state import phase_title
from engine.games.audatia.text import role_words
from engine.games.audatia.view import AudatiaView
from engine.games.words import translate
from gui.games.audatia.items import (
    CARD_H,
    CARD_W,
    AudCard,
    BindItem,
    PileItem,
    PlaceItem,
    PlateItem,
    VirtueTally,
)
from gui.games.audatia.rules import KEYS as HELP_ROWS
from gui.table.base import HEIGHT, WIDTH
from gui.table.drag import DragTableScene, Spot, split
from gui.table.hand import HandFan, hand_fan
from gui.table.items import ButtonItem, title_font, ui_font
from gui.table.motion import move_into_place
from gui.table.story import by_name

BAND_H = 258.0
BAND_Y = {"me": 470.0, "opp": 112.0}
HAND_Y, OPP_HAND_Y = 744.0, 10.0
OPP_HAND_SCALE = 0.6  # the other hand is only backs: smaller, so the bands get the room
PLATE_X, DECK_X, DISCARD_X, POSTA_X = 20.0, 246.0, 366.0, 486.0
PILE_DY = 38.0  # piles and the posta place sit this far down their band
PLAY_X, PLAY_W = 610.0, 556.0  # the play area: three lanes for the stack
VIRTUE_X = 1336.0
VIRTUE_SCALE, POSTE_SCALE, POSTE_PILE_SCALE = 0.6, 0.82, 0.6
SIDE_CENTRE = QPointF(1244.0, 420.0)
# the Streto Side card's turn: upright while nobody has turned it (or when either side serves)
SIDE_ROTATION = {"": 0.0, "both": 0.0, "inside": -90.0, "outside": 90.0}
STACK_DY = 26.0  # enough of each older stack card shows its title
PLAYABLE_LIFT = 12.0
HAND_BOTTOM = HEIGHT - 8.0  # the hand's lowest edge: its cards' rings stay on the table
# the smallest title a hand card's face sets, as a share of its height (the strikes' titles are
# the smallest, and long names step down further to fit)
TITLE_SHARE = 0.054

# which place on the felt each kind of action is dropped on; everything else is the play area
DROP_ZONE = {
    "discard": "discard", "trade": "discard", "salute": "discard", "answer": "discard",
    "cycle": "deck", "posta": "posta", "change": "posta",
}
# each play's name where the card is dropped (a split play area, the chosen action)
LABELS = {
    "attack": QT_TRANSLATE_NOOP("AudatiaScene", "Attack"),
    "beat": QT_TRANSLATE_NOOP("AudatiaScene", "Beat the Extensa aside"),
    "parry": QT_TRANSLATE_NOOP("AudatiaScene", "Parry"),
    "counter": QT_TRANSLATE_NOOP("AudatiaScene", "Counterattack"),
    "exchange": QT_TRANSLATE_NOOP("AudatiaScene", "Exchange"),
    "break": QT_TRANSLATE_NOOP("AudatiaScene", "Break"),
    "avoid": QT_TRANSLATE_NOOP("AudatiaScene", "Avoid"),
    "feint": QT_TRANSLATE_NOOP("AudatiaScene", "Feint"),
    "reply": QT_TRANSLATE_NOOP("AudatiaScene", "Counter the remedy"),
    "skill": QT_TRANSLATE_NOOP("AudatiaScene", "Play the skill"),
    "place": QT_TRANSLATE_NOOP("AudatiaScene", "Lay in your row"),
    "discard": QT_TRANSLATE_NOOP("AudatiaScene", "Set aside"),
    "trade": QT_TRANSLATE_NOOP("AudatiaScene", "Trade"),
    "salute": QT_TRANSLATE_NOOP("AudatiaScene", "Salute"),
    "answer": QT_TRANSLATE_NOOP("AudatiaScene", "Answer the salute"),
    "cycle": QT_TRANSLATE_NOOP("AudatiaScene", "Cycle"),
    "posta": QT_TRANSLATE_NOOP("AudatiaScene", "Take this posta"),
    "change": QT_TRANSLATE_NOOP("AudatiaScene", "Change posta"),
    "virtue": QT_TRANSLATE_NOOP("AudatiaScene", "Take this Virtue"),
    "side": QT_TRANSLATE_NOOP("AudatiaScene", "Turn the Side card"),
}
REMEDY_LABELS = {
    "inside": QT_TRANSLATE_NOOP("AudatiaScene", "Remedy: inside"),
    "outside": QT_TRANSLATE_NOOP("AudatiaScene", "Remedy: outside"),
}
# the table's decline button, by the action it plays
DECLINE = {
    "wait": QT_TRANSLATE_NOOP("AudatiaScene", "Wait  (W)"),
    "pass": QT_TRANSLATE_NOOP("AudatiaScene", "Pass  (W)"),
    "done": QT_TRANSLATE_NOOP("AudatiaScene", "Done  (W)"),
}
# the Streto bind's note under the Sun: which remedies the Side card allows
BIND_NOTES = {
    "inside": QT_TRANSLATE_NOOP("AudatiaScene", "Side card: inside remedies only"),
    "outside": QT_TRANSLATE_NOOP("AudatiaScene", "Side card: outside remedies only"),
    "both": QT_TRANSLATE_NOOP("AudatiaScene", "Side card: remedies on either side"),
}
# the play area's three lanes, named where they are drawn
LANES = {
    "left": QT_TRANSLATE_NOOP("AudatiaScene", "left"),
    "middle": QT_TRANSLATE_NOOP("AudatiaScene", "middle"),
    "right": QT_TRANSLATE_NOOP("AudatiaScene", "right"),
}
# where a fencer's sword lies when he stands in no posta (his plate's last line)
SWORD = {
    "left": QT_TRANSLATE_NOOP("AudatiaScene", "Sword on the left"),
    "right": QT_TRANSLATE_NOOP("AudatiaScene", "Sword on the right"),
    "middle": QT_TRANSLATE_NOOP("AudatiaScene", "Sword in the middle"),
}
# the order of a split play area, left to right (a remedy: inside left, outside right)
KIND_ORDER = ("attack", "beat", "parry", "counter", "exchange", "break", "avoid", "feint", "skill",
              "reply", "remedy", "place")
# what a drop on a place most likely meant in a phase, to say why it is refused
PLAY_VERB = {"react": "parry", "streto": "remedy", "entry": "remedy", "reply": "reply", "exchanged": "remedy",
             "break_att": "remedy", "break_answer": "remedy", "skills": "skill", "order": "place"}
DISCARD_VERB = {"trade": "trade", "salute": "salute", "answer": "answer"}
LETTERS: dict[Qt.Key, tuple[str, ...]] = {
    Qt.Key.Key_A: ("attack", "beat"), Qt.Key.Key_P: ("parry",), Qt.Key.Key_C: ("counter",),
    Qt.Key.Key_X: ("exchange",), Qt.Key.Key_B: ("break",), Qt.Key.Key_V: ("avoid",),
    Qt.Key.Key_F: ("feint",), Qt.Key.Key_K: ("skill",), Qt.Key.Key_R: ("reply",),
    Qt.Key.Key_D: ("discard", "trade", "salute", "answer"), Qt.Key.Key_Y: ("cycle",),
    Qt.Key.Key_L: ("place",),
}
SIDE_LETTERS = {Qt.Key.Key_I: "inside", Qt.Key.Key_O: "outside"}
DROP_HELP = QT_TRANSLATE_NOOP(
    "AudatiaScene", "Drop a card on a lit place: your play area, your discard pile or your deck "
                    "(F1 tells which).")
# what the player at the screen is asked to do, phase by phase (the banner names the step)
PHASE_HINTS = {
    "discard": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Your hand holds your Basic cards: drag those you do not want onto your "
                        "discard pile, then Done (W)."),
    "virtues": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Click a Virtue card to take it."),
    "salute": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Salute by dragging a card onto your discard pile, or Pass (W)."),
    "answer": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Answer the Salute with a card on your discard pile, or Pass (W): he gets +4 "
                        "Audatia."),
    "trade": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Trade: drag cards onto your discard pile (two per new card), then Done (W)."),
    "posta": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Click the posta you will stand in; it stays hidden until both have chosen."),
    "skills": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Drag an Out-of-Measure skill onto your play area, or Done (W)."),
    "open1": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Attack with a strike on your play area, click another posta, or Wait (W)."),
    "open2": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Attack with a strike on your play area, click another posta, or Wait (W)."),
    "open3": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Attack now: you must if you can. With no attack, Wait (W): the duel is drawn."),
    "react": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Answer the blow: drop a strike on your play area (it splits when a card can do "
                        "more)."),
    "orient": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Turn the Side card: click its left half for inside, its right half for outside."),
    "entry": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Audatia Entry: a remedy or a feint on your play area, or Pass (W)."),
    "feint": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Strike again after the feint."),
    "largo": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Attack with a strike on your play area, or Wait (W)."),
    "streto": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Play a Streto Remedy on your play area, or Wait (W)."),
    "reply": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Counter the remedy with a counter-remedy on your play area."),
    "exchanged": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Play an Outside remedy or lose."),
    "break_att": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Play a remedy on the side the Break leaves open, or Wait (W)."),
    "break_def": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Strike a mezano, or Wait (W)."),
    "break_answer": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Answer the mezano: a remedy, or a mandritto mezano against a roverso."),
    "order": QT_TRANSLATE_NOOP(
        "AudatiaScene", "Lay your cards one by one on your play area: that is your row, left to right."),
}


def decks_by_seat(view: AudatiaView) -> tuple[str, str]:
    """The character deck of each seat."""
    return view.decks


def virtue_total(view: AudatiaView, seat: int, name: str) -> tuple[int, int]:
    """(total, bonus part): the engine's count, less the Virtue cards the fencer holds."""
    return view.virtue(seat, name), view.virtue_bonus(seat, name)


class AudatiaScene(DragTableScene[AudCard, Action]):
    FELT = ((0, "#25402f"), (0.5, "#1f4d3a"), (1, "#183c2d"))
    CONTEXT = "AudatiaScene"
    DROP_HELP = DROP_HELP
    CHOOSE_FIRST = QT_TRANSLATE_NOOP("AudatiaScene",
                                     "Choose an action first: a letter, a number or W (F1 lists them).")
    HELP_ROWS = HELP_ROWS
    PHASE_HINTS = PHASE_HINTS
    CLICK_KEYS = QT_TRANSLATE_NOOP("AudatiaScene", "press its letter")
    ZONE_WORDS: ClassVar[dict[str, str]] = {
        "hand": QT_TRANSLATE_NOOP("AudatiaScene", "in your hand"),
        "poste": QT_TRANSLATE_NOOP("AudatiaScene", "a posta you may take"),
        "free": QT_TRANSLATE_NOOP("AudatiaScene", "a Virtue you may take")}

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.focus_row = "hand"  # or "choice": the poste or Virtues on offer
        self._origin: dict[tuple[int | None, str], str] = {}  # where the last events took a card from
        self._build_felt()
        self.view: AudatiaView | None = None  # none yet: the match sends the first

    # --- the fixed furniture --------------------------------------------------------------------
    def _build_felt(self) -> None:
        self.plates = [PlateItem(), PlateItem()]
        self.tallies = [VirtueTally(), VirtueTally()]
        # the piles' and the posta place's words are set again with each view (_label_furniture),
        # so they follow a language chosen after the table was built
        self.deck_piles = [PileItem("boucicaut", ""), PileItem("galeazzo", "")]
        self.discard_piles = [PileItem("boucicaut", ""), PileItem("galeazzo", "")]
        self.poste_piles = [PileItem("boucicaut", "", POSTE_PILE_SCALE),
                            PileItem("galeazzo", "", POSTE_PILE_SCALE)]
        self.posta_slots = [PlaceItem(QRectF(0, 0, CARD_W, CARD_H)) for _ in (0, 1)]
        self.play_zones = [PlaceItem(QRectF(0, 0, PLAY_W, BAND_H), ("", "", "")) for _ in (0, 1)]
        for item in (*self.plates, *self.tallies, *self.deck_piles, *self.discard_piles, *self.poste_piles,
                     *self.posta_slots, *self.play_zones):
            self.addItem(item)
        self.side_card = AudCard(None, "boucicaut", None, "side")
        self.side_card.setTransformOriginPoint(CARD_W / 2, CARD_H / 2)
        self.side_card.setPos(SIDE_CENTRE - QPointF(CARD_W / 2, CARD_H / 2))
        self.side_card.setZValue(50)
        self.addItem(self.side_card)
        self.bind_item = BindItem()
        self.bind_item.setPos(1330, 376)
        self.addItem(self.bind_item)
        self.banner = self._text(QPointF(PLATE_X, 374), title_font(32))
        self.subline = self._text(QPointF(PLATE_X, 424), ui_font(16), QColor("#d9cfb3"))
        self.button = ButtonItem()
        self.button.setPos(PLAY_X + PLAY_W - ButtonItem.W - 10, 396)
        self.button.setVisible(False)
        self.addItem(self.button)

    def _band_y(self, seat: int) -> float:
        return BAND_Y["me" if seat == self.me else "opp"]

    def _place_furniture(self) -> None:
        for s in (0, 1):
            y = self._band_y(s)
            self.plates[s].setPos(PLATE_X, y + 2)
            self.poste_piles[s].setPos(PLATE_X + 8, y + 146)
            self.deck_piles[s].setPos(DECK_X, y + PILE_DY)
            self.discard_piles[s].setPos(DISCARD_X, y + PILE_DY)
            self.posta_slots[s].setPos(POSTA_X, y + PILE_DY)
            self.play_zones[s].setPos(PLAY_X, y)
            self.tallies[s].setPos(VIRTUE_X, y + 100)
            lanes = ("left", "middle", "right") if s == self.me else ("right", "middle", "left")
            left, middle, right = (translate("AudatiaScene", LANES[lane]) for lane in lanes)
            self.play_zones[s].lanes = (left, middle, right)
            self.play_zones[s].set_lanes_above(s == self.me)  # each side's names face the bind
            self.play_zones[s].update()
        self._label_furniture()

    def _label_furniture(self) -> None:
        """The piles' and the posta place's words, in the player's language."""
        for s in (0, 1):
            self.deck_piles[s].label = translate("AudatiaScene", "Deck")
            self.discard_piles[s].label = translate("AudatiaScene", "Discard")
            self.poste_piles[s].label = translate("AudatiaScene", "Poste")
            self.posta_slots[s].name = translate("AudatiaScene", "Posta")

    # --- what the player at the screen holds -------------------------------------------------------
    def choices(self) -> list[AudCard]:
        """The cards on offer to click: the poste while a posta may be taken, the free Virtues."""
        return [c for c in self.cards.values() if c.zone in ("poste", "free")]

    # --- drawing a view -------------------------------------------------------------------------
    def reset(self, view: AudatiaView) -> None:
        self.focus_row = "hand"
        super().reset(view)

    def _show(self, view: AudatiaView, animate: bool) -> None:
        self._show_fencers(view)
        self._show_centre(view)

    def _decks(self) -> dict[str, CharacterDeck]:
        return character_decks()

    def card_name(self, seat: int, cid: str) -> str:
        assert self.view is not None, "a card is named from the view it lies in"
        deck = self._decks()[decks_by_seat(self.view)[seat]]
        found = deck.cards.get(cid) or deck.poste.get(cid)
        return found.name if found else cid

    def card_title(self, cid: str) -> str:
        return self.card_name(self.me, cid)

    def situation_words(self) -> list[str]:
        view, names = self.view, self.names()
        assert view is not None, "the situation is told from the view drawn"
        lines = [self.banner.text(), self.subline.text()]
        for s in (0, 1):
            virtues = ", ".join(f"{v.capitalize()} {virtue_total(view, s, v)[0]}" for v in VIRTUES)
            lines.append(translate("AudatiaScene", "{plate}; virtues {virtues}").format(
                plate=", ".join(self.plates[s].lines), virtues=virtues))
            if view.stack[s]:
                lines.append(by_name(names[s], translate("AudatiaScene", "Your cards in play: {cards}"),
                                     translate("AudatiaScene", "{name}'s cards in play: {cards}"),
                                     cards=", ".join(self.card_name(s, c) for c in view.stack[s])))
        if self.bind_item.bind:
            lines.append(f"{self.bind_item.bind.capitalize()}: {self.bind_item.note}")
        lines.append(self.hand_words())
        return lines

    def _show_fencers(self, view: AudatiaView) -> None:
        names, decks = self.names(), decks_by_seat(view)
        titles = self._decks()
        for s in (0, 1):
            role = role_words(view, s)
            posta = view.posta[s]
            if posta:
                where = translate("AudatiaScene", "In {posta}").format(posta=self.card_name(s, posta))
            elif view.stack[s]:
                where = translate("AudatiaScene", SWORD[view.side[s]])
            else:
                where = translate("AudatiaScene", "Out of Measure")
            hand = view.hand_sizes[s]
            row = view.row_sizes[s]
            cards = (translate("AudatiaScene", "Hand {hand} · Row {row}").format(hand=hand, row=row) if row
                     else translate("AudatiaScene", "Hand: %n card(s)", n=hand))
            if view.options["variant"] == "salle":  # beside the hand: the posta's line is long enough
                cards = translate("AudatiaScene", "Points {points} · {cards}").format(
                    points=view.points[s], cards=cards)
            plate = self.plates[s]
            plate.lines = [names[s], role, titles[decks[s]].title, cards, where]
            plate.to_act = view.phase != "over" and view.to_move == s
            plate.update()
            for pile, count in ((self.deck_piles[s], view.deck_sizes[s]),
                                (self.discard_piles[s], view.discard_sizes[s])):
                pile.deck, pile.count = decks[s], count
                pile.update()
            in_play = 1 if (posta or view.committed[s]) else 0
            self.poste_piles[s].deck, self.poste_piles[s].count = decks[s], 12 - in_play
            self.poste_piles[s].update()
            tally = self.tallies[s]
            tally.rows = []
            for v in VIRTUES:
                total, bonus = virtue_total(view, s, v)
                other, _ = virtue_total(view, 1 - s, v)
                tally.rows.append((v, total, bonus, total > other))
            tally.update()

    def _show_centre(self, view: AudatiaView) -> None:
        phase = view.phase
        names = self.names()
        title = phase_title(phase)
        self.banner.setFont(title_font(32, text=title))  # regular where the bold lacks a letter
        self.banner.setText(title)
        if phase == "over":
            winner, reason = view.winner, reason_words(view.reason)
            sub = (translate("AudatiaScene", "A drawn duel: {reason}").format(reason=reason) if winner is None
                   else by_name(names[winner], translate("AudatiaScene", "You win: {reason}"),
                                translate("AudatiaScene", "{name} wins: {reason}"), reason=reason))
        else:
            sub = by_name(names[view.to_move], translate("AudatiaScene", "Your move"),
                          translate("AudatiaScene", "{name} to act"))
            if view.draws:
                sub = translate("AudatiaScene", "{line} · draws {draws} (the second gives the duel to the "
                                                "Respondent)").format(line=sub, draws=view.draws)
        self.subline.setText(sub)
        self.bind_item.bind = view.bind
        side_card = view.side_card
        if side_card in BIND_NOTES:
            note = BIND_NOTES[side_card]
        elif view.bind == "streto":
            note = QT_TRANSLATE_NOOP("AudatiaScene", "The Side card is to be turned")
        else:
            note = QT_TRANSLATE_NOOP("AudatiaScene", "The blades are apart: attack or wait")
        self.bind_item.note = translate("AudatiaScene", note)
        self.bind_item.update()
        self._show_side_card(view)
        self._show_button()

    def _show_side_card(self, view: AudatiaView) -> None:
        """The Side card of the fencer who holds Fortitudo (he turns it), else the Challenger's."""
        decks = decks_by_seat(view)
        owner = next((s for s in (0, 1) if "fortitudo" in view.virtues[s]), view.challenger)
        card = self.side_card
        card.deck = decks[owner]
        card.card = self._decks()[decks[owner]].side_card
        card.face_up = True
        card.dim = view.bind != "streto"
        card.lit = "side" in {a.kind for a in self.legal()}
        card.update()

    def own_hand(self) -> Sequence[str] | None:
        return self.view.hand if self.view is not None else None

    def side_rotation(self) -> float:
        return SIDE_ROTATION[self.view.side_card if self.view else ""]

    def _show_button(self) -> None:
        decline = next((a for a in self.legal() if a.kind in ("wait", "pass", "done")), None)
        self.button.setVisible(decline is not None)
        if decline is not None:
            self.button.text = translate("AudatiaScene", DECLINE[decline.kind])
            self.button.action = decline
            self.button.update()

    # --- where every card lies ------------------------------------------------------------------
    def _spots(self, view: AudatiaView) -> list[Spot]:
        spots: list[Spot] = []
        for s in (0, 1):
            spots += self._strip_spots(view, s)
            spots += self._stack_spots(view, s)
            spots += self._posta_spots(view, s)
            spots += self._discard_spots(view, s)
            spots += self._virtue_spots(view, s)
        spots += self._poste_offer(view)
        spots += self._free_virtues(view)
        return spots

    def _strip_spots(self, view: AudatiaView, s: int) -> list[Spot]:
        """A fencer's row (Sudden death) then his hand, in one strip along his edge of the table."""
        deck = decks_by_seat(view)[s]
        own = view.seat == s
        entries: list[tuple[Hashable, str | None, str]] = []
        if own:
            entries += [((s, c), c, "row") for c in view.row or ()]
            entries += [((s, c), c, "hand") for c in view.hand or ()]
        else:
            entries += [(("back", s, "row", i), None, "row") for i in range(view.row_sizes[s])]
            entries += [(("back", s, "hand", i), None, "hand") for i in range(view.hand_sizes[s])]
        mine = s == self.me
        n = len(entries)
        if mine:
            fan = self.hand_fan(n)
            scale, step, x0 = fan.scale, fan.step, fan.left(n, WIDTH / 2)
            y = min(HAND_Y, HAND_BOTTOM - CARD_H * scale)  # a larger hand grows up from the edge
        else:
            scale = OPP_HAND_SCALE
            w = CARD_W * scale
            step = w + 6 if n < 2 else min(w + 6, (1000.0 - w) / (n - 1))
            x0 = (WIDTH - ((n - 1) * step + w)) / 2
            y = OPP_HAND_Y
        lifted = self._playable(view) if own else set()
        out = []
        for i, (key, card, zone) in enumerate(entries):
            lift = PLAYABLE_LIFT if card in lifted and zone == "hand" else 0.0
            out.append(Spot(key, s, card, zone, QPointF(x0 + i * step, y - lift), 300 + i, scale,
                            mark=translate("AudatiaScene", "Row") if zone == "row" and card else "",
                            deck=deck))
        return out

    def hand_fan(self, count: int) -> HandFan:
        """The player's hand (and row) of `count` cards as laid: as large as its titles need at
        the scale the table shows at, as far as the room under his band allows (the band's
        piles, posta, play area and Virtues stay clear)."""
        top = BAND_Y["me"] + BAND_H + 4
        return hand_fan(count, CARD_W, CARD_H, title_share=TITLE_SHARE, device_per_unit=self.device_per_unit,
                        room_w=1500.0, room_h=HAND_BOTTOM - top - PLAYABLE_LIFT, gap=12.0)

    def _playable(self, view: AudatiaView) -> set[str]:
        """The hand cards that can be played now, raised a little when only some of them can,
        so a learner sees at once which cards the step allows (only remedies, only strikes)."""
        cards = {a.card for a in self.legal() if a.card}
        return cards if cards and not set(view.hand or ()) <= cards else set()

    def lane_x(self, seat: int, side: str) -> float:
        """The left edge of a stack card in the lane of `side` (the other fencer's lanes mirrored)."""
        order = ["left", "middle", "right"]
        lane = order.index(side) if seat == self.me else 2 - order.index(side)
        return PLAY_X + (lane + 0.5) * PLAY_W / 3 - CARD_W / 2

    def _stack_spots(self, view: AudatiaView, s: int) -> list[Spot]:
        ids = view.stack[s]
        n = len(ids)
        dy = STACK_DY if n < 2 else min(STACK_DY, (BAND_H - 8 - CARD_H) / (n - 1))
        x, y = self.lane_x(s, view.side[s]), self._band_y(s) + 4
        deck = decks_by_seat(view)[s]
        out = []
        for i, c in enumerate(ids):
            mark = self._mark(view, s, c)  # on the stack a mark asks for an answer: a red ring too
            out.append(Spot((s, c), s, c, "stack", QPointF(x, y + i * dy), 200 + i, mark=mark,
                            alert=bool(mark), deck=deck))
        return out

    @staticmethod
    def _mark(view: AudatiaView, s: int, cid: str) -> str:
        """The card the other fencer must answer now wears a ribbon saying so."""
        remedy = view.remedy
        if remedy and remedy[0] == s and remedy[1] == cid and view.phase == "reply":
            return translate("AudatiaScene", REMEDY_LABELS[remedy[2]])
        if view.pending == cid and view.attacker == s and view.phase == "react":
            return (translate("AudatiaScene", "Counterattack!") if view.pending_counter
                    else translate("AudatiaScene", "Blow to answer"))
        if view.mezano == cid and view.phase == "break_answer":
            return translate("AudatiaScene", "Mezano to answer")
        if view.phase == "exchanged" and s == view.attacker and view.stack[s][-1:] == (cid,):
            return translate("AudatiaScene", "Exchange")
        return ""

    def _posta_spots(self, view: AudatiaView, s: int) -> list[Spot]:
        deck = decks_by_seat(view)[s]
        pos = QPointF(POSTA_X, self._band_y(s) + PILE_DY)
        posta = view.posta[s]
        if posta:
            return [Spot((s, posta), s, posta, "posta", pos, 150, deck=deck)]
        if not view.committed[s]:
            return []
        mine = view.my_commit if view.seat == s else None
        if mine:  # the player sees his own choice; the other fencer sees a back
            return [Spot((s, mine), s, mine, "posta", pos, 150, mark=translate("AudatiaScene", "Hidden"),
                         deck=deck)]
        return [Spot(("back", s, "posta", 0), s, None, "posta", pos, 150, face_up=False, deck=deck)]

    def _discard_spots(self, view: AudatiaView, s: int) -> list[Spot]:
        """The top of a discard pile: the last face-up card (a fencer also sees his own face-down
        Trades' top card as a back he knows)."""
        deck = decks_by_seat(view)[s]
        pos = QPointF(DISCARD_X, self._band_y(s) + PILE_DY)
        public = view.public_discard[s]
        if view.seat == s and view.discard:
            top = view.discard[-1]
            return [Spot((s, top), s, top, "discard", pos, 120, face_up=top in public, deck=deck)]
        if public:
            return [Spot((s, public[-1]), s, public[-1], "discard", pos, 120, deck=deck)]
        return []

    def _virtue_spots(self, view: AudatiaView, s: int) -> list[Spot]:
        y = self._band_y(s) + 6
        return [Spot(("virtue", v), None, f"vir-{v}", "virtue", QPointF(VIRTUE_X + i * 70, y), 130,
                     VIRTUE_SCALE, deck="virtues") for i, v in enumerate(view.virtues[s])]

    def _free_virtues(self, view: AudatiaView) -> list[Spot]:
        if view.phase != "virtues":
            return []
        taken = view.virtues[0] + view.virtues[1]
        free = [v for v in VIRTUES if v not in taken]
        x0 = PLAY_X + (PLAY_W - len(free) * (CARD_W + 16) + 16) / 2
        y = BAND_Y["me"] + (BAND_H - CARD_H) / 2
        return [Spot(("virtue", v), None, f"vir-{v}", "free", QPointF(x0 + i * (CARD_W + 16), y), 140,
                     deck="virtues") for i, v in enumerate(free)]

    def _poste_offer(self, view: AudatiaView) -> list[Spot]:
        """The player's twelve poste spread out in his play area while he may take or change one."""
        seat = view.seat
        shown = seat is not None and any(a.kind in ("posta", "change") for a in self.legal())
        for s in (0, 1):
            self.poste_piles[s].setVisible(not (shown and s == seat))
        if not shown:
            return []
        assert seat is not None
        deck = decks_by_seat(view)[seat]
        taken = (view.posta[seat], view.my_commit)
        ids = [p for p in self._decks()[deck].poste if p not in taken]
        w, h = CARD_W * POSTE_SCALE, CARD_H * POSTE_SCALE
        y0 = BAND_Y["me"] + 6
        return [Spot((seat, p), seat, p, "poste",
                     QPointF(PLAY_X + 6 + (i % 6) * (w + 6), y0 + (i // 6) * (h + 4)), 160 + i, POSTE_SCALE,
                     deck=deck)
                for i, p in enumerate(ids)]

    # --- moving the items to their spots ---------------------------------------------------------
    def _anchors(self) -> dict[str, QPointF]:
        """Where a card leaving a hidden place starts: the last back of that hand, the posta."""
        out: dict[str, QPointF] = {}
        for item in self.cards.values():
            if item.seat is not None and item.zone in ("hand", "row", "posta"):
                out[f"{item.zone}:{item.seat}"] = item.pos()
        for s in (0, 1):
            out[f"deck:{s}"] = self.deck_piles[s].pos()
            out[f"poste:{s}"] = self.poste_piles[s].pos()
            out[f"discard:{s}"] = self.discard_piles[s].pos()
        return out

    def _spawn(self, spot: Spot, anchors: dict[str, QPointF]) -> tuple[AudCard, bool]:
        item = AudCard(spot.seat, spot.deck, spot.card, spot.zone)
        self.addItem(item)
        src = self._origin.get((spot.seat, spot.card or ""), "")
        zone = src.partition(":")[0]
        start = anchors.get(src) or anchors.get(f"deck:{spot.seat}") or QPointF(WIDTH / 2, HEIGHT / 2)
        item.setPos(start)
        seat = self.view.seat if self.view is not None else None
        hidden_there = zone in ("hand", "row", "posta") and spot.seat != seat
        return item, hidden_there and spot.face_up

    def _clear_origins(self) -> None:
        self._origin = {}

    def _move_furniture(self, group: QParallelAnimationGroup | None) -> None:
        """The Streto Side card turns to the side the view names."""
        move_into_place(self.side_card, group, rotation=self.side_rotation(),
                        turn=("side", QEasingCurve.Type.InOutCubic))

    # --- events and match states ----------------------------------------------------------------
    def on_events(self, events: Sequence[Event]) -> None:
        over = any(isinstance(x, GameOver) for x in events)
        for e in events:
            match e:
                case CardMoved(card=card, src=src) if card is not None:
                    seat = int(src.partition(":")[2] or -1)
                    self._origin[(seat if seat >= 0 else None, card)] = src
                case RoundOver(winner=winner, reason=reason, fields=fields) if not over:
                    names = self.names()
                    who = translate("AudatiaScene", "A drawn exchange") if winner is None else by_name(
                        names[winner], translate("AudatiaScene", "You win the exchange"),
                        translate("AudatiaScene", "{name} wins the exchange"))
                    self.message.emit(translate("AudatiaScene", "{result} ({reason}).").format(
                        result=who, reason=reason_words(reason, dict(fields))))
                case PhaseChanged(phase="break off"):
                    self.message.emit(translate("AudatiaScene",
                                                "Break Off: both fencers return Out of Measure."))

    # --- what a drop means ----------------------------------------------------------------------
    def actions_for(self, cid: str) -> dict[str, list[Action]]:
        """The legal actions of one card, by the place they are dropped on."""
        out: dict[str, list[Action]] = {}
        for a in self.legal():
            if a.card == cid and a.kind not in ("virtue", "side"):
                out.setdefault(DROP_ZONE.get(a.kind, "play"), []).append(a)
        plays = out.get("play", [])
        plays.sort(key=lambda a: (KIND_ORDER.index(a.kind) if a.kind in KIND_ORDER else 99,
                                  a.side != "inside"))
        return out

    def label(self, a: Action, held: str = "") -> str:
        if a.kind == "remedy" and a.side in REMEDY_LABELS:
            return translate("AudatiaScene", REMEDY_LABELS[a.side])
        return translate("AudatiaScene", LABELS[a.kind]) if a.kind in LABELS else a.kind.capitalize()

    def play_rect(self) -> QRectF:
        return QRectF(PLAY_X, BAND_Y["me"], PLAY_W, BAND_H)

    def split_rects(self, n: int) -> list[QRectF]:
        return split(self.play_rect(), n)

    def place_rect(self, place: str) -> QRectF:
        if place == "play":
            return self.play_rect()
        pile = {"discard": self.discard_piles, "deck": self.deck_piles}.get(place)
        if pile is not None:
            return pile[self.me].sceneBoundingRect().adjusted(6, 6, -6, -26)
        slot = self.posta_slots[self.me]
        return slot.mapRectToScene(slot.rect)

    def drop_point(self, a: Action) -> QPointF | None:
        """Where a drop plays `a` (the play area splits when the card can do more there)."""
        rect = self.aim_rect(a)
        return rect.center() if rect is not None else None

    def _aim(self, action: Action) -> tuple[list[QGraphicsItem], QRectF | None]:
        if action.kind == "virtue":  # the Virtue card itself, among those still to take
            chosen = f"vir-{action.card}"
            return [c for c in self.cards.values() if c.card == chosen and c.zone == "free"], None
        return super()._aim(action)

    def aim_rect(self, a: Action) -> QRectF | None:
        """The place `a`'s card goes to; for the Side card, the half that names the side."""
        if a.kind == "side":
            r = self.side_card.sceneBoundingRect()
            if self.side_rotation() == 0.0:
                half = r.width() / 2
                return r.adjusted(0, 0, -half, 0) if a.card == "inside" else r.adjusted(half, 0, 0, 0)
            return r
        if not a.card or a.kind == "virtue":
            return None
        place = DROP_ZONE.get(a.kind, "play")
        if place == "play":
            plays = self.actions_for(a.card).get("play", [])
            if len(plays) > 1 and a in plays:
                return self.split_rects(len(plays))[plays.index(a)]
        return self.place_rect(place)

    def place_at(self, point: QPointF) -> str | None:
        for place in ("discard", "deck", "posta", "play"):
            if self.place_rect(place).contains(point):
                return place
        return None

    def intended(self, item: AudCard, target: str | None) -> Action | str | None:
        """A posta from the poste goes only on the Posta place; a hand card as on every table."""
        if item.zone != "poste" or target is None:
            return super().intended(item, target)
        fits = [a for a in self.legal() if a.card == item.card and a.kind in ("posta", "change")]
        if target == "posta" and fits:
            return fits[0]
        return translate("AudatiaScene", "Drop a posta on your Posta place, or simply click it.")

    def _why_not(self, cid: str, place: str) -> str:
        phase = self.view.phase if self.view else ""
        if place == "posta":
            return translate("AudatiaScene", "A posta comes from your poste, not from the hand: click one "
                                             "when you may take it.")
        verb = {"play": PLAY_VERB.get(phase, "attack"), "discard": DISCARD_VERB.get(phase, "discard"),
                "deck": "cycle"}[place]
        guess = Action(verb, cid, "inside" if verb == "remedy" else "")
        return self.match.why_illegal(guess) if self.match else self.said("DROP_HELP")

    # --- lighting the targets while a card is held ------------------------------------------------
    def _light_targets(self, item: AudCard) -> None:
        if item.zone == "poste":
            self.posta_slots[self.me].lit = True
            self.posta_slots[self.me].update()
            return
        groups = self.actions_for(item.card or "")
        self.discard_piles[self.me].lit = "discard" in groups
        self.deck_piles[self.me].lit = "deck" in groups
        plays = groups.get("play", [])
        zone = self.play_zones[self.me]
        if len(plays) == 1:
            zone.lit, zone.label = True, self.label(plays[0])
        elif plays:
            self._add_splits(self.split_rects(len(plays)), plays, item.card or "")
        for piece in (self.discard_piles[self.me], self.deck_piles[self.me], zone):
            piece.update()

    def _unlight(self) -> None:
        super()._unlight()
        zone = self.play_zones[self.me]
        zone.lit, zone.label = False, ""
        for piece in (self.discard_piles[self.me], self.deck_piles[self.me], self.posta_slots[self.me]):
            piece.lit = False
        for piece in (zone, self.discard_piles[self.me], self.deck_piles[self.me], self.posta_slots[self.me]):
            piece.update()

    # --- mouse ------------------------------------------------------------------------------------
    def _holdable(self, item: AudCard) -> bool:
        return item in self.my_hand() or item.zone == "poste"

    def _press_on(self, item: AudCard | None, point: QPointF) -> bool:
        """A click on the Side card turns it to the half clicked; on a free Virtue it takes it."""
        if item is self.side_card:
            local = self.side_card.mapFromScene(point)
            self.try_play(Action("side", "inside" if local.x() < CARD_W / 2 else "outside"))
            return True
        if item is not None and item.zone == "free":
            self.try_play(Action("virtue", (item.card or "").removeprefix("vir-")))
            return True
        return False

    def _drop_target(self, item: AudCard, point: QPointF) -> str | None:
        """The place under the card's centre, else under the pointer."""
        return self.target_at(item.sceneBoundingRect().center()) or self.target_at(point)

    def _click(self, item: AudCard) -> None:
        """A click on a posta takes it; on a hand card it holds the card and names its play."""
        if item.zone == "poste":
            self.try_play(next((a for a in self.legal() if a.card == item.card), None),
                          translate("AudatiaScene", "That posta cannot be taken now."))
            return
        self.focus_row = "hand"
        super()._click(item)

    # --- keyboard ---------------------------------------------------------------------------------
    def _key(self, key: Qt.Key) -> bool:
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._step(1 if key == Qt.Key.Key_Right else -1)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._switch_row(key == Qt.Key.Key_Up)
        elif key == Qt.Key.Key_W:
            decline = next((a for a in self.legal() if a.kind in ("wait", "pass", "done")), None)
            self._offer(decline or Action("wait"))
        elif key in LETTERS or key in SIDE_LETTERS:
            self._offer(self._from_letter(key))
        else:
            return super()._key(key)
        return True

    def _row_items(self) -> list[AudCard]:
        """The hand, or the poste or Virtues on offer (↑ ↓ switch between them)."""
        return self.choices() if self.focus_row == "choice" else self.my_hand()

    def _step(self, by: int) -> None:
        row = self._row_items()
        if row:
            self.focus_index = (self.focus_index + by) % len(row)
            self._offer_choice()

    def _switch_row(self, up: bool) -> None:
        if up and self.choices():
            self.focus_row, self.focus_index = "choice", 0
            self._offer_choice()
        elif not up:
            self.focus_row, self.focus_index = "hand", 0
            self.set_preview(None)

    def _offer_choice(self) -> None:
        """A posta or a Virtue on offer means one thing: focusing it chooses it, Enter plays it."""
        if self.focus_row != "choice":
            return
        row = self.choices()
        if not row:
            return
        item = row[min(self.focus_index, len(row) - 1)]
        cid = (item.card or "").removeprefix("vir-")
        kinds = ("posta", "change", "virtue")
        fits = [a for a in self.legal() if a.card == cid and a.kind in kinds]
        self._offer(fits[0] if fits else translate("AudatiaScene", "That cannot be chosen now."))

    def _from_letter(self, key: Qt.Key) -> Action | str:
        if key in SIDE_LETTERS and self.view is not None and self.view.phase == "orient":
            return Action("side", SIDE_LETTERS[key])
        item = self.focused_card() if self.focus_row == "hand" else None
        if item is None or not item.card:
            return translate("AudatiaScene", "Choose a card of your hand first (← →).")
        if key in SIDE_LETTERS:
            return Action("remedy", item.card, SIDE_LETTERS[key])
        kinds = LETTERS[key]
        fits = [a for a in self.legal() if a.card == item.card and a.kind in kinds]
        return fits[0] if fits else Action(kinds[0], item.card)

