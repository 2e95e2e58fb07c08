"""Audatia knowledge for the AI: a quick playout policy and a value for unfinished duels.

Everything reads only what the fencer to move knows (his hand, the table, public discards).
A duel is decided by one answer that cannot be found, so the policy always answers when it can,
prefers counters that close the Moon and Night, and keeps the waiting game short. It counts the
cards: a blow, a remedy or a counterattack is worth the chance that the other fencer holds no
answer to it, read from the cards of his deck he has not shown (his hand is that many of them,
any of them). A playout runs to the touch that ends the duel (in a Salle bout, to the next
touch, where the bout is valued by its points and the answers each hand holds).

The policy of November 2026 (POLICY_2026_11) ranked blows by the lines printed to parry them,
whatever had been played, and stopped each playout at the next Break Off, valuing the duel there
by the answers each hand held; the level `master-2026-11` keeps it for measuring against.
"""

from __future__ import annotations

import random
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING

from engine.core.view import SeatView
from engine.games.audatia.actions import Action
from engine.games.audatia.cards import LINES, ActionCard
from engine.games.audatia.symbols import aligned, perfect, side_ok

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
BREAK_OFF_HORIZON = 1  # the policy of November 2026 stopped its playouts at the next Break Off
POLICY_2026_11 = "2026-11"
# what the chance that he holds no answer adds to a blow, a remedy, a counterattack or an exchange
UNANSWERED = {"attack": 70.0, "remedy": 60.0, "counter": 60.0, "exchange": 60.0}
PERFECT_RISK = 60.0  # what the chance of meeting a perfect counter takes from a remedy


def none_held(unseen: int, answers: int, hand: int) -> float:
    """The chance that a hand of `hand` cards, any of `unseen` cards, holds none of `answers`."""
    p = 1.0
    for i in range(hand):
        if unseen - answers - i <= 0:
            return 0.0
        p *= (unseen - answers - i) / (unseen - i)
    return p


class AudatiaHeuristics:
    def __init__(self, epsilon: float = 0.15, policy: str = "") -> None:
        self.epsilon = epsilon
        self.policy = policy  # "" today's; POLICY_2026_11 the one before the card counting

    def of_policy(self, policy: str) -> AudatiaHeuristics:
        """These heuristics as they were under `policy` (a level that keeps an old Master)."""
        if policy not in ("", POLICY_2026_11):
            raise ValueError(f"Audatia's AI has no policy {policy!r}")
        return AudatiaHeuristics(self.epsilon, policy)

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
        if state.phase == "over":
            return True
        if self.policy == POLICY_2026_11:
            return state.break_offs - root.break_offs >= BREAK_OFF_HORIZON
        # A duel is decided by one touch: played out to it, a playout's value is who won, not a
        # guess from the hands at the next Break Off (which only starts another exchange). A
        # Salle bout is many touches, so there a playout stops at the next one.
        return state.variant == "salle" and state.points != root.points

    @staticmethod
    def _strength(state: AudatiaState, seat: int) -> float:
        """Answers in hand: parries and counters keep a fencer alive, remedies win binds."""
        kinds = [state.card(seat, c) for c in state.hand[seat]]
        strikes = sum(c.type == "strike" for c in kinds)
        counters = sum(c.type == "counter" for c in kinds)
        remedies = sum(c.type == "remedy" for c in kinds)
        return min(strikes, 6) * 0.3 + min(counters, 3) * 0.35 + min(remedies, 3) * 0.25

    def best(self, state: AudatiaState, legal: list[Action], rng: random.Random) -> Action:
        if self.policy == "":
            scores = _Counting(state).scores(legal)
            top = max(scores)
            return rng.choice([a for a, sc in zip(legal, scores, strict=True) if sc >= top - 1e-9])
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
    def reasons(self, view: SeatView, action: Action) -> list[str]:
        """Facts from `view` alone that speak for `action` (the hint says them)."""
        from engine.games.audatia.reasons import reasons

        return reasons(view, action)


