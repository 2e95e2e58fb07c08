"""One Salle per player: a second start hands its save to the running Salle and ends; a killed
Salle's lock is taken over; a Salle that holds the lock but does not answer does not keep another
from starting. And an autosave another running Salle holds is never offered, set aside, written
over nor removed here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from engine.match import AUTOSAVE, Match, MatchState, autosave_path
from engine.store.paths import config_dir
from engine.store.saves import Seat, load_game
from engine.store.settings import Settings
from gui import single_instance
from gui.mainwindow import MainWindow
from gui.single_instance import SingleInstance, bring_forward, first_salle

ROOT = Path(__file__).resolve().parents[2]
ANN = Seat("human", None, "Ann")
NOVICE = Seat("ai", "novice", "Novice")
OPENS, HANDED_OVER = 10, 20


def python(script: str, *args: str, cwd: Path = ROOT) -> subprocess.Popen[str]:
    """Another Salle process (the same SALLE_HOME as this test), running `script`."""
    code = f"import sys; sys.path.insert(0, {str(ROOT)!r})\n" + textwrap.dedent(script)
    return subprocess.Popen([sys.executable, "-c", code, *args], cwd=cwd, stdout=subprocess.PIPE, text=True,
                            env=os.environ | {"QT_QPA_PLATFORM": "offscreen"})


def starts(save: str | None, cwd: Path = ROOT) -> subprocess.Popen[str]:
    """A later start of Salle, as main.open_table makes it: which way it went is its exit code."""
    return python(f"""
        from pathlib import Path
        from gui.app import make_app
        from gui.single_instance import first_salle
        make_app()
        save = sys.argv[1] if len(sys.argv) > 1 else None
        sys.exit({OPENS} if first_salle(Path(save) if save else None) else {HANDED_OVER})
    """, *([save] if save else []), cwd=cwd)


def held(process: subprocess.Popen[str]) -> None:
    assert process.stdout is not None and process.stdout.readline().strip() == "held"


@pytest.fixture
def running(qtbot: QtBot) -> Iterator[tuple[SingleInstance, list[Path | None]]]:
    """This test is the Salle that runs first; what later starts hand it is listed."""
    received: list[Path | None] = []
    guard = SingleInstance(config_dir(), received.append)
    assert guard.claim() and guard.server is not None
    yield guard, received
    guard.release()


# --- one Salle per player -----------------------------------------------------------------------------
def test_a_second_start_hands_its_save_to_the_running_salle_and_ends(
        running: tuple[SingleInstance, list[Path | None]], qtbot: QtBot, tmp_path: Path) -> None:
    _, received = running
    save = tmp_path / "duel.salle"
    save.write_text("{}")
    later = starts("duel.salle", cwd=tmp_path)  # a name relative to where it was started
    qtbot.waitUntil(lambda: received != [], timeout=30_000)
    assert received == [save]
    assert later.wait(30) == HANDED_OVER


def test_salle_started_again_without_a_save_brings_the_running_one_forward(
        running: tuple[SingleInstance, list[Path | None]], qtbot: QtBot) -> None:
    _, received = running
    later = python("""
        import main
        sys.exit(main.main([]))
    """)
    qtbot.waitUntil(lambda: received != [], timeout=30_000)
    assert received == [None]
    assert later.wait(30) == 0


def test_the_lock_of_a_killed_salle_is_taken_over(qtbot: QtBot) -> None:
    first = python("""
        from gui.app import make_app
        from gui.single_instance import first_salle
        app = make_app()
        assert first_salle(None)
        print("held", flush=True)
        app.exec()
    """)
    held(first)
    received: list[Path | None] = []
    guard = SingleInstance(config_dir(), received.append)
    assert not guard.claim()  # it is alive: the lock is its own
    first.kill()
    first.wait()
    try:
        assert guard.claim() and guard.server is not None
        later = starts(None)
        qtbot.waitUntil(lambda: received != [], timeout=30_000)
        assert later.wait(30) == HANDED_OVER
    finally:
        guard.release()


def test_a_salle_that_holds_the_lock_but_does_not_answer_does_not_keep_salle_from_starting(
        monkeypatch: pytest.MonkeyPatch) -> None:
    mute = python(f"""
        import time
        from PySide6.QtCore import QLockFile
        lock = QLockFile({str(config_dir() / single_instance.LOCK_NAME)!r})
        lock.setStaleLockTime(0)
        assert lock.tryLock(0)
        print("held", flush=True)
        time.sleep(60)
    """)
    try:
        held(mute)
        monkeypatch.setattr(single_instance, "CONNECT_MS", 300)
        assert first_salle(None, opener=lambda save: None)
    finally:
        mute.kill()
        mute.wait()


def test_the_running_window_opens_the_save_handed_over(qtbot: QtBot, tmp_path: Path) -> None:
    # a window made earlier and never shown (or closed), with a game in progress: not the table
    # a save handed over goes to, nor the one asked whether to leave its game
    hidden = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(hidden)
    hidden.new_match("en-garde", {}, (ANN, NOVICE), seed=4)
    hidden.may_leave_match = lambda: pytest.fail("the hidden window was asked")  # type: ignore[method-assign]
    window = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.new_match("en-garde", {}, (ANN, NOVICE), seed=3)
    assert single_instance._main_window() is window
    save = tmp_path / "duel.salle"
    Match("barditus", {}, 11, (ANN, NOVICE), autosave=False, history=False).save(save)
    bring_forward(None)  # only comes forward
    assert window.match is not None and window.match.game.name == "en-garde"
    bring_forward(save)
    qtbot.waitUntil(lambda: window.match is not None and window.match.game.name == "barditus", timeout=30_000)
    assert window.match is not None and window.match.seed == 11
    for w in (window, hidden):
        w.close()
        assert w.workers.alive() == []


# --- an autosave another Salle holds ---------------------------------------------------------------------
def a_real_autosave() -> bytes:
    match = Match("en-garde", {}, 5, (ANN, NOVICE), autosave=False, history=False)
    auto = autosave_path()
    match.save(auto)
    return auto.read_bytes()


@pytest.fixture
def other_salle() -> Iterator[subprocess.Popen[str]]:
    """Another running Salle on the same data folder, holding its autosave."""
    other = python("""
        import time
        from engine.match import autosave_path, claim_autosave
        assert claim_autosave(autosave_path())
        print("held", flush=True)
        time.sleep(120)
    """)
    held(other)
    yield other
    other.kill()
    other.wait()


def test_an_autosave_another_running_salle_holds_is_neither_offered_moved_nor_written_over(
        other_salle: subprocess.Popen[str], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    raw = a_real_autosave()
    auto = autosave_path()
    assert not Match.resumable()

    def no_question(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the other Salle's game was offered")

    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", no_question)
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: told.append(text))
    window = MainWindow()
    qtbot.addWidget(window)
    try:
        window.start_default()
        match = window.match
        assert match is not None and match.actions == [] and told == []
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=30_000)
        match.play(match.legal_actions()[0])
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=30_000)
        line = window.warnings.text(AUTOSAVE)
        assert line is not None and "not autosaved" in line and "another Salle" in line
        match.abandon()
        assert not window.resume_autosave()  # Game ▸ Resume last game: refused, nothing moved
        assert len(told) == 1 and "another Salle" in told[0] and "kept as" not in told[0]
    finally:
        window.close()
    assert auto.read_bytes() == raw
    assert [p.name for p in auto.parent.iterdir() if p.name.startswith("autosave")] == ["autosave.json",
                                                                                       "autosave.json.lock"]


def test_an_autosave_a_killed_salle_held_is_offered_again(
        other_salle: subprocess.Popen[str]) -> None:
    a_real_autosave()
    assert not Match.resumable()
    other_salle.kill()
    other_salle.wait()
    assert Match.resumable()
    assert load_game(autosave_path()).seed == 5


def test_a_finished_game_removes_only_its_own_autosave(
        other_salle: subprocess.Popen[str], qtbot: QtBot) -> None:
    raw = a_real_autosave()
    match = Match("en-garde", {}, 5, (ANN, NOVICE), history=False)
    try:
        match._finish()  # the end of a game: its autosave is removed, were it its own
    finally:
        match.close()
    assert autosave_path().read_bytes() == raw
    assert json.loads(raw)["seed"] == 5
