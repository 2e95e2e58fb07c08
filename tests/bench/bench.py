"""Benchmarks for docs/figures.md: playout throughput and AI time per move, as medians.

Run with `make bench` (or `python -m tests.bench.bench [--quick]`). Timing belongs here, not in
the unit tests: this machine is shared and noisy, so each figure is the median of repeats.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from engine.ai.coach import HINT_LEVEL, HINT_THINK, advise, hint_plan
from engine.ai.players import LEVELS, PEOPLE_LEVELS, Plan, SearchJob, plan
from engine.ai.worker import SearchWorkers
from engine.compiled import flavour
from engine.games import get_game
from gui.games import all_uis
from tests.bench import against

# the rule sets timed, per game: (label, options), as each game's GameUI lists them
RULE_SETS: dict[str, list[tuple[str, dict[str, Any]]]] = {
    ui.name: list(ui.bench_rule_sets) for ui in all_uis()
}


def playout_throughput(game_name: str, options: dict[str, Any], seconds: float, seed: int) -> float:
    """Random legal actions per second on one core (legal_actions + step, as the AI's playouts)."""
    game = get_game(game_name)
    rng = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new(options, rng.randrange(1 << 30))
        while not state.is_terminal():
            legal = state.legal_actions()
            state.step(legal[rng.randrange(len(legal))])
            actions += 1
    return actions / (time.perf_counter() - start)


def sample_positions(game_name: str, n: int, seed: int) -> list[Any]:
    """Mid-game positions where the mover has a real choice (two or more legal actions)."""
    game = get_game(game_name)
    rng = random.Random(seed)
    out: list[Any] = []
    while len(out) < n:
        state = game.new({}, rng.randrange(1 << 30))
        for _ in range(rng.randrange(2, 40)):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            state.step(legal[rng.randrange(len(legal))])
        if not state.is_terminal() and not state.is_chance() and len(state.legal_actions()) > 1:
            out.append(state)
    return out


INSTANT_S = 0.1  # the bound on a level that does not search (Novice): a person sees no wait
POLL_S = 0.01  # how often the table looks for a finished search (engine.match.POLL_MS)


def think_time(level: str) -> float:
    """The time a row's move may take: the level's think time, the hint's, or INSTANT_S."""
    if level == "hint":
        return HINT_THINK
    return LEVELS[level].think or INSTANT_S


def timed_move(game_name: str, view: Any, level: str, seed: int, workers: SearchWorkers) -> tuple[float, int]:
    """One decision as the table makes it: planned with the level's think time (the hint's for
    "hint"), searched in the worker processes, polled as the table polls, decided. Returns its
    seconds and the iterations all its searches ran."""
    start = time.perf_counter()
    p: Plan = (hint_plan(game_name, view, seed, HINT_LEVEL, HINT_THINK) if level == "hint"
               else plan(game_name, view, level, seed, LEVELS[level].think or None))
    results: list[Any] = []
    if p.jobs:
        workers.submit(p.jobs)
        while (done := workers.poll()) is None:
            time.sleep(POLL_S)
        results = done[1]
    if level == "hint":
        advise(game_name, view, p, results)
    else:
        p.decide(results)
    return time.perf_counter() - start, sum(n for r in results for n, _ in r.values())


def ai_times(game_name: str, level: str, positions: list[Any],
             workers: SearchWorkers) -> tuple[list[float], list[int]]:
    """`level`'s seconds and iterations for each of `positions` (its seed: the position's index)."""
    times, iterations = [], []
    for i, state in enumerate(positions):
        seconds, n = timed_move(game_name, state.view(state.current_player()), level, i, workers)
        times.append(seconds)
        iterations.append(n)
    return times, iterations


@contextmanager
def cores_loaded() -> Iterator[int]:
    """A busy loop per core for the time of the block, at the bench's own priority (nice 0 under
    `make bench`), as a player's other programs would keep the machine busy; yields how many."""
    count = os.cpu_count() or 2
    loops = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]
    try:
        time.sleep(0.2)  # let them start spinning before anything is measured
        yield count
    finally:
        for loop in loops:
            loop.kill()
            loop.wait()


