"""A position loaded from a file or a referee's line whose fields contradict each other is refused
with a PositionError naming the field, never accepted to fail later, and never a TypeError,
ValueError, KeyError or RecursionError. The positions come from random legal play of every
registered game; each is damaged the ways a hand-edited or hostile file is: huge and negative
numbers, values of the wrong kind, strings where lists are, a winner before the end."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.errors import PositionError
from engine.core.game import Game
from engine.games import get_game
from tests.conformance.walk import GAMES, SEEDS, WALKS, options_of, positions
from tests.positions import FIELD, refused_or_sound

HUGE = 33_000_000_000_000_000_000  # past any 64-bit integer


def damages(sound: dict[str, Any]) -> list[tuple[str, Any]]:
    """(field, damaged value) for every top-level field of a position but its header."""
    out: list[tuple[str, Any]] = []
    for key, value in sound.items():
        if key in ("game", "version", "options"):
            continue
        if isinstance(value, int) and not isinstance(value, bool):
            out += [(key, HUGE), (key, -HUGE), (key, -7), (key, 2.5), (key, str(value)), (key, [value])]
        elif isinstance(value, list):
            out += [(key, "x"), (key, "/etc/passwd"), (key, [[[]]]), (key, {"0": value})]
        elif isinstance(value, str):
            out += [(key, "/etc/passwd"), (key, ["x"]), (key, 7), (key, None), (key, "")]
        elif isinstance(value, bool):
            out += [(key, 1), (key, "true"), (key, None)]
        elif value is None:
            out += [(key, 0), (key, 1), (key, "x"), (key, [])]
    return out


def refused_naming_a_field(game: Game, data: dict[str, Any], sound: dict[str, Any],
                           what: str) -> PositionError:
    try:
        game.state_class.from_json(json.loads(json.dumps(data)))
    except PositionError as e:
        assert FIELD.fullmatch(e.field), f"{what}: refused naming {e.field!r}, not a field"
        assert e.field.split(".")[0].split("[")[0] in sound, f"{what}: refused naming {e.field!r}"
        return e
    raise AssertionError(f"{what}: accepted")


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS, plies=st.integers(0, 400))
def test_a_field_damaged_the_ways_a_file_is_is_refused_naming_a_field_or_sound(
        game: Game, data: st.DataObject, seed: int, walk: int, plies: int) -> None:
    for i, s in enumerate(positions(game, data.draw(options_of(game)), seed, walk)):
        if i == plies or s.is_terminal():
            break
    sound = s.to_json()
    for key, value in damages(sound):
        damaged = {**json.loads(json.dumps(sound)), key: value}
        refused_or_sound(game.state_class, damaged, sound, f"{key} = {json.dumps(value)}", plies=5)


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS, plies=st.integers(0, 400), seat=st.sampled_from([0, 1]))
def test_a_winner_while_the_game_goes_on_is_refused_naming_it(game: Game, data: st.DataObject, seed: int,
                                                             walk: int, plies: int, seat: int) -> None:
    for i, s in enumerate(positions(game, data.draw(options_of(game)), seed, walk)):
        if i == plies or s.is_terminal():
            break
    sound = s.to_json()
    if s.is_terminal() or "winner" not in sound:
        return
    what = f"winner {seat} in {sound.get('phase')}"
    e = refused_naming_a_field(game, {**sound, "winner": seat}, sound, what)
    assert e.field == "winner"


def first(name: str, options: dict[str, Any], seed: int, where: Callable[[dict[str, Any]], bool],
          plies: int = 3000) -> dict[str, Any]:
    """The first position of a random legal game that `where` accepts."""
    g = get_game(name)
    for s in positions(g, options, seed, seed):
        d = s.to_json()
        if where(d):
            return d
    raise AssertionError(f"no such position of {name} in a game of seed {seed}")


# the outside audit's findings, each a position the engine accepted and played on from
AUDIT: list[tuple[str, str, dict[str, Any], Callable[[dict[str, Any]], bool], dict[str, Any], str]] = [
    ("Barditus: hits left to take in the command roll", "barditus", {"turns": 20},
     lambda d: d["phase"] == "command", {"hits": HUGE}, "hits"),
    ("Barditus: a few hits left to take in the command roll", "barditus", {"turns": 20},
     lambda d: d["phase"] == "command", {"hits": 3}, "hits"),
    ("Barditus: round 500 of 20", "barditus", {"turns": 20},
     lambda d: d["phase"] == "orders", {"round": 500}, "round"),
    ("Barditus: round 21 of 20 before the end", "barditus", {"turns": 20},
     lambda d: d["phase"] == "lead", {"round": 21}, "round"),
    ("Barditus: command points while building", "barditus", {},
     lambda d: d["phase"] == "build", {"command": 1_000_000_000}, "command"),
    ("Barditus: command points beyond a die", "barditus", {},
     lambda d: d["phase"] == "orders", {"command": 7}, "command"),
    ("Barditus: a reason that is no reason", "barditus", {},
     lambda d: d["phase"] == "over", {"reason": "/etc/passwd"}, "reason"),
    ("Audatia: a winner in the discard phase", "audatia", {"variant": "duel"},
     lambda d: d["phase"] == "discard", {"winner": 0}, "winner"),
    ("Audatia: a path as the blow being answered", "audatia", {},
     lambda d: d["phase"] == "trade", {"pending": "/etc/passwd"}, "pending"),
    ("Audatia: a path as the blow being answered in react", "audatia", {},
     lambda d: d["phase"] == "react", {"pending": "/etc/passwd"}, "pending"),
    ("Audatia: a third draw", "audatia", {}, lambda d: d["phase"] == "trade", {"draws": 5}, "draws"),
    ("Ready...Fence!: a winner in the middle of a bout", "ready-fence", {},
     lambda d: d["phase"] == "turn", {"winner": 1}, "winner"),
    ("Ready...Fence!: a reason that is no text", "ready-fence", {},
     lambda d: d["phase"] == "over", {"reason": 5}, "reason"),
    ("Ready...Fence!: the target reached and the bout going on", "ready-fence", {"target": 5},
     lambda d: d["phase"] == "turn", {"points": [5, 0]}, "points"),
    ("En Garde: a riposte while parrying", "en-garde", {},
     lambda d: d["phase"] == "parry", {"riposte": True}, "riposte"),
]


@pytest.mark.parametrize(("what", "name", "options", "where", "damage", "field"),
                         AUDIT, ids=[a[0] for a in AUDIT])
def test_each_inconsistent_position_of_the_audit_is_refused_naming_its_field(
        what: str, name: str, options: dict[str, Any], where: Callable[[dict[str, Any]], bool],
        damage: dict[str, Any], field: str) -> None:
    sound = first(name, options, 11, where)
    get_game(name).state_class.from_json(sound)  # sound before the damage
    e = refused_naming_a_field(get_game(name), {**sound, **damage}, sound, what)
    assert e.field == field, f"{what}: {e}"


def test_a_blow_answered_out_of_measure_is_refused_naming_pending() -> None:
    """A card on a stack is a blow only while it is answered (react and the steps after it)."""
    for seed in range(1, 40):
        try:
            sound = first("audatia", {}, seed, lambda d: d["phase"] in ("largo", "entry") and any(d["stack"]))
        except AssertionError:
            continue
        card = next(c for stack in sound["stack"] for c in stack)
        e = refused_naming_a_field(get_game("audatia"), {**sound, "pending": card}, sound, "a blow in a bind")
        assert e.field == "pending"
        return
    raise AssertionError("no bind in 40 games")


def test_an_en_garde_action_of_last_that_is_no_text_is_refused_naming_it() -> None:
    sound = first("en-garde", {}, 11, lambda d: d.get("last") is not None)
    e = refused_naming_a_field(get_game("en-garde"), {**sound, "last": {**sound["last"], "action": ["F3"]}},
                               sound, "last.action a list")
    assert e.field == "last.action"
