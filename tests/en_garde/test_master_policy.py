"""The Master's policy counts the unseen cards before it attacks, and parries an
advance-and-attack only when the riposte is sure (seed-pinned; the policy reads only the mover's
knowledge: his hand, the cards played this round and the board)."""

from __future__ import annotations

import random
from typing import cast

import pytest

from engine.ai.ismcts import styled_heuristics
from engine.ai.players import plan
from engine.games.en_garde import GAME
from engine.games.en_garde.actions import Action, attack, parry, retreat
from engine.games.en_garde.heuristics import EnGardeHeuristics
from engine.games.en_garde.heuristics_2026_11 import Master2026Heuristics
from engine.games.en_garde.state import EnGardeState
from tests.en_garde.build import state

POLICY = cast(EnGardeHeuristics, GAME.heuristics)


def choices(s: EnGardeState, seeds: range = range(20)) -> set[Action]:
    legal = s.legal_actions()
    return {POLICY.best(s, legal, random.Random(seed)) for seed in seeds}


def test_one_four_does_not_attack_while_two_fours_are_unseen() -> None:
    # distance 4, one 4 in hand, two 4s played: he may hold the other two, parry one and riposte
    s = state(hands=("12345", "12235"), pos=(9, 13), discard="44", to_move=0)
    assert attack(4) in s.legal_actions()
    assert attack(4) not in choices(s)


def test_an_attack_he_cannot_parry_is_made() -> None:
    # the other four 4s are played: no card of his parries a single 4
    s = state(hands=("12345", "12235"), pos=(9, 13), discard="4444", to_move=0)
    assert choices(s) == {attack(4)}


def test_an_advance_and_attack_is_parried_when_a_riposte_card_stays() -> None:
    s = state(level="advanced", hands=("123", "44123"), pos=(9, 13), phase="defend", pending="4",
              to_move=1)
    assert choices(s) == {parry(4)}


def test_an_advance_and_attack_without_a_riposte_is_answered_by_giving_ground() -> None:
    s = state(level="advanced", hands=("123", "41235"), pos=(9, 13), phase="defend", pending="4",
              to_move=1)
    assert parry(4) in s.legal_actions()
    assert choices(s) <= {retreat(v) for v in (1, 2, 3, 5)}


def test_the_master_of_november_2026_keeps_its_policy_and_budget() -> None:
    assert isinstance(styled_heuristics(GAME, None, 0, "2026-11"), Master2026Heuristics)
    assert isinstance(styled_heuristics(GAME, None, 0), EnGardeHeuristics)
    s = state(hands=("12345", "12235"), pos=(9, 13), discard="44", to_move=0)
    then = plan(GAME.name, s.view(0), "master-2026-11", seed=3)
    today = plan(GAME.name, s.view(0), "master", seed=3)
    assert [(j.iterations, j.policy) for j in then.jobs] == [(1500, "2026-11")] * 2
    # today's Master plays the game's own policy, reading the hand (En Garde's policy "master")
    assert all(isinstance(styled_heuristics(GAME, None, 0, j.policy), EnGardeHeuristics) for j in today.jobs)
    assert today.jobs[0].iterations > then.jobs[0].iterations


@pytest.mark.parametrize("discard", ["44", "4"])
def test_the_old_policy_attacked_into_the_riposte(discard: str) -> None:
    """What the Master of November 2026 did here, so the tests above measure a change."""
    s = state(hands=("12345", "12235"), pos=(9, 13), discard=discard, to_move=0)
    legal = s.legal_actions()
    assert Master2026Heuristics().best(s, legal, random.Random(0)) == attack(4)
