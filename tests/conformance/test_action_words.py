"""Every game's actions speak in one voice: a short imperative line, as a player tells his own
fencer or army what to do ("keep the hand", "fall back from place 1 to place 6"), so the log
reads "You: keep the hand" and "Novice: keep the hand" alike. Where a line leaves words out,
the game's `explain` says the whole of it (the action list's tooltip)."""

from __future__ import annotations

import re
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from engine.core.events import ActionPlayed
from engine.core.game import Game
from tests.conformance.walk import GAMES, SEEDS, WALKS, options_of, positions

# the longest short line, in English, of any legal action
MOST = 50
# third-person verbs the games' actions were once worded with ("keeps the hand", "is done"):
# a line made of one of them reads as a report of someone else's move, not a choice of one's own
THIRD_PERSON = re.compile(r"\b(?:" + "|".join((
    "keeps", "declares", "steps", "retreats", "stalls", "defends", "lets", "ends", "takes",
    "parries", "feints", "swaps", "discards", "draws", "renews", "plays", "attacks", "beats",
    "counterattacks", "exchanges", "breaks", "avoids", "counters", "changes", "cycles", "trades",
    "sets", "salutes", "returns", "lays", "turns", "waits", "passes", "is done", "has", "rolls",
    "deploys", "leads", "commands", "orders a", "orders the", "brings", "falls", "loses", "sends", "rallies",
    "pursues", "chooses", "changing a card and", "drawing a card and",
)) + r")\b")


def imperative(words: str, most: int | None = MOST) -> str:
    """Why `words` are no short imperative line ("" if they are one)."""
    if "\n" in words or not words.strip():
        return "not one line"
    if most is not None and len(words) > most:
        return f"{len(words)} characters, more than {most}"
    if words[0].isalpha() and not words[0].islower():
        return "does not start in lower case"
    third = THIRD_PERSON.search(words)
    return f"says {third.group(0)!r}, a third person's verb" if third else ""


def test_the_rule_tells_the_old_voice_from_the_new() -> None:
    assert imperative("keep the hand") == ""
    assert imperative("discard Parry and Riposte (5), draw a card") == ""
    assert imperative("keeps the hand")
    assert imperative("is done")
    assert imperative("orders the Hastati to rally")
    assert imperative("end the orders") == ""
    assert imperative("Falls back from the first place")
    assert imperative("fall back from " + "the first place in the front rank " * 2)


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS)
def test_every_legal_action_is_one_short_imperative_line(game: Game, data: st.DataObject, seed: int,
                                                         walk: int) -> None:
    options = data.draw(options_of(game))
    seen: dict[str, Any] = {}
    for s in positions(game, options, seed, walk):
        if s.is_terminal() or s.is_chance():
            continue
        for a in s.legal_actions():
            short, long = s.describe(a), s.explain(a)
            wrong = imperative(short)
            assert not wrong, f"{game.format_action(a)}: {short!r} {wrong}"
            wrong = imperative(long, most=None)
            assert not wrong, f"{game.format_action(a)}: the long form {long!r} {wrong}"
            seen[short] = a
            # what the other seat reads of an action naming a hidden card is worded alike
            for e in s.clone().apply(a):
                if isinstance(e, ActionPlayed) and e.public_text:
                    wrong = imperative(e.public_text)
                    assert not wrong, f"{game.format_action(a)}: the other reads {e.public_text!r} {wrong}"
    assert seen
