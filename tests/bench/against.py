"""Playout speed of today's code against a baseline commit's, timed in the same run, side by side.

`python -m tests.bench.bench --against REV` exports REV with `git archive` into a temporary
folder and times the random playouts of every game and rule set there and here, each in a
subprocess whose import path is its own tree, the two trees taking turns repeat by repeat so a
busy spell on the shared machine slows both alike; each counts its own CPU time. The figures
are medians of the repeats.
"""

from __future__ import annotations

import io
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]

# One rule set timed: (game, label, options).
RuleSet = tuple[str, str, dict[str, Any]]
Key = tuple[str, str]

# The timing loop run in each tree. It names only what every commit's engine has (get_game, new,
# is_terminal, legal_actions, step), so an old tree runs it unchanged; it is the loop of
# bench.playout_throughput, on the process's own CPU time: on a shared machine the wall clock
# also counts the turns other programs take. A game or option an old tree lacks is reported.
TIMER = r"""
import json, random, sys, time
job = json.loads(sys.argv[1])
import engine
from engine.games import get_game
print(json.dumps({"tree": engine.__file__}), flush=True)

def rate(game, options, seconds, seed):
    rng = random.Random(seed)
    actions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new(options, rng.randrange(1 << 30))
        while not state.is_terminal():
            legal = state.legal_actions()
            state.step(legal[rng.randrange(len(legal))])
            actions += 1
    return actions / (time.process_time() - start)

for name, label, options in job["sets"]:
    out = {"game": name, "label": label}
    try:
        game = get_game(name)
        rate(game, options, job["warmup"], job["seed"] + 1)  # caches filled, card files read
        out["rate"] = rate(game, options, job["seconds"], job["seed"])
    except Exception as e:  # an old tree without this game or option: a gap in the table
        out["error"] = f"{type(e).__name__}: {e}"
    print(json.dumps(out), flush=True)
"""


class BaselineError(RuntimeError):
    """The baseline could not be exported or timed; the message says why."""


def export_tree(rev: str, dest: Path, repo: Path = REPO) -> None:
    """The files of commit `rev` into `dest` (git archive: the repository is not touched)."""
    try:
        tar = subprocess.run(["git", "-C", str(repo), "archive", "--format=tar", rev],
                             capture_output=True, check=True).stdout
    except FileNotFoundError:
        raise BaselineError("--against needs git, and git is not installed") from None
    except subprocess.CalledProcessError as e:
        why = e.stderr.decode(errors="replace").strip().splitlines()
        last = why[-1] if why else "no reason given"
        raise BaselineError(f"--against {rev}: git cannot export it ({last})") from None
    with tarfile.open(fileobj=io.BytesIO(tar)) as archive:
        if hasattr(tarfile, "data_filter"):  # Python 3.11.4 on: refuse links out of `dest`
            archive.extractall(dest, filter="data")
        else:
            archive.extractall(dest)


def parse_timings(text: str) -> tuple[str, dict[Key, float | None]]:
    """The timer's output: the engine package it imported, and actions/s per (game, label)
    (None where that tree could not time the rule set)."""
    tree = ""
    rates: dict[Key, float | None] = {}
    for line in text.splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        if "tree" in row:
            tree = row["tree"]
        else:
            rates[(row["game"], row["label"])] = float(row["rate"]) if "rate" in row else None
    return tree, rates


def time_tree(tree: Path, sets: Sequence[RuleSet], seconds: float, warmup: float,
              seed: int) -> dict[Key, float | None]:
    """Actions/s per rule set of the code in `tree`, timed in a subprocess importing it."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "SALLE_ASSETS")}
    env["PYTHONPATH"] = str(tree)
    job = json.dumps({"sets": [list(s) for s in sets], "seconds": seconds, "warmup": warmup,
                      "seed": seed})
    done = subprocess.run([sys.executable, "-c", TIMER, job], cwd=tree, env=env,
                          capture_output=True, text=True)
    if done.returncode != 0:
        last = done.stderr.strip().splitlines()
        raise BaselineError(f"timing the code in {tree.name} failed: {last[-1] if last else done.returncode}")
    imported, rates = parse_timings(done.stdout)
    # an editable install of the project could shadow the tree: then both columns time one code
    if not Path(imported).resolve().is_relative_to(tree.resolve()):
        raise BaselineError(f"the timer imported {imported}, not the tree it was given")
    return rates


def median_or_none(runs: Iterable[float | None]) -> float | None:
    got = [r for r in runs if r is not None]
    return statistics.median(got) if got else None


def ratio_table(sets: Sequence[RuleSet], old: Mapping[Key, Sequence[float | None]],
                new: Mapping[Key, Sequence[float | None]], titles: Mapping[str, str]) -> str:
    """One row per game and rule set: median actions/s of the baseline and of today, and their
    ratio; a blank where a tree could not time it."""
    lines = ["| game | rules | baseline actions/s | today actions/s | ratio |",
             "|---|---|---:|---:|---:|"]
    for game, label, _ in sets:
        a = median_or_none(old.get((game, label), ()))
        b = median_or_none(new.get((game, label), ()))
        ratio = f"{b / a:.2f}x" if a and b else "-"
        lines.append(f"| {titles.get(game, game)} | {label} | {_count(a)} | {_count(b)} | {ratio} |")
    return "\n".join(lines)


def _count(rate: float | None) -> str:
    return "-" if rate is None else f"{rate:,.0f}"


def compare(rev: str, sets: Sequence[RuleSet], titles: Mapping[str, str], repeats: int,
            seconds: float) -> str:
    """The ratio table for `rev` against the working tree, `repeats` turns each."""
    old: dict[Key, list[float | None]] = {}
    new: dict[Key, list[float | None]] = {}
    with tempfile.TemporaryDirectory(prefix="salle-baseline-") as tmp:
        base = Path(tmp)
        export_tree(rev, base)
        warmup = min(0.5, seconds / 4)
        for i in range(repeats):
            for tree, into in ((base, old), (REPO, new)):
                for key, r in time_tree(tree, sets, seconds, warmup, seed=i).items():
                    into.setdefault(key, []).append(r)
            print(f"  repeat {i + 1}/{repeats} timed", file=sys.stderr, flush=True)
    return ratio_table(sets, old, new, titles)
