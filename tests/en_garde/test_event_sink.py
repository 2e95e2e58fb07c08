"""Events go into the state's sink while apply runs and nowhere else: a playout (step) tells
nothing, a copy starts without a sink, and an action refused or failing leaves none behind."""

from __future__ import annotations

import itertools
import random

import pytest

from engine.core.errors import IllegalAction
from engine.core.events import ActionPlayed, Event
from engine.games import get_game
from engine.games.en_garde import actions as act
from engine.games.en_garde.state import EnGardeState

GAME = get_game("en-garde")
OPTIONS = [{"level": level, "parry": parry, "first": first, "hits": 2}
           for level, parry, first in itertools.product(("basic", "standard", "advanced"),
                                                        ("total", "equal"), (0, 1))]


def new(options: dict[str, object], seed: int) -> EnGardeState:
    s = GAME.new(options, seed)
    assert isinstance(s, EnGardeState)
    return s


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: "-".join(map(str, o.values())))
def test_apply_tells_each_action_its_own_events_and_step_reaches_the_same_position(
        options: dict[str, object]) -> None:
    for seed in range(4):
        told, played = new(options, seed), new(options, seed)
        assert told._told is None and played._told is None
        rng = random.Random(seed)
        earlier: list[tuple[list[Event], int]] = []
        while not told.is_terminal():
            legal = told.legal_actions()
            action = legal[rng.randrange(len(legal))]
            seat = told.to_move
            events = told.apply(action)
            played.step(action)
            assert events[0] == ActionPlayed(seat, act.format_action(action),
                                             words=act.describe_action(action))
            assert len(events) > 1  # every action moves a card or settles the round
            assert all(isinstance(e, Event) for e in events)
            # no list of an earlier action grew: each apply told into a list of its own
            assert all(len(old) == n for old, n in earlier)
            assert all(old is not events for old, _ in earlier)
            earlier.append((events, len(events)))
            assert told._told is None and played._told is None
            assert played.to_json() == told.to_json()
            copy = told.clone()
            assert copy._told is None
        assert played.is_terminal()


def test_a_refused_action_leaves_no_sink_and_tells_nothing_later() -> None:
    s = new({"level": "standard"}, 3)
    illegal = next(a for a in (act.Action(act.ATTACK, 0, (v,)) for v in range(1, 6))
                   if a not in s.legal_actions())
    with pytest.raises(IllegalAction):
        s.apply(illegal)
    assert s._told is None
    action = s.legal_actions()[0]
    events = s.apply(action)
    assert events[0] == ActionPlayed(0, act.format_action(action), words=act.describe_action(action))
    assert not any(isinstance(e, ActionPlayed) for e in events[1:])


def test_an_action_that_fails_part_way_leaves_no_sink() -> None:
    """A damaged position (one seat's hit count lost) breaks the round's end after its events
    began: the exception passes, the sink does not stay behind."""
    rng = random.Random(5)
    s = new({"level": "basic"}, 5)
    while not s.is_terminal():
        attacks = [a for a in s.legal_actions() if a.kind == act.ATTACK]
        if attacks and s.to_move == 1:
            break
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    else:
        pytest.fail("seat 1 never attacked")
    s.hits = [0]  # seat 1's hit count is gone: scoring his hit fails
    with pytest.raises(IndexError):
        s.apply(attacks[0])
    assert s._told is None
