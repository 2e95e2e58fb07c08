"""The Print proofs dialog: its options drive the same layout as the PDF, with a live preview."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from pytestqt.qtbot import QtBot

from gui.dialogs.proofs import ProofsDialog
from gui.games.en_garde.boards import piste_tiles


def test_the_preview_follows_the_options_and_the_pdf_matches_it(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = ProofsDialog("en-garde")
    qtbot.addWidget(dialog)
    tiles = len(piste_tiles(dialog.options()))
    assert dialog.sheet_count() == 3 + tiles  # 25 cards at 9 a sheet, then the piste
    assert dialog.preview.pixmap() is not None and not dialog.preview.pixmap().isNull()
    dialog.duplex.setCurrentIndex(dialog.duplex.findData("long"))
    assert dialog.sheet_count() == 6 + tiles  # a back for every front
    dialog.boards.setChecked(False)
    dialog.copies.setValue(2)
    assert dialog.sheet_count() == 12  # 50 cards: 6 fronts and 6 backs
    dialog.page.setValue(12)
    assert not dialog.preview.pixmap().isNull()
    out = tmp_path / "proofs.pdf"
    assert dialog.write(out)
    assert len(PdfReader(str(out)).pages) == 12
    assert dialog.progress.value() == dialog.progress.maximum() == 12
    assert "Wrote proofs.pdf" in dialog.status.text()


def test_a_custom_card_size_is_used_and_letter_paper_too(qtbot: QtBot) -> None:
    dialog = ProofsDialog("en-garde")
    qtbot.addWidget(dialog)
    dialog.card_size.setCurrentIndex(dialog.card_size.findData(None))
    assert dialog.custom_w.isEnabled()
    dialog.custom_w.setValue(90.0)
    dialog.custom_h.setValue(120.0)
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    options = dialog.options()
    assert options.card_mm == (90.0, 120.0) and options.paper == "letter"
    assert dialog.sheet_count() > 3  # big cards: fewer a sheet


def test_images_for_print_shops_come_from_the_dialog_too(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = ProofsDialog("en-garde")
    qtbot.addWidget(dialog)
    dialog.bleed.setValue(0.0)
    files = dialog.export(tmp_path)
    pngs = sorted(p.name for p in files if p.suffix == ".png")
    assert pngs == sorted(
        [f"en-garde_fencing_eg-{v}.png" for v in range(1, 6)] + ["en-garde_fencing_back.png"]
    )
    assert dialog.progress.value() == dialog.progress.maximum() == 6


def test_the_cards_print_in_the_language_chosen_first_the_one_salle_is_shown_in(qtbot: QtBot) -> None:
    from engine.core import i18n

    i18n.set_language("it", None)
    try:
        dialog = ProofsDialog("en-garde")
    finally:
        i18n.set_language("en", None)
    qtbot.addWidget(dialog)
    assert dialog.language.currentData() == "it" and dialog.job().language == "it"
    italian = dialog.preview.pixmap().toImage()
    dialog.language.setCurrentIndex(dialog.language.findData("es"))
    (deck, card), *_ = dialog.job().cards()
    assert (deck.title, card.name) == ("Cartas de esgrima", "Uno")
    assert dialog.preview.pixmap().toImage() != italian  # the preview shows the Spanish cards


def dialog_words(dialog: ProofsDialog) -> set[str]:
    """Every word the dialog shows: its title, labels, buttons, check boxes and list entries."""
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel

    words = {dialog.windowTitle(), dialog.page.prefix()}
    words |= {w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton)}
    for combo in dialog.findChildren(QComboBox):
        if combo is not dialog.language:  # the languages are named in their own words
            words |= {combo.itemText(i) for i in range(combo.count())}
    return {w for w in words if w}


def test_the_dialog_speaks_the_language_salle_is_shown_in(qtbot: QtBot) -> None:
    from gui.i18n import use_language

    english = ProofsDialog("en-garde")
    qtbot.addWidget(english)
    use_language("de")
    german = ProofsDialog("en-garde")
    qtbot.addWidget(german)
    assert german.windowTitle() == "Probedrucke"
    # the same in both: the games' names, the paper, "Deck" (German too) and what is a number
    same = dialog_words(english) & dialog_words(german)
    games = {german.game.itemText(i) for i in range(german.game.count())}
    assert same - games <= {"A4", "US Letter", "&Deck", "300 dpi", "600 dpi", "CM&YK JPEG"}, same
