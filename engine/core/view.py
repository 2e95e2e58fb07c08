"""What one seat may see of a position, as the engine hands it to the table: a typed record.

Each game's `view(seat)` returns a frozen dataclass derived from `View`: the table, the AI and
the coach read its attributes, and JSON is made of it only at the edges (the referee's answers,
anything written to a file) by its `to_json`. A game's view adds, beside its position's public
facts and the seat's own hand, what the table shows that follows from the rules (a distance, the
cards not yet seen), so no widget repeats a rule.

Every game's view is typed: `SeatView` names a seat's view where the kernel passes one without
knowing its game, and `view_json` writes one at an edge.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self


@dataclass(frozen=True)
class View:
    """What every game's view holds. `seat` is the seat that sees it (None: an onlooker, who
    sees only what is public); `to_move` the seat to act (the last one to act once the game is
    over); `winner` None while the game goes on or when it was drawn; `hand_sizes` how many
    cards each seat holds, which everyone sees even where the cards are hidden."""

    game: str
    seat: int | None
    options: Mapping[str, Any]
    phase: str
    to_move: int
    winner: int | None
    hand_sizes: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        """The view as JSON, its keys in the game's own order (what the referee prints)."""
        raise NotImplementedError(f"{type(self).__name__} has no JSON form")

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        """The view `to_json` wrote (a view the engine made: it is not checked again)."""
        raise NotImplementedError(f"{cls.__name__} cannot be read from JSON")

    @classmethod
    def of(cls, view: View | Mapping[str, Any]) -> Self:
        """`view` typed: as it is, or read from its JSON (a view written out at an edge)."""
        if isinstance(view, cls):
            return view
        return cls.from_json(view if isinstance(view, Mapping) else view.to_json())


# a seat's view as the kernel passes it, whatever its game
SeatView = View


def view_json(view: SeatView) -> Mapping[str, Any]:
    """`view` as JSON, for the edges that write it."""
    return view.to_json()
