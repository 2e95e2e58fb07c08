"""File helpers the stores share: atomic writes, setting damaged files aside, cleaning up after a
killed write, and plain words for what went wrong. Reading is engine.core.safe_read's (the card
data reads with it too), offered here under the same names."""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from engine.core.errors import DataFileError
from engine.core.i18n import translate
from engine.core.safe_read import (
    MAX_DEPTH,
    MAX_INT,
    UnreadableFile,
    cannot_be_read,
    open_regular,
    parse_json_text,
    parse_toml_text,
    plain_reason,
    read_bytes,
    read_json,
    read_text,
    read_toml,
)

__all__ = [
    "MAX_DEPTH", "MAX_INT", "StoreFileError", "UnreadableFile", "aside_name", "cannot_be_read",
    "cannot_be_written", "json_type", "keep_copy", "not_an_object", "open_regular", "parse_json_text",
    "parse_toml_text", "plain_reason", "read_bytes", "read_json", "read_text", "read_toml",
    "remove_leftovers", "set_aside", "write_atomically",
]


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
