"""High Card as one seat sees it: the tricks, the stake, the points, his own hand and laid card."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.view import View


@dataclass(frozen=True)
class HighCardView(View):
    """`played` the tricks shown so far (each seat's card), `committed` which seats have laid a
    card face down this trick; `hand` and `my_card` the seat's own (None for an onlooker)."""

    trick: int
    stake: int
    rolls: int
    points: tuple[int, int]
    played: tuple[tuple[int, int], ...]
    committed: tuple[bool, bool]
    deck_size: int
    hand: tuple[int, ...] | None
    my_card: int | None

    def to_json(self) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": self.game, "seat": self.seat, "options": dict(self.options), "phase": self.phase,
            "to_move": self.to_move, "trick": self.trick, "stake": self.stake, "rolls": self.rolls,
            "points": list(self.points), "winner": self.winner,
            "played": [list(p) for p in self.played], "committed": list(self.committed),
            "hand_sizes": list(self.hand_sizes), "deck_size": self.deck_size,
        }
        if self.hand is not None:
            v["hand"] = list(self.hand)
            v["my_card"] = self.my_card
        return v

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> HighCardView:
        p0, p1 = data["points"]
        c0, c1 = data["committed"]
        hand = data.get("hand")
        return cls(game=data["game"], seat=data["seat"], options=dict(data["options"]), phase=data["phase"],
                   to_move=data["to_move"], winner=data["winner"], hand_sizes=tuple(data["hand_sizes"]),
                   trick=data["trick"], stake=data["stake"], rolls=data["rolls"], points=(p0, p1),
                   played=tuple((a, b) for a, b in data["played"]), committed=(c0, c1),
                   deck_size=data["deck_size"], hand=None if hand is None else tuple(hand),
                   my_card=data.get("my_card"))
