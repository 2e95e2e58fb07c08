"""Audatia's rules: one position of a duel and every transition the rulebook allows.

The processes of the rulebook are phases; `phase` names the step a learner would point at
(docs/rules/audatia.md lists them and the readings we chose where the text is open):

    setup:    discard (Setup 5) → virtues (6.2, 6.3) → salute / answer (7)
    out of measure: trade (2) → posta (3, committed hidden, then revealed) → skills (4)
              → open1 (Challenger, 5) → open2 (Respondent, 6) → open3 (Challenger must attack, 7)
    in measure: react (parry, counterattack, exchange, break, avoid) → orient (Streto Side card)
              → entry (Audatia Entry or Feint) → feint → largo | streto → reply (counter-remedy)
              exchanged (an Outside remedy is owed), break_att / break_def / break_answer
    sudden death: order (the face-down row), then the rows play themselves
    over

Seats are 0 and 1; `challenger` is the seat that issued the challenge. `attacker` is the seat
whose blow is being answered or whose bind it is (the Attacker of the rules).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any, ClassVar, Self

from engine.core.errors import IllegalAction, PositionError
from engine.core.events import (
    ActionPlayed,
    CardMoved,
    Event,
    GameOver,
    PhaseChanged,
    RoundOver,
    ScoreChanged,
)
from engine.core.game import TERMINAL, Notation, PhasedState
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.refusal import Refusal
from engine.core.rng import fresh_seed, rng_for, shuffle
from engine.core.validate import as_bool, as_choice, as_int, as_int_list, as_list, need, put
from engine.core.view import SeatView
from engine.games.audatia import actions as act
from engine.games.audatia import refusals
from engine.games.audatia import results as rs
from engine.games.audatia.actions import DONE, PASS, WAIT, Action
from engine.games.audatia.cards import (
    GAME_NAME,
    LINES,
    SIDES,
    VIRTUES,
    ActionCard,
    CharacterDeck,
    Posta,
    character_decks,
)
from engine.games.audatia.symbols import aligned, perfect, side_ok, sun_complete
from engine.games.audatia.view import AudatiaView
from engine.games.words import translate

# every action is made once and then looked up: legal_actions runs in the AI's inner loop
_A = cache(Action)


class _Made(dict[str, Action]):
    """The actions of one verb by card id, each made the first time it is asked for."""

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind

    def __missing__(self, cid: str) -> Action:
        made = self[cid] = _A(self.kind, cid)
        return made


_TRADE, _DISCARD, _CYCLE, _ATTACK, _PARRY, _PLACE, _POSTA, _CHANGE, _REPLY = [
    _Made(k) for k in ("trade", "discard", "cycle", "attack", "parry", "place", "posta", "change", "reply")]

POSITION_VERSION = 2  # 2: results are codes (1 wrote them in English)
HAND_SIZE = 12
SALUTE_BONUS = 4  # Setup 7: "+4 Audatia for the first strike"
DRAWS_TO_LOSE = 2  # "two draws means the Respondent wins"
_DEALS = 200  # deals a determinization may try for a hidden seat who must act (one is almost always enough)

SETUP_PHASES = ("discard", "virtues", "salute", "answer")
OOM_PHASES = ("trade", "posta", "skills", "open1", "open2", "open3")
_OOM = frozenset(OOM_PHASES)
MEASURE_PHASES = ("react", "orient", "entry", "feint", "largo", "streto", "reply", "exchanged",
                  "break_att", "break_def", "break_answer")
PHASES = (*SETUP_PHASES, *OOM_PHASES, *MEASURE_PHASES, "order", "over")
# phases in which the seat to act must do something or lose (no wait, no pass)
MUST_ANSWER = frozenset(("react", "reply", "exchanged", "break_answer", "feint"))
VARIANTS = ("duel", "salle", "sudden")

# each phase's title (translated where shown: phase_title)
PHASE_TITLES = {
    "discard": QT_TRANSLATE_NOOP("AudatiaState", "Setup: discard Basic cards and draw"),
    "virtues": QT_TRANSLATE_NOOP("AudatiaState", "Setup: choose Virtues"),
    "salute": QT_TRANSLATE_NOOP("AudatiaState", "Setup: the Salute"),
    "answer": QT_TRANSLATE_NOOP("AudatiaState", "Setup: answer the Salute"),
    "trade": QT_TRANSLATE_NOOP("AudatiaState", "Out of Measure: Trades"),
    "posta": QT_TRANSLATE_NOOP("AudatiaState", "Out of Measure: choose a Posta"),
    "skills": QT_TRANSLATE_NOOP("AudatiaState", "Out of Measure: skills"),
    "open1": QT_TRANSLATE_NOOP("AudatiaState", "Out of Measure: the Challenger may attack"),
    "open2": QT_TRANSLATE_NOOP("AudatiaState", "Out of Measure: the Respondent may attack"),
    "open3": QT_TRANSLATE_NOOP("AudatiaState", "Out of Measure: the Challenger must attack"),
    "react": QT_TRANSLATE_NOOP("AudatiaState", "Answer the blow"),
    "orient": QT_TRANSLATE_NOOP("AudatiaState", "Streto: turn the Side card"),
    "entry": QT_TRANSLATE_NOOP("AudatiaState", "After the parry: Audatia Entry or Feint"),
    "feint": QT_TRANSLATE_NOOP("AudatiaState", "Feint: strike again"),
    "largo": QT_TRANSLATE_NOOP("AudatiaState", "Largo: attack or wait"),
    "streto": QT_TRANSLATE_NOOP("AudatiaState", "Streto: remedy or wait"),
    "reply": QT_TRANSLATE_NOOP("AudatiaState", "Streto: counter the remedy"),
    "exchanged": QT_TRANSLATE_NOOP("AudatiaState", "Exchange: an Outside remedy or lose"),
    "break_att": QT_TRANSLATE_NOOP("AudatiaState", "Break: the Attacker's remedy"),
    "break_def": QT_TRANSLATE_NOOP("AudatiaState", "Break: the Defender's mezano"),
    "break_answer": QT_TRANSLATE_NOOP("AudatiaState", "Break: answer the mezano"),
    "order": QT_TRANSLATE_NOOP("AudatiaState", "Sudden death: lay your row"),
    "over": QT_TRANSLATE_NOOP("AudatiaState", "The duel is over"),
}


def phase_title(phase: str) -> str:
    """The phase's title in the player's language."""
    return translate("AudatiaState", PHASE_TITLES[phase])


# the lines a blow may take from where the sword lies (symbols.side_ok, asked once per side)
_SIDE_LINES = {side: frozenset(ln for ln in LINES if side_ok(side, ln)) for side in SIDES}


def _opp_side(side: str) -> str:
    return {"left": "right", "right": "left"}.get(side, "middle")


class AudatiaState(PhasedState[Action]):
    """A duel position. Card ids are unique within a character deck; zones are per seat."""

    NOTATION: ClassVar[Notation] = act

    def __init__(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> None:
        # where the rules tell their events: apply's list while it runs, otherwise None (a
        # playout's step tells nobody); set first, so that a blank has it too
        self._told: list[Event] | None = None
        if options is None:  # a blank that a copy fills in (clone, pickle: engine.compiled.blank)
            return
        self.options = dict(options)
        self.seed = seed
        self.variant: str = self.options["variant"]
        self.break_rule: bool = self.options["break"] == "on"
        self.challenger: int = self.options["challenger"]
        decks = character_decks()
        by_seat = [self.options["challenger_deck"], self.options["respondent_deck"]]
        if self.challenger == 1:
            by_seat.reverse()
        self.decks: list[CharacterDeck] = [decks[by_seat[0]], decks[by_seat[1]]]
        self.index_decks()
        self.hand: list[list[str]] = [[], []]
        self.deck: list[list[str]] = [[], []]  # the top card is the last one
        self.discard: list[list[str]] = [[], []]  # every card discarded, in order
        self.shown: list[set[str]] = [set(), set()]  # discards that were face up (public)
        self.stack: list[list[str]] = [[], []]
        self.side = ["middle", "middle"]  # where each stack lies
        self.posta: list[str | None] = [None, None]  # the posta in play
        self.start_posta: list[str | None] = [None, None]  # sudden death: the setup posta
        self.committed: list[str | None] = [None, None]  # hidden until both chose
        self.virtues: list[list[str]] = [[], []]
        self.bonus: list[list[tuple[str, int, str]]] = [[], []]  # (virtue, amount, source)
        self.bonus_on: list[str | None] = [None, None]  # the strike carrying the bonus
        self.salute = [0, 0]  # cards given in the salute: not replaced at a Break Off
        self.salute_bonus = False
        self.picked = [0, 0]  # cards laid towards the current Trade or Setup 5 discard
        self.row: list[list[str]] = [[], []]  # sudden death: the committed face-down row
        self.phase = "discard"
        self.to_move = self.challenger
        self.attacker = self.challenger
        self.pending = ""  # the blow being answered (a card of the attacker's)
        self.pending_counter = False  # that blow is a counterattack
        self.bind = ""  # "largo" / "streto" / ""
        self.side_card = ""  # "inside" / "outside" / "both" / "" (not turned)
        self.remedy: tuple[int, str, str] | None = None  # (seat, card, side) to be countered
        self.waited = False  # the first seat of a wait pair has waited
        self.break_card = ""  # the strike that broke the thrust
        self.mezano = ""  # the Defender's mezano in the Break sequence
        self.remedy_sides: tuple[str, ...] = ()  # sides the owed or allowed remedy may use
        self.draws = 0
        self.break_offs = 0  # returns Out of Measure so far (the AI's playout horizon)
        self.points = [0, 0]
        self.first_oom = True
        self.skills_first = self.challenger  # who opened the Out-of-Measure skills step
        # the posta the blow being answered left: "" (it came from a stack), "posta", or
        # "exchange" (a posta with the Exchange symbol)
        self.struck_from = ""
        self._scripting = False  # sudden death: a row is playing one step
        self.winner: int | None = None
        self.reason = ""  # how the duel ended, a code of results.py, once it is over

    # --- construction -----------------------------------------------------------------
    @classmethod
    def new(cls, options: Mapping[str, Any], seed: int) -> AudatiaState:
        s = cls(options, seed)
        for seat in (0, 1):
            d = s.decks[seat]
            if s.variant == "salle":  # Roland's rules: the Basic cards go into the deck
                pool = list(d.cards)
                shuffle(pool, rng_for(seed, "shuffle", seat))
                s.hand[seat], s.deck[seat] = pool[-HAND_SIZE:], pool[:-HAND_SIZE]
            else:
                rest = d.others()
                shuffle(rest, rng_for(seed, "shuffle", seat))
                s.hand[seat], s.deck[seat] = d.basics(), rest
        s.to_move = s.challenger
        if s.variant == "sudden":  # Guy's rules: no discard step and no Salute
            s._start_virtues()
        return s

    def clone(self) -> Self:
        c = super().clone()
        c._told = None  # a copy never shares the sink of an apply running on the original
        return c

    def index_decks(self) -> None:
        """The per-seat lookups the rules ask in the AI's inner loop, taken from `decks` (again
        after a deck is swapped): card records by id, the poste, the Cycle skills, the strikes."""
        self._cards = [self.decks[0].cards, self.decks[1].cards]
        self._poste = [self.decks[0].poste, self.decks[1].poste]
        self._cycle_ids = [self.decks[0].cycle, self.decks[1].cycle]
        self._strikes = [self.decks[0].strikes, self.decks[1].strikes]

    # --- small queries ------------------------------------------------------------------
    @property
    def respondent(self) -> int:
        return 1 - self.challenger

    def card(self, seat: int, cid: str) -> ActionCard:
        return self._cards[seat][cid]

    def posta_card(self, seat: int, pid: str) -> Posta:
        return self._poste[seat][pid]

    def top(self, seat: int) -> str:
        return self.stack[seat][-1] if self.stack[seat] else ""

    def virtue(self, seat: int, name: str) -> int:
        """Virtue cards held, plus bonuses while their strike is on top (or still to come)."""
        total = self.virtues[seat].count(name)
        bonus = self.bonus[seat]
        if bonus:
            on = self.bonus_on[seat]
            if on is None or (self.stack[seat] and on == self.stack[seat][-1]):
                total += sum(a for v, a, _ in bonus if v == name)
        return total

    def most(self, seat: int, name: str) -> bool:
        """`seat` has strictly more of the Virtue (a tie gives nobody the advantage)."""
        if not (self.bonus[0] or self.bonus[1]):  # no bonus in play: the cards alone count
            virtues = self.virtues
            return virtues[seat].count(name) > virtues[1 - seat].count(name)
        return self.virtue(seat, name) > self.virtue(1 - seat, name)

    def blind_to_last(self) -> bool:
        return self.phase == "posta" and self.to_move == self.respondent

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def _play_side(self, seat: int) -> str:
        p = self.posta[seat]
        return self._poste[seat][p].side if p else self.side[seat]

    def strikes_in_hand(self, seat: int) -> list[ActionCard]:
        cards = self._cards[seat]
        return [cards[x] for x in self.hand[seat] if cards[x].type == "strike"]

    def _holds_strike(self, seat: int) -> bool:
        return not self._strikes[seat].isdisjoint(self.hand[seat])

    # --- eligibility --------------------------------------------------------------------
    # These run in the AI's inner loop: each reads its lookups once, outside the loop over the
    # hand. refusals.py says the same rules one at a time with the reason each gives, and
    # tests/audatia/reference.py the plain way; tests hold each of them equal to these.
    def _opponent_extensa(self, seat: int) -> bool:
        q = self.posta[1 - seat]
        return q is not None and self._poste[1 - seat][q].extensa

    def _attacks(self, seat: int, cards: list[str] | None = None) -> list[Action]:
        """Attacks open to `seat` now from `cards` (his hand), an Extensa posta being beaten
        aside or exchanged."""
        out = []
        lookup = self._cards[seat]
        mine = self.posta[seat]
        mine_posta = self._poste[seat][mine] if mine is not None else None
        q = self.posta[1 - seat]
        target = self._poste[1 - seat][q] if q is not None else None
        strikes = self._strikes[seat]
        if target is not None and target.extensa:
            celeritas = self.most(seat, "celeritas")
            for cid in self.hand[seat] if cards is None else cards:
                if cid not in strikes:
                    continue
                c = lookup[cid]
                from_posta = mine_posta is None or c.line in mine_posta.attacks
                if c.parry and from_posta:
                    out.append(_A("beat", cid))
                if (c.is_punta and c.exchange and c.attack and mine_posta is not None and from_posta
                        and mine_posta.exchange and celeritas):
                    out.append(_A("attack", cid))
            return out
        # the lines this seat may strike now: from his posta or the side of his stack, and
        # those the target posta's upside-down Seven Swords allow
        lines = mine_posta.attacks if mine_posta is not None else _SIDE_LINES[self.side[seat]]
        if target is not None and target.attackable_by is not None:
            lines = lines & target.attackable_by
        for cid in self.hand[seat] if cards is None else cards:
            if cid in strikes:
                c = lookup[cid]
                if c.attack and c.line in lines:
                    out.append(_ATTACK[cid])
        return out

    def _remedies(self, seat: int, sides: tuple[str, ...]) -> list[Action]:
        out = []
        lookup = self._cards[seat]
        for cid in self.hand[seat]:
            c = lookup[cid]
            if c.type == "remedy":
                out += [_A("remedy", cid, s) for s, _ in c.halves if s in sides]
        return out

    def _cycles(self, seat: int) -> list[Action]:
        if not self.deck[seat] or self.variant == "sudden":
            return []
        cycle, hand = self._cycle_ids[seat], self.hand[seat]
        if cycle.isdisjoint(hand):
            return []
        made = _CYCLE
        return [made[x] for x in hand if x in cycle]

    def _streto_sides(self) -> tuple[str, ...]:
        return ("inside", "outside") if self.side_card in ("both", "") else (self.side_card,)

    def _entry_sides(self) -> tuple[str, ...]:
        """The Audatia Entry's remedy: in Largo on either side, in Streto the Side card's."""
        return self._streto_sides() if self.bind == "streto" else ("inside", "outside")

    def legal_actions(self) -> list[Action]:
        return _LEGAL[self.phase](self, self.to_move)

    # --- the legal actions of each phase (_LEGAL) -------------------------------------------
    def _legal_over(self, s: int) -> list[Action]:
        return []

    # A Cycle card goes "at any time": in Setup too, from Setup 5 on (the hand exists once the
    # Basic cards are taken up), whenever its owner acts.
    def _legal_discard(self, s: int) -> list[Action]:
        if self.picked[s] < len(self.deck[s]):
            hand, lookup = self.hand[s], self._cards[s]
            # Setup 5 lays Basic cards: in the duel a card a Cycle has just drawn is not one
            laid = hand if self.variant != "duel" else [x for x in hand if lookup[x].basic]
            out = list(map(_DISCARD.__getitem__, laid))
            # a Cycle draws one at once: like a discard, it must leave the deck a card for each
            # card laid so far
            out += self._cycles(s)
            out.append(DONE)
            return out
        return [DONE]

    def _legal_virtues(self, s: int) -> list[Action]:
        taken = self.virtues[0] + self.virtues[1]
        return [*(_A("virtue", v) for v in VIRTUES if v not in taken), *self._cycles(s)]

    def _legal_salute(self, s: int) -> list[Action]:
        return [*(_A(self.phase, x) for x in self.hand[s]), *self._cycles(s), PASS]

    def _legal_trade(self, s: int) -> list[Action]:
        hand = self.hand[s]
        if self.picked[s]:  # half a Trade laid: the other half must follow
            return list(map(_TRADE.__getitem__, hand))
        if not self.deck[s]:
            return [DONE]
        out = list(map(_TRADE.__getitem__, hand)) if len(hand) >= self._trade_size(s) else []
        if self.variant != "sudden" and not self._cycle_ids[s].isdisjoint(hand):
            out += self._cycles(s)
        out.append(DONE)
        return out

    def _legal_posta(self, s: int) -> list[Action]:  # a Cycle leaves the other's hidden commitment as it was
        out = list(map(_POSTA.__getitem__, self._poste[s]))
        out += self._cycles(s)
        return out

    def _legal_order(self, s: int) -> list[Action]:
        return list(map(_PLACE.__getitem__, self.hand[s]))

    def _legal_skills(self, s: int) -> list[Action]:
        lookup = self._cards[s]
        out = [_A("skill", x) for x in self.hand[s]
               if lookup[x].type == "skill" and lookup[x].out_of_measure]
        return [*out, *self._cycles(s), DONE]

    def _legal_open(self, s: int) -> list[Action]:
        out = self._attacks(s)
        if self.phase == "open3":  # 7: he must attack if he can; only a Challenger who cannot draws
            return [*out, *self._cycles(s), *(() if out else (WAIT,))]
        cur = self.posta[s]
        made = _CHANGE
        out += [made[p] for p in self._poste[s] if p != cur]
        return [*out, *self._cycles(s), WAIT]

    def _legal_react(self, s: int) -> list[Action]:
        return [*self._reactions(s), *self._cycles(s)]

    def _legal_orient(self, s: int) -> list[Action]:
        return [_A("side", "inside"), _A("side", "outside"), *self._cycles(s)]

    def _legal_entry(self, s: int) -> list[Action]:
        out = []
        if self.most(s, "audatia"):
            out += self._remedies(s, self._entry_sides())
        lookup = self._cards[s]
        feints = [_A("feint", x) for x in self.hand[s] if lookup[x].effect == "feint"]
        if feints and self._attacks_after_feint(s):
            out += feints
        return [*out, *self._cycles(s), PASS]

    def _legal_feint(self, s: int) -> list[Action]:
        return [*self._attacks(s), *self._cycles(s)]

    def _legal_largo(self, s: int) -> list[Action]:
        return [*self._attacks(s), *self._cycles(s), WAIT]

    def _legal_streto(self, s: int) -> list[Action]:
        return [*self._remedies(s, self._streto_sides()), *self._cycles(s), WAIT]

    def _legal_reply(self, s: int) -> list[Action]:
        return [*self._replies(s), *self._cycles(s)]

    def _legal_exchanged(self, s: int) -> list[Action]:
        return [*self._remedies(s, ("outside",)), *self._cycles(s)]

    def _legal_break_att(self, s: int) -> list[Action]:
        return [*self._remedies(s, self.remedy_sides), *self._cycles(s), WAIT]

    def _legal_break_def(self, s: int) -> list[Action]:
        lookup, side = self._cards[s], self.side[s]
        mez = [_A("attack", x) for x in self.hand[s] if lookup[x].line in ("mm", "rm")
               and side_ok(side, lookup[x].line) and lookup[x].attack]
        return [*mez, *self._cycles(s), WAIT]

    def _legal_break_answer(self, s: int) -> list[Action]:
        out = self._remedies(s, self.remedy_sides)
        if self.card(1 - s, self.mezano).line == "rm" and side_ok(self.side[s], "mm"):
            lookup = self._cards[s]
            out += [_A("counter", x) for x in self.hand[s] if lookup[x].line == "mm"]
        return [*out, *self._cycles(s)]

    def _attacks_after_feint(self, seat: int) -> bool:
        """A Feint is offered only with a blow to follow it (in Sudden death, later in the row)."""
        return bool(self._attacks(seat, self.hand[seat] + self.row[seat]))

    def _counter_eligible(self, seat: int, c: ActionCard) -> bool:
        """A counterattack is an attack: from a posta its Seven Swords, else the stack's side."""
        p = self.posta[seat]
        if p is not None:
            return c.line in self._poste[seat][p].attacks
        return side_ok(self.side[seat], c.line)

    def _trade_size(self, seat: int) -> int:
        """Two cards for one; one for one with most Prudentia (our Prudentia advantage)."""
        if not (self.bonus[0] or self.bonus[1]):  # as `most` reads it, one call shorter (every Trade asks)
            virtues = self.virtues
            return 1 if virtues[seat].count("prudentia") > virtues[1 - seat].count("prudentia") else 2
        return 1 if self.most(seat, "prudentia") else 2

    def _reactions(self, s: int) -> list[Action]:
        a = 1 - s
        blow = self.card(a, self.pending)
        lookup = self._cards[s]
        out = []
        if self.pending_counter:
            # a counterattack is parried only with the same blow (the rule asks nothing more: no
            # Parry symbol, no side), and never countered again; a skill cannot avoid it
            for cid in self.hand[s]:
                c = lookup[cid]
                if c.type == "strike" and c.line == blow.line:
                    out.append(_PARRY[cid])
            return out
        play_side = self._play_side(s)
        # both cards carry the Counterattack symbol (the rule names it on the attack and on the
        # answer), the same blow, most Celeritas, and eligible as an attack from here
        celeritas = self.most(s, "celeritas")
        counters = blow.counter and celeritas
        exchanges = False
        if blow.is_punta and celeritas:
            # a thrust from a posta against a posta: both need the Exchange symbol; after the
            # first blow the poste no longer count, only Celeritas
            mine = self.posta[s]
            exchanges = mine is None or not self.struck_from or (
                self._poste[s][mine].exchange and self.struck_from == "exchange")
        breaks = self.break_rule and blow.is_punta
        for cid in self.hand[s]:
            c = lookup[cid]
            if c.type != "strike":
                if c.type == "skill" and c.effect == "avoid":
                    out.append(_A("avoid", cid))
                continue
            if c.parry and c.line in blow.parried_by and c.line != blow.line and side_ok(play_side, c.line):
                out.append(_PARRY[cid])
            if counters and c.counter and c.line == blow.line and self._counter_eligible(s, c):
                out.append(_A("counter", cid))
            if exchanges and c.is_punta and c.exchange:
                out.append(_A("exchange", cid))
            if breaks and c.breaks and not c.is_punta and side_ok(play_side, c.line):
                out.append(_A("break", cid))
        return out

    def _replies(self, s: int) -> list[Action]:
        assert self.remedy is not None
        rseat, rcard, rside = self.remedy
        half = self.card(rseat, rcard).half(rside)
        assert half is not None
        lookup = self._cards[s]
        out = []
        for cid in self.hand[s]:
            c = lookup[cid]
            if c.type == "counter":
                mine = c.half(rside)
                if mine is not None and aligned(half, mine):
                    out.append(_REPLY[cid])
        in_break = self.break_card and self.mezano and not self.card(rseat, rcard).over_the_top
        if self.phase == "reply" and in_break:
            # Break 2.3.3.3: the sword-turn over the top may answer instead of a counter
            for cid in self.hand[s]:
                c = lookup[cid]
                if c.type == "remedy" and c.over_the_top:
                    out += [_A("remedy", cid, side) for side, _ in c.halves]
        return out

    def describe(self, action: Action) -> str:
        return act.describe_action(action)

    def explain(self, action: Action) -> str:
        return act.explain_action(action)

    def check(self, action: Action) -> Refusal | None:
        return refusals.check(self, action)

    def refusal_words(self, action: Action, refusal: Refusal) -> str:
        from engine.games.audatia.refusal_words import say

        return say(self, action, refusal)

    # --- transitions --------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        if not isinstance(action, Action):
            raise IllegalAction(f"{action!r} is not an Audatia action")
        self.check_legal(action)
        seat, hidden = self.to_move, self._hidden_text(action)
        events: list[Event] = [ActionPlayed(seat, act.format_action(action), seat if hidden else None,
                                            hidden, self.describe(action))]
        self._told = events
        try:
            self._do(action)
        finally:  # a failing step leaves no sink behind for the next step to tell
            self._told = None
        return events

    def _hidden_text(self, a: Action) -> str:
        """What the other seat reads of an action that names a face-down card ("" if public)."""
        if a.kind == "posta" and self.phase == "posta":
            return translate("AudatiaState", "choose a posta")
        if a.kind == "trade":
            return translate("AudatiaState", "lay a card face down to trade")
        return translate("AudatiaActions", act.WORDS[a.kind]) if a.kind in ("discard", "place") else ""

    def step(self, action: Action) -> None:
        # _do with no sink (outside apply there is none), one call shorter: the AI's playouts
        # step millions of times
        step = _cycle if action.kind == "cycle" else _STEPS[self.phase]
        # in the plain duel only a seat that must answer has anything to settle
        if step(self, self.to_move, action) and (self.variant != "duel" or self.phase in MUST_ANSWER):
            self._settle()

    def _do(self, a: Action) -> None:
        """The step of the process the phase names takes the action (a Cycle, in any phase, is
        its own step); then the rules settle what it left (a seat that must answer and cannot
        has lost, a Sudden-death row plays itself, a spent Salle bout ends) unless the step is
        not over yet."""
        s = self.to_move
        step = _cycle if a.kind == "cycle" else _STEPS[self.phase]
        if step(self, s, a):
            self._settle()

    # --- one handler per step of the processes: each says whether the step is done ------------
    def _cycle(self, s: int, a: Action) -> bool:
        self._discard(s, a.card, True)
        self._draw(s, 1)
        return True

    def _on_discard(self, s: int, a: Action) -> bool:
        """Setup 5: set Basic cards aside one at a time, then draw as many (done)."""
        if a.kind == "discard":
            self._discard(s, a.card, False)
            self.picked[s] += 1
            return False
        self._draw(s, self.picked[s])
        self.picked[s] = 0
        if s == self.challenger:
            self._set("discard", self.respondent)
        else:
            self._start_virtues()
        return True

    def _on_virtues(self, s: int, a: Action) -> bool:
        self.virtues[s].append(a.card)
        taken = self.virtues[0] + self.virtues[1]
        if len(taken) == 3:  # 6.4: the Respondent receives the last one
            last = next(v for v in VIRTUES if v not in taken)
            self.virtues[self.respondent].append(last)
            self._after_virtues()
        else:
            self._set("virtues", self.challenger)
        return True

    def _on_salute(self, s: int, a: Action) -> bool:
        if a.kind == "salute":
            self._discard(s, a.card, True)
            self.salute[s] += 1
            self._set("answer", self.challenger)
        else:
            self._out_of_measure()
        return True

    def _on_answer(self, s: int, a: Action) -> bool:
        if a.kind == "answer":
            self._discard(s, a.card, True)
            self.salute[s] += 1
        else:
            self.salute_bonus = True
        self._out_of_measure()
        return True

    def _on_trade(self, s: int, a: Action) -> bool:
        if a.kind == "trade":
            self._discard(s, a.card, False)
            picked = self.picked
            picked[s] += 1
            if picked[s] >= self._trade_size(s):
                picked[s] = 0
                self._draw(s, 1)
        elif s == self.challenger:
            self._set("trade", self.respondent)
        else:
            if self.variant == "sudden":  # Guy's rules: Trades, then a hand of twelve
                self._refill()
            self._set("posta", self.challenger)
        return True

    def _on_posta(self, s: int, a: Action) -> bool:
        self.committed[s] = a.card
        told = self._told
        if told is not None:
            told.append(CardMoved(a.card, f"poste:{s}", f"posta:{s}", False, private_to=s))
        if s == self.challenger:
            self._set("posta", self.respondent)
        else:
            self._reveal()
        return True

    def _on_order(self, s: int, a: Action) -> bool:
        self.hand[s].remove(a.card)
        self.row[s].append(a.card)
        told = self._told
        if told is not None:
            told.append(CardMoved(a.card, f"hand:{s}", f"row:{s}", False, private_to=s))
        if not self.hand[s]:
            if s == self.challenger:
                self._set("order", self.respondent)
            else:
                self._set("open1", self.challenger)
        return True

    def _on_skills(self, s: int, a: Action) -> bool:
        if a.kind == "skill":
            self._skill(s, a.card)
            return False
        if s == self.skills_first:
            self._set("skills", 1 - s)
        else:
            self._set("open1", self.challenger)
        return True

    def _on_open(self, s: int, a: Action) -> bool:
        """Out of Measure 5-7: attack, change posta, or let the next opening come."""
        if a.kind == "change":
            self._change_posta(s, a.card)
        if a.kind in ("attack", "beat"):
            self._strike(s, a)
        elif self.phase == "open1":
            self._set("open2", self.respondent)
        elif self.phase == "open2":
            self._set("open3", self.challenger)
        else:
            self._draw_game()
        return True

    def _on_react(self, s: int, a: Action) -> bool:
        self._react(s, a)
        return True

    def _on_orient(self, s: int, a: Action) -> bool:
        self.side_card = a.card
        self._after_bind()
        return True

    def _on_entry(self, s: int, a: Action) -> bool:
        if a.kind == "remedy":
            self._remedy(s, a.card, a.side)
        elif a.kind == "feint":
            self._discard(s, a.card, True)
            self._set("feint", s)
        else:
            self._to_bind_choice()
        return True

    def _on_feint(self, s: int, a: Action) -> bool:
        self._strike(s, a)
        return True

    def _on_bind(self, s: int, a: Action) -> bool:
        """Largo and Streto: strike again, play a remedy, or wait."""
        if a.kind in ("attack", "beat"):
            self._strike(s, a)
        elif a.kind == "remedy":
            self._remedy(s, a.card, a.side)
        else:
            self._wait()
        return True

    def _on_reply(self, s: int, a: Action) -> bool:
        if a.kind == "remedy":  # the over-the-top remedy answers in the Break sequence
            self._remedy(s, a.card, a.side)
        else:
            self._reply(s, a.card)
        return True

    def _on_exchanged(self, s: int, a: Action) -> bool:
        self._remedy(s, a.card, a.side)
        return True

    def _on_break(self, s: int, a: Action) -> bool:
        """Break 2.3: the Attacker's remedy, the Defender's mezano, or wait (twice: it breaks off)."""
        if a.kind == "remedy":
            self._remedy(s, a.card, a.side)
        elif a.kind == "attack":  # the Defender's mezano (2.3.3)
            self._move_to_stack(s, a.card)
            self.side[s] = self.card(s, a.card).hand
            self.mezano = a.card
            sides = ("outside",) if self.card(s, a.card).line == "rm" else ("inside",)
            self.remedy_sides = sides
            self._set("break_answer", 1 - s)
        elif self.waited:
            self._break_off()
        else:
            self.waited = True
            self._set("break_def" if self.phase == "break_att" else "break_att", 1 - s)
        return True

    def _on_break_answer(self, s: int, a: Action) -> bool:
        if a.kind == "remedy":
            self._remedy(s, a.card, a.side)
        else:  # 2.3.3.2: a mandritto mezano counterattacks the roverso mezano
            self._counterattack(s, a.card)
        return True

    # --- the steps of the processes -----------------------------------------------------
    def _set(self, phase: str, seat: int) -> None:
        self.phase, self.to_move = phase, seat
        told = self._told
        if told is not None:
            told.append(PhaseChanged(phase, seat))

    def _settle(self) -> None:
        """A seat that must answer and cannot has lost; a Sudden-death row plays itself; a
        Salle bout ends when a fencer Out of Measure holds no strike (a Trade half laid is not
        done yet: its card is still to come)."""
        if self.variant == "sudden" and self.row_ready():
            if not self._scripting:
                self._play_rows()
            return
        if self.variant == "salle" and self.phase in _OOM and not self.picked[self.to_move]:
            if not (self._holds_strike(0) and self._holds_strike(1)):
                self._salle_spent()
            return
        if self.phase in MUST_ANSWER and not self.legal_actions():
            self._win(1 - self.to_move, rs.LOSS[self.phase])

    def _discard(self, s: int, cid: str, face_up: bool) -> None:
        self.hand[s].remove(cid)
        self.discard[s].append(cid)
        if face_up:
            self.shown[s].add(cid)
        told = self._told
        if told is not None:
            told.append(CardMoved(cid, f"hand:{s}", f"discard:{s}", face_up,
                                private_to=None if face_up else s))

    def _draw(self, s: int, n: int) -> None:
        deck = self.deck[s]
        told = self._told
        if told is None:  # the playouts' path: the top n cards, the last one first
            if n > 0:
                self.hand[s].extend(reversed(deck[-n:]))
                del deck[-n:]
            return
        for _ in range(min(n, len(deck))):
            cid = self.deck[s].pop()
            self.hand[s].append(cid)
            told.append(CardMoved(cid, f"deck:{s}", f"hand:{s}", False, private_to=s))

    def _refill(self) -> None:
        for s in (self.challenger, self.respondent):
            self._draw(s, HAND_SIZE - self.salute[s] - len(self.hand[s]))

    def _start_virtues(self) -> None:
        """6.1: the Challenger takes Audatia; 6.2 the Respondent chooses first."""
        self.virtues = [[], []]
        self.virtues[self.challenger].append("audatia")
        self._set("virtues", self.respondent)

    def _after_virtues(self) -> None:
        if self.variant == "duel" and self.first_oom:
            self._set("salute", self.respondent)
        elif self.variant == "sudden":
            self._set("trade", self.challenger)
        else:
            self._out_of_measure()

    def _out_of_measure(self) -> None:
        """Back Out of Measure: refill (not the Salute cards), then Trades."""
        self._clear_table()
        if not self.first_oom or self.variant == "salle":
            self._refill()
        if self.variant == "salle" and self._salle_spent():
            return
        self._set("trade", self.challenger)

    def _clear_table(self) -> None:
        """Back Out of Measure: stacks to the discards, poste, bonuses and the bind all gone."""
        self.break_offs += 1
        told = self._told
        for s in (0, 1):
            for cid in self.stack[s]:
                self.discard[s].append(cid)
                self.shown[s].add(cid)
                if told is not None:
                    told.append(CardMoved(cid, f"stack:{s}", f"discard:{s}", True))
            self.stack[s] = []
            self.side[s] = "middle"
            self.posta[s] = None
            self.committed[s] = None
            self.bonus[s], self.bonus_on[s] = [], None
        self.pending, self.pending_counter, self.bind, self.side_card = "", False, "", ""
        self.remedy, self.waited, self.break_card, self.mezano, self.remedy_sides = None, False, "", "", ()
        self.struck_from = ""

    def _reveal(self) -> None:
        """Out of Measure 3: both postas turn up together; their bonuses wait for a strike."""
        told = self._told
        for s in (0, 1):
            pid = self.committed[s]
            assert pid is not None
            self._take_posta(s, pid)
            self.committed[s] = None
            if told is not None:
                told.append(CardMoved(pid, f"posta:{s}", f"posta:{s}", True))
        if self.variant == "sudden":
            self.start_posta = self.posta[:]
            self._set("order", self.challenger)
            return
        if self.salute_bonus:  # until the Respondent's first strike carries it
            self.bonus[self.respondent].append(("audatia", SALUTE_BONUS, "salute"))
        self.first_oom = False
        self.skills_first = self._skills_first()
        self._set("skills", self.skills_first)

    def _skills_first(self) -> int:
        """Out of Measure 4 starts with the most Celeritas (a tie: the Challenger)."""
        return self.respondent if self.most(self.respondent, "celeritas") else self.challenger

    def _skill(self, s: int, cid: str) -> None:
        c = self.card(s, cid)
        self._discard(s, cid, True)
        if c.effect == "virtue":
            self.bonus[s].append((c.virtue, c.amount, "skill"))
        elif c.effect == "study":
            self._draw(s, 2)

    def _change_posta(self, s: int, pid: str) -> None:
        old = self.posta[s]
        self._take_posta(s, pid)
        told = self._told
        if told is not None:
            told.append(CardMoved(pid, f"poste:{s}", f"posta:{s}", True))
            if old:
                told.append(CardMoved(old, f"posta:{s}", f"poste:{s}", True))

    def _take_posta(self, s: int, pid: str | None) -> None:
        """Stand in `pid` (None: the posta is struck aside); a posta's bonus comes and goes
        with it until the fencer strikes."""
        self.posta[s] = pid
        self.bonus[s] = [b for b in self.bonus[s] if b[2] != "posta"]
        if pid is not None:
            self.bonus[s] += [(v, n, "posta") for v, n in self.posta_card(s, pid).bonus]

    def _leave_posta(self, s: int) -> None:
        """A fencer's first strike takes him out of his posta; its bonus stays, to ride on that
        strike (_move_to_stack attaches it)."""
        self.posta[s] = None

    def _move_to_stack(self, s: int, cid: str) -> None:
        self.hand[s].remove(cid)
        self.stack[s].append(cid)
        if self.bonus[s] and self.bonus_on[s] is None:
            self.bonus_on[s] = cid
            if any(src == "salute" for _, _, src in self.bonus[s]):
                self.salute_bonus = False  # spent on this strike
        told = self._told
        if told is not None:
            told.append(CardMoved(cid, f"hand:{s}", f"stack:{s}", True))

    def _strike(self, s: int, a: Action) -> None:
        """An attack (or a beat of an Extensa posta) opens the Cut or the Thrust Process."""
        c = self.card(s, a.card)
        o = 1 - s
        mine = self.posta[s]
        from_exchange = mine is not None and self.posta_card(s, mine).exchange
        extensa = self._opponent_extensa(s)
        self._leave_posta(s)
        self._move_to_stack(s, a.card)
        self.remedy, self.waited, self.bind, self.side_card = None, False, "", ""
        if a.kind == "beat":
            # Extensa: as though he had cut and we parried; then we may attack first (Largo)
            self._drop_posta(o)
            x = c.hand
            self.side[s], self.side[o] = _opp_side(x), x
            self.attacker, self.bind = o, "largo"
            self._set("largo", s)
            return
        self.side[s] = c.hand
        self.attacker = s
        if extensa:  # a thrust against an Extensa: the posta is exchanged, an Outside remedy is owed
            self._drop_posta(o)
            self.attacker = o
            self._set("exchanged", o)
            return
        self.pending, self.pending_counter = a.card, False
        self.struck_from = "exchange" if from_exchange else "posta" if mine is not None else ""
        self._set("react", o)

    def _drop_posta(self, s: int) -> None:
        pid = self.posta[s]
        if pid is not None:
            self._take_posta(s, None)
            told = self._told
            if told is not None:
                told.append(CardMoved(pid, f"posta:{s}", f"poste:{s}", True))

    def _react(self, s: int, a: Action) -> None:
        k, o = a.kind, 1 - s
        if k == "parry":
            self._parry(s, a.card)
        elif k == "counter":
            self._counterattack(s, a.card)
        elif k == "exchange":
            self._leave_posta(s)
            self._move_to_stack(s, a.card)
            self.side[s] = "middle"
            self.attacker = s
            self._set("exchanged", o)  # the exchanged fencer owes an Outside remedy
        elif k == "break":
            c = self.card(s, a.card)
            self._leave_posta(s)
            self._move_to_stack(s, a.card)
            self.side[s], self.side[o] = _opp_side(c.hand), c.hand
            self.break_card, self.attacker, self.waited = a.card, o, False
            # 2.3.2: with more Celeritas the Attacker may remedy on the side the break leaves open
            self.remedy_sides = ("outside",) if c.hand == "right" else ("inside",)
            first = s if self.most(s, "celeritas") else o
            self._set("break_att" if first == o else "break_def", first)
        elif k == "avoid":
            blow = self.card(o, self.pending)
            self._discard(s, a.card, True)
            self.side[o] = self.posta_card(o, blow.final).side
            self.pending, self.bind, self.waited = "", "largo", False
            self._set("largo", s)

    def _counterattack(self, s: int, cid: str) -> None:
        """Counterattack: defend and attack with one card; it must be parried with the same blow."""
        self._leave_posta(s)
        self._move_to_stack(s, cid)
        self.side[s] = self.card(s, cid).hand
        self.attacker = s
        self.pending, self.pending_counter = cid, True
        self.break_card = self.mezano = ""
        self._set("react", 1 - s)

    def _parry(self, s: int, cid: str) -> None:
        o = 1 - s
        blow = self.card(o, self.pending)
        c = self.card(s, cid)
        self._leave_posta(s)
        self._move_to_stack(s, cid)
        # both stacks end opposite the side the parry came from: ours moves, his mirrors it
        x = c.hand
        self.side[s], self.side[o] = _opp_side(x), x
        self.attacker = o
        self.pending, self.pending_counter, self.waited = "", False, False
        self.bind = "largo" if blow.is_punta else "streto" if sun_complete(blow.sun, c.sun) else "largo"
        if self.bind == "streto":
            if self.most(s, "fortitudo") or self.most(o, "fortitudo"):
                self._set("orient", s if self.most(s, "fortitudo") else o)
                return
            # nobody has most Fortitudo: the Side card lies where the parry met the blow
            self.side_card = {"right": "inside", "left": "outside"}.get(x, "both")
        self._after_bind()

    def _after_bind(self) -> None:
        """Special cases A and B: the Attacker may enter with Audatia or feint, then the bind."""
        self._set("entry", self.attacker)
        # a Sudden-death row decides for itself (its hand is empty until a card is turned)
        if not self._entry_open(self.attacker) and not self.row[self.attacker]:
            self._to_bind_choice()

    def _entry_open(self, s: int) -> bool:
        """The Attacker has something to do at the Entry besides passing: an Audatia Entry (most
        Audatia and a remedy on a side it allows), a Feint with an attack to follow, or a Cycle."""
        if self._cycles(s):
            return True
        if self.most(s, "audatia") and self._remedies(s, self._entry_sides()):
            return True
        lookup = self._cards[s]
        for cid in self.hand[s]:
            if lookup[cid].effect == "feint":
                return self._attacks_after_feint(s)
        return False

    def _to_bind_choice(self) -> None:
        self.waited = False
        self._set(self.bind, 1 - self.attacker)

    def _wait(self) -> None:
        """The Defender waits, then the Attacker may act; both waiting is a Break Off."""
        if self.waited:
            self._break_off()
        else:
            self.waited = True
            self._set(self.phase, 1 - self.to_move)

    def _remedy(self, s: int, cid: str, side: str) -> None:
        self._move_to_stack(s, cid)
        self.remedy = (s, cid, side)
        self._set("reply", 1 - s)

    def _reply(self, s: int, cid: str) -> None:
        assert self.remedy is not None
        rseat, rcard, rside = self.remedy
        self._move_to_stack(s, cid)
        half, mine = self.card(rseat, rcard).half(rside), self.card(s, cid).half(rside)
        assert half is not None and mine is not None
        if perfect(half, mine):
            self._win(s, rs.PERFECT_COUNTER)
        else:
            self._break_off()

    def _break_off(self) -> None:
        told = self._told
        if told is not None:
            told.append(PhaseChanged("break off", None))
        if self.variant == "sudden":
            self._clear_table()
            for seat in (0, 1):  # back to the setup poste, with their bonuses
                self._take_posta(seat, self.start_posta[seat])
            self._set("open1", self.challenger)
            return
        self._out_of_measure()

    def _draw_game(self) -> None:
        """Out of Measure 7: the Challenger did not attack. Two draws: the Respondent wins."""
        if self.variant == "sudden":
            self._finish(None, rs.ROWS_SPENT)
            return
        self.draws += 1
        told = self._told
        if told is not None:
            told.append(RoundOver(None, rs.CHALLENGER_DID_NOT_ATTACK))
        if self.draws >= DRAWS_TO_LOSE:
            self.draws = 0
            self._win(self.respondent, rs.TWO_DRAWS)
        else:
            self._out_of_measure()

    def _win(self, seat: int, reason: str) -> None:
        if self.variant != "salle":
            self._point(seat)
            self._finish(seat, reason)
            return
        # Roland's Salle bout: a point, the roles swap, the Virtues are dealt again
        told = self._told
        if told is not None:
            told.append(RoundOver(seat, reason))
        self._point(seat)
        self._clear_table()
        self.challenger = 1 - self.challenger
        self.draws = 0
        self._start_virtues()

    def _point(self, seat: int) -> None:
        self.points[seat] += 1
        told = self._told
        if told is not None:
            told.append(ScoreChanged(seat, self.points[seat]))

    def _salle_spent(self) -> bool:
        """Roland's rules: a fencer Out of Measure with no strike left gives the other one more
        point, and the bout ends on the count (both without: both score)."""
        empty = [s for s in (0, 1) if not self._holds_strike(s)]
        for s in empty:
            self._point(1 - s)
        if empty:
            self._end_salle()
        return bool(empty)

    def _end_salle(self) -> None:
        p = self.points
        self._finish(0 if p[0] > p[1] else 1 if p[1] > p[0] else None, rs.NO_STRIKES_LEFT)

    def _finish(self, winner: int | None, reason: str) -> None:
        self.winner, self.reason = winner, reason
        self.phase, self.pending, self.remedy = "over", "", None
        told = self._told
        if told is not None:
            told.append(RoundOver(winner, reason))
            told.append(GameOver(winner))

    # --- sudden death: the rows play themselves --------------------------------------------
    def row_ready(self) -> bool:
        return (self.phase not in ("over", "order", "virtues", "trade", "posta")
                and not self.hand[0] and not self.hand[1])

    def _play_rows(self) -> None:
        """Where a fencer must act (an opening attack, an answer) he turns his row's cards until
        one makes a legal play, discarding the others; in a free choice (a bind, the Entry) he
        plays the next card if it fits and otherwise waits. A spent row waits, or loses where
        an answer is owed."""
        told = self._told
        while self.phase != "over" and self.row_ready():
            s = self.to_move
            row = self.row[s]
            if self.phase == "orient":
                nxt = next((self.card(s, x) for x in row if self.card(s, x).type == "remedy"), None)
                self._do_scripted(_A("side", nxt.halves[0][0] if nxt else "inside"))
                continue
            must = self.phase in MUST_ANSWER or self.phase.startswith("open")
            choice = None
            hand = self.hand[s]  # empty while the rows play
            while row and choice is None:
                cid = row[0]
                hand.append(cid)  # in hand for the moment it is looked at
                for a in self.legal_actions():
                    if a.card == cid:
                        choice = a
                        break
                if choice is None and not must:
                    hand.remove(cid)
                    break
                row.pop(0)  # turned: it stays in hand
                if told is not None:
                    told.append(CardMoved(cid, f"row:{s}", f"hand:{s}", True))
                if choice is None:
                    self._discard(s, cid, True)
            if choice is None:
                choice = next((a for a in self.legal_actions() if a.kind in ("wait", "pass", "done")), None)
                if choice is None:
                    self._win(1 - s, rs.LOSS.get(self.phase, rs.NO_ANSWER))
                    return
            self._do_scripted(choice)

    def _do_scripted(self, a: Action) -> None:
        told = self._told
        if told is not None:
            told.append(ActionPlayed(self.to_move, act.format_action(a), words=self.describe(a)))
        self._scripting = True
        try:
            self._do(a)
        finally:
            self._scripting = False

    # --- views and determinization --------------------------------------------------------
    def view(self, seat: int | None) -> AudatiaView:
        """Public facts plus `seat`'s own hand, discards and committed choices."""
        return AudatiaView(
            game=GAME_NAME,
            seat=seat,
            options=dict(self.options),
            phase=self.phase,
            to_move=self.to_move,
            winner=self.winner,
            hand_sizes=(len(self.hand[0]), len(self.hand[1])),
            challenger=self.challenger,
            attacker=self.attacker,
            stack=(tuple(self.stack[0]), tuple(self.stack[1])),
            side=(self.side[0], self.side[1]),
            posta=(self.posta[0], self.posta[1]),
            start_posta=(self.start_posta[0], self.start_posta[1]),
            committed=(self.committed[0] is not None, self.committed[1] is not None),
            virtues=(tuple(self.virtues[0]), tuple(self.virtues[1])),
            # each fencer's Virtues now, bonuses counted (Audatia, Prudentia, Celeritas, Fortitudo)
            virtue_totals=tuple(tuple(self.virtue(s, v) for v in VIRTUES) for s in (0, 1)),
            bonus=(tuple(self.bonus[0]), tuple(self.bonus[1])),
            bonus_on=(self.bonus_on[0], self.bonus_on[1]),
            salute=(self.salute[0], self.salute[1]),
            salute_bonus=self.salute_bonus,
            picked=(self.picked[0], self.picked[1]),
            pending=self.pending,
            pending_counter=self.pending_counter,
            struck_from=self.struck_from,
            bind=self.bind,
            side_card=self.side_card,
            remedy=self.remedy,
            waited=self.waited,
            break_card=self.break_card,
            mezano=self.mezano,
            remedy_sides=self.remedy_sides,
            draws=self.draws,
            break_offs=self.break_offs,
            points=(self.points[0], self.points[1]),
            first_oom=self.first_oom,
            skills_first=self.skills_first,
            reason=self.reason,
            deck_sizes=(len(self.deck[0]), len(self.deck[1])),
            row_sizes=(len(self.row[0]), len(self.row[1])),
            public_discard=tuple(tuple(c for c in self.discard[s] if c in self.shown[s]) for s in (0, 1)),
            discard_sizes=(len(self.discard[0]), len(self.discard[1])),
            hand=None if seat is None else tuple(self.hand[seat]),
            discard=None if seat is None else tuple(self.discard[seat]),
            row=None if seat is None else tuple(self.row[seat]),
            my_commit=None if seat is None else self.committed[seat],
        )

    @classmethod
    def from_view(cls, view: SeatView, rng: random.Random) -> Self:
        v = AudatiaView.of(view)
        state = cls._dealt(v, rng)
        # That the seat to act has an answer is public (the rules pass over a seat with none),
        # so a sample that leaves him none is dealt again.
        mover = state.current_player()
        for _ in range(_DEALS):
            if mover in (v.seat, TERMINAL) or state.legal_actions():
                break
            state._deal_hidden(v, mover, rng)
        return state

    @classmethod
    def _dealt(cls, view: AudatiaView, rng: random.Random) -> Self:
        """The public parts of `view`, and every card it hides dealt at random."""
        state = cls(view.options, fresh_seed(rng))
        for key in ("challenger", "phase", "to_move", "attacker", "pending", "pending_counter", "bind",
                    "side_card", "waited", "break_card", "mezano", "draws", "break_offs", "first_oom",
                    "skills_first", "winner", "reason", "salute_bonus", "struck_from"):
            put(state, key, getattr(view, key))
        state.stack = [list(x) for x in view.stack]
        state.side = list(view.side)
        state.posta = list(view.posta)
        state.start_posta = list(view.start_posta)
        state.virtues = [list(x) for x in view.virtues]
        state.bonus = [[(b[0], b[1], b[2]) for b in x] for x in view.bonus]
        state.bonus_on = list(view.bonus_on)
        state.salute, state.picked = list(view.salute), list(view.picked)
        state.remedy = view.remedy
        state.remedy_sides = view.remedy_sides
        state.points = list(view.points)
        seat = view.seat
        for s in (0, 1):
            public = list(view.public_discard[s])
            if s == seat:
                state.hand[s] = list(view.hand or ())
                state.discard[s] = list(view.discard or ())
                state.row[s] = list(view.row or ())
                state.committed[s] = view.my_commit
                seen = {*state.hand[s], *state.discard[s], *state.stack[s], *state.row[s]}
                unseen = [c for c in state.decks[s].cards if c not in seen]
                shuffle(unseen, rng)
                state.deck[s] = unseen
            else:
                state._deal_hidden(view, s, rng)
            state.shown[s] = set(public)
        return state

    def _deal_hidden(self, view: AudatiaView, s: int, rng: random.Random) -> None:
        """Deal seat `s`'s hidden cards (hand, row, face-down discards, deck, a committed posta)
        at random from the cards of his deck that `view` does not show."""
        public = list(view.public_discard[s])
        shown = {*public, *self.stack[s]}
        unseen = [c for c in self.decks[s].cards if c not in shown]
        shuffle(unseen, rng)
        hidden_discards = view.discard_sizes[s] - len(public)
        self.hand[s] = [unseen.pop() for _ in range(view.hand_sizes[s])]
        self.row[s] = [unseen.pop() for _ in range(view.row_sizes[s])]
        self.discard[s] = public + [unseen.pop() for _ in range(hidden_discards)]
        self.deck[s] = unseen
        if view.committed[s]:
            self.committed[s] = rng.choice(list(self.decks[s].poste))

    # --- JSON ---------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        v = self.view(None).to_json()
        v.update({
            "version": POSITION_VERSION,
            "seed": self.seed,
            "hands": [h[:] for h in self.hand],
            "decks": [d[:] for d in self.deck],
            "discards": [d[:] for d in self.discard],
            "rows": [r[:] for r in self.row],
            "commits": self.committed[:],
        })
        for k in ("seat", "hand_sizes", "deck_sizes", "row_sizes", "discard_sizes", "committed"):
            del v[k]
        return v

    @classmethod
    def from_json(cls, data: Any) -> Self:
        from engine.games.audatia import GAME

        return GAME.read_position(data, POSITION_VERSION, cls._rebuild)

    @classmethod
    def _rebuild(cls, data: Mapping[str, Any], options: dict[str, Any], seed: int) -> Self:
        _check_shapes(data)
        view = dict(data)
        view["options"] = options  # checked, defaults filled in
        view["seat"] = None
        view["hand_sizes"] = view["deck_sizes"] = view["row_sizes"] = [0, 0]
        view["discard_sizes"] = [len(x) for x in data["public_discard"]]
        view["committed"] = [False, False]
        view["game"] = GAME_NAME
        view["virtue_totals"] = [[], []]  # not read: the state counts its own
        # the hidden parts are then set from data
        rebuilt = cls._dealt(AudatiaView.from_json(view), random.Random(0))
        rebuilt.seed = seed
        as_choice(rebuilt.phase, "phase", PHASES)
        for s in (0, 1):
            rebuilt.hand[s] = list(data["hands"][s])
            rebuilt.deck[s] = list(data["decks"][s])
            rebuilt.discard[s] = list(data["discards"][s])
            rebuilt.row[s] = list(data["rows"][s])
            rebuilt.committed[s] = data["commits"][s]
            every = rebuilt.hand[s] + rebuilt.deck[s] + rebuilt.discard[s] + rebuilt.row[s] + rebuilt.stack[s]
            if not all(isinstance(c, str) for c in every) or sorted(every) != sorted(rebuilt.decks[s].cards):
                raise PositionError(f"hands[{s}]", "hand, deck, discard, row and stack must hold the "
                                    "character's 39 action cards exactly once")
        rebuilt._check()
        return rebuilt

    def _check(self) -> None:
        """The fields a JSON position sets by hand agree with each other and with the decks, so
        a position that loads never fails later (the referee loads positions from anybody)."""
        for name in ("challenger", "to_move", "attacker", "skills_first"):
            as_int(getattr(self, name), name, 0, 1)
        for name in ("draws", "break_offs"):
            as_int(getattr(self, name), name, 0)
        for name in ("salute", "points", "picked"):
            as_int_list(getattr(self, name), name, 0, 999, 2)
        for name in ("waited", "pending_counter", "salute_bonus", "first_oom"):
            as_bool(getattr(self, name), name)
        for name in ("pending", "mezano", "break_card", "reason"):
            if not isinstance(getattr(self, name), str):
                raise PositionError(name, "must be text")
        if self.winner is not None:
            as_int(self.winner, "winner", 0, 1)
        if (self.phase == "over") != bool(self.reason):
            raise PositionError("reason", "is given exactly when the phase is over")
        if self.reason:
            as_choice(self.reason, "reason", rs.END_CODES)
        as_choice(self.bind, "bind", ("", "largo", "streto"))
        as_choice(self.side_card, "side_card", ("", "inside", "outside", "both"))
        as_choice(self.struck_from, "struck_from", ("", "posta", "exchange"))
        for s in (0, 1):
            as_choice(self.side[s], f"side[{s}]", ("left", "right", "middle"))
            poste = self.decks[s].poste
            for field, pid in (("posta", self.posta[s]), ("start_posta", self.start_posta[s]),
                               ("commits", self.committed[s])):
                if pid is not None and pid not in poste:
                    raise PositionError(f"{field}[{s}]", f"{pid!r} is not a posta of this deck")
            for v in self.virtues[s]:
                as_choice(v, f"virtues[{s}]", VIRTUES)
            for b in self.bonus[s]:
                as_choice(b[0], f"bonus[{s}]", VIRTUES)
                as_int(b[1], f"bonus[{s}]", 0, 9)
            if self.bonus_on[s] is not None and self.bonus_on[s] not in self.stack[s]:
                raise PositionError(f"bonus_on[{s}]", "must be a card of that seat's stack")
        if sorted(self.virtues[0] + self.virtues[1]) != sorted(set(self.virtues[0] + self.virtues[1])):
            raise PositionError("virtues", "each Virtue card is held once")
        striker = 1 - self.to_move
        if self.phase == "react" and self.pending not in self.stack[striker]:
            raise PositionError("pending", "in react the blow to answer lies on the striker's stack")
        if self.phase == "break_answer" and self.mezano not in self.stack[striker]:
            raise PositionError("mezano", "in break_answer the mezano lies on the Defender's stack")
        if self.phase in ("break_att", "break_def", "break_answer") and not self.break_card:
            raise PositionError("break_card", f"phase {self.phase} needs the strike that broke the thrust")
        if self.phase == "reply":
            r = self.remedy
            if r is None or r[0] != striker or r[1] not in self.stack[striker] \
                    or self.card(striker, r[1]).half(r[2]) is None:
                raise PositionError("remedy", "in reply the remedy lies on the other seat's stack, "
                                    "played on a side it has")
        for side in self.remedy_sides:
            as_choice(side, "remedy_sides", ("inside", "outside"))
        self._check_step()
        if self.phase != "over" and not self.row_ready() and not self.legal_actions():
            raise PositionError("phase", f"the seat to act has nothing to do in {self.phase}: "
                                "such a duel is already over")


    def _check_step(self) -> None:
        """The fields that say where the duel stands hold what the phase has: a winner only once
        it is over, the blow, the mezano and the breaking strike as cards on a stack while their
        steps last, a remedy in reply, a committed posta while the poste are chosen, the bind in
        its steps, the counts within what the rules let them reach."""
        ph = self.phase
        if self.winner is not None and ph != "over":
            raise PositionError("winner", f"is named only when the duel is over, not in {ph}")
        as_int(self.draws, "draws", 0, DRAWS_TO_LOSE - 1)  # the second draw ends the duel
        as_int_list(self.salute, "salute", 0, 1, 2)  # one card each: the salute and its answer
        if self.variant != "duel" and any(self.salute):
            raise PositionError("salute", f"the Salute is made only in the duel, not in {self.variant}")
        for s in (0, 1):
            as_int(self.picked[s], f"picked[{s}]", 0, HAND_SIZE)
            if self.picked[s] and not (ph in ("discard", "trade") and s == self.to_move):
                raise PositionError(f"picked[{s}]", f"cards are laid towards a discard or a Trade by "
                                    f"the seat to act, in discard or trade, not in {ph}")
            if self.committed[s] is not None and ph != "posta":
                raise PositionError(f"commits[{s}]", f"a posta is committed only while the poste are "
                                    f"chosen (posta), not in {ph}")
        if self.variant != "salle" and ph != "over" and any(self.points):
            raise PositionError("points", f"the {self.variant} ends with its only point")
        on_stack = self.stack[0] + self.stack[1]
        for name, card, phases in (("pending", self.pending, _PENDING_PHASES),
                                   ("mezano", self.mezano, _MEZANO_PHASES),
                                   ("break_card", self.break_card, _BREAK_PHASES)):
            if card and card not in on_stack:
                raise PositionError(name, f"{card[:40]!r} is not a card on a stack")
            if card and ph not in phases:
                raise PositionError(name, f"is empty outside {', '.join(phases)}, not {card[:40]!r} in {ph}")
        if self.remedy is not None and ph != "reply":
            raise PositionError("remedy", f"a remedy is to be countered only in reply, not in {ph}")
        bind = _BIND.get(ph)
        if bind is not None and self.bind not in bind:
            wanted = " or ".join(json.dumps(b) for b in bind)
            raise PositionError("bind", f"must be {wanted} in {ph}, not {self.bind!r}")
        if ph == "streto" and not self.side_card:
            raise PositionError("side_card", "the Streto Side card is turned in streto")
        if self.side_card and ph not in ("entry", "feint", "streto", "reply", "over"):
            raise PositionError("side_card", f"the Side card is turned only in a Streto bind, not in {ph}")


