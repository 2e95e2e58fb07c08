"""The side panel is named for what the table plays: a bout of fencing, a duel, a battle."""

from __future__ import annotations

import pytest

from engine.store.saves import Seat
from gui.mainwindow import MainWindow

NOUNS = {"en-garde": "Bout", "ready-fence": "Bout", "audatia": "Duel", "barditus": "Battle"}


@pytest.mark.parametrize("game", sorted(NOUNS))
def test_the_side_panel_is_named_for_the_game_on_the_table(window: MainWindow, game: str) -> None:
    window.new_match(game, {}, (Seat("human", None, "You"), Seat("ai", "novice", "Novice")), seed=1)
    assert window.dock.windowTitle() == NOUNS[game]
    window.retranslate()  # the language chosen again: the same game's name for it
    assert window.dock.windowTitle() == NOUNS[game]
