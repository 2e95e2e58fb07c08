"""The notation round trip the verb-notation games share (Audatia, Ready...Fence!)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.core.game import GameState, Notation


def round_trip_kinds(positions: Iterable[GameState[Any]], notation: Notation) -> set[str]:
    """Every legal action of every position goes to text and to a dict and back, the state
    and its actions module agreeing at each step; returns the verbs met."""
    seen = set()
    for s in positions:
        for a in s.legal_actions():
            text = s.format_action(a)
            assert text == notation.format_action(a)
            assert text.split()[0] == a.kind
            assert s.parse_action(text) == a == notation.parse_action(text)
            d = s.action_to_dict(a)
            assert d["kind"] == a.kind
            assert s.action_from_dict(d) == a == notation.action_from_dict(d)
            seen.add(a.kind)
    return seen
