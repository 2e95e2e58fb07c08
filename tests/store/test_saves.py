"""Saved games: a save replays to the position it was made in; anything else is refused, untouched."""

from __future__ import annotations

import json
import os
import random
import re
import stat
from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any, Self

import pytest

from engine.core.errors import IllegalAction, NotationError, PositionError, SalleError
from engine.core.game import CHANCE, TERMINAL, Game, GameState, ModuleNotation, OptionSpec
from engine.core.rng import rng_for
from engine.games import get_game
from engine.store import saves
from engine.store.saves import SaveError, Seat, load_game, save_game
from tests.store.fifo import at_once, make_fifo

OPTIONS = {"level": "standard"}
SEATS = (Seat("human", None, "Ann"), Seat("ai", "club", "Club"))
OLD = 1_000_000_000  # an mtime long past, so any rewrite would show


def play(moves: int, seed: int = 7, options: Mapping[str, Any] = OPTIONS) -> tuple[GameState[Any], list[str]]:
    """A match after `moves` random legal actions (fewer if it ends first), and their notation."""
    state = get_game("en-garde").new(options, seed)
    rng = random.Random(seed)
    texts: list[str] = []
    while len(texts) < moves and not state.is_terminal():
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        texts.append(state.format_action(action))
        state.apply(action)
    return state, texts


def write_save(path: Path, moves: int = 12, seed: int = 7) -> GameState[Any]:
    state, texts = play(moves, seed)
    save_game(path, "en-garde", OPTIONS, seed, texts, SEATS, state)
    return state


def document(tmp_path: Path, moves: int = 12) -> dict[str, Any]:
    source = tmp_path / "source.json"
    write_save(source, moves)
    data: dict[str, Any] = json.loads(source.read_text("utf-8"))
    source.unlink()
    return data


def files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def refused(path: Path, field: str, call: Callable[[], object] | None = None) -> SaveError:
    """Run `call` (default: load `path`), expect SaveError on `field`, and check nothing changed."""
    existed = path.exists()
    if existed and path.is_file():
        os.utime(path, ns=(OLD * 10**9, OLD * 10**9))
        before = path.read_bytes()
    listing = files(path.parent)
    with pytest.raises(SaveError) as caught:
        (call or (lambda: load_game(path)))()
    error = caught.value
    assert error.field == field
    assert str(error).startswith(f"{path.name}: {field}: " if field else f"{path.name}: ")
    assert isinstance(error, SalleError)
    assert files(path.parent) == listing  # nothing made, nothing left behind
    if existed and path.is_file():
        assert path.read_bytes() == before
        assert path.stat().st_mtime_ns == OLD * 10**9
    return error


