"""Ready...Fence!'s rules: one position of a bout and every transition the rulebook allows.

Phases (docs/rules/ready-fence.md gives every reading we chose where the text is open):

    mulligan  each fencer keeps the dealt hand or changes it once (seat 0, then seat 1)
    turn      the fencer on turn spends two actions: move, weapon position, discard/draw,
              stall, retreat (advanced) or play a card, which opens a fencing phrase
    phrase    the fencers answer each other's cards, up to two each, until one cannot or will
              not; then the touch is judged, cards go back (or away) and the turn passes
    renew     the attacker may renew an attack a cardless defence stopped (advanced)
    discard   tutorial: the optional discard at the end of every turn (a phrase's too)
    over

The strip has ten squares, 0 to 9; squares 0 and 9 are the run-off ends (seat 0's end is 0,
seat 1's is 9) and the on-guard lines stand before squares 3 and 6, so the fencers start at long
distance and one step makes lunge distance, as in the rulebook's first example.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import cache
from typing import Any, ClassVar, Self

from engine.core.errors import IllegalAction, PositionError
from engine.core.events import (
    ActionPlayed,
    CardMoved,
    Event,
    FigureMoved,
    GameOver,
    PhaseChanged,
    RoundOver,
    ScoreChanged,
)
from engine.core.game import Notation, OptionError, PhasedState
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.refusal import Refusal
from engine.core.rng import fresh_seed, rng_for
from engine.core.validate import as_bool, as_choice, as_int, as_int_list, as_list, need, put
from engine.core.view import SeatView
from engine.games.ready_fence import actions as act
from engine.games.ready_fence import verdict as vc
from engine.games.ready_fence.actions import ADVANCE, BACK, DONE, KEEP, MULLIGAN, PASS, STALL, Action
from engine.games.ready_fence.cards import GAME_NAME, FenceCard, fence_cards, mode_cards
from engine.games.ready_fence.verdict import Verdict, read_verdict, verdict
from engine.games.ready_fence.view import LastPhrase, Play, ReadyFenceView
from engine.games.words import translate

POSITION_VERSION = 2  # 2: verdicts are codes with fields (1 wrote them in English)
HAND = 6
STRIP = 10
ON_GUARD = (3, 6)
RUN_OFF = (0, 9)  # each seat's own end of the strip
STEPS = {"advance": 1, "back": -1, "retreat": -2}  # squares a step moves, toward the opponent
MAX_SP = 6
TIMER = 12  # "take 12 additional cards ... in the Timer countdown space" (basic setup)
OVERTIME_TIMER = 4  # "a 4-card-Timer countdown deck"
PASSIVE_TURNS = 6  # our rule (option passivity): six quiet turns in a row and the clock runs
DODGE_LIMIT = 5  # basic and advanced: no defence by distance against a speed above 5
KEEP_TIMER = "keep"  # a stall that declines its optional Timer discard ("stall keep")
JOKER_SPEED = 99  # the Joker beats every speed
PHASES = ("mulligan", "turn", "phrase", "renew", "discard", "over")
# periods per target (basic and advanced); the tutorial plays one timer whatever the target
PERIODS = {5: 1, 10: 2, 15: 3}
TARGETS = {"tutorial": (5, 10, 15), "basic": (5, 10), "advanced": (5, 15)}
# stamina at the start of each period: advanced fencers tire (6, then 5, then 4)
RECOVERY = {"tutorial": (6, 6, 6), "basic": (6, 6, 6), "advanced": (6, 5, 4)}
# rock-paper-scissors: each position "wins" over the next one
BEATS = {"line": "invite", "invite": "engage", "engage": "line"}
BLADE_SEEKERS = ("beat-thrust", "glide-attack", "flanconade")  # attacks a derobement eludes
NO_ENGAGE_SLOW = ("disengage", "flanconade")  # attacks the defender's Engagement does not slow
NEEDS_ENGAGE = ("glide-attack", "flanconade")

PHASE_TITLES = {
    "mulligan": QT_TRANSLATE_NOOP("ReadyFenceState", "Setup: keep your hand or declare a mulligan"),
    "turn": QT_TRANSLATE_NOOP("ReadyFenceState", "Your turn: two actions"),
    "phrase": QT_TRANSLATE_NOOP("ReadyFenceState", "The fencing phrase: answer"),
    "renew": QT_TRANSLATE_NOOP("ReadyFenceState", "The phrase: renew the attack or let it end"),
    "discard": QT_TRANSLATE_NOOP("ReadyFenceState", "End of turn: discard and draw, or not"),
    "over": QT_TRANSLATE_NOOP("ReadyFenceState", "The bout is over"),
}
# the verbs of the notation as a refusal lists what may be done instead
KIND_WORDS = {
    "keep": QT_TRANSLATE_NOOP("ReadyFenceState", "keep"),
    "mulligan": QT_TRANSLATE_NOOP("ReadyFenceState", "mulligan"),
    "advance": QT_TRANSLATE_NOOP("ReadyFenceState", "advance"),
    "back": QT_TRANSLATE_NOOP("ReadyFenceState", "back"),
    "retreat": QT_TRANSLATE_NOOP("ReadyFenceState", "retreat"),
    "weapon": QT_TRANSLATE_NOOP("ReadyFenceState", "weapon"),
    "discard": QT_TRANSLATE_NOOP("ReadyFenceState", "discard"),
    "stall": QT_TRANSLATE_NOOP("ReadyFenceState", "stall"),
    "play": QT_TRANSLATE_NOOP("ReadyFenceState", "play"),
    "renew": QT_TRANSLATE_NOOP("ReadyFenceState", "renew"),
    "feint": QT_TRANSLATE_NOOP("ReadyFenceState", "feint"),
    "parry": QT_TRANSLATE_NOOP("ReadyFenceState", "parry"),
    "distance": QT_TRANSLATE_NOOP("ReadyFenceState", "distance"),
    "pass": QT_TRANSLATE_NOOP("ReadyFenceState", "pass"),
    "done": QT_TRANSLATE_NOOP("ReadyFenceState", "done"),
}
DISTANCE_WORDS = {
    0: QT_TRANSLATE_NOOP("ReadyFenceState", "short distance"),
    1: QT_TRANSLATE_NOOP("ReadyFenceState", "lunge distance"),
    2: QT_TRANSLATE_NOOP("ReadyFenceState", "long distance"),
}


def phase_title(phase: str) -> str:
    """A phase's title in the language shown."""
    return translate("ReadyFenceState", PHASE_TITLES[phase])


def distance_title(d: int) -> str:
    """The distance between the fencers (empty squares between them) in words."""
    if d in DISTANCE_WORDS:
        return translate("ReadyFenceState", DISTANCE_WORDS[d])
    return translate("ReadyFenceState", "out of distance")


def check_options(options: Mapping[str, Any]) -> None:
    """The targets each mode plays to: basic 5 or 10, advanced 5 or 15 (the rulebook)."""
    mode, target = options["mode"], options["target"]
    if target not in TARGETS[mode]:
        a, b = TARGETS[mode][:2]  # the tutorial, which plays any target, never comes here
        words = translate("ReadyFenceState", "{mode} bouts go to {a} or {b} touches, not {target}")
        raise OptionError("target", words.format(mode=translate("GameOptions", mode.capitalize()), a=a, b=b,
                                                 target=target))


def card(cid: str) -> FenceCard:
    return fence_cards()[cid]


# Every action the legal-move lists name is built once and then looked up: those lists are
# rebuilt at every step of the AI's playouts, and a lookup is cheaper than a new tuple.
_act = cache(Action)


