"""Card sets: a designer's own card data for one game, in a folder, checked whole and played in
place of the shipped decks of the same ids, or, as a guest, beside them.

A set is a folder of card files laid out as assets/cards (a `[deck]` table and its `[[card]]`s,
their words in other languages in `i18n/<card file>.<language>.toml`), all of one game: the
user's data folder keeps them under `card-sets/<folder>/` (the set's name where the file system
takes it), and any other folder the user points Salle at is remembered in the settings. Each
deck of a set stands in for the shipped deck with its id (a set made from the Gauls plays as the
Gauls, against the shipped Romans), so the game's own checker, which knows the rulebook's
constraints, judges the set as it judges the shipped files. A set with a fault is listed with
its problems and is never played.

What plays is what was checked: a `CardSet` holds the text of its files as read, so a match, its
AI workers (the set travels with each search job) and a save's content hash all mean the same
cards, whatever an editor does to the folder meanwhile.
"""

from __future__ import annotations

import hashlib
import shutil
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from engine.core.card_languages import FOLDER as LANGUAGE_FOLDER
from engine.core.card_languages import (
    OTHER_LANGUAGES,
    check_language_names,
    translated_from,
    translation_file,
)
from engine.core.cards import (
    GUEST_MARK,
    MAX_FILE_BYTES,
    CardFileError,
    Deck,
    a_card_file,
    guest_id,
    read_deck,
    shipped_decks,
    use_decks,
    with_stand_ins,
)
from engine.core.errors import DataFileError, SalleError, card_part, located
from engine.core.i18n import SOURCE_LANGUAGE, translate
from engine.core.safe_read import UnreadableFile, parse_toml_text, plain_reason, read_text
from engine.games import all_games, get_game
from engine.store.paths import card_sets_dir

# A set's name is any name a file manager accepts (Salle needs "@" for the guests' decks). Its
# folder has the same name where every file system takes it; otherwise the folder's name is a safe
# spelling of it and NAME_FILE, in the folder, keeps the name as the designer wrote it.
MAX_NAME = 100
NAME_FILE = "set-name.txt"
# what Windows forbids in a file's name, besides control characters and a trailing dot or space
_NOT_IN_FOLDER_NAMES = set('<>:"/\\|?*')
_DEVICE_NAMES = {"CON", "PRN", "AUX", "NUL", *(f"{d}{n}" for d in ("COM", "LPT") for n in range(1, 10))}
# a folder's name in bytes, well under the 255 most file systems allow, so a path in it fits too
_MAX_FOLDER_BYTES = 120


class CardSetError(SalleError):
    """A card set that cannot be made, found or played; the message says which and why."""


def name_problem(name: str) -> str:
    """Why `name` cannot name a card set ("" if it can): any name a file manager accepts will do."""
    shown = repr(name)
    if not name.strip():
        return translate("CardSets", "a card set needs a name: it cannot be empty or only spaces")
    if len(name) > MAX_NAME:
        return translate("CardSets", "{name} cannot name a card set: at most {most} characters, not {count}"
                         ).format(name=shown, most=MAX_NAME, count=len(name))
    if name in (".", "..") or name.startswith("."):
        return translate("CardSets", "{name} cannot name a card set: a name must not begin with '.'"
                         ).format(name=shown)
    for bad, why in (("/", "'/'"), (GUEST_MARK, repr(GUEST_MARK))):
        if bad in name:
            return translate("CardSets", "{name} cannot name a card set: it must not hold {sign}").format(
                name=shown, sign=why)
    if any(unicodedata.category(ch) == "Cc" for ch in name):
        return translate("CardSets", "{name} cannot name a card set: it must not hold a control character "
                         "(a line break, a tab)").format(name=shown)
    return ""


def plain_name(name: str) -> str:
    """A set's name as names are compared: composed the one Unicode way (a macOS folder lists "é"
    decomposed), without the spaces around it."""
    return unicodedata.normalize("NFC", name).strip()


