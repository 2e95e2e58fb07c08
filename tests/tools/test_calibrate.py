"""Calibration: the shown chances grouped, each group's result rate with an interval over
matches, and a tiny run through the command line."""

from __future__ import annotations

import random

import pytest

from engine.ai.coach import IDENTITY, log_odds, sigmoid
from engine.games import get_game
from engine.tools.calibrate import (
    Shown,
    bin_of,
    brier,
    calibration_bins,
    cross_fitted,
    fit_map,
    played_match,
)
from main import main


def test_a_chance_falls_in_its_tenth_and_a_certainty_in_the_last() -> None:
    assert [bin_of(c) for c in (0.0, 0.0999, 0.1, 0.55, 0.9, 0.999, 1.0)] == [0, 0, 1, 5, 9, 9, 9]
    assert bin_of(0.5, bins=4) == 2 and bin_of(1.0, bins=4) == 3


def test_each_group_counts_its_positions_the_mean_shown_and_how_often_that_side_won() -> None:
    matches = [
        [Shown(0.62, 1.0), Shown(0.68, 1.0), Shown(0.12, 0.0)],
        [Shown(0.64, 0.0), Shown(0.15, 1.0)],
        [Shown(0.66, 0.5)],  # a draw counts half
    ]
    bins = calibration_bins(matches)
    assert len(bins) == 10 and [b.positions for b in bins] == [0, 2, 0, 0, 0, 0, 4, 0, 0, 0]
    six = bins[6]
    assert (six.low, six.high) == (0.6, 0.7)
    assert six.shown == pytest.approx((0.62 + 0.68 + 0.64 + 0.66) / 4)
    assert six.won == pytest.approx(2.5 / 4)
    lo, hi = six.interval
    assert 0.0 <= lo <= six.won <= hi <= 1.0
    assert bins[1].won == pytest.approx(0.5)
    assert bins[0].positions == 0 and bins[0].interval == (0.0, 1.0)


def test_the_interval_resamples_whole_matches_so_one_match_gives_no_spread() -> None:
    one = [[Shown(0.7, 1.0)] * 50]
    (lo, hi) = calibration_bins(one)[7].interval
    assert lo == hi == 1.0  # fifty positions of one match are one result, not fifty
    many = [[Shown(0.7, float(i % 2))] for i in range(50)]
    lo, hi = calibration_bins(many)[7].interval
    assert lo < 0.5 < hi


def test_the_brier_score_is_the_mean_squared_miss() -> None:
    assert brier([[Shown(0.5, 1.0), Shown(0.5, 0.0)]]) == pytest.approx(0.25)
    assert brier([[Shown(1.0, 1.0)], [Shown(0.0, 0.0)]]) == 0.0


def test_a_match_records_a_chance_for_every_decision_and_the_side_that_won() -> None:
    shown = played_match("en-garde", {"level": "standard", "parry": "total", "discards": "hidden",
                                      "hits": 1, "first": 0}, 3, "club", coach="club")
    assert shown
    assert all(0.0 <= s.chance <= 1.0 for s in shown)
    assert {s.score for s in shown} <= {0.0, 0.5, 1.0}
    assert {s.score for s in shown} in ({0.0, 1.0}, {0.5})  # both sides decided: one won, or a draw


def overconfident(matches: int, seed: int) -> list[list[Shown]]:
    """Matches whose search says p where the truth is sigmoid(0.6 * log-odds(p) - 0.3)."""
    rng = random.Random(seed)
    out = []
    for _ in range(matches):
        said = [rng.uniform(0.02, 0.98) for _ in range(30)]
        out.append([Shown(p, float(rng.random() < sigmoid(0.6 * log_odds(p) - 0.3))) for p in said])
    return out


def test_the_fitted_map_is_the_one_the_results_were_drawn_from() -> None:
    slope, shift = fit_map(overconfident(400, 1))
    assert slope == pytest.approx(0.6, abs=0.05) and shift == pytest.approx(-0.3, abs=0.06)
    assert fit_map([]) == IDENTITY
    one_sided = fit_map([[Shown(0.7, 1.0)] * 20])  # one result throughout: still an answer
    assert sigmoid(one_sided[0] * log_odds(0.7) + one_sided[1]) > 0.9


def test_a_map_fitted_on_half_the_matches_predicts_the_other_half_better_than_the_search() -> None:
    matches = overconfident(100, 2)
    held_out = cross_fitted(matches)
    assert brier(held_out) < brier(matches) - 0.01
    # every decision is judged once, its search's chance kept beside the mapped one
    assert sorted(s.raw for m in held_out for s in m) == sorted(s.chance for m in matches for s in m)
    assert sorted(len(m) for m in held_out) == sorted(len(m) for m in matches)
    # the maps temper the overconfident extremes: what the search calls 95% is shown lower
    sure = [s for m in held_out for s in m if s.raw > 0.95]
    assert sure and all(s.chance < s.raw for s in sure)


def test_a_match_records_the_search_s_chance_and_the_one_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    options = {"level": "standard", "parry": "total", "discards": "hidden", "hits": 1, "first": 0}
    plain = played_match("en-garde", options, 3, "club", coach="club")
    monkeypatch.setattr(get_game("en-garde"), "calibration", {"club": (0.5, 0.2)})
    tempered = played_match("en-garde", options, 3, "club", coach="club")
    assert [s.raw for s in tempered] == [s.chance for s in plain]  # the same match, the same search
    expected = [sigmoid(0.5 * log_odds(s.raw) + 0.2) for s in tempered]
    assert [s.chance for s in tempered] == pytest.approx(expected)


def test_the_command_prints_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["calibrate", "en-garde", "--level", "club", "--coach", "club", "-n", "2", "--jobs", "1",
                 "--seed", "4", "-o", "hits=1"]) == 0
    out = capsys.readouterr()
    assert out.out.startswith("| shown win chance | positions | mean shown | side won |")
    assert "2 matches" in out.out and "Brier score" in out.out
    assert "The map fitted to this run: slope" in out.out and "The game keeps slope" in out.out
    # the second table: the same decisions through maps fitted to the other half
    tail = out.out.split("fitted to the other half of the matches:")[1]
    assert tail.strip().startswith("| shown win chance |") and "2 matches" in tail
    assert "calibrating" in out.err  # the progress goes to the error stream, the table to the output


def test_the_command_refuses_a_coach_that_does_not_search(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main(["calibrate", "en-garde", "--coach", "novice"])
    assert e.value.code == 2
    assert "--coach" in capsys.readouterr().err
