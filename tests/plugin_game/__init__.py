"""A game that exists only for the tests: it proves a new game plugs in through the registries
alone (one engine package and one GUI package, a registry line each) and passes the conformance
suite, opens on the table and prints its cards."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from engine.core.game import Game
from engine.games import register, unregister


@contextmanager
def plugged_in() -> Iterator[Game]:
    """The test game, both halves registered as a plugin for as long as the block lasts."""
    from gui import games as tables
    from tests.plugin_game.engine_pkg import GAME
    from tests.plugin_game.gui_pkg import UI

    register(GAME)
    tables.register(UI)
    try:
        yield GAME
    finally:
        tables.unregister(UI.name)
        unregister(GAME.name)
