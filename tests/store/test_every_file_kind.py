"""Every kind of file Salle reads (a save, the autosave, the settings, a history row, a card set, a
card file, a lesson, a stored review, a competition, the balance runs), fed damage: random JSON or
TOML values in random fields of a valid file, fields taken out or added, truncations, random bytes,
a pipe, a link to an endless device, a folder, deep nesting and huge numbers. Each is read or
refused with a message that names the file (and the field, where a number out of bounds is), never
another exception, never a hang, and the file is never changed."""

from __future__ import annotations

import functools
import json
import os
import shutil
import stat
from pathlib import Path
from typing import Any

import pytest
import tomlkit
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

from tests.sizing import examples
from tests.store.fifo import at_once, make_fifo
from tests.store.file_kinds import KINDS, Kind, Refused, parsed, put

DEEP = "@@deep@@"
HUGE = "@@huge@@"
OVER = "@@over@@"
STAND_INS = {DEEP: "[" * 3000 + "]" * 3000, HUGE: "7" * 5000, OVER: str(2**64 + 1)}

Path_ = tuple[str | int, ...]


@functools.cache
def valid(kind: Kind) -> bytes:
    return kind.valid()


def paths(value: Any) -> list[Path_]:
    """Every place in a parsed document, the document itself first; walked without recursion."""
    out: list[Path_] = []
    stack: list[tuple[Path_, Any]] = [((), value)]
    while stack:
        where, item = stack.pop()
        out.append(where)
        if isinstance(item, dict):
            stack.extend(((*where, k), v) for k, v in item.items())
        elif isinstance(item, list):
            stack.extend(((*where, i), v) for i, v in enumerate(item))
    return sorted(out, key=lambda p: (len(p), str(p)))


def named(where: Path_) -> str:
    """A place as the reader names it: seats[1].name."""
    out = ""
    for step in where:
        out += f"[{step}]" if isinstance(step, int) else f".{step}" if out else str(step)
    return out


def scalars(toml: bool) -> st.SearchStrategy[Any]:
    plain = (st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
             | st.text(max_size=12) | st.sampled_from([DEEP, HUGE, OVER]))
    return plain if toml else plain | st.none()


def values(toml: bool) -> st.SearchStrategy[Any]:
    return st.recursive(scalars(toml), lambda inner: st.lists(inner, max_size=3)
                        | st.dictionaries(st.text(max_size=6), inner, max_size=3), max_leaves=6)


@st.composite
def damaged_value(draw: st.DrawFn, kind: Kind) -> tuple[bytes, Path_, Any]:
    """A valid document of `kind` with one place changed, taken out or given an extra field:
    (its bytes, the place, the value put there or None)."""
    document = parsed(kind, valid(kind))
    where = draw(st.sampled_from(paths(document)[1:]))
    *above, last = where
    parent = document
    for step in above:
        parent = parent[step]
    how = draw(st.sampled_from(["replace", "remove", "add"]))
    value: Any = None
    if how == "replace" or (how == "add" and not isinstance(parent, dict)):
        value = draw(values(kind.format == "toml"))
        parent[last] = value
    elif how == "remove":
        del parent[last]
    else:
        where = (*above, draw(st.text(min_size=1, max_size=6)))
        value = draw(values(kind.format == "toml"))
        parent[where[-1]] = value
    try:
        text = json.dumps(document) if kind.format == "json" else tomlkit.dumps(document)
    except (TypeError, ValueError, RecursionError):
        reject()  # a value TOML cannot spell (None inside, a key tomlkit refuses)
    for mark, stand_in in STAND_INS.items():
        text = text.replace(f'"{mark}"', stand_in)
    return text.encode("utf-8"), where, value


def clear(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif os.path.lexists(path):
        path.unlink()


def check(kind: Kind, path: Path, read: Any = None) -> Refused | None:
    """Read `path` as `kind`; a refusal must name the file (a history row: its column); the file
    must be as it was, whatever it is."""
    before = os.lstat(path)
    content = path.read_bytes() if stat.S_ISREG(before.st_mode) else None
    outcome = read() if read is not None else kind.read(path)
    if isinstance(outcome, Refused):
        assert outcome.message.strip()
        if not kind.column:
            assert kind.named(path) in outcome.message, outcome.message
    after = os.lstat(path)
    assert stat.S_IFMT(after.st_mode) == stat.S_IFMT(before.st_mode)
    if content is not None:
        assert path.read_bytes() == content
    return outcome


def fresh(kind: Kind, tmp: Path) -> Path:
    path = kind.place(tmp)
    clear(path)
    return path


# FILE_KIND_EXAMPLES=500 runs a longer, random search (by default a fixed, quick one)
SETTINGS = settings(max_examples=examples(int(os.environ.get("FILE_KIND_EXAMPLES", "40"))), deadline=None,
                    derandomize="FILE_KIND_EXAMPLES" not in os.environ,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                           HealthCheck.filter_too_much])


@pytest.mark.parametrize("kind", KINDS.values(), ids=lambda k: k.name)
@SETTINGS
@given(data=st.data())
def test_a_damaged_value_is_read_or_refused_naming_the_file(
        tmp_path: Path, kind: Kind, data: st.DataObject) -> None:
    text, where, value = data.draw(damaged_value(kind))
    path = fresh(kind, tmp_path)
    put(kind, path, text)
    outcome = check(kind, path)
    if any(mark in json.dumps(value, default=str) for mark in STAND_INS):
        # nesting thousands deep, or a number beyond 2**64: the reader's to refuse
        assert isinstance(outcome, Refused), "a value beyond the reader's bounds was read"
    if value == OVER and kind.name not in ("settings", "review"):
        # a number the parser reads is named by its place (the settings name only their file;
        # a review that cannot be read is computed again)
        place = named(where)
        assert (outcome.message.startswith(f"{kind.column}.{place} ") if kind.column
                else f": {place}: " in outcome.message), outcome.message


@pytest.mark.parametrize("kind", KINDS.values(), ids=lambda k: k.name)
@SETTINGS
@given(data=st.data())
def test_a_truncated_or_random_file_is_read_or_refused_naming_the_file(
        tmp_path: Path, kind: Kind, data: st.DataObject) -> None:
    good = valid(kind)
    text = data.draw(st.one_of(
        st.integers(0, len(good) - 1).map(lambda n: good[:n]),
        st.binary(max_size=200),
        st.binary(min_size=1, max_size=8).flatmap(
            lambda junk: st.integers(0, len(good)).map(lambda at: good[:at] + junk + good[at:])),
    ))
    path = fresh(kind, tmp_path)
    put(kind, path, text)
    check(kind, path)


@pytest.mark.parametrize("kind", [k for k in KINDS.values() if not k.column], ids=lambda k: k.name)
@pytest.mark.parametrize("special", ["pipe", "link to /dev/zero", "folder", "dangling link"])
def test_a_special_file_is_refused_at_once(tmp_path: Path, kind: Kind, special: str) -> None:
    path = fresh(kind, tmp_path)
    if special == "pipe":
        make_fifo(path)
        outcome = check(kind, path, lambda: at_once(path, lambda: kind.read(path)))
    else:
        if special == "folder":
            path.mkdir()
        else:
            path.symlink_to("/dev/zero" if special == "link to /dev/zero" else tmp_path / "nowhere")
        outcome = check(kind, path)
    if special == "dangling link" and kind.name in ("settings", "competition", "balance run"):
        assert outcome is None  # no file there: the defaults, no competition, no runs yet
    else:
        assert isinstance(outcome, Refused)
