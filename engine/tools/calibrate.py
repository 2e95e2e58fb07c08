"""Calibration: does the coach's win chance mean what it says?

AI-vs-AI matches are played out; at every decision the coach's win chance for the move the
mover chose is recorded: the search and the mapping from value to chance the hint uses, at the
budget of the level `coach` (the hint's own, the Master's, by default; the Club's is cheaper, and
free where the Club plays both sides: its own search is the one weighed). When the match is
over each record learns whether that side won (a draw counts half). The records are grouped
by the chance shown, and each group compares the mean chance shown with how often that side
won. Positions of one match are not independent (one result answers them all), so each group's
95% interval is a bootstrap over whole matches, not a count of positions. Every match and AI
move is seeded, so a run repeats.

The chance shown is the search's own read through the map the game keeps for the coach's level
(engine.ai.coach.win_chance). The run also fits that map afresh to its own records (`fit_map`,
a logistic regression of the result on the search's log-odds), and says how well a map fitted
to half of its matches predicts the other half, with the table of those held-out chances: the
map is the number to copy into the game's `calibration` when the AI changes.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.ai.coach import (
    HINT_LEVEL,
    IDENTITY,
    Fit,
    calibration,
    chances,
    coach_jobs,
    log_odds,
    mapped,
    sigmoid,
)
from engine.ai.ismcts import merge
from engine.ai.players import move_seed, plan, run_job
from engine.core.rng import derived_seed
from engine.core.view import SeatView
from engine.games import get_game
from engine.tools.arena import play, run_all
from engine.tools.balance import SCHEDULES

BINS = 10
RESAMPLES = 1000  # bootstrap draws of whole matches per interval


@dataclass(frozen=True)
class Shown:
    """One decision: the chance the coach showed the mover for the move he made, and his result."""

    chance: float
    score: float  # 1 the mover's side won the match, 0.5 a draw, 0 it lost
    search: float | None = None  # the search's own chance, before the game's map (None: the same)

    @property
    def raw(self) -> float:
        return self.chance if self.search is None else self.search


def played_match(game_name: str, options: Mapping[str, Any], seed: int, level: str,
                 coach: str = HINT_LEVEL) -> list[Shown]:
    """Play one match of `level` against itself; at each decision the chance the coach, searching
    with `coach`'s budget, shows for the move made."""
    shown: list[tuple[int, float, float]] = []
    fit = calibration(game_name, coach)

    def move(view: SeatView, seat: int, ply: int) -> Any:
        p = plan(game_name, view, level, move_seed(seed, ply))
        results = [run_job(j) for j in p.jobs]
        action = p.decide(results)
        if level != coach or not p.jobs:
            # the mover did not search as the coach does: weigh the move as the hint would
            jobs = coach_jobs(game_name, view, derived_seed(seed, "coach", ply), coach)
            results = [run_job(j) for j in jobs]
        raw = chances(merge(results)).get(action)
        if raw is not None:
            shown.append((seat, raw, mapped(raw, fit)))
        return action

    state, _ = play(game_name, options, seed, move)
    winner = state.winning_seat()
    return [Shown(c, 0.5 if winner is None else float(winner == s), raw) for s, raw, c in shown]


def _one(args: tuple[str, dict[str, Any], int, str, str]) -> list[Shown]:
    return played_match(*args)


def run_calibration(game_name: str, level: str, n: int, seed: int, jobs: int,
                    base: Mapping[str, Any] | None = None, coach: str = HINT_LEVEL) -> list[list[Shown]]:
    """`n` matches of `level` against itself (the sides rotated as in `balance`), each match's
    decisions in a list of its own."""
    game = get_game(game_name)
    schedule = SCHEDULES.get(game_name, [{}])
    tasks = [(game_name, game.parse_options({**(base or {}), **schedule[i % len(schedule)]}),
              seed * 100_000 + i, level, coach) for i in range(n)]
    return run_all(_one, tasks, jobs, "calibrating")


def bin_of(chance: float, bins: int = BINS) -> int:
    """The group of a chance: [0, 1/bins), [1/bins, 2/bins), ..., the last one closed at 1."""
    return min(bins - 1, max(0, int(chance * bins)))


@dataclass(frozen=True)
class Bin:
    low: float
    high: float
    positions: int
    shown: float  # the mean chance shown (0 for an empty bin)
    won: float  # how often the side won (draws half; 0 for an empty bin)
    interval: tuple[float, float]


