"""Position JSON: a damaged position is refused with the field named, never accepted to crash
later; sound positions round-trip and play on exactly like the original."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import PositionError
from engine.games.ready_fence.state import ReadyFenceState
from engine.store.saves import Seat, load_game, save_game
from tests.ready_fence.helpers import GAME, play, table
from tests.sizing import examples

JUNK: list[Any] = [None, 7, -1, "x", [], {}, [0], ["x", "y"], "phrase", "renew", "over", True, [None, None],
        [[], []], ["line", "engage"], [3, 6], [6, 3], [7, 7], [[0, 1], [2]], "st4-1",
        ["st4-1", True, 0], [{"seat": 0}]]
# a damaged field may be named through another one it must agree with
RELATED = {
    "timer": {"hands"}, "stock": {"hands"}, "discards": {"hands"}, "plays": {"hands"},
    "options": {"hands"}, "phase": {"reason", "plays"}, "overtime": {"priority"},
    "reason": {"reason"}, "known": {"known"},
}


def position(seed: int, plies: int, mode: str) -> dict[str, Any]:
    rng = random.Random(seed)
    s = GAME.new({"mode": mode, "target": 5}, seed)
    for _ in range(plies):
        if s.is_terminal():
            break
        s.step(rng.choice(s.legal_actions()))
    return s.to_json()


def base() -> dict[str, Any]:
    return table(hands=(["st3y-1", "st4-1", "bt4-1"], ["st3y-2", "sh6-1"])).to_json()


def _set(**kw: Any) -> Callable[[dict[str, Any]], None]:
    return lambda d: d.update(kw)


def _card(hand: int, change: str, card: str) -> Callable[[dict[str, Any]], None]:
    def go(d: dict[str, Any]) -> None:
        getattr(d["hands"][hand], change)(card)
    return go


def _too_many(d: dict[str, Any]) -> None:
    d["hands"][0] += d["timer"][:7]
    d["timer"] = d["timer"][7:]


DAMAGE: list[tuple[str, Callable[[dict[str, Any]], None], str, str]] = [
    ("unknown phase", _set(phase="lunge"), "phase", "must be one of"),
    ("to_move not a seat", _set(to_move="x"), "to_move", "integer"),
    ("fencers passed", _set(pos=[6, 3]), "pos", "never pass"),
    ("one fencer", _set(pos=[3]), "pos", "2 entries"),
    ("off the strip", _set(pos=[3, 10]), "pos[1]", "at most 9"),
    ("stamina above 6", _set(stamina=[7, 6]), "stamina[0]", "at most 6"),
    ("points above the target", _set(points=[6, 0]), "points[0]", "at most 5"),
    ("unknown weapon position", _set(weapon=["line", "sabre"]), "weapon[1]", "line, invite, engage"),
    ("a card twice", _card(0, "append", "st4-1"), "hands", "exactly once"),
    ("a card missing", _card(0, "remove", "st4-1"), "hands", "exactly once"),
    ("an unknown card", _card(0, "append", "zz-1"), "hands", "exactly once"),
    ("an advanced card in basic", _card(0, "append", "fl7-1"), "hands", "basic deck's 35"),
    ("a known card not in hand", _set(known=[["sh6-1"], []]), "known[0]", "only cards in that hand"),
    ("a malformed discard", _set(discards=[["x"]]), "discards[0]", "[card, face up, seat or -1]"),
    ("a malformed play", _set(plays=[{}]), "plays[0]", "seat, card, with"),
    ("a phrase without cards", _set(phase="phrase"), "plays", "needs the phrase's cards"),
    ("priority outside overtime", _set(priority=1), "priority", "exactly in overtime"),
    ("a reason while playing", _set(reason={"code": "priority_wins"}), "reason",
     "exactly when the phase is over"),
    ("over without a reason", _set(phase="over"), "reason", "exactly when the phase is over"),
    ("a period the bout does not have", _set(period=3), "period", "at most 1"),
    ("a newer version", _set(version=99), "version", "newer"),
    ("another game", _set(game="en-garde"), "game", "ready-fence"),
    ("a target the mode does not play", _set(options={"mode": "advanced", "target": 10, "first": 0,
                                                      "counters": "on"}), "options.target", "5 or 15"),
    ("a flag not a bool", _set(stalled=[1, 0]), "stalled[0]", "true or false"),
    ("three actions", _set(actions_left=3), "actions_left", "at most 2"),
    ("a hand of 10", _too_many, "hands[0]", "at most 8"),
    ("winner not a seat", _set(winner=3), "winner", "at most 1"),
    ("a negative seed", _set(seed=-1), "seed", "at least 0"),
    ("hands not a list", _set(hands="x"), "hands", "must be a list"),
    ("last not an object", _set(last=[]), "last", "object"),
    ("a bad role", _set(phase="phrase", plays=[{"seat": 0, "card": "", "with": "", "kind": "parry",
                                                "name": "x", "role": "blue", "speed": 4, "parts": []}]),
     "plays[0].role", "must be one of"),
]


@pytest.mark.parametrize(("what", "damage", "field", "says"), DAMAGE, ids=[d[0] for d in DAMAGE])
def test_a_damaged_position_is_refused_naming_the_field(what: str, damage: Callable[[dict[str, Any]], None],
                                                       field: str, says: str) -> None:
    d = base()
    ReadyFenceState.from_json(json.loads(json.dumps(d)))  # sound before the damage
    damage(d)
    with pytest.raises(PositionError) as e:
        ReadyFenceState.from_json(json.loads(json.dumps(d)))
    assert e.value.field == field, what
    assert says in e.value.problem, what


@pytest.mark.parametrize("key", sorted(base()))
def test_every_field_is_required(key: str) -> None:
    d = base()
    del d[key]
    with pytest.raises(PositionError) as e:
        ReadyFenceState.from_json(d)
    assert key in str(e.value)


def test_a_position_is_a_json_object() -> None:
    junk: Any
    for junk in (None, [], "x", 3):
        with pytest.raises(PositionError) as e:
            ReadyFenceState.from_json(junk)
        assert e.value.field == "position"


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 120),
       mode=st.sampled_from(["tutorial", "basic", "advanced"]), field=st.integers(0, 10_000),
       junk=st.sampled_from(JUNK))
def test_a_damaged_position_is_refused_or_plays_on(seed: int, plies: int, mode: str, field: int,
                                                   junk: Any) -> None:
    data = position(seed, plies, mode)
    name = sorted(data)[field % len(data)]
    data[name] = junk
    try:
        s = ReadyFenceState.from_json(json.loads(json.dumps(data)))
    except PositionError as e:
        root = e.field.split(".")[0].split("[")[0]
        assert root == name or root in RELATED.get(name, set()), f"{name} damaged, {e.field} named"
        assert e.problem
        return
    rng = random.Random(seed)
    for _ in range(300):  # accepted: then it must play on like any position
        if s.is_terminal():
            break
        s.view(0), s.view(1), s.to_json()
        s.apply(rng.choice(s.legal_actions()))

HELD = {"code": "defence_held"}  # a verdict of a phrase
LAST_PHRASE: list[tuple[str, Any, str]] = [
    ("a play that is a number", {"scored": [1], "reason": HELD, "plays": [1]}, "last.plays[0]"),
    ("plays that are text", {"scored": [1], "reason": HELD, "plays": "line"}, "last.plays"),
    ("a play without its parts", {"scored": [], "reason": HELD, "plays": [
        {"seat": 0, "card": "", "with": "", "kind": "parry", "name": "Parry", "role": "parry", "speed": 4}]},
     "last.plays[0]"),
    ("parts that are a number", {"scored": [], "reason": HELD, "plays": [
        {"seat": 0, "card": "", "with": "", "kind": "parry", "name": "Parry", "role": "parry", "speed": 4,
         "parts": 3}]}, "last.plays[0].parts"),
    ("a card not in the deck", {"scored": [0], "reason": HELD, "plays": [
        {"seat": 0, "card": "zz-1", "with": "", "kind": "x", "name": "X", "role": "red", "speed": 4,
         "parts": []}]}, "last.plays[0].card"),
    ("a seat 2 that scored", {"scored": [2], "reason": HELD, "plays": []}, "last.scored[0]"),
    ("no reason", {"scored": [0], "plays": []}, "last"),
    ("a reason that is no verdict", {"scored": [0], "reason": 3, "plays": []}, "last.reason"),
    ("a verdict in English", {"scored": [0], "reason": "off the end of the strip", "plays": []},
     "last.reason"),
    ("a bout's verdict for a phrase", {"scored": [0], "reason": {"code": "priority_wins"}, "plays": []},
     "last.reason.code"),
    ("a verdict without its card", {"scored": [0], "reason": {"code": "unanswered"}, "plays": []},
     "last.reason.card"),
    ("a verdict naming no card of the deck", {"scored": [0], "reason": {"code": "unanswered", "card": "zz-1"},
                                              "plays": []}, "last.reason.card"),
    ("a verdict with a field it has not", {"scored": [0], "reason": {"code": "defence_held", "card": "x"},
                                           "plays": []}, "last.reason.card"),
    ("a speed that is text", {"scored": [0, 1], "reason": {"code": "both_at", "speed": "5", "void": False},
                              "plays": []}, "last.reason.speed"),
]


@pytest.mark.parametrize(("what", "last", "field"), LAST_PHRASE, ids=[x[0] for x in LAST_PHRASE])
def test_a_damaged_last_phrase_is_refused_naming_the_field(what: str, last: Any, field: str) -> None:
    """The last phrase is shown on the table: a damaged one loaded then failed when written back."""
    d = base()
    d["last"] = last
    with pytest.raises(PositionError) as e:
        ReadyFenceState.from_json(d)
    assert e.value.field == field, what


def test_a_sound_last_phrase_round_trips() -> None:
    s = table(hands=(["st4-1", "bt4-1"], ["sh5-1", "st4-2"]))
    play(s, "play st4-1", "play sh5-1")  # B's faster answer touches: the phrase is the last one
    data = s.to_json()
    assert data["last"]["scored"] == [1] and len(data["last"]["plays"]) == 2
    assert ReadyFenceState.from_json(json.loads(json.dumps(data))).to_json() == data


def test_a_last_phrase_with_a_feint_round_trips() -> None:
    """The feint's plays carry more fields: the attack it replaced, the card it swapped out."""
    s = table("advanced", hands=(["st3y-1", "ft-1", "fl7-1", "st4-1"], ["sh6-1", "bt4-2"]))
    play(s, "play st3y-1", "play sh6-1", "feint ft-1 fl7-1")
    data = s.to_json()
    assert data["last"]["plays"][0]["replaced"] is True and data["last"]["plays"][-1]["feint"] == "st3y-1"
    assert ReadyFenceState.from_json(json.loads(json.dumps(data))).to_json() == data
    data["last"]["plays"][0]["replaced"] = "yes"
    with pytest.raises(PositionError) as e:
        ReadyFenceState.from_json(data)
    assert e.value.field == "last.plays[0].replaced"


