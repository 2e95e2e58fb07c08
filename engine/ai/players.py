"""The levels people choose (Novice, Club, Master) and the one entry point the tools call.

`choose_action(game_name, view, level, seed)` takes only picklable values, so the match can
run it in a worker process. Master splits its budget into independent root-parallel searches
with their own seeds; whether they run on one core or two, the decision is the same.

Two ways to bound a search. By default a level searches its game's iteration budget and
nothing else: the same seed gives the same move on any machine (tests, the arena, the referee,
calibration, the review). Given a think time (`think`, in seconds; a level's own is
`Level.think`), it searches until then like an engine on a clock, the budget still an upper
bound, answering sooner where the decision is settled; Master then runs one search per core.
The table's opponent and its hint play on the clock, so their time does not depend on the
machine; their moves are then not reproducible.
"""

from __future__ import annotations

import atexit
import os
import random
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from engine.ai.ismcts import merge, most_visited, search, styled_heuristics
from engine.core.game import Game
from engine.core.i18n import QT_TRANSLATE_NOOP, translate
from engine.core.rng import derived_seed
from engine.core.view import SeatView
from engine.games import get_game
from engine.store.cardsets import CardSet, card_set_in_play, follow_card_set, guest_sets_in_play

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor

Action = Hashable


def move_seed(match_seed: int, ply: int) -> int:
    """The seed an AI uses for its move at `ply` of a match (the table, the terminal game, the
    arena): reproducible, but no way back to the deal."""
    return derived_seed(match_seed, "ai-move", ply)


@dataclass(frozen=True)
class Level:
    name: str
    title: str
    iterations: int  # per search; 0 means no search (the heuristic with mistakes)
    searches: int = 1  # root-parallel searches by budget (Master: two); on the clock, one per core
    blunder: float = 0.0  # chance of a random legal move (Novice)
    style: str | None = None  # a bias of the game's policy (STYLED_LEVELS), None for plain play
    # the game's policy of that name (Game.policies; the game's plain one where it has none):
    # a game's own for the level (Barditus's "master"), or an earlier version's kept to measure
    # today's against; `like` names the level whose budget it takes where the game sets none
    # under its own name
    policy: str | None = None
    like: str | None = None
    think: float = 0.0  # seconds a move may take when the level plays on the clock (0: no search)

    @property
    def words(self) -> str:
        """The level's title in the language shown (a styled level: its level and its style)."""
        if self.style is None:
            return translate("Levels", self.title)
        plain = LEVELS[self.name.removesuffix(f"-{self.style}")]
        return translate("Levels", "{level}, {style}").format(
            level=plain.words, style=translate("Levels", STYLE_TITLES[self.style]))


LEVELS: dict[str, Level] = {
    "random": Level("random", QT_TRANSLATE_NOOP("Levels", "Random"), 0, blunder=1.0),
    "novice": Level("novice", QT_TRANSLATE_NOOP("Levels", "Novice"), 0, blunder=0.25),
    "club": Level("club", QT_TRANSLATE_NOOP("Levels", "Club"), 400, think=0.5),
    "master": Level("master", QT_TRANSLATE_NOOP("Levels", "Master"), 1500, searches=2, policy="master",
                    think=2.0),
    # the Master of November 2026: that month's policy and budget, beside today's in the arena
    "master-2026-11": Level("master-2026-11", QT_TRANSLATE_NOOP("Levels", "Master (November 2026)"), 1500,
                            searches=2, policy="2026-11", like="master", think=2.0),
    # the baseline for the Master's search when it leads (En Garde's policy "2026-11-29": the
    # Master of 29 November 2026, its exploration fixed); a game without that policy plays its
    # plain one at the Master's budget
    "master-2026-11-29": Level("master-2026-11-29", QT_TRANSLATE_NOOP("Levels", "Master (29 November 2026)"),
                               1500, searches=2, policy="2026-11-29", like="master", think=2.0),
}
# the share of a think time the searches get: the rest pays for starting them, sending the
# view and the results between processes and merging them, so the move comes within the time
SEARCH_SHARE = 0.9
MAX_SEARCHES = 8  # root-parallel searches on the clock, however many cores: each is a process
clock: Callable[[], float] = time.monotonic  # the clock timed searches read (a test fakes it)


