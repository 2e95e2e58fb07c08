"""The new-game dialog is as tall as the chosen game's options need, whichever game was shown
before (Audatia's page once kept Ready...Fence!'s height, with a gap under its options)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from gui.dialogs.newgame import NewGameDialog


@pytest.mark.parametrize("game", ["audatia", "barditus", "en-garde"])
def test_the_dialog_fits_the_game_not_the_one_before(qtbot: QtBot, game: str) -> None:
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    for name in ("ready-fence", game):  # the tallest page first
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(name))
        qtbot.wait(10)
    # its wrapped help lines make its height follow its width
    wanted = dialog.layout().totalHeightForWidth(dialog.width()) if dialog.layout().hasHeightForWidth() \
        else dialog.sizeHint().height()
    assert dialog.height() <= wanted + 2  # no gap left by the taller page
