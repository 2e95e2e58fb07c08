"""The fit of Ready...Fence!'s value (tests/bench/value_fit.py): its bouts, its regression, its
refusals."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from engine.games.ready_fence import GAME
from engine.games.ready_fence.heuristics import race_value
from engine.games.ready_fence.state import ReadyFenceState
from tests.bench import value_fit

# searches of a few iterations play short bouts that either side wins: what is tested is how bouts
# are kept and fitted, not how well they are fenced (a weak search of 20 can dance for 500 turns)
ITERATIONS = 4


def test_the_bouts_are_kept_with_their_positions_and_not_played_twice(tmp_path: Path) -> None:
    path = tmp_path / "bouts.jsonl"
    assert value_fit.play(path, 2, iterations=ITERATIONS, seed=900_000, jobs=1) == 2
    bouts = list(value_fit.read_bouts(path))
    assert [b["seed"] for b in bouts] == [900_000, 900_001]
    for b in bouts:
        assert b["winner"] in (0, 1, None) and b["positions"]
        # a kept position is the whole bout at that moment: the value reads the same from it
        state = GAME.state_class.from_json(b["positions"][-1])
        assert isinstance(state, ReadyFenceState)
        assert state.phase == "turn" and state.actions_left == 2
        again = GAME.state_class.from_json(state.to_json())
        assert isinstance(again, ReadyFenceState)
        assert value_fit.terms(again) == value_fit.terms(state)
    # asked again with one deal more, only the new one is played
    assert value_fit.play(path, 3, iterations=ITERATIONS, seed=900_000, jobs=1) == 1
    assert len(list(value_fit.read_bouts(path))) == 3


def test_the_regression_finds_the_weights_that_made_the_data() -> None:
    rng = np.random.default_rng(1)
    x = rng.normal(size=(20_000, 3))
    truth = np.array([1.5, -0.7, 0.2])
    y = (rng.random(20_000) < 1 / (1 + np.exp(-(x @ truth)))).astype(float)
    assert np.allclose(value_fit.logistic(x, y), truth, atol=0.08)


def test_the_fit_names_every_term_and_scores_today_s_value_beside_it(tmp_path: Path) -> None:
    path = tmp_path / "bouts.jsonl"
    value_fit.play(path, 6, iterations=ITERATIONS, seed=900_000, jobs=1)
    r = value_fit.fit(path, folds=2)
    assert list(r["weights"]) == list(value_fit.TERMS)
    assert len(r["brier"]) == len(r["today"]) == 2
    assert all(0.0 <= b <= 1.0 for b in r["brier"] + r["today"])
    # the terms fitted are the value's: today's weights on them give today's value
    for record in value_fit.read_bouts(path):
        for position in record["positions"]:
            state = GAME.state_class.from_json(position)
            assert isinstance(state, ReadyFenceState)
            z = sum(w * t for w, t in zip(value_fit.WEIGHTS, value_fit.terms(state), strict=True))
            assert race_value(state) == pytest.approx(np.tanh(z / 2))


def test_a_damaged_file_is_refused_with_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bouts.jsonl"
    good = json.dumps({"seed": 1, "winner": 0, "positions": []})
    path.write_text(good + "\n" + json.dumps({"seed": 2}) + "\n", encoding="utf-8")
    before = path.read_bytes()
    assert value_fit.main(["fit", str(path)]) == 1
    assert "line 2: no field 'winner'" in capsys.readouterr().err
    with pytest.raises(ValueError, match="line 2"):
        value_fit.play(path, 1, iterations=ITERATIONS, seed=5, jobs=1)
    assert path.read_bytes() == before  # never written over
    # a bout whose position is no position of the game: the bout and the field are named
    path.write_text(json.dumps({"seed": 7, "winner": 1, "positions": [{"points": "many"}]}) + "\n",
                    encoding="utf-8")
    with pytest.raises(ValueError, match="bout 7: "):
        value_fit.fit(path)


def test_a_bad_count_exits_2_with_usage(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        value_fit.main(["play", "x.jsonl", "-n", "0"])
    assert ended.value.code == 2
    assert "usage:" in capsys.readouterr().err
