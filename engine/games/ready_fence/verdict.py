"""Ready...Fence!'s verdicts: how a phrase, a period or a bout ended, as a code and its fields.

The rules write a verdict as data: a code and the fields its sentence names (cards by their ids,
speeds and scores as numbers), never as words. words.py says it in the player's language, at
the edge; positions and views carry it as JSON `{"code": ..., field: value, ...}`.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.errors import PositionError
from engine.core.validate import as_bool, as_int

Value = str | int | bool

# the kinds of a field: a card id; a play (a card id, or the cardless defence's role: "parry",
# "distance"); a whole number from 0; true or false
CARD, PLAY, NUMBER, FLAG = "card", "play", "number", "flag"
CARDLESS = ("parry", "distance")  # the plays made without a card, named by their role

# how a phrase ended (the position's `last.reason`)
OFF_THE_END = "off_the_end"  # a fencer ran off his end of the strip: the other scores
WINS_AT_ONCE = "wins_at_once"  # a card that wins immediately (the Ceding Parry)
DEFENCE_HELD = "defence_held"
UNANSWERED = "unanswered"
TWO_JOKERS = "two_jokers"
BOTH_AT = "both_at"  # a double touch at equal speeds
BEATS = "beats"
FEINT_ENDS = "feint_ends"
# how a period ended (a RoundOver event)
PERIOD_OVER = "period_over"
# how the bout ended (the position's `reason`)
SCORE = "score"  # the touch that decided it: the target reached, or overtime's sudden touch
OUT_OF_CARDS_OTHER = "out_of_cards_other"
OUT_OF_CARDS = "out_of_cards"
NON_COMBATIVITY = "non_combativity"
PRIORITY_WINS = "priority_wins"
TIME_RAN_OUT = "time_ran_out"

# every code and its fields, in the order the JSON writes them. `void` marks a double touch that
# does not count (overtime, the tutorial's play-on, or both fencers one touch from the target)
FIELDS: dict[str, tuple[tuple[str, str], ...]] = {
    OFF_THE_END: (),
    WINS_AT_ONCE: (("card", CARD),),
    DEFENCE_HELD: (),
    UNANSWERED: (("card", CARD),),
    TWO_JOKERS: (("void", FLAG),),
    BOTH_AT: (("speed", NUMBER), ("void", FLAG)),
    BEATS: (("winner", PLAY), ("winner_speed", NUMBER), ("loser", PLAY), ("loser_speed", NUMBER)),
    FEINT_ENDS: (),
    PERIOD_OVER: (("period", NUMBER),),
    SCORE: (("a", NUMBER), ("b", NUMBER)),
    OUT_OF_CARDS_OTHER: (),
    OUT_OF_CARDS: (),
    NON_COMBATIVITY: (),
    PRIORITY_WINS: (),
    TIME_RAN_OUT: (("a", NUMBER), ("b", NUMBER)),
}
PHRASE_CODES = (OFF_THE_END, WINS_AT_ONCE, DEFENCE_HELD, UNANSWERED, TWO_JOKERS, BOTH_AT, BEATS, FEINT_ENDS)
BOUT_CODES = (SCORE, OUT_OF_CARDS_OTHER, OUT_OF_CARDS, NON_COMBATIVITY, PRIORITY_WINS, TIME_RAN_OUT)


@dataclass(frozen=True)
class Verdict:
    """A verdict: `code` one of FIELDS, `fields` its (name, value) pairs in FIELDS' order."""

    code: str
    fields: tuple[tuple[str, Value], ...] = ()

    def get(self, name: str) -> Value:
        """The value of the field `name` (KeyError if the code has no such field)."""
        for key, value in self.fields:
            if key == name:
                return value
        raise KeyError(name)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, **dict(self.fields)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Verdict:
        """The verdict `to_json` wrote (one the engine made: it is not checked again)."""
        code = data["code"]
        return cls(code, tuple((name, data[name]) for name, _ in FIELDS[code]))


def verdict(code: str, **values: Value) -> Verdict:
    """The verdict `code` with its fields, in their order (a field missing is a KeyError)."""
    return Verdict(code, tuple((name, values[name]) for name, _ in FIELDS[code]))


def read_verdict(value: Any, field: str, codes: Collection[str], deck: Collection[str]) -> Verdict:
    """A verdict from a position, one of `codes`, each field checked (cards against `deck`);
    a PositionError names the field at fault."""
    if not isinstance(value, Mapping) or "code" not in value:
        raise PositionError(field, "must be a verdict: an object with its code and fields")
    code = value["code"]
    if code not in codes:
        raise PositionError(f"{field}.code", f"must be one of {', '.join(codes)}, not {code!r}")
    spec = FIELDS[code]
    extra = sorted(set(value) - {"code"} - {name for name, _ in spec})
    if extra:
        raise PositionError(f"{field}.{extra[0]}", f"is not a field of the verdict {code}")
    out: list[tuple[str, Value]] = []
    for name, kind in spec:
        where = f"{field}.{name}"
        if name not in value:
            raise PositionError(where, "is missing")
        v = value[name]
        if kind == NUMBER:
            as_int(v, where, 0)
        elif kind == FLAG:
            as_bool(v, where)
        elif not isinstance(v, str) or (v not in deck and not (kind == PLAY and v in CARDLESS)):
            what = "a card of the deck" if kind == CARD else "a card of the deck, parry or distance"
            raise PositionError(where, f"must be {what}, not {v!r}")
        out.append((name, v))
    return Verdict(code, tuple(out))
