"""Errors the kernel raises; each says what is wrong and where, so a person can act on it."""

from __future__ import annotations

import os
from pathlib import Path

from engine.core.i18n import translate


class SalleError(Exception):
    """Base of every error the engine raises on purpose."""


class DataFileError(SalleError):
    """A file that cannot be used as written (a card file, a lesson, a save, the settings): the
    message names the file, then the place in it (`part`: "card gal-posta-longa", "step 3") and
    the field if they are at fault, then the problem."""

    def __init__(self, path: str | os.PathLike[str], part: str, field_name: str, problem: str) -> None:
        self.path, self.field, self.problem = Path(path), field_name, problem
        super().__init__(located(self.path.name, part, field_name, problem))


def located(file: str, part: str, field_name: str, problem: str) -> str:
    """A file's problem in the player's language, framed by where it is: "en-garde.toml: card
    five copies: must be …". The file's and field's names stay as written (they are what the
    player looks for in the file); the frame and the problem are translated."""
    where = " ".join(p for p in (part, field_name) if p)
    if not file:
        return problem
    if not where:
        return translate("DataFileError", "{file}: {problem}").format(file=file, problem=problem)
    return translate("DataFileError", "{file}: {where}: {problem}").format(file=file, where=where,
                                                                          problem=problem)


def card_part(card: str) -> str:
    """The place of card `card` in a card file's message ("card five"), or none."""
    return translate("DataFileError", "card {card}").format(card=card) if card else ""


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
