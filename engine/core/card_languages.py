"""The cards' words in Salle's other languages: names, texts, deck titles and the faces' fixed words.

English is the source and stays in the card files. Each other language has one file per card
file in the folder's `i18n/` folder, `<card file>.<language>.toml` (`en-garde.es.toml`), keyed by
card id, and one `layouts.<language>.toml` for the words the faces print (`words` in each layout
of layouts.toml) and the backs' labels. A language file is checked on load like a card file: it
gives every card of its deck (a name, and a text where the English has one), names no card the
deck lacks, and keeps the English text's numbers and `{placeholders}`; an error names the file,
the card and the field. A deck without a file in some language shows its English there (a card
folder a player makes may be English only); Salle's own decks have every language (a test). A
card set's deck may be ahead of its languages: a card its files do not give yet shows its English,
and words for a card it no longer has are left unused. docs/cards.md says how to write one.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

from engine.core.cards import (
    CardFileError,
    Deck,
    card_data,
    card_folders,
    is_missing,
    layouts,
    not_text,
    read_card_toml,
)
from engine.core.i18n import LANGUAGES, SOURCE_LANGUAGE, translate
from engine.core.safe_read import UnreadableFile, parse_toml_text

FOLDER = "i18n"
LAYOUTS = "layouts"
# what a text must keep in every language: its numbers and its {placeholders}
_MARKERS = re.compile(r"\{[^{}]*\}|\d+")
OTHER_LANGUAGES = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)


def translation_file(deck_file: Path, lang: str) -> Path:
    """Where the words of `deck_file`'s cards in `lang` are kept."""
    return deck_file.parent / FOLDER / f"{deck_file.stem}.{lang}.toml"


def markers(text: str) -> list[str]:
    """The numbers and placeholders of a text, in order of size (a sentence may move them)."""
    return sorted(_MARKERS.findall(text))


def _read(path: Path) -> dict[str, Any]:
    return read_card_toml(path, translate("CardLanguages", "a file of the cards' words"))


