"""Barditus's card schema for the card editor (an army card as cards._check reads it: its line,
quality, abilities, terrain and rows of slots)."""

from __future__ import annotations

from engine.core.cardschema import CHOICE, ROWS, SOME, WHOLE, CardSchema, FieldSpec, copies_field
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.barditus.cards import FRONT_ABILITIES, MAX_POINTS, RALLY, REAR_ABILITIES, TERRAINS

CARD_SCHEMA = CardSchema(("card",), (
    FieldSpec("value", QT_TRANSLATE_NOOP("CardSchema", "Points"), WHOLE, low=0, high=MAX_POINTS),
    copies_field(),
    FieldSpec("rules.line", QT_TRANSLATE_NOOP("CardSchema", "Line"), CHOICE, ("front", "rear")),
    FieldSpec("rules.quality", QT_TRANSLATE_NOOP("CardSchema", "Quality"), CHOICE, tuple(RALLY),
              optional=True),
    FieldSpec("rules.abilities", QT_TRANSLATE_NOOP("CardSchema", "Abilities"), SOME,
              (*FRONT_ABILITIES, *REAR_ABILITIES)),
    FieldSpec("rules.terrain", QT_TRANSLATE_NOOP("CardSchema", "Terrain"), CHOICE, TERRAINS, optional=True),
    # X sword, O shield, B both, N no symbol, D disordered; upper case filled, lower case open
    FieldSpec("rules.slots", QT_TRANSLATE_NOOP("CardSchema", "Slots (rows: X O B N D)"), ROWS),
))
