"""Every game refuses exactly what `legal_actions` leaves out, and says why in words: on
random positions each legal action passes the check, and well-formed actions that are not
legal there (the legal actions of other positions of the same game, read from their notation)
are refused by `check_legal` and by `apply` with a reason, leaving the state as it was."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.errors import IllegalAction
from engine.core.game import Game, GameState
from tests.conformance.walk import GAMES, SEEDS, WALKS, options_of, positions

# what a reason must not look like: a Python repr, or a bare id with no words around it
NOT_WORDS = re.compile(r"Action\(|^\W*\w*\W*$")


def texts_met(game: Game, options: dict[str, Any], seed: int, walk: int) -> list[str]:
    """The notation of every action legal somewhere in one random game."""
    met = positions(game, options, seed, walk)
    return sorted({s.format_action(a) for s in met for a in s.legal_actions()})


def check_refused(s: GameState[Any], action: Any) -> None:
    with pytest.raises(IllegalAction) as refused:
        s.check_legal(action)
    reason = str(refused.value)
    assert reason.strip() and not NOT_WORDS.search(reason), f"refused with {reason!r}"
    before = s.to_json()
    with pytest.raises(IllegalAction) as again:
        s.apply(action)
    assert str(again.value) == reason
    assert s.to_json() == before, "a refused action changed the state"


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS, other=WALKS)
def test_the_reason_an_action_is_refused_agrees_with_the_legal_actions(game: Game, data: st.DataObject,
                                                                       seed: int, walk: int,
                                                                       other: int) -> None:
    options = data.draw(options_of(game))
    elsewhere = texts_met(game, options, seed + 1, other)
    rng = random.Random(walk)
    refused = 0
    for i, s in enumerate(positions(game, options, seed, walk)):
        if i % 4:
            continue
        legal = s.legal_actions()
        for a in legal:
            s.check_legal(a)  # never refused
        for text in rng.sample(elsewhere, min(12, len(elsewhere))):
            a = s.parse_action(text)
            if a not in legal:
                check_refused(s, a)
                refused += 1
    assert refused, "no illegal action was tried"
