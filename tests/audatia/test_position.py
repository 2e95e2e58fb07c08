"""Position JSON: a damaged position is refused with the field named, never accepted to crash later."""

from __future__ import annotations

import random
from typing import Any

import pytest

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

def test_a_react_position_without_a_blow_names_the_field() -> None:
    data = position(1, 0, "duel")
    data["phase"] = "react"
    with pytest.raises(PositionError, match="pending"):
        GAME.state_class.from_json(data)


@pytest.mark.parametrize(("challenger", "decks"),
                         [(0, ("galeazzo", "galeazzo")), (1, ("galeazzo", "boucicaut"))])
def test_a_sample_for_the_waiting_seat_leaves_the_seat_to_act_an_answer(challenger: int,
                                                                        decks: tuple[str, str]) -> None:
    # That the seat to act has an answer is public: the rules would have passed over him. Found
    # by the conformance suite: a sample for the waiting seat dealt a defender nothing to react
    # with (these two duels reach such a react), a position from_json refuses.
    from tests.conformance.walk import positions

    options = GAME.parse_options({"variant": "duel", "challenger": challenger,
                                  "challenger_deck": decks[0], "respondent_deck": decks[1]})
    checked = 0
    for ply, s in enumerate(positions(GAME, options, 2**33, 0)):
        if s.is_terminal():
            break
        waiting = 1 - s.current_player()
        sample = s.determinize(waiting, random.Random(ply))
        assert sample.legal_actions(), f"ply {ply}: the seat to act has nothing in {s.phase}"
        GAME.state_class.from_json(sample.to_json())
        checked += 1
    assert checked > 40
