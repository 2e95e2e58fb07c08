"""The Ready...Fence! AI never reads hidden information: it is given a view, and equal views give
equal decisions, whatever the opponent holds, the Timer deck's order, the cards set aside or
the seed; and what it returns is always legal."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from engine.ai.players import choose_action
from engine.games.ready_fence.state import ReadyFenceState
from tests.ready_fence.helpers import GAME

LEVELS = ("novice", "club")


def reach(when: Callable[[ReadyFenceState], bool], mode: str = "basic", target: int = 5,
          seeds: range = range(300)) -> ReadyFenceState:
    """The first position of a random legal bout where `when` holds and the seat to act has a
    real choice."""
    for seed in seeds:
        s = GAME.new({"mode": mode, "target": target, "first": seed % 2}, seed)
        assert isinstance(s, ReadyFenceState)
        rng = random.Random(seed)
        while not s.is_terminal():
            if when(s) and len(s.legal_actions()) > 1:
                return s
            s.apply(rng.choice(s.legal_actions()))
    raise AssertionError("no random bout reached the position the test needs")


def other_hidden_truth(s: ReadyFenceState, seat: int, rng: random.Random) -> ReadyFenceState:
    """The same position for `seat`, but the opponent's unknown cards, the Timer deck's order,
    the set-aside cards, the face-down discards `seat` did not make and the seed all differ."""
    data: dict[str, Any] = s.to_json()
    opp = 1 - seat
    known = data["known"][opp]
    free = [c for c in data["hands"][opp] if c not in known]
    hidden_discards = [i for i, (_, up, who) in enumerate(data["discards"]) if not up and who != seat]
    pool = free + data["timer"] + data["stock"] + [data["discards"][i][0] for i in hidden_discards]
    before = list(pool)
    for _ in range(50):
        rng.shuffle(pool)
        if pool[:len(free)] != before[:len(free)] or len(free) == 0:
            break
    data["hands"][opp] = known + pool[:len(free)]
    rest = pool[len(free):]
    n_timer, n_stock = len(data["timer"]), len(data["stock"])
    data["timer"], data["stock"] = rest[:n_timer], rest[n_timer:n_timer + n_stock]
    for i, c in zip(hidden_discards, rest[n_timer + n_stock:], strict=True):
        data["discards"][i][0] = c
    data["seed"] += 12345
    return ReadyFenceState.from_json(data)


PHASES: dict[str, Callable[[], ReadyFenceState]] = {
    "mulligan, second seat": lambda: reach(lambda s: s.phase == "mulligan" and s.to_move == 1),
    "turn, basic": lambda: reach(lambda s: s.phase == "turn" and s.period == 1 and len(s.discards) > 1),
    "turn, advanced": lambda: reach(lambda s: s.phase == "turn" and s.points != [0, 0], mode="advanced"),
    "phrase, the defender answers": lambda: reach(lambda s: s.phase == "phrase" and len(s.plays) == 1),
    "phrase, the attacker answers": lambda: reach(lambda s: s.phase == "phrase" and len(s.plays) == 2,
                                                  mode="advanced"),
    "renew": lambda: reach(lambda s: s.phase == "renew", mode="advanced"),
    "tutorial end-of-turn discard": lambda: reach(lambda s: s.phase == "discard", mode="tutorial"),
    "second period": lambda: reach(lambda s: s.phase == "turn" and s.period == 2, target=10),
}


def same_decision(where: str, level: str) -> None:
    truth = PHASES[where]()
    seat = truth.to_move
    twin = other_hidden_truth(truth, seat, random.Random(7))
    assert twin.to_json() != truth.to_json()  # the hidden truth really differs
    assert twin.hand[1 - seat] != truth.hand[1 - seat] or twin.timer != truth.timer
    assert twin.view(seat) == truth.view(seat)  # ... but not what the seat sees
    a = choose_action(GAME.name, truth.view(seat), level, seed=99)
    b = choose_action(GAME.name, twin.view(seat), level, seed=99)
    assert a == b
    assert a in truth.legal_actions() and b in twin.legal_actions()


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("where", sorted(PHASES))
def test_same_view_different_hidden_truth_same_decision(level: str, where: str) -> None:
    same_decision(where, level)


@pytest.mark.parametrize("where", ["turn, advanced", "phrase, the defender answers"])
def test_master_too_decides_on_the_view_alone(where: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # the Master's policy and its two searches, each on the Club's budget: visits spread enough
    # that a search reading the hidden truth would decide otherwise, at a tenth of the table's cost
    monkeypatch.setitem(GAME.iterations, "master", GAME.iterations["club"])  # type: ignore[arg-type]
    same_decision(where, "master")


def test_determinization_agrees_with_the_view_but_samples_the_hidden_parts() -> None:
    truth = PHASES["turn, advanced"]()
    seat = truth.to_move
    samples = [truth.determinize(seat, random.Random(i)) for i in range(20)]
    assert all(x.view(seat) == truth.view(seat) for x in samples)
    assert all(x.seed != truth.seed for x in samples)  # later shuffles are not the true ones
    assert len({tuple(sorted(x.hand[1 - seat])) for x in samples}) > 1
    assert len({tuple(x.timer) for x in samples}) > 1
    # what the seat has seen of the other hand is kept in every sample
    assert all(set(truth.known[1 - seat]) <= set(x.hand[1 - seat]) for x in samples)


@pytest.mark.usefixtures("small_search")  # what is asserted is legality, not strength
@pytest.mark.parametrize("mode", ["tutorial", "basic", "advanced"])
def test_the_ai_never_returns_an_illegal_action(mode: str) -> None:
    checked = 0
    for seed in range(3):
        s = GAME.new({"mode": mode, "target": 5, "first": seed % 2}, seed)
        assert isinstance(s, ReadyFenceState)
        rng = random.Random(seed)
        while not s.is_terminal() and checked < 10 * (seed + 1):
            legal = s.legal_actions()
            if len(legal) > 1 and rng.random() < 0.35:
                a = choose_action(GAME.name, s.view(s.to_move), LEVELS[checked % 2], seed=checked)
                assert a in legal
                checked += 1
            s.apply(rng.choice(legal))
    assert checked >= 10


@pytest.mark.usefixtures("small_search")
def test_a_club_against_novice_bout_finishes() -> None:
    s = GAME.new({"mode": "basic", "target": 5}, seed=1)
    assert isinstance(s, ReadyFenceState)
    levels = {0: "club", 1: "novice"}
    moves = 0
    while not s.is_terminal():
        a = choose_action(GAME.name, s.view(s.to_move), levels[s.to_move], seed=moves)
        assert a in s.legal_actions()
        s.apply(a)
        moves += 1
        assert moves < 1500
    assert s.reason
    assert s.winner in (0, 1) or s.winner is None
