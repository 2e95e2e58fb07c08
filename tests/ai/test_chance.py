"""The search handles dice (chance nodes) the way Barditus will need: outcomes sampled by their
probabilities, and decisions that depend on the roll still found."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from typing import Any, Self

from engine.ai.ismcts import search
from engine.core.game import CHANCE, TERMINAL, Game
from tests.ai.toy import ToyState


class Race(ToyState):
    """First to `target` points: a die is rolled (chance), the mover keeps it (K) or passes (X)."""

    def __init__(self, target: int = 10) -> None:
        self.target, self.scores, self.to_move, self.rolled = target, [0, 0], 0, None

    def current_player(self) -> int:
        if max(self.scores) >= self.target:
            return TERMINAL
        return CHANCE if self.rolled is None else self.to_move

    faces: tuple[tuple[int, float], ...] = tuple((v, 1 / 6) for v in range(1, 7))

    def chance_outcomes(self) -> list[tuple[str, float]]:
        return [(f"R{v}", p) for v, p in self.faces]

    def sample_chance(self) -> str:
        return "R3"

    def legal_actions(self) -> list[str]:
        return [] if self.current_player() == TERMINAL else ["K", "X"]

    def step(self, action: str) -> None:
        if action.startswith("R"):
            self.rolled = int(action[1:])
            return
        if action == "K":
            self.scores[self.to_move] += self.rolled or 0
        self.rolled, self.to_move = None, 1 - self.to_move

    def returns(self) -> tuple[float, float]:
        if self.current_player() != TERMINAL:
            return (0.0, 0.0)
        return (1.0, -1.0) if self.scores[0] >= self.target else (-1.0, 1.0)

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "scores": self.scores[:],
            "to_move": self.to_move,
            "rolled": self.rolled,
            "target": self.target,
        }

    def clone(self) -> Self:
        return type(self).from_view(self.view(None), random.Random(0))

    def to_json(self) -> dict[str, Any]:
        return self.view(None)

    @classmethod
    def new(cls, options: Mapping[str, Any], seed: int) -> Self:
        return cls()

    @classmethod
    def from_view(cls, view: Mapping[str, Any], rng: random.Random) -> Self:
        state = cls(view["target"])
        state.scores, state.to_move, state.rolled = list(view["scores"]), view["to_move"], view["rolled"]
        return state


class RaceHeuristics:
    def playout_action(self, state: Race, rng: random.Random) -> str:
        return "K"  # keeping is never worse in a race: a fast, fair playout

    def evaluate(self, state: Race) -> tuple[float, float]:
        return state.returns()

    def horizon_reached(self, root: Race, state: Race) -> bool:
        return state.current_player() == TERMINAL


RACE = Game(
    "race",
    "Dice race",
    Race,
    [],
    RaceHeuristics(),
    render_text=lambda v, n: "",
    describe_action=str,
    notation_help="K or X",
)


def test_the_search_keeps_a_roll_that_wins_and_samples_every_die_face() -> None:
    view = {"scores": [7, 9], "to_move": 0, "rolled": 4, "target": 10}  # keeping the 4 wins now
    stats = search(RACE, view, iterations=300, seed=1)
    assert max(stats, key=lambda a: stats[a][0]) == "K"
    assert stats["K"][1] == 1.0  # every playout after keeping is a win


class LoadedRace(Race):
    faces = ((6, 1.0),)  # a die that always shows six


def test_rolls_are_drawn_from_the_chance_outcomes_and_their_odds() -> None:
    # both at 4 of 10, seat 0 rolled a 1: whatever he does, the opponent rolls next
    view = {"scores": [4, 4], "to_move": 0, "rolled": 1, "target": 10}
    loaded = dataclasses.replace(RACE, name="loaded", state_class=LoadedRace)
    fair = search(RACE, view, iterations=600, seed=3)
    always_six = search(loaded, view, iterations=600, seed=3)
    # the loaded die always gives the opponent his winning six: both moves lose (all but the odd
    # iteration where the tree tries his passing the six up)
    assert always_six["K"][1] < -0.95 and always_six["X"][1] < -0.95
    # a fair die fails him five times in six, so both moves win some playouts
    assert fair["K"][1] > -0.9 and fair["X"][1] > -0.9
