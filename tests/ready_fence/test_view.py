"""A fencer's view is a typed record; its JSON, which the referee prints, is the view's old form."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from engine.core.view import View, view_json
from engine.games.ready_fence.state import STEPS, ReadyFenceState
from engine.games.ready_fence.view import LastPhrase, Play, ReadyFenceView
from engine.tools.referee import Referee
from tests.ready_fence.helpers import GAME, play, random_game, table

SEATS = (0, 1, None)
# every mode with each of its targets, the variant (counters) and our rule (passivity) on and off
BOUTS = [
    ({"mode": "tutorial", "target": 5, "first": 0, "counters": "off", "passivity": "off"}, 1),
    ({"mode": "tutorial", "target": 10, "first": 1, "counters": "on", "passivity": "on"}, 2),
    ({"mode": "basic", "target": 5, "first": 0, "counters": "off", "passivity": "on"}, 3),
    ({"mode": "basic", "target": 10, "first": "coin", "counters": "on", "passivity": "off"}, 4),
    ({"mode": "advanced", "target": 5, "first": 1, "counters": "on", "passivity": "on"}, 5),
    ({"mode": "advanced", "target": 15, "first": 0, "counters": "off", "passivity": "off"}, 6),
    # random bouts that feint and renew attacks
    ({"mode": "advanced", "target": 15, "first": 0, "counters": "off", "passivity": "off"}, 16),
    ({"mode": "advanced", "target": 15, "first": 0, "counters": "off", "passivity": "off"}, 21),
]


def positions(options: dict[str, Any], seed: int) -> Iterator[ReadyFenceState]:
    """Every position of a bout played at random from deal `seed`."""
    yield from random_game(options, seed, seed + 100)


def _play(p: Mapping[str, Any]) -> dict[str, Any]:
    return {**p, "parts": [list(x) for x in p["parts"]]}


def old_view(s: ReadyFenceState, seat: int | None) -> dict[str, Any]:
    """What a seat sees, built from the full position as the view's JSON has always been built,
    in the order the referee has always printed it."""
    v: dict[str, Any] = {k: getattr(s, k) for k in ReadyFenceState.PUBLIC}
    v.update({
        "game": "ready-fence",
        "seat": seat,
        "options": dict(s.options),
        **{k: getattr(s, k)[:] for k in ReadyFenceState.PAIRS},
        "known": [k[:] for k in s.known],
        "plays": [_play(p) for p in s.plays],
        "reason": None if s.reason is None else s.reason.to_json(),
        "last": {**s.last, "reason": s.last["reason"].to_json(),
                 "plays": [_play(p) for p in s.last.get("plays", [])]} if s.last else {},
        "hand_sizes": [len(h) for h in s.hand],
        "timer_size": len(s.timer),
        "stock_size": len(s.stock),
        "discards": [c if up or (who == seat and seat is not None) else "?" for c, up, who in s.discards],
        "discard_marks": [[up, who] for _, up, who in s.discards],
        "effective": [s.effective(0), s.effective(1)],
        "distance": s.distance(),
        "periods": s.periods,
        "parry_speeds": {str(k): s.parry_speed(s.to_move, k) for k in range(1, s.stamina[s.to_move] + 1)},
        "landings": {k: s.landing(s.to_move, k) for k in STEPS},
    })
    if seat is not None:
        v["hand"] = s.hand[seat][:]
    return v


@pytest.mark.parametrize(("options", "seed"), BOUTS)
def test_the_json_of_a_view_is_the_views_old_json_byte_for_byte(options: dict[str, Any], seed: int) -> None:
    seen = 0
    for s in positions(options, seed):
        for seat in SEATS:
            assert json.dumps(view_json(s.view(seat))) == json.dumps(old_view(s, seat))
            seen += 1
    assert seen > 30


@pytest.mark.parametrize(("options", "seed"), BOUTS)
def test_a_view_read_back_from_its_json_is_the_same_view(options: dict[str, Any], seed: int) -> None:
    for s in positions(options, seed):
        for seat in SEATS:
            view = s.view(seat)
            assert isinstance(view, ReadyFenceView)
            assert ReadyFenceView.from_json(json.loads(json.dumps(view.to_json()))) == view
            assert ReadyFenceView.of(view) is view


def test_the_phrases_plays_are_records_with_their_marks() -> None:
    """A renewed attack, the attack a Feint replaced and the one it swapped in keep their marks in
    the view, and write them back only where set, as the position's plays hold them."""
    marks = {"renewed": 0, "feint": 0, "replaced": 0}
    for options, seed in BOUTS:
        for s in positions(options, seed):
            view = s.view(s.to_move)
            last = view.last
            if s.last:
                assert isinstance(last, LastPhrase)
                assert last.scored == tuple(s.last["scored"]) and last.reason == s.last["reason"]
            else:
                assert last is None
            pairs = [*zip(view.plays, s.plays, strict=True),
                     *zip(last.plays if last else (), s.last.get("plays", []), strict=True)]
            for p, held in pairs:
                assert isinstance(p, Play)
                assert p.to_json() == held and Play.from_json(held) == p
                assert (p.seat, p.card, p.companion, p.role, p.speed) == (
                    held["seat"], held["card"], held["with"], held["role"], held["speed"])
                assert p.parts == tuple((what, much) for what, much in held["parts"])
                marks["renewed"] += p.renewed
                marks["feint"] += bool(p.feint)
                marks["replaced"] += p.replaced
    assert all(marks.values()), marks


