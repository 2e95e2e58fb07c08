"""Salle's folders: platformdirs under the name "Salle", or $SALLE_HOME for tests and portable installs."""

from __future__ import annotations

import errno
import os
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest

from engine.store import paths


def test_salle_home_replaces_the_platform_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "portable"
    monkeypatch.setenv("SALLE_HOME", str(home))
    assert paths.config_dir() == home / "config"
    assert paths.data_dir() == home / "data"
    assert paths.saves_dir() == home / "data" / "saves"
    assert paths.history_path() == home / "data" / "history.sqlite3"


def test_folders_are_made_on_demand_but_the_history_file_is_not(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SALLE_HOME", str(tmp_path))
    assert not (tmp_path / "config").exists()
    assert paths.config_dir().is_dir()
    assert paths.saves_dir().is_dir()
    history = paths.history_path()
    assert history.parent.is_dir()
    assert not history.exists()


def test_salle_home_is_read_at_each_call(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SALLE_HOME", str(tmp_path / "one"))
    first = paths.data_dir()
    monkeypatch.setenv("SALLE_HOME", str(tmp_path / "two"))
    assert paths.data_dir() == tmp_path / "two" / "data" != first


@pytest.mark.parametrize("value", [None, "", "   "])
def test_without_salle_home_platformdirs_names_the_folders(
        value: str | None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if value is None:
        monkeypatch.delenv("SALLE_HOME", raising=False)
    else:
        monkeypatch.setenv("SALLE_HOME", value)
    asked: list[tuple[str, str, object]] = []

    def fake(kind: str) -> object:
        def where(appname: str, appauthor: object = None) -> Path:
            asked.append((kind, appname, appauthor))
            return tmp_path / kind / appname
        return where

    # Stand-ins, so the test never makes folders in the real user profile.
    monkeypatch.setattr(paths.platformdirs, "user_config_path", fake("config"))
    monkeypatch.setattr(paths.platformdirs, "user_data_path", fake("data"))
    assert paths.config_dir() == tmp_path / "config" / "Salle"
    assert paths.saves_dir() == tmp_path / "data" / "Salle" / "saves"
    assert paths.saves_dir().is_dir()
    assert ("config", "Salle", False) in asked
    assert ("data", "Salle", False) in asked


# --- folders that cannot be used -------------------------------------------------------------------
def refuse_writes_under(folder: Path, code: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Writes into `folder` fail with `code` (EROFS, EACCES, ENOSPC), as on a read-only or full
    disk; done by patching, because chmod does not stop a test run as root."""
    real_mkstemp, real_replace = tempfile.mkstemp, os.replace

    def inside(where: object) -> bool:
        return Path(str(where)).resolve().is_relative_to(folder.resolve())

    def mkstemp(*args: Any, **kwargs: Any) -> Any:
        if inside(kwargs.get("dir", "")):
            raise OSError(code, os.strerror(code))
        return real_mkstemp(*args, **kwargs)

    def replace(src: Any, dst: Any) -> None:
        if inside(dst):
            raise OSError(code, os.strerror(code))
        real_replace(src, dst)

    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)
    monkeypatch.setattr(os, "replace", replace)


def test_salle_home_naming_a_file_is_a_folder_error_not_a_traceback(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "salle"
    home.write_text("not a folder")
    monkeypatch.setenv("SALLE_HOME", str(home))
    with pytest.raises(paths.FolderError) as caught:
        paths.config_dir()
    assert str(caught.value) == (f"Salle cannot keep your settings in {home / 'config'}: "
                                 "a file stands where a folder should be.")
    with pytest.raises(paths.FolderError, match="saves and practice history"):
        paths.history_path()
    found = paths.prepare_folders()  # never raises: each folder's trouble is reported
    assert [p.which for p in found.problems] == [paths.SETTINGS, paths.DATA]
    assert home.read_text() == "not a folder"


def test_a_file_named_data_spoils_only_the_data_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SALLE_HOME", str(tmp_path))
    (tmp_path / "data").write_text("mine")
    found = paths.prepare_folders()
    assert found.problem(paths.SETTINGS) is None
    problem = found.problem(paths.DATA)
    assert problem is not None and problem.path == tmp_path / "data"
    assert "a file of that name stands where the folder should be" in str(problem)
    assert (tmp_path / "data").read_text() == "mine"


@pytest.mark.parametrize("code, words", [
    (errno.EROFS, "the disk is read-only"),
    (errno.EACCES, "Salle is not allowed to write there"),
    (errno.ENOSPC, "the disk is full"),
])
def test_a_folder_that_refuses_writes_is_found_at_start_up(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int, words: str) -> None:
    monkeypatch.setenv("SALLE_HOME", str(tmp_path))
    paths.data_dir()  # the folder exists: only a write finds out it cannot be used
    refuse_writes_under(tmp_path / "data", code, monkeypatch)
    found = paths.prepare_folders()
    assert found.problem(paths.SETTINGS) is None
    problem = found.problem(paths.DATA)
    assert problem is not None and problem.reason == words
    assert str(problem) == (f"Salle cannot keep your saves and practice history in {tmp_path / 'data'}: "
                            f"{words}.")
    assert sorted(os.listdir(tmp_path / "data")) == ["saves"]  # the check leaves nothing behind


def test_a_chosen_data_folder_replaces_the_usual_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SALLE_HOME", str(tmp_path / "home"))
    paths.use_data_folder(tmp_path / "stick")
    with pytest.raises(paths.FolderError, match="the folder is not there"):
        paths.data_dir()  # a missing chosen folder is not made anew: its disk may be unplugged
    assert not (tmp_path / "stick").exists()
    (tmp_path / "stick").mkdir()
    assert paths.data_dir() == tmp_path / "stick"
    assert paths.history_path() == tmp_path / "stick" / "history.sqlite3"
    assert paths.config_dir() == tmp_path / "home" / "config"  # the settings stay where they were
    paths.use_data_folder(None)
    assert paths.data_dir() == tmp_path / "home" / "data"


def test_leftovers_of_a_killed_write_are_removed_at_start_up(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SALLE_HOME", str(tmp_path))
    saves, config = paths.saves_dir(), paths.config_dir()
    old = [saves / ".autosave.json.k2j4h1.tmp", config / ".settings.json.x8a1.tmp",
           paths.data_dir() / ".history.sqlite3.q1.tmp"]
    for leftover in old:
        leftover.write_text("{half a")
        os.utime(leftover, (time.time() - 3600, time.time() - 3600))
    writing_now = saves / ".game.salle.json.zz9.tmp"  # another Salle's write in progress
    writing_now.write_text("{")
    kept = [saves / "mine.tmp", saves / "autosave.json", saves / ".notes"]
    for path in kept:
        path.write_text("{}")
        os.utime(path, (time.time() - 3600, time.time() - 3600))
    found = paths.prepare_folders()
    assert found.problems == ()
    assert sorted(found.removed) == sorted(old)
    assert not any(p.exists() for p in old)
    assert writing_now.exists() and all(p.exists() for p in kept)