def folder_name(name: str) -> str:
    """The folder a set called `name` is kept in: the name itself where Linux, Windows and macOS
    all accept it, else a safe spelling of it with a digest, so that two names never share one."""
    name = plain_name(name)
    safe = (
        not any(ch in _NOT_IN_FOLDER_NAMES or unicodedata.category(ch) == "Cc" for ch in name)
        and not name.endswith((".", " "))
        and name.partition(".")[0].strip().upper() not in _DEVICE_NAMES
        and len(name.encode("utf-8")) <= _MAX_FOLDER_BYTES
    )
    if safe:
        return name
    kept = "".join("_" if ch in _NOT_IN_FOLDER_NAMES or unicodedata.category(ch) == "Cc" else ch
                   for ch in name)
    while len(kept.encode("utf-8")) > 40:
        kept = kept[:-1]
    digest = hashlib.sha256(name.encode("utf-8")).hexdigest()[:10]
    return f"{kept.rstrip('. ')}-{digest}"


def set_name_of(folder: Path) -> str:
    """The name of the set in `folder`: the one its NAME_FILE keeps, else the folder's own."""
    path = folder / NAME_FILE
    if path.is_file():
        try:
            kept = plain_name(read_text(path, 8 * MAX_NAME, translate("CardSets", "a card set's name")))
        except (OSError, UnreadableFile):
            kept = ""
        if kept and not name_problem(kept):
            return kept
    return plain_name(folder.name)


@dataclass(frozen=True)
class SetProblem:
    """One fault of a set: the file, the card and the field it is in ("" where none applies)."""

    file: str
    card: str
    field: str
    problem: str

    def __str__(self) -> str:
        return located(self.file, card_part(self.card), self.field, self.problem)

    @classmethod
    def of(cls, error: DataFileError) -> SetProblem:
        return cls(error.path.name, getattr(error, "card", ""), error.field, error.problem)


@dataclass(frozen=True)
class CardSet:
    """A set as read: its name, game ("" when no file says), folder, a hash of its files' content,
    the card files' text (name, text), its problems (none: it may be played), and the text of its
    language files ("i18n/<card file>.<language>.toml", text)."""

    name: str
    game: str
    folder: Path
    hash: str
    files: tuple[tuple[str, str], ...] = field(repr=False)
    errors: tuple[SetProblem, ...] = ()
    decks: tuple[Deck, ...] = field(default=(), compare=False, repr=False)
    languages: tuple[tuple[str, str], ...] = field(default=(), repr=False)
    # each card file's data as the check read it (file name, data): the editor starts from it
    # rather than read a big file twice
    data: tuple[tuple[str, Mapping[str, Any]], ...] = field(default=(), compare=False, repr=False)
    # whether its faces were judged too (a list may leave them to the editor, off its thread)
    faces_judged: bool = field(default=True, compare=False)

    @property
    def ok(self) -> bool:
        return not self.errors

    def texts(self) -> list[tuple[str, str]]:
        """Every file of the set, its card files and its language files: (name in the set, text)."""
        return sorted((*self.files, *self.languages))

    @property
    def short_hash(self) -> str:
        """The hash as a person compares it (the first 12 hex digits)."""
        return self.hash[:12]

    def title(self) -> str:
        """The set's name with its game's, as a list shows it."""
        game = get_game(self.game).title if self.game in all_games() else translate("CardSets", "no game")
        return translate("CardSets", "{name} ({game})").format(name=self.name, game=game)

    def ref(self) -> dict[str, str]:
        """What a save or the history keeps of the set: its name and content hash."""
        return {"name": self.name, "hash": self.hash}


def content_hash(files: Iterable[tuple[str, str]]) -> str:
    digest = hashlib.sha256()
    for name, text in sorted(files):
        digest.update(name.encode("utf-8") + b"\0" + text.encode("utf-8") + b"\0")
    return digest.hexdigest()


# --- reading and checking ---------------------------------------------------------------------------
def file_key(folder: Path, path: Path) -> str:
    """How a set names one of its files: "gallic.toml", "i18n/gallic.de.toml"."""
    return path.relative_to(folder).as_posix()


def _read_files(folder: Path, paths: Iterable[Path], errors: list[SetProblem]) -> list[tuple[str, str]]:
    """The text of each file (by its name in the set); what cannot be read goes to `errors`."""
    files: list[tuple[str, str]] = []
    for path in paths:
        key = file_key(folder, path)
        try:
            files.append((key, read_text(path, MAX_FILE_BYTES, a_card_file())))
        except FileNotFoundError as e:  # gone since the folder was listed
            errors.append(SetProblem(key, "", "", translate(
                "CardSets", "cannot be read: {reason}").format(reason=plain_reason(e))))
        except UnreadableFile as e:
            errors.append(SetProblem(key, "", e.field, e.problem))
    return files


