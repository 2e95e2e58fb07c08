"""The table's first frame comes first: what the start can do without (the tools, the review's
plots, the replay, the AI's search processes) waits until the table has painted once."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from engine.ai.players import SearchJob
from engine.ai.worker import SearchWorkers
from engine.games import get_game
from engine.store.saves import Seat
from engine.store.settings import Settings
from gui import anim
from gui.mainwindow import MainWindow

ROOT = Path(__file__).resolve().parents[2]

# what the table loads only when a player asks for it, never for its first frame: the review's
# charts (Qt Charts), the balance runs and the cluster, the proofs, the replay of a finished game;
# multiprocessing comes with the first search process, and a search process is not started
# before the first frame; the package metadata only tells an installed copy's version
WAITS = ("PySide6.QtCharts", "numpy", "pyqtgraph", "scipy", "dask", "distributed", "PIL", "gui.proofs",
         "gui.balance", "gui.review", "gui.replay", "gui.dialogs", "engine.tools.arena",
         "engine.tools.balance", "multiprocessing", "concurrent.futures", "importlib.metadata")


def modules_at_first_frame(tmp_path: Path, *argv: str) -> set[str]:
    """The modules `salle` (from its source) had loaded when its table painted its first frame."""
    listing = tmp_path / "modules.txt"
    env = dict(os.environ, SALLE_HOME=str(tmp_path / "home"), SALLE_QUIT_AFTER_FIRST_FRAME="1",
               SALLE_MODULES_AT_FIRST_FRAME=str(listing), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "main.py", *argv], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "first-frame" in done.stdout.splitlines()
    return set(listing.read_text(encoding="utf-8").split())


def test_the_first_frame_loads_nothing_that_can_wait(tmp_path: Path) -> None:
    loaded = modules_at_first_frame(tmp_path)
    assert "gui.mainwindow" in loaded and "engine.match" in loaded  # the listing is the table's
    early = sorted(m for m in loaded if any(m == w or m.startswith(w + ".") for w in WAITS))
    assert early == []


def test_a_window_starts_its_search_processes_after_its_first_frame(qtbot: QtBot) -> None:
    window = MainWindow(Settings(animation_speed="off"))
    anim.set_speed("off")
    qtbot.addWidget(window)
    window.new_match("en-garde", {}, (Seat("human", None, "You"), Seat("ai", "club", "Club")), seed=3)
    assert window.workers.alive() == []  # the match asked for them: they wait for the table
    window.show()
    qtbot.waitUntil(lambda: len(window.workers.alive()) == window.workers.count, timeout=30_000)
    window.close()
    assert window.workers.alive() == []


def test_held_workers_start_when_let_go() -> None:
    workers = SearchWorkers(1, held=True)
    workers.start()
    assert workers.alive() == []
    workers.let_go()
    try:
        assert len(workers.alive()) == 1 and not workers.held
        workers.start()  # started already: no second process
        assert len(workers.alive()) == 1
    finally:
        workers.close()
    assert workers.alive() == []


def test_workers_closed_before_they_are_let_go_start_nothing() -> None:
    """A window closed before its first frame (the bench's start, a quick quit) leaves no process."""
    workers = SearchWorkers(1, held=True)
    workers.start()
    workers.close()
    workers.let_go()
    assert workers.alive() == []


def test_a_search_does_not_wait_for_the_first_frame(qtbot: QtBot) -> None:
    game = get_game("en-garde")
    view = game.new(game.parse_options({}), 5).view(0)
    workers = SearchWorkers(1, held=True)
    try:
        workers.submit((SearchJob("en-garde", view, 20, 1),))
        assert len(workers.alive()) == 1
        qtbot.waitUntil(lambda: workers.poll() is not None, timeout=30_000)
    finally:
        workers.close()
    assert workers.alive() == []
