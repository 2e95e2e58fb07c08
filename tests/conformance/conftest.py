"""Every conformance test runs once per registered game: the built-in ones and the test game
plugged in the way a new game would be, so a game added to the registry is covered unasked."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.core.game import Game
from engine.games import all_games, get_game
from tests.plugin_game import plugged_in


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "game" in metafunc.fixturenames:
        with plugged_in():
            names = list(all_games())
        metafunc.parametrize("game", names, indirect=True)


@pytest.fixture
def game(request: pytest.FixtureRequest) -> Iterator[Game]:
    with plugged_in():
        yield get_game(request.param)
