"""The playout policy's hit taking: what each way of taking a hit costs at the broken test."""

from __future__ import annotations

import random

from engine.games.barditus.actions import parse_action
from engine.games.barditus.heuristics import BarditusHeuristics, _hit_cost
from tests.barditus.helpers import battle, lay, orders, play, roll


def test_a_disordered_piece_falling_back_onto_open_ground_costs_nothing_and_is_chosen_first() -> None:
    """The Horsemen (XXX/dd) with the wagons (open ground) behind take a hit: the D piece falling
    back onto a D slot changes nothing at the broken test, so the policy takes the hit that way
    rather than losing a sword to disorder, the D piece, or a sword outright."""
    s = orders(battle(), 0, general=3)
    play(s, "battle F3")
    roll(s, 6, 6)
    lay(s, 1, "F3", "##./#.")
    costs = {t: _hit_cost(s, parse_action(t)) for t in
             ("retreat F3.4 R3.1", "retreat F3.1 F3.5", "destroy F3.4", "destroy F3.1")}
    order = sorted(costs, key=costs.__getitem__)
    assert order == ["retreat F3.4 R3.1", "destroy F3.4", "retreat F3.1 F3.5", "destroy F3.1"]
    assert costs["retreat F3.4 R3.1"] == 0.0
    picked = BarditusHeuristics().playout_action(s, random.Random(0))
    assert (picked.kind, picked.a) == ("retreat", parse_action("retreat F3.4 R3.1").a)

