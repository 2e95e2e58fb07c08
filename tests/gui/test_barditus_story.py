"""Barditus's story tells each battle's own losses: an attack and the counter-attack it drew are
two results, and the hit that ended the attack is the attack's alone."""

from __future__ import annotations

from typing import Any

from engine.core.events import Event
from engine.games.barditus.actions import parse_action
from engine.games.barditus.state import BarditusState
from gui.games.barditus.story import tell
from tests.barditus.helpers import battle, orders

NAMES = ("Ann", "Ben")


def told_by(s: BarditusState, *moves: str) -> list[str]:
    """Play `moves` (dice as "die 4") from `s`, as the match records them, and the words of
    every result the story tells on the way."""
    told: list[tuple[list[Event], dict[str, Any]]] = [([], s.view(None))]
    said = []
    for text in moves:
        events = s.apply(parse_action(text))
        told.append(([e.for_seat(None) for e in events], s.view(None)))
        news = tell(told, NAMES)
        if news is not None:
            said.append(news.words())
    return said


def test_a_counter_attack_tells_its_own_losses_not_the_attacks_last_hit() -> None:
    s = orders(battle(), 0, general=1)
    said = told_by(s, "battle F1", "die 3", "die 4",  # the hastati's two swords: two hits
                   "destroy F1.5", "retreat F1.1 F1.6",  # the warriors lose one, one falls back
                   "die 4", "die 1",  # their two swords left strike back: 4 beats three shields
                   "destroy F1.3")
    assert said == [
        "Attack of Ann in column 1: Gallic warband: 1 destroyed and 1 fell back. Roman legion: untouched. "
        "Pieces destroyed: Ann 0, Ben 1.",
        "Counter-attack of Ben in column 1: Roman legion: 1 destroyed. Gallic warband: untouched. "
        "Pieces destroyed: Ann 1, Ben 1.",
    ]
