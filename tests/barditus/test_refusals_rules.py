"""Each rule of Barditus refuses with its own code, its fields as data and its sentence; the one
predicate `check` accepts exactly the legal actions, over every well-formed action of a phase."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.refusal import Refusal
from engine.games.barditus import GAME
from engine.games.barditus.actions import SLOTS, Action, parse_action, pursuer
from engine.games.barditus.cards import army, points_words
from engine.games.barditus.state import CHANCE_PHASES, COLUMNS, POSITIONS, BarditusState
from tests.barditus.helpers import (
    attacked,
    battle,
    build,
    lay,
    new,
    orders,
    play,
    pursued_into_the_principes,
    pursuers,
    ref,
    roll,
    sound,
)

ROMAN_LIST = ["hastati", "principes", "socii", "velites", "triarii", "wood", "castra", "castra"]
GALLIC_LIST = ["warriors", "levy", "horsemen", "slingers", "second-line", "forest", "wagons", "wagons"]
TRIPLEX = ["principes", "principes", "hastati", "hastati", "triarii", "triarii", "castra", "castra"]  # 20


def refuses(s: BarditusState, action: str | Action, code: str, fields: dict[str, Any], words: str) -> None:
    """`action` is not legal in `s`: `check` names the rule, `why_illegal` and `apply` say
    `words`, and the state is unchanged."""
    a = parse_action(action) if isinstance(action, str) else action
    assert a not in s.legal_actions()
    assert s.check(a) == Refusal(code, fields)
    assert s.why_illegal(a) == words
    before = s.to_json()
    with pytest.raises(IllegalAction) as e:
        s.apply(a)
    assert str(e.value) == words and s.to_json() == before


def accepts(s: BarditusState, text: str) -> None:
    a = parse_action(text)
    assert s.check(a) is None and a in s.legal_actions() and s.why_illegal(a) == ""


def finished(seed: int) -> BarditusState:
    """A battle played to its end with random legal actions."""
    s = new(seed, turns=12)
    rng = random.Random(seed)
    while not s.is_terminal():
        s.apply(s.sample_chance() if s.is_chance() else rng.choice(s.legal_actions()))
    return s


def deploying() -> BarditusState:
    """Both lists built, the Romans won the roll-off: they lay their first card."""
    s = new()
    build(s, ROMAN_LIST, GALLIC_LIST)
    roll(s, 6, 1)
    assert s.phase == "deploy" and s.to_move == 0
    return s


# --- every phase --------------------------------------------------------------------------------
def test_nothing_is_played_once_the_battle_is_over() -> None:
    s = finished(3)
    refuses(s, "end", "over", {}, "the battle is over")
    refuses(s, "die 6", "over", {}, "the battle is over")


def test_a_roll_takes_its_dice_first() -> None:
    s = orders(battle(), 0, general=1)
    play(s, "battle F1")
    refuses(s, "end", "roll_first", {"phase": "battle"}, "a die is to be rolled first")
    refuses(s, Action("die", 7), "no_such_face", {"die": 7}, "a die shows 1 to 6, not 7")


def test_a_verb_the_phase_does_not_ask_for_is_named_with_the_verbs_it_does() -> None:
    s = orders(battle(), 0, general=1)
    a = parse_action("retreat F1.1 F1.6")
    refuses(s, a, "not_now", {"phase": "orders", "verbs": ("battle", "rally", "reserve", "end")},
            f"{s.describe(a)}: not now; the orders phase asks for battle, rally, reserve or end")
    a = parse_action("die 3")
    refuses(s, a, "not_now", {"phase": "orders", "verbs": ("battle", "rally", "reserve", "end")},
            f"{s.describe(a)}: not now; the orders phase asks for battle, rally, reserve or end")


def test_a_place_no_formation_has_is_refused_not_crashed_on() -> None:
    s = orders(battle(), 0, general=1)
    refuses(s, Action("battle", 9), "no_such_place", {"place": 9},
            "a formation has no such place: its cards stand in columns 1 to 4, in the front line and the "
            "rear line")


# --- army building ------------------------------------------------------------------------------
def test_a_card_of_another_army_is_not_taken() -> None:
    s = new()
    refuses(s, "take warriors", "not_in_army", {"card": "warriors", "army": "roman"},
            f"Warriors is not a card of the {army('roman').title}")
    refuses(s, "take nosuch", "not_in_army", {"card": "nosuch", "army": "roman"},
            f"That card is not a card of the {army('roman').title}")


def test_no_more_copies_than_the_army_holds() -> None:
    s = new()
    play(s, "take equites")
    refuses(s, "take equites", "no_copies_left", {"card": "equites", "copies": 1, "army": "roman"},
            f"the {army('roman').title} has only 1 Equites")


def test_a_card_that_leaves_no_legal_list_is_not_taken() -> None:
    """20 points at most: the Triplex list is 20 points with its eight cards."""
    s = new()
    for cid in TRIPLEX[:-1]:
        play(s, f"take {cid}")
    play(s, "take castra")
    fields = {"card": "wood", "points": 1, "most": 20, "front": 4, "rear_min": 4, "rear_max": 6}
    refuses(s, "take wood", "no_legal_list", fields,
            f"Wood ({points_words(1)}) would leave no legal list within 20 points and 4 front and 4-6 rear "
            "cards")


def test_a_fifth_front_card_is_not_taken() -> None:
    """Four front line cards, no more: the front line is full."""
    s = new()
    for cid in ("socii", "socii", "velites", "equites"):
        play(s, f"take {cid}")
    fields = {"card": "hastati", "points": 3, "most": 20, "front": 4, "rear_min": 4, "rear_max": 6}
    assert s.check(parse_action("take hastati")) == Refusal("no_legal_list", fields)
    accepts(s, "take castra")


def test_the_list_is_done_only_when_it_is_legal() -> None:
    s = new()
    refuses(s, "done", "list_not_legal", {"army": "roman", "cards": ()},
            "the list is not legal yet: a list has 4 front cards, not 0")
    for cid in ROMAN_LIST[:-1]:
        play(s, f"take {cid}")
    refuses(s, "done", "list_not_legal", {"army": "roman", "cards": tuple(ROMAN_LIST[:-1])},
            "the list is not legal yet: a list has 4 to 6 rear cards, not 3")
    play(s, "take castra")
    accepts(s, "done")


# --- deployment ---------------------------------------------------------------------------------
def test_only_the_cards_of_the_list_are_deployed() -> None:
    s = deploying()
    refuses(s, "deploy equites F1", "not_in_list", {"card": "equites"},
            "Equites is not among the cards of your list still to deploy")
    refuses(s, "deploy warriors F1", "not_in_list", {"card": "warriors"},
            "Warriors is not among the cards of your list still to deploy")


def test_one_card_to_a_place() -> None:
    s = deploying()
    play(s, "deploy hastati F1", "deploy warriors F1")
    refuses(s, "deploy principes F1", "place_taken", {"place": 0},
            "The Hastati already stands in that place: one card to a place")


def test_front_cards_in_the_front_line_and_rear_cards_behind() -> None:
    s = deploying()
    refuses(s, "deploy principes R1", "front_line_card", {"card": "principes"},
            "Principes is a front line card: it is laid in the front line")
    refuses(s, "deploy castra F2", "rear_line_card", {"card": "castra"},
            "Castra is a rear line card: it is laid in the rear line, behind a front card")


# --- the general --------------------------------------------------------------------------------
def test_the_command_die_is_a_kept_die_laid_on_a_front_card() -> None:
    """Three dice, the lowest and highest kept: 2 and 6 of 2, 4, 6."""
    s = battle()
    play(s, "hold")
    roll(s, 2, 4, 6)
    refuses(s, "general 4 F1", "not_kept", {"die": 4, "kept": (2, 6)},
            "the command die is one of the dice kept (2 and 6), laid on one of your front cards")
    refuses(s, "general 6 R2", "rear_card", {"place": 5},
            "The Wood stands in the rear line: choose one of your front cards")
    accepts(s, "general 6 F2")


# --- orders -------------------------------------------------------------------------------------
def test_a_card_is_ordered_at_most_twice_a_turn() -> None:
    s = orders(battle(), 0, general=2, given=(0, 2, 0, 0))
    refuses(s, "battle F2", "two_orders", {"column": 1}, "The Principes has had its two orders this turn")
    refuses(s, "battle R2", "rear_card", {"place": 5},
            "The Wood stands in the rear line: choose one of your front cards")


def test_an_order_costs_what_the_command_die_has_left() -> None:
    """1 under the general, 2 next to him, 3 farther; a regular's first order one less, so the
    Hastati's first order under the general is free even with one point left."""
    s = orders(battle(), 0, command=1, general=1)
    refuses(s, "battle F3", "too_dear", {"column": 2, "cost": 2, "left": 1},
            "an order to the Socii costs 2; command points left: 1")
    refuses(s, "battle F4", "too_dear", {"column": 3, "cost": 3, "left": 1},
            "an order to the Velites costs 3; command points left: 1")  # militia: no discount
    accepts(s, "battle F1")


