"""Playout and search speed of today's code against a baseline commit's, timed in the same run.

`python -m tests.bench.bench --against REV` exports REV with `git archive` into a temporary
folder and, where today's engine runs compiled, builds the baseline's compiled modules there
with its own packaging/build_compiled.py, so each tree is timed as it would run. Then it times,
in both trees and in each engine flavour today has (compiled, and pure Python with SALLE_PURE),
the random playouts of every game and rule set and the search's iterations per second in each
game, each in a subprocess whose import path is its own tree, the trees taking turns repeat by
repeat so a busy spell on the shared machine slows both alike; each counts its own CPU time. The
figures are medians of the repeats. A baseline that has no compiled build (older than the
compiled engine, or whose build fails) is timed in pure Python in the compiled rows too, and
the table says so: the ratio is then what compiling and the code since gave together.
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
# the key of a game's search rate among the rule sets' keys
SEARCH = "search"
# the two ways an engine runs (engine/compiled.py)
COMPILED, PURE = "compiled", "pure Python"
# the search budget of one timed search: long enough that setting a search up (the root's
# sample, the policy) weighs little beside its iterations, as in a real search of thousands
SEARCH_CHUNK = 100

# The timing loop run in each tree. It names only what every commit's engine has (get_game, new,
# is_terminal, legal_actions, step, view, current_player, ismcts.search), so an old tree runs it
# unchanged; the playouts are bench.playout_throughput's loop, the searches run from positions
# as bench.sample_positions finds them, all on the process's own CPU time: on a shared machine
# the wall clock also counts the turns other programs take. Its first line says whether the
# search loaded compiled. A game or option an old tree lacks is reported.
TIMER = r"""
import json, random, sys, time
job = json.loads(sys.argv[1])
import engine
from engine.ai import ismcts
from engine.games import get_game
print(json.dumps({"tree": engine.__file__, "compiled": not ismcts.__file__.endswith(".py")}), flush=True)

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

def views(game, n, seed):
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        state = game.new({}, rng.randrange(1 << 30))
        for _ in range(rng.randrange(2, 40)):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            state.step(legal[rng.randrange(len(legal))])
        if not state.is_terminal() and not state.is_chance() and len(state.legal_actions()) > 1:
            out.append(state.view(state.current_player()))
    return out

