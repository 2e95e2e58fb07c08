"""The story reaches the screen at a pace a person can follow (gui.table.pacing), in every game:
the other side's moves a beat apart, a result held until it is read, and no wait at all when
the player acts or chose no animations."""

from __future__ import annotations

import time
from collections.abc import Iterator
from itertools import pairwise
from typing import Any, cast

import pytest
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine.core.events import ActionPlayed, Event
from engine.match import Match, MatchState
from engine.store.saves import Seat
from gui import anim
from gui.mainwindow import MainWindow
from gui.table.pacing import PACED, STRAIGHT, Pacing


class FakeMatch(QObject):
    """The signals of a match, sent by the test, and what a table asks of it."""

    stateEntered = Signal(str)
    eventsApplied = Signal(object)
    viewChanged = Signal(object)
    positionReset = Signal(object)
    prompt = Signal(int, object)
    aiThinkingStarted = Signal(int)
    aiThinkingFinished = Signal(int, str)
    refused = Signal(str)
    roundOver = Signal(object, str)
    gameOver = Signal(object)
    handoverRequested = Signal(int)
    hintReady = Signal(object)
    notice = Signal(str)
    warning = Signal(str, str)

    def __init__(self) -> None:
        super().__init__()
        self.phase = MatchState.SETUP
        self.at_screen: int | None = 0
        self.seats = (Seat("human", None, "You"), Seat("ai", "novice", "Novice"))
        self.played: list[Any] = []
        self.mover = 0

    def view(self) -> str:
        return "now"

    def to_move(self) -> int:
        return self.mover

    def legal_actions(self) -> list[str]:
        return ["a move"]

    def play(self, intent: Any) -> bool:
        self.played.append(intent)
        return True

    def move(self, seat: int, n: int) -> None:
        """A move of `seat` as the match sends it: its events, the view after, whose turn."""
        self.mover = seat
        self.eventsApplied.emit([ActionPlayed(seat, f"m{n}", f"move {n}")])
        self.viewChanged.emit(f"after {n}")
        self.stateEntered.emit(MatchState.AI_THINKING.value if seat == 0 else MatchState.AWAITING_HUMAN.value)


@pytest.fixture
def speed() -> Iterator[None]:
    anim.set_speed("normal")
    yield
    anim.set_speed("off")


def told(pacing: Pacing) -> list[tuple[float, str, Any]]:
    """What the pacing passes on, with the time it did."""
    seen: list[tuple[float, str, Any]] = []
    for name in PACED + STRAIGHT:
        getattr(pacing, name).connect(lambda *args, name=name: seen.append((time.monotonic(), name, args)))
    return seen


def moves(seen: list[tuple[float, str, Any]]) -> list[tuple[float, list[Event]]]:
    return [(t, args[0]) for t, name, args in seen if name == "eventsApplied"]


def test_the_other_sides_moves_are_shown_a_beat_apart_each_with_its_view(qtbot: QtBot, speed: None) -> None:
    match = FakeMatch()
    pacing = Pacing(cast(Match, match))
    seen = told(pacing)
    start = time.monotonic()
    for n in range(3):  # three moves of the AI at once (a Novice answers in no time)
        match.move(1, n)
    assert len(moves(seen)) == 1  # the first at once, with its view and whose turn it is
    assert [name for _t, name, _a in seen] == ["eventsApplied", "viewChanged", "stateEntered"]
    assert pacing.busy() and pacing.view() == "after 0"
    qtbot.waitUntil(lambda: len(moves(seen)) == 3, timeout=5_000)
    times = [t for t, _events in moves(seen)]
    beat = anim.duration("beat") / 1000
    assert all(b - a >= beat * 0.9 for a, b in pairwise(times)), times
    assert [e[0].text for _t, e in moves(seen)] == ["m0", "m1", "m2"]  # in their order
    assert times[-1] - start >= 2 * beat * 0.9
    qtbot.waitUntil(lambda: not pacing.busy(), timeout=5_000)
    assert pacing.view() == "now"  # told all: the match's own view


def test_a_result_on_the_table_holds_the_story_until_it_is_read(qtbot: QtBot, speed: None) -> None:
    match = FakeMatch()
    pacing = Pacing(cast(Match, match))
    seen = told(pacing)
    match.move(1, 0)
    pacing.hold()  # the table put up a banner
    QTest.qWait(anim.duration("beat") * 2)
    match.move(1, 1)
    QTest.qWait(anim.duration("beat") * 2)
    assert len(moves(seen)) == 1 and pacing.busy()  # nothing more while the result is read
    pacing.release()
    assert len(moves(seen)) == 2  # read long after the last move: the next comes at once


def test_acting_shows_everything_waiting_at_once(qtbot: QtBot, speed: None) -> None:
    match = FakeMatch()
    pacing = Pacing(cast(Match, match))
    seen = told(pacing)
    for n in range(3):
        match.move(1, n)
    match.phase = MatchState.AWAITING_HUMAN
    assert pacing.legal_actions() == []  # the table is still telling: nothing to play from it yet
    assert pacing.play("a move") and match.played == ["a move"]
    assert len(moves(seen)) == 3 and not pacing.busy()
    assert pacing.phase == MatchState.AWAITING_HUMAN and pacing.legal_actions() == ["a move"]


