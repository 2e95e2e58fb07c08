"""Audatia's story in its own words: each exchange's end and why, the points of a Salle bout, the duel."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gui.table.story import Announcement, Told, capital, score_line, wins


def score(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """The points of a bout that counts them (a duel ends at the first touch: nothing to count)."""
    return "" if view["options"].get("variant") == "duel" else score_line("points", view["points"], names)


def _counted(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """The points, where the bout counts them (a duel is decided by one touch)."""
    return "" if view["options"].get("variant") == "duel" else score_line("Points", view["points"], names)


def tell(told: Sequence[Told], names: Sequence[str]) -> Announcement | None:
    events, view = told[-1]
    # the last round's end is the one that counts (a second draw ends the challenge in a point)
    over = next((e for e in reversed(events) if e["event"] == "round_over"), None)
    if any(e["event"] == "game_over" for e in events):
        winner = view["winner"]
        reason = view.get("reason", "")
        title = "A drawn duel" if winner is None else f"{wins(names[winner])} the duel"
        return Announcement(title, capital(reason) + "." if reason else "", _counted(view, names), final=True)
    if over is None:
        return None
    winner = over["winner"]
    title = "A drawn exchange" if winner is None else f"{wins(names[winner])} the exchange"
    text = capital(over["reason"]) + "."
    if winner is not None and view["options"].get("variant") == "salle":
        text += f" The roles change: {names[view['challenger']]} now challenges."
    return Announcement(title, text, _counted(view, names))
