"""Random legal matches of every level, parry rule and discard option, checked after every action."""

from __future__ import annotations

import itertools
import random
from dataclasses import fields

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.events import CardMoved, GameOver, RoundOver, ScoreChanged
from engine.games import get_game
from engine.games.en_garde.actions import Action
from engine.games.en_garde.state import LAST_SPACE, EnGardeState
from tests.en_garde.build import FIVE_OF_EACH, rehide
from tests.sizing import examples

GAME = get_game("en-garde")

COMBOS = [(level, parry, discards)
          for level in ("basic", "standard", "advanced")
          for parry in ("equal", "total")
          for discards in ("hidden", "open")]

MATCHES = settings(max_examples=examples(10, soak=200), deadline=None, database=None,
                   suppress_health_check=[HealthCheck.too_slow])


def check_cards(s: EnGardeState) -> None:
    every = s.hand_cards(0) + s.hand_cards(1) + s.deck + s.discard
    assert sorted(every) == FIVE_OF_EACH
    for seat in (0, 1):
        assert len(s.hand_cards(seat)) <= 5


def check_hands_full(s: EnGardeState) -> None:
    """Refill at the end of every turn: in an ordinary turn both hands are full, except the
    hand of a fencer who has just parried and has not yet taken his own turn."""
    if s.phase == "turn":
        mover, other = s.to_move, 1 - s.to_move
        assert len(s.hand_cards(other)) == 5
        if not s.riposte:
            assert len(s.hand_cards(mover)) == 5
        else:
            assert len(s.hand_cards(mover)) < 5
    if s.phase in ("parry", "defend") and not s.deck_out:
        assert len(s.hand_cards(1 - s.to_move)) == 5  # the attacker refilled after his attack
    if s.phase in ("final", "final_parry"):
        assert s.deck_out and not s.deck


def check_board(s: EnGardeState) -> None:
    assert 0 <= s.pos[0] < s.pos[1] <= LAST_SPACE


def check_view(s: EnGardeState, rng: random.Random) -> None:
    for seat in (0, 1):
        v = s.view(seat)
        assert v.hand == tuple(s.hand_cards(seat))
        assert not {"hands", "deck", "seed"} & ({f.name for f in fields(v)} | set(v.to_json()))
        # the other hand and the pack may be anything the public facts allow: the view must not change
        assert rehide(s, seat, rng).view(seat) == v


def check_events(events: list, after: EnGardeState) -> None:
    scored = [e for e in events if isinstance(e, ScoreChanged)]
    rounds = [e for e in events if isinstance(e, RoundOver)]
    assert len(rounds) <= 1
    assert len(scored) == (1 if rounds and rounds[0].winner is not None else 0)
    for e in scored:
        assert e.seat == rounds[0].winner and e.score == after.hits[e.seat]
    over = [e for e in events if isinstance(e, GameOver)]
    assert over == ([GameOver(after.winner)] if after.winner is not None else [])
    for e in events:
        if isinstance(e, CardMoved) and e.src == "deck":
            assert e.private_to == int(e.dst[-1])
            assert e.for_seat(1 - e.private_to).card is None


# --- an independent reading of the rules, to check each transition against -------------------


def can_parry(hand: list[int], attack: tuple[int, ...], total: bool) -> bool:
    k, v = len(attack), attack[0]
    if not total:
        return hand.count(v) >= k
    return any(sum(c) == v * k for c in itertools.combinations(hand, k))


def can_retreat(hand: list[int], pos: list[int], seat: int) -> bool:
    return any(pos[0] - c >= 0 if seat == 0 else pos[1] + c <= LAST_SPACE for c in hand)


def has_turn(hand: list[int], pos: list[int], seat: int, level: str) -> bool:
    """Whether `seat` can make any move in an ordinary turn: forward, back, attack, advance-attack."""
    gap = pos[1] - pos[0]
    if any(c < gap or c == gap for c in hand) or can_retreat(hand, pos, seat):
        return True
    return level == "advanced" and any(
        a < gap and (gap - a) in hand[:i] + hand[i + 1:] for i, a in enumerate(hand))


def compare(hands: list[list[int]], pos: list[int], level: str) -> int | None:
    gap = pos[1] - pos[0]
    if level != "basic":
        n0, n1 = hands[0].count(gap), hands[1].count(gap)
        if n0 != n1:
            return 0 if n0 > n1 else 1
    d0, d1 = pos[0], LAST_SPACE - pos[1]
    return None if d0 == d1 else (0 if d0 > d1 else 1)


