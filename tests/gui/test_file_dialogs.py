"""Save, Load and the proofs' PDF open in the right folder with a name that says what the file is:
the game, the opponent and the day."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from engine.store.paths import saves_dir
from engine.store.saves import Seat
from gui.dialogs.proofs import ProofsDialog
from gui.filenames import suggested_name
from gui.mainwindow import MainWindow

ANN, NOVICE = Seat("human", None, "Ann"), Seat("ai", "novice", "Novice")


def capture(monkeypatch: pytest.MonkeyPatch, method: str) -> list[str]:
    """The place the next file dialog of `method` is opened at; it is then cancelled."""
    asked: list[str] = []

    def dialog(parent: Any, caption: str, where: str = "", *rest: Any, **kwargs: Any) -> tuple[str, str]:
        asked.append(where)
        return "", ""

    monkeypatch.setattr(QFileDialog, method, dialog)
    return asked


def test_save_suggests_the_game_the_opponent_and_the_day_in_the_saves_folder(
        window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window.new_match("en-garde", {}, (ANN, NOVICE), 5)
    asked = capture(monkeypatch, "getSaveFileName")
    window.save_game()
    where = Path(asked[0])
    assert where.parent == saves_dir()
    assert where.name == f"En Garde against Novice {date.today().isoformat()}.salle"


def test_load_opens_in_the_saves_folder(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    asked = capture(monkeypatch, "getOpenFileName")
    window.load_game()
    assert Path(asked[0]) == saves_dir()


def test_proofs_are_suggested_in_the_documents_folder(qtbot: QtBot, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    import gui.filenames as filenames

    monkeypatch.setattr(filenames, "_last_documents", None)
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda *a: str(tmp_path))
    dialog = ProofsDialog("audatia")
    qtbot.addWidget(dialog)
    asked = capture(monkeypatch, "getSaveFileName")
    dialog._save_clicked()
    where = Path(asked[0])
    assert where.parent == tmp_path
    assert where.name == f"Audatia proofs {date.today().isoformat()}.pdf"


def test_a_suggested_name_holds_nothing_a_file_system_refuses() -> None:
    seats = (Seat("human", None, "Ann"), Seat("human", None, 'Ben: "the/blade"'))
    name = suggested_name("Ready...Fence!", seats, ".salle", date(2026, 3, 1))
    assert name == "Ready...Fence! against Ben- -the-blade- 2026-03-01.salle"


def test_every_dialog_of_saves_offers_the_same_saves_and_writes_the_same_extension(
        window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Save, Load, Replay a save and the replay's Save: one filter that shows Salle's own saves
    (today's .salle and the older .salle.json), and one extension for what is written."""
    from gui.filenames import SAVE_FILTER
    from tests.gui.test_replay import finished_save

    done = finished_save(tmp_path / "done.salle")
    filters: dict[str, str] = {}
    answers = {"Load game": "", "Replay a saved game": str(done), "Save game": str(tmp_path / "bout"),
               "Save the replayed game": str(tmp_path / "again")}

    def dialog(parent: Any, caption: str, where: str = "", offered: str = "", *rest: Any,
               **kwargs: Any) -> tuple[str, str]:
        filters[caption] = offered
        return answers[caption], ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", dialog)
    window.new_match("en-garde", {}, (ANN, NOVICE), 5)
    window.save_game()
    window.load_game()
    window.replay_save()  # Salle's own .salle save is offered and replayed
    assert window.replay is not None
    window.save_game()  # on a replay, Save writes the replayed game
    assert set(filters) == set(answers)
    assert all(offered.split(";;")[0] == SAVE_FILTER for offered in filters.values()), filters
    assert (tmp_path / "bout.salle").is_file() and (tmp_path / "again.salle").is_file()


def test_documents_go_where_the_player_last_put_one_and_never_to_a_missing_folder(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import gui.filenames as filenames

    monkeypatch.setattr(filenames, "_last_documents", None)
    missing = tmp_path / "Documents"  # the desktop names it, but it is not there
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda *a: str(missing))
    dialog = ProofsDialog("audatia")
    qtbot.addWidget(dialog)
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getExistingDirectory",
                        lambda parent, caption, where="", *rest: asked.append(where) or "")
    dialog._images_clicked()
    assert Path(asked[0]) == Path.home()
    chosen = tmp_path / "prints"
    chosen.mkdir()
    monkeypatch.setattr(ProofsDialog, "write", lambda self, path: None)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(chosen / "proofs.pdf"), ""))
    dialog._save_clicked()
    dialog._images_clicked()
    assert Path(asked[1]) == chosen  # the next document is suggested where the last one went
