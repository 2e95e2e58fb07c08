"""Fit the weights of Ready...Fence!'s value of an unfinished bout (heuristics.race_value).

`python -m tests.bench.value_fit play FILE -n 1600 --iterations 400 --seed 900000` plays basic
bouts of one search a side (the Club's search at the given budget, today's value) and adds each
to FILE as a line: the deal, the winner and the position at the start of every turn. A bout
already in FILE is not played again, so a run stopped half-way goes on where it stopped.

`python -m tests.bench.value_fit fit FILE` fits a logistic regression of who won on the value's
terms in those positions, held out by bout five ways, and prints the Brier score of the fit
beside today's value's on the same held-out bouts, then the weights fitted on every bout, each
beside the constant of `heuristics.py` it would replace (docs/figures.md, Ready...Fence! AI strength).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np

from engine.ai.players import move_seed
from engine.core.errors import SalleError
from engine.games import get_game
from engine.games.ready_fence.heuristics import (
    W_ATTACKS,
    W_DEFENCE,
    W_FASTEST,
    W_GROUND,
    W_LONG,
    W_LUNGE,
    W_RACE,
    W_STAMINA,
    hand_strength,
    race_log_odds,
    race_value,
)
from engine.games.ready_fence.state import STRIP, ReadyFenceState
from engine.tools import arena
from tests.bench.pilot import GAME, decide

# race_value's terms, each fencer 1's less fencer 2's where both have one, and today's weights
TERMS = ("race", "stamina", "lunge", "long", "ground", "fastest", "attacks", "defence")
WEIGHTS = (W_RACE, W_STAMINA, W_LUNGE, W_LONG, W_GROUND, W_FASTEST, W_ATTACKS, W_DEFENCE)
RIDGE = 1.0  # a light L2 pull on the weights: the hand terms lean on each other
FOLDS = 5


def terms(state: ReadyFenceState) -> list[float]:
    """The terms of TERMS in `state` (race_value is tanh of half their weighted sum)."""
    mover = 1.0 if state.to_move == 0 else -1.0
    d = state.distance()
    hands = hand_strength(state, 0), hand_strength(state, 1)
    return [race_log_odds(state), state.stamina[0] - state.stamina[1], mover * (d <= 1), mover * (d == 2),
            state.pos[0] - (STRIP - 1 - state.pos[1]),
            *(float(a - b) for a, b in zip(hands[0], hands[1], strict=True))]


def bout(task: tuple[int, int]) -> dict[str, Any]:
    """One basic bout from deal `seed`, both sides today's search of `iterations`."""
    seed, iterations = task
    positions: list[dict[str, Any]] = []

    def keep(state: Any) -> None:
        if state.phase == "turn" and state.actions_left == 2:  # the start of a turn
            positions.append(state.to_json())

    state, _ = arena.play(GAME, get_game(GAME).parse_options({}), seed, lambda view, seat, ply: decide(
        view, move_seed(seed, ply), iterations, None), keep)
    return {"seed": seed, "winner": state.winning_seat(), "positions": positions}


