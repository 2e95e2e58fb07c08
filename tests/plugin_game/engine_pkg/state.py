"""High Card's rules: each trick a die sets the stake, both seats lay a hidden card in turn
(the second without seeing the first), the higher card takes the stake; most points wins.

Small on purpose, yet it has what the kernel must carry: hidden hands and a hidden deck, a
chance node, and a simultaneous choice made in turn."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Self

from engine.core.errors import IllegalAction, PositionError
from engine.core.events import (
    ActionPlayed,
    CardMoved,
    DieRolled,
    Event,
    GameOver,
    RoundOver,
    ScoreChanged,
)
from engine.core.game import CHANCE, PhasedState
from engine.core.refusal import Refusal, RefusalWords, first_refusal
from engine.core.rng import fresh_seed, rng_for
from engine.core.validate import as_choice, as_int, as_int_list, as_list, need
from tests.plugin_game.engine_pkg import actions as act
from tests.plugin_game.engine_pkg.actions import HIGH, LOW, STAKES, Action
from tests.plugin_game.engine_pkg.view import HighCardView

NAME = "high-card"
# a game shipped apart brings its own words (untranslated here: the test game speaks English)
WORDS = RefusalWords("HighCardState", {
    "over": "the game is over",
    "roll_first": "the stake is rolled now, before anyone plays",
    "rolled": "the stake is already rolled: lay a card",
    "not_held": "you hold no {value}",
    "no_such_stake": "the die shows no stake of {value}",
})
VERSION = 1
PHASES = ("roll", "commit", "over")
# two of each card: every hand is dealt from these
FULL_DECK = [c for c in range(LOW, HIGH + 1) for _ in range(2)]


class HighCardState(PhasedState[Action]):
    NOTATION = act

    def __init__(self, options: Mapping[str, Any], seed: int) -> None:
        self.options, self.seed = dict(options), seed
        self.phase, self.to_move, self.trick, self.stake, self.rolls = "roll", 0, 1, 0, 0
        self.hands: list[list[int]] = [[], []]
        self.deck: list[int] = []
        self.committed: list[int | None] = [None, None]
        self.played: list[list[int]] = []
        self.points = [0, 0]
        self.winner: int | None = None
        # where apply collects the events of its action (None: a playout, which tells nothing)
        self._told: list[Event] | None = None

    @property
    def tricks(self) -> int:
        return int(self.options["tricks"])

    def leader(self) -> int:
        """The seat that lays first this trick (alternating from the option `first`)."""
        return (int(self.options["first"]) + self.trick - 1) % 2

    @classmethod
    def new(cls, options: Mapping[str, Any], seed: int) -> Self:
        s = cls(options, seed)
        deck = FULL_DECK[:]
        rng_for(seed, "deal").shuffle(deck)
        s.hands = [sorted(deck[:s.tricks]), sorted(deck[s.tricks:2 * s.tricks])]
        s.deck = deck[2 * s.tricks:]
        s.to_move = s.leader()
        return s

    def current_player(self) -> int:
        return CHANCE if self.phase == "roll" else super().current_player()

    def legal_actions(self) -> list[Action]:
        if self.phase == "roll":
            return [act.die(v) for v in STAKES]
        if self.phase == "commit":
            return [act.play(c) for c in sorted(set(self.hands[self.to_move]))]
        return []

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        return [(act.die(v), 1 / len(STAKES)) for v in STAKES] if self.phase == "roll" else []

    def sample_chance(self) -> Action:
        if self.phase != "roll":
            raise IllegalAction("no die is to be rolled")
        return act.die(rng_for(self.seed, "die", self.rolls).choice(STAKES))

    def blind_to_last(self) -> bool:
        return self.phase == "commit" and self.to_move != self.leader()

    def private_to_mover(self) -> bool:
        return self.phase == "commit"

    def check(self, action: Action) -> Refusal | None:
        """The trick's rules in the order a player looks for the fault."""
        return first_refusal(
            lambda: Refusal("over") if self.phase == "over" else None,
            lambda: Refusal("roll_first") if self.phase == "roll" and action.kind != "die" else None,
            lambda: Refusal("rolled") if self.phase != "roll" and action.kind == "die" else None,
            lambda: None if action.kind == "die" or int(action.value) in self.hands[self.to_move]
            else Refusal("not_held", {"value": action.value}),
            lambda: Refusal("no_such_stake", {"value": action.value})
            if action.kind == "die" and int(action.value) not in STAKES else None,
        )

    def refusal_words(self, action: Action, refusal: Refusal) -> str:
        return WORDS.say(refusal)

    def apply(self, action: Action) -> list[Event]:
        if not isinstance(action, Action):
            raise IllegalAction(f"{action!r} is not a High Card action")
        self.check_legal(action)
        events: list[Event] = []
        self._told = events
        try:
            self._do(action)
        finally:
            self._told = None
        return events

    def step(self, action: Action) -> None:
        self._do(action)

    def _do(self, a: Action) -> None:
        ev = self._told
        seat = self.to_move
        if a.kind == "die":
            self.stake, self.rolls, self.phase = int(a.value), self.rolls + 1, "commit"
            if ev is not None:
                ev += [ActionPlayed(seat, act.format_action(a)), DieRolled(seat, self.stake, "stake")]
            return
        card = int(a.value)
        self.hands[seat].remove(card)
        self.committed[seat] = card
        if ev is not None:
            ev += [ActionPlayed(seat, act.format_action(a), seat, "lay a card"),
                   CardMoved(card, f"hand:{seat}", f"play:{seat}", False, seat)]
        if self.committed[1 - seat] is None:
            self.to_move = 1 - seat
            return
        self._reveal()

    def _reveal(self) -> None:
        ev = self._told
        pair = [int(c) for c in self.committed if c is not None]
        self.played.append(pair)
        self.committed = [None, None]
        won = 0 if pair[0] > pair[1] else 1 if pair[1] > pair[0] else None
        if won is not None:
            self.points[won] += self.stake
        if ev is not None:
            ev += [CardMoved(c, f"play:{s}", "discard", True) for s, c in enumerate(pair)]
            if won is not None:
                ev.append(ScoreChanged(won, self.points[won]))
            ev.append(RoundOver(won, "the higher card" if won is not None else "equal cards"))
        self.trick, self.stake = self.trick + 1, 0
        if self.trick <= self.tricks:
            self.phase, self.to_move = "roll", self.leader()
            return
        p = self.points
        self.phase, self.winner = "over", 0 if p[0] > p[1] else 1 if p[1] > p[0] else None
        if ev is not None:
            ev.append(GameOver(self.winner))

    # --- what each seat sees ------------------------------------------------------------------

    def view(self, seat: int | None) -> HighCardView:
        mine = seat is not None
        return HighCardView(
            game=NAME, seat=seat, options=dict(self.options), phase=self.phase, to_move=self.to_move,
            winner=self.winner, hand_sizes=(len(self.hands[0]), len(self.hands[1])), trick=self.trick,
            stake=self.stake, rolls=self.rolls, points=(self.points[0], self.points[1]),
            played=tuple((a, b) for a, b in self.played),
            committed=(self.committed[0] is not None, self.committed[1] is not None),
            deck_size=len(self.deck),
            hand=tuple(self.hands[seat]) if mine else None, my_card=self.committed[seat] if mine else None)

    @classmethod
    def from_view(cls, view: HighCardView | Mapping[str, Any], rng: random.Random) -> Self:
        seen = HighCardView.of(view)
        s = cls(seen.options, fresh_seed(rng))
        s.phase, s.to_move, s.trick, s.stake, s.rolls, s.winner = (
            seen.phase, seen.to_move, seen.trick, seen.stake, seen.rolls, seen.winner)
        s.points = list(seen.points)
        s.played = [list(p) for p in seen.played]
        unseen = FULL_DECK[:]
        for c in (c for p in s.played for c in p):
            unseen.remove(c)
        seat = seen.seat
        if seat is not None:
            s.hands[seat] = list(seen.hand or ())
            s.committed[seat] = seen.my_card
            for c in s.hands[seat] + ([seen.my_card] if seen.my_card is not None else []):
                unseen.remove(c)
        rng.shuffle(unseen)
        for other in (0, 1):
            if other == seat:
                continue
            n = seen.hand_sizes[other]
            s.hands[other], unseen = sorted(unseen[:n]), unseen[n:]
            if seen.committed[other]:
                s.committed[other], unseen = unseen[0], unseen[1:]
        s.deck = unseen
        return s

    # --- positions ------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {"game": NAME, "version": VERSION, "options": dict(self.options), "seed": self.seed,
                "phase": self.phase, "to_move": self.to_move, "trick": self.trick, "stake": self.stake,
                "rolls": self.rolls, "hands": [h[:] for h in self.hands], "deck": self.deck[:],
                "committed": self.committed[:], "played": [p[:] for p in self.played],
                "points": self.points[:], "winner": self.winner}

    @classmethod
    def from_json(cls, data: Any) -> Self:
        from tests.plugin_game.engine_pkg import GAME

        return GAME.read_position(data, VERSION, cls._rebuild)

    @classmethod
    def _rebuild(cls, data: Mapping[str, Any], options: dict[str, Any], seed: int) -> Self:
        s = cls(options, seed)
        s.phase = as_choice(need(data, "phase"), "phase", PHASES)
        s.to_move = as_int(need(data, "to_move"), "to_move", 0, 1)
        s.trick = as_int(need(data, "trick"), "trick", 1, s.tricks + 1)
        s.stake = as_int(need(data, "stake"), "stake", 0, STAKES[-1])
        s.rolls = as_int(need(data, "rolls"), "rolls", 0)
        hands = as_list(need(data, "hands"), "hands", 2)
        s.hands = [sorted(as_int_list(h, f"hands[{i}]", LOW, HIGH)) for i, h in enumerate(hands)]
        s.deck = as_int_list(need(data, "deck"), "deck", LOW, HIGH)
        committed = as_list(need(data, "committed"), "committed", 2)
        s.committed = [None if c is None else as_int(c, f"committed[{i}]", LOW, HIGH)
                       for i, c in enumerate(committed)]
        played = as_list(need(data, "played"), "played", s.trick - 1)
        s.played = [as_int_list(p, f"played[{i}]", LOW, HIGH, 2) for i, p in enumerate(played)]
        s.points = as_int_list(need(data, "points"), "points", 0, STAKES[-1] * s.tricks, 2)
        winner = need(data, "winner")
        s.winner = None if winner is None else as_int(winner, "winner", 0, 1)
        s._check()
        return s

    def _check(self) -> None:
        """The facts a loaded position must agree on, each refused naming its field."""
        every = sorted([c for h in self.hands for c in h] + self.deck + [c for p in self.played for c in p]
                       + [c for c in self.committed if c is not None])
        if every != FULL_DECK:
            raise PositionError("deck", "hands, deck, laid and played cards must be two of each card")
        left = self.tricks - self.trick + 1
        for seat in (0, 1):
            if len(self.hands[seat]) + (self.committed[seat] is not None) != max(left, 0):
                raise PositionError(f"hands[{seat}]", f"must hold one card per trick to come ({left})")
        if (self.phase == "over") != (self.trick > self.tricks):
            raise PositionError("phase", "the game is over exactly when every trick is played")
        if (self.phase == "commit") != (self.stake > 0):
            raise PositionError("stake", "a stake is rolled exactly while the cards are laid")
        lead = self.leader()
        if self.phase != "over":
            first_down = self.committed[lead] is not None
            if self.phase == "roll" and any(c is not None for c in self.committed):
                raise PositionError("committed", "no card is laid before the stake is rolled")
            if self.committed[1 - lead] is not None:
                raise PositionError("committed", "the second seat lays only after the first")
            if self.to_move != (1 - lead if first_down else lead):
                raise PositionError("to_move", "the leader lays first, then the other seat")
        elif any(c is not None for c in self.committed):
            raise PositionError("committed", "no card is laid once the game is over")
        if self.rolls < self.trick - 1 + (self.phase == "commit"):
            raise PositionError("rolls", "one die is rolled for every trick")
        if self.phase == "over":
            p = self.points
            if self.winner != (0 if p[0] > p[1] else 1 if p[1] > p[0] else None):
                raise PositionError("winner", "the seat with more points wins (none on equal points)")
        elif self.winner is not None:
            raise PositionError("winner", "nobody has won a game still being played")
