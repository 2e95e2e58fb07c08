"""Card data from assets/cards/*.toml, checked on load: an error names the file, card and field.

The engine plays with the same data the proofs print, so a change to a card is at once playable
and printable. Layouts (where each part of a face goes) live in layouts.toml beside the decks.
Card names and texts in the other languages live in the folder's i18n/ files
(engine/core/card_languages.py reads them): the engine plays by ids and rules data, never by
the words, and a face shows a deck `in_language(...)`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeVar

from engine.core.assets import assets_dir
from engine.core.errors import DataFileError, card_part
from engine.core.i18n import SOURCE_LANGUAGE, language, translate
from engine.core.parsed_cards import MAX_FILE_BYTES as MAX_FILE_BYTES  # what a card file may be
from engine.core.parsed_cards import forget as forget_parsed
from engine.core.parsed_cards import parsed_before
from engine.core.safe_read import UnreadableFile, decoded, parse_toml_text, plain_reason, read_bytes

CARD_FIELDS = {"id", "name", "value", "copies", "text", "type", "symbol", "rules"}
DECK_FIELDS = {"game", "id", "title", "back", "layout"}
T = TypeVar("T")
# what each game reads from its card files is cached (the AI asks in its inner loop); every
# such cache is listed here, so card data tried out anew (a designer, a test) is read afresh
_CACHES: list[Callable[[], None]] = [forget_parsed]


def card_data(reader: Callable[..., T]) -> functools._lru_cache_wrapper[T]:
    """functools.cache for a reader of card data; forget_card_data() empties them all."""
    cached = functools.cache(reader)
    _CACHES.append(cached.cache_clear)
    return cached


def forget_with(clear: Callable[[], None]) -> None:
    """Call `clear` too whenever card data is forgotten (a cache of what is drawn from it)."""
    _CACHES.append(clear)


def forget_card_data() -> None:
    """Read the card files afresh at the next question (after SALLE_ASSETS changed)."""
    for clear in _CACHES:
        clear()


# card folders besides assets/cards: a game shipped apart brings its own (its Game's `cards`,
# added and removed by engine.games.register and unregister), laid out as assets/cards is
_FOLDERS: list[Path] = []


def card_folders() -> list[Path]:
    """Where card data is read from: the program's assets/cards, then each folder added."""
    return [assets_dir() / "cards", *_FOLDERS]


def add_card_folder(folder: Path) -> None:
    """Read card files (and a layouts.toml of its own faces and backs) from `folder` too."""
    _FOLDERS.append(folder)
    forget_card_data()


def remove_card_folder(folder: Path) -> None:
    _FOLDERS.remove(folder)
    forget_card_data()


# the decks of the card set in play (engine.store.cardsets): each stands in for the deck of the
# same game and id the folders hold, so a set changes only the decks it has
_STAND_INS: list[Deck] = []
# the seat decks of the further sets in play (a second set's Audatia character or Barditus army),
# each under its guest id "<deck id>@<set name>" beside the decks it copies, so that a game's
# options can set two designed versions of one deck against each other
_GUESTS: list[Deck] = []
GUEST_MARK = "@"  # a set's name never holds it (engine.store.cardsets.NAME_PATTERN)


def use_decks(decks: Sequence[Deck], guests: Sequence[Deck] = ()) -> None:
    """Play with `decks` in place of the folders' decks of the same game and id ([]: none), and
    with `guests` (decks with a guest id) besides them."""
    _STAND_INS[:] = decks
    _GUESTS[:] = guests
    forget_card_data()


def guest_id(deck_id: str, set_name: str) -> str:
    """The id a deck of a further card set plays under: "boucicaut@Sworn bands"."""
    return f"{deck_id}{GUEST_MARK}{set_name}"


def home_id(deck_id: str) -> str:
    """The id of the deck a guest copies ("boucicaut" for "boucicaut@Sworn bands"); an id that is
    no guest's is its own home."""
    return deck_id.partition(GUEST_MARK)[0]


def guest_set(deck_id: str) -> str:
    """The card set a guest deck comes from ("" for a deck that is no guest)."""
    return deck_id.partition(GUEST_MARK)[2]


def titled(deck_id: str, title: str) -> str:
    """A deck's title as a choice shows it: a guest's with its set's name beside it."""
    if not guest_set(deck_id):
        return title
    return translate("CardSets", "{deck} ({set})").format(deck=title, set=guest_set(deck_id))


