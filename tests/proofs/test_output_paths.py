"""`salle proofs` and `salle images` write only what was asked for: no folder above the one
named is made, and no file that is not an earlier proof is written over; each refusal names the
path and exits 1, as a file that cannot be written does."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from main import main

PDF = b"%PDF-1.4\n% an earlier proof\n"


def files(folder: Path) -> dict[str, bytes | None]:
    return {str(p.relative_to(folder)): p.read_bytes() if p.is_file() else None for p in folder.rglob("*")}


@pytest.mark.parametrize(("command", "out", "named"), [
    ("proofs", "runs/2026/eg.pdf", "runs/2026"),  # two folders missing: neither is made
    ("proofs", "notes.txt", "notes.txt"),  # a file of the player's, not a PDF
    ("proofs", "a-folder", "a-folder"),
    ("proofs", "notes.txt/eg.pdf", "notes.txt"),
    ("images", "runs/eg", "runs"),  # its own folder is made, not the one holding it
    ("images", "notes.txt", "notes.txt"),
])
def test_an_output_path_that_would_make_folders_or_write_over_a_file_is_refused(
        qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str, out: str,
        named: str) -> None:
    (tmp_path / "notes.txt").write_text("a note of mine\n")
    (tmp_path / "a-folder").mkdir()
    before = files(tmp_path)
    assert main([command, "en-garde", "--out", str(tmp_path / out)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"salle {command}: ") and str(tmp_path / named) in err and "Traceback" not in err
    assert files(tmp_path) == before


def test_the_default_pdf_is_not_written_over_a_file_of_that_name(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    mine = tmp_path / "en-garde-proofs.pdf"
    mine.write_text("not a PDF at all")
    assert main(["proofs", "en-garde", "--cards", "eg-1"]) == 1
    assert "en-garde-proofs.pdf is there already and is not a PDF" in capsys.readouterr().err
    assert mine.read_text() == "not a PDF at all"


def test_an_earlier_proof_is_written_over(qtbot: QtBot, tmp_path: Path) -> None:
    out = tmp_path / "eg.pdf"
    out.write_bytes(PDF)
    assert main(["proofs", "en-garde", "--cards", "eg-1", "--out", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF-") and out.read_bytes() != PDF


def test_images_make_their_own_folder_only(qtbot: QtBot, tmp_path: Path) -> None:
    out = tmp_path / "eg-images"
    assert main(["images", "en-garde", "--out", str(out)]) == 0
    assert out.is_dir() and any(out.glob("*.png"))
