"""The fast rules agree with the plain ones: along random duels of every variant, the state's
legal actions are the plain reading's (tests/audatia/reference.py), in the same order, so a
random playout from a seed makes the same moves whichever reading it asks."""

from __future__ import annotations

import random

import pytest

from engine.games.audatia.state import VARIANTS
from tests.audatia import reference
from tests.audatia.build import BOU, GAL, GAME


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("brk", ["off", "on"])
def test_legal_actions_agree_with_the_plain_reading_along_random_duels(variant: str, brk: str) -> None:
    for seed in range(12):
        rng = random.Random(seed)
        decks = (BOU, GAL) if seed % 2 else (GAL, BOU)
        s = GAME.new({"variant": variant, "break": brk, "challenger": seed % 3 % 2,
                      "challenger_deck": decks[0], "respondent_deck": decks[1]}, seed)
        plies = 0
        while not s.is_terminal():
            legal = s.legal_actions()
            assert legal == reference.legal_actions(s), f"seed {seed}, ply {plies}, phase {s.phase}"
            s.step(legal[rng.randrange(len(legal))])
            plies += 1
        assert reference.legal_actions(s) == []


def test_the_ai_sample_of_a_view_offers_the_plain_reading_s_actions() -> None:
    """A determinization (from_view) is a state like any other: its fast lookups agree too."""
    rng = random.Random(5)
    s = GAME.new({}, 5)
    while not s.is_terminal():
        view = s.view(s.current_player())
        sample = type(s).from_view(view, random.Random(rng.randrange(1 << 30)))
        assert sample.legal_actions() == reference.legal_actions(sample)
        legal = s.legal_actions()
        s.step(legal[rng.randrange(len(legal))])
