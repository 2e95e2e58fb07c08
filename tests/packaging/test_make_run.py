"""`make run` installs what playing needs and the compiler of the engine's hot modules, not the
tools of the tests, the linters and the package build; `make test` installs those on top. Each
installs a lock of requirements/, then Salle itself without anything the lock has not pinned."""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def planned(target: str, venv: Path) -> list[str]:
    """The pip installs `make TARGET` would run for a venv not made yet (make -n: nothing runs)."""
    done = subprocess.run(["make", "-n", target, f"VENV={venv}"], cwd=ROOT, capture_output=True, text=True,
                          check=True, timeout=60)
    lines = done.stdout.splitlines()
    return [line for line in lines if "pip install" in line and "--upgrade pip" not in line]


def locked_names(lock: str) -> set[str]:
    lines = (ROOT / "requirements" / lock).read_text(encoding="utf-8").splitlines()
    return {line.split("==")[0].lower().replace("_", "-")
            for line in lines if line and not line.startswith("#")}


def test_a_player_gets_no_test_lint_or_build_tools(tmp_path: Path) -> None:
    installs = planned("run", tmp_path / "venv")
    assert [i.split(" pip install ", 1)[1] for i in installs] == [
        "-q -r requirements/play.txt", "-q --no-deps -e ."]
    play = locked_names("play.txt")
    assert {"pyside6-essentials", "pillow", "mypy"} <= play
    assert not {"pytest", "hypothesis", "ruff", "pyinstaller", "numpy", "dask", "pyyaml"} & play


def test_the_tests_install_their_tools_on_top(tmp_path: Path) -> None:
    installs = [i.split(" pip install ", 1)[1] for i in planned("test", tmp_path / "venv")]
    assert installs == ["-q -r requirements/play.txt", "-q --no-deps -e .", "-q -r requirements/dev.txt"]
    assert {"pytest", "hypothesis", "ruff", "pyinstaller", "mypy"} <= locked_names("dev.txt")
