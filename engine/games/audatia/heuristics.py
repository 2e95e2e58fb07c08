"""Audatia knowledge for the AI: a quick playout policy and a value for unfinished duels.

Everything reads only what the fencer to move knows (his hand, the table, public discards).
A duel is decided by one answer that cannot be found, so the policy always answers when it can,
prefers counters that close the Moon and Night, attacks with blows that are hard to parry, and
keeps the waiting game short. Unfinished duels are valued by the answers each hand holds.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.games.audatia.actions import Action
from engine.games.audatia.symbols import perfect

if TYPE_CHECKING:
    from engine.games.audatia.state import AudatiaState

# how much a kind of action is worth in a playout, before the card's own merits
BASE = {
    "reply": 90.0, "parry": 60.0, "counter": 70.0, "exchange": 75.0, "break": 50.0, "avoid": 40.0,
    "remedy": 80.0, "attack": 30.0, "beat": 25.0, "feint": 35.0, "skill": 10.0, "side": 0.0,
    "posta": 0.0, "change": -5.0, "cycle": -10.0, "trade": -20.0, "discard": -20.0,
    "virtue": 0.0, "salute": -15.0, "answer": 5.0, "place": 0.0,
    "wait": 0.0, "pass": 0.0, "done": 0.0,
}
BREAK_OFF_HORIZON = 1  # playouts stop after this many returns Out of Measure


class AudatiaHeuristics:
    def __init__(self, epsilon: float = 0.15) -> None:
        self.epsilon = epsilon

    def playout_action(self, state: AudatiaState, rng: random.Random) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1 or rng.random() < self.epsilon:
            return legal[rng.randrange(len(legal))]
        return self.best(state, legal, rng)

    def evaluate(self, state: AudatiaState) -> tuple[float, float]:
        if state.phase == "over":
            if state.variant == "salle":
                d = state.points[0] - state.points[1]
                return (1.0, -1.0) if d > 0 else (-1.0, 1.0) if d < 0 else (0.0, 0.0)
            return state.returns()
        v = 0.25 * (self._strength(state, 0) - self._strength(state, 1))
        if state.variant == "salle":
            v += 0.3 * (state.points[0] - state.points[1])
        # a drawn round counts against the Challenger: the second one loses him the duel
        v += 0.35 * state.draws * (1 if state.challenger == 1 else -1)
        v = max(-0.9, min(0.9, v))
        return (v, -v)

    def horizon_reached(self, root: AudatiaState, state: AudatiaState) -> bool:
        return state.phase == "over" or state.break_offs - root.break_offs >= BREAK_OFF_HORIZON

    @staticmethod
    def _strength(state: AudatiaState, seat: int) -> float:
        """Answers in hand: parries and counters keep a fencer alive, remedies win binds."""
        kinds = [state.card(seat, c) for c in state.hand[seat]]
        strikes = sum(c.type == "strike" for c in kinds)
        counters = sum(c.type == "counter" for c in kinds)
        remedies = sum(c.type == "remedy" for c in kinds)
        return min(strikes, 6) * 0.3 + min(counters, 3) * 0.35 + min(remedies, 3) * 0.25

    def best(self, state: AudatiaState, legal: list[Action], rng: random.Random) -> Action:
        scores = [self._score(state, a) for a in legal]
        top = max(scores)
        return rng.choice([a for a, sc in zip(legal, scores, strict=True) if sc >= top - 1e-9])

    def _score(self, state: AudatiaState, a: Action) -> float:
        s = state.to_move
        score = BASE.get(a.kind, 0.0)
        if a.kind in ("attack", "counter") and a.card:
            c = state.card(s, a.card)
            # fewer parrying lines make a blow harder to answer
            score += 6.0 - 1.5 * len(c.parried_by)
        if a.kind == "reply" and state.remedy is not None:
            rseat, rcard, rside = state.remedy
            mine, theirs = state.card(s, a.card).half(rside), state.card(rseat, rcard).half(rside)
            if mine is not None and theirs is not None and perfect(theirs, mine):
                score += 50.0
        if a.kind == "wait" and state.phase == "open3":
            score -= 40.0  # a draw counts against the Challenger
        if a.kind == "wait" and state.phase in ("largo", "streto") and state.waited:
            score -= 5.0
        return score

    # --- the coach --------------------------------------------------------------------------
    def reasons(self, view: Mapping[str, Any], action: Action) -> list[str]:
        """Facts from `view` alone that speak for `action` (the hint says them)."""
        from engine.games.audatia.reasons import reasons

        return reasons(view, action)
