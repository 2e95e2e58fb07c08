"""The games Salle plays, by name; each package describes itself with an engine.core.game.Game."""

from __future__ import annotations

from engine.core.cards import all_decks, check_decks
from engine.core.game import Game


def all_games() -> dict[str, Game]:
    from engine.games.audatia import GAME as AUDATIA
    from engine.games.barditus import GAME as BARDITUS
    from engine.games.en_garde import GAME as EN_GARDE
    from engine.games.ready_fence import GAME as READY_FENCE

    return {EN_GARDE.name: EN_GARDE, READY_FENCE.name: READY_FENCE, AUDATIA.name: AUDATIA,
            BARDITUS.name: BARDITUS}


def get_game(name: str) -> Game:
    """The game called `name` (or one of its aliases); KeyError lists what exists."""
    games = all_games()
    for game in games.values():
        if name == game.name or name in game.aliases:
            return game
    raise KeyError(f"no game {name!r}; choose from {', '.join(games)}")


def check_card_data() -> None:
    """Every card file checked by its own game's rules (the start of the table and of every tool
    that uses cards): CardFileError names the file, the card and the field of the first fault."""
    games = all_games().values()
    check_decks(all_decks(), {g.name: g.check_cards or _common_only for g in games})


def _common_only(decks: object) -> None:
    """A game without card rules of its own: the common fields, checked on load, are all."""
