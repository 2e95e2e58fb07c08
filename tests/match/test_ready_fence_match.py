"""Ready...Fence! through the match: each mode to its end against each AI level and hot-seat,
hidden hands between turns, saves and history."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from engine.ai.worker import SearchWorkers
from engine.core.events import CardMoved
from engine.match import Match, MatchState
from engine.store.history import History
from engine.store.saves import Seat
from tests.match.test_match import HUMAN, HUMAN_B, Recorder, ai, play_out

MODES = ("tutorial", "basic", "advanced")


# whole matches: each level plays as at the table, on the smallest searches (tests/conftest.py)
pytestmark = pytest.mark.usefixtures("small_search")


def bout(seats: tuple[Seat, Seat], tmp_path: Path, workers: SearchWorkers, seed: int = 5,
         **options: Any) -> Match:
    return Match("ready-fence", options, seed, seats, autosave=tmp_path / "auto.json",
                 history=tmp_path / "history.sqlite3", workers=workers)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("level", ["novice", "club", "master"])
def test_a_bout_in_every_mode_is_fenced_to_the_end_against_every_level(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers, mode: str, level: str
) -> None:
    match = bout((HUMAN, ai(level)), tmp_path, workers, mode=mode)
    rec = Recorder(match)
    with qtbot.waitSignal(match.gameOver, timeout=240_000):
        play_out(qtbot, match, rec, pick=3, timeout=240_000)
    assert match.state.is_terminal() and match.view().reason
    with History(tmp_path / "history.sqlite3") as h:
        (row,) = h.recent()
    assert row.game == "ready-fence" and row.moves == match.actions and row.seats[1].level == level
    # the AI's hand and draws never reached the human's screen
    for e in rec.events:
        if isinstance(e, CardMoved) and e.private_to == 1:
            assert e.card is None


@pytest.mark.parametrize("mode", MODES)
def test_a_hot_seat_bout_hides_each_hand_from_the_other_fencer(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers, mode: str
) -> None:
    match = bout((HUMAN, HUMAN_B), tmp_path, workers, mode=mode)
    rec = Recorder(match)
    rng = random.Random(mode)

    def on_prompt(seat: int, legal: list[dict[str, Any]]) -> None:
        QTimer.singleShot(0, lambda: _play(match, rng.choice(legal)["text"]))

    match.prompt.connect(on_prompt)
    match.handoverRequested.connect(lambda seat: QTimer.singleShot(0, match.confirm_handover))
    match.start()
    qtbot.waitUntil(lambda: match.phase == MatchState.GAME_OVER, timeout=60_000)
    assert match.state.is_terminal() and match.view().reason
    assert set(rec.seen_by) == {0, 1}  # the screen really changed hands
    private = [(e, who) for e, who in zip(rec.events, rec.seen_by, strict=True)
               if isinstance(e, CardMoved) and e.private_to is not None]
    assert private  # draws and face-down discards happened
    for e, who in private:
        if e.private_to != who:
            assert e.card is None, e


def _play(match: Match, text: str) -> None:
    match.play(text)  # a functor given to Qt must return None (PySide6 aborts at exit otherwise)


def test_a_saved_bout_resumes_at_the_exact_position(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    match = bout((HUMAN, ai("novice")), tmp_path, workers, mode="advanced", target=15)
    Recorder(match)
    match.start()
    for _ in range(8):
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
        match.play(match.legal_actions()[-1])
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
    match.save(tmp_path / "bout.salle.json")
    again = Match.resume(tmp_path / "bout.salle.json", history=tmp_path / "h.sqlite3", workers=workers)
    assert again.state.to_json() == match.state.to_json() and again.actions == match.actions
    assert again.options["mode"] == "advanced" and again.options["target"] == 15


def test_hot_seat_undo_is_refused_after_a_draw_from_the_timer(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    """Taking back a discard-and-draw would show the fencer the next Timer card."""
    match = bout((HUMAN, HUMAN_B), tmp_path, workers, seed=1, first=0)
    refusals: list[str] = []
    match.refused.connect(refusals.append)
    match.start()
    for text in ("keep", "keep"):
        match.confirm_handover()
        assert match.play(text)
    match.confirm_handover()
    assert match.can_undo() is False  # the hand-over came between: nothing of hers to undo
    discard = next(a for a in match.legal_actions() if a.kind == "discard")
    assert match.play(discard)
    assert match.can_undo() is False and match.undo() is False
    assert refusals and "card was drawn" in refusals[-1]


def test_a_hint_in_a_phrase_is_a_legal_answer(qtbot: QtBot, tmp_path: Path, workers: SearchWorkers) -> None:
    """The hint (the Master's choice on the human's own view) names an action he may play, here
    in the middle of a phrase."""
    match = bout((HUMAN, HUMAN_B), tmp_path, workers, seed=3, first=0, mode="tutorial")
    match.start()
    for _ in range(2):
        match.confirm_handover()
        match.play("keep")
    match.confirm_handover()
    match.play("advance")  # from long to lunge distance
    attack = next(a for a in match.legal_actions() if a.kind == "play")
    match.play(attack)
    match.confirm_handover()
    assert match.state.phase == "phrase" and match.state.current_player() == 1
    legal = {match.state.format_action(a) for a in match.legal_actions()}
    with qtbot.waitSignal(match.hintReady, timeout=60_000) as hint:
        match.hint()
    assert match.state.format_action(hint.args[0].action) in legal