def search_rate(game, seen, seconds, chunk):
    done = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        ismcts.search(game, seen[done // chunk % len(seen)], chunk, done // chunk)
        done += chunk
    return done / (time.process_time() - start)

for name, label, options in job["sets"]:
    out = {"game": name, "label": label}
    try:
        game = get_game(name)
        rate(game, options, job["warmup"], job["seed"] + 1)  # caches filled, card files read
        out["rate"] = rate(game, options, job["seconds"], job["seed"])
    except Exception as e:  # an old tree without this game or option: a gap in the table
        out["error"] = f"{type(e).__name__}: {e}"
    print(json.dumps(out), flush=True)

for name in job["searched"]:
    out = {"game": name, "label": "search"}
    try:
        game = get_game(name)
        seen = views(game, 6, 2026)
        search_rate(game, seen, job["warmup"], job["chunk"])
        out["rate"] = search_rate(game, seen, job["seconds"], job["chunk"])
    except Exception as e:
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


def _env(tree: Path, pure: bool) -> dict[str, str]:
    """The environment a tree is built or timed in: its own import path, and SALLE_PURE only
    where the pure flavour is asked for (nobody's setting of it leaks in)."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "SALLE_ASSETS", "SALLE_PURE")}
    env["PYTHONPATH"] = str(tree)
    if pure:
        env["SALLE_PURE"] = "1"
    return env


def build_compiled(tree: Path) -> str | None:
    """Build `tree`'s compiled engine with the tree's own build script; None if it was built,
    otherwise why it runs in pure Python."""
    script = tree / "packaging" / "build_compiled.py"
    if not script.is_file():
        return "it has no compiled build"
    done = subprocess.run([sys.executable, str(script)], cwd=tree, env=_env(tree, pure=False),
                          capture_output=True, text=True)
    if done.returncode != 0:
        last = done.stderr.strip().splitlines()
        return f"its build failed ({last[-1] if last else done.returncode})"
    return None


def parse_timings(text: str) -> tuple[str, bool, dict[Key, float | None]]:
    """The timer's output: the engine package it imported, whether its search loaded compiled,
    and the rate per (game, label), the label SEARCH for a game's search iterations/s (None
    where that tree could not time it)."""
    tree = ""
    compiled = False
    rates: dict[Key, float | None] = {}
    for line in text.splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        if "tree" in row:
            tree = row["tree"]
            compiled = bool(row.get("compiled", False))
        else:
            rates[(row["game"], row["label"])] = float(row["rate"]) if "rate" in row else None
    return tree, compiled, rates


def time_tree(tree: Path, sets: Sequence[RuleSet], seconds: float, warmup: float,
              seed: int, pure: bool = False,
              searched: Sequence[str] = ()) -> tuple[bool, dict[Key, float | None]]:
    """Whether the code in `tree` ran compiled, and its rate per rule set (actions/s) and per
    game of `searched` (search iterations/s), timed in a subprocess importing it."""
    job = json.dumps({"sets": [list(s) for s in sets], "searched": list(searched),
                      "seconds": seconds, "warmup": warmup, "seed": seed, "chunk": SEARCH_CHUNK})
    done = subprocess.run([sys.executable, "-c", TIMER, job], cwd=tree, env=_env(tree, pure),
                          capture_output=True, text=True)
    if done.returncode != 0:
        last = done.stderr.strip().splitlines()
        raise BaselineError(f"timing the code in {tree.name} failed: {last[-1] if last else done.returncode}")
    imported, compiled, rates = parse_timings(done.stdout)
    # an editable install of the project could shadow the tree: then both columns time one code
    if not Path(imported).resolve().is_relative_to(tree.resolve()):
        raise BaselineError(f"the timer imported {imported}, not the tree it was given")
    if pure and compiled:
        raise BaselineError(f"the code in {tree.name} ran compiled with SALLE_PURE set")
    return compiled, rates


def median_or_none(runs: Iterable[float | None]) -> float | None:
    got = [r for r in runs if r is not None]
    return statistics.median(got) if got else None


Runs = Mapping[tuple[str, str, str], Sequence[float | None]]  # (flavour, game, label): repeats


def ratio_table(sets: Sequence[RuleSet], old: Runs, new: Runs, titles: Mapping[str, str],
                flavours: Sequence[str] = (COMPILED,), label: str = "rules",
                unit: str = "actions/s", notes: Mapping[str, str] | None = None) -> str:
    """One row per engine flavour, game and rule set: the medians of the baseline and of today,
    and their ratio; a blank where a tree could not time it. `notes` says, per flavour, where
    the baseline ran otherwise than today."""
    lines = [f"| game | {label} | engine | baseline {unit} | today {unit} | ratio |",
             "|---|---|---|---:|---:|---:|"]
    for flavour in flavours:
        engine = flavour + (f" (baseline: {notes[flavour]})" if notes and flavour in notes else "")
        for game, rules, _ in sets:
            a = median_or_none(old.get((flavour, game, rules), ()))
            b = median_or_none(new.get((flavour, game, rules), ()))
            ratio = f"{b / a:.2f}x" if a and b else "-"
            lines.append(f"| {titles.get(game, game)} | {rules} | {engine} | {_count(a)} | {_count(b)} "
                         f"| {ratio} |")
    return "\n".join(lines)


def _count(rate: float | None) -> str:
    return "-" if rate is None else f"{rate:,.0f}"


def today_compiled() -> bool:
    """Whether today's engine loads compiled here (a built and current `make compiled`)."""
    from engine.compiled import decide

    return decide().compiled


def compare(rev: str, sets: Sequence[RuleSet], titles: Mapping[str, str], repeats: int,
            seconds: float) -> str:
    """The ratio tables for `rev` against the working tree, `repeats` turns each: the playouts
    per rule set and the search per game, in each flavour today's engine has."""
    flavours = [COMPILED, PURE] if today_compiled() else [PURE]
    searched = list(dict.fromkeys(game for game, _, _ in sets))
    old: dict[tuple[str, str, str], list[float | None]] = {}
    new: dict[tuple[str, str, str], list[float | None]] = {}
    notes: dict[str, str] = {}
    with tempfile.TemporaryDirectory(prefix="salle-baseline-") as tmp:
        base = Path(tmp)
        export_tree(rev, base)
        if COMPILED in flavours:
            print(f"  building {rev}'s compiled engine", file=sys.stderr, flush=True)
            why = build_compiled(base)
            if why is not None:
                notes[COMPILED] = f"pure Python, {why}"
        warmup = min(0.5, seconds / 4)
        for i in range(repeats):
            # the trees take turns, and so do the flavours: which goes first changes repeat by repeat
            # a baseline without a compiled build is timed once, in pure Python, for both rows
            trees = ((base, old), (REPO, new))
            turns = [(tree, into, flavour) for flavour in flavours for tree, into in trees
                     if not (into is old and flavour in notes)]
            shift = i % len(turns)
            for tree, into, flavour in turns[shift:] + turns[:shift]:
                ran, rates = time_tree(tree, sets, seconds, warmup, seed=i, pure=flavour == PURE,
                                       searched=searched)
                if flavour == COMPILED and not ran and into is new:
                    raise BaselineError("today's engine did not load compiled: make compiled again")
                for (game, rules), r in rates.items():
                    into.setdefault((flavour, game, rules), []).append(r)
            print(f"  repeat {i + 1}/{repeats} timed", file=sys.stderr, flush=True)
    for flavour in notes:
        for (timed_as, game, rules), runs in list(old.items()):
            if timed_as == PURE:
                old[(flavour, game, rules)] = runs
    games: list[RuleSet] = [(game, SEARCH, {}) for game in searched]
    return (ratio_table(sets, old, new, titles, flavours, notes=notes) + "\n\nSearch (engine.ai.ismcts."
            f"search, {SEARCH_CHUNK} iterations at a time from 6 positions with a choice, default rules):\n\n"
            + ratio_table(games, old, new, titles, flavours, label="timed", unit="iterations/s",
                          notes=notes))
