"""Ready...Fence! as one fencer sees it: the strip, the boards, the phrase on the piste and the
last one, the piles, and his own hand."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.view import View
from engine.games.ready_fence.verdict import Verdict

# a part of a play's speed: (what, how much), a card's name or a bonus such as ("Invitation", 1)
Part = tuple[str, int]


@dataclass(frozen=True)
class Play:
    """A fencing action on the piste. `card` is "" for a defence without a card (a parry, a
    defence by distance), `companion` the card laid with it ("" if none: an Angulations, or the
    Feint that swapped it in); `role` is what it is in the phrase (red, riposte, light, dark,
    gold, parry, distance, stop), `speed` its speed and `parts` the sum it is made of. `renewed`
    marks a Renewed Attack, `feint` names the card a Feint replaced with this one, and `replaced`
    marks that replaced attack, which stays on the piste to the phrase's end."""

    seat: int
    card: str
    companion: str
    kind: str
    name: str
    role: str
    speed: int
    parts: tuple[Part, ...]
    renewed: bool = False
    feint: str = ""
    replaced: bool = False

    def to_json(self) -> dict[str, Any]:
        """The play as the position's JSON holds it (the optional marks only where set)."""
        p: dict[str, Any] = {"seat": self.seat, "card": self.card, "with": self.companion, "kind": self.kind,
                             "name": self.name, "role": self.role, "speed": self.speed,
                             "parts": [[what, much] for what, much in self.parts]}
        if self.renewed:
            p["renewed"] = True
        if self.feint:
            p["feint"] = self.feint
        if self.replaced:
            p["replaced"] = True
        return p

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Play:
        return cls(data["seat"], data["card"], data["with"], data["kind"], data["name"], data["role"],
                   data["speed"], tuple((what, much) for what, much in data["parts"]),
                   bool(data.get("renewed", False)), str(data.get("feint", "")),
                   bool(data.get("replaced", False)))


