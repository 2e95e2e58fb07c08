"""AI-vs-AI matches with a results table: win rates and Wilson 95% intervals; or, with a
sequential test (engine/tools/sprt.py), pairs of matches until the test decides.

Seats alternate from match to match so neither side keeps the first move. Every match is
seeded (the deal) and every AI move is seeded from the match seed and the ply, so a run with
the same seed reproduces exactly, whether on one process, several, or a Dask cluster's
workers (engine/tools/runs.py). A sequential test plays each deal twice, the seats swapped, and
reads the pairs in their order whatever order they end in, so its verdict too is the same
on any number of processes, and after a stop continued from its journal.
"""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.ai.players import choose_action, move_seed
from engine.core.game import GameState
from engine.core.view import SeatView
from engine.games import get_game
from engine.games.words import translate  # English plurals resolved where no catalogue has them
from engine.store.cardsets import card_set_in_play, follow_card_set, guest_sets_in_play
from engine.tools.journal import Journal, run_head, task_key
from engine.tools.progress import Progress
from engine.tools.runs import Cluster, cluster_warning, start
from engine.tools.sprt import Hypotheses, Outcome, Verdict, after, elo_estimate, start_test

T = TypeVar("T")
R = TypeVar("R")


@dataclass(frozen=True)
class MatchResult:
    seed: int
    a_seat: int
    winner: int | None  # seat
    plies: int

    @property
    def a_won(self) -> bool:
        return self.winner == self.a_seat


# a decision at the table: (the mover's view, his seat, the ply) -> his action
Mover = Callable[[SeatView, int, int], Any]


def play(game_name: str, options: Mapping[str, Any], seed: int, move: Mover,
         seen: Callable[[GameState[Any]], None] | None = None) -> tuple[GameState[Any], int]:
    """Play one match from deal `seed`, each decision made by `move`, the dice by the match's
    own seed; `seen`, if given, is shown the whole position before each decision. Returns the
    final position and the plies."""
    state = get_game(game_name).new(options, seed)
    plies = 0
    while not state.is_terminal():
        if state.is_chance():
            state.apply(state.sample_chance())
            continue
        if seen is not None:
            seen(state)
        seat = state.current_player()
        state.apply(move(state.view(seat), seat, plies))
        plies += 1
    return state, plies


def play_out(game_name: str, options: Mapping[str, Any], seed: int, levels: tuple[str, str],
             workers: int = 1) -> tuple[GameState[Any], int]:
    """Play one match between `levels` (seat 0, seat 1); returns the final position and the plies."""
    return play(game_name, options, seed, lambda view, seat, ply: choose_action(
        game_name, view, levels[seat], move_seed(seed, ply), workers))


def play_match(game_name: str, options: Mapping[str, Any], seed: int, levels: tuple[str, str],
               workers: int = 1) -> tuple[int | None, int]:
    """Play one match between `levels` (seat 0, seat 1); returns (winning seat, plies)."""
    state, plies = play_out(game_name, options, seed, levels, workers)
    return state.winning_seat(), plies


def _one(args: tuple[str, dict[str, Any], int, str, str, int]) -> MatchResult:
    game_name, options, seed, a, b, a_seat = args
    levels = (a, b) if a_seat == 0 else (b, a)
    winner, plies = play_match(game_name, options, seed, levels)
    return MatchResult(seed, a_seat, winner, plies)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (draws count half)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def run_arena(game_name: str, a: str, b: str, n: int, seed: int, jobs: int,
              options: Mapping[str, Any] | None = None, cluster: str | Cluster | None = None,
              journal: str | os.PathLike[str] | None = None) -> list[MatchResult]:
    """`n` matches of `a` against `b`, seats alternating; with a `journal` file, each result is
    kept there as it ends and the matches already in it are not played again."""
    opts = get_game(game_name).parse_options(options)
    tasks = [(game_name, opts, seed * 100_000 + i, a, b, i % 2) for i in range(n)]
    kept = Journal(journal, run_head("arena"), MatchResult) if journal is not None else None
    return run_all(_one, tasks, jobs, f"{a} vs {b}", cluster, kept)


