"""The narrow port a table scene sees of its match: what the screen may show and the intents it
may send, never the match's full position (the true state holds what no seat may see)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import SignalInstance

from engine.match import MatchState
from engine.store.saves import Seat


class MatchPort(Protocol):
    """engine.match.Match as a scene sees it: the current view, the legal actions, why an
    action is illegal, play, confirm the hand-over, and the signals it listens to."""

    phase: MatchState

    @property
    def seats(self) -> tuple[Seat, Seat]: ...

    positionReset: SignalInstance
    eventsApplied: SignalInstance  # list[Event] (engine.core.events), as the screen may see them
    viewChanged: SignalInstance
    handoverRequested: SignalInstance
    stateEntered: SignalInstance
    refused: SignalInstance
    gameOver: SignalInstance

    def view(self) -> Any: ...  # a SeatView, read by each game's scene as its own

    def to_move(self) -> int: ...

    def legal_actions(self) -> Sequence[Any]: ...

    def why_illegal(self, action: Any) -> str: ...

    def describe(self, action: Any) -> str: ...

    def play(self, intent: Any) -> bool: ...

    def confirm_handover(self) -> None: ...