@dataclass(frozen=True)
class LastPhrase:
    """How the last phrase (or a penalty) ended: the seats that scored (none, one or both), the
    verdict and the phrase's plays, which stay on the piste until the next one opens."""

    scored: tuple[int, ...]
    reason: Verdict
    plays: tuple[Play, ...]

    def to_json(self) -> dict[str, Any]:
        return {"scored": list(self.scored), "reason": self.reason.to_json(),
                "plays": [p.to_json() for p in self.plays]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> LastPhrase:
        """The last phrase from its JSON, or from the state's record of it (its verdict typed)."""
        reason = data["reason"]
        verdict = reason if isinstance(reason, Verdict) else Verdict.from_json(reason)
        return cls(tuple(data["scored"]), verdict, tuple(Play.from_json(p) for p in data["plays"]))


@dataclass(frozen=True)
class ReadyFenceView(View):
    """Per-seat facts are pairs indexed by seat. `turn` is the seat whose turn it is (the attacker
    during a phrase), `first` the seat the initiative coin gave the first turn; `priority` the
    seat that wins an overtime that runs out (None outside overtime), `playon` that a tied
    tutorial goes on with the hands. `known` holds the cards of each hand both seats have seen,
    `plays` the phrase on the piste, `last` how the last one ended (None before the first),
    `reason` how the bout ended (None until it is over).
    `discards` is the discard pile, oldest first, as this seat sees it ("?" a card laid face down
    by another), `discard_marks` each card's (face up, seat that laid it face down or -1).
    `hand` is the seat's own hand, None for an onlooker.

    What the rules make of the public facts, worked out by the rules themselves so the table never
    repeats them: `effective` each weapon position as it counts ("void": the other's position
    beats it), `distance` the empty squares between the fencers, `periods` the bout's periods,
    `parry_speeds` the speed of a parry without cards by the seat to move for 1, 2, ... stamina
    points (as many as he holds) and `landings` the square each step (advance, back, retreat)
    takes him to."""

    first: int
    turn: int
    actions_left: int
    weapon_changed: bool
    drew: bool
    period: int
    overtime: bool
    priority: int | None
    playon: bool
    passive: int
    rolls: int
    phrases: int
    reason: Verdict | None
    pos: tuple[int, int]
    weapon: tuple[str, str]
    stamina: tuple[int, int]
    points: tuple[int, int]
    stalled: tuple[bool, bool]
    mulliganed: tuple[bool, bool]
    cardless: tuple[bool, bool]
    spent: tuple[bool, bool]
    known: tuple[tuple[str, ...], tuple[str, ...]]
    plays: tuple[Play, ...]
    last: LastPhrase | None
    timer_size: int
    stock_size: int
    discards: tuple[str, ...]
    discard_marks: tuple[tuple[bool, int], ...]
    effective: tuple[str, str]
    distance: int
    periods: int
    parry_speeds: tuple[int, ...]
    landings: Mapping[str, int]
    hand: tuple[str, ...] | None

    # --- what follows from the rules, for the table --------------------------------------
    @property
    def target(self) -> int:
        """The touches that win the bout."""
        return int(self.options["target"])

    def parry_speed(self, sp: int) -> int:
        """The speed of a parry without cards spending `sp` stamina points, by the seat to move
        (`sp` from 1 to his stamina)."""
        return self.parry_speeds[sp - 1]

    @property
    def piste(self) -> tuple[tuple[Play, ...], bool]:
        """The plays on the piste and whether they are the last phrase's: the phrase being fenced,
        else the last one (kept so a learner reads why the touch scored until the next phrase)."""
        if self.plays:
            return self.plays, False
        return (self.last.plays if self.last is not None else ()), True

    # --- JSON, at the edges -----------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        v: dict[str, Any] = {
            "phase": self.phase,
            "to_move": self.to_move,
            "first": self.first,
            "turn": self.turn,
            "actions_left": self.actions_left,
            "weapon_changed": self.weapon_changed,
            "drew": self.drew,
            "period": self.period,
            "overtime": self.overtime,
            "priority": self.priority,
            "playon": self.playon,
            "passive": self.passive,
            "rolls": self.rolls,
            "phrases": self.phrases,
            "winner": self.winner,
            "reason": None if self.reason is None else self.reason.to_json(),
            "game": self.game,
            "seat": self.seat,
            "options": dict(self.options),
            "pos": list(self.pos),
            "weapon": list(self.weapon),
            "stamina": list(self.stamina),
            "points": list(self.points),
            "stalled": list(self.stalled),
            "mulliganed": list(self.mulliganed),
            "cardless": list(self.cardless),
            "spent": list(self.spent),
            "known": [list(k) for k in self.known],
            "plays": [p.to_json() for p in self.plays],
            "last": {} if self.last is None else self.last.to_json(),
            "hand_sizes": list(self.hand_sizes),
            "timer_size": self.timer_size,
            "stock_size": self.stock_size,
            "discards": list(self.discards),
            "discard_marks": [[up, who] for up, who in self.discard_marks],
            "effective": list(self.effective),
            "distance": self.distance,
            "periods": self.periods,
            "parry_speeds": {str(k): speed for k, speed in enumerate(self.parry_speeds, 1)},
            "landings": dict(self.landings),
        }
        if self.hand is not None:
            v["hand"] = list(self.hand)
        return v

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ReadyFenceView:
        """The view `to_json` wrote (a view the engine made: it is not checked again)."""
        last = data["last"]
        hand = data.get("hand")
        k0, k1 = data["known"]
        return cls(
            game=data["game"], seat=data["seat"], options=dict(data["options"]), phase=data["phase"],
            to_move=data["to_move"], winner=data["winner"], hand_sizes=tuple(data["hand_sizes"]),
            first=data["first"], turn=data["turn"], actions_left=data["actions_left"],
            weapon_changed=data["weapon_changed"], drew=data["drew"], period=data["period"],
            overtime=data["overtime"], priority=data["priority"], playon=data["playon"],
            passive=data["passive"], rolls=data["rolls"], phrases=data["phrases"],
            reason=None if data["reason"] is None else Verdict.from_json(data["reason"]),
            pos=_pair(data["pos"]), weapon=_pair(data["weapon"]), stamina=_pair(data["stamina"]),
            points=_pair(data["points"]), stalled=_pair(data["stalled"]),
            mulliganed=_pair(data["mulliganed"]), cardless=_pair(data["cardless"]),
            spent=_pair(data["spent"]), known=(tuple(k0), tuple(k1)),
            plays=tuple(Play.from_json(p) for p in data["plays"]),
            last=LastPhrase.from_json(last) if last else None,
            timer_size=data["timer_size"], stock_size=data["stock_size"], discards=tuple(data["discards"]),
            discard_marks=tuple((up, who) for up, who in data["discard_marks"]),
            effective=_pair(data["effective"]), distance=data["distance"], periods=data["periods"],
            parry_speeds=tuple(data["parry_speeds"][str(k)] for k in range(1, len(data["parry_speeds"]) + 1)),
            landings=dict(data["landings"]), hand=None if hand is None else tuple(hand))


def _pair(value: Any) -> Any:
    a, b = value
    return (a, b)
