"""En Garde knowledge for the AI: card counting, the risk of a distance, a fast playout policy.

Everything here reads only what the fencer to move knows: his own hand, the cards played this
round (public) and the public board. Unseen cards are the deck's (25) minus those, so the chance that
the opponent holds k cards of a value is hypergeometric. Five copies of a value accounted for
make an attack at that distance certain (he cannot parry) or impossible (he cannot attack).
Under the rulebook's parry (the same total) a parry may mix values, so the chance he can parry
is summed over every hand he may hold.
"""

from __future__ import annotations

import random
from functools import cache
from math import comb, exp
from typing import TYPE_CHECKING

from engine.core.view import SeatView
from engine.games.en_garde import actions as act
from engine.games.en_garde.actions import Action
from engine.games.en_garde.parry import can_parry, first_unparried
from engine.games.en_garde.view import EnGardeView

if TYPE_CHECKING:
    from engine.games.en_garde.state import EnGardeState, LastAction

from engine.games.en_garde.cards import VALUES
from engine.games.en_garde.counts import SIZE, cards_of, code_of


@cache
def p_at_least(of_value: int, unseen: int, hand: int, k: int) -> float:
    """P(a hand of `hand` cards dealt from `unseen` holds >= k of the `of_value` copies among them)."""
    if k <= 0:
        return 1.0
    hand = min(hand, unseen)
    total = comb(unseen, hand)
    if total == 0:
        return 0.0
    return sum(comb(of_value, i) * comb(unseen - of_value, hand - i)
               for i in range(k, min(of_value, hand) + 1)) / total


