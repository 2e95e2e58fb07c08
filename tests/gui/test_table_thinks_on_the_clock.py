"""The table's opponent and hint think on the clock, whether the match is new or resumed."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from engine.store.saves import Seat
from gui.mainwindow import MainWindow


def test_a_new_and_a_resumed_match_on_the_table_are_timed(opened: Callable[..., MainWindow],
                                                          tmp_path: Path) -> None:
    w = opened()
    w.new_match("en-garde", {}, (Seat("human", None, "Ann"), Seat("ai", "club", "Club")), 3)
    assert w.match is not None and w.match.timed
    saved = tmp_path / "game.json"
    w.match.save(saved)
    assert w.open_save(saved)
    assert w.match is not None and w.match.timed
