"""Ready...Fence! drawn as text for the terminal game: the strip, weapons, stamina and the phrase."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.games.ready_fence.actions import POSITION_NAMES
from engine.games.ready_fence.cards import fence_cards
from engine.games.ready_fence.state import PHASE_TITLES, STRIP


def strip_line(pos: list[int]) -> str:
    """The ten squares: run-off ends in brackets, the fencers as A and B."""
    cells = []
    for i in range(STRIP):
        mark = "A" if pos[0] == i else "B" if pos[1] == i else "."
        cells.append(f"[{mark}]" if i in (0, STRIP - 1) else f" {mark} ")
    return "".join(cells)


def describe_play(p: Mapping[str, Any]) -> str:
    """A play and how its speed is made: "Straight Thrust 4 - 1 his Engagement = 3"."""
    if p["role"] == "gold" or not p["parts"]:
        return str(p["name"])
    (first, base), *rest = p["parts"]
    terms = "".join(f" {'+' if v >= 0 else '-'} {abs(v)} {name}" for name, v in rest)
    return f"{first} {base}{terms} = {p['speed']}"


def render(view: Mapping[str, Any], names: tuple[str, str] = ("Fencer A", "Fencer B")) -> str:
    cards = fence_cards()
    lines = [strip_line(view["pos"])]
    for s in (0, 1):
        prio = ", Priority" if view["priority"] == s else ""
        lines.append(f"{names[s]}: {view['points'][s]} touches, {view['stamina'][s]} SP, "
                     f"{POSITION_NAMES[view['weapon'][s]]}, {view['hand_sizes'][s]} card(s){prio}")
    period = "overtime" if view["overtime"] else f"period {view['period']}"
    lines.append(f"Timer {view['timer_size']} cards, {period}; bout to {view['options']['target']}")
    for p in view["plays"]:
        lines.append(f"  {names[p['seat']]}: {describe_play(p)}")
    if view["last"] and not view["plays"]:
        lines.append(f"Last phrase: {view['last']['reason']}")
    seat = view.get("seat")
    if seat is not None and "hand" in view:
        lines.append("Your hand: " + ", ".join(
            f"{cards[c].name} ({cards[c].speed if cards[c].speed is not None else '-'}"
            f"/{cards[c].stamina} SP)" for c in view["hand"]))
    if view["phase"] == "over":
        lines.append(f"Over: {view['reason']}")
    else:
        left = f", {view['actions_left']} action(s) left" if view["phase"] == "turn" else ""
        lines.append(f"{PHASE_TITLES[view['phase']]}: {names[view['to_move']]} to act{left}")
    return "\n".join(lines)
