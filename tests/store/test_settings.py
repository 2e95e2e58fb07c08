"""Player settings: they round-trip, fall back to defaults field by field, and never destroy a file."""

from __future__ import annotations

import errno
import json
import os
import stat
from pathlib import Path
from typing import Any

import pytest

from engine.store import settings as settings_module
from engine.store.paths import config_dir
from engine.store.settings import Settings, SettingsError, load_settings, save_settings, settings_path
from tests.store.fifo import at_once, make_fifo

LAST_GAME: dict[str, Any] = {
    "game": "en-garde",
    "options": {"level": "advanced", "parry": "total", "discards": "open", "hits": 7, "first": 1},
    "seats": [{"kind": "human", "level": None, "name": "Ann"},
              {"kind": "ai", "level": "master", "name": "Master"}],
    "seed": 1234,
}


def chosen() -> Settings:
    return Settings(animation_speed="fast", palette="dark", names=["Ann", "Bob"],
                    last_game=json.loads(json.dumps(LAST_GAME)), window_geometry="AdnQywADAAA=",
                    show_hints=False, language="de")


def test_settings_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(chosen(), path)
    loaded, message = load_settings(path)
    assert message is None
    assert loaded == chosen()
    assert loaded != Settings()  # the test would prove nothing if these were the defaults


def test_the_default_place_is_settings_json_in_the_config_folder(salle_home: str) -> None:
    assert settings_path() == config_dir() / "settings.json"
    assert settings_path().is_relative_to(Path(salle_home))
    save_settings(chosen())
    assert json.loads(settings_path().read_text("utf-8"))["palette"] == "dark"
    assert load_settings() == (chosen(), None)


def test_a_missing_file_gives_the_defaults_silently(tmp_path: Path) -> None:
    loaded, message = load_settings(tmp_path / "settings.json")
    assert loaded == Settings()
    assert loaded.animation_speed == "normal" and loaded.palette == "system"
    assert loaded.names == ["Fencer A", "Fencer B"] and loaded.show_hints is True
    assert loaded.language == "system"  # the desktop's language until the player picks one
    assert message is None
    assert not (tmp_path / "settings.json").exists()  # reading does not create it


def test_defaults_do_not_share_their_lists() -> None:
    a, b = Settings(), Settings()
    a.names.append("Carl")
    a.last_game["game"] = "en-garde"
    assert b.names == ["Fencer A", "Fencer B"] and b.last_game == {}


@pytest.mark.parametrize("raw, words", [
    (b'{"palette": "dark",', "is truncated: the JSON stops before it is complete"),
    (b"", "is empty"),
    (b"[1, 2]", "not an object"),
    (b'{"palette": "\xff"}', "not UTF-8"),
    (b'{"names": NaN}', "NaN"),
])
def test_a_damaged_file_gives_defaults_a_message_and_stays_as_it_was(
        tmp_path: Path, raw: bytes, words: str) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(raw)
    loaded, message = load_settings(path)
    assert loaded == Settings()
    assert message is not None
    assert message.startswith("settings.json: ")
    assert words in message
    assert "left as it is" in message
    assert path.read_bytes() == raw


def test_a_bad_field_falls_back_alone_and_is_named(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    document = chosen().to_json() | {"animation_speed": "warp"}
    raw = json.dumps(document).encode()
    path.write_bytes(raw)
    loaded, message = load_settings(path)
    assert message == ("settings.json: animation_speed: 'warp' is not one of normal, fast, off "
                       "— using the default")
    assert loaded.animation_speed == "normal"
    assert loaded.palette == "dark" and loaded.names == ["Ann", "Bob"]  # the good fields are kept
    assert loaded.last_game == LAST_GAME
    assert path.read_bytes() == raw


@pytest.mark.parametrize("field, value, named", [
    ("palette", "pink", "palette"),
    ("language", "klingon", "language"),
    ("language", "EN", "language"),
    ("names", ["Ann"], "names"),
    ("names", ["Ann", "  "], "names[1]"),
    ("show_hints", 1, "show_hints"),
    ("window_geometry", 42, "window_geometry"),
    ("data_folder", ["/media/stick"], "data_folder"),
    ("lessons_offered", "en-garde", "lessons_offered"),
    ("lessons_finished", ["en-garde/01-moving-and-attacking", 3], "lessons_finished"),
    ("last_game", [], "last_game"),
    ("last_game", {**LAST_GAME, "seed": -1}, "last_game.seed"),
    ("last_game", {**LAST_GAME, "seats": [LAST_GAME["seats"][0], {"kind": "robot", "level": None,
                                                                   "name": "X"}]},
     "last_game.seats[1].kind"),
    ("last_game", {k: v for k, v in LAST_GAME.items() if k != "options"}, "last_game.options"),
])
def test_each_field_is_checked(tmp_path: Path, field: str, value: object, named: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({field: value, "animation_speed": "off"}))
    loaded, message = load_settings(path)
    assert message is not None and message.startswith(f"settings.json: {named}: ")
    assert message.endswith("— using the default") and len(message.splitlines()) == 1
    assert getattr(loaded, field) == getattr(Settings(), field)
    assert loaded.animation_speed == "off"


def test_several_bad_fields_are_all_named(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"palette": "pink", "show_hints": "yes", "names": ["A", "B"]}))
    loaded, message = load_settings(path)
    assert message is not None
    assert [line.split(": ")[1] for line in message.splitlines()] == ["palette", "show_hints"]
    assert loaded.names == ["A", "B"]


