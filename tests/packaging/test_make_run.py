"""`make run` installs what playing needs and the compiler of the engine's hot modules, not the
tools of the tests, the linters and the package build; `make test` installs those on top."""

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


def test_a_player_gets_no_test_lint_or_build_tools(tmp_path: Path) -> None:
    (install,) = planned("run", tmp_path / "venv")
    assert install.endswith("-e '.[compile]'")


def test_the_tests_install_their_tools_on_top(tmp_path: Path) -> None:
    installs = planned("test", tmp_path / "venv")
    assert installs[0].endswith("-e '.[compile]'")
    assert installs[-1].endswith("-e '.[compile,test,dev,dist]'")
