"""The boards, strips and token sheets print in the language chosen for the proofs, like the card
faces, whatever language the window shows; the sheets' headers and the strip's gluing line too."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from pypdf import PdfReader
from pytestqt.qtbot import QtBot

from engine.core.cards import decks_for
from engine.core.i18n import language
from gui.proofs.imposition import ProofOptions
from gui.proofs.pdf import PrintJob, write_pdf

# each game's board: words a German proof prints, and the English it must not
BOARD_WORDS = {
    "en-garde": (["En-Garde-Fechtbahn", "Teil 1 von"], ["piste", "tile 1 of", "Glue the next"]),
    "ready-fence": (["Fechtbahn", "AUSDAUER", "PRIORITÄT", "AUSLAUF", "ROTER FECHTER", "Initiativmünze"],
                    ["STAMINA", "PRIORITY", "RUN-OFF", "RED FENCER", "Initiative coin", "TIMER COUNTDOWN",
                     "BOUT PERIOD", "the deck, face down"]),
    "barditus": (["Spielmarken", "Einheitenfiguren", "BEFEHL", "GALLISCHER KRIEGSHAUFEN"],
                 ["tokens", "unit pieces", "COMMAND", "MORALE", "GALLIC WARBAND", "markers"]),
}


def _board_text(tmp_path: Path, game: str, lang: str) -> tuple[str, str]:
    """The words of the first card sheet and of the board pages of a one-card proof in `lang`."""
    card = decks_for(game)[0].cards[0].id
    job = PrintJob(game, card_ids=[card], board=True, language=lang)
    report = write_pdf(job, ProofOptions(), tmp_path / f"{game}.pdf", today=date(2026, 1, 2))
    pages = [" ".join(p.extract_text().split()) for p in PdfReader(str(report.path)).pages]
    return pages[0], " ".join(pages[1:])


@pytest.mark.parametrize("game", sorted(BOARD_WORDS))
def test_a_german_proof_prints_its_boards_in_german_in_an_english_window(
        qtbot: QtBot, tmp_path: Path, game: str) -> None:
    german, english = BOARD_WORDS[game]
    sheet, boards = _board_text(tmp_path, game, "de")
    for word in german:
        assert word in boards, word
    for word in english:
        assert word not in boards, word
    assert "Seite 1/" in sheet and "Vorderseiten" in sheet and "page 1/" not in sheet
    assert language() == "en"  # the window's words are left as they were


def test_an_english_proof_keeps_its_english_boards(qtbot: QtBot, tmp_path: Path) -> None:
    _, boards = _board_text(tmp_path, "barditus", "en")
    assert "Barditus tokens" in boards and "40 unit pieces" in boards and "1 general" in boards
    assert "GALLIC WARBAND" in boards.upper()
