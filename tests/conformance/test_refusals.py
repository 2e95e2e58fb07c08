"""One predicate decides legality and says why: for random positions of every game, mode and
variant, and well-formed candidate actions (the legal actions met anywhere in other random games
of the same game), an action is legal exactly when `check` accepts it; a refused one is refused
by `check_legal` and `why_illegal` with the words of the very refusal `check` gave, and each
refusal's code has words among the game's `refusal_words`."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.errors import IllegalAction
from engine.core.game import Game
from tests.conformance.test_legality import texts_met
from tests.conformance.walk import GAMES, SEEDS, WALKS, options_of, positions


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS, other=WALKS)
def test_an_action_is_legal_exactly_when_the_check_accepts_it(game: Game, data: st.DataObject, seed: int,
                                                                walk: int, other: int) -> None:
    options = data.draw(options_of(game))
    elsewhere = texts_met(game, options, seed + 1, other)
    rng = random.Random(walk)
    codes: set[str] = set()
    for i, s in enumerate(positions(game, options, seed, walk)):
        if i % 3:
            continue
        legal = s.legal_actions()
        assert all(s.check(a) is None for a in legal), [a for a in legal if s.check(a) is not None]
        for text in rng.sample(elsewhere, min(16, len(elsewhere))):
            a = s.parse_action(text)
            refusal = s.check(a)
            assert (refusal is None) == (a in legal), (text, refusal)
            if refusal is None:
                continue
            codes.add(refusal.code)
            assert refusal.code in game.refusal_words.texts, refusal
            said = s.refusal_words(a, refusal)
            assert said and s.why_illegal(a) == said
            try:
                s.check_legal(a)
            except IllegalAction as e:
                assert str(e) == said
            else:
                raise AssertionError(f"{text} passed check_legal though {refusal} refused it")
    assert codes, "no action was refused"


@pytest.mark.no_compiled_code
def test_every_game_words_each_refusal_of_its_rules() -> None:
    """Each text is a sentence with the action or a field to say, never an id."""
    from engine.games import all_games

    for game in all_games().values():
        words = game.refusal_words
        assert words.texts, game.name
        for code, text in words.texts.items():
            assert code.isidentifier() and text != code and " " in text, (game.name, code, text)

