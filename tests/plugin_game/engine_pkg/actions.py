"""High Card's actions: a die for the stake, or a card played face down.

    die 2      the stake of this trick (a chance outcome: 1 to 3)
    play 7     lay the 7 face down (both seats lay a card, then both turn up)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from engine.core.errors import NotationError
from engine.core.verbs import format_words, notation_text, words_from_dict, words_to_dict

LOW, HIGH = 1, 9
STAKES = (1, 2, 3)


class Action(NamedTuple):
    kind: str
    value: str


def die(v: int) -> Action:
    return Action("die", str(v))


def play(card: int) -> Action:
    return Action("play", str(card))


def format_action(a: Action) -> str:
    return format_words(a)


def parse_action(text: str) -> Action:
    parts = notation_text(text).split()
    if len(parts) != 2 or parts[0] not in ("die", "play"):
        raise NotationError(f"{text!r}: an action is 'die' and a stake, or 'play' and a card")
    kind, value = parts
    low, high = (STAKES[0], STAKES[-1]) if kind == "die" else (LOW, HIGH)
    if not (value.isascii() and value.isdigit()) or not low <= int(value) <= high:
        raise NotationError(f"{text!r}: {kind} takes a number from {low} to {high}")
    return Action(kind, str(int(value)))


def action_to_dict(a: Action) -> dict[str, Any]:
    return words_to_dict(a)


def action_from_dict(data: Mapping[str, Any]) -> Action:
    return words_from_dict(data, Action._fields, parse_action)


def describe_action(a: Action) -> str:
    return f"roll a stake of {a.value}" if a.kind == "die" else f"play the {a.value}"
