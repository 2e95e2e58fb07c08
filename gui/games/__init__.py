"""The games' tables, one GameUI record each, registered under the engine's Game.name.

A game is a plugin: its package here and a line below. Central GUI code asks this registry and
names no game (tests/gui/test_registry.py keeps it so).
"""

from __future__ import annotations

from gui.games import audatia, barditus, en_garde, ready_fence
from gui.gameui import FaceDrawer, GameUI

# the order of the menus and the tools; the first is a newcomer's first game
_UIS: dict[str, GameUI] = {ui.name: ui for ui in (en_garde.UI, audatia.UI, ready_fence.UI, barditus.UI)}

DEFAULT_GAME = next(iter(_UIS))


class UnknownGame(KeyError):
    """A game the GUI has no table for: it is refused by name, never drawn as another game."""

    def __init__(self, name: str) -> None:
        super().__init__(f"no table for the game {name!r}; the tables: {', '.join(_UIS)}")
        self.name = name

    def __str__(self) -> str:
        return str(self.args[0])


def game_ui(name: str) -> GameUI:
    """The GameUI of the game the engine calls `name`; UnknownGame if there is none."""
    try:
        return _UIS[name]
    except KeyError:
        raise UnknownGame(name) from None


def find_ui(name: str) -> GameUI | None:
    return _UIS.get(name)


def all_uis() -> list[GameUI]:
    return list(_UIS.values())


def face_for(layout: str) -> FaceDrawer | None:
    """The drawer of a deck layout a game draws itself (None: the shared face draws it)."""
    for ui in _UIS.values():
        if layout in ui.faces:
            return ui.faces[layout]
    return None
