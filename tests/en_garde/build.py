"""Build exact En Garde positions for the tests, the way the rulebook describes them.

`position(...)` takes only what a test cares about (hands, where the figures stand, the next
cards in the pack, ...) and fills in a consistent rest: every one of the 25 cards (five of each
value 1-5) not named lands in the pack, or in the discard pile when the pack is made smaller.
Hands and card lists may be written as digit strings: "33124" is a 3, a 3, a 1, a 2 and a 4.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from typing import Any

from engine.core.errors import PositionError
from engine.core.events import Event
from engine.games.en_garde.actions import parse_action
from engine.games.en_garde.state import EnGardeState

FIVE_OF_EACH = [v for v in (1, 2, 3, 4, 5) for _ in range(5)]

Cards = str | Iterable[int]


def cards(spec: Cards) -> list[int]:
    return [int(c) for c in spec] if isinstance(spec, str) else list(spec)


def position(
    *,
    hands: tuple[Cards, Cards] = ("", ""),
    pos: tuple[int, int] = (0, 22),
    to_move: int = 0,
    phase: str = "turn",
    pending: Cards = "",
    riposte: bool = False,
    level: str = "standard",
    parry: str = "total",
    discards: str = "hidden",
    target: int = 5,
    first: int = 0,
    round_no: int = 0,
    hits: tuple[int, int] = (0, 0),
    draws: Cards = "",
    deck_size: int | None = None,
    discard: Cards | None = None,
    seed: int = 0,
    winner: int | None = None,
) -> dict[str, Any]:
    """A position as JSON. `draws` are the next cards taken from the pack, first drawn first;
    `deck_size` cuts the pack to that many cards (the rest goes to the discard pile)."""
    hand_lists = [cards(hands[0]), cards(hands[1])]
    top = cards(draws)
    rest = Counter(FIVE_OF_EACH)
    rest.subtract(hand_lists[0] + hand_lists[1] + top + (cards(discard) if discard is not None else []))
    if any(n < 0 for n in rest.values()):
        raise ValueError(f"more than five of some value named: {dict(rest)}")
    remaining = sorted(rest.elements())
    if deck_size is None:
        bottom, thrown = remaining, []
    else:
        keep = deck_size - len(top)
        if keep < 0 or keep > len(remaining):
            raise ValueError("deck_size does not fit the named cards")
        bottom, thrown = remaining[:keep], remaining[keep:]
    deck = bottom + top[::-1]  # the top card is the last one
    pile = (cards(discard) if discard is not None else []) + thrown
    return {
        "game": "en-garde",
        "version": 1,
        "options": {"level": level, "parry": parry, "discards": discards, "hits": target, "first": first},
        "seed": seed,
        "round": round_no,
        "hits": list(hits),
        "pos": list(pos),
        "hands": hand_lists,
        "deck": deck,
        "discard": pile,
        "phase": phase,
        "to_move": to_move,
        "pending": cards(pending),
        "riposte": riposte,
        "deck_out": not deck,
        "winner": winner,
    }


def state(**kw: Any) -> EnGardeState:
    return EnGardeState.from_json(position(**kw))


def play(s: EnGardeState, *moves: str) -> list[Event]:
    """Apply each move in notation; return every event, in order."""
    events: list[Event] = []
    for text in moves:
        events += s.apply(parse_action(text))
    return events


def legal(s: EnGardeState) -> set[str]:
    return {s.format_action(a) for a in s.legal_actions()}


def hand(s: EnGardeState, seat: int) -> str:
    return "".join(str(c) for c in s.hand_cards(seat))


def all_cards(s: EnGardeState) -> list[int]:
    return sorted(s.hand_cards(0) + s.hand_cards(1) + s.deck + s.discard)


def rehide(s: EnGardeState, seat: int, rng: random.Random) -> EnGardeState:
    """The same position as `seat` sees it, with the other hand and the pack dealt afresh and
    another seed. A deal in which the fencer to move could not act is dealt again: the public
    facts rule it out (the rules would already have ended the round), and it is refused."""
    for _ in range(1000):
        d = s.to_json()
        other = 1 - seat
        hidden = d["hands"][other] + d["deck"]
        rng.shuffle(hidden)
        n = len(d["hands"][other])
        d["hands"][other], d["deck"] = hidden[:n], hidden[n:]
        d["seed"] = d["seed"] + 1 + rng.randrange(1000)
        try:
            return EnGardeState.from_json(d)
        except PositionError as e:
            assert e.field == f"hands[{other}]" and s.to_move == other, e
    raise AssertionError("no deal of the hidden cards lets the fencer to move act")