def search_processes() -> int:
    """How many root-parallel searches a level that splits its search runs on the clock: one per
    core this process may use (two at least, as the budget's split; MAX_SEARCHES at most)."""
    counted = getattr(os, "process_cpu_count", None)  # Python 3.13: the cores this process may use
    cores = counted() if counted is not None else None
    if cores is None and hasattr(os, "sched_getaffinity"):
        cores = len(os.sched_getaffinity(0))
    return max(2, min(MAX_SEARCHES, cores or os.cpu_count() or 2))
PEOPLE_LEVELS = ("novice", "club", "master")
# the styles a game's policy may offer (Ready...Fence!'s competition fencers): "club-aggressive"
# is the Club with the aggressive bias. Kept apart from LEVELS, which every game plays.
STYLES = ("cautious", "aggressive", "counter")
STYLE_TITLES = {"cautious": QT_TRANSLATE_NOOP("Levels", "cautious"),
                "aggressive": QT_TRANSLATE_NOOP("Levels", "aggressive"),
                "counter": QT_TRANSLATE_NOOP("Levels", "counter-attacker")}
STYLED_LEVELS: dict[str, Level] = {
    f"{lv}-{style}": replace(LEVELS[lv], name=f"{lv}-{style}",
                             title=f"{LEVELS[lv].title}, {STYLE_TITLES[style]}", style=style)
    for lv in PEOPLE_LEVELS for style in STYLES
}


def level_named(name: str | None) -> Level | None:
    """The level `name` names, plain or styled; None if it names none."""
    if name is None:
        return None
    return LEVELS.get(name) or STYLED_LEVELS.get(name)


@dataclass(frozen=True)
class SearchJob:
    """One root-parallel search: picklable, so any process can run it (run_job)."""

    game_name: str
    view: SeatView
    iterations: int
    seed: int
    style: str | None = None
    policy: str | None = None
    # the card set in play where the job was made (every job: a move, a hint, a review): the
    # process that runs it plays with the same cards (None: the shipped ones)
    cards: CardSet | None = field(default_factory=card_set_in_play)
    guests: tuple[CardSet, ...] = field(default_factory=guest_sets_in_play)  # the sets meeting it
    # the seconds the search may take from its start (its deadline is read where it runs, so a
    # search started again after its worker died has its whole time); None: it runs its
    # iterations whatever the time, and is reproducible
    think: float | None = None


@dataclass(frozen=True)
class Plan:
    """How a level decides: at once (`action`), or by running `jobs` and calling `decide`."""

    legal: list[Action]
    action: Action | None = None
    jobs: tuple[SearchJob, ...] = ()

    def decide(self, results: list[dict[Action, tuple[int, float]]]) -> Action:
        if self.action is not None:
            return self.action
        return most_visited(merge(results), self.legal)


def plan(game_name: str, view: SeatView, level: str, seed: int,
         think: float | None = None) -> Plan:
    """The decision `level` will make for the seat whose `view` this is (its turn): by its
    iteration budget, or within `think` seconds from now (the budget still a bound)."""
    game = get_game(game_name)
    lv = level_named(level)
    if lv is None:
        raise ValueError(f"no AI level {level!r}")
    state: Any = game.state_class.from_view(view, random.Random(seed))
    heuristics = styled_heuristics(game, lv.style, state.current_player(), level_policy(game, lv))
    legal: list[Action] = state.legal_actions()
    if not legal:
        raise ValueError("the seat of this view has no move to make")
    if len(legal) == 1:
        return Plan(legal, legal[0])
    rng = random.Random(seed)
    # a game may settle some small decisions by rule of thumb at every level (Barditus's hit
    # allocation): the search's budget goes to the decisions that shape the game
    searched = getattr(game.heuristics, "searched", None)
    if lv.iterations == 0 or (searched is not None and not searched(state)):
        if rng.random() < lv.blunder:
            return Plan(legal, legal[rng.randrange(len(legal))])
        return Plan(legal, heuristics.best(state, legal, rng))
    return Plan(legal, None, search_jobs(game_name, view, lv, seed, think))


