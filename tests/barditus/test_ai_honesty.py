"""The Barditus AI never reads hidden information: it is handed a view, and equal views give equal
decisions whatever the hidden truth is (the opponent's cards not yet deployed, the rear cards
he left out, and the future dice, which come from the state's seed); what it returns is legal.

A twin of each position keeps everything the seat to move may see and changes what it may not:
the opponent's undeployed cards become another legal completion of his list, and the seed (so
every die still to come) changes."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from engine.ai.players import choose_action
from engine.games.barditus.cards import army, list_problem
from engine.games.barditus.state import BarditusState
from tests.barditus.helpers import GAME, battle, new

LEVELS = ("novice", "club", "master")


def another_hand(army_id: str, shown: list[str], hand: list[str], rng: random.Random) -> list[str] | None:
    """A hand of the same size as `hand`, other than it, that with the cards `shown` on the
    table makes a legal list (None if the list has no other completion)."""
    cards = army(army_id).cards
    fronts = 4 - sum(cards[c].front for c in shown)
    pools = {line: [c.id for c in cards.values() if c.front == (line == "front")
                    for _ in range(c.copies - shown.count(c.id))] for line in ("front", "rear")}
    for _ in range(3000):
        pick = rng.sample(pools["front"], fronts) + rng.sample(pools["rear"], len(hand) - fronts)
        if sorted(pick) != sorted(hand) and not list_problem(army_id, shown + pick):
            return pick
    return None


def other_hidden_truth(s: BarditusState, seat: int, rng: random.Random) -> BarditusState:
    """The same position for `seat`; the opponent's undeployed cards and the seed differ."""
    data: dict[str, Any] = s.to_json()
    opp = 1 - seat
    hand = data["hands"][opp]
    if hand:
        shown = [c for c in data["cards"][opp] if c]
        other = another_hand(s.armies[opp], shown, hand, rng)
        assert other is not None, "the test needs a position whose hidden list has another completion"
        data["hands"][opp] = other
    data["seed"] += 12345
    return BarditusState.from_json(data)


def walk_to(start: BarditusState, when: Callable[[BarditusState], bool],
            seeds: range = range(200)) -> BarditusState:
    """The first position of a random legal continuation of `start` where `when` holds and the
    seat to act has a real choice (the dice are the seed's)."""
    for seed in seeds:
        s = start.clone()
        rng = random.Random(seed)
        while not s.is_terminal():
            if not s.is_chance() and when(s) and len(s.legal_actions()) > 1:
                return s
            s.apply(s.sample_chance() if s.is_chance() else rng.choice(s.legal_actions()))
    raise AssertionError("no random battle reached the position the test needs")


def in_battle(seed: int = 0) -> BarditusState:
    """Both armies deployed, each with two rear cards left out (hidden all battle long)."""
    return battle(left_out=(("triarii", "castra"), ("forest", "wagons")), seed=seed)


def built(seat0: list[str]) -> BarditusState:
    s = new(4)
    for c in seat0:
        s.apply(s.parse_action(f"take {c}"))
    s.apply(s.parse_action("done"))
    return s


ROMAN = ["principes", "principes", "hastati", "hastati", "triarii", "triarii", "castra", "castra"]

PHASES: dict[str, Callable[[], BarditusState]] = {
    "build, the first seat": lambda: new(4),
    "build, the second seat, the first list hidden": lambda: built(ROMAN),
    "build, the second seat, halfway": lambda: walk_to(built(ROMAN), lambda s: len(s.hand[1]) == 4),
    "deploy, the first card": lambda: walk_to(new(5), lambda s: s.phase == "deploy" and s.to_move == s.first),
    "deploy, answering": lambda: walk_to(new(6), lambda s: s.phase == "deploy"
                                         and sum(map(bool, s.cards[0])) == 3 and s.hand[1 - s.to_move] != []),
    "lead": lambda: walk_to(in_battle(), lambda s: s.phase == "lead" and s.round == 2),
    "general": lambda: walk_to(in_battle(), lambda s: s.phase == "general"),
    "orders": lambda: walk_to(in_battle(), lambda s: s.phase == "orders" and s.lost != [0, 0]),
    "hits": lambda: walk_to(in_battle(1), lambda s: s.phase == "hits"),
    "pursue": lambda: walk_to(in_battle(2), lambda s: s.phase == "pursue"),
    "regroup": lambda: walk_to(in_battle(3), lambda s: s.phase == "regroup"),
}


