"""En Garde as one fencer sees it: the piste, the hits, the cards played, his own hand."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.view import View
from engine.games.en_garde import actions as act
from engine.games.en_garde.actions import Action
from engine.games.en_garde.cards import VALUES, value_counts


@dataclass(frozen=True)
class LastMove:
    """The round's latest action and the table as it stood before it, which both fencers saw:
    what a fencer chose tells of the hand he chose from. `deck` and `discard` are the pile
    sizes then."""

    seat: int
    action: Action
    pos: tuple[int, int]
    phase: str
    pending: tuple[int, ...]
    riposte: bool
    deck: int
    discard: int

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "action": act.format_action(self.action), "pos": list(self.pos),
                "phase": self.phase, "pending": list(self.pending), "riposte": self.riposte,
                "deck": self.deck, "discard": self.discard}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> LastMove:
        p0, p1 = data["pos"]
        return cls(data["seat"], act.parse_action(data["action"]), (p0, p1), data["phase"],
                   tuple(data["pending"]), data["riposte"], data["deck"], data["discard"])


@dataclass(frozen=True)
class EnGardeView(View):
    """`pos` is each fencer's space (0..22; seat 0 faces up the piste), `pending` the attack to
    be answered, `riposte` that the fencer to move has just parried (an attack now wins the
    round), `deck_out` that the last card is drawn. Cards played this round are public (each was
    laid face up), so `discard` holds them in the order played. `hand` is the seat's own hand,
    None for an onlooker."""

    round: int
    hits: tuple[int, int]
    pos: tuple[int, int]
    pending: tuple[int, ...]
    riposte: bool
    deck_out: bool
    deck_size: int
    discard: tuple[int, ...]
    last: LastMove | None
    hand: tuple[int, ...] | None

    # --- what follows from the rules, for the table --------------------------------------
    @property
    def distance(self) -> int:
        """Spaces between the fencers: a card of exactly this value attacks."""
        return self.pos[1] - self.pos[0]

    @property
    def target(self) -> int:
        """The hits that win the match."""
        return int(self.options["hits"])

    @property
    def open_discards(self) -> bool:
        """The cards played this round lie fanned out for everyone to read (an option)."""
        return bool(self.options["discards"] == "open")

    def unseen(self) -> dict[int, int]:
        """For each value 1-5: copies the seat has not seen (in the deck or the other hand), of
        the deck in play (a card set may hold other counts than the rulebook's five of each)."""
        printed = value_counts()
        counts = {v: printed[v] for v in VALUES}
        for c in (*(self.hand or ()), *self.discard):
            counts[c] -= 1
        return counts

    # --- JSON, at the edges -----------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": self.game,
            "seat": self.seat,
            "options": dict(self.options),
            "round": self.round,
            "hits": list(self.hits),
            "pos": list(self.pos),
            "phase": self.phase,
            "to_move": self.to_move,
            "pending": list(self.pending),
            "riposte": self.riposte,
            "deck_out": self.deck_out,
            "winner": self.winner,
            "hand_sizes": list(self.hand_sizes),
            "deck_size": self.deck_size,
            "discard": list(self.discard),
            "last": None if self.last is None else self.last.to_json(),
        }
        if self.hand is not None:
            v["hand"] = list(self.hand)
        return v

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> EnGardeView:
        """The view `to_json` wrote (a view the engine made: it is not checked again)."""
        h0, h1 = data["hits"]
        p0, p1 = data["pos"]
        last = data.get("last")
        hand = data.get("hand")
        return cls(
            game=data["game"], seat=data["seat"], options=dict(data["options"]), phase=data["phase"],
            to_move=data["to_move"], winner=data["winner"], hand_sizes=tuple(data["hand_sizes"]),
            round=data["round"], hits=(h0, h1), pos=(p0, p1), pending=tuple(data["pending"]),
            riposte=data["riposte"], deck_out=data["deck_out"], deck_size=data["deck_size"],
            discard=tuple(data["discard"]), last=None if last is None else LastMove.from_json(last),
            hand=None if hand is None else tuple(hand))
