"""Audatia through the match: every AI level, hot-seat with the hidden posta, saves, history."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from engine.ai.worker import SearchWorkers
from engine.core.events import CardMoved
from engine.games.audatia.view import AudatiaView
from engine.match import Match, MatchState
from engine.store.history import History
from engine.store.saves import Seat
from tests.match.test_match import HUMAN, HUMAN_B, Recorder, ai, play_out

# whole matches: each level plays as at the table, on the smallest searches (tests/conftest.py)
pytestmark = pytest.mark.usefixtures("small_search")


def duel(seats: tuple[Seat, Seat], tmp_path: Path, workers: SearchWorkers, seed: int = 11,
         **options: Any) -> Match:
    return Match("audatia", options, seed, seats, autosave=tmp_path / "auto.json",
                 history=tmp_path / "history.sqlite3", workers=workers)


@pytest.mark.parametrize(("level", "decks"), [
    ("novice", ("boucicaut", "galeazzo")),
    ("club", ("galeazzo", "boucicaut")),
])
def test_a_duel_against_the_ai_is_fought_to_the_end_and_recorded(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers, level: str, decks: tuple[str, str]
) -> None:
    match = duel((HUMAN, ai(level)), tmp_path, workers, challenger_deck=decks[0], respondent_deck=decks[1])
    rec = Recorder(match)
    with qtbot.waitSignal(match.gameOver, timeout=120_000):
        play_out(qtbot, match, rec, pick=1)
    assert match.state.is_terminal() and AudatiaView.of(match.view()).reason
    with History(tmp_path / "history.sqlite3") as h:
        (row,) = h.recent()
    assert row.game == "audatia" and row.moves == match.actions and row.seats[1].level == level
    # what the AI drew and laid face down never reached the human's screen
    for e in rec.events:
        if isinstance(e, CardMoved) and e.private_to == 1:
            assert e.card is None


def test_the_master_answers_in_a_duel(qtbot: QtBot, tmp_path: Path, workers: SearchWorkers) -> None:
    match = duel((ai("master"), HUMAN), tmp_path, workers)
    Recorder(match)
    match.start()
    # the Master (the Challenger) decides its Setup discards, then the human is asked
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=60_000)
    assert match.state.current_player() == 1 and match.actions and match.actions[-1] == "done"


def test_hot_seat_hides_the_first_posta_until_both_have_chosen(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    match = duel((HUMAN, HUMAN_B), tmp_path, workers)
    rec = Recorder(match)
    match.start()
    match.confirm_handover()

    def act(text: str) -> None:
        if match.phase == MatchState.HANDOVER:
            match.confirm_handover()
        assert match.play(text), rec.refusals[-1:]

    act("done")
    act("done")
    act("virtue celeritas")
    act("virtue prudentia")
    act("pass")
    act("done")
    act("done")
    act("posta bou-posta-di-donna")  # Ann, the Challenger, commits
    assert match.phase == MatchState.HANDOVER
    match.confirm_handover()
    view = AudatiaView.of(match.view())
    assert view.seat == 1 and view.posta == (None, None) and view.committed == (True, False)
    # Ben cannot learn Ann's choice from his view
    assert "bou-posta-di-donna" not in str(view) and "bou-posta-di-donna" not in str(view.to_json())
    # nor from the events he was shown, the log's text included
    shown = [e for e, who in zip(rec.events, rec.seen_by, strict=True) if who == 1]
    assert shown and "bou-posta-di-donna" not in json.dumps([e.to_dict() for e in shown])
    assert "bou-posta-di-donna" in json.dumps([e.to_dict() for e in rec.events])  # Ann herself was told
    act("posta gal-posta-longa")
    assert match.state.posta == ["bou-posta-di-donna", "gal-posta-longa"]  # revealed together


def test_a_saved_duel_resumes_at_the_exact_position(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    match = duel((HUMAN, ai("novice")), tmp_path, workers, variant="salle")
    Recorder(match)
    match.start()
    for _ in range(6):
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
        match.play(match.legal_actions()[-1])
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
    match.save(tmp_path / "duel.salle.json")
    again = Match.resume(tmp_path / "duel.salle.json", history=tmp_path / "h.sqlite3", workers=workers)
    assert again.state.to_json() == match.state.to_json() and again.actions == match.actions
    assert again.options["variant"] == "salle"
