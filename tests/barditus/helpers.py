"""Build exact Barditus positions for the tests, the way the rulebook describes a battle.

A position is reached the honest way first: `battle(...)` builds both lists with `take`/`done`,
rolls the roll-off with forced dice, and deploys the chosen cards one at a time, alternating as
the rules ask. A test then sets what it cares about straight on the state (`orders` for the
phase, command and general; `lay` for the pieces on a card, drawn as rows of `#` piece and `.`
empty; `pursuers` for pieces out on enemy cards) and `sound` checks the result is a position
the engine itself would load.

Dice are never left to the seed in a rules test: at a chance node the test rolls the faces it
wants with `roll(s, 6, 1, ...)`, which applies `Action("die", v)` one die at a time.

Default armies (columns 1-4, front then the rear card behind):
    seat 0 Roman:  F hastati principes socii velites   R triarii wood castra castra
    seat 1 Gallic: F warriors levy horsemen slingers   R second-line forest wagons wagons
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.events import Event
from engine.games.barditus import GAME
from engine.games.barditus.actions import PURSUER, SLOTS, Action, parse_action, pursuer
from engine.games.barditus.cards import ArmyCard, army
from engine.games.barditus.state import COLUMNS, BarditusState

ROMAN_FRONT = ("hastati", "principes", "socii", "velites")
ROMAN_REAR = ("triarii", "wood", "castra", "castra")
GALLIC_FRONT = ("warriors", "levy", "horsemen", "slingers")
GALLIC_REAR = ("second-line", "forest", "wagons", "wagons")
DEFAULTS = {"roman": (ROMAN_FRONT, ROMAN_REAR), "gallic": (GALLIC_FRONT, GALLIC_REAR)}


def new(seed: int = 0, **options: Any) -> BarditusState:
    s = GAME.new(options, seed)
    assert isinstance(s, BarditusState)
    return s


def roll(s: BarditusState, *values: int) -> list[Event]:
    """Roll these faces at the chance nodes ahead, one die per node."""
    events: list[Event] = []
    for v in values:
        assert s.is_chance(), f"no die to roll in phase {s.phase} (wanted {v})"
        events += s.apply(Action("die", v))
    return events


def play(s: BarditusState, *texts: str) -> list[Event]:
    """Apply actions written in the notation ("battle F1", "retreat F1.4 F1.6", "die 6")."""
    events: list[Event] = []
    for t in texts:
        events += s.apply(parse_action(t))
    return events


def build(s: BarditusState, list0: Sequence[str], list1: Sequence[str]) -> None:
    """Seat 0 takes `list0` and is done, then seat 1 takes `list1`."""
    for seat, ids in ((0, list0), (1, list1)):
        assert s.phase == "build" and s.to_move == seat
        for cid in ids:
            s.apply(Action("take", name=cid))
        s.apply(Action("done"))


def deploy(s: BarditusState, layout0: Sequence[str], layout1: Sequence[str]) -> None:
    """Lay the cards of each layout (position 0-7: F1-F4 then R1-R4) alternately, each seat
    in position order, starting with the seat the state says is to move."""
    todo = {0: list(enumerate(layout0)), 1: list(enumerate(layout1))}
    while s.phase == "deploy":
        seat = s.to_move
        p, cid = todo[seat].pop(0)
        s.apply(Action("deploy", p, name=cid))


def battle(front0: Sequence[str] | None = None, rear0: Sequence[str] | None = None,
           front1: Sequence[str] | None = None, rear1: Sequence[str] | None = None, *,
           first: int = 0, left_out: tuple[Sequence[str], Sequence[str]] = ((), ()), seed: int = 0,
           **options: Any) -> BarditusState:
    """Both armies built (the cards deployed plus `left_out` rear cards), `first` winning the
    roll-off 6 to 1, every card deployed; the state is at the start of `first`'s first turn."""
    s = new(seed, **options)
    a0, a1 = s.armies
    front0 = front0 or DEFAULTS[a0][0]
    rear0 = rear0 or DEFAULTS[a0][1]
    front1 = front1 or DEFAULTS[a1][0]
    rear1 = rear1 or DEFAULTS[a1][1]
    build(s, [*front0, *rear0, *left_out[0]], [*front1, *rear1, *left_out[1]])
    roll(s, *((6, 1) if first == 0 else (1, 6)))
    assert s.first == first
    deploy(s, [*front0, *rear0], [*front1, *rear1])
    return s