def read_languages(folder: Path, errors: list[SetProblem]) -> list[tuple[str, str]]:
    """The set's language files in `folder`'s i18n/ ("i18n/<card file>.<language>.toml", text)."""
    return _read_files(folder, sorted((folder / LANGUAGE_FOLDER).glob("*.toml")), errors)


def read_card_set(folder: Path, name: str | None = None, faces: bool = True) -> CardSet:
    """The set in `folder`, read and checked whole; never raises for a faulty set (its problems
    are in `errors`). With `faces` false, its faces are judged only if that draws none (judged
    before): else `faces_judged` is false and the set's check is to be made again."""
    folder = Path(folder)
    files: list[tuple[str, str]] = []
    languages: list[tuple[str, str]] = []
    errors: list[SetProblem] = []
    if not folder.is_dir():
        errors.append(SetProblem(folder.name, "", "", translate("CardSets", "is not a folder")))
    else:
        files = _read_files(folder, sorted(folder.glob("*.toml")), errors)
        languages = read_languages(folder, errors)
    name = name or (set_name_of(folder) if folder.is_dir() else None)
    checked = check_files(folder, files, name, languages, faces)
    return replace(checked, errors=(*errors, *checked.errors), decks=checked.decks if not errors else ())


def check_files(folder: Path, files: Sequence[tuple[str, str]], name: str | None = None,
                languages: Sequence[tuple[str, str]] | None = None, faces: bool = True) -> CardSet:
    """The set these (file name, text) pairs would make in `folder`, with its cards' words in other
    languages from `languages` ("i18n/<card file>.<language>.toml", text; None: as the folder
    holds them), checked by its game's rules and, where Salle draws faces, by whether every face's
    words fit at every size it is drawn in every language the set gives (the editor asks this as
    the designer types, before anything is written)."""
    errors: list[SetProblem] = []
    decks: list[Deck] = []
    parsed: list[tuple[str, Mapping[str, Any]]] = []
    if languages is None:
        languages = read_languages(folder, errors) if folder.is_dir() else []
    words = {n.removeprefix(LANGUAGE_FOLDER + "/"): t for n, t in languages}
    card_files = {n for n, _ in files}
    try:
        check_language_names([folder / LANGUAGE_FOLDER / n for n in sorted(words)], card_files.__contains__,
                             layouts_too=False)
    except CardFileError as e:
        errors.append(_problem(e))
    for file_name, text in files:
        path = folder / file_name
        if file_name == "layouts.toml":
            errors.append(SetProblem(file_name, "", "", translate(
                "CardSets", "a card set is drawn with the shipped faces and backs; it has no layouts.toml")))
            continue
        try:
            data = parse_toml_text(text, a_card_file(), file_name)
            parsed.append((file_name, data))
            decks.append(translated_from(replace(read_deck(data, path), designed=True), words))
        except UnreadableFile as e:
            errors.append(SetProblem(file_name, "", e.field, e.problem))
        except CardFileError as e:
            errors.append(_problem(e))
    games = list(dict.fromkeys(d.game for d in decks))
    game = games[0] if games else ""
    if not files:
        errors.append(SetProblem("", "", "", translate("CardSets", "the folder holds no card file (*.toml)")))
    elif len(games) > 1:
        other = next(d for d in decks if d.game != game)
        errors.append(SetProblem(other.source.name, "", "deck.game", translate(
            "CardSets", "a card set is of one game: {first}, not also {other}"
        ).format(first=game, other=other.game)))
    elif game and game not in all_games():
        errors.append(SetProblem(decks[0].source.name, "", "deck.game", translate(
            "CardSets", "must be one of {games}, not {game!r}"
        ).format(games=", ".join(all_games()), game=game)))
    ids = [d.id for d in decks]
    for deck in decks:
        if ids.count(deck.id) > 1 and not errors:
            errors.append(SetProblem(deck.source.name, "", "deck.id", translate(
                "CardSets", "another file of the set is the deck {deck!r} too").format(deck=deck.id)))
    if not errors and game:
        check = get_game(game).check_cards
        if check is not None:
            try:
                check(with_stand_ins(shipped_decks(), decks).get(game, []))
            except CardFileError as e:
                errors.append(_problem(e))
    judged = True
    if not errors and game:
        for face_check in _face_checks:
            found = face_check(decks, faces)
            if found is None:
                judged = False
            else:
                errors += found
    return CardSet(name or plain_name(folder.name), game, folder, content_hash([*files, *languages]),
                   tuple(files), tuple(errors), tuple(decks) if not errors else (), tuple(languages),
                   tuple(parsed), judged)