def calibration_bins(matches: Sequence[Sequence[Shown]], bins: int = BINS, seed: int = 0) -> list[Bin]:
    """Each group of shown chances: its size, mean chance shown, how often that side won, and a
    95% interval for the latter from resampling whole matches."""
    counts = [0] * bins
    shown_sum = [0.0] * bins
    won_sum = [0.0] * bins
    per_match: list[list[tuple[int, float]]] = []  # per match, per bin: (positions, score sum)
    for m in matches:
        mine = [(0, 0.0)] * bins
        for s in m:
            b = bin_of(s.chance, bins)
            counts[b] += 1
            shown_sum[b] += s.chance
            won_sum[b] += s.score
            n, w = mine[b]
            mine[b] = (n + 1, w + s.score)
        per_match.append(mine)
    rng = random.Random(seed)
    count = len(per_match)
    draws = [[rng.randrange(count) for _ in range(count)] for _ in range(RESAMPLES)] if count else []
    out = []
    for b in range(bins):
        n, shown, won = counts[b], shown_sum[b], won_sum[b]
        rates = []
        for draw in draws:
            k = sum(per_match[i][b][0] for i in draw)
            if k:
                rates.append(sum(per_match[i][b][1] for i in draw) / k)
        rates.sort()
        interval = (rates[int(0.025 * len(rates))], rates[min(len(rates) - 1, int(0.975 * len(rates)))]) \
            if rates else (0.0, 1.0)
        mean_shown, mean_won = (shown / n, won / n) if n else (0.0, 0.0)
        out.append(Bin(b / bins, (b + 1) / bins, n, mean_shown, mean_won, interval))
    return out


def brier(matches: Sequence[Sequence[Shown]]) -> float:
    """The mean squared gap between the chance shown and the result (0 is perfect; always
    saying 50% scores 0.25)."""
    shown = [s for m in matches for s in m]
    return sum((s.chance - s.score) ** 2 for s in shown) / len(shown) if shown else 0.0


def fit_map(matches: Sequence[Sequence[Shown]], ridge: float = 1e-3) -> Fit:
    """The map (slope, shift) under which sigmoid(slope * log-odds + shift) of the search's own
    chances best predicts the results (maximum likelihood, a draw counting half; Newton's
    method with a touch of ridge so that a run of one result still gives an answer)."""
    data = [(log_odds(s.raw), s.score) for m in matches for s in m]
    if not data:
        return IDENTITY
    a, b = IDENTITY
    for _ in range(50):
        ga = gb = haa = hab = hbb = 0.0
        for x, y in data:
            p = sigmoid(a * x + b)
            w = p * (1.0 - p)
            ga += (p - y) * x
            gb += p - y
            haa += w * x * x
            hab += w * x
            hbb += w
        ga += ridge * (a - 1.0)
        gb += ridge * b
        haa += ridge
        hbb += ridge
        det = haa * hbb - hab * hab
        if det <= 0:
            break
        da, db = (hbb * ga - hab * gb) / det, (haa * gb - hab * ga) / det
        a, b = a - da, b - db
        if abs(da) + abs(db) < 1e-9:
            break
    return (a, b)


def cross_fitted(matches: Sequence[Sequence[Shown]]) -> list[list[Shown]]:
    """Every match's decisions through a map fitted to the other half of the matches (halves of
    alternate matches): the chances a map from this run would show on matches it has not seen,
    so that their table is an honest picture of the map without a second run."""
    halves = (list(matches[0::2]), list(matches[1::2]))
    judged: list[list[Shown]] = []
    for fit_on, judge_on in (halves, halves[::-1]):
        fit = fit_map(fit_on)
        judged += [[Shown(mapped(s.raw, fit), s.score, s.raw) for s in m] for m in judge_on]
    return judged


def calibration_table(matches: Sequence[Sequence[Shown]], bins: int = BINS) -> str:
    lines = [
        "| shown win chance | positions | mean shown | side won | 95% interval (matches resampled) |",
        "|---|---:|---:|---:|---:|",
    ]
    for b in calibration_bins(matches, bins):
        span = f"{b.low:.0%} to {b.high:.0%}"
        if not b.positions:
            lines.append(f"| {span} | 0 | — | — | — |")
            continue
        lo, hi = b.interval
        lines.append(f"| {span} | {b.positions} | {b.shown:.1%} | {b.won:.1%} | {lo:.1%} to {hi:.1%} |")
    positions = sum(len(m) for m in matches)
    lines.append("")
    lines.append(f"{len(matches)} matches, {positions} positions; Brier score {brier(matches):.3f} "
                 "(always saying 50% scores 0.250)")
    return "\n".join(lines)
