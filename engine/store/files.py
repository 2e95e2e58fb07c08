"""File helpers the stores share: atomic writes, and JSON type names for error messages."""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

from engine.core.errors import SalleError


class StoreFileError(SalleError):
    """A stored file that cannot be read or written; the message names the file, and the field
    when one is at fault."""

    def __init__(self, path: str | os.PathLike[str], field: str, problem: str) -> None:
        self.path = Path(path)
        self.field = field
        self.problem = problem
        where = f"{self.path.name}: {field}: " if field else f"{self.path.name}: "
        super().__init__(where + problem)


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


class UnreadableFile(Exception):
    """A file that cannot be what its reader expects; `problem` says why, for a person."""

    def __init__(self, problem: str) -> None:
        super().__init__(problem)
        self.problem = problem


def read_json(path: Path, max_bytes: int, kind: str) -> Any:
    """The JSON in `path` (a `kind`: "a Salle save", "a settings file"). FileNotFoundError passes
    through (a missing file is no damage); every other problem is an UnreadableFile."""
    try:
        with path.open("rb") as f:
            raw = f.read(max_bytes + 1)
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise UnreadableFile(f"is a folder, not {kind}") from None
    except OSError as e:
        raise UnreadableFile(f"cannot be read: {e.strerror or e}") from None
    if len(raw) > max_bytes:  # kept from being read whole: a stray huge file is not ours
        size = f"{max_bytes // 2**20} MB" if max_bytes >= 2**20 else f"{max_bytes // 1024} KB"
        raise UnreadableFile(f"is larger than {size}: not {kind}")
    try:
        # utf-8-sig: a file touched by an editor that adds a byte-order mark is still fine
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise UnreadableFile(f"is not UTF-8 text (byte 0x{raw[e.start]:02x} at offset {e.start}): "
                             f"not {kind}") from None
    if not text.strip():
        raise UnreadableFile(f"is empty (truncated?): not {kind}")
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as e:
        # an unterminated string or an error at the very end means the text stops too early
        if e.msg.startswith("Unterminated string") or e.pos >= len(text.rstrip()):
            raise UnreadableFile(f"is truncated: the JSON stops before it is complete ({e.msg} at line "
                                 f"{e.lineno} column {e.colno})") from None
        raise UnreadableFile(f"is not JSON: {e.msg} at line {e.lineno} column {e.colno}") from None
    except ValueError as e:
        raise UnreadableFile(f"is not JSON {kind} can hold: {e}") from None
    except RecursionError:
        raise UnreadableFile(f"is JSON nested too deeply to be {kind}") from None


def _no_constant(name: str) -> Any:
    # NaN and Infinity are not JSON; accepting them would make a file that cannot be written back
    raise ValueError(f"{name} is not a number JSON allows")
