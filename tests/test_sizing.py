"""A property's example count: its own on every run, SOAK times as many in a soak, and at least
the count it asks for there."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tests import sizing


@pytest.mark.parametrize(("profile", "n", "soak", "count"), [
    (100, 20, None, 20), (100, 15, 300, 15), (10, 15, 300, 15),
    (100 * sizing.SOAK, 20, None, 20 * sizing.SOAK), (100 * sizing.SOAK, 15, 300, 300),
    (100 * sizing.SOAK, 40, 300, 40 * sizing.SOAK),
])
def test_a_soak_plays_at_least_the_count_a_property_asks_for(
        monkeypatch: pytest.MonkeyPatch, profile: int, n: int, soak: int | None, count: int) -> None:
    monkeypatch.setattr(sizing, "settings", lambda: SimpleNamespace(max_examples=profile))
    assert sizing.examples(n, soak) == count