def test_a_card_with_no_men_on_it_does_not_fight() -> None:
    s = orders(battle(), 1, general=1)
    lay(s, 1, "F1", ".../../..")
    pursuers(s, 1, 1, 1, 2)
    refuses(s, "battle F1", "no_men", {"column": 0},
            "The Warriors has no men on it to fight (its pursuers fight with it)")


def test_the_card_opposite_is_attacked_while_it_holds_pieces() -> None:
    s = orders(battle(), 0, general=2)
    refuses(s, "battle F2 F1", "flank_while_opposed", {"column": 1, "target": 0},
            "a flank attack is made only when the card opposite has no pieces left")
    accepts(s, "battle F2")


def test_a_flank_attack_strikes_a_card_diagonally_beside_the_empty_one_opposite() -> None:
    s = orders(battle(), 0, general=2)
    lay(s, 1, "F2", ".../../...")
    refuses(s, "battle F2", "opposite_empty", {"column": 1},
            "the enemy card opposite the Principes has no pieces left to fight: a flank attack may strike "
            "a card diagonally beside it")
    refuses(s, "battle F2 F4", "not_diagonal", {"column": 1, "target": 3},
            "a flank attack from the Principes strikes an enemy card diagonally beside the one opposite, "
            "not the enemy's Slingers")
    refuses(s, "battle F2 F2", "not_diagonal", {"column": 1, "target": 1},
            "a flank attack from the Principes strikes an enemy card diagonally beside the one opposite, "
            "not the enemy's Levy")
    lay(s, 1, "F1", ".../../..")
    refuses(s, "battle F2 F1", "target_empty", {"target": 0},
            "The enemy's Warriors has no pieces left to fight")
    accepts(s, "battle F2 F3")


