"""The Ready...Fence! competition in progress, kept as one JSON file in the data folder.

Written atomically after every bout. A file that cannot be read as a competition is refused
with its name and the field at fault, and it is never written over: the player decides to set
it aside (kept under a dated name) before a new competition takes its place.
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path

from engine.core.i18n import QT_TRANSLATE_NOOP, translate
from engine.games.ready_fence.competition import Competition, CompetitionError
from engine.store.files import (
    StoreFileError,
    UnreadableFile,
    cannot_be_written,
    read_json,
    set_aside,
    write_atomically,
)
from engine.store.paths import data_dir

FILE_NAME = "competition.json"
MAX_BYTES = 1024 * 1024  # a competition is a few kilobytes
KIND = QT_TRANSLATE_NOOP("Competitions", "a Salle competition")


class CompetitionFileError(StoreFileError):
    """A competition file that cannot be read or written; names the file and the field."""


class NotOverwritten(CompetitionFileError):
    """The file where the competition should go is not a readable competition: it was left alone."""

    def __init__(self, damage: CompetitionFileError) -> None:
        super().__init__(damage.path, damage.field, translate(
            "Competitions", "{problem} (it is not a readable competition, so it is not overwritten)").format(
            problem=damage.problem))
        self.damage = damage


def competition_path() -> Path:
    """The competition file (FolderError if the data folder cannot be used)."""
    return data_dir() / FILE_NAME


def load_competition(path: Path | None = None) -> Competition | None:
    """The saved competition, or None if there is none; CompetitionFileError if the file is
    damaged (it is only read, never changed)."""
    path = path or competition_path()
    try:
        data = read_json(path, MAX_BYTES, translate("Competitions", KIND))
    except FileNotFoundError:
        return None
    except UnreadableFile as e:
        raise CompetitionFileError(path, e.field, e.problem) from None
    try:
        comp = Competition.from_json(data, extra=("saved_at",))
    except CompetitionError as e:
        raise CompetitionFileError(path, e.field, e.problem) from None
    saved_at = data["saved_at"]
    try:
        ok = isinstance(saved_at, str) and datetime.fromisoformat(saved_at) is not None
    except ValueError:
        ok = False
    if not ok:
        raise CompetitionFileError(path, "saved_at", translate(
            "Saves", "must be an ISO date, not {given}").format(
            given=repr(saved_at)))
    return comp


def save_competition(comp: Competition, path: Path | None = None) -> None:
    """Write the competition atomically. A file already there is replaced only if it is itself
    a readable competition (NotOverwritten otherwise); CompetitionFileError if the disk refuses."""
    path = path or competition_path()
    if os.path.lexists(path):
        try:
            load_competition(path)
        except CompetitionFileError as e:
            raise NotOverwritten(e) from None
    document = {**comp.to_json(), "saved_at": datetime.now(UTC).isoformat(timespec="seconds")}
    text = json.dumps(document, indent=2, ensure_ascii=False) + "\n"
    try:
        write_atomically(path, text.encode("utf-8"))
    except OSError as e:
        raise CompetitionFileError(path, "", cannot_be_written(e)) from None


def set_aside_damaged(path: Path | None = None) -> Path:
    """Rename a damaged competition file to NAME.damaged-DATE beside it; returns the new name.
    OSError if the rename fails."""
    return set_aside(path or competition_path(), "damaged")

