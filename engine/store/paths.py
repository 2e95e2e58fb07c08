"""The folders Salle keeps its settings, saves, practice history and log in (platformdirs, or
$SALLE_HOME), and the check at start-up that they can be made and written to."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from engine.core.errors import SalleError
from engine.core.i18n import QT_TRANSLATE_NOOP, translate
from engine.store.files import plain_reason, remove_leftovers, write_atomically

APP_NAME = "Salle"
HOME_VARIABLE = "SALLE_HOME"
SETTINGS = "settings"
DATA = "data"
LOG = "log"
CACHE = "cache"
# What each folder is for, as a player would say it.
PURPOSES = {SETTINGS: QT_TRANSLATE_NOOP("Folders", "Salle cannot keep your settings in {path}: {reason}."),
            DATA: QT_TRANSLATE_NOOP("Folders", "Salle cannot keep your saves and practice history in {path}: "
                                               "{reason}."),
            LOG: QT_TRANSLATE_NOOP("Folders", "Salle cannot keep its log in {path}: {reason}."),
            CACHE: QT_TRANSLATE_NOOP("Folders", "Salle cannot keep what it has worked out in {path}: "
                                                "{reason}.")}
PROBE_NAME = ".salle-write-check"

# The data folder the player chose for this run (after the usual one could not be used), or None.
_chosen_data: Path | None = None


class FolderError(SalleError):
    """A folder Salle needs that cannot be made or written to. `which` is SETTINGS or DATA; the
    message names the folder and says why, in plain words."""

    def __init__(self, which: str, path: Path, reason: str) -> None:
        self.which = which
        self.path = path
        self.reason = reason
        super().__init__(translate("Folders", PURPOSES[which]).format(path=path, reason=reason))


def _home() -> Path | None:
    # Read on every call, not at import, so tests and portable launchers can set it late.
    value = os.environ.get(HOME_VARIABLE, "").strip()
    return Path(value).expanduser() if value else None


def _made(path: Path, which: str) -> Path:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise FolderError(which, path, translate(
            "StoreFiles", "a file of that name stands where the folder should be")) from None
    except OSError as e:
        raise FolderError(which, path, plain_reason(e)) from None
    return path


def _own(sub: str, which: str, platform: Callable[..., Path]) -> Path:
    """One of Salle's folders: `sub` of $SALLE_HOME when it is set (tests, a portable copy),
    else the platform's folder of that kind; made if missing (FolderError if it cannot be)."""
    home = _home()
    return _made(home / sub if home is not None else platform(APP_NAME, appauthor=False), which)


def config_dir() -> Path:
    """Where the settings live: $SALLE_HOME/config, else the platform's config folder.
    FolderError if it cannot be made."""
    return _own("config", SETTINGS, platformdirs.user_config_path)


def data_dir() -> Path:
    """Where saves and the history live: the folder the player chose, else $SALLE_HOME/data, else
    the platform's data folder. FolderError if it cannot be made."""
    if _chosen_data is not None:
        # not made: a chosen folder that is missing is most likely on a disk not plugged in, and
        # a new empty folder in its place would hide the player's saves
        if not _chosen_data.is_dir():
            raise FolderError(DATA, _chosen_data, translate(
                "Folders", "the folder is not there (is its disk plugged in?)"))
        return _chosen_data
    return _own("data", DATA, platformdirs.user_data_path)


def log_dir() -> Path:
    """Where the log is written: $SALLE_HOME/log, else the platform's log folder.
    FolderError if it cannot be made."""
    return _own("log", LOG, platformdirs.user_log_path)


def cache_dir() -> Path:
    """Where Salle keeps what it can work out again (whether card faces fit): $SALLE_HOME/cache,
    else the platform's cache folder. FolderError if it cannot be made."""
    return _own("cache", CACHE, platformdirs.user_cache_path)


def saves_dir() -> Path:
    return _made(data_dir() / "saves", DATA)


def card_sets_dir() -> Path:
    """The player's own card sets (engine.store.cardsets), one folder each."""
    return _made(data_dir() / "card-sets", DATA)


def history_path() -> Path:
    """The practice history database (the file itself is created when first opened)."""
    return data_dir() / "history.sqlite3"


def use_data_folder(folder: Path | None) -> None:
    """Keep saves and the history in `folder` from now on in this run (None: the usual folder)."""
    global _chosen_data
    _chosen_data = Path(folder).expanduser() if folder is not None else None


def chosen_data_folder() -> Path | None:
    return _chosen_data


def check_writable(path: Path, which: str) -> None:
    """Make `path` and write a small file in it the way every store writes (FolderError if not).
    A folder that exists but refuses writes (a read-only disk) is only found out this way."""
    _made(path, which)
    probe = path / PROBE_NAME
    try:
        write_atomically(probe, b"")
        probe.unlink()
    except OSError as e:
        raise FolderError(which, path, plain_reason(e)) from None


@dataclass(frozen=True)
class FolderCheck:
    """What the start-up check found: the folders that cannot be used, and the temporary files
    a killed write had left behind (now removed)."""

    problems: tuple[FolderError, ...]
    removed: tuple[Path, ...]

    def problem(self, which: str) -> FolderError | None:
        return next((p for p in self.problems if p.which == which), None)


def prepare_folders(card_set_folders: Iterable[str | Path] = ()) -> FolderCheck:
    """At start-up: make each folder, check it can be written to, and clear the leftovers of a
    write that was killed half-way, there and in each card set's folder (the data folder's
    card-sets/<name>/, and `card_set_folders`, the sets the player keeps elsewhere: the card editor
    writes their files the same way). Never raises: each folder that cannot be used is reported."""
    problems: list[FolderError] = []
    removed: list[Path] = []
    wanted: list[tuple[str, Callable[[], list[Path]]]] = [
        (SETTINGS, lambda: [config_dir()]),
        (DATA, lambda: [data_dir(), saves_dir()]),
    ]
    for which, folders in wanted:
        try:
            found = folders()
            for folder in found:
                check_writable(folder, which)
        except FolderError as e:
            problems.append(e)
            continue
        for folder in found:
            removed.extend(remove_leftovers(folder))
    sets = [] if any(p.which == DATA for p in problems) else _card_set_folders()
    for folder in [*sets, *(Path(f).expanduser() for f in card_set_folders)]:
        removed.extend(remove_leftovers(folder))  # a folder not there (a disk unplugged) is passed by
    return FolderCheck(tuple(problems), tuple(removed))


def _card_set_folders() -> list[Path]:
    """The folder of each card set in the data folder (card-sets/ itself is not made for this)."""
    try:
        return [p for p in (data_dir() / "card-sets").iterdir() if p.is_dir() and not p.name.startswith(".")]
    except (OSError, FolderError):
        return []
