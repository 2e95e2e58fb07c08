"""Every file Salle reads goes through one safe reader: a pipe, a link to a device, a folder, text
nested thousands deep and numbers of thousands of digits are refused at once, naming the file (and
the field where there is one), never read whole, never a traceback, never changed."""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

import pytest

from engine.core.safe_read import (
    MAX_DEPTH,
    UnreadableFile,
    parse_json_text,
    parse_toml_text,
    read_json,
    read_toml,
)
from tests.store.fifo import at_once, make_fifo
from tests.store.file_kinds import KINDS, Kind, Refused, put

DEEP = 10_000
HUGE = "9" * 5000


def deep_text(kind: Kind) -> bytes:
    nested = "[" * DEEP + "]" * DEEP
    return (f'{{"x": {nested}}}' if kind.format == "json" else f"x = {nested}\n").encode()


def huge_text(kind: Kind, digits: str = HUGE) -> bytes:
    return (f'{{"x": {digits}}}' if kind.format == "json" else f"x = {digits}\n").encode()


def refused(kind: Kind, path: Path, outcome: Refused | None) -> str:
    assert isinstance(outcome, Refused), f"{kind.name}: accepted"
    assert kind.named(path) in outcome.message
    assert "Traceback" not in outcome.message
    return outcome.message


FILES = [k for k in KINDS.values() if not k.column]


@pytest.mark.parametrize("kind", KINDS.values(), ids=lambda k: k.name)
@pytest.mark.parametrize("damage", ["deep", "huge", "over 2**64"])
def test_deep_nesting_and_huge_numbers_are_refused_naming_the_file(
        tmp_path: Path, kind: Kind, damage: str) -> None:
    path = kind.place(tmp_path)
    data = {"deep": deep_text(kind), "huge": huge_text(kind),
            "over 2**64": huge_text(kind, str(2**64))}[damage]
    put(kind, path, data)
    before = path.read_bytes()
    message = refused(kind, path, kind.read(path))
    assert path.read_bytes() == before
    # a number the parser reads is named by its field (Python refuses 5,000 digits in TOML itself);
    # an unreadable review is computed again, so its message is not shown
    if damage != "deep" and (damage == "over 2**64" or kind.format == "json") and kind.name != "review":
        assert message.startswith(f"{kind.column}.x ") if kind.column else f"{path.name}: x: " in message


@pytest.mark.parametrize("kind", FILES, ids=lambda k: k.name)
def test_a_pipe_is_refused_at_once_never_waited_on(tmp_path: Path, kind: Kind) -> None:
    path = kind.place(tmp_path)
    make_fifo(path)
    message = refused(kind, path, at_once(path, lambda: kind.read(path)))
    assert "pipe" in message
    assert stat.S_ISFIFO(os.lstat(path).st_mode)


@pytest.mark.parametrize("kind", FILES, ids=lambda k: k.name)
def test_a_link_to_an_endless_device_is_refused_at_once(tmp_path: Path, kind: Kind) -> None:
    path = kind.place(tmp_path)
    path.symlink_to("/dev/zero")  # its size says 0: only what is read can be bounded
    start = time.monotonic()
    message = refused(kind, path, kind.read(path))
    assert time.monotonic() - start < 5
    assert "device" in message
    assert os.readlink(path) == "/dev/zero"


@pytest.mark.parametrize("kind", FILES, ids=lambda k: k.name)
def test_a_folder_where_a_file_should_be_is_refused(tmp_path: Path, kind: Kind) -> None:
    path = kind.place(tmp_path)
    path.mkdir()
    assert "folder" in refused(kind, path, kind.read(path))
    assert path.is_dir()


def test_a_settings_file_nested_600_deep_is_refused_and_not_saved_over(tmp_path: Path) -> None:
    from engine.store.settings import Settings, SettingsError, save_settings

    path = tmp_path / "settings.json"
    text = '{"palette": ' + "[" * 600 + "]" * 600 + "}"
    path.write_text(text, encoding="utf-8")
    message = refused(KINDS["settings"], path, KINDS["settings"].read(path))
    assert "nested more than 64 levels deep" in message
    with pytest.raises(SettingsError):
        save_settings(Settings(palette="light"), path)
    assert path.read_text(encoding="utf-8") == text


def test_a_history_row_nested_a_thousand_deep_is_left_out_and_the_others_read(tmp_path: Path) -> None:
    from engine.store.history import History
    from tests.store.file_kinds import SEATS, history_with_a_row

    path = tmp_path / "h.sqlite3"
    history_with_a_row(path, "moves", b"[" * 1000 + b"]" * 1000)
    with History(path) as h:
        h.record("en-garde", {}, SEATS, 0, [5, 0], [], 1.0)
        rows = h.recent()
        assert len(rows) == 1 and list(h.skipped) == [1]
        assert h.skipped[1].startswith("moves is nested more than 64 levels deep")


