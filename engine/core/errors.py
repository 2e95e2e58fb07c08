"""Errors the kernel raises; each says what is wrong and where, so a person can act on it."""

from __future__ import annotations

import os
from pathlib import Path


class SalleError(Exception):
    """Base of every error the engine raises on purpose."""


class DataFileError(SalleError):
    """A file that cannot be used as written (a card file, a lesson, a save, the settings): the
    message names the file, then the place in it (`part`: "card gal-posta-longa", "step 3") and
    the field if they are at fault, then the problem."""

    def __init__(self, path: str | os.PathLike[str], part: str, field_name: str, problem: str) -> None:
        self.path, self.field, self.problem = Path(path), field_name, problem
        where = " ".join(p for p in (part, field_name) if p)
        super().__init__(f"{self.path.name}: {where + ': ' if where else ''}{problem}")


class PositionError(SalleError):
    """A position (JSON) that cannot be a legal state of the game; names the offending field."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")
        self.field = field
        self.problem = problem


class IllegalAction(SalleError):
    """An action that is well formed but not legal in this state."""


class NotationError(SalleError):
    """Text or a dict that does not spell an action of this game."""
