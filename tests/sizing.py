"""How many examples a property draws: sized per test on every run, SOAK times more in a soak."""

from __future__ import annotations

from hypothesis import settings

# `make soak` loads the "soak" profile (tests/conftest.py registers it): a hundred examples
# times SOAK for a test that names none, each test's own count times SOAK for the others
SOAK = 10


def examples(n: int, soak: int | None = None) -> int:
    """A property's example count: `n`, what that test can afford on every run, scaled by the
    loaded profile against hypothesis's default of 100 (so under the soak profile, n * SOAK).
    `soak`, at least that many under a larger profile: for a property whose every example is a
    whole game, kept few on every run, that a soak should still play as many of as it did."""
    scaled = n * settings().max_examples // 100
    if scaled > n and soak is not None:
        return max(scaled, soak)
    return max(n, scaled)