@cache
def opponent_hands(un: tuple[int, ...], n: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every hand of `n` cards dealt from the unseen cards (counts per value, index 1..5), with
    its chance (multivariate hypergeometric)."""
    unseen = sum(un[1:])
    n = min(n, unseen)
    total = comb(unseen, n)
    out: list[tuple[tuple[int, ...], float]] = []

    def deal(v: int, left: int, hand: list[int], ways: int) -> None:
        if v == 6:
            if left == 0:
                out.append((tuple(hand), ways / total))
            return
        for c in range(min(left, un[v]) + 1):
            hand[v] = c
            deal(v + 1, left - c, hand, ways * comb(un[v], c))
        hand[v] = 0

    deal(1, n, [0] * 6, 1)
    return tuple(out)


@cache
def p_parry(un: tuple[int, ...], n: int, value: int, k: int, total: bool) -> float:
    """P(a hand of `n` unseen cards can parry an attack of `k` cards of `value`)."""
    if not total:
        return p_at_least(un[value], sum(un[1:]), n, k)
    return sum(p for hand, p in opponent_hands(un, n) if can_parry(hand, value, k, True))


@cache
def p_parry_riposte(un: tuple[int, ...], n: int, value: int, k: int, total: bool) -> float:
    """P(he can parry `k` cards of `value` and keep a card of `value` to riposte with: the
    attacker does not move, so the distance is still `value`)."""
    if not total:
        return p_at_least(un[value], sum(un[1:]), n, k + 1)
    out = 0.0
    for hand, p in opponent_hands(un, n):
        if hand[value] and can_parry(hand, value, k, True):
            kept = list(hand)
            kept[value] -= 1  # the riposte card stays in hand, so the parry may not use it
            if can_parry(tuple(kept), value, k, True):
                out += p
    return out


@cache
def match_win_probability(need_a: int, need_b: int) -> float:
    """P(a wins the match) when a needs `need_a` more rounds, b `need_b`, each round a coin flip."""
    if need_a <= 0:
        return 1.0
    if need_b <= 0:
        return 0.0
    return 0.5 * (match_win_probability(need_a - 1, need_b) + match_win_probability(need_a, need_b - 1))


def unseen_counts(state: EnGardeState, seat: int) -> list[int]:
    """Copies of each value `seat` has not seen: in the deck or the opponent's hand."""
    return list(state.unseen(seat))


class EnGardeHeuristics:
    """Scores actions for the playout policy and the Novice, and values positions.

    What strong fencers know, counted from the unseen cards: an attack he can parry while
    keeping a card of the distance loses the round to his riposte, so it is weighed at
    `riposte_cost` rounds, not one; an attack parried without a riposte still spends the
    attacking cards for nothing (`parried_cost`). Against an advance-and-attack, parry when a
    card of the distance stays in hand for the riposte; otherwise give ground."""

    # measured policy against policy (no search): from 2 and 0.15 up these win ~60% of matches
    # against the November 2026 policy, and the figures barely move beyond
    riposte_cost = 4.0
    parried_cost = 0.8

    def __init__(self, epsilon: float = 0.1, deals: int = 1, spread: float = 0.0) -> None:
        self.epsilon = epsilon
        self.deals = deals  # hands dealt per sample, one kept by how well it explains his last move
        # the search's exploration per unit of the spread of values it has seen (engine.ai.ismcts),
        # 0 for its fixed constant. The value at the horizon is the match's, so a round's outcomes
        # lie close together when the match is nearly decided (won: 1, lost: 0.875 at 4-0) and a
        # fixed constant then visits every move alike; scaled, a round is searched alike at any
        # score. 1.4 is about UCB1's own and what the fixed 0.8 is at an even score (0.8 / 0.55)
        self.spread = spread

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

    def sample(self, view: SeatView, rng: random.Random) -> EnGardeState:
        """A full position for the search from `view`. With `deals` > 1, the hidden hand is read
        from the opponent's last choice, as a fencer across the piste reads it: several hands are
        dealt from the unseen cards, and one is kept with the chance that a fencer holding it
        would have chosen what he did (sampling-importance-resampling). Only public facts go in:
        the table before his move (`last`), his move, and how many cards he drew after it."""
        from engine.games.en_garde.state import EnGardeState

        seen = EnGardeView.of(view)
        first = EnGardeState.from_view(seen, rng)
        last = first.last
        if self.deals <= 1 or last is None or last[0] == seen.seat:
            return first
        dealt = [first] + [EnGardeState.from_view(seen, rng) for _ in range(self.deals - 1)]
        weights = [self.likelihood(x, last, rng) for x in dealt]
        if sum(weights) <= 0.0:
            return first  # no hand dealt explains his move (it cannot happen: he made it)
        return rng.choices(dealt, weights)[0]

    # how sharply a dealt hand is judged by the move its holder made: a policy score 20 points
    # lower (a fifth of a hit risked) makes the move about e times less likely; and a floor, as
    # the fencer across the piste is not this policy
    reading = 0.05
    floor = 0.1

    def likelihood(self, x: EnGardeState, last: LastAction, rng: random.Random) -> float:
        """The chance that the holder of `x`'s hidden hand chose `last`'s action, rebuilding the
        table he chose on: the cards he has drawn since go back on the deck (any of his cards may
        be those, alike for all we know), the cards he laid go back in his hand."""
        seat, action, pos, phase, pending, riposte, deck, discard = last
        before = x.clone()
        hand = cards_of(x.hc[seat])
        drawn = deck - len(x.deck)
        back = rng.sample(hand, drawn) if 0 < drawn <= len(hand) else []
        for c in back:
            hand.remove(c)
        before.hc[seat] = code_of(hand + x.discard[discard:])
        before.deck = x.deck + back
        before.discard = x.discard[:discard]
        before.dc = code_of(before.discard)
        before.pos = [pos[0], pos[1]]
        before.phase, before.to_move, before.pending, before.riposte = phase, seat, pending, riposte
        before.deck_out = deck == 0
        before.moves = None
        legal = before.legal_actions()
        if action not in legal:
            return 0.0
        scores = self.scores(before, legal)
        top = max(scores)
        odds = [exp(self.reading * (sc - top)) for sc in scores]
        chosen = odds[legal.index(action)] / sum(odds)
        return self.floor / len(legal) + (1.0 - self.floor) * chosen

    # --- scoring ----------------------------------------------------------------------------
    def best(self, state: EnGardeState, legal: list[Action], rng: random.Random) -> Action:
        scores = self.scores(state, legal)
        top = max(scores)
        return rng.choice([a for a, s in zip(legal, scores, strict=True) if s >= top - 1e-9])

    def scores(self, state: EnGardeState, legal: list[Action]) -> list[float]:
        seat = state.to_move
        un = state.unseen(seat)
        opp_hand = SIZE[state.hc[1 - seat]]
        total_unseen = sum(un)
        ctx = (state, seat, un, total_unseen, opp_hand)
        return [self._score(a, ctx) for a in legal]

    def _attack_value(self, un: tuple[int, ...], opp_n: int, v: int, k: int, total: bool) -> float:
        """An attack of `k` cards of `v` in rounds won: a hit, less the riposte he may answer
        it with (he parries and still holds a card of the distance), less the cards spent when
        he parries without one. An attack he cannot parry is a sure hit."""
        parried = p_parry(un, opp_n, v, k, total)
        if parried == 0.0:
            return 10.0
        riposte = p_parry_riposte(un, opp_n, v, k, total)
        return (1 - parried) - self.riposte_cost * riposte - self.parried_cost * (parried - riposte)

    def _score(self, a: Action, ctx: tuple[EnGardeState, int, tuple[int, ...], int, int]) -> float:
        state, seat, un, unseen, opp_n = ctx
        hand = state.hands[seat]
        g = state.gap
        kind = a.kind
        total = state.parry_total
        if kind == act.ATTACK:
            if state.level == "basic" or state.riposte:
                return 1000.0
            return 100.0 * self._attack_value(un, opp_n, a.cards[0], len(a.cards), total) + len(a.cards) * 0.1
        if kind == act.HOLD:
            mine = hand[g] if g <= 5 else 0
            return 100.0 * (p_at_least(un[g], unseen, opp_n, mine + 1) * -0.5) if g <= 5 else 0.0
        if kind == act.PARRY:
            left = [hand[v] - a.cards.count(v) for v in range(6)]
            # a card of the distance kept makes the riposte, which wins the round outright
            riposte = g <= 5 and left[g] > 0 and state.phase != "final_parry"
            if state.phase == "defend" and not riposte:
                return 20.0 + sum(left) * 0.01  # a parry without a riposte: ground is cheaper
            return 200.0 + (300.0 if riposte else 0.0) + sum(left) * 0.01
        if kind == act.ADVANCE_ATTACK:
            w, k = a.cards[0], len(a.cards)
            # he may also step back out of reach, so the hit is far from certain
            return 60.0 * min(1.0, self._attack_value(un, opp_n, w, k, total)) + 5.0
        # a move: the new distance, and whether he can hit me there before I can parry
        step = a.card if (kind == act.ADVANCE) == (seat == 0) else -a.card
        new_gap = g - step if seat == 0 else g + step
        kept = hand[a.card] - 1
        risk = self._risk(state, hand, a.card, new_gap, un, unseen, opp_n)
        progress = (a.card if kind == act.ADVANCE else -a.card) * 0.3
        defence = 40.0 if state.phase == "defend" else 0.0
        return defence - 100.0 * risk + progress + kept * 0.05

    def _risk(self, state: EnGardeState, hand: tuple[int, ...], spent: int, new_gap: int,
              un: tuple[int, ...], unseen: int, opp_n: int) -> float:
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

    # --- the coach --------------------------------------------------------------------------
    def reasons(self, view: SeatView, action: Action) -> list[str]:
        """Facts from `view` alone that speak for `action` (the hint says them)."""
        from engine.games.en_garde.reasons import reasons

        return reasons(view, action)
