"""File helpers the stores share: atomic writes, reading only regular files, setting damaged files
aside, cleaning up after a killed write, and plain words for what went wrong."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import shutil
import stat
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any, BinaryIO

from engine.core.errors import DataFileError
from engine.core.i18n import QT_TRANSLATE_NOOP, translate


class StoreFileError(DataFileError):
    """A stored file that cannot be read or written; the message names the file, and the field
    when one is at fault."""

    def __init__(self, path: str | os.PathLike[str], field: str, problem: str) -> None:
        super().__init__(path, "", field, problem)


def write_atomically(path: Path, data: bytes) -> None:
    """A temporary file in the same folder (a rename cannot cross file systems), flushed to disk,
    then renamed over the target: a crash leaves the old file or the new one, never half of each.
    Raises OSError; callers say which file of theirs it was."""
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = stat.S_IMODE(os.stat(path).st_mode) if path.exists() else None
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if mode is not None:
            os.chmod(tmp, mode)  # mkstemp makes the file private; keep what the old file had
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    # The rename lives in the folder's entry; without this a power cut can undo it on POSIX.
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    with contextlib.suppress(OSError):  # some file systems refuse to sync a folder
        os.fsync(fd)
    os.close(fd)


def json_type(value: Any) -> str:
    """The JSON name of a value's type, for messages such as "must be a list, not object"."""
    names = {dict: "object", list: "array", str: "string", bool: "boolean", int: "number",
             float: "number", type(None): "null"}
    return names.get(type(value), type(value).__name__)


def not_an_object(value: Any) -> str:
    """"must be a JSON object, not array" in the player's language."""
    return translate("StoreFiles", "must be a JSON object, not {type}").format(type=json_type(value))


class UnreadableFile(Exception):
    """A file that cannot be what its reader expects; `problem` says why, for a person."""

    def __init__(self, problem: str) -> None:
        super().__init__(problem)
        self.problem = problem


