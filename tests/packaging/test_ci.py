"""`.ci/run`: the linters run beside the installer's build and checks, and either failing fails CI
with what it said."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# A stand-in for make: notes each target as it starts and ends. `lint` and `dist-check` each wait
# (a while) for the other to have started, so they pass only if they run at the same time; a
# target named in FAIL says so and fails.
FAKE_MAKE = """#!/usr/bin/env bash
log=$CI_LOG
echo "start $1" >> "$log"
if [[ "$1" == lint || "$1" == dist-check ]]; then
    other=$([[ "$1" == lint ]] && echo dist-check || echo lint)
    touch "$CI_MARKS/$1"
    for _ in $(seq 200); do [[ -e "$CI_MARKS/$other" ]] && break; sleep 0.1; done
    [[ -e "$CI_MARKS/$other" ]] || { echo "$1 ran alone"; exit 3; }
fi
if [[ " $FAIL " == *" $1 "* ]]; then echo "$1 says: something is wrong"; exit 2; fi
echo "$1 says: fine"
echo "end $1" >> "$log"
"""
# every Debian package the script looks for is there, so it installs none
FAKE_DPKG_QUERY = "#!/bin/sh\nprintf 'install ok installed'\n"


def run_ci(tmp_path: Path, fail: str = "") -> tuple[subprocess.CompletedProcess[str], list[str]]:
    (tmp_path / ".ci").mkdir()
    shutil.copy(ROOT / ".ci" / "run", tmp_path / ".ci" / "run")
    bin_dir, marks = tmp_path / "bin", tmp_path / "marks"
    bin_dir.mkdir()
    marks.mkdir()
    for name, text in (("make", FAKE_MAKE), ("dpkg-query", FAKE_DPKG_QUERY)):
        (bin_dir / name).write_text(text)
        (bin_dir / name).chmod(0o755)
    log = tmp_path / "make.log"
    log.touch()
    env = dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}", CI_LOG=str(log),
               CI_MARKS=str(marks), FAIL=fail)
    done = subprocess.run(["bash", str(tmp_path / ".ci" / "run")], env=env, capture_output=True, text=True,
                          timeout=120)
    return done, log.read_text().splitlines()


def test_the_linters_run_beside_the_installers_checks_after_the_tests(tmp_path: Path) -> None:
    done, log = run_ci(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert log[:2] == ["start test", "end test"]
    both = {"start lint", "end lint", "start dist-check", "end dist-check"}
    assert set(log[2:6]) == both
    assert log[6:] == (["start dist-check-old", "end dist-check-old"] if os.geteuid() == 0 else [])
    assert "lint says: fine" in done.stdout and "dist-check says: fine" in done.stdout


@pytest.mark.parametrize("failing", ["lint", "dist-check"])
def test_either_failing_fails_ci_with_its_words(tmp_path: Path, failing: str) -> None:
    done, log = run_ci(tmp_path, fail=failing)
    assert done.returncode == 2
    assert f"{failing} says: something is wrong" in done.stdout
    assert f"ci: make {failing} failed" in done.stderr
    assert "start dist-check-old" not in log  # nothing runs after a failure
    other = "dist-check" if failing == "lint" else "lint"
    assert f"end {other}" in log  # the other one still ran to its end


def test_a_failing_test_run_stops_ci_before_the_rest(tmp_path: Path) -> None:
    done, log = run_ci(tmp_path, fail="test")
    assert done.returncode == 2
    assert log == ["start test"]