def test_the_players_own_move_waits_only_for_its_card(qtbot: QtBot, speed: None) -> None:
    match = FakeMatch()
    pacing = Pacing(cast(Match, match))
    seen = told(pacing)
    match.move(0, 0)  # his own
    match.move(1, 1)  # the reply, at once
    qtbot.waitUntil(lambda: len(moves(seen)) == 2, timeout=5_000)
    (a, _), (b, _) = moves(seen)
    assert anim.duration("card") / 1000 * 0.9 <= b - a < anim.duration("beat") / 1000


def test_answers_to_the_player_pass_at_once_and_no_animation_means_no_wait(qtbot: QtBot) -> None:
    assert anim.speed() == 0
    match = FakeMatch()
    pacing = Pacing(cast(Match, match))
    seen = told(pacing)
    for n in range(3):
        match.move(1, n)
    pacing.hold()  # animations off: a banner holds nothing back
    match.move(1, 3)
    match.refused.emit("not now")
    assert len(moves(seen)) == 4 and not pacing.busy()
    assert seen[-1][1:] == ("refused", ("not now",))


def test_against_the_ai_a_round_won_waits_on_the_table_until_a_key(
        window: MainWindow, qtbot: QtBot, speed: None) -> None:
    """A whole round against the Novice at normal speed: each of his moves comes a beat after
    the one before; his winning touch stays on the table, and his next move with it, until the
    player presses a key."""
    window.new_match("en-garde", {"hits": 2}, (Seat("human", None, "You"), Seat("ai", "novice", "Novice")),
                     seed=3)
    match, pacing, scene = window.match, window.pacing, window.scene
    assert match is not None and pacing is not None
    shown: list[tuple[float, list[Event]]] = []
    pacing.eventsApplied.connect(lambda events: shown.append((time.monotonic(), events)))
    for _ in range(200):
        qtbot.waitUntil(lambda: scene.news.isVisible() or (
            pacing.phase == MatchState.AWAITING_HUMAN and not pacing.busy())
            or match.phase == MatchState.GAME_OVER, timeout=20_000)
        if scene.news.isVisible() or match.phase == MatchState.GAME_OVER:
            break
        pacing.play(pacing.legal_actions()[0])
    assert scene.news.isVisible(), "a round was won"
    theirs = [t for t, events in shown if any(isinstance(e, ActionPlayed) and e.seat == 1 for e in events)]
    mine = [t for t, events in shown if any(isinstance(e, ActionPlayed) and e.seat == 0 for e in events)]
    assert theirs and mine
    # each of his moves reached the table no sooner than my card had flown
    for t in theirs:
        before = max((m for m in mine if m <= t), default=None)
        if before is not None:
            assert t - before >= anim.duration("card") / 1000 * 0.9
    count = len(shown)
    QTest.qWait(anim.duration("beat") * 2)
    assert scene.news.isVisible() and len(shown) == count  # held while the result is read
    QTest.keyClick(window.table.viewport(), Qt.Key.Key_Left)
    assert not scene.news.isVisible()
    qtbot.waitUntil(lambda: not pacing.busy(), timeout=5_000)


def test_the_seat_to_act_is_the_one_the_screen_is_told_of(qtbot: QtBot, speed: None) -> None:
    """While the table still shows the AI's moves, the seat to act is his, though the match has
    gone on to the player's turn: "Novice is thinking", never the player's name."""
    match = FakeMatch()
    pacing = Pacing(cast(Match, match))
    seen: list[int] = []
    pacing.eventsApplied.connect(lambda _events: seen.append(pacing.to_move()))
    match.move(1, 0)
    match.move(1, 1)
    match.mover = 0  # the match is on at the player's turn
    assert pacing.to_move() == 1
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=5_000)
    assert seen == [1, 1]
    qtbot.waitUntil(lambda: not pacing.busy(), timeout=5_000)
    assert pacing.to_move() == 0


def test_the_turn_told_after_a_beat_offers_its_moves_at_once(qtbot: QtBot, speed: None) -> None:
    """When the player's turn reaches the table after the other side's move was shown, the table
    asking what may be played then (to light its targets and buttons) gets the moves, though the
    turn's prompt still waits behind it."""
    match = FakeMatch()
    pacing = Pacing(cast(Match, match))
    offered: list[list[str]] = []
    pacing.stateEntered.connect(lambda name: offered.append(list(pacing.legal_actions()))
                                if name == MatchState.AWAITING_HUMAN.value else None)
    match.move(0, 0)  # his own move: the reply waits for its card to land
    match.phase = MatchState.AI_THINKING
    match.eventsApplied.emit([ActionPlayed(1, "m1", "move 1")])
    match.viewChanged.emit("after 1")
    match.phase = MatchState.AWAITING_HUMAN
    match.stateEntered.emit(MatchState.AWAITING_HUMAN.value)
    match.prompt.emit(0, [])
    assert not offered  # all of it waits behind the card's flight
    qtbot.waitUntil(lambda: bool(offered), timeout=5_000)
    assert offered == [["a move"]]
