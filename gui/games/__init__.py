"""The games' tables, one GameUI record each, registered under the engine's Game.name.

A game is a plugin: its package here and a line below, or a GameUI handed to `register` at run
time (a game shipped apart, or a test's own game, beside its engine half in engine.games). Central
GUI code asks this registry and names no game (tests/gui/test_registry.py keeps it so).
"""

from __future__ import annotations

from gui.games import audatia, barditus, en_garde, ready_fence
from gui.gameui import FaceDrawer, GameUI

# the order of the menus and the tools; the first is a newcomer's first game
_UIS: dict[str, GameUI] = {ui.name: ui for ui in (en_garde.UI, audatia.UI, ready_fence.UI, barditus.UI)}

DEFAULT_GAME = next(iter(_UIS))

_registered: dict[str, GameUI] = {}


def register(ui: GameUI) -> None:
    """Add a game's table beside the built-in ones; a name, or a card layout it draws, already
    taken is refused (another table's cards are never drawn by a newcomer's face)."""
    if ui.name in _all():
        raise ValueError(f"a table for the game {ui.name!r} is already registered")
    drawn = sorted(set(ui.faces) & {layout for other in _all().values() for layout in other.faces})
    if drawn:
        raise ValueError(f"the card layout {drawn[0]!r} is already drawn by another table")
    _registered[ui.name] = ui


def unregister(name: str) -> None:
    """Remove a table `register` added (the built-in tables stay)."""
    if name not in _registered:
        raise KeyError(f"no registered table {name!r}")
    del _registered[name]


def _all() -> dict[str, GameUI]:
    return {**_UIS, **_registered}


class UnknownGame(KeyError):
    """A game the GUI has no table for: it is refused by name, never drawn as another game."""

    def __init__(self, name: str) -> None:
        super().__init__(f"no table for the game {name!r}; the tables: {', '.join(_all())}")
        self.name = name

    def __str__(self) -> str:
        return str(self.args[0])


def game_ui(name: str) -> GameUI:
    """The GameUI of the game the engine calls `name`; UnknownGame if there is none."""
    try:
        return _all()[name]
    except KeyError:
        raise UnknownGame(name) from None


def find_ui(name: str) -> GameUI | None:
    return _all().get(name)


def all_uis() -> list[GameUI]:
    return list(_all().values())


def face_for(layout: str) -> FaceDrawer | None:
    """The drawer of a deck layout a game draws itself (None: the shared face draws it)."""
    for ui in _all().values():
        if layout in ui.faces:
            return ui.faces[layout]
    return None