# --- round trips ----------------------------------------------------------------------------------
def test_a_save_made_mid_game_loads_into_the_same_position(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    state, texts = play(15, seed=11, options={"level": "advanced", "parry": "total"})
    save_game(path, "en-garde", {"level": "advanced", "parry": "total"}, 11, texts, SEATS, state)
    loaded = load_game(path)
    assert loaded.state.to_json() == state.to_json()
    assert loaded.state.legal_actions() == state.legal_actions()
    assert loaded.game == "en-garde"
    assert loaded.options == get_game("en-garde").parse_options({"level": "advanced", "parry": "total"})
    assert loaded.seed == 11
    assert loaded.seats == SEATS
    assert loaded.actions == texts and len(texts) == 15
    assert loaded.saved_at.tzinfo is not None
    assert abs((datetime.now(loaded.saved_at.tzinfo) - loaded.saved_at).total_seconds()) < 60


def test_the_file_holds_the_documented_fields(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    state = write_save(path, moves=5)
    data = json.loads(path.read_text("utf-8"))
    assert list(data) == ["format", "schema", "game", "options", "seed", "seats", "actions", "snapshot",
                          "saved_at"]
    assert data["format"] == "salle-save" and data["schema"] == 1
    assert data["seats"] == [{"kind": "human", "level": None, "name": "Ann"},
                             {"kind": "ai", "level": "club", "name": "Club"}]
    assert len(data["actions"]) == 5 and all(isinstance(a, str) for a in data["actions"])
    assert data["snapshot"] == state.to_json()
    datetime.fromisoformat(data["saved_at"])


def test_an_alias_and_partial_options_are_stored_complete(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    state, texts = play(4, options={})
    save_game(path, "engarde", {}, 7, texts, SEATS, state)
    data = json.loads(path.read_text("utf-8"))
    assert data["game"] == "en-garde"
    assert data["options"] == {"level": "standard", "parry": "total", "discards": "hidden", "hits": 5,
                               "first": 0}


def test_an_option_added_later_takes_the_value_older_saves_were_played_under() -> None:
    """An option with `before` is read from a stored game that does not name it as the game
    behaved before the option existed; new games get its default, and a named value stays."""
    game = Game(name="toy", title="Toy", state_class=GameState,  # type: ignore[type-abstract]
                options=[OptionSpec("hits", 5, (5, 7), "hits"),
                         OptionSpec("clock", "off", ("off", "on"), "clock", before="on")],
                heuristics=None,  # type: ignore[arg-type]
                render_text=lambda view, names: "", describe_action=str, notation_help="")
    assert game.parse_options({}) == {"hits": 5, "clock": "off"}
    assert game.stored_options({"hits": 7}) == {"hits": 7, "clock": "on"}
    assert game.stored_options({"clock": "off"}) == {"hits": 5, "clock": "off"}


@pytest.mark.parametrize("moves", [0, 10_000])
def test_a_save_at_the_start_or_after_the_end_round_trips(tmp_path: Path, moves: int) -> None:
    path = tmp_path / "game.json"
    state = write_save(path, moves=moves, seed=3)
    loaded = load_game(path)
    assert loaded.state.to_json() == state.to_json()
    assert loaded.state.is_terminal() == (moves > 0)


def test_a_byte_order_mark_from_an_editor_is_tolerated(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    state = write_save(path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert load_game(path).state.to_json() == state.to_json()


# --- atomic writes ----------------------------------------------------------------------------------
def test_saving_leaves_only_the_save_in_the_folder(tmp_path: Path) -> None:
    write_save(tmp_path / "game.json")
    assert files(tmp_path) == ["game.json"]


def test_saving_again_replaces_a_valid_save(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_save(path, moves=4)
    os.chmod(path, 0o640)
    later = write_save(path, moves=20)
    assert load_game(path).state.to_json() == later.to_json()
    assert len(load_game(path).actions) == 20
    assert files(tmp_path) == ["game.json"]
    if os.name == "posix":
        assert path.stat().st_mode & 0o777 == 0o640


def test_the_data_reaches_the_disk_before_the_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        calls.append("fsync")
        real_fsync(fd)

    def replace(src: Any, dst: Any) -> None:
        calls.append("replace")
        real_replace(src, dst)

    monkeypatch.setattr(saves.os, "fsync", fsync)
    monkeypatch.setattr(saves.os, "replace", replace)
    write_save(tmp_path / "game.json")
    assert calls.index("fsync") < calls.index("replace")


def test_a_failed_write_keeps_the_old_save_and_no_temporary_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    old = write_save(path, moves=4)
    state, texts = play(9)

    def disk_full(src: Any, dst: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves.os, "replace", disk_full)
    error = refused(path, "", lambda: save_game(path, "en-garde", OPTIONS, 7, texts, SEATS, state))
    assert "the disk is full" in str(error)
    monkeypatch.undo()
    assert load_game(path).state.to_json() == old.to_json()


@pytest.mark.parametrize("content", [
    b"my novel, chapter one",
    b'{"format": "someone-elses", "data": 1}',
    b"\xff\xfe\x00binary",
    b"",
], ids=["text", "foreign-json", "binary", "empty"])
def test_a_foreign_or_damaged_file_is_never_overwritten(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(content)
    state, texts = play(6)
    error = refused(path, "format" if b"format" in content else "",
                    lambda: save_game(path, "en-garde", OPTIONS, 7, texts, SEATS, state))
    assert "not overwritten" in str(error)


def test_a_truncated_save_is_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_save(path)
    path.write_bytes(path.read_bytes()[:200])
    state, texts = play(6)
    error = refused(path, "", lambda: save_game(path, "en-garde", OPTIONS, 7, texts, SEATS, state))
    assert "truncated" in str(error) and "not overwritten" in str(error)


def test_a_save_that_could_not_be_loaded_is_never_written(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    state, texts = play(10)
    with pytest.raises(SaveError) as caught:
        save_game(path, "en-garde", OPTIONS, 7, texts[:-1], SEATS, state)
    assert caught.value.field.startswith("snapshot.")
    assert str(caught.value).startswith(f"game.json: {caught.value.field}: ")
    assert "replaying the actions gives" in str(caught.value)
    assert files(tmp_path) == []


def test_a_seat_with_an_unknown_ai_level_is_not_saved(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    state, texts = play(3)
    seats = (SEATS[0], Seat("ai", "grandmaster", "GM"))
    error = refused(path, "seats[1].level", lambda: save_game(path, "en-garde", OPTIONS, 7, texts, seats,
                                                              state))
    assert "grandmaster" in str(error) and "club" in str(error)


# --- refusals on load -------------------------------------------------------------------------------
def test_a_missing_file_is_named(tmp_path: Path) -> None:
    assert "no such file" in str(refused(tmp_path / "gone.json", ""))


def test_a_folder_is_not_a_save(tmp_path: Path) -> None:
    (tmp_path / "folder.json").mkdir()
    assert "folder" in str(refused(tmp_path / "folder.json", ""))


@pytest.mark.parametrize(("content", "words"), [
    (b"\x89PNG\r\n\x1a\n\x00\x00", ["not UTF-8", "0x89", "offset 0"]),
    (b"", ["empty"]),
    (b"hello world", ["not JSON", "line 1 column 1"]),
    (b'{"format": "salle-save",\n "schema": 1,,}', ["not JSON", "line 2 column 14"]),
    (b"[1, 2, 3]", ["array", "not an object"]),
    (b'"salle-save"', ["string", "not an object"]),
    (b'{"format": "salle-save", "schema": NaN}', ["NaN"]),
], ids=["binary", "empty", "words", "bad-comma", "array", "string", "nan"])
def test_a_file_that_is_not_a_json_object_is_refused(
        tmp_path: Path, content: bytes, words: list[str]) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(content)
    message = str(refused(path, ""))
    for word in words:
        assert word in message


@pytest.mark.parametrize("cut", [0.3, 0.5, 0.9, 0.999])
def test_a_truncated_save_says_so_with_line_and_column(tmp_path: Path, cut: float) -> None:
    path = tmp_path / "game.json"
    write_save(path)
    whole = path.read_bytes()
    path.write_bytes(whole[: int(len(whole) * cut)])
    message = str(refused(path, ""))
    assert "truncated" in message
    assert re.search(r"line \d+ column \d+", message)


# (field, what to do to the document, words the message must hold)
Change = Callable[[dict[str, Any]], None]
CASES: list[tuple[str, str, Change, list[str]]] = [
    ("foreign", "format", lambda d: d.update(format="kpat-save"), ["kpat-save", "not a Salle save"]),
    ("no-format", "format", lambda d: d.pop("format"), ["missing", "not a Salle save"]),
    ("newer", "schema", lambda d: d.update(schema=saves.SCHEMA + 1), ["newer Salle", str(saves.SCHEMA + 1)]),
    ("played-old-schema", "played_s", lambda d: d.update(played_s=60.0), ["not a field of a schema 1 save"]),
    ("played-negative", "played_s", lambda d: d.update(schema=4, played_s=-1), ["seconds", "-1"]),
    ("played-text", "played_s", lambda d: d.update(schema=4, played_s="7 min"), ["seconds", "7 min"]),
    ("played-bool", "played_s", lambda d: d.update(schema=4, played_s=True), ["seconds", "true"]),
    ("played-huge", "played_s", lambda d: d.update(schema=4, played_s=1e12), ["seconds"]),
    ("schema-text", "schema", lambda d: d.update(schema="1"), ["whole number"]),
    ("schema-zero", "schema", lambda d: d.update(schema=0), ["whole number"]),
    ("missing-seed", "seed", lambda d: d.pop("seed"), ["missing"]),
    ("extra", "cheats", lambda d: d.update(cheats=True), ["not a field"]),
    ("game-unknown", "game", lambda d: d.update(game="chess"), ["chess", "en-garde"]),
    ("game-number", "game", lambda d: d.update(game=3), ["game name"]),
    ("options-list", "options", lambda d: d.update(options=[]), ["object"]),
    ("options-value", "options.level", lambda d: d["options"].update(level="expert"), ["expert"]),
    ("options-name", "options.speed", lambda d: d["options"].update(speed=2), ["not an option"]),
    ("seed-text", "seed", lambda d: d.update(seed="7"), ["whole number"]),
    ("seed-float", "seed", lambda d: d.update(seed=7.5), ["7.5"]),
    ("seed-bool", "seed", lambda d: d.update(seed=True), ["true"]),
    ("seed-negative", "seed", lambda d: d.update(seed=-1), ["-1"]),
    ("seats-one", "seats", lambda d: d["seats"].pop(), ["two seats"]),
    ("seat-kind", "seats[0].kind", lambda d: d["seats"][0].update(kind="robot"), ["robot"]),
    ("seat-level", "seats[1].level", lambda d: d["seats"][1].update(level="grandmaster"), ["grandmaster"]),
    ("seat-human-level", "seats[0].level", lambda d: d["seats"][0].update(level="club"), ["person"]),
    ("seat-name", "seats[0].name", lambda d: d["seats"][0].update(name=5), ["text"]),
    ("seat-missing", "seats[1].name", lambda d: d["seats"][1].pop("name"), ["missing"]),
    ("actions-text", "actions", lambda d: d.update(actions="F1 F2"), ["list"]),
    ("action-number", "actions[2]", lambda d: d["actions"].__setitem__(2, 3), ["notation"]),
    ("action-notation", "actions[6]", lambda d: d["actions"].__setitem__(6, "F9"),
     ["'F9' is not En Garde notation"]),
    ("saved-at", "saved_at", lambda d: d.update(saved_at="last Tuesday"), ["ISO date", "last Tuesday"]),
    ("snapshot-list", "snapshot.position", lambda d: d.update(snapshot=[]), ["object"]),
    ("snapshot-hands", "snapshot.hands", lambda d: d["snapshot"].update(hands="x"), ["list"]),
    ("snapshot-phase", "snapshot.phase", lambda d: d["snapshot"].update(phase="lunch"), ["lunch"]),
    ("snapshot-game", "snapshot.game", lambda d: d["snapshot"].update(game="chess"), ["chess"]),
    ("snapshot-seed", "snapshot.seed", lambda d: d["snapshot"].update(seed=8), ["replaying"]),
    ("lost-action", "snapshot.", lambda d: d["actions"].pop(), ["replaying"]),
    # 0 and false are equal in Python but not in JSON: options are checked with their types
    ("snapshot-type", "snapshot.options.first", lambda d: d["snapshot"]["options"].update(first=False),
     ["False", "not one of"]),
    ("snapshot-pos", "snapshot.pos[1]", lambda d: d["snapshot"]["pos"].__setitem__(1, 21), ["is 21"]),
]


@pytest.mark.parametrize(("field", "change", "words"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_damaged_save_is_refused_naming_the_field(
        tmp_path: Path, field: str, change: Change, words: list[str]) -> None:
    data = document(tmp_path)
    change(data)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data, indent=1), "utf-8")
    if field.endswith("."):  # the first field that differs depends on the game: any snapshot field
        with pytest.raises(SaveError) as caught:
            load_game(path)
        field = caught.value.field
        assert field.startswith("snapshot.")
    message = str(refused(path, field))
    for word in words:
        assert word in message


def test_an_illegal_action_is_refused_with_the_rules_own_reason(tmp_path: Path) -> None:
    data = document(tmp_path)
    # H (hold) exists only once the pack is out: early in a match it is never legal
    state, _ = play(3)
    with pytest.raises(IllegalAction) as rule:
        state.apply(state.parse_action("H"))
    data["actions"][3] = "H"
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), "utf-8")
    assert str(refused(path, "actions[3]")) == f"game.json: actions[3]: {rule.value}"


def test_an_action_after_the_end_of_the_match_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    state, texts = play(10_000, seed=5)
    assert state.is_terminal()
    save_game(path, "en-garde", OPTIONS, 5, texts, SEATS, state)
    data = json.loads(path.read_text("utf-8"))
    data["actions"].append("F1")
    path.write_text(json.dumps(data), "utf-8")
    message = str(refused(path, f"actions[{len(texts)}]"))
    assert "after the end of the game" in message


def test_the_message_reads_like_the_example(tmp_path: Path) -> None:
    data = document(tmp_path, moves=14)
    data["actions"][12] = "F9"
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), "utf-8")
    message = str(refused(path, "actions[12]"))
    assert message.startswith("game.json: actions[12]: 'F9' is not En Garde notation")


# --- games with dice ----------------------------------------------------------------------------------
class DiceNotation:
    """The dice race's notation: R1-R6 a roll, K keep it, X let it go."""

    def format_action(self, action: str) -> str:
        return action

    def parse_action(self, text: str) -> str:
        token = text.strip().upper()
        if not re.fullmatch(r"K|X|R[1-6]", token):
            raise NotationError(f"{text!r} is not dice notation")
        return token

    def action_to_dict(self, action: str) -> dict[str, Any]:
        return {"kind": action}

    def action_from_dict(self, data: Mapping[str, Any]) -> str:
        return self.parse_action(str(data.get("kind")))


class DiceState(ModuleNotation, GameState[str]):
    """A two-seat dice race: a die is rolled (chance), then the mover keeps it (K) or lets it go (X)."""

    NOTATION = DiceNotation()

    def __init__(self, seed: int, target: int) -> None:
        self.seed, self.target = seed, target
        self.scores = [0, 0]
        self.to_move = 0
        self.rolls = 0
        self.rolled: int | None = None

    @classmethod
    def new(cls, options: Mapping[str, Any], seed: int) -> Self:
        return cls(seed, options["target"])

    def current_player(self) -> int:
        if max(self.scores) >= self.target:
            return TERMINAL
        return CHANCE if self.rolled is None else self.to_move

    def legal_actions(self) -> list[str]:
        player = self.current_player()
        if player == TERMINAL:
            return []
        return [f"R{v}" for v in range(1, 7)] if player == CHANCE else ["K", "X"]

    def sample_chance(self) -> str:
        if not self.is_chance():
            raise IllegalAction("no die is to be rolled")
        return f"R{rng_for(self.seed, 'roll', self.rolls).randint(1, 6)}"

    def step(self, action: str) -> None:
        if action.startswith("R"):
            self.rolled, self.rolls = int(action[1:]), self.rolls + 1
            return
        if action == "K":
            self.scores[self.to_move] += self.rolled or 0
        self.rolled, self.to_move = None, 1 - self.to_move

    def apply(self, action: str) -> list[Any]:
        self.check_legal(action)
        self.step(action)
        return []

    def returns(self) -> tuple[float, float]:
        return (0.0, 0.0)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.to_json()

    def clone(self) -> Self:
        return type(self).from_json(self.to_json())

    def to_json(self) -> dict[str, Any]:
        return {"game": "dice", "seed": self.seed, "target": self.target, "scores": self.scores[:],
                "to_move": self.to_move, "rolls": self.rolls, "rolled": self.rolled}

    @classmethod
    def from_view(cls, view: Mapping[str, Any], rng: random.Random) -> Self:
        return cls.from_json(view)

    @classmethod
    def from_json(cls, data: Any) -> Self:
        if not isinstance(data, Mapping):
            raise PositionError("position", "must be a JSON object")
        for key in ("game", "seed", "target", "scores", "to_move", "rolls", "rolled"):
            if key not in data:
                raise PositionError(key, "is missing")
        state = cls(data["seed"], data["target"])
        state.scores, state.to_move = list(data["scores"]), data["to_move"]
        state.rolls, state.rolled = data["rolls"], data["rolled"]
        return state


DICE = Game(name="dice", title="Dice race", state_class=DiceState,
            options=[OptionSpec("target", 30, (30,), "points to win")],
            heuristics=None,  # type: ignore[arg-type]  # saves never ask the AI
            render_text=lambda view, names: "", describe_action=str, notation_help="K or X")


@pytest.fixture
def dice(monkeypatch: pytest.MonkeyPatch) -> None:
    real = saves.get_game
    monkeypatch.setattr(saves, "get_game", lambda name: DICE if name == "dice" else real(name))


def dice_match(turns: int, seed: int) -> tuple[DiceState, list[str]]:
    """Play `turns` turns the way a table does: roll from the seed, then the mover decides."""
    state = DiceState.new({"target": 30}, seed)
    rng = random.Random(seed)
    texts: list[str] = []
    for _ in range(turns):
        state.apply(state.sample_chance())
        choice = rng.choice(state.legal_actions())
        texts.append(choice)
        state.apply(choice)
    return state, texts


@pytest.mark.usefixtures("dice")
@pytest.mark.parametrize("rolled_last", [False, True], ids=["before-the-roll", "after-the-roll"])
def test_dice_are_rolled_again_from_the_seed(tmp_path: Path, rolled_last: bool) -> None:
    state, texts = dice_match(6, seed=4)
    if rolled_last:
        state.apply(state.sample_chance())
    path = tmp_path / "dice.json"
    save_game(path, "dice", {}, 4, texts, SEATS, state)
    assert "R1" not in json.loads(path.read_text("utf-8"))["actions"]
    loaded = load_game(path)
    assert loaded.state.to_json() == state.to_json()
    assert loaded.state.is_chance() != rolled_last
    assert sum(loaded.state.to_json()["scores"]) > 0


@pytest.mark.usefixtures("dice")
def test_a_roll_the_seed_would_not_give_is_refused(tmp_path: Path) -> None:
    state, texts = dice_match(3, seed=4)
    state.apply(state.sample_chance())
    path = tmp_path / "dice.json"
    save_game(path, "dice", {}, 4, texts, SEATS, state)
    data = json.loads(path.read_text("utf-8"))
    data["snapshot"]["rolled"] = data["snapshot"]["rolled"] % 6 + 1
    path.write_text(json.dumps(data), "utf-8")
    assert "replaying" in str(refused(path, "snapshot.rolled"))


# --- files that are not files ------------------------------------------------------------------------
def test_a_pipe_named_like_a_save_is_refused_at_once_never_read(tmp_path: Path) -> None:
    pipe = make_fifo(tmp_path / "game.salle.json")
    error = at_once(pipe, lambda: refused(pipe, ""))
    assert str(error) == "game.salle.json: is a pipe (FIFO), not a Salle save: it was not read"


def test_a_save_is_not_written_over_a_pipe(tmp_path: Path) -> None:
    from engine.store.saves import NotOverwritten

    pipe = make_fifo(tmp_path / "game.salle.json")
    state, texts = play(3)
    error = at_once(pipe, lambda: refused(
        pipe, "", lambda: save_game(pipe, "en-garde", OPTIONS, 7, texts, SEATS, state)))
    assert isinstance(error, NotOverwritten) and "not overwritten" in str(error)
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)


def test_a_damaged_save_is_set_aside_under_a_dated_name(tmp_path: Path) -> None:
    from engine.store.saves import set_aside_damaged

    path = tmp_path / "autosave.json"
    path.write_bytes(b'{"format": "salle-save", "sch')
    kept = set_aside_damaged(path)
    assert not path.exists() and kept.parent == tmp_path
    assert re.fullmatch(r"autosave\.json\.damaged-\d{4}-\d\d-\d\d-\d{6}", kept.name)
    assert kept.read_bytes() == b'{"format": "salle-save", "sch'
    path.write_bytes(b"again")
    assert set_aside_damaged(path) != kept and kept.exists()  # a second one never replaces the first


def test_a_save_may_give_its_actions_in_the_structured_form(tmp_path: Path) -> None:
    """A save's actions are accepted as notation or as {"kind": ...} objects, one way or the
    other per action; the loaded game holds them as notation and reaches the same position."""
    data = document(tmp_path, moves=12)
    game = get_game("en-garde")
    texts = list(data["actions"])
    data["actions"] = [game.action_to_dict(game.parse_action(t)) if i % 2 else t for i, t in enumerate(texts)]
    assert any(isinstance(a, dict) for a in data["actions"])
    path = tmp_path / "mixed.json"
    path.write_text(json.dumps(data), "utf-8")
    loaded = load_game(path)
    assert loaded.actions == texts
    assert loaded.state.to_json() == data["snapshot"]


def test_a_structured_action_that_names_no_action_is_refused_naming_it(tmp_path: Path) -> None:
    data = document(tmp_path, moves=4)
    data["actions"][2] = {"kind": "lunge"}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), "utf-8")
    error = refused(path, "actions[2]")
    assert "lunge" in str(error) and "kind" in str(error)


@pytest.mark.parametrize("game_name", ["barditus", "ready-fence", "audatia", "en-garde"])
def test_a_save_of_a_game_made_with_todays_defaults_names_every_option(tmp_path: Path,
                                                                        game_name: str) -> None:
    """An option a caller leaves out is played at today's default; the save names it, since a
    reader gives a missing option the value from before it existed (Barditus's retreat rule)."""
    from engine.store.saves import Seat, load_game, save_game

    game = get_game(game_name)
    state = game.new({}, 3)
    save_game(tmp_path / "s.json", game_name, {}, 3, [], (Seat("human"), Seat("ai", "novice")), state)
    loaded = load_game(tmp_path / "s.json")
    assert loaded.options == game.parse_options({})


def test_the_time_played_is_kept_and_an_older_save_has_none(tmp_path: Path) -> None:
    state, texts = play(12)
    path = tmp_path / "timed.salle"
    save_game(path, "en-garde", OPTIONS, 7, texts, SEATS, state, played_s=421.34)
    data = json.loads(path.read_text("utf-8"))
    assert data["schema"] == 4 and data["played_s"] == 421.3
    assert load_game(path).played_s == 421.3
    write_save(path)  # without a time: written as before
    assert json.loads(path.read_text("utf-8"))["schema"] == 1 and load_game(path).played_s == 0.0
