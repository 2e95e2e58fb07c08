"""Ready...Fence!'s story in its own words: each touch and how it was made, the periods, the bout."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gui.table.story import Announcement, Told, capital, score_line, wins


def score(view: Mapping[str, Any], names: Sequence[str]) -> str:
    return f"{score_line('touches', view['points'], names)}, first to {view['options']['target']}"


def _end(view: Mapping[str, Any]) -> str:
    """How the bout ended: by the last touch where the target was reached, else the reason."""
    reason, points = view.get("reason", ""), view["points"]
    last = view.get("last", {}).get("reason", "")
    if reason == f"{points[0]}-{points[1]}" and last:
        return f"The last touch: {last}."
    return capital(reason) + "." if reason else ""


def tell(told: Sequence[Told], names: Sequence[str]) -> Announcement | None:
    events, view = told[-1]
    kinds = {e["event"] for e in events}
    points = view["points"]
    line = score_line("Touches", points, names)
    if "game_over" in kinds:
        winner = view["winner"]
        score = f"{max(points)}-{min(points)}"
        title = "A drawn bout" if winner is None else f"{wins(names[winner])} the bout {score}"
        return Announcement(title, _end(view), line, final=True)
    scorers = [e["seat"] for e in events if e["event"] == "score_changed"]
    if scorers:
        how = capital(view.get("last", {}).get("reason", "")) + "."
        title = "A double touch" if len(scorers) == 2 else f"A touch for {names[scorers[0]]}"
        return Announcement(title, how, line)
    over = next((e for e in events if e["event"] == "round_over"), None)
    if over is None:
        return None
    text = "The fencers go back on guard and the clock is reset."
    if view.get("overtime") and view.get("priority") is not None:
        text = (f"The score is level: overtime, and the next touch wins. Priority to "
                f"{names[view['priority']]} if time runs out.")
    return Announcement(capital(over["reason"]), text, line)
