"""A policy's open-loop tree (Barditus's Master): the tree follows the moves, not the dice rolled
between them, so a choice made after a roll is learnt across all the rolls; and the decisions
the policy does not search are played by its rule of thumb inside the tree, as every level
plays them at the table."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Self

import pytest

from engine.ai.ismcts import search
from engine.core.game import CHANCE, TERMINAL, Game
from tests.ai.toy import ToyState

SAFE = 0.3  # what the safe move B is worth to the first seat


class Sortie(ToyState):
    """Seat 0 plays the safe B (worth SAFE) or the sortie A. After A a die of many faces is rolled
    (chance), then seat 0 picks one of three ways on: G wins, the others lose half as much. With `parley`
    seat 1 answers A at once instead: he may yield (seat 0 wins) or fight (seat 0 loses)."""

    FACES = 60

    def __init__(self, parley: bool = False) -> None:
        self.parley = parley
        self.moves: list[str] = []

    def current_player(self) -> int:
        m = self.moves
        if not m:
            return 0
        if m[0] == "B" or len(m) == (2 if self.parley else 3):
            return TERMINAL
        if self.parley:
            return 1
        return CHANCE if len(m) == 1 else 0

    def chance_outcomes(self) -> list[tuple[str, float]]:
        return [(f"R{v}", 1 / self.FACES) for v in range(self.FACES)]

    def sample_chance(self) -> str:
        return "R0"

    def legal_actions(self) -> list[str]:
        player = self.current_player()
        if player == TERMINAL:
            return []
        if player == CHANCE:
            return [a for a, _ in self.chance_outcomes()]
        if not self.moves:
            return ["A", "B"]
        return ["yield", "fight"] if self.parley else ["G", "L1", "L2"]

    def step(self, action: str) -> None:
        self.moves.append(action)

    def returns(self) -> tuple[float, float]:
        if self.current_player() != TERMINAL:
            return (0.0, 0.0)
        last = self.moves[-1]
        v = SAFE if last == "B" else 1.0 if last in ("G", "yield") else -1.0 if last == "fight" else -0.5
        return (v, -v)

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"moves": self.moves[:], "parley": self.parley}

    def clone(self) -> Self:
        return type(self).from_view(self.view(None), random.Random(0))

    def to_json(self) -> dict[str, Any]:
        return self.view(None)

    @classmethod
    def new(cls, options: Mapping[str, Any], seed: int) -> Self:
        return cls()

    @classmethod
    def from_view(cls, view: Mapping[str, Any], rng: random.Random) -> Self:
        state = cls(view["parley"])
        state.moves = list(view["moves"])
        return state


class SortieHeuristics:
    """Random playouts, except seat 1's answer to the sortie: his rule of thumb is to yield."""

    def __init__(self, open_loop: bool = False) -> None:
        self.open_loop = open_loop

    def playout_action(self, state: Sortie, rng: random.Random) -> str:
        legal = state.legal_actions()
        return "yield" if "yield" in legal else legal[rng.randrange(len(legal))]

    def evaluate(self, state: Sortie) -> tuple[float, float]:
        return state.returns()

    def horizon_reached(self, root: Sortie, state: Sortie) -> bool:
        return state.current_player() == TERMINAL

    def searched(self, state: Sortie) -> bool:
        return "yield" not in state.legal_actions()


SORTIE = Game("sortie", "Sortie", Sortie, [], SortieHeuristics(), render_text=lambda v, n: "",
              describe_action=str, notation_help="A or B, then G, L1 or L2, or yield or fight",
              policies={"open": SortieHeuristics(open_loop=True)})


def best(stats: Mapping[str, tuple[int, float]]) -> str:
    return max(stats, key=lambda a: stats[a][0])


@pytest.mark.parametrize("seed", range(3))
def test_an_open_loop_tree_learns_the_choice_after_a_roll_across_every_face(seed: int) -> None:
    view = {"moves": [], "parley": False}
    # one node per face: each face is seen two or three times, too few to find G behind each,
    # so the sortie looks worse than the safe move
    assert best(search(SORTIE, view, 300, seed)) == "B"
    # one node after the roll, whatever the face: G is found and the sortie wins
    stats = search(SORTIE, view, 300, seed, policy="open")
    assert best(stats) == "A"
    assert stats["A"][1] > SAFE


@pytest.mark.parametrize("seed", range(3))
def test_a_decision_the_policy_does_not_search_follows_its_rule_of_thumb_in_the_tree(seed: int) -> None:
    view = {"moves": [], "parley": True}
    # searched in the tree, the enemy learns to fight and the sortie loses
    assert best(search(SORTIE, view, 300, seed)) == "B"
    # played as his rule of thumb plays it (he yields), the sortie wins every time
    stats = search(SORTIE, view, 300, seed, policy="open")
    assert best(stats) == "A"
    assert stats["A"][1] == 1.0