class ReadyFenceState(PhasedState[Action]):
    """A bout position. `plays` is the phrase on the piste: dicts with seat, card, companion,
    role (red, light, dark, gold, parry, distance), speed and the parts that make the speed."""

    NOTATION: ClassVar[Notation] = act

    def __init__(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> None:
        # where apply collects the events it returns; None in playouts (step), which tell nothing.
        # Never part of a position: not in to_json, view or a clone
        self._told: list[Event] | None = None
        if options is None:  # a blank that a copy fills in (clone, pickle: engine.compiled.blank)
            return
        self.options = dict(options)
        self.seed = seed
        self.mode: str = self.options["mode"]
        self.target: int = self.options["target"]
        self.counters: bool = self.options["counters"] == "on"  # our variant, off by default
        self.passivity: bool = self.options["passivity"] == "on"  # our rule, off by default
        self.periods = 1 if self.mode == "tutorial" else PERIODS[self.target]
        self.deck: list[str] = mode_cards(self.mode)
        self.hand: list[list[str]] = [[], []]
        self.known: list[list[str]] = [[], []]  # cards of each hand both seats have seen
        self.timer: list[str] = []  # the top card is the last one
        self.stock: list[str] = []  # cards set aside unseen (basic and advanced)
        # (card, face up, seat that knows it face down or -1 for nobody), oldest first
        self.discards: list[tuple[str, bool, int]] = []
        self.pos = list(ON_GUARD)
        self.weapon = ["line", "line"]
        self.stamina = [MAX_SP, MAX_SP]
        self.points = [0, 0]
        self.period = 1
        self.phase = "mulligan"
        self.to_move = 0
        self.first = 0  # the seat the initiative coin gave the first turn
        self.turn = 0  # the seat whose turn it is (the attacker during a phrase)
        self.actions_left = 2
        self.weapon_changed = False
        # the discard/draw of this turn is used, or the clock ran otherwise (a stall's burn, a
        # tutorial phrase's refill): the turn was not a quiet one
        self.drew = False
        self.stalled = [False, False]  # stalled on his last turn ("never twice in a row")
        self.passive = 0  # turns in a row without a phrase or a draw
        self.mulliganed = [False, False]
        self.plays: list[dict[str, Any]] = []
        self.cardless = [False, False]  # a defence without cards used in this phrase
        self.spent = [False, False]  # stamina spent in this phrase (no recovery after the point)
        self.overtime = False
        self.priority: int | None = None
        self.playon = False  # tutorial: tied when time ran out, the bout goes on with the hands
        self.rolls = 0  # random draws made so far (the dodge's random discard, the coin)
        self.phrases = 0  # phrases and penalties so far (the AI's playout horizon counts them)
        self.last: dict[str, Any] = {}  # how the last phrase or penalty ended (for the table)
        self.winner: int | None = None
        self.reason: Verdict | None = None  # how the bout ended, once it is over

    # --- construction -----------------------------------------------------------------
    @classmethod
    def new(cls, options: Mapping[str, Any], seed: int) -> ReadyFenceState:
        s = cls(options, seed)
        pool = s.deck[:]
        rng = rng_for(seed, "shuffle", 0)
        if s.mode == "basic":
            # each fencer is given a yellow Straight Thrust, kept in hand
            yellow = [c for c in pool if card(c).yellow]
            pool = [c for c in pool if c not in yellow]
            s.hand = [[yellow[0]], [yellow[1]]]
            s.known = [[yellow[0]], [yellow[1]]]
        rng.shuffle(pool)
        for seat in (0, 1):
            n = HAND - len(s.hand[seat])
            s.hand[seat] += pool[-n:]
            del pool[-n:]
        if s.mode == "tutorial":
            s.timer = pool  # the whole T deck is the Timer countdown deck
        else:
            s.timer, s.stock = pool[-TIMER:], pool[:-TIMER]
        first = s.options["first"]
        s.first = rng_for(seed, "coin").randrange(2) if first == "coin" else int(first)
        return s

    def clone(self) -> Self:
        c = super().clone()
        c._told = None  # a copy tells nothing to an apply under way on this state
        return c

    # --- small queries ------------------------------------------------------------------
    def distance(self) -> int:
        """Empty squares between the fencers: 0 short, 1 lunge, 2 long."""
        return abs(self.pos[1] - self.pos[0]) - 1

    def forward(self, seat: int) -> int:
        return 1 if seat == 0 else -1

    def effective(self, seat: int) -> str:
        """The weapon position that counts: with counters on, a position the opponent's beats
        gives nothing (Line over Invitation, Invitation over Engagement, Engagement over Line)."""
        mine = self.weapon[seat]
        if self.counters and BEATS[self.weapon[1 - seat]] == mine:
            return "void"
        return mine

    def costs(self, cids: list[str]) -> int:
        return 0 if self.mode == "tutorial" else sum(card(c).stamina for c in cids if c)

    def affordable(self, seat: int, *cids: str) -> bool:
        if self.mode == "tutorial":
            return True
        cards, total = fence_cards(), 0
        for c in cids:  # costs() without its list: asked of every card at every legal-move list
            if c:
                total += cards[c].stamina
        return total <= self.stamina[seat]

    def played(self, seat: int) -> int:
        """Fencing actions `seat` made in this phrase (a companion card is not one)."""
        return sum(p["seat"] == seat for p in self.plays)

    def attack_speed(self, seat: int, c: FenceCard, extra: int = 0,
                     source: str = "Angulations") -> tuple[int, list[list[Any]]]:
        """The speed of an attack by `seat` and the parts it is made of (the table shows them);
        `extra` is the bonus of the orange card `source` that rides on it."""
        parts: list[list[Any]] = [[c.name, c.speed or 0]]
        if extra:
            parts.append([source, extra])
        opp = 1 - seat
        if c.kind == "beat-thrust" and self.weapon[opp] == "line":
            parts.append(["beat on his Line", 1])
        if self.effective(opp) == "engage" and c.kind not in NO_ENGAGE_SLOW:
            parts.append(["his Engagement", -1])
        return sum(p[1] for p in parts), parts

    def defence_speed(self, seat: int, c: FenceCard, extra: int = 0) -> tuple[int, list[list[Any]]]:
        if c.kind == "joker":
            return JOKER_SPEED, [["Joker", JOKER_SPEED]]
        parts: list[list[Any]] = [[c.name, c.speed or 0]]
        if extra:
            parts.append(["Angulations", extra])
        if self.effective(seat) == "invite":
            parts.append(["Invitation", 1])
        return sum(p[1] for p in parts), parts

    def parry_speed(self, seat: int, sp: int) -> int:
        return 2 * sp + (1 if self.effective(seat) == "invite" else 0)

    # --- legality -----------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        ph, s = self.phase, self.to_move
        if ph == "over":
            return []
        if ph == "mulligan":
            return [KEEP, MULLIGAN]
        if ph == "discard":
            return [DONE, *self._discards(s)]
        if ph == "turn":
            return self._turn_actions(s)
        if ph == "renew":
            return [PASS, *self._renewals(s)]
        return self._answers(s)

    def _discards(self, s: int) -> list[Action]:
        if not self.timer:
            return []
        hand = self.hand[s]
        if self.mode != "basic":
            return [_act("discard", c) for c in hand]
        out = []
        for c in hand:
            if card(c).kind == "straight-thrust" and not self._may_drop_thrust(s, c):
                continue
            out.append(_act("discard", c))
        return out

    def _may_drop_thrust(self, s: int, cid: str) -> bool:
        """The Straight Thrust rule (basic): always hold a Straight Thrust; the yellow one goes
        only for a faster Straight Thrust held beside it."""
        thrusts = [c for c in self.hand[s] if card(c).kind == "straight-thrust" and c != cid]
        if not thrusts:
            return False
        if card(cid).yellow:
            return any((card(c).speed or 0) > (card(cid).speed or 0) for c in thrusts)
        return True

    def _turn_actions(self, s: int) -> list[Action]:
        out: list[Action] = []
        if self.may_advance(s):
            out.append(ADVANCE)
        out.append(BACK)
        if self.mode == "advanced":
            out.append(_act("retreat"))
            if not self.drew:
                discards = self._discards(s)
                out += [_act("retreat", a.card) for a in discards]
        if not self.weapon_changed:
            out += [_act("weapon", w) for w in act.POSITIONS if w != self.weapon[s]]
        if self.mode != "tutorial":
            if not self.drew:
                out += discards if self.mode == "advanced" else self._discards(s)
            if self.actions_left == 2 and not self.stalled[s] and self.priority is None:
                out.append(STALL)
                if self.timer:  # the staller "can" discard a Timer card: his choice
                    out.append(_act("stall", KEEP_TIMER))
        out += self._attacks(s)
        return out

    def may_advance(self, s: int) -> bool:
        """A step forward needs the square ahead free: the fencers never share one."""
        return self.pos[s] + self.forward(s) != self.pos[1 - s]

    def may_open(self, s: int, c: FenceCard) -> bool:
        """`c` may open a phrase at the present distance (Table 1; tutorial: lunge only)."""
        return self.open_fault(s, c) == ""

    def open_fault(self, s: int, c: FenceCard) -> str:
        """The rule that keeps `c` from opening a phrase now ("" if none): the one reason
        `may_open` decides by and a refusal names (engine/games/ready_fence/refusals.py)."""
        if not c.red:
            return "not_red"
        if c.kind == "parry-riposte":  # a parry first, then the riposte: never first
            return "parry_riposte_first"
        d = self.distance()
        if self.mode == "tutorial":
            return "" if d == 1 else "tutorial_lunge_only"  # its deck holds no Infighting, no Flèche
        if c.kind == "infighting":
            return "" if d == 0 else "infighting_short_only"
        if c.kind == "fleche":
            return "" if d == 2 else "fleche_long_only"
        if c.kind in NEEDS_ENGAGE and self.effective(s) != "engage":
            return "needs_engagement"
        return "" if d == 1 else "lunge_only"

    def takes_angulations(self, c: FenceCard) -> bool:
        """An Angulations card adds its bonus to `c`'s speed: not in the tutorial, nor to a card
        without a speed (the Joker, the orange cards)."""
        return self.mode != "tutorial" and c.speed is not None

    def _companions(self, s: int, c: FenceCard, used: tuple[str, ...]) -> list[str]:
        """Angulations cards `s` may lay with `c` (red or light blue, never in the tutorial)."""
        if not self.takes_angulations(c):
            return []
        return [x for x in self.hand[s] if card(x).kind == "angulations" and x not in used
                and self.affordable(s, *used, x)]

    def _attacks(self, s: int) -> list[Action]:
        out = []
        for c in self.hand[s]:
            fc = card(c)
            if not self.open_fault(s, fc) and self.affordable(s, c):
                out.append(_act("play", c))
                out += [_act("play", c, x) for x in self._companions(s, fc, (c,))]
        return out

    def answer_role(self, s: int, fc: FenceCard, prev: dict[str, Any]) -> str:
        """The role `fc` takes answering `prev` ("" if it may not answer it at all)."""
        return self.answer(s, fc, prev)[0]

    def answer(self, s: int, fc: FenceCard, prev: dict[str, Any]) -> tuple[str, str]:
        """(the role `fc` takes answering `prev`, "") or ("", the rule that forbids it): the
        one reason `answer_role` decides by and a refusal names."""
        prole, pkind = prev["role"], prev["kind"]
        if prole == "gold":
            return ("gold", "") if fc.kind == "joker" else ("", "joker_only_by_joker")
        if fc.kind == "joker":
            return ("", "toe_touch_answers") if pkind == "toe-touch" else ("gold", "")
        if prole in ("red", "riposte"):
            if pkind == "toe-touch":
                if fc.kind != "stop-hit":
                    return "", "toe_touch_answers"
                return self._light(s, fc, prev)
            if pkind == "infighting" and fc.kind not in ("infighting", "parry-riposte"):
                return "", "infighting_answers"
            if fc.kind in ("parry-riposte", "infighting"):
                if fc.kind == "infighting" and self.distance() > 1:
                    return "", "infighting_too_far"
                return "riposte", ""
            if fc.kind == "ceding-parry":
                return ("dark", "") if pkind in NEEDS_ENGAGE else ("", "ceding_parry_on_glide")
            if fc.kind == "counter-time":
                return "", "counter_time_on_counterattack"
            if fc.light:
                return self._light(s, fc, prev)
            return "", "cannot_answer"
        if prole == "light":  # a counterattack: dark blue only
            if fc.kind in ("parry-riposte", "infighting"):
                if fc.kind == "parry-riposte" or self.distance() <= 1:
                    return "riposte", ""
                return "", "infighting_too_far"
            return ("dark", "") if fc.kind == "counter-time" else ("", "light_answered_by_dark")
        if prole == "dark":  # a parry: light blue only
            return self._light(s, fc, prev) if fc.light else ("", "dark_answered_by_light")
        return "", "cannot_answer"

    def _light(self, s: int, fc: FenceCard, prev: dict[str, Any]) -> tuple[str, str]:
        """A light-blue card's counterattack on `prev`, or the rule of its own that forbids it."""
        if fc.kind == "stop-hit":
            return ("light", "") if self.effective(s) == "line" else ("", "stop_hit_needs_line")
        if fc.kind == "disengage":  # a derobement eludes a blade that seeks his
            if prev["kind"] in BLADE_SEEKERS or self.effective(1 - s) == "engage":
                return "light", ""
            return "", "derobement_needs_blade"
        if fc.kind == "feint-in-time":
            return ("light", "") if prev["kind"] == "counter-time" else ("", "feint_in_time_on_counter_time")
        return "", "cannot_answer"

    def _card_answers(self, s: int, prev: dict[str, Any]) -> list[tuple[str, FenceCard, str]]:
        """The cards `s` may answer `prev` with now, and the role each would take."""
        if self.played(s) >= 2 or (self._fleche() and s == self.turn):
            return []
        out = []
        for c in self.hand[s]:
            fc = card(c)
            role = self.answer(s, fc, prev)[0]
            if role and self.affordable(s, c):
                out.append((c, fc, role))
        return out

    def _answers(self, s: int) -> list[Action]:
        prev = self.plays[-1]
        out: list[Action] = [PASS]
        answers = self._card_answers(s, prev)
        for c, fc, role in answers:
            out.append(_act("play", c))
            if role == "light":  # Angulations helps attack and counter-offence
                out += [_act("play", c, x) for x in self._companions(s, fc, (c,))]
        if s == self.turn and self.played(s) == 1:
            out += self._renewals(s)
            out += self._feints(s)
        out += self._cardless(s, prev, answers)
        return out

    def _fleche(self) -> bool:
        return bool(self.plays) and self.plays[0]["kind"] == "fleche"

    def _renewals(self, s: int) -> list[Action]:
        """A Renewed Attack: the attacker's first attack was stopped by a defence (a card that
        beat it, or a cardless defence) and he has made only that one fencing action."""
        if self._fleche() or self.played(s) != 1:
            return []
        first = self.plays[0]
        if first["seat"] != s:
            return []
        # the attack itself was paid for when it was first made: only the Renewed Attack costs
        return [_act("renew", c) for c in self.hand[s]
                if card(c).kind == "renewed-attack" and self.affordable(s, c)]

    def _feints(self, s: int) -> list[Action]:
        """A Feint: after the defender answered the first attack with a card."""
        if len(self.plays) != 2 or self.plays[1]["role"] in ("parry", "distance"):
            return []
        out = []
        for f in self.hand[s]:
            if card(f).kind != "feint":
                continue
            out.append(_act("feint", f, "stop"))
            out += [_act("feint", f, c) for c in self.hand[s]
                    if not self.open_fault(s, card(c)) and self.affordable(s, c, f)]
        return out

    def _cardless(self, s: int, prev: dict[str, Any],
                  answers: list[tuple[str, FenceCard, str]]) -> list[Action]:
        """Defences without cards: against a red first attack; also against an Infighting (its
        card says so), a riposte (a parry: it "cannot be defended by distance") and a renewed
        attack (a parry, even a second one); once a phrase otherwise, never at 0 SP."""
        if self.cardless_fault(s, prev, answers):
            return []
        out: list[Action] = []
        if not self.dodge_fault(s, prev):
            if self.mode == "tutorial":
                out += [_act("distance", c) for c in self.hand[s]] or [_act("distance")]
            else:
                out.append(_act("distance"))
        if not self.parry_fault(s, prev):
            speed = prev["speed"]
            out += [_act("parry", str(k)) for k in range(1, self.stamina[s] + 1)
                    if self.parry_speed(s, k) >= speed]
        return out

    def cardless_fault(self, s: int, prev: dict[str, Any], answers: list[tuple[str, FenceCard, str]]) -> str:
        """The rule that keeps `s` from any defence without cards against `prev` ("" if none)."""
        if prev["role"] not in ("red", "riposte"):
            return "cardless_against_attack"
        if self.stamina[s] < 1:
            return "short_of_stamina"
        if self._has_answer(s, prev, answers):
            return "holds_faster_answer"
        return ""

    def _first_attack(self, prev: dict[str, Any]) -> bool:
        """`prev` opened the phrase, or is an Infighting (which a cardless defence may meet)."""
        return len(self.plays) == 1 or prev["kind"] == "infighting"

    def dodge_fault(self, s: int, prev: dict[str, Any]) -> str:
        """The rule of its own that keeps `s` from defending by distance against `prev`."""
        if prev.get("renewed", False):
            return "renewed_no_distance"
        if prev["kind"] == "parry-riposte":  # its card: it "cannot be defended by distance"
            return "riposte_no_distance"
        if not self._first_attack(prev):
            return "cardless_first_attack_only"
        if self.cardless[s]:
            return "cardless_once"
        if not self._may_dodge(prev["speed"]):
            return "faster_than_limit"
        return ""

    def parry_fault(self, s: int, prev: dict[str, Any]) -> str:
        """The rule of its own that keeps `s` from any parry without cards against `prev` (how
        many SP it spends is the parry's own matter)."""
        if self.mode == "tutorial":
            return "tutorial_no_parry"
        if prev["kind"] == "toe-touch":
            return "toe_touch_answers"
        renewed = bool(prev.get("renewed", False))
        if not (self._first_attack(prev) or renewed or prev["role"] == "riposte"):
            return "cardless_first_attack_only"
        if self.cardless[s] and not renewed:
            return "cardless_once"
        return ""

    def _may_dodge(self, speed: int) -> bool:
        """The speed limit of a defence by distance is written in the basic mode's section; the
        tutorial's defence by distance has none."""
        return self.mode == "tutorial" or speed <= DODGE_LIMIT

    def _has_answer(self, s: int, prev: dict[str, Any], answers: list[tuple[str, FenceCard, str]]) -> bool:
        """Among `answers`, a card faster than `prev`: then no defence without cards ("if a
        player does not have a Light-Blue or a Dark-Blue card, or has one but with a speed
        number lower ..., that player may declare a defensive action without cards")."""
        return any(self.defence_speed(s, fc)[0] > prev["speed"] for _, fc, _ in answers)
        for c in self.hand[s]:
            fc = card(c)
            if self.answer_role(s, fc, prev) and self.affordable(s, c) \
                    and self.defence_speed(s, fc)[0] > prev["speed"]:
                return True
        return False

    def describe(self, action: Action) -> str:
        return act.describe_action(action)

    def explain(self, action: Action) -> str:
        return act.explain_action(action)

    def check(self, action: Action) -> Refusal | None:
        from engine.games.ready_fence import refusals

        return refusals.check(self, action)

    def refusal_words(self, action: Action, refusal: Refusal) -> str:
        from engine.games.ready_fence import refusal_words

        return refusal_words.say(self, action, refusal)

    # --- transitions --------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        if not isinstance(action, Action):
            raise IllegalAction(f"{action!r} is not a Ready...Fence! action")
        self.check_legal(action)
        seat = self.to_move
        hidden = ""  # the text the other seat reads of an action naming a face-down card
        if action.kind == "discard":
            hidden = translate("ReadyFenceState", "discard a card face down, draw a card")
        if action.kind == "retreat" and action.card:
            hidden = translate("ReadyFenceState", "retreat, changing a card")
        events: list[Event] = [ActionPlayed(seat, act.format_action(action), seat if hidden else None,
                                            hidden, self.describe(action))]
        self._told = events
        try:
            self._do(action)
        finally:  # an action that fails half-way leaves no sink behind for the next step to fill
            self._told = None
        return events

    def step(self, action: Action) -> None:
        self._do(action)

    def _do(self, a: Action) -> None:
        s, k = self.to_move, a.kind
        if self.phase == "mulligan":
            if k == "mulligan":
                self._mulligan(s)
            if s == 0:
                self._set("mulligan", 1)
            else:
                self._start_turn(self.first)
            return
        if self.phase == "discard":
            if k == "discard":
                self._discard_draw(s, a.card)
            self._end_turn()
            return
        if self.phase == "turn":
            self._turn_action(s, a)
            return
        if k == "pass":
            self._judge()
        elif k == "play":
            self._answer(s, a.card, a.arg)
        elif k == "renew":
            self._renew(s, a.card)
        elif k == "feint":
            self._feint(s, a.card, a.arg)
        elif k == "parry":
            self._parry(s, int(a.card))
        elif k == "distance":
            self._dodge(s, a.card)

    def landing(self, s: int, kind: str) -> int:
        """The square a step of `kind` (advance, back, retreat) takes fencer `s` to: a step
        beyond his own end of the strip stops there."""
        dst = self.pos[s] + STEPS[kind] * self.forward(s)
        end = RUN_OFF[s]
        return max(dst, end) if end == 0 else min(dst, end)

    def _turn_action(self, s: int, a: Action) -> None:
        k = a.kind
        if k in ("advance", "back"):
            self._move(s, self.landing(s, k))
        elif k == "retreat":
            if a.card:
                self._discard_draw(s, a.card)
            self._move(s, self.landing(s, k))
        elif k == "weapon":
            self.weapon[s] = a.card
            self.weapon_changed = True
        elif k == "discard":
            self._discard_draw(s, a.card)
        elif k == "stall":
            self.stamina[s] = min(MAX_SP, self.stamina[s] + 2)
            self.stalled[s] = True
            if a.card != KEEP_TIMER and self.timer:
                self._burn()
                self.drew = True  # the clock ran
            self._end_turn(stalled=True)
            return
        elif k == "play":
            self._open(s, a.card, a.arg)
            return
        if self.phase != "turn" or self.turn != s:  # he ran off the strip: the point was given
            return
        self.actions_left -= 1
        if self._period_over():
            self._end_turn()
            return
        if self.actions_left <= 0:
            self._end_turn()

    def _set(self, phase: str, seat: int) -> None:
        self.phase, self.to_move = phase, seat
        if self._told is not None:
            self._told.append(PhaseChanged(phase, seat))

    def _start_turn(self, s: int) -> None:
        self.turn = s
        self.actions_left = 2
        self.weapon_changed = self.drew = False
        self.plays = []
        self.cardless = [False, False]
        self.spent = [False, False]
        if self.playon and not self.hand[s]:
            self._finish(1 - s, verdict(vc.OUT_OF_CARDS_OTHER))
            return
        self._set("turn", s)

    def _end_turn(self, stalled: bool = False, phrase: bool = False) -> None:
        s = self.turn
        if self.mode == "tutorial" and self.phase != "discard" and self.timer and self.hand[s] \
                and not self.playon:
            # the tutorial's discard comes at the end of every turn, a turn with a phrase too;
            # the phrase's refill drew from the Timer, so that turn was not a quiet one
            self.drew = self.drew or phrase
            self._set("discard", s)
            return
        if not stalled:
            self.stalled[s] = False
        self.passive = 0 if (phrase or self.drew or not self.passivity) else self.passive + 1
        if self.passive >= PASSIVE_TURNS:
            self.passive = 0
            if self.playon:
                self._finish(None, verdict(vc.NON_COMBATIVITY))
                return
            if self.timer:
                self._burn()
        if self._period_over():
            self._end_period()
            if self.phase == "over":
                return
        self._start_turn(1 - s)

    def _period_over(self) -> bool:
        return not self.timer and not self.playon

    def _move(self, s: int, dst: int) -> None:
        src = self.pos[s]
        self.pos[s] = dst
        if self._told is not None:
            self._told.append(FigureMoved(s, src, dst))
        if dst == RUN_OFF[s]:
            self._penalty(s)

    def _penalty(self, s: int) -> None:
        """Going off the end of the strip: the opponent gains a point, both go on guard."""
        self.last = {"scored": [1 - s], "reason": verdict(vc.OFF_THE_END), "plays": self.plays}
        self._close_phrase([1 - s], forced=True)

    def _discard_draw(self, s: int, cid: str) -> None:
        self._to_discard(s, cid, False)
        self._draw(s)
        self.drew = True
        self.known[s] = []  # he discarded face down: which card went, the other cannot tell

    def _to_discard(self, s: int, cid: str, face_up: bool) -> None:
        self._take(s, cid, "discard", face_up)
        self.discards.append((cid, face_up, -1 if face_up else s))

    def _draw(self, s: int) -> None:
        if not self.timer:
            return
        cid = self.timer.pop()
        self.hand[s].append(cid)
        if self._told is not None:
            self._told.append(CardMoved(cid, "timer", f"hand:{s}", False, private_to=s))

    def _burn(self) -> None:
        """The top Timer card goes, unseen: time passes."""
        cid = self.timer.pop()
        self.discards.append((cid, False, -1))
        if self._told is not None:
            self._told.append(CardMoved(cid, "timer", "discard", False, private_to=-1))

    def _mulligan(self, s: int) -> None:
        keep = [c for c in self.hand[s] if self.mode == "basic" and card(c).yellow]
        back = [c for c in self.hand[s] if c not in keep]
        pile = self.timer if self.mode == "tutorial" else self.stock
        pile += back
        rng_for(self.seed, "mulligan", s).shuffle(pile)
        self.hand[s] = keep + [pile.pop() for _ in range(len(back))]
        new = self.hand[s][len(keep):]
        self.known[s] = keep[:]
        self.mulliganed[s] = True
        told = self._told
        if told is not None:
            pile_name = "timer" if self.mode == "tutorial" else "stock"
            told += [CardMoved(c, f"hand:{s}", pile_name, False, private_to=s) for c in back]
            told += [CardMoved(c, pile_name, f"hand:{s}", False, private_to=s) for c in new]

    # --- the phrase ---------------------------------------------------------------------
    def _pay(self, s: int, *cids: str) -> None:
        cost = self.costs(list(cids))
        if cost:
            self.stamina[s] -= cost
            self.spent[s] = True

    def _take(self, s: int, cid: str, dst: str, face_up: bool) -> None:
        """A card leaves `s`'s hand (and what the other seat knows of it) for `dst`."""
        self.hand[s].remove(cid)
        if cid in self.known[s]:
            self.known[s].remove(cid)
        if self._told is not None:
            self._told.append(CardMoved(cid, f"hand:{s}", dst, face_up, private_to=None if face_up else s))

    def _push(self, s: int, cid: str, extra: str, kind: str, name: str, role: str, speed: int,
              parts: list[list[Any]], **more: Any) -> None:
        """A fencing action goes on the piste: its cards leave the hand face up."""
        for c in (cid, extra):
            if c:
                self._take(s, c, f"play:{s}", True)
        self.plays.append({"seat": s, "card": cid, "with": extra, "kind": kind, "name": name,
                           "role": role, "speed": speed, "parts": parts, **more})

    def _lay(self, s: int, cid: str, extra: str, role: str, speed: int, parts: list[list[Any]]) -> None:
        fc = card(cid)
        self._push(s, cid, extra, fc.kind, fc.name, role, speed, parts)

    def _open(self, s: int, cid: str, extra: str) -> None:
        fc = card(cid)
        bonus = card(extra).bonus if extra else 0
        speed, parts = self.attack_speed(s, fc, bonus)
        self._pay(s, cid, extra)
        self._lay(s, cid, extra, "red", speed, parts)
        self._await_answer(1 - s)

    def _answer(self, s: int, cid: str, extra: str) -> None:
        fc = card(cid)
        prev = self.plays[-1]
        role = self.answer_role(s, fc, prev)
        bonus = card(extra).bonus if extra else 0
        speed, parts = self.defence_speed(s, fc, bonus)
        self._pay(s, cid, extra)
        if fc.kind == "infighting" and self.distance() == 1:
            self._move(s, self.landing(s, "advance"))  # the defender steps in to short distance
        self._lay(s, cid, extra, role, speed, parts)
        if fc.kind == "ceding-parry":  # wins immediately
            self._close_phrase([s], reason=verdict(vc.WINS_AT_ONCE, card=cid))
            return
        self._after_answer()

    def _after_answer(self) -> None:
        """The newest card beats, equals or loses to the card it answers; a beaten fencer may
        answer in turn, otherwise the phrase is judged."""
        new, prev = self.plays[-1], self.plays[-2]
        if new["speed"] > prev["speed"] and not (self._fleche() and prev["seat"] == self.turn):
            self._await_answer(prev["seat"])
        else:
            self._judge()

    def _await_answer(self, seat: int) -> None:
        """`seat` is to answer; with nothing but `pass` to choose, the phrase is judged at once."""
        self._set("phrase", seat)
        if self.legal_actions() == [PASS]:
            self._judge()

    def _judge(self) -> None:
        """The last card each side played decides: the faster touches, equal speeds touch both.
        A cardless defence that held, or a Feint that stopped, ends the phrase with no touch."""
        last = self.plays[-1]
        if last["role"] in ("parry", "distance", "stop"):
            self._close_phrase([], reason=verdict(vc.DEFENCE_HELD))
            return
        if len(self.plays) == 1:
            self._close_phrase([last["seat"]], reason=verdict(vc.UNANSWERED, card=last["card"]))
            return
        prev = self.plays[-2]
        if last.get("renewed"):
            # the defender must defend again, with a card or a parry; his earlier defence was
            # spent on the first attack, so a renewed attack left unanswered lands
            self._close_phrase([last["seat"]], reason=verdict(vc.UNANSWERED, card=last["card"]))
            return
        if last["speed"] == prev["speed"]:
            self._close_phrase([0, 1], reason=verdict(vc.TWO_JOKERS, void=False) if last["role"] == "gold"
                               else verdict(vc.BOTH_AT, speed=last["speed"], void=False))
            return
        winner = last if last["speed"] > prev["speed"] else prev
        loser = prev if winner is last else last
        self._close_phrase([winner["seat"]],
                           reason=verdict(vc.BEATS, winner=_named(winner), winner_speed=winner["speed"],
                                          loser=_named(loser), loser_speed=loser["speed"]))

    def _parry(self, s: int, sp: int) -> None:
        speed = self.parry_speed(s, sp)
        parts: list[list[Any]] = [[f"{sp} SP x 2", 2 * sp]]
        if speed > 2 * sp:
            parts.append(["Invitation", 1])
        self.stamina[s] -= sp
        self.spent[s] = True
        self.cardless[s] = True
        self._push(s, "", "", "parry", "Parry", "parry", speed, parts)
        self._after_cardless()

    def _dodge(self, s: int, cid: str) -> None:
        """Defend by distance: lose 1 SP, step back two squares, lose a card, draw one."""
        self.stamina[s] -= 1
        self.spent[s] = True
        self.cardless[s] = True
        self._push(s, "", "", "distance", "Defence by distance", "distance", 0, [])
        if cid:  # tutorial: a card of his choice
            self._to_discard(s, cid, True)
        else:  # the opponent draws one at random from the hidden hand (basic: never the thrust)
            pool = self.hand[s][:]
            if self.mode == "basic":
                thrusts = sorted((c for c in pool if card(c).kind == "straight-thrust"),
                                 key=lambda c: (not card(c).yellow, card(c).speed or 0))
                if thrusts:
                    pool.remove(thrusts[0])
            if pool:
                self.rolls += 1
                lost = rng_for(self.seed, "dodge", self.rolls).choice(pool)
                self._to_discard(s, lost, True)
        self._draw(s)
        self._move(s, self.landing(s, "retreat"))
        if self.phase != "phrase":  # he ran off the strip: the point is given
            return
        self._after_cardless()

    def _after_cardless(self) -> None:
        if self._renewals(self.turn):
            self._set("renew", self.turn)
        else:
            self._judge()

    def _renew(self, s: int, cid: str) -> None:
        first = self.plays[0]
        fc = card(first["card"])
        if self.plays[-1]["role"] == "distance":
            # the dodge is followed: he loses another SP and the attacker closes in again
            d = 1 - s
            if self.stamina[d] > 0:
                self.stamina[d] -= 1
                self.spent[d] = True
            self._close_in(s)
        speed, parts = self.attack_speed(s, fc, card(cid).bonus, "Renewed Attack")
        self._pay(s, cid)
        self._push(s, cid, "", fc.kind, "Renewed Attack", "red", speed, parts, renewed=True)
        self._await_answer(1 - s)

    def _close_in(self, s: int) -> None:
        """Step forward to the distance the renewed attack is made from (short for Infighting)."""
        want = 0 if self.plays[0]["kind"] == "infighting" else 1
        if self.distance() > want:
            self._set_pos(s, self.pos[1 - s] - (want + 1) * self.forward(s))

    def _feint(self, s: int, fid: str, new: str) -> None:
        if new == "stop":
            self._push(s, fid, "", "feint", "Feint", "stop", 0, [])
            self._close_phrase([], reason=verdict(vc.FEINT_ENDS))
            return
        self._pay(s, fid, new)
        fc = card(new)
        speed, parts = self.attack_speed(s, fc)
        old = self.plays[0]  # stays on the piste, marked replaced, and goes back after the phrase
        self._push(s, new, fid, fc.kind, fc.name, "red", speed, parts, feint=old["card"])
        self.plays[0] = {**old, "replaced": True}
        self._judge()

    def _close_phrase(self, scorers: list[int], reason: Verdict | None = None,
                      forced: bool = False) -> None:
        """Points, stamina, cards back or away, fencers on guard, refills, then the next turn."""
        attacker = self.turn
        self.phrases += 1
        sudden = self.overtime or self.playon or all(p == self.target - 1 for p in self.points)
        counted = scorers
        if len(scorers) == 2 and sudden:
            counted = []
            if reason is not None:  # the double touch is told, marked as one that does not count
                reason = verdict(reason.code, **{**dict(reason.fields), "void": True})
        if not forced:
            self.last = {"scored": counted, "reason": reason, "plays": self.plays}
        for t in counted:
            self.points[t] += 1
            if self._told is not None:
                self._told.append(ScoreChanged(t, self.points[t]))
        if counted:
            for t in (0, 1):
                if not self.spent[t]:
                    self.stamina[t] = min(MAX_SP, self.stamina[t] + 1)
        self._collect()
        if counted:
            self._on_guard()
        elif self._fleche() and len(scorers) < 2:  # an uncounted double keeps the positions
            self._after_fleche()
        self.plays = []
        first = counted[0] if len(counted) == 1 else attacker
        for t in (first, 1 - first):
            while len(self.hand[t]) < HAND and self.timer:
                self._draw(t)
        winners = [t for t in (0, 1) if self.points[t] >= self.target]
        if (self.overtime or self.playon) and len(counted) == 1:
            winners = counted
        if winners:
            w = winners[0] if len(winners) == 1 else None
            self._finish(w, verdict(vc.SCORE, a=self.points[0], b=self.points[1]))
            return
        if self.playon:
            empty = [t for t in (0, 1) if not self.hand[t]]
            if empty:
                self._finish(None if len(empty) == 2 else 1 - empty[0], verdict(vc.OUT_OF_CARDS))
                return
        self._end_turn(phrase=True)

    def _collect(self) -> None:
        """Tutorial: the played cards are discarded; basic and advanced: taken back in hand,
        seen by both."""
        told = self._told
        for p in self.plays:
            for c in (p["card"], p["with"]):
                if not c:
                    continue
                s = p["seat"]
                if self.mode == "tutorial":
                    self.discards.append((c, True, -1))
                    if told is not None:
                        told.append(CardMoved(c, f"play:{s}", "discard", True))
                else:
                    self.hand[s].append(c)
                    self.known[s].append(c)
                    if told is not None:
                        told.append(CardMoved(c, f"play:{s}", f"hand:{s}", True))

    def _on_guard(self) -> None:
        for t in (0, 1):
            if self.pos[t] != ON_GUARD[t]:
                self._set_pos(t, ON_GUARD[t])

    def _after_fleche(self) -> None:
        """A Flèche that touched nobody: the defender advances one square and the attacker is
        put back two squares away from him (long distance), never on his run-off."""
        a = self.turn
        d = 1 - a
        step = self.pos[d] + self.forward(d)
        # where the defender stands, the attacker's flèche started from two empty squares away,
        # so without the step there is always room; the step is made only if room remains
        if 1 <= step - 3 * self.forward(a) <= STRIP - 2:
            self._set_pos(d, step)
        self._set_pos(a, self.pos[d] - 3 * self.forward(a))

    def _set_pos(self, s: int, dst: int) -> None:
        if self._told is not None:
            self._told.append(FigureMoved(s, self.pos[s], dst))
        self.pos[s] = dst

    def _end_period(self) -> None:
        p = self.points
        if self.overtime:
            assert self.priority is not None
            self._finish(self.priority, verdict(vc.PRIORITY_WINS))
            return
        if self._told is not None:
            self._told.append(RoundOver(None, vc.PERIOD_OVER, (("period", self.period),)))
        if self.period < self.periods:
            self.period += 1
            self.timer = [c for c in self.deck if c not in self.hand[0] and c not in self.hand[1]]
            self.stock, self.discards = [], []
            rng_for(self.seed, "period", self.period).shuffle(self.timer)
            sp = RECOVERY[self.mode][self.period - 1]
            self.stamina = [sp, sp]
            self._on_guard()
            return
        if p[0] != p[1]:
            self._finish(0 if p[0] > p[1] else 1, verdict(vc.TIME_RAN_OUT, a=p[0], b=p[1]))
            return
        if self.mode == "tutorial":
            self.playon = True  # the bout goes on with the cards in hand
            return
        pool = [c for c, _, _ in self.discards]
        rng = rng_for(self.seed, "overtime")
        rng.shuffle(pool)
        extra = self.stock[:]
        rng.shuffle(extra)
        chosen = (pool + extra)[:OVERTIME_TIMER]
        self.discards = [d for d in self.discards if d[0] not in chosen]
        self.stock = [c for c in self.stock if c not in chosen]
        self.timer = chosen
        self.overtime = True
        self.priority = rng_for(self.seed, "priority").randrange(2)
        self._on_guard()

    def _finish(self, winner: int | None, reason: Verdict) -> None:
        self.winner, self.reason = winner, reason
        self.phase = "over"
        if self._told is not None:
            self._told.append(GameOver(winner))

    # --- views and determinization --------------------------------------------------------
    PUBLIC: ClassVar[tuple[str, ...]] = (
        "phase", "to_move", "first", "turn", "actions_left", "weapon_changed", "drew", "period",
        "overtime", "priority", "playon", "passive", "rolls", "phrases", "winner", "reason")

    # per-seat public fields
    PAIRS: ClassVar[tuple[str, ...]] = (
        "pos", "weapon", "stamina", "points", "stalled", "mulliganed", "cardless", "spent")

    def view(self, seat: int | None) -> ReadyFenceView:
        """Public facts plus `seat`'s own hand, and what the rules make of them."""
        last = self.last
        w, st, pt = self.weapon, self.stamina, self.points
        mover = self.to_move
        return ReadyFenceView(
            game=GAME_NAME,
            seat=seat,
            options=dict(self.options),
            phase=self.phase,
            to_move=self.to_move,
            winner=self.winner,
            hand_sizes=(len(self.hand[0]), len(self.hand[1])),
            first=self.first,
            turn=self.turn,
            actions_left=self.actions_left,
            weapon_changed=self.weapon_changed,
            drew=self.drew,
            period=self.period,
            overtime=self.overtime,
            priority=self.priority,
            playon=self.playon,
            passive=self.passive,
            rolls=self.rolls,
            phrases=self.phrases,
            reason=self.reason,
            pos=(self.pos[0], self.pos[1]),
            weapon=(w[0], w[1]),
            stamina=(st[0], st[1]),
            points=(pt[0], pt[1]),
            stalled=(self.stalled[0], self.stalled[1]),
            mulliganed=(self.mulliganed[0], self.mulliganed[1]),
            cardless=(self.cardless[0], self.cardless[1]),
            spent=(self.spent[0], self.spent[1]),
            known=(tuple(self.known[0]), tuple(self.known[1])),
            plays=tuple(Play.from_json(p) for p in self.plays),
            last=LastPhrase.from_json(last) if last else None,
            timer_size=len(self.timer),
            stock_size=len(self.stock),
            # the discard pile as this seat sees it: face-up cards, its own face-down ones, "?"
            discards=tuple(c if up or (who == seat and seat is not None) else "?"
                           for c, up, who in self.discards),
            # what anyone at the table saw of each discard: face up or down, and who laid it
            discard_marks=tuple((up, who) for _, up, who in self.discards),
            # worked out by the rules themselves so the table never repeats them: a parry's speed
            # by the seat to move for each stamina amount he may spend, the square each step
            # takes him to
            effective=(self.effective(0), self.effective(1)),
            distance=self.distance(),
            periods=self.periods,
            parry_speeds=tuple(self.parry_speed(mover, k) for k in range(1, st[mover] + 1)),
            landings={k: self.landing(mover, k) for k in STEPS},
            hand=None if seat is None else tuple(self.hand[seat]),
        )

    @classmethod
    def from_view(cls, view: SeatView, rng: random.Random) -> Self:
        v = ReadyFenceView.of(view)
        state = cls(v.options, fresh_seed(rng))
        for key in cls.PUBLIC:
            put(state, key, getattr(v, key))
        for key in cls.PAIRS:
            put(state, key, list(getattr(v, key)))
        state.known = [list(k) for k in v.known]
        state.plays = [p.to_json() for p in v.plays]
        state.last = {} if v.last is None else {"scored": list(v.last.scored), "reason": v.last.reason,
                                                 "plays": [p.to_json() for p in v.last.plays]}
        seat = v.seat
        on_table = [c for p in v.plays for c in (p.card, p.companion) if c]
        seen = [c for c in v.discards if c != "?"]
        mine = list(v.hand or ()) if seat is not None else []
        gone = set(on_table) | set(seen) | set(mine) | set(state.known[0]) | set(state.known[1])
        unseen = [c for c in state.deck if c not in gone]
        rng.shuffle(unseen)
        for s in (0, 1):
            if s == seat:
                state.hand[s] = mine
            else:  # what he showed and took back, and the rest dealt from the unseen cards
                known = state.known[s]
                state.hand[s] = known[:] + [unseen.pop() for _ in range(v.hand_sizes[s] - len(known))]
                state._keep_a_thrust(s, unseen)
        state.discards = []
        for c, (up, who) in zip(v.discards, v.discard_marks, strict=True):
            # a card shown face down is the seat's own: it stays face down in the sample
            state.discards.append((unseen.pop() if c == "?" else c, up, who))
        state.timer = [unseen.pop() for _ in range(v.timer_size)]
        state.stock = unseen
        return state

    def _keep_a_thrust(self, s: int, unseen: list[str]) -> None:
        """Basic: every fencer always holds a Straight Thrust, so a dealt hand without one
        swaps a card for an unseen Straight Thrust (if any is unseen)."""
        if self.mode != "basic" or any(card(c).kind == "straight-thrust" for c in self.hand[s]):
            return
        thrusts = [i for i, c in enumerate(unseen) if card(c).kind == "straight-thrust"]
        free = [i for i, c in enumerate(self.hand[s]) if c not in self.known[s]]
        if thrusts and free:
            i, j = thrusts[0], free[0]
            self.hand[s][j], unseen[i] = unseen[i], self.hand[s][j]

    # --- JSON ---------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        v = self.view(None).to_json()
        v.update({
            "version": POSITION_VERSION,
            "seed": self.seed,
            "hands": [h[:] for h in self.hand],
            "timer": self.timer[:],
            "stock": self.stock[:],
            "discards": [[c, up, who] for c, up, who in self.discards],
        })
        for k in ("seat", "hand_sizes", "timer_size", "stock_size", "discard_marks", "effective",
                  "distance", "periods", "parry_speeds", "landings"):
            del v[k]
        return v

    @classmethod
    def from_json(cls, data: Any) -> Self:
        from engine.games.ready_fence import GAME

        return GAME.read_position(data, POSITION_VERSION, cls._rebuild)

    @classmethod
    def _rebuild(cls, data: Mapping[str, Any], options: dict[str, Any], seed: int) -> Self:
        state = cls(options, seed)
        for key in cls.PUBLIC:
            if key != "reason":
                put(state, key, need(data, key))
        reason = need(data, "reason")
        state.reason = None if reason is None else read_verdict(reason, "reason", vc.BOUT_CODES, state.deck)
        for key in cls.PAIRS:
            put(state, key, list(as_list(need(data, key), key, 2)))
        known = as_list(need(data, "known"), "known", 2)
        state.known = [list(as_list(k, f"known[{i}]")) for i, k in enumerate(known)]
        for i, k in enumerate(state.known):
            if not all(isinstance(c, str) for c in k):
                raise PositionError(f"known[{i}]", "lists card ids")
        state.plays = _read_plays(need(data, "plays"), "plays")
        last = need(data, "last")
        if not isinstance(last, Mapping):
            raise PositionError("last", "must be an object")
        # how the last phrase ended: nothing yet, or who scored, why, and the phrase's plays
        if last and not {"scored", "reason", "plays"} <= set(last):
            raise PositionError("last", "must be {} or an object with scored, reason and plays")
        state.last = dict(last)
        if last:
            scored = as_int_list(last["scored"], "last.scored", 0, 1)
            if len(set(scored)) != len(scored):
                raise PositionError("last.scored", "names each seat at most once")
            state.last.update(scored=scored, plays=_read_plays(last["plays"], "last.plays"),
                              reason=read_verdict(last["reason"], "last.reason", vc.PHRASE_CODES, state.deck))
        hands = as_list(need(data, "hands"), "hands", 2)
        state.hand = [list(as_list(h, f"hands[{i}]")) for i, h in enumerate(hands)]
        state.timer = list(as_list(need(data, "timer"), "timer"))
        state.stock = list(as_list(need(data, "stock"), "stock"))
        discards = as_list(need(data, "discards"), "discards")
        state.discards = []
        for i, d in enumerate(discards):
            if not (isinstance(d, list) and len(d) == 3 and isinstance(d[0], str) and isinstance(d[1], bool)
                    and d[2] in (-1, 0, 1)):
                raise PositionError(f"discards[{i}]", "must be [card, face up, seat or -1]")
            state.discards.append((d[0], d[1], d[2]))
        state._check()
        return state

    def _check(self) -> None:
        """The fields a JSON position sets by hand agree with each other and with the deck, so
        a position that loads never fails later (the referee loads positions from anybody)."""
        as_choice(self.phase, "phase", PHASES)
        for name in ("to_move", "first", "turn"):
            as_int(getattr(self, name), name, 0, 1)
        as_int(self.actions_left, "actions_left", 0, 2)
        as_int(self.period, "period", 1, self.periods)
        as_int(self.passive, "passive", 0, PASSIVE_TURNS)
        as_int(self.rolls, "rolls", 0)
        as_int(self.phrases, "phrases", 0)
        for name in ("weapon_changed", "drew", "overtime", "playon"):
            as_bool(getattr(self, name), name)
        for name in ("stalled", "mulliganed", "cardless", "spent"):
            for i, b in enumerate(getattr(self, name)):
                as_bool(b, f"{name}[{i}]")
        as_int_list(self.pos, "pos", 0, STRIP - 1, 2)
        as_int_list(self.stamina, "stamina", 0, MAX_SP, 2)
        as_int_list(self.points, "points", 0, self.target, 2)
        for i, w in enumerate(self.weapon):
            as_choice(w, f"weapon[{i}]", act.POSITIONS)
        if not self.pos[0] < self.pos[1]:
            raise PositionError("pos", "seat 0 fences from the low end, seat 1 from the high end; "
                                "they never pass")
        if self.priority is not None:
            as_int(self.priority, "priority", 0, 1)
        if self.overtime != (self.priority is not None):
            raise PositionError("priority", "is given exactly in overtime")
        if self.winner is not None:
            as_int(self.winner, "winner", 0, 1)
        if (self.phase == "over") != (self.reason is not None):
            raise PositionError("reason", "is given exactly when the phase is over")
        self._check_bout()
        table = [c for p in self.plays for c in (p["card"], p["with"]) if c]
        every = self.hand[0] + self.hand[1] + self.timer + self.stock + [d[0] for d in self.discards] + table
        if not all(isinstance(c, str) for c in every) or sorted(every) != sorted(self.deck):
            raise PositionError("hands", f"hands, timer, stock, discards and the phrase must hold the "
                                f"{self.mode} deck's {len(self.deck)} cards exactly once")
        for s in (0, 1):
            if not set(self.known[s]) <= set(self.hand[s]) or len(set(self.known[s])) != len(self.known[s]):
                raise PositionError(f"known[{s}]", "lists only cards in that hand, each once")
            if len(self.hand[s]) > HAND + 2:
                raise PositionError(f"hands[{s}]", f"holds at most {HAND + 2} cards")
        if self.phase in ("phrase", "renew") and not self.plays:
            raise PositionError("plays", f"phase {self.phase} needs the phrase's cards")
        for name, plays in (("plays", self.plays), ("last.plays", self.last.get("plays", []))):
            for i, p in enumerate(plays):
                for key in ("card", "with", "feint"):
                    if p.get(key) and p[key] not in self.deck:
                        raise PositionError(f"{name}[{i}].{key}", f"{p[key]!r} is not a card of the "
                                            f"{self.mode} deck")
        if self.phase != "over" and not self.legal_actions():
            raise PositionError("phase", f"the seat to act has nothing to do in {self.phase}")


    def _check_bout(self) -> None:
        """Where the bout stands agrees with its score and its clock: a winner only once it is
        over, no seat at the target while it goes on, overtime and the tutorial's play-on only
        once the last period ran out, the phrase on the piste only while it is fenced."""
        ph = self.phase
        if self.winner is not None and ph != "over":
            raise PositionError("winner", f"is named only when the bout is over, not in {ph}")
        if ph != "over" and max(self.points) >= self.target:
            raise PositionError("points", f"a fencer with {self.target} touches has won: the phase must "
                                          "be over")
        if self.overtime and self.mode == "tutorial":
            raise PositionError("overtime", "the tutorial has no overtime (a tie plays on)")
        if self.playon and self.mode != "tutorial":
            raise PositionError("playon", f"only the tutorial plays on after a tie, not {self.mode}")
        if (self.overtime or self.playon) and self.period != self.periods:
            field = "overtime" if self.overtime else "playon"
            raise PositionError(field, f"comes once the last period ({self.periods}) ran out")
        if self.plays and ph not in ("phrase", "renew"):
            raise PositionError("plays", f"the phrase is on the piste only while it is fenced, not in {ph}")


def _copy_play(p: Mapping[str, Any]) -> dict[str, Any]:
    return {**p, "parts": [list(x) for x in p["parts"]]}


# a play on the piste: the fields every play has (a renewed attack, a feint's follow-up and the
# attack a feint replaced carry one more, checked where known); cards are checked against the deck
# once the mode is known
_PLAY_TEXT = ("card", "with", "kind", "name")
_ROLES = ("red", "riposte", "light", "dark", "gold", "parry", "distance", "stop")


def _read_plays(value: Any, field: str) -> list[dict[str, Any]]:
    """A list of plays from a position, each checked field by field."""
    out = []
    for i, p in enumerate(as_list(value, field)):
        where = f"{field}[{i}]"
        if not isinstance(p, Mapping) or not {"seat", *_PLAY_TEXT, "role", "speed", "parts"} <= set(p):
            raise PositionError(where, "must be an object with seat, card, with, kind, name, role, speed and "
                                "parts")
        as_int(p["seat"], f"{where}.seat", 0, 1)
        for key in (*_PLAY_TEXT, "feint"):
            if key in p and not isinstance(p[key], str):
                raise PositionError(f"{where}.{key}", "must be text")
        as_choice(p["role"], f"{where}.role", _ROLES)
        as_int(p["speed"], f"{where}.speed", -5, JOKER_SPEED)
        for key in ("renewed", "replaced"):
            if key in p:
                as_bool(p[key], f"{where}.{key}")
        for j, part in enumerate(as_list(p["parts"], f"{where}.parts")):
            if not (isinstance(part, list) and len(part) == 2 and isinstance(part[0], str)):
                raise PositionError(f"{where}.parts[{j}]", "must be [what, how much]")
            as_int(part[1], f"{where}.parts[{j}]", -99, 99)
        out.append(_copy_play(p))
    return out


def _named(p: Mapping[str, Any]) -> str:
    """A play in a verdict: its card, or the role of a defence made without one."""
    return str(p["card"] or p["role"])
