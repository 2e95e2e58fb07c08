"""Ready...Fence!'s actions and their notation: a verb, then a card and, for some, one more word.

Every action is one small decision (one game action of a turn, or one fencing action of a
phrase). Cards are named by their ids (copy n of a printing: "st3y-1"); the side panel and the
terminal game describe them by name.

    keep / mulligan        setup: keep the dealt hand, or change it once
    advance / back         move the fencer one square forward or back
    retreat [CARD]         advanced: back two squares for one action, changing CARD if given
    weapon line|invite|engage   change the weapon position (once a turn)
    discard CARD           discard CARD face down and draw from the Timer deck
    stall [keep]           both actions: regain 2 SP, the top Timer card is discarded unseen,
                           the turn passes; with "keep" the Timer is left as it is (the
                           staller's choice: he "can" discard)
    play CARD [ANG]        play a card: an attack opens the phrase, anything else answers;
                           ANG is an Angulations/Oppositions card laid with it (+1)
    renew CARD             a Renewed Attack: your first attack again, faster
    feint CARD NEW|stop    a Feint: swap your attack for the red card NEW, or end the phrase
    parry N                a parry without cards, spending N stamina points (2 speed each)
    distance [CARD]        defend by distance (tutorial: CARD is the card you discard)
    pass                   let the phrase end (take the touch, or let your last card stand)
    done                   tutorial: end the turn without discarding
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from engine.core.errors import NotationError
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.verbs import format_words, notation_text, words_from_dict, words_to_dict
from engine.games.words import translate


class Action(NamedTuple):
    kind: str
    card: str = ""
    arg: str = ""


# verbs and the numbers of words each may take after it
ARITY: dict[str, tuple[int, ...]] = {
    "keep": (0,), "mulligan": (0,), "advance": (0,), "back": (0,), "retreat": (0, 1),
    "weapon": (1,), "discard": (1,), "stall": (0, 1), "play": (1, 2), "renew": (1,),
    "feint": (2,), "parry": (1,), "distance": (0, 1), "pass": (0,), "done": (0,),
}
POSITIONS = ("line", "invite", "engage")
PARRY_SP = ("1", "2", "3", "4", "5", "6")  # stamina points a parry without cards may spend
# the words some verbs allow in a field: (verb, field) -> the words
VALUES: dict[tuple[str, str], tuple[str, ...]] = {
    ("weapon", "card"): POSITIONS, ("stall", "card"): ("keep",), ("parry", "card"): PARRY_SP,
}
POSITION_NAMES = {
    "line": QT_TRANSLATE_NOOP("ReadyFenceActions", "Point-in-Line"),
    "invite": QT_TRANSLATE_NOOP("ReadyFenceActions", "Invitation"),
    "engage": QT_TRANSLATE_NOOP("ReadyFenceActions", "Engagement"),
}


def position_name(position: str) -> str:
    """A weapon position in the language shown."""
    return translate("ReadyFenceActions", POSITION_NAMES[position])


# the actions without a card, in words (the others are worded in describe_action): short
# imperatives, as a player tells his fencer what to do
WORDS = {
    "keep": QT_TRANSLATE_NOOP("ReadyFenceActions", "keep the hand"),
    "mulligan": QT_TRANSLATE_NOOP("ReadyFenceActions", "declare a mulligan"),
    "advance": QT_TRANSLATE_NOOP("ReadyFenceActions", "step forward"),
    "back": QT_TRANSLATE_NOOP("ReadyFenceActions", "step back"),
    "retreat": QT_TRANSLATE_NOOP("ReadyFenceActions", "retreat two squares"),
    "stall": QT_TRANSLATE_NOOP("ReadyFenceActions", "stall"),
    "distance": QT_TRANSLATE_NOOP("ReadyFenceActions", "defend by distance"),
    "pass": QT_TRANSLATE_NOOP("ReadyFenceActions", "let the phrase end"),
    "done": QT_TRANSLATE_NOOP("ReadyFenceActions", "end the turn"),
}
KEEP, MULLIGAN, ADVANCE, BACK, STALL, PASS, DONE = (
    Action("keep"), Action("mulligan"), Action("advance"), Action("back"), Action("stall"),
    Action("pass"), Action("done"))


def format_action(a: Action) -> str:
    return format_words(a)


def parse_action(text: str) -> Action:
    parts = notation_text(text).split()
    if not parts or parts[0] not in ARITY:
        raise NotationError(f"{text!r}: an action starts with one of {', '.join(ARITY)}")
    kind, args = parts[0], parts[1:]
    if len(args) not in ARITY[kind]:
        n = " or ".join(str(x) for x in ARITY[kind])
        raise NotationError(f"{text!r}: {kind} takes {n} word(s) after it")
    if kind == "weapon" and args[0] not in POSITIONS:
        raise NotationError(f"{text!r}: the weapon positions are {', '.join(POSITIONS)}")
    if kind == "stall" and args and args[0] != "keep":
        raise NotationError(f"{text!r}: a stall takes only the word keep after it (the Timer is "
                            "left as it is)")
    if kind == "parry" and args[0] not in PARRY_SP:
        raise NotationError(f"{text!r}: a parry spends 1 to 6 stamina points")
    return Action(kind, *args)


def action_to_dict(a: Action) -> dict[str, Any]:
    return words_to_dict(a)


def action_from_dict(data: Mapping[str, Any]) -> Action:
    return words_from_dict(data, Action._fields, parse_action, ARITY, VALUES)


def describe_action(a: Action) -> str:
    """The action as one short line, cards by their names in the language shown: "play Stop Hit
    (6)"; where the whole sentence runs long, explain_action says it."""
    from engine.games.ready_fence.words import card_name

    k = a.kind
    card = card_name(a.card) if a.card and k not in ("weapon", "parry", "stall") else ""
    if k == "weapon":
        return translate("ReadyFenceActions", "take the position {position}").format(
            position=position_name(a.card))
    if k == "parry":
        return translate("ReadyFenceActions", "parry without a card, spending {sp} SP").format(sp=a.card)
    if k == "stall" and a.card:
        return translate("ReadyFenceActions", "stall, leaving the Timer as it is")
    if k == "feint":
        if a.arg == "stop":
            return translate("ReadyFenceActions", "feint: end the phrase")
        return translate("ReadyFenceActions", "feint: swap in {card}").format(card=card_name(a.arg))
    if k == "retreat" and a.card:
        return translate("ReadyFenceActions", "retreat, changing {card}").format(card=card)
    if k == "discard":
        return translate("ReadyFenceActions", "discard {card}, draw a card").format(card=card)
    if k == "renew":
        return translate("ReadyFenceActions", "renew the attack: {card}").format(card=card)
    if k == "distance" and a.card:
        return translate("ReadyFenceActions", "defend by distance: {card}").format(card=card)
    if k == "play" and a.arg:
        return translate("ReadyFenceActions", "play {card} + {other}").format(
            card=card, other=card_name(a.arg))
    if k == "play":
        return translate("ReadyFenceActions", "play {card}").format(card=card)
    return translate("ReadyFenceActions", WORDS[k]) if k in WORDS else k


def explain_action(a: Action) -> str:
    """The action in a whole sentence where its short line leaves words out (the tooltip)."""
    from engine.games.ready_fence.words import card_name

    if a.kind == "retreat" and a.card:
        return translate("ReadyFenceActions", "retreat two squares, discarding {card} and drawing a "
                                              "card").format(card=card_name(a.card))
    if a.kind == "distance" and a.card:
        return translate("ReadyFenceActions", "defend by distance, giving up {card}").format(
            card=card_name(a.card))
    if a.kind == "play" and a.arg:
        return translate("ReadyFenceActions", "play {card} with {other}").format(
            card=card_name(a.card), other=card_name(a.arg))
    return describe_action(a)
