"""The print dialog's Cards chooser: the shipped cards or a sound card set of the chosen game, for
the preview, the PDF and the images alike; a set with a fault is listed but cannot be chosen."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from pytestqt.qtbot import QtBot

from engine.store.cardsets import CardSet, new_card_set, read_card_set, use_card_set
from gui.dialogs import proofs
from gui.dialogs.proofs import ProofsDialog


def renamed(card_set: CardSet, old: str, new: str) -> CardSet:
    (name, text), = card_set.files
    (card_set.folder / name).write_text(text.replace(f'name = "{old}"', f'name = "{new}"'), encoding="utf-8")
    return read_card_set(card_set.folder)


def faulty(card_set: CardSet) -> CardSet:
    (name, text), = card_set.files
    at = text.index("copies = ", text.index('id = "eg-1"'))
    (card_set.folder / name).write_text(text[:at] + "copies = 9" + text[at + 10:], encoding="utf-8")
    return read_card_set(card_set.folder)


def choose(dialog: ProofsDialog, name: str) -> None:
    dialog.cards.setCurrentIndex(dialog.cards.findText(name))


def test_the_cards_list_the_games_sets_and_a_faulty_one_cannot_be_chosen(qtbot: QtBot) -> None:
    renamed(new_card_set("Deux", "en-garde"), "Two", "Deux")
    broken = faulty(new_card_set("Broken", "en-garde"))
    new_card_set("Sworn bands", "barditus", ["gallic"])
    proofs._last_printed.clear()
    dialog = ProofsDialog("en-garde")
    qtbot.addWidget(dialog)
    shown = [dialog.cards.itemText(i) for i in range(dialog.cards.count())]
    assert shown == ["The shipped cards", "Broken", "Deux"]  # Barditus's set is not En Garde's
    assert dialog.card_set() is None
    model = dialog.cards.model()
    assert isinstance(model, QStandardItemModel)
    row = dialog.cards.findText("Broken")
    assert not model.item(row).isEnabled()
    assert dialog.cards.itemData(row, Qt.ItemDataRole.ToolTipRole) == str(broken.errors[0])
    dialog.game.setCurrentIndex(dialog.game.findData("barditus"))
    assert [dialog.cards.itemText(i) for i in range(dialog.cards.count())] == ["The shipped cards",
                                                                              "Sworn bands"]


def test_a_chosen_set_prints_its_cards_in_the_preview_the_pdf_and_the_images(
        qtbot: QtBot, tmp_path: Path) -> None:
    renamed(new_card_set("Deux", "en-garde"), "Two", "Deux")
    proofs._last_printed.clear()
    dialog = ProofsDialog("en-garde")
    qtbot.addWidget(dialog)
    shipped = dialog.preview.pixmap().toImage()
    choose(dialog, "Deux")
    assert dialog.card_set() is not None and dialog.job().card_set == dialog.card_set()
    names = {card.name for _, card in dialog.job().cards()}
    assert "Deux" in names and "Two" not in names
    assert dialog.preview.pixmap().toImage() != shipped  # the preview shows the set's faces
    dialog.boards.setChecked(False)
    out = tmp_path / "proofs.pdf"
    assert dialog.write(out)
    text = "".join(page.extract_text() for page in PdfReader(str(out)).pages)
    assert "Deux" in text and "Two" not in text
    dialog.bleed.setValue(0.0)
    assert dialog.export(tmp_path / "images")
    choose(dialog, "The shipped cards")
    assert {card.name for _, card in dialog.job().cards()} >= {"Two"}


def test_the_dialog_prints_its_choice_whatever_set_the_table_plays(qtbot: QtBot) -> None:
    table = renamed(new_card_set("Table", "en-garde"), "Two", "Tableau")
    renamed(new_card_set("Deux", "en-garde"), "Two", "Deux")
    use_card_set(table)  # a match plays with this set
    proofs._last_printed.clear()
    dialog = ProofsDialog("en-garde", card_set=table)
    qtbot.addWidget(dialog)
    assert dialog.cards.currentText() == "Table"  # the set the table plays comes first
    choose(dialog, "Deux")
    assert "Deux" in {card.name for _, card in dialog.job().cards()}
    choose(dialog, "The shipped cards")
    assert "Two" in {card.name for _, card in dialog.job().cards()}


def test_the_dialog_opens_again_on_the_set_it_printed_last(qtbot: QtBot) -> None:
    renamed(new_card_set("Deux", "en-garde"), "Two", "Deux")
    proofs._last_printed.clear()
    first = ProofsDialog("en-garde")
    qtbot.addWidget(first)
    choose(first, "Deux")
    again = ProofsDialog("en-garde")
    qtbot.addWidget(again)
    assert again.cards.currentText() == "Deux"
    choose(again, "The shipped cards")
    third = ProofsDialog("en-garde")
    qtbot.addWidget(third)
    assert third.card_set() is None
