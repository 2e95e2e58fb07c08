"""The practice history: one row per finished game in SQLite, with versioned migrations.

The schema version lives in `PRAGMA user_version`; `MIGRATIONS[n]` takes a database from
version n to n + 1, and opening applies the missing ones in one transaction. A file that is not
a Salle history, or one from a newer Salle, is refused and left exactly as it was. One damaged
row does not hide the others: it is left out of what is read, and counted in `skipped`.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Self, cast

from engine.core.errors import SalleError, located
from engine.core.game import GameState
from engine.core.i18n import translate
from engine.store.cardsets import CardSet
from engine.store.files import UnreadableFile, cannot_be_read, open_regular, parse_json_text
from engine.store.paths import history_path
from engine.store.saves import Seat

# "Sall": marks the file as ours, so another program's SQLite file is not mistaken for a history.
APPLICATION_ID = 0x53616C6C
SQLITE_MAGIC = b"SQLite format 3\x00"


class HistoryError(SalleError):
    """A history database that cannot be used; the message names the file and what is wrong."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(located(path.name, "", "", problem))
        self.path = path
        self.problem = problem


@dataclass(frozen=True)
class GameRow:
    """One game. `winner` is a seat, or None for a draw (or an abandoned game); `duration_s` is
    None for games recorded before version 2 of the database. `abandoned`: left unfinished for
    another game, so neither won, lost nor drawn."""

    id: int
    game: str
    options: dict[str, Any]
    seats: tuple[Seat, Seat]
    winner: int | None
    score: list[Any]
    moves: list[str]
    played_at: datetime
    duration_s: float | None
    abandoned: bool = False
    # None for games recorded before version 4, which kept the moves but not the deal: without
    # the seed they cannot be replayed
    seed: int | None = None
    # the post-game review (engine.review.Review.to_json), once computed; None before
    review: dict[str, Any] | None = None
    # the card set the game was played with, {"name", "hash"} (None: the shipped cards)
    card_set: dict[str, str] | None = None
    # the further sets whose seat decks met the first's, each {"name", "hash"} (none before)
    guest_sets: tuple[dict[str, str], ...] = ()

    def replayable(self) -> bool:
        return self.seed is not None


Tally = dict[str, int]  # {"wins": n, "losses": n, "draws": n, "abandoned": n}


class _BadRow(Exception):
    """One row that cannot be read; the rest of the history still can."""


# --- migrations -------------------------------------------------------------------------------------
def _create_games(db: sqlite3.Connection) -> None:
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute(
        "CREATE TABLE games ("
        " id INTEGER PRIMARY KEY,"
        " game TEXT NOT NULL,"
        " options TEXT NOT NULL,"  # JSON object
        " seats TEXT NOT NULL,"  # JSON: [{"kind": ..., "level": ...}, x2]
        " winner INTEGER CHECK (winner IN (0, 1)),"  # NULL: a draw
        " score TEXT NOT NULL,"  # JSON: the final score
        " moves TEXT NOT NULL,"  # JSON: the actions in notation
        " played_at TEXT NOT NULL)"  # ISO date in UTC, so text order is time order
    )
    db.execute("CREATE INDEX games_by_game ON games (game, played_at)")


def _add_duration(db: sqlite3.Connection) -> None:
    db.execute("ALTER TABLE games ADD COLUMN duration_s REAL")


def _add_abandoned(db: sqlite3.Connection) -> None:
    # every game recorded before was finished
    db.execute("ALTER TABLE games ADD COLUMN abandoned INTEGER NOT NULL DEFAULT 0")


def _add_replay(db: sqlite3.Connection) -> None:
    # the seed makes a game replayable (with the moves it deals the same cards and rolls the same
    # dice); games recorded before have none. The review is computed once, on request.
    db.execute("ALTER TABLE games ADD COLUMN seed INTEGER")
    db.execute("ALTER TABLE games ADD COLUMN review TEXT")  # JSON object


def _add_card_set(db: sqlite3.Connection) -> None:
    # the card set a game was played with (JSON {"name", "hash"}); NULL: the shipped cards
    db.execute("ALTER TABLE games ADD COLUMN card_set TEXT")


def _add_guest_sets(db: sqlite3.Connection) -> None:
    # the further card sets whose seat decks met the first's (JSON [{"name", "hash"}]); NULL: none
    db.execute("ALTER TABLE games ADD COLUMN guest_sets TEXT")


MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [
    _create_games, _add_duration, _add_abandoned, _add_replay, _add_card_set, _add_guest_sets]
VERSION = len(MIGRATIONS)