def with_stand_ins(decks: Mapping[str, list[Deck]], stand_ins: Sequence[Deck],
                   guests: Sequence[Deck] = ()) -> dict[str, list[Deck]]:
    """`decks` (by game) with each of `stand_ins` in the place of its namesake, or added, and
    each of `guests` added after them."""
    out = {game: list(found) for game, found in decks.items()}
    for deck in stand_ins:
        mine = out.setdefault(deck.game, [])
        same = [i for i, d in enumerate(mine) if d.id == deck.id]
        if same:
            mine[same[0]] = deck
        else:
            mine.append(deck)
    for deck in guests:
        out.setdefault(deck.game, []).append(deck)
    return out


class CardFileError(DataFileError):
    def __init__(self, path: Path, card: str, field_name: str, problem: str) -> None:
        super().__init__(path, card_part(card), field_name, problem)
        self.card = card


# the problems every card-data reader words alike (the card files, their languages, the games')
def not_text(value: Any) -> str:
    if isinstance(value, str):  # blank: a designer cleared the field
        return translate("Cards", "must not be empty")
    return translate("Cards", "must be text, not {value}").format(value=repr(value))


def one_of(choices: Iterable[object], given: object) -> str:
    """"must be one of a, b, c, not 'x'" in the player's language."""
    return translate("Cards", "must be one of {choices}, not {given}").format(
        choices=", ".join(map(str, choices)), given=repr(given))


def whole_number(low: int, high: int, given: object) -> str:
    return translate("Cards", "must be a whole number from {low} to {high}, not {value}").format(
        low=low, high=high, value=repr(given))


def is_missing() -> str:
    return translate("Cards", "is missing")


def not_a_flag(given: object) -> str:
    return translate("Cards", "must be true or false, not {value}").format(value=repr(given))


def read_card_toml(path: Path, kind: str) -> dict[str, Any]:
    """The TOML tables of a card file, a layouts file or a language file (`kind` says which, for
    the message), read by the one safe reader; CardFileError names the file, and the field if
    the fault is in one."""
    try:
        raw = read_bytes(path, MAX_FILE_BYTES, kind)
        known = parsed_before(raw)
        return known if known is not None else parse_toml_text(decoded(raw, path, kind), kind, str(path))
    except FileNotFoundError as e:
        raise CardFileError(path, "", "", cannot_read(plain_reason(e))) from None
    except UnreadableFile as e:
        raise CardFileError(path, "", e.field, e.problem) from None


def a_card_file() -> str:
    return translate("Cards", "a card file")


def cannot_read(error: Exception | str) -> str:
    return translate("Cards", "cannot be read: {reason}").format(reason=error)


def not_toml(error: Exception) -> str:
    return translate("Cards", "is not valid TOML: {reason}").format(reason=error)


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    value: int | None
    copies: int
    text: str
    type: str = "card"
    symbol: str | None = None
    # the game's own data for this card (symbols, lines, halves …); each game checks it
    rules: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)
    # the name and text in every language its files give, English too, by language code (empty:
    # English only); `name` and `text` are the words of the language the card is shown in
    names: Mapping[str, str] = field(default_factory=dict, compare=False, hash=False)
    texts: Mapping[str, str] = field(default_factory=dict, compare=False, hash=False)

    def name_in(self, lang: str | None = None) -> str:
        """The card's name in `lang` (None: the language words are shown in); the English
        where its deck has no words in that language."""
        return word_in(self.names, lang, self.name)

    def text_in(self, lang: str | None = None) -> str:
        return word_in(self.texts, lang, self.text)


def word_in(words: Mapping[str, str], lang: str | None, shown: str) -> str:
    """A name or title in `lang` (None: the language shown) from its `words` by language, the
    English where that language has none, `shown` where there is no English either."""
    lang = lang or language()
    if lang in words:
        return words[lang]
    return words.get(SOURCE_LANGUAGE, shown)


