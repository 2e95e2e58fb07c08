"""The hint's odds in words a newcomer can read: two moves the search cannot part are said to be
about as good, not given two figures a point apart that read as a verdict."""

from __future__ import annotations

from engine.ai.coach import CLOSE, Advice
from engine.games.en_garde.actions import advance


def advice(chance: float, rival_chance: float) -> Advice:
    return Advice(advance(5), "advance 5", chance, rival="advance 2", rival_chance=rival_chance)


def test_moves_the_search_cannot_part_are_said_to_be_alike() -> None:
    said = advice(0.57, 0.57 + CLOSE / 2).odds()
    assert "cannot tell this move from the next best, advance 2" in said and "57%" in said
    assert said.count("%") == 1


def test_a_clear_preference_gives_both_chances() -> None:
    said = advice(0.57, 0.57 - 2 * CLOSE).odds()
    assert "after the next best, advance 2, about 51%" in said and "about 57% to win" in said
