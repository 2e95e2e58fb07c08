"""`make bench --against`: reading the timer's lines and the ratio table (no timing here)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.bench import against

SETS: list[against.RuleSet] = [
    ("en-garde", "standard", {"level": "standard"}),
    ("ready-fence", "basic", {"mode": "basic"}),
    ("newgame", "duel", {}),
]


def _lines(rows: list[dict[str, object]]) -> str:
    return "\n".join(json.dumps(r) for r in rows) + "\n"


def test_parse_timings_reads_the_tree_and_each_rule_set() -> None:
    text = _lines([
        {"tree": "/somewhere/engine/__init__.py"},
        {"game": "en-garde", "label": "standard", "rate": 1000.5},
        {"game": "newgame", "label": "duel", "error": "ValueError: no game 'newgame'"},
    ])
    tree, rates = against.parse_timings(text)
    assert tree == "/somewhere/engine/__init__.py"
    assert rates == {("en-garde", "standard"): 1000.5, ("newgame", "duel"): None}


def test_ratio_table_gives_medians_and_their_ratio() -> None:
    old = {("en-garde", "standard"): [100.0, 300.0, 200.0], ("ready-fence", "basic"): [50.0]}
    new = {("en-garde", "standard"): [500.0, 400.0, 600.0], ("ready-fence", "basic"): [None, 75.0],
           ("newgame", "duel"): [10.0]}
    table = against.ratio_table(SETS, old, new, {"en-garde": "En Garde"}).splitlines()
    assert table[0].startswith("| game | rules | baseline")
    # medians 200 and 500: a ratio of 2.5; a repeat that failed is left out of the median
    assert table[2] == "| En Garde | standard | 200 | 500 | 2.50x |"
    assert table[3] == "| ready-fence | basic | 50 | 75 | 1.50x |"
    # a game the baseline does not have: a gap, no ratio
    assert table[4] == "| newgame | duel | - | 10 | - |"


def test_an_unknown_baseline_is_a_clear_message(tmp_path: Path) -> None:
    # without git (or outside a checkout) the message says so instead
    with pytest.raises(against.BaselineError, match=r"no-such-commit: git cannot export it|needs git"):
        against.export_tree("no-such-commit", tmp_path)
