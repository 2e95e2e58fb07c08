"""The post-game review: each decision of a player judged by the AI, from his own view at the time.

For every move the reviewed seat made with a choice (a forced move is no decision), the search
is handed `view(seat)` of the position he faced (never the true state, so the review knows what
he knew and nothing more) and estimates each of his moves as a win chance. His move is set
against the AI's best, and the drop in win chance classes it, with thresholds like lichess's
(which judges by the drop in winning chances): 10 points or more an inaccuracy, 20 a mistake,
30 a blunder. The budget is the Club's, so a whole match is reviewed in seconds to a minute, and
the chances are read through the map the game keeps for the Club's searches (engine.ai.coach).

The jobs are `SearchJob`s, so the table runs them in its search worker processes
(`engine.ai.worker`); `review_game` runs them here, for tests and tools.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.ai.coach import calibration, win_chance  # one reading of a search's value, the coach's
from engine.ai.ismcts import most_visited, search
from engine.ai.players import LEVELS, SearchJob, run_job
from engine.core.rng import derived_seed
from engine.core.view import SeatView
from engine.games import get_game
from engine.replay import Replay
from engine.store.saves import Seat

Action = Hashable
Stats = Mapping[Action, tuple[int, float]]

FORMAT = 1  # the stored review's layout; a review of another layout is computed again
# (class, least drop in win chance), the worst first
JUDGEMENTS: tuple[tuple[str, float], ...] = (("blunder", 0.30), ("mistake", 0.20), ("inaccuracy", 0.10))
REVIEW_LEVEL = "club"
# every move the player had should be tried a few times, however many there were
VISITS_PER_MOVE = 3


class ReviewError(ValueError):
    """A stored review that cannot be read (it is computed again); the message names the field."""


def chances(game_name: str, stats: Stats) -> dict[Action, tuple[int, float]]:
    """Search results (visits, mean value) as (visits, win chance), as the review shows them."""
    fit = calibration(game_name, REVIEW_LEVEL)
    return {a: (n, win_chance(v, fit)) for a, (n, v) in stats.items()}


def win_chances(game_name: str, view: SeatView, iterations: int,
                seed: int) -> dict[Action, tuple[int, float]]:
    """For each move of the seat whose `view` this is: (visits, win chance), by the search.
    Only the view is used: the same view and seed give the same estimates, whatever the truth."""
    return chances(game_name, search(get_game(game_name), view, iterations, seed))


def judgement(drop: float) -> str:
    """The class of a move that loses `drop` of win chance against the best ("" if none)."""
    for name, least in JUDGEMENTS:
        if drop >= least - 1e-9:
            return name
    return ""


@dataclass(frozen=True)
class Decision:
    """One decision: the move played and the AI's best, with their win chances for the mover.
    `played_chance` is None when the search never tried the move played (it cannot happen with
    the review's budget, but a stored review from another budget is read as it is)."""

    ply: int  # the action's index in the game (0: the first move)
    seat: int
    played: str  # notation
    played_words: str
    played_chance: float | None
    best: str
    best_words: str
    best_chance: float

    @property
    def drop(self) -> float:
        if self.played_chance is None or self.played == self.best:
            return 0.0
        return max(0.0, self.best_chance - self.played_chance)

    @property
    def judgement(self) -> str:
        return judgement(self.drop)

    def to_json(self) -> dict[str, Any]:
        return {"ply": self.ply, "seat": self.seat, "played": self.played, "played_words": self.played_words,
                "played_chance": self.played_chance, "best": self.best, "best_words": self.best_words,
                "best_chance": self.best_chance}

    @classmethod
    def from_json(cls, data: Any, where: str, plies: int | None = None) -> Decision:
        """A stored decision read back; ReviewError names the field that is wrong or missing. A
        decision is of seat 0 or 1, at a step of the game (`plies`: how many it has, if known)."""
        if not isinstance(data, dict):
            raise ReviewError(f"{where}: must be an object")
        for name in ("ply", "seat", "played", "played_words", "played_chance", "best", "best_words",
                     "best_chance"):
            if name not in data:
                raise ReviewError(f"{where}.{name}: is missing")
        ply, seat = data["ply"], data["seat"]
        if (not isinstance(ply, int) or isinstance(ply, bool) or ply < 0
                or (plies is not None and ply >= plies)):
            raise ReviewError(f"{where}.ply: must be a step of the game, from 0")
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in (0, 1):
            raise ReviewError(f"{where}.seat: must be seat 0 or 1")
        for name in ("played", "played_words", "best", "best_words"):
            if not isinstance(data[name], str):
                raise ReviewError(f"{where}.{name}: must be text")
        for name in ("played_chance", "best_chance"):
            value = data[name]
            if value is None and name == "played_chance":
                continue
            if not isinstance(value, (int, float)) or isinstance(value, bool) or not 0.0 <= value <= 1.0:
                raise ReviewError(f"{where}.{name}: must be a chance from 0 to 1")
        return cls(ply, seat, data["played"], data["played_words"],
                   None if data["played_chance"] is None else float(data["played_chance"]),
                   data["best"], data["best_words"], float(data["best_chance"]))


@dataclass(frozen=True)
class Review:
    """The review of a game: the seats looked at and their decisions, in the order played."""

    seats: tuple[int, ...]
    decisions: tuple[Decision, ...]

    def counts(self, seat: int) -> dict[str, int]:
        """How many inaccuracies, mistakes and blunders `seat` made."""
        out = {name: 0 for name, _ in JUDGEMENTS}
        for d in self.decisions:
            if d.seat == seat and d.judgement:
                out[d.judgement] += 1
        return out

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "seats": list(self.seats),
                "decisions": [d.to_json() for d in self.decisions]}

    @classmethod
    def from_json(cls, data: Any, plies: int | None = None) -> Review:
        """A stored review read back (of a game of `plies` steps, if known); ReviewError names the
        field that is wrong or missing."""
        if not isinstance(data, dict):
            raise ReviewError("review: must be an object")
        if data.get("format") != FORMAT or isinstance(data.get("format"), bool):
            raise ReviewError(f"format: {data.get('format')!r} is not {FORMAT}")
        seats = data.get("seats")
        if not isinstance(seats, list) or not seats \
                or any(not isinstance(s, int) or isinstance(s, bool) or s not in (0, 1) for s in seats) \
                or len(set(seats)) != len(seats):
            raise ReviewError("seats: must list seat 0, seat 1 or both")
        decisions = data.get("decisions")
        if not isinstance(decisions, list):
            raise ReviewError("decisions: must be a list")
        return cls(tuple(seats),
                   tuple(Decision.from_json(d, f"decisions[{i}]", plies) for i, d in enumerate(decisions)))