def open_regular(path: Path, kind: str) -> BinaryIO:
    """`path` opened for reading if it is a regular file (or a link to one); anything else (a
    folder, a pipe, a device) is an UnreadableFile at once. Reading a pipe would wait forever for
    a writer, so the file is opened without waiting and looked at before a byte is read.
    FileNotFoundError passes through."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise UnreadableFile(translate("StoreFiles", "is a folder, not {kind}").format(kind=kind)) from None
    except OSError as e:
        raise UnreadableFile(cannot_be_read(e)) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise UnreadableFile(translate("StoreFiles", "{what}, not {kind}: it was not read").format(
                what=_not_a_file(mode), kind=kind))
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)  # a regular file: reads may wait for the disk as usual
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def _not_a_file(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return translate("StoreFiles", "is a folder")
    if stat.S_ISFIFO(mode):
        return translate("StoreFiles", "is a pipe (FIFO)")
    if stat.S_ISSOCK(mode):
        return translate("StoreFiles", "is a socket")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return translate("StoreFiles", "is a device")
    return translate("StoreFiles", "is something other than a file")


def read_json(path: Path, max_bytes: int, kind: str) -> Any:
    """The JSON in `path` (a `kind`: "a Salle save", "a settings file"). FileNotFoundError passes
    through (a missing file is no damage); every other problem is an UnreadableFile."""
    try:
        with open_regular(path, kind) as f:
            raw = f.read(max_bytes + 1)
    except (FileNotFoundError, UnreadableFile):
        raise
    except OSError as e:
        raise UnreadableFile(cannot_be_read(e)) from None
    if len(raw) > max_bytes:  # kept from being read whole: a stray huge file is not ours
        size = f"{max_bytes // 2**20} MB" if max_bytes >= 2**20 else f"{max_bytes // 1024} KB"
        raise UnreadableFile(translate("StoreFiles", "is larger than {size}: not {kind}").format(
            size=size, kind=kind))
    try:
        # utf-8-sig: a file touched by an editor that adds a byte-order mark is still fine
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise UnreadableFile(translate("StoreFiles", "is not UTF-8 text (byte {byte} at offset {offset}): "
                                       "not {kind}").format(byte=f"0x{raw[e.start]:02x}", offset=e.start,
                                                            kind=kind)) from None
    if not text.strip():
        raise UnreadableFile(translate("StoreFiles", "is empty (truncated?): not {kind}").format(kind=kind))
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as e:
        # an unterminated string or an error at the very end means the text stops too early
        if e.msg.startswith("Unterminated string") or e.pos >= len(text.rstrip()):
            raise UnreadableFile(translate("StoreFiles", "is truncated: the JSON stops before it is complete "
                                           "({where})").format(where=_where(e))) from None
        raise UnreadableFile(translate("StoreFiles", "is not JSON: {where}").format(
            where=_where(e))) from None
    except ValueError as e:
        raise UnreadableFile(translate("StoreFiles", "is not JSON {kind} can hold: {reason}").format(
            kind=kind, reason=e)) from None
    except RecursionError:
        raise UnreadableFile(translate("StoreFiles", "is JSON nested too deeply to be {kind}").format(
            kind=kind)) from None


def _where(e: json.JSONDecodeError) -> str:
    # some of json's messages end in "at" ("Unterminated string starting at"): say it once; the
    # message itself is Python's, in English
    return translate("StoreFiles", "{message} at line {line} column {column}").format(
        message=e.msg.removesuffix(" at"), line=e.lineno, column=e.colno)


def _no_constant(name: str) -> Any:
    # NaN and Infinity are not JSON; accepting them would make a file that cannot be written back
    raise ValueError(f"{name} is not a number JSON allows")


# --- trouble with the disk --------------------------------------------------------------------------
_REASONS = {
    errno.EROFS: QT_TRANSLATE_NOOP("StoreFiles", "the disk is read-only"),
    errno.EACCES: QT_TRANSLATE_NOOP("StoreFiles", "Salle is not allowed to write there"),
    errno.EPERM: QT_TRANSLATE_NOOP("StoreFiles", "Salle is not allowed to write there"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("StoreFiles", "the disk is full"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("StoreFiles", "a file stands where a folder should be"),
    errno.EEXIST: QT_TRANSLATE_NOOP("StoreFiles", "a file of that name stands where the folder should be"),
    errno.EISDIR: QT_TRANSLATE_NOOP("StoreFiles", "a folder stands where a file should be"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("StoreFiles", "the name is too long"),
    errno.EIO: QT_TRANSLATE_NOOP("StoreFiles", "the disk reported an error"),
}
if hasattr(errno, "EDQUOT"):  # not on every system
    _REASONS[errno.EDQUOT] = QT_TRANSLATE_NOOP("StoreFiles", "your disk quota is used up")


def plain_reason(error: OSError) -> str:
    """What went wrong with a file, in words a player knows (the system's own words otherwise)."""
    if error.errno in _REASONS:
        return translate("StoreFiles", _REASONS[error.errno])
    return error.strerror or str(error)


def cannot_be_read(error: OSError) -> str:
    return translate("StoreFiles", "cannot be read: {reason}").format(reason=plain_reason(error))


def cannot_be_written(error: OSError | str) -> str:
    """"cannot be written: the disk is full" (an OSError's plain reason, or a reason in words)."""
    reason = error if isinstance(error, str) else plain_reason(error)
    return translate("StoreFiles", "cannot be written: {reason}").format(reason=reason)


def aside_name(path: Path, tag: str, when: datetime | None = None) -> Path:
    """A free name beside `path` that says what happened and when: settings.json.bad-2026-03-01-214500."""
    stamp = (when or datetime.now()).strftime("%Y-%m-%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.{tag}-{stamp}")
    n = 2
    while os.path.lexists(candidate):  # two in the same second: never replace the first one
        candidate = path.with_name(f"{path.name}.{tag}-{stamp}-{n}")
        n += 1
    return candidate


def set_aside(path: Path, tag: str) -> Path:
    """Rename a damaged file out of the way (kept for the player to look at); returns its new
    name. Raises OSError if that fails."""
    target = aside_name(path, tag)
    os.rename(path, target)
    return target


def keep_copy(path: Path, tag: str) -> Path:
    """A copy of `path` beside it, before it is rewritten; returns the copy's name. OSError if that fails."""
    target = aside_name(path, tag)
    with open_regular(path, "a file to copy") as src, open(target, "xb") as dst:
        shutil.copyfileobj(src, dst)
    return target


# A write in progress lives a few milliseconds; an older temporary file was left by a killed Salle.
LEFTOVER_AGE_S = 60.0


def remove_leftovers(folder: Path, now: float | None = None) -> list[Path]:
    """Remove the temporary files write_atomically left in `folder` when Salle was killed mid-write
    (regular files named .NAME.XXXX.tmp, older than a minute, so another Salle's write in progress
    is left alone). Returns what was removed; a file that cannot be removed is left."""
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not (entry.name.startswith(".") and entry.name.endswith(".tmp")):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < LEFTOVER_AGE_S:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed
