"""Every game's positions go to JSON and back: the same position, the same views, the same
legal actions, and it plays on exactly like the original; a damaged one is refused naming the
field, or is a sound position."""

from __future__ import annotations

import json
import random

from hypothesis import given
from hypothesis import strategies as st

from engine.core.game import Game
from tests.conformance.walk import GAMES, SEEDS, WALKS, choose, options_of, positions
from tests.positions import mutated, refused_or_sound


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS)
def test_every_position_round_trips_through_json(game: Game, data: st.DataObject,
                                                 seed: int, walk: int) -> None:
    for s in positions(game, data.draw(options_of(game)), seed, walk):
        d = s.to_json()
        again = game.state_class.from_json(json.loads(json.dumps(d)))
        assert again.to_json() == d
        assert again.current_player() == s.current_player()
        assert again.legal_actions() == s.legal_actions()
        assert again.returns() == s.returns()
        for seat in (0, 1, None):
            assert again.view(seat) == s.view(seat)


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS, plies=st.integers(0, 300))
def test_a_restored_position_plays_on_exactly_like_the_original(game: Game, data: st.DataObject, seed: int,
                                                                walk: int, plies: int) -> None:
    rng = random.Random(walk)
    for i, s in enumerate(positions(game, data.draw(options_of(game)), seed, walk)):
        if i == plies or s.is_terminal():
            break
    twin = game.state_class.from_json(s.to_json())
    while not s.is_terminal():
        a = choose(s, rng)
        assert twin.is_chance() == s.is_chance() and (not s.is_chance() or twin.sample_chance() == a)
        assert s.apply(a) == twin.apply(a)
        assert s.to_json() == twin.to_json()


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS, plies=st.integers(0, 300))
def test_a_position_damaged_anywhere_is_refused_naming_the_field_or_plays_on(
        game: Game, data: st.DataObject, seed: int, walk: int, plies: int) -> None:
    """Any value at any depth replaced by junk, by another part of the position, or removed."""
    for i, s in enumerate(positions(game, data.draw(options_of(game)), seed, walk)):
        if i == plies or s.is_terminal():
            break
    sound = s.to_json()
    damaged, what = data.draw(mutated(sound), label="damage")
    refused_or_sound(game.state_class, damaged, sound, what)
