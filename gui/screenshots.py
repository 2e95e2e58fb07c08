"""Screenshots of the table for the README: `python -m gui.screenshots [OUTDIR]` (offscreen is fine).

Each game's script (its GameUI's `screenshots`, in gui/games/<game>/shots.py) plays scripted
matches (fixed seeds) through a Shooter and grabs the main window at the moments a newcomer
should see; the games are shot in the registry's order.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication

from engine.match import Match, MatchState
from engine.store.saves import Seat
from engine.store.settings import Settings
from gui import anim
from gui.app import make_app
from gui.games import all_uis
from gui.mainwindow import MainWindow

SIZE = (1600, 900)


class Shooter:
    """What a game's screenshot script drives: windows with scripted matches, and the grab."""

    you = Seat("human", None, "You")

    def __init__(self, app: QApplication, out: Path) -> None:
        self.app, self.out = app, out
        self.shots: list[Path] = []

    def pump(self, until: Callable[[], bool], limit: int = 20_000) -> None:
        for _ in range(limit):
            self.app.processEvents()
            if until():
                return
            QApplication.instance().thread().msleep(2)  # type: ignore[union-attr]
        raise RuntimeError("the scripted match did not reach the moment to capture")

    def window(self, game: str, seats: tuple[Seat, Seat], options: dict[str, object],
               seed: int) -> MainWindow:
        w = MainWindow(Settings(animation_speed="off"))
        anim.set_speed("off")
        w.resize(*SIZE)
        w.show()
        w.new_match(game, dict(options), seats, seed)
        self.app.processEvents()
        return w

    def human_to_act(self, match: Match) -> None:
        """Wait for the human's turn (or the end)."""
        self.pump(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER))

    def grab(self, w: MainWindow, name: str) -> None:
        self.app.processEvents()
        path = self.out / f"{name}.png"
        w.grab().save(str(path))
        self.shots.append(path)


def capture(out: Path) -> list[Path]:
    app = make_app()
    out.mkdir(parents=True, exist_ok=True)
    shoot = Shooter(app, out)
    for ui in all_uis():
        if ui.screenshots is not None:
            ui.screenshots(shoot)
    return shoot.shots


if __name__ == "__main__":
    for p in capture(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")):
        print(p)
