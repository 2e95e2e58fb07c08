"""The match tests' worker pool: two search processes, and none left behind after a test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.ai.worker import SearchWorkers


@pytest.fixture
def workers() -> Iterator[SearchWorkers]:
    w = SearchWorkers(2)
    yield w
    w.close()
    assert w.alive() == []  # no stray process after a match
