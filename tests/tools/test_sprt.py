"""`arena --sprt`: the sequential test on pairs of matches (fishtest's pentanomial GSPRT), on
pair results made up here, then wired to the arena: pair order, the journal, the command line."""

from __future__ import annotations

import math
import random
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from scipy.optimize import minimize  # type: ignore[import-untyped]

import engine.tools.arena as arena
from engine.tools.arena import MatchResult, in_pair_order, run_sprt, sprt_report
from engine.tools.sprt import (
    Hypotheses,
    Pentanomial,
    Verdict,
    elo_estimate,
    elo_of,
    llr,
    pentanomial,
    score_of,
    sequential,
    start_test,
    verdict,
)
from main import main

H = Hypotheses(0, 30)
QUICK = {"hits": 1}  # En Garde to one hit: a novice match takes milliseconds


def drawn(probabilities: tuple[float, ...], pairs: int, seed: int) -> list[float]:
    """`pairs` pair results drawn from a pentanomial law (chances of 0, 1/2, 1, 3/2, 2 points)."""
    rng = random.Random(seed)
    return rng.choices((0.0, 0.5, 1.0, 1.5, 2.0), weights=probabilities, k=pairs)


def brute_llr(counts: Pentanomial, h: Hypotheses) -> float:
    """The same generalized LLR by a general optimizer: each hypothesis's largest log-likelihood of
    the counts over every distribution on the five results with that hypothesis's mean score,
    found by SLSQP under the two constraints (fishtest's regularization of empty counts kept)."""
    w = np.array([c if c else 1e-3 for c in counts.counts], float)
    p, scores = w / w.sum(), np.array([0.0, 0.25, 0.5, 0.75, 1.0])

    def best(mean: float) -> float:
        found = minimize(lambda q: -float(p @ np.log(q)), np.full(5, 0.2), method="SLSQP",
                         bounds=[(1e-12, 1.0)] * 5,
                         constraints=[{"type": "eq", "fun": lambda q: q.sum() - 1.0},
                                      {"type": "eq", "fun": lambda q: q @ scores - mean}],
                         options={"ftol": 1e-15, "maxiter": 1000})
        assert found.success
        return -float(found.fun)

    return float(w.sum() * (best(score_of(h.elo1)) - best(score_of(h.elo0))))


@pytest.mark.parametrize("counts", [(1, 2, 3, 4, 5), (10, 0, 0, 0, 20), (0, 0, 0, 0, 7), (3, 10, 30, 12, 2),
                                    (5, 1, 0, 0, 0), (40, 220, 3100, 240, 41)])
def test_the_llr_is_the_largest_likelihood_under_each_hypothesis(counts: tuple[int, ...]) -> None:
    c = Pentanomial((counts[0], counts[1], counts[2], counts[3], counts[4]))
    assert llr(c, H) == pytest.approx(brute_llr(c, H), abs=1e-6)


def test_the_llr_is_near_the_brownian_approximation_on_many_pairs() -> None:
    # fishtest's other reading of the same test (GSPRT_approximation): N (s1 - s0)(2s - s0 - s1) / (2 var)
    c = Pentanomial((10789, 19328, 33806, 19402, 10543))
    h = Hypotheses(-3, 1)
    scores = np.array([0.0, 0.25, 0.5, 0.75, 1.0])
    p = np.array(c.counts) / c.pairs
    s = float(p @ scores)
    var = float(p @ (scores - s) ** 2)
    s0, s1 = score_of(h.elo0), score_of(h.elo1)
    approx = c.pairs * (s1 - s0) * (2 * s - s0 - s1) / var / 2
    assert llr(c, h) == pytest.approx(approx, rel=1e-3)


def test_no_pairs_no_evidence() -> None:
    assert llr(Pentanomial(), H) == 0.0
    assert sequential([], H) == start_test(H)


def test_the_bounds_are_walds_for_five_per_cent_errors() -> None:
    assert H.upper == pytest.approx(math.log(0.95 / 0.05)) == pytest.approx(2.944, abs=1e-3)
    assert H.lower == pytest.approx(math.log(0.05 / 0.95)) == pytest.approx(-2.944, abs=1e-3)
    assert verdict(H.upper, H) is Verdict.H1 and verdict(H.lower, H) is Verdict.H0
    assert verdict(math.nextafter(H.upper, 0), H) is None and verdict(math.nextafter(H.lower, 0), H) is None
    assert Hypotheses(0, 5, alpha=0.01, beta=0.1).upper == pytest.approx(math.log(0.9 / 0.01))


