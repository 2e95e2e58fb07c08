"""A game that exists only for the tests: it proves a new game plugs in through the registries
alone (one engine package, one registry line) and passes the conformance suite."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from engine.core.game import Game
from engine.games import register, unregister


@contextmanager
def plugged_in() -> Iterator[Game]:
    """The test game, registered as a plugin for as long as the block lasts."""
    from tests.plugin_game.engine_pkg import GAME

    register(GAME)
    try:
        yield GAME
    finally:
        unregister(GAME.name)