def p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]


def ai_report(game_name: str, n_pos: int) -> None:
    """Each level's time per move and iterations per decision on the clock, idle and with every
    core busy; OK where the loaded median keeps within the level's think time, OVER where not."""
    title = get_game(game_name).title
    positions = sample_positions(game_name, n_pos, seed=2026)
    rows = [*PEOPLE_LEVELS, "hint"]
    workers = SearchWorkers()  # the table's search processes, one per core
    workers.start()
    try:
        # as at the table, where they start with the match: booted and playing this game before
        # the first move is timed
        view = positions[0].view(positions[0].current_player())
        workers.submit(tuple(SearchJob(game_name, view, 20, i) for i in range(workers.count)))
        while workers.poll() is None:
            time.sleep(POLL_S)
        idle = {level: ai_times(game_name, level, positions, workers) for level in rows}
        with cores_loaded() as busy:
            loaded = {level: ai_times(game_name, level, positions, workers) for level in rows}
    finally:
        workers.close()
    print(f"\n## {title}: AI time per move on the clock (default rules, {len(positions)} positions "
          f"with a choice; loaded: {busy} busy loops at nice 0; {workers.count} search processes)\n")
    print("| level | think s | idle median s | idle p90 s | idle iterations | loaded median s "
          "| loaded p90 s | loaded iterations | loaded median within think |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---|")
    for level in rows:
        (ti, ni), (tl, nl) = idle[level], loaded[level]
        bound = think_time(level)
        verdict = "OK" if statistics.median(tl) <= bound else "OVER"
        print(f"| {level} | {bound:.2f} | {statistics.median(ti):.3f} | {p90(ti):.3f} | "
              f"{statistics.median(ni):,.0f} | {statistics.median(tl):.3f} | {p90(tl):.3f} | "
              f"{statistics.median(nl):,.0f} | {verdict} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer repeats (a smoke run)")
    parser.add_argument("--against", metavar="REV", help="time the playouts and the search of commit "
                        "REV beside today's, in the same run, compiled (REV built in its own "
                        "folder) and in pure Python, and print both with their ratio")
    parser.add_argument("--ai", action="store_true", help="only the AI's time per move")
    args = parser.parse_args()
    repeats, seconds, n_pos = (3, 0.5, 3) if args.quick else (7, 2.0, 6)
    if args.ai:
        for game_name in RULE_SETS:
            ai_report(game_name, n_pos)
        return

    if args.against:
        sets = [(g, label, options) for g, rule_sets in RULE_SETS.items() for label, options in rule_sets]
        titles = {g: get_game(g).title for g in RULE_SETS}
        print(f"## Random playouts and search, one core: {args.against} against today "
              f"(medians of {repeats} turns each; today's engine: {flavour()})\n")
        try:
            print(against.compare(args.against, sets, titles, repeats, seconds / 2), "\n")
        except against.BaselineError as e:
            raise SystemExit(f"bench: {e}") from None

    for game_name, rule_sets in RULE_SETS.items():
        title = get_game(game_name).title
        if not args.against:
            print(f"## {title} random playouts (one core)\n")
            print("| rules | median actions/s | min | max |\n|---|---:|---:|---:|")
            for label, options in rule_sets:
                runs = [playout_throughput(game_name, options, seconds, seed) for seed in range(repeats)]
                print(f"| {label} | {statistics.median(runs):,.0f} | {min(runs):,.0f} | {max(runs):,.0f} |")

        ai_report(game_name, n_pos)
        print()

    from tests.bench import editor_bench, gui_bench, proofs_bench

    gui_bench.report(args.quick)
    proofs_bench.report(args.quick)
    editor_bench.report(args.quick)


if __name__ == "__main__":
    main()
