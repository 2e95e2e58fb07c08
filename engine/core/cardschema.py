"""A game's card schema: the fields a card of each type has, their allowed values and symbols.

The card editor builds its form from it (no game is named in the GUI), and reads and writes a
card's TOML table through `get_value` / `set_value` by the field's dotted key ("rules.stamina",
"rules.inside.shape"), so tables, inline tables and comments the file has are kept. The schema
only says what may be typed where; the game's checker (engine/games/<game>/cards.py) remains the
judge of a card, and of a deck, by its rulebook.
"""

from __future__ import annotations

from collections.abc import MutableMapping
from dataclasses import dataclass
from typing import Any

from engine.core.i18n import QT_TRANSLATE_NOOP

# the kinds of field, each one kind of widget in the form
TEXT = "text"  # one line of text
LONG = "long text"  # the card's text
WHOLE = "whole number"  # from `low` to `high`
CHOICE = "choice"  # one of `choices`
SOME = "some of"  # a list of some of `choices`, each at most once
FLAG = "flag"  # true or false; false is written by leaving the key out (unless the file had it)
ROWS = "rows"  # a list of short texts (Barditus's slot rows), typed apart by spaces


@dataclass(frozen=True)
class FieldSpec:
    key: str  # where the value lives in a card's table, dotted
    label: str  # the field's name, marked for translation in the "CardSchema" context
    kind: str
    choices: tuple[Any, ...] = ()
    low: int = 0
    high: int = 99
    optional: bool = False  # may be left out of the card (an empty choice removes the key)
    types: tuple[str, ...] = ()  # the card types that have the field (empty: every type)
    # what each choice means, where its code is not a word (Audatia's lines): code -> words
    words: tuple[tuple[str, str], ...] = ()

    def word(self, choice: Any) -> str:
        return dict(self.words).get(str(choice), str(choice))


@dataclass(frozen=True)
class CardSchema:
    types: tuple[str, ...]  # the game's card types, ("card",) for a game with one kind of card
    fields: tuple[FieldSpec, ...]  # the game's own fields (value and rules.*), after the common ones
    type_words: tuple[tuple[str, str], ...] = ()  # each type's code in words (FieldSpec.words)

    def for_type(self, card_type: str) -> list[FieldSpec]:
        """The form of a card of `card_type`: the common fields, then the game's own."""
        common = [
            FieldSpec("id", QT_TRANSLATE_NOOP("CardSchema", "Id"), TEXT),
            FieldSpec("name", QT_TRANSLATE_NOOP("CardSchema", "Name"), TEXT),
        ]
        if len(self.types) > 1:
            common.append(FieldSpec("type", QT_TRANSLATE_NOOP("CardSchema", "Type"), CHOICE, self.types,
                                    words=self.type_words))
        common.append(FieldSpec("text", QT_TRANSLATE_NOOP("CardSchema", "Text"), LONG, optional=True))
        own = [f for f in self.fields if not f.types or card_type in f.types]
        return common + own


def copies_field(low: int = 1, high: int = 99) -> FieldSpec:
    return FieldSpec("copies", QT_TRANSLATE_NOOP("CardSchema", "Copies"), WHOLE, low=low, high=high)


_ABSENT = object()


def get_value(card: MutableMapping[str, Any], key: str, default: Any = None) -> Any:
    """The value at dotted `key` in a card's table (`default` if any part is missing)."""
    here: Any = card
    for part in key.split("."):
        if not isinstance(here, MutableMapping) or part not in here:
            return default
        here = here[part]
    return here


def set_value(card: MutableMapping[str, Any], key: str, value: Any, table: Any = dict) -> None:
    """Put `value` at dotted `key` (None removes it, and a table it leaves empty); `table()`
    makes a missing table on the way (tomlkit's own, so the file stays TOML)."""
    *path, last = key.split(".")
    here: Any = card
    chain: list[tuple[Any, str]] = []
    for part in path:
        if part not in here:
            if value is None:
                return
            here[part] = table()
        chain.append((here, part))
        here = here[part]
    if value is None:
        if last in here:
            del here[last]
        for parent, part in reversed(chain):  # a table the removal emptied goes too
            if len(parent[part]) == 0 and part != "rules":
                del parent[part]
    else:
        here[last] = value