def _problem(error: CardFileError) -> SetProblem:
    """A fault as the set names it: its file "gallic.toml", or "i18n/gallic.de.toml"."""
    path = error.path
    file = f"{LANGUAGE_FOLDER}/{path.name}" if path.parent.name == LANGUAGE_FOLDER else path.name
    return replace(SetProblem.of(error), file=file)


# --- the faces' check -------------------------------------------------------------------------------
# Whether a face's words fit is a matter of fonts, which the engine does not draw: the GUI side
# registers its check here (gui.cardface.fit), and every set read where faces are drawn (the
# window, the table, the proofs, `sets check`) is judged by it, as by its game's rules. Asked not to
# draw, a check answers from what it judged before, or None when it would have to draw.
FaceCheck = Callable[[Sequence[Deck], bool], list[SetProblem] | None]
_face_checks: list[FaceCheck] = []


def register_face_check(check: FaceCheck) -> None:
    """Judge every set checked from now on by `check` too (once, however often it is registered)."""
    if check not in _face_checks:
        _face_checks.append(check)


def unregister_face_check(check: FaceCheck) -> None:
    if check in _face_checks:
        _face_checks.remove(check)


def language_file(deck: Deck, lang: str) -> str:
    """The file of a set holding `deck`'s words in `lang` ("gallic.toml" for English)."""
    path = translation_file(deck.source, lang)
    if lang == SOURCE_LANGUAGE or lang not in deck.titles:
        return deck.source.name
    return f"{LANGUAGE_FOLDER}/{path.name}"


# --- where sets live ----------------------------------------------------------------------------------
# the folders outside card-sets/ the player pointed Salle at (the settings' card_set_folders,
# handed over by the window or the command line), looked in wherever sets are listed
_elsewhere: list[Path] = []


def look_elsewhere(folders: Iterable[str | Path]) -> None:
    """List the sets in `folders` too (besides the data folder's card-sets/)."""
    _elsewhere[:] = [Path(f).expanduser() for f in folders]


def _set_folders(elsewhere: Iterable[str | Path] | None) -> list[Path]:
    """The folders of every set Salle knows: the data folder's card-sets/, by name, then each
    folder of `elsewhere` (by default those the player pointed Salle at), each folder once."""
    elsewhere = _elsewhere if elsewhere is None else elsewhere
    folders = sorted((p for p in card_sets_dir().iterdir() if p.is_dir() and not p.name.startswith(".")),
                     key=lambda p: set_name_of(p).casefold())
    seen: set[Path] = set()
    out: list[Path] = []
    for folder in [*folders, *(Path(f).expanduser() for f in elsewhere)]:
        key = folder.resolve()
        if key not in seen:
            seen.add(key)
            out.append(folder)
    return out


def list_card_sets(elsewhere: Iterable[str | Path] | None = None, faces: bool = True) -> list[CardSet]:
    """Every set in the data folder's card-sets/, by name, then each folder of `elsewhere` (by
    default the folders the player pointed Salle at), each read and checked (`faces`: see
    read_card_set)."""
    return [read_card_set(folder, faces=faces) for folder in _set_folders(elsewhere)]


def find_card_set(name_or_folder: str, elsewhere: Iterable[str | Path] | None = None) -> CardSet:
    """The set a person named on the command line: a folder's path, or the name of a listed set;
    CardSetError names the sets there are. A name read from a file goes to known_card_set."""
    path = Path(name_or_folder).expanduser()
    try:
        folder = path.is_dir() and (path.is_absolute() or len(path.parts) > 1
                                    or not (card_sets_dir() / path).is_dir())
    except OSError:  # a name too long to be a path here is a set's name
        folder = False
    if folder:
        return read_card_set(path)
    return known_card_set(name_or_folder, elsewhere)


