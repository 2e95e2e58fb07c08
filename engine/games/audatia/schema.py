"""Audatia's card schema for the card editor: each card type's symbols as cards.py reads them
(a posta's side and blows, a strike's line and symbols, the Moon-and-Night halves, a skill's
effect, a Virtue card)."""

from __future__ import annotations

from engine.core.cardschema import CHOICE, FLAG, SOME, TEXT, WHOLE, CardSchema, FieldSpec
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.audatia.cards import (
    DECK_COUNTS,
    EFFECTS,
    HEIGHTS,
    LINE_NAMES,
    LINES,
    SHAPES,
    SIDES,
    SUNS,
    VIRTUES,
)

LINE_WORDS = tuple(LINE_NAMES.items())
# the codes of the card data in words (a code is no word to a designer)
TYPE_WORDS = (("posta", QT_TRANSLATE_NOOP("CardSchema", "Posta")),
    ("side", QT_TRANSLATE_NOOP("CardSchema", "Streto side")),
    ("strike", QT_TRANSLATE_NOOP("CardSchema", "Strike")),
    ("remedy", QT_TRANSLATE_NOOP("CardSchema", "Remedy")),
    ("counter", QT_TRANSLATE_NOOP("CardSchema", "Counter-remedy")),
    ("skill", QT_TRANSLATE_NOOP("CardSchema", "Skill")),
    ("virtue", QT_TRANSLATE_NOOP("CardSchema", "Virtue card")))
SIDE_WORDS = (("left", QT_TRANSLATE_NOOP("CardSchema", "Left")),
    ("right", QT_TRANSLATE_NOOP("CardSchema", "Right")),
    ("middle", QT_TRANSLATE_NOOP("CardSchema", "Middle")))
VIRTUE_WORDS = (("audatia", QT_TRANSLATE_NOOP("CardSchema", "Audatia")),
    ("prudentia", QT_TRANSLATE_NOOP("CardSchema", "Prudentia")),
    ("celeritas", QT_TRANSLATE_NOOP("CardSchema", "Celeritas")),
    ("fortitudo", QT_TRANSLATE_NOOP("CardSchema", "Fortitudo")))
SUN_WORDS = (("rays", QT_TRANSLATE_NOOP("CardSchema", "Sun with rays")),
    ("disc", QT_TRANSLATE_NOOP("CardSchema", "Sun disc")),
    ("none", QT_TRANSLATE_NOOP("CardSchema", "No sun")))
SHAPE_WORDS = (("moon", QT_TRANSLATE_NOOP("CardSchema", "Moon")),
    ("night", QT_TRANSLATE_NOOP("CardSchema", "Night")))
HEIGHT_WORDS = (("high", QT_TRANSLATE_NOOP("CardSchema", "High")),
    ("low", QT_TRANSLATE_NOOP("CardSchema", "Low")))
EFFECT_WORDS = (("feint", QT_TRANSLATE_NOOP("CardSchema", "Feint")),
    ("virtue", QT_TRANSLATE_NOOP("CardSchema", "Virtue")),
    ("avoid", QT_TRANSLATE_NOOP("CardSchema", "Avoid")),
    ("study", QT_TRANSLATE_NOOP("CardSchema", "Study")))
ACTIONS = ("strike", "remedy", "counter", "skill")


def _flag(key: str, label: str, *types: str) -> FieldSpec:
    return FieldSpec(f"rules.{key}", label, FLAG, types=types)


