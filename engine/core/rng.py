"""Seeded randomness kept in the state: a generator is derived from the seed and a purpose.

Nothing in the engine reads the clock or the global `random` module. A state stores only its
integer seed plus counters (round number, roll number); every shuffle or die is drawn from a
generator built from those, so a replay of seed + actions is exact and a position stays small JSON.
"""

from __future__ import annotations

import random
from typing import Any

SEED_BITS = 63


def rng_for(seed: int, *purpose: object) -> random.Random:
    """A generator for one purpose (e.g. ("shuffle", round)); str seeds hash with SHA-512, so
    the result does not depend on PYTHONHASHSEED or the process."""
    return random.Random(":".join(str(p) for p in (seed, *purpose)))


def fresh_seed(rng: random.Random) -> int:
    """A new seed drawn from `rng` (for determinized states, whose future must not be the truth's)."""
    return rng.getrandbits(SEED_BITS)


def derived_seed(seed: int, *purpose: object) -> int:
    """A seed for `purpose` that cannot be traced back to `seed` (SHA-512 underneath). The AI
    gets these: a per-move seed it could invert would hand it the deal."""
    return rng_for(seed, *purpose).getrandbits(SEED_BITS)


def shuffle(items: list[Any], rng: random.Random) -> None:
    """`rng.shuffle(items)`, the same order from the same generator state, with the bit drawing
    inlined: dealing a determinization is a good part of every AI search iteration."""
    if type(rng) is not random.Random:  # a generator of its own kind draws its own way
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
