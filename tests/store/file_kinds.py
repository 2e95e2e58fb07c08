"""Every kind of file Salle reads, each with a valid example, where it lives and how Salle reads it,
for the tests that feed them damage: a reading is `Accepted`, or `Refused` with the message a
person would read (any other exception is a fault the tests report)."""

from __future__ import annotations

import json
import logging
import shutil
import sqlite3
import tomllib
from collections.abc import Callable
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from engine.core.cards import CardFileError, load_deck
from engine.core.errors import SalleError
from engine.games import get_game
from engine.lessons import LessonFileError, lessons_dir, load_lesson
from engine.review import FORMAT as REVIEW_FORMAT
from engine.review import Review, ReviewError
from engine.store.balances import FORMAT as RUNS_FORMAT
from engine.store.balances import load_runs
from engine.store.cardsets import read_card_set
from engine.store.competitions import CompetitionFileError, load_competition
from engine.store.history import History
from engine.store.paths import card_sets_dir
from engine.store.saves import SaveError, Seat, load_game, save_game
from engine.store.settings import load_settings

SEATS = (Seat("human", None, "Ann"), Seat("ai", "club", "Club"))
OPTIONS = {"level": "standard"}
# the history's columns that hold JSON, and what each holds
JSON_COLUMNS = ("options", "seats", "score", "moves", "card_set", "guest_sets", "review")


@dataclass(frozen=True)
class Refused:
    message: str


ACCEPTED = None
Outcome = Refused | None


@dataclass(frozen=True)
class Kind:
    """A kind of file: its name, its format ("json", "toml"), where its file goes (in a fresh
    folder), a valid example's bytes and its reader. A history row's "file" is a database of one
    row (its `column` holds the text damaged); `name` is what a refusal must name."""

    name: str
    format: str
    place: Callable[[Path], Path]
    valid: Callable[[], bytes]
    read: Callable[[Path], Outcome]
    column: str = ""

    def named(self, path: Path) -> str:
        return self.column or path.name


# --- saves ------------------------------------------------------------------------------------------------
def valid_save() -> bytes:
    import random
    import tempfile

    state = get_game("en-garde").new(OPTIONS, 7)
    rng = random.Random(7)
    texts: list[str] = []
    while len(texts) < 10 and not state.is_terminal():
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        texts.append(state.format_action(action))
        state.apply(action)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "made.json"
        save_game(path, "en-garde", OPTIONS, 7, texts, SEATS, state)
        return path.read_bytes()


def read_save(path: Path) -> Outcome:
    try:
        load_game(path)
    except SaveError as e:
        return Refused(str(e))
    return ACCEPTED


