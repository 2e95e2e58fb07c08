"""En Garde drawn as text for the terminal game: the piste, the hits, the seat's own hand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

FENCERS = ("A", "B")
PHASE_WORDS = {
    "turn": "to move", "parry": "must parry", "defend": "must parry or retreat",
    "final": "has the last chance to attack", "final_parry": "must parry the last attack",
    "over": "",
}


def render(view: Mapping[str, Any], names: tuple[str, str] = ("Fencer A", "Fencer B")) -> str:
    pos, hits = view["pos"], view["hits"]
    target = view["options"]["hits"]
    spaces = []
    for i in range(23):
        spaces.append(FENCERS[0] if i == pos[0] else FENCERS[1] if i == pos[1] else ".")
    lines = [
        f"Round {view['round'] + 1}   Hits: {names[0]} {hits[0]} - {hits[1]} {names[1]}  (first to {target})",
        " ".join(f"{i + 1:>2}" for i in range(23)),
        " ".join(f"{s:>2}" for s in spaces),
        f"Distance {pos[1] - pos[0]}   Deck {view['deck_size']}"
        + ("  (out: last chance only)" if view["deck_out"] else ""),
    ]
    discard = view["discard"]
    if view["options"]["discards"] == "open":
        lines.append("Played this round: " + (" ".join(map(str, discard)) or "none"))
    else:
        lines.append(f"Discard pile: {len(discard)} cards, top {discard[-1] if discard else '-'}")
    if view["pending"]:
        lines.append("Attack to answer: " + " + ".join(map(str, view["pending"])))
    if view["riposte"]:
        lines.append("Riposte: an attack now wins the round outright.")
    seat = view.get("seat")
    if seat is not None and "hand" in view:
        lines.append(f"Your hand ({names[seat]}): " + " ".join(map(str, view["hand"])))
        lines.append(f"Opponent holds {view['hand_sizes'][1 - seat]} cards")
    if view["winner"] is None:
        lines.append(f"{names[view['to_move']]} {PHASE_WORDS[view['phase']]}")
    return "\n".join(lines)
