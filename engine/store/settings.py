"""The player's settings (speed, palette, names, last new game, window) as JSON in the config folder.

Reading never fails and never writes: a missing file gives the defaults, a damaged one gives the
defaults and a message, a bad field falls back to its default and is named in the message.
Writing is atomic and refuses to replace a file that is not a JSON object (unless forced), so a
settings file a person broke by hand is left for them to look at, not silently thrown away.
Nothing in the file is lost by writing: keys this Salle does not know (a newer Salle wrote them)
are written back as they were, and a file with a bad value is first copied to settings.json.bad-DATE.
Two Salles on one settings file keep each other's choices: writing re-reads the file under a lock
and changes only the settings this Salle changed since it read them.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from engine.core.i18n import LANGUAGES, translate
from engine.store.files import (
    StoreFileError,
    UnreadableFile,
    cannot_be_written,
    json_type,
    keep_copy,
    not_an_object,
    plain_reason,
    read_json,
    write_atomically,
)
from engine.store.paths import FolderError, config_dir, use_data_folder

FILE_NAME = "settings.json"
ANIMATION_SPEEDS = ("normal", "fast", "off")
PALETTES = ("system", "light", "dark")
# "system": the desktop's language when Salle speaks it, else English
LANGUAGE_CHOICES = ("system", *LANGUAGES)
DEFAULT_NAMES = ("Fencer A", "Fencer B")
SEAT_KINDS = ("human", "ai")
LAST_GAME_KEYS = ("game", "options", "seats", "seed")
# the card sets it was played with, by name (none: the shipped cards)
LAST_GAME_SETS = ("card_set", "guest_sets")
# the sound effects' volume in percent (View ▸ Sound); quiet by default, under whatever else is playing
SOUND_VOLUME_RANGE = (0, 100)
DEFAULT_SOUND_VOLUME = 30
# A settings file is a few hundred bytes; this keeps a stray huge file from being read whole.
MAX_BYTES = 1024 * 1024
# Names are shown on the table and in the hand-over screen; longer ones would not fit there.
MAX_NAME = 40
# A write holds the lock for milliseconds; a Salle that waited this long for it gives up this write.
LOCK_WAIT_S = 5.0


class SettingsError(StoreFileError):
    """Settings that cannot be written; the message names the file (and the field, if one is at fault)."""


@dataclass
class Settings:
    """What the player chose. `last_game` is {} before the first new game, else
    {"game": name, "options": {...}, "seats": [{"kind", "level", "name"}, x2], "seed": int | None},
    with "card_set" (a set's name) and "guest_sets" (names) when it was played with card sets.
    `window_geometry` is QWidget.saveGeometry() in base64, kept opaque here (no Qt in the engine)."""

    animation_speed: str = "normal"
    palette: str = "system"
    names: list[str] = field(default_factory=lambda: list(DEFAULT_NAMES))
    last_game: dict[str, Any] = field(default_factory=dict)
    window_geometry: str = ""
    show_hints: bool = True
    # the action list and the log show each action's notation beside its words (View menu)
    show_notation: bool = False
    # the side panel beside (or under) the table (View ▸ Side panel); a small window folds it away
    side_panel: bool = True
    # the folder the player chose for saves and history when the usual one could not be used
    data_folder: str = ""
    # the guided first games: the games whose lessons were offered on their first start, and
    # the lessons played to their end ("<game>/<lesson>")
    lessons_offered: list[str] = field(default_factory=list)
    lessons_finished: list[str] = field(default_factory=list)
    # the language of Salle's words (View ▸ Language): a code of engine.core.i18n.LANGUAGES or "system"
    language: str = "system"
    # card sets kept outside the data folder's card-sets/, which the player pointed Salle at
    card_set_folders: list[str] = field(default_factory=list)
    # the table's sound effects (View ▸ Sound), and their volume in percent
    sound: bool = True
    sound_volume: int = DEFAULT_SOUND_VOLUME

    def __post_init__(self) -> None:
        # The values as last read from (or written to) the file; a save writes only the settings
        # that differ from them. None: not from a file, so every value is this Salle's own choice.
        self.as_read: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    def changed(self) -> set[str]:
        """The settings chosen since they were read (all of them for settings not read from a file)."""
        now = self.to_json()
        if self.as_read is None:
            return set(now)
        return {name for name, value in now.items()
                if name not in self.as_read or _canonical(value) != _canonical(self.as_read[name])}

    def _settle(self, values: Mapping[str, Any]) -> None:
        """Take `values` (all the fields, as written or read) as this object's own and as read."""
        copied = json.loads(json.dumps(dict(values)))
        for name, value in copied.items():
            setattr(self, name, value)
        self.as_read = json.loads(json.dumps(copied))


def settings_path() -> Path:
    """Where the settings live by default: settings.json in the config folder."""
    return config_dir() / FILE_NAME


def load_settings(path: str | os.PathLike[str] | None = None) -> tuple[Settings, str | None]:
    """The settings at `path` (default: settings_path()) and a message for the player, or None.

    Never raises for a bad file and never changes it: a missing file gives the defaults silently;
    a damaged one gives the defaults and says so; each bad field falls back to its default and
    is named. Keys this Salle does not know are not in Settings; save_settings keeps them in the file."""
    try:
        path = Path(path) if path is not None else settings_path()
    except FolderError as e:
        return Settings(), f"{e} Using the default settings."
    try:
        data = _read_document(path)
    except SettingsError as e:
        return Settings(), translate(
            "Settings", "{problem} — using the defaults; the file is left as it is and settings will not be "
            "saved over it").format(problem=e)
    settings = Settings()
    if data is None:
        settings.as_read = settings.to_json()  # another Salle may write the file first
        return settings, None
    values, problems = _check(data)
    message = "\n".join(translate("Settings", "{file}: {setting}: {problem} — using the default").format(
        file=path.name, setting=name, problem=problem) for name, problem in problems)
    settings = Settings(**values)
    settings.as_read = settings.to_json()
    return settings, message or None


def follow_data_folder(settings: Settings) -> None:
    """Keep saves and history where the player chose to (the usual folder if he chose none)."""
    use_data_folder(Path(settings.data_folder) if settings.data_folder else None)


def save_settings(settings: Settings, path: str | os.PathLike[str] | None = None, *,
                  force: bool = False) -> Path | None:
    """Write `settings` atomically to `path` (default: settings_path()), setting by setting: the
    file is read again under a lock, the settings changed since `settings` was read replace
    theirs, the others keep what the file holds now (another Salle may have changed them), and
    `settings` takes the file's values. Keys in the file this Salle does not know are written
    back unchanged. If the file held a value load_settings refused, it is first copied to
    settings.json.bad-DATE, whose path is returned (else None).

    Raises SettingsError if a field holds a value load_settings would refuse (nothing is written),
    if the file there is not a JSON object (it is kept, unless `force`), if the copy cannot be
    made, if another Salle holds the lock too long, or if writing fails (also when the config
    folder cannot be used)."""
    try:
        path = Path(path) if path is not None else settings_path()
    except FolderError as e:
        raise SettingsError(e.path / FILE_NAME, "", cannot_be_written(e.reason)) from None
    document = settings.to_json()
    _, problems = _check(document)
    if problems:
        name, problem = problems[0]
        raise SettingsError(path, name, translate("Settings", "{problem}; nothing was written").format(
            problem=problem))
    with _locked(path):
        written, backup = _merge_and_write(path, document, settings.changed(), force)
    settings._settle(written)
    return backup


def _merge_and_write(path: Path, document: dict[str, Any], changed: set[str],
                     force: bool) -> tuple[dict[str, Any], Path | None]:
    """Under the lock: the settings in `changed` from `document`, the others as the file holds
    them (where it holds a value that can be used), unknown keys kept; written. Returns the known
    settings as written, and the copy of a file with a bad value (or None)."""
    try:
        existing = _read_document(path) or {}
    except SettingsError as e:
        if not force:
            raise SettingsError(path, "", translate(
                "Settings", "{problem}; it is not overwritten (save with force to replace it)").format(
                problem=e.problem)) from None
        existing = {}
    known = {f.name for f in fields(Settings)}
    kept = {key: value for key, value in existing.items() if key not in known}
    usable, bad = _check(existing)
    merged = {name: document[name] if name in changed or name not in usable else usable[name]
              for name in document}
    backup = None
    if bad:
        # the player may have typed that value by hand: rewriting drops it, so a copy stays
        try:
            backup = keep_copy(path, "bad")
        except (OSError, UnreadableFile) as e:
            reason = e.problem if isinstance(e, UnreadableFile) else plain_reason(e)
            raise SettingsError(path, "", translate(
                "Settings", "holds a bad value and no copy of it could be made ({reason}); it is not "
                "overwritten").format(reason=reason)) from None
    try:
        text = json.dumps(kept | merged, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    except (TypeError, ValueError) as e:
        raise SettingsError(path, "", translate("Saves", "cannot be written as JSON: {reason}").format(
            reason=e)) from None
    _write(path, text.encode("utf-8"))
    return merged, backup


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold the lock beside the settings file (settings.json.lock) while the file is read again and
    written, so two Salles never write from the same old copy. The system drops the lock of a
    Salle that dies. The lock file is removed while still held; whoever was waiting on it then
    finds it is no longer the lock file and tries again. A lock that cannot be made (a read-only
    folder) is not waited for: the write fails on its own and says so."""
    lock = path.with_name(path.name + ".lock")
    deadline = time.monotonic() + LOCK_WAIT_S
    while True:
        try:
            fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            yield
            return
        if _try_lock(fd) and _still_there(fd, lock):
            break
        os.close(fd)
        if time.monotonic() >= deadline:
            raise SettingsError(path, "", translate(
                "Settings", "another Salle is writing it; your change was not saved this time"))
        time.sleep(0.05)
    try:
        yield
    finally:
        with contextlib.suppress(OSError):  # Windows keeps an open file: it stays, empty
            lock.unlink()
        _unlock(fd)
        os.close(fd)


def _still_there(fd: int, lock: Path) -> bool:
    """The locked file is still the one named `lock` (not one its holder has just removed)."""
    try:
        named = os.stat(lock)
    except OSError:
        return False
    held = os.fstat(fd)
    return (named.st_dev, named.st_ino) == (held.st_dev, held.st_ino)


def _try_lock(fd: int) -> bool:
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError:
        return True  # a file system without locks: write as before rather than never
    return True


def _unlock(fd: int) -> None:
    if sys.platform == "win32":  # elsewhere closing the file lets the lock go
        import msvcrt

        with contextlib.suppress(OSError):
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)


# --- reading --------------------------------------------------------------------------------------
def _read_document(path: Path) -> dict[str, Any] | None:
    """The JSON object in the file, None if there is no file; SettingsError if it is not one."""
    try:
        data = read_json(path, MAX_BYTES, translate("Settings", "a settings file"))
    except FileNotFoundError:
        return None
    except UnreadableFile as e:
        raise SettingsError(path, e.field, e.problem) from None
    if not isinstance(data, dict):
        raise SettingsError(path, "", translate("Settings", "holds a JSON {type}, not an object").format(
            type=json_type(data)))
    return data



# --- checking -------------------------------------------------------------------------------------
def _check(data: Mapping[str, Any]) -> tuple[dict[str, Any], list[tuple[str, str]]]:
    """The known fields that are right, and (field, problem) for each that is not (left out, so
    the dataclass default applies)."""
    checks: dict[str, Callable[[Any], tuple[str, str] | None]] = {
        "animation_speed": lambda v: _one_of("animation_speed", v, ANIMATION_SPEEDS),
        "palette": lambda v: _one_of("palette", v, PALETTES),
        "names": _check_names,
        "last_game": _check_last_game,
        "window_geometry": lambda v: _of_type("window_geometry", v, str, translate("Settings", "text")),
        "show_hints": lambda v: _of_type("show_hints", v, bool, translate("Settings", "true or false")),
        "show_notation": lambda v: _of_type("show_notation", v, bool, translate("Settings", "true or false")),
        "side_panel": lambda v: _of_type("side_panel", v, bool, translate("Settings", "true or false")),
        "data_folder": lambda v: _of_type("data_folder", v, str, translate(
            "Settings", "a folder's path as text")),
        "lessons_offered": lambda v: _words("lessons_offered", v, translate("Settings", "game names")),
        "lessons_finished": lambda v: _words("lessons_finished", v, translate("Settings", "lesson names")),
        "language": lambda v: _one_of("language", v, LANGUAGE_CHOICES),
        "card_set_folders": lambda v: _words("card_set_folders", v, translate("Settings", "folders' paths")),
        "sound": lambda v: _of_type("sound", v, bool, translate("Settings", "true or false")),
        "sound_volume": _check_volume,
    }
    assert set(checks) == {f.name for f in fields(Settings)}  # a new field needs a check
    values: dict[str, Any] = {}
    problems: list[tuple[str, str]] = []
    for name, check in checks.items():
        if name not in data:
            continue
        problem = check(data[name])
        if problem is None:
            # copies: the Settings object must not share lists or dicts with the caller's data
            values[name] = json.loads(json.dumps(data[name]))
        else:
            problems.append(problem)
    return values, problems


def _one_of(name: str, value: Any, allowed: tuple[str, ...]) -> tuple[str, str] | None:
    if isinstance(value, str) and value in allowed:
        return None
    return name, translate("Settings", "{given} is not one of {choices}").format(given=_clip(value),
                                                                              choices=", ".join(allowed))


def _of_type(name: str, value: Any, kind: type, what: str) -> tuple[str, str] | None:
    if isinstance(value, kind):
        return None
    return name, translate("Settings", "must be {what}, not {given}").format(what=what, given=_clip(value))


def _words(name: str, value: Any, what: str) -> tuple[str, str] | None:
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return None
    return name, translate("Settings", "must be a list of {what}, not {given}").format(what=what,
                                                                                    given=_clip(value))


def _check_volume(value: Any) -> tuple[str, str] | None:
    low, high = SOUND_VOLUME_RANGE
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return None
    return "sound_volume", translate("Settings", "must be a whole number from {low} to {high}, not {given}")\
        .format(low=low, high=high, given=_clip(value))


def _check_names(value: Any) -> tuple[str, str] | None:
    if not isinstance(value, list) or len(value) != 2:
        return "names", translate("Settings", "must be a list of two names, not {given}").format(
            given=_clip(value))
    for i, name in enumerate(value):
        if not isinstance(name, str) or not name.strip():
            return f"names[{i}]", translate(
                "Settings", "must be a name (text that is not blank), not {given}")\
                .format(given=_clip(name))
        if len(name) > MAX_NAME:
            return f"names[{i}]", translate(
                "Settings", "is longer than {most} characters").format(most=MAX_NAME)
    return None


def _check_last_game(value: Any) -> tuple[str, str] | None:
    """Only the shape: whether the game and its options still exist is for the new-game dialog,
    which falls back to defaults for anything it does not know."""
    where = "last_game"
    if not isinstance(value, dict):
        return where, not_an_object(value)
    if not value:
        return None  # no game started yet
    for key in LAST_GAME_KEYS:
        if key not in value:
            return f"{where}.{key}", translate("Saves", "is missing")
    extra = sorted(set(value) - set(LAST_GAME_KEYS) - set(LAST_GAME_SETS))
    if extra:
        return f"{where}.{extra[0]}", translate("Settings", "is not a field of last_game")
    if "card_set" in value and not isinstance(value["card_set"], str):
        return f"{where}.card_set", translate("Saves", "must be text, not {given}").format(
            given=_clip(value["card_set"]))
    if "guest_sets" in value:
        names = translate("Settings", "card sets' names")
        problem = _words(f"{where}.guest_sets", value["guest_sets"], names)
        if problem:
            return problem
    if not isinstance(value["game"], str):
        return f"{where}.game", translate("Saves", "must be a game name, not {given}").format(
            given=_clip(value["game"]))
    if not isinstance(value["options"], dict):
        return f"{where}.options", not_an_object(value["options"])
    seed = value["seed"]
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or seed < 0):
        return f"{where}.seed", translate("Settings", "must be null or a whole number from 0, not {given}")\
            .format(given=_clip(seed))
    seats = value["seats"]
    if not isinstance(seats, list) or len(seats) != 2:
        return f"{where}.seats", translate("Saves", "must be a list of two seats")
    for i, seat in enumerate(seats):
        at = f"{where}.seats[{i}]"
        if not isinstance(seat, dict):
            return at, not_an_object(seat)
        for key in ("kind", "level", "name"):
            if key not in seat:
                return f"{at}.{key}", translate("Saves", "is missing")
        if seat["kind"] not in SEAT_KINDS:
            return f"{at}.kind", translate("Saves", "must be human or ai, not {given}").format(
                given=_clip(seat["kind"]))
        if seat["level"] is not None and not isinstance(seat["level"], str):
            return f"{at}.level", translate("Settings", "must be null or a level name, not {given}").format(
                given=_clip(seat["level"]))
        if not isinstance(seat["name"], str):
            return f"{at}.name", translate("Saves", "must be text, not {given}").format(
                given=_clip(seat["name"]))
    return None


# --- small helpers --------------------------------------------------------------------------------
def _canonical(value: Any) -> str:
    # text, not ==: true and 1 are different settings
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _clip(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _write(path: Path, data: bytes) -> None:
    try:
        write_atomically(path, data)
    except OSError as e:
        raise SettingsError(path, "", cannot_be_written(e)) from None
