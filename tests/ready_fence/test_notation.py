"""Ready...Fence!'s notation (a verb, then a card and, for some, one more word) and the dict form."""

from __future__ import annotations

import functools
import random

import pytest

from engine.core.errors import IllegalAction, NotationError
from engine.games.ready_fence import actions as act
from engine.games.ready_fence import describe_action
from engine.games.ready_fence.actions import (
    ARITY,
    Action,
    action_from_dict,
    action_to_dict,
    parse_action,
)
from engine.games.ready_fence.state import TARGETS, ReadyFenceState
from tests.ready_fence.helpers import GAME, table


def random_positions(n: int) -> list[ReadyFenceState]:
    """Every position of n random legal bouts, modes and targets in turn (advanced, with the
    most kinds of action, twice as often)."""
    combos = [(m, t) for m in ("tutorial", "basic", "advanced", "advanced") for t in TARGETS[m]]
    out = []
    for i in range(n):
        mode, target = combos[i % len(combos)]
        s = GAME.new({"mode": mode, "target": target, "counters": ("on", "off")[i % 2]}, seed=i)
        assert isinstance(s, ReadyFenceState)
        rng = random.Random(i)
        while not s.is_terminal():
            out.append(s.clone())
            s.apply(rng.choice(s.legal_actions()))
    return out


@functools.cache
def positions() -> list[ReadyFenceState]:
    """The random bouts' positions, played once a run by the first test that reads them (not at
    collection, which every worker does)."""
    return random_positions(90)


def test_random_bouts_meet_every_kind_of_decision() -> None:
    """(tests/conformance round-trips every legal action through text and dict.)"""
    seen = {a.kind for s in positions() for a in s.legal_actions()}
    for a in {a for s in positions() for a in s.legal_actions()}:  # the verb leads both forms
        assert act.format_action(a).split()[0] == act.action_to_dict(a)["kind"] == a.kind
    # the random bouts reach every kind of decision
    assert seen == set(ARITY)


def test_the_docstring_lists_every_verb_and_its_examples_parse() -> None:
    lines = [ln.strip() for ln in (act.__doc__ or "").splitlines() if ln.startswith("    ")]
    verbs = {w for ln in lines for w in ln.split("  ")[0].replace("/", " ").split() if w in ARITY}
    assert verbs == set(ARITY)
    assert parse_action("play st4-1 ang-1") == Action("play", "st4-1", "ang-1")
    assert parse_action("feint ft-1 stop") == Action("feint", "ft-1", "stop")
    assert parse_action("weapon invite") == Action("weapon", "invite")
    assert parse_action("parry 3") == Action("parry", "3")
    assert parse_action("distance") == Action("distance")
    assert parse_action("retreat bt4-1") == Action("retreat", "bt4-1")
    assert parse_action("stall keep") == Action("stall", "keep")


def test_the_dict_form_spells_only_what_is_there() -> None:
    assert action_to_dict(Action("stall")) == {"kind": "stall"}
    assert action_to_dict(Action("discard", "st4-1")) == {"kind": "discard", "card": "st4-1"}
    assert action_to_dict(Action("play", "st4-1", "ang-1")) == {"kind": "play", "card": "st4-1",
                                                                "arg": "ang-1"}


def test_spaces_around_the_words_are_forgiven() -> None:
    assert parse_action("  play   st4-1  ") == Action("play", "st4-1")


@pytest.mark.parametrize(("text", "says"), [
    ("", "an action starts with one of"),
    ("   ", "an action starts with one of"),
    ("lunge st4-1", "an action starts with one of"),
    ("Play st4-1", "an action starts with one of"),  # verbs are lower case
    ("play", "play takes 1 or 2 word"),
    ("play a b c", "play takes 1 or 2 word"),
    ("stall now", "only the word keep"),
    ("stall keep now", "stall takes 0 or 1 word"),
    ("feint ft-1", "feint takes 2 word"),
    ("weapon", "weapon takes 1 word"),
    ("weapon sabre", "the weapon positions are line, invite, engage"),
    ("parry x", "a parry spends 1 to 6 stamina points"),
    ("parry 0", "a parry spends 1 to 6 stamina points"),
    ("parry 7", "a parry spends 1 to 6 stamina points"),
    ("retreat a b", "retreat takes 0 or 1 word"),
])
def test_bad_text_raises_notation_error_with_a_clear_message(text: str, says: str) -> None:
    with pytest.raises(NotationError) as e:
        parse_action(text)
    assert says in str(e.value)
    assert repr(text) in str(e.value)  # the message quotes what was typed


@pytest.mark.parametrize("data", [
    "play st4-1", ["play"], {}, {"kind": 3}, {"card": "x"}, {"kind": "play", "card": 5},
    {"kind": "feint", "card": "ft-1", "arg": None}, {"kind": "lunge"}, {"kind": "play"},
    {"kind": "weapon", "card": "sabre"},
])
def test_bad_dicts_raise_notation_error(data: object) -> None:
    with pytest.raises(NotationError) as e:
        action_from_dict(data)  # type: ignore[arg-type]
    assert str(e.value)


def test_a_well_formed_action_that_is_not_legal_says_why() -> None:
    s = table(hands=(["st4-1"], ["sh6-1"]))
    with pytest.raises(IllegalAction) as e:
        s.apply(parse_action("play sh6-1"))
    assert "not in your hand" in str(e.value)
    with pytest.raises(IllegalAction) as e:
        s.apply(parse_action("parry 2"))
    assert "not now" in str(e.value) and "advance" in str(e.value)
    with pytest.raises(IllegalAction):
        s.apply(("play", "st4-1"))  # type: ignore[arg-type]


def test_actions_are_described_with_card_names() -> None:
    assert describe_action(Action("play", "sh6-1")) == "play Stop Hit (6)"
    text = describe_action(Action("play", "st4-1", "ang-1"))
    assert "Straight Thrust (4)" in text and "Angulations" in text and "st4-1" not in text
    assert describe_action(Action("feint", "ft-1", "fl7-1")).endswith("swap in Flick (7)")
    assert describe_action(Action("feint", "ft-1", "stop")).endswith("end the phrase")
    assert describe_action(Action("weapon", "engage")).endswith("Engagement")
    assert describe_action(Action("parry", "3")).endswith("3 SP")
    assert "Beat Thrust" in describe_action(Action("retreat", "bt4-1"))
    assert describe_action(Action("stall")) == "stall"
    assert describe_action(Action("stall", "keep")) == "stall, leaving the Timer as it is"
