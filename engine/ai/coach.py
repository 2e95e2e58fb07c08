"""The coach: a win chance per move from the search, and a hint in words with its reasons.

Everything here is handed a seat's view (engine/core/view.py), never a state, so the coach can say nothing
that seat could not know; and its calls take only picklable values, so a worker process can run
them (the post-game review does).

How a search's value becomes a win chance: every game's `evaluate` gives each seat a value in
[-1, 1] where a playout stops, +1 for a won match, -1 for a lost one, 0 for a draw, and between
them the game's own estimate of an unfinished one. The search backs up, per move at the root,
the mean of those values for the seat that moved; the win chance shown is (1 + mean) / 2, so a
draw counts half. What the estimate at the horizon means differs per game:

- En Garde: playouts stop at the end of the round, valued as the chance of winning the match
  from that score if every later round were a coin flip (2p - 1): there the mapping gives p;
- Ready...Fence!: two phrases on, a chance of winning fitted to Club bouts (the race to the
  target before the clock runs out, then the breath, the ground and the hands;
  engine/games/ready_fence/heuristics.py);
- Audatia: the duel is played out to its touch, so the value is who won; a Salle bout stops at
  its next touch, valued by the points, the draws and the answers left in each hand;
- Barditus: at the end of the turn, a chance of winning fitted to Club battles (the risk of
  breaking, the battle odds of the front lines and the losses; engine/games/barditus/heuristics.py).

Only En Garde's is a probability by construction (Ready...Fence!'s and Barditus's are fitted
ones); `python main.py calibrate GAME` measures how far each game's chance means what it says
(docs/figures.md, "How far to trust the coach").
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.ai.ismcts import merge, most_visited
from engine.ai.players import LEVELS, Plan, SearchJob, plan, run_job, search_jobs
from engine.core.i18n import translate
from engine.core.verbs import sentence
from engine.core.view import SeatView
from engine.games import get_game

Action = Hashable
Stats = Mapping[Action, tuple[int, float]]

HINT_LEVEL = "master"  # the hint, and the win chance the coach shows, come from this level's search
HINT_THINK = 2.0  # seconds the table's hint may take (its searches on the clock, see players.plan)


# A search's value read as a chance is optimistic in most games: the move shown is the one the
# search liked best, and its playouts answer weakly. Each game may keep, per level, the logistic
# map that `python main.py calibrate GAME --coach LEVEL` fits to what the chances it showed did:
# the chance shown is sigmoid(slope * log-odds of the search's + shift) (Game.calibration).
Fit = tuple[float, float]  # (slope, shift) on the log-odds
IDENTITY: Fit = (1.0, 0.0)
EDGE = 0.005  # a search's 0% or 100% is read as this close to it: no sample proves a certainty


def win_chance(value: float, fit: Fit = IDENTITY) -> float:
    """The chance to win the match for a search's mean value in [-1, 1] (a draw counts half).
    Every game's heuristics.evaluate gives +1 for a won match, -1 for a lost one and 0 for a
    draw, and before the end a bounded estimate on the same scale (En Garde: exactly 2p - 1 of
    its match-win chance p; the others: their own estimate, squashed into (-1, 1)), so
    (1 + v) / 2 reads as a win chance; `fit` corrects it as `calibrate` measured."""
    return mapped(min(1.0, max(0.0, (1.0 + value) / 2.0)), fit)


def mapped(chance: float, fit: Fit) -> float:
    """A search's own `chance` as shown through a game's map."""
    return chance if fit == IDENTITY else sigmoid(fit[0] * log_odds(chance) + fit[1])


def log_odds(chance: float) -> float:
    """log(p / (1 - p)), a certainty read as EDGE short of it."""
    p = min(1.0 - EDGE, max(EDGE, chance))
    return math.log(p / (1.0 - p))


def sigmoid(z: float) -> float:
    """1 / (1 + e^-z), without overflow however large z is."""
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


def calibration(game_name: str, level: str) -> Fit:
    """The map from `level`'s search values to the chances shown, as the game keeps it."""
    return get_game(game_name).calibration.get(level, IDENTITY)


def chances(stats: Stats, fit: Fit = IDENTITY) -> dict[Action, float]:
    """The win chance of every move the search tried (a move it never tried has none)."""
    return {a: win_chance(v, fit) for a, (n, v) in stats.items() if n > 0}


def coach_jobs(game_name: str, view: SeatView, seed: int,
               level: str = HINT_LEVEL, think: float | None = None) -> tuple[SearchJob, ...]:
    """The searches the coach weighs the moves with: `level`'s budget and policy, split as that
    level splits it, run even where the level itself would not search (one legal move, or a
    decision a game settles by rule of thumb), so every hint has a win chance; within `think`
    seconds if given (else by the budget alone, reproducibly)."""
    return search_jobs(game_name, view, LEVELS[level], seed, think)


