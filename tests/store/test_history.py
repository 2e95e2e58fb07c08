"""The practice history: finished games recorded and read back, old databases migrated, others left alone."""

from __future__ import annotations

import json
import os
import sqlite3
from contextlib import closing
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from engine.store import history
from engine.store.history import APPLICATION_ID, VERSION, History, HistoryError
from engine.store.saves import Seat
from tests.store.fifo import at_once, make_fifo

HUMAN = Seat("human", None, "Ann")
CLUB = Seat("ai", "club", "Club")
MASTER = Seat("ai", "master", "Master")
OPTIONS = {"level": "standard", "parry": "equal", "discards": "hidden", "hits": 5, "first": 0}
MOVES = ["F3", "F2", "A5", "P5"]
T0 = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)
OLD = 1_000_000_000


def pragma(path: Path, name: str) -> int:
    with closing(sqlite3.connect(path)) as db:
        return int(db.execute(f"PRAGMA {name}").fetchone()[0])


def columns(path: Path) -> list[str]:
    with closing(sqlite3.connect(path)) as db:
        return [row[1] for row in db.execute("PRAGMA table_info(games)")]


def untouched(path: Path) -> tuple[bytes, int]:
    """Age the file, so that any write would show in its mtime, and return what to compare."""
    os.utime(path, ns=(OLD * 10**9, OLD * 10**9))
    return untouched_now(path)


