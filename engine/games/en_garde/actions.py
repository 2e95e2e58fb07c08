"""En Garde's actions, their text notation and their structured form ({"kind": ..., named fields}).

Notation, one token per action (case and spaces ignored on input):
  F3    move forward 3          B3    move back 3 (also the retreat that answers an advance-attack)
  A3    attack with one 3       A33   attack with two 3s (a strengthened attack)
  F3A5  advance 3 and attack with a 5 (advanced game)
  P33   parry with two 3s       P24   parry with a 2 and a 4 (only under the "total" parry rule)
  H     hold: decline the last chance to attack once the deck is out
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, NamedTuple

from engine.core.errors import NotationError
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.verbs import action_kind, notation_text, only_fields, shown, whole_number
from engine.games.words import translate

ADVANCE = "advance"
RETREAT = "retreat"
ATTACK = "attack"
ADVANCE_ATTACK = "advance_attack"
PARRY = "parry"
HOLD = "hold"
KINDS = (ADVANCE, RETREAT, ATTACK, ADVANCE_ATTACK, PARRY, HOLD)


class Action(NamedTuple):
    """`card` is the moving card (advance, retreat, the advance of an advance-attack);
    `cards` the attacking or parrying cards, in ascending order."""

    kind: str
    card: int = 0
    cards: tuple[int, ...] = ()


def advance(card: int) -> Action:
    return Action(ADVANCE, card)


def retreat(card: int) -> Action:
    return Action(RETREAT, card)


def attack(*cards: int) -> Action:
    return Action(ATTACK, 0, tuple(sorted(cards)))


def advance_attack(card: int, *cards: int) -> Action:
    return Action(ADVANCE_ATTACK, card, tuple(sorted(cards)))


def parry(*cards: int) -> Action:
    return Action(PARRY, 0, tuple(sorted(cards)))


HOLD_ACTION = Action(HOLD)


def format_action(action: Action) -> str:
    digits = "".join(str(c) for c in action.cards)
    if action.kind == ADVANCE:
        return f"F{action.card}"
    if action.kind == RETREAT:
        return f"B{action.card}"
    if action.kind == ATTACK:
        return f"A{digits}"
    if action.kind == ADVANCE_ATTACK:
        return f"F{action.card}A{digits}"
    if action.kind == PARRY:
        return f"P{digits}"
    return "H"


_TOKEN = re.compile(r"^(?:F([1-5])A([1-5]{1,5})|F([1-5])|B([1-5])|A([1-5]{1,5})|P([1-5]{1,5})|H)$")


def parse_action(text: str) -> Action:
    token = "".join(notation_text(text).split()).upper()
    m = _TOKEN.match(token)
    if not m:
        raise NotationError(
            f"{text!r} is not En Garde notation (F3, B3, A3, A33, F3A5, P33, P24 or H)"
        )
    aa_move, aa_cards, fwd, back, att, par = m.groups()
    if aa_move:
        return advance_attack(int(aa_move), *map(int, aa_cards))
    if fwd:
        return advance(int(fwd))
    if back:
        return retreat(int(back))
    if att:
        return attack(*map(int, att))
    if par:
        return parry(*map(int, par))
    return HOLD_ACTION


def action_to_dict(action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": action.kind}
    if action.kind in (ADVANCE, RETREAT, ADVANCE_ATTACK):
        out["card"] = action.card
    if action.kind in (ATTACK, ADVANCE_ATTACK, PARRY):
        out["cards"] = list(action.cards)
    return out


# the fields each kind takes besides "kind"
FIELDS: dict[str, tuple[str, ...]] = {
    ADVANCE: ("card",), RETREAT: ("card",), ADVANCE_ATTACK: ("card", "cards"), ATTACK: ("cards",),
    PARRY: ("cards",), HOLD: (),
}


def action_from_dict(data: Mapping[str, Any]) -> Action:
    # "type" was this game's name for the kind before every game's structured form said "kind":
    # saves and scripts written then still read
    key = "kind" if not isinstance(data, Mapping) or "kind" in data or "type" not in data else "type"
    kind = action_kind(data, KINDS, key)
    if "kind" in data and "type" in data and data["type"] != kind:
        raise NotationError(f"type: is the old name of kind and must agree with it, "
                            f"not {shown(data['type'])}")
    only_fields(data, kind, FIELDS[kind], also=("type",))

    def card(value: Any, field: str) -> int:
        return whole_number(value, field, 1, 5, "a card value")

    def cards() -> tuple[int, ...]:
        value = data.get("cards")
        if not isinstance(value, list) or not 1 <= len(value) <= 5:
            raise NotationError(f"cards: must be a list of 1 to 5 card values, not {shown(value)}")
        return tuple(sorted(card(v, f"cards[{i}]") for i, v in enumerate(value)))

    if kind in (ADVANCE, RETREAT):
        return Action(kind, card(data.get("card"), "card"))
    if kind == ADVANCE_ATTACK:
        return Action(kind, card(data.get("card"), "card"), cards())
    if kind in (ATTACK, PARRY):
        return Action(kind, 0, cards())
    return HOLD_ACTION


# cards of one value in words, each count a phrase of its own (a language agrees them its way)
SPELL = (
    QT_TRANSLATE_NOOP("EnGardeActions", "no {value}s"),
    QT_TRANSLATE_NOOP("EnGardeActions", "a {value}"),
    QT_TRANSLATE_NOOP("EnGardeActions", "two {value}s"),
    QT_TRANSLATE_NOOP("EnGardeActions", "three {value}s"),
    QT_TRANSLATE_NOOP("EnGardeActions", "four {value}s"),
    QT_TRANSLATE_NOOP("EnGardeActions", "five {value}s"),
)


def spell_cards(cards: tuple[int, ...]) -> str:
    """Cards of one value in words: "a 4", "two 4s"; others by their values, "2 + 4" (a parry,
    or cards the rules refuse: of several values, more than five of one)."""
    if len(set(cards)) > 1 or len(cards) >= len(SPELL):
        return " + ".join(str(c) for c in cards)
    value = cards[0] if cards else 0
    return translate("EnGardeActions", SPELL[len(cards)]).format(value=value)


def describe_action(action: Action) -> str:
    """The action in words, for the log and the terminal."""
    many = spell_cards(action.cards)
    if action.kind == ADVANCE:
        return translate("EnGardeActions", "advance {card}").format(card=action.card)
    if action.kind == RETREAT:
        return translate("EnGardeActions", "retreat {card}").format(card=action.card)
    if action.kind == ATTACK:
        return translate("EnGardeActions", "attack with {cards}").format(cards=many)
    if action.kind == ADVANCE_ATTACK:
        return translate("EnGardeActions", "advance {card} and attack with {cards}").format(
            card=action.card, cards=many)
    if action.kind == PARRY:
        return translate("EnGardeActions", "parry with {cards}").format(
            cards=" + ".join(str(c) for c in action.cards))
    return translate("EnGardeActions", "hold (no last attack)")