def hint_plan(game_name: str, view: SeatView, seed: int, level: str = HINT_LEVEL,
              think: float | None = None) -> Plan:
    """The hint's plan: the move `level` would make, with searches to weigh it by; within
    `think` seconds (the table's HINT_THINK) or, without it, by the budget alone."""
    p = plan(game_name, view, level, seed, think)
    if p.jobs:
        return p
    return Plan(p.legal, p.action, coach_jobs(game_name, view, seed, level, think))


def win_chances(game_name: str, view: SeatView, iterations: int, seed: int,
                searches: int = 1) -> dict[Action, float]:
    """The win chance of each move of the seat whose `view` this is (its turn), from `searches`
    root-parallel searches of `iterations` each (a move none of them tried is left out)."""
    jobs = [SearchJob(game_name, view, iterations, seed * 7919 + i) for i in range(max(1, searches))]
    return chances(merge([run_job(j) for j in jobs]))


@dataclass(frozen=True)
class Advice:
    """A hint: the move, its win chance against the next best, and facts that favour it."""

    action: Action
    words: str  # the move in the game's words, as the list of moves reads it
    chance: float | None
    rival: str | None = None  # the next best move in words
    rival_chance: float | None = None
    reasons: list[str] = field(default_factory=list)
    only: bool = False  # the seat has no other move
    by: str = LEVELS[HINT_LEVEL].title  # the level whose search weighed the moves

    def explanation(self) -> str:
        """The move and why, in sentences."""
        return "\n".join(p for p in (f"{sentence(self.words)}.", self.odds(), *self.reasons) if p)

    def odds(self) -> str:
        """The move's win chance against the next best, as a sentence ("" without a search)."""
        if self.chance is None:
            return translate("Coach", "It is your only move.") if self.only else ""
        if self.only:
            return translate("Coach", "It is your only move; the {level}'s search gives you about "
                             "{percent} to win.").format(level=translate("Levels", self.by),
                                                         percent=percent(self.chance))
        if self.rival is not None and self.rival_chance is not None and close(self.chance, self.rival_chance):
            # two figures a point apart read as a verdict they are not: say the search cannot part them
            return translate("Coach", "The {level}'s search cannot tell this move from the next best, "
                             "{rival}: about {percent} to win after either.").format(
                level=translate("Levels", self.by), rival=self.rival, percent=percent(self.chance))
        if self.rival is not None and self.rival_chance is not None:
            return translate("Coach", "The {level}'s search gives you about {percent} to win after this "
                             "move; after the next best, {rival}, about {rival_percent}.").format(
                level=translate("Levels", self.by), percent=percent(self.chance), rival=self.rival,
                rival_percent=percent(self.rival_chance))
        said = translate("Coach", "The {level}'s search gives you about {percent} to win after this move.")
        return said.format(level=translate("Levels", self.by), percent=percent(self.chance))


# win chances closer than this are the search's noise at the hint's budget, not a preference
CLOSE = 0.03


def close(chance: float, other: float) -> bool:
    return abs(chance - other) < CLOSE


def percent(chance: float) -> str:
    return f"{round(100 * chance)}%"


def advise(game_name: str, view: SeatView, p: Plan,
           results: list[dict[Action, tuple[int, float]]], level: str = HINT_LEVEL) -> Advice:
    """The hint a finished `hint_plan` of `level` gives, in words."""
    game = get_game(game_name)
    stats = merge(results)
    action = p.decide(results)
    # the view's own position describes the moves: the words never come from hidden parts
    state: Any = game.state_class.from_view(view, random.Random(0))
    shown = chances(stats, calibration(game_name, level))
    others = {a: s for a, s in stats.items() if a != action and s[0] > 0}
    rival = most_visited(others, p.legal) if others else None
    hook = getattr(game.heuristics, "reasons", None)
    reasons: list[str] = list(hook(view, action)) if hook is not None else []
    return Advice(
        action=action,
        words=state.describe(action),
        chance=shown.get(action),
        rival=state.describe(rival) if rival is not None else None,
        rival_chance=shown.get(rival) if rival is not None else None,
        reasons=reasons,
        only=len(p.legal) == 1,
        by=LEVELS[level].title,
    )


def hint(game_name: str, view: SeatView, seed: int, level: str = HINT_LEVEL) -> Advice:
    """The hint for the seat whose `view` this is, searched here (the match runs the same plan
    in its worker processes)."""
    p = hint_plan(game_name, view, seed, level)
    return advise(game_name, view, p, [run_job(j) for j in p.jobs], level)