@pytest.mark.parametrize("elo0, elo1", [(30, 0), (5, 5), (math.nan, 5), (0, 1001)])
def test_hypotheses_that_test_nothing_are_refused(elo0: float, elo1: float) -> None:
    with pytest.raises(ValueError):
        Hypotheses(elo0, elo1)


def test_the_counts_of_pairs() -> None:
    assert pentanomial([0, 2, 1, 1, 0.5, 1.5, 2, 2]).counts == (1, 1, 2, 1, 3)
    with pytest.raises(ValueError):
        pentanomial([0.25])


def test_the_elo_estimate_is_that_of_the_mean_score() -> None:
    c = Pentanomial((1, 2, 3, 4, 5))  # a mean score of 2/3 a match: twice as many points as B
    e = elo_estimate(c)
    assert e.elo == pytest.approx(400 * math.log10(2))
    scores = np.array([0.0, 0.25, 0.5, 0.75, 1.0])
    p = np.array(c.counts) / c.pairs
    half = 1.959964 * math.sqrt(float(p @ (scores - 2 / 3) ** 2) / c.pairs)
    assert (e.low, e.high) == pytest.approx((elo_of(2 / 3 - half), elo_of(2 / 3 + half)), abs=1e-3)
    even = elo_estimate(Pentanomial((3, 10, 30, 10, 3)))
    assert even.elo == pytest.approx(0, abs=1e-9) and even.low == pytest.approx(-even.high)
    assert elo_estimate(Pentanomial((0, 0, 0, 0, 9))).elo == pytest.approx(elo_of(1.0))  # finite


def test_a_strong_player_is_found_stronger_early() -> None:
    # about +190 Elo: A takes most pairs whole
    outcome = sequential(drawn((0.05, 0.05, 0.2, 0.2, 0.5), 2000, seed=1), H)
    assert outcome.verdict is Verdict.H1
    assert outcome.pairs < 100
    assert outcome.llr >= H.upper
    assert elo_estimate(outcome.counts).low > 0


def test_equal_players_are_found_not_stronger() -> None:
    outcome = sequential(drawn((0.1, 0.2, 0.4, 0.2, 0.1), 5000, seed=2), H)
    assert outcome.verdict is Verdict.H0
    assert outcome.llr <= H.lower
    assert 20 < outcome.pairs < 5000


def test_a_test_decided_reads_no_further() -> None:
    pairs = drawn((0.05, 0.05, 0.2, 0.2, 0.5), 500, seed=3)
    outcome = sequential(pairs, H)
    assert sequential(pairs[:outcome.pairs], H) == outcome
    assert outcome.counts == pentanomial(pairs[:outcome.pairs])
    assert sequential(pairs[:outcome.pairs - 1], H).verdict is None


