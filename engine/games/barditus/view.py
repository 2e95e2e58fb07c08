"""Barditus as one commander sees it: both formations and their pieces, the dice, the fight under
way, each army's broken test, and his own list while it is hidden."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.view import View
from engine.games.barditus.actions import SLOTS
from engine.games.barditus.cards import ArmyCard, army


@dataclass(frozen=True)
class Gauge:
    """One army's broken test as the rules count it: pieces on shields and the morale die against
    pieces destroyed and disordered; `margin` is how far it stands from breaking (broken below 0)."""

    shields: int
    morale: int
    destroyed: int
    disordered: int
    margin: int

    @property
    def steady(self) -> int:
        return self.shields + self.morale

    @property
    def losses(self) -> int:
        return self.destroyed + self.disordered

    @property
    def broken(self) -> bool:
        return self.margin < 0

    def to_json(self) -> dict[str, int]:
        return {"shields": self.shields, "morale": self.morale, "destroyed": self.destroyed,
                "disordered": self.disordered, "margin": self.margin}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Gauge:
        return cls(data["shields"], data["morale"], data["destroyed"], data["disordered"], data["margin"])


@dataclass(frozen=True)
class BarditusView(View):
    """Per-seat facts are tuples indexed by seat. `cards[seat]` holds the card id of each of the
    eight places (0-3 the front line, 4-7 the rear; "" for an empty one), `board[seat]` a 0/1 per
    slot of each place (place * SLOTS + slot), `chase[seat]` the seat's pursuers by home column
    * 4 + the enemy column they stand on. `turn` is the seat whose turn it is, `general` the
    column of the command die (-1: not laid), `command` the points left of it, `orders` each
    front card's orders this turn. The fight under way: `atk` attacks from his column `acol` the
    enemy column `dcol` (-1: none), `hits` and `sixes` are left to take and to pursue with. `dice`
    is the roll under way (`need` dice in all), `tray[seat]` the seat's last roll, `tray_for` what
    it was for and `tray_need` the lowest die that succeeded in it.

    What follows from the rules comes computed by the rules' own functions: `order_cost[col]` an
    order to the front card `col` of the seat whose turn it is (None before the command die is
    laid or with no card there), `order_discount[col]` that the price has the first order's
    discount in it, `shields[seat][col]` the pieces on shields of a front card and
    `battle_need[seat][col]` the lowest battle die that scores against it, `gauge[seat]` the
    army's broken test. `hand` is the seat's list not yet deployed (None for an onlooker)."""

    reason: str
    first: int
    round: int
    turn: int
    leading: bool
    command: int
    general: int
    need: int
    rolls: int
    atk: int
    acol: int
    dcol: int
    flank: bool
    counter: bool
    hits: int
    sixes: int
    losses: int
    points: tuple[int, ...]
    lost: tuple[int, ...]
    morale: tuple[int, ...]
    general_lost: tuple[bool, ...]
    kept: tuple[int, ...]
    orders: tuple[int, ...]
    dice: tuple[int, ...]
    tray_for: tuple[str, ...]
    tray_need: tuple[int, ...]
    rallied: tuple[int, ...]
    dice_log: tuple[int, ...]
    cards: tuple[tuple[str, ...], ...]
    board: tuple[tuple[int, ...], ...]
    chase: tuple[tuple[int, ...], ...]
    tray: tuple[tuple[int, ...], ...]
    hand: tuple[str, ...] | None
    order_cost: tuple[int | None, ...]
    order_discount: tuple[bool, ...]
    shields: tuple[tuple[int, ...], ...]
    battle_need: tuple[tuple[int, ...], ...]
    gauge: tuple[Gauge, ...]

    # --- the formations, read as the rules read a position's ------------------------------
    @property
    def lookup(self) -> tuple[Mapping[str, ArmyCard], Mapping[str, ArmyCard]]:
        """Each army's cards by id."""
        return army(self.options["army0"]).cards, army(self.options["army1"]).cards

    def card(self, seat: int, pos: int) -> ArmyCard | None:
        """The card at place `pos` of `seat`'s formation (None: an empty place)."""
        cid = self.cards[seat][pos]
        return army(self.options[f"army{seat}"]).cards[cid] if cid else None

    def pieces(self, seat: int, pos: int) -> int:
        """The pieces standing on the card at place `pos` of `seat`'s formation."""
        return sum(self.board[seat][pos * SLOTS:(pos + 1) * SLOTS])

    def army_title(self, seat: int) -> str:
        return army(self.options[f"army{seat}"]).title

    # --- what follows from the rules, for the table --------------------------------------
    def reach(self, col: int) -> int:
        """How far the front card `col` stands from the general, as an order's price counts it:
        0 under him, 1 next to him, 2 farther (-1: the command die is not laid)."""
        from engine.games.barditus.state import general_reach

        return general_reach(self.general, col) if self.general >= 0 else -1

    def can_order(self, col: int) -> bool:
        """The front card `col` of the seat whose turn it is may still have an order this turn."""
        from engine.games.barditus.state import MAX_ORDERS

        return self.orders[col] < MAX_ORDERS

    @property
    def roll_need(self) -> int:
        """The lowest die that succeeds in the roll under way (0: none of its dice succeeds or
        fails, as a command roll or the roll-off): a battle die scores from the battle need of
        the card struck, an evasion or a rally die from the rally number of its card."""
        ph = self.phase
        if ph == "battle" and self.dcol >= 0:
            return self.battle_need[1 - self.atk][self.dcol]
        if ph in ("evade", "rally"):
            card = self.card(self.to_move, self.dcol if ph == "evade" else self.acol)
            return card.rally if card is not None else 0
        return 0

    # --- JSON, at the edges -----------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "phase": self.phase,
            "to_move": self.to_move,
            "winner": self.winner,
            "reason": self.reason,
            "first": self.first,
            "round": self.round,
            "turn": self.turn,
            "leading": self.leading,
            "command": self.command,
            "general": self.general,
            "need": self.need,
            "rolls": self.rolls,
            "atk": self.atk,
            "acol": self.acol,
            "dcol": self.dcol,
            "flank": self.flank,
            "counter": self.counter,
            "hits": self.hits,
            "sixes": self.sixes,
            "losses": self.losses,
            "points": list(self.points),
            "lost": list(self.lost),
            "morale": list(self.morale),
            "general_lost": list(self.general_lost),
            "kept": list(self.kept),
            "orders": list(self.orders),
            "dice": list(self.dice),
            "tray_for": list(self.tray_for),
            "tray_need": list(self.tray_need),
            "rallied": list(self.rallied),
            "dice_log": list(self.dice_log),
            "cards": [list(x) for x in self.cards],
            "board": [list(x) for x in self.board],
            "chase": [list(x) for x in self.chase],
            "tray": [list(x) for x in self.tray],
            "game": self.game,
            "seat": self.seat,
            "options": dict(self.options),
            "hand_sizes": list(self.hand_sizes),
            "hand": list(self.hand or ()),
            "order_cost": list(self.order_cost),
            "order_discount": list(self.order_discount),
            "shields": [list(x) for x in self.shields],
            "battle_need": [list(x) for x in self.battle_need],
            "gauge": [g.to_json() for g in self.gauge],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> BarditusView:
        """The view `to_json` wrote (a view the engine made: it is not checked again)."""
        return cls(
            game=data["game"], seat=data["seat"], options=dict(data["options"]), phase=data["phase"],
            to_move=data["to_move"], winner=data["winner"], hand_sizes=tuple(data["hand_sizes"]),
            reason=data["reason"], first=data["first"], round=data["round"], turn=data["turn"],
            leading=data["leading"], command=data["command"], general=data["general"], need=data["need"],
            rolls=data["rolls"], atk=data["atk"], acol=data["acol"], dcol=data["dcol"], flank=data["flank"],
            counter=data["counter"], hits=data["hits"], sixes=data["sixes"], losses=data["losses"],
            points=tuple(data["points"]), lost=tuple(data["lost"]), morale=tuple(data["morale"]),
            general_lost=tuple(data["general_lost"]), kept=tuple(data["kept"]), orders=tuple(data["orders"]),
            dice=tuple(data["dice"]), tray_for=tuple(data["tray_for"]), tray_need=tuple(data["tray_need"]),
            rallied=tuple(data["rallied"]), dice_log=tuple(data["dice_log"]),
            cards=tuple(tuple(x) for x in data["cards"]), board=tuple(tuple(x) for x in data["board"]),
            chase=tuple(tuple(x) for x in data["chase"]), tray=tuple(tuple(x) for x in data["tray"]),
            hand=None if data["seat"] is None else tuple(data["hand"]),
            order_cost=tuple(data["order_cost"]), order_discount=tuple(data["order_discount"]),
            shields=tuple(tuple(x) for x in data["shields"]),
            battle_need=tuple(tuple(x) for x in data["battle_need"]),
            gauge=tuple(Gauge.from_json(g) for g in data["gauge"]))
