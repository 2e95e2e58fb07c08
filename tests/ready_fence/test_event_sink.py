"""Ready...Fence!'s events go into the state's sink while `apply` runs and nowhere else: `apply`
returns every event of the action, `step` (the AI's playouts) reaches the same position telling
nothing, and no sink outlives the action that set it, nor passes to a copy.

The random bouts below keep a ledger from the events alone (where every card lies, where each
fencer stands, the score, whose move it is in which phase) and compare it with the position
after every action: an event the sink lost, or one told twice, shows as a difference."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.compiled import python_twin
from engine.core.errors import IllegalAction
from engine.core.events import (
    ActionPlayed,
    CardMoved,
    Event,
    FigureMoved,
    GameOver,
    PhaseChanged,
    RoundOver,
    ScoreChanged,
)
from engine.games.ready_fence.actions import KEEP, PASS
from engine.games.ready_fence.cards import MODES
from engine.games.ready_fence.state import TARGETS, ReadyFenceState
from tests.ready_fence.helpers import GAME

FIRSTS: tuple[int | str, ...] = ("coin", 0, 1)
COMBOS = [(mode, target, counters, passivity, FIRSTS[i % len(FIRSTS)])
          for mode in MODES
          for target in TARGETS[mode]
          for i, (counters, passivity) in enumerate((c, p) for c in ("off", "on") for p in ("off", "on"))]
MAX_STEPS = 2500


def zones(s: ReadyFenceState) -> dict[str, str]:
    """Where each card lies, in the zone names the events use."""
    out = {c: "timer" for c in s.timer}
    out.update({c: "stock" for c in s.stock})
    out.update({c: "discard" for c, _, _ in s.discards})
    for seat in (0, 1):
        out.update({c: f"hand:{seat}" for c in s.hand[seat]})
    for p in s.plays:
        out.update({c: f"play:{p['seat']}" for c in (p["card"], p["with"]) if c})
    return out


class Ledger:
    """The bout as its events tell it."""

    def __init__(self, s: ReadyFenceState) -> None:
        self.cards = zones(s)
        self.pos = s.pos[:]
        self.points = s.points[:]
        self.phase, self.to_move = s.phase, s.to_move

    def read(self, events: list[Event]) -> bool:
        """Follow `events`; False where a period ended (the Timer is dealt anew from the cards
        out of hand, which no event tells card by card)."""
        dealt = False
        for e in events:
            if isinstance(e, CardMoved):
                assert self.cards[e.card] == e.src, e
                self.cards[e.card] = e.dst
            elif isinstance(e, FigureMoved):
                assert self.pos[e.seat] == e.src, e
                self.pos[e.seat] = e.dst
            elif isinstance(e, ScoreChanged):
                self.points[e.seat] = e.score
            elif isinstance(e, PhaseChanged):
                assert e.to_move is not None
                self.phase, self.to_move = e.phase, e.to_move
            elif isinstance(e, GameOver):
                self.phase = "over"
            elif isinstance(e, RoundOver):
                dealt = True
        return not dealt

    def agrees(self, s: ReadyFenceState, cards_told: bool) -> None:
        assert self.pos == s.pos
        assert self.points == s.points
        assert self.phase == s.phase
        if s.phase != "over":
            assert self.to_move == s.to_move
        if cards_told:
            assert self.cards == zones(s)
        else:
            self.cards = zones(s)


def sink(s: ReadyFenceState) -> list[Event] | None:
    return s._told


@pytest.mark.parametrize(("mode", "target", "counters", "passivity", "first"), COMBOS)
def test_apply_tells_every_event_and_step_reaches_the_same_position(
        mode: str, target: int, counters: str, passivity: str, first: int | str) -> None:
    options: dict[str, Any] = {"mode": mode, "target": target, "counters": counters,
                               "passivity": passivity, "first": first}
    seed = COMBOS.index((mode, target, counters, passivity, first))
    s = GAME.new(options, seed)
    assert isinstance(s, ReadyFenceState) and sink(s) is None
    quiet = s.clone()
    assert sink(quiet) is None
    ledger = Ledger(s)
    rng = random.Random(seed)
    for _ in range(MAX_STEPS):
        if s.is_terminal():
            break
        action = rng.choice(s.legal_actions())
        seat = s.to_move
        events = s.apply(action)
        assert sink(s) is None
        assert isinstance(events[0], ActionPlayed) and events[0].seat == seat
        assert not any(isinstance(e, ActionPlayed) for e in events[1:])
        ledger.agrees(s, ledger.read(events[1:]))
        quiet.step(action)
        assert sink(quiet) is None
        assert quiet.to_json() == s.to_json()
        copy = s.clone()
        assert sink(copy) is None
        assert copy.to_json() == s.to_json()
    assert s.is_terminal(), f"no end after {MAX_STEPS} actions"


def test_a_refused_action_leaves_no_sink() -> None:
    s = GAME.new({"mode": "basic", "target": 5}, 3)
    assert isinstance(s, ReadyFenceState)
    before = s.to_json()
    with pytest.raises(IllegalAction):
        s.apply(PASS)  # the mulligan asks keep or mulligan
    assert sink(s) is None
    assert s.to_json() == before
    s.apply(KEEP)
    assert sink(s) is None


def test_an_action_that_fails_half_way_leaves_no_sink(monkeypatch: pytest.MonkeyPatch) -> None:
    # a compiled class takes no patch on its instances: its source, loaded apart, does
    cls = python_twin(ReadyFenceState) or ReadyFenceState
    s = cls.new({"mode": "basic", "target": 5, "first": 0, "counters": "off", "passivity": "off"}, 3)
    seen: list[list[Event] | None] = []

    def fails(phase: str, seat: int) -> None:
        seen.append(sink(s))
        raise RuntimeError("the rules broke half-way")

    monkeypatch.setattr(s, "_set", fails)
    with pytest.raises(RuntimeError, match="half-way"):
        s.apply(KEEP)
    told = seen[0]
    assert told is not None and isinstance(told[0], ActionPlayed)  # the sink was there meanwhile
    assert sink(s) is None
