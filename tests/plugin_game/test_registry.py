"""A game plugs in through the registry alone: registered, every tool that asks the registry
finds it (the conformance suite runs over it); unregistered, it is gone; a name is never taken twice."""

from __future__ import annotations

import dataclasses

import pytest

from engine.games import BUILT_IN, all_games, get_game, register, unregister
from gui import games as tables
from tests.plugin_game import plugged_in


def test_a_registered_game_is_listed_and_found_by_name_until_it_is_unregistered() -> None:
    before = list(all_games())
    with plugged_in() as game:
        assert list(all_games()) == [*before, game.name]
        assert get_game(game.name) is game
        s = get_game(game.name).new({}, seed=1)
        assert s.legal_actions()
    assert list(all_games()) == before
    with pytest.raises(KeyError):
        get_game(game.name)


def test_the_built_in_games_are_one_line_each_and_stay_registered() -> None:
    assert len(BUILT_IN) == len(set(BUILT_IN)) == 4
    names = list(all_games())
    with pytest.raises(KeyError, match="no registered game"):
        unregister(names[0])
    assert list(all_games()) == names


def test_a_name_or_alias_already_taken_is_refused() -> None:
    taken = next(iter(all_games().values()))
    with plugged_in() as game:
        with pytest.raises(ValueError, match="already registered"):
            register(game)
        with pytest.raises(ValueError, match=repr(taken.aliases[0])):
            register(dataclasses.replace(game, name="another", aliases=[taken.aliases[0]]))


def test_the_tables_registry_takes_a_game_shipped_apart_and_refuses_a_name_or_face_taken() -> None:
    before = [ui.name for ui in tables.all_uis()]
    with plugged_in() as game:
        ui = tables.game_ui(game.name)
        assert [u.name for u in tables.all_uis()] == [*before, game.name]
        with pytest.raises(ValueError, match="already registered"):
            tables.register(ui)
        drawn = next(u for u in tables.all_uis() if u.faces and u.name != game.name)
        layout = next(iter(drawn.faces))
        with pytest.raises(ValueError, match=repr(layout)):
            tables.register(dataclasses.replace(ui, name="another", faces={layout: ui.faces[game.name]}))
    assert [ui.name for ui in tables.all_uis()] == before
    with pytest.raises(KeyError, match="no registered table"):
        tables.unregister(before[0])
    assert [ui.name for ui in tables.all_uis()] == before