# the steps in which a card of the process is on the table: the blow being answered, the
# Defender's mezano, the strike that broke a thrust (each a card on a stack)
_PENDING_PHASES = ("react", "exchanged", "reply", "break_att", "break_def", "break_answer")
_MEZANO_PHASES = ("break_answer", "reply", "over")
_BREAK_PHASES = ("break_att", "break_def", "break_answer", "reply", "over")
# the bind each step has ("": none yet)
_BIND: dict[str, tuple[str, ...]] = {
    **{ph: ("",) for ph in (*SETUP_PHASES, *OOM_PHASES, "order", "react", "exchanged", "break_att",
                            "break_def", "break_answer")},
    "largo": ("largo",), "streto": ("streto",), "orient": ("streto",), "entry": ("largo", "streto"),
    "feint": ("largo", "streto"),
}

# the fields a position's JSON holds beyond its header, read by shape before anything is built
# from them (what they hold is checked once the state stands, in `_check`)
_SCALARS = ("challenger", "phase", "to_move", "attacker", "pending", "pending_counter", "bind", "side_card",
            "waited", "break_card", "mezano", "draws", "break_offs", "first_oom", "skills_first", "winner",
            "reason", "salute_bonus", "struck_from", "remedy", "remedy_sides")
_CARD_LISTS = ("hands", "decks", "discards", "rows", "stack", "public_discard", "virtues")
_PAIRS = ("side", "posta", "start_posta", "commits", "bonus_on", "salute", "picked", "points")