@dataclass(frozen=True)
class Deck:
    game: str
    id: str
    title: str
    back: str
    layout: str
    cards: tuple[Card, ...]
    source: Path = field(compare=False)
    # the title in every language its files give (as Card.names), and the language of its words
    titles: Mapping[str, str] = field(default_factory=dict, compare=False, hash=False)
    language: str = SOURCE_LANGUAGE
    # a designer's deck (a card set): a game may let it hold other counts than its rulebook's
    # contents, where its rules of play do not need them
    designed: bool = field(default=False, compare=False)

    def printed(self) -> list[Card]:
        """Every physical card, copies included, in data order."""
        return [c for c in self.cards for _ in range(c.copies)]

    def in_language(self, lang: str | None = None) -> Deck:
        """This deck with its title and cards' names and texts in `lang` (None: the language
        words are shown in), as a face draws them; the rules data is the same."""
        lang = lang or language()
        if lang == self.language:
            return self
        cards = tuple(replace(c, name=c.name_in(lang), text=c.text_in(lang)) for c in self.cards)
        return replace(self, title=word_in(self.titles, lang, self.title), cards=cards, language=lang)


def _text(value: Any, path: Path, card: str, name: str, required: bool = True) -> str:
    if value is None and not required:
        return ""
    if not isinstance(value, str) or (required and not value.strip()):
        raise CardFileError(path, card, name, not_text(value))
    return value


