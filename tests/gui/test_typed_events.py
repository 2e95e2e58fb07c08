"""Events reach the table as typed objects, and the table dispatches on their types.

JSON is for the edges (saves, the history, the referee): what the match and a replay send the
table are the engine's `Event` dataclasses, as the seat at the screen may see them, and nothing
in gui/ reads an event by the name of its kind.
"""

from __future__ import annotations

import ast
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from engine.ai.worker import SearchWorkers
from engine.core.events import _EVENT_NAMES, ActionPlayed, Event
from engine.games import all_games
from engine.match import Match, MatchState
from engine.replay import Replay
from engine.store.saves import Seat
from gui.replay import ReplayPort

GUI = Path(__file__).resolve().parents[2] / "gui"
KIND_NAMES = frozenset(_EVENT_NAMES.values())
HUMAN = Seat("human", None, "Ann")
NOVICE = Seat("ai", "novice", "Novice")
# the shortest match each game offers: the events are the point, not the length of the play
SHORT: dict[str, dict[str, Any]] = {
    "en-garde": {"hits": 1},
    "ready-fence": {"target": 5},
    "audatia": {"variant": "duel"},
    "barditus": {"turns": 12},
}


@pytest.fixture
def workers() -> Iterator[SearchWorkers]:
    w = SearchWorkers(1)
    yield w
    w.close()


def _play(match: Match, text: str) -> None:
    match.play(text)  # a functor given to Qt must return None


def _kinds(batches: list[Any]) -> set[type]:
    return {type(e) for batch in batches for e in batch}


def _all_typed(batches: list[Any]) -> None:
    for batch in batches:
        assert isinstance(batch, list), batch
        for e in batch:
            assert isinstance(e, Event), e


@pytest.mark.parametrize("game", sorted(all_games()))
def test_every_event_a_match_and_its_replay_send_is_an_event_object(
        qtbot: QtBot, workers: SearchWorkers, game: str) -> None:
    """A random match (Ann picks any legal action, the Novice answers) sends the table Event
    objects; so do the match's record (the log after undo, resume, load) and a replay of it."""
    rng = random.Random(f"typed {game}")
    match = Match(game, SHORT.get(game, {}), rng.randrange(1000), (HUMAN, NOVICE),
                  autosave=False, history=False, workers=workers)
    sent: list[Any] = []
    match.eventsApplied.connect(sent.append)

    def on_prompt(seat: int, legal: list[dict[str, Any]]) -> None:
        choice = rng.choice(legal)["text"]
        QTimer.singleShot(0, lambda: _play(match, choice))  # intents never nest in a signal

    match.prompt.connect(on_prompt)
    match.start()
    qtbot.waitUntil(lambda: match.phase == MatchState.GAME_OVER, timeout=240_000)
    assert sent and ActionPlayed in _kinds(sent)
    _all_typed(sent)
    told = match.record()
    assert len(told) >= len(match.actions)
    _all_typed([events for events, _view in told])

    replay = Replay(game, match.options, match.seed, match.actions, match.seats)
    port = ReplayPort(replay, match.seats, 0)
    stepped: list[Any] = []
    port.eventsApplied.connect(stepped.append)
    for n in range(1, len(replay) + 1):
        port.go(n)
    assert len(stepped) == len(replay)
    _all_typed(stepped)
    assert _kinds(stepped) >= _kinds(sent)  # the replay tells the same kinds of things


def _names(node: ast.AST) -> set[str]:
    """The strings `node` is, or holds as a literal tuple, list or set."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return {n.value for n in node.elts if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    return set()


def _by_name(tree: ast.AST) -> list[tuple[int, str]]:
    """The places that read an event by its kind's name: e["event"], e.get("event"), and any
    comparison (==, !=, in) against a kind's name ("card_moved", "round_over", …)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        keyed = isinstance(node, ast.Subscript) and "event" in _names(node.slice)
        got = (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
               and node.func.attr == "get" and bool(node.args) and "event" in _names(node.args[0]))
        named = isinstance(node, ast.Compare) and any(
            _names(side) & KIND_NAMES for side in (node.left, *node.comparators))
        if keyed or got or named:
            found.append((getattr(node, "lineno", 0), ast.unparse(node)))
    return found


def test_the_table_never_dispatches_on_an_event_kind_name() -> None:
    found = {f"{path.relative_to(GUI.parent)}:{line}: {text}"
             for path in sorted(GUI.rglob("*.py"))
             for line, text in _by_name(ast.parse(path.read_text(encoding="utf-8")))}
    assert not found, sorted(found)


@pytest.mark.parametrize("source", [
    'kind = e["event"]',
    'if e.get("event") == "x": pass',
    'if kind == "card_moved": pass',
    'if "round_over" in kinds: pass',
    'if kind in ("piece_lost", "pursuer_lost"): pass',
    'if x["event"] != "action": pass',
    'if e.get("event", "") in {"die_rolled"}: pass',
])
def test_the_scan_finds_each_way_back_to_names(source: str) -> None:
    """The scan above is not blind: each of these old ways of reading an event is found."""
    assert _by_name(ast.parse(source))
