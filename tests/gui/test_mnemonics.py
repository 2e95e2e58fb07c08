"""A label that offers an Alt key (an "&" in its words) points at what the key reaches: never an
"&" shown as it is, in any of the windows and dialogs a player fills in."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

MNEMONIC = re.compile(r"&[^&\s]")  # "&&" is an ampersand written out


def windows() -> dict[str, Callable[[], QWidget]]:
    from gui.balance import BalanceWindow
    from gui.cardsets import CardSetsWindow, NewSetDialog
    from gui.dialogs.newgame import NewGameDialog
    from gui.dialogs.proofs import ProofsDialog
    from gui.games.ready_fence.competition import CompetitionSetup

    return {
        "new game": lambda: NewGameDialog({"game": "en-garde"}),
        "proofs": lambda: ProofsDialog("audatia"),
        "balance": lambda: BalanceWindow(game="barditus"),
        "card sets": lambda: CardSetsWindow(),
        "new card set": lambda: NewSetDialog(),
        "competition": lambda: CompetitionSetup("Ann", None, ""),
    }


@pytest.mark.parametrize("name", sorted(windows()))
def test_every_alt_key_of_a_label_reaches_a_field(qtbot: QtBot, name: str) -> None:
    window = windows()[name]()
    qtbot.addWidget(window)
    loose = [label.text() for label in window.findChildren(QLabel)
             if label.textFormat() != Qt.TextFormat.RichText and MNEMONIC.search(label.text())
             and label.buddy() is None]
    assert loose == [], f"{name}: these labels would show their & as it is"
