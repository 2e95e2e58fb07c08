"""High Card in brief for the rules dialog (our own words), and its table's keys."""

from __future__ import annotations

KEYS: list[tuple[str, str]] = [
    ("← / →", "Move between the cards in your hand"),
    ("Space", "Choose the card under the cursor"),
    ("1\u20139", "Choose the first, second … card you may lay"),
    ("Enter", "Lay the chosen card face down"),
    ("Esc", "Clear the choice"),
    ("Drag", "A card of your hand onto your place in the middle"),
    ("F1", "Show this help"),
]
RULES = """
<h2>High Card in brief</h2>
<p>A game for the tests: each seat is dealt a hand from a deck of two of each card from 1 to 9.
Each trick a die sets the stake (1 to 3); both seats lay a card face down in turn, then both turn
up and the higher card takes the stake. After the last trick the seat with more points wins.</p>
"""

