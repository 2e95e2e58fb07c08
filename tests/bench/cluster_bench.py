"""The speed-up of a balance run from one Dask worker to two, for docs/figures.md.

Run with `make bench-cluster` (or `python -m tests.bench.cluster_bench [-n 20] [--level club]
[--repeats 3]`). A local cluster of one, then two single-threaded worker processes plays the same
Barditus balance (the same seeds, so the same battles); each figure is the median of the repeats,
and the results are checked to be the same on both, as the tests check them on a small run.
"""

from __future__ import annotations

import argparse
import statistics
import time

from distributed import LocalCluster

from engine.tools.balance import SelfPlayResult, run_balance


def timed_balance(workers: int, game: str, level: str, n: int,
                  seed: int) -> tuple[float, list[SelfPlayResult]]:
    """Seconds for the balance on a fresh local cluster of `workers` (the cluster's start not counted),
    reached on this computer's loopback only, without a dashboard."""
    with LocalCluster(n_workers=workers, processes=True, threads_per_worker=1, dashboard_address=None,
                      host="127.0.0.1") as c:
        start = time.perf_counter()
        results = run_balance(game, level, n, seed, jobs=1, cluster=c.scheduler_address)
        return time.perf_counter() - start, results


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="barditus")
    p.add_argument("--level", default="club")
    p.add_argument("-n", type=int, default=20)
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    medians: dict[int, float] = {}
    first: list[SelfPlayResult] | None = None
    for workers in (1, 2):
        times = []
        for _ in range(args.repeats):
            seconds, results = timed_balance(workers, args.game, args.level, args.n, args.seed)
            times.append(seconds)
            if first is None:
                first = results
            elif results != first:
                raise SystemExit("the same seeds gave other battles on another cluster: a bug")
        medians[workers] = statistics.median(times)
        each = ", ".join(f"{t:.1f}" for t in times)
        print(f"{workers} worker(s): {each} s; median {medians[workers]:.1f} s", flush=True)
    print(f"{args.game}, {args.level} balance, {args.n} matches: 1 worker {medians[1]:.1f} s, "
          f"2 workers {medians[2]:.1f} s, speed-up {medians[1] / medians[2]:.2f}x")


if __name__ == "__main__":
    main()
