"""The exported balance plot says what it shows: its title names the cards, the AI level and the
games played, and the file name suggested for it says the same."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from engine.store.cardsets import new_card_set
from gui.balance import BalanceWindow


def played(qtbot: QtBot, cards: str | None = None) -> BalanceWindow:
    w = BalanceWindow(game="ready-fence", card_set=new_card_set(cards, "ready-fence") if cards else None)
    qtbot.addWidget(w)
    w.level.setCurrentIndex(w.level.findData("random"))
    w.games.setValue(3)
    w.processes.setValue(1)
    w.show()
    w.run()
    assert w.runner is not None
    with qtbot.waitSignal(w.runner.finished, timeout=120_000):
        pass
    qtbot.waitUntil(lambda: w.runner is None)
    assert w.status.text().startswith("Done")
    return w


def exported(w: BalanceWindow, folder: Path, monkeypatch: pytest.MonkeyPatch, kind: str) -> Path:
    """Export the plot as a person does: the name the dialog suggests, in `folder`."""
    suggested: list[str] = []

    def save_as(parent: Any, caption: str, where: str, filters: str) -> tuple[str, str]:
        suggested.append(where)
        return str(folder / Path(where).with_suffix(f".{kind}").name), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    w.plot_button.click()
    assert w.status.text().startswith("Written: ")
    (path,) = folder.glob(f"*.{kind}")
    assert Path(suggested[0]).stem == path.stem
    return path


def test_the_plot_of_a_set_is_titled_and_named_with_the_set_level_and_games(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    w = played(qtbot, "Long blades")
    heading = "Ready...Fence! balance: Long blades, Random, n = 3"
    assert w.plot_heading() == heading
    svg = exported(w, tmp_path, monkeypatch, "svg")
    assert svg.name == f"{heading.replace(':', '-')} {date.today().isoformat()}.svg"
    text = svg.read_text(encoding="utf-8")
    assert f"<title>{heading}</title>" in text
    assert "Long blades" in text.split("</title>", 1)[1]  # drawn in the plot, not only named
    assert w.chart.title() == w.key_title and "This run" in w.key_title  # the window's own plot as it was
    png = tmp_path / "png"
    png.mkdir()
    assert exported(w, png, monkeypatch, "png").stem == svg.stem


def test_the_shipped_cards_plot_says_so(qtbot: QtBot, tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    w = played(qtbot)
    assert w.plot_heading() == "Ready...Fence! balance: The shipped cards, Random, n = 3"
    assert exported(w, tmp_path, monkeypatch, "svg").name.startswith(
        "Ready...Fence! balance: The shipped cards, Random, n = 3".replace(":", "-"))