def test_a_battle_needs_a_die_to_roll() -> None:
    s = orders(battle(), 0, general=1)
    lay(s, 0, "F1", "../###/##")
    refuses(s, "battle F1", "no_dice", {"column": 0},
            "The Hastati has no pieces on sword slots to roll battle dice")


def test_flanking_rolls_a_die_on_the_flank_without_a_piece_on_a_sword_slot() -> None:
    """Flanking: one more die on a flank attack, so the Equites with no sword piece may attack
    on the flank."""
    s = orders(battle(["equites", "principes", "socii", "velites"]), 0, general=1)
    lay(s, 0, "F1", "../#.")
    lay(s, 1, "F1", ".../../..")
    assert s.battle_dice(0, 0, True, False) == 1
    accepts(s, "battle F1 F2")


def test_a_rally_needs_a_piece_out_of_order_and_an_empty_filled_slot() -> None:
    s = orders(battle(), 0, general=2)
    refuses(s, "rally F2", "nothing_to_rally", {"column": 1},
            "The Principes has no piece out of order to rally")
    lay(s, 0, "F3", "##/##/#.")  # a Socii fell back onto a D slot; the Velites lost a man to make room
    lay(s, 0, "F4", "#./..")
    sound(s)
    refuses(s, "rally F3", "no_filled_slot_free", {"column": 2},
            "The Socii has no empty filled slot for a rallied piece to go back to")


def test_a_reserve_order_needs_a_reserve_with_pieces_and_room_in_front() -> None:
    s = orders(battle(), 0, general=1)
    refuses(s, "reserve F1", "no_room", {"column": 0},
            "The Hastati has no room for another piece: a card holds no more pieces than it has filled "
            "slots, each on an empty filled slot")
    lay(s, 0, "F2", "#../../..")
    refuses(s, "reserve F2", "no_reserve", {"column": 1}, "The Principes has no reserve behind it")
    lay(s, 0, "F1", "#./.../..")
    lay(s, 0, "R1", "...")
    refuses(s, "reserve F1", "reserve_empty", {"column": 0},
            "the reserve behind the Hastati has no pieces left")


def test_pieces_on_d_slots_count_against_the_limit_of_filled_slots() -> None:
    """The card holds no more pieces than it has filled slots (5 for the Hastati), wherever they
    stand: one filled slot empty and a piece on each D slot leaves no room."""
    s = orders(battle(), 0, general=1)
    lay(s, 0, "F1", "#./###/##")
    assert s.check(parse_action("reserve F1")) == Refusal("no_room", {"column": 0})