def run_all(play: Callable[[T], R], tasks: list[T], jobs: int, label: str,
            cluster: str | Cluster | None = None, journal: Journal[Any] | None = None) -> list[R]:
    """`play` each task, on `jobs` processes or the Dask scheduler at `cluster` (the results in
    the tasks' order wherever they ran), with a progress bar; with a `journal`, the tasks it
    holds are taken from it and each new result is written to it as it ends. A cluster reached
    without encryption beyond this machine is warned of first, beside the progress bar."""
    results = run_until(play, tasks, jobs, label, cluster, journal)
    return [results[i] for i in range(len(tasks))]


def run_until(play: Callable[[T], R], tasks: list[T], jobs: int, label: str,
              cluster: str | Cluster | None = None, journal: Journal[Any] | None = None,
              enough: Callable[[Mapping[int, R]], bool] | None = None) -> dict[int, R]:
    """As run_all, but the results by the task's index, and with `enough`, asked after the
    journal is read and after each result, the run stops as soon as it says the results in hand
    suffice (the tasks still under way are cancelled)."""
    warning = cluster_warning(cluster) if cluster else ""
    if warning:
        print(warning, file=sys.stderr, flush=True)
    kept = journal.read() if journal is not None else {}
    results: dict[int, R] = {}
    todo: list[int] = []
    for i, task in enumerate(tasks):
        found = kept.get(task_key(task)) if kept else None
        if found is not None:
            results[i] = found
        else:
            todo.append(i)
    if enough is not None and enough(results):
        return results
    if journal is not None:
        journal.open()
    progress = Progress(len(tasks), label, done=len(results))
    # each process plays with the card sets in play here (spawned processes start without)
    prepare = (follow_card_set, (card_set_in_play(), guest_sets_in_play()))
    run = start(play, [tasks[i] for i in todo], jobs, cluster, prepare)
    for j, r in run:
        results[todo[j]] = r
        if journal is not None:
            journal.record(tasks[todo[j]], r)
        progress.advance()
        if enough is not None and enough(results):
            run.cancel()
            if progress.live and progress.done < progress.total:  # the bar's line is left ended
                progress.stream.write("\n")
            break
    return results


def points(result: MatchResult) -> float:
    """A's points from one match: 1 for a win, 1/2 for a draw."""
    return 1.0 if result.a_won else 0.5 if result.winner is None else 0.0


def in_pair_order(outcome: Outcome, results: Mapping[int, MatchResult], pairs: int) -> Outcome:
    """The test after the pairs that follow those it has read, each whole in `results` (by the
    match's index: pair k is matches 2k and 2k + 1), up to the first missing, the one that decides,
    or the `pairs`-th."""
    while outcome.verdict is None and outcome.pairs < pairs:
        first, second = results.get(2 * outcome.pairs), results.get(2 * outcome.pairs + 1)
        if first is None or second is None:
            break
        outcome = after(outcome, points(first) + points(second))
    return outcome


@dataclass(frozen=True)
class SprtRun:
    """A sequential test's run: where the test stands, and the pairs it was allowed."""

    a: str
    b: str
    outcome: Outcome
    most_pairs: int