def _check_shapes(data: Mapping[str, Any]) -> None:
    """Every field is there with its JSON shape: a pair per seat, lists of card ids, bonuses as
    [virtue, amount, source], the remedy as [seat, card, side]; names the field that is not."""
    for name in _SCALARS + _CARD_LISTS + _PAIRS + ("bonus",):
        need(data, name)
    for name in _CARD_LISTS:
        for s, part in enumerate(as_list(data[name], name, 2)):
            if not all(isinstance(c, str) for c in as_list(part, f"{name}[{s}]")):
                raise PositionError(f"{name}[{s}]", "must list card ids (text)")
    for name in _PAIRS:
        for s, v in enumerate(as_list(data[name], name, 2)):
            if v is not None and not isinstance(v, (str, int)):
                raise PositionError(f"{name}[{s}]", f"must be a single value, not {v!r}")
    for s, part in enumerate(as_list(data["bonus"], "bonus", 2)):
        for b in as_list(part, f"bonus[{s}]"):
            if not (isinstance(b, list) and len(b) == 3 and isinstance(b[0], str)
                    and b[2] in ("posta", "salute", "skill")):
                raise PositionError(f"bonus[{s}]", "each bonus is [virtue, amount, source], the source "
                                    "posta, salute or skill")
    remedy = data["remedy"]
    if remedy is not None:
        if not (isinstance(remedy, list) and len(remedy) == 3 and isinstance(remedy[1], str)):
            raise PositionError("remedy", "must be null or [seat, card, side]")
        as_int(remedy[0], "remedy", 0, 1)
        as_choice(remedy[2], "remedy", ("inside", "outside"))
    if not all(isinstance(x, str) for x in as_list(data["remedy_sides"], "remedy_sides")):
        raise PositionError("remedy_sides", "must list sides (text)")
    for s in (0, 1):
        if not set(data["public_discard"][s]) <= set(data["discards"][s]):
            raise PositionError(f"public_discard[{s}]", "lists only cards of that seat's discards")


