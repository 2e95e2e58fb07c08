"""Which card sets parry an attack, under the rulebook's rule (same count, same total) or the
later editions' (the same cards). One table serves the rules and the AI's card counting."""

from __future__ import annotations

import itertools
from functools import cache

from engine.games.en_garde.cards import VALUES

# A parry set: the cards in ascending order, and what it takes from a hand as (value, count).
ParrySet = tuple[tuple[int, ...], tuple[tuple[int, int], ...]]


@cache
def parry_sets(value: int, k: int, total: bool) -> tuple[ParrySet, ...]:
    """Every set of `k` cards that parries an attack of `k` cards of `value`.

    Built once per attack: the legal-move generator runs in the AI's inner loop."""
    if not total:
        combos: list[tuple[int, ...]] = [(value,) * k]
    else:
        combos = [c for c in itertools.combinations_with_replacement(VALUES, k) if sum(c) == value * k]
    return tuple((c, tuple((v, c.count(v)) for v in sorted(set(c)))) for c in combos)


def fits(hand: list[int] | tuple[int, ...], needs: tuple[tuple[int, int], ...]) -> bool:
    """Does a hand (counts per value, index 1..5) hold the cards a parry set takes?"""
    return all(hand[v] >= n for v, n in needs)


@cache
def can_parry(hand: tuple[int, ...], value: int, k: int, total: bool) -> bool:
    """Can a hand (counts per value) parry an attack of `k` cards of `value`?"""
    return any(fits(hand, needs) for _, needs in parry_sets(value, k, total))


def first_unparried(hand: tuple[int, ...], value: int, total: bool) -> int:
    """The smallest number of cards of `value` an attack needs to beat this hand's parries
    (6: no attack from a five-card hand can)."""
    for k in range(1, 6):
        if not can_parry(hand, value, k, total):
            return k
    return 6