# --- hits ---------------------------------------------------------------------------------------
def test_a_hit_falls_on_the_card_attacked() -> None:
    s = attacked(3, 4)
    assert s.phase == "hits" and s.to_move == 1
    words = "the hit falls on the Warriors: one of its pieces, or of its pursuers out, takes it"
    refuses(s, "destroy F2.1", "not_under_attack", {"column": 0}, words)
    refuses(s, "destroy P2.1", "not_under_attack", {"column": 0}, words)
    refuses(s, "retreat F2.1 F2.6", "not_under_attack", {"column": 0}, words)


def test_a_hit_piece_retreats_straight_back() -> None:
    s = attacked(3, 4)
    lay(s, 1, "F1", "###/.#/..")
    refuses(s, "retreat F1.1 F1.4", "straight_back", {"piece": ref("F1.1"), "to": ref("F1.4")},
            "a piece retreats straight back, to an empty open slot behind it on its card or the rear card")
    refuses(s, "retreat F1.5 F2.6", "straight_back", {"piece": ref("F1.5"), "to": ref("F2.6")},
            "a piece retreats straight back, to an empty open slot behind it on its card or the rear card")
    accepts(s, "retreat F1.1 F1.6")


def test_pursuers_of_the_card_are_lost_before_any_other_piece() -> None:
    """A pursued unit cannot retreat and is destroyed first: the warriors' pursuer out on the
    Roman Hastati is lost before a piece on the card."""
    s = attacked(3, 4)
    pursuers(s, 1, home=1, on=1)
    refuses(s, "destroy F1.1", "pursuer_first", {"column": 0},
            "a pursuing piece of this card must be lost before any other")
    accepts(s, "destroy P1.1")
    accepts(s, "retreat F1.1 F1.6")


def test_our_option_keeps_a_disordered_piece_on_d_slots() -> None:
    for option, refused in (("d_slots", True), ("behind", False)):
        s = orders(battle(disorder=option), 0, general=2)
        play(s, "battle F2")
        roll(s, 3, 3, 3)
        lay(s, 1, "F2", "###/##/#..")
        if refused:
            refuses(s, "retreat F2.6 R2.1", "d_slots_only", {"piece": ref("F2.6"), "to": ref("R2.1")},
                    "a disordered piece falls back only onto a D slot: a retreat never mends its disorder")
        else:
            accepts(s, "retreat F2.6 R2.1")


# --- pursuit ------------------------------------------------------------------------------------
def test_a_piece_on_a_sword_slot_pursues() -> None:
    s = pursued_into_the_principes()
    assert s.phase == "pursue" and s.to_move == 0
    refuses(s, "pursue F2.4", "not_a_sword_piece", {"column": 1},
            "a piece on a sword slot of the Principes follows the beaten enemy")
    refuses(s, "pursue F1.1", "not_a_sword_piece", {"column": 1},
            "a piece on a sword slot of the Principes follows the beaten enemy")


def test_the_pursuer_lost_stands_on_the_card_pursued_out_of() -> None:
    """Two Gallic pursuers stand on the Principes, who pursue out of their card: the Gauls lose
    one of those two, their choice."""
    s = pursued_into_the_principes()
    play(s, "pursue F2.2")
    assert s.phase == "lose" and s.to_move == 1
    refuses(s, "lose P2.2", "not_on_that_card", {"target": 1},
            "the pursuer lost is one of yours standing on the enemy's Principes")
    refuses(s, "lose P1.1", "not_on_that_card", {"target": 1},
            "the pursuer lost is one of yours standing on the enemy's Principes")
    accepts(s, "lose P3.2")


# --- pieces going back --------------------------------------------------------------------------
def test_a_rallied_piece_goes_back_to_an_empty_filled_slot_within_the_limit() -> None:
    """Pursued units are not counted on the card, but they cannot return if they would exceed
    the limit: the Principes hold six pieces with five filled slots once a D piece is back."""
    s = orders(battle(), 0, general=2)
    lay(s, 0, "F2", "###/#./##")
    lay(s, 0, "F4", "../..")
    pursuers(s, 0, home=2, on=3)
    sound(s)
    play(s, "rally F2")
    roll(s, 6, 1, 6)  # F2.6 and the pursuer rally, F2.7 does not
    assert s.phase == "regroup" and s.rallied == [ref("F2.6"), pursuer(1, 2)]
    refuses(s, "return F2.7 F2.5", "not_rallied", {"piece": ref("F2.7")},
            "only a piece whose rally die succeeded goes back")
    refuses(s, "return F2.6 F2.1", "back_to_filled", {"column": 1, "to": ref("F2.1")},
            "a rallied piece goes back to an empty filled slot of its front card, within its filled slots")
    refuses(s, "return P2.3 F2.5", "no_room", {"column": 1},
            "The Principes has no room for another piece: a card holds no more pieces than it has filled "
            "slots, each on an empty filled slot")
    accepts(s, "return F2.6 F2.5")


