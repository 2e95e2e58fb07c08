"""Ready...Fence!'s stored words read in the player's language: card names, the plays' names and
the parts of their speeds, and the verdicts (how a phrase, a period or a bout ended).

A position keeps these in English, the same in every save and every language (the referee and
the saves read them); the table, the terminal and the story translate them where they show
them. Each verdict is written from one template here (the state fills it in English) and read
back through the same template, so a verdict and its translation never drift apart.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from engine.core.i18n import QT_TRANSLATE_NOOP, language
from engine.games.ready_fence.cards import fence_cards
from engine.games.words import translate

CONTEXT = "ReadyFenceVerdicts"

# --- the verdicts, as the state writes them (English) ---------------------------------------------
OFF_THE_END = QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "off the end of the strip")
WINS_AT_ONCE = QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "{card} wins immediately")
DEFENCE_HELD = QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "no touch: the defence held")
UNANSWERED = QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "{card} touches: no answer")
TWO_JOKERS = QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "double touch: two Jokers")
BOTH_AT = QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "double touch: both at speed {speed}")
BEATS = QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "{winner} beats {loser}")
FEINT_ENDS = QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "the Feint ends the phrase: no touch")
DOUBLE_VOID = QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "the double touch does not count")
OUT_OF_CARDS_OTHER = QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "the other fencer ran out of cards")
OUT_OF_CARDS = QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "a fencer ran out of cards")
NON_COMBATIVITY = QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "non-combativity after time ran out")
PRIORITY_WINS = QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "time ran out: Priority wins")
TIME_RAN_OUT = QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "time ran out at {a}-{b}")
PERIOD_OVER = QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "period {period} over")
VERDICTS = (OFF_THE_END, WINS_AT_ONCE, DEFENCE_HELD, UNANSWERED, TWO_JOKERS, BOTH_AT, BEATS, FEINT_ENDS,
            DOUBLE_VOID, OUT_OF_CARDS_OTHER, OUT_OF_CARDS, NON_COMBATIVITY, PRIORITY_WINS, TIME_RAN_OUT,
            PERIOD_OVER)
VOID_JOIN = "; "  # a verdict and the note that its double touch does not count
PLAY_FIELDS = ("card", "winner", "loser")  # the fields that name a play ("Stop Hit (6)")

# the names of plays without a card, and the parts of a speed that are not a card
NAMES = {
    "Parry": QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "Parry"),
    "Defence by distance": QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "Defence by distance"),
    "Angulations": QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "Angulations"),
    "beat on his Line": QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "beat on his Line"),
    "his Engagement": QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "his Engagement"),
    "Invitation": QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "Invitation"),
}
PARRY_PART = re.compile(r"(\d+) SP x 2")  # a cardless parry's part: its stamina, doubled


@cache
def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{([a-z]+)\}", template)
    return re.compile("".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+?)" for i, p in enumerate(parts)))


def card_name(cid: str) -> str:
    """A card by its name in the language shown, with its speed: "Stoppstoß (6)"."""
    c = fence_cards().get(cid)
    if c is None:
        return cid
    return f"{c.shown_name()} ({c.speed})" if c.speed is not None else c.shown_name()


def _by_english() -> dict[str, str]:
    return {c.name: c.shown_name() for c in fence_cards().values()}


def name_words(name: str) -> str:
    """A play's or a part's stored English name in the language shown (a card's name, a word
    of NAMES, a parry's "2 SP x 2"); itself where it is none of these."""
    if language() == "en":
        return name
    shown = _by_english().get(name)
    if shown is not None:
        return shown
    if name in NAMES:
        return translate(CONTEXT, NAMES[name])
    m = PARRY_PART.fullmatch(name)
    if m:
        return translate("ReadyFenceVerdicts", "{sp} SP x 2").format(sp=m[1])
    return name


def named_words(text: str) -> str:
    """A play named in a verdict, "Stop Hit (6)" or "Joker", in the language shown."""
    m = re.fullmatch(r"(.*) \((-?\d+)\)", text)
    return f"{name_words(m[1])} ({m[2]})" if m else name_words(text)


def verdict_words(verdict: str) -> str:
    """A verdict the state wrote, in the language shown; a score ("5-3") or a verdict this
    module does not know stays as it is."""
    if VOID_JOIN in verdict:
        return VOID_JOIN.join(verdict_words(v) for v in verdict.split(VOID_JOIN))
    for template in VERDICTS:
        m = _pattern(template).fullmatch(verdict)
        if m:
            fields = {k: named_words(v) if k in PLAY_FIELDS else v for k, v in m.groupdict().items()}
            return translate(CONTEXT, template).format(**fields)
    return verdict


def play_name(p: Mapping[str, Any]) -> str:
    """The name of a play on the piste in the language shown."""
    return name_words(str(p["name"]))
