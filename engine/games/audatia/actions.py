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
from engine.core.i18n import QT_TRANSLATE_NOOP, language
from engine.core.verbs import format_words, notation_text, words_from_dict, words_to_dict
from engine.games.audatia.cards import GAME_NAME
from engine.games.words import translate


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
_TAKES = {kind: (n,) for kind, n in ARITY.items()}  # ARITY as words_from_dict reads it
REMEDY_SIDES = ("inside", "outside")
# the words some verbs allow in a field, for the structured form: (verb, field) -> the words
VALUES: dict[tuple[str, str], tuple[str, ...]] = {("remedy", "side"): REMEDY_SIDES}

# each action in words (the log, the hint, the action list): with its card named, and without
# one (what the other fencer reads of a face-down card, a decline); translated where shown
WITH_CARD = {
    "attack": QT_TRANSLATE_NOOP("AudatiaActions", "attack with {card}"),
    "beat": QT_TRANSLATE_NOOP("AudatiaActions", "beat aside with {card}"),
    "parry": QT_TRANSLATE_NOOP("AudatiaActions", "parry with {card}"),
    "counter": QT_TRANSLATE_NOOP("AudatiaActions", "counterattack with {card}"),
    "exchange": QT_TRANSLATE_NOOP("AudatiaActions", "exchange with {card}"),
    "break": QT_TRANSLATE_NOOP("AudatiaActions", "break the thrust: {card}"),
    "avoid": QT_TRANSLATE_NOOP("AudatiaActions", "avoid the blow: {card}"),
    "feint": QT_TRANSLATE_NOOP("AudatiaActions", "feint: {card}"),
    "reply": QT_TRANSLATE_NOOP("AudatiaActions", "counter with {card}"),
    "posta": QT_TRANSLATE_NOOP("AudatiaActions", "take up {card}"),
    "change": QT_TRANSLATE_NOOP("AudatiaActions", "change posta to {card}"),
    "skill": QT_TRANSLATE_NOOP("AudatiaActions", "play {card}"),
    "cycle": QT_TRANSLATE_NOOP("AudatiaActions", "cycle {card}"),
    "trade": QT_TRANSLATE_NOOP("AudatiaActions", "trade away {card}"),
    "discard": QT_TRANSLATE_NOOP("AudatiaActions", "set aside {card}"),
    "virtue": QT_TRANSLATE_NOOP("AudatiaActions", "take the Virtue {card}"),
    "salute": QT_TRANSLATE_NOOP("AudatiaActions", "salute, giving up {card}"),
    "answer": QT_TRANSLATE_NOOP("AudatiaActions", "salute back: {card}"),
    "place": QT_TRANSLATE_NOOP("AudatiaActions", "lay {card} in the row"),
}
# the whole sentence where the short line leaves words out (the action list's tooltip)
LONG_WITH_CARD = {
    "beat": QT_TRANSLATE_NOOP("AudatiaActions", "beat the Extensa aside with {card}"),
    "exchange": QT_TRANSLATE_NOOP("AudatiaActions", "exchange the thrust with {card}"),
    "break": QT_TRANSLATE_NOOP("AudatiaActions", "break the thrust with {card}"),
    "answer": QT_TRANSLATE_NOOP("AudatiaActions", "return the salute with {card}"),
}
# (verb, side) -> a remedy on one side, or the Streto Side card turned
ON_SIDE = {
    ("remedy", "inside"): QT_TRANSLATE_NOOP("AudatiaActions", "play {card} on the inside"),
    ("remedy", "outside"): QT_TRANSLATE_NOOP("AudatiaActions", "play {card} on the outside"),
    ("side", "inside"): QT_TRANSLATE_NOOP("AudatiaActions", "turn the Streto Side card inside"),
    ("side", "outside"): QT_TRANSLATE_NOOP("AudatiaActions", "turn the Streto Side card outside"),
}
LONG_ON_SIDE = {
    ("remedy", "inside"): QT_TRANSLATE_NOOP("AudatiaActions", "play the remedy {card} on the inside"),
    ("remedy", "outside"): QT_TRANSLATE_NOOP("AudatiaActions", "play the remedy {card} on the outside"),
}
WORDS = {
    "trade": QT_TRANSLATE_NOOP("AudatiaActions", "trade away a card"),
    "posta": QT_TRANSLATE_NOOP("AudatiaActions", "take a posta"),
    "discard": QT_TRANSLATE_NOOP("AudatiaActions", "set a card aside"),
    "place": QT_TRANSLATE_NOOP("AudatiaActions", "lay a card in the row"),
    "wait": QT_TRANSLATE_NOOP("AudatiaActions", "wait"),
    "pass": QT_TRANSLATE_NOOP("AudatiaActions", "pass"),
    "done": QT_TRANSLATE_NOOP("AudatiaActions", "done"),
}


def format_action(a: Action) -> str:
    return format_words(a)


def parse_action(text: str) -> Action:
    parts = notation_text(text).split()
    if not parts or parts[0] not in ARITY:
        raise NotationError(f"{text!r}: an action starts with one of {', '.join(ARITY)}")
    kind, args = parts[0], parts[1:]
    if len(args) != ARITY[kind]:
        raise NotationError(f"{text!r}: {kind} takes {ARITY[kind]} word(s) after it")
    if kind == "remedy" and args[1] not in REMEDY_SIDES:
        raise NotationError(f"{text!r}: a remedy is played on the inside or the outside")
    return Action(kind, *args)


def action_to_dict(a: Action) -> dict[str, Any]:
    return words_to_dict(a)


def action_from_dict(data: Mapping[str, Any]) -> Action:
    return words_from_dict(data, Action._fields, parse_action, _TAKES, VALUES)


@card_data
def _names(lang: str) -> dict[str, str]:
    return {c.id: c.name_in(lang) for d in decks_for(GAME_NAME) for c in d.cards}


def card_names() -> dict[str, str]:
    """Every card's name by id, in the language words are shown in (ids are unique across the
    decks: bou-…, gal-…, vir-…)."""
    return _names(language())


def _card(a: Action) -> str:
    # a Virtue is named by its Latin, the same in every language
    return a.card.capitalize() if a.kind == "virtue" else card_names().get(a.card, a.card)


def _side(a: Action) -> str:
    return a.card if a.kind == "side" else a.side


def describe_action(a: Action) -> str:
    """The action as one short line, cards by their names: "parry with Roverso Sottano"."""
    card, side = _card(a), _side(a)
    if (a.kind, side) in ON_SIDE:
        return translate("AudatiaActions", ON_SIDE[a.kind, side]).format(card=card)
    if a.card and a.kind in WITH_CARD:
        return translate("AudatiaActions", WITH_CARD[a.kind]).format(card=card)
    if a.kind in WORDS:
        return translate("AudatiaActions", WORDS[a.kind])
    return " ".join(p for p in (a.kind, card, side) if p)  # not an action of the game: as written


def explain_action(a: Action) -> str:
    """The action in a whole sentence where its short line leaves words out (the tooltip)."""
    if (a.kind, _side(a)) in LONG_ON_SIDE:
        return translate("AudatiaActions", LONG_ON_SIDE[a.kind, _side(a)]).format(card=_card(a))
    if a.card and a.kind in LONG_WITH_CARD:
        return translate("AudatiaActions", LONG_WITH_CARD[a.kind]).format(card=_card(a))
    return describe_action(a)
