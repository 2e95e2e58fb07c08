"""Benchmarks for the README: playout throughput and AI time per move, as medians.

Run with `make bench` (or `python -m tests.bench.bench [--quick]`). Timing belongs here, not in
the unit tests: this machine is shared and noisy, so each figure is the median of repeats.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from typing import Any

from engine.ai.players import PEOPLE_LEVELS, choose_action
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


def ai_times(game_name: str, level: str, positions: list[Any], workers: int) -> list[float]:
    times = []
    for i, state in enumerate(positions):
        view = state.view(state.current_player())
        t = time.perf_counter()
        choose_action(game_name, view, level, seed=i, workers=workers)
        times.append(time.perf_counter() - t)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer repeats (a smoke run)")
    parser.add_argument("--against", metavar="REV", help="time the playouts of commit REV beside "
                        "today's, in the same run, and print both with their ratio")
    args = parser.parse_args()
    repeats, seconds, n_pos = (3, 0.5, 6) if args.quick else (7, 2.0, 40)

    if args.against:
        sets = [(g, label, options) for g, rule_sets in RULE_SETS.items() for label, options in rule_sets]
        titles = {g: get_game(g).title for g in RULE_SETS}
        print(f"## Random playouts, one core: {args.against} against today "
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

        print(f"\n## {title}: AI time per move (default rules, positions with a choice)\n")
        print("| level | workers | positions | median s | 90th percentile s |\n|---|---:|---:|---:|---:|")
        positions = sample_positions(game_name, n_pos, seed=2026)
        for level in PEOPLE_LEVELS:
            workers = 2 if level == "master" else 1
            ts = sorted(ai_times(game_name, level, positions, workers))
            p90 = ts[min(len(ts) - 1, int(0.9 * len(ts)))]
            print(f"| {level} | {workers} | {len(ts)} | {statistics.median(ts):.3f} | {p90:.3f} |")
        print()

    from tests.bench import gui_bench, proofs_bench

    gui_bench.report(args.quick)
    proofs_bench.report(args.quick)
    editor_report(args.quick)


def editor_open_seconds(cards: int, repeats: int) -> list[float]:
    """From asking for the Card sets window until it shows the first card of a set of `cards`
    cards (Ready...Fence!'s deck copied over and over), read, checked and listed."""
    import tempfile

    from engine.store import paths
    from gui.app import make_app
    from gui.cardsets import CardSetsWindow
    from tests.gui.test_card_editor_big_sets import big_set

    make_app()
    before = os.environ.get(paths.HOME_VARIABLE)
    out: list[float] = []
    with tempfile.TemporaryDirectory() as home:
        os.environ[paths.HOME_VARIABLE] = home
        try:
            big_set("Bench", cards, "ready-fence", "ready-fence")
            for _ in range(repeats):
                start = time.perf_counter()
                window = CardSetsWindow(None)
                out.append(time.perf_counter() - start)
                assert window.card_list.count() == cards
                window.close()
                window.deleteLater()
        finally:
            if before is None:
                os.environ.pop(paths.HOME_VARIABLE, None)
            else:
                os.environ[paths.HOME_VARIABLE] = before
    return out


def editor_report(quick: bool) -> None:
    runs = editor_open_seconds(1000, 3 if quick else 7)
    print("\n## The card editor\n")
    print("| figure | median | worst | runs | target |\n|---|---:|---:|---:|---:|")
    print(f"| open a 1,000-card set in the editor | {statistics.median(runs):.2f} s | {max(runs):.2f} s "
          f"| {len(runs)} | < 1 s |")


if __name__ == "__main__":
    main()
