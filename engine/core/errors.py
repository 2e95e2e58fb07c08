"""Errors the kernel raises; each says what is wrong and where, so a person can act on it."""

from __future__ import annotations


class SalleError(Exception):
    """Base of every error the engine raises on purpose."""


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
