"""A fencer's view is a typed record; its JSON, which the referee prints, is the view's old form."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine.core.view import view_json
from engine.games import get_game
from engine.games.en_garde.state import EnGardeState
from engine.games.en_garde.view import EnGardeView
from engine.tools.referee import Referee

GAME = get_game("en-garde")


def positions(level: str, seed: int, plies: int = 60) -> Iterator[EnGardeState]:
    """Every position of a match played at random from deal `seed`, for `plies` moves."""
    rng = random.Random(seed)
    state = GAME.new({"level": level}, seed)
    assert isinstance(state, EnGardeState)
    for _ in range(plies):
        yield state
        if state.is_terminal():
            return
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


def public_json(position: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """What a seat sees, written from the full position's JSON, in the order the referee has
    always printed a view: the public facts, the pile sizes, and the seat's own hand."""
    v = {"game": position["game"], "seat": seat}
    for key in ("options", "round", "hits", "pos", "phase", "to_move", "pending", "riposte", "deck_out",
                "winner"):
        v[key] = position[key]
    v["hand_sizes"] = [len(h) for h in position["hands"]]
    v["deck_size"] = len(position["deck"])
    v["discard"] = position["discard"]
    v["last"] = position["last"]
    if seat is not None:
        v["hand"] = sorted(position["hands"][seat])
    return v


@pytest.mark.parametrize(("level", "seed"), [("basic", 1), ("standard", 2), ("advanced", 3), ("advanced", 4)])
def test_the_json_of_a_view_is_the_views_old_json_byte_for_byte(level: str, seed: int) -> None:
    seen = 0
    for state in positions(level, seed):
        for seat in (0, 1, None):
            view = state.view(seat)
            assert json.dumps(view.to_json()) == json.dumps(public_json(state.to_json(), seat))
            seen += 1
    assert seen > 30


def test_a_view_read_back_from_its_json_is_the_same_view() -> None:
    for state in positions("advanced", 5):
        for seat in (0, 1, None):
            view = state.view(seat)
            assert EnGardeView.from_json(json.loads(json.dumps(view.to_json()))) == view
            assert EnGardeView.of(view) is view


def test_a_view_in_json_deals_the_same_samples_as_the_typed_view() -> None:
    """An edge that hands the engine a view as JSON gets the determinizations the table's typed
    view gets."""
    for state in positions("standard", 6, plies=25):
        seat = state.current_player()
        if seat < 0:
            continue
        typed = EnGardeState.from_view(state.view(seat), random.Random(7))
        written = EnGardeState.from_view(view_json(state.view(seat)), random.Random(7))
        assert typed.to_json() == written.to_json()


def test_a_view_holds_the_facts_the_table_shows() -> None:
    state = next(s for s in positions("standard", 8) if s.discard and not s.is_terminal())
    view = state.view(0)
    assert view.distance == state.pos[1] - state.pos[0]
    assert view.target == state.target
    unseen = view.unseen()
    assert sum(unseen.values()) == len(state.deck) + len(state.hand_cards(1))
    for v in range(1, 6):
        assert unseen[v] == (state.deck + state.hand_cards(1)).count(v)


def test_the_referee_prints_the_views_json() -> None:
    referee = Referee(GAME)
    assert referee.answer(json.dumps({"cmd": "new", "seed": 3, "options": {"level": "advanced"}}))["ok"]
    answer = referee.answer(json.dumps({"cmd": "view", "seat": 1}))
    assert answer["view"] == GAME.new({"level": "advanced"}, 3).view(1).to_json()
    json.dumps(answer)  # the referee's answer is plain JSON
