"""Position fuzzing every game shares: one value anywhere in a sound position (at any depth)
replaced by random JSON, or removed. The position must then be refused with a PositionError
that names a field of the position, or be sound: it round-trips through to_json / from_json,
shows every seat its view and plays on, each successor a position the game accepts again."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any

from hypothesis import strategies as st

from engine.core.errors import PositionError
from engine.core.game import GameState
from engine.core.view import view_json

Path = tuple[str | int, ...]
# a field as the errors name it: "pos", "hands[1]", "plays[0].role", "options.level"
FIELD = re.compile(r"[^\W\d]\w*(\[\d+\]|\.[^\W\d]\w*)*")


def paths(node: Any, prefix: Path = ()) -> Iterator[Path]:
    """Every place in a JSON value, the value itself first."""
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from paths(v, (*prefix, i))


def leaves(node: Any) -> list[Any]:
    """The scalars of a JSON value: the words and numbers a game's own positions use."""
    out = []
    for p in paths(node):
        v = at(node, p)
        if not isinstance(v, (dict, list)):
            out.append(v)
    return out


def at(node: Any, path: Path) -> Any:
    for k in path:
        node = node[k]
    return node


def json_values(words: list[Any]) -> st.SearchStrategy[Any]:
    """Random JSON, seasoned with the values a position holds (its card ids, phases, seats)
    so that a damaged field often looks like a sound one."""
    scalars = (st.none() | st.booleans() | st.integers(-3, 30) | st.integers()
               | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8)
               | st.sampled_from(sorted(set(map(json.dumps, words)))).map(json.loads))
    return st.recursive(scalars, lambda kids: st.lists(kids, max_size=5)
                        | st.dictionaries(st.text(max_size=8) | st.sampled_from(["seat", "card", "plays"]),
                                          kids, max_size=4), max_leaves=12)


@st.composite
def mutated(draw: st.DrawFn, data: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """`data` with one place replaced by random JSON (or by another part of the same position,
    which has the right shape and the wrong meaning), or removed; and what was done, in words."""
    data = json.loads(json.dumps(data))
    path = draw(st.sampled_from([p for p in paths(data) if p]))
    parent = at(data, path[:-1])
    how = draw(st.sampled_from(["junk", "junk", "junk", "another part", "remove"]))
    if how == "remove":
        if isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent.pop(path[-1])
        return data, f"{path} removed"
    if how == "another part":
        value = json.loads(json.dumps(at(data, draw(st.sampled_from(list(paths(data)))))))
    else:
        value = draw(json_values(leaves(data)))
    parent[path[-1]] = value
    return data, f"{path} = {json.dumps(value)[:200]}"


def refused_or_sound(state_class: type[GameState[Any]], data: dict[str, Any], sound: dict[str, Any],
                     what: str, plies: int = 20) -> None:
    """`data` (a damaged copy of the `sound` position) is refused naming a field of a position,
    or loads as a position that behaves like any other."""
    try:
        s = state_class.from_json(data)
    except PositionError as e:
        assert FIELD.fullmatch(e.field), f"{what}: refused naming {e.field!r}, not a field"
        root = e.field.split(".")[0].split("[")[0]
        assert root in sound or root == "position", f"{what}: refused naming {e.field!r}, not a field"
        assert e.problem and "malformed" not in e.problem, f"{what}: {e} says too little"
        return
    rng = random.Random(what)
    for _ in range(plies):
        try:
            out = s.to_json()
            assert state_class.from_json(json.loads(json.dumps(out))).to_json() == out, "no round trip"
            for seat in (0, 1, None):
                json.dumps(view_json(s.view(seat)))
            if s.is_terminal():
                return
            legal = s.legal_actions()
            assert legal or s.is_chance(), "nobody can act"
            s.apply(s.sample_chance() if s.is_chance() else rng.choice(legal))
        except Exception as e:  # what the test is for: the failure, named with the damage
            raise AssertionError(f"{what}: accepted, then {type(e).__name__}: {e}") from e