def results_of(pairs: list[float]) -> dict[int, MatchResult]:
    """Matches (by index, pair k the matches 2k and 2k + 1) that give A these pairs' points."""
    def match(i: int, a_points: float) -> MatchResult:
        seat = i % 2
        winner = None if a_points == 0.5 else seat if a_points == 1 else 1 - seat
        return MatchResult(i // 2, seat, winner, 10)

    out: dict[int, MatchResult] = {}
    for k, p in enumerate(pairs):
        first = min(p, 1.0) if p != 1.0 else (1.0 if k % 2 else 0.5)
        out[2 * k], out[2 * k + 1] = match(2 * k, first), match(2 * k + 1, p - first)
    return out


def test_pairs_ending_out_of_order_are_read_in_their_order() -> None:
    pairs = drawn((0.05, 0.1, 0.3, 0.25, 0.3), 400, seed=4)
    in_order = sequential(pairs, H)
    assert in_order.verdict is not None
    matches = results_of(pairs)
    for shuffle in range(3):
        arrival = list(matches)
        random.Random(shuffle).shuffle(arrival)
        seen: dict[int, MatchResult] = {}
        outcome = start_test(H)
        for i in arrival:
            seen[i] = matches[i]
            outcome = in_pair_order(outcome, seen, len(pairs))
        assert outcome == in_order


def fake_matches(monkeypatch: pytest.MonkeyPatch, a_wins: bool) -> list[int]:
    """Matches that A always wins (or always draws), played in this process; their seeds played."""
    played: list[int] = []

    def one(task: tuple[str, dict[str, Any], int, str, str, int]) -> MatchResult:
        played.append(task[2])
        seat = task[5]
        return MatchResult(task[2], seat, seat if a_wins else None, 10)

    monkeypatch.setattr(arena, "_one", one)
    return played


def test_a_run_stops_at_its_verdict_and_a_journal_replays_it(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    played = fake_matches(monkeypatch, a_wins=True)
    journal = tmp_path / "run.jsonl"
    run = run_sprt("en-garde", "master", "novice", 1000, 7, 1, H, QUICK, journal=journal)
    assert run.outcome.verdict is Verdict.H1
    # each deal twice, the seats swapped, and not a match past the deciding pair
    assert played == [7 * 100_000 + k for k in range(run.outcome.pairs) for _ in (0, 1)]
    kept = journal.read_bytes()
    played.clear()
    again = run_sprt("en-garde", "master", "novice", 1000, 7, 1, H, QUICK, journal=journal)
    assert again == run and played == [] and journal.read_bytes() == kept


def test_a_run_stopped_short_goes_on_from_its_journal(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    played = fake_matches(monkeypatch, a_wins=False)
    journal = tmp_path / "run.jsonl"
    short = run_sprt("en-garde", "novice", "novice", 20, 7, 1, H, QUICK, journal=journal)
    assert short.outcome.verdict is None and short.outcome.pairs == 10
    assert "No verdict after 10 pairs" in sprt_report(short)
    played.clear()
    whole = run_sprt("en-garde", "novice", "novice", 1000, 7, 1, H, QUICK, journal=journal)
    assert whole.outcome.verdict is Verdict.H0  # draws only: A is no stronger
    assert len(played) == 2 * whole.outcome.pairs - 20  # the first ten pairs came from the journal
    played.clear()
    assert run_sprt("en-garde", "novice", "novice", 1000, 7, 1, H, QUICK) == whole


def test_a_real_run_gives_the_same_verdict_on_one_process_or_two() -> None:
    # decided before the cap: on two processes, pairs past the deciding one end too, unread
    one = run_sprt("en-garde", "novice", "random", 40, 3, 1, Hypotheses(0, 200), QUICK)
    two = run_sprt("en-garde", "novice", "random", 40, 3, 2, Hypotheses(0, 200), QUICK)
    assert one.outcome.verdict is Verdict.H1 and one.outcome.pairs < 20
    assert one == two


@pytest.mark.parametrize("value", ["30", "30,0", "0,0", "nan,1", "a,b", "0,30,60", "=-2000,0", "0,inf", ""])
def test_bad_sprt_values_are_usage_errors(value: str, capsys: pytest.CaptureFixture[str]) -> None:
    option = ["--sprt" + value] if value.startswith("=") else ["--sprt", value]
    with pytest.raises(SystemExit) as exc:
        main(["arena", "en-garde", "--a", "novice", "--b", "novice", "--jobs", "1", *option])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "--sprt" in err and "Traceback" not in err


def test_one_match_is_no_pair(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["arena", "en-garde", "--a", "novice", "--b", "novice", "-n", "1", "--sprt", "0,30"])
    assert exc.value.code == 2
    assert "-n 2" in capsys.readouterr().err


def test_without_scipy_the_test_says_what_to_install(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "scipy" else real(name, *a))
    played = fake_matches(monkeypatch, a_wins=True)
    assert main(["arena", "en-garde", "--a", "novice", "--b", "novice", "-n", "4", "--jobs", "1",
                 "--sprt", "0,30"]) == 1
    assert "salle[strength]" in capsys.readouterr().err and played == []


def test_a_tiny_real_run_ends_with_its_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "en-garde", "--a", "novice", "--b", "novice", "-n", "4", "--jobs", "1",
                 "-o", "hits=1", "--sprt", "0,30"]) == 0
    out = capsys.readouterr().out
    assert "No verdict after 2 pairs" in out or "Verdict after" in out
    assert "LLR" in out and "-2.94" in out and "+2.94" in out
    assert "Pairs by novice's points (0, 1/2, 1, 3/2, 2): " in out
    counts = out.rsplit(": ", 1)[1].split(", ")
    assert sum(int(c) for c in counts) == 2


def test_the_help_says_what_sprt_takes(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["arena", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--sprt ELO0,ELO1" in text and "-1000 to 1000, ELO0 below ELO1" in text


def test_the_report_reads_as_english_for_one_pair_and_for_many() -> None:
    from engine.tools.arena import SprtRun
    from engine.tools.sprt import after

    one = SprtRun("master", "club", after(start_test(H), 2.0), 50)
    assert "No verdict after 1 pair (at most 50 with -n)" in sprt_report(one)
    decided = SprtRun("master", "club", sequential([2.0] * 100, H), 50)
    text = sprt_report(decided)
    assert f"Verdict after {decided.outcome.pairs} pairs: H1 accepted, master is +30 Elo stronger " \
           "rather than +0" in text
    assert "Elo of master over club: +" in text
    assert "Pairs by master's points (0, 1/2, 1, 3/2, 2): 0, 0, 0, 0, " in text
