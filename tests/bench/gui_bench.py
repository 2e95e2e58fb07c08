"""Benchmarks of the table: start-up to the first painted frame, a full-table render at 1920x1080,
and the longest stall of the GUI thread while the Master thinks. Medians; see bench.py."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def first_frame_seconds(repeats: int, command: list[str] | None = None) -> list[float]:
    """From starting `command` (default `python main.py`) until the table has painted once,
    each run with a fresh data folder (so no resume dialog)."""
    command = command or [sys.executable, "main.py"]
    out = []
    for _ in range(repeats):
        with tempfile.TemporaryDirectory() as home:
            env = dict(
                os.environ,
                SALLE_HOME=home,
                SALLE_QUIT_AFTER_FIRST_FRAME="1",
                QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
            )
            t = time.perf_counter()
            proc = subprocess.Popen(
                command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
            )
            assert proc.stdout is not None
            for line in proc.stdout:
                if line.strip() == "first-frame":
                    out.append(time.perf_counter() - t)
                    break
            proc.wait(timeout=30)
    return out


def render_and_stall(repeats: int, master_moves: int) -> tuple[list[float], list[float]]:
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtGui import QImage, QPainter

    from engine.match import MatchState
    from engine.store.saves import Seat
    from engine.store.settings import Settings
    from gui import anim
    from gui.app import make_app
    from gui.mainwindow import MainWindow

    app = make_app()
    os.environ.setdefault("SALLE_HOME", tempfile.mkdtemp())
    window = MainWindow(Settings(animation_speed="off"))
    anim.set_speed("off")
    window.resize(1920, 1080)
    window.show()
    window.new_match("en-garde", {}, (Seat("ai", "master", "Master"), Seat("human", None, "You")), 11)
    match = window.match
    assert match is not None

    stalls: list[float] = []
    clock = QElapsedTimer()
    worst = [0.0]

    def tick() -> None:
        worst[0] = max(worst[0], clock.restart() / 1000)

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    time.sleep(1.0)  # the workers are spawned as the match starts (or the table paints): that is not thinking
    for _ in range(master_moves):
        while match.phase != MatchState.AI_THINKING and match.phase != MatchState.GAME_OVER:
            app.processEvents()
            if match.phase == MatchState.AWAITING_HUMAN:
                match.play(match.legal_actions()[0])
        if match.phase == MatchState.GAME_OVER:
            break
        worst[0] = 0.0
        clock.start()
        timer.start()
        while match.phase == MatchState.AI_THINKING:
            app.processEvents()
            time.sleep(0.001)
        timer.stop()
        stalls.append(worst[0])

    image = QImage(1920, 1080, QImage.Format.Format_ARGB32_Premultiplied)
    renders = []
    for _ in range(repeats):
        painter = QPainter(image)
        t = time.perf_counter()
        window.table.render(painter)
        painter.end()
        renders.append(time.perf_counter() - t)
    window.close()
    return renders, stalls


def report(quick: bool) -> None:
    frames = first_frame_seconds(3 if quick else 7)
    renders, stalls = render_and_stall(10 if quick else 60, 3 if quick else 12)
    print("\n## The table\n")
    print("| figure | median | worst | runs | target |\n|---|---:|---:|---:|---:|")
    print(
        f"| start to first painted frame | {statistics.median(frames):.2f} s | {max(frames):.2f} s "
        f"| {len(frames)} | ≤ 0.5 s |"
    )
    print(
        f"| full table render, 1920x1080 | {statistics.median(renders) * 1000:.1f} ms "
        f"| {max(renders) * 1000:.1f} ms | {len(renders)} | ≤ 16 ms |"
    )
    print(
        f"| longest GUI-thread stall per Master move | {statistics.median(stalls) * 1000:.0f} ms "
        f"| {max(stalls) * 1000:.0f} ms | {len(stalls)} | ≤ 50 ms |"
    )