def orders(s: BarditusState, seat: int = 0, command: int = 6, general: int = 1, morale: int = 3,
           given: Sequence[int] = (0, 0, 0, 0)) -> BarditusState:
    """`seat` is in its orders phase: `command` points, the general on front card `general`
    (1-4, as the notation counts), `morale` set aside, `given` orders already given per column."""
    s.phase, s.turn, s.to_move = "orders", seat, seat
    s.command, s.general = command, general - 1
    s.kept = sorted([command, morale])
    s.morale[seat] = morale
    s.orders = list(given)
    return s


def pos(where: str) -> int:
    """A card position from its name: F1-F4 are 0-3, R1-R4 are 4-7."""
    return "FR".index(where[0]) * COLUMNS + int(where[1]) - 1


def ref(text: str) -> int:
    """A slot ("F2.3") or pursuer ("P2.3") as the actions number it."""
    head, _, tail = text.partition(".")
    if head[0] == "P":
        return pursuer(int(head[1]) - 1, int(tail) - 1)
    return pos(head) * SLOTS + int(tail) - 1


def card(s: BarditusState, seat: int, where: str) -> ArmyCard:
    c = s.card(seat, pos(where))
    assert c is not None, f"no card at {where}"
    return c


def lay(s: BarditusState, seat: int, where: str, pattern: str) -> None:
    """Set the pieces of one card: rows split by "/", "#" a piece, "." an empty slot; the rows
    must match the card's own (e.g. a fresh Hastati is "##/###/..")."""
    c = card(s, seat, where)
    rows = pattern.split("/")
    if [len(r) for r in rows] != [len(r) for r in c.rows] or set(pattern) - set("#./"):
        raise ValueError(f"{pattern!r} does not fit {c.name}'s rows {[len(r) for r in c.rows]}")
    base = pos(where) * SLOTS
    for row, spec in zip(c.rows, rows, strict=True):
        for i, ch in zip(row, spec, strict=True):
            s.board[seat][base + i] = int(ch == "#")


def look(s: BarditusState, seat: int, where: str) -> str:
    """The pieces of one card in `lay`'s pattern."""
    c = card(s, seat, where)
    base = pos(where) * SLOTS
    return "/".join("".join("#" if s.board[seat][base + i] else "." for i in row) for row in c.rows)


def pursuers(s: BarditusState, seat: int, home: int, on: int, n: int = 1) -> None:
    """`seat` has `n` pursuers from its front card `home` (1-4) on the enemy front card `on`."""
    s.chase[seat][(home - 1) * 4 + on - 1] = n


def total_pieces(s: BarditusState, seat: int) -> int:
    """Pieces on slots, out pursuing and destroyed: what deployment placed, if all is well."""
    return sum(s.board[seat]) + sum(s.chase[seat]) + s.lost[seat]


def deployed_pieces(s: BarditusState, seat: int) -> int:
    return sum(c.filled for p in range(2 * COLUMNS) if (c := s.card(seat, p)) is not None)


def sound(s: BarditusState) -> BarditusState:
    """The position through its JSON: the engine's own checks accept it and nothing changes."""
    data = s.to_json()
    again = BarditusState.from_json(data)
    assert again.to_json() == data
    return again


def card_ids(army_id: str) -> set[str]:
    return set(army(army_id).cards)


def is_pursuer(r: int) -> bool:
    return r >= PURSUER


def attacked(*dice: int) -> BarditusState:
    """Roman hastati (F1) attack the Gallic warriors (F1, 2 shields) and roll `dice`."""
    s = orders(battle(), 0, general=1)
    play(s, "battle F1")
    # one die a sword: a die too many would roll the counter-attack unseen
    assert s.need == len(dice), f"the hastati roll {s.need} dice, not {len(dice)}"
    roll(s, *dice)
    return s


def pursued_into_the_principes() -> BarditusState:
    """Two Gallic pursuers from F1 and F3 stand on the principes (F2), who attack, roll a six and
    fall back: the position before the principes send a pursuer out of their card."""
    s = orders(battle(), 0, general=2)
    lay(s, 1, "F1", "##./##/..")
    lay(s, 1, "F3", "##./..")
    pursuers(s, 1, home=1, on=2)
    pursuers(s, 1, home=3, on=2)
    play(s, "battle F2")
    roll(s, 6, 1, 1)
    play(s, "retreat F2.1 F2.6")
    return s
