"""The search's value of an unfinished bout: a race to the target against the clock, then the
breath, the ground and the hands; the Master of November 2026 keeps its value of the lead alone."""

from __future__ import annotations

import math

import pytest

from engine.ai.ismcts import styled_heuristics
from engine.ai.players import plan
from engine.games.ready_fence import GAME
from engine.games.ready_fence.heuristics import (
    POLICY_2026_11,
    W_GROUND,
    W_LUNGE,
    ReadyFenceHeuristics,
    race,
    race_value,
)
from engine.games.ready_fence.state import ReadyFenceState
from tests.ready_fence.helpers import table

TODAY = ReadyFenceHeuristics()
THEN = ReadyFenceHeuristics(policy=POLICY_2026_11)
HANDS = (("st3y-1", "st4-1", "pr5-1"), ("st3y-2", "st4-2", "pr5-2"))  # alike: the hands weigh nothing


def value(**kw: object) -> float:
    s = table(hands=HANDS, **kw)  # type: ignore[arg-type]
    return TODAY.evaluate(s)[0]


def test_the_race_is_won_at_the_target_and_decided_by_the_lead_when_time_runs_out() -> None:
    assert race(0, 3, 5, 0.5) == 1.0 and race(3, 0, 5, 0.5) == 0.0
    assert race(2, 3, 0, 0.5) == 1.0 and race(3, 2, 0, 0.5) == 0.0
    assert race(2, 2, 0, 0.25) == 0.25  # a tie when time runs out: Priority's (overtime) chance
    # one touch left, needing one against his two: I score (won) or he does (a tie)
    assert race(1, 2, 1, 0.5) == pytest.approx(0.5 + 0.5 * 0.5)
    # more time favours the one behind; a lead is worth more the less time is left
    assert race(3, 2, 4, 0.5) > race(3, 2, 1, 0.5)
    assert race(2, 3, 1, 0.5) > race(2, 3, 4, 0.5) > 0.5


def test_a_lead_is_worth_more_as_the_clock_runs_down() -> None:
    early = value(points=(2, 1), timer_size=12)
    late = value(points=(2, 1), timer_size=2)
    assert 0 < early < late < 1
    assert value(points=(1, 2), timer_size=2) < 0


def test_the_value_is_the_same_bout_seen_from_the_other_end() -> None:
    """Swapping the fencers (their hands, ends, breath and score) negates the value."""
    a = table(hands=(("st3y-1", "st5-1"), ("st3y-2", "pr4-1", "sh6-1")), pos=(3, 5), stamina=(5, 3),
              points=(1, 2), to_move=0, timer_size=7)
    b = table(hands=(("st3y-2", "pr4-1", "sh6-1"), ("st3y-1", "st5-1")), pos=(4, 6), stamina=(3, 5),
              points=(2, 1), to_move=1, timer_size=7)
    assert race_value(a) == pytest.approx(-race_value(b))
    assert TODAY.evaluate(a) == pytest.approx((race_value(a), -race_value(a)))


def test_breath_ground_and_a_faster_hand_each_count() -> None:
    even = value()
    assert value(stamina=(6, 3)) > even
    assert value(pos=(5, 7)) > even  # both one square towards fencer 2's end
    faster = table(hands=(("st3y-1", "st4-1", "pr6-1"), HANDS[1]))
    assert TODAY.evaluate(faster)[0] > even
    # level but for the move at lunge distance (fencer 1's) and his square more of ground (4 to 3)
    assert even == pytest.approx(math.tanh((W_LUNGE + W_GROUND) / 2))


def test_priority_decides_a_tied_overtime() -> None:
    mine = value(points=(3, 3), overtime=True, priority=0, timer_size=1)
    his = value(points=(3, 3), overtime=True, priority=1, timer_size=1)
    assert mine > 0.5 > -0.5 > his


def test_the_master_of_november_2026_keeps_the_value_of_the_lead_alone() -> None:
    s = table(hands=HANDS, points=(2, 1), stamina=(5, 6), timer_size=6)
    left = max(1, min((5 - 2) * 2, 6 // 2 + 1))
    expected = math.tanh(0.9 * 1 / math.sqrt(left)) + 0.04 * (5 - 6)
    assert THEN.evaluate(s)[0] == pytest.approx(expected)
    assert TODAY.evaluate(s)[0] != pytest.approx(expected)
    assert styled_heuristics(GAME, None, 0, POLICY_2026_11).policy == POLICY_2026_11
    assert styled_heuristics(GAME, "cautious", 0, POLICY_2026_11).policy == POLICY_2026_11
    with pytest.raises(ValueError, match="no policy"):
        ReadyFenceHeuristics(policy="1999-01")


def test_the_levels_search_with_their_own_value() -> None:
    s = table(hands=HANDS)
    assert isinstance(s, ReadyFenceState)
    view = s.view(0)
    assert {j.policy for j in plan(GAME.name, view, "master-2026-11", 1).jobs} == {POLICY_2026_11}
    assert {j.policy for j in plan(GAME.name, view, "master", 1).jobs} == {None}