# the handler of each phase's step (AudatiaState._do); a Cycle is a step of its own in any phase
_Step = Callable[[AudatiaState, int, Action], bool]
_cycle: _Step = AudatiaState._cycle
_STEPS: dict[str, _Step] = {
    "discard": AudatiaState._on_discard, "virtues": AudatiaState._on_virtues,
    "salute": AudatiaState._on_salute, "answer": AudatiaState._on_answer,
    "trade": AudatiaState._on_trade, "posta": AudatiaState._on_posta, "order": AudatiaState._on_order,
    "skills": AudatiaState._on_skills, "open1": AudatiaState._on_open, "open2": AudatiaState._on_open,
    "open3": AudatiaState._on_open, "react": AudatiaState._on_react, "orient": AudatiaState._on_orient,
    "entry": AudatiaState._on_entry, "feint": AudatiaState._on_feint, "largo": AudatiaState._on_bind,
    "streto": AudatiaState._on_bind, "reply": AudatiaState._on_reply,
    "exchanged": AudatiaState._on_exchanged, "break_att": AudatiaState._on_break,
    "break_def": AudatiaState._on_break, "break_answer": AudatiaState._on_break_answer,
}

# the legal actions of each phase (AudatiaState.legal_actions)
_Legal = Callable[[AudatiaState, int], list[Action]]
_LEGAL: dict[str, _Legal] = {
    "over": AudatiaState._legal_over, "discard": AudatiaState._legal_discard,
    "virtues": AudatiaState._legal_virtues, "salute": AudatiaState._legal_salute,
    "answer": AudatiaState._legal_salute, "trade": AudatiaState._legal_trade,
    "posta": AudatiaState._legal_posta, "order": AudatiaState._legal_order,
    "skills": AudatiaState._legal_skills, "open1": AudatiaState._legal_open,
    "open2": AudatiaState._legal_open, "open3": AudatiaState._legal_open,
    "react": AudatiaState._legal_react, "orient": AudatiaState._legal_orient,
    "entry": AudatiaState._legal_entry, "feint": AudatiaState._legal_feint,
    "largo": AudatiaState._legal_largo, "streto": AudatiaState._legal_streto,
    "reply": AudatiaState._legal_reply, "exchanged": AudatiaState._legal_exchanged,
    "break_att": AudatiaState._legal_break_att, "break_def": AudatiaState._legal_break_def,
    "break_answer": AudatiaState._legal_break_answer,
}
assert set(_LEGAL) == set(PHASES)