CARD_SCHEMA = CardSchema((*DECK_COUNTS, "virtue"), type_words=TYPE_WORDS, fields=(
    # a posta
    FieldSpec("rules.side", QT_TRANSLATE_NOOP("CardSchema", "Side"), CHOICE, SIDES, types=("posta",),
              words=SIDE_WORDS),
    FieldSpec("rules.attacks", QT_TRANSLATE_NOOP("CardSchema", "Blows from it"), SOME, LINES,
              types=("posta",), words=LINE_WORDS),
    FieldSpec("rules.attackable_by", QT_TRANSLATE_NOOP("CardSchema", "Open to (upside-down swords)"), SOME,
              LINES, optional=True, types=("posta",), words=LINE_WORDS),
    _flag("extensa", QT_TRANSLATE_NOOP("CardSchema", "Extensa"), "posta"),
    _flag("exchange", QT_TRANSLATE_NOOP("CardSchema", "Exchange"), "posta", "strike"),
    FieldSpec("rules.bonus.virtue", QT_TRANSLATE_NOOP("CardSchema", "First-strike virtue"), CHOICE, VIRTUES,
              optional=True, types=("posta",), words=VIRTUE_WORDS),
    FieldSpec("rules.bonus.amount", QT_TRANSLATE_NOOP("CardSchema", "First-strike bonus"), WHOLE, low=1,
              high=4, optional=True, types=("posta",)),
    # every action card
    _flag("basic", QT_TRANSLATE_NOOP("CardSchema", "Basic card"), *ACTIONS),
    # a strike
    FieldSpec("rules.line", QT_TRANSLATE_NOOP("CardSchema", "Line"), CHOICE, LINES, types=("strike",),
              words=LINE_WORDS),
    _flag("attack", QT_TRANSLATE_NOOP("CardSchema", "Attack"), "strike"),
    _flag("parry", QT_TRANSLATE_NOOP("CardSchema", "Parry"), "strike"),
    _flag("counter", QT_TRANSLATE_NOOP("CardSchema", "Counter"), "strike"),
    _flag("break", QT_TRANSLATE_NOOP("CardSchema", "Break"), "strike"),
    FieldSpec("rules.parried_by", QT_TRANSLATE_NOOP("CardSchema", "Parried by"), SOME, LINES,
              types=("strike",), words=LINE_WORDS),
    FieldSpec("rules.sun", QT_TRANSLATE_NOOP("CardSchema", "Sun"), CHOICE, SUNS, types=("strike",),
              words=SUN_WORDS),
    FieldSpec("rules.final", QT_TRANSLATE_NOOP("CardSchema", "Ends in posta (its id)"), TEXT,
              types=("strike",)),
    # a remedy or counter-remedy: the Moon-and-Night halves on its edges
    FieldSpec("rules.inside.shape", QT_TRANSLATE_NOOP("CardSchema", "Inside: shape"), CHOICE, SHAPES,
              optional=True, types=("remedy", "counter"), words=SHAPE_WORDS),
    FieldSpec("rules.inside.height", QT_TRANSLATE_NOOP("CardSchema", "Inside: height"), CHOICE, HEIGHTS,
              optional=True, types=("remedy", "counter"), words=HEIGHT_WORDS),
    FieldSpec("rules.outside.shape", QT_TRANSLATE_NOOP("CardSchema", "Outside: shape"), CHOICE, SHAPES,
              optional=True, types=("remedy", "counter"), words=SHAPE_WORDS),
    FieldSpec("rules.outside.height", QT_TRANSLATE_NOOP("CardSchema", "Outside: height"), CHOICE, HEIGHTS,
              optional=True, types=("remedy", "counter"), words=HEIGHT_WORDS),
    _flag("over_the_top", QT_TRANSLATE_NOOP("CardSchema", "Over the top"), "remedy"),
    # a skill
    FieldSpec("rules.effect", QT_TRANSLATE_NOOP("CardSchema", "Effect"), CHOICE, EFFECTS, types=("skill",),
              words=EFFECT_WORDS),
    _flag("cycle", QT_TRANSLATE_NOOP("CardSchema", "Cycle"), "skill"),
    _flag("out_of_measure", QT_TRANSLATE_NOOP("CardSchema", "Out of Measure"), "skill"),
    FieldSpec("rules.virtue", QT_TRANSLATE_NOOP("CardSchema", "Virtue"), CHOICE, VIRTUES, optional=True,
              types=("skill", "virtue"), words=VIRTUE_WORDS),
    FieldSpec("rules.amount", QT_TRANSLATE_NOOP("CardSchema", "Amount"), WHOLE, low=1, high=2, optional=True,
              types=("skill",)),
))
