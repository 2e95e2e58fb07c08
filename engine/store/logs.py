"""Salle's log: the standard logging module writing to salle.log in the log folder (paths.log_dir),
with faulthandler writing there too, so that a crash of the windowed program (which on Windows has
no console to print to) leaves its traceback behind. The previous run's log is kept beside it."""

from __future__ import annotations

import faulthandler
import logging
import platform
import sys
from pathlib import Path

from engine.core.errors import SalleError
from engine.store.paths import log_dir
from engine.version import version

LOG_NAME = "salle.log"
PREVIOUS_NAME = "salle.previous.log"
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger("salle")
_handler: logging.FileHandler | None = None


def log_path() -> Path | None:
    """The log file of this run, if logging has started and could open it."""
    return Path(_handler.baseFilename) if _handler is not None else None


def start_logging(level: int = logging.INFO) -> Path | None:
    """Send the log to the log folder and turn faulthandler on; the log file's path, or None when
    the folder cannot be used (then the log goes to standard error, as Python's default does).
    Calling it again starts a fresh log."""
    global _handler
    stop_logging()
    root = logging.getLogger()
    root.setLevel(level)
    try:
        path = log_dir() / LOG_NAME
        if path.exists():
            path.replace(path.with_name(PREVIOUS_NAME))
        _handler = logging.FileHandler(path, encoding="utf-8")
    except (SalleError, OSError) as e:
        print(f"Salle keeps no log in this run: {e}", file=sys.stderr)
        if sys.stderr is not None:  # a windowed Windows program has none
            faulthandler.enable()
        return None
    _handler.setFormatter(logging.Formatter(FORMAT))
    root.addHandler(_handler)
    assert _handler.stream is not None  # FileHandler opens its file at once (delay=False)
    # the same open file: a crash inside Qt or the interpreter writes its traceback where the
    # rest of the run's story is
    faulthandler.enable(_handler.stream, all_threads=True)
    log.info("Salle %s on Python %s, %s", version(), platform.python_version(), platform.platform())
    return path


def stop_logging() -> None:
    """Close this run's log file (and faulthandler's use of it)."""
    global _handler
    if _handler is None:
        return
    if faulthandler.is_enabled():
        faulthandler.disable()
    logging.getLogger().removeHandler(_handler)
    _handler.close()
    _handler = None