def test_a_feinted_phrase_reads_as_the_rulebook_tells_it() -> None:
    """A Feint swaps a new attack in: the old one stays on the piste marked replaced, the new one
    names it, and the view's last phrase holds them once the touch is judged."""
    s = table("advanced", hands=(["st3y-1", "ft-1", "fl7-1", "st4-1"], ["sh6-1", "bt4-2"]))
    play(s, "play st3y-1", "play sh6-1", "feint ft-1 fl7-1")
    last = s.view(1).last
    assert last is not None and [p.card for p in last.plays] == ["st3y-1", "sh6-1", "fl7-1"]
    assert last.plays[0].replaced and not last.plays[2].replaced
    assert last.plays[2].feint == "st3y-1" and last.plays[2].companion == "ft-1"
    assert last.scored == (0,)
    assert s.view(0).piste == (last.plays, True)


def test_a_view_in_json_deals_the_same_samples_as_the_typed_view() -> None:
    """An edge that hands the engine a view as JSON gets the determinizations the table's typed
    view gets."""
    for i, s in enumerate(positions(*BOUTS[5])):
        if i % 5 or s.is_terminal():
            continue
        seat = s.current_player()
        typed = ReadyFenceState.from_view(s.view(seat), random.Random(7))
        written = ReadyFenceState.from_view(view_json(s.view(seat)), random.Random(7))
        assert typed.to_json() == written.to_json()


def test_the_piste_shows_the_phrase_being_fenced_else_the_last_one() -> None:
    for s in positions(*BOUTS[4]):
        view = s.view(None)
        plays, finished = view.piste
        if s.plays:
            assert plays == view.plays and not finished
        else:
            assert finished and plays == (view.last.plays if view.last else ())
        assert view.target == s.target


def test_the_referee_prints_the_views_json() -> None:
    referee = Referee(GAME)
    assert referee.answer(json.dumps({"cmd": "new", "seed": 3, "options": {"mode": "advanced"}}))["ok"]
    for seat in (0, 1, None):
        answer = referee.answer(json.dumps({"cmd": "view", "seat": seat}))
        state = GAME.new(GAME.parse_options({"mode": "advanced"}), 3)
        assert isinstance(state.view(seat), View)
        assert answer["view"] == old_view(state, seat)  # type: ignore[arg-type]
        json.dumps(answer)  # the referee's answer is plain JSON
