"""The competition: the pool's round-robin, the pool sheet's ranking, the tableau's seeding and
byes, a whole competition to a champion, and its JSON checked field by field."""

from __future__ import annotations

import copy
import itertools
import random
from collections.abc import Callable
from typing import Any

import pytest

from engine.games.ready_fence import GAME
from engine.games.ready_fence.competition import (
    DE_TARGET,
    POOL_SIZES,
    Bout,
    Competition,
    CompetitionError,
    bracket_order,
    pool_schedule,
)
from engine.games.ready_fence.heuristics import ReadyFenceHeuristics

Result = Callable[[int, int], tuple[int, int, int]]  # (a, b) -> touches of a, of b, the winner


def pool_with(size: int, result: Result, seed: int = 1) -> Competition:
    comp = Competition.new("Ann", "basic", size, seed)
    for bout in comp.pool:
        a, b = bout.fencers
        assert b is not None
        ta, tb, winner = result(a, b)
        comp.record(bout, {a: ta, b: tb}, winner)
    return comp


def fence_on_the_table(comp: Competition, bout: Bout) -> None:
    """The player's bout, fenced by a scripted player: the policy's rule of thumb for both seats,
    the player in seat 0 as on the table."""
    state = GAME.new(GAME.parse_options(comp.bout_options(bout)), comp.bout_seed(bout))
    policy = ReadyFenceHeuristics()
    rng = random.Random(comp.bout_seed(bout))
    while not state.is_terminal():
        state.apply(policy.best(state, state.legal_actions(), rng))  # type: ignore[arg-type]
    me = comp.player
    other = next(f for f in bout.fencers if f != me)
    assert other is not None
    won = me if state.winning_seat() == 0 else other
    comp.record(bout, {me: state.scores()[0], other: state.scores()[1]}, won)


def run_to_the_end(comp: Competition) -> None:
    while (bout := comp.next_bout()) is not None:
        if comp.is_players(bout):
            fence_on_the_table(comp, bout)
        else:
            comp.play_out(bout)


# --- the pool --------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", POOL_SIZES)
def test_every_fencer_meets_every_other_once_and_never_twice_in_a_row(size: int) -> None:
    schedule = pool_schedule(size)
    assert sorted(tuple(sorted(p)) for p in schedule) == list(itertools.combinations(range(size), 2))
    for before, after in itertools.pairwise(schedule):
        assert not set(before) & set(after)


@pytest.mark.parametrize("size", POOL_SIZES)
def test_a_new_pool_holds_the_player_and_ai_fencers_of_each_style(size: int) -> None:
    comp = Competition.new("Ann", "advanced", size, 3)
    assert len(comp.fencers) == size and comp.fencers[comp.player].name == "Ann"
    ai = [f for f in comp.fencers if not f.human]
    assert {f.style for f in ai} == {"cautious", "aggressive", "counter"}
    assert {f.level for f in ai} == {"novice", "club", "master"}
    assert len({f.name for f in comp.fencers}) == size
    assert [b.fencers for b in comp.pool] == pool_schedule(size)


def test_pool_bouts_go_to_five_and_the_tableau_to_ten_or_fifteen_with_its_periods() -> None:
    for mode in ("basic", "advanced"):
        comp = pool_with(6, lambda a, b: (5, 0, a) if a < b else (0, 5, b))
        comp.mode = mode
        pool_state = GAME.new(GAME.parse_options(Competition.bout_options(comp, comp.pool[0])), 1)
        assert pool_state.target == 5 and pool_state.periods == 1  # type: ignore[attr-defined]
        de = comp.next_bout()
        assert de is not None and de in comp.tableau[0]
        options = GAME.parse_options(comp.bout_options(de))
        state = GAME.new(options, 1)
        assert state.target == DE_TARGET[mode]  # type: ignore[attr-defined]
        assert state.periods == (2 if mode == "basic" else 3)  # type: ignore[attr-defined]


