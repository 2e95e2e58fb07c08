"""Self-play balance: one AI level against itself, the sides of the game rotated, win rates by side.

A game is fair when no side it hands out (the first move, a role, a deck) wins clearly more than
half its matches between equal players. `sides_of` names, for one match's options and a seat, the
side that seat holds on each axis; matches rotate through `schedule` so every combination is
played equally often, and each axis gets a win rate with its Wilson 95% interval.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.games import get_game
from engine.tools.arena import play_match, run_all, wilson

Sides = Callable[[Mapping[str, Any], int], dict[str, str]]


def _audatia_sides(options: Mapping[str, Any], seat: int) -> dict[str, str]:
    challenger = seat == options["challenger"]
    deck = options["challenger_deck"] if challenger else options["respondent_deck"]
    return {"role": "Challenger" if challenger else "Respondent", "deck": str(deck).capitalize()}


def _first_seat_sides(options: Mapping[str, Any], seat: int) -> dict[str, str]:
    return {"seat": "first" if seat == options.get("first", 0) else "second"}


# per game: the options each match cycles through, and the sides a seat holds in them
SCHEDULES: dict[str, list[dict[str, Any]]] = {
    "audatia": [
        {"challenger": c, "challenger_deck": d, "respondent_deck": r}
        for d, r in (("boucicaut", "galeazzo"), ("galeazzo", "boucicaut"))
        for c in (0, 1)
    ],
    "en-garde": [{"first": 0}, {"first": 1}],
    "ready-fence": [{"first": 0}, {"first": 1}],
}
SIDES: dict[str, Sides] = {"audatia": _audatia_sides, "en-garde": _first_seat_sides,
                           "ready-fence": _first_seat_sides}


@dataclass(frozen=True)
class SelfPlayResult:
    options: dict[str, Any]
    winner: int | None
    plies: int


def _one(args: tuple[str, dict[str, Any], int, str]) -> SelfPlayResult:
    game_name, options, seed, level = args
    winner, plies = play_match(game_name, options, seed, (level, level))
    return SelfPlayResult(options, winner, plies)


def run_balance(game_name: str, level: str, n: int, seed: int, jobs: int,
                base: Mapping[str, Any] | None = None) -> list[SelfPlayResult]:
    game = get_game(game_name)
    schedule = SCHEDULES.get(game_name, [{}])
    tasks = [(game_name, game.parse_options({**(base or {}), **schedule[i % len(schedule)]}),
              seed * 100_000 + i, level) for i in range(n)]
    return run_all(_one, tasks, jobs, f"{level} vs {level}")


def balance_table(game_name: str, results: list[SelfPlayResult]) -> str:
    """Per axis and side: matches, wins, draws, win rate (draws half) and its 95% interval."""
    sides = SIDES.get(game_name, _first_seat_sides)
    tally: dict[tuple[str, str], list[float]] = {}
    for r in results:
        for seat in (0, 1):
            for axis, side in sides(r.options, seat).items():
                t = tally.setdefault((axis, side), [0, 0, 0])
                t[0] += 1
                t[1] += r.winner == seat
                t[2] += r.winner is None
    lines = ["| axis | side | matches | wins | draws | win rate | 95% interval |",
             "|---|---|---:|---:|---:|---:|---:|"]
    for (axis, side), (n, wins, draws) in sorted(tally.items()):
        score = wins + draws / 2
        lo, hi = wilson(score, int(n))
        lines.append(f"| {axis} | {side} | {int(n)} | {int(wins)} | {int(draws)} | {score / n:.1%} | "
                     f"{lo:.1%} to {hi:.1%} |")
    plies = sorted(r.plies for r in results)
    lines.append(f"\n{len(results)} matches, median {plies[len(plies) // 2] if plies else 0} plies")
    return "\n".join(lines)
