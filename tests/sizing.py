"""How many examples a property draws: sized per test on every run, SOAK times more in a soak."""

from __future__ import annotations

from hypothesis import settings

# `make soak` loads the "soak" profile (tests/conftest.py registers it): a hundred examples
# times SOAK for a test that names none, each test's own count times SOAK for the others
SOAK = 10


def examples(n: int) -> int:
    """A property's example count: `n`, what that test can afford on every run, scaled by the
    loaded profile against hypothesis's default of 100 (so under the soak profile, n * SOAK)."""
    return max(n, n * settings().max_examples // 100)