# --- the database ------------------------------------------------------------------------------------
class History:
    """The practice history at `path` (default: the data folder). Use it as a context manager."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else history_path()
        # rows that could not be read, by id, with what is wrong with each (filled as rows are read)
        self.skipped: dict[int, str] = {}
        _refuse_non_sqlite(self.path)
        with self._guard():
            # Autocommit: migrations open their own transaction, and one INSERT needs none.
            self._db = sqlite3.connect(self.path, isolation_level=None, timeout=5.0)
        # Text arrives as bytes and is decoded row by row: a row whose text is not UTF-8 is then
        # one bad row, not an error that stops every row after it from being read.
        self._db.text_factory = bytes
        try:
            self._migrate()
        except BaseException:
            self._db.close()
            raise

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        self._db.close()

    # --- writing --------------------------------------------------------------------------------------
    def record(self, game: str, options: dict[str, Any], seats: Sequence[Seat], winner: int | None,
               score: Sequence[Any], moves: Sequence[str], duration_s: float,
               played_at: datetime | None = None, abandoned: bool = False, seed: int | None = None,
               card_set: CardSet | None = None, guest_sets: Sequence[CardSet] = ()) -> int:
        """Add one game, finished or `abandoned` (then with no winner), and return its id. A naive
        `played_at` is local time; `seed` (with the moves) makes the game replayable."""
        if abandoned and winner is not None:
            raise ValueError(f"an abandoned game has no winner, not seat {winner!r}")
        if winner not in (None, 0, 1):
            raise ValueError(f"winner must be seat 0, seat 1 or None (a draw), not {winner!r}")
        if len(seats) != 2:
            raise ValueError(f"a game has two seats, not {len(seats)}")
        if duration_s < 0:
            raise ValueError(f"duration_s must not be negative, not {duration_s}")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or seed < 0):
            raise ValueError(f"seed must be a whole number from 0, not {seed!r}")
        when = (played_at or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="seconds")
        row = (
            game,
            json.dumps(dict(options), sort_keys=True),
            json.dumps([{"kind": s.kind, "level": s.level} for s in seats]),
            winner,
            json.dumps(list(score)),
            json.dumps(list(moves)),
            when,
            float(duration_s),
            int(abandoned),
            seed,
            json.dumps(card_set.ref()) if card_set is not None else None,
            json.dumps([g.ref() for g in guest_sets]) if guest_sets else None,
        )
        with self._guard():
            cursor = self._db.execute(
                "INSERT INTO games (game, options, seats, winner, score, moves, played_at, duration_s,"
                " abandoned, seed, card_set, guest_sets) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", row)
        assert cursor.lastrowid is not None  # an INSERT into a rowid table always sets it
        return cursor.lastrowid

    def set_review(self, row_id: int, review: dict[str, Any]) -> None:
        """Keep a game's review with it, so it is computed once (KeyError: no such game)."""
        text = json.dumps(review, sort_keys=True, allow_nan=False)
        with self._guard():
            cursor = self._db.execute("UPDATE games SET review = ? WHERE id = ?", (text, row_id))
        if cursor.rowcount == 0:
            raise KeyError(f"the history has no game {row_id}")

    # --- reading --------------------------------------------------------------------------------------
    def get(self, row_id: int) -> GameRow | None:
        """One game by its id (None if there is none, or it cannot be read: see `skipped`)."""
        rows = self._rows(" WHERE id = ?", (row_id,))
        return rows[0] if rows else None

    def recent(self, limit: int = 20, game: str | None = None) -> list[GameRow]:
        """The last `limit` games, newest first (of one game, or of all); rows that cannot be
        read are left out and noted in `skipped`."""
        if limit < 0:
            raise ValueError(f"limit must not be negative, not {limit}")
        where, args = self._where(game)
        return self._rows(f"{where} ORDER BY played_at DESC, id DESC LIMIT ?", (*args, limit))

    def games(self) -> list[str]:
        """The games the history holds, by name, in name order."""
        with self._guard():
            found = self._db.execute("SELECT DISTINCT game FROM games ORDER BY game").fetchall()
        return [g.decode("utf-8", "replace") if isinstance(g, bytes) else str(g) for (g,) in found]

    def summary(self, game: str | None = None) -> dict[str, dict[str, Tally]]:
        """Practice stats: summary[me][opponent] = {"wins", "losses", "draws", "abandoned"},
        counted from the side of `me` (an abandoned game is none of the other three). Seats are
        labelled "human" or "ai:<level>", so summary["human"]["ai:club"]
        is how people have fared against the Club AI. A game counts once for each seat; a row
        that cannot be read counts for nobody (it is in `skipped`, as in recent)."""
        where, args = self._where(game)
        out: dict[str, dict[str, Tally]] = {}
        for row in self._rows(where, args):
            labels = [_label(s) for s in row.seats]
            for seat in (0, 1):
                tally = out.setdefault(labels[seat], {}).setdefault(
                    labels[1 - seat], {"wins": 0, "losses": 0, "draws": 0, "abandoned": 0})
                key = ("abandoned" if row.abandoned else "draws" if row.winner is None
                       else "wins" if row.winner == seat else "losses")
                tally[key] += 1
        return out

    # --- inside -------------------------------------------------------------------------------------
    @staticmethod
    def _where(game: str | None) -> tuple[str, tuple[Any, ...]]:
        return ("", ()) if game is None else (" WHERE game = ?", (game,))

    def _rows(self, tail: str, args: tuple[Any, ...]) -> list[GameRow]:
        sql = ("SELECT id, game, options, seats, winner, score, moves, played_at, duration_s, abandoned,"
               " seed, review, card_set, guest_sets FROM games")
        with self._guard():
            rows = self._db.execute(sql + tail, args).fetchall()
        out: list[GameRow] = []
        for r in rows:
            try:
                out.append(self._row(r))
            except _BadRow as e:
                self.skipped[r[0]] = str(e)
        return out

    @staticmethod
    def _row(r: tuple[Any, ...]) -> GameRow:
        """One row read back; _BadRow says which column is wrong."""
        (row_id, game, options, seats, winner, score, moves, played_at, duration, abandoned, seed, review,
         card_set, guest_sets) = r
        text = _text("played_at", played_at)
        try:
            when = datetime.fromisoformat(text)
        except ValueError:
            raise _BadRow(f"played_at {text!r} is not an ISO date") from None
        if winner not in (None, 0, 1):
            raise _BadRow(f"winner {winner!r} is not seat 0, seat 1 or none")
        if duration is not None and not isinstance(duration, (int, float)):
            raise _BadRow("duration_s is not a number")
        if seed is not None and (not isinstance(seed, int) or seed < 0):
            raise _BadRow("seed is not a whole number from 0")
        return GameRow(
            id=row_id,
            game=_text("game", game),
            options=_json("options", options, dict),
            seats=_seats(seats),
            winner=winner,
            score=_json("score", score, list),
            moves=_json("moves", moves, list),
            played_at=when,
            duration_s=duration,
            abandoned=bool(abandoned),
            seed=seed,
            review=_review(review),
            card_set=_card_set(card_set),
            guest_sets=_guest_sets(guest_sets),
        )

    @contextmanager
    def _guard(self) -> Iterator[None]:
        try:
            yield
        except sqlite3.Error as e:
            raise HistoryError(self.path, _sqlite_problem(e)) from None
        except UnicodeDecodeError:
            # SQLite's own message quoted bytes of the file that are not text: a damaged schema
            raise HistoryError(self.path, translate(
                "History", "is damaged: SQLite cannot read its table of contents")) from None

    def _migrate(self) -> None:
        with self._guard():
            if self._judge() == VERSION:
                return
            # IMMEDIATE takes the write lock now, and the version is read again under it, so two
            # Salles opening an old history at once do not both migrate it.
            self._db.execute("BEGIN IMMEDIATE")
            try:
                for step in MIGRATIONS[self._judge():]:
                    step(self._db)
                self._db.execute(f"PRAGMA user_version = {VERSION}")
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise

    def _judge(self) -> int:
        """The stored version, or HistoryError if this file is not a history this Salle may use."""
        version = int(self._db.execute("PRAGMA user_version").fetchone()[0])
        app_id = int(self._db.execute("PRAGMA application_id").fetchone()[0])
        objects = int(self._db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0])
        if version == 0 and objects == 0:
            return 0  # a new, empty database
        if app_id != APPLICATION_ID:
            raise HistoryError(self.path, translate(
                "History", "is a SQLite database of another program, not a Salle history; it is left as "
                "it is"))
        if version > VERSION:
            raise HistoryError(self.path, translate(
                "History", "was made by a newer Salle (history version {version}; this Salle reads up to "
                "{newest}); it is left as it is").format(version=version, newest=VERSION))
        return version


