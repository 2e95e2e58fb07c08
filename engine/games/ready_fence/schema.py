"""Ready...Fence!'s card schema for the card editor (the technical manual's card, as cards._check
reads it: kind, colour, group, stamina bottle, T/B icons, an orange card's bonus, a Stop Hit's
target, the yellow Straight Thrusts)."""

from __future__ import annotations

from engine.core.cardschema import CHOICE, FLAG, SOME, WHOLE, CardSchema, FieldSpec, copies_field
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.ready_fence.cards import COLOURS, GROUPS, KINDS

# the codes of the card data in words (a code is no word to a designer): the manual's names
KIND_WORDS = (("straight-thrust", QT_TRANSLATE_NOOP("CardSchema", "Straight Thrust")),
    ("beat-thrust", QT_TRANSLATE_NOOP("CardSchema", "Beat Thrust")),
    ("disengage", QT_TRANSLATE_NOOP("CardSchema", "Disengage")),
    ("toe-touch", QT_TRANSLATE_NOOP("CardSchema", "Toe Touch")),
    ("glide-attack", QT_TRANSLATE_NOOP("CardSchema", "Glide Attack")),
    ("flick", QT_TRANSLATE_NOOP("CardSchema", "Flick")),
    ("flanconade", QT_TRANSLATE_NOOP("CardSchema", "Flanconade")),
    ("fleche", QT_TRANSLATE_NOOP("CardSchema", "Flèche")),
    ("parry-riposte", QT_TRANSLATE_NOOP("CardSchema", "Parry-Riposte")),
    ("ceding-parry", QT_TRANSLATE_NOOP("CardSchema", "Ceding Parry")),
    ("infighting", QT_TRANSLATE_NOOP("CardSchema", "Infighting")),
    ("stop-hit", QT_TRANSLATE_NOOP("CardSchema", "Stop Hit")),
    ("counter-time", QT_TRANSLATE_NOOP("CardSchema", "Counter-Time")),
    ("feint-in-time", QT_TRANSLATE_NOOP("CardSchema", "Feint in Time")),
    ("joker", QT_TRANSLATE_NOOP("CardSchema", "Joker")),
    ("angulations", QT_TRANSLATE_NOOP("CardSchema", "Angulations")),
    ("renewed-attack", QT_TRANSLATE_NOOP("CardSchema", "Renewed Attack")),
    ("feint", QT_TRANSLATE_NOOP("CardSchema", "Feint")))
COLOUR_WORDS = (("red", QT_TRANSLATE_NOOP("CardSchema", "Red")),
    ("orange", QT_TRANSLATE_NOOP("CardSchema", "Orange")),
    ("dark", QT_TRANSLATE_NOOP("CardSchema", "Dark")),
    ("light", QT_TRANSLATE_NOOP("CardSchema", "Light")),
    ("red/light", QT_TRANSLATE_NOOP("CardSchema", "Red and light")),
    ("dark/red", QT_TRANSLATE_NOOP("CardSchema", "Dark and red")),
    ("orange/light", QT_TRANSLATE_NOOP("CardSchema", "Orange and light")),
    ("gold", QT_TRANSLATE_NOOP("CardSchema", "Gold")))
GROUP_WORDS = (("Basic Action", QT_TRANSLATE_NOOP("CardSchema", "Basic Action")),
    ("Auxiliary Action", QT_TRANSLATE_NOOP("CardSchema", "Auxiliary Action")),
    ("Defensive Action", QT_TRANSLATE_NOOP("CardSchema", "Defensive Action")),
    ("Counter-offensive Action", QT_TRANSLATE_NOOP("CardSchema", "Counter-offensive Action")),
    ("Special Action", QT_TRANSLATE_NOOP("CardSchema", "Special Action")))
TARGET_WORDS = (("body", QT_TRANSLATE_NOOP("CardSchema", "Body")),
    ("arm", QT_TRANSLATE_NOOP("CardSchema", "Arm")),
    ("wrist", QT_TRANSLATE_NOOP("CardSchema", "Wrist")))

CARD_SCHEMA = CardSchema(("card",), (
    FieldSpec("value", QT_TRANSLATE_NOOP("CardSchema", "Speed"), WHOLE, low=1, high=12, optional=True),
    copies_field(),
    FieldSpec("rules.kind", QT_TRANSLATE_NOOP("CardSchema", "Kind"), CHOICE, tuple(KINDS), words=KIND_WORDS),
    FieldSpec("rules.colour", QT_TRANSLATE_NOOP("CardSchema", "Colour"), CHOICE, COLOURS, words=COLOUR_WORDS),
    FieldSpec("rules.group", QT_TRANSLATE_NOOP("CardSchema", "Group"), CHOICE, tuple(GROUPS),
              words=GROUP_WORDS),
    FieldSpec("rules.stamina", QT_TRANSLATE_NOOP("CardSchema", "Stamina"), WHOLE, low=0, high=6),
    FieldSpec("rules.icons", QT_TRANSLATE_NOOP("CardSchema", "Icons"), SOME, ("T", "B"),
              words=(("T", QT_TRANSLATE_NOOP("CardSchema", "T (tutorial)")),
                     ("B", QT_TRANSLATE_NOOP("CardSchema", "B (basic)")))),
    FieldSpec("rules.bonus", QT_TRANSLATE_NOOP("CardSchema", "Bonus"), WHOLE, low=0, high=3, optional=True),
    FieldSpec("rules.target", QT_TRANSLATE_NOOP("CardSchema", "Target"), CHOICE, ("body", "arm", "wrist"),
              optional=True, words=TARGET_WORDS),
    FieldSpec("rules.yellow", QT_TRANSLATE_NOOP("CardSchema", "Yellow"), FLAG),
))
