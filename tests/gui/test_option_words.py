"""The new-game dialog speaks words: every game's options and choices as the game names them
(seats by the people in them, decks and armies by their names), never ids, and no empty gaps."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QSpinBox
from pytestqt.qtbot import QtBot

from engine.games import all_games, get_game
from gui.dialogs.newgame import NewGameDialog

GAMES = list(all_games())
AGAINST_CLUB = [{"kind": "human", "level": None, "name": "Ann"},
                {"kind": "ai", "level": "club", "name": "Club"}]


def dialog_for(qtbot: QtBot, game: str, options: dict[str, object] | None = None) -> NewGameDialog:
    dialog = NewGameDialog({"game": game, "options": options or {}, "seats": AGAINST_CLUB})
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def texts(widget: QComboBox | QSpinBox) -> list[str]:
    assert isinstance(widget, QComboBox)
    return [widget.itemText(i) for i in range(widget.count())]


@pytest.mark.parametrize("game", GAMES)
def test_every_option_and_choice_reads_as_words(qtbot: QtBot, game: str) -> None:
    dialog = dialog_for(qtbot, game)
    form = dialog.options_form
    for spec in get_game(game).options:
        widget = dialog.option_widgets[spec.name]
        # a deck shares its row with its cards' list: its label is the one whose buddy it is
        label = form.labelForField(widget) or next(
            (lb for lb in dialog.findChildren(QLabel) if lb.buddy() is widget), None)
        assert isinstance(label, QLabel)
        heading = label.text().replace("&", "")
        assert heading[0].isupper() and "_" not in heading and heading != spec.name
        if isinstance(widget, QSpinBox):
            continue
        assert isinstance(widget, QComboBox)
        # an item carries its choice's index (a mode may offer only some targets)
        shown = [spec.choices[widget.itemData(i)] for i in range(widget.count())]
        for choice, text in zip(shown, texts(widget), strict=True):
            assert text, f"{spec.name}: an empty choice"
            if isinstance(choice, str):  # an id never shows as it is stored
                assert text != choice and text[0].isupper(), f"{spec.name}: {text!r}"
            if spec.seats and choice in (0, 1):
                assert text in ("Ann (you)", "Club (the AI)"), f"{spec.name}: {text!r}"
    # a line under an option shows only when it has something to say
    for row in range(form.rowCount()):
        field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        line = field.widget() if field is not None else None
        if isinstance(line, QLabel) and form.isRowVisible(row):
            assert line.text(), f"an empty line in row {row}"


def test_audatia_names_the_challenger_by_seat_and_the_decks_by_their_characters(qtbot: QtBot) -> None:
    dialog = dialog_for(qtbot, "audatia")
    assert texts(dialog.option_widgets["challenger"]) == ["Ann (you)", "Club (the AI)"]
    assert texts(dialog.option_widgets["challenger_deck"]) == ["Boucicaut", "Galeazzo da Mantoa"]
    dialog.kind_combos[1].setCurrentIndex(0)  # two people: only their names
    dialog.name_edits[1].setText("Ben")
    assert texts(dialog.option_widgets["challenger"]) == ["Ann", "Ben"]
    challenger = dialog.option_widgets["challenger"]
    assert isinstance(challenger, QComboBox)
    challenger.setCurrentIndex(1)
    assert dialog.choice().options["challenger"] == 1  # the words are shown, the seat is kept


def test_barditus_names_its_armies(qtbot: QtBot) -> None:
    dialog = dialog_for(qtbot, "barditus", {"army0": "norman"})
    south = dialog.option_widgets["army0"]
    assert isinstance(south, QComboBox)
    assert texts(south) == ["Roman legion", "Gallic warband", "Norman host"]
    assert south.currentText() == "Norman host"
    label = next((lb for lb in dialog.findChildren(QLabel) if lb.buddy() is south), None)
    assert isinstance(label, QLabel) and label.text().replace("&", "") == "Army of the south"
