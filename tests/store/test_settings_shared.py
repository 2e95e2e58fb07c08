"""Two Salles on one settings file: each writes back only the settings it changed, so both keep
their changes; the file is re-read under a lock when written, and a damaged file is still left alone."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from engine.store import settings as settings_module
from engine.store.settings import Settings, SettingsError, load_settings, save_settings

ROOT = Path(__file__).resolve().parents[2]


def two_windows(path: Path) -> tuple[Settings, Settings]:
    first, problem = load_settings(path)
    second, other = load_settings(path)
    assert problem is None and other is None
    return first, second


def test_two_salles_changing_different_settings_both_keep_their_changes(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(names=["Ann", "Bob"]), path)
    first, second = two_windows(path)
    first.palette = "dark"
    save_settings(first, path)
    second.animation_speed = "fast"
    second.lessons_finished = ["en-garde/first"]
    save_settings(second, path)
    on_disk, _ = load_settings(path)
    assert (on_disk.palette, on_disk.animation_speed) == ("dark", "fast")
    assert on_disk.lessons_finished == ["en-garde/first"] and on_disk.names == ["Ann", "Bob"]
    # the second window now holds the first's choice too, and writing again keeps it
    assert second.palette == "dark"
    second.window_geometry = "AAAA"
    save_settings(second, path)
    save_settings(first, path)  # nothing changed in the first since it wrote: nothing is undone
    on_disk, _ = load_settings(path)
    assert (on_disk.palette, on_disk.animation_speed, on_disk.window_geometry) == ("dark", "fast", "AAAA")


def test_the_same_setting_changed_in_both_goes_to_the_last_one_written(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    first, second = two_windows(path)  # no file yet: both start from the defaults
    first.palette = "dark"
    save_settings(first, path)
    second.palette = "light"
    save_settings(second, path)
    assert load_settings(path)[0].palette == "light"


def test_keys_another_salle_added_meanwhile_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(), path)
    mine, _ = load_settings(path)
    newer = json.loads(path.read_text("utf-8")) | {"volume": 7}
    path.write_text(json.dumps(newer), "utf-8")
    mine.show_notation = True
    save_settings(mine, path)
    written = json.loads(path.read_text("utf-8"))
    assert written["volume"] == 7 and written["show_notation"] is True


def test_settings_made_in_code_are_written_whole(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"palette": "dark", "animation_speed": "fast"}), "utf-8")
    save_settings(Settings(palette="light"), path)
    assert load_settings(path)[0] == Settings(palette="light")


def test_a_damaged_settings_file_is_still_never_written_over(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    first, _ = load_settings(path)
    path.write_bytes(b'{"palette": "da')  # another program broke it meanwhile
    first.palette = "dark"
    with pytest.raises(SettingsError, match="not overwritten"):
        save_settings(first, path)
    assert path.read_bytes() == b'{"palette": "da'


def test_a_salle_holding_the_lock_delays_a_write_and_too_long_refuses_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(), path)
    holder = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import os, time
        from engine.store.settings import _try_lock
        fd = os.open({str(path) + ".lock"!r}, os.O_RDWR | os.O_CREAT)
        assert _try_lock(fd)
        print("held", flush=True)
        time.sleep(60)
    """)], stdout=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        monkeypatch.setattr(settings_module, "LOCK_WAIT_S", 0.3)
        mine, _ = load_settings(path)
        mine.palette = "dark"
        with pytest.raises(SettingsError, match="another Salle is writing it"):
            save_settings(mine, path)
        assert load_settings(path)[0].palette == "system"
    finally:
        holder.kill()  # a Salle that dies: the system lets its lock go
        holder.wait()
    save_settings(mine, path)
    assert load_settings(path)[0].palette == "dark"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]
