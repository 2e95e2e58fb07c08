"""A card set open for editing: its files as tomlkit documents, so a change rewrites only the value
it touches and every comment, blank line and key order in the file stays as the designer wrote it.

The editor window (gui/cardsets) makes each change through here, as an undoable command, and
writes the file at once; `check()` judges the set as it stands by its game's own rules.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from typing import Any

import tomlkit
from tomlkit.items import AoT, Table
from tomlkit.toml_document import TOMLDocument

from engine.core.cards import CardFileError, Deck, a_card_file, read_deck
from engine.core.cardschema import get_value, set_value
from engine.core.i18n import translate
from engine.core.safe_read import UnreadableFile, parse_toml_text
from engine.store.cardsets import CardSet, check_files
from engine.store.files import write_atomically


@dataclass(frozen=True)
class CardPlace:
    """Where a card is: its file and its place among the file's [[card]] tables."""

    file: str
    index: int


class SetEditor:
    """The files of `card_set` as documents; files that are not TOML, or not TOML a card file can
    hold (nested too deep, a number too large), stay as text, not editable."""

    def __init__(self, card_set: CardSet) -> None:
        self.card_set = card_set
        self.folder = card_set.folder
        self.docs: dict[str, TOMLDocument] = {}
        self.raw: dict[str, str] = {}
        for name, text in card_set.files:
            try:
                # the safe reader first: tomlkit, too, parses nesting by recursion
                parse_toml_text(text, a_card_file(), name)
                self.docs[name] = tomlkit.parse(text)
            except (UnreadableFile, tomlkit.exceptions.ParseError, RecursionError, ValueError):
                self.raw[name] = text

    # --- reading ------------------------------------------------------------------------------------
    def _cards(self, file: str) -> AoT | list[Any]:
        found = self.docs[file].get("card")
        return found if isinstance(found, AoT | list) else []

    def places(self) -> list[CardPlace]:
        """Every card of the set, file by file, in file order."""
        return [CardPlace(f, i) for f in self.docs for i in range(len(self._cards(f)))]

    def card(self, place: CardPlace) -> Table:
        table: Table = self._cards(place.file)[place.index]
        return table

    def get(self, place: CardPlace, key: str, default: Any = None) -> Any:
        value = get_value(self.card(place), key, default)
        return value.unwrap() if hasattr(value, "unwrap") else value

    def label(self, place: CardPlace) -> str:
        """A card as the list shows it: its name (its id if it has none yet)."""
        name = self.get(place, "name")
        return str(name) if isinstance(name, str) and name.strip() else str(self.get(place, "id", "?"))

    def texts(self) -> list[tuple[str, str]]:
        """The set's files as they now stand: (file name, text)."""
        out = {name: tomlkit.dumps(doc) for name, doc in self.docs.items()}
        out.update(self.raw)
        return sorted(out.items())

    def check(self) -> CardSet:
        return check_files(self.folder, self.texts(), self.card_set.name)

    def deck(self, file: str) -> Deck:
        """The file's deck as the common reader sees it (CardFileError names what stops it)."""
        text = tomlkit.dumps(self.docs[file])
        try:
            data = parse_toml_text(text, a_card_file(), file)
        except UnreadableFile as e:
            raise CardFileError(self.folder / file, "", e.field, e.problem) from None
        return replace(read_deck(data, self.folder / file), designed=True)

    # --- changing ------------------------------------------------------------------------------------
    def set(self, place: CardPlace, key: str, value: Any) -> None:
        """Put `value` at `key` of the card (None removes it) and write the file."""
        # a table inside the rules (Audatia's halves) is written inline, as the shipped files do
        table = tomlkit.inline_table if key.count(".") > 1 else tomlkit.table
        set_value(self.card(place), key, value, table=table)
        self.write(place.file)

    def duplicate(self, place: CardPlace) -> CardPlace:
        """A copy of the card right after it, under a new id; the copy's place."""
        cards = self._cards(place.file)
        twin = copy.deepcopy(self.card(place))
        taken = {str(self.get(CardPlace(place.file, i), "id")) for i in range(len(cards))}
        base = str(self.get(place, "id", "card"))
        n = 2
        while f"{base}-{n}" in taken:
            n += 1
        twin["id"] = f"{base}-{n}"
        self.insert(CardPlace(place.file, place.index + 1), twin)
        return CardPlace(place.file, place.index + 1)

    def delete(self, place: CardPlace) -> Table:
        """Take the card out of its file (returned, so an undo can put it back)."""
        cards = self._cards(place.file)
        table = self.card(place)
        del cards[place.index]
        self.write(place.file)
        return table

    def insert(self, place: CardPlace, table: Table) -> None:
        cards = self._cards(place.file)
        if isinstance(cards, AoT):
            cards.insert(place.index, table)
        self.write(place.file)

    def write(self, file: str) -> None:
        try:
            write_atomically(self.folder / file, tomlkit.dumps(self.docs[file]).encode("utf-8"))
        except OSError as e:
            raise CardFileError(self.folder / file, "", "", translate(
                "CardSets", "cannot be written: {reason}").format(reason=e)) from None