def test_ranking_victories_first_then_indicator() -> None:
    # 0 wins every bout 5-4; 1 loses to 0 by 4-5 and wins the rest 5-0 (fewer victories, a better
    # indicator); 2 and 3 both win two, 2 with the better indicator (the scores are worked below)
    scores = {(0, 1): (5, 4), (0, 2): (5, 4), (0, 3): (5, 4), (0, 4): (5, 4), (0, 5): (5, 4),
              (1, 2): (5, 0), (1, 3): (5, 0), (1, 4): (5, 0), (1, 5): (5, 0),
              (2, 3): (5, 0), (2, 4): (5, 3), (2, 5): (4, 5), (3, 4): (5, 1), (3, 5): (5, 1), (4, 5): (5, 2)}

    def result(a: int, b: int) -> tuple[int, int, int]:
        ta, tb = scores[(a, b)] if (a, b) in scores else scores[(b, a)][::-1]
        return ta, tb, a if ta > tb else b

    comp = pool_with(6, result)
    rows = comp.pool_rows()
    assert [(r.victories, r.scored, r.received, r.indicator) for r in rows] == [
        (5, 25, 20, 5), (4, 24, 5, 19), (2, 18, 18, 0), (2, 14, 17, -3), (1, 13, 22, -9), (1, 12, 24, -12)]
    assert comp.ranking() == [0, 1, 2, 3, 4, 5]
    assert comp.places() == [1, 2, 3, 4, 5, 6]


def test_ranking_then_touches_scored_then_the_draw_with_shared_places() -> None:
    # a pool of seven where each fencer beats the next three (so all win three): 5-3 everywhere
    # but 0 against 1, won 4-2 when time ran out; equal indicators, 0 and 1 one touch short
    def result(a: int, b: int) -> tuple[int, int, int]:
        winner = a if (b - a) % 7 in (1, 2, 3) else b
        w, lose = (4, 2) if {a, b} == {0, 1} else (5, 3)
        return (w, lose, a) if winner == a else (lose, w, b)

    comp = pool_with(7, result)
    rows = comp.pool_rows()
    assert all(r.victories == 3 and r.indicator == 0 for r in rows)
    assert [r.scored for r in rows] == [23, 23, 24, 24, 24, 24, 24]
    ranking = comp.ranking()
    assert sorted(ranking[:5]) == [2, 3, 4, 5, 6] and sorted(ranking[5:]) == [0, 1]
    assert comp.places() == [6, 6, 1, 1, 1, 1, 1]
    assert comp.tied(0) and comp.tied(4)
    # the draw is the seed's: the same for the same seed, and not always in number order
    assert pool_with(7, result).ranking() == ranking
    orders = {tuple(pool_with(7, result, seed).ranking()) for seed in range(6)}
    assert len(orders) > 1


# --- the tableau -------------------------------------------------------------------------------------
def test_bracket_order_puts_one_against_the_last_and_the_top_seeds_apart() -> None:
    assert bracket_order(2) == [1, 2]
    assert bracket_order(8) == [1, 8, 5, 4, 3, 6, 7, 2]
    order = bracket_order(16)
    assert all(order[i] + order[i + 1] == 17 for i in range(0, 16, 2))
    assert order.index(1) < 8 <= order.index(2)  # 1 and 2 meet only in the final


def in_order(a: int, b: int) -> tuple[int, int, int]:
    """A pool where the lower number always wins 5-0: the ranking is 0, 1, 2, ..."""
    return (5, 0, a) if a < b else (0, 5, b)


@pytest.mark.parametrize(("size", "byes"), [(6, [0, 1]), (7, [0])])
def test_the_tableau_seeds_by_the_pool_and_gives_the_best_seeds_the_byes(size: int, byes: list[int]) -> None:
    comp = pool_with(size, in_order)
    assert comp.ranking() == list(range(size))  # fencer k is seed k + 1
    first = comp.tableau[0]
    assert len(first) == 4
    pairs = [b.fencers for b in first]
    seeds = [(a + 1, None if b is None else b + 1) for a, b in pairs]
    if size == 6:
        assert seeds == [(1, None), (5, 4), (3, 6), (2, None)]
    else:
        assert seeds == [(1, None), (5, 4), (3, 6), (7, 2)]
    assert [b.fencers[0] for b in first if b.bye] == byes
    assert all(b.done and b.winner == b.fencers[0] and b.touches is None for b in first if b.bye)
    nxt = comp.next_bout()
    assert nxt is not None and nxt is not first[0] and not nxt.bye


def test_the_next_round_pairs_the_winners_in_bracket_order() -> None:
    comp = pool_with(6, in_order)
    while len(comp.tableau) == 1:
        bout = comp.next_bout()
        assert bout is not None
        a, b = bout.fencers
        assert b is not None
        comp.record(bout, {a: 10, b: 7}, a)
    assert [b.fencers for b in comp.tableau[1]] == [(0, 4), (2, 1)]
    assert comp.stage(comp.tableau[1][0]) == "Semi-finals"


