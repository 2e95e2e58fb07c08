"""Ready...Fence! knowledge for the AI: a quick playout policy and a value for unfinished bouts.

Everything reads only what the fencer to move knows: his hand, the public table and the cards
both have seen. A touch is won by speed, so the policy answers with the fastest card that wins,
parries without cards only when it must, and keeps stamina for the phrases to come. Unfinished
bouts are valued by the score, the stamina and the speed held in hand.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.games.ready_fence.actions import Action
from engine.games.ready_fence.cards import fence_cards

if TYPE_CHECKING:
    from engine.games.ready_fence.state import ReadyFenceState

PHRASE_HORIZON = 2  # playouts stop after this many phrases or penalties


class ReadyFenceHeuristics:
    def __init__(self, epsilon: float = 0.2) -> None:
        self.epsilon = epsilon

    def playout_action(self, state: ReadyFenceState, rng: random.Random) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1 or rng.random() < self.epsilon:
            return legal[rng.randrange(len(legal))]
        return self.best(state, legal, rng)

    def best(self, state: ReadyFenceState, legal: list[Action], rng: random.Random) -> Action:
        scores = [self._score(state, a) for a in legal]
        top = max(scores)
        return rng.choice([a for a, sc in zip(legal, scores, strict=True) if sc >= top - 1e-9])

    def evaluate(self, state: ReadyFenceState) -> tuple[float, float]:
        if state.phase == "over":
            return state.returns()
        target = state.target
        lead = (state.points[0] - state.points[1]) / max(1, target)
        stamina = (state.stamina[0] - state.stamina[1]) / 12
        v = max(-0.95, min(0.95, 1.6 * lead + 0.25 * stamina))
        return (v, -v)

    def horizon_reached(self, root: ReadyFenceState, state: ReadyFenceState) -> bool:
        done = sum(state.points) - sum(root.points)
        return state.phase == "over" or done >= PHRASE_HORIZON

    def _score(self, state: ReadyFenceState, a: Action) -> float:
        cards = fence_cards()
        s = state.to_move
        k = a.kind
        if state.phase == "phrase" or state.phase == "renew":
            prev = state.plays[-1]
            if k == "play":
                speed, _ = state.defence_speed(s, cards[a.card], cards[a.arg].bonus if a.arg else 0)
                margin = speed - prev["speed"]
                return 50.0 + (20.0 if margin > 0 else 5.0 if margin == 0 else -40.0) - \
                    state.costs([a.card, a.arg]) * 2.0
            if k == "parry":
                return 40.0 - int(a.card) * 4.0
            if k in ("distance", "renew"):
                return 30.0
            if k == "feint":
                return 35.0 if a.arg != "stop" else 10.0
            return 0.0
        if k == "play":
            c = cards[a.card]
            speed, _ = state.attack_speed(s, c)
            return 20.0 + speed * 3.0 - state.costs([a.card, a.arg]) * 2.0
        if k == "advance":
            return 15.0 if state.distance() > 1 else 2.0
        if k == "stall":
            return 12.0 if state.stamina[s] <= 3 else 0.0
        if k == "back":
            return -5.0 if abs(state.pos[s] - (0 if s == 0 else 9)) <= 1 else 1.0
        if k == "retreat":
            return -8.0
        return 3.0
