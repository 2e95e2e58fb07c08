"""Self-play balance: one AI level against itself, the sides of the game rotated, win rates by side.

A game is fair when no side it hands out (the first move, a role, a deck) wins clearly more than
half its matches between equal players. `sides_of` names, for one match's options and a seat, the
side that seat holds on each axis; matches rotate through `schedule` so every combination is
played equally often, and each axis gets a win rate with its Wilson 95% interval.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.cards import decks_for
from engine.games import get_game
from engine.games.audatia.cards import CHARACTERS
from engine.games.barditus.cards import ARMIES
from engine.tools.arena import play_out, run_all, wilson
from engine.tools.journal import Journal, run_head
from engine.tools.runs import Cluster

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
    first = "first" if seat == facts["first"] else "second"
    # the first player's edge within each pairing, either way round: it can swing from pairing
    # to pairing while the overall figure is even (docs/rules/barditus.md, Balance, step 24)
    return {"first player": first, "army": mine, "pairing": f"{mine} against {theirs}",
            "first player by pairing": f"{first}, {' and '.join(sorted((mine, theirs)))}"}


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




# --- pairings: a designer's choice of decks to set against each other ---------------------------------
@dataclass(frozen=True)
class Pairing:
    """How a game that hands each side a deck (an Audatia character, a Barditus army) plays one
    deck against another: the decks there are, the options of a pairing's matches (sides rotated)
    and the deck a seat holds in a match."""

    decks: tuple[str, ...]
    schedule: Callable[[str, str], list[dict[str, Any]]]
    deck_of: Callable[[Mapping[str, Any], int], str]


def _audatia_pairing(a: str, b: str) -> list[dict[str, Any]]:
    ways = ((a, b),) if a == b else ((a, b), (b, a))
    return [{"challenger": c, "challenger_deck": x, "respondent_deck": y} for x, y in ways for c in (0, 1)]


def _audatia_deck(options: Mapping[str, Any], seat: int) -> str:
    return str(options["challenger_deck"] if seat == options["challenger"] else options["respondent_deck"])


PAIRINGS: dict[str, Pairing] = {
    "audatia": Pairing(CHARACTERS, _audatia_pairing, _audatia_deck),
    "barditus": Pairing(tuple(ARMIES), lambda a, b: [{"army0": a, "army1": b}] + ([{"army0": b, "army1": a}]
                                                                                    if a != b else []),
                        lambda options, seat: str(options[f"army{seat}"])),
}
# the axis of a game's sides that is about the seat, not the deck (who moves first, the role)
SEAT_AXIS = {"audatia": "role", "barditus": "first player"}


def pairing_sides(game_name: str) -> Sides:
    """A seat's sides in a designer's run: its pairing ("roman against gallic", the seat's deck
    first) where the game pairs decks, and its seat axis (who moved first, the role)."""
    pairing = PAIRINGS.get(game_name)
    seat_axis = SEAT_AXIS.get(game_name, "seat")
    sides = SIDES.get(game_name, _first_seat_sides)

    def of(options: Mapping[str, Any], seat: int, facts: Mapping[str, Any]) -> dict[str, str]:
        out = {seat_axis: sides(options, seat, facts)[seat_axis]}
        if pairing is not None:
            out["pairing"] = f"{pairing.deck_of(options, seat)} against {pairing.deck_of(options, 1 - seat)}"
        return out

    return of


def deck_titles(game_name: str) -> dict[str, str]:
    """The decks `game_name` can pair, by id, with their titles in the language shown."""
    titles = {d.id: d.in_language().title for d in decks_for(game_name)}
    pairing = PAIRINGS.get(game_name)
    return {d: titles.get(d, d) for d in pairing.decks} if pairing else {}


@dataclass(frozen=True)
class SelfPlayResult:
    options: dict[str, Any]
    winner: int | None
    plies: int
    facts: dict[str, Any]


def play_task(args: tuple[str, dict[str, Any], int, str]) -> SelfPlayResult:
    """One match of a balance run (the tasks of balance_tasks and pairing_tasks)."""
    game_name, options, seed, level = args
    state, plies = play_out(game_name, options, seed, (level, level))
    facts = FACTS.get(game_name, lambda _: {})(state)
    return SelfPlayResult(options, state.winning_seat(), plies, facts)


BalanceTask = tuple[str, dict[str, Any], int, str]


def balance_tasks(game_name: str, level: str, n: int, seed: int, base: Mapping[str, Any] | None = None,
                  schedule: list[dict[str, Any]] | None = None) -> list[BalanceTask]:
    """`n` matches cycling through `schedule` (by default the game's SCHEDULES); each match's seed
    comes from the run's and its index, so it plays the same wherever it runs."""
    game = get_game(game_name)
    schedule = schedule or SCHEDULES.get(game_name, [{}])
    return [(game_name, game.parse_options({**(base or {}), **schedule[i % len(schedule)]}),
             seed * 100_000 + i, level) for i in range(n)]


def pairing_tasks(game_name: str, level: str, pairs: list[tuple[str, str]], n: int, seed: int,
                  base: Mapping[str, Any] | None = None) -> list[BalanceTask]:
    """`n` matches of each of `pairs` (deck against deck, sides rotated within each) or, for a game
    without decks to pair, `n` matches with the seats rotated."""
    pairing = PAIRINGS.get(game_name)
    if pairing is None or not pairs:
        return balance_tasks(game_name, level, n, seed, base)
    tasks: list[BalanceTask] = []
    for k, (a, b) in enumerate(pairs):
        # each pairing its own block of seeds: adding a pairing leaves the others' matches as they were
        tasks += balance_tasks(game_name, level, n, seed * 100 + k, base, pairing.schedule(a, b))
    return tasks


def run_balance(game_name: str, level: str, n: int, seed: int, jobs: int,
                base: Mapping[str, Any] | None = None, cluster: str | Cluster | None = None,
                pairs: list[tuple[str, str]] | None = None,
                journal: str | os.PathLike[str] | None = None) -> list[SelfPlayResult]:
    """`n` matches rotating the game's sides or, given `pairs` (deck against deck, a guest's
    deck named "<deck>@<set>"), `n` matches of each pairing; a `journal` file keeps each result
    as it ends, and the matches already in it are not played again."""
    tasks = pairing_tasks(game_name, level, pairs, n, seed, base) if pairs else \
        balance_tasks(game_name, level, n, seed, base)
    kept = Journal(journal, run_head("balance"), SelfPlayResult) if journal is not None else None
    return run_all(play_task, tasks, jobs, f"{level} vs {level}", cluster, kept)


@dataclass(frozen=True)
class SideRow:
    """One side on one axis: its matches, wins, draws, its score (draws half) as a rate, and the
    Wilson 95% interval of that rate."""

    axis: str
    side: str
    matches: int
    wins: int
    draws: int
    rate: float
    low: float
    high: float


def side_rows(results: list[SelfPlayResult], sides: Sides) -> list[SideRow]:
    """Each (axis, side) the results hold, in order, with its tally."""
    tally: dict[tuple[str, str], list[int]] = {}
    for r in results:
        for seat in (0, 1):
            for axis, side in sides(r.options, seat, r.facts).items():
                t = tally.setdefault((axis, side), [0, 0, 0])
                t[0] += 1
                t[1] += r.winner == seat
                t[2] += r.winner is None
    rows = []
    for (axis, side), (n, wins, draws) in sorted(tally.items()):
        score = wins + draws / 2
        lo, hi = wilson(score, n)
        rows.append(SideRow(axis, side, n, wins, draws, score / n, lo, hi))
    return rows


def balance_table(game_name: str, results: list[SelfPlayResult], paired: bool = False) -> str:
    """Per axis and side: matches, wins, draws, win rate (draws half) and its 95% interval (the
    pairings and the seat axis for a run of `paired` decks)."""
    lines = ["| axis | side | matches | wins | draws | win rate | 95% interval |",
             "|---|---|---:|---:|---:|---:|---:|"]
    sides = pairing_sides(game_name) if paired else SIDES.get(game_name, _first_seat_sides)
    for row in side_rows(results, sides):
        lines.append(f"| {row.axis} | {row.side} | {row.matches} | {row.wins} | {row.draws} | "
                     f"{row.rate:.1%} | {row.low:.1%} to {row.high:.1%} |")
    plies = sorted(r.plies for r in results)
    lines.append(f"\n{len(results)} matches, median {plies[len(plies) // 2] if plies else 0} plies")
    return "\n".join(lines)
