"""Random legal games of any registered game, drawn by hypothesis: options, seed and the walk.

The walk's choices come from a plain Random seeded by hypothesis (hypothesis's own draws are
slow over a few hundred plies); a failure still replays exactly from the seeds it prints."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from engine.core.game import Game, GameState, OptionError
from tests.sizing import examples

# a whole game per example, several hundred plies for the longest: few examples, no deadline
GAMES = settings(max_examples=examples(5, soak=100), deadline=None, database=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                        # `game` only registers the test game: the same for every example
                                        HealthCheck.function_scoped_fixture])
# seeds past 2**32, so a seed's digits in a view cannot be a card or a count by chance
SEEDS = st.integers(2**33, 2**40)
WALKS = st.integers(0, 2**32)
MAX_PLIES = 5000


def _valid(game: Game, options: dict[str, Any]) -> bool:
    try:
        game.parse_options(options)
    except OptionError:
        return False
    return True


def options_of(game: Game) -> st.SearchStrategy[dict[str, Any]]:
    """Any combination of the game's option values that the game accepts."""
    each = {spec.name: st.sampled_from(list(spec.choices)) for spec in game.options}
    return st.fixed_dictionaries(each).filter(lambda o: _valid(game, o))


def choose(s: GameState[Any], rng: random.Random) -> Any:
    """A legal action: the state's own die at a chance node, else any legal action."""
    return s.sample_chance() if s.is_chance() else rng.choice(s.legal_actions())


def positions(game: Game, options: dict[str, Any], seed: int, walk: int) -> Iterator[GameState[Any]]:
    """Every position of one random legal game, the last one terminal; each yielded state is
    the live one (a test that changes it must clone it)."""
    s = game.new(options, seed)
    rng = random.Random(walk)
    for _ in range(MAX_PLIES):
        yield s
        if s.is_terminal():
            return
        assert s.legal_actions(), f"nobody can act in {s.to_json().get('phase')!r}"
        s.apply(choose(s, rng))
    raise AssertionError(f"the game did not end in {MAX_PLIES} plies")
