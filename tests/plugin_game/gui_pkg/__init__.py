"""High Card's table, as one GameUI record: the GUI half of the test game's plugin, registered
at run time beside its engine half (tests.plugin_game.plugged_in)."""

from __future__ import annotations

from collections.abc import Sequence

from gui.gameui import GameUI, lazy, match_status, module_face
from tests.plugin_game.engine_pkg.view import HighCardView
from tests.plugin_game.gui_pkg.rules import KEYS, RULES

SCENE = "tests.plugin_game.gui_pkg.scene"


def _status(view: HighCardView, names: Sequence[str]) -> str:
    points = view.points
    if view.phase != "over":
        return match_status(view, names, f" — points {points[0]}-{points[1]}")
    if view.winner is None:
        return f"A drawn game, {points[0]}-{points[1]}"
    return f"<b>{names[view.winner]}</b> won, {max(points)}-{min(points)}"


UI = GameUI(
    name="high-card",
    scene=lazy(SCENE, "HighCardScene"),
    rules_html=RULES,
    keys=KEYS,
    status=_status,
    faces={"high-card": module_face("tests.plugin_game.gui_pkg.face")},
    quick={"tricks": 1},
)
