"""The proofs of a card set: each language printed from the set's own words (a copied army keeps its
shipped German names), every sheet's header names the set, and `salle proofs` works on a machine
with no display without being told to draw offscreen."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import date
from pathlib import Path

from pypdf import PdfReader
from pytestqt.qtbot import QtBot

from engine.core.cards import decks_for
from engine.store.cardsets import new_card_set, read_card_set
from gui.proofs.imposition import ProofOptions
from gui.proofs.pdf import PrintJob, write_pdf

ROOT = Path(__file__).resolve().parents[2]


def words(reader: PdfReader) -> str:
    return " ".join(" ".join(page.extract_text().split()) for page in reader.pages)


def test_a_german_proof_of_a_copied_army_prints_the_sets_german_words_and_names_the_set(
        qtbot: QtBot, tmp_path: Path) -> None:
    made = new_card_set("Mes Gaulois", "barditus", ["gallic"])
    words_de = made.folder / "i18n" / "barditus-gallic.de.toml"
    # the designer's own German for one card; the others keep the German they were shipped with
    words_de.write_text(words_de.read_text(encoding="utf-8").replace('"Krieger"', '"Langschwerter"'),
                        encoding="utf-8")
    card_set = read_card_set(made.folder)
    job = PrintJob("barditus", ["gallic"], card_set=card_set, language="de", board=False)
    report = write_pdf(job, ProofOptions(), tmp_path / "de.pdf", today=date(2026, 1, 2))
    text = words(PdfReader(str(report.path)))
    assert "Langschwerter" in text and "Warriors" not in text  # the designer's German
    shipped_de = next(d for d in decks_for("barditus") if d.id == "gallic").in_language("de")
    untouched = [c.name for c in shipped_de.cards if c.id != "warriors"]
    english = {c.name for c in card_set.decks[0].cards}
    assert all(name in text for name in untouched)  # the untouched cards keep their shipped German
    assert any(name not in english for name in untouched)
    assert "Mes Gaulois" in text  # the header names the set
    shipped = words(PdfReader(str(write_pdf(PrintJob("barditus", ["gallic"], card_set=None, board=False),
                                            ProofOptions(), tmp_path / "en.pdf").path)))
    assert "Mes Gaulois" not in shipped


def test_proofs_on_a_machine_with_no_display_need_no_platform_setting(tmp_path: Path,
                                                                      salle_home: str) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["SALLE_HOME"] = salle_home
    out = tmp_path / "eg.pdf"
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "proofs", "en-garde", "--no-board",
                           "--out", str(out)], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes().startswith(b"%PDF-")
