"""The search's value at the end of a turn: the chance of winning in the broken test's terms."""

from __future__ import annotations

from itertools import pairwise

from engine.games.barditus.heuristics import BarditusHeuristics, breaking_risk, win_value
from engine.games.barditus.state import BarditusState
from tests.barditus.helpers import battle, lay


def turn_of(seat: int, morale: tuple[int, int] = (3, 3)) -> BarditusState:
    """The start of `seat`'s turn (where a playout stops), both morale dice set aside."""
    s = battle()
    s.turn = s.to_move = seat
    s.round = 2
    s.morale = list(morale)
    return s


def test_the_risk_of_breaking_is_one_at_a_margin_of_nought_and_falls_as_the_margin_grows() -> None:
    risks = [breaking_risk(m) for m in range(-2, 13)]
    assert risks[2] == 1.0
    assert all(a > b for a, b in pairwise(risks))
    assert breaking_risk(-5) == breaking_risk(-2)  # a broken army is broken: the value stays bounded


def test_the_value_is_a_chance_on_the_evaluations_scale_and_zero_sum() -> None:
    s = turn_of(1)
    v0, v1 = BarditusHeuristics().evaluate(s)
    assert -1.0 < v0 < 1.0
    assert v0 == -v1 == win_value(s, 0)


def test_the_waiting_armys_morale_die_counts_and_the_movers_does_not() -> None:
    """At the start of the Gauls' turn the Romans will be tested next with the die they have just
    set aside, so a 6 there is worth more than a 1; the Gauls' own old die is replaced before
    their next test, so it changes nothing (a margin difference counted both alike)."""
    low, high = turn_of(1, morale=(1, 3)), turn_of(1, morale=(6, 3))
    assert win_value(high, 0) > win_value(low, 0)
    assert win_value(turn_of(1, morale=(3, 1)), 0) == win_value(turn_of(1, morale=(3, 6)), 0)


def test_three_points_of_margin_weigh_more_near_breaking_than_far_from_it() -> None:
    """The same morale die, 1 or 4, for a Roman army with its hastati and principes disordered
    (near breaking) and for a fresh one: the gain is larger near the edge."""
    def gain(near: bool) -> float:
        values = []
        for die in (1, 4):
            s = turn_of(1, morale=(die, 3))
            if near:
                s.lost[0] = 6
            values.append(win_value(s, 0))
        return values[1] - values[0]

    assert gain(near=True) > gain(near=False) > 0


def test_a_piece_lost_weighs_more_than_one_disordered_at_the_same_margin() -> None:
    """A hastatus off his shield slot: fallen back onto a D slot, or destroyed. The broken test
    counts both alike (one shield fewer, one more disordered or destroyed), but a disordered piece
    can be rallied and a casualty never comes back, so the value holds the loss the worse."""
    fell_back, destroyed = turn_of(1), turn_of(1)
    lay(fell_back, 0, "F1", "##/.##/#.")
    lay(destroyed, 0, "F1", "##/.##/..")
    destroyed.lost[0] += 1
    assert fell_back.margin(0) == destroyed.margin(0)
    assert win_value(fell_back, 0) > win_value(destroyed, 0)