def test_unknown_keys_are_kept_when_the_settings_are_written_back(tmp_path: Path) -> None:
    # a newer Salle wrote "volume": this one does not use it, but must not throw it away
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"palette": "dark", "volume": 11, "table": {"felt": "green"}}))
    loaded, message = load_settings(path)
    assert message is None
    assert loaded == Settings(palette="dark")
    loaded.palette = "light"
    assert save_settings(loaded, path) is None  # nothing was wrong: no copy is made
    written = json.loads(path.read_text("utf-8"))
    assert written["volume"] == 11 and written["table"] == {"felt": "green"}
    assert written["palette"] == "light"
    assert load_settings(path) == (Settings(palette="light"), None)
    assert os.listdir(tmp_path) == ["settings.json"]


def test_a_bad_value_is_reported_and_the_file_copied_before_it_is_rewritten(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    raw = json.dumps({"palette": "neon", "names": ["Ann", "Bob"]}).encode()
    path.write_bytes(raw)
    loaded, message = load_settings(path)
    assert message is not None and "palette" in message
    kept = save_settings(loaded, path)
    assert kept is not None and kept.parent == tmp_path
    assert kept.name.startswith("settings.json.bad-20")
    assert kept.read_bytes() == raw  # the player's hand-typed value is still there to look at
    assert load_settings(path) == (Settings(names=["Ann", "Bob"]), None)  # reported once
    assert save_settings(loaded, path) is None  # the rewritten file has nothing bad: no second copy
    assert sorted(os.listdir(tmp_path)) == ["settings.json", kept.name]


def test_a_bad_value_is_not_overwritten_when_no_copy_can_be_made(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    raw = json.dumps({"palette": "neon"}).encode()
    path.write_bytes(raw)

    def no_copy(path: Path, tag: str) -> Path:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(settings_module, "keep_copy", no_copy)
    with pytest.raises(SettingsError, match=r"settings\.json: holds a bad value and no copy .*disk is full"):
        save_settings(Settings(), path)
    assert path.read_bytes() == raw


def test_save_refuses_to_overwrite_a_damaged_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    raw = b'{"palette": "dark"'  # truncated
    path.write_bytes(raw)
    with pytest.raises(SettingsError) as error:
        save_settings(chosen(), path)
    assert str(error.value).startswith("settings.json: ")
    assert "not overwritten" in str(error.value)
    assert path.read_bytes() == raw
    assert os.listdir(tmp_path) == ["settings.json"]


def test_save_with_force_replaces_a_damaged_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"\x00\x01 not settings")
    save_settings(chosen(), path, force=True)
    assert load_settings(path) == (chosen(), None)


def test_save_overwrites_a_file_that_only_has_bad_fields(tmp_path: Path) -> None:
    # a JSON object with a wrong value is not damaged: saving is how it gets repaired
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"animation_speed": "warp"}))
    save_settings(Settings(animation_speed="fast"), path)
    assert load_settings(path) == (Settings(animation_speed="fast"), None)


def test_save_refuses_settings_that_could_not_be_loaded(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    with pytest.raises(SettingsError, match=r"settings\.json: palette: 'neon' is not one of"):
        save_settings(Settings(palette="neon"), path)
    assert not path.exists()


def test_save_is_atomic_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(palette="light"), path)
    save_settings(chosen(), path)
    assert os.listdir(tmp_path) == ["settings.json"]
    assert load_settings(path)[0] == chosen()


def test_a_failed_write_keeps_the_old_file_and_no_temporary(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(palette="light"), path)
    before = path.read_bytes()

    def broken_replace(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(SettingsError, match="cannot be written: the disk is full"):
        save_settings(chosen(), path)
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["settings.json"]


def test_a_pipe_named_settings_json_is_refused_at_once_and_kept(tmp_path: Path) -> None:
    pipe = make_fifo(tmp_path / "settings.json")
    loaded, message = at_once(pipe, lambda: load_settings(pipe))
    assert loaded == Settings()
    assert message is not None and message.startswith("settings.json: is a pipe (FIFO), not a settings file")
    with pytest.raises(SettingsError, match="not overwritten"):
        at_once(pipe, lambda: save_settings(chosen(), pipe))
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)


def test_a_config_folder_that_cannot_be_made_gives_the_defaults_and_a_message(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "home").write_text("a file, not a folder")
    monkeypatch.setenv("SALLE_HOME", str(tmp_path / "home"))
    loaded, message = load_settings()
    assert loaded == Settings()
    assert message is not None and "cannot keep your settings" in message
    assert "a file stands where a folder should be" in message
    with pytest.raises(SettingsError, match=r"^settings\.json: cannot be written: a file stands where"):
        save_settings(chosen())
