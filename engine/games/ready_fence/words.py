"""Ready...Fence!'s stored words read in the player's language: card names, the plays' names and
the parts of their speeds, and the verdicts (how a phrase, a period or a bout ended).

A position keeps names in English, the same in every save and every language (the referee and
the saves read them), and its verdicts as codes with fields (verdict.py); the table, the terminal
and the story put them in words where they show them. Each verdict code is said from one English
template here, the text the translators translate.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from engine.core.i18n import QT_TRANSLATE_NOOP, language
from engine.games.ready_fence import verdict as vc
from engine.games.ready_fence.cards import fence_cards
from engine.games.ready_fence.verdict import Value, Verdict
from engine.games.words import translate

CONTEXT = "ReadyFenceVerdicts"

# --- the verdicts: each code's sentence (English, the translators' source) --------------------------
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
TEXTS = {vc.OFF_THE_END: OFF_THE_END, vc.WINS_AT_ONCE: WINS_AT_ONCE, vc.DEFENCE_HELD: DEFENCE_HELD,
         vc.UNANSWERED: UNANSWERED, vc.TWO_JOKERS: TWO_JOKERS, vc.BOTH_AT: BOTH_AT, vc.BEATS: BEATS,
         vc.FEINT_ENDS: FEINT_ENDS, vc.OUT_OF_CARDS_OTHER: OUT_OF_CARDS_OTHER, vc.OUT_OF_CARDS: OUT_OF_CARDS,
         vc.NON_COMBATIVITY: NON_COMBATIVITY, vc.PRIORITY_WINS: PRIORITY_WINS, vc.TIME_RAN_OUT: TIME_RAN_OUT,
         vc.PERIOD_OVER: PERIOD_OVER}
SCORE = "{a}-{b}"  # a bout a touch decided ends on its score, the same in every language
VOID_JOIN = "; "  # a verdict and the note that its double touch does not count

# the names of plays without a card, and the parts of a speed that are not a card
NAMES = {
    "Parry": QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "Parry"),
    "Defence by distance": QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "Defence by distance"),
    "Angulations": QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "Angulations"),
    "beat on his Line": QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "beat on his Line"),
    "his Engagement": QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "his Engagement"),
    "Invitation": QT_TRANSLATE_NOOP("ReadyFenceVerdicts", "Invitation"),
}
CARDLESS = {"parry": "Parry", "distance": "Defence by distance"}  # a cardless play's role: its name
PARRY_PART = re.compile(r"(\d+) SP x 2")  # a cardless parry's part (not a verdict): its stamina, doubled


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


def play_words(play: Value, speed: Value) -> str:
    """A play a verdict names, in the language shown: a card or a cardless defence with its
    speed, "Stoppstoß (6)", or the Joker alone (its speed beats any)."""
    c = fence_cards().get(str(play))
    if c is not None and c.kind == "joker":
        return c.shown_name()
    name = c.shown_name() if c is not None else translate(CONTEXT, NAMES[CARDLESS[str(play)]])
    return f"{name} ({speed})"


def verdict_words(verdict: Verdict | None) -> str:
    """A verdict in the language shown ("" for none: a bout that goes on)."""
    if verdict is None:
        return ""
    code, fields = verdict.code, dict(verdict.fields)
    if code == vc.SCORE:
        return SCORE.format(**fields)
    words: dict[str, Any] = dict(fields)
    for name, kind in vc.FIELDS[code]:
        if kind == vc.CARD:
            words[name] = fence_cards()[str(fields[name])].shown_name()
        elif kind == vc.PLAY:
            words[name] = play_words(fields[name], fields[f"{name}_speed"])
    said = translate(CONTEXT, TEXTS[code]).format(**words)
    return said + VOID_JOIN + translate(CONTEXT, DOUBLE_VOID) if fields.get("void") else said


def play_name(p: Mapping[str, Any]) -> str:
    """The name of a play on the piste in the language shown."""
    return name_words(str(p["name"]))
