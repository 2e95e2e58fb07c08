"""A cheap first look at a change to Ready...Fence!'s search: a variant against today's, A/B.

`python -m tests.bench.pilot exploration=0.5 -n 200 --iterations 1600 --seed 7000` plays `n`
basic bouts of one search a side at the given budget (the Club's, where a bout takes seconds
rather than the Master's minutes), each deal twice with the seats swapped, and prints the
variant's wins with a Wilson interval. Every move is seeded from the deal and the ply, as in the
arena, so two sides alike play the same bout twice and win exactly one of each pair: the
pilot favours neither side (tested). A pilot only screens: a change worth keeping is then
measured by the arena's Master against Master (docs/figures.md, Ready...Fence! AI strength).

The knobs (anything not named stays today's):
- `epsilon`: the share of random moves in the playouts (today 0.15);
- `exploration`: the search's UCB constant (today 0.8);
- `horizon`: the phrases a playout runs before the value is read (today 2).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from engine.ai.ismcts import merge, most_visited, search
from engine.ai.players import move_seed
from engine.games import get_game
from engine.games.ready_fence.heuristics import PHRASE_HORIZON, ReadyFenceHeuristics
from engine.tools.arena import play, wilson

GAME = "ready-fence"
KNOBS = {"epsilon": 0.15, "exploration": 0.8, "horizon": float(PHRASE_HORIZON)}
PILOT_POLICY = "pilot"  # the name the variant's policy is lent under, for its own searches only


class Variant:
    """Today's policy with its playouts' randomness and horizon changed."""

    def __init__(self, epsilon: float, horizon: int) -> None:
        self.plain = ReadyFenceHeuristics(epsilon=epsilon)
        self.horizon = horizon

    def __getattr__(self, name: str) -> Any:  # everything else (the moves, the value) is today's
        return getattr(self.plain, name)

    def horizon_reached(self, root: Any, state: Any) -> bool:
        return bool(state.phase == "over" or state.phrases - root.phrases >= self.horizon)


def parse_knobs(words: Sequence[str]) -> dict[str, float]:
    """`name=value` words into knobs; ValueError naming the word at fault."""
    knobs: dict[str, float] = {}
    for word in words:
        name, sep, value = word.partition("=")
        if not sep or name not in KNOBS:
            raise ValueError(f"{word!r}: give a knob as name=value, one of {', '.join(KNOBS)}")
        try:
            knobs[name] = float(value)
        except ValueError:
            raise ValueError(f"{word!r}: {value!r} is not a number") from None
    return knobs


def decide(view: Mapping[str, Any], seed: int, iterations: int, knobs: Mapping[str, float] | None) -> Any:
    """The move of one search of `iterations`: today's (knobs None) or the variant's."""
    game = get_game(GAME)
    legal = game.state_class.from_view(view, random.Random(seed)).legal_actions()
    if len(legal) == 1:
        return legal[0]
    policy = None
    exploration = KNOBS["exploration"]
    if knobs is not None:
        k = {**KNOBS, **knobs}
        # lent in this process only: the searches look policies up by name
        game.policies[PILOT_POLICY] = Variant(k["epsilon"], int(k["horizon"]))  # type: ignore[index]
        policy, exploration = PILOT_POLICY, k["exploration"]
    found = search(game, view, iterations, seed * 7919, exploration=exploration, policy=policy)
    return most_visited(merge([found]), legal)


def bout(task: tuple[int, int, int, dict[str, float]]) -> bool:
    """One basic bout from deal `seed`, the variant in seat `variant_seat`: did it win?"""
    seed, variant_seat, iterations, knobs = task
    state, _ = play(GAME, get_game(GAME).parse_options({}), seed, lambda view, seat, ply: decide(
        view, move_seed(seed, ply), iterations, knobs if seat == variant_seat else None))
    return state.winning_seat() == variant_seat


def pilot(knobs: dict[str, float], n: int, iterations: int, seed: int, jobs: int) -> list[bool]:
    """The variant's result in each of `n` bouts (deal i // 2, seats swapped within a pair)."""
    tasks = [(seed + i // 2, i % 2, iterations, knobs) for i in range(n)]
    if jobs <= 1:
        return [bout(t) for t in tasks]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(bout, tasks))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.pilot",
                                     description=(__doc__ or "").split("\n")[0])
    today = ", ".join(f"{k} (today {v:g})" for k, v in KNOBS.items())
    parser.add_argument("knobs", nargs="*", help=f"name=value: {today}")
    parser.add_argument("-n", type=int, default=200, help="bouts, an even number (default 200)")
    parser.add_argument("--iterations", type=int, default=1600, help="per search (default 1,600: the Club's)")
    parser.add_argument("--seed", type=int, default=7000, help="the first deal (default 7000)")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    try:
        knobs = parse_knobs(args.knobs)
    except ValueError as e:
        parser.error(str(e))
    if args.n <= 0 or args.n % 2:
        parser.error("-n: give an even number of bouts, each deal is played from both seats")
    results = pilot(knobs, args.n, args.iterations, args.seed, args.jobs)
    wins = sum(results)
    lo, hi = wilson(wins, len(results))
    named = " ".join(f"{k}={v:g}" for k, v in knobs.items()) or "today's (no knob changed)"
    print(f"{named} against today's: {wins} of {len(results)} bouts, {wins / len(results):.1%} "
          f"(95% interval {lo:.1%} to {hi:.1%})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