def _rules(value: Any, path: Path, card: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise CardFileError(path, card, "rules", translate("Cards", "must be a table"))
    return value


def load_deck(path: Path) -> Deck:
    """The deck of one card file, with its names and texts in the languages its folder's i18n/
    files give."""
    from engine.core.card_languages import translated  # it reads Deck: imported here, not above

    return translated(read_deck(read_card_toml(path, a_card_file()), path))


def read_deck(data: Mapping[str, Any], path: Path) -> Deck:
    """The deck a card file's TOML tables spell (`path` names the file in errors)."""
    for key in sorted(set(data) - {"deck", "card"}):
        raise CardFileError(path, "", key,
                            translate("Cards", "is not a table of a card file ([deck] and [[card]])"))
    deck = data.get("deck")
    if not isinstance(deck, dict):
        raise CardFileError(path, "", "deck",
                            translate("Cards", "is missing: a [deck] table names the game and the deck"))
    for key in sorted(set(deck) - DECK_FIELDS):
        raise CardFileError(path, "", f"deck.{key}", translate("Cards", "is not a deck field"))
    info = {k: _text(deck.get(k), path, "", f"deck.{k}") for k in sorted(DECK_FIELDS)}
    # the face and the back are drawn by the layouts named here: a stranger could not be drawn
    for key, table in (("layout", "layout"), ("back", "back")):
        known = layouts().get(table, {})
        if info[key] not in known:
            words = (translate("Cards", "must be one of the layouts in layouts.toml ({known}), not {given}")
                     if table == "layout" else
                     translate("Cards", "must be one of the backs in layouts.toml ({known}), not {given}"))
            raise CardFileError(path, "", f"deck.{key}",
                                words.format(known=", ".join(sorted(known)), given=repr(info[key])))
    raw_cards = data.get("card")
    if not isinstance(raw_cards, list) or not raw_cards:
        raise CardFileError(path, "", "card", translate("Cards", "the deck has no [[card]] entries"))
    cards: list[Card] = []
    seen: set[str] = set()
    for i, raw in enumerate(raw_cards):
        # a card is named by its id in every message; one without a usable id by its place
        named = isinstance(raw, dict) and isinstance(raw.get("id"), str) and raw["id"].strip()
        label = str(raw["id"]) if named else f"#{i + 1}"
        if not isinstance(raw, dict):
            raise CardFileError(path, label, "", translate("Cards", "must be a table"))
        for key in sorted(set(raw) - CARD_FIELDS):
            raise CardFileError(path, label, key, translate("Cards", "is not a card field"))
        cid = _text(raw.get("id"), path, label, "id")
        if cid in seen:
            raise CardFileError(path, cid, "id", translate("Cards", "is used by another card"))
        seen.add(cid)
        value = raw.get("value")
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
            raise CardFileError(path, cid, "value", translate("Cards", "must be a whole number, not {value}")
                                .format(value=repr(value)))
        copies = raw.get("copies", 1)
        if isinstance(copies, bool) or not isinstance(copies, int) or not 1 <= copies <= 99:
            raise CardFileError(path, cid, "copies", whole_number(1, 99, copies))
        cards.append(
            Card(
                id=cid,
                name=_text(raw.get("name"), path, cid, "name"),
                value=value,
                copies=copies,
                text=_text(raw.get("text"), path, cid, "text", required=False),
                type=_text(raw.get("type", "card"), path, cid, "type"),
                symbol=_text(raw["symbol"], path, cid, "symbol") if "symbol" in raw else None,
                rules=_rules(raw.get("rules", {}), path, cid),
            )
        )
    return Deck(info["game"], info["id"], info["title"], info["back"], info["layout"], tuple(cards), path)


@card_data
def shipped_decks() -> dict[str, list[Deck]]:
    """Every deck in the card folders (assets/cards and any a game brought), by game name."""
    out: dict[str, list[Deck]] = {}
    for folder in card_folders():
        for path in sorted(folder.glob("*.toml")):
            if path.name == "layouts.toml":
                continue
            deck = load_deck(path)
            out.setdefault(deck.game, []).append(deck)
    return out


@card_data
def all_decks() -> dict[str, list[Deck]]:
    """The decks play uses, by game name: the card folders', with the card set's in their place
    and the further sets' seat decks (guests) after them."""
    return with_stand_ins(shipped_decks(), _STAND_INS, _GUESTS)


def decks_for(game: str) -> list[Deck]:
    decks = all_decks().get(game)
    if not decks:
        raise KeyError(f"no card data for {game!r}")
    return decks


# A game's own check of its card files: reads all its decks by its rules (an empty list when it
# has none), raising CardFileError that names the file, the card and the field
CardChecker = Callable[[Sequence[Deck]], object]


def check_decks(decks: Mapping[str, Sequence[Deck]], checkers: Mapping[str, CardChecker]) -> None:
    """Every deck belongs to a game in `checkers`, and each game's checker accepts its decks."""
    for game, found in decks.items():
        if game not in checkers:
            raise CardFileError(found[0].source, "", "deck.game", one_of(checkers, game))
    for game, check in checkers.items():
        check(decks.get(game, []))


def one_deck(decks: Sequence[Deck], title: str, layout: str) -> Deck:
    """The single deck of a game that has one, drawn with `layout`."""
    if len(decks) != 1:
        where = decks[1].source if len(decks) > 1 else assets_dir() / "cards"
        raise CardFileError(where, "", "deck.game", translate(
            "Cards", "{game} has one card file, not {count}").format(game=title, count=len(decks)))
    (deck,) = decks
    check_layout(decks, layout)
    return deck


def check_layout(decks: Iterable[Deck], layout: str) -> None:
    """Each deck is drawn with its game's face `layout` (another game's faces need other data)."""
    for deck in decks:
        if deck.layout != layout:
            raise CardFileError(deck.source, "", "deck.layout", translate(
                "Cards", "must be {wanted}, not {given}").format(wanted=repr(layout),
                                                                 given=repr(deck.layout)))


def select_decks(game: str, deck_ids: Sequence[str] | None = None,
                 among: Sequence[Deck] | None = None) -> list[Deck]:
    """The game's decks named in `deck_ids` (all of them for none), of those in play or `among`
    (a card set's, for its proofs); ValueError names a stranger."""
    decks = list(among) if among is not None else decks_for(game)
    if not deck_ids:
        return decks
    known = {d.id: d for d in decks}
    unknown = [d for d in deck_ids if d not in known]
    if unknown:
        raise ValueError(f"no deck {unknown[0]!r} in {game}; choose from {', '.join(sorted(known))}")
    return [known[d] for d in dict.fromkeys(deck_ids)]


@card_data
def layouts() -> dict[str, Any]:
    """layouts.toml: `layout.<name>` for faces, `back.<name>` for backs; an added card folder's
    own layouts.toml adds its faces and backs (a name already taken is refused, never replaced)."""
    main, *added = card_folders()
    merged = _read_layouts(main / "layouts.toml")
    for folder in added:
        path = folder / "layouts.toml"
        if not path.exists():
            continue
        for table, entries in _read_layouts(path).items():
            known = merged.setdefault(table, {})
            for name in entries:
                if name in known:
                    raise CardFileError(path, "", f"{table}.{name}",
                                        translate("Cards", "is already defined by another card folder"))
            known.update(entries)
    return merged


def _read_layouts(path: Path) -> dict[str, Any]:
    return read_card_toml(path, translate("Cards", "the card layouts"))