def record_finished(game: str, options: dict[str, Any], seats: Sequence[Seat], state: GameState[Any],
                    moves: Sequence[str], duration_s: float, path: Path | None = None,
                    seed: int | None = None,
                    card_set: CardSet | None = None,
                    guest_sets: Sequence[CardSet] = ()) -> tuple[int | None, str | None]:
    """Add a finished match to the history: its id, or a message for the player if that failed.

    A damaged or newer history must not cost the player his game, so the failure is reported,
    not raised."""
    try:
        with History(path) as history:
            row_id = history.record(game, options, seats, state.winning_seat(), state.scores(), moves,
                                    duration_s, seed=seed, card_set=card_set, guest_sets=guest_sets)
    except (SalleError, OSError, sqlite3.Error, ValueError) as e:
        # ValueError: also the UnicodeDecodeError of a damaged file SQLite describes in raw bytes
        return None, f"The game was not added to the practice history: {e}"
    return row_id, None


def record_abandoned(game: str, options: dict[str, Any], seats: Sequence[Seat], state: GameState[Any],
                     moves: Sequence[str], duration_s: float, path: Path | None = None,
                     seed: int | None = None, card_set: CardSet | None = None,
                     guest_sets: Sequence[CardSet] = ()) -> str | None:
    """Add a match left unfinished for another game; as record_finished, a failure is returned."""
    try:
        with History(path) as history:
            history.record(game, options, seats, None, state.scores(), moves, duration_s, abandoned=True,
                           seed=seed, card_set=card_set, guest_sets=guest_sets)
    except (SalleError, OSError, sqlite3.Error, ValueError) as e:
        return f"The abandoned game was not added to the practice history: {e}"
    return None