def known_card_set(name: str, elsewhere: Iterable[str | Path] | None = None) -> CardSet:
    """The set called `name` among those Salle knows (the data folder's card-sets/ and the folders
    the player added), matched by their folders' names. The name is never followed as a path: a
    save or the history names its set, and "/any/folder", "~/x" or "../x" written there must not
    take Salle outside its folders. CardSetError names the sets there are."""
    folders = _set_folders(elsewhere)
    wanted = plain_name(name)
    for folder in folders:
        if set_name_of(folder) == wanted:
            return read_card_set(folder)
    known = ", ".join(set_name_of(f) for f in folders) or translate("CardSets", "none yet")
    raise CardSetError(translate("CardSets", "there is no card set {name!r} (your sets: {known})")
                       .format(name=name, known=known))


def shipped_sources(game: str) -> dict[str, Path]:
    """The shipped card files of `game`, by deck id: what a new set may start from."""
    try:
        get_game(game)
    except KeyError as e:
        raise CardSetError(str(e.args[0])) from None
    return {d.id: d.source for d in shipped_decks().get(game, [])}


def new_set_problem(name: str, game: str, decks: Sequence[str] = (), where: Path | None = None) -> str:
    """Why `new_card_set` would refuse these arguments ("" if it would not)."""
    refused = name_problem(name)
    if refused:
        return refused
    try:
        sources = shipped_sources(game)
    except CardSetError as e:
        return str(e)
    unknown = [d for d in decks if d not in sources]
    if unknown:
        return translate("CardSets", "{game} has no deck {deck!r}; choose from {known}").format(
            game=get_game(game).title, deck=unknown[0], known=", ".join(sources))
    home = where if where is not None else card_sets_dir()
    folder = home / folder_name(name)
    # a name told apart from another only by its letters' case or their Unicode spelling is the
    # same folder on Windows and macOS: it is taken there too
    wanted = plain_name(name).casefold()
    there = [f for f in home.iterdir() if f.is_dir()] if home.is_dir() else []
    same = [f for f in there if set_name_of(f).casefold() == wanted]
    if folder.exists() or same:
        return translate("CardSets", "there is a card set called {name!r} already ({folder})").format(
            name=name, folder=same[0] if same else folder)
    return ""


def new_card_set(name: str, game: str, decks: Sequence[str] = (), where: Path | None = None) -> CardSet:
    """A new set called `name` in the data folder (or in `where`), made of copies of the shipped
    files of `game`'s `decks` (all of them for none), comments and all, with their words in every
    other language Salle ships for them (a copied deck speaks German as the shipped one does)."""
    refused = new_set_problem(name, game, decks, where)
    if refused:
        raise CardSetError(refused)
    name = plain_name(name)
    sources = shipped_sources(game)
    folder = (where if where is not None else card_sets_dir()) / folder_name(name)
    try:
        folder.mkdir(parents=True)
        if folder.name != name:
            (folder / NAME_FILE).write_text(name + "\n", encoding="utf-8")
        for deck in decks or list(sources):
            shutil.copyfile(sources[deck], folder / sources[deck].name)
            for lang in OTHER_LANGUAGES:
                words = translation_file(sources[deck], lang)
                if words.is_file():
                    (folder / LANGUAGE_FOLDER).mkdir(exist_ok=True)
                    shutil.copyfile(words, translation_file(folder / sources[deck].name, lang))
    except OSError as e:
        raise CardSetError(translate("CardSets", "the card set {name!r} could not be made: {reason}")
                           .format(name=name, reason=e)) from None
    return read_card_set(folder)


def decks_with(card_set: CardSet | None, game: str) -> list[Deck]:
    """The decks of `game` as `card_set` would play them, its own in the place of the shipped ones
    (None: the shipped), whatever is in play here: what the proofs of a set print."""
    return with_stand_ins(shipped_decks(), card_set.decks if card_set is not None else []).get(game, [])


# --- the sets in play ------------------------------------------------------------------------------------
# The first set stands in for the shipped decks of its ids (as one set always did). Where each seat
# chooses its own deck (Audatia's characters, Barditus's armies), further sets may join as guests:
# their seat decks play beside the others under "<deck id>@<set name>", which the game's options
# name, so two designed versions of one deck can meet. Old saves name one set and no guests.
_in_play: CardSet | None = None
_guests: tuple[CardSet, ...] = ()


def guest_decks(card_set: CardSet) -> list[Deck]:
    """The decks `card_set` brings as a guest: its seat decks, each under its guest id."""
    seat_decks = get_game(card_set.game).seat_decks
    return [replace(d, id=guest_id(d.id, card_set.name)) for d in card_set.decks if d.id in seat_decks]


