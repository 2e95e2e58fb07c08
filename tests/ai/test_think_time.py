"""The AI on a clock: a timed search stops by its deadline, sooner when its answer is settled,
and a search by budget never reads the clock, so the same seed gives the same move."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from engine.ai import coach, players
from engine.ai.ismcts import CHECK_EVERY, search
from engine.ai.players import LEVELS, SearchJob, choose_action, plan, run_job, search_jobs
from engine.games import get_game
from engine.games.en_garde.actions import attack
from engine.match import Match
from engine.store.saves import Seat
from tests.ai.test_honesty import played_position
from tests.ai.test_players import position

GAME = get_game("en-garde")
HUGE = 10**7  # a budget no test reaches: whatever stops these searches, it is not the budget


def visits(stats: dict[Any, tuple[int, float]]) -> int:
    return sum(n for n, _ in stats.values())


def no_clock() -> float:
    raise AssertionError("a search by budget read the clock")


def open_view() -> dict[str, Any]:
    """A position early in a round: several moves, none of them winning outright."""
    state = played_position(4, 6)
    assert len(state.legal_actions()) > 1
    return state.view(state.to_move)


def test_every_level_that_searches_has_a_think_time_within_its_bound() -> None:
    assert LEVELS["novice"].think == 0 and LEVELS["novice"].iterations == 0  # instant, no search
    assert 0 < LEVELS["club"].think <= 0.5
    assert 0 < LEVELS["master"].think <= 2.0
    assert 0 < coach.HINT_THINK <= 2.0


def test_a_timed_search_stops_by_its_deadline() -> None:
    view = open_view()
    start = time.monotonic()
    stats = search(GAME, view, HUGE, seed=1, deadline=start + 0.2)
    elapsed = time.monotonic() - start
    assert elapsed <= 0.2 + 1.5
    assert 0 < visits(stats) < HUGE


def test_a_level_on_the_clock_answers_within_its_think_time(monkeypatch: pytest.MonkeyPatch) -> None:
    view = open_view()
    # budgets no search reaches, and more searches than cores: only the clock ends them, and
    # they run side by side (one after another, the move would take eight think times)
    monkeypatch.setitem(GAME.iterations, "club", HUGE)
    monkeypatch.setitem(GAME.iterations, "master", HUGE)
    monkeypatch.setattr(players, "search_processes", lambda: 8)
    choose_action(GAME.name, view, "master", seed=3, think=0.05)  # the searches' processes start
    for level in ("club", "master"):
        start = time.monotonic()
        action = choose_action(GAME.name, view, level, seed=3, think=0.5)
        assert time.monotonic() - start <= 0.5 + 1.5
        assert action in played_position(4, 6).legal_actions()


def test_the_deadline_not_the_budget_stops_a_timed_search(monkeypatch: pytest.MonkeyPatch) -> None:
    # a fake clock that stands still for a few readings, then jumps past any deadline: the search
    # must stop at the first check after the jump, far inside its budget
    readings: list[float] = []
    still = 5

    def fake() -> float:
        readings.append(0.0)
        return 0.0 if len(readings) <= still else 1e6

    monkeypatch.setattr(players, "clock", fake)
    job = SearchJob(GAME.name, open_view(), HUGE, seed=2, think=1.0)
    stats = run_job(job)
    # one reading sets the deadline, one starts the search, then one every CHECK_EVERY iterations
    assert visits(stats) == CHECK_EVERY * (still - 1)
    assert len(readings) == still + 1


def test_a_search_by_budget_never_reads_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    view = open_view()
    stats = search(GAME, view, 300, seed=1, clock=no_clock)
    assert visits(stats) == 300
    monkeypatch.setattr(players, "clock", no_clock)
    for level in ("club", "master"):
        assert all(j.think is None for j in plan(GAME.name, view, level, 5).jobs)
        choose_action(GAME.name, view, level, seed=5)
    coach.hint(GAME.name, view, seed=5)


def test_a_fixed_budget_gives_the_same_move_for_the_same_seed(small_search: None) -> None:
    # at the levels' own budgets every seed finds the same best move here, so agreeing would show
    # nothing; at the smallest ones the move depends on the seed, and the same seed must repeat it
    view = open_view()
    for level in ("club", "master"):
        assert len({choose_action(GAME.name, view, level, seed=seed) for seed in range(8)}) > 1
        first = choose_action(GAME.name, view, level, seed=11)
        assert choose_action(GAME.name, view, level, seed=11, workers=2) == first
        assert choose_action(GAME.name, view, level, seed=11) == first


def test_a_won_position_answers_far_inside_its_budget() -> None:
    # 4 hits each in a match to 5; seat 0 just parried and his 4 reaches: the riposte wins it
    state = position(
        hands=[[1, 4, 5], [1, 2, 2, 3, 3]], discard=[4, 4], hits=[4, 4],
        deck=[1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 5, 5], riposte=True,
    )
    view = state.view(0)
    budget = 3000
    stats = search(GAME, view, budget, seed=1, deadline=time.monotonic() + 600)
    assert visits(stats) < budget // 4
    assert max(stats, key=lambda a: stats[a][0]) == attack(4)
    # by its budget the same search runs every iteration: only the clock lets it stop early
    assert visits(search(GAME, view, budget, seed=1)) == budget


def test_a_forced_move_is_answered_without_a_search() -> None:
    state = played_position(5, 11)  # seat 0 must parry, and has one way to
    assert len(state.legal_actions()) == 1
    p = plan(GAME.name, state.view(state.to_move), "master", 1, think=2.0)
    assert p.jobs == () and p.action == state.legal_actions()[0]


def test_master_on_the_clock_runs_one_search_per_core_by_one_think_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = open_view()
    monkeypatch.setattr(players, "search_processes", lambda: 6)
    timed = search_jobs(GAME.name, view, LEVELS["master"], 1, think=2.0)
    assert len(timed) == 6 and len({j.seed for j in timed}) == 6
    assert {j.think for j in timed} == {players.SEARCH_SHARE * 2.0}
    # by budget the split stays the level's own, whatever the machine, so a seed means one move
    assert len(search_jobs(GAME.name, view, LEVELS["master"], 1)) == LEVELS["master"].searches
    assert len(search_jobs(GAME.name, view, LEVELS["club"], 1, think=0.5)) == 1


def test_search_processes_uses_the_cores_within_bounds() -> None:
    n = players.search_processes()
    assert 2 <= n <= players.MAX_SEARCHES


class Workers:
    """Catches the jobs a match sends out, and never answers."""

    def __init__(self) -> None:
        self.sent: list[tuple[SearchJob, ...]] = []
        self.busy = False

    def start(self) -> None: ...

    def submit(self, jobs: tuple[SearchJob, ...]) -> int:
        self.sent.append(jobs)
        return len(self.sent)

    def poll(self) -> None:
        return None

    def cancel(self) -> None: ...

    def close(self) -> None: ...

    def alive(self) -> list[Any]:
        return []


Make = Callable[[tuple[Seat, Seat], bool], tuple[Match, Workers]]


@pytest.fixture
def catch(qtbot: QtBot) -> Iterator[Make]:
    made: list[Match] = []

    def make(seats: tuple[Seat, Seat], timed: bool) -> tuple[Match, Workers]:
        w = Workers()
        m = Match("en-garde", {"hits": 2}, 7, seats, autosave=False, history=False,
                  workers=w, timed=timed)  # type: ignore[arg-type]
        made.append(m)
        m.start()
        return m, w

    yield make
    for m in made:
        m.close()


def test_the_tables_ai_and_hint_think_on_the_clock_a_plain_match_by_budget(catch: Make) -> None:
    for timed in (True, False):
        _, w = catch((Seat("ai", "master", "Master"), Seat("human", None, "Ann")), timed)
        want = players.SEARCH_SHARE * LEVELS["master"].think if timed else None
        assert w.sent and {j.think for j in w.sent[-1]} == {want}
        m, w = catch((Seat("human", None, "Ann"), Seat("ai", "club", "Club")), timed)
        m.hint()
        want = players.SEARCH_SHARE * coach.HINT_THINK if timed else None
        assert w.sent and {j.think for j in w.sent[-1]} == {want}
