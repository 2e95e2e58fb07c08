"""What the search knows of Barditus: a quick playout policy, a value, and where to stop.

Playouts stop at the end of the turn (counter-attacks included), where the value is the chance
of winning the battle from that position, in the broken test's own terms: how close each army
stands to breaking, the battle odds of the front lines and the pieces each side has lost. The
weights were fitted (a logistic regression) to who won 240 Club-against-Club battles from the
positions at the start of each turn; the old value, a margin difference, predicted the winner
no better than the losses alone.
"""

from __future__ import annotations

import math
import random
from typing import Any

from engine.core.view import SeatView
from engine.games.barditus.actions import PURSUER, SLOTS, Action
from engine.games.barditus.state import COLUMNS, BarditusState

SETUP = ("build", "rolloff", "deploy")
SEARCHED = ("build", "deploy", "lead", "general", "orders")


def p_score(shields: int) -> float:
    """The chance one battle die scores against `shields`: above them, a 6 always, a 1 never."""
    return max(1, 6 - max(shields, 1)) / 6


def column_edge(s: BarditusState, seat: int) -> float:
    """Expected hits `seat`'s front line makes minus those it takes, column by column."""
    total = 0.0
    for col in range(COLUMNS):
        mine = s.battle_dice(seat, col, False, False) * p_score(s.shields(1 - seat, col))
        his = s.battle_dice(1 - seat, col, False, False) * p_score(s.shields(seat, col))
        total += mine - his
    return total


# the value's weights (see the module's docstring): a side's risk of breaking, the front lines'
# battle odds, the pieces lost, and the edge of having the next turn
RISK_SCALE = 4.0  # margin points over which the risk of breaking falls to a third
W_RISK, W_EDGE, W_LOSSES, W_TEMPO = 0.9, 0.4, 0.2, 0.65


def breaking_risk(margin: float) -> float:
    """How near an army with this margin stands to breaking: 1 at a margin of 0, falling fast as
    it grows (a dozen points ahead is safe for several turns), capped a little below 0."""
    return math.exp(-max(margin, -2.0) / RISK_SCALE)


def win_value(s: BarditusState, seat: int) -> float:
    """`seat`'s chance of winning from the start of a turn, as 2p - 1. The army whose turn has
    begun has passed its morale test and will lay a new morale die, so its margin counts without
    the old one; the other army is tested next with the die it has just set aside, after the
    enemy's orders (the column edge weighs what those can do)."""
    mover = s.turn
    waiting = 1 - mover
    z = (W_RISK * (breaking_risk(s.margin(mover) - s.morale[mover]) - breaking_risk(s.margin(waiting)))
         - W_EDGE * column_edge(s, mover)
         + W_LOSSES * (s.lost[mover] - s.lost[waiting])
         - W_TEMPO)
    v = math.tanh(z / 2)  # 2 * sigmoid(z) - 1: the fitted chance on the evaluation's scale
    return v if seat == waiting else -v


