"""Salle's folders: platformdirs under the name "Salle", or $SALLE_HOME for tests and portable installs."""

from __future__ import annotations

from pathlib import Path

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
