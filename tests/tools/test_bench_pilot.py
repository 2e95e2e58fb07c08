"""The A/B pilot of Ready...Fence!'s search (tests/bench/pilot.py) favours neither side."""

from __future__ import annotations

import pytest

from tests.bench import pilot


def test_two_sides_alike_win_exactly_one_bout_of_each_pair() -> None:
    # the variant with no knob changed plays today's moves, and a deal is played from both
    # seats: any leaning of the harness towards one side would break the pairs
    results = pilot.pilot({}, 4, iterations=30, seed=7000, jobs=1)
    assert len(results) == 4
    assert [results[0] + results[1], results[2] + results[3]] == [1, 1]


def test_a_changed_knob_plays_other_moves() -> None:
    # the pair no longer mirrors itself once the variant's playouts differ (a pair won twice or
    # lost twice somewhere among the first deals)
    results = pilot.pilot({"epsilon": 1.0, "horizon": 1}, 8, iterations=30, seed=7000, jobs=1)
    assert any(results[i] == results[i + 1] for i in range(0, 8, 2))


@pytest.mark.parametrize(("word", "said"), [
    ("exploration", "name=value"),
    ("depth=3", "one of epsilon, exploration, horizon"),
    ("epsilon=lots", "'lots' is not a number"),
])
def test_a_bad_knob_is_named(word: str, said: str) -> None:
    with pytest.raises(ValueError, match=said):
        pilot.parse_knobs([word])


def test_an_odd_number_of_bouts_exits_2_with_usage(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        pilot.main(["-n", "3"])
    assert ended.value.code == 2
    assert "usage:" in capsys.readouterr().err
