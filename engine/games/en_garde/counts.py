"""A handful of En Garde cards as one small whole number: its count of each value, in base 6.

A card is only its value and no pile holds more than five of one, so a hand, the discards or the
unseen cards fit in one int (digit v-1 counts the v's). Playing or drawing a card is one addition,
and the int keys the tables of legal moves the AI's playouts look up instead of rebuilding.
"""

from __future__ import annotations

import itertools
import random

from engine.core.cards import card_data
from engine.games.en_garde.cards import VALUES, fencing_deck

PLACE = (0, 1, 6, 36, 216, 1296)  # PLACE[v]: what one card of value v adds to a code
EVERY = 5 * sum(PLACE)  # the whole deck: five of each value
SPAN = EVERY + 1

# COUNTS[code]: the counts per value, index 1..5 (index 0 unused, always 0); SIZE[code]: cards
COUNTS: tuple[tuple[int, ...], ...] = tuple(
    (0, *reversed(digits)) for digits in itertools.product(range(6), repeat=len(VALUES))
)
SIZE: tuple[int, ...] = tuple(sum(c) for c in COUNTS)


@card_data
def deck_code() -> int:
    """The code of the whole deck dealt: EVERY for the rulebook's, less for a designer's set."""
    return code_of(fencing_deck())


def code_of(cards: list[int] | tuple[int, ...]) -> int:
    """The code of a list of card values."""
    return sum(PLACE[c] for c in cards)


def cards_of(code: int) -> list[int]:
    """The card values a code holds, in ascending order."""
    counts = COUNTS[code]
    return [v for v in VALUES for _ in range(counts[v])]


# BITS[n]: the bits random.Random draws for a number below n (n.bit_length())
_BITS = tuple(n.bit_length() for n in range(64))


def shuffle(rng: random.Random, cards: list[int]) -> None:
    """random.Random.shuffle, draw for draw (the same order from the same generator), without
    its method calls: a shuffle starts every round, and a saved game replays its seed's order."""
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = _BITS[n] if n < 64 else n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]
