"""Barditus autosaves while the dice fall: the match saves after every die, so a save may hold a
roll with only some of its dice in, and it must load back as the very position the match holds."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from engine.ai.worker import SearchWorkers
from engine.match import Match, MatchState
from engine.store.saves import load_game
from tests.match.test_match import HUMAN, ai


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_autosave_of_a_battle_loads_back_to_the_live_position(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers, seed: int
) -> None:
    auto = tmp_path / "auto.json"
    match = Match("barditus", {"turns": 12}, seed, (HUMAN, ai("novice")), autosave=auto, history=False,
                  workers=workers)
    warnings: list[tuple[str, str]] = []
    notices: list[str] = []
    mismatches: list[str] = []
    mid_roll = 0
    rng = random.Random(seed)

    def on_view(view: dict[str, Any]) -> None:
        # viewChanged follows each autosave: the file on disk is the position just reached
        nonlocal mid_roll
        live = match.state
        if live.is_terminal():
            return  # a finished battle's autosave is removed: it is in the history
        if live.is_chance() and live.dice:  # type: ignore[attr-defined]
            mid_roll += 1
        loaded = load_game(auto)
        if loaded.state.to_json() != live.to_json() or loaded.actions != match.actions:
            mismatches.append(f"after {len(match.actions)} actions in {live.phase}")  # type: ignore[attr-defined]

    def on_prompt(seat: int, legal: list[dict[str, Any]]) -> None:
        text = rng.choice(legal)["text"]

        def answer() -> None:
            match.play(text)

        QTimer.singleShot(0, answer)

    match.warning.connect(lambda kind, text: warnings.append((kind, text)))
    match.notice.connect(notices.append)
    match.viewChanged.connect(on_view)
    match.prompt.connect(on_prompt)
    match.start()
    qtbot.waitUntil(lambda: match.phase == MatchState.GAME_OVER, timeout=240_000)
    assert warnings == [] and notices == []
    assert mismatches == []
    assert mid_roll > 0  # the roll-off alone has two dice: some saves were made between them
