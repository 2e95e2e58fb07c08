"""Saved games as JSON: options, seed and the actions (replayed to rebuild) plus a snapshot.

The actions are the truth; the snapshot is a check on them. A save whose replay does not reach
its snapshot is refused, so a damaged file or a change in the rules is noticed rather than
resumed in a position nobody played. Writes are atomic and never replace a file that is not a
readable Salle save.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from engine.ai.players import LEVELS, level_named
from engine.core.errors import PositionError, SalleError
from engine.core.game import Game, GameState, OptionError
from engine.core.i18n import translate
from engine.games import get_game
from engine.store.cardsets import (
    CardSet,
    CardSetError,
    SetLookup,
    card_set_in_play,
    check_ref,
    guest_sets_in_play,
    playing_with,
)
from engine.store.files import (
    StoreFileError,
    UnreadableFile,
    cannot_be_written,
    json_type,
    not_an_object,
    read_json,
    set_aside,
    write_atomically,
)

FORMAT = "salle-save"
# schema 2 adds `cards`, the card set a game is played with ({"name", "hash"}); a save of the
# shipped cards is still written as schema 1, which every Salle reads. Schema 3 adds `guest_cards`,
# the further sets whose seat decks meet the first's ([{"name", "hash"}, ...]): a save without
# guests is written as before. Schema 4 adds `played_s`, the seconds the game has been played so far,
# so a resumed game's history row says how long it really took.
SCHEMA = 4
FIELDS = ("format", "schema", "game", "options", "seed", "seats", "actions", "snapshot", "saved_at")
CARDS = "cards"
GUEST_CARDS = "guest_cards"
PLAYED = "played_s"
MAX_PLAYED_S = 10 * 365 * 24 * 3600.0  # ten years of play: beyond it the figure is damage, not a game
SEAT_KINDS = ("human", "ai")
# Far above any real save; it keeps a stray multi-gigabyte file from being read into memory.
MAX_BYTES = 16 * 1024 * 1024


class SaveError(StoreFileError):
    """A save that cannot be read or written; the message names the file and the field at fault."""


class NotOverwritten(SaveError):
    """The file where a save should go is not a readable Salle save, so it was left alone;
    `damage` is why it could not be read."""

    def __init__(self, damage: SaveError) -> None:
        super().__init__(damage.path, damage.field, translate(
            "Saves", "{problem} (it is not a readable Salle save, so it is not overwritten)").format(
            problem=damage.problem))
        self.damage = damage


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: a person, or the AI at one of engine.ai.players.LEVELS."""

    kind: str
    level: str | None = None
    name: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "level": self.level, "name": self.name}


@dataclass
class LoadedGame:
    """A save read back: the replayed state, and what is needed to go on playing it."""

    game: str
    options: dict[str, Any]
    seed: int
    seats: tuple[Seat, Seat]
    actions: list[str]
    state: GameState[Any]
    saved_at: datetime
    # the card set the game is played with (None: the shipped cards), and what to tell the player
    # if its cards changed since the save
    card_set: CardSet | None = None
    cards_warning: str = ""
    guest_sets: tuple[CardSet, ...] = ()  # the sets whose seat decks meet the first's
    played_s: float = 0.0  # how long the game had been played when saved (0: not told)


