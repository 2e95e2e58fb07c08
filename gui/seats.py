"""A seat's name as a person reads it: the names Salle gives (an AI's level, "You") in the language
shown, whatever language the game was begun or saved in; a name the player typed, as typed."""

from __future__ import annotations

from engine.ai.players import level_named
from engine.core.i18n import translate
from engine.games import all_games
from engine.games.words import is_you
from engine.store.saves import Seat


def shown_name(seat: Seat) -> str:
    if seat.kind == "human":
        if is_you(seat.name):
            return translate("MainWindow", "You")
        if seat.name in suggested_names():  # "Fencer A": the game's own word for a player
            return translate("GameSeats", seat.name)
        return seat.name
    level = level_named(seat.level)
    if level is not None and seat.name in (level.title, level.words):
        return level.words
    return seat.name


def suggested_names() -> frozenset[str]:
    """The names the games suggest for people in their seats, in English ("Fencer A")."""
    return frozenset(name for game in all_games().values() for name in game.player_names)