def level_policy(game: Game, lv: Level) -> str | None:
    """The policy `lv` plays: its own where the game keeps one of that name, else the game's
    plain one (None)."""
    return lv.policy if lv.policy in game.policies else None


def search_jobs(game_name: str, view: SeatView, lv: Level, seed: int,
                think: float | None = None) -> tuple[SearchJob, ...]:
    """`lv`'s root-parallel searches of `view`: the game's budget for the level (or for the
    level whose budget it takes), its policy and style, one seed each. With a `think` time
    each get SEARCH_SHARE of it from their start (they start together, one per process), and a
    level that splits its search runs one per core (search_processes)."""
    game = get_game(game_name)
    plain = lv.name.removesuffix(f"-{lv.style}") if lv.style else lv.name
    budget = game.iterations.get(plain, game.iterations.get(lv.like or plain, lv.iterations))
    searches = max(1, lv.searches)
    if think is not None and searches > 1:
        searches = max(searches, search_processes())
    given = None if think is None else SEARCH_SHARE * think
    return tuple(SearchJob(game_name, view, budget, seed * 7919 + i, lv.style, level_policy(game, lv),
                           think=given)
                 for i in range(searches))


def run_job(job: SearchJob) -> dict[Action, tuple[int, float]]:
    follow_card_set(job.cards, job.guests)
    game = get_game(job.game_name)
    deadline = None if job.think is None else clock() + job.think
    return search(game, job.view, job.iterations, job.seed, style=job.style, policy=job.policy,
                  deadline=deadline, clock=clock)


def choose_action(game_name: str, view: SeatView, level: str, seed: int,
                  workers: int = 1, think: float | None = None) -> Action:
    """The move `level` makes for the seat whose `view` this is, searching here (workers=1)
    or on a pool of `workers` processes; both give the same move. Without `think` it searches
    its budget and the same seed gives the same move; with it, it answers within `think`
    seconds (see plan), its searches on a pool of their own number whatever `workers` says."""
    p = plan(game_name, view, level, seed, think)
    if think is not None:
        # searches on the clock all run at once, none waiting for another: one after the other,
        # each taking the whole time, the move would take that time over
        workers = max(workers, len(p.jobs))
    if len(p.jobs) > 1 and workers > 1:
        results = list(_pool(workers).map(run_job, p.jobs))
    else:
        results = [run_job(job) for job in p.jobs]
    return p.decide(results)


_POOLS: dict[int, ProcessPoolExecutor] = {}


def _pool(workers: int) -> ProcessPoolExecutor:
    """One pool per size, kept for the life of the process: starting workers costs more than
    a Club move, so a match must not pay it on every Master move."""
    if workers not in _POOLS:
        from concurrent.futures import ProcessPoolExecutor  # not at import: the table starts without it

        # loaded after this module, concurrent.futures is torn down before it at exit: the pools
        # are let go while it is still there
        atexit.unregister(shutdown_pools)
        atexit.register(shutdown_pools)
        _POOLS[workers] = ProcessPoolExecutor(workers)
    return _POOLS[workers]


def shutdown_pools() -> None:
    """Stop the search workers (a new game or closing the table cancels the search)."""
    for pool in _POOLS.values():
        pool.shutdown(wait=False, cancel_futures=True)
    _POOLS.clear()
