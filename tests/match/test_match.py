"""The match state machine: turns, the AI in worker processes, hot-seat, undo, autosave."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from engine.ai import worker as worker_module
from engine.ai.worker import SearchWorkers
from engine.core.events import CardMoved, Event
from engine.games.en_garde.view import EnGardeView
from engine.match import TRANSITIONS, Match, MatchState
from engine.store.history import History
from engine.store.saves import Seat, load_game

HUMAN = Seat("human", None, "Ann")
HUMAN_B = Seat("human", None, "Ben")


def ai(level: str) -> Seat:
    return Seat("ai", level, level.title())


class Recorder:
    """Keeps every signal a match sends, and checks each state change against the table."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.states: list[str] = [str(match.phase)]
        self.events: list[Event] = []
        self.seen_by: list[int | None] = []  # who was at the screen when each event arrived
        self.refusals: list[str] = []
        self.prompts: list[tuple[int, list[dict[str, Any]]]] = []
        self.handovers: list[int] = []
        self.views: list[dict[str, Any]] = []
        match.stateEntered.connect(self.on_state)
        match.eventsApplied.connect(self.on_events)
        match.refused.connect(self.refusals.append)
        match.prompt.connect(lambda seat, legal: self.prompts.append((seat, legal)))
        match.handoverRequested.connect(self.handovers.append)
        match.viewChanged.connect(self.views.append)
        match.positionReset.connect(self.views.append)

    def on_events(self, events: list[Event]) -> None:
        assert all(isinstance(e, Event) for e in events), events  # typed, never dicts
        self.events.extend(events)
        self.seen_by.extend([self.match.viewer] * len(events))

    def on_state(self, name: str) -> None:
        assert MatchState(name) in TRANSITIONS[MatchState(self.states[-1])], (self.states[-1], name)
        self.states.append(name)


def make(seats: tuple[Seat, Seat], tmp_path: Path, workers: SearchWorkers, **options: Any) -> Match:
    return Match(
        "en-garde",
        {"hits": 2, **options},
        7,
        seats,
        autosave=tmp_path / "auto.json",
        history=tmp_path / "history.sqlite3",
        workers=workers,
    )


def play_out(qtbot: QtBot, match: Match, rec: Recorder, pick: int = 0, timeout: int = 60_000) -> None:
    """Answer every prompt with the legal action at index `pick` (modulo) until the match ends."""

    def on_prompt(seat: int, legal: list[dict[str, Any]]) -> None:
        def answer() -> None:
            # a functor given to Qt must return None: PySide6 6.12 drops one reference too many
            # on a returned True/False, which aborts the interpreter at exit
            match.play(legal[pick % len(legal)]["text"])

        QTimer.singleShot(0, answer)

    def on_handover(seat: int) -> None:
        QTimer.singleShot(0, match.confirm_handover)

    match.prompt.connect(on_prompt)
    match.handoverRequested.connect(on_handover)
    if match.phase == MatchState.SETUP:
        match.start()
    qtbot.waitUntil(lambda: match.phase == MatchState.GAME_OVER, timeout=timeout)


