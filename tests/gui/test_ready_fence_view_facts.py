"""The Ready...Fence! table shows what the rules make of a position (each weapon position as it
counts, a cardless parry's speed, the distance, the bout's periods) as the view gives it, and
works none of it out itself."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from engine.games.ready_fence.actions import Action
from engine.games.ready_fence.cards import fence_cards
from engine.games.ready_fence.state import ReadyFenceState
from engine.games.ready_fence.view import ReadyFenceView
from engine.match import Match, MatchState
from gui.games.ready_fence.scene import ReadyFenceScene
from gui.mainwindow import MainWindow
from tests.gui.test_ready_fence_table import ANN, BEN, parry_seed, start


def ann_to_parry(window: MainWindow) -> tuple[ReadyFenceScene, Match]:
    """Counters on: Ann takes Engagement (which beats Ben's Line, so his Line gives nothing) and
    steps in; Ben thrusts; Ann, holding no faster card, may parry without one."""
    scene, match = start(window, (ANN, BEN), seed=parry_seed(), mode="basic", first=0, counters="on")
    for a in (Action("keep"), Action("keep"), Action("weapon", "engage"), Action("advance")):
        if match.phase == MatchState.HANDOVER:
            match.confirm_handover()
        assert match.play(a)
    match.confirm_handover()
    thrust = next(a for a in match.legal_actions() if a.kind == "play" and fence_cards()[a.card].yellow)
    assert match.play(thrust)
    match.confirm_handover()
    assert scene.me == 0 and any(a.kind == "parry" for a in match.legal_actions())
    return scene, match


def parry_buttons(scene: ReadyFenceScene) -> dict[str, str]:
    return {b.action.card: b.text for b in scene.buttons
            if isinstance(b.action, Action) and b.action.kind == "parry"}


def test_the_boards_and_the_parry_buttons_say_what_the_rules_say(window: MainWindow, qtbot: QtBot) -> None:
    scene, match = ann_to_parry(window)
    state = match.state
    assert isinstance(state, ReadyFenceState)
    assert [scene.boards[s].state.effective for s in (0, 1)] == ["engage", "void"]
    assert scene.distance.text().startswith("Lunge distance") and scene.scoreboard.state.periods == 1
    buttons = parry_buttons(scene)
    cheapest = min(buttons, key=int)
    assert buttons[cheapest] == f"Parry {cheapest} SP = {state.parry_speed(0, int(cheapest))}"
    for sp, text in buttons.items():
        assert text.endswith(f"{sp} SP = {state.parry_speed(0, int(sp))}")


def test_the_table_follows_the_view_not_a_copy_of_the_rules(window: MainWindow, qtbot: QtBot) -> None:
    """Handed a view whose derived facts differ from what the weapons would give, the table shows
    the view's: it computes neither a position that counts nor a parry's speed."""
    scene, match = ann_to_parry(window)
    view = match.view()
    assert isinstance(view, ReadyFenceView)
    assert view.distance == 1 and view.periods == 1  # lunge distance, a bout to 5
    view = replace(view, effective=("void", "invite"),  # the weapons are Engagement and Line
                   parry_speeds=tuple(90 + sp for sp in range(1, len(view.parry_speeds) + 1)),
                   distance=2, periods=3)
    scene.reset(view)
    assert scene.distance.text().startswith("Long distance")
    assert scene.scoreboard.state.periods == 3
    assert [scene.boards[s].state.effective for s in (0, 1)] == ["void", "invite"]
    buttons = parry_buttons(scene)
    assert buttons
    for sp, text in buttons.items():
        assert text.endswith(f"{sp} SP = {90 + int(sp)}")
