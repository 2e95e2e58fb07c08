"""Every game tells its events into a sink only while `apply` runs: no position of a random game
holds one, and neither does a copy, a position read from JSON or rebuilt from a view, nor a copy
taken while a sink is set (each game's tests/<game>/test_event_sink.py checks what it tells)."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from engine.core.events import Event
from engine.core.game import Game
from engine.core.view import view_json
from tests.conformance.walk import GAMES, SEEDS, WALKS, options_of, positions


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS)
def test_no_position_keeps_a_sink_outside_apply(game: Game, data: st.DataObject, seed: int,
                                                walk: int) -> None:
    options = data.draw(options_of(game))
    cls: Any = game.state_class
    for i, s in enumerate(positions(game, options, seed, walk)):
        assert s._told is None  # type: ignore[attr-defined]
        if i % 5:
            continue
        assert s.clone()._told is None  # type: ignore[attr-defined]
        assert "_told" not in s.to_json() and "_told" not in view_json(s.view(0))
        assert cls.from_json(s.to_json())._told is None
        assert cls.from_view(s.view(s.current_player() if s.current_player() >= 0 else 0),
                             random.Random(seed))._told is None
        sink: list[Event] = []
        s._told = sink  # type: ignore[attr-defined]  # as if copied while apply runs
        try:
            copy = s.clone()
        finally:
            s._told = None  # type: ignore[attr-defined]
        assert copy._told is None and sink == []  # type: ignore[attr-defined]
