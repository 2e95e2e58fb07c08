"""A fencer's view is a typed record; its JSON, which the referee prints, is the view's old form."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine.core.view import view_json
from engine.games import get_game
from engine.games.audatia.cards import VIRTUES
from engine.games.audatia.state import AudatiaState
from engine.games.audatia.view import AudatiaView
from engine.tools.referee import Referee

GAME = get_game("audatia")


def positions(variant: str, seed: int, plies: int = 80) -> Iterator[AudatiaState]:
    """Every position of a duel played at random from deal `seed`, for `plies` moves."""
    rng = random.Random(seed)
    state = GAME.new({"variant": variant, "break": "on", "challenger": seed % 2}, seed)
    assert isinstance(state, AudatiaState)
    for _ in range(plies):
        yield state
        if state.is_terminal():
            return
        legal = state.legal_actions()
        state.step(legal[rng.randrange(len(legal))])


PUBLIC = ("options", "challenger", "phase", "to_move", "attacker", "stack", "side", "posta", "start_posta")
PUBLIC_2 = ("virtues", "virtue_totals", "bonus", "bonus_on", "salute", "salute_bonus", "picked", "pending",
            "pending_counter", "struck_from", "bind", "side_card", "remedy", "waited", "break_card", "mezano",
            "remedy_sides", "draws", "break_offs", "points", "first_oom", "skills_first", "winner", "reason")


def public_json(position: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """What a seat sees, written from the full position's JSON, in the order the referee has
    always printed a view: the public facts, the pile sizes, and the seat's own cards."""
    v = {"game": position["game"], "seat": seat}
    for key in PUBLIC:
        v[key] = position[key]
    v["committed"] = [c is not None for c in position["commits"]]
    for key in PUBLIC_2:
        v[key] = position[key]
    v["hand_sizes"] = [len(h) for h in position["hands"]]
    v["deck_sizes"] = [len(d) for d in position["decks"]]
    v["row_sizes"] = [len(r) for r in position["rows"]]
    v["public_discard"] = position["public_discard"]
    v["discard_sizes"] = [len(d) for d in position["discards"]]
    if seat is not None:
        v["hand"] = position["hands"][seat]
        v["discard"] = position["discards"][seat]
        v["row"] = position["rows"][seat]
        v["my_commit"] = position["commits"][seat]
    return v


@pytest.mark.parametrize(("variant", "seed"), [("duel", 1), ("duel", 2), ("salle", 3), ("sudden", 4),
                                                ("sudden", 5)])
def test_the_json_of_a_view_is_the_views_old_json_byte_for_byte(variant: str, seed: int) -> None:
    seen = 0
    for state in positions(variant, seed):
        for seat in (0, 1, None):
            view = state.view(seat)
            assert json.dumps(view.to_json()) == json.dumps(public_json(state.to_json(), seat))
            seen += 1
    assert seen > 30


def test_a_view_read_back_from_its_json_is_the_same_view() -> None:
    for variant, seed in (("duel", 6), ("sudden", 7)):
        for state in positions(variant, seed):
            for seat in (0, 1, None):
                view = state.view(seat)
                assert AudatiaView.from_json(json.loads(json.dumps(view.to_json()))) == view
                assert AudatiaView.of(view) is view


def test_a_view_in_json_deals_the_same_samples_as_the_typed_view() -> None:
    """An edge that hands the engine a view as JSON gets the determinizations the table's typed
    view gets."""
    checked = 0
    for variant, seed in (("duel", 8), ("sudden", 9)):
        for state in positions(variant, seed, plies=40):
            seat = state.current_player()
            if seat < 0:
                continue
            typed = AudatiaState.from_view(state.view(seat), random.Random(7))
            written = AudatiaState.from_view(view_json(state.view(seat)), random.Random(7))
            assert typed.to_json() == written.to_json()
            checked += 1
    assert checked > 20


def test_a_view_holds_the_facts_the_table_shows() -> None:
    state = next(s for s in positions("duel", 10) if any(s.bonus) and not s.is_terminal())
    for seat in (0, 1, None):
        view = state.view(seat)
        for s in (0, 1):
            for name in VIRTUES:
                assert view.virtue(s, name) == state.virtue(s, name)
                assert view.virtue_bonus(s, name) == state.virtue(s, name) - state.virtues[s].count(name)
        assert list(view.decks) == [d.id for d in state.decks]
    assert any(view.virtue_bonus(s, n) for s in (0, 1) for n in VIRTUES)


@pytest.mark.parametrize("challenger", [0, 1])
def test_the_decks_follow_the_options_challenger(challenger: int) -> None:
    options = {"challenger": challenger, "challenger_deck": "galeazzo", "respondent_deck": "boucicaut"}
    view = GAME.new(options, 1).view(None)
    assert isinstance(view, AudatiaView)
    assert view.decks[challenger] == "galeazzo"
    assert view.decks[1 - challenger] == "boucicaut"


def test_the_referee_prints_the_views_json() -> None:
    referee = Referee(GAME)
    assert referee.answer(json.dumps({"cmd": "new", "seed": 3, "options": {"variant": "sudden"}}))["ok"]
    answer = referee.answer(json.dumps({"cmd": "view", "seat": 1}))
    state = GAME.new({"variant": "sudden"}, 3)
    assert isinstance(state, AudatiaState)
    assert answer["view"] == state.view(1).to_json()
    json.dumps(answer)  # the referee's answer is plain JSON
