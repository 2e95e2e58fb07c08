"""The symbol comparisons of Audatia, as small pure functions over card data.

The Sun: a parry whose half meets the attack's other half completes it (Streto). The Moon and
the Night: a counter answers a remedy on one side only where their halves sit at the same
height (aligned); aligned halves of the two shapes make the whole symbol (a perfect counter).
The Seven Swords' side rule: mandritti from the right, roversi from the left, punte anywhere.
"""

from __future__ import annotations

from engine.games.audatia.cards import Half, hand_of


def sun_complete(attack: str, parry: str) -> bool:
    return {attack, parry} == {"rays", "disc"}


def aligned(remedy: Half, counter: Half) -> bool:
    return remedy.height == counter.height


def perfect(remedy: Half, counter: Half) -> bool:
    return aligned(remedy, counter) and remedy.shape != counter.shape


def side_ok(side: str, line: str) -> bool:
    """A blow may be played from where the sword lies: the middle allows every blow."""
    return side == "middle" or hand_of(line) in (side, "middle")
