"""What the Ready...Fence! view works out from the rules, so the table never has to: each weapon
position as it counts, the distance, the bout's periods and the speed of every cardless parry the
seat to move may make. They are
the rules' own answers on random positions of every mode, they follow from what the seat sees,
and a position's JSON does not carry them (they are derived, not stored)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.events import FigureMoved
from engine.games.ready_fence.cards import MODES
from engine.games.ready_fence.state import BEATS, NO_ENGAGE_SLOW, TARGETS, ReadyFenceState
from tests.ready_fence.helpers import new, play, random_game, table
from tests.sizing import examples

SEATS = (0, 1, None)
COMBOS = [(mode, counters) for mode in MODES for counters in ("off", "on")]
WALKS = settings(max_examples=examples(6), deadline=None, database=None,
                 suppress_health_check=[HealthCheck.too_slow])


def bout(mode: str, counters: str, seed: int) -> list[ReadyFenceState]:
    return random_game({"mode": mode, "target": 5, "first": seed % 2, "counters": counters}, seed, seed + 1)


@pytest.mark.parametrize(("mode", "counters"), COMBOS)
@WALKS
@given(seed=st.integers(0, 2**20))
def test_the_view_shows_each_weapon_position_as_it_counts(mode: str, counters: str, seed: int) -> None:
    """Counters off (the rulebook): every position counts. Counters on: a position the other
    fencer's beats gives nothing ("void")."""
    for s in bout(mode, counters, seed):
        for seat in SEATS:
            shown = s.view(seat).effective
            assert shown == (s.effective(0), s.effective(1))
            for me in (0, 1):
                mine, his = s.weapon[me], s.weapon[1 - me]
                assert shown[me] == ("void" if counters == "on" and BEATS[his] == mine else mine)


@pytest.mark.parametrize(("mode", "counters"), COMBOS)
@WALKS
@given(seed=st.integers(0, 2**20))
def test_the_view_gives_the_speed_of_every_cardless_parry(mode: str, counters: str, seed: int) -> None:
    """For each stamina amount the seat to move holds, the speed the parry rule gives; every legal
    parry is among them, and the parry once made is as fast as the view said."""
    for s in bout(mode, counters, seed):
        mover = s.to_move
        for seat in SEATS:
            view = s.view(seat)
            assert view.parry_speeds == tuple(s.parry_speed(mover, k) for k in range(1, s.stamina[mover] + 1))
            assert [view.parry_speed(k) for k in range(1, s.stamina[mover] + 1)] == list(view.parry_speeds)
        view = s.view(mover)
        for a in s.legal_actions():
            if a.kind != "parry":
                continue
            after = s.clone()
            after.apply(a)
            made = (after.plays or after.last["plays"])[-1]  # a parry that holds ends the phrase
            assert made["role"] == "parry" and made["speed"] == view.parry_speed(int(a.card))


def test_the_rulebook_parry_example_shows_in_the_view() -> None:
    """The Parry example: 2 SP in Invitation is 2 x 2 + 1 = 5; with counters on, the attacker's
    Line voids the Invitation and the same parry is worth 4."""
    for counters, effective, two_sp in (("off", ("line", "invite"), 5), ("on", ("line", "void"), 4)):
        # a Straight Thrust 4 against a fencer with no card that answers it: he may only parry
        s = table(weapons=("line", "invite"), hands=(["st4-1"], ["st4-2"]), counters=counters)
        play(s, "play st4-1")
        assert s.phase == "phrase" and s.to_move == 1
        for seat in SEATS:
            v = s.view(seat)
            assert v.effective == effective
            assert v.parry_speed(2) == two_sp
            assert len(v.parry_speeds) == 6  # one speed for each stamina point he may spend
        play(s, "parry 2")
        assert (s.plays or s.last["plays"])[-1]["speed"] == two_sp


@pytest.mark.parametrize(("mode", "counters"), COMBOS)
@WALKS
@given(seed=st.integers(0, 2**20))
def test_the_rules_act_on_the_facts_the_view_shows(mode: str, counters: str, seed: int) -> None:
    """What the view says is what the rules then do: an attack on a fencer whose Engagement
    counts is one slower, a card defence of a fencer whose Invitation counts one faster, and a
    cardless parry is offered exactly when the view's speed for it holds the attack."""
    for s in bout(mode, counters, seed):
        v = s.view(s.to_move)
        for p in s.plays:
            me, names = p["seat"], [name for name, _ in p["parts"]]
            if p["role"] == "red" and not p.get("renewed") and len(s.plays) == 1:
                kind = p["kind"]
                slowed = v.effective[1 - me] == "engage" and kind not in NO_ENGAGE_SLOW
                assert ("his Engagement" in names) == slowed
            if p["role"] in ("dark", "light"):
                assert ("Invitation" in names) == (v.effective[me] == "invite")
        offered = {a.card for a in s.legal_actions() if a.kind == "parry"}
        if offered:
            attack = s.plays[-1]["speed"]
            assert offered == {str(k) for k, speed in enumerate(v.parry_speeds, 1) if speed >= attack}


@pytest.mark.parametrize(("mode", "counters"), COMBOS)
def test_the_facts_follow_from_what_the_seat_sees(mode: str, counters: str) -> None:
    """A determinized state (the other hand, the decks resampled) shows the seat the same facts,
    and a position's JSON leaves them out and loads back to the same view."""
    rng = random.Random(3)
    for i, s in enumerate(bout(mode, counters, 7)):
        if i % 4:
            continue
        data: dict[str, Any] = s.to_json()
        assert not {"effective", "distance", "periods", "parry_speeds"} & set(data)
        again = ReadyFenceState.from_json(data)
        for seat in (0, 1):
            v = s.view(seat)
            assert again.view(seat) == v
            x = s.determinize(seat, random.Random(rng.getrandbits(32)))
            w = x.view(seat)
            for key in ("effective", "distance", "periods", "parry_speeds", "landings"):
                assert getattr(w, key) == getattr(v, key)


@pytest.mark.parametrize(("mode", "counters"), COMBOS)
def test_the_view_gives_the_distance_and_the_periods(mode: str, counters: str) -> None:
    """The distance is the empty squares between the fencers; a bout to 10 is fenced in two
    periods, to 15 in three, the tutorial in one whatever its target."""
    for s in bout(mode, counters, 11):
        for seat in SEATS:
            v = s.view(seat)
            assert v.distance == s.distance() == len(range(min(s.pos) + 1, max(s.pos)))
            assert v.periods == s.periods and 1 <= v.period <= v.periods
    for target in TARGETS[mode]:
        s = new(mode, target, counters)
        assert s.view(0).periods == (1 if mode == "tutorial" else {5: 1, 10: 2, 15: 3}[target])


@pytest.mark.parametrize(("mode", "counters"), COMBOS)
@WALKS
@given(seed=st.integers(0, 2**20))
def test_the_view_gives_where_each_step_lands(mode: str, counters: str, seed: int) -> None:
    """Every legal step (advance, back, retreat) ends on the square the view named for it, a step
    past his own end of the strip included."""
    for s in bout(mode, counters, seed):
        mover = s.to_move
        landings = s.view(mover).landings
        assert set(landings) == {"advance", "back", "retreat"}
        for a in s.legal_actions():
            if a.kind in landings:
                # the first figure the action moves is the mover's step (a run-off then puts both
                # fencers on guard, which moves them again)
                steps = [e for e in s.clone().apply(a) if isinstance(e, FigureMoved)]
                assert steps[0].seat == mover and steps[0].dst == landings[a.kind], a
