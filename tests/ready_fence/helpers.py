"""Build exact Ready...Fence! positions for the tests, the way the rulebook describes them.

`table(...)` takes only what a test cares about (the hands, where the fencers stand, the weapon
positions, the stamina, ...) and fills in a consistent rest: every card of the mode's deck not
named goes to the Timer deck (up to `timer_size`, or exactly the `timer` given, top card last)
and the rest to the set-aside stock (tutorial: the face-up discards). Cards are named by their
ids, copy n of a printing: "st3y-1" is the first yellow Straight Thrust of speed 3.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.core.events import Event, ScoreChanged
from engine.games.ready_fence import GAME
from engine.games.ready_fence.actions import Action, parse_action
from engine.games.ready_fence.cards import mode_cards
from engine.games.ready_fence.state import ReadyFenceState

__all__ = ["GAME", "Action", "events_of", "legal", "new", "play", "scored", "table"]


def new(mode: str = "basic", target: int = 5, counters: str | None = None, first: int | str = 0,
        seed: int = 0, passivity: str | None = None) -> ReadyFenceState:
    """A new bout; the options not given are the game's defaults (the rulebook's)."""
    options: dict[str, Any] = {"mode": mode, "target": target, "first": first}
    if counters is not None:
        options["counters"] = counters
    if passivity is not None:
        options["passivity"] = passivity
    s = GAME.new(options, seed)
    assert isinstance(s, ReadyFenceState)
    return s


def table(
    mode: str = "basic",
    *,
    hands: tuple[Sequence[str], Sequence[str]] = ((), ()),
    pos: tuple[int, int] = (4, 6),
    weapons: tuple[str, str] = ("line", "line"),
    stamina: tuple[int, int] = (6, 6),
    points: tuple[int, int] = (0, 0),
    to_move: int = 0,
    actions_left: int = 2,
    timer: Sequence[str] | None = None,
    timer_size: int = 12,
    target: int = 5,
    counters: str | None = None,
    passivity: str | None = None,
    period: int = 1,
    stalled: tuple[bool, bool] = (False, False),
    drew: bool = False,
    weapon_changed: bool = False,
    overtime: bool = False,
    priority: int | None = None,
    playon: bool = False,
    seed: int = 0,
) -> ReadyFenceState:
    """A position at the start of (or during) `to_move`'s turn, both mulligans decided.
    The default stance is lunge distance (squares 4 and 6), both weapons in Line, 6 SP each."""
    s = new(mode, target, counters, first=to_move, seed=seed, passivity=passivity)
    d: dict[str, Any] = s.to_json()
    named = [c for h in hands for c in h] + list(timer or [])
    deck = mode_cards(mode)
    unknown = [c for c in named if c not in deck]
    if unknown or len(set(named)) != len(named):
        raise ValueError(f"cards not in the {mode} deck, or named twice: {unknown or named}")
    rest = [c for c in deck if c not in named]
    tim = list(timer) if timer is not None else rest[:timer_size]
    rest = rest[len(tim):] if timer is None else rest
    d.update({
        "hands": [list(hands[0]), list(hands[1])], "known": [[], []],
        "timer": tim, "stock": [] if mode == "tutorial" else rest,
        "discards": [[c, True, -1] for c in rest] if mode == "tutorial" else [],
        "pos": list(pos), "weapon": list(weapons), "stamina": list(stamina), "points": list(points),
        "phase": "turn", "to_move": to_move, "turn": to_move, "first": to_move,
        "actions_left": actions_left, "period": period, "stalled": list(stalled), "drew": drew,
        "weapon_changed": weapon_changed, "overtime": overtime, "priority": priority,
        "playon": playon, "mulliganed": [True, True],
    })
    return ReadyFenceState.from_json(d)


def play(s: ReadyFenceState, *moves: str) -> list[Event]:
    """Apply each move in notation (legality checked); every event, in order."""
    events: list[Event] = []
    for text in moves:
        events += s.apply(parse_action(text))
    return events


def legal(s: ReadyFenceState) -> set[str]:
    return {s.format_action(a) for a in s.legal_actions()}


def events_of(events: list[Event], kind: type[Event]) -> list[Event]:
    return [e for e in events if isinstance(e, kind)]


def scored(events: list[Event]) -> list[int]:
    """The seats that scored, in the order the events say."""
    return [e.seat for e in events if isinstance(e, ScoreChanged)]


def random_game(options: dict[str, Any], seed: int, walk: int) -> list[ReadyFenceState]:
    """Every position of one random legal bout."""
    s = GAME.new(options, seed)
    assert isinstance(s, ReadyFenceState)
    rng = random.Random(walk)
    out = [s.clone()]
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
        out.append(s.clone())
    return out
