"""A seat's name as a person reads it: the names Salle gives (an AI's level, "You") in the language
shown, whatever language the game was begun or saved in; a name the player typed, as typed."""

from __future__ import annotations

from engine.ai.players import level_named
from engine.core.i18n import translate
from engine.games.words import is_you
from engine.store.saves import Seat


def shown_name(seat: Seat) -> str:
    if seat.kind == "human":
        return translate("MainWindow", "You") if is_you(seat.name) else seat.name
    level = level_named(seat.level)
    if level is not None and seat.name in (level.title, level.words):
        return level.words
    return seat.name
