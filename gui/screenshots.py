"""Screenshots of the table for the README: `python -m gui.screenshots [OUTDIR]` (offscreen is fine);
`python -m gui.screenshots --sizes` shoots each game at the sizes a change is looked at in, and
`python -m gui.screenshots --languages` each game's table and the new-game dialog in each language
Salle speaks (docs/screenshots/languages/<language>-<game>.png, <language>-new-game.png).

Each game's script (its GameUI's `screenshots`, in gui/games/<game>/shots.py) plays scripted
matches (fixed seeds) through a Shooter and grabs the main window at the moments a newcomer
should see; the games are shot in the registry's order.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtWidgets import QApplication

from engine.core import i18n
from engine.core.i18n import LANGUAGES
from engine.match import Match, MatchState
from engine.store.saves import Seat
from engine.store.settings import Settings
from gui import anim
from gui.app import make_app
from gui.games import all_uis
from gui.i18n import use_language
from gui.mainwindow import MainWindow

SIZE = (1600, 900)


class Shooter:
    """What a game's screenshot script drives: windows with scripted matches, and the grab."""

    you = Seat("human", None, "You")

    def __init__(self, app: QApplication, out: Path, size: tuple[int, int] = SIZE) -> None:
        self.app, self.out, self.size = app, out, size
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
        # a player who has seen the lessons' offer: the table has the window to itself
        w = MainWindow(Settings(animation_speed="off", lessons_offered=[ui.name for ui in all_uis()]))
        w.keeping = False  # scripted matches are neither autosaved nor put in the player's history
        anim.set_speed("off")
        w.resize(*self.size)
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


# the window sizes every visible change is looked at in (docs/screenshots/sizes/): the default,
# a small laptop, a portrait screen; and under QT_SCALE_FACTOR=2, a 1920x1080 screen's whole
# 960x540 logical pixels less a title bar ("x2")
SIZES = {"1440x860": (1440, 860), "1024x640": (1024, 640), "portrait": (700, 1000)}
SIZES_X2 = {"x2": (960, 510)}


def capture_sizes(out: Path, suffix: str = "", sizes: dict[str, tuple[int, int]] = SIZES) -> list[Path]:
    """Each game a few moves into a match against the Novice (fixed seeds), at each size."""
    app = make_app()
    out.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []
    for label, size in sizes.items():
        shoot = Shooter(app, out, size)
        for ui in all_uis():
            mid_game(shoot, ui.name, f"{ui.name}-{label}{suffix}")
        shots += shoot.shots
    return shots


def mid_game(shoot: Shooter, game: str, name: str, you: Seat = Shooter.you) -> None:
    """`game` a dozen random moves into a match of `you` against the Novice (fixed seeds: the
    same position every time), grabbed as `name`: cards on the table, the status and the log."""
    import random

    w = shoot.window(game, (you, Seat("ai", "novice", "Novice")), {}, 11)
    match = w.match
    assert match is not None
    rng = random.Random(3)
    for _ in range(12):
        shoot.human_to_act(match)
        if match.phase != MatchState.AWAITING_HUMAN:
            break
        match.play(rng.choice(list(match.legal_actions())))
    shoot.human_to_act(match)
    w.scene.hide_banner()  # the table itself, not a result told over it
    shoot.grab(w, name)
    w.close()


# the pictures of every language are taken at the default size the others are looked at in
LANGUAGES_SIZE = SIZES["1440x860"]
# a person's name reads right in every sentence of every language ("You" would not: "You ist am Zug")
NAMED = Seat("human", None, "Anna")


def capture_languages(out: Path, languages: Sequence[str] = tuple(LANGUAGES),
                      games: Sequence[str] | None = None,
                      size: tuple[int, int] = LANGUAGES_SIZE) -> list[Path]:
    """Each game's table mid-game (as `mid_game`) and the new-game dialog, in each of
    `languages`: <language>-<game>.png and <language>-new-game.png in `out`. The language spoken
    before is spoken again afterwards."""
    from gui.dialogs.newgame import NewGameDialog

    app = make_app()
    out.mkdir(parents=True, exist_ok=True)
    before = i18n.language()
    shoot = Shooter(app, out, size)
    try:
        for code in languages:
            use_language(code)
            for name in games or [ui.name for ui in all_uis()]:
                mid_game(shoot, name, f"{code}-{name}", NAMED)
            dialog = NewGameDialog()
            dialog.show()
            dialog.adjustSize()
            app.processEvents()
            path = out / f"{code}-new-game.png"
            dialog.grab().save(str(path))
            shoot.shots.append(path)
            dialog.close()
    finally:
        use_language(before)
    return shoot.shots


if __name__ == "__main__":
    if "--languages" in sys.argv:
        rest = [a for a in sys.argv[1:] if a != "--languages"]
        shots = capture_languages(Path(rest[0] if rest else "docs/screenshots/languages"))
    elif "--sizes" in sys.argv:
        rest = [a for a in sys.argv[1:] if a != "--sizes"]
        x2 = os.environ.get("QT_SCALE_FACTOR") == "2"
        folder = Path(rest[0] if rest else "docs/screenshots/sizes")
        shots = capture_sizes(folder, sizes=SIZES_X2) if x2 else capture_sizes(folder)
    else:
        shots = capture(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))
    for p in shots:
        print(p)
