"""Random legal duels of every variant, Break rule, deck assignment and Challenger seat, checked
after every action: cards are never lost or doubled, nothing hidden leaks into a view or an
event, and the duel ends, scored as the variant says."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.events import CardMoved, Event, GameOver, RoundOver, ScoreChanged
from engine.games.audatia.state import VARIANTS, AudatiaState
from tests.audatia.build import BOU, GAL, GAME, every_card
from tests.sizing import examples

COMBOS = [(variant, brk, decks, challenger)
          for variant in VARIANTS
          for brk in ("off", "on")
          for decks in ((BOU, GAL), (GAL, BOU))
          for challenger in (0, 1)]

MATCHES = settings(max_examples=examples(10, soak=200), deadline=None, database=None,
                   suppress_health_check=[HealthCheck.too_slow])

MAX_STEPS = 3000
END_REASONS = {
    "unanswered_attack", "uncountered_remedy", "perfect_counter", "no_outside_remedy",
    "unanswered_mezano", "no_attack_after_feint", "two_draws", "no_strikes_left", "rows_spent",
}


def strings(value: Any) -> Iterator[str]:
    """Every text anywhere in a JSON-like value (keys too) or a typed record's fields."""
    if isinstance(value, str):
        yield value
    elif is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            yield from strings(getattr(value, f.name))
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from strings(k)
            yield from strings(v)
    elif isinstance(value, (list, tuple, set)):
        for v in value:
            yield from strings(v)


def check_cards(s: AudatiaState) -> None:
    for seat in (0, 1):
        assert every_card(s, seat) == sorted(s.decks[seat].cards), f"seat {seat} lost or doubled a card"
        assert s.posta[seat] is None or s.posta[seat] in s.decks[seat].poste


def check_views(s: AudatiaState) -> None:
    for seat in (0, 1):
        other = 1 - seat
        v = s.view(seat)
        names = {f.name for f in fields(v)} | set(v.to_json())
        assert not {"hands", "decks", "rows", "commits", "seed"} & names
        assert v.hand == tuple(s.hand[seat]) and v.row == tuple(s.row[seat])
        assert v.hand_sizes[other] == len(s.hand[other])
        public = set(s.stack[other]) | set(v.public_discard[other])
        hidden = (set(s.hand[other]) | set(s.row[other]) | set(s.deck[other])
                  | ({s.committed[other]} if s.committed[other] else set())) - public
        leaked = hidden & (set(strings(v)) | set(strings(v.to_json())))
        assert not leaked, f"seat {seat}'s view shows {leaked}"
        assert v.committed[other] == (s.committed[other] is not None)
    onlooker = set(strings(s.view(None))) | set(strings(s.view(None).to_json()))
    for seat in (0, 1):
        secret = set(s.hand[seat]) | set(s.row[seat]) | ({s.committed[seat]} if s.committed[seat] else set())
        assert not (secret - set(s.stack[seat])) & onlooker


def check_events(events: list[Event], before: AudatiaState, after: AudatiaState) -> None:
    for e in events:
        if isinstance(e, CardMoved) and not e.face_up:
            assert e.private_to in (0, 1), f"a face-down move seen by all: {e}"
            assert e.for_seat(1 - e.private_to).card is None  # type: ignore[operator]
            assert e.for_seat(None).card is None
            assert e.for_seat(e.private_to).card == e.card
    scored = [e for e in events if isinstance(e, ScoreChanged)]
    for seat in (0, 1):
        mine = [e for e in scored if e.seat == seat]
        assert after.points[seat] - before.points[seat] == len(mine) <= 1
        for e in mine:
            assert e.score == after.points[seat]
    over = [e for e in events if isinstance(e, GameOver)]
    assert over == ([GameOver(after.winner)] if after.phase == "over" else [])
    if after.phase == "over":
        rounds = [e for e in events if isinstance(e, RoundOver)]
        assert rounds and rounds[-1].winner == after.winner and rounds[-1].reason == after.reason


def check_end(s: AudatiaState, variant: str) -> None:
    assert s.legal_actions() == []
    assert s.reason in END_REASONS
    r = s.returns()
    assert r[0] + r[1] == 0
    assert r == ((0.0, 0.0) if s.winner is None else (1.0, -1.0) if s.winner == 0 else (-1.0, 1.0))
    if variant == "salle":
        p = s.points
        assert s.winner == (0 if p[0] > p[1] else 1 if p[1] > p[0] else None)
        assert s.reason == "no_strikes_left"
    else:
        # one touch decides: exactly one point to the winner, none for a draw
        assert s.points == [int(s.winner == 0), int(s.winner == 1)]
        if variant == "duel":
            assert s.winner in (0, 1)  # a duel is never drawn: two draws lose it
        if s.winner is None:
            assert s.reason == "rows_spent"


def play_out(s: AudatiaState, rng: random.Random) -> int:
    """Play random legal actions to the end, checking every invariant on the way; return how
    many Cycles were made while choosing a posta (the walk prefers one half the times it is
    offered, so that path, with a hidden commitment on the table, is walked often)."""
    steps = posta_cycles = 0
    while not s.is_terminal():
        legal = s.legal_actions()
        assert legal, f"nobody can act in phase {s.phase}"
        assert len(set(legal)) == len(legal), "an action is offered twice"
        assert s.current_player() == s.to_move
        before = s.clone()
        cycles = [a for a in legal if a.kind == "cycle"]
        in_posta = s.phase == "posta"
        action = rng.choice(cycles) if in_posta and cycles and rng.random() < 0.5 else rng.choice(legal)
        if rng.random() < 0.25:
            s.step(action)  # the AI's fast path: the same transition, no events
            twin = before.clone()
            events = twin.apply(action)
            assert twin.to_json() == s.to_json(), "step and apply disagree"
        else:
            events = s.apply(action)
        check_events(events, before, s)
        check_cards(s)
        if s.variant != "salle":
            assert s.phase == "over" or s.points == [0, 0]
        if in_posta and action.kind == "cycle":
            posta_cycles += 1
            assert s.phase == "posta" and s.to_move == before.to_move
            assert s.committed == before.committed  # the hidden commitment stands
            check_views(s)
        elif rng.random() < 0.3:
            check_views(s)
        steps += 1
        assert steps < MAX_STEPS, "the duel did not end"
    check_cards(s)
    check_views(s)
    check_end(s, s.variant)
    return posta_cycles


@pytest.mark.parametrize(("variant", "brk", "decks", "challenger"), COMBOS)
@MATCHES
@given(seed=st.integers(0, 2**40), walk=st.integers(0, 2**40))
def test_random_duels_keep_every_invariant(variant: str, brk: str, decks: tuple[str, str], challenger: int,
                                           seed: int, walk: int) -> None:
    rng = random.Random(walk)  # the choices of the random walk (a plain Random: hypothesis's is slow)
    s = GAME.new({"variant": variant, "break": brk, "challenger": challenger,
                  "challenger_deck": decks[0], "respondent_deck": decks[1]}, seed)
    assert isinstance(s, AudatiaState)
    assert s.decks[challenger].id == decks[0] and s.decks[1 - challenger].id == decks[1]
    play_out(s, rng)


@pytest.mark.parametrize("variant", ["duel", "salle"])
def test_random_duels_walk_the_cycle_during_the_posta_choice(variant: str) -> None:
    # Sudden death has no Cycle; in the others the random walks above must really take it
    cycles = sum(play_out(GAME.new({"variant": variant, "challenger": seed % 2}, seed), random.Random(seed))
                 for seed in range(8))
    assert cycles > 0
