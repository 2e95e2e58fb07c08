"""Typed events that `apply` returns: what happened, in the order the table should animate it.

Events are shared by every game. A card's identity is game data (a value in En Garde, a card id
in Audatia); an event that moves a card only one seat may see carries `private_to`, and
`for_seat` hides the card from everybody else, so a view never learns a hidden card from an event.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    def to_dict(self) -> dict[str, Any]:
        """The event as JSON, for the edges that write it (the referee); the table reads the
        event itself and dispatches on its type."""
        return {"event": _EVENT_NAMES[type(self)], **asdict(self)}

    def for_seat(self, seat: int | None) -> Event:
        """This event as `seat` may see it (None: an onlooker who sees only public things)."""
        return self


@dataclass(frozen=True, slots=True)
class ActionPlayed(Event):
    """A seat took an action; `text` is its notation, `words` the same in words. An action that
    names a hidden card (a posta chosen face down, a card traded away) is `private_to` its seat:
    the others read `public_text` instead."""

    seat: int
    text: str
    private_to: int | None = None
    public_text: str = ""
    # the action in words as its player reads it (the state's `describe`, before the action):
    # what the log shows; the notation `text` only in its notation column
    words: str = ""

    def for_seat(self, seat: int | None) -> Event:
        if self.private_to is None or seat == self.private_to:
            return self
        return replace(self, text=self.public_text, public_text="", words=self.public_text)

    def to_dict(self) -> dict[str, Any]:
        out = Event.to_dict(self)
        if self.private_to is None:  # most actions are public: their events stay short
            del out["private_to"], out["public_text"]
        return out


@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    """A card went from one zone to another ("deck", "hand:0", "discard", "play:1", …)."""

    card: Any
    src: str
    dst: str
    face_up: bool
    private_to: int | None = None

    def for_seat(self, seat: int | None) -> Event:
        if self.private_to is None or seat == self.private_to:
            return self
        return replace(self, card=None)


@dataclass(frozen=True, slots=True)
class HandRevealed(Event):
    """A seat turned its hand face up (En Garde's deck-out comparison)."""

    seat: int
    cards: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class FigureMoved(Event):
    """A fencer stepped from one space of the piste to another (En Garde, Ready...Fence!)."""

    seat: int
    src: int
    dst: int


@dataclass(frozen=True, slots=True)
class PieceMoved(Event):
    """A unit piece went from one slot of its army's cards to another (Barditus: a retreat, a
    rallied piece going back, the reserve brought up). Card positions and slots count from 0."""

    seat: int
    pos: int
    slot: int
    to_pos: int
    to_slot: int


@dataclass(frozen=True, slots=True)
class PursuerSent(Event):
    """A piece left slot `slot` of its front card `home` to pursue onto the enemy's front card
    `on` (columns count from 0)."""

    seat: int
    home: int
    slot: int
    on: int


@dataclass(frozen=True, slots=True)
class PursuerReturned(Event):
    """A pursuer from front card `home`, standing on the enemy's front card `on`, rallied back
    to slot `slot` of its own card."""

    seat: int
    home: int
    on: int
    slot: int


@dataclass(frozen=True, slots=True)
class PieceLost(Event):
    """A casualty: the piece on slot `slot` of card position `pos` is destroyed."""

    seat: int
    pos: int
    slot: int


@dataclass(frozen=True, slots=True)
class PursuerLost(Event):
    """A casualty out pursuing: a pursuer from front card `home` standing on the enemy's front
    card `on` is destroyed."""

    seat: int
    home: int
    on: int


@dataclass(frozen=True, slots=True)
class DieRolled(Event):
    seat: int
    value: int
    purpose: str


@dataclass(frozen=True, slots=True)
class ScoreChanged(Event):
    seat: int
    score: int


@dataclass(frozen=True, slots=True)
class PhaseChanged(Event):
    """The game entered a phase (or sub-process); `to_move` is the seat that acts next."""

    phase: str
    to_move: int | None


@dataclass(frozen=True, slots=True)
class RoundOver(Event):
    """A round (En Garde), a bout period or a battle ended; winner None means drawn. `reason`
    is why, a code of the game's (or, in a game that has no codes for it yet, a text), and
    `fields` what its sentence names (a period's number), as data for the game's words."""

    winner: int | None
    reason: str
    fields: tuple[tuple[str, Any], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out = Event.to_dict(self)
        if self.fields:  # a reason with fields: them too, by name
            out["fields"] = dict(self.fields)
        else:
            del out["fields"]
        return out


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winner: int | None


_EVENT_NAMES: dict[type, str] = {
    ActionPlayed: "action",
    CardMoved: "card_moved",
    HandRevealed: "hand_revealed",
    FigureMoved: "figure_moved",
    PieceMoved: "piece_moved",
    PursuerSent: "pursuer_sent",
    PursuerReturned: "pursuer_returned",
    PieceLost: "piece_lost",
    PursuerLost: "pursuer_lost",
    DieRolled: "die_rolled",
    ScoreChanged: "score_changed",
    PhaseChanged: "phase_changed",
    RoundOver: "round_over",
    GameOver: "game_over",
}