def run_sprt(game_name: str, a: str, b: str, n: int, seed: int, jobs: int, hypotheses: Hypotheses,
             options: Mapping[str, Any] | None = None, cluster: str | Cluster | None = None,
             journal: str | os.PathLike[str] | None = None) -> SprtRun:
    """Pairs of matches of `a` against `b`, each pair one deal played twice with the seats
    swapped, at most `n` matches, until the sequential test of `hypotheses` decides. The test
    reads the pairs in their order: a pair that ends before an earlier one waits for it, so the
    pair that decides, and the verdict, are those of a run on one process. With a `journal`, each
    match is kept there as it ends, and a run continued from it reads its pairs first."""
    opts = get_game(game_name).parse_options(options)
    pairs = n // 2
    tasks = [(game_name, opts, seed * 100_000 + k, a, b, seat) for k in range(pairs) for seat in (0, 1)]
    kept = Journal(journal, run_head("arena"), MatchResult) if journal is not None else None
    outcome = start_test(hypotheses)

    def enough(results: Mapping[int, MatchResult]) -> bool:
        nonlocal outcome
        outcome = in_pair_order(outcome, results, pairs)
        return outcome.verdict is not None or outcome.pairs == pairs

    run_until(_one, tasks, jobs, f"{a} vs {b}", cluster, kept, enough)
    return SprtRun(a, b, outcome, pairs)


def sprt_report(run: SprtRun) -> str:
    """The verdict, A's Elo with its interval, the LLR against its bounds, and the pairs' counts."""
    o, h = run.outcome, run.outcome.hypotheses
    elo0, elo1 = f"{h.elo0:+g}", f"{h.elo1:+g}"
    lines = [translate("Arena", "Sequential test of {a} against {b}: H0, {a} is {elo0} Elo stronger; H1, "
                       "{elo1} Elo stronger (errors {alpha} and {beta})").format(
        a=run.a, b=run.b, elo0=elo0, elo1=elo1, alpha=f"{h.alpha:g}", beta=f"{h.beta:g}")]
    if o.verdict is Verdict.H1:
        lines.append(translate("Arena", "Verdict after %n pair(s): H1 accepted, {a} is {elo1} Elo "
                               "stronger rather than {elo0}", n=o.pairs)
                     .format(a=run.a, elo0=elo0, elo1=elo1))
    elif o.verdict is Verdict.H0:
        lines.append(translate("Arena", "Verdict after %n pair(s): H0 accepted, {a} is {elo0} Elo "
                               "stronger rather than {elo1}", n=o.pairs)
                     .format(a=run.a, elo0=elo0, elo1=elo1))
    else:
        lines.append(translate("Arena", "No verdict after %n pair(s) (at most {most} with -n)", n=o.pairs)
                     .format(most=run.most_pairs))
    if o.pairs:
        e = elo_estimate(o.counts)
        lines.append(translate("Arena", "Elo of {a} over {b}: {elo} ({percent}% interval {low} to {high})")
                     .format(a=run.a, b=run.b, elo=f"{e.elo:+.1f}", percent=f"{e.confidence * 100:g}",
                             low=f"{e.low:+.1f}", high=f"{e.high:+.1f}"))
    lines.append(translate("Arena", "LLR {llr} (H0 at {lower} or below, H1 at {upper} or above)").format(
        llr=f"{o.llr:+.2f}", lower=f"{h.lower:+.2f}", upper=f"{h.upper:+.2f}"))
    c = o.counts.counts
    lines.append(translate("Arena", "Pairs by {a}'s points (0, 1/2, 1, 3/2, 2): {counts}").format(
        a=run.a, counts=", ".join(str(k) for k in c)))
    return "\n".join(lines)


def table(a: str, b: str, results: list[MatchResult]) -> str:
    n = len(results)
    wins = sum(r.a_won for r in results)
    draws = sum(r.winner is None for r in results)
    score = wins + draws / 2
    lo, hi = wilson(score, n)
    first = [r for r in results if r.a_seat == 0]
    plies = sorted(r.plies for r in results)
    lines = [
        "| A | B | matches | A wins | draws | A win rate | 95% interval | A as opener | median plies |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|",
        f"| {a} | {b} | {n} | {wins} | {draws} | {score / n:.1%} | {lo:.1%} to {hi:.1%} | "
        f"{sum(r.a_won for r in first)}/{len(first)} | {plies[n // 2] if n else 0} |",
    ]
    return "\n".join(lines)
