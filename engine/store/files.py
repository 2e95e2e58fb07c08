"""File helpers the stores share: atomic writes, and JSON type names for error messages."""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path
from typing import Any


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
