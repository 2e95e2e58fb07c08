"""The games Salle plays, by name; each package describes itself with an engine.core.game.Game.

A game is a plugin: its package is one line of BUILT_IN (imported only when asked for, so a
tool that needs one game does not load the others), or it is handed to `register` at run time
(a game shipped apart, or a test's own game, with the folder of its card files if it has cards).
Central code asks `all_games` and names none.
"""

from __future__ import annotations

from importlib import import_module

from engine.core.cards import add_card_folder, all_decks, check_decks, remove_card_folder
from engine.core.game import Game
from engine.core.i18n import translate

# each package exports GAME; the order is the order the table lists them in
BUILT_IN = (
    "engine.games.en_garde",
    "engine.games.ready_fence",
    "engine.games.audatia",
    "engine.games.barditus",
)

_registered: dict[str, Game] = {}


def register(game: Game) -> None:
    """Add a game beside the built-in ones; a name (or alias) already taken is refused."""
    taken = {n for g in all_games().values() for n in (g.name, *g.aliases)}
    clash = sorted(taken & {game.name, *game.aliases})
    if clash:
        raise ValueError(f"a game called {clash[0]!r} is already registered")
    _registered[game.name] = game
    if game.cards is not None:
        add_card_folder(game.cards)


def unregister(name: str) -> None:
    """Remove a game `register` added (the built-in games stay)."""
    if name not in _registered:
        raise KeyError(f"no registered game {name!r}")
    game = _registered.pop(name)
    if game.cards is not None:
        remove_card_folder(game.cards)


def all_games() -> dict[str, Game]:
    games: dict[str, Game] = {}
    for module in BUILT_IN:
        game = import_module(module).GAME
        games[game.name] = game
    return {**games, **_registered}


def get_game(name: str) -> Game:
    """The game called `name` (or one of its aliases); KeyError lists what exists."""
    games = all_games()
    for game in games.values():
        if name == game.name or name in game.aliases:
            return game
    raise KeyError(translate("Games", "no game {name}; choose from {games}").format(
        name=repr(name), games=", ".join(games)))


def check_card_data() -> None:
    """Every card file checked by its own game's rules (the start of the table and of every tool
    that uses cards): CardFileError names the file, the card and the field of the first fault."""
    games = all_games().values()
    check_decks(all_decks(), {g.name: g.check_cards or _common_only for g in games})


def _common_only(decks: object) -> None:
    """A game without card rules of its own: the common fields, checked on load, are all."""
