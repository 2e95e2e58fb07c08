"""`salle selftest` passes on a sound installation and names what fails on a broken one."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def selftest(env_extra: dict[str, str]) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **env_extra)
    return subprocess.run(
        [sys.executable, "main.py", "selftest"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_selftest_plays_renders_and_prints(tmp_path: Path) -> None:
    done = selftest({"SALLE_HOME": str(tmp_path)})
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert "ok      graphs (graph.png" in done.stdout, done.stdout  # Qt Charts loads and draws
    # sound is heard or, without QtMultimedia's system libraries, named as unavailable: never a failure
    assert any(line.startswith(("ok      sound (QtMultimedia loads", "note    sound (unavailable, "))
               for line in lines), done.stdout
    for check in ("AI match", "table", "proofs"):
        assert any(line.startswith("ok") and f"en-garde: {check}" in line for line in lines), check
    assert lines[-1] == "selftest passed"
    # the rules ran compiled where this tree has a build that matches its sources, else as Python
    from engine.compiled import COMPILED, decide

    engine_line = lines[-2]
    if decide().compiled:
        n = len(COMPILED)
        assert engine_line == f"ok      engine: {n} of {n} hot modules ran compiled with mypyc"
    else:
        assert engine_line.startswith("ok      engine: pure Python ("), engine_line
    assert list(tmp_path.iterdir()) == []  # it worked in its own temporary folder


def test_selftest_names_a_failure_and_exits_non_zero(tmp_path: Path) -> None:
    # a card file that is not TOML breaks the card data: the table and proofs checks must say so
    assets = tmp_path / "assets"
    (assets / "cards").mkdir(parents=True)
    for sub in ("fonts", "symbols", "icons"):
        (assets / sub).symlink_to(ROOT / "assets" / sub)
    (assets / "cards" / "layouts.toml").write_text((ROOT / "assets/cards/layouts.toml").read_text())
    (assets / "cards" / "en-garde.toml").write_text("[deck\n")
    done = selftest({"SALLE_HOME": str(tmp_path / "home"), "SALLE_ASSETS": str(assets)})
    assert done.returncode == 1
    assert "FAILED  en-garde: proofs: en-garde.toml: is not valid TOML" in done.stdout
    assert done.stdout.splitlines()[-1].startswith("selftest: ")


def test_the_translations_check_names_each_missing_catalogue(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, compiled_catalogues: Path) -> None:
    import gui.i18n
    from engine.core.i18n import LANGUAGES
    from gui.i18n_build import CATALOGUES
    from gui.selftest import _catalogues

    folder = tmp_path / "i18n"
    folder.mkdir()
    monkeypatch.setattr(gui.i18n, "catalogue_dir", lambda: folder)
    with pytest.raises(RuntimeError) as e:
        _catalogues()
    assert "15 catalogue(s) missing" in str(e.value) and "make translations builds them" in str(e.value)
    # all there but French's table: French is named, and only its file
    release(compiled_catalogues, folder)
    (folder / "salle_table_fr.qm").unlink()
    with pytest.raises(RuntimeError) as e:
        _catalogues()
    assert f"1 catalogue(s) missing or unreadable in {folder} (salle_table_fr.qm)" in str(e.value)
    assert "cannot speak Français in full" in str(e.value)
    # a damaged file is no catalogue either
    (folder / "salle_table_fr.qm").write_bytes(b"not a catalogue")
    with pytest.raises(RuntimeError, match=r"\(salle_table_fr\.qm\)"):
        _catalogues()
    release(compiled_catalogues, folder)
    assert _catalogues() == f"{len(LANGUAGES)} languages, {len(LANGUAGES) * len(CATALOGUES)} catalogues"


def test_an_installed_copy_is_told_to_reinstall_not_to_run_make(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import gui.i18n
    from engine.core import assets
    from gui.selftest import _catalogues

    monkeypatch.setattr(assets, "program_dir", lambda: tmp_path)  # no Makefile: a pip install
    monkeypatch.setattr(gui.i18n, "catalogue_dir", lambda: tmp_path)
    with pytest.raises(RuntimeError, match="this installation is incomplete: reinstall Salle") as e:
        _catalogues()
    assert "make" not in str(e.value)


def release(compiled: Path, folder: Path) -> None:
    """The catalogues compiled from the committed sources (once a run, tests/conftest.py's
    compiled_catalogues) copied into `folder`."""
    for qm in compiled.glob("*.qm"):
        shutil.copyfile(qm, folder / qm.name)


def test_sound_that_cannot_load_is_named_with_its_reason_and_fails_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import engine.games
    import gui.selftest

    # as on a Linux without libpulse: importing QtMultimedia raises ImportError
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)
    heard, said = gui.selftest._sound()
    assert not heard and said.startswith("unavailable, Salle plays in silence: ")
    assert "PySide6.QtMultimedia" in said  # the reason, as Python gave it
    # the whole self-test still passes (its games left out here: the test above plays them)
    monkeypatch.setattr(engine.games, "all_games", dict)
    monkeypatch.setattr(engine.games, "check_card_data", lambda: None)
    monkeypatch.setenv("SALLE_HOME", str(tmp_path))
    assert gui.selftest.run() == 0
    out = capsys.readouterr().out.splitlines()
    assert f"note    sound ({said})" in out and "ok      graphs (graph.png" in "\n".join(out)
    assert out[-1] == "selftest passed"


def test_sound_that_loads_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    import types

    from gui.selftest import _sound

    # the module as it loads where its system libraries are there (it may not load on this machine)
    multimedia = types.ModuleType("PySide6.QtMultimedia")
    multimedia.QSoundEffect = type("QSoundEffect", (), {})  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", multimedia)
    assert _sound() == (True, "QtMultimedia loads (QSoundEffect)")


def test_a_missing_pulseaudio_library_is_named_with_its_package(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.abc

    from gui.selftest import _sound

    class NoPulse(importlib.abc.MetaPathFinder):
        """QtMultimedia as it fails on a Linux without libpulse0."""

        def find_spec(self, name: str, path: Any, target: Any = None) -> None:
            if name == "PySide6.QtMultimedia":
                raise ImportError("libpulse.so.0: cannot open shared object file: No such file or directory")

    monkeypatch.delitem(sys.modules, "PySide6.QtMultimedia", raising=False)
    monkeypatch.setattr(sys, "meta_path", [NoPulse(), *sys.meta_path])
    assert _sound() == (False, "unavailable, Salle plays in silence: libpulse.so.0: cannot open shared "
                               "object file: No such file or directory (sudo apt-get install libpulse0 "
                               "gives it sound)")