def reviewed_seats(seats: Sequence[Seat]) -> tuple[int, ...]:
    """The seats a review looks at: the people at the table, or both seats of a game the AI
    played alone."""
    people = tuple(i for i, s in enumerate(seats) if s.kind == "human")
    return people or (0, 1)


@dataclass(frozen=True)
class Question:
    """A decision to judge: the position the seat faced, as he saw it, and the move he made."""

    ply: int
    seat: int
    view: SeatView
    played: Action
    iterations: int
    seed: int

    def job(self, game_name: str) -> SearchJob:
        return SearchJob(game_name, self.view, self.iterations, self.seed)


def questions(replay: Replay, seats: Sequence[int]) -> list[Question]:
    """Every decision `seats` made in the game: the moves made with a choice, in order."""
    game = replay.game
    club = game.iterations.get(REVIEW_LEVEL, LEVELS[REVIEW_LEVEL].iterations)
    out = []
    for ply, step in enumerate(replay.steps):
        count = replay.legal_count(ply)
        if step.seat not in seats or count < 2:
            continue
        out.append(Question(ply, step.seat, replay.view(ply, step.seat), game.parse_action(step.text),
                            max(club, VISITS_PER_MOVE * count), derived_seed(replay.seed, "review", ply)))
    return out


def answer(game_name: str, question: Question, stats: Stats) -> Decision:
    """The decision judged from the search's results on the question's view."""
    game = get_game(game_name)
    # words and the order of the moves come from a position drawn from the view: the true one
    # is not looked at, not even to name a card
    seen: Any = game.state_class.from_view(question.view, random.Random(question.seed))
    legal = seen.legal_actions()
    estimates = chances(game_name, stats)
    best = most_visited(estimates, legal)
    played = estimates.get(question.played)
    return Decision(
        ply=question.ply,
        seat=question.seat,
        played=game.format_action(question.played),
        played_words=seen.describe(question.played),
        played_chance=None if played is None else played[1],
        best=game.format_action(best),
        best_words=seen.describe(best),
        best_chance=estimates[best][1],
    )


def judge(game_name: str, question: Question) -> Decision:
    """One decision judged here (the table sends `question.job` to its workers instead)."""
    return answer(game_name, question, run_job(question.job(game_name)))


def review_game(replay: Replay, seats: Sequence[int] | None = None,
                progress: Callable[[int, int], None] | None = None,
                stop: Callable[[], bool] | None = None) -> Review | None:
    """The review of `replay` for `seats` (default: the people), computed here; None if `stop`
    said so before the end. `progress(done, total)` after each decision."""
    chosen = tuple(seats) if seats is not None else reviewed_seats(replay.seats)
    asked = questions(replay, chosen)
    decisions = []
    for i, q in enumerate(asked):
        if stop is not None and stop():
            return None
        decisions.append(judge(replay.game.name, q))
        if progress is not None:
            progress(i + 1, len(asked))
    return Review(chosen, tuple(decisions))
