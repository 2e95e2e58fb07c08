"""A file given to Salle by the desktop's "Open with": a save of any name opens, as the desktop's
save type claims one by its content, and a file that cannot be opened is refused in a window,
not with a usage line on a terminal nobody reads."""

from __future__ import annotations

import configparser
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

import main
from engine.match import Match
from engine.store.saves import FORMAT, Seat
from gui.mainwindow import MainWindow

ROOT = Path(__file__).resolve().parents[2]
MIME = ROOT / "packaging" / "linux" / "io.salle.Salle.xml"
DESKTOP = ROOT / "packaging" / "linux" / "io.salle.Salle.desktop"
ISS = ROOT / "packaging" / "windows" / "salle.iss"
ANN, NOVICE = Seat("human", None, "Ann"), Seat("ai", "novice", "Novice")


def a_save(path: Path) -> Path:
    Match("en-garde", {}, 7, (ANN, NOVICE), autosave=False, history=False).save(path)
    return path


@pytest.fixture
def tables(monkeypatch: pytest.MonkeyPatch) -> list[Path | None]:
    """The saves main hands to the table (None: the table with no save), instead of opening it."""
    opened: list[Path | None] = []

    def open_table(save: Path | None = None, language: str | None = None) -> int:
        opened.append(save)
        return 0

    monkeypatch.setattr(main, "open_table", open_table)
    return opened


def test_the_magic_is_the_save_types_own() -> None:
    (match,) = ET.parse(MIME).getroot().iter("{http://www.freedesktop.org/standards/shared-mime-info}match")
    assert match.get("type") == "string"
    assert match.get("value", "").encode() == main.SAVE_MAGIC == f'"{FORMAT}"'.encode()
    assert match.get("offset") == f"0:{main.SAVE_MAGIC_WITHIN}"


def test_a_save_of_any_name_is_opened_as_the_desktop_claims_it(tmp_path: Path) -> None:
    bout = a_save(tmp_path / "bout")  # renamed, or a download that lost its extension
    assert main.save_to_open([str(bout)]) == bout
    # the magic may start anywhere in the first 256 bytes, as shared-mime-info's offset 0:256 says
    latest = tmp_path / "latest"
    latest.write_bytes(b" " * main.SAVE_MAGIC_WITHIN + main.SAVE_MAGIC)
    assert main.save_to_open([str(latest)]) == latest
    too_late = tmp_path / "too-late"
    too_late.write_bytes(b" " * (main.SAVE_MAGIC_WITHIN + 1) + main.SAVE_MAGIC)
    notes = tmp_path / "notes"
    notes.write_text('{"format": "notes"}', encoding="utf-8")
    for refused in (too_late, notes, tmp_path / "missing", tmp_path):
        assert main.save_to_open([str(refused)]) is None, refused
    assert main.save_to_open([str(bout), str(bout)]) is None


def test_a_save_of_any_name_opens_the_table_from_the_terminal(
        tmp_path: Path, tables: list[Path | None], capsys: pytest.CaptureFixture[str]) -> None:
    bout = a_save(tmp_path / "bout")
    assert main.main([str(bout)]) == 0
    assert tables == [bout]
    notes = tmp_path / "notes"
    notes.write_text("{}", encoding="utf-8")
    with pytest.raises(SystemExit) as refused:  # on a terminal a stray word is a usage error still
        main.main([str(notes)])
    assert refused.value.code == 2 and "usage:" in capsys.readouterr().err
    assert tables == [bout]


def test_from_the_desktop_every_file_goes_to_the_table_which_says_why_it_cannot_open_one(
        tmp_path: Path, tables: list[Path | None]) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("a shopping list", encoding="utf-8")
    bout = a_save(tmp_path / "bout")
    for argv in ([], [str(notes)], [str(tmp_path / "missing")], [str(bout)]):
        assert main.main([main.FROM_DESKTOP, *argv]) == 0
    assert tables == [None, notes, tmp_path / "missing", bout]


def test_the_desktop_entry_and_windows_open_with_say_they_are_the_desktop() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.read(DESKTOP, encoding="utf-8")
    assert parser["Desktop Entry"]["Exec"].split()[1:] == [main.FROM_DESKTOP, "%f"]
    lines = ISS.read_text(encoding="utf-8").splitlines()
    command = next(line for line in lines if "shell\\open\\command" in line)
    assert f'"" {main.FROM_DESKTOP} ""%1""' in command


def test_the_window_refuses_a_file_that_is_no_save_and_opens_one_of_any_name(
        opened: Callable[..., MainWindow], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: told.append(text))
    window = opened()
    notes = tmp_path / "notes"
    notes.write_text("a shopping list", encoding="utf-8")
    assert window.open_save(notes) is False
    assert len(told) == 1 and "notes" in told[0]
    assert window.open_save(tmp_path / "missing") is False
    assert len(told) == 2 and "missing" in told[1]
    assert window.open_save(a_save(tmp_path / "bout")) is True
    assert len(told) == 2 and window.match is not None and window.match.game.name == "en-garde"
