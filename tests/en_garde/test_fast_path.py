"""The playouts' fast path gives the game the rules give: the same deals, moves and positions."""

from __future__ import annotations

import random

import pytest

from engine.core.rng import rng_for
from engine.games import get_game
from engine.games.en_garde.counts import COUNTS, code_of, shuffle
from engine.games.en_garde.state import EnGardeState


@pytest.mark.parametrize("seed", range(40))
def test_the_round_shuffle_draws_what_random_shuffle_draws(seed: int) -> None:
    ours, theirs = list(range(25)), list(range(25))
    shuffle(rng_for(seed, "shuffle", 3), ours)
    rng_for(seed, "shuffle", 3).shuffle(theirs)
    assert ours == theirs


def test_a_code_counts_each_value() -> None:
    assert COUNTS[code_of([3, 3, 1, 5])] == (0, 1, 0, 2, 0, 1)


@pytest.mark.parametrize("level", ["basic", "standard", "advanced"])
def test_step_and_apply_walk_the_same_match(level: str) -> None:
    """A whole match by step (no events, moves looked up) against the same by apply (every
    action checked), and each position against the one its JSON rebuilds."""
    game = get_game("en-garde")
    rng = random.Random(level)
    for seed in range(6):
        fast, slow = game.new({"level": level}, seed), game.new({"level": level}, seed)
        while not fast.is_terminal():
            assert isinstance(fast, EnGardeState)
            legal = fast.legal_actions()
            assert legal == EnGardeState.from_json(fast.to_json()).legal_actions()
            action = legal[rng.randrange(len(legal))]
            fast.step(action)
            slow.apply(action)
            assert fast.to_json() == slow.to_json()
        assert slow.is_terminal()
