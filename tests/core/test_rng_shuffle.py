"""engine.core.rng.shuffle deals exactly as random.Random.shuffle does from the same state, so
a position dealt by it (a new duel, an AI's sample of a view) is the one the seed always gave."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from engine.core.rng import shuffle


@given(seed=st.integers(0, 2**64), n=st.integers(0, 60))
def test_shuffle_gives_random_s_order_and_leaves_the_generator_where_it_would(seed: int, n: int) -> None:
    mine, theirs = list(range(n)), list(range(n))
    a, b = random.Random(seed), random.Random(seed)
    shuffle(mine, a)
    b.shuffle(theirs)
    assert mine == theirs
    assert a.random() == b.random()


def test_a_generator_of_another_kind_shuffles_its_own_way() -> None:
    class Fixed(random.Random):
        def shuffle(self, x: list[object]) -> None:  # type: ignore[override]
            x.reverse()

    items = [1, 2, 3]
    shuffle(items, Fixed(0))
    assert items == [3, 2, 1]