# --- a whole competition ----------------------------------------------------------------------------
@pytest.mark.parametrize(("mode", "size", "seed"), [("basic", 6, 11), ("advanced", 7, 12)])
def test_a_competition_is_fenced_to_a_champion_and_is_the_same_under_its_seed(mode: str, size: int,
                                                                               seed: int) -> None:
    comp = Competition.new("Ann", mode, size, seed)
    run_to_the_end(comp)
    assert comp.next_bout() is None and comp.champion is not None
    assert [len(r) for r in comp.tableau] == [4, 2, 1]
    assert all(b.done for b in comp.pool)
    for rnd in comp.tableau:
        for b in rnd:
            if not b.bye:
                assert b.touches is not None and max(b.touches) <= DE_TARGET[mode]
    # the finalist who lost is out in the final; the champion is out nowhere
    final = comp.tableau[-1][0]
    loser = next(f for f in final.fencers if f != final.winner)
    assert loser is not None and comp.out_in(loser) == "Final" and comp.out_in(comp.champion) is None
    again = Competition.new("Ann", mode, size, seed)
    run_to_the_end(again)
    assert again.to_json() == comp.to_json()


def test_results_that_cannot_end_a_bout_are_refused() -> None:
    comp = Competition.new("Ann", "basic", 6, 2)
    bout = comp.pool[0]
    a, b = bout.fencers
    assert b is not None
    with pytest.raises(ValueError, match="fewer touches"):
        comp.record(bout, {a: 3, b: 5}, a)
    with pytest.raises(ValueError, match="from 0 to 5"):
        comp.record(bout, {a: 6, b: 2}, a)
    with pytest.raises(ValueError, match="not the bout to fence next"):
        comp.record(comp.pool[1], {comp.pool[1].fencers[0]: 5, comp.pool[1].fencers[1] or 0: 0},
                    comp.pool[1].fencers[0])
    comp.record(bout, {a: 3, b: 3}, b)  # a tie on time, won on Priority
    assert comp.pool_rows()[b].victories == 1


def test_new_competitions_refuse_bad_choices_naming_them() -> None:
    with pytest.raises(CompetitionError, match="name"):
        Competition.new("  ", "basic", 6, 1)
    with pytest.raises(CompetitionError, match="mode"):
        Competition.new("Ann", "tutorial", 6, 1)
    with pytest.raises(CompetitionError, match="pool size"):
        Competition.new("Ann", "basic", 8, 1)


# --- JSON ----------------------------------------------------------------------------------------------
def halfway() -> Competition:
    comp = Competition.new("Ann", "basic", 6, 5)
    while not comp.tableau or len(comp.tableau) < 2:
        bout = comp.next_bout()
        assert bout is not None
        if comp.is_players(bout):
            fence_on_the_table(comp, bout)
        else:
            comp.play_out(bout)
    return comp


def test_json_round_trips_a_competition_in_progress() -> None:
    comp = halfway()
    back = Competition.from_json(comp.to_json())
    assert back.to_json() == comp.to_json()
    assert back.next_bout() is not None and back.ranking() == comp.ranking()


def damaged(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    data = copy.deepcopy(halfway().to_json())
    change(data)
    return data


@pytest.mark.parametrize(("change", "field"), [
    (lambda d: d.update(format="salle-save"), "format"),
    (lambda d: d.pop("seed"), "seed"),
    (lambda d: d.update(mode="tutorial"), "mode"),
    (lambda d: d["fencers"][0].update(level="grandmaster"), "fencers[0].level"),
    (lambda d: d["fencers"].pop(), "fencers"),
    (lambda d: d["pool"][3].update(fencers=[0, 1]), "pool[3].fencers"),
    (lambda d: d["pool"][3].update(touches=[2, 5]), "pool[3].touches"),
    (lambda d: d["pool"][3].update(touches=[9, 1]), "pool[3].touches"),
    (lambda d: d["pool"][3].update(winner=None), "pool[3].winner"),
    (lambda d: d["pool"][3].update(winner=None, touches=None), "pool[4]"),
    (lambda d: d["tableau"][0].pop(), "tableau[0]"),
    (lambda d: d["tableau"].append([]), "tableau[2]"),
    (lambda d: d.update(extra=1), "extra"),
])
def test_a_damaged_competition_is_refused_naming_the_field(change: Callable[[dict[str, Any]], None],
                                                            field: str) -> None:
    with pytest.raises(CompetitionError) as caught:
        Competition.from_json(damaged(change))
    assert caught.value.field == field


def test_a_tableau_that_the_pool_does_not_lead_to_is_refused() -> None:
    data = halfway().to_json()
    first = data["tableau"][0]
    first[1]["fencers"], first[2]["fencers"] = first[2]["fencers"], first[1]["fencers"]
    with pytest.raises(CompetitionError) as caught:
        Competition.from_json(data)
    assert caught.value.field == "tableau[0][1].fencers"
