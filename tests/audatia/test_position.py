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
from tests.positions import mutated, refused_or_sound

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


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 80),
       variant=st.sampled_from(["duel", "salle", "sudden"]), data=st.data())
def test_a_position_damaged_anywhere_is_refused_naming_the_field_or_plays_on(
        seed: int, plies: int, variant: str, data: st.DataObject) -> None:
    """Any value at any depth (a bonus, a posta, a card of a discard) replaced by junk, or removed."""
    sound = position(seed, plies, variant)
    damaged, what = data.draw(mutated(sound), label="damage")
    refused_or_sound(GAME.state_class, damaged, sound, what)


SHAPES: list[tuple[str, Any, str]] = [
    ("posta", [{}, None], "posta[0]"), ("side", [], "side"), ("side", 4780, "side"),
    ("bonus", {"seat": None}, "bonus"), ("bonus", [["audatia"], []], "bonus[0]"),
    ("bonus", [[["audatia", 1, "luck"]], []], "bonus[0]"), ("virtues", [0.5, []], "virtues[0]"),
    ("stack", [], "stack"), ("stack", [[{}], []], "stack[0]"), ("remedy", -1, "remedy"),
    ("remedy", [0, "x", "below"], "remedy"), ("picked", False, "picked"),
    ("commits", [{}, None], "commits[0]"), ("public_discard", [["bou-x"], []], "public_discard[0]"),
    ("public_discard", [[[]], []], "public_discard[0]"),
]


@pytest.mark.parametrize(("name", "junk", "field"), SHAPES, ids=[f"{x[0]}={x[1]!r}" for x in SHAPES])
def test_a_field_of_the_wrong_shape_is_refused_naming_it(name: str, junk: Any, field: str) -> None:
    data = position(2, 10, "duel")
    data[name] = junk
    with pytest.raises(PositionError) as e:
        GAME.state_class.from_json(data)
    assert e.value.field == field and "malformed" not in e.value.problem


@pytest.mark.parametrize("name", ["posta", "remedy", "winner", "salute", "first_oom"])
def test_a_missing_field_is_named_missing(name: str) -> None:
    data = position(2, 10, "duel")
    del data[name]
    with pytest.raises(PositionError) as e:
        GAME.state_class.from_json(data)
    assert str(e.value) == f"{name}: is missing"


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
