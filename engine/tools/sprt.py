"""Strength by sequential testing: the SPRT on pairs of matches, as Stockfish's fishtest runs it.

Two matches on one deal with the seats swapped make a pair, worth 0, 1/2, 1, 3/2 or 2 points to A;
the five counts are the pentanomial. After each pair the generalized log-likelihood ratio (GSPRT)
of H1 (A is ELO1 stronger, logistic Elo) against H0 (A is ELO0 stronger) is the log of the
likelihoods of the pairs under each hypothesis's most likely pentanomial distribution: the one
closest to the counts whose mean score is that hypothesis's (the exact constrained maximum, not
an approximation of it). The test stops when it leaves the bounds of Wald's SPRT for the chosen
errors. A pair is worth as much as it tells: pairing on one deal cancels the luck of the deal,
which is why fishtest counts pairs rather than matches.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from statistics import NormalDist

PAIR_POINTS = (0.0, 0.5, 1.0, 1.5, 2.0)  # A's points in a pair, one count each
# a count of nought is read as this much, as fishtest does: the most likely distribution under
# a hypothesis needs pairs on both sides of its mean (a run of wins only would have none below)
REGULARIZE = 1e-3
# an Elo beyond this says nothing a test can use (a score of 1 in 316), and keeps the score of a
# hypothesis well inside (0, 1) for the root-finding
MAX_ELO = 1000.0
# an estimate from a score of 0 or 1 is infinite: shown as that of 1 in 1000 (about 1200 Elo)
SCORE_FLOOR = 1e-3


def score_of(elo: float) -> float:
    """The expected score per match of a player `elo` (logistic) stronger."""
    return 1.0 / (1.0 + math.pow(10.0, -elo / 400.0))


def elo_of(score: float) -> float:
    """The logistic Elo difference of an expected score per match, kept finite at 0 and 1."""
    s = min(max(score, SCORE_FLOOR), 1.0 - SCORE_FLOOR)
    return -400.0 * math.log10(1.0 / s - 1.0)


@dataclass(frozen=True)
class Hypotheses:
    """H0: A is `elo0` stronger; H1: A is `elo1` stronger (logistic Elo, elo0 < elo1), with the
    chances of accepting H1 when H0 holds (`alpha`) and H0 when H1 holds (`beta`)."""

    elo0: float
    elo1: float
    alpha: float = 0.05
    beta: float = 0.05

    def __post_init__(self) -> None:
        if not (-MAX_ELO <= self.elo0 < self.elo1 <= MAX_ELO):  # and NaN
            raise ValueError(f"need -{MAX_ELO:g} <= elo0 < elo1 <= {MAX_ELO:g}, not {self.elo0}, {self.elo1}")
        if not (0 < self.alpha < 0.5 and 0 < self.beta < 0.5):
            raise ValueError(f"alpha and beta must be between 0 and 0.5, not {self.alpha}, {self.beta}")

    @property
    def lower(self) -> float:
        """At or below this LLR, H0 is accepted."""
        return math.log(self.beta / (1.0 - self.alpha))

    @property
    def upper(self) -> float:
        """At or above this LLR, H1 is accepted."""
        return math.log((1.0 - self.beta) / self.alpha)


@dataclass(frozen=True)
class Pentanomial:
    """How many pairs gave A 0, 1/2, 1, 3/2 and 2 points."""

    counts: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0)

    @property
    def pairs(self) -> int:
        return sum(self.counts)

    def add(self, points: float) -> Pentanomial:
        """These counts and one more pair worth `points` to A."""
        i = _index(points)
        c = list(self.counts)
        c[i] += 1
        return Pentanomial((c[0], c[1], c[2], c[3], c[4]))


def _index(points: float) -> int:
    i = round(points * 2)
    if not (0 <= i <= 4 and i / 2 == points):
        raise ValueError(f"a pair is worth 0, 0.5, 1, 1.5 or 2 points, not {points!r}")
    return i


def pentanomial(pair_points: Iterable[float]) -> Pentanomial:
    """The counts of pairs worth 0, 1/2, 1, 3/2 and 2 points to A."""
    counts = [0] * 5
    for points in pair_points:
        counts[_index(points)] += 1
    return Pentanomial((counts[0], counts[1], counts[2], counts[3], counts[4]))


def _distribution(counts: Pentanomial) -> tuple[float, list[tuple[float, float]]]:
    """The regularized number of pairs and their distribution: (score per match, frequency)."""
    weights = [c if c > 0 else REGULARIZE for c in counts.counts]
    total = sum(weights)
    return total, [(p / 2.0, w / total) for p, w in zip(PAIR_POINTS, weights, strict=True)]


def _most_likely(pdf: Sequence[tuple[float, float]], mean: float) -> list[float]:
    """The distribution on the same scores closest to `pdf` (the maximum of the likelihood of
    `pdf`'s counts) whose mean score is `mean`: q_i = p_i / (1 + x (a_i - mean)), where x is the
    one root of sum p_i (a_i - mean) / (1 + x (a_i - mean)) = 0 that keeps every q_i positive."""
    from scipy.optimize import brentq  # type: ignore[import-untyped]

    shifted = [(a - mean, p) for a, p in pdf]
    low = min(a for a, _ in shifted)
    high = max(a for a, _ in shifted)
    if not low < 0 < high:
        raise ValueError(f"a mean score of {mean} is not inside the scores")

    def gradient(x: float) -> float:
        return sum(p * a / (1.0 + x * a) for a, p in shifted)

    # the function falls from +inf to -inf between the poles -1/high and -1/low
    margin = 1e-9
    x = float(brentq(gradient, -1.0 / high + margin, -1.0 / low - margin, xtol=1e-15, rtol=1e-15,
                     maxiter=500))
    return [p / (1.0 + x * a) for a, p in shifted]


def llr(counts: Pentanomial, hypotheses: Hypotheses) -> float:
    """The generalized log-likelihood ratio of H1 against H0 after these pairs (fishtest's
    LLR_logistic on the pentanomial)."""
    if counts.pairs == 0:
        return 0.0
    total, pdf = _distribution(counts)
    q0 = _most_likely(pdf, score_of(hypotheses.elo0))
    q1 = _most_likely(pdf, score_of(hypotheses.elo1))
    return total * sum(p * (math.log(b) - math.log(a)) for (_, p), a, b in zip(pdf, q0, q1, strict=True))


@dataclass(frozen=True)
class EloEstimate:
    """A's Elo over B, and the ends of its interval at `confidence`."""

    elo: float
    low: float
    high: float
    confidence: float


def elo_estimate(counts: Pentanomial, confidence: float = 0.95) -> EloEstimate:
    """A's Elo over B from the mean score of the pairs, and its interval from the spread of the
    pairs (each pair one sample, so the luck the pairing cancels does not widen it)."""
    if counts.pairs == 0:
        raise ValueError("no pairs played: there is no estimate")
    _, pdf = _distribution(counts)
    mean = sum(a * p for a, p in pdf)
    variance = sum(p * (a - mean) ** 2 for a, p in pdf)
    # stdlib's NormalDist: an exact inverse of the normal law, which is all the interval needs
    z = NormalDist().inv_cdf(0.5 + confidence / 2.0)
    half = z * math.sqrt(variance / counts.pairs)
    return EloEstimate(elo_of(mean), elo_of(mean - half), elo_of(mean + half), confidence)


class Verdict(Enum):
    H1 = "H1"  # A is elo1 stronger (rather than elo0)
    H0 = "H0"  # A is elo0 stronger (rather than elo1)


def verdict(ratio: float, hypotheses: Hypotheses) -> Verdict | None:
    """What an LLR decides: H1 at or above the upper bound, H0 at or below the lower, else nothing yet."""
    if ratio >= hypotheses.upper:
        return Verdict.H1
    if ratio <= hypotheses.lower:
        return Verdict.H0
    return None


@dataclass(frozen=True)
class Outcome:
    """Where a test stands after `counts.pairs` pairs."""

    hypotheses: Hypotheses
    counts: Pentanomial
    llr: float
    verdict: Verdict | None

    @property
    def pairs(self) -> int:
        return self.counts.pairs


def start_test(hypotheses: Hypotheses) -> Outcome:
    return Outcome(hypotheses, Pentanomial(), 0.0, None)


def after(outcome: Outcome, points: float) -> Outcome:
    """The test after one more pair worth `points` to A; a test decided stays as it was."""
    if outcome.verdict is not None:
        return outcome
    counts = outcome.counts.add(points)
    ratio = llr(counts, outcome.hypotheses)
    return Outcome(outcome.hypotheses, counts, ratio, verdict(ratio, outcome.hypotheses))


def sequential(pair_points: Iterable[float], hypotheses: Hypotheses) -> Outcome:
    """The test over pairs in their order, stopped at the first that decides it."""
    outcome = start_test(hypotheses)
    for points in pair_points:
        outcome = after(outcome, points)
        if outcome.verdict is not None:
            break
    return outcome