def test_a_stored_review_missing_a_field_is_computed_again_not_a_crash() -> None:
    from engine.review import Review, ReviewError
    from tests.store.file_kinds import valid_review

    data = valid_review()
    del data["decisions"][0]["played_chance"]
    with pytest.raises(ReviewError, match=r"decisions\[0\]\.played_chance: is missing"):
        Review.from_json(data)
    data = valid_review()
    data["decisions"][1]["seat"] = 5  # the window names seat 0 or 1
    with pytest.raises(ReviewError, match=r"decisions\[1\]\.seat"):
        Review.from_json(data)
    with pytest.raises(ReviewError, match=r"decisions\[1\]\.ply"):
        Review.from_json(valid_review(), plies=2)  # a step the game does not have
    assert len(Review.from_json(valid_review(), plies=4).decisions) == 2


# --- the reader itself ------------------------------------------------------------------------------
def test_the_reader_names_the_field_of_a_number_it_cannot_hold(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_text('{"seats": [{"n": 1}, {"n": 18446744073709551616}]}')
    with pytest.raises(UnreadableFile) as caught:
        read_json(path, 1000, "a test file")
    assert caught.value.field == "seats[1].n" and str(caught.value).startswith("a.json: seats[1].n: ")
    path.write_text('[1e999]')
    with pytest.raises(UnreadableFile, match=r"a\.json: \[0\]: is not a number"):
        read_json(path, 1000, "a test file")
    # the largest a 64-bit number may be is read
    path.write_text(f"[{2**64 - 1}, {-(2**64 - 1)}]")
    assert read_json(path, 1000, "a test file") == [2**64 - 1, -(2**64 - 1)]


def test_the_reader_bounds_the_bytes_it_reads_not_what_the_size_says(tmp_path: Path) -> None:
    path = tmp_path / "a.toml"
    path.write_text("x = 1\n" * 100)
    with pytest.raises(UnreadableFile, match="is larger than"):
        read_toml(path, 100, "a test file")


def test_nesting_is_counted_outside_strings_and_up_to_the_bound() -> None:
    inside = '"' + "[" * 500 + '\\"{"'
    assert parse_json_text(f'{{"x": {inside}}}', "a test") == {"x": "[" * 500 + '"{'}
    edge = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    inner = edge[1:-1]  # inside the top-level table, as TOML's values always are
    assert parse_json_text(f'{{"x": {inner}}}', "a test") == parse_toml_text(f"x = {inner}", "a test")
    with pytest.raises(UnreadableFile, match="nested more than 64"):
        parse_json_text("[" + edge + "]", "a test", "row")
    with pytest.raises(UnreadableFile, match="nested more than 64"):
        parse_toml_text(f"x = [{edge}]", "a test", "row")
    # dotted keys nest without a bracket
    with pytest.raises(UnreadableFile) as caught:
        parse_toml_text("a" + ".a" * 100 + " = 1", "a test", "k.toml")
    assert caught.value.field.startswith("a.a.a") and "nested more than 64" in caught.value.problem


def test_text_is_read_as_utf8_and_a_byte_order_mark_is_left_out(tmp_path: Path) -> None:
    path = tmp_path / "a.toml"
    path.write_bytes(b"\xef\xbb\xbfx = 'caf\xc3\xa9'\n")
    assert read_toml(path, 100, "a test file") == {"x": "café"}
    path.write_bytes(b"x = '\xff'\n")
    with pytest.raises(UnreadableFile, match=r"a\.toml: is not UTF-8 text \(byte 0xff at offset 5\)"):
        read_toml(path, 100, "a test file")


def test_a_history_row_whose_options_the_game_refuses_is_not_replayed_said_in_words(tmp_path: Path) -> None:
    import sqlite3
    from contextlib import closing

    from engine.replay import Replay, ReplayError
    from engine.store.history import History
    from tests.store.file_kinds import history_with_a_row

    path = tmp_path / "h.sqlite3"
    history_with_a_row(path, "options", None)
    with closing(sqlite3.connect(path)) as db, db:
        db.execute("UPDATE games SET options = ?", ('{"level": []}',))
    with History(path) as h:
        (row,) = h.recent()
    with pytest.raises(ReplayError, match=r"option level: \[\] is not one of"):
        Replay.from_row(row)
