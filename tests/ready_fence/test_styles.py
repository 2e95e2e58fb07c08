"""The competition fencers' styles: a small bias of the policy on the styled fencer's own moves,
read from his own view; the styled levels play it at the table and in the search."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.ai.ismcts import search
from engine.ai.players import LEVELS, STYLED_LEVELS, level_named, plan
from engine.games import get_game
from engine.games.ready_fence import GAME
from engine.games.ready_fence.cards import fence_cards
from engine.games.ready_fence.heuristics import ReadyFenceHeuristics
from engine.games.ready_fence.state import ReadyFenceState

PLAIN = ReadyFenceHeuristics()


def positions(count: int, phases: tuple[str, ...]) -> list[ReadyFenceState]:
    """Positions met in basic bouts the plain policy fences, with the fencer to move in `phases`."""
    out: list[ReadyFenceState] = []
    seed = 0
    while len(out) < count:
        state = GAME.new(GAME.parse_options({"mode": "basic"}), seed)
        assert isinstance(state, ReadyFenceState)
        rng = random.Random(seed)
        seed += 1
        while not state.is_terminal() and len(out) < count:
            if state.phase in phases:
                out.append(state.clone())
            state.step(PLAIN.playout_action(state, rng))
    return out


def choices(style: str | None, states: list[ReadyFenceState]) -> Counter[str]:
    """What the styled fencer chooses, from his own view, in each position (one seed each)."""
    seen: Counter[str] = Counter()
    for i, s in enumerate(states):
        mine = ReadyFenceState.from_view(s.view(s.to_move), random.Random(i))
        a = PLAIN.with_style(style, s.to_move).best(mine, mine.legal_actions(), random.Random(i))
        if a.kind == "play" and s.phase != "turn":
            seen["counterattack" if fence_cards()[a.card].light else "other answer"] += 1
        seen[a.kind] += 1
    return seen


def test_an_aggressive_fencer_attacks_more_often_than_a_cautious_one_or_a_counter_attacker() -> None:
    turns = positions(1500, ("turn",))
    attacks = {style: choices(style, turns)["play"] for style in (None, "cautious", "aggressive", "counter")}
    assert attacks["aggressive"] > attacks[None] > attacks["cautious"] > attacks["counter"]
    # a bias, not another fencer: most decisions stay the plain policy's
    assert attacks["aggressive"] < 1.3 * attacks[None]


def test_a_counter_attacker_answers_with_a_counterattack_more_often() -> None:
    answers = positions(1200, ("phrase",))
    assert choices("counter", answers)["counterattack"] > choices(None, answers)["counterattack"]


def test_a_style_biases_only_its_own_fencers_moves() -> None:
    for i, s in enumerate(positions(300, ("turn",))):
        legal = s.legal_actions()
        other = PLAIN.with_style("aggressive", 1 - s.to_move)
        assert other.best(s, legal, random.Random(i)) == PLAIN.best(s, legal, random.Random(i))


def test_styled_levels_name_a_level_and_a_style() -> None:
    lv = level_named("club-aggressive")
    assert lv is not None and lv.style == "aggressive" and lv.iterations == LEVELS["club"].iterations
    assert lv.title == "Club, aggressive"
    assert level_named("club") is LEVELS["club"] and level_named("club-reckless") is None
    assert set(STYLED_LEVELS).isdisjoint(LEVELS)  # the new-game dialog's levels stay the plain ones


def test_the_style_reaches_the_search() -> None:
    s = positions(40, ("turn",))[-1]
    view = s.view(s.to_move)
    plain = search(GAME, view, 300, seed=3)
    styled = [search(GAME, view, 300, seed=3, style=st) for st in ("cautious", "aggressive", "counter")]
    assert any(stats != plain for stats in styled)
    assert search(GAME, view, 300, seed=3, style="aggressive") == styled[1]  # still deterministic
    jobs = plan(GAME.name, view, "club-counter", 1).jobs
    assert jobs and all(job.style == "counter" for job in jobs)


def test_a_game_whose_ai_has_no_styles_refuses_one() -> None:
    game = get_game("en-garde")
    state = game.new(game.parse_options({}), 1)
    with pytest.raises(ValueError, match="no styles"):
        plan(game.name, state.view(state.current_player()), "novice-aggressive", 1)


def test_the_master_searches_more_than_the_master_of_november_2026() -> None:
    """Today's levels spend the faster playouts; the old Master stays reachable to measure them."""
    state = next(s for s in positions(20, ("turn",)) if len(s.legal_actions()) > 1)
    view = state.view(state.to_move)
    then = plan(GAME.name, view, "master-2026-11", seed=3)
    today = plan(GAME.name, view, "master", seed=3)
    club = plan(GAME.name, view, "club", seed=3)
    assert [j.iterations for j in then.jobs] == [1500, 1500]
    assert len(today.jobs) == 2 and today.jobs[0].iterations >= 4 * 1500
    assert len(club.jobs) == 1 and club.jobs[0].iterations > LEVELS["club"].iterations
    # each searches with its own value of an unfinished bout (test_value.py)
    assert {j.policy for j in then.jobs} == {"2026-11"} and {j.policy for j in today.jobs} == {None}
