"""Audatia drawn as text for the terminal game: roles, Virtues, postas, stacks and the hand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.games.audatia.actions import card_names
from engine.games.audatia.cards import VIRTUES, character_decks
from engine.games.audatia.state import PHASE_TITLES


def render(view: Mapping[str, Any], names: tuple[str, str] = ("Fencer A", "Fencer B")) -> str:
    decks = character_decks()
    called = card_names()
    opts = view["options"]
    by_seat = [opts["challenger_deck"], opts["respondent_deck"]]
    if opts["challenger"] == 1:
        by_seat.reverse()
    lines = []
    for s in (0, 1):
        d = decks[by_seat[s]]
        role = "Challenger" if s == view["challenger"] else "Respondent"
        virt = " ".join(f"{v[:3]}{_virtue(view, s, v)}" for v in VIRTUES)
        posta = view["posta"][s]
        where = f"in {d.poste[posta].name}" if posta else f"sword {view['side'][s]}"
        stack = ", ".join(called.get(c, c) for c in view["stack"][s]) or "-"
        lines.append(f"{names[s]} ({d.title}, {role}) {where}; virtues {virt}; stack {stack}; "
                     f"hand {view['hand_sizes'][s]}, deck {view['deck_sizes'][s]}")
    if view["bind"]:
        side = f", side card {called.get(view['side_card'], view['side_card'])}" if view["side_card"] else ""
        lines.append(f"Bind: {view['bind']}{side}")
    if view["remedy"]:
        lines.append(f"Remedy to counter: {called.get(view['remedy'][1], view['remedy'][1])} "
                     f"on the {view['remedy'][2]}")
    if view["options"]["variant"] == "salle":
        lines.append(f"Points {view['points'][0]} - {view['points'][1]}")
    if view["draws"]:
        lines.append(f"Draws: {view['draws']}")
    seat = view.get("seat")
    if seat is not None and "hand" in view:
        d = decks[by_seat[seat]]
        lines.append("Your hand: " + ", ".join(d.cards[c].name for c in view["hand"]))
    if view["phase"] == "over":
        lines.append(f"Over: {view['reason']}")
    else:
        lines.append(f"{PHASE_TITLES[view['phase']]}: {names[view['to_move']]} to act")
    return "\n".join(lines)


def _virtue(view: Mapping[str, Any], seat: int, name: str) -> int:
    total: int = view["virtue_totals"][seat][VIRTUES.index(name)]
    return total
