"""Replays: a finished game stepped through both ways is the game the match played, and exports as a save."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from engine.ai.worker import SearchWorkers
from engine.match import Match, MatchState
from engine.replay import Replay, ReplayError
from engine.store.history import History
from engine.store.saves import Seat, load_game, save_game
from tests.match.test_match import Recorder, ai

GAMES: list[tuple[str, dict[str, Any]]] = [
    ("en-garde", {"hits": 2}),
    ("ready-fence", {}),
    ("audatia", {}),
    ("barditus", {"turns": 12}),
]


def played(qtbot: QtBot, tmp_path: Path, workers: SearchWorkers, game: str, options: dict[str, Any],
           ) -> tuple[Match, dict[int, tuple[dict[str, Any], dict[str, Any]]]]:
    """A match the AI plays against itself, with both seats' views each time a move was asked for,
    by the number of actions played before it."""
    match = Match(game, options, 31, (ai("novice"), ai("random")), autosave=False,
                  history=tmp_path / "history.sqlite3", workers=workers)
    Recorder(match)  # checks every transition against the table
    seen: dict[int, tuple[dict[str, Any], dict[str, Any]]] = {}

    def on_state(name: str) -> None:
        if MatchState(name) in (MatchState.AI_THINKING, MatchState.GAME_OVER):
            seen[len(match.actions)] = (match.state.view(0), match.state.view(1))

    match.stateEntered.connect(on_state)
    with qtbot.waitSignal(match.gameOver, timeout=120_000):
        match.start()
    return match, seen


@pytest.mark.parametrize(("game", "options"), GAMES, ids=[g for g, _ in GAMES])
def test_the_view_after_n_steps_is_the_matchs_view_after_n_actions(
        qtbot: QtBot, tmp_path: Path, workers: SearchWorkers, game: str, options: dict[str, Any]) -> None:
    match, seen = played(qtbot, tmp_path, workers, game, options)
    with History(tmp_path / "history.sqlite3") as h:
        row = h.get(match.history_id or -1)
    assert row is not None and row.seed is not None
    replay = Replay(row.game, row.options, row.seed, row.moves, row.seats)  # from the history alone
    assert len(replay) == len(match.actions) and replay.finished()
    assert replay.winner() == match.state.winning_seat() and replay.scores() == match.state.scores()
    assert sorted(seen) == list(range(len(replay) + 1))
    for n in range(len(replay) + 1):  # forward
        assert (replay.view(n, 0), replay.view(n, 1)) == seen[n], n
    for n in range(len(replay), -1, -1):  # and back
        assert (replay.view(n, 0), replay.view(n, 1)) == seen[n], n
    assert [s.text for s in replay.steps] == match.actions
    assert [s.seat for s in replay.steps] == match.movers


def finished_replay() -> Replay:
    """A short En Garde match to its end, each seat taking its first legal move."""
    from engine.games import get_game

    game = get_game("en-garde")
    state = game.new(game.parse_options({"hits": 1}), 5)
    actions = []
    while not state.is_terminal():
        action = state.legal_actions()[0]
        actions.append(game.format_action(action))
        state.apply(action)
    return Replay("en-garde", {"hits": 1}, 5, actions, (Seat("human", None, "You"), ai("club")))


def test_a_step_is_a_copy_stepping_changes_nothing_in_the_replay() -> None:
    replay = finished_replay()
    before = replay.view(2, 0)
    state = replay.state(2)
    state.apply(state.legal_actions()[0])
    assert replay.view(2, 0) == before
    with pytest.raises(IndexError):
        replay.view(len(replay) + 1, 0)


def test_a_replay_exported_as_a_save_loads_back_as_the_same_finished_game(tmp_path: Path) -> None:
    replay = finished_replay()
    path = tmp_path / "replay.salle.json"
    replay.save(path)
    loaded = load_game(path)
    assert loaded.actions == replay.actions and loaded.seed == replay.seed and loaded.state.is_terminal()
    again = Replay.from_save(path)
    steps = range(len(replay) + 1)
    assert len(again) == len(replay)
    assert [again.view(n, 1) for n in steps] == [replay.view(n, 1) for n in steps]
    assert again.seats == replay.seats


def test_a_save_of_a_game_still_to_play_is_not_replayed(tmp_path: Path) -> None:
    replay = finished_replay()
    path = tmp_path / "unfinished.salle.json"
    save_game(path, "en-garde", replay.options, replay.seed, replay.actions[:3], replay.seats,
              replay.state(3))
    with pytest.raises(ReplayError, match="not finished"):
        Replay.from_save(path)


def test_a_move_the_game_cannot_replay_is_named() -> None:
    replay = finished_replay()
    with pytest.raises(ReplayError, match="move 2"):
        Replay("en-garde", {"hits": 1}, 5, [replay.actions[0], "F9"], replay.seats)
