"""En Garde's card schema for the card editor: a card is its value (checked by cards.read_deck)."""

from __future__ import annotations

from engine.core.cardschema import CHOICE, CardSchema, FieldSpec, copies_field
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.en_garde.cards import VALUES

CARD_SCHEMA = CardSchema(("card",), (
    FieldSpec("value", QT_TRANSLATE_NOOP("CardSchema", "Value"), CHOICE, VALUES),
    copies_field(),
))
