"""Audatia's actions and their notation: a verb, then the card it plays and, for a remedy, a side.

Every action is one small decision, so multi-card moves (a Trade, the Sudden-death row) are
sequences. The notation is the verb and its arguments with spaces, the card by its id:

    attack bou-mf-1        play a strike as an attack (Out of Measure, Largo, after a Feint)
    beat bou-rf-2          strike an Extensa posta aside with a parry-symbol strike
    parry gal-rs-1         parry the blow being answered
    counter gal-mf-2       counterattack with the same blow (most Celeritas)
    exchange gal-p-1       exchange a punta with a punta (most Celeritas)
    break bou-mm-1         break a thrust (the optional Break rule)
    avoid gal-volta        a skill that steps out of the blow
    feint bou-finta        after a parry: feint, then attack again
    remedy bou-pomo outside    a Streto Remedy on the inside or the outside
    reply gal-contra-1     a counter-remedy against the remedy on the table
    posta gal-longa        choose a posta (hidden until both have chosen)
    change gal-breve       change posta instead of attacking
    skill bou-leone        an Out-of-Measure skill
    cycle bou-passo        discard a Cycle skill for a new card
    trade bou-rs-2         lay a card face down towards a Trade (two make a Trade)
    discard bou-mf-3       set aside a starting Basic card (Setup 5)
    virtue celeritas       take a Virtue card (Setup 6)
    salute bou-ms-1        salute by discarding a card; answer … returns the salute
    side inside            turn the Streto Side card (most Fortitudo)
    place bou-mf-1         lay the next card of the Sudden-death row
    wait / pass / done     decline, or end a sequence
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from engine.core.cards import card_data, decks_for
from engine.core.errors import NotationError
from engine.core.verbs import format_words, words_from_dict, words_to_dict
from engine.games.audatia.cards import GAME_NAME


class Action(NamedTuple):
    kind: str
    card: str = ""
    side: str = ""


# verbs and how many arguments each takes
ARITY = {
    "attack": 1, "beat": 1, "parry": 1, "counter": 1, "exchange": 1, "break": 1, "avoid": 1,
    "feint": 1, "remedy": 2, "reply": 1, "posta": 1, "change": 1, "skill": 1, "cycle": 1,
    "trade": 1, "discard": 1, "virtue": 1, "salute": 1, "answer": 1, "side": 1, "place": 1,
    "wait": 0, "pass": 0, "done": 0,
}
WAIT, PASS, DONE = Action("wait"), Action("pass"), Action("done")

WORDS = {
    "attack": "attacks with", "beat": "beats the Extensa aside with", "parry": "parries with",
    "counter": "counterattacks with", "exchange": "exchanges the thrust with",
    "break": "breaks the thrust with", "avoid": "avoids the blow:", "feint": "feints:",
    "remedy": "plays the remedy", "reply": "counters with", "posta": "takes a posta",
    "change": "changes posta to", "skill": "plays", "cycle": "cycles", "trade": "trades away a card",
    "discard": "sets aside", "virtue": "takes the Virtue", "salute": "salutes",
    "answer": "returns the salute", "side": "turns the Streto Side card to the",
    "place": "lays a card in the row", "wait": "waits", "pass": "passes", "done": "is done",
}


def format_action(a: Action) -> str:
    return format_words(a)


def parse_action(text: str) -> Action:
    parts = text.strip().split()
    if not parts or parts[0] not in ARITY:
        raise NotationError(f"{text!r}: an action starts with one of {', '.join(ARITY)}")
    kind, args = parts[0], parts[1:]
    if len(args) != ARITY[kind]:
        raise NotationError(f"{text!r}: {kind} takes {ARITY[kind]} word(s) after it")
    if kind == "remedy" and args[1] not in ("inside", "outside"):
        raise NotationError(f"{text!r}: a remedy is played on the inside or the outside")
    return Action(kind, *args)


def action_to_dict(a: Action) -> dict[str, Any]:
    return words_to_dict(a)


def action_from_dict(data: Mapping[str, Any]) -> Action:
    return words_from_dict(data, Action._fields, parse_action)


@card_data
def card_names() -> dict[str, str]:
    """Every card's name by id (ids are unique across the decks: bou-…, gal-…, vir-…)."""
    return {c.id: c.name for d in decks_for(GAME_NAME) for c in d.cards}


def describe_action(a: Action) -> str:
    """The action in words, cards by their names: "parries with Roverso Sottano"."""
    # with a card named after it, a few verbs read better shorter than WORDS has them
    words = {"trade": "trades away", "posta": "takes up", "answer": "returns the salute with"}.get(
        a.kind, WORDS.get(a.kind, a.kind)) if a.card else WORDS.get(a.kind, a.kind)
    card = a.card.capitalize() if a.kind == "virtue" else card_names().get(a.card, a.card)
    if a.kind == "side":
        card = ""
    side = a.card if a.kind == "side" else a.side
    return " ".join(p for p in (words, card, f"on the {side}" if a.kind == "remedy" else side) if p)