def save_game(path: str | os.PathLike[str], game_name: str, options: Mapping[str, Any], seed: int,
              actions_text: Sequence[str], seats: Sequence[Seat], state: GameState[Any],
              card_set: CardSet | None = None, guest_sets: Sequence[CardSet] = (),
              readable: bytes | None = None, played_s: float | None = None) -> bytes:
    """Write a save atomically and return its bytes. `actions_text` holds the seats' actions
    only: dice are drawn again from the seed on replay.

    The document is checked exactly as load_game checks it before anything is written, so a
    save that could not be loaded is never produced (SaveError says which field is wrong).
    An existing file at `path` is replaced only if it is itself a readable Salle save: read and
    replayed, unless it holds exactly `readable`, the bytes of a save this caller wrote (and so
    checked) before. An autosave after every action thus replays the game once, not twice.
    """
    path = Path(path)
    document = {
        "format": FORMAT,
        "schema": SCHEMA,
        "game": game_name,
        "options": _played_under(game_name, options),
        "seed": seed,
        "seats": [seat.to_json() for seat in seats],
        "actions": list(actions_text),
        "snapshot": state.to_json(),
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    if guest_sets:
        document.update(schema=SCHEMA, guest_cards=[g.ref() for g in guest_sets])
        if card_set is not None:
            document[CARDS] = card_set.ref()
    elif card_set is not None:
        document.update(schema=2, cards=card_set.ref())
    else:
        document["schema"] = 1
    if played_s is not None:
        document.update(schema=SCHEMA, played_s=round(min(max(played_s, 0.0), MAX_PLAYED_S), 1))
    # Check what the loader will see (JSON types, not Python ones), then store the canonical
    # game name and the options completed with their defaults, so a later change of a default
    # cannot change the replay.
    loaded = _check(path, json.loads(_encode(path, document)))
    document["game"], document["options"] = loaded.game, loaded.options
    if os.path.lexists(path) and not _holds(path, readable):
        try:
            load_game(path)
        except SaveError as e:
            raise NotOverwritten(e) from None
    written = _encode(path, document).encode("utf-8")
    _write(path, written)
    return written


def _holds(path: Path, known: bytes | None) -> bool:
    """`path` is a regular file (not a link) holding exactly `known`."""
    if known is None:
        return False
    try:
        if not stat.S_ISREG(path.lstat().st_mode):
            return False
        with path.open("rb") as f:
            return f.read(len(known) + 1) == known
    except OSError:
        return False


def _played_under(game_name: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """The options a game made today is played under: an option `options` leaves out takes
    today's default (a save's reader gives a missing one the value from before it existed, so a
    save must name them all). What is not an option is left for the save's check to refuse."""
    try:
        return get_game(game_name).parse_options(options)
    except (KeyError, OptionError, SalleError):
        return dict(options)


def load_game(path: str | os.PathLike[str]) -> LoadedGame:
    """Read, check and replay a save; SaveError names the file and the field that is wrong.
    The file is only read, never changed."""
    path = Path(path)
    return _check(path, _read_json(path))


def set_aside_damaged(path: Path) -> Path:
    """Rename a save that cannot be read to NAME.damaged-DATE beside it, kept for the player,
    so that the next save can be written; returns the new path. OSError if the rename fails."""
    return set_aside(path, "damaged")


# --- reading ----------------------------------------------------------------------------------
def _read_json(path: Path) -> Any:
    try:
        return read_json(path, MAX_BYTES, translate("Saves", "a Salle save"))
    except FileNotFoundError:
        raise SaveError(path, "", translate("Saves", "no such file")) from None
    except UnreadableFile as e:
        raise SaveError(path, e.field, e.problem) from None



# --- checking -----------------------------------------------------------------------------------
def _check(path: Path, data: Any) -> LoadedGame:
    """Every field of a save document, in the order a person would look for the fault."""
    if not isinstance(data, dict):
        raise SaveError(path, "", translate(
            "Saves", "holds a JSON {type}, not an object: not a Salle save").format(
            type=json_type(data)))

    def fail(field: str, problem: str) -> SaveError:
        return SaveError(path, field, problem)

    if "format" not in data:
        raise fail("format", translate("Saves", "is missing: this is not a Salle save"))
    if data["format"] != FORMAT:
        raise fail("format", translate("Saves", "{given} is not {format}: this is not a Salle save").format(
            given=_clip(data["format"]), format=_clip(FORMAT)))
    schema = data.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1:
        raise fail("schema", translate("Saves", "must be a whole number from 1, not {given}").format(
            given=_clip(schema)))
    if schema > SCHEMA:
        raise fail("schema", translate(
            "Saves", "{schema} is newer than this Salle reads ({newest}): the save "
                                        "was made by a newer Salle").format(schema=schema, newest=SCHEMA))
    for name in FIELDS:
        if name not in data:
            raise fail(name, translate("Saves", "is missing"))
    extra = sorted(set(data) - set(FIELDS) - ({CARDS} if schema >= 2 else set())
                   - ({GUEST_CARDS} if schema >= 3 else set()) - ({PLAYED} if schema >= 4 else set()))
    if extra:
        raise fail(extra[0], translate(
            "Saves", "is not a field of a schema {schema} save").format(schema=schema))
    played = data.get(PLAYED, 0.0)
    if isinstance(played, bool) or not isinstance(played, int | float) or not 0 <= played <= MAX_PLAYED_S:
        raise fail(PLAYED, translate("Saves", "must be a number of seconds from 0 to {most}, not {given}")
                   .format(most=int(MAX_PLAYED_S), given=_clip(played)))
    lookup = _card_set(path, data.get(CARDS))
    guests = _guest_sets(path, data[GUEST_CARDS]) if GUEST_CARDS in data else []
    warning = " ".join(w for w in (lookup.warning, *(g.warning for g in guests)) if w)
    guest_sets = tuple(g.card_set for g in guests if g.card_set is not None)
    try:
        with playing_with(lookup.card_set, guest_sets):
            loaded = _check_game(path, data, lookup.card_set, guest_sets, warning)
        return replace(loaded, played_s=float(played))
    except CardSetError as e:  # sets that are there but cannot meet (one became the other game's)
        raise fail(GUEST_CARDS, str(e)) from None


def _check_game(path: Path, data: dict[str, Any], card_set: CardSet | None, guest_sets: tuple[CardSet, ...],
                warning: str) -> LoadedGame:
    """The fields after the cards, with the save's card sets in play (its options may name a
    guest's deck, and its position is dealt from the sets' cards)."""

    def fail(field: str, problem: str) -> SaveError:
        return SaveError(path, field, problem)

    if not isinstance(data["game"], str):
        raise fail("game", translate(
            "Saves", "must be a game name, not {given}").format(given=_clip(data["game"])))
    try:
        game = get_game(data["game"])
    except KeyError as e:
        raise fail("game", str(e.args[0])) from None
    if not isinstance(data["options"], dict):
        raise fail("options", not_an_object(data["options"]))
    try:
        options = game.stored_options(data["options"])
    except OptionError as e:
        raise fail(f"options.{e.name}", e.problem) from None
    seed = data["seed"]
    if not _is_int(seed) or seed < 0:
        raise fail("seed", translate("Saves", "must be a whole number from 0, not {given}").format(
            given=_clip(seed)))
    seats = _check_seats(path, data["seats"])
    actions = data["actions"]
    if not isinstance(actions, list):
        raise fail("actions", translate(
            "Saves", "must be a list, not {type}").format(type=json_type(actions)))
    for i, given in enumerate(actions):
        if not isinstance(given, str | dict):
            raise fail(f"actions[{i}]", translate("Saves", "must be action notation text or an action's "
                                                  "structured form (an object), not {given}").format(
                given=_clip(given)))
    saved_at = data["saved_at"]
    try:
        when = datetime.fromisoformat(saved_at) if isinstance(saved_at, str) else None
    except ValueError:
        when = None
    if when is None:
        raise fail("saved_at", translate("Saves", "must be an ISO date, not {given}").format(
            given=_clip(saved_at)))
    snapshot = data["snapshot"]
    # the position is the sets' cards: it is checked and replayed with them in play
    try:
        try:
            game.state_class.from_json(snapshot)
        except PositionError as e:
            raise fail(f"snapshot.{e.field}", e.problem) from None
        if game.upgrade_position is not None:  # an earlier position format, as the replay writes it today
            snapshot = game.upgrade_position(snapshot)
        if isinstance(snapshot, dict) and isinstance(snapshot.get("options"), dict):
            # an option added since the save was written is named by the replayed position only
            snapshot = {**snapshot, "options": game.stored_options(snapshot["options"])}
        state, texts = _replay(path, game, options, seed, actions)
        _match_snapshot(path, state, snapshot)
    except SaveError as e:
        if warning:  # a set's change is the likely cause: say so
            raise SaveError(path, e.field, f"{e.problem} ({warning})") from None
        raise
    return LoadedGame(game.name, options, seed, seats, texts, state, when, card_set, warning, guest_sets)


def _card_set(path: Path, ref: Any) -> SetLookup:
    """The card set a save names (none: the shipped cards): the one in play if it is the same
    cards (a save made now), else the set of that name; a set that is not there refuses the save."""
    if ref is None:
        return SetLookup(None)
    if not isinstance(ref, dict) or set(ref) != {"name", "hash"} \
            or not all(isinstance(v, str) and v for v in ref.values()):
        raise SaveError(path, CARDS, translate(
            "Saves", "must be a card set's name and hash, not {given}").format(
            given=_clip(ref)))
    in_play = card_set_in_play()
    if in_play is not None and in_play.ref() == ref:
        return SetLookup(in_play)
    lookup = check_ref(ref)
    if lookup.card_set is None:
        raise SaveError(path, CARDS, lookup.warning)
    return lookup


def _guest_sets(path: Path, refs: Any) -> list[SetLookup]:
    """The further card sets a save names, each found (a missing one refuses the save)."""
    if not isinstance(refs, list) or not refs:
        raise SaveError(path, GUEST_CARDS,
                        f"must be a list of card sets' names and hashes, not {_clip(refs)}")
    out = []
    for i, ref in enumerate(refs):
        if not isinstance(ref, dict) or set(ref) != {"name", "hash"} \
                or not all(isinstance(v, str) and v for v in ref.values()):
            raise SaveError(path, f"{GUEST_CARDS}[{i}]",
                            f"must be a card set's name and hash, not {_clip(ref)}")
        in_play = [g for g in guest_sets_in_play() if g.ref() == ref]
        lookup = SetLookup(in_play[0]) if in_play else check_ref(ref)
        if lookup.card_set is None:
            raise SaveError(path, f"{GUEST_CARDS}[{i}]", lookup.warning)
        out.append(lookup)
    return out


def _check_seats(path: Path, value: Any) -> tuple[Seat, Seat]:
    if not isinstance(value, list) or len(value) != 2:
        raise SaveError(path, "seats", translate("Saves", "must be a list of two seats"))
    out: list[Seat] = []
    for i, seat in enumerate(value):
        where = f"seats[{i}]"
        if not isinstance(seat, dict):
            raise SaveError(path, where, not_an_object(seat))
        for name in ("kind", "level", "name"):
            if name not in seat:
                raise SaveError(path, f"{where}.{name}", translate("Saves", "is missing"))
        extra = sorted(set(seat) - {"kind", "level", "name"})
        if extra:
            raise SaveError(path, f"{where}.{extra[0]}", translate("Saves", "is not a field of a seat"))
        kind, level, name = seat["kind"], seat["level"], seat["name"]
        if kind not in SEAT_KINDS:
            raise SaveError(path, f"{where}.kind", translate(
                "Saves", "must be human or ai, not {given}").format(
                given=_clip(kind)))
        if kind == "human" and level is not None:
            raise SaveError(path, f"{where}.level", translate(
                "Saves", "must be null for a person, not {given}")
                            .format(given=_clip(level)))
        if kind == "ai" and (not isinstance(level, str) or level_named(level) is None):
            raise SaveError(path, f"{where}.level", translate("Saves", "must be one of {levels}, not {given}")
                            .format(levels=", ".join(LEVELS), given=_clip(level)))
        if not isinstance(name, str):
            raise SaveError(path, f"{where}.name", translate("Saves", "must be text, not {given}").format(
                given=_clip(name)))
        out.append(Seat(kind, level, name))
    return out[0], out[1]


def _replay(path: Path, game: Game, options: dict[str, Any], seed: int,
            actions: list[str | dict[str, Any]]) -> tuple[GameState[Any], list[str]]:
    """The position the actions reach, and the actions as notation (a save may give an action
    as its text or as its structured form; the match keeps text)."""
    state = game.new(options, seed)
    texts: list[str] = []
    for i, given in enumerate(actions):
        try:
            _roll_dice(state)
            if state.is_terminal():
                raise SaveError(path, f"actions[{i}]", translate(
                    "Saves", "{action} comes after the end of the game").format(action=_clip(given)))
            action = game.parse_action(given) if isinstance(given, str) else game.action_from_dict(given)
            state.apply(action)
            texts.append(game.format_action(action))
        except SaveError:
            raise
        except SalleError as e:
            raise SaveError(path, f"actions[{i}]", str(e)) from None
    return state, texts


def _roll_dice(state: GameState[Any]) -> None:
    # Dice are not in the action list: the state's own seed gives the same rolls again.
    while state.is_chance():
        state.apply(state.sample_chance())


def _match_snapshot(path: Path, state: GameState[Any], snapshot: dict[str, Any]) -> None:
    want = _canonical(snapshot)
    if _canonical(state.to_json()) == want:
        return
    # A save made after an action that led to a roll may hold the position before the roll,
    # after it, or between two of its dice (the match saves after every die): all are the same
    # game, each die being fixed by the seed.
    rolled = state.clone()
    dice = 0
    while rolled.is_chance():
        rolled.apply(rolled.sample_chance())
        dice += 1
        if _canonical(rolled.to_json()) == want:
            for _ in range(dice):
                state.apply(state.sample_chance())
            return
    where, saved, replayed = _first_difference(snapshot, state.to_json(), "snapshot")
    raise SaveError(path, where, translate(
        "Saves", "is {saved} but replaying the actions gives {replayed}: the save is damaged or was made "
        "under other rules").format(saved=_clip(saved), replayed=_clip(replayed)))


_ABSENT = object()  # a key one side lacks; _clip spells it "missing"


def _first_difference(saved: Any, replayed: Any, where: str) -> tuple[str, Any, Any]:
    """The deepest field where two JSON values part, so the message points at it."""
    if isinstance(saved, dict) and isinstance(replayed, dict):
        for key in sorted(set(saved) | set(replayed)):
            a, b = saved.get(key, _ABSENT), replayed.get(key, _ABSENT)
            if a is _ABSENT or b is _ABSENT:
                return f"{where}.{key}", a, b
            if _canonical(a) != _canonical(b):
                return _first_difference(a, b, f"{where}.{key}")
    if isinstance(saved, list) and isinstance(replayed, list) and len(saved) == len(replayed):
        for i, (a, b) in enumerate(zip(saved, replayed, strict=True)):
            if _canonical(a) != _canonical(b):
                return _first_difference(a, b, f"{where}[{i}]")
    return where, saved, replayed


# --- writing ------------------------------------------------------------------------------------
def _encode(path: Path, document: dict[str, Any]) -> str:
    try:
        return json.dumps(document, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    except (TypeError, ValueError) as e:
        raise SaveError(path, "", translate("Saves", "cannot be written as JSON: {reason}").format(
            reason=e)) from None


# --- small helpers --------------------------------------------------------------------------------
def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _canonical(value: Any) -> str:
    # Text, not ==, so that true and 1, or 5 and 5.0, count as different (JSON types matter).
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _clip(value: Any, limit: int = 60) -> str:
    if value is _ABSENT:
        return "missing"
    text = json.dumps(value, ensure_ascii=False) if _is_jsonable(value) else repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _is_jsonable(value: Any) -> bool:
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError):
        return False
    return True


def _write(path: Path, data: bytes) -> None:
    try:
        write_atomically(path, data)
    except OSError as e:
        raise SaveError(path, "", cannot_be_written(e)) from None