def test_the_reserve_moves_up_to_empty_filled_slots() -> None:
    s = orders(battle(), 0, general=1)
    lay(s, 0, "F1", "#./.../..")
    play(s, "reserve F1")
    assert s.phase == "reserve"
    refuses(s, "bring R2.1 F1.2", "not_from_reserve", {"column": 0},
            "only a piece of the reserve behind the Hastati moves up")
    refuses(s, "bring R1.1 F1.6", "up_to_filled", {"column": 0, "to": ref("F1.6")},
            "a piece of the reserve moves up to an empty filled slot of the Hastati")
    accepts(s, "bring R1.1 F1.2")
    accepts(s, "done")


# --- the one predicate --------------------------------------------------------------------------
def candidates(s: BarditusState) -> Iterator[Action]:
    """Every well-formed action of the phase (and a few of other phases): each card of both
    armies, each die, each place, slot and pursuer the notation can write."""
    places, slots = range(POSITIONS), range(POSITIONS * SLOTS)
    refs = [*slots, *(pursuer(h, on) for h in range(COLUMNS) for on in range(COLUMNS))]
    ids = sorted({*army(s.armies[0]).cards, *army(s.armies[1]).cards})
    yield from (Action("die", v) for v in range(1, 7))
    yield from (Action(k) for k in ("done", "lead", "hold", "end"))
    ph = s.phase
    if ph == "build":
        yield from (Action("take", name=cid) for cid in ids)
    if ph == "deploy":
        yield from (Action("deploy", p, name=cid) for cid in ids for p in places)
    if ph == "general":
        yield from (Action("general", v, p) for v in range(1, 7) for p in places)
    if ph == "orders":
        yield from (Action("battle", p, b) for p in places for b in range(-1, POSITIONS))
        yield from (Action(k, p) for k in ("rally", "reserve") for p in places)
    if ph == "hits":
        near = [r for r in slots if r // SLOTS in (s.dcol, s.dcol + COLUMNS, (s.dcol + 1) % COLUMNS)]
        yield from (Action("retreat", a, b) for a in near for b in slots)
        yield from (Action("destroy", r) for r in refs)
    if ph == "pursue":
        yield from (Action("pursue", r) for r in slots)
    if ph == "lose":
        yield from (Action("lose", r) for r in refs[-16:])
    if ph == "regroup":
        yield from (Action("return", a, b) for a in refs for b in slots if b // SLOTS == s.acol or a == b)
    if ph == "reserve":
        yield from (Action("bring", a, b) for a in slots for b in slots
                    if a // SLOTS == s.acol + COLUMNS or b // SLOTS == s.acol)
    yield from (Action("battle", 0), Action("retreat", 0, 5), Action("take", name="hastati"))


@pytest.mark.parametrize("seed, options", [
    (1, {}),
    (2, {"disorder": "d_slots", "hinder": "all"}),
    (3, {"skirmishers": "off", "leading": "off", "army0": "gallic", "army1": "roman"}),
])
def test_the_check_accepts_exactly_the_legal_actions(seed: int, options: dict[str, Any]) -> None:
    """Over whole random battles: every well-formed action of the phase is legal exactly when the
    check accepts it, and each refusal has its words."""
    s = GAME.new(options, seed)
    assert isinstance(s, BarditusState)
    rng = random.Random(seed)
    codes: set[str] = set()
    ply = 0
    while not s.is_terminal():
        legal = set(s.legal_actions())
        if ply % 3 == 0 or s.phase not in ("build", *CHANCE_PHASES):
            seen = set()
            for a in candidates(s):
                seen.add(a)
                refusal = s.check(a)
                assert (refusal is None) == (a in legal), (s.phase, a, refusal)
                if refusal is not None:
                    codes.add(refusal.code)
                    assert s.refusal_words(a, refusal)
            assert legal <= seen, legal - seen
        s.apply(s.sample_chance() if s.is_chance() else rng.choice(sorted(legal)))
        ply += 1
    assert len(codes) > 10, codes
