"""Every animation duration in one place, behind one speed factor (a setting; tests use off)."""

from __future__ import annotations

# milliseconds at normal speed
DURATIONS = {
    "card": 260,  # a card flying between zones (deal, play, parry)
    "flip": 160,  # half a flip: the card narrows to an edge, then widens showing the other side
    "figure": 320,  # a fencer stepping along the piste
    "side": 520,  # a card turning on the spot to the side it now names
    "straighten": 640,  # a piece turned by the last move standing straight again
    "snap_back": 200,  # an illegal drop returning to the hand
    "beat": 900,  # the other side's move (or a die) on the table before the next is shown
    "zoom": 450,  # the pointer resting on a card before its larger copy shows
}
SPEEDS = {"normal": 1.0, "fast": 0.4, "off": 0.0}

_factor = 1.0


def set_speed(name: str) -> None:
    global _factor
    _factor = SPEEDS[name]


def speed() -> float:
    return _factor


def duration(kind: str) -> int:
    """The duration of `kind` at the current speed; 0 means: jump, don't animate."""
    return int(DURATIONS[kind] * _factor)
