"""Barditus's card schema for the card editor (an army card as cards._check reads it: its line,
quality, abilities, terrain and rows of slots)."""

from __future__ import annotations

from engine.core.cardschema import CHOICE, ROWS, SOME, WHOLE, CardSchema, FieldSpec, copies_field
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.barditus.cards import FRONT_ABILITIES, MAX_POINTS, RALLY, REAR_ABILITIES, TERRAINS

# the codes of the card data in the words the table shows them in (a code is no word to a player)
LINE_WORDS = (("front", QT_TRANSLATE_NOOP("CardSchema", "Front line")),
              ("rear", QT_TRANSLATE_NOOP("CardSchema", "Rear line")))
QUALITY_WORDS = (("militia", QT_TRANSLATE_NOOP("CardSchema", "Militia")),
                 ("regular", QT_TRANSLATE_NOOP("CardSchema", "Regular")),
                 ("warrior", QT_TRANSLATE_NOOP("CardSchema", "Warrior")),
                 ("veteran", QT_TRANSLATE_NOOP("CardSchema", "Veteran")))
ABILITY_WORDS = (("pursuit", QT_TRANSLATE_NOOP("CardSchema", "Pursuit")),
                 ("flanking", QT_TRANSLATE_NOOP("CardSchema", "Flanking")),
                 ("skirmishers", QT_TRANSLATE_NOOP("CardSchema", "Skirmishers")),
                 ("reserve", QT_TRANSLATE_NOOP("CardSchema", "Reserve")))
TERRAIN_WORDS = (("woods", QT_TRANSLATE_NOOP("CardSchema", "Woods")),
                 ("open", QT_TRANSLATE_NOOP("CardSchema", "Open ground")))

CARD_SCHEMA = CardSchema(("card",), (
    FieldSpec("value", QT_TRANSLATE_NOOP("CardSchema", "Points"), WHOLE, low=0, high=MAX_POINTS),
    copies_field(),
    FieldSpec("rules.line", QT_TRANSLATE_NOOP("CardSchema", "Line"), CHOICE, ("front", "rear"),
              words=LINE_WORDS),
    FieldSpec("rules.quality", QT_TRANSLATE_NOOP("CardSchema", "Quality"), CHOICE, tuple(RALLY),
              optional=True, words=QUALITY_WORDS),
    FieldSpec("rules.abilities", QT_TRANSLATE_NOOP("CardSchema", "Abilities"), SOME,
              (*FRONT_ABILITIES, *REAR_ABILITIES), words=ABILITY_WORDS),
    FieldSpec("rules.terrain", QT_TRANSLATE_NOOP("CardSchema", "Terrain"), CHOICE, TERRAINS, optional=True,
              words=TERRAIN_WORDS),
    # X sword, O shield, B both, N no symbol, D disordered; upper case filled, lower case open
    FieldSpec("rules.slots", QT_TRANSLATE_NOOP("CardSchema", "Slots (rows: X O B N D)"), ROWS),
))
