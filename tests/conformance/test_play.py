"""Every game plays by one protocol: `step` and `apply` make the same move, a seed and the
actions replay a game exactly, clones are independent, dice are fair to their odds, and a game
ends with a result."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.errors import IllegalAction
from engine.core.events import Event
from engine.core.game import CHANCE, TERMINAL, Game
from tests.conformance.walk import GAMES, SEEDS, WALKS, choose, options_of, positions


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS)
def test_step_and_apply_make_the_same_move(game: Game, data: st.DataObject, seed: int, walk: int) -> None:
    """`step` (the AI's fast path, no events, no check) lands where `apply` does, every ply."""
    options = data.draw(options_of(game))
    s = game.new(options, seed)
    rng = random.Random(walk)
    while not s.is_terminal():
        action = choose(s, rng)
        fast = s.clone()
        fast.step(action)
        events = s.apply(action)
        assert fast.to_json() == s.to_json(), f"step and apply disagree on {s.format_action(action)}"
        assert all(isinstance(e, Event) for e in events)
        json.dumps([e.to_dict() for e in events])


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS)
def test_a_seed_and_the_actions_in_notation_replay_the_game_exactly(game: Game, data: st.DataObject,
                                                                    seed: int, walk: int) -> None:
    options = data.draw(options_of(game))
    s, again = game.new(options, seed), game.new(options, seed)
    assert s.to_json() == again.to_json()
    rng = random.Random(walk)
    while not s.is_terminal():
        text = s.format_action(choose(s, rng))
        assert s.apply(s.parse_action(text)) == again.apply(again.parse_action(text))
        assert s.to_json() == again.to_json()


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS)
def test_a_clone_is_independent_of_its_original(game: Game, data: st.DataObject,
                                                seed: int, walk: int) -> None:
    rng = random.Random(walk)
    for i, s in enumerate(positions(game, data.draw(options_of(game)), seed, walk)):
        if i % 7 or s.is_terminal():
            continue
        before = s.to_json()
        c = s.clone()
        assert c.to_json() == before
        while not c.is_terminal() and c.to_json() == before:
            c.apply(choose(c, rng))
        assert s.to_json() == before, "playing on a clone changed the original"


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS)
def test_chance_outcomes_are_the_legal_rolls_and_sum_to_one(game: Game, data: st.DataObject, seed: int,
                                                            walk: int) -> None:
    for s in positions(game, data.draw(options_of(game)), seed, walk):
        if not s.is_chance():
            assert s.chance_outcomes() == []
            with pytest.raises(IllegalAction):
                s.sample_chance()
            continue
        outcomes = s.chance_outcomes()
        rolls = [a for a, _ in outcomes]
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
        assert all(p > 0 for _, p in outcomes)
        assert len(set(rolls)) == len(rolls)
        assert set(rolls) == set(s.legal_actions())
        # the state's own die is one of the outcomes, and the same every time it is asked
        assert s.sample_chance() in rolls and s.sample_chance() == s.sample_chance()


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS)
def test_a_game_ends_with_a_result_and_nothing_left_to_do(game: Game, data: st.DataObject,
                                                          seed: int, walk: int) -> None:
    for s in positions(game, data.draw(options_of(game)), seed, walk):
        player = s.current_player()
        assert player in (0, 1, CHANCE, TERMINAL)
        if not s.is_terminal():
            assert s.returns() == (0.0, 0.0) and s.winning_seat() is None
            assert len(set(s.legal_actions())) == len(s.legal_actions()), "an action is offered twice"
    assert s.legal_actions() == []
    r = s.returns()
    assert r in ((1.0, -1.0), (-1.0, 1.0), (0.0, 0.0))
    assert s.winning_seat() == (0 if r[0] > 0 else 1 if r[1] > 0 else None)
