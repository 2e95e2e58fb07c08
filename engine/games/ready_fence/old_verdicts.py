"""Ready...Fence! positions of version 1, read in today's form: their verdicts were English sentences.

This reader exists only for files written before verdicts became codes (saves, the referee's
positions, position version 1): it reads each old sentence once, through the English template it
was written from, into its code and fields, and nothing else in Salle reads a verdict's words.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.errors import PositionError
from engine.games.ready_fence import verdict as vc
from engine.games.ready_fence.cards import fence_cards
from engine.games.ready_fence.verdict import Value

OLD_VERSION = 1
VERSION = 2
# the sentences version 1 wrote, each the English template its verdict is now said from
# (engine/games/ready_fence/words.py), with the code it became
TEMPLATES = (
    ("off the end of the strip", vc.OFF_THE_END),
    ("{card} wins immediately", vc.WINS_AT_ONCE),
    ("no touch: the defence held", vc.DEFENCE_HELD),
    ("{card} touches: no answer", vc.UNANSWERED),
    ("double touch: two Jokers", vc.TWO_JOKERS),
    ("double touch: both at speed {speed}", vc.BOTH_AT),
    ("{winner} beats {loser}", vc.BEATS),
    ("the Feint ends the phrase: no touch", vc.FEINT_ENDS),
    ("the other fencer ran out of cards", vc.OUT_OF_CARDS_OTHER),
    ("a fencer ran out of cards", vc.OUT_OF_CARDS),
    ("non-combativity after time ran out", vc.NON_COMBATIVITY),
    ("time ran out: Priority wins", vc.PRIORITY_WINS),
    ("time ran out at {a}-{b}", vc.TIME_RAN_OUT),
    ("{a}-{b}", vc.SCORE),  # the bout's score when a touch decided it
)
VOID = "; the double touch does not count"  # appended to a double touch that did not count
NAMED = re.compile(r"(?P<name>.*) \((?P<speed>-?\d+)\)")  # a play in a verdict: "Stop Hit (6)"
CARDLESS = {"Parry": "parry", "Defence by distance": "distance"}


def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{([a-z]+)\}", template)
    return re.compile("".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+?)" for i, p in enumerate(parts)))


PATTERNS = tuple((_pattern(template), code) for template, code in TEMPLATES)


def upgrade(data: Any) -> Any:
    """A version 1 position with its verdicts as codes and fields, marked version 2; any other
    value as it is (a position that is not one is for the position's checks to refuse)."""
    if not isinstance(data, Mapping) or data.get("version") != OLD_VERSION:
        return data
    out = dict(data, version=VERSION)
    reason = data.get("reason")
    if isinstance(reason, str):
        out["reason"] = old_verdict(reason, "reason", ()) if reason else None
    last = data.get("last")
    if isinstance(last, Mapping) and isinstance(last.get("reason"), str):
        plays = last.get("plays")
        out["last"] = dict(last, reason=old_verdict(last["reason"], "last.reason",
                                                    plays if isinstance(plays, list) else ()))
    return out


def old_verdict(text: str, field: str, plays: Sequence[Any]) -> dict[str, Value]:
    """The JSON of the verdict version 1 wrote as `text`; the plays it names are found among
    `plays` (the phrase it ended), else among the cards by their English names."""
    void = text.endswith(VOID)
    sentence = text[:-len(VOID)] if void else text
    for pattern, code in PATTERNS:
        m = pattern.fullmatch(sentence)
        if m is None or (void and code not in (vc.TWO_JOKERS, vc.BOTH_AT)):
            continue
        out: dict[str, Value] = {"code": code}
        for name, kind in vc.FIELDS[code]:
            if kind == vc.FLAG:
                out[name] = void
            elif kind == vc.PLAY:
                out[name], out[f"{name}_speed"] = _play(m[name], plays, f"{field}.{name}")
            elif kind == vc.CARD:
                out[name] = _play(m[name], plays, f"{field}.{name}", False)[0]
            elif name in m.groupdict():  # a number (a play's speed came with its play)
                if not m[name].isdigit():
                    break
                out[name] = int(m[name])
        else:
            return out
    raise PositionError(field, f"{text!r} is no verdict a Salle of position version {OLD_VERSION} wrote")


def _play(named: str, plays: Sequence[Any], field: str, speeds: bool = True) -> tuple[str, int]:
    """(card id or cardless role, speed) of the play a verdict named: "Stop Hit (6)", "Joker"
    (its speed was not written), or without its speed where `speeds` is false."""
    m = NAMED.fullmatch(named) if speeds else None
    name, speed = (m["name"], int(m["speed"])) if m else (named, None)
    for p in reversed(plays):
        if isinstance(p, Mapping) and p.get("name") == name and speed in (None, p.get("speed")):
            card, role, at = p.get("card"), p.get("role"), p.get("speed")
            if isinstance(at, int) and isinstance(card, str) and isinstance(role, str):
                return card or role, at
    if name in CARDLESS and speed is not None:
        return CARDLESS[name], speed
    cards = [c for c in fence_cards().values() if c.name == name and (speed is None or c.speed == speed)]
    if cards:
        return cards[0].id, speed if speed is not None else cards[0].speed or 0
    raise PositionError(field, f"{named!r} names no play of the phrase and no card")