def read_bouts(path: Path) -> Iterator[dict[str, Any]]:
    """The bouts in `path`; ValueError naming the file and line of one it cannot read."""
    with path.open(encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            try:
                record = json.loads(line)
                if not isinstance(record, dict):
                    raise ValueError("not an object")
                for field in ("seed", "winner", "positions"):
                    if field not in record:
                        raise ValueError(f"no field {field!r}")
                if not isinstance(record["seed"], int) or record["winner"] not in (0, 1, None):
                    raise ValueError("seed: a whole number; winner: 0, 1 or null")
                if not isinstance(record["positions"], list):
                    raise ValueError("positions: a list")
            except ValueError as e:
                raise ValueError(f"{path}, line {number}: {e}") from None
            yield record


def play(path: Path, n: int, iterations: int, seed: int, jobs: int) -> int:
    """Add the bouts of deals seed .. seed + n - 1 not yet in `path`; how many were played."""
    done = {b["seed"] for b in read_bouts(path)} if path.exists() else set()
    tasks = [(s, iterations) for s in range(seed, seed + n) if s not in done]
    with path.open("a", encoding="utf-8") as f, ProcessPoolExecutor(max(1, jobs)) as pool:
        for record in pool.map(bout, tasks, chunksize=4):
            f.write(json.dumps(record) + "\n")
            f.flush()  # each bout kept as it ends: a stopped run loses none
    return len(tasks)


def sigmoid(z: np.ndarray) -> np.ndarray:
    return 1 / (1 + np.exp(-z))


def logistic(x: np.ndarray, y: np.ndarray, ridge: float = RIDGE) -> np.ndarray:
    """Weights w (no intercept: the value is fencer 1's minus fencer 2's, so it is odd) with
    P(y = 1) = sigmoid(x @ w), by Newton's method on the L2-penalised log-likelihood."""
    w = np.zeros(x.shape[1])
    for _ in range(50):
        p = sigmoid(x @ w)
        gradient = x.T @ (p - y) + ridge * w
        hessian = (x * (p * (1 - p))[:, None]).T @ x + ridge * np.eye(len(w))
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.max(np.abs(step)) < 1e-9:
            break
    return w


def fit(path: Path, folds: int = FOLDS) -> dict[str, Any]:
    """The held-out Brier scores (the fit's and today's, fold by fold) and the weights."""
    game = get_game(GAME)
    rows: list[list[float]] = []
    won: list[float] = []
    bouts: list[int] = []
    today: list[float] = []
    for record in read_bouts(path):
        if record["winner"] is None:
            continue
        for position in record["positions"]:
            try:
                state = game.state_class.from_json(position)
            except SalleError as e:
                raise ValueError(f"{path}, bout {record['seed']}: {e}") from None
            assert isinstance(state, ReadyFenceState)
            rows.append(terms(state))
            today.append((race_value(state) + 1) / 2)
            won.append(1.0 if record["winner"] == 0 else 0.0)
            bouts.append(record["seed"])
    if not rows:
        raise ValueError(f"{path}: no finished bout to fit")
    x, y, seeds, old = np.array(rows), np.array(won), np.array(bouts), np.array(today)
    order = np.random.default_rng(0).permutation(np.unique(seeds))
    fitted, kept = [], []
    for held in np.array_split(order, folds):
        test = np.isin(seeds, held)
        p = sigmoid(x[test] @ logistic(x[~test], y[~test]))
        fitted.append(float(np.mean((p - y[test]) ** 2)))
        kept.append(float(np.mean((old[test] - y[test]) ** 2)))
    weights = logistic(x, y)
    return {"positions": len(rows), "bouts": len(np.unique(seeds)), "brier": fitted, "today": kept,
            "weights": dict(zip(TERMS, (float(v) for v in weights), strict=True))}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.value_fit",
                                     description=(__doc__ or "").split("\n")[0])
    verbs = parser.add_subparsers(dest="verb", required=True)
    p = verbs.add_parser("play", help="add self-play bouts to FILE")
    p.add_argument("file", type=Path)
    p.add_argument("-n", type=int, default=1600, help="deals (default 1,600)")
    p.add_argument("--iterations", type=int, default=400, help="per search (default 400)")
    p.add_argument("--seed", type=int, default=900_000, help="the first deal (default 900000)")
    p.add_argument("--jobs", type=int, default=2)
    f = verbs.add_parser("fit", help="fit the value's weights to the bouts in FILE")
    f.add_argument("file", type=Path)
    args = parser.parse_args(argv)
    try:
        if args.verb == "play":
            if args.n <= 0 or args.iterations <= 0:
                parser.error("-n and --iterations: give a positive number")
            print(f"{play(args.file, args.n, args.iterations, args.seed, args.jobs)} bouts played")
            return 0
        r = fit(args.file)
    except (OSError, ValueError) as e:
        print(f"value_fit: {e}", file=sys.stderr)
        return 1
    won = sum(a < b for a, b in zip(r["brier"], r["today"], strict=True))
    print(f"{r['positions']} positions of {r['bouts']} bouts; held out by bout, {FOLDS} ways: "
          f"Brier {np.mean(r['brier']):.4f} fitted, {np.mean(r['today']):.4f} today's "
          f"(the fit better on {won} of {FOLDS})")
    for term, weight, today in zip(TERMS, r["weights"].values(), WEIGHTS, strict=True):
        print(f"  {term:10} {weight:+.3f}   (today {today:+.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
