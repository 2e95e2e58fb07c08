"""Events go into the state's sink while apply runs and nowhere else: a playout (step) tells
nothing, a copy starts without a sink, and an action refused or failing leaves none behind."""

from __future__ import annotations

import random

import pytest

from engine.core.errors import IllegalAction
from engine.core.events import ActionPlayed, DieRolled, Event
from engine.games.barditus import actions as act
from engine.games.barditus.actions import Action
from engine.games.barditus.state import BarditusState
from tests.barditus.helpers import new

OPTIONS = [
    {"army0": "roman", "army1": "gallic", "turns": 12},
    {"army0": "gallic", "army1": "norman", "leading": "off", "morale": "end", "turns": 12},
    {"army0": "norman", "army1": "roman", "skirmishers": "off", "hinder": "all", "disorder": "d_slots",
     "turns": 12},
    {"army0": "norman", "army1": "norman", "morale": "end", "hinder": "all", "turns": 12},
]


def first_event(s: BarditusState, action: Action) -> Event:
    """What apply tells first: the die rolled, or the action as its seat played it."""
    if action.kind == "die":
        return DieRolled(s.to_move, action.a, s.phase)
    text = act.format_action(action)
    if action.kind == "take":
        return ActionPlayed(s.to_move, text, s.to_move)
    return ActionPlayed(s.to_move, text)


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: f"{o['army0']}-{o['army1']}")
def test_apply_tells_each_action_its_own_events_and_step_reaches_the_same_position(
        options: dict[str, object]) -> None:
    for seed in range(3):
        told, played = new(seed, **options), new(seed, **options)
        assert told._told is None and played._told is None
        rng = random.Random(seed)
        earlier: list[tuple[list[Event], int]] = []
        while not told.is_terminal():
            legal = told.legal_actions()
            action = legal[rng.randrange(len(legal))]
            expected = first_event(told, action)
            events = told.apply(action)
            played.step(action)
            # the words are the describe of the table before the action: only the rest is compared
            assert events[0].__class__ is expected.__class__
            assert {k: v for k, v in events[0].to_dict().items() if k not in ("words", "public_text")} \
                == {k: v for k, v in expected.to_dict().items() if k not in ("words", "public_text")}
            assert all(isinstance(e, Event) for e in events)
            # no list of an earlier action grew: each apply told into a list of its own
            assert all(len(old) == n for old, n in earlier)
            assert all(old is not events for old, _ in earlier)
            earlier.append((events, len(events)))
            assert told._told is None and played._told is None
            assert played.to_json() == told.to_json()
            assert told.clone()._told is None
        assert played.is_terminal()


def test_a_refused_action_leaves_no_sink_and_tells_nothing_later() -> None:
    s = new(3)
    with pytest.raises(IllegalAction):
        s.apply(Action("die", 3))  # nothing is rolled while the armies are built
    assert s._told is None
    action = s.legal_actions()[0]
    events = s.apply(action)
    assert len(events) == 1 and isinstance(events[0], ActionPlayed)
    assert events[0].text == act.format_action(action)


def test_an_action_that_fails_part_way_leaves_no_sink() -> None:
    """A damaged position (the morale option lost) breaks the first turn's start after the
    last card deployed was told: the exception passes, the sink does not stay behind."""
    s = new(6)
    rng = random.Random(6)
    while sum(c == "" for row in s.cards for c in row) != 1 or s.phase != "deploy":
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    s.options = {k: v for k, v in s.options.items() if k != "morale"}
    with pytest.raises(KeyError):
        s.apply(s.legal_actions()[0])
    assert s._told is None
