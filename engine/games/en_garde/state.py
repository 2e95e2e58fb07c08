"""En Garde's rules: one position of a match and every transition the rulebook allows.

Reading of the rulebook (docs/rules/en-garde.md says why):
- The piste has 23 spaces, 0..22 here; seat 0 starts on space 0 and faces up the piste.
- A turn is one card moved forward or back, or an attack; in the advanced game also an
  advance-and-attack. The mover refills to five at the end of his own turn only: an attacker
  right after laying his cards, a parrying fencer after the turn that follows his parry.
- An attack in the turn right after a successful parry is a riposte and wins the round.
- The fencer who draws the last card ends the moving: his opponent gets one last turn in
  which he may only attack or hold; then the round is decided by comparison.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import cache
from typing import Any, ClassVar, Self

from engine.compiled import blank
from engine.core.errors import IllegalAction, NotationError, PositionError
from engine.core.events import (
    ActionPlayed,
    CardMoved,
    Event,
    FigureMoved,
    GameOver,
    HandRevealed,
    PhaseChanged,
    RoundOver,
    ScoreChanged,
)
from engine.core.game import TERMINAL, GameState, ModuleNotation, Notation
from engine.core.refusal import Refusal
from engine.core.rng import fresh_seed
from engine.core.validate import as_bool, as_choice, as_int, as_int_list, as_list, need
from engine.core.view import SeatView
from engine.games.en_garde import actions as act
from engine.games.en_garde.actions import Action
from engine.games.en_garde.cards import GAME_NAME as GAME_NAME  # the package's name for the game
from engine.games.en_garde.cards import VALUES, fencing_deck
from engine.games.en_garde.counts import COUNTS, PLACE, SIZE, cards_of, code_of, deck_code, shuffle
from engine.games.en_garde.parry import fits, parry_sets
from engine.games.en_garde.view import EnGardeView, LastMove

POSITION_VERSION = 1
LAST_SPACE = 22  # 23 spaces
HAND_SIZE = 5
_DEALS = 200  # deals a determinization may try before it keeps one (one is almost always enough)

# Phases. "turn": an ordinary turn; "parry": answer an attack; "defend": answer an
# advance-and-attack (parry or retreat); "final": the last chance after the deck ran out
# (attack or hold); "final_parry": answer that last attack; "over": the match is decided.
TURN, PARRY, DEFEND, FINAL, FINAL_PARRY, OVER = (
    "turn", "parry", "defend", "final", "final_parry", "over"
)
PHASES = (TURN, PARRY, DEFEND, FINAL, FINAL_PARRY, OVER)
LEVELS = ("basic", "standard", "advanced")
FIELDS = ("game", "version", "options", "seed", "round", "hits", "pos", "hands", "deck", "discard",
          "phase", "to_move", "pending", "riposte", "deck_out", "winner", "last")
# The table as it stood before the round's latest action, and that action: everyone saw both, and
# what a fencer chose tells of the hand he chose from (the Master reads it, EnGardeHeuristics.sample).
# (seat, action, pos, phase, pending, riposte, deck size, discard size)
LastAction = tuple[int, Action, tuple[int, int], str, tuple[int, ...], bool, int, int]


# Every action is built once: legal_actions runs in the AI's inner loop, and looking a
# prebuilt tuple up is several times cheaper than making a new one.
_ADVANCE = [act.Action(act.ADVANCE, v) for v in range(6)]
_RETREAT = [act.Action(act.RETREAT, v) for v in range(6)]
_ATTACK = [[act.Action(act.ATTACK, 0, (v,) * k) for k in range(6)] for v in range(6)]
_ADVANCE_ATTACK = [[[act.Action(act.ADVANCE_ATTACK, a, (w,) * k) for k in range(6)] for w in range(6)]
                   for a in range(6)]


@cache
def _parry_action(cards: tuple[int, ...]) -> Action:
    return act.Action(act.PARRY, 0, cards)


# An ordinary turn's legal moves depend only on the level, the hand, the distance (alike from 11
# on: nothing reaches further) and the room behind the figure (alike from 5 on), so each is built
# once and looked up after (the playouts' inner loop): _TURN[level][hand * 72 + gap * 6 + room].
_TURN: dict[str, dict[int, tuple[Action, ...]]] = {lv: {} for lv in ("basic", "standard", "advanced")}


# The rules of the piste, each said once: the legal moves are built from them, and the refusals
# (refusals.py) name the one an action breaks.
def stops_short(card: int, gap: int) -> bool:
    """A figure moved forward `card` spaces stays short of the other fencer: only an attack lands
    on his space, and no move passes him."""
    return card < gap


def stays_on_piste(card: int, room: int) -> bool:
    """A figure with `room` spaces behind it may move back `card` spaces without leaving the piste."""
    return card <= room


def attack_reaches(value: int, gap: int) -> bool:
    """An attack lands exactly on the other fencer's space: its cards' value is the distance."""
    return value == gap


def attack_cards_most(level: str) -> int:
    """The cards of one value an attack may lay: one in the basic game, else as many as held."""
    return 1 if level == "basic" else HAND_SIZE


def advances_and_attacks(level: str) -> bool:
    """Advance-and-attack, the fourth possibility, belongs to the advanced game."""
    return level == "advanced"


def _turn_moves(level: str, hand: tuple[int, ...], g: int, room: int) -> tuple[Action, ...]:
    out: list[Action] = []
    for v in VALUES:
        if hand[v]:
            if stops_short(v, g):
                out.append(_ADVANCE[v])
            if stays_on_piste(v, room):
                out.append(_RETREAT[v])
    most = attack_cards_most(level)
    for v in VALUES:
        if hand[v] and attack_reaches(v, g):
            out += _ATTACK[v][1 : min(hand[v], most) + 1]
    if advances_and_attacks(level):
        for a in VALUES:
            if hand[a] and stops_short(a, g):
                for w in VALUES:
                    if attack_reaches(w, g - a):
                        avail = hand[w] - (1 if w == a else 0)
                        out += _ADVANCE_ATTACK[a][w][1 : min(avail, most) + 1]
    return tuple(out)


# The parries of an attack of k cards of a value, per hand: _PARRIES[total][(hand * 8 + k) * 8 + value]
_PARRIES: tuple[dict[int, tuple[Action, ...]], dict[int, tuple[Action, ...]]] = ({}, {})


_FORWARD = act.ADVANCE


def _full_deck() -> list[int]:
    """Every card's value in the card file's order, before a shuffle (read once, then cached)."""
    return list(fencing_deck())


class EnGardeState(ModuleNotation, GameState[Action]):
    """A match position. Hands are counts per value (index 1..5): cards of one value are alike."""

    NOTATION: ClassVar[Notation] = act

    __slots__ = (
        "_told",
        "dc",
        "deck",
        "deck_out",
        "discard",
        "hc",
        "hits",
        "last",
        "level",
        "moves",
        "options",
        "parry_total",
        "pending",
        "phase",
        "pos",
        "riposte",
        "round_no",
        "seed",
        "target",
        "to_move",
        "turns",
        "winner",
    )

    def __init__(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> None:
        # where apply's events go while it runs: None outside apply and in the playouts (step),
        # which build no events at all
        self._told: list[Event] | None = None
        if options is None:  # a blank that a copy fills in (clone, pickle: engine.compiled.blank)
            return
        self.options = dict(options)
        self.level: str = self.options["level"]
        self.parry_total: bool = self.options["parry"] == "total"
        self.target: int = self.options["hits"]
        self.seed = seed
        self.round_no = 0
        self.hits = [0, 0]
        self.pos = [0, LAST_SPACE]
        self.hc = [0, 0]  # each hand as a code (counts.py): hands[seat] reads it as counts
        self.deck: list[int] = []  # the top card is the last one
        self.discard: list[int] = []  # in the order played; the top card is the last one
        self.dc = 0  # the discards as a code
        self.phase = TURN
        self.to_move = 0
        self.pending: tuple[int, ...] = ()  # the attack to be answered
        self.riposte = False  # the mover has just parried: an attack now wins outright
        self.deck_out = False
        self.winner: int | None = None
        self.last: LastAction | None = None
        # the legal moves of this turn once looked up (None: not yet, or the position changed),
        # and the level's table they come from
        self.moves: tuple[Action, ...] | None = None
        self.turns = _TURN[self.level]

    # --- construction -----------------------------------------------------------------
    @classmethod
    def new(cls, options: Mapping[str, Any], seed: int) -> EnGardeState:
        state = cls(options, seed)
        state._start_round()
        return state

    def clone(self) -> Self:
        c = blank(type(self))
        c._told = None  # a copy tells nothing: apply gives it a sink of its own
        c.options = self.options
        c.level, c.parry_total, c.target = self.level, self.parry_total, self.target
        c.seed, c.round_no = self.seed, self.round_no
        c.hits = self.hits[:]
        c.pos = self.pos[:]
        c.hc = self.hc[:]
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.dc = self.dc
        c.phase, c.to_move, c.pending = self.phase, self.to_move, self.pending
        c.riposte, c.deck_out, c.winner = self.riposte, self.deck_out, self.winner
        c.last = self.last
        c.moves, c.turns = self.moves, self.turns
        return c

    # --- queries ----------------------------------------------------------------------
    @property
    def gap(self) -> int:
        """Spaces between the figures: a card of exactly this value attacks."""
        return self.pos[1] - self.pos[0]

    def distance_moved(self, seat: int) -> int:
        return self.pos[0] if seat == 0 else LAST_SPACE - self.pos[1]

    def starter(self, round_no: int | None = None) -> int:
        """The seat that opens a round: the option `first`, then alternating."""
        r = self.round_no if round_no is None else round_no
        return int(self.options["first"]) ^ (r & 1)

    @property
    def hands(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Each seat's hand as counts per value (index 1..5)."""
        return COUNTS[self.hc[0]], COUNTS[self.hc[1]]

    def hand_cards(self, seat: int) -> list[int]:
        return cards_of(self.hc[seat])

    def unseen(self, seat: int) -> tuple[int, ...]:
        """Counts per value of the cards `seat` has not seen: in the pack or the other hand."""
        return COUNTS[deck_code() - self.dc - self.hc[seat]]

    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.to_move

    # the search asks these of every position it passes: answered here in one call, not two
    def is_terminal(self) -> bool:
        return self.phase == OVER

    def is_chance(self) -> bool:
        return False  # no dice in En Garde

    def scores(self) -> list[int]:
        return self.hits[:]

    def returns(self) -> tuple[float, float]:
        if self.winner is None:
            return (0.0, 0.0)
        return (1.0, -1.0) if self.winner == 0 else (-1.0, 1.0)

    def _back_ok(self, seat: int, v: int) -> bool:
        return stays_on_piste(v, self.distance_moved(seat))

    def _attacks(self, hand: tuple[int, ...], g: int) -> list[Action]:
        if g > 5 or not hand[g]:  # no card reaches (attack_reaches), or none held
            return []
        return _ATTACK[g][1 : min(hand[g], attack_cards_most(self.level)) + 1]

    def _parries(self, seat: int) -> tuple[Action, ...]:
        pending = self.pending
        code = self.hc[seat]
        table = _PARRIES[self.parry_total]
        key = (code * 8 + len(pending)) * 8 + pending[0]
        found = table.get(key)
        if found is None:
            hand = COUNTS[code]
            sets = parry_sets(pending[0], len(pending), self.parry_total)
            found = table[key] = tuple(_parry_action(cards) for cards, needs in sets if fits(hand, needs))
        return found

    def parries(self, seat: int) -> list[Action]:
        """The parries `seat` can make against the pending attack."""
        return list(self._parries(seat))

    def _turn(self) -> tuple[Action, ...]:
        """The legal moves of an ordinary turn (looked up; see _TURN), kept in `moves` until the
        position changes: the check that the fencer can move finds what legal_actions returns."""
        pos, seat = self.pos, self.to_move
        g = pos[1] - pos[0]
        room = pos[0] if seat == 0 else LAST_SPACE - pos[1]  # space behind the figure
        key = self.hc[seat] * 72 + (g if g < 11 else 11) * 6 + (room if room < 5 else 5)
        found = self.turns.get(key)
        if found is None:
            found = self.turns[key] = _turn_moves(self.level, COUNTS[self.hc[seat]], g, room)
        self.moves = found
        return found

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == TURN:
            return list(self._turn() if self.moves is None else self.moves)
        if phase in (PARRY, FINAL_PARRY):
            return list(self._parries(self.to_move))
        seat = self.to_move
        hand = COUNTS[self.hc[seat]]
        if phase == DEFEND:
            out = list(self._parries(seat))
            if not self.deck_out:
                out += [_RETREAT[v] for v in VALUES if hand[v] and self._back_ok(seat, v)]
            return out
        if phase == FINAL:
            return [*self._attacks(hand, self.gap), act.HOLD_ACTION]
        return []

    def describe(self, action: Action) -> str:
        return act.describe_action(action)

    def check(self, action: Action) -> Refusal | None:
        # the rules' predicates read this module: imported once it is whole
        from engine.games.en_garde import refusals

        return refusals.check(self, action)

    def refusal_words(self, action: Action, refusal: Refusal) -> str:
        from engine.games.en_garde import refusal_words

        return refusal_words.say(self.describe(action), refusal)

    # --- transitions --------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        if not isinstance(action, Action):
            raise IllegalAction(f"{action!r} is not an En Garde action")
        self.check_legal(action)
        events: list[Event] = [ActionPlayed(self.to_move, act.format_action(action),
                                            words=self.describe(action))]
        self._told = events
        try:
            self._do(action)
        finally:
            self._told = None
        return events

    def step(self, action: Action) -> None:
        kind = action.kind
        if kind != act.ADVANCE and kind != act.RETREAT:
            self._do(action)
            return
        # a move, the playouts' commonest action, without events: _do's move, _end_turn's refill
        # and the next fencer's check that he can move, in one place
        seat, c = self.to_move, action.card
        hc, pos, deck = self.hc, self.pos, self.deck
        self._remember(seat, action)
        self.moves = None
        self.discard.append(c)
        self.dc += PLACE[c]
        pos[seat] += c if (kind == _FORWARD) == (seat == 0) else -c
        code = hc[seat] - PLACE[c]
        need_cards = HAND_SIZE - SIZE[code]
        if need_cards > 0 and deck:
            while need_cards and deck:
                code += PLACE[deck.pop()]
                need_cards -= 1
            if not deck:
                self.deck_out = True  # this fencer drew the last card
        hc[seat] = code
        self.pending, self.riposte = (), False
        self.to_move = 1 - seat
        if self.deck_out:
            self.phase = FINAL
        else:
            self.phase = TURN
            if not self._turn():
                self._round_over(seat, "no legal move")

    def _remember(self, seat: int, a: Action) -> None:
        """The public table `seat` chose `a` on (`last`), from which the Master reads his hand."""
        self.last = (seat, a, (self.pos[0], self.pos[1]), self.phase, self.pending, self.riposte,
                     len(self.deck), len(self.discard))

    def _do(self, a: Action) -> None:
        seat, kind = self.to_move, a.kind
        self._remember(seat, a)
        self.moves = None
        if kind == act.ADVANCE or kind == act.RETREAT:
            sign = 1 if (kind == act.ADVANCE) == (seat == 0) else -1
            self._play(seat, (a.card,))
            self._move(seat, sign * a.card)
            self._end_turn(seat)
        elif kind == act.ATTACK:
            self._play(seat, a.cards)
            if self.level == "basic" or self.riposte:
                self._round_over(seat, "riposte" if self.riposte else "hit")
            elif self.phase == FINAL:
                self._answer(seat, a.cards, FINAL_PARRY)
            else:
                self._refill(seat)
                self._answer(seat, a.cards, PARRY)
        elif kind == act.ADVANCE_ATTACK:
            self._play(seat, (a.card,))
            self._move(seat, a.card if seat == 0 else -a.card)
            self._play(seat, a.cards)
            self._refill(seat)
            self._answer(seat, a.cards, DEFEND)
        elif kind == act.PARRY:
            self._play(seat, a.cards)
            self.pending = ()
            if self.phase == FINAL_PARRY:
                self._compare()
            else:
                # the parrying fencer takes his own turn now, before he may refill
                self._set_phase(FINAL if self.deck_out else TURN, seat)
                self.riposte = True
                self._check_can_move()
        else:  # hold
            self._compare()

    def _play(self, seat: int, cards: tuple[int, ...]) -> None:
        told = self._told
        for c in cards:
            self.hc[seat] -= PLACE[c]
            self.dc += PLACE[c]
            self.discard.append(c)
            if told is not None:
                told.append(CardMoved(c, f"hand:{seat}", "discard", True))

    def _move(self, seat: int, delta: int) -> None:
        src = self.pos[seat]
        self.pos[seat] = src + delta
        told = self._told
        if told is not None:
            told.append(FigureMoved(seat, src, src + delta))

    def _refill(self, seat: int) -> None:
        deck, told = self.deck, self._told
        need_cards = HAND_SIZE - SIZE[self.hc[seat]]
        if need_cards <= 0 or not deck:
            return
        for _ in range(min(need_cards, len(deck))):
            c = deck.pop()
            self.hc[seat] += PLACE[c]
            if told is not None:
                told.append(CardMoved(c, "deck", f"hand:{seat}", False, private_to=seat))
        if not deck:
            self.deck_out = True  # this fencer drew the last card

    def _end_turn(self, seat: int) -> None:
        self._refill(seat)
        self.pending, self.riposte = (), False
        self._set_phase(FINAL if self.deck_out else TURN, 1 - seat)
        self._check_can_move()

    def _answer(self, attacker: int, cards: tuple[int, ...], phase: str) -> None:
        """The defender must answer `cards`; with no answer at all the attack hits."""
        self.pending = cards
        self.riposte = False
        self._set_phase(phase, 1 - attacker)
        if not self.legal_actions():
            self._round_over(attacker, "hit")

    def _check_can_move(self) -> None:
        if self.phase == TURN and not self._turn():
            self._round_over(1 - self.to_move, "no legal move")

    def _set_phase(self, phase: str, to_move: int) -> None:
        self.phase, self.to_move = phase, to_move
        told = self._told
        if told is not None:
            told.append(PhaseChanged(phase, to_move))

    def _compare(self) -> None:
        """The deck is out and nobody hit: cards equal to the gap, then distance moved."""
        if self.level != "basic":
            g = self.gap
            counts = [COUNTS[self.hc[s]][g] if g <= 5 else 0 for s in (0, 1)]
            told = self._told
            if told is not None:
                for s in (0, 1):
                    told.append(HandRevealed(s, tuple(self.hand_cards(s))))
            if counts[0] != counts[1]:
                self._round_over(0 if counts[0] > counts[1] else 1, "cards at the distance")
                return
        d0, d1 = self.distance_moved(0), self.distance_moved(1)
        if d0 != d1:
            self._round_over(0 if d0 > d1 else 1, "distance moved")
        else:
            self._round_over(None, "drawn")

    def _round_over(self, winner: int | None, reason: str) -> None:
        told = self._told
        if told is not None:
            told.append(RoundOver(winner, reason))
        if winner is not None:
            self.hits[winner] += 1
            if told is not None:
                told.append(ScoreChanged(winner, self.hits[winner]))
            if self.hits[winner] >= self.target:
                self.winner = winner
                self.phase, self.pending, self.riposte = OVER, (), False
                if told is not None:
                    told.append(GameOver(winner))
                return
        self.round_no += 1
        self._start_round()

    def _start_round(self) -> None:
        deck = _full_deck()
        # rng_for(seed, "shuffle", round) spelt out: its key built once, not joined from parts
        shuffle(random.Random(f"{self.seed}:shuffle:{self.round_no}"), deck)
        self.deck, self.discard, self.dc = deck, [], 0
        self.last = None  # a new round: what was chosen in the last one tells nothing of this deal
        old = self.pos
        self.pos = [0, LAST_SPACE]
        self.pending, self.riposte, self.deck_out = (), False, False
        first = self.starter()
        told = self._told
        if told is not None:
            for s in (0, 1):
                if old[s] != self.pos[s]:
                    told.append(FigureMoved(s, old[s], self.pos[s]))
            self.hc = [0, 0]
            for s in (first, 1 - first):
                self._refill(s)
        else:
            # the deal as _refill makes it, five cards each off the top, without its events
            hc = self.hc = [0, 0]
            hc[first] = code_of(deck[-HAND_SIZE:])
            hc[1 - first] = code_of(deck[-2 * HAND_SIZE : -HAND_SIZE])
            del deck[-2 * HAND_SIZE :]
        self._set_phase(TURN, first)
        self._check_can_move()

    # --- views and determinization --------------------------------------------------------
    def view(self, seat: int | None) -> EnGardeView:
        """Public facts plus `seat`'s own hand. Cards played this round are public: each was
        laid face up before it went to the pile, so a fencer with a good memory knows them."""
        last = self.last
        return EnGardeView(
            game=GAME_NAME,
            seat=seat,
            options=dict(self.options),
            phase=self.phase,
            to_move=self.to_move,
            winner=self.winner,
            hand_sizes=(SIZE[self.hc[0]], SIZE[self.hc[1]]),
            round=self.round_no,
            hits=(self.hits[0], self.hits[1]),
            pos=(self.pos[0], self.pos[1]),
            pending=self.pending,
            riposte=self.riposte,
            deck_out=self.deck_out,
            deck_size=len(self.deck),
            discard=tuple(self.discard),
            last=None if last is None else LastMove(*last),
            hand=None if seat is None else tuple(self.hand_cards(seat)),
        )

    @classmethod
    def from_view(cls, view: SeatView, rng: random.Random) -> Self:
        v = EnGardeView.of(view)
        state = cls(v.options, fresh_seed(rng))
        state.round_no = v.round
        state.hits = list(v.hits)
        state.pos = list(v.pos)
        state.phase, state.to_move = v.phase, v.to_move
        state.pending = v.pending
        state.riposte, state.deck_out, state.winner = v.riposte, v.deck_out, v.winner
        state.discard = list(v.discard)
        state.dc = code_of(state.discard)
        seat = v.seat
        unseen = _full_deck()
        for c in state.discard:
            unseen.remove(c)
        if seat is not None and v.hand is not None:
            for c in v.hand:
                unseen.remove(c)
            state.hc[seat] = code_of(v.hand)
        hidden = [s for s in (0, 1) if s != seat]
        for attempt in range(_DEALS):
            for s in hidden:
                if attempt:
                    unseen += state.hand_cards(s)
                    state.hc[s] = 0
            shuffle(rng, unseen)  # random.shuffle's order, draw for draw, at compiled speed
            for s in hidden:
                n = v.hand_sizes[s]
                state.hc[s] = code_of(unseen[len(unseen) - n:])
                del unseen[len(unseen) - n:]
            state.moves = None  # a new deal: the moves looked up for the last one are not its
            # That the fencer to move has a move is public: without one the round would be over.
            if state.phase == OVER or state.legal_actions():
                break
        state.deck = unseen
        last = v.last
        state.last = None if last is None else (last.seat, last.action, last.pos, last.phase, last.pending,
                                                last.riposte, last.deck, last.discard)
        return state

    # --- JSON ---------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "game": GAME_NAME,
            "version": POSITION_VERSION,
            "options": dict(self.options),
            "seed": self.seed,
            "round": self.round_no,
            "hits": self.hits[:],
            "pos": self.pos[:],
            "hands": [self.hand_cards(0), self.hand_cards(1)],
            "deck": self.deck[:],
            "discard": self.discard[:],
            "phase": self.phase,
            "to_move": self.to_move,
            "pending": list(self.pending),
            "riposte": self.riposte,
            "deck_out": self.deck_out,
            "winner": self.winner,
            "last": self._last_json(),
        }

    def _last_json(self) -> dict[str, Any] | None:
        if self.last is None:
            return None
        seat, action, pos, phase, pending, riposte, deck, discard = self.last
        return {"seat": seat, "action": act.format_action(action), "pos": list(pos), "phase": phase,
                "pending": list(pending), "riposte": riposte, "deck": deck, "discard": discard}

    def _read_last(self, data: Any) -> None:
        """The record of the round's latest action (`last`), checked against the position."""
        if data is None:
            self.last = None
            return
        if not isinstance(data, Mapping):
            raise PositionError("last", "must be null or a record of the round's latest action")
        unknown = sorted(set(data) - {"seat", "action", "pos", "phase", "pending", "riposte", "deck",
                                      "discard"})
        if unknown:
            if not unknown[0].isidentifier():  # a name that would make the field's path unreadable
                raise PositionError("last", f"{unknown[0]!r} is not a field of the latest action")
            raise PositionError(f"last.{unknown[0]}", "is not a field of the latest action")
        seat = as_int(need(data, "seat", "last"), "last.seat", 0, 1)
        try:
            action = act.parse_action(need(data, "action", "last"))
        except NotationError as e:
            raise PositionError("last.action", str(e)) from None
        p0, p1 = as_int_list(need(data, "pos", "last"), "last.pos", 0, LAST_SPACE, 2)
        phase = as_choice(need(data, "phase", "last"), "last.phase", PHASES)
        pending = tuple(as_int_list(need(data, "pending", "last"), "last.pending", 1, 5))
        riposte = as_bool(need(data, "riposte", "last"), "last.riposte")
        deck = as_int(need(data, "deck", "last"), "last.deck", len(self.deck), 25)
        discard = as_int(need(data, "discard", "last"), "last.discard", 0, len(self.discard))
        self.last = (seat, action, (p0, p1), phase, pending, riposte, deck, discard)

    @classmethod
    def from_json(cls, data: Any) -> Self:
        from engine.games.en_garde import GAME

        if isinstance(data, Mapping):
            unknown = sorted(set(data) - set(FIELDS))
            if unknown:
                if not unknown[0].isidentifier():  # as above: the position is named, with the name
                    raise PositionError("position", f"{unknown[0]!r} is not a field of an En Garde position")
                raise PositionError(unknown[0], "is not a field of an En Garde position")
        options, seed = GAME.position_header(data, POSITION_VERSION)
        state = cls(options, seed)
        state.round_no = as_int(need(data, "round"), "round", 0)
        state.hits = as_int_list(need(data, "hits"), "hits", 0, state.target, 2)
        state.pos = as_int_list(need(data, "pos"), "pos", 0, LAST_SPACE, 2)
        if state.pos[0] >= state.pos[1]:
            raise PositionError("pos", "seat 0 must stand below seat 1 on the piste, with no overlap")
        hands = as_list(need(data, "hands"), "hands", 2)
        for s in (0, 1):
            cards = as_int_list(hands[s], f"hands[{s}]", 1, 5)
            if len(cards) > HAND_SIZE:
                raise PositionError(f"hands[{s}]", f"holds more than {HAND_SIZE} cards")
            state.hc[s] = code_of(cards)
        state.deck = as_int_list(need(data, "deck"), "deck", 1, 5)
        state.discard = as_int_list(need(data, "discard"), "discard", 1, 5)
        state.dc = code_of(state.discard)
        every = sorted(state.deck + state.discard + state.hand_cards(0) + state.hand_cards(1))
        if every != sorted(_full_deck()):
            raise PositionError(
                "deck", "hands, deck and discard together must be the 25 cards, five of each value"
            )
        state.phase = as_choice(need(data, "phase"), "phase", PHASES)
        state.to_move = as_int(need(data, "to_move"), "to_move", 0, 1)
        state.pending = tuple(as_int_list(need(data, "pending"), "pending", 1, 5))
        if state.phase in (PARRY, DEFEND, FINAL_PARRY):
            if not state.pending or len(set(state.pending)) != 1:
                raise PositionError("pending", f"phase {state.phase} needs an attack of equal cards")
            if len(state.pending) > 5:  # five cards of each value
                raise PositionError("pending", "an attack has at most five cards")
        elif state.pending:
            raise PositionError("pending", f"must be empty in phase {state.phase}")
        state.riposte = as_bool(need(data, "riposte"), "riposte")
        if state.riposte and state.phase not in (TURN, FINAL):
            raise PositionError("riposte", f"a riposte follows a parry, in the parrying fencer's turn, "
                                           f"not in phase {state.phase}")
        state.deck_out = as_bool(need(data, "deck_out"), "deck_out")
        if state.deck_out != (not state.deck):
            raise PositionError("deck_out", "must be true exactly when the deck is empty")
        final = state.phase in (FINAL, FINAL_PARRY)
        if (final or state.phase == TURN) and state.deck_out != final:
            raise PositionError("phase", f"{FINAL} and {FINAL_PARRY} come exactly once the deck is out, "
                                         f"{TURN} before")
        state._read_last(data.get("last") if isinstance(data, Mapping) else None)
        winner = need(data, "winner")
        state.winner = None if winner is None else as_int(winner, "winner", 0, 1)
        if (state.phase == OVER) != (state.winner is not None):
            raise PositionError("winner", "is set exactly when the phase is over")
        if state.winner is not None and state.hits[state.winner] != state.target:
            raise PositionError("hits", f"the winner must have reached {state.target} hits")
        if state.winner is None and max(state.hits) >= state.target:
            raise PositionError("hits", f"a seat with {state.target} hits has won: the phase must be over")
        if state.phase != OVER and not state.legal_actions():
            # The rules settle this before anyone must choose: an attack nobody can parry hits,
            # a fencer who cannot move loses the round. Such a position is never reached.
            raise PositionError(
                f"hands[{state.to_move}]",
                f"seat {state.to_move} must act in phase {state.phase} but has no legal move; "
                "by the rules the round was already lost",
            )
        return state

