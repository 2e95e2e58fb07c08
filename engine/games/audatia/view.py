"""Audatia as one fencer sees it: both stacks and poste, the Virtues, the process under way, and
his own hand, discards, row and hidden posta."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.view import View
from engine.games.audatia.cards import VIRTUES

# a bonus to a Virtue: (virtue, amount, source), the source a posta, the salute or a skill
Bonus = tuple[str, int, str]


@dataclass(frozen=True)
class AudatiaView(View):
    """Per-seat facts are tuples indexed by seat. `challenger` is the seat that issued the
    challenge, `attacker` the seat whose blow is answered or whose bind it is; `stack` each
    fencer's played cards (the last on top), `posta` the posta in play (None: none yet),
    `committed` that a seat has chosen a posta not yet shown. `virtue_totals` holds each fencer's
    Virtues now, bonuses counted, in the order of VIRTUES. `pending` is the blow to be answered,
    `remedy` the (seat, card, side) to be countered, `bind` "", "largo" or "streto". The pile
    sizes are public, and the cards discarded face up (`public_discard`). `hand`, `discard`,
    `row` and `my_commit` are the seat's own (None for an onlooker; `my_commit` None too while
    the seat has no hidden posta)."""

    challenger: int
    attacker: int
    stack: tuple[tuple[str, ...], ...]
    side: tuple[str, ...]
    posta: tuple[str | None, ...]
    start_posta: tuple[str | None, ...]
    committed: tuple[bool, ...]
    virtues: tuple[tuple[str, ...], ...]
    virtue_totals: tuple[tuple[int, ...], ...]
    bonus: tuple[tuple[Bonus, ...], ...]
    bonus_on: tuple[str | None, ...]
    salute: tuple[int, ...]
    salute_bonus: bool
    picked: tuple[int, ...]
    pending: str
    pending_counter: bool
    struck_from: str
    bind: str
    side_card: str
    remedy: tuple[int, str, str] | None
    waited: bool
    break_card: str
    mezano: str
    remedy_sides: tuple[str, ...]
    draws: int
    break_offs: int
    points: tuple[int, ...]
    first_oom: bool
    skills_first: int
    reason: str
    deck_sizes: tuple[int, ...]
    row_sizes: tuple[int, ...]
    public_discard: tuple[tuple[str, ...], ...]
    discard_sizes: tuple[int, ...]
    hand: tuple[str, ...] | None
    discard: tuple[str, ...] | None
    row: tuple[str, ...] | None
    my_commit: str | None

    # --- what follows from the rules, for the table --------------------------------------
    @property
    def decks(self) -> tuple[str, str]:
        """The character deck of each seat: the options name the Challenger's and the
        Respondent's (the Salle bout swaps the roles, never the decks, so the options'
        Challenger decides)."""
        opts = self.options
        first, second = str(opts["challenger_deck"]), str(opts["respondent_deck"])
        return (second, first) if opts["challenger"] == 1 else (first, second)

    def virtue(self, seat: int, name: str) -> int:
        """`seat`'s Virtue `name` now, bonuses counted."""
        return self.virtue_totals[seat][VIRTUES.index(name)]

    def virtue_bonus(self, seat: int, name: str) -> int:
        """The part of `seat`'s Virtue `name` that is bonus: the total less his Virtue cards."""
        return self.virtue(seat, name) - self.virtues[seat].count(name)

    # --- JSON, at the edges -----------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": self.game,
            "seat": self.seat,
            "options": dict(self.options),
            "challenger": self.challenger,
            "phase": self.phase,
            "to_move": self.to_move,
            "attacker": self.attacker,
            "stack": [list(x) for x in self.stack],
            "side": list(self.side),
            "posta": list(self.posta),
            "start_posta": list(self.start_posta),
            "committed": list(self.committed),
            "virtues": [list(x) for x in self.virtues],
            "virtue_totals": [list(x) for x in self.virtue_totals],
            "bonus": [[list(b) for b in x] for x in self.bonus],
            "bonus_on": list(self.bonus_on),
            "salute": list(self.salute),
            "salute_bonus": self.salute_bonus,
            "picked": list(self.picked),
            "pending": self.pending,
            "pending_counter": self.pending_counter,
            "struck_from": self.struck_from,
            "bind": self.bind,
            "side_card": self.side_card,
            "remedy": None if self.remedy is None else list(self.remedy),
            "waited": self.waited,
            "break_card": self.break_card,
            "mezano": self.mezano,
            "remedy_sides": list(self.remedy_sides),
            "draws": self.draws,
            "break_offs": self.break_offs,
            "points": list(self.points),
            "first_oom": self.first_oom,
            "skills_first": self.skills_first,
            "winner": self.winner,
            "reason": self.reason,
            "hand_sizes": list(self.hand_sizes),
            "deck_sizes": list(self.deck_sizes),
            "row_sizes": list(self.row_sizes),
            "public_discard": [list(x) for x in self.public_discard],
            "discard_sizes": list(self.discard_sizes),
        }
        if self.seat is not None:
            v["hand"] = list(self.hand or ())
            v["discard"] = list(self.discard or ())
            v["row"] = list(self.row or ())
            v["my_commit"] = self.my_commit
        return v

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> AudatiaView:
        """The view `to_json` wrote (a view the engine made: it is not checked again)."""
        remedy = data["remedy"]
        own = data["seat"] is not None
        return cls(
            game=data["game"], seat=data["seat"], options=dict(data["options"]), phase=data["phase"],
            to_move=data["to_move"], winner=data["winner"], hand_sizes=tuple(data["hand_sizes"]),
            challenger=data["challenger"], attacker=data["attacker"],
            stack=tuple(tuple(x) for x in data["stack"]), side=tuple(data["side"]),
            posta=tuple(data["posta"]), start_posta=tuple(data["start_posta"]),
            committed=tuple(data["committed"]), virtues=tuple(tuple(x) for x in data["virtues"]),
            virtue_totals=tuple(tuple(x) for x in data["virtue_totals"]),
            bonus=tuple(tuple((b[0], b[1], b[2]) for b in x) for x in data["bonus"]),
            bonus_on=tuple(data["bonus_on"]), salute=tuple(data["salute"]), salute_bonus=data["salute_bonus"],
            picked=tuple(data["picked"]), pending=data["pending"], pending_counter=data["pending_counter"],
            struck_from=data["struck_from"], bind=data["bind"], side_card=data["side_card"],
            remedy=None if remedy is None else (remedy[0], remedy[1], remedy[2]), waited=data["waited"],
            break_card=data["break_card"], mezano=data["mezano"], remedy_sides=tuple(data["remedy_sides"]),
            draws=data["draws"], break_offs=data["break_offs"], points=tuple(data["points"]),
            first_oom=data["first_oom"], skills_first=data["skills_first"], reason=data["reason"],
            deck_sizes=tuple(data["deck_sizes"]), row_sizes=tuple(data["row_sizes"]),
            public_discard=tuple(tuple(x) for x in data["public_discard"]),
            discard_sizes=tuple(data["discard_sizes"]),
            hand=tuple(data["hand"]) if own else None, discard=tuple(data["discard"]) if own else None,
            row=tuple(data["row"]) if own else None, my_commit=data["my_commit"] if own else None)
