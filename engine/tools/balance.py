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
from engine.games.barditus.cards import ARMIES
from engine.tools.arena import play_out, run_all, wilson

# a seat's sides in one match: from its options, the seat, and facts of the match's end
Sides = Callable[[Mapping[str, Any], int, Mapping[str, Any]], dict[str, str]]


def _audatia_sides(options: Mapping[str, Any], seat: int, facts: Mapping[str, Any]) -> dict[str, str]:
    challenger = seat == options["challenger"]
    deck = options["challenger_deck"] if challenger else options["respondent_deck"]
    return {"role": "Challenger" if challenger else "Respondent", "deck": str(deck).capitalize()}


def _first_seat_sides(options: Mapping[str, Any], seat: int, facts: Mapping[str, Any]) -> dict[str, str]:
    return {"seat": "first" if seat == options.get("first", 0) else "second"}


def _barditus_sides(options: Mapping[str, Any], seat: int, facts: Mapping[str, Any]) -> dict[str, str]:
    """The roll-off decides who moves first; a pairing of armies is read from each side."""
    mine, theirs = options[f"army{seat}"], options[f"army{1 - seat}"]
    return {"first player": "first" if seat == facts["first"] else "second", "army": mine,
            "pairing": f"{mine} against {theirs}"}


# per game: the options each match cycles through, and the sides a seat holds in them
SCHEDULES: dict[str, list[dict[str, Any]]] = {
    "audatia": [
        {"challenger": c, "challenger_deck": d, "respondent_deck": r}
        for d, r in (("boucicaut", "galeazzo"), ("galeazzo", "boucicaut"))
        for c in (0, 1)
    ],
    "en-garde": [{"first": 0}, {"first": 1}],
    "ready-fence": [{"first": 0}, {"first": 1}],
    # each pairing of different armies, both ways round
    "barditus": [{"army0": a, "army1": b} for a in sorted(ARMIES) for b in sorted(ARMIES) if a != b],
}
SIDES: dict[str, Sides] = {"audatia": _audatia_sides, "en-garde": _first_seat_sides,
                           "ready-fence": _first_seat_sides, "barditus": _barditus_sides}
# facts a game's sides need from the end of a match (who won the roll-off)
FACTS: dict[str, Callable[[Any], dict[str, Any]]] = {"barditus": lambda state: {"first": state.first}}


@dataclass(frozen=True)
class SelfPlayResult:
    options: dict[str, Any]
    winner: int | None
    plies: int
    facts: dict[str, Any]


def _one(args: tuple[str, dict[str, Any], int, str]) -> SelfPlayResult:
    game_name, options, seed, level = args
    state, plies = play_out(game_name, options, seed, (level, level))
    facts = FACTS.get(game_name, lambda _: {})(state)
    return SelfPlayResult(options, state.winning_seat(), plies, facts)


def run_balance(game_name: str, level: str, n: int, seed: int, jobs: int,
                base: Mapping[str, Any] | None = None, cluster: str | None = None) -> list[SelfPlayResult]:
    game = get_game(game_name)
    schedule = SCHEDULES.get(game_name, [{}])
    tasks = [(game_name, game.parse_options({**(base or {}), **schedule[i % len(schedule)]}),
              seed * 100_000 + i, level) for i in range(n)]
    return run_all(_one, tasks, jobs, f"{level} vs {level}", cluster)


def balance_table(game_name: str, results: list[SelfPlayResult]) -> str:
    """Per axis and side: matches, wins, draws, win rate (draws half) and its 95% interval."""
    sides = SIDES.get(game_name, _first_seat_sides)
    tally: dict[tuple[str, str], list[float]] = {}
    for r in results:
        for seat in (0, 1):
            for axis, side in sides(r.options, seat, r.facts).items():
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
