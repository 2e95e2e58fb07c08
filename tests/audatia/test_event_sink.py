"""The rules tell their events into a sink that only `apply` sets: along random duels of every
variant the events account for every card that moves, every phase and every point, a playout
stepping the same actions without a sink reaches the same position, and no state is left with a
sink after an apply (played, refused or failing), a step or a clone."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.events import ActionPlayed, CardMoved, Event, GameOver, PhaseChanged, ScoreChanged
from engine.games.audatia.actions import DONE, Action
from engine.games.audatia.state import VARIANTS, AudatiaState
from tests.audatia.build import BOU, GAL, GAME

# the zones an action card lies in; a posta moves between "poste" and "posta", apart from them
_CARD_ZONES = ("hand", "deck", "discard", "stack", "row")


def _zones(s: AudatiaState) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for seat in (0, 1):
        for kind, cards in (("hand", s.hand), ("deck", s.deck), ("discard", s.discard),
                            ("stack", s.stack), ("row", s.row)):
            out[f"{kind}:{seat}"] = sorted(cards[seat])
    return out


def _follow(zones: dict[str, list[str]], e: CardMoved) -> None:
    """Move `e`'s card between the followed zones as the table would."""
    src_card, dst_card = e.src.split(":")[0] in _CARD_ZONES, e.dst.split(":")[0] in _CARD_ZONES
    assert src_card == dst_card, f"an action card and a posta zone in one move: {e}"
    if src_card:
        zones[e.src].remove(e.card)
        zones[e.dst].append(e.card)
        zones[e.dst].sort()


def _new(options: dict[str, Any], seed: int) -> AudatiaState:
    s = GAME.new(options, seed)
    assert isinstance(s, AudatiaState)
    return s


def _options(variant: str, brk: str, seed: int) -> dict[str, Any]:
    decks = (BOU, GAL) if seed % 2 else (GAL, BOU)
    return {"variant": variant, "break": brk, "challenger": seed // 2 % 2,
            "challenger_deck": decks[0], "respondent_deck": decks[1]}


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("brk", ["off", "on"])
def test_apply_tells_every_move_and_a_step_without_a_sink_reaches_the_same_position(
        variant: str, brk: str) -> None:
    for seed in range(4):
        rng = random.Random(seed)
        told = _new(_options(variant, brk, seed), seed)
        stepped = told.clone()
        zones = _zones(told)
        phase, to_move = told.phase, told.to_move
        points = told.points[:]
        over = False
        while not told.is_terminal():
            legal = told.legal_actions()
            a = legal[rng.randrange(len(legal))]
            events: list[Event] = told.apply(a)
            stepped.step(a)
            assert told._told is None and stepped._told is None
            assert told.to_json() == stepped.to_json(), f"seed {seed}, {a}"
            first = events[0]
            assert isinstance(first, ActionPlayed) and first.seat == to_move
            assert first.text == told.format_action(a)
            for e in events:
                if isinstance(e, CardMoved):
                    _follow(zones, e)
                elif isinstance(e, PhaseChanged) and e.to_move is not None:
                    phase, to_move = e.phase, e.to_move
                elif isinstance(e, ScoreChanged):
                    points[e.seat] = e.score
                elif isinstance(e, GameOver):
                    over = True
            where = f"seed {seed}, after {a} in {variant}"
            assert zones == _zones(told), where
            assert points == told.points, where
            assert over == told.is_terminal(), where
            if not over:
                assert (phase, to_move) == (told.phase, told.to_move), where


def test_a_refused_apply_leaves_no_sink() -> None:
    s = _new({}, 3)
    legal = s.legal_actions()
    refused = next(a for a in (Action("attack", c) for c in s.hand[s.to_move]) if a not in legal)
    before = s.to_json()
    with pytest.raises(IllegalAction):
        s.apply(refused)
    assert s._told is None
    assert s.to_json() == before


def test_an_apply_that_fails_half_way_leaves_no_sink() -> None:
    """A step that raises (here a deck damaged by hand) must not leave its sink for the next
    steps to tell into."""
    s = _new({"variant": "duel"}, 4)
    assert s.phase == "discard" and DONE in s.legal_actions()
    s.deck[s.to_move] = None  # type: ignore[call-overload]
    with pytest.raises(TypeError):
        s.apply(DONE)
    assert s._told is None