def same_decision(where: str, level: str) -> None:
    truth = PHASES[where]()
    seat = truth.to_move
    twin = other_hidden_truth(truth, seat, random.Random(7))
    assert twin.to_json() != truth.to_json()  # the hidden truth really differs
    assert twin.seed != truth.seed
    assert twin.view(seat) == truth.view(seat)  # ... but not what the seat sees
    a = choose_action(GAME.name, truth.view(seat), level, seed=99)
    b = choose_action(GAME.name, twin.view(seat), level, seed=99)
    assert a == b
    assert a in truth.legal_actions() and b in twin.legal_actions()


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("where", sorted(PHASES))
def test_same_view_different_hidden_truth_same_decision(level: str, where: str) -> None:
    same_decision(where, level)


def test_the_hidden_list_really_differs_where_a_list_is_hidden() -> None:
    """The twins above change the opponent's cards (not only the seed) wherever he has any."""
    for where in ("build, the second seat, the first list hidden", "deploy, answering", "orders"):
        truth = PHASES[where]()
        seat = truth.to_move
        twin = other_hidden_truth(truth, seat, random.Random(7))
        assert sorted(twin.hand[1 - seat]) != sorted(truth.hand[1 - seat]), where
        assert twin.view(seat) == truth.view(seat)


def test_the_view_never_holds_the_seed_or_the_other_hand() -> None:
    s = PHASES["deploy, answering"]()
    for seat in (0, 1):
        v = s.view(seat)
        written = v.to_json()
        assert "seed" not in written and "hands" not in written
        assert v.hand == tuple(s.hand[seat])
        assert v.hand_sizes[1 - seat] == len(s.hand[1 - seat])


@pytest.mark.parametrize("where", ["deploy, answering", "orders",
                                   "build, the second seat, the first list hidden"])
def test_determinization_agrees_with_the_view_but_samples_the_hidden_parts(where: str) -> None:
    truth = PHASES[where]()
    seat = truth.to_move
    samples = [truth.determinize(seat, random.Random(i)) for i in range(20)]
    assert all(x.view(seat) == truth.view(seat) for x in samples)
    assert all(x.seed != truth.seed for x in samples)  # the dice to come are not the true ones
    assert len({x.seed for x in samples}) == 20
    assert all(not list_problem(x.armies[1 - seat], [c for c in x.cards[1 - seat] if c] + x.hand[1 - seat])
               for x in samples)  # every guess is a legal list
    assert len({tuple(sorted(x.hand[1 - seat])) for x in samples}) > 1  # and they vary


def test_future_dice_differ_between_the_truth_and_its_determinizations() -> None:
    truth = walk_to(in_battle(), lambda s: s.phase == "orders")
    play = truth.clone()
    play.apply(play.legal_actions()[0])
    while not play.is_chance():
        play.apply(play.legal_actions()[0])
    seat = truth.to_move
    guesses = {truth.determinize(seat, random.Random(i)).seed for i in range(10)}
    assert truth.seed not in guesses


def test_determinizing_for_the_seat_that_waits_agrees_with_its_view_too() -> None:
    """determinize(seat) must agree with view(seat) for either seat, even while the other seat
    is still building its list: the waiting seat sees a hand of 3 cards, its samples must hold 3.
    (No legal list is 3 cards long, and the guess looks only among legal lists.)"""
    s = new(0, army0="roman", army1="roman")
    for c in ("hastati", "castra", "principes"):
        s.apply(s.parse_action(f"take {c}"))
    for i in range(10):
        d = s.determinize(1, random.Random(i))
        assert d.view(1) == s.view(1)
        assert len(d.hand[0]) == 3


@pytest.mark.parametrize("armies", [("roman", "gallic"), ("norman", "roman"), ("gallic", "gallic")])
def test_the_ai_never_returns_an_illegal_action(armies: tuple[str, str]) -> None:
    checked = 0
    for seed in range(3):
        s = new(seed, army0=armies[0], army1=armies[1])
        rng = random.Random(seed)
        while not s.is_terminal() and checked < 12 * (seed + 1):
            if s.is_chance():
                s.apply(s.sample_chance())
                continue
            legal = s.legal_actions()
            if len(legal) > 1 and rng.random() < 0.3:
                a = choose_action(GAME.name, s.view(s.to_move), LEVELS[checked % 3], seed=checked)
                assert a in legal
                checked += 1
            s.apply(rng.choice(legal))
    assert checked >= 12


def test_a_club_against_novice_battle_finishes() -> None:
    s = new(1)
    levels = {0: "club", 1: "novice"}
    moves = 0
    while not s.is_terminal():
        if s.is_chance():
            s.apply(s.sample_chance())
            continue
        a = choose_action(GAME.name, s.view(s.to_move), levels[s.to_move], seed=moves)
        assert a in s.legal_actions()
        s.apply(a)
        moves += 1
        assert moves < 3000
    assert s.reason in ("broken", "time")
