"""A game's notation needs no position: the views read and write actions through the Game record."""

from __future__ import annotations

import random

import pytest

from engine.games import all_games, get_game


@pytest.mark.parametrize("name", all_games())
def test_the_game_record_speaks_the_notation_its_positions_speak(name: str) -> None:
    game = get_game(name)
    state = game.new({}, 5)
    rng = random.Random(5)
    for _ in range(40):  # along a game: the actions of several phases
        if state.is_terminal():
            break
        action = state.sample_chance() if state.is_chance() else rng.choice(state.legal_actions())
        text = game.notation.format_action(action)
        assert text == state.format_action(action)
        assert game.notation.parse_action(text) == action
        assert game.notation.action_from_dict(game.notation.action_to_dict(action)) == action
        state.apply(action)
