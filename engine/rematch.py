"""A rematch: the same game again with a new deal, and the other player opening it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.game import Game


def rematch_options(game: Game, options: Mapping[str, Any]) -> dict[str, Any]:
    """`options` for the return match. Every option whose value is a seat (who moves first, who
    issues the challenge) passes to the other seat, as players take turns to open a return game;
    the seats themselves stay where they are, so each player keeps his side of the table, his
    name and his army, and an option left to chance (the initiative coin, a roll-off) stays so."""
    out = dict(options)
    for spec in game.options:
        value = out.get(spec.name)
        if spec.seats and value in (0, 1) and not isinstance(value, bool):
            out[spec.name] = 1 - value
    return out