def meeting_problem(card_set: CardSet | None, guests: Sequence[CardSet]) -> str:
    """Why these sets cannot be played together ("" if they can): a guest with a fault, of another
    game, of a game whose seats share one deck, or bringing no deck a seat plays."""
    sets = [s for s in (card_set, *guests) if s is not None]
    for one in sets:
        if not one.ok:
            return translate("CardSets", "the card set {name!r} cannot be played: {problem}").format(
                name=one.name, problem=one.errors[0])
    if not guests:
        return ""
    game = sets[0].game
    for one in sets[1:]:
        if one.game != game:
            return translate("CardSets", "the card sets {first!r} and {other!r} are of different games"
                             ).format(first=sets[0].name, other=one.name)
    if not get_game(game).seat_decks:
        return translate("CardSets", "in {game} both players share one deck: a game plays one card set"
                         ).format(game=get_game(game).title)
    names = [g.name for g in guests]
    for guest in guests:
        if names.count(guest.name) > 1:
            return translate("CardSets", "the card set {name!r} is named twice").format(name=guest.name)
        if not guest_decks(guest):
            return translate("CardSets", "the card set {name!r} has no deck a seat plays ({decks})").format(
                name=guest.name, decks=", ".join(get_game(game).seat_decks))
    return ""


def use_card_set(card_set: CardSet | None, guests: Sequence[CardSet] = ()) -> None:
    """Play with `card_set`'s decks in place of the shipped ones (None: the shipped cards only),
    and with each guest's seat decks beside them. A set with a fault, or sets that cannot meet,
    are refused (CardSetError says why), never half-loaded."""
    global _in_play, _guests
    problem = meeting_problem(card_set, guests)
    if problem:
        raise CardSetError(problem)
    use_decks(card_set.decks if card_set is not None else [],
              [d for guest in guests for d in guest_decks(guest)])
    _in_play, _guests = card_set, tuple(guests)


def card_set_in_play() -> CardSet | None:
    return _in_play


def guest_sets_in_play() -> tuple[CardSet, ...]:
    return _guests


def _key(card_set: CardSet | None, guests: Sequence[CardSet]) -> tuple[object, ...]:
    # a guest's decks are named by its name: the name counts as well as the content
    return (card_set.hash if card_set is not None else None, tuple((g.name, g.hash) for g in guests))


def follow_card_set(card_set: CardSet | None, guests: Sequence[CardSet] = ()) -> None:
    """Play with `card_set` (and `guests`) unless they are in play already (a worker process is
    handed the sets with each job; it changes its cards only when they are others)."""
    if _key(_in_play, _guests) != _key(card_set, guests):
        use_card_set(card_set, guests)


@contextmanager
def playing_with(card_set: CardSet | None, guests: Sequence[CardSet] = ()) -> Iterator[None]:
    """`card_set` (and `guests`) in play for the block, the sets before them afterwards (the cards
    are read afresh only when the sets change: a save checked after every move must not throw the
    caches away)."""
    before, before_guests = _in_play, _guests
    follow_card_set(card_set, guests)
    try:
        yield
    finally:
        follow_card_set(before, before_guests)


# --- a set named by a save or the history ------------------------------------------------------------------
@dataclass(frozen=True)
class SetLookup:
    """What became of the set a save recorded: the set (None if it is not there) and, if it is
    missing or its cards changed since, what to tell the player."""

    card_set: CardSet | None
    warning: str = ""


def check_ref(ref: Any, elsewhere: Iterable[str | Path] | None = None) -> SetLookup:
    """Find the set a save's (or a history row's) `{"name", "hash"}` names among the sets Salle
    knows, and say if it is missing or changed."""
    name, digest = str(ref.get("name", "")), str(ref.get("hash", ""))
    try:
        found = known_card_set(name, elsewhere) if name else None
    except CardSetError:
        found = None
    if found is None:
        return SetLookup(None, translate(
            "CardSets", "This game was played with the card set {name!r}, which is not there any more."
        ).format(name=name))
    if not found.ok:
        return SetLookup(None, translate(
            "CardSets", "This game was played with the card set {name!r}, which now has a fault: {problem}"
        ).format(name=name, problem=found.errors[0]))
    if found.hash != digest:
        return SetLookup(found, translate(
            "CardSets", "The card set {name!r} has changed since this game was played: it goes on with the "
            "cards as they are now, which may not be the ones it was played with.").format(name=name))
    return SetLookup(found)
