"""The coach's move is shown on the table, not only told: in every game the hinted move's cards (or
pieces, dice, circles) and its target are ringed, Enter plays it and Esc lets it go."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.ai.coach import Advice
from engine.match import MatchState
from engine.store.saves import Seat
from gui.mainwindow import MainWindow
from tests.tools.test_words import GAMES

ANN, BEN = Seat("human", None, "Ann"), Seat("human", None, "Ben")
# En Garde's last-chance hold has no card and no place on the table: the panel's list plays it
UNMARKED = {("en-garde", "hold")}


@pytest.mark.parametrize("game", GAMES)
def test_the_hinted_move_is_ringed_and_enter_plays_it(window: MainWindow, qtbot: QtBot, game: str) -> None:
    window.new_match(game, {}, (ANN, BEN), seed=11)
    match = window.match
    assert match is not None
    rng = random.Random(3)
    kinds: set[str] = set()
    for turn in range(40):
        if match.phase == MatchState.HANDOVER:
            match.confirm_handover()
        if match.phase != MatchState.AWAITING_HUMAN:
            break
        action = rng.choice(list(match.legal_actions()))
        window.on_hint(Advice(action, match.state.describe(action), chance=None))
        scene = window.scene
        assert scene.preview == action
        if (game, action.kind) not in UNMARKED:
            assert scene.aim.isVisible() and (scene.aim.cards or scene.aim.target is not None), action
        kinds.add(action.kind)
        if turn % 5 == 4:  # Esc lets the hint go; the move is still the player's to choose
            qtbot.keyClick(window.table.viewport(), Qt.Key.Key_Escape)
            assert scene.preview is None and not scene.aim.isVisible()
            window.on_hint(Advice(action, match.state.describe(action), chance=None))
        played = len(match.actions)
        qtbot.keyClick(window.table.viewport(), Qt.Key.Key_Return)
        assert len(match.actions) == played + 1 and match.actions[-1] == match.game.format_action(action)
    assert len(kinds) >= 3  # more than one kind of move was shown


def test_a_hint_is_not_ringed_when_it_is_not_the_players_turn(window: MainWindow) -> None:
    window.new_match("en-garde", {}, (ANN, Seat("ai", "novice", "Novice")), seed=3)
    match = window.match
    assert match is not None and match.phase == MatchState.AWAITING_HUMAN
    action = match.legal_actions()[0]
    match.play(action)
    assert match.phase != MatchState.AWAITING_HUMAN
    window.on_hint(Advice(action, "", chance=None))  # arrived too late: nothing to ring
    assert window.scene.preview is None