@pytest.mark.usefixtures("small_search")  # the match to its end, not the strength
def test_a_match_against_the_ai_runs_to_game_over_and_is_recorded(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    match = make((HUMAN, ai("club")), tmp_path, workers)
    rec = Recorder(match)
    with qtbot.waitSignal(match.gameOver, timeout=120_000) as over:
        play_out(qtbot, match, rec)
    assert over.args == [match.state.winning_seat()]
    assert max(match.state.scores()) == 2
    assert "ai_thinking" in rec.states and "round_over" in rec.states
    with History(tmp_path / "history.sqlite3") as h:
        (row,) = h.recent()
    assert row.moves == match.actions and row.seats[1].level == "club"
    assert row.seed == match.seed and row.id == match.history_id  # replayable, and found again
    assert not (tmp_path / "auto.json").exists()  # a finished match leaves no autosave
    # the AI's drawn cards never reached the human's screen
    for e in rec.events:
        if isinstance(e, CardMoved) and e.private_to == 1:
            assert e.card is None


def test_an_illegal_intent_is_refused_with_the_reason_and_changes_nothing(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    match = make((HUMAN, ai("novice")), tmp_path, workers)
    rec = Recorder(match)
    match.start()
    assert match.phase == MatchState.AWAITING_HUMAN
    before = match.state.to_json()
    card = match.view().hand[0]
    assert not match.play(f"B{card}")  # at the end of the piste there is no room behind
    assert not match.play("F9x")
    assert rec.refusals[0] == f"Retreat {card}: the figure may not leave the piste"  # words, not B{card}
    assert "notation" in rec.refusals[1]
    assert match.state.to_json() == before and match.actions == []


def test_the_table_keeps_running_while_the_master_thinks(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The search runs in the worker processes, never in the window's: a search started here
    would fail, and the window's timers keep firing while the Master thinks. (How smooth that
    is, is a matter for the benchmarks, not for a timed test on a busy machine.)"""

    def not_here(job: object) -> None:
        raise AssertionError("the search ran in the window's process")

    monkeypatch.setattr(worker_module, "run_job", not_here)
    match = make((ai("master"), HUMAN), tmp_path, workers)
    ticks = [0]
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
    timer.start()
    with qtbot.waitSignal(match.aiThinkingFinished, timeout=60_000):
        match.start()
        assert match.phase == MatchState.AI_THINKING
    timer.stop()
    assert ticks[0] > 5
    assert match.phase != MatchState.AI_THINKING


def test_hot_seat_never_shows_the_hand_of_the_seat_not_to_move(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    match = make((HUMAN, HUMAN_B), tmp_path, workers, hits=1)
    rec = Recorder(match)
    checked = [0]

    def check_view(view: EnGardeView) -> None:
        if match.phase == MatchState.HANDOVER or view.seat is None:
            assert view.hand is None and "hand" not in view.to_json()
        checked[0] += 1

    match.viewChanged.connect(check_view)
    match.positionReset.connect(check_view)
    play_out(qtbot, match, rec, pick=1)
    assert rec.handovers[:2] == [0, 1] and checked[0] > 0
    drawn = [
        (e, who)
        for e, who in zip(rec.events, rec.seen_by, strict=True)
        if isinstance(e, CardMoved) and e.private_to is not None
    ]
    assert drawn
    for e, who in drawn:
        # a drawn card's face travels only to its owner's screen
        assert (e.card is not None) == (e.private_to == who)


def test_hot_seat_undo_only_before_the_hand_over(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    match = make((HUMAN, HUMAN_B), tmp_path, workers)
    rec = Recorder(match)
    match.start()
    assert match.phase == MatchState.HANDOVER
    match.confirm_handover()
    opening = match.state.to_json()
    assert match.play(match.legal_actions()[0])
    assert match.phase == MatchState.HANDOVER and match.view().hand is None
    # Ann drew a card at the end of her move: undoing it and moving differently would let her
    # see which card Ben draws next, so in hot-seat it is refused, and the reason said
    assert not match.can_undo() and not match.undo()
    assert "deck holds next" in rec.refusals[-1]
    match._last_drew = False  # a move that drew nothing (the deck is out, say) may be taken back
    assert match.undo()  # Ann is still at the screen
    assert match.state.to_json() == opening and match.phase == MatchState.AWAITING_HUMAN
    assert match.view().seat == 0
    assert match.play(match.legal_actions()[0])
    match._last_drew = False
    match.confirm_handover()  # Ben takes the screen: Ann's move is no longer his to undo
    assert not match.can_undo() and not match.undo()


def test_undo_against_the_ai_takes_back_the_reply_and_deals_the_same_cards(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    match = make((HUMAN, ai("novice")), tmp_path, workers)
    Recorder(match)
    match.start()
    opening = match.state.to_json()
    first = match.legal_actions()[0]
    match.play(first)
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN and len(match.actions) >= 2)
    after = match.state.to_json()
    assert match.undo()
    assert match.state.to_json() == opening and match.actions == []
    match.play(first)
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN and len(match.actions) >= 2)
    assert match.state.to_json() == after  # the same cards come again: nothing new is revealed


def test_resume_after_a_crash_restores_the_exact_position(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    match = make((HUMAN, ai("novice")), tmp_path, workers)
    Recorder(match)
    match.start()
    for _ in range(3):
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
        match.play(match.legal_actions()[-1])
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
    position = match.state.to_json()
    # the process "crashes" here: nothing but the autosave survives
    assert Match.resumable(tmp_path / "auto.json")
    again = Match.resume(tmp_path / "auto.json", history=tmp_path / "h.sqlite3", workers=workers)
    assert again.state.to_json() == position and again.actions == match.actions
    assert again.seats == match.seats


@pytest.mark.usefixtures("small_search")  # a legal hint, not a strong one
def test_hint_offers_a_legal_move_for_the_human(qtbot: QtBot, tmp_path: Path, workers: SearchWorkers) -> None:
    match = make((HUMAN, ai("club")), tmp_path, workers)
    Recorder(match)
    match.start()
    with qtbot.waitSignal(match.hintReady, timeout=30_000) as hint:
        match.hint()
    assert hint.args[0].action in match.legal_actions()
    assert match.phase == MatchState.AWAITING_HUMAN and match.actions == []


def test_closing_during_a_search_leaves_no_process(qtbot: QtBot, tmp_path: Path) -> None:
    workers = SearchWorkers(2)
    match = make((ai("master"), HUMAN), tmp_path, workers)
    match.start()
    assert match.phase == MatchState.AI_THINKING and workers.busy
    match.close()
    assert workers.alive() == [] and not workers.busy


def test_a_hint_asked_for_a_turn_already_played_never_arrives(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    match = make((HUMAN, ai("novice")), tmp_path, workers)
    hints: list[Any] = []
    match.hintReady.connect(hints.append)
    match.start()
    match.hint()
    match.play(match.legal_actions()[0])  # before the Master has answered
    qtbot.wait(1500)
    assert hints == []


def test_a_finished_match_is_recorded_once_and_not_taken_back(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    match = make((HUMAN, ai("novice")), tmp_path, workers, hits=1)
    rec = Recorder(match)
    play_out(qtbot, match, rec)
    assert not match.can_undo() and not match.undo()
    save = tmp_path / "finished.salle.json"
    match.save(save)
    again = Match.resume(save, autosave=False, history=tmp_path / "history.sqlite3", workers=workers)
    again.start()
    assert again.phase == MatchState.GAME_OVER
    with History(tmp_path / "history.sqlite3") as h:
        assert len(h.recent()) == 1


def test_a_loaded_game_is_autosaved_before_any_move_and_a_new_one_leaves_the_autosave_alone(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    """A game loaded from a save is kept at once: quit before moving and the next start still
    offers it. A new game has nothing to keep until its first move."""
    match = make((HUMAN, ai("novice")), tmp_path, workers)
    match.start()
    for _ in range(2):
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
        match.play(match.legal_actions()[0])
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
    save = tmp_path / "bout.salle"
    match.save(save)
    match.close()
    auto = tmp_path / "elsewhere" / "auto.json"
    auto.parent.mkdir()
    loaded = Match.resume(save, autosave=auto, history=False, workers=workers)
    assert not auto.exists()
    loaded.start()
    assert load_game(auto).actions == match.actions  # before any move of the loaded game
    loaded.close()
    fresh = Match("en-garde", {"hits": 2}, 8, (HUMAN, ai("novice")), autosave=auto, history=False,
                  workers=workers)
    fresh.start()
    assert load_game(auto).actions == match.actions  # the unfinished game is still the one offered
    fresh.close()


def test_the_ai_is_never_handed_a_seed_it_could_turn_back_into_the_deal() -> None:
    from engine.ai.players import move_seed

    # per-move seeds are hashes: no arithmetic relation between neighbouring matches or plies
    steps = {move_seed(1001, ply) - move_seed(1000, ply) for ply in range(20)}
    assert len(steps) == 20
    assert all(move_seed(1000, ply) // 1_000_003 != 1000 for ply in range(20))


# --- autosave and history trouble: the game goes on, the player is told once ---------------------------
AUTOSAVE, HISTORY = "autosave", "history"  # the kinds of Match.warning, as views receive them
def warnings_of(match: Match) -> list[tuple[str, str]]:
    seen: list[tuple[str, str]] = []
    match.warning.connect(lambda kind, text: seen.append((kind, text)))
    return seen


def test_a_damaged_autosave_is_kept_aside_and_the_next_autosave_works(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    auto = tmp_path / "auto.json"
    damaged = b'{"format": "salle-save", "schema": 1, "ga'
    auto.write_bytes(damaged)
    match = make((HUMAN, ai("novice")), tmp_path, workers)
    seen = warnings_of(match)
    match.start()
    for _ in range(2):
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
        match.play(match.legal_actions()[0])
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
    (kept,) = [p for p in tmp_path.iterdir() if p.name.startswith("auto.json.damaged-")]
    assert kept.read_bytes() == damaged  # the player can still look at what was there
    assert load_game(auto).actions == match.actions  # and every move since is autosaved
    assert seen == [(AUTOSAVE, "The autosave file could not be read (auto.json: is truncated: the JSON "
                     "stops before it is complete (Unterminated string starting at line 1 column 39)). "
                     f"It was kept as {kept}, and this game is autosaved again.")]


def test_each_autosave_replays_the_game_once_and_a_file_changed_since_is_read_again(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The file the match wrote itself is known to be readable: the next autosave does not read
    and replay it again (a long battle would pay for its whole length twice per action). A file
    another program changed in between is read, and kept aside if it is damaged."""
    from engine.store import saves

    replays: list[int] = []
    replay = saves._replay
    monkeypatch.setattr(saves, "_replay", lambda *a: replays.append(len(a[4])) or replay(*a))
    auto = tmp_path / "auto.json"
    match = make((HUMAN, ai("novice")), tmp_path, workers)
    seen = warnings_of(match)
    match.start()
    for _ in range(3):
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
        replays.clear()
        match.play(match.legal_actions()[0])
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
        # the player's action and the AI's answer: one save each, one replay each
        assert replays == [len(match.actions) - 1, len(match.actions)]
    damaged = auto.read_bytes()[:-9]
    auto.write_bytes(damaged)
    match.play(match.legal_actions()[0])
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
    (kept,) = [p for p in tmp_path.iterdir() if p.name.startswith("auto.json.damaged-")]
    assert kept.read_bytes() == damaged
    assert load_game(auto).actions == match.actions
    assert [kind for kind, _ in seen] == [AUTOSAVE]


def test_a_pipe_where_the_autosave_goes_is_moved_aside_not_read(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    auto = tmp_path / "auto.json"
    os.mkfifo(auto)
    match = make((HUMAN, ai("novice")), tmp_path, workers)
    seen = warnings_of(match)
    match.start()
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
    match.play(match.legal_actions()[0])
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
    assert load_game(auto).actions == match.actions
    assert [kind for kind, _ in seen] == [AUTOSAVE] and "is a pipe (FIFO)" in seen[0][1]


def test_without_a_data_folder_the_match_is_played_and_the_player_told(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    home.write_text("a file where Salle's folder should be")
    monkeypatch.setenv("SALLE_HOME", str(home))
    assert not Match.resumable()
    match = Match("en-garde", {"hits": 1}, 7, (HUMAN, ai("novice")), workers=workers)
    assert match.autosave is None
    seen = warnings_of(match)
    play_out(qtbot, match, Recorder(match))
    assert [kind for kind, _ in seen] == [AUTOSAVE, HISTORY]
    assert seen[0][1] == (f"This game is not autosaved. Salle cannot keep your saves and practice history "
                          f"in {home / 'data'}: a file stands where a folder should be.")
    assert seen[1][1].startswith("The game was not added to the practice history: Salle cannot keep")
    assert home.read_text() == "a file where Salle's folder should be"


def test_the_end_of_a_game_never_fails_because_of_a_damaged_history(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    from tests.store.test_history import spoil_schema

    with History(tmp_path / "history.sqlite3") as h:
        h.record("en-garde", {"hits": 1}, (HUMAN, ai("club")), 0, [1, 0], ["F3"], 1.0)
    spoil_schema(tmp_path / "history.sqlite3")
    match = make((HUMAN, ai("novice")), tmp_path, workers, hits=1)
    seen = warnings_of(match)
    with qtbot.waitSignal(match.gameOver, timeout=60_000):
        play_out(qtbot, match, Recorder(match))
    assert [kind for kind, _ in seen] == [HISTORY]
    assert "history.sqlite3: is damaged" in seen[0][1]
    assert not (tmp_path / "auto.json").exists()


def test_the_match_borrows_nothing_from_the_command_line_tools() -> None:
    """The match is the table's engine: what it needs of the AI (the seed of each move) lives in
    the AI package, not in a tool it would otherwise drag in."""
    import subprocess
    import sys

    code = "import sys, engine.match; print(sorted(m for m in sys.modules if m.startswith('engine.tools')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_resumed_game_goes_on_with_the_time_it_had_been_played(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    """Seven minutes played, then quit and resumed: the history says seven minutes and more, not
    the few seconds of the last session."""
    match = make((HUMAN, ai("novice")), tmp_path, workers, hits=1)
    match.start()
    match._started -= 420  # as if the game had begun seven minutes ago
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
    match.play(match.legal_actions()[0])  # autosaved with the time so far
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
    again = Match.resume(tmp_path / "auto.json", history=tmp_path / "history.sqlite3", workers=workers)
    assert again.played_s() >= 420
    rec = Recorder(again)
    play_out(qtbot, again, rec)
    with History(tmp_path / "history.sqlite3") as h:
        (row,) = h.recent()
    assert row.duration_s is not None and row.duration_s >= 420


def test_a_match_where_nobody_searches_starts_no_search_process_until_a_hint(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """People and the Novice search nothing: their match spawns no process (each holds the whole
    engine in memory) until a hint asks for a search."""
    workers = SearchWorkers(2)
    try:
        match = make((HUMAN, ai("novice")), tmp_path, workers)
        match.start()
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
        assert workers.alive() == []
        with qtbot.waitSignal(match.hintReady, timeout=60_000):
            match.hint()
        assert len(workers.alive()) == 2
        searching = make((HUMAN, ai("club")), tmp_path / "club", SearchWorkers(2))
        searching.start()  # a searching seat: started at once, as spawning takes a moment
        assert len(searching.workers.alive()) == 2
        searching.close()
    finally:
        workers.close()
