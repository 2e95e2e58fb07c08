"""Barditus drawn as text for the terminal game: both formations, the dice and the gauges."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.games.barditus.actions import SLOTS
from engine.games.barditus.cards import army
from engine.games.barditus.state import COLUMNS, PHASE_TITLES


def card_cell(view: Mapping[str, Any], seat: int, pos: int) -> str:
    """A card as its name and its slots: upper case a piece, lower case an empty slot."""
    cid = view["cards"][seat][pos]
    if not cid:
        return "(empty)"
    c = army(view["options"][f"army{seat}"]).cards[cid]
    board = view["board"][seat]
    rows = []
    for row in c.rows:
        rows.append("".join(c.slots[i].letter.upper() if board[pos * SLOTS + i] else "." for i in row))
    chased = sum(view["chase"][seat][pos * 4:pos * 4 + 4]) if pos < COLUMNS else 0
    away = f" +{chased} away" if chased else ""
    return f"{c.name} [{'/'.join(rows)}]{away}"


def render(view: Mapping[str, Any], names: tuple[str, str] = ("Army A", "Army B")) -> str:
    lines = []
    for seat in (1, 0):
        title = army(view["options"][f"army{seat}"]).title
        lines.append(f"{names[seat]} ({title}): {view['lost'][seat]} destroyed, morale die "
                     f"{view['morale'][seat] or '-'}, {view['hand_sizes'][seat]} card(s) in hand")
        # the armies face each other: the north army's rear line on top, the south's below
        front, rear = range(COLUMNS), range(COLUMNS, 2 * COLUMNS)
        for line in (rear, front) if seat == 1 else (front, rear):
            lines.append("  " + " | ".join(f"{p % COLUMNS + 1}: {card_cell(view, seat, p)}" for p in line))
    if view["phase"] == "over":
        lines.append(f"Over: {view['reason']}")
        return "\n".join(lines)
    if view["kept"]:
        lines.append(f"Command dice kept {view['kept']}, {view['command']} point(s) left"
                     + (f", general on column {view['general'] + 1}" if view["general"] >= 0 else ""))
    for seat in (0, 1):
        if view["tray"][seat]:
            lines.append(f"{names[seat]}'s last roll ({view['tray_for'][seat]}): {view['tray'][seat]}")
    if view.get("hand"):
        cards = army(view["options"][f"army{view['seat']}"]).cards
        lines.append("Your cards in hand: " + ", ".join(cards[c].name if c in cards else c
                                                         for c in view["hand"]))
    lines.append(f"{PHASE_TITLES[view['phase']]}: {names[view['to_move']]} to act")
    return "\n".join(lines)
