"""AI levels: deterministic under a seed, legal, parallel Master equal to serial Master."""

from __future__ import annotations

import random

import pytest

from engine.ai.ismcts import merge, most_visited, search
from engine.ai.players import LEVELS, STYLED_LEVELS, choose_action
from engine.games import get_game
from engine.games.en_garde.actions import attack, parse_action
from engine.games.en_garde.state import EnGardeState
from tests.ai.test_honesty import played_position

GAME = get_game("en-garde")


# whether a level repeats itself and plays legally does not depend on how long it searches: each
# searches as at the table (its searches, policy and merge) on the smallest budget (tests/conftest.py)
@pytest.mark.usefixtures("small_search")
@pytest.mark.parametrize("level", list(LEVELS))
def test_each_level_is_deterministic_under_a_seed_and_legal(level: str) -> None:
    for game_seed in (1, 2):
        state = played_position(game_seed, 8)
        view = state.view(state.to_move)
        first = choose_action(GAME.name, view, level, seed=5)
        assert first in state.legal_actions()
        assert choose_action(GAME.name, view, level, seed=5) == first


@pytest.mark.usefixtures("small_search")
def test_master_on_two_processes_decides_as_on_one() -> None:
    state = played_position(4, 10)
    view = state.view(state.to_move)
    assert choose_action(GAME.name, view, "master", 7, workers=2) == choose_action(
        GAME.name, view, "master", 7, workers=1)


def test_search_counts_every_iteration_at_the_root() -> None:
    state = played_position(6, 4)
    stats = search(GAME, state.view(state.to_move), iterations=200, seed=1)
    assert sum(n for n, _ in stats.values()) == 200
    assert set(stats) <= set(state.legal_actions())
    assert all(-1.0 <= v <= 1.0 for _, v in stats.values())


def test_merge_adds_visits_and_weights_values() -> None:
    a = parse_action("F3")
    merged = merge([{a: (3, 1.0)}, {a: (1, -1.0)}])
    assert merged[a] == (4, 0.5)
    assert most_visited({a: (4, 0.5), parse_action("F2"): (4, 0.6)}, [a]) == parse_action("F2")


def position(**over: object) -> EnGardeState:
    base: dict[str, object] = {
        "game": "en-garde", "version": 1,
        "options": {"level": "standard", "parry": "equal", "discards": "hidden", "hits": 5, "first": 0},
        "seed": 1, "round": 0, "hits": [0, 0], "pos": [5, 9], "phase": "turn", "to_move": 0,
        "pending": [], "riposte": False, "deck_out": False, "winner": None,
    }
    base.update(over)
    return EnGardeState.from_json(base)


def test_every_level_takes_a_riposte_that_wins_the_round() -> None:
    # seat 0 just parried; the distance is 4 and he holds a 4: the riposte wins outright
    state = position(
        hands=[[1, 4, 5], [1, 2, 2, 3, 3]], discard=[4, 4],
        deck=[1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 5, 5], riposte=True,
    )
    for level in ("novice", "club", "master"):
        assert choose_action(GAME.name, state.view(0), level, seed=3) == attack(4)


def test_club_attacks_when_every_other_card_of_the_distance_is_accounted_for() -> None:
    # distance 4; seat 0 holds one 4 and the other four 4s are played: he cannot parry
    hand0 = [1, 1, 2, 3, 4]
    pool = [v for v in (1, 2, 3, 5) for _ in range(5)]
    for c in hand0[:4]:
        pool.remove(c)
    random.Random(0).shuffle(pool)
    state = position(hands=[hand0, sorted(pool[:5])], discard=[4, 4, 4, 4], deck=pool[5:])
    assert choose_action(GAME.name, state.view(0), "club", seed=1) == attack(4)


def test_a_styled_level_thinks_as_long_as_its_level() -> None:
    for name, styled in STYLED_LEVELS.items():
        assert styled.think == LEVELS[name.removesuffix(f"-{styled.style}")].think
