"""Where the file dialogs open and the names they suggest: saves in the data folder's saves folder,
PDFs in the player's documents folder, each named for the game, the opponent and the day."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

from engine.ai.players import LEVELS
from engine.core.i18n import QT_TRANSLATE_NOOP, translate
from engine.store.paths import FolderError, saves_dir
from engine.store.saves import Seat

# One extension a desktop can tie to Salle (Windows and macOS associate by the last one); saves
# written before it was chosen end in .salle.json, and are read as before.
SAVE_SUFFIX = ".salle"
SAVE_SUFFIXES = (SAVE_SUFFIX, ".salle.json")
# shown through translate("SaveFiles", SAVE_FILTER)
SAVE_FILTER = QT_TRANSLATE_NOOP("SaveFiles", "Salle saves (*.salle *.salle.json)")
ANY_JSON = QT_TRANSLATE_NOOP("SaveFiles", "Any JSON file (*.json)")
# characters some file systems refuse in a name (Windows's list, which covers the others)
_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def saves_folder() -> Path:
    """The saves folder, or the home folder while the data folder cannot be used."""
    try:
        return saves_dir()
    except FolderError:
        return Path.home()


# the folder the player last wrote a document to in this run (proofs, card images, a table, a plot)
_last_documents: Path | None = None


def documents_folder() -> Path:
    """Where a document is suggested: the folder the player last chose for one in this run, else
    the documents folder as the desktop names it, else the home folder (a dialog opened in a
    folder that is not there cannot save)."""
    if _last_documents is not None and _last_documents.is_dir():
        return _last_documents
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found and Path(found).is_dir() else Path.home()


def remember_documents(chosen: Path) -> None:
    """The player chose `chosen` (a file, or a folder) for a document: the next one is suggested there."""
    global _last_documents
    _last_documents = chosen if chosen.is_dir() else chosen.parent


def opponent(seats: Sequence[Seat]) -> str:
    """Whom the person at the screen plays: the other seat of the first person, by name."""
    me = next((i for i, s in enumerate(seats) if s.kind == "human"), 0)
    other = seats[1 - me]
    if other.name:
        return other.name
    level = LEVELS.get(other.level or "")
    return level.words if other.kind == "ai" and level else translate("SaveFiles", "Fencer {number}").format(
        number=2 - me)


def is_save_name(name: str) -> bool:
    """Whether a file name is one Salle gives its saves (today's or the older one)."""
    return name.lower().endswith(SAVE_SUFFIXES)


def with_save_suffix(name: str) -> str:
    """`name` as a save's file name: the extension added unless it has one already."""
    return name if is_save_name(name) or name.lower().endswith(".json") else name + SAVE_SUFFIX


def suggested_name(title: str, seats: Sequence[Seat] | None, suffix: str, day: date | None = None) -> str:
    """"En Garde against Club 2026-03-01.salle": the game, the opponent (if a match) and
    the day, with nothing a file system would refuse."""
    against = [translate("SaveFiles", "against {opponent}").format(opponent=opponent(seats))] if seats else []
    words = [title, *against, (day or date.today()).isoformat()]
    return _UNSAFE.sub("-", " ".join(words)).strip(" .") + suffix


# --- the file dialogs of saves: one filter and one suffix for every place that reads or writes one
def ask_save_to_open(parent: QWidget, title: str) -> Path | None:
    """A save chosen to open (load, replay): Salle's saves, or any JSON file as the second choice."""
    name, _ = QFileDialog.getOpenFileName(parent, title, str(saves_folder()), ";;".join(
        [translate("SaveFiles", SAVE_FILTER), translate("SaveFiles", ANY_JSON)]))
    return Path(name) if name else None


def ask_where_to_save(parent: QWidget, title: str, suggested: str) -> Path | None:
    """Where to write a save, suggested as `suggested` in the saves folder; the name gets Salle's
    extension unless it has one."""
    name, _ = QFileDialog.getSaveFileName(parent, title, str(saves_folder() / suggested),
                                          translate("SaveFiles", SAVE_FILTER))
    return Path(with_save_suffix(name)) if name else None
