"""The Balance window's runs, kept so the next run can be compared with the one before.

A designer's card set keeps its runs beside its cards (`balance-runs.json` in the set's folder: the
set's card files are its *.toml, so this file is not read as cards); the shipped cards of a game
keep theirs in the data folder, under a name with the hash of those cards, so a Salle whose
shipped cards changed starts a fresh record instead of comparing with other cards. Each run
keeps the hash of the cards it was played with, and the rows of its table; the file holds the
last RUNS_KEPT runs, newest last. A damaged file is set aside and never overwritten.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from engine.core.cards import MAX_FILE_BYTES, a_card_file, decks_for
from engine.core.errors import DataFileError
from engine.core.i18n import translate
from engine.store.files import UnreadableFile, read_bytes, read_json, set_aside, write_atomically
from engine.store.paths import data_dir
from engine.tools.balance import SideRow

FILE_NAME = "balance-runs.json"
FORMAT = "salle-balance-runs"
RUNS_KEPT = 20
MAX_BYTES = 4 * 2**20


@dataclass(frozen=True)
class BalanceRun:
    """One run as the window showed it: what was played, with which cards, and its table."""

    when: str  # ISO 8601, local time
    game: str
    level: str
    games: int  # per pairing
    seed: int
    cards: str  # the name of the cards played ("shipped" or a card set's)
    cards_hash: str
    pairs: tuple[tuple[str, str], ...]
    rows: tuple[SideRow, ...]
    # the cards they were set against ("" for the same cards; "shipped" or a card set's name),
    # whose decks the pairs name as guests, "<deck>@<set>"; runs kept before have none
    against: str = ""
    against_hash: str = ""

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["pairs"] = [list(p) for p in self.pairs]
        return data

    @classmethod
    def from_json(cls, data: Any, path: Path, i: int) -> BalanceRun:
        where = f"runs[{i}]"
        try:
            rows = tuple(SideRow(str(r["axis"]), str(r["side"]), int(r["matches"]), int(r["wins"]),
                                 int(r["draws"]), float(r["rate"]), float(r["low"]), float(r["high"]))
                         for r in data["rows"])
            pairs = tuple((str(a), str(b)) for a, b in data["pairs"])
            return cls(str(data["when"]), str(data["game"]), str(data["level"]), int(data["games"]),
                       int(data["seed"]), str(data["cards"]), str(data["cards_hash"]), pairs, rows,
                       str(data.get("against", "")), str(data.get("against_hash", "")))
        except (KeyError, TypeError, ValueError) as e:
            raise DataFileError(path, where, "", translate(
                "Balances", "is not a balance run: {reason}").format(reason=repr(e))) from None


def files_hash(paths: Iterable[Path]) -> str:
    """A hash of the content of card files (their names and bytes), as a person compares them;
    UnreadableFile (or FileNotFoundError) if one cannot be read as a card file."""
    digest = hashlib.sha256()
    for path in sorted(paths, key=lambda p: p.name):
        data = read_bytes(path, MAX_FILE_BYTES, a_card_file())
        digest.update(path.name.encode("utf-8") + b"\0" + data + b"\0")
    return digest.hexdigest()


def shipped_hash(game: str) -> str:
    return files_hash({d.source for d in decks_for(game)})


def shipped_runs_path(game: str) -> Path:
    """Where the runs with `game`'s shipped cards are kept: the data folder, keyed by their hash."""
    return data_dir() / "balance" / f"{game}-shipped-{shipped_hash(game)[:12]}.json"


def load_runs(path: Path) -> list[BalanceRun]:
    """The runs kept in `path`, oldest first ([] if there is no file yet); DataFileError if the
    file is not one of ours (it is left as it is)."""
    try:
        data = read_json(path, MAX_BYTES, translate("Balances", "Salle's balance runs"))
    except FileNotFoundError:
        return []
    except UnreadableFile as e:
        raise DataFileError(path, "", e.field, e.problem) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("runs"), list):
        raise DataFileError(path, "", "format", translate(
            "Balances", "is not {format}: not Salle's balance runs").format(format=FORMAT))
    return [BalanceRun.from_json(r, path, i) for i, r in enumerate(data["runs"])]


def add_run(path: Path, run: BalanceRun) -> list[BalanceRun]:
    """Keep `run` after those in `path` (the oldest dropped past RUNS_KEPT); a file that cannot be
    read is set aside first, so nothing of the player's is overwritten. Returns the runs kept."""
    try:
        runs = load_runs(path)
    except DataFileError:
        set_aside(path, "unreadable")
        runs = []
    runs = [*runs, run][-RUNS_KEPT:]
    text = json.dumps({"format": FORMAT, "runs": [r.to_json() for r in runs]}, indent=1)
    write_atomically(path, text.encode("utf-8"))
    return runs