def untouched_now(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


# --- recording and reading --------------------------------------------------------------------------
def test_a_recorded_game_reads_back_whole(tmp_path: Path) -> None:
    with History(tmp_path / "h.sqlite3") as h:
        row_id = h.record("en-garde", OPTIONS, (HUMAN, CLUB), 1, [3, 5], MOVES, 312.5, played_at=T0)
        (row,) = h.recent()
    assert row.id == row_id
    assert row.game == "en-garde"
    assert row.options == OPTIONS
    assert row.seats == (Seat("human", None), Seat("ai", "club"))  # names are not kept
    assert row.winner == 1
    assert row.score == [3, 5]
    assert row.moves == MOVES
    assert row.played_at == T0 and row.played_at.tzinfo is not None
    assert row.duration_s == 312.5


def test_a_draw_has_no_winner(tmp_path: Path) -> None:
    with History(tmp_path / "h.sqlite3") as h:
        h.record("en-garde", OPTIONS, (HUMAN, CLUB), None, [4, 4], MOVES, 60)
        assert h.recent()[0].winner is None


def test_dates_are_kept_in_utc_whatever_zone_they_came_in(tmp_path: Path) -> None:
    paris = T0.astimezone(timezone(timedelta(hours=1)))
    with History(tmp_path / "h.sqlite3") as h:
        h.record("en-garde", OPTIONS, (HUMAN, CLUB), 0, [5, 0], MOVES, 1, played_at=paris)
        row = h.recent()[0]
    assert row.played_at == T0
    assert row.played_at.utcoffset() == timedelta(0)


def test_recent_is_newest_first_limited_and_filtered_by_game(tmp_path: Path) -> None:
    with History(tmp_path / "h.sqlite3") as h:
        ids = [h.record("en-garde", OPTIONS, (HUMAN, CLUB), 0, [5, i], MOVES, 10,
                        played_at=T0 + timedelta(minutes=i)) for i in range(5)]
        other = h.record("ready-fence", {}, (HUMAN, CLUB), 0, [1, 0], ["X"], 10,
                         played_at=T0 + timedelta(hours=1))
        assert [r.id for r in h.recent()] == [other, *reversed(ids)]
        assert [r.id for r in h.recent(limit=2)] == [other, ids[4]]
        assert [r.id for r in h.recent(game="en-garde", limit=3)] == [ids[4], ids[3], ids[2]]
        assert h.recent(limit=0) == []
        with pytest.raises(ValueError):
            h.recent(limit=-1)


def test_ids_grow_and_survive_reopening(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        first = h.record("en-garde", OPTIONS, (HUMAN, CLUB), 0, [5, 1], MOVES, 10)
    with History(path) as h:
        second = h.record("en-garde", OPTIONS, (HUMAN, CLUB), 1, [1, 5], MOVES, 10)
        assert second > first
        assert {r.id for r in h.recent()} == {first, second}


@pytest.mark.parametrize(("winner", "seats", "duration"), [
    (2, (HUMAN, CLUB), 1.0),
    (0, (HUMAN,), 1.0),
    (0, (HUMAN, CLUB), -1.0),
], ids=["seat-2", "one-seat", "negative-time"])
def test_an_impossible_game_is_not_recorded(
        tmp_path: Path, winner: int, seats: tuple[Seat, ...], duration: float) -> None:
    with History(tmp_path / "h.sqlite3") as h:
        with pytest.raises(ValueError):
            h.record("en-garde", OPTIONS, seats, winner, [0, 0], MOVES, duration)
        assert h.recent() == []


def test_summary_counts_each_seat_against_its_opponent(tmp_path: Path) -> None:
    with History(tmp_path / "h.sqlite3") as h:
        h.record("en-garde", OPTIONS, (HUMAN, CLUB), 0, [5, 2], MOVES, 10)
        h.record("en-garde", OPTIONS, (CLUB, HUMAN), 0, [5, 2], MOVES, 10)
        h.record("en-garde", OPTIONS, (HUMAN, CLUB), None, [4, 4], MOVES, 10)
        h.record("en-garde", OPTIONS, (HUMAN, MASTER), 1, [0, 5], MOVES, 10)
        h.record("en-garde", OPTIONS, (MASTER, CLUB), 0, [5, 3], MOVES, 10)
        h.record("ready-fence", {}, (HUMAN, CLUB), 0, [1, 0], ["X"], 10)
        everything = h.summary()
        en_garde = h.summary(game="en-garde")
    assert en_garde["human"] == {"ai:club": {"wins": 1, "losses": 1, "draws": 1, "abandoned": 0},
                                 "ai:master": {"wins": 0, "losses": 1, "draws": 0, "abandoned": 0}}
    assert en_garde["ai:club"] == {"human": {"wins": 1, "losses": 1, "draws": 1, "abandoned": 0},
                                   "ai:master": {"wins": 0, "losses": 1, "draws": 0, "abandoned": 0}}
    assert en_garde["ai:master"] == {"human": {"wins": 1, "losses": 0, "draws": 0, "abandoned": 0},
                                     "ai:club": {"wins": 1, "losses": 0, "draws": 0, "abandoned": 0}}
    assert everything["human"]["ai:club"] == {"wins": 2, "losses": 1, "draws": 1, "abandoned": 0}


def test_an_empty_history_has_an_empty_summary(tmp_path: Path) -> None:
    with History(tmp_path / "h.sqlite3") as h:
        assert h.summary() == {}
        assert h.recent() == []


# --- the file --------------------------------------------------------------------------------------
def test_the_default_file_is_in_the_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SALLE_HOME", str(tmp_path))
    with History() as h:
        h.record("en-garde", OPTIONS, (HUMAN, CLUB), 0, [5, 0], MOVES, 1)
    path = tmp_path / "data" / "history.sqlite3"
    assert path.is_file()
    assert pragma(path, "user_version") == VERSION == 6
    assert pragma(path, "application_id") == APPLICATION_ID


def test_an_empty_file_becomes_a_history(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    path.touch()
    with History(path) as h:
        h.record("en-garde", OPTIONS, (HUMAN, CLUB), 0, [5, 0], MOVES, 1)
    assert pragma(path, "user_version") == VERSION


V1_SCHEMA = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    seats TEXT NOT NULL,
    winner INTEGER CHECK (winner IN (0, 1)),
    score TEXT NOT NULL,
    moves TEXT NOT NULL,
    played_at TEXT NOT NULL
);
CREATE INDEX games_by_game ON games (game, played_at);
"""


def make_v1(path: Path) -> None:
    """A history as the first Salle wrote it: no duration column."""
    with closing(sqlite3.connect(path)) as db, db:
        db.executescript(V1_SCHEMA)
        db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        db.execute("PRAGMA user_version = 1")
        db.execute(
            "INSERT INTO games (game, options, seats, winner, score, moves, played_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            ("en-garde", json.dumps(OPTIONS), json.dumps([{"kind": "human", "level": None},
                                                          {"kind": "ai", "level": "novice"}]),
             0, "[5, 1]", json.dumps(MOVES), "2025-12-24T18:30:00+00:00"))


def test_a_version_1_history_is_migrated_and_keeps_its_games(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    make_v1(path)
    assert "duration_s" not in columns(path)
    with History(path) as h:
        (old,) = h.recent()
        new = h.record("en-garde", OPTIONS, (HUMAN, CLUB), 1, [2, 5], MOVES, 95.0, played_at=T0)
        rows = h.recent()
        stats = h.summary()
    assert pragma(path, "user_version") == VERSION
    assert "duration_s" in columns(path) and "abandoned" in columns(path)
    assert old.moves == MOVES and old.winner == 0 and old.score == [5, 1]
    assert old.played_at == datetime(2025, 12, 24, 18, 30, tzinfo=UTC)
    assert old.duration_s is None
    assert [r.id for r in rows] == [new, old.id]
    assert rows[0].duration_s == 95.0
    assert stats["human"]["ai:novice"] == {"wins": 1, "losses": 0, "draws": 0, "abandoned": 0}


def test_a_migration_that_fails_leaves_the_history_as_it_was(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "h.sqlite3"
    make_v1(path)

    def broken(db: sqlite3.Connection) -> None:
        raise RuntimeError("the last migration is broken")

    monkeypatch.setattr(history, "MIGRATIONS", [*history.MIGRATIONS, broken])
    monkeypatch.setattr(history, "VERSION", len(history.MIGRATIONS) + 1)
    with pytest.raises(RuntimeError):
        History(path)
    # all or nothing: the step that worked (1 -> 2) was rolled back with the one that failed
    assert pragma(path, "user_version") == 1
    assert "duration_s" not in columns(path)
    monkeypatch.undo()
    with History(path) as h:
        assert len(h.recent()) == 1


def test_a_history_from_a_newer_salle_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        h.record("en-garde", OPTIONS, (HUMAN, CLUB), 0, [5, 0], MOVES, 1)
    with closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA user_version = 7")
    before = untouched(path)
    with pytest.raises(HistoryError) as caught:
        History(path)
    assert str(caught.value).startswith("h.sqlite3: ")
    assert "newer Salle" in str(caught.value) and "7" in str(caught.value)
    assert untouched_now(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["h.sqlite3"]


@pytest.mark.parametrize("content", [
    b"my novel, chapter one, in which nothing happens",
    b'{"format": "salle-save", "schema": 1}',
    b"\x89PNG\r\n\x1a\n" + bytes(200),
    b"SQLite",
], ids=["text", "a-save", "png", "short"])
def test_a_file_that_is_not_sqlite_is_refused_and_left_alone(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(content)
    before = untouched(path)
    with pytest.raises(HistoryError) as caught:
        History(path)
    assert str(caught.value).startswith("history.sqlite3: ")
    assert "not a SQLite database" in str(caught.value)
    assert untouched_now(path) == before


def test_another_programs_sqlite_file_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with closing(sqlite3.connect(path)) as db, db:
        db.execute("CREATE TABLE contacts (name TEXT)")
        db.execute("INSERT INTO contacts VALUES ('Ann')")
    before = untouched(path)
    with pytest.raises(HistoryError) as caught:
        History(path)
    assert "another program" in str(caught.value)
    assert untouched_now(path) == before


def test_a_damaged_database_is_refused_not_repaired(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        h.record("en-garde", OPTIONS, (HUMAN, CLUB), 0, [5, 0], MOVES, 1)
    data = bytearray(path.read_bytes())
    data[16:100] = bytes(84)  # the header after the magic: page size, versions, counters
    path.write_bytes(bytes(data))
    before = untouched(path)
    with pytest.raises(HistoryError) as caught:
        History(path)
    assert str(caught.value).startswith("h.sqlite3: is damaged")
    assert untouched_now(path) == before


def test_a_folder_is_not_a_history(tmp_path: Path) -> None:
    (tmp_path / "h.sqlite3").mkdir()
    with pytest.raises(HistoryError, match="folder"):
        History(tmp_path / "h.sqlite3")


# --- damage that must not cost more than it broke -----------------------------------------------------
def spoil_schema(path: Path) -> None:
    """Bytes that are not UTF-8 in the SQL of the table of contents: SQLite then reports the damage
    in a message Python cannot decode (a UnicodeDecodeError, not a sqlite3 error)."""
    with closing(sqlite3.connect(path, isolation_level=None)) as db:
        db.execute("PRAGMA writable_schema = ON")
        db.execute("UPDATE sqlite_master SET sql = CAST(x'43524541544520ff' AS TEXT)"
                   " WHERE name = 'games_by_game'")


def test_a_damaged_history_whose_error_is_not_text_is_refused_like_any_other(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        h.record("en-garde", OPTIONS, (HUMAN, CLUB), 0, [5, 0], MOVES, 1)
    spoil_schema(path)
    before = untouched(path)
    with pytest.raises(HistoryError) as caught, History(path) as h:
        h.recent()
    assert str(caught.value).startswith("h.sqlite3: is damaged")
    assert untouched_now(path) == before


def test_the_end_of_a_game_never_fails_because_of_the_history(tmp_path: Path) -> None:
    from engine.games import get_game
    from engine.store.history import record_finished

    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        h.record("en-garde", OPTIONS, (HUMAN, CLUB), 0, [5, 0], MOVES, 1)
    spoil_schema(path)
    state = get_game("en-garde").new(OPTIONS, 7)
    row_id, message = record_finished("en-garde", OPTIONS, (HUMAN, CLUB), state, [], 3.0, path)
    assert row_id is None and message is not None
    assert message.startswith("The game was not added to the practice history: h.sqlite3: is damaged")


def add_raw_row(path: Path, **columns: object) -> None:
    row: dict[str, object] = {
        "game": "en-garde", "options": json.dumps(OPTIONS),
        "seats": json.dumps([{"kind": "human", "level": None}, {"kind": "ai", "level": "club"}]),
        "winner": 0, "score": "[5, 2]", "moves": json.dumps(MOVES), "played_at": "2026-03-01T19:00:00+00:00",
    } | columns
    with closing(sqlite3.connect(path)) as db, db:
        db.execute(f"INSERT INTO games ({', '.join(row)}) VALUES ({', '.join('?' * len(row))})",
                   list(row.values()))


def test_one_bad_row_is_left_out_and_counted_not_a_reason_to_hide_the_rest(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        good = h.record("en-garde", OPTIONS, (HUMAN, CLUB), 0, [5, 0], MOVES, 1, played_at=T0)
    add_raw_row(path, seats="[{]")
    add_raw_row(path, played_at="yesterday")
    add_raw_row(path)
    with closing(sqlite3.connect(path)) as db, db:  # text whose bytes are not UTF-8
        db.execute("UPDATE games SET moves = CAST(x'5bff5d' AS TEXT) WHERE id = 4")
    before = untouched(path)
    with History(path) as h:
        rows = h.recent()
        stats = h.summary()
        skipped = h.skipped
    assert [r.id for r in rows] == [good]
    # the bad rows count for nobody
    assert stats["human"]["ai:club"] == {"wins": 1, "losses": 0, "draws": 0, "abandoned": 0}
    assert sorted(skipped) == [2, 3, 4]
    assert skipped[2] == "seats is not a JSON list"
    assert skipped[3] == "played_at 'yesterday' is not an ISO date"
    assert skipped[4] == "moves is not UTF-8 text"
    assert untouched_now(path) == before


def test_a_read_only_history_says_read_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        h.record("en-garde", OPTIONS, (HUMAN, CLUB), 0, [5, 0], MOVES, 1)
    real_connect = sqlite3.connect

    def read_only(database: object, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        # what SQLite does with a file or folder the user may not write to (chmod does not stop root)
        return real_connect(f"{Path(str(database)).as_uri()}?mode=ro", *args, uri=True, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", read_only)
    with History(path) as h:
        assert len(h.recent()) == 1  # reading still works
        with pytest.raises(HistoryError) as caught:
            h.record("en-garde", OPTIONS, (HUMAN, CLUB), 0, [5, 0], MOVES, 1)
    assert str(caught.value).startswith("h.sqlite3: is read-only, so games cannot be added to it")
    assert "damaged" not in str(caught.value)


def test_a_pipe_named_like_the_history_is_refused_at_once(tmp_path: Path) -> None:
    pipe = make_fifo(tmp_path / "history.sqlite3")
    with pytest.raises(HistoryError) as caught:
        at_once(pipe, lambda: History(pipe))
    assert str(caught.value) == ("history.sqlite3: is a pipe (FIFO), not a history database: "
                                 "it was not read")


# --- replays and reviews (version 4) -------------------------------------------------------------------
def make_v3(path: Path) -> None:
    """A history as Salle wrote it before it kept the seed: the moves, but not the deal."""
    with closing(sqlite3.connect(path)) as db, db:
        for step in history.MIGRATIONS[:3]:
            step(db)
        db.execute("PRAGMA user_version = 3")
    add_raw_row(path, duration_s=30.0, abandoned=0)


def test_a_version_3_history_is_migrated_and_its_games_read_as_not_replayable(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    make_v3(path)
    assert "seed" not in columns(path)
    with History(path) as h:
        (old,) = h.recent()
        new = h.record("en-garde", OPTIONS, (HUMAN, CLUB), 0, [5, 2], MOVES, 60.0, seed=1234)
        fresh = h.get(new)
    assert pragma(path, "user_version") == VERSION
    assert "seed" in columns(path) and "review" in columns(path)
    assert old.moves == MOVES and old.seed is None and old.review is None and not old.replayable()
    assert fresh is not None and fresh.seed == 1234 and fresh.replayable() and fresh.review is None


def test_a_review_is_kept_with_its_game_and_read_back(tmp_path: Path) -> None:
    review = {"format": 1, "seats": [0], "decisions": []}
    with History(tmp_path / "h.sqlite3") as h:
        row_id = h.record("en-garde", OPTIONS, (HUMAN, CLUB), 0, [5, 2], MOVES, 60.0, seed=7)
        h.set_review(row_id, review)
        with pytest.raises(KeyError):
            h.set_review(row_id + 1, review)
    with History(tmp_path / "h.sqlite3") as h:
        row = h.get(row_id)
        assert h.get(row_id + 1) is None
    assert row is not None and row.review == review


def test_a_damaged_review_is_dropped_not_the_game(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        h.record("en-garde", OPTIONS, (HUMAN, CLUB), 0, [5, 2], MOVES, 60.0, seed=7)
    add_raw_row(path, seed=8, review="{not json")
    with History(path) as h:
        rows = h.recent()
    assert len(rows) == 2 and not h.skipped
    assert [r.review for r in rows] == [None, None]


def test_a_finished_match_is_recorded_with_its_seed(tmp_path: Path) -> None:
    from engine.games import get_game
    from engine.store.history import record_finished

    path = tmp_path / "h.sqlite3"
    state = get_game("en-garde").new(OPTIONS, 99)
    row_id, problem = record_finished("en-garde", OPTIONS, (HUMAN, CLUB), state, [], 3.0, path, seed=99)
    assert problem is None and row_id is not None
    with History(path) as h:
        row = h.get(row_id)
    assert row is not None and row.seed == 99