class _Failures(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.seen: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.seen.append(record)


def read_autosave(path: Path) -> Outcome:
    """The autosave as Salle resumes it at start. Match.resume turns a reader's failure into a
    refusal (logged with its traceback), so the log is where such a failure shows."""
    from engine.match import Match

    failures = _Failures()
    log = logging.getLogger("salle")
    log.addHandler(failures)
    try:
        match = Match.resume(None, autosave=False, history=False)
    except SaveError as e:
        return Refused(str(e))
    finally:
        log.removeHandler(failures)
        if failures.seen:
            raise AssertionError(f"the autosave's reader failed: {failures.seen[0].exc_info}")
    match.close()
    return ACCEPTED


def autosave_place(folder: Path) -> Path:
    from engine.match import autosave_path

    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


# --- settings ---------------------------------------------------------------------------------------------
def valid_settings() -> bytes:
    from engine.store.settings import Settings

    return json.dumps(Settings(palette="light", names=["Ann", "Bob"]).to_json(), indent=2).encode("utf-8")


def read_settings(path: Path) -> Outcome:
    _, message = load_settings(path)
    return Refused(message) if message is not None else ACCEPTED


# --- history rows and their reviews ---------------------------------------------------------------
def history_with_a_row(path: Path, column: str, text: bytes | None) -> None:
    """A history of one replayable game whose `column` holds `text` (None: as recorded)."""
    state = get_game("en-garde").new(OPTIONS, 3)
    moves: list[str] = []
    for _ in range(4):
        action = state.legal_actions()[0]
        moves.append(state.format_action(action))
        state.apply(action)
    with History(path) as h:
        row_id = h.record("en-garde", OPTIONS, SEATS, None, state.scores(), moves, 1.0,
                          played_at=datetime(2026, 3, 1, tzinfo=UTC), seed=3)
        h.set_review(row_id, valid_review(len(moves)))
    if text is not None:
        with closing(sqlite3.connect(path)) as db, db:
            # the bytes as they are, whether or not they are UTF-8
            db.execute(f"UPDATE games SET {column} = CAST(? AS TEXT)", (text,))


def valid_review(plies: int = 4) -> dict[str, Any]:
    return {"format": REVIEW_FORMAT, "seats": [0], "decisions": [
        {"ply": 0, "seat": 0, "played": "a", "played_words": "a", "played_chance": 0.5,
         "best": "b", "best_words": "b", "best_chance": 0.75},
        {"ply": plies - 2, "seat": 0, "played": "c", "played_words": "c", "played_chance": None,
         "best": "c", "best_words": "c", "best_chance": 0.5}]}


def read_history_row(path: Path) -> Outcome:
    """The row as the history window reads it, then replayed as its Replay button would."""
    from engine.replay import Replay, ReplayError

    with History(path) as h:
        rows = h.recent()
        h.summary()
        skipped = dict(h.skipped)
    if skipped:
        return Refused(next(iter(skipped.values())))
    (row,) = rows
    try:
        Replay.from_row(row)
    except (ReplayError, SalleError) as e:
        return Refused(str(e))
    return ACCEPTED


def read_review(path: Path) -> Outcome:
    """The review as the review window reads it: from the history, then checked whole."""
    with History(path) as h:
        rows = h.recent()
    (row,) = rows
    if row.review is None:
        return Refused("review")  # unreadable: computed again, as the window does
    try:
        Review.from_json(row.review, len(row.moves))
    except ReviewError as e:
        return Refused(str(e))
    return ACCEPTED


def row_kind(name: str, column: str) -> Kind:
    def valid() -> bytes:
        import tempfile

        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "h.sqlite3"
            history_with_a_row(path, column, None)
            with closing(sqlite3.connect(path)) as db:
                value = db.execute(f"SELECT {column} FROM games").fetchone()[0]
            return str(value).encode("utf-8")

    return Kind(name, "json", lambda folder: folder / "history.sqlite3", valid,
                read_review if column == "review" else read_history_row, column)


# --- card sets, card files, lessons --------------------------------------------------------------
def shipped(name: str) -> bytes:
    from tests.conftest import ASSETS

    return (ASSETS / "cards" / name).read_bytes()


def set_place(folder: Path) -> Path:
    where = card_sets_dir() / "Damaged"
    shutil.rmtree(where, ignore_errors=True)
    where.mkdir(parents=True)
    return where / "en-garde.toml"


def read_set(path: Path) -> Outcome:
    found = read_card_set(path.parent)
    return Refused("\n".join(str(p) for p in found.errors)) if found.errors else ACCEPTED


def read_card_file(path: Path) -> Outcome:
    try:
        load_deck(path)
    except CardFileError as e:
        return Refused(str(e))
    return ACCEPTED


def valid_lesson() -> bytes:
    return (lessons_dir() / "en-garde" / "01-moving-and-attacking.toml").read_bytes()


def read_lesson(path: Path) -> Outcome:
    try:
        load_lesson(path)
    except LessonFileError as e:
        return Refused(str(e))
    return ACCEPTED


# --- competitions, balance runs -----------------------------------------------------------------
def valid_competition() -> bytes:
    import tempfile

    from engine.store.competitions import save_competition
    from tests.ready_fence.test_competition import halfway

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "competition.json"
        save_competition(halfway(), path)
        return path.read_bytes()


def read_competition(path: Path) -> Outcome:
    try:
        load_competition(path)
    except CompetitionFileError as e:
        return Refused(str(e))
    return ACCEPTED


def valid_runs() -> bytes:
    run = {"when": "2026-03-01T20:00:00", "game": "en-garde", "level": "novice", "games": 4, "seed": 1,
           "cards": "shipped", "cards_hash": "ab" * 32, "pairs": [["a", "b"]],
           "rows": [{"axis": "seat", "side": "first", "matches": 4, "wins": 2, "draws": 1, "rate": 0.625,
                     "low": 0.3, "high": 0.9}], "against": "", "against_hash": ""}
    return json.dumps({"format": RUNS_FORMAT, "runs": [run]}, indent=1).encode("utf-8")


def read_runs(path: Path) -> Outcome:
    from engine.core.errors import DataFileError

    try:
        load_runs(path)
    except DataFileError as e:
        return Refused(str(e))
    return ACCEPTED


KINDS: dict[str, Kind] = {k.name: k for k in [
    Kind("save", "json", lambda folder: folder / "game.salle.json", valid_save, read_save),
    Kind("autosave", "json", autosave_place, valid_save, read_autosave),
    Kind("settings", "json", lambda folder: folder / "settings.json", valid_settings, read_settings),
    row_kind("history row", "options"),
    row_kind("history row's moves", "moves"),
    row_kind("review", "review"),
    Kind("card set", "toml", set_place, lambda: shipped("en-garde.toml"), read_set),
    Kind("card file", "toml", lambda folder: folder / "en-garde.toml", lambda: shipped("en-garde.toml"),
         read_card_file),
    Kind("lesson", "toml", lambda folder: folder / "01-lesson.toml", valid_lesson, read_lesson),
    Kind("competition", "json", lambda folder: folder / "competition.json", valid_competition,
         read_competition),
    Kind("balance run", "json", lambda folder: folder / "balance-runs.json", valid_runs, read_runs),
]}


def put(kind: Kind, path: Path, data: bytes) -> None:
    """`data` where Salle will read it: the file's bytes, or the row's column."""
    if kind.column:
        path.unlink(missing_ok=True)
        history_with_a_row(path, kind.column, data)
    else:
        path.unlink(missing_ok=True)
        path.write_bytes(data)


def parsed(kind: Kind, data: bytes) -> Any:
    return json.loads(data) if kind.format == "json" else tomllib.loads(data.decode("utf-8"))