def _sqlite_problem(error: sqlite3.Error) -> str:
    """What a SQLite error means for the player's history, in his words, then SQLite's."""
    code = getattr(error, "sqlite_errorcode", 0) & 0xFF  # the primary code, without the detail
    if code == sqlite3.SQLITE_READONLY:
        return translate("History", "is read-only, so games cannot be added to it ({error})").format(
            error=error)
    if code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return translate("History", "is busy: another Salle is using it; try again in a moment "
                         "({error})").format(error=error)
    if code in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB):
        return translate("History", "is damaged: {error}").format(error=error)
    if code == sqlite3.SQLITE_FULL:
        return translate("History", "cannot be written: the disk is full ({error})").format(error=error)
    if code == sqlite3.SQLITE_CANTOPEN:
        return translate("History", "cannot be opened: {error}").format(error=error)
    if code == sqlite3.SQLITE_IOERR:
        return translate("History", "cannot be read or written: the disk reported an error "
                         "({error})").format(error=error)
    return translate("History", "is damaged or busy: {error}").format(error=error)


def _refuse_non_sqlite(path: Path) -> None:
    # Checked before SQLite sees the file: nothing that is not a database is ever opened for writing.
    try:
        with open_regular(path, translate("History", "a history database")) as f:
            head = f.read(len(SQLITE_MAGIC))
    except FileNotFoundError:
        return
    except UnreadableFile as e:
        raise HistoryError(path, e.problem) from None
    except OSError as e:
        raise HistoryError(path, cannot_be_read(e)) from None
    if head and head != SQLITE_MAGIC:
        raise HistoryError(path, translate(
            "History", "is not a SQLite database, so not a Salle history; it is left as it is"))


def _text(column: str, value: Any) -> str:
    if isinstance(value, bytes):
        try:
            return value.decode("utf-8")
        except UnicodeDecodeError:
            raise _BadRow(f"{column} is not UTF-8 text") from None
    if isinstance(value, str):
        return value
    raise _BadRow(f"{column} is not text")


def _json(column: str, text: Any, kind: type) -> Any:
    # the one safe reader's bounds: a column nested a thousand deep is one bad row, not a crash
    try:
        value = parse_json_text(_text(column, text), "a history row", column)
    except UnreadableFile as e:
        if not e.beyond_bounds:  # damaged text: its column is what a person needs to know
            value = None
        else:
            raise _BadRow(f"{column}.{e.field} {e.problem}" if e.field else f"{column} {e.problem}") from None
    if not isinstance(value, kind):
        raise _BadRow(f"{column} is not a JSON {'object' if kind is dict else 'list'}")
    return value


def _review(text: Any) -> dict[str, Any] | None:
    # A review that cannot be read is computed again: it must not hide the game it belongs to.
    if text is None:
        return None
    try:
        value = parse_json_text(_text("review", text), "a review", "review")
    except (_BadRow, UnreadableFile):
        return None
    return value if isinstance(value, dict) else None


def _seats(text: Any) -> tuple[Seat, Seat]:
    value = _json("seats", text, list)
    try:
        first, second = (Seat(str(s["kind"]), s["level"]) for s in value)
    except (TypeError, KeyError, ValueError):
        raise _BadRow("seats must be two objects with kind and level") from None
    return first, second


def _label(seat: Seat) -> str:
    return "human" if seat.kind == "human" else f"ai:{seat.level}"


def _card_set(text: Any) -> dict[str, str] | None:
    if text is None:
        return None
    value = _json("card_set", text, dict)
    if set(value) != {"name", "hash"} or not all(isinstance(v, str) for v in value.values()):
        raise _BadRow("card_set is not a card set's name and hash")
    return cast(dict[str, str], value)


def _guest_sets(text: Any) -> tuple[dict[str, str], ...]:
    if text is None:
        return ()
    value = _json("guest_sets", text, list)
    if not value or not all(isinstance(v, dict) and set(v) == {"name", "hash"}
                            and all(isinstance(x, str) for x in v.values()) for v in value):
        raise _BadRow("guest_sets is not a list of card sets' names and hashes")
    return tuple(cast(dict[str, str], v) for v in value)
