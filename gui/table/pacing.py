"""The match's story told at a pace a person can follow, the same way in every game.

The match plays as fast as its seats decide: a Novice answers at once, and an attack, its parry,
the riposte and the next deal could all reach the table within a second. `Pacing` stands between
the match and everything that shows it (the table, the panel, the log): it passes the match's
signals on in their order, but after a move the person at the screen did not make it waits a
beat before the next, and while a result is on the table (a round won, a deck run out) it waits
until the player has read it (a click or a key). Acting skips the wait: a move, an undo or a
hand-over first shows everything still waiting, at once. At the animation speed "off" nothing
waits, which is what the tests and a player who wants no delay get.

Answers to the person at the screen (a refusal, a hint, a notice, a warning) pass at once: they
are not part of the story.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from engine.core.events import ActionPlayed, Event
from engine.match import Match, MatchState
from engine.store.saves import Seat
from gui import anim

# the match's signals that tell the story, in the order they were sent
PACED = ("positionReset", "eventsApplied", "viewChanged", "prompt", "stateEntered", "handoverRequested",
         "roundOver", "gameOver", "aiThinkingStarted", "aiThinkingFinished")
# the ones that answer the person at the screen: passed on at once
STRAIGHT = ("refused", "hintReady", "notice", "warning")


class Pacing(QObject):
    """A match as the screen sees it, told at a readable pace (see the module's words). It has
    the match's signals and the narrow port a table uses (gui.table.port.MatchPort)."""

    positionReset = Signal(object)
    eventsApplied = Signal(object)
    viewChanged = Signal(object)
    prompt = Signal(int, object)
    stateEntered = Signal(str)
    handoverRequested = Signal(int)
    roundOver = Signal(object, str)
    gameOver = Signal(object)
    aiThinkingStarted = Signal(int)
    aiThinkingFinished = Signal(int, str)
    refused = Signal(str)
    hintReady = Signal(object)
    notice = Signal(str)
    warning = Signal(str, str)

    def __init__(self, match: Match, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self.phase: MatchState = match.phase  # as far as the screen has been told
        self._view: Any = None  # the last view the screen was given
        self._to_move: int | None = None  # the seat to act as far as the screen has been told
        # each signal waiting to be passed on, with the seat that was to act when it was sent
        self._waiting: deque[tuple[str, tuple[Any, ...], int]] = deque()
        self._held = False  # a result on the table waits to be read
        self._next_at = 0.0  # the time (monotonic, s) before which no more moves are shown
        self._beat = QTimer(self)
        self._beat.setSingleShot(True)
        self._beat.setTimerType(Qt.TimerType.PreciseTimer)  # a coarse timer may end a beat early
        self._beat.timeout.connect(self._tell)
        for name in PACED:
            getattr(match, name).connect(lambda *args, name=name: self._arrived(name, args))
        for name in STRAIGHT:
            getattr(match, name).connect(getattr(self, name).emit)

    # --- the pace -------------------------------------------------------------------------------
    def busy(self) -> bool:
        """Something the match has done is not shown yet, or is being shown."""
        return bool(self._waiting) or self._beat.isActive() or self._held

    def hold(self) -> None:
        """A result is on the table: tell nothing more until `release` (it has been read)."""
        if anim.speed() > 0:
            self._held = True

    def release(self) -> None:
        if self._held:
            self._held = False
            self._tell()

    def catch_up(self) -> None:
        """Show at once everything still waiting (the player acts: he has seen enough)."""
        self._beat.stop()
        self._held = False
        self._next_at = 0.0
        while self._waiting:
            self._send(*self._waiting.popleft())

    def _arrived(self, name: str, args: tuple[Any, ...]) -> None:
        self._waiting.append((name, args, self.match.to_move()))
        self._tell()

    def _tell(self) -> None:
        while self._waiting and not self._held and not self._beat.isActive():
            name, args, to_move = self._waiting[0]
            if name == "eventsApplied":
                # a move is shown with what follows it (its view, whose turn it is); the next
                # move waits until the last one has been on the table long enough
                wait = self._next_at - time.monotonic()
                if wait > 0:
                    self._beat.start(max(1, round(wait * 1000)))
                    return
            self._waiting.popleft()
            self._send(name, args, to_move)
            if name == "eventsApplied":  # counted from when the move is on the table
                self._next_at = time.monotonic() + self._pause_after(args[0]) / 1000

    def _send(self, name: str, args: tuple[Any, ...], to_move: int) -> None:
        self._to_move = to_move
        if name == "stateEntered":
            self.phase = MatchState(args[0])
        elif name in ("viewChanged", "positionReset"):
            self._view = args[0]
        getattr(self, name).emit(*args)

    def _pause_after(self, events: Sequence[Event]) -> int:
        """How long the table shows `events` before the next: a beat for a move the person at
        the screen did not make (the other side's, a die), the card's flight for his own."""
        played = [e for e in events if isinstance(e, ActionPlayed)]
        if not played:
            return 0
        mine = all(e.seat == self.match.at_screen for e in played)
        return anim.duration("card") if mine else anim.duration("beat")

    # --- the port a table uses ---------------------------------------------------------------------
    @property
    def seats(self) -> tuple[Seat, Seat]:
        return self.match.seats

    def view(self) -> Any:
        return self._view if self._view is not None and self.busy() else self.match.view()

    def to_move(self) -> int:
        """The seat to act in what the screen shows (the match may be further on)."""
        return self.match.to_move() if self._to_move is None or not self.busy() else self._to_move

    def legal_actions(self) -> Sequence[Any]:
        # nothing is to be played from a table still showing moves that came before (what waits
        # behind the turn itself, its prompt, is of this turn)
        told = self.phase == MatchState.AWAITING_HUMAN and not any(
            name == "eventsApplied" for name, _args, _to_move in self._waiting)
        return self.match.legal_actions() if told else []

    def why_illegal(self, action: Any) -> str:
        return self.match.why_illegal(action)

    def describe(self, action: Any) -> str:
        return self.match.describe(action)

    def play(self, intent: Any) -> bool:
        self.catch_up()
        return self.match.play(intent)

    def confirm_handover(self) -> None:
        self.catch_up()
        self.match.confirm_handover()
