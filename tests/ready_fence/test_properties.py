"""Random legal bouts of every mode, target, counters and passivity rule and first fencer, checked
after every action: cards are never lost or doubled, stamina stays in its bottle, scores only
grow, the fencers stay on the strip in order, nothing hidden leaks into a view or an event, a
determinized state keeps the cards the seat has seen, and the bout ends.

With the passivity rule off (the rulebook's clock, the default) only the fencers run the clock:
two fencers who never attack nor draw could step to and fro for ever, as at a real table. The
random walk and the AI's playout policy both attack and draw, so their bouts end by themselves;
MAX_STEPS is a failure, not a cut-off: a bout that reaches it is a bug."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.core.events import ActionPlayed, CardMoved, Event, GameOver, ScoreChanged
from engine.games.ready_fence.cards import MODES, fence_cards, mode_cards
from engine.games.ready_fence.state import HAND, MAX_SP, PHASES, TARGETS, ReadyFenceState
from tests.ready_fence.helpers import GAME
from tests.sizing import examples

# every (counters, passivity) pair in every mode and target; the first fencer takes each value
FIRSTS: tuple[int | str, ...] = ("coin", 0, 1)
COMBOS = [(mode, target, counters, passivity, FIRSTS[i % len(FIRSTS)])
          for mode in MODES
          for target in TARGETS[mode]
          for i, (counters, passivity) in enumerate((c, p) for c in ("off", "on") for p in ("off", "on"))]

BOUTS = settings(max_examples=examples(10, soak=200), deadline=None, database=None,
                 suppress_health_check=[HealthCheck.too_slow])

MAX_STEPS = 2500
DECK_SIZES = {"tutorial": 25, "basic": 35, "advanced": 54}


def strings(value: Any) -> Iterator[str]:
    """Every text anywhere in a JSON-like value (keys too)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from strings(k)
            yield from strings(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from strings(v)


def on_the_piste(s: ReadyFenceState) -> list[str]:
    return [c for p in s.plays for c in (p["card"], p["with"]) if c]


def check_cards(s: ReadyFenceState) -> None:
    every = s.hand[0] + s.hand[1] + s.timer + s.stock + [c for c, _, _ in s.discards] + on_the_piste(s)
    assert sorted(every) == sorted(mode_cards(s.mode)), "a card was lost or doubled"
    assert len(s.deck) == DECK_SIZES[s.mode]
    assert all(len(h) <= HAND + 2 for h in s.hand)
    for seat in (0, 1):
        assert set(s.known[seat]) <= set(s.hand[seat])


def check_table(s: ReadyFenceState, before: ReadyFenceState) -> None:
    assert s.phase in PHASES
    assert all(0 <= sp <= MAX_SP for sp in s.stamina), s.stamina
    assert all(0 <= p <= s.target for p in s.points), s.points
    assert all(a >= b for a, b in zip(s.points, before.points, strict=True)), "a score went down"
    # on the strip, in order, never left standing on a run-off square
    assert 1 <= s.pos[0] < s.pos[1] <= 8, s.pos
    assert 1 <= s.period <= s.periods
    assert s.period >= before.period
    assert s.overtime == (s.priority is not None)
    if s.phase != "over":
        assert s.current_player() == s.to_move
        if s.phase == "turn":
            assert s.to_move == s.turn and 1 <= s.actions_left <= 2
        if s.phase in ("phrase", "renew"):
            assert s.plays and s.plays[0]["seat"] == s.turn and s.plays[0]["role"] == "red"
            assert all(s.played(seat) <= 2 for seat in (0, 1))


def public_cards(s: ReadyFenceState) -> set[str]:
    """Cards both seats have seen: on the piste, in the last phrase, face up in the discards."""
    shown = set(on_the_piste(s))
    for p in s.last.get("plays", []):
        shown |= {c for c in (p["card"], p["with"], p.get("feint", "")) if c}
    shown |= {c for c, up, _ in s.discards if up}
    return shown


def check_views(s: ReadyFenceState) -> None:
    public = public_cards(s)
    for seat in (0, 1):
        other = 1 - seat
        view = s.view(seat)
        v = view.to_json()  # every text the view holds, as the referee prints it
        assert not {"hands", "timer", "stock", "seed"} & set(v)
        assert view.hand == tuple(s.hand[seat])
        assert view.hand_sizes[other] == len(s.hand[other]) and view.timer_size == len(s.timer)
        secret = set(s.hand[other]) - set(s.known[other])
        secret |= set(s.timer) | set(s.stock) | {c for c, up, who in s.discards if not up and who != seat}
        secret -= public  # a card shown in the last phrase may since have gone anywhere
        leaked = secret & set(strings(v))
        assert not leaked, f"seat {seat}'s view shows {leaked}"
        json.dumps(v)
    onlooker = set(strings(s.view(None).to_json()))
    for seat in (0, 1):
        assert not (set(s.hand[seat]) - set(s.known[seat]) - public) & onlooker


def check_determinized(s: ReadyFenceState, rng: random.Random) -> None:
    """from_view deals the unseen cards afresh, keeping what the seat has seen of the other
    hand (tests/conformance checks the sample agrees with the view and is a position)."""
    for seat in (0, 1):
        x = s.determinize(seat, random.Random(rng.randrange(2**32)))
        assert x.hand[seat] == s.hand[seat]
        assert set(s.known[1 - seat]) <= set(x.hand[1 - seat])
        check_cards(x)


def check_events(events: list[Event], before: ReadyFenceState, after: ReadyFenceState) -> None:
    for e in events:
        if isinstance(e, CardMoved) and not e.face_up:
            assert e.private_to is not None, f"a face-down card shown to all: {e}"
            for seat in (0, 1, None):
                if seat != e.private_to:
                    assert e.for_seat(seat).card is None  # type: ignore[attr-defined]
        if isinstance(e, ActionPlayed) and e.private_to is not None:
            hidden = e.for_seat(1 - e.private_to)
            assert isinstance(hidden, ActionPlayed) and hidden.text == e.public_text
            assert not set(hidden.text.split()) & set(before.deck)
    for seat in (0, 1):
        mine = [e for e in events if isinstance(e, ScoreChanged) and e.seat == seat]
        assert after.points[seat] - before.points[seat] == len(mine) <= 1
        assert all(e.score == after.points[seat] for e in mine)
    over = [e for e in events if isinstance(e, GameOver)]
    assert over == ([GameOver(after.winner)] if after.phase == "over" else [])


def check_end(s: ReadyFenceState) -> None:
    assert s.legal_actions() == [] and s.reason
    r = s.returns()
    assert r == ((0.0, 0.0) if s.winner is None else (1.0, -1.0) if s.winner == 0 else (-1.0, 1.0))
    p = s.points
    if max(p) >= s.target:
        assert s.winner == (0 if p[0] > p[1] else 1 if p[1] > p[0] else None)
    elif not (s.overtime or s.playon):
        # time ran out: the higher score wins (a tie goes on, so it never ends here)
        assert p[0] != p[1] and s.winner == (0 if p[0] > p[1] else 1)


@pytest.mark.parametrize(("mode", "target", "counters", "passivity", "first"), COMBOS)
@BOUTS
@given(seed=st.integers(0, 2**40), walk=st.integers(0, 2**40))
def test_random_bouts_keep_every_invariant(mode: str, target: int, counters: str, passivity: str,
                                           first: int | str, seed: int, walk: int) -> None:
    rng = random.Random(walk)  # the random walk's choices (a plain Random: hypothesis's is slow)
    s = GAME.new({"mode": mode, "target": target, "counters": counters, "passivity": passivity,
                  "first": first}, seed)
    assert isinstance(s, ReadyFenceState)
    if first != "coin":
        assert s.first == first
    check_cards(s)
    steps = 0
    while not s.is_terminal():
        legal = s.legal_actions()
        assert legal, f"nobody can act in phase {s.phase}"
        assert len(set(legal)) == len(legal), "an action is offered twice"
        before = s.clone()
        action = rng.choice(legal)
        events = s.apply(action)
        check_events(events, before, s)
        check_cards(s)
        check_table(s, before)
        if rng.random() < 0.3:
            check_views(s)
        if rng.random() < 0.05 and not s.is_terminal():
            check_determinized(s, rng)
        steps += 1
        assert steps < MAX_STEPS, "the bout did not end"
    check_cards(s)
    check_views(s)
    check_end(s)


@pytest.mark.parametrize(("mode", "target"), [(m, t) for m in MODES for t in TARGETS[m]])
@settings(max_examples=examples(10), deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**40))
@example(seed=150490)  # tutorial to 15: a play-on with a Stop Hit in each hand (2,820 actions)
def test_the_ai_playout_policy_ends_its_bouts_with_the_rulebook_clock(mode: str, target: int,
                                                                     seed: int) -> None:
    """Under the default options (no passivity rule) the policy the AI's playouts follow, and
    Novice with it, still ends every bout: it steps in, attacks and draws."""
    s = GAME.new({"mode": mode, "target": target}, seed)
    assert isinstance(s, ReadyFenceState) and not s.passivity
    rng = random.Random(seed)
    steps = 0
    while not s.is_terminal() and not touchless_play_on(s):
        s.step(GAME.heuristics.playout_action(s, rng))
        steps += 1
        assert steps < MAX_STEPS, "the bout did not end"
    if s.is_terminal():
        check_end(s)


def touchless_play_on(s: ReadyFenceState) -> bool:
    """The one bout the rulebook's clock leaves open for ever (docs/rules/ready-fence.md, "Bouts
    that never end"): a tutorial play-on, the Timer spent, neither hand holding a card that may
    open a phrase. No touch can come; only a step off the end scores, which the policy avoids."""
    if not (s.playon and not s.timer):
        return False
    lunge = s.clone()  # the tutorial opens a phrase at lunge distance only: asked of the rules there
    lunge.pos = [4, 6]
    cards = fence_cards()
    return not any(lunge.may_open(seat, cards[c]) for seat in (0, 1) for c in s.hand[seat])
