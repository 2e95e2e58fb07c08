"""The defaults are the rulebook's: each Barditus option's default is pinned to the passage of the
rulebook it comes from (a short locator in a comment), and every choice that is our invention is
named as ours in the option's help (the new-game dialog shows it).

Two defaults are inventions the rulebook gives no text for, kept because the balance was
measured with them (docs/rules/barditus.md, Balance): the skirmishers' evasion and the turn
limit. Their tests say so."""

from __future__ import annotations

import pytest

from engine.games.barditus import ARMY_IDS, OPTIONS
from tests.barditus.helpers import battle, lay, orders, play, pursuers, roll

DEFAULTS = {o.name: o.default for o in OPTIONS}
HELP = {o.name: o.help for o in OPTIONS}
# the choices that are ours, option by option (the others are the rulebook's text)
OURS = {"army0": set(ARMY_IDS), "army1": set(ARMY_IDS), "leading": {"off"}, "morale": {"end"},
        "skirmishers": {"evade"}, "hinder": {"all"}, "disorder": {"d_slots"}, "turns": {12, 20, 30}}


def test_every_option_has_its_default_pinned_below() -> None:
    # a new option needs its own test here, with the passage its default comes from
    assert set(DEFAULTS) == set(OURS)


@pytest.mark.parametrize("name", ["leading", "morale", "skirmishers", "hinder", "disorder"])
def test_each_choice_of_ours_is_named_as_ours_in_the_help(name: str) -> None:
    for choice in OURS[name]:
        assert f"{choice} (ours" in HELP[name], HELP[name]


@pytest.mark.parametrize("name", ["army0", "army1", "turns"])
def test_an_option_wholly_ours_says_so_in_the_help(name: str) -> None:
    assert "ours" in HELP[name], HELP[name]


def test_the_armies_are_ours_and_two_different_ones_meet_by_default() -> None:
    # rulebook: Components and Preparations describe army cards but print none: the armies are
    # ours; by default two different ones meet
    assert DEFAULTS["army0"] in ARMY_IDS and DEFAULTS["army1"] in ARMY_IDS
    assert DEFAULTS["army0"] != DEFAULTS["army1"]


def test_the_general_may_lead_at_the_front_by_default() -> None:
    # rulebook: Command points, "General leading at the front": the player may choose it
    assert DEFAULTS["leading"] == "on"
    s = battle()
    assert s.phase == "lead"  # asked before the roll


def test_morale_is_tested_at_the_start_of_the_turn_by_default() -> None:
    # rulebook: Morale, checked at the beginning of the phasing player's turn with the die he
    # allocated to morale
    assert DEFAULTS["morale"] == "start"
    s = orders(battle(), 0, general=1, morale=3)
    s.lost[0] = s.points[1] = 20  # the Romans are broken...
    play(s, "end")
    assert s.phase != "over" and s.turn == 1  # ... not at the end of their turn
    play(s, "hold")
    roll(s, 1, 2, 3)
    play(s, "general 3 F1", "end")
    assert (s.phase, s.winner, s.reason) == ("over", 1, "broken")  # at the start of the next


def test_pursuers_hinder_counter_attacks_only_by_default() -> None:
    # rulebook: Battle action, Pursuit: a pursuer takes a die from its enemy's counter attack
    assert DEFAULTS["hinder"] == "counter"
    s = orders(battle(), 0, general=1)
    pursuers(s, 1, home=1, on=1)  # a Gallic pursuer stands on the hastati
    play(s, "battle F1")
    assert s.need == 2  # the ordered battle rolls both its swords


def test_a_disordered_piece_retreats_to_any_empty_slot_behind_by_default() -> None:
    # rulebook: Battle action, the hits: a retreat moves a unit directly backwards to an empty
    # slot, with no exception for a unit on a D slot. Keeping it on D slots is ours (d_slots),
    # the rule stored battles were played under, so a save that predates the option keeps it
    assert DEFAULTS["disorder"] == "behind"
    spec = next(o for o in OPTIONS if o.name == "disorder")
    assert spec.before == "d_slots"
    s = orders(battle(), 0, general=2)
    play(s, "battle F2")
    roll(s, 3, 3, 3)
    lay(s, 1, "F2", "###/##/#..")  # a Levy piece on its first D slot, the forest behind
    assert "retreat F2.6 R2.1" in {s.format_action(a) for a in s.legal_actions()}


def test_skirmishers_evade_by_default_an_invention_kept_for_the_balance() -> None:
    # rulebook: Other rules, Skirmishers: a morale test on the rally numbers, but the rulebook
    # has no morale test per unit; the evasion is ours, on by default (the measured balance)
    assert DEFAULTS["skirmishers"] == "evade"


def test_the_turn_limit_is_ours_the_rulebook_ends_only_on_a_broken_army() -> None:
    # rulebook: Morale, a broken army loses; no other end is written. The limit is ours, with
    # no "none" choice: a cautious pair could otherwise play forever
    assert DEFAULTS["turns"] == 20
    assert set(OURS["turns"]) == set(next(o for o in OPTIONS if o.name == "turns").choices)
