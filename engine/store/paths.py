"""The folders Salle keeps its settings, saves and practice history in (platformdirs, or $SALLE_HOME)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Salle"
HOME_VARIABLE = "SALLE_HOME"


def _home() -> Path | None:
    # Read on every call, not at import, so tests and portable launchers can set it late.
    value = os.environ.get(HOME_VARIABLE, "").strip()
    return Path(value).expanduser() if value else None


def _made(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    """Where the settings live: $SALLE_HOME/config, else the platform's config folder."""
    home = _home()
    if home is not None:
        return _made(home / "config")
    return _made(platformdirs.user_config_path(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Where saves and the history live: $SALLE_HOME/data, else the platform's data folder."""
    home = _home()
    if home is not None:
        return _made(home / "data")
    return _made(platformdirs.user_data_path(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    return _made(data_dir() / "saves")


def history_path() -> Path:
    """The practice history database (the file itself is created when first opened)."""
    return data_dir() / "history.sqlite3"
