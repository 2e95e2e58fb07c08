"""The AI never reads hidden information: it is given a view, and equal views give equal moves."""

from __future__ import annotations

import random
from dataclasses import fields
from typing import Any

import pytest

from engine.ai.players import PEOPLE_LEVELS, choose_action
from engine.games import get_game
from engine.games.en_garde.state import EnGardeState

GAME = get_game("en-garde")


def played_position(seed: int, plies: int, level: str = "standard") -> EnGardeState:
    state = GAME.new({"level": level}, seed)
    rng = random.Random(seed)
    for _ in range(plies):
        legal = state.legal_actions()
        if len(legal) > 1 and state.to_move == 0 and rng.random() < 0.3:
            break
        state.apply(legal[rng.randrange(len(legal))])
    assert isinstance(state, EnGardeState)
    return state


def other_hidden_truth(state: EnGardeState, seat: int, rng: random.Random) -> EnGardeState:
    """The same position for `seat`, but the opponent's hand, the deck order and the seed changed."""
    data: dict[str, Any] = state.to_json()
    opp = 1 - seat
    unknown = data["hands"][opp] + data["deck"]
    for _ in range(100):
        rng.shuffle(unknown)
        if unknown[: len(data["hands"][opp])] != data["hands"][opp] or len(set(unknown)) == 1:
            break
    data["hands"][opp] = sorted(unknown[: len(data["hands"][opp])])
    data["deck"] = unknown[len(data["hands"][opp]):]
    data["seed"] = data["seed"] + 12345
    return EnGardeState.from_json(data)


@pytest.mark.parametrize("level", PEOPLE_LEVELS)
@pytest.mark.parametrize("game_seed", [3, 8, 21])
def test_same_view_different_hidden_truth_same_decision(level: str, game_seed: int) -> None:
    truth = played_position(game_seed, 12)
    seat = truth.to_move
    twin = other_hidden_truth(truth, seat, random.Random(game_seed))
    assert twin.to_json() != truth.to_json()  # the hidden truth really differs
    assert twin.view(seat) == truth.view(seat)  # ...but not what the seat sees
    a = choose_action(GAME.name, truth.view(seat), level, seed=99)
    b = choose_action(GAME.name, twin.view(seat), level, seed=99)
    assert a == b
    assert a in truth.legal_actions()


def test_a_view_never_holds_the_other_hand_the_deck_or_the_seed() -> None:
    state = played_position(5, 6)
    for seat in (0, 1):
        view = state.view(seat)
        held = {f.name for f in fields(view)} | set(view.to_json())
        assert "hands" not in held and "deck" not in held and "seed" not in held
        assert view.hand == tuple(state.hand_cards(seat))
        assert view.hand_sizes[1 - seat] == len(state.hand_cards(1 - seat))
    assert state.view(None).hand is None and "hand" not in state.view(None).to_json()


def test_determinization_agrees_with_the_view_but_not_with_the_future() -> None:
    state = played_position(9, 10)
    seat = state.to_move
    samples = [state.determinize(seat, random.Random(i)) for i in range(20)]
    assert all(s.view(seat) == state.view(seat) for s in samples)
    # the seed (and so every later round's deal) is never the true one
    assert all(s.seed != state.seed for s in samples)
    # and the opponent's hand is genuinely sampled, not copied
    assert len({tuple(s.hand_cards(1 - seat)) for s in samples}) > 1
