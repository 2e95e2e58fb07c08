"""The move notation (F3, B3, A3, A33, F3A5, P33, P24, H) and the dict form of actions."""

from __future__ import annotations

import random

import pytest

from engine.core.errors import NotationError
from engine.games import get_game
from engine.games.en_garde import actions as act
from engine.games.en_garde.actions import (
    Action,
    action_from_dict,
    action_to_dict,
    format_action,
    parse_action,
)

GAME = get_game("en-garde")

EXAMPLES = [
    ("F3", Action("advance", 3)),
    ("B3", Action("retreat", 3)),
    ("A3", Action("attack", 0, (3,))),
    ("A33", Action("attack", 0, (3, 3))),
    ("F3A5", Action("advance_attack", 3, (5,))),
    ("F1A44", Action("advance_attack", 1, (4, 4))),
    ("P33", Action("parry", 0, (3, 3))),
    ("P24", Action("parry", 0, (2, 4))),
    ("P15", Action("parry", 0, (1, 5))),
    ("H", Action("hold")),
]


@pytest.mark.parametrize(("text", "action"), EXAMPLES)
def test_the_notation_of_the_docstring(text: str, action: Action) -> None:
    assert parse_action(text) == action
    assert format_action(action) == text


@pytest.mark.parametrize(("text", "action"), EXAMPLES)
def test_the_dict_form_round_trips(text: str, action: Action) -> None:
    d = action_to_dict(action)
    assert d["kind"] == action.kind
    assert action_from_dict(d) == action
    # the form's old key, as saves and scripts wrote it before every game said "kind"
    old = {("type" if k == "kind" else k): v for k, v in d.items()}
    assert action_from_dict(old) == action


def test_the_dict_form_spells_the_cards() -> None:
    assert action_to_dict(parse_action("F3A5")) == {"kind": "advance_attack", "card": 3, "cards": [5]}
    assert action_to_dict(parse_action("B2")) == {"kind": "retreat", "card": 2}
    assert action_to_dict(parse_action("P24")) == {"kind": "parry", "cards": [2, 4]}
    assert action_to_dict(parse_action("H")) == {"kind": "hold"}


@pytest.mark.parametrize(("text", "action"), [
    ("f3", act.advance(3)),
    (" a 3 3 ", act.attack(3, 3)),
    ("f3a5", act.advance_attack(3, 5)),
    ("P42", act.parry(2, 4)),  # parry cards in any order
    ("p51", act.parry(1, 5)),
    ("h", act.HOLD_ACTION),
])
def test_input_ignores_case_spaces_and_card_order(text: str, action: Action) -> None:
    assert parse_action(text) == action


def test_the_state_speaks_the_same_notation() -> None:
    s = GAME.new({}, seed=0)
    for text, action in EXAMPLES:
        assert s.parse_action(text) == action
        assert s.format_action(action) == text
        assert s.action_from_dict(s.action_to_dict(action)) == action


@pytest.mark.parametrize("text", [
    "", " ", "X", "F", "B", "A", "P", "F0", "F6", "B6", "A0", "A6", "A123456", "P333333",
    "F33", "B3A5", "F3A", "A3F3", "HH", "H1", "P", "F3 A5 A5", "3", "F-1", "F3A6", "FA5", "P0",
])
def test_malformed_text_raises_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        parse_action(text)


@pytest.mark.parametrize("data", [
    None, [], "F3", {}, {"type": "lunge"}, {"type": "advance"}, {"type": "advance", "card": 0},
    {"type": "advance", "card": 6}, {"type": "retreat", "card": "3"}, {"type": "retreat", "card": True},
    {"type": "retreat", "card": 2.0}, {"type": "attack"}, {"type": "attack", "cards": []},
    {"type": "attack", "cards": 3}, {"type": "attack", "cards": [3, 3, 3, 3, 3, 3]},
    {"type": "parry", "cards": [2, 7]}, {"type": "parry", "cards": ["2"]},
    {"type": "advance_attack", "cards": [5]}, {"type": "advance_attack", "card": 3},
    {"type": "advance_attack", "card": 3, "cards": [0]}, {"kind": "lunge"}, {"kind": "advance", "card": 6},
    {"kind": "advance", "type": "retreat", "card": 3},
])
def test_malformed_dicts_raise_notation_error(data: object) -> None:
    with pytest.raises(NotationError):
        action_from_dict(data)  # type: ignore[arg-type]


def _random_positions(level: str, parry: str, n_games: int, rng: random.Random):
    for _ in range(n_games):
        s = GAME.new({"level": level, "parry": parry}, seed=rng.randrange(2**32))
        while not s.is_terminal():
            yield s
            legal = s.legal_actions()
            s.step(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("parry", ["equal", "total"])
@pytest.mark.parametrize("level", ["basic", "standard", "advanced"])
def test_every_kind_of_move_of_the_level_is_offered_and_read_in_lower_case(level: str, parry: str) -> None:
    """(tests/conformance round-trips every legal action through text and dict.)"""
    rng = random.Random(f"{level}/{parry}")
    seen_kinds: set[str] = set()
    for s in _random_positions(level, parry, 4, rng):
        for a in s.legal_actions():
            seen_kinds.add(a.kind)
            assert parse_action(format_action(a).lower()) == a
    expected = {"advance", "retreat", "attack", "hold"}
    if level != "basic":
        expected.add("parry")
    if level == "advanced":
        expected.add("advance_attack")
    assert expected <= seen_kinds
