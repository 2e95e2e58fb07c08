"""A card set named in a save or a history row is looked up by name among the sets Salle knows (its
data folder's card-sets/ and the folders the player added), never followed as a path: a file cannot
send Salle to read cards outside its folders. A person typing a folder on the command line may."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.games import get_game
from engine.replay import Replay, ReplayError
from engine.store.cardsets import (
    CardSet,
    card_set_in_play,
    check_ref,
    find_card_set,
    look_elsewhere,
    new_card_set,
    read_card_set,
    use_card_set,
)
from engine.store.history import History
from engine.store.saves import SaveError, Seat, load_game, save_game
from tests.store.fifo import at_once, make_fifo

SEATS = (Seat("human", None, "Ann"), Seat("ai", "club", "Club"))
WRITTEN = ["{outside}", "~/Outside", "../Outside", "Outside"]


@pytest.fixture
def outside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CardSet:
    """A good set Salle does not know, at tmp/Outside, reachable as ~/Outside and ../Outside."""
    made = new_card_set("Outside", "en-garde", where=tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path))
    (tmp_path / "here").mkdir()
    monkeypatch.chdir(tmp_path / "here")
    return made


def save_naming(path: Path, card_set: CardSet, name: str) -> bytes:
    """A save played with `card_set`, whose `cards` then names `name`."""
    use_card_set(card_set)
    state = get_game("en-garde").new({}, 5)
    action = state.legal_actions()[0]
    text = state.format_action(action)
    state.apply(action)
    save_game(path, "en-garde", {}, 5, [text], SEATS, state, card_set=card_set)
    use_card_set(None)
    data = json.loads(path.read_text("utf-8"))
    data["cards"]["name"] = name
    path.write_text(json.dumps(data), "utf-8")
    return path.read_bytes()


@pytest.mark.parametrize("written", WRITTEN)
def test_a_save_naming_a_folder_as_its_card_set_is_refused_not_played_with_those_cards(
        tmp_path: Path, outside: CardSet, written: str) -> None:
    name = written.format(outside=outside.folder)
    path = tmp_path / "game.salle.json"
    before = save_naming(path, outside, name)
    with pytest.raises(SaveError) as caught:
        load_game(path)
    assert caught.value.field == "cards" and repr(name) in str(caught.value)
    assert card_set_in_play() is None
    assert path.read_bytes() == before


@pytest.mark.parametrize("written", WRITTEN)
def test_a_history_row_naming_a_folder_as_its_card_set_is_not_replayed(
        tmp_path: Path, outside: CardSet, written: str) -> None:
    import sqlite3
    from contextlib import closing

    name = written.format(outside=outside.folder)
    path = tmp_path / "h.sqlite3"
    state = get_game("en-garde").new({}, 5)
    with History(path) as h:
        h.record("en-garde", {}, SEATS, None, state.scores(), [], 1.0, seed=5, card_set=outside)
    with closing(sqlite3.connect(path)) as db, db:
        db.execute("UPDATE games SET card_set = ?", (json.dumps({"name": name, "hash": outside.hash}),))
    with History(path) as h:
        (row,) = h.recent()
    with pytest.raises(ReplayError, match=re.escape(repr(name))):
        Replay.from_row(row)
    assert card_set_in_play() is None


def test_a_set_the_player_added_is_found_by_its_name(outside: CardSet) -> None:
    assert check_ref(outside.ref()).card_set is None
    look_elsewhere([outside.folder])
    found = check_ref(outside.ref())
    assert found.card_set is not None and found.card_set.folder == outside.folder and found.warning == ""


def test_on_the_command_line_a_folder_may_be_named(outside: CardSet) -> None:
    assert find_card_set(str(outside.folder)).hash == outside.hash
    assert find_card_set("../Outside").hash == outside.hash


def test_a_pipe_or_a_link_to_a_device_in_a_set_is_refused_at_once(tmp_path: Path) -> None:
    made = new_card_set("Piped", "en-garde")
    pipe = make_fifo(made.folder / "a.toml")
    (made.folder / "b.toml").symlink_to("/dev/zero")
    found = at_once(pipe, lambda: read_card_set(made.folder))
    problems = {p.file: p.problem for p in found.errors}
    assert "pipe" in problems["a.toml"] and "device" in problems["b.toml"] and not found.ok
