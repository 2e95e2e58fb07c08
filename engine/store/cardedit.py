"""A card set open for editing: its files as tomlkit documents, so a change rewrites only the value
it touches and every comment, blank line and key order in the file stays as the designer wrote it.

The editor window (gui/cardsets) makes each change through here, as an undoable command, and
writes the file at once; `check()` judges the set as it stands by its game's own rules. A change
is kept as a `Patch` of the file's text, so an undo puts back the very bytes there were.

Opening a big set must not wait for tomlkit, which parses a large file slowly: the cards are read
from the plain data the set's check parsed already, and a file's tomlkit document is made the
first time one of its cards changes.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import tomlkit
from tomlkit.items import AoT, Array, Comment, Item, Table, Whitespace
from tomlkit.toml_document import TOMLDocument

from engine.core.card_languages import FOLDER as LANGUAGE_FOLDER
from engine.core.card_languages import translated_from, translation_file
from engine.core.cards import MAX_FILE_BYTES, CardFileError, Deck, a_card_file, read_deck
from engine.core.cardschema import get_value, set_value
from engine.core.i18n import translate
from engine.core.safe_read import UnreadableFile, parse_toml_text, read_text
from engine.games import all_games
from engine.store.cardsets import CardSet, check_files
from engine.store.files import write_atomically

# a check that took longer than this is made off the window's thread, while the designer types
SLOW_CHECK = 0.15
# a set of more cards than this is taken to check slowly until a check of it is timed
MANY_CARDS = 200


@dataclass(frozen=True)
class CardPlace:
    """Where a card is: its file and its place among the file's [[card]] tables."""

    file: str
    index: int


@dataclass(frozen=True)
class Patch:
    """One change of a file's text: `old` at `start` became `new` (what an undo step keeps: the
    part that changed, not two copies of a large file)."""

    file: str
    start: int
    old: str
    new: str

    @classmethod
    def between(cls, file: str, before: str, after: str) -> Patch:
        low, high = 0, min(len(before), len(after))
        while low < high:  # the longest common beginning, compared in halves (fast on big files)
            mid = (low + high + 1) // 2
            if before[:mid] == after[:mid]:
                low = mid
            else:
                high = mid - 1
        start = low
        low, high = 0, min(len(before), len(after)) - start
        while low < high:  # and the longest common end after it
            mid = (low + high + 1) // 2
            if before[len(before) - mid:] == after[len(after) - mid:]:
                low = mid
            else:
                high = mid - 1
        return cls(file, start, before[start:len(before) - low], after[start:len(after) - low])

    def applies_to(self, text: str, forward: bool = True) -> bool:
        part = self.old if forward else self.new
        return text[self.start:self.start + len(part)] == part

    def forward(self, text: str) -> str:
        return text[:self.start] + self.new + text[self.start + len(self.old):]

    def backward(self, text: str) -> str:
        return text[:self.start] + self.old + text[self.start + len(self.new):]


def check_texts(folder: Path, texts: list[tuple[str, str]], name: str) -> tuple[CardSet, float]:
    """The set these texts make (its card files and its language files, by their names in the
    set), checked, and how long the check took (it may run on a thread of its own: it reads no
    editor)."""
    start = time.perf_counter()
    cards = [(n, t) for n, t in texts if not _is_language_file(n)]
    words = [(n, t) for n, t in texts if _is_language_file(n)]
    checked = check_files(folder, cards, name, words)
    return checked, time.perf_counter() - start


def words_file(file: str, lang: str) -> str:
    """The set's file of the words of `file`'s cards in `lang`, by its name in the set."""
    return f"{LANGUAGE_FOLDER}/{translation_file(Path(file), lang).name}"


def _is_language_file(name: str) -> bool:
    # a set's words in other languages live in a sub-folder; they hold no [[card]] tables to edit
    return "/" in name


def _tail(table: Table) -> tuple[Table, int]:
    """The table whose body ends the card (its last sub-table, as [card.rules]) and where the
    comments and blank lines at its end begin: tomlkit keeps the next card's comment there."""
    body = table.value.body
    if body and isinstance(body[-1][1], Table) and body[-1][0] is not None:
        last = body[-1][1]
        assert isinstance(last, Table)
        return _tail(last)
    at = len(body)
    while at > 0 and body[at - 1][0] is None and isinstance(body[at - 1][1], Comment | Whitespace):
        at -= 1
    return table, at


