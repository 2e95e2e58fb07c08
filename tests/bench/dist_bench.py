"""Figures for the shipped program: bundle and .deb sizes, and the frozen program's start-up to
its first painted frame (median). Run after `make dist`: `python -m tests.bench.dist_bench`."""

from __future__ import annotations

import statistics
from pathlib import Path

from tests.bench.gui_bench import first_frame_seconds

ROOT = Path(__file__).resolve().parents[2]


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main() -> None:
    bundle = ROOT / "dist" / "salle"
    debs = sorted((ROOT / "dist").glob("salle_*.deb"))
    if not (bundle / "salle").exists() or not debs:
        raise SystemExit("run `make dist` first")
    starts = first_frame_seconds(7, [str(bundle / "salle")])
    print("| figure | value |\n|---|---:|")
    print(f"| bundle on disk (dist/salle) | {folder_size(bundle) / 2**20:.0f} MiB |")
    print(f"| .deb ({debs[-1].name}) | {debs[-1].stat().st_size / 2**20:.1f} MiB |")
    print(
        f"| frozen start to first painted frame, median of {len(starts)} | {statistics.median(starts):.2f} s "
        f"(worst {max(starts):.2f} s) |"
    )


if __name__ == "__main__":
    main()
