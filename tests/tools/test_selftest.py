"""`salle selftest` passes on a sound installation and names what fails on a broken one."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

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
    assert "ok      graphs (graph.png" in done.stdout, done.stdout  # pyqtgraph and numpy load and draw
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