def _take_tail(table: Table) -> list[tuple[Any, Item]]:
    end, at = _tail(table)
    taken = end.value.body[at:]
    del end.value.body[at:]
    return taken


def _give_tail(table: Table, items: Iterable[tuple[Any, Item]]) -> None:
    end, _ = _tail(table)
    end.value.body.extend(items)


class SetEditor:
    """The files of `card_set` as documents; files that are not TOML, or not TOML a card file can
    hold (nested too deep, a number too large), stay as text, not editable."""

    def __init__(self, card_set: CardSet) -> None:
        self.card_set = card_set
        self.folder = card_set.folder
        self.written: dict[str, str] = {}  # each file's text as it is on disk: read, or last written
        self.data: dict[str, dict[str, Any]] = {}  # the plain data of each readable card file
        self.docs: dict[str, TOMLDocument] = {}  # made when a file is first changed
        self.raw: dict[str, str] = {}
        self._words: dict[str, dict[str, Any]] = {}  # each language file's data, read when first asked
        # the check of the files as they stand (to be made when the set was read without its faces)
        self._checked: CardSet | None = card_set if card_set.faces_judged else None
        self.check_seconds = 0.0  # how long the last check took
        read = dict(card_set.data)
        self.written.update(card_set.languages)
        for name, text in card_set.files:
            self.written[name] = text
            if name in read:  # as the set's check read it; the list of cards is the editor's own
                data = dict(read[name])
                if isinstance(data.get("card"), list):
                    data["card"] = list(data["card"])
                self.data[name] = data
                continue
            try:
                # the safe reader: nesting and numbers are bounded before anything else reads it
                self.data[name] = parse_toml_text(text, a_card_file(), name)
            except (UnreadableFile, RecursionError, ValueError):
                self.raw[name] = text
        if len(self.places()) > MANY_CARDS or not card_set.faces_judged:
            # judging every face may take seconds the first time: off the window's thread
            self.check_seconds = SLOW_CHECK

    # --- reading ------------------------------------------------------------------------------------
    @property
    def game(self) -> str:
        """The set's game: the check's, or, when a fault stops the check, what a [deck] says (a set
        with a fault stays editable)."""
        if self.card_set.game:
            return self.card_set.game
        for data in self.data.values():
            deck = data.get("deck")
            game = deck.get("game") if isinstance(deck, dict) else None
            if isinstance(game, str) and game in all_games():
                return game
        return ""

    def _plain_cards(self, file: str) -> list[Any]:
        found = self.data.get(file, {}).get("card")
        return found if isinstance(found, list) else []

    def _doc(self, file: str) -> TOMLDocument:
        if file not in self.docs:
            self.docs[file] = tomlkit.parse(self.written[file])
        return self.docs[file]

    def _cards(self, file: str) -> AoT | list[Any]:
        found = self._doc(file).get("card")
        return found if isinstance(found, AoT | list) else []

    def words(self, place: CardPlace, lang: str, key: str) -> str | None:
        """The card's `key` ("name" or "text") in `lang` as its language file gives it (None: the
        file gives none, and the face shows the English)."""
        entry = self._entry(words_file(place.file, lang), self.get(place, "id"))
        value = entry.get(key) if isinstance(entry, dict) else None
        return value if isinstance(value, str) else None

    def _entry(self, name: str, cid: Any) -> Any:
        if name not in self._words:
            try:
                self._words[name] = parse_toml_text(self.written[name], a_card_file(), name)
            except (KeyError, UnreadableFile):
                self._words[name] = {}
        cards = self._words[name].get("card")
        return cards.get(cid) if isinstance(cards, dict) and isinstance(cid, str) else None

    def places(self) -> list[CardPlace]:
        """Every card of the set, file by file, in file order."""
        return [CardPlace(f, i) for f in self.data for i in range(len(self._plain_cards(f)))]

    def card(self, place: CardPlace) -> Table:
        table: Table = self._cards(place.file)[place.index]
        return table

    def get(self, place: CardPlace, key: str, default: Any = None) -> Any:
        card = self._plain_cards(place.file)[place.index]
        return get_value(card, key, default) if isinstance(card, dict) else default

    def label(self, place: CardPlace) -> str:
        """A card as the list shows it: its name (its id if it has none yet)."""
        name = self.get(place, "name")
        return str(name) if isinstance(name, str) and name.strip() else str(self.get(place, "id", "?"))

    def named(self, place: CardPlace) -> str:
        """How the set's check names the card in a problem: its id, or "#3" (its place in its
        file) while it has no usable id."""
        cid = self.get(place, "id")
        return cid if isinstance(cid, str) and cid.strip() else f"#{place.index + 1}"

    def texts(self) -> list[tuple[str, str]]:
        """The set's files as they now stand: (file name, text)."""
        return sorted(self.written.items())

    def check(self) -> CardSet:
        """The set's check as its files stand (made now if it is not made yet)."""
        if self._checked is None:
            texts = self.texts()
            self.take_check(texts, check_texts(self.folder, texts, self.card_set.name))
        assert self._checked is not None
        return self._checked

    def checked(self) -> CardSet | None:
        """The check of the files as they stand, if it is made already."""
        return self._checked

    @property
    def slow(self) -> bool:
        """Whether the set's check takes long enough to be made off the window's thread."""
        return self.check_seconds >= SLOW_CHECK

    def take_check(self, texts: list[tuple[str, str]], result: tuple[CardSet, float]) -> bool:
        """Keep a check made of `texts` (elsewhere, or just now) if the files still stand so."""
        if texts != self.texts():
            return False
        self._checked, self.check_seconds = result
        return True

    def adopt(self, card_set: CardSet) -> bool:
        """Take `card_set`'s check if it is of the files as they stand, faces and all, and this
        editor has none yet (the folder read again once its faces were judged); whether it did."""
        if self._checked is not None or not card_set.faces_judged or card_set.texts() != self.texts():
            return False
        self._checked = card_set
        self.check_seconds = SLOW_CHECK if len(self.places()) > MANY_CARDS else 0.0
        return True

    def deck(self, file: str) -> Deck:
        """The file's deck as the common reader sees it (CardFileError names what stops it)."""
        checked = self._checked
        for deck in checked.decks if checked is not None else ():
            if deck.source.name == Path(file).name:
                return deck
        if file not in self.data:
            try:
                parse_toml_text(self.written.get(file, ""), a_card_file(), file)
            except UnreadableFile as e:
                raise CardFileError(self.folder / file, "", e.field, e.problem) from None
        deck = replace(read_deck(self.data[file], self.folder / file), designed=True)
        words = {n.removeprefix(LANGUAGE_FOLDER + "/"): t
                 for n, t in self.written.items() if _is_language_file(n)}
        try:
            return translated_from(deck, words)
        except CardFileError:  # a language file at fault: the faces in English meanwhile
            return deck

    def on_disk_as_written(self) -> bool:
        """Whether the set's folder holds exactly the files this editor last wrote (a file
        watcher's signal after the editor's own write is no change from elsewhere)."""
        names = {p.name for p in self.folder.glob("*.toml")}
        names |= {f"{LANGUAGE_FOLDER}/{p.name}" for p in (self.folder / LANGUAGE_FOLDER).glob("*.toml")}
        if names != set(self.written):
            return False
        for name, text in self.written.items():
            try:
                if read_text(self.folder / name, MAX_FILE_BYTES, a_card_file()) != text:
                    return False
            except (OSError, UnreadableFile):
                return False
        return True

    # --- changing ------------------------------------------------------------------------------------
    def set(self, place: CardPlace, key: str, value: Any) -> None:
        """Put `value` at `key` of the card (None removes it) and write the file."""
        card = self.card(place)
        had = get_value(card, key)
        if isinstance(had, Array) and isinstance(value, list) and value and len(value) <= len(had):
            # row by row, so each row keeps the comment the designer wrote beside it (a row added
            # is not: tomlkit would put it inside the comment before it, so a longer list is
            # written anew)
            for i, row in enumerate(value):
                if had[i] != row:
                    had[i] = row
            while len(had) > len(value):
                del had[len(had) - 1]
        else:
            # a table inside the rules (Audatia's halves) is written inline, as the shipped files do
            table = tomlkit.inline_table if key.count(".") > 1 else tomlkit.table
            set_value(card, key, value, table=table)
        self._plain_cards(place.file)[place.index] = card.unwrap()
        self.write(place.file)

    def duplicate(self, place: CardPlace) -> CardPlace:
        """A copy of the card right after it, under a new id; the copy's place. The copy has none
        of the comments around the card: those say why the card is as it is, or head what follows."""
        cards = self._cards(place.file)
        original = self.card(place)
        twin = copy.deepcopy(original)
        _take_tail(twin)
        # the comment and blank lines after the card belong to the card after it: they go after
        # the copy, and a blank line parts the card from its copy
        following = _take_tail(original)
        _give_tail(original, [(None, Whitespace("\n"))])
        _give_tail(twin, following)
        taken = {str(c.get("id")) for c in self._plain_cards(place.file) if isinstance(c, dict)}
        base = str(self.get(place, "id", "card"))
        n = 2
        while f"{base}-{n}" in taken:
            n += 1
        twin["id"] = f"{base}-{n}"
        made = CardPlace(place.file, place.index + 1)
        if isinstance(cards, AoT):
            cards.insert(made.index, twin)
        self._plain_cards(place.file).insert(made.index, twin.unwrap())
        self.write(place.file)
        return made

    def delete(self, place: CardPlace) -> None:
        """Take the card out of its file; the comment after it (the next card's) stays."""
        cards = self._cards(place.file)
        following = _take_tail(self.card(place))
        del cards[place.index]
        if place.index > 0:
            before = self.card(CardPlace(place.file, place.index - 1))
            kept = _take_tail(before)
            if not following or not all(isinstance(item, Whitespace) for _, item in kept):
                _give_tail(before, kept)  # else the blank lines that parted the two cards go too
            _give_tail(before, following)
        del self._plain_cards(place.file)[place.index]
        self.write(place.file)

    def restore(self, file: str, text: str) -> None:
        """Put `text` back as the file (an undo or redo step) and write it."""
        if _is_language_file(file):
            self._words.pop(file, None)
            if not text:  # the step that made the file, undone: the file goes
                self._remove(file)
                return
        else:
            self.data[file] = parse_toml_text(text, a_card_file(), file)
            self.docs.pop(file, None)
        self.written[file] = text
        self._save(file, text)

    def set_words(self, place: CardPlace, lang: str, key: str, value: str | None) -> None:
        """Put `value` as the card's `key` ("name" or "text") in `lang` (None or "": the file gives
        none, and the face shows the English) and write the language file, made if the set has
        none for `lang` yet."""
        cid = self.get(place, "id")
        if not isinstance(cid, str) or not cid.strip():
            raise CardFileError(self.folder / place.file, self.named(place), "id", translate(
                "CardSets", "the card needs an id before it has words in another language"))
        name = words_file(place.file, lang)
        doc = tomlkit.parse(self.written.get(name, ""))
        if "deck" not in doc:  # a new file: the deck's title in English until it is translated
            head = self.data.get(place.file, {}).get("deck")
            title = head.get("title") if isinstance(head, dict) else None
            deck = tomlkit.table()
            deck["title"] = title if isinstance(title, str) and title.strip() else Path(place.file).stem
            doc["deck"] = deck
        if "card" not in doc:
            doc["card"] = tomlkit.table(is_super_table=True)
        cards = doc["card"]
        assert isinstance(cards, Table)
        if cid not in cards:
            cards[cid] = tomlkit.table()
        entry = cards[cid]
        assert isinstance(entry, Table)
        if value:
            entry[key] = value
        elif key in entry:
            del entry[key]
        if not entry:
            del cards[cid]
        text = tomlkit.dumps(doc)
        try:
            parse_toml_text(text, a_card_file(), name)
        except UnreadableFile as e:
            raise CardFileError(self.folder / name, self.named(place), e.field, e.problem) from None
        self._words.pop(name, None)
        self.written[name] = text
        self._save(name, text)

    def write(self, file: str) -> None:
        text = tomlkit.dumps(self._doc(file))
        try:
            # what is written must read back as the values it was given: a file is never left
            # unreadable by an edit
            parse_toml_text(text, a_card_file(), file)
        except UnreadableFile as e:
            # the document and the data are made afresh from the file as it was
            self.docs.pop(file, None)
            self.data[file] = parse_toml_text(self.written[file], a_card_file(), file)
            raise CardFileError(self.folder / file, "", e.field, e.problem) from None
        self.written[file] = text
        self._save(file, text)

    def _remove(self, file: str) -> None:
        self._checked = None
        self.written.pop(file, None)
        try:
            (self.folder / file).unlink(missing_ok=True)
        except OSError as e:
            raise CardFileError(self.folder / file, "", "", translate(
                "CardSets", "cannot be removed: {reason}").format(reason=e)) from None

    def _save(self, file: str, text: str) -> None:
        self._checked = None
        try:
            write_atomically(self.folder / file, text.encode("utf-8"))
        except OSError as e:
            raise CardFileError(self.folder / file, "", "", translate(
                "CardSets", "cannot be written: {reason}").format(reason=e)) from None
