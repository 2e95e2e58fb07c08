"""The engine plays a seeded En Garde match to the end and a position survives JSON."""

import random

from engine.games import get_game


def test_random_match_ends_with_a_winner() -> None:
    state = get_game("en-garde").new({}, seed=3)
    rng = random.Random(3)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert sorted(state.returns()) == [-1.0, 1.0]
    assert max(state.to_json()["hits"]) == 5
