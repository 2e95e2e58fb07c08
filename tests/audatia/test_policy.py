"""The playout policy counts the cards: a blow, a remedy is worth the chance that the other
fencer holds no answer to it, read from the cards of his deck he has not shown. Positions are
built so that the printed symbols alone point the other way (the policy of November 2026)."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.games.audatia.actions import Action
from engine.games.audatia.heuristics import POLICY_2026_11, AudatiaHeuristics, none_held
from engine.games.audatia.state import AudatiaState
from engine.games.audatia.symbols import aligned
from tests.audatia.build import BOU, GAL, card, deck, scene

ME, HIM = 0, 1


def parries_of(blow: str) -> list[str]:
    """Galeazzo's cards that answer Boucicaut's `blow` from the middle (no Virtue to counter)."""
    b = card(BOU, blow)
    return [cid for cid, c in deck(GAL).cards.items()
            if (c.type == "strike" and c.parry and c.line in b.parried_by and c.line != b.line)
            or (c.type == "skill" and c.effect == "avoid")]


def choices(s: AudatiaState, policy: str = "") -> set[Action]:
    h = AudatiaHeuristics(policy=policy)
    legal = s.legal_actions()
    return {h.best(s, legal, random.Random(seed)) for seed in range(20)}


def test_none_held_is_the_chance_of_a_hand_without_any_answer() -> None:
    assert none_held(10, 0, 4) == 1.0
    assert none_held(10, 7, 4) == 0.0  # four cards from three non-answers must hold one
    assert abs(none_held(10, 1, 4) - 0.6) < 1e-12  # one answer among ten, four cards: 6 in 10 miss it
    assert abs(none_held(4, 2, 2) - 1 / 6) < 1e-12


def test_the_blow_whose_parries_are_all_shown_beats_the_blow_with_fewer_printed_parries() -> None:
    attacks = [cid for cid, c in deck(BOU).cards.items() if c.type == "strike" and c.attack]
    # a blow A printed with more parrying lines than a blow B, A's answers few enough to show
    pairs = [(a, b) for a in attacks for b in attacks
             if len(card(BOU, a).parried_by) > len(card(BOU, b).parried_by)
             and len(parries_of(a)) <= 14 and set(parries_of(b)) - set(parries_of(a))]
    assert pairs, "the decks need two such blows"
    a, b = min(pairs, key=lambda p: len(parries_of(p[0])))
    shown = parries_of(a)
    s = scene(hands=([a, b], None), discards=(None, shown), phase="largo", to_move=ME, attacker=HIM,
              bind="largo", side=["middle", "middle"])
    assert len(s.hand[HIM]) > 0 and not set(s.hand[HIM]) & set(shown)
    assert {Action("attack", a), Action("attack", b)} <= set(s.legal_actions())
    assert choices(s) == {Action("attack", a)}
    assert choices(s, POLICY_2026_11) == {Action("attack", b)}  # the printed lines alone


def test_the_remedy_no_unseen_counter_can_meet_is_chosen() -> None:
    remedies = [cid for cid, c in deck(BOU).cards.items() if c.type == "remedy" and c.half("inside")]
    counters = {cid: c for cid, c in deck(GAL).cards.items() if c.type == "counter"}

    def aligned_counters(rid: str) -> set[str]:
        half = card(BOU, rid).half("inside")
        assert half is not None
        return {cid for cid, c in counters.items()
                if (m := c.half("inside")) is not None and aligned(half, m)}

    pairs = [(r1, r2) for r1 in remedies for r2 in remedies
             if aligned_counters(r1) and aligned_counters(r2) - aligned_counters(r1)]
    assert pairs, "the decks need two remedies met by different counters"
    safe, risky = pairs[0]
    shown = sorted(aligned_counters(safe))
    s = scene(hands=([safe, risky], None), discards=(None, shown), phase="streto", to_move=ME,
              attacker=HIM, bind="streto", side_card="inside", side=["middle", "middle"])
    assert {Action("remedy", safe, "inside"), Action("remedy", risky, "inside")} <= set(s.legal_actions())
    assert choices(s) == {Action("remedy", safe, "inside")}
    # November 2026's policy took any remedy alike
    assert Action("remedy", risky, "inside") in choices(s, POLICY_2026_11)


def test_the_master_of_november_2026_plays_that_months_policy_and_budget() -> None:
    from engine.ai.ismcts import styled_heuristics
    from engine.ai.players import plan
    from engine.games import get_game

    game = get_game("audatia")
    assert styled_heuristics(game, None, 0, "2026-11").policy == POLICY_2026_11
    assert styled_heuristics(game, None, 0, None).policy == ""
    state = game.new({}, 3)
    while len(state.legal_actions()) < 2 or state.is_chance():
        state.step(state.legal_actions()[0])
    view = state.view(state.current_player())
    old, new = (plan("audatia", view, level, 1) for level in ("master-2026-11", "master"))
    assert [j.policy for j in old.jobs] == ["2026-11"] * 2 and old.jobs[0].iterations < new.jobs[0].iterations


def play_until(state: AudatiaState, done: Callable[[AudatiaState], bool], seed: int) -> AudatiaState | None:
    """`state` played on at random until `done` holds (None if the duel ends first)."""
    rng = random.Random(seed)
    while not state.is_terminal():
        if done(state):
            return state
        legal = state.legal_actions()
        state.step(legal[rng.randrange(len(legal))])
    return None


def test_a_playout_runs_to_the_touch_where_the_old_one_stopped_at_the_break_off() -> None:
    from engine.games import get_game

    today, then = AudatiaHeuristics(), AudatiaHeuristics(policy=POLICY_2026_11)
    met = 0
    for seed in range(40):
        root = get_game("audatia").new({}, seed)
        assert isinstance(root, AudatiaState)
        later = play_until(root.clone(), lambda s, r=root: s.break_offs > r.break_offs, seed)
        if later is None:
            continue
        met += 1
        assert then.horizon_reached(root, later)
        assert not today.horizon_reached(root, later)  # a Break Off starts another exchange
        end = play_until(later, lambda s: False, seed)
        assert end is None and today.horizon_reached(root, later)  # the touch: the duel is over
    assert met >= 10


def test_a_salle_playout_stops_at_the_next_touch() -> None:
    from engine.games import get_game

    today = AudatiaHeuristics()
    met = quiet_met = 0
    for seed in range(20):
        root = get_game("audatia").new({"variant": "salle"}, seed)
        assert isinstance(root, AudatiaState)
        quiet = play_until(root.clone(), lambda s, r=root: s.break_offs > r.break_offs, seed)
        before = quiet if quiet is not None and quiet.points == root.points else None
        if before is not None:
            quiet_met += 1
            assert not today.horizon_reached(root, before)  # a Break Off without a touch
        touched = play_until(root.clone(), lambda s, r=root: s.points != r.points, seed)
        if touched is not None:
            met += 1
            assert today.horizon_reached(root, touched)
    assert met >= 10 and quiet_met >= 3