class BarditusHeuristics:
    """The playout policy, value and horizon. `open_loop` is the Master's: one tree node per
    sequence of orders whatever the dice did, and the hits, pursuits and rallies in between
    played by the rule of thumb (engine.core.game.Heuristics), so its budget learns the turn's
    later orders instead of one die roll's each."""

    def __init__(self, open_loop: bool = False) -> None:
        self.open_loop = open_loop

    def evaluate(self, state: Any) -> tuple[float, float]:
        s: BarditusState = state
        if s.phase == "over":
            return s.returns()
        v = win_value(s, 0)
        return (v, -v)

    def horizon_reached(self, root: Any, state: Any) -> bool:
        if state.phase == "over":
            return True
        if root.phase in SETUP:
            return bool(state.phase not in SETUP)
        # the end of the turn: the next one has begun (counter-attacks included; the value's
        # column edge weighs what the enemy's line can answer)
        return bool(state.turn != root.turn or state.round != root.round)

    def searched(self, state: Any) -> bool:
        """Search the decisions that shape the battle (the list, the deployment, the general, the
        orders); the small actions of resolving one (which piece takes a hit, which pursues,
        which rallies where) follow the broken test's arithmetic at every level."""
        return bool(state.phase in SEARCHED)

    def reasons(self, view: SeatView, action: Action) -> list[str]:
        """Facts from `view` alone that speak for `action` (the hint says them)."""
        from engine.games.barditus.reasons import reasons

        return reasons(view, action)

    def best(self, state: Any, legal: list[Action], rng: random.Random) -> Action:
        return self.playout_action(state, rng, legal)

    def playout_action(self, state: Any, rng: random.Random, legal: list[Action] | None = None) -> Action:
        s: BarditusState = state
        legal = legal if legal is not None else s.legal_actions()
        ph = s.phase
        if len(legal) == 1:
            return legal[0]
        if ph == "build":
            takes = [a for a in legal if a.kind == "take"]
            if not takes or (len(legal) > len(takes) and rng.random() < 0.4):
                return legal[-1]
            return max(takes, key=lambda a: (s.card_of(s.to_move, a.name).points, rng.random()))
        if ph == "lead":
            return legal[1] if rng.random() < 0.75 else legal[0]
        if ph == "general":
            return self._general(s, legal)
        if ph == "orders":
            return self._order(s, legal, rng)
        if ph == "hits":
            return min(legal, key=lambda a: (_hit_cost(s, a), rng.random()))
        if ph == "reserve":
            return legal[0]
        if ph == "pursue":
            return min(legal, key=lambda a: (_shield_at(s, s.to_move, a.a), rng.random()))
        if ph == "regroup":
            return max(legal, key=lambda a: (_shield_at(s, s.to_move, a.b), rng.random()))
        return legal[rng.randrange(len(legal))]

    def _general(self, s: BarditusState, legal: list[Action]) -> Action:
        seat = s.to_move
        hi, lo = max(s.kept), min(s.kept)
        # a thin margin wants the high die on morale; otherwise it buys orders
        spare = s.margin(seat) - s.morale[seat]
        value = lo if spare < 3 else hi
        best_col = max(range(COLUMNS), key=lambda c: (s.battle_dice(seat, c, False, False)
                                                      * p_score(s.shields(1 - seat, c)), -c))
        for a in legal:
            if a.a == value and a.b == best_col:
                return a
        return legal[0]

    def _order(self, s: BarditusState, legal: list[Action], rng: random.Random) -> Action:
        seat = s.turn
        best, best_v = legal[-1], 0.15
        for a in legal:
            if a.kind == "battle":
                t = a.b if a.b >= 0 else a.a
                v = s.battle_dice(seat, a.a, a.b >= 0, False) * p_score(s.shields(1 - seat, t))
                if a.b < 0:  # the counter-attack answers
                    v -= s.battle_dice(1 - seat, t, False, True) * p_score(s.shields(seat, a.a)) * 0.8
            elif a.kind == "rally":
                v = 0.4 * len(s._rally_candidates(seat, a.a))
            elif a.kind == "reserve":
                v = 0.8
            else:
                continue
            v = v / (1 + s.cost(a.a)) + rng.random() * 0.1
            if v > best_v:
                best, best_v = a, v
        return best


def _shield_at(s: BarditusState, seat: int, ref: int) -> int:
    if ref >= PURSUER:
        return 0
    pos, i = divmod(ref, SLOTS)
    c = s.card(seat, pos)
    return int(c is not None and c.slots[i].shield)


def _hit_cost(s: BarditusState, a: Action) -> float:
    """What taking a hit this way costs at the broken test (retreats can be rallied: a little
    cheaper than a loss); a sword lost costs a die besides."""
    seat = s.to_move
    if a.a >= PURSUER:
        return 1.0
    pos, i = divmod(a.a, SLOTS)
    c = s.card(seat, pos)
    assert c is not None
    src = c.slots[i]
    cost = float(src.shield) + 0.3 * src.sword
    if a.kind == "destroy":
        return cost + 1.0
    dpos, j = divmod(a.b, SLOTS)
    d = s.card(seat, dpos)
    assert d is not None
    # onto a D slot a piece in order becomes disordered; off one (the rulebook allows it) a
    # disordered piece is back in order; D to D changes nothing at the broken test
    return cost + 0.9 * (d.slots[j].disorder - src.disorder)
