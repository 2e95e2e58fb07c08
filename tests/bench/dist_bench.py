"""Figures for the shipped program: bundle and .deb sizes, and the frozen program's start-up to
its first painted frame (median). Run after `make dist`: `python -m tests.bench.dist_bench`."""

from __future__ import annotations

import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def frozen_first_frame(program: Path, repeats: int) -> list[float]:
    out = []
    for _ in range(repeats):
        with tempfile.TemporaryDirectory() as home:
            env = dict(
                os.environ,
                SALLE_HOME=home,
                SALLE_QUIT_AFTER_FIRST_FRAME="1",
                QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
            )
            t = time.perf_counter()
            proc = subprocess.Popen(
                [str(program)], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
            )
            assert proc.stdout is not None
            for line in proc.stdout:
                if line.strip() == "first-frame":
                    out.append(time.perf_counter() - t)
                    break
            proc.wait(timeout=30)
    return out


def main() -> None:
    bundle = ROOT / "dist" / "salle"
    debs = sorted((ROOT / "dist").glob("salle_*.deb"))
    if not (bundle / "salle").exists() or not debs:
        raise SystemExit("run `make dist` first")
    starts = frozen_first_frame(bundle / "salle", 7)
    print("| figure | value |\n|---|---:|")
    print(f"| bundle on disk (dist/salle) | {folder_size(bundle) / 2**20:.0f} MiB |")
    print(f"| .deb ({debs[-1].name}) | {debs[-1].stat().st_size / 2**20:.1f} MiB |")
    print(
        f"| frozen start to first painted frame, median of {len(starts)} | {statistics.median(starts):.2f} s "
        f"(worst {max(starts):.2f} s) |"
    )


if __name__ == "__main__":
    main()
