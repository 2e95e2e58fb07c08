"""Every game speaks one structured action form, {"kind": ..., named fields}, beside its text
notation; both round-trip, and the game record reads and writes them with no position at hand."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core.game import GameState
from engine.games import get_game

GAMES = ("en-garde", "ready-fence", "audatia", "barditus")


def positions(name: str, games: int) -> list[GameState[Any]]:
    game = get_game(name)
    out = []
    for seed in range(games):
        rng = random.Random(seed)
        state = game.new({}, seed)
        while not state.is_terminal() and len(out) < 400 * (seed + 1):
            out.append(state.clone())
            legal = state.legal_actions()
            state.step(legal[rng.randrange(len(legal))])
    return out


@pytest.mark.parametrize("name", GAMES)
def test_every_legal_action_has_one_structured_form_that_round_trips(name: str) -> None:
    game = get_game(name)
    kinds = set()
    for state in positions(name, 3):
        for action in state.legal_actions():
            text = game.format_action(action)
            form = game.action_to_dict(action)
            assert form["kind"] == action.kind, form
            assert game.parse_action(text) == action == game.action_from_dict(form)
            # the state's notation is the game's
            assert state.format_action(action) == text and state.action_to_dict(action) == form
            kinds.add(action.kind)
    assert len(kinds) > 3
