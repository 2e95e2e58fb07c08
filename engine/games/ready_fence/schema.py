"""Ready...Fence!'s card schema for the card editor (the technical manual's card, as cards._check
reads it: kind, colour, group, stamina bottle, T/B icons, an orange card's bonus, a Stop Hit's
target, the yellow Straight Thrusts)."""

from __future__ import annotations

from engine.core.cardschema import CHOICE, FLAG, SOME, WHOLE, CardSchema, FieldSpec, copies_field
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.ready_fence.cards import COLOURS, GROUPS, KINDS

CARD_SCHEMA = CardSchema(("card",), (
    FieldSpec("value", QT_TRANSLATE_NOOP("CardSchema", "Speed"), WHOLE, low=1, high=12, optional=True),
    copies_field(),
    FieldSpec("rules.kind", QT_TRANSLATE_NOOP("CardSchema", "Kind"), CHOICE, tuple(KINDS)),
    FieldSpec("rules.colour", QT_TRANSLATE_NOOP("CardSchema", "Colour"), CHOICE, COLOURS),
    FieldSpec("rules.group", QT_TRANSLATE_NOOP("CardSchema", "Group"), CHOICE, tuple(GROUPS)),
    FieldSpec("rules.stamina", QT_TRANSLATE_NOOP("CardSchema", "Stamina"), WHOLE, low=0, high=6),
    FieldSpec("rules.icons", QT_TRANSLATE_NOOP("CardSchema", "Icons"), SOME, ("T", "B"),
              words=(("T", QT_TRANSLATE_NOOP("CardSchema", "T (tutorial)")),
                     ("B", QT_TRANSLATE_NOOP("CardSchema", "B (basic)")))),
    FieldSpec("rules.bonus", QT_TRANSLATE_NOOP("CardSchema", "Bonus"), WHOLE, low=0, high=3, optional=True),
    FieldSpec("rules.target", QT_TRANSLATE_NOOP("CardSchema", "Target"), CHOICE, ("body", "arm", "wrist"),
              optional=True),
    FieldSpec("rules.yellow", QT_TRANSLATE_NOOP("CardSchema", "Yellow"), FLAG),
))
