"""En Garde's playout policy and evaluation as the Master of November 2026 used them, kept
unchanged for the level `master-2026-11`, so today's Master can be measured against it."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.games.en_garde import actions as act
from engine.games.en_garde.actions import Action
from engine.games.en_garde.cards import VALUES
from engine.games.en_garde.heuristics import (
    match_win_probability,
    p_at_least,
    p_parry,
    p_parry_riposte,
    unseen_counts,
)
from engine.games.en_garde.parry import first_unparried

if TYPE_CHECKING:
    from engine.games.en_garde.state import EnGardeState


class Master2026Heuristics:
    """The policy and evaluation of November 2026, as they were."""

    def __init__(self, epsilon: float = 0.1) -> None:
        self.epsilon = epsilon

    # --- the protocol the search uses -------------------------------------------------
    def playout_action(self, state: EnGardeState, rng: random.Random) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if rng.random() < self.epsilon:
            return legal[rng.randrange(len(legal))]
        return self.best(state, legal, rng)

    def evaluate(self, state: EnGardeState) -> tuple[float, float]:
        if state.winner is not None:
            return state.returns()
        t = state.target
        p = match_win_probability(t - state.hits[0], t - state.hits[1])
        return (2 * p - 1, 1 - 2 * p)

    def horizon_reached(self, root: EnGardeState, state: EnGardeState) -> bool:
        return state.winner is not None or state.round_no != root.round_no

    # --- scoring ----------------------------------------------------------------------------
    def best(self, state: EnGardeState, legal: list[Action], rng: random.Random) -> Action:
        scores = self.scores(state, legal)
        top = max(scores)
        return rng.choice([a for a, s in zip(legal, scores, strict=True) if s >= top - 1e-9])

    def scores(self, state: EnGardeState, legal: list[Action]) -> list[float]:
        seat = state.to_move
        un = unseen_counts(state, seat)
        opp_hand = sum(state.hands[1 - seat])
        total_unseen = sum(un) - un[0]
        ctx = (state, seat, un, total_unseen, opp_hand)
        return [self._score(a, ctx) for a in legal]

    def _score(self, a: Action, ctx: tuple[EnGardeState, int, list[int], int, int]) -> float:
        state, seat, un, unseen, opp_n = ctx
        hand = state.hands[seat]
        g = state.gap
        kind = a.kind
        total = state.parry_total
        if kind == act.ATTACK:
            if state.level == "basic" or state.riposte:
                return 1000.0
            k = len(a.cards)
            v = a.cards[0]
            unt = tuple(un)
            parried = p_parry(unt, opp_n, v, k, total)
            # a parried attack hands him the riposte if he keeps a card of the distance
            riposte = p_parry_riposte(unt, opp_n, v, k, total)
            return 100.0 * ((1 - parried) - riposte) + k * 0.1
        if kind == act.HOLD:
            mine = hand[g] if g <= 5 else 0
            return 100.0 * (p_at_least(un[g], unseen, opp_n, mine + 1) * -0.5) if g <= 5 else 0.0
        if kind == act.PARRY:
            left = [hand[v] - a.cards.count(v) for v in range(6)]
            # keep a card of the distance for the riposte
            return 200.0 + (100.0 if g <= 5 and left[g] > 0 else 0.0) + sum(left) * 0.01
        if kind == act.ADVANCE_ATTACK:
            w, k = a.cards[0], len(a.cards)
            parried = p_parry(tuple(un), opp_n, w, k, total)
            # he may also step back out of reach, so the hit is far from certain
            return 100.0 * (1 - parried) * 0.6 + 5.0
        # a move: the new distance, and whether he can hit me there before I can parry
        step = a.card if (kind == act.ADVANCE) == (seat == 0) else -a.card
        new_gap = g - step if seat == 0 else g + step
        kept = hand[a.card] - 1
        risk = self._risk(state, hand, a.card, new_gap, un, unseen, opp_n)
        progress = (a.card if kind == act.ADVANCE else -a.card) * 0.3
        defence = 40.0 if state.phase == "defend" else 0.0
        return defence - 100.0 * risk + progress + kept * 0.05

    def _risk(self, state: EnGardeState, hand: tuple[int, ...], spent: int, new_gap: int,
              un: list[int], unseen: int, opp_n: int) -> float:
        """Chance the opponent can hit me at `new_gap` with more cards than I can parry."""
        kept = list(hand)
        kept[spent] -= 1
        mine = tuple(kept)
        total = state.parry_total
        risk = 0.0
        if new_gap <= 5:
            need = first_unparried(mine, new_gap, total)
            risk = p_at_least(un[new_gap], unseen, opp_n, need)
        if state.level == "advanced" and 1 < new_gap <= 10:
            worst = 0.0
            for w in VALUES:
                a = new_gap - w
                if 1 <= a <= 5 and a < new_gap:
                    need = first_unparried(mine, w, total)
                    p = p_at_least(un[w], unseen, opp_n, need) * p_at_least(un[a], unseen, opp_n, 1)
                    worst = max(worst, p)
            risk = max(risk, 0.35 * worst)  # a retreat often answers an advance-attack
        return risk