def test_known_cards_must_be_card_ids() -> None:
    d = base()
    d["known"] = [[{}], []]
    with pytest.raises(PositionError) as e:
        ReadyFenceState.from_json(d)
    assert e.value.field == "known[0]"


def test_a_save_from_before_the_passivity_option_loads_with_its_options(tmp_path: Path) -> None:
    """Saves keep their options complete, so one made with counters on (the old default) loads
    with counters on; the passivity option did not exist then, and such a save is replayed under
    the rule it was played with (six quiet turns burnt a Timer card)."""
    options = {"mode": "advanced", "target": 15, "counters": "on", "passivity": "on"}
    s = GAME.new(options, 5)
    rng = random.Random(1)
    texts = []
    while len(texts) < 60 and not s.is_terminal():
        a = rng.choice(s.legal_actions())
        texts.append(s.format_action(a))
        s.apply(a)
    path = tmp_path / "old.salle.json"
    save_game(path, "ready-fence", options, 5, texts, [Seat("human"), Seat("ai", "novice")], s)
    data = json.loads(path.read_text())
    del data["options"]["passivity"], data["snapshot"]["options"]["passivity"]  # as written then
    path.write_text(json.dumps(data))
    loaded = load_game(path)
    assert loaded.options == {**options, "first": "coin"}
    assert loaded.state.to_json() == s.to_json()
    # a save that names its options keeps them, the defaults notwithstanding
    data["options"]["passivity"] = data["snapshot"]["options"]["passivity"] = "on"
    path.write_text(json.dumps(data))
    assert load_game(path).options["counters"] == "on"