def _words(value: Any, path: Path, card: str, name: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise CardFileError(path, card, name, not_text(value))
    return value


def _check_folder(folder: Path) -> None:
    """Each file in a card folder's i18n/ is `<card file or layouts>.<language>.toml`, in a
    language Salle speaks other than English (the source, in the card files themselves)."""
    paths = sorted((folder / FOLDER).glob("*.toml"))
    check_language_names(paths, lambda name: (folder / name).is_file(), layouts_too=True)


def check_language_names(paths: Iterable[Path], is_card_file: Callable[[str], bool],
                         layouts_too: bool) -> None:
    """Each of `paths` is named `<card file>.<language>.toml` (or, with `layouts_too`,
    `layouts.<language>.toml`), in a language Salle speaks other than English, for a card file
    `is_card_file` knows; CardFileError names the first that is not."""
    for path in paths:
        stem, _, lang = path.name.removesuffix(".toml").rpartition(".")
        if not stem or lang not in OTHER_LANGUAGES or not path.name.endswith(".toml"):
            raise CardFileError(path, "", "", translate(
                "CardLanguages", "must be named <card file>.<language>.toml, the language one of "
                "{languages}, not {name}").format(languages=", ".join(OTHER_LANGUAGES), name=repr(path.name)))
        if not (stem == LAYOUTS and layouts_too) and not is_card_file(f"{stem}.toml"):
            raise CardFileError(path, "", "", translate(
                "CardLanguages", "gives words for {file}, which is not a card file here").format(
                file=f"{stem}.toml"))


def translated(deck: Deck) -> Deck:
    """`deck` with its names, texts and title in every language its folder's i18n/ files give."""
    _check_folder(deck.source.parent)
    given: dict[str, Callable[[], dict[str, Any]]] = {}
    for lang in OTHER_LANGUAGES:
        path = translation_file(deck.source, lang)
        if os.path.lexists(path):  # a pipe or a link to a device there is refused, not passed over
            given[lang] = partial(_read, path)
    return _with_languages(deck, given)


def translated_from(deck: Deck, files: Mapping[str, str]) -> Deck:
    """`deck` with its words in every language `files` give: the text of each file of its i18n/
    folder by its name ("gallic.de.toml"), as a card set holds them once read (so what plays is
    what was checked, whatever is on disk by then)."""
    given: dict[str, Callable[[], dict[str, Any]]] = {}
    for lang in OTHER_LANGUAGES:
        path = translation_file(deck.source, lang)
        if path.name in files:
            given[lang] = partial(_parse, path, files[path.name])
    return _with_languages(deck, given)


def _parse(path: Path, text: str) -> dict[str, Any]:
    try:
        return parse_toml_text(text, translate("CardLanguages", "a file of the cards' words"), str(path))
    except UnreadableFile as e:
        raise CardFileError(path, "", e.field, e.problem) from None


def _with_languages(deck: Deck, given: Mapping[str, Callable[[], dict[str, Any]]]) -> Deck:
    names: dict[str, dict[str, str]] = {c.id: {} for c in deck.cards}
    texts: dict[str, dict[str, str]] = {c.id: {} for c in deck.cards}
    titles: dict[str, str] = {}
    for lang, data in given.items():
        path = translation_file(deck.source, lang)
        titles[lang] = _read_language(path, data(), deck, names, texts, lang)
    if not titles:
        return deck
    titles[SOURCE_LANGUAGE] = deck.title
    cards = tuple(replace(c, names={SOURCE_LANGUAGE: c.name, **names[c.id]},
                          texts={SOURCE_LANGUAGE: c.text, **texts[c.id]}) for c in deck.cards)
    return replace(deck, cards=cards, titles=titles)


def _read_language(path: Path, data: dict[str, Any], deck: Deck, names: dict[str, dict[str, str]],
                   texts: dict[str, dict[str, str]], lang: str) -> str:
    """Reads one language's file (its tables `data`) into `names` and `texts`; returns the deck's
    title in it."""
    for key in sorted(set(data) - {"deck", "card"}):
        raise CardFileError(path, "", key, translate(
            "CardLanguages", "is not a table of a card language file ([deck] and [card.<id>])"))
    head = data.get("deck")
    if not isinstance(head, dict):
        raise CardFileError(path, "", "deck", translate(
            "CardLanguages", "is missing: a [deck] table gives the deck's title"))
    for key in sorted(set(head) - {"title"}):
        raise CardFileError(path, "", f"deck.{key}", translate(
            "CardLanguages", "is not a field of a card language file's deck"))
    title = _words(head.get("title"), path, "", "deck.title")
    given = data.get("card")
    if not isinstance(given, dict):
        raise CardFileError(path, "", "card", translate(
            "CardLanguages", "is missing: one [card.<id>] table for each card"))
    # a designer's deck may be ahead of its languages: a card added since shows its English there,
    # and the words of a card taken out wait, unused, in case it comes back
    designed = deck.designed
    for cid in given:
        if cid not in names and not designed:
            raise CardFileError(path, cid, "", translate(
                "CardLanguages", "is not a card of {file}").format(file=deck.source.name))
    language = f"{lang} ({LANGUAGES[lang]})"
    for card in deck.cards:
        entry, where = given.get(card.id), card.id
        if entry is None and designed:
            continue
        if not isinstance(entry, dict):
            raise CardFileError(path, where, "name", translate(
                "CardLanguages", "is missing: the card has no name in {language}").format(language=language))
        for key in sorted(set(entry) - {"name", "text"}):
            raise CardFileError(path, where, key, translate(
                "CardLanguages", "is not a field of a card language file"))
        names[card.id][lang] = _words(entry.get("name"), path, where, "name")
        if not card.text:
            if entry.get("text") and not designed:
                raise CardFileError(path, where, "text", translate(
                    "CardLanguages", "must be left out: the card has no English text"))
            texts[card.id][lang] = ""
            continue
        if "text" not in entry and designed:
            continue
        if "text" not in entry:
            raise CardFileError(path, where, "text", translate(
                "CardLanguages", "is missing: the card has no text in {language}").format(language=language))
        text = _words(entry["text"], path, where, "text")
        if markers(text) != markers(card.text):
            none = translate("CardLanguages", "none")
            keep, found = (", ".join(markers(t)) or none for t in (card.text, text))
            raise CardFileError(path, where, "text", translate(
                "CardLanguages", "must keep the English numbers and placeholders ({keep}), not {found}")
                .format(keep=keep, found=found))
        texts[card.id][lang] = text
    return title


@card_data
def face_words(lang: str) -> dict[tuple[str, str], dict[str, str]]:
    """The faces' fixed words in `lang` from every card folder's i18n/layouts.<lang>.toml: by
    (table, name) — ("layout", "audatia") or ("back", "audatia-virtues") — English to `lang`."""
    out: dict[tuple[str, str], dict[str, str]] = {}
    if lang == SOURCE_LANGUAGE:
        return out
    known = layouts()
    for folder in card_folders():
        path = folder / FOLDER / f"{LAYOUTS}.{lang}.toml"
        if not path.is_file():
            continue
        _check_folder(folder)
        data = _read(path)
        for table in sorted(set(data) - {"layout", "back"}):
            raise CardFileError(path, "", table, translate("CardLanguages", "is not a table of layouts.toml"))
        for table, entries in data.items():
            if not isinstance(entries, dict):
                raise CardFileError(path, "", table, translate("Cards", "must be a table"))
            for name, entry in entries.items():
                where = f"{table}.{name}"
                if name not in known.get(table, {}):
                    words = (translate("CardLanguages", "is not a layout of layouts.toml")
                             if table == "layout"
                             else translate("CardLanguages", "is not a back of layouts.toml"))
                    raise CardFileError(path, "", where, words)
                out[(table, name)] = _entry_words(path, where, entry, source_words(table, name))
    return out


def source_words(table: str, name: str) -> list[str]:
    """The English words a layout's faces print (its `words`), or a back's label."""
    spec = layouts()[table][name]
    if table == "back":
        return [str(spec["label"])] if "label" in spec else []
    return [str(w) for w in spec.get("words", [])]


def _entry_words(path: Path, where: str, entry: Any, wanted: list[str]) -> dict[str, str]:
    if not isinstance(entry, dict):
        raise CardFileError(path, "", where, translate("Cards", "must be a table"))
    if where.startswith("back."):
        for key in sorted(set(entry) - {"label"}):
            raise CardFileError(path, "", f"{where}.{key}", translate(
                "CardLanguages", "is not a field of a back's words (label)"))
        return {w: _words(entry.get("label"), path, "", f"{where}.label") for w in wanted}
    for key in sorted(set(entry) - {"words"}):
        raise CardFileError(path, "", f"{where}.{key}", translate(
            "CardLanguages", "is not a field of a layout's words (words)"))
    words = entry.get("words")
    if not isinstance(words, dict):
        raise CardFileError(path, "", f"{where}.words", translate(
            "CardLanguages", "must be a table of English word = translation"))
    for word in words:
        if word not in wanted:
            raise CardFileError(path, "", f"{where}.words.{word!r}", translate(
                "CardLanguages", "is not among the layout's words in layouts.toml"))
    for word in wanted:
        if word not in words:
            raise CardFileError(path, "", f"{where}.words.{word!r}", is_missing())
    return {w: _words(words[w], path, "", f"{where}.words.{w!r}") for w in wanted}


def face_word(deck: Deck, word: str, table: str = "layout") -> str:
    """`word`, fixed on the faces (or, with table "back", the back) of `deck`, in the deck's
    language; the English where no file gives that language. A word the layout does not list in
    layouts.toml is a KeyError: every word a face prints is one a translator is asked for."""
    name = deck.layout if table == "layout" else deck.back
    if word not in source_words(table, name):
        raise KeyError(f"{word!r} is not among the words of {table} {name} in layouts.toml")
    return face_words(deck.language).get((table, name), {}).get(word, word)


def languages_of(deck: Deck) -> list[str]:
    """The languages `deck`'s words are given in, English first."""
    return [SOURCE_LANGUAGE, *(code for code in OTHER_LANGUAGES if code in deck.titles)]



def back_style(deck: Deck) -> Mapping[str, Any]:
    """The back layouts.toml gives `deck`, its label in the deck's language."""
    style: Mapping[str, Any] = layouts()["back"][deck.back]
    if "label" not in style:
        return style
    return {**style, "label": face_word(deck, str(style["label"]), "back")}
