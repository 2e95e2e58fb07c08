"""Barditus, rule by rule, in the order of the rulebook (/work/shared/rules/barditus.txt):
preparations, setup, command, orders, battle, pursuit, counter-attack, rally, the special cards
and the morale test; then the readings Salle adds where the v0.1 text is open (docs and the
engine's docstrings: roll-off ties, evasion, the turns limit, seeded dice).

Seat 0 is the Roman legion, seat 1 the Gallic warband (tests.barditus.helpers gives the default
formations). Places are written as the notation writes them: F2 the front card of column 2,
F2.3 its third slot counted row by row, P1.2 a pursuer from F1 standing on the enemy's F2.
Every die is forced with `roll`.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.events import DieRolled, GameOver, PursuerSent
from engine.games.barditus.actions import Action, parse_action
from engine.games.barditus.cards import ArmyCard, Slot, armies, list_problem
from engine.games.barditus.state import BarditusState
from tests.barditus.helpers import (
    attacked,
    battle,
    build,
    card,
    deploy,
    deployed_pieces,
    lay,
    look,
    new,
    orders,
    play,
    pursued_into_the_principes,
    pursuers,
    roll,
    sound,
)

TRIPLEX = ["principes", "principes", "hastati", "hastati", "triarii", "triarii", "castra", "castra"]  # 20
CHARGE = ["warriors", "warriors", "warriors", "horsemen", "second-line", "second-line", "forest", "wagons"]


def refused(s: BarditusState, text: str, *words: str) -> str:
    """`text` is not legal now: apply raises IllegalAction with the reason, which says `words`,
    and the state is unchanged."""
    a = parse_action(text)
    assert a not in s.legal_actions(), f"{text} is legal"
    before = s.to_json()
    with pytest.raises(IllegalAction) as e:
        s.apply(a)
    assert s.to_json() == before
    why = s.why_illegal(a)
    assert str(e.value) == why
    for w in words:
        assert w in why, f"{why!r} does not say {w!r}"
    return why


def legal(s: BarditusState) -> set[str]:
    return {s.format_action(a) for a in s.legal_actions()}


def fizzle(s: BarditusState) -> None:
    """Roll ones until no die is pending: no hits, no sixes (a battle and its counter end)."""
    while s.is_chance():
        roll(s, 1)


def test_the_cards_these_tests_build_on() -> None:
    """The scenes below count slots on these cards (a change of the card data shows here first)."""
    want = {
        ("roman", "hastati"): "XX/OOO/dd regular", ("roman", "principes"): "XXX/OO/dd veteran",
        ("roman", "socii"): "XX/OO/dd regular", ("roman", "velites"): "XX/dd militia",
        ("roman", "triarii"): "OOO ", ("roman", "wood"): "nnn ", ("roman", "castra"): "ddd ",
        ("gallic", "warriors"): "XXX/OO/dd warrior", ("gallic", "levy"): "XXX/OO/ddd militia",
        ("gallic", "horsemen"): "XXX/dd warrior", ("gallic", "slingers"): "XX/dd militia",
        ("gallic", "second-line"): "NNN ", ("gallic", "forest"): "nnnn ", ("gallic", "wagons"): "ddd ",
    }
    for (a, cid), shape in want.items():
        c = armies()[a].cards[cid]
        rows = "/".join("".join(c.slots[i].letter for i in r) for r in c.rows)
        assert f"{rows} {c.quality}" == shape, (a, cid)
    assert "flanking" in armies()["gallic"].cards["horsemen"].abilities
    assert "pursuit" in armies()["gallic"].cards["warriors"].abilities
    assert "skirmishers" in armies()["gallic"].cards["slingers"].abilities
    assert "skirmishers" in armies()["roman"].cards["velites"].abilities


# ============================================================================================
# Preparations: army building
# ============================================================================================


def test_a_list_of_21_points_is_refused_and_a_20_point_list_is_done() -> None:
    """At most 20 points: a card that would pass 20 is not offered, and `done` on a 21-point
    list is refused with the cost in the reason."""
    s = new()
    for cid in TRIPLEX:
        play(s, f"take {cid}")
    assert "done" in legal(s)  # exactly 20 points, 4 front, 4 rear
    assert "take wood" not in legal(s)  # 1 more point
    refused(s, "take wood", "20 points")
    s.hand[0] = [*TRIPLEX[:-1], "wood"]  # 21 points
    refused(s, "done", "costs 21 points", "at most 20")


def test_three_or_five_front_cards_are_refused() -> None:
    s = new()
    s.hand[0] = ["hastati", "hastati", "socii", "castra", "castra", "castra", "castra"]
    refused(s, "done", "4 front cards, not 3")
    s.hand[0] = ["hastati", "hastati", "socii", "socii", "velites", "castra", "castra", "castra", "castra"]
    refused(s, "done", "4 front cards, not 5")
    s.hand[0] = ["hastati", "hastati", "socii", "socii", "castra", "castra", "castra", "castra"]
    assert not {a for a in legal(s) if a in ("take velites", "take equites", "take principes")}


def test_three_or_seven_rear_cards_are_refused() -> None:
    s = new()
    s.hand[0] = ["hastati", "socii", "socii", "velites", "castra", "castra", "castra"]
    refused(s, "done", "4 to 6 rear cards, not 3")
    s.hand[0] = ["socii", "socii", "velites", "equites", "castra", "castra", "castra", "castra",
                 "wood", "triarii", "triarii"]
    refused(s, "done", "4 to 6 rear cards, not 7")
    s.hand[0] = s.hand[0][:-1]  # six rear cards: legal, and no seventh is offered
    assert "done" in legal(s)
    assert not [a for a in legal(s) if a.startswith("take")]


def test_no_more_copies_than_the_army_holds() -> None:
    """The Roman legion has one Equites: a second is refused, naming the count."""
    s = new()
    play(s, "take equites")
    refused(s, "take equites", "only 1 Equites")
    s.hand[0] = ["equites", "equites", "socii", "socii", "castra", "castra", "castra", "castra"]
    refused(s, "done", "has 1 Equites, not 2")
    assert list_problem("roman", s.hand[0]).startswith("the army has 1 Equites")


def test_done_is_offered_only_for_a_legal_list() -> None:
    s = new()
    refused(s, "done", "4 front cards, not 0")
    for cid in ["hastati", "hastati", "socii", "socii", "castra", "castra", "castra"]:
        play(s, f"take {cid}")
        assert "done" not in legal(s)
    play(s, "take castra")
    assert "done" in legal(s)


def test_every_take_offered_still_leaves_a_legal_list() -> None:
    """A card is offered only if the cheapest completion stays within 20 points."""
    s = new()
    for cid in ["principes", "principes", "hastati", "hastati", "triarii"]:  # 17 points
        play(s, f"take {cid}")
    offered = {a.name for a in s.legal_actions() if a.kind == "take"}
    # three rear cards still wanted, 3 points left: castra (0) and wood (1) fit, triarii (3)
    # would leave nothing for the last two rear cards but castra; it still fits (3 + 0 + 0)
    assert offered == {"castra", "wood", "triarii"}
    play(s, "take triarii")  # 20 points: only castra remains
    assert {a.name for a in s.legal_actions() if a.kind == "take"} == {"castra"}


def test_seat_0_builds_then_seat_1_then_the_roll_off() -> None:
    s = new()
    assert (s.phase, s.to_move) == ("build", 0)
    build(s, TRIPLEX, CHARGE)
    assert s.phase == "rolloff" and s.is_chance()
    assert s.hand == [TRIPLEX, CHARGE]


# ============================================================================================
# Battle setup: roll-off and deployment
# ============================================================================================


def built(**options: Any) -> BarditusState:
    s = new(**options)
    build(s, TRIPLEX, CHARGE)
    return s


@pytest.mark.parametrize(("dice", "first"), [((6, 1), 0), ((2, 5), 1), ((4, 3), 0)])
def test_the_higher_roll_deploys_first(dice: tuple[int, int], first: int) -> None:
    s = built()
    events = roll(s, *dice)
    assert s.first == first
    assert (s.phase, s.to_move) == ("deploy", first)
    assert [e.value for e in events if isinstance(e, DieRolled)] == list(dice)
    assert s.tray == [[dice[0]], [dice[1]]]


def test_a_tied_roll_off_rolls_again() -> None:
    s = built()
    roll(s, 4, 4)
    assert s.phase == "rolloff" and s.is_chance() and s.first == -1
    roll(s, 3, 3, 2, 5)
    assert s.first == 1 and s.to_move == 1


@pytest.mark.parametrize("first", [0, 1])
def test_the_roll_off_winner_deploys_first_and_moves_first(first: int) -> None:
    s = built(leading="off")
    roll(s, *((6, 2) if first == 0 else (2, 6)))
    movers = []
    todo = {0: [*enumerate(["principes", "principes", "hastati", "hastati",
                            "triarii", "triarii", "castra", "castra"])],
            1: [*enumerate(["warriors", "warriors", "warriors", "horsemen",
                            "second-line", "second-line", "forest", "wagons"])]}
    while s.phase == "deploy":
        movers.append(s.to_move)
        p, cid = todo[s.to_move].pop(0)
        s.apply(Action("deploy", p, name=cid))
    assert movers == [first, 1 - first] * 8  # one card at a time, alternating
    assert s.turn == first and s.round == 1
    assert s.phase == "command"  # leading=off: straight to the command roll


def test_front_cards_go_only_to_front_positions_and_rear_cards_to_rear() -> None:
    s = built()
    roll(s, 6, 1)
    spots = {(a.name, a.a) for a in s.legal_actions()}
    for cid in ("principes", "hastati"):
        assert {p for c, p in spots if c == cid} == {0, 1, 2, 3}
    for cid in ("triarii", "castra"):
        assert {p for c, p in spots if c == cid} == {4, 5, 6, 7}
    with pytest.raises(IllegalAction):
        s.apply(parse_action("deploy principes R1"))
    with pytest.raises(IllegalAction):
        s.apply(parse_action("deploy castra F1"))
    play(s, "deploy principes F2")
    play(s, "deploy warriors F2")
    with pytest.raises(IllegalAction):  # a position holds one card
        s.apply(parse_action("deploy hastati F2"))
    with pytest.raises(IllegalAction):  # not a card of this list
        s.apply(parse_action("deploy socii F1"))


def test_pieces_go_on_every_filled_slot_and_open_slots_start_empty() -> None:
    s = battle()
    assert [look(s, 0, w) for w in ("F1", "F2", "F3", "F4", "R1", "R2", "R3", "R4")] == \
        ["##/###/..", "###/##/..", "##/##/..", "##/..", "###", "...", "...", "..."]
    assert [look(s, 1, w) for w in ("F1", "F2", "F3", "F4", "R1", "R2", "R3", "R4")] == \
        ["###/##/..", "###/##/...", "###/..", "##/..", "###", "....", "...", "..."]
    assert s.lost == [0, 0] and s.chase == [[0] * 16, [0] * 16]


def text_of(value: object) -> Iterator[str]:
    """Every string anywhere in a JSON-like value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from text_of(k)
            yield from text_of(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from text_of(v)


def test_undeployed_cards_stay_hidden_and_the_left_over_rear_cards_are_never_shown() -> None:
    """The lists are secret while they are built and deployed; with six rear cards the two left
    out stay in hand, unseen by the enemy, for the whole battle."""
    s = new()
    play(s, *[f"take {c}" for c in TRIPLEX], "done")
    roman = set(armies()["roman"].cards)
    assert not roman & set(text_of(s.view(1)))  # seat 1 builds without seeing the Roman list
    gallic = ["warriors", "levy", "horsemen", "slingers", "second-line", "second-line", "wagons", "wagons",
              "forest", "forest"]
    play(s, *[f"take {c}" for c in gallic], "done")
    roll(s, 6, 1)
    deploy(s, TRIPLEX, gallic[:8])
    v0 = s.view(0)
    assert "forest" not in set(text_of(v0.to_json()))
    assert v0.hand_sizes == (0, 2) and v0.hand == ()
    assert s.view(1).hand == ("forest", "forest")
    assert "forest" not in set(text_of(s.view(None).to_json()))


def test_each_card_stays_hidden_until_it_is_deployed() -> None:
    s = new()
    build(s, TRIPLEX, CHARGE)
    roll(s, 6, 1)
    todo = {0: list(enumerate(TRIPLEX)), 1: list(enumerate(CHARGE))}
    while s.phase == "deploy":
        for seat in (0, 1):
            on_table = set(s.cards[1 - seat])
            hidden = set(s.hand[1 - seat]) - on_table
            assert not hidden & set(text_of(s.view(seat))), f"seat {seat} sees {hidden}"
        p, cid = todo[s.to_move].pop(0)
        s.apply(Action("deploy", p, name=cid))


# ============================================================================================
# Command points and the general
# ============================================================================================


def at_command(leading: str = "on") -> BarditusState:
    s = battle(leading=leading)
    if leading == "on":
        assert s.phase == "lead" and legal(s) == {"lead", "hold"}
    return s


def test_command_roll_keeps_the_lowest_and_the_highest() -> None:
    """2, 4, 6: the 2 and the 6 are kept (the middle one is dropped)."""
    s = at_command()
    play(s, "hold")
    roll(s, 4, 6, 2)
    assert sorted(s.kept) == [2, 6]
    assert legal(s) == {f"general {v} F{c}" for v in (2, 6) for c in (1, 2, 3, 4)}
    assert s.general_lost == [False, False]


def test_a_general_leading_at_the_front_drops_the_lowest_die() -> None:
    """Leading, 2, 4, 6: the 4 and the 6 are kept."""
    s = at_command()
    play(s, "lead")
    roll(s, 2, 4, 6)
    assert sorted(s.kept) == [4, 6]
    assert s.general_lost == [False, False]


def test_a_leading_general_is_lost_on_equal_high_dice_and_then_the_two_lowest_are_kept() -> None:
    """Leading, 3, 5, 5: the two fives are kept and the general is lost; from the next turn the
    two lowest dice are kept (1, 3, 6 keeps 1 and 3) and leading is no longer offered."""
    s = at_command()
    play(s, "lead")
    roll(s, 5, 3, 5)
    assert sorted(s.kept) == [5, 5]
    assert s.general_lost == [True, False]
    assert legal(s) == {f"general 5 F{c}" for c in (1, 2, 3, 4)}
    play(s, "general 5 F2", "end")
    assert s.turn == 1 and s.phase == "lead"  # the enemy still has his general
    play(s, "hold")
    roll(s, 1, 2, 3)
    play(s, "general 3 F1", "end")
    assert s.turn == 0
    assert s.phase == "command" and s.is_chance()  # no lead/hold asked any more
    roll(s, 1, 6, 3)
    assert sorted(s.kept) == [1, 3]


def test_leading_off_never_asks() -> None:
    s = at_command("off")
    for _ in range(3):  # three turns in a row, both sides
        assert s.phase == "command" and s.is_chance()
        roll(s, 1, 3, 5)
        assert sorted(s.kept) == [1, 5]
        play(s, "general 5 F1", "end")


def test_allocation_sets_command_morale_and_the_general_column() -> None:
    """`general 6 F3`: 6 command points, the 2 to morale, the general on column 3."""
    s = at_command()
    play(s, "hold")
    roll(s, 2, 4, 6)
    play(s, "general 6 F3")
    assert (s.command, s.morale[0], s.general) == (6, 2, 2)
    assert s.phase == "orders" and s.to_move == 0
    t = at_command()
    play(t, "hold")
    roll(t, 2, 4, 6)
    play(t, "general 2 F1")
    assert (t.command, t.morale[0], t.general) == (2, 6, 0)
    refused(t, "general 4 F1")  # not a kept die


def test_the_new_morale_die_replaces_the_old_one() -> None:
    s = at_command()
    s.morale[0] = 6
    play(s, "hold")
    roll(s, 1, 3, 5)
    play(s, "general 5 F1")
    assert s.morale[0] == 1


# ============================================================================================
# Orders and their cost
# ============================================================================================


def cost_scene(general: int) -> BarditusState:
    """Roman front: F1 velites (militia), F2 principes (veteran), F3 socii and F4 hastati
    (regular); 6 command points."""
    s = battle(["velites", "principes", "socii", "hastati"], ["triarii", "wood", "castra", "castra"])
    return orders(s, 0, command=6, general=general)


def spend(s: BarditusState, text: str) -> int:
    """Give the order, let it fizzle, and return what it cost."""
    before = s.command
    play(s, text)
    fizzle(s)
    assert s.phase == "orders"
    return before - s.command


def test_the_rulebook_example_a_first_order_under_the_general_is_free_for_regulars_and_veterans() -> None:
    """"The first order for a regular or veteran unit where the general is, is free"; its
    second costs 1. Militia never get the discount: 1 and 1."""
    s = cost_scene(general=2)
    assert [spend(s, "battle F2"), spend(s, "battle F2")] == [0, 1]
    s = cost_scene(general=3)
    assert [spend(s, "battle F3"), spend(s, "battle F3")] == [0, 1]
    s = cost_scene(general=1)
    assert [spend(s, "battle F1"), spend(s, "battle F1")] == [1, 1]


@pytest.mark.parametrize(("col", "costs"), [
    (2, [0, 1]),  # veteran under the general
    (1, [2, 2]),  # militia next to him: 2, never cheaper
    (3, [1, 2]),  # regular next to him: 2, the first one 1
    (4, [2, 3]),  # regular two columns away: 3, the first one 2
])
def test_order_cost_by_column_distance_and_the_first_order_discount(col: int, costs: list[int]) -> None:
    s = cost_scene(general=2)
    assert [spend(s, f"battle F{col}"), spend(s, f"battle F{col}")] == costs


def test_a_warrior_gets_the_regular_discount() -> None:
    s = battle()
    orders(s, 1, command=6, general=1)  # Gallic warriors on F1
    assert [spend(s, "battle F1"), spend(s, "battle F1")] == [0, 1]


def test_a_third_order_to_a_card_is_refused() -> None:
    s = cost_scene(general=2)
    spend(s, "battle F2")
    spend(s, "battle F2")
    assert s.orders == [0, 2, 0, 0]
    refused(s, "battle F2", "two orders this turn")
    assert "battle F3" in legal(s)  # other cards still take orders


def test_an_order_costing_more_than_the_points_left_is_refused() -> None:
    s = cost_scene(general=1)
    s.command = 1
    refused(s, "battle F3", "costs 2", "command points left: 1")
    refused(s, "battle F4", "costs 2")
    assert {"battle F1", "battle F2", "end"} == legal(s)  # 1 and 1 (2 - 1 first order)


def test_a_free_order_is_given_with_no_points_left() -> None:
    s = cost_scene(general=2)
    s.command = 0
    assert legal(s) == {"battle F2", "end"}
    assert spend(s, "battle F2") == 0
    refused(s, "battle F2", "costs 1", "command points left: 0")


def test_end_passes_the_turn_and_unspent_points_are_lost() -> None:
    s = cost_scene(general=2)
    play(s, "end")
    assert s.turn == 1 and s.to_move == 1 and s.command == 0 and s.orders == [0, 0, 0, 0]


# ============================================================================================
# The battle action
# ============================================================================================


def test_battle_dice_are_the_pieces_on_sword_slots() -> None:
    """Principes (XXX/OO/dd) against the levy: two of the three sword slots hold pieces."""
    s = orders(battle(), 0, general=2)
    lay(s, 0, "F2", "#.#/##/#.")  # two swords; the empty sword slot, shields and D pieces do not roll
    play(s, "battle F2")
    assert s.phase == "battle" and s.need == 2 and s.atk == 0
    roll(s, 1)
    assert s.phase == "battle"  # one die is not the whole roll
    roll(s, 1)
    assert s.phase != "battle" or s.atk == 1  # the roll is done: the counter-attack, if any


def test_a_card_without_pieces_on_sword_slots_cannot_battle() -> None:
    s = orders(battle(), 0, general=1)
    lay(s, 0, "F1", "../###/##")
    refused(s, "battle F1", "no pieces on sword slots")


def hits_after(s: BarditusState, *dice: int) -> tuple[int, int]:
    """Roll the attack's dice; the hits and sixes it made (before anything is taken)."""
    roll(s, *dice)
    if s.phase in ("hits", "evade"):
        return s.hits, s.sixes
    return 0, s.sixes


def one_die_against(shields: int, die: int) -> tuple[int, int]:
    """Seat 0's F1 attacks with one die the Gallic F1 holding `shields` pieces on shields."""
    s = orders(battle(), 0, general=1)
    lay(s, 0, "F1", "#./###/..")
    lay(s, 1, "F1", "###/" + "#" * shields + "." * (2 - shields) + "/..")
    play(s, "battle F1")
    return hits_after(s, die)


@pytest.mark.parametrize(("shields", "die", "hit"), [
    (0, 1, 0), (0, 2, 1),  # a 1 always fails, even against no shields
    (1, 1, 0), (1, 2, 1),
    (2, 2, 0), (2, 3, 1), (2, 6, 1),  # higher than the shields
])
def test_a_die_scores_when_higher_than_the_shields(shields: int, die: int, hit: int) -> None:
    assert one_die_against(shields, die)[0] == hit


def test_the_worked_example_3_swords_against_2_shields_rolls_1_3_6() -> None:
    """Principes (3 swords) against the levy (2 shields): two hits (the 3 and the 6) and one
    pursuit (the 6); the 1 fails."""
    s = orders(battle(), 0, general=2)
    assert s.shields(1, 1) == 2
    play(s, "battle F2")
    assert s.need == 3
    assert hits_after(s, 1, 3, 6) == (2, 1)
    assert (s.phase, s.to_move) == ("hits", 1)  # the defender takes them


def test_the_tray_keeps_what_its_dice_needed() -> None:
    """The table marks a finished roll by what it needed when it was made (the shields may fall
    afterwards): 3+ against two shields (the principes against the levy)."""
    s = orders(battle(), 0, general=2)
    play(s, "battle F2")
    hits_after(s, 1, 3, 6)
    assert (s.tray[0], s.tray_for[0], s.tray_need[0]) == ([1, 3, 6], "battle", s.shields(1, 1) + 1) == \
        ([1, 3, 6], "battle", 3)


def with_testudo(monkeypatch: pytest.MonkeyPatch) -> str:
    """A test-only Gallic front card with six shield slots and one sword (no army has one). Added
    only once the lists are built: the list-building caches must never see it."""
    slots = tuple([Slot(0, True, False, False, True)] + [Slot(1, False, True, False, True)] * 4
                  + [Slot(2, False, True, False, True)] * 2)
    c = ArmyCard("testudo", "Testudo", "gallic", "front", 0, 1, "regular", frozenset(), "", slots, "")
    monkeypatch.setitem(armies()["gallic"].cards, "testudo", c)
    return "testudo"


@pytest.mark.parametrize(("die", "hit"), [(5, 0), (6, 1)])
def test_against_six_shields_a_6_still_scores_and_a_5_does_not(monkeypatch: pytest.MonkeyPatch, die: int,
                                                               hit: int) -> None:
    s = orders(battle(), 0, general=1)
    s.cards[1][0] = with_testudo(monkeypatch)
    lay(s, 1, "F1", "#/####/##")
    assert s.shields(1, 0) == 6
    lay(s, 0, "F1", "#./###/..")
    play(s, "battle F1")
    assert hits_after(s, die) == (hit, hit)


# ============================================================================================
# Flank attack
# ============================================================================================


def test_a_flank_attack_only_when_the_card_opposite_has_no_pieces() -> None:
    s = orders(battle(), 0, general=2)
    assert {a for a in legal(s) if a.startswith("battle F2")} == {"battle F2"}
    refused(s, "battle F2 F1", "flank attack", "no pieces left")
    lay(s, 1, "F2", ".../../...")
    # diagonal only: F1 and F3 of the enemy, never F4, and no frontal attack on the empty card
    assert {a for a in legal(s) if a.startswith("battle F2")} == {"battle F2 F1", "battle F2 F3"}


def test_enemy_pursuers_on_the_card_opposite_do_not_stop_a_flank_attack() -> None:
    s = orders(battle(), 0, general=2)
    lay(s, 1, "F2", ".../../...")
    pursuers(s, 0, home=2, on=2)  # our own pursuer stands on the empty enemy card
    assert "battle F2 F1" in legal(s)
    s = orders(battle(), 1, general=2)
    lay(s, 0, "F2", ".../../..")
    pursuers(s, 1, home=1, on=2)
    assert {a for a in legal(s) if a.startswith("battle F2")} == {"battle F2 F1", "battle F2 F3"}


def test_at_the_edge_the_flank_has_one_side() -> None:
    s = orders(battle(), 0, general=1)
    lay(s, 1, "F1", ".../../..")
    assert {a for a in legal(s) if a.startswith("battle F1")} == {"battle F1 F2"}


def test_no_flank_target_when_the_diagonals_are_empty_too() -> None:
    s = orders(battle(), 0, general=2)
    for w, empty in (("F1", ".../../.."), ("F2", ".../../..."), ("F3", ".../..")):
        lay(s, 1, w, empty)
    assert not {a for a in legal(s) if a.startswith("battle F2")}


def test_flanking_adds_a_die_on_flank_attacks_only() -> None:
    """Gallic horsemen (3 swords, flanking): 4 dice on the flank, 3 in front."""
    s = orders(battle(), 1, general=3)
    lay(s, 0, "F3", "../../..")
    play(s, "battle F3 F2")
    assert s.need == 4 and s.flank
    s = orders(battle(), 1, general=3)
    play(s, "battle F3")
    assert s.need == 3 and not s.flank


def test_a_card_without_flanking_rolls_its_swords_on_the_flank() -> None:
    s = orders(battle(), 1, general=2)
    lay(s, 0, "F2", ".../../..")
    play(s, "battle F2 F1")  # levy: 3 swords, no flanking
    assert s.need == 3


def test_no_counter_attack_after_a_flank_attack() -> None:
    s = orders(battle(), 1, general=3)
    lay(s, 0, "F3", "../../..")
    play(s, "battle F3 F2")
    roll(s, 2, 2, 2, 2)  # no hits against two shields, and no sixes
    assert (s.phase, s.to_move, s.turn) == ("orders", 1, 1)


# ============================================================================================
# Hits
# ============================================================================================


def test_the_defender_takes_the_hits_one_at_a_time() -> None:
    """The hastati's two swords roll 3 and 4 against two shields: two hits."""
    s = attacked(3, 4)
    assert (s.phase, s.to_move, s.hits) == ("hits", 1, 2)
    play(s, "destroy F1.5")
    assert (s.phase, s.to_move, s.hits) == ("hits", 1, 1)
    assert s.lost == [0, 1] and s.points == [1, 0]
    play(s, "retreat F1.1 F1.7")
    assert look(s, 1, "F1") == ".##/#./.#"
    assert s.phase == "battle" and s.atk == 1  # all taken: the counter-attack


def test_a_retreat_goes_to_an_empty_open_slot_behind_on_the_card_or_the_rear_card() -> None:
    """Warriors (XXX/OO/dd) with a reserve behind: a front-row piece may fall back to the
    open row only; a piece already in the last row has nowhere to go; filled slots and the
    reserve's slots never take a retreat."""
    s = attacked(3, 4)
    lay(s, 1, "F1", "###/.#/..")
    moves = {a for a in legal(s) if a.startswith("retreat")}
    assert moves == {f"retreat F1.{i} F1.{j}" for i in (1, 2, 3, 5) for j in (6, 7)}
    refused(s, "retreat F1.1 F1.4", "straight back")  # an empty filled slot
    refused(s, "retreat F1.1 R1.1")  # the reserve behind has no open slot


def test_a_retreat_may_go_into_the_woods_behind() -> None:
    """Levy (XXX/OO/ddd) with the forest behind: pieces of any row may fall back into it."""
    s = orders(battle(), 0, general=2)
    play(s, "battle F2")
    roll(s, 3, 3, 3)
    lay(s, 1, "F2", "###/##/#..")
    moves = {a for a in legal(s) if a.startswith("retreat")}
    behind = {f"F2.{j}" for j in (7, 8)} | {f"R2.{j}" for j in (1, 2, 3, 4)}
    assert {m.split()[2] for m in moves if m.split()[1] == "F2.1"} == behind
    assert {m.split()[2] for m in moves if m.split()[1] == "F2.4"} == behind


def test_a_disordered_piece_may_retreat_into_the_woods_behind() -> None:
    """The rulebook: a hit piece retreats directly backwards to an empty slot, whatever slot it
    stands on. The Levy's piece on a D slot (F2.6) with the forest behind falls back into the
    woods, and is in order there: the army counts one disordered piece fewer."""
    s = orders(battle(), 0, general=2)
    play(s, "battle F2")
    roll(s, 3, 3, 3)
    lay(s, 1, "F2", "###/##/#..")
    moves = legal(s)
    assert {m.split()[2] for m in moves if m.startswith("retreat F2.6")} == {f"R2.{j}" for j in (1, 2, 3, 4)}
    assert "destroy F2.6" in moves
    before, margin = s.disordered(1), s.margin(1)
    play(s, "retreat F2.6 R2.1")
    assert s.disordered(1) == before - 1 and s.margin(1) == margin + 1
    assert look(s, 1, "R2") == "#..."


def test_our_option_keeps_a_disordered_piece_on_d_slots() -> None:
    """disorder=d_slots (ours, off by default): a piece on a D slot falls back only onto another
    D slot, so the Levy's D piece with the forest behind can only be lost; the refusal says why."""
    s = orders(battle(disorder="d_slots"), 0, general=2)
    play(s, "battle F2")
    roll(s, 3, 3, 3)
    lay(s, 1, "F2", "###/##/#..")
    moves = legal(s)
    assert not [m for m in moves if m.startswith("retreat F2.6")]
    assert "destroy F2.6" in moves
    refused(s, "retreat F2.6 R2.1", "falls back only onto a D slot", "never mends its disorder")
    # a piece in order still falls back into the woods
    assert "retreat F2.1 R2.1" in moves


def test_a_disordered_piece_may_fall_back_onto_open_ground() -> None:
    """The Horsemen's D piece with the wagons (open ground, D slots) behind: it may retreat there,
    and stays disordered; the margin does not change."""
    s = orders(battle(), 0, general=3)
    play(s, "battle F3")
    roll(s, 6, 6)
    lay(s, 1, "F3", "##./#.")
    moves = legal(s)
    assert {m.split()[2] for m in moves if m.startswith("retreat F3.4")} == {"R3.1", "R3.2", "R3.3"}
    before = s.margin(1)
    play(s, "retreat F3.4 R3.1")
    assert s.margin(1) == before and look(s, 1, "R3") == "#.."


def test_a_card_with_no_men_on_it_does_not_fight() -> None:
    """Its pursuers out (with the pursuit ability they add dice) fight only beside men on the
    card: an empty card is offered no battle."""
    s = orders(battle(), 1, general=1)
    lay(s, 1, "F1", ".../../..")
    pursuers(s, 1, 1, 1, 2)
    assert s.battle_dice(1, 0, False, False) == 2  # warriors: pursuit adds a die per pursuer
    assert not [m for m in legal(s) if m.startswith("battle F1")]
    with pytest.raises(IllegalAction, match="no men on it"):
        s.apply(parse_action("battle F1"))


def test_the_counter_attack_strikes_a_card_whose_last_man_pursued() -> None:
    """A lone attacker that rolls a six must pursue and leaves its card empty; it is still in the
    fight, so the counter-attack comes, and a hit must take the pursuer."""
    s = orders(battle(), 0, general=1)
    lay(s, 0, "F1", "#./.../..")
    play(s, "battle F1")
    roll(s, 6)
    while s.phase == "hits":
        play(s, next(a for a in sorted(legal(s)) if a.startswith("destroy")))
    assert (s.phase, s.to_move) == ("pursue", 0)
    play(s, "pursue F1.1")
    assert s.pieces(0, 0) == 0 and s.pursuers_from(0, 0) == 1
    assert s.phase == "battle" and s.counter and s.atk == 1  # the warriors strike back
    roll(s, *[6] * s.need)
    assert (s.phase, s.to_move) == ("hits", 0) and legal(s) == {"destroy P1.1"}


def test_with_no_empty_slot_behind_only_destroy_is_left() -> None:
    s = attacked(3, 4)
    lay(s, 1, "F1", "##./##/##")
    assert legal(s) == {f"destroy F1.{i}" for i in (1, 2, 4, 5, 6, 7)}


def test_a_pursuer_of_the_hit_card_is_destroyed_before_any_other_piece() -> None:
    """While the warriors have a piece out pursuing, a casualty must be that pursuer (it cannot
    retreat); the pieces on the card may still retreat."""
    s = attacked(3, 4)
    lay(s, 1, "F1", "##./##/..")
    pursuers(s, 1, home=1, on=2)
    assert {a for a in legal(s) if a.startswith("destroy")} == {"destroy P1.2"}
    assert "retreat F1.1 F1.6" in legal(s)
    refused(s, "destroy F1.1", "pursuing piece of this card must be lost before any other")
    play(s, "destroy P1.2")
    assert s.chase[1] == [0] * 16 and s.lost[1] == 1
    assert "destroy F1.1" in legal(s)  # the next hit may take a piece on the card


def test_hits_beyond_the_pieces_of_the_card_are_lost() -> None:
    """The hastati's two swords hit twice a warriors card holding one piece."""
    s = orders(battle(), 0, general=1)
    lay(s, 1, "F1", "#../../..")
    play(s, "battle F1")
    roll(s, 2, 3)
    assert s.hits == 2
    assert legal(s) == {"destroy F1.1", "retreat F1.1 F1.6", "retreat F1.1 F1.7"}
    play(s, "destroy F1.1")
    # the card is empty: the second hit is lost; the warriors have no dice for a counter-attack
    assert (s.phase, s.to_move, s.hits) == ("orders", 0, 0)
    assert s.lost == [0, 1]


# ============================================================================================
# Pursuit
# ============================================================================================


def test_each_six_sends_one_piece_from_the_sword_slots_onto_the_enemy_card() -> None:
    """The hastati roll two sixes: two hits, two pursuers, taken only from the sword slots."""
    s = attacked(6, 6)
    play(s, "destroy F1.4", "retreat F1.1 F1.6")
    assert (s.phase, s.to_move) == ("pursue", 0)
    assert legal(s) == {"pursue F1.1", "pursue F1.2"}  # never a piece on a shield slot
    events = play(s, "pursue F1.2")
    assert PursuerSent(0, home=0, slot=1, on=0) in events
    assert look(s, 0, "F1") == "#./###/.."
    assert s.chase[0][0] == 1 and s.pursuers_on(0, 0) == 1
    assert (s.phase, s.to_move) == ("pursue", 0) and legal(s) == {"pursue F1.1"}
    play(s, "pursue F1.1")
    assert s.chase[0][0] == 2 and look(s, 0, "F1") == "../###/.."
    # the warriors' two swords left lose a die to each pursuer standing on them: no counter
    assert s.battle_dice(1, 0, False, True) == 0
    assert (s.phase, s.to_move) == ("orders", 0)


def test_sixes_beyond_the_pieces_on_sword_slots_are_lost() -> None:
    """Horsemen on the flank roll 4 dice (3 swords + flanking): four sixes, three pursuers."""
    s = orders(battle(), 1, general=3)
    lay(s, 0, "F3", "../../..")
    play(s, "battle F3 F2")
    roll(s, 6, 6, 6, 6)
    assert (s.hits, s.sixes) == (4, 4)
    play(s, "destroy F2.1", "destroy F2.2", "destroy F2.3", "destroy F2.4")
    play(s, "pursue F3.1", "pursue F3.2", "pursue F3.3")
    assert look(s, 1, "F3") == ".../.."
    assert s.chase[1][2 * 4 + 1] == 3  # P3.2: home F3, on the enemy F2
    assert (s.phase, s.to_move) == ("orders", 1)  # the fourth six is lost; no counter on a flank


def test_an_enemy_pursuer_takes_a_die_from_the_counter_attack_with_the_numbers_as_they_stand() -> None:
    """Hastati 3, 6 against the warriors: two hits taken (a shield destroyed, a sword back
    to a D slot), one piece pursues. The counter-attack rolls the swords left (2) minus the
    pursuer standing on the warriors (1): one die."""
    s = attacked(3, 6)
    play(s, "destroy F1.4", "retreat F1.1 F1.6", "pursue F1.1")
    assert (s.phase, s.atk, s.acol, s.dcol, s.counter) == ("battle", 1, 0, 0, True)
    assert s.need == 1


def test_no_counter_attack_after_a_counter_attack() -> None:
    s = attacked(3, 6)
    play(s, "destroy F1.4", "retreat F1.1 F1.6", "pursue F1.1")
    roll(s, 5)  # 5 against the hastati's three shields: a hit
    play(s, "retreat F1.4 F1.6")  # a shield piece back to the first D slot
    assert (s.phase, s.to_move, s.turn) == ("orders", 0, 0)
    assert s.orders == [1, 0, 0, 0]  # a counter-attack is not an order


def test_a_counter_attack_follows_an_ordered_frontal_battle() -> None:
    s = attacked(1, 1)  # the hastati's two dice miss
    assert (s.phase, s.atk, s.counter, s.need) == ("battle", 1, True, 3)
    assert s.to_move == 1 and s.is_chance()


@pytest.mark.parametrize(("hinder", "dice"), [("counter", 2), ("all", 1)])
def test_hinder_all_takes_the_pursuers_die_from_every_battle(hinder: str, dice: int) -> None:
    s = orders(battle(hinder=hinder), 0, general=1)
    lay(s, 1, "F1", "##./##/..")
    pursuers(s, 1, home=1, on=1)  # a Gallic pursuer stands on the hastati (two swords)
    play(s, "battle F1")
    assert s.need == dice


def test_pursuing_out_of_a_card_holding_enemy_pursuers_destroys_one_of_them() -> None:
    """Two Gallic pursuers from different cards stand on the principes; a principes piece
    pursues: the Gaul chooses which of his pursuers is lost."""
    s = pursued_into_the_principes()
    play(s, "pursue F2.1")
    assert (s.phase, s.to_move) == ("lose", 1)
    assert legal(s) == {"lose P1.2", "lose P3.2"}
    play(s, "lose P3.2")
    assert s.chase[1][2 * 4 + 1] == 0 and s.chase[1][0 * 4 + 1] == 1
    assert s.lost == [0, 1] and s.points == [1, 0]
    assert s.phase == "battle" and s.atk == 1  # the levy's counter-attack


def test_one_enemy_pursuer_is_destroyed_per_pursuit_without_asking_when_there_is_no_choice() -> None:
    s = orders(battle(), 0, general=2)
    lay(s, 1, "F1", "#../##/..")
    pursuers(s, 1, home=1, on=2, n=2)
    play(s, "battle F2")
    roll(s, 6, 6, 1)
    play(s, "destroy F2.1", "destroy F2.2", "pursue F2.1")
    assert s.chase[1][1] == 1 and s.lost[1] == 3
    assert s.phase == "pursue"
    play(s, "pursue F2.2")
    assert s.chase[1][1] == 0 and s.lost[1] == 4


def test_pursuit_ability_adds_a_die_per_own_pursuer() -> None:
    """Warriors (pursuit) with two of their pieces out pursuing: 3 swords + 2; the engine counts
    every pursuer whose home is the card, wherever it stands (docs/rules/barditus.md §1.15
    counts only those on the target card: a difference the report names)."""
    s = orders(battle(), 1, general=1)
    lay(s, 1, "F1", "###/../..")
    pursuers(s, 1, home=1, on=1)
    pursuers(s, 1, home=1, on=2)
    play(s, "battle F1")
    assert s.need == 5


def test_without_pursuit_ability_pursuers_add_no_die() -> None:
    s = orders(battle(), 1, general=2)
    lay(s, 1, "F2", "###/../...")
    pursuers(s, 1, home=2, on=2, n=2)
    play(s, "battle F2")
    assert s.need == 3


# ============================================================================================
# Rally
# ============================================================================================


@pytest.mark.parametrize(("army", "front", "need"), [
    ("roman", "velites", 5),  # militia 5+
    ("roman", "hastati", 4),  # regular 4+
    ("gallic", "warriors", 4),  # warrior = regular
    ("roman", "principes", 3),  # veteran 3+
])
def test_rally_numbers_by_quality(army: str, front: str, need: int) -> None:
    for die in (need - 1, need):
        if army == "roman":
            s = battle([front, "socii", "socii", "equites"])
            seat = 0
        else:
            s = battle(front1=[front, "levy", "horsemen", "slingers"])
            seat = 1
        orders(s, seat, general=1)
        c = card(s, seat, "F1")
        rows = ["#" * len(r) for r in c.rows]
        rows[0] = "." + rows[0][1:]
        rows[-1] = "#" + "." * (len(rows[-1]) - 1)  # one piece fell back to the first D slot
        lay(s, seat, "F1", "/".join(rows))
        play(s, "rally F1")
        assert s.need == 1
        roll(s, die)
        if die < need:
            assert s.phase == "orders" and look(s, seat, "F1") == "/".join(rows)
        else:
            first_d = len(c.slots) - len(c.rows[-1]) + 1
            assert s.phase == "regroup" and legal(s) == {f"return F1.{first_d} F1.1"}
            play(s, f"return F1.{first_d} F1.1")
            assert look(s, seat, "F1") == "/".join(["#" * len(r) for r in c.rows[:-1]]
                                                   + ["." * len(c.rows[-1])])


def test_rally_rolls_for_pieces_on_open_slots_of_the_column_and_for_its_pursuers() -> None:
    """Principes (veteran) with two pieces on D slots, one in the wood behind and one pursuer
    out: four dice. The successes go back to the empty filled slots of the front card."""
    s = orders(battle(), 0, general=2)
    lay(s, 0, "F2", "#../../##")
    lay(s, 0, "R2", "#..")
    pursuers(s, 0, home=2, on=3)
    play(s, "rally F2")
    assert s.need == 4
    roll(s, 6, 6, 6, 6)
    assert s.phase == "regroup" and s.to_move == 0
    sources = {a.split()[1] for a in legal(s)}
    assert sources == {"F2.6", "F2.7", "R2.1", "P2.3"}
    assert {a.split()[2] for a in legal(s)} == {"F2.2", "F2.3", "F2.4", "F2.5"}
    play(s, "return P2.3 F2.2", "return R2.1 F2.3", "return F2.6 F2.4", "return F2.7 F2.5")
    assert look(s, 0, "F2") == "###/##/.." and look(s, 0, "R2") == "..."
    assert s.chase[0] == [0] * 16
    assert s.phase == "orders"


def test_a_rally_is_offered_only_with_something_to_rally() -> None:
    s = orders(battle(), 0, general=2)
    refused(s, "rally F2", "no piece out of order")


def test_pursuers_and_outside_pieces_return_only_while_the_card_is_below_its_filled_slots() -> None:
    """Principes have 5 filled slots. With 5 pieces on the card (two on D slots) a rallied
    pursuer or woods piece cannot come back; the card's own pieces on D slots still may."""
    s = orders(battle(), 0, general=2)
    lay(s, 0, "F2", "#../##/##")
    lay(s, 0, "R2", "#..")
    pursuers(s, 0, home=2, on=2)
    play(s, "rally F2")
    roll(s, 6, 6, 6, 6)
    assert {a.split()[1] for a in legal(s)} == {"F2.6", "F2.7"}
    play(s, "return F2.6 F2.2")
    assert {a.split()[1] for a in legal(s)} == {"F2.7"}
    play(s, "return F2.7 F2.3")
    assert s.phase == "orders"  # the pursuer and the woods piece stay where they are
    assert s.chase[0][1 * 4 + 1] == 1 and look(s, 0, "R2") == "#.."


def test_a_pursuer_comes_back_while_there_is_room() -> None:
    s = orders(battle(), 0, general=2)
    lay(s, 0, "F2", "#../#./..")
    pursuers(s, 0, home=2, on=2, n=2)
    play(s, "rally F2")
    roll(s, 3, 2)
    assert legal(s) == {"return P2.2 F2.2", "return P2.2 F2.3", "return P2.2 F2.5"}
    play(s, "return P2.2 F2.5")
    assert s.chase[0][5] == 1 and s.phase == "orders"


# ============================================================================================
# Reserve
# ============================================================================================


def test_a_reserve_order_brings_pieces_up_to_the_filled_slots_and_counts_as_an_order() -> None:
    """Hastati with three pieces (5 filled slots) and the triarii behind: two come up; it is an
    order of F1 at F1's price (general on F3: 3, one less for the first order)."""
    s = orders(battle(), 0, general=3)
    lay(s, 0, "F1", "#./#.#/..")
    play(s, "reserve F1")
    assert (s.phase, s.command, s.orders) == ("reserve", 4, [1, 0, 0, 0])
    assert legal(s) == {f"bring R1.{i} F1.{j}" for i in (1, 2, 3) for j in (2, 4)} | {"done"}
    play(s, "bring R1.1 F1.2")
    assert s.phase == "reserve"
    play(s, "bring R1.2 F1.4")
    assert s.phase == "orders"  # the card is full
    assert look(s, 0, "F1") == "##/###/.." and look(s, 0, "R1") == "..#"
    assert s.cost(0) == 3  # the second order of F1: no discount


def test_a_reserve_order_and_a_battle_make_two_orders() -> None:
    s = orders(battle(), 0, general=1)
    lay(s, 0, "F1", "#./###/..")
    play(s, "reserve F1", "bring R1.1 F1.2")
    spend(s, "battle F1")
    assert s.orders[0] == 2
    lay(s, 0, "F1", "#./###/..")
    refused(s, "reserve F1", "two orders")


def test_pieces_on_d_slots_fill_the_limit_and_pursuers_away_do_not() -> None:
    s = orders(battle(), 0, general=1)
    lay(s, 0, "F1", "#./#../##")  # 4 pieces on the card (5 filled slots): room for one
    play(s, "reserve F1", "bring R1.1 F1.2")
    assert s.phase == "orders" and look(s, 0, "R1") == ".##"
    s = orders(battle(), 0, general=1)
    lay(s, 0, "F1", "#./.../..")
    # 1 piece on the card, 2 away: room for 4 (counting those away would leave room for 2)
    pursuers(s, 0, home=1, on=1, n=2)
    play(s, "reserve F1", "bring R1.1 F1.2", "bring R1.2 F1.3", "bring R1.3 F1.4")
    assert s.phase == "orders" and look(s, 0, "F1") == "##/##./.."


def test_a_reserve_order_may_stop_early() -> None:
    s = orders(battle(), 0, general=1)
    lay(s, 0, "F1", "#./.../..")
    play(s, "reserve F1", "bring R1.1 F1.2", "done")
    assert s.phase == "orders" and look(s, 0, "R1") == ".##"


def test_no_reserve_order_without_room_or_without_a_reserve() -> None:
    s = orders(battle(), 0, general=1)
    refused(s, "reserve F1", "The Hastati has no room for another piece")
    lay(s, 0, "F2", "#../../..")
    refused(s, "reserve F2")  # the wood behind is no reserve


# ============================================================================================
# Terrain: woods and open ground
# ============================================================================================


def test_a_retreat_into_the_woods_stays_in_order_and_a_d_slot_is_disordered() -> None:
    s = orders(battle(), 0, general=2)
    play(s, "battle F2")
    roll(s, 3, 3, 3)
    assert s.disordered(1) == 0
    play(s, "retreat F2.1 R2.1")
    assert s.disordered(1) == 0 and look(s, 1, "R2") == "#..."
    play(s, "retreat F2.2 F2.6")
    assert s.disordered(1) == 1


def test_a_retreat_onto_open_ground_is_disordered() -> None:
    s = orders(battle(), 0, general=3)
    play(s, "battle F3")  # socii, 2 swords, against the horsemen (no shields)
    roll(s, 2, 2)
    play(s, "retreat F3.1 R3.1")
    assert s.disordered(1) == 1 and look(s, 1, "R3") == "#.."


# ============================================================================================
# Skirmishers
# ============================================================================================


def test_skirmishers_evade_hits_on_their_rally_number() -> None:
    """Velites attack the slingers (militia skirmishers, no shields): two hits; the slingers
    roll one die per hit and evade on 5+."""
    s = orders(battle(), 0, general=4)
    play(s, "battle F4")
    roll(s, 4, 5)
    assert s.phase == "evade" and s.is_chance() and s.need == 2
    roll(s, 5, 4)
    assert (s.phase, s.to_move, s.hits) == ("hits", 1, 1)


def test_skirmishers_off_evade_nothing() -> None:
    s = orders(battle(skirmishers="off"), 0, general=4)
    play(s, "battle F4")
    roll(s, 4, 5)
    assert (s.phase, s.hits) == ("hits", 2)


def test_no_evasion_roll_without_hits() -> None:
    s = orders(battle(), 0, general=4)
    play(s, "battle F4")
    roll(s, 1, 1)
    assert s.phase == "battle" and s.atk == 1  # straight to the slingers' counter-attack


# ============================================================================================
# Morale
# ============================================================================================


def broken_scene(lost: int, morale: str = "start") -> BarditusState:
    """Seat 0 with 5 pieces on shield slots and 3 disordered, morale die 3, `lost` destroyed;
    seat 1 is about to end its turn."""
    s = battle(morale=morale)
    lay(s, 0, "F1", "##/##./#.")  # 2 shields, 1 disordered
    lay(s, 0, "F2", "###/##/..")  # 2 shields
    lay(s, 0, "F3", "##/../##")  # 2 disordered
    lay(s, 0, "R1", "#..")  # 1 shield (triarii)
    s.lost[0] = lost
    s.points[1] = lost
    s.morale[0] = 3
    assert (s.steady(0), s.disordered(0)) == (5, 3)
    return orders(s, 1, general=1, morale=3)


def test_the_army_holds_when_losses_equal_shields_and_morale() -> None:
    """Destroyed 5 + disordered 3 = 8 against shields 5 + morale 3 = 8: not higher, it holds."""
    s = broken_scene(lost=5)
    play(s, "end")
    assert s.phase == "lead" and s.turn == 0
    assert s.margin(0) == 0 and not s.broken(0)


def test_one_more_loss_breaks_the_army_and_the_enemy_wins() -> None:
    s = broken_scene(lost=6)
    events = play(s, "end")
    assert (s.phase, s.winner, s.reason) == ("over", 1, "broken")
    assert GameOver(1) in events
    assert s.returns() == (-1.0, 1.0)
    assert s.legal_actions() == [] and s.is_terminal()


def test_no_morale_test_on_a_sides_first_turn() -> None:
    """The second player may have losses before his first turn; he has no morale die yet and is
    first tested at the start of his second turn."""
    s = orders(battle(leading="off"), 0, general=1, morale=3)
    s.lost[1] = s.points[0] = 20
    assert s.morale[1] == 0 and s.margin(1) < 0
    play(s, "end")
    assert s.phase == "command" and s.turn == 1  # not tested
    roll(s, 1, 2, 3)
    play(s, "general 3 F1", "end")
    assert s.phase == "command" and s.turn == 0
    roll(s, 1, 2, 3)
    play(s, "general 3 F1", "end")
    assert (s.phase, s.winner, s.reason) == ("over", 0, "broken")


def test_morale_end_tests_at_the_end_of_the_own_turn_with_this_turns_die() -> None:
    s = orders(battle(morale="end", leading="off"), 0, general=1, morale=3)
    s.lost[1] = s.points[0] = 20  # the Gauls are broken...
    s.morale[1] = 6
    play(s, "end")
    assert s.phase == "command" and s.turn == 1  # ... but not tested at the start of their turn
    roll(s, 1, 2, 3)
    play(s, "general 1 F1")
    assert s.morale[1] == 3
    play(s, "end")
    assert (s.phase, s.winner, s.reason) == ("over", 0, "broken")


def test_morale_end_equal_holds() -> None:
    s = broken_scene(lost=5, morale="end")
    s.turn = s.to_move = 0
    play(s, "end")
    assert s.phase != "over"
    s = broken_scene(lost=6, morale="end")
    s.turn = s.to_move = 0
    play(s, "end")
    assert (s.winner, s.reason) == (1, "broken")


# ============================================================================================
# Our readings: the turns limit, seeded dice
# ============================================================================================


def time_scene(lost0: int) -> BarditusState:
    s = battle(turns=12)
    s.round = 12
    s.morale = [3, 3]
    s.lost[0] = s.points[1] = lost0
    return orders(s, 1, general=1, morale=3)


def test_the_last_round_is_played() -> None:
    s = time_scene(0)
    s.round = 11
    play(s, "end")
    assert s.phase == "lead" and s.round == 12


def test_the_turns_limit_ends_by_the_larger_margin() -> None:
    """After 12 rounds the margins decide: Roman 10 shields + 3, Gallic 4 + 3."""
    s = time_scene(0)
    assert (s.margin(0), s.margin(1)) == (13, 7)
    events = play(s, "end")
    assert (s.phase, s.winner, s.reason) == ("over", 0, "time")
    assert GameOver(0) in events


def test_equal_margins_at_the_turns_limit_are_a_draw() -> None:
    s = time_scene(6)  # Roman 10 + 3 - 6 destroyed, Gallic 4 + 3
    assert (s.margin(0), s.margin(1)) == (7, 7)
    play(s, "end")
    assert (s.phase, s.winner, s.reason) == ("over", None, "time")
    assert s.returns() == (0.0, 0.0)


def test_an_army_broken_when_time_runs_out_loses_by_morale_not_by_margin() -> None:
    """The first player's morale test comes before the turn limit: broken at the start of the
    round after the last, he loses, though his margin beats the enemy's."""
    s = time_scene(0)
    s.lost[0] = s.points[1] = 14  # Roman 10 shields + 3 - 14 = -1: broken
    s.board[1][:] = [0] * len(s.board[1])  # every Gaul destroyed: 3 - all of them, lower still
    s.lost[1] = s.points[0] = deployed_pieces(s, 1)
    assert s.margin(0) > s.margin(1) and s.broken(0)
    play(s, "end")
    assert (s.phase, s.winner, s.reason) == ("over", 1, "broken")


def random_game(seed: int, walk: int, **options: object) -> tuple[BarditusState, list[Action]]:
    rng = random.Random(walk)
    s = new(seed, **options)
    moves = []
    while not s.is_terminal():
        a = s.sample_chance() if s.is_chance() else rng.choice(s.legal_actions())
        moves.append(a)
        s.apply(a)
    return s, moves


def test_seeded_dice_replay_exactly() -> None:
    """The dice of a state come from its seed and the count of dice rolled: the same seed and
    the same actions give the same dice and the same battle."""
    s, moves = random_game(21, 5)
    dice = [a.a for a in moves if a.kind == "die"]
    again = new(21)
    for a in moves:
        if again.is_chance():
            assert again.sample_chance() == a
        again.apply(a)
    assert again.to_json() == s.to_json()
    other = new(22)
    other_dice = []
    for a in moves[:40]:
        if other.is_chance():
            other_dice.append(other.sample_chance().a)
        other.apply(a)
    assert other_dice != dice[:len(other_dice)]  # another seed, other dice


def test_sample_chance_depends_on_the_seed_and_the_dice_rolled_only() -> None:
    s = built()
    twin = sound(s)  # the same seed and count of dice, rebuilt from JSON
    assert s.sample_chance() == twin.sample_chance()
    s.apply(Action("die", 6))
    twin.apply(Action("die", 1))  # whatever face was applied, the next die is the seed's
    assert s.rolls == twin.rolls == 1
    assert s.sample_chance() == twin.sample_chance()
    with pytest.raises(IllegalAction):
        battle().sample_chance()  # the lead choice is no chance node


def test_a_card_of_one_point_is_said_in_the_singular() -> None:
    from engine.games.barditus.cards import points_words

    assert [points_words(n) for n in (0, 1, 2)] == ["0 points", "1 point", "2 points"]