def moved(pos: list[int], seat: int, forward: int) -> list[int]:
    out = pos[:]
    out[seat] += forward if seat == 0 else -forward
    return out


def check_transition(before: EnGardeState, a: Action, after: EnGardeState, events: list) -> None:
    """The round ends exactly when the rulebook says, and is won by whom it says."""
    level, total = before.level, before.parry_total
    seat, other = before.to_move, 1 - before.to_move
    ended = [e for e in events if isinstance(e, RoundOver)]
    winner = ended[0].winner if ended else "none"
    mine, theirs = before.hand_cards(seat), before.hand_cards(other)
    after_play = mine[:]
    for c in ((a.card,) if a.card else ()) + a.cards:
        after_play.remove(c)
    if a.kind in ("advance", "retreat"):
        pos = moved(before.pos, seat, a.card if a.kind == "advance" else -a.card)
        assert after.pos == pos or ended
        if len(before.deck) <= 5 - len(after_play):
            assert not ended  # he takes the last card: the opponent's last chance follows
            assert after.phase == "final" and after.to_move == other
        else:
            # the opponent loses if he has no legal move, otherwise play goes on
            assert winner == ("none" if has_turn(theirs, pos, other, level) else seat)
    elif a.kind == "attack":
        assert len(set(a.cards)) == 1 and a.cards[0] == before.gap  # equal cards at the distance
        if level == "basic":
            assert len(a.cards) == 1  # no strengthening in the basic game
        if level == "basic" or before.riposte:
            assert winner == seat  # every basic attack hits; a riposte wins at once
        else:
            assert winner == ("none" if can_parry(theirs, a.cards, total) else seat)
    elif a.kind == "advance_attack":
        pos = moved(before.pos, seat, a.card)
        deck_out = len(before.deck) <= 5 - len(after_play)
        escape = not deck_out and can_retreat(theirs, pos, other)
        assert winner == ("none" if can_parry(theirs, a.cards, total) or escape else seat)
    elif a.kind == "parry":
        if before.phase == "final_parry":
            hands = [[], []]
            hands[seat], hands[other] = after_play, theirs
            assert winner == compare(hands, before.pos, level)
        elif before.deck_out:
            assert not ended  # his last chance: attack (a riposte) or hold
        else:
            # the parrying fencer must now take a turn, with the cards he has left
            assert winner == ("none" if has_turn(after_play, before.pos, seat, level) else other)
    else:  # hold
        assert before.phase == "final"
        hands = [[], []]
        hands[seat], hands[other] = mine, theirs
        assert winner == compare(hands, before.pos, level)


@pytest.mark.parametrize(("level", "parry", "discards"), COMBOS)
@MATCHES
@given(seed=st.integers(0, 2**40), target=st.integers(1, 5), first=st.integers(0, 1),
       rng=st.randoms(use_true_random=False))
def test_random_matches_keep_every_invariant(level: str, parry: str, discards: str, seed: int,
                                             target: int, first: int, rng: random.Random) -> None:
    s = GAME.new({"level": level, "parry": parry, "discards": discards, "hits": target,
                  "first": first}, seed=seed)
    hits = s.hits[:]
    rounds = 0
    steps = 0
    while not s.is_terminal():
        legal = s.legal_actions()
        assert legal, "a fencer to move always has an action (or the round would be over)"
        before = s.clone()
        action = rng.choice(legal)
        events = s.apply(action)
        check_transition(before, action, s, events)
        steps += 1
        assert steps < 5000
        check_cards(s)
        check_board(s)
        check_hands_full(s)
        check_events(events, s)
        # hits never go down, never pass the target, and move at most one marker one space
        assert all(h >= old for h, old in zip(s.hits, hits, strict=True))
        assert sum(s.hits) - sum(hits) <= 1
        assert max(s.hits) <= target
        if s.round_no != before.round_no:
            rounds += 1
            assert s.round_no == before.round_no + 1
            assert s.pos == [0, LAST_SPACE]
            assert s.to_move == s.starter() == first ^ (s.round_no & 1)
        hits = s.hits[:]
        if rng.random() < 0.1:
            check_view(s, rng)
    # the match ends with exactly one winner, at the target
    assert s.winner in (0, 1)
    assert s.hits[s.winner] == target
    assert s.hits[1 - s.winner] < target
    assert s.returns() == ((1.0, -1.0) if s.winner == 0 else (-1.0, 1.0))
    assert s.legal_actions() == []
    assert rounds + 1 >= target
