"""Position JSON: a damaged position is refused with the field named, never accepted to crash later."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import PositionError
from engine.games import get_game

GAME = get_game("audatia")
JUNK = [None, 7, -1, "x", [], {}, [0], ["x", "y"], "react", "reply", "break_answer", True, [None, None],
        ["bou-x", None], [[], []], ["inside", "outside"]]


def position(seed: int, plies: int, variant: str) -> dict[str, Any]:
    rng = random.Random(seed)
    state = GAME.new({"variant": variant, "break": "on"}, seed)
    for _ in range(plies):
        if state.is_terminal():
            break
        state.step(rng.choice(state.legal_actions()))
    return state.to_json()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 80),
       variant=st.sampled_from(["duel", "salle", "sudden"]), field=st.integers(0, 10_000),
       junk=st.sampled_from(JUNK))
def test_a_damaged_position_is_refused_or_plays_on(seed: int, plies: int, variant: str, field: int,
                                                   junk: Any) -> None:
    data = position(seed, plies, variant)
    name = sorted(data)[field % len(data)]
    data[name] = junk
    try:
        state = GAME.state_class.from_json(json.loads(json.dumps(data)))
    except PositionError as e:
        assert str(e)  # the message names a field
        return
    rng = random.Random(seed)
    for _ in range(200):  # accepted: then it must play on like any position
        if state.is_terminal():
            break
        state.view(0), state.view(1)
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("variant", ["duel", "salle", "sudden"])
def test_positions_round_trip(variant: str) -> None:
    for seed in range(20):
        data = position(seed, seed * 3, variant)
        assert GAME.state_class.from_json(data).to_json() == data


def test_a_react_position_without_a_blow_names_the_field() -> None:
    data = position(1, 0, "duel")
    data["phase"] = "react"
    with pytest.raises(PositionError, match="pending"):
        GAME.state_class.from_json(data)
