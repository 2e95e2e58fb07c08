"""High Card, a game for the tests only: the engine half of a plugin, described by one Game."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.core.game import Game, OptionSpec
from tests.plugin_game.engine_pkg import actions
from tests.plugin_game.engine_pkg.actions import Action, describe_action
from tests.plugin_game.engine_pkg.state import NAME, HighCardState


class Heuristics:
    """Playouts lay a random card of one's own hand; a stopped playout is scored by the points."""

    def playout_action(self, state: HighCardState, rng: random.Random) -> Action:
        if state.is_chance():
            return state.sample_chance()
        return rng.choice(state.legal_actions())

    def evaluate(self, state: HighCardState) -> tuple[float, float]:
        if state.is_terminal():
            return state.returns()
        lead = (state.points[0] - state.points[1]) / (3 * state.tricks)
        return (lead, -lead)

    def horizon_reached(self, root: HighCardState, state: HighCardState) -> bool:
        return state.is_terminal()


def render(view: Mapping[str, Any], names: tuple[str, str]) -> str:
    lines = [f"trick {view['trick']}, stake {view['stake']}: "
             f"{names[0]} {view['points'][0]}, {names[1]} {view['points'][1]}"]
    if "hand" in view:
        lines.append("your hand: " + " ".join(map(str, view["hand"])))
    return "\n".join(lines)


GAME = Game(
    name=NAME,
    title="High Card",
    state_class=HighCardState,
    options=[
        OptionSpec("tricks", 3, (1, 3, 5), "tricks in a game (each seat is dealt one card a trick)"),
        OptionSpec("first", 0, (0, 1), "the seat that lays first in the first trick (then alternating)"),
    ],
    heuristics=Heuristics(),
    render_text=render,
    describe_action=describe_action,
    notation_help=(actions.__doc__ or "").strip(),
)
