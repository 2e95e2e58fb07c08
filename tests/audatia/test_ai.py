"""The Audatia AI never reads hidden information: it is given a view, and equal views give equal
decisions, whatever the opponent holds, has laid in his row or has committed as his posta."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from engine.ai.ismcts import most_visited, search
from engine.ai.players import choose_action
from engine.games.audatia.state import AudatiaState
from tests.audatia.build import GAME

LEVELS = ("novice", "club")


def reach(when: Callable[[AudatiaState], bool], variant: str = "duel", seeds: range = range(200),
          brk: str = "off") -> AudatiaState:
    """The first position of a random legal duel where `when` holds and the seat to act has a
    real choice."""
    for seed in seeds:
        s = GAME.new({"variant": variant, "break": brk, "challenger": seed % 2}, seed)
        assert isinstance(s, AudatiaState)
        rng = random.Random(seed)
        while not s.is_terminal():
            if when(s) and len(s.legal_actions()) > 1:
                return s
            s.apply(rng.choice(s.legal_actions()))
    raise AssertionError("no random duel reached the position the test needs")


def other_hidden_truth(s: AudatiaState, seat: int, rng: random.Random) -> AudatiaState:
    """The same position for `seat`, but the opponent's hand, row, deck order, committed posta
    and the seed are different."""
    data: dict[str, Any] = s.to_json()
    opp = 1 - seat
    n_hand, n_row = len(data["hands"][opp]), len(data["rows"][opp])
    unknown = data["hands"][opp] + data["rows"][opp] + data["decks"][opp]
    before = list(unknown)
    for _ in range(50):
        rng.shuffle(unknown)
        if unknown != before:
            break
    data["hands"][opp] = unknown[:n_hand]
    data["rows"][opp] = unknown[n_hand:n_hand + n_row]
    data["decks"][opp] = unknown[n_hand + n_row:]
    if data["commits"][opp]:
        poste = sorted(s.decks[opp].poste)
        data["commits"][opp] = poste[(poste.index(data["commits"][opp]) + 1) % len(poste)]
    data["seed"] += 12345
    return AudatiaState.from_json(data)


PHASES: dict[str, Callable[[], AudatiaState]] = {
    # the second chooser of the posta, while the first has committed face down
    "posta, second chooser": lambda: reach(
        lambda s: s.phase == "posta" and s.committed[1 - s.to_move] is not None),
    "posta, first chooser": lambda: reach(lambda s: s.phase == "posta" and s.to_move == s.challenger),
    "react": lambda: reach(lambda s: s.phase == "react"),
    "open": lambda: reach(lambda s: s.phase in ("open1", "open2")),
    "largo": lambda: reach(lambda s: s.phase == "largo"),
    "trade": lambda: reach(lambda s: s.phase == "trade" and not s.first_oom),
    "salle react": lambda: reach(lambda s: s.phase == "react", variant="salle"),
    "sudden row": lambda: reach(
        lambda s: s.phase == "order" and bool(s.row[1 - s.to_move]), variant="sudden"),
}


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("where", sorted(PHASES))
def test_same_view_different_hidden_truth_same_decision(level: str, where: str) -> None:
    truth = PHASES[where]()
    seat = truth.to_move
    twin = other_hidden_truth(truth, seat, random.Random(7))
    assert twin.to_json() != truth.to_json()  # the hidden truth really differs
    assert twin.view(seat) == truth.view(seat)  # ... but not what the seat sees
    a = choose_action(GAME.name, truth.view(seat), level, seed=99)
    b = choose_action(GAME.name, twin.view(seat), level, seed=99)
    assert a == b
    assert a in truth.legal_actions() and b in twin.legal_actions()


def test_the_second_posta_chooser_does_not_see_the_first_choice() -> None:
    truth = PHASES["posta, second chooser"]()
    seat = truth.to_move
    assert truth.blind_to_last()
    twin = other_hidden_truth(truth, seat, random.Random(3))
    assert twin.committed[1 - seat] != truth.committed[1 - seat]
    view = truth.view(seat)
    assert view == twin.view(seat)
    assert truth.committed[1 - seat] not in str(view)
    a = search(GAME, view, 100, seed=5)
    b = search(GAME, twin.view(seat), 100, seed=5)
    assert a == b
    assert most_visited(a, truth.legal_actions()) == most_visited(b, twin.legal_actions())


def test_determinization_agrees_with_the_view_but_samples_the_hidden_parts() -> None:
    truth = PHASES["posta, second chooser"]()
    seat = truth.to_move
    samples = [truth.determinize(seat, random.Random(i)) for i in range(20)]
    assert all(x.view(seat) == truth.view(seat) for x in samples)
    assert len({tuple(sorted(x.hand[1 - seat])) for x in samples}) > 1
    assert len({x.committed[1 - seat] for x in samples}) > 1  # the unseen posta is sampled
    assert all(x.committed[1 - seat] is not None for x in samples)


@pytest.mark.parametrize("variant", ["duel", "salle", "sudden"])
def test_the_ai_never_returns_an_illegal_action(variant: str) -> None:
    checked = 0
    for seed in range(3):
        s = GAME.new({"variant": variant, "break": "on", "challenger": seed % 2}, seed)
        rng = random.Random(seed)
        while not s.is_terminal() and checked < 12 * (seed + 1):
            legal = s.legal_actions()
            if len(legal) > 1 and rng.random() < 0.35:
                level = LEVELS[checked % 2]
                a = choose_action(GAME.name, s.view(s.to_move), level, seed=checked)
                assert a in legal
                checked += 1
            s.apply(rng.choice(legal))
    assert checked >= 12


def test_a_club_against_novice_mini_match_finishes() -> None:
    s = GAME.new({}, seed=1)
    levels = {0: "club", 1: "novice"}
    moves = 0
    while not s.is_terminal():
        a = choose_action(GAME.name, s.view(s.to_move), levels[s.to_move], seed=moves)
        assert a in s.legal_actions()
        s.apply(a)
        moves += 1
        assert moves < 1000
    assert s.winner in (0, 1)
    assert s.points[s.winner] == 1 and s.reason
