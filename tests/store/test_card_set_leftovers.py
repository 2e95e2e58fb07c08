"""A write the card editor had going when Salle was killed leaves a .tmp file in the card set's
folder: start-up clears it there too, in the data folder's sets and in those kept elsewhere."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from engine.store import paths


def left(path: Path, age_s: float = 3600) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[[cards]]\nid = ")
    os.utime(path, (time.time() - age_s, time.time() - age_s))
    return path


def test_card_set_folders_are_cleared_of_a_killed_writes_leftovers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SALLE_HOME", str(tmp_path / "home"))
    sets = paths.data_dir() / "card-sets"
    elsewhere = tmp_path / "usb" / "My duellists"
    old = [left(sets / "Sworn bands" / ".roman.toml.a1b2.tmp"), left(elsewhere / ".deck.toml.9z.tmp")]
    writing_now = left(sets / "Sworn bands" / ".gallic.toml.c3.tmp", age_s=1)  # another Salle, now
    kept = [left(sets / "Sworn bands" / "roman.toml"), left(elsewhere / "deck.toml"),
            left(sets / ".hidden" / ".x.toml.q.tmp")]  # not a set: names starting with a dot are not
    found = paths.prepare_folders([str(elsewhere), str(tmp_path / "unplugged")])
    assert found.problems == ()
    assert sorted(found.removed) == sorted(old)
    assert not any(p.exists() for p in old)
    assert writing_now.exists() and all(p.exists() for p in kept)


def test_without_card_sets_nothing_is_made_for_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SALLE_HOME", str(tmp_path))
    assert paths.prepare_folders().problems == ()
    assert not (paths.data_dir() / "card-sets").exists()
