"""`make bench --against`: the timer in a tree, reading its lines, the turns and the ratio tables
(no timing of the real engine here)."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path
from typing import Any

import pytest

from tests.bench import against

SETS: list[against.RuleSet] = [
    ("en-garde", "standard", {"level": "standard"}),
    ("ready-fence", "basic", {"mode": "basic"}),
    ("newgame", "duel", {}),
]
C, P = against.COMPILED, against.PURE


def _lines(rows: list[dict[str, object]]) -> str:
    return "\n".join(json.dumps(r) for r in rows) + "\n"


def test_parse_timings_reads_the_tree_its_flavour_and_each_rate() -> None:
    text = _lines([
        {"tree": "/somewhere/engine/__init__.py", "compiled": True},
        {"game": "en-garde", "label": "standard", "rate": 1000.5},
        {"game": "newgame", "label": "duel", "error": "ValueError: no game 'newgame'"},
        {"game": "en-garde", "label": against.SEARCH, "rate": 250.0},
    ])
    tree, compiled, rates = against.parse_timings(text)
    assert tree == "/somewhere/engine/__init__.py"
    assert compiled is True
    assert rates == {("en-garde", "standard"): 1000.5, ("newgame", "duel"): None,
                     ("en-garde", against.SEARCH): 250.0}


def test_ratio_table_gives_medians_and_their_ratio_per_flavour() -> None:
    old: dict[tuple[str, str, str], list[float | None]] = {
        (C, "en-garde", "standard"): [100.0, 300.0, 200.0], (C, "ready-fence", "basic"): [50.0],
        (P, "en-garde", "standard"): [10.0]}
    new: dict[tuple[str, str, str], list[float | None]] = {
        (C, "en-garde", "standard"): [500.0, 400.0, 600.0], (C, "ready-fence", "basic"): [None, 75.0],
        (C, "newgame", "duel"): [10.0], (P, "en-garde", "standard"): [9.0]}
    table = against.ratio_table(SETS, old, new, {"en-garde": "En Garde"}, [C, P]).splitlines()
    assert table[0].startswith("| game | rules | engine | baseline actions/s")
    # medians 200 and 500: a ratio of 2.5; a repeat that failed is left out of the median
    assert table[2] == "| En Garde | standard | compiled | 200 | 500 | 2.50x |"
    assert table[3] == "| ready-fence | basic | compiled | 50 | 75 | 1.50x |"
    # a game the baseline does not have: a gap, no ratio
    assert table[4] == "| newgame | duel | compiled | - | 10 | - |"
    assert table[5] == "| En Garde | standard | pure Python | 10 | 9 | 0.90x |"


def test_ratio_table_says_where_the_baseline_ran_otherwise() -> None:
    old = {(C, "en-garde", against.SEARCH): [100.0]}
    new = {(C, "en-garde", against.SEARCH): [300.0]}
    table = against.ratio_table([("en-garde", against.SEARCH, {})], old, new, {}, [C], label="timed",
                                unit="iterations/s", notes={C: "pure Python, it has no compiled build"})
    assert table.splitlines()[0].startswith("| game | timed | engine | baseline iterations/s")
    assert table.splitlines()[2] == ("| en-garde | search | compiled (baseline: pure Python, it has no "
                                     "compiled build) | 100 | 300 | 3.00x |")


def test_an_unknown_baseline_is_a_clear_message(tmp_path: Path) -> None:
    # without git (or outside a checkout) the message says so instead
    with pytest.raises(against.BaselineError, match=r"no-such-commit: git cannot export it|needs git"):
        against.export_tree("no-such-commit", tmp_path)


def test_a_tree_without_a_build_script_says_it_runs_pure(tmp_path: Path) -> None:
    assert against.build_compiled(tmp_path) == "it has no compiled build"


def test_pure_is_asked_only_where_it_is_meant(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SALLE_PURE", "1")
    monkeypatch.setenv("PYTHONPATH", "/elsewhere")
    assert "SALLE_PURE" not in against._env(tmp_path, pure=False)
    assert against._env(tmp_path, pure=True)["SALLE_PURE"] == "1"
    assert against._env(tmp_path, pure=False)["PYTHONPATH"] == str(tmp_path)


# a tree holding just what the timer names: one game of three steps, and a search that writes down
# how it was called
TOY = {
    "engine/__init__.py": "",
    "engine/ai/__init__.py": "",
    "engine/ai/ismcts.py": """
        import json
        from pathlib import Path
        CALLS = Path(__file__).resolve().parents[2] / "calls.jsonl"

        def search(game, view, iterations, seed):
            with CALLS.open("a") as f:
                f.write(json.dumps([view, iterations, seed]) + "\\n")
            return {}
    """,
    "engine/games/__init__.py": """
        class State:
            def __init__(self, seed):
                self.left, self.seed = 3, seed
            def is_terminal(self): return self.left == 0
            def is_chance(self): return False
            def legal_actions(self): return [0, 1]
            def step(self, a): self.left -= 1
            def current_player(self): return 0
            def view(self, seat): return self.seed

        class Game:
            def new(self, options, seed): return State(seed)

        def get_game(name):
            if name != "toy":
                raise KeyError(name)
            return Game()
    """,
}


def test_the_timer_times_playouts_and_searches_in_its_tree(tmp_path: Path) -> None:
    for name, text in TOY.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(textwrap.dedent(text))
    compiled, rates = against.time_tree(tmp_path, [("toy", "short", {}), ("gone", "x", {})], 0.02, 0.01,
                                        seed=0, pure=True, searched=["toy", "gone"])
    assert compiled is False
    assert (rates[("toy", "short")] or 0.0) > 0.0
    assert (rates[("toy", against.SEARCH)] or 0.0) > 0.0
    # a game the tree lacks is a gap in each table, not a failure
    assert rates[("gone", "x")] is None and rates[("gone", against.SEARCH)] is None
    calls = [json.loads(line) for line in (tmp_path / "calls.jsonl").read_text().splitlines()]
    # every search runs the chunk's budget, from six positions' views in turn, each its own seed
    assert {n for _, n, _ in calls} == {against.SEARCH_CHUNK}
    assert len({v for v, _, _ in calls}) == 6
    timed = calls[next(i for i, (_, _, s) in enumerate(calls[1:], 1) if s == 0):]  # after the warm-up
    assert [s for _, _, s in timed] == list(range(len(timed)))
    views = [v for v, _, _ in timed]
    assert views == [views[k % 6] for k in range(len(views))]


def _compare(monkeypatch: pytest.MonkeyPatch, build: str | None) -> tuple[str, list[tuple[str, bool]]]:
    """compare() with the export, the build and the timer stood in for: the table, and the turns
    it took (tree, pure)."""
    turns: list[tuple[str, bool]] = []

    def time_tree(tree: Path, sets: Any, seconds: float, warmup: float, seed: int, pure: bool = False,
                  searched: Any = ()) -> tuple[bool, dict[against.Key, float | None]]:
        today = tree == against.REPO
        turns.append(("today" if today else "base", pure))
        speed = (2.0 if today else 1.0) * (1.0 if pure else 10.0)
        return not pure and (today or build is None), {("en-garde", "basic"): 100 * speed,
                                                      ("en-garde", against.SEARCH): speed}

    monkeypatch.setattr(against, "export_tree", lambda rev, dest: None)
    monkeypatch.setattr(against, "build_compiled", lambda tree: build)
    monkeypatch.setattr(against, "today_compiled", lambda: True)
    monkeypatch.setattr(against, "time_tree", time_tree)
    table = against.compare("abc", [("en-garde", "basic", {})], {"en-garde": "En Garde"}, 3, 0.1)
    return table, turns


def test_compare_times_both_trees_in_both_flavours_taking_turns(monkeypatch: pytest.MonkeyPatch) -> None:
    table, turns = _compare(monkeypatch, build=None)
    assert len(turns) == 12 and set(turns) == {(t, p) for t in ("base", "today") for p in (True, False)}
    assert turns[0] != turns[4]  # which goes first changes from one repeat to the next
    assert "| En Garde | basic | compiled | 1,000 | 2,000 | 2.00x |" in table
    assert "| En Garde | basic | pure Python | 100 | 200 | 2.00x |" in table
    assert "| En Garde | search | compiled | 10 | 20 | 2.00x |" in table


def test_a_baseline_without_a_build_is_timed_pure_once(monkeypatch: pytest.MonkeyPatch) -> None:
    table, turns = _compare(monkeypatch, build="it has no compiled build")
    assert ("base", False) not in turns and turns.count(("base", True)) == 3
    assert ("| En Garde | basic | compiled (baseline: pure Python, it has no compiled build) | 100 | 2,000 "
            "| 20.00x |") in table