class _Counting:
    """The actions of one decision scored with the cards counted: what the fencer to move has
    not seen of the other's deck (hand, deck, face-down discards) is where his answers hide."""

    def __init__(self, state: AudatiaState) -> None:
        self.state = state
        self.me = state.to_move
        self.o = 1 - self.me
        self._unseen: set[str] | None = None

    @property
    def unseen(self) -> set[str]:
        if self._unseen is None:
            o, st = self.o, self.state
            public = st.shown[o]
            stack = st.stack[o]
            self._unseen = {c for c in st.decks[o].cards if c not in public and c not in stack}
        return self._unseen

    def unanswered(self, answers: AbstractSet[str]) -> float:
        unseen = self.unseen
        return none_held(len(unseen), len(answers & unseen), len(self.state.hand[self.o]))

    def scores(self, legal: list[Action]) -> list[float]:
        st, me = self.state, self.me
        out = []
        for a in legal:
            k = a.kind
            score = BASE.get(k, 0.0)
            if k == "attack" and st.phase in _STRIKE_PHASES and not st._opponent_extensa(me):
                score += UNANSWERED["attack"] * self.unanswered(self._answers_to_blow(st.card(me, a.card)))
            elif k == "counter" and st.phase == "react":
                # he must parry the counterattack with the same blow
                line = st.card(me, a.card).line
                score = 40.0 + UNANSWERED["counter"] * self.unanswered(self._strikes_on(line))
            elif k == "exchange":
                score = 40.0 + UNANSWERED["exchange"] * self.unanswered(self._remedies_on("outside"))
            elif k == "remedy" and st.phase != "reply":
                score += self._remedy_value(st.card(me, a.card), a.side)
            elif k == "reply" and st.remedy is not None:
                rseat, rcard, rside = st.remedy
                mine, theirs = st.card(me, a.card).half(rside), st.card(rseat, rcard).half(rside)
                if mine is not None and theirs is not None and perfect(theirs, mine):
                    score += 50.0
            elif k == "wait" and st.phase == "open3":
                score -= 40.0  # a draw counts against the Challenger
            elif k == "wait" and st.phase in ("largo", "streto") and st.waited:
                score -= 5.0
            out.append(score)
        return out

    def _answers_to_blow(self, blow: ActionCard) -> frozenset[str]:
        """His cards that could answer `blow` from where he stands: a parry, a counterattack or
        an exchange (with most Celeritas), an avoiding skill, a break (the Break rule). They
        depend on a few facts of the table only, so each deck keeps them once worked out."""
        st, o = self.state, self.o
        side = st._play_side(o)
        celeritas = st.most(o, "celeritas")
        posta = st.posta[o]
        d = st.decks[o]
        key = (blow.id, blow.parried_by, blow.counter, side, celeritas, posta, st.side[o], st.break_rule)
        known = d.answers
        found = known.get(key)
        if found is not None:
            return found
        lines = st._poste[o][posta].attacks if posta is not None else None
        counter_lines = lines if lines is not None else {ln for ln in LINES if side_ok(st.side[o], ln)}

        def answers(c: ActionCard) -> bool:
            if c.type == "skill":
                return c.effect == "avoid"
            if c.type != "strike":
                return False
            parry = c.parry and c.line in blow.parried_by and c.line != blow.line and side_ok(side, c.line)
            counter = (celeritas and c.counter and blow.counter and c.line == blow.line
                       and c.line in counter_lines)
            exchange = blow.is_punta and celeritas and c.is_punta and c.exchange
            broken = st.break_rule and blow.is_punta and c.breaks and not c.is_punta and side_ok(side, c.line)
            return bool(parry or counter or exchange or broken)

        found = known[key] = frozenset(cid for cid, c in d.cards.items() if answers(c))
        return found

    def _strikes_on(self, line: str) -> set[str]:
        cards = self.state._cards[self.o]
        return {c for c in self.unseen if cards[c].type == "strike" and cards[c].line == line}

    def _remedies_on(self, side: str) -> set[str]:
        cards = self.state._cards[self.o]
        return {c for c in self.unseen if cards[c].type == "remedy" and cards[c].half(side) is not None}

    def _remedy_value(self, remedy: ActionCard, side: str) -> float:
        """A remedy wins unless he holds a counter aligned with it, and loses to a perfect one."""
        half = remedy.half(side)
        if half is None:
            return 0.0
        cards = self.state._cards[self.o]
        aligned_ids, perfect_ids = set(), set()
        for cid in self.unseen:
            c = cards[cid]
            if c.type == "counter":
                mine = c.half(side)
                if mine is not None and aligned(half, mine):
                    aligned_ids.add(cid)
                    if perfect(half, mine):
                        perfect_ids.add(cid)
        return (UNANSWERED["remedy"] * self.unanswered(aligned_ids)
                - PERFECT_RISK * (1.0 - self.unanswered(perfect_ids)))


# the phases in which an attack opens a blow to be answered (not the Break's mezano)
_STRIKE_PHASES = frozenset(("open1", "open2", "open3", "largo", "feint"))
