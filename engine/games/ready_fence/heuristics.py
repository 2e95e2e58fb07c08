"""Ready...Fence! knowledge for the AI: a quick playout policy and a value for unfinished bouts.

Everything reads only what the fencer to move knows: his hand, the public table and the cards
both have seen. Épée is won by speed, distance and breath:

- distance: step in to lunge distance with the first action and attack with the second, never
  step in with the last action (that hands the opponent the first attack); step out when the
  hand holds no answer;
- stamina: answer with the cheapest card that wins, parry without cards with the fewest SP that
  hold, stall when the bottle runs low;
- card counting: the speeds the opponent can still hold are the unseen cards' (the search's
  determinizations deal them), so the policy only needs the public speeds on the piste.

Unfinished bouts are valued as a race to the target before the clock runs out, weighed with
the breath, the ground and the hands (see `race_value`). The policy of November 2026
(POLICY_2026_11, the level `master-2026-11`) valued them by the lead alone.

A fencer may have a style (ours, for the competition's fencers): a small bias added to the
policy's scores for his own moves only, read from his own view like the rest. The aggressive
fencer attacks and steps in more and stalls less; the cautious one attacks less readily and
keeps his distance and his breath; the counter-attacker waits in Point-in-Line for the other's
attack and answers it with a counterattack (light blue) rather than a parry.
"""

from __future__ import annotations

import math
import random
from functools import cache

from engine.core.view import SeatView
from engine.games.ready_fence.actions import Action
from engine.games.ready_fence.cards import FenceCard, fence_cards
from engine.games.ready_fence.state import HAND, STRIP, ReadyFenceState

PHRASE_HORIZON = 2  # playouts stop after this many phrases or penalties
POLICY_2026_11 = "2026-11"
# The value of an unfinished bout: a logistic regression on who won 400 Club-against-Club basic
# bouts to 5 (Club of 400 iterations, the positions at the start of every turn; docs/rules/
# ready-fence.md, "The AI"). Those bouts are mostly decided by the clock, not the target.
TIMER_PER_TOUCH = 6.0  # Timer cards per touch still to be fenced (the fit was best between 5 and 6)
W_RACE = 1.23  # on the race's log-odds: a lead is worth a little more than a fair race says
W_STAMINA = 0.28  # per stamina point ahead
W_LUNGE = 0.14  # the fencer to move stands within lunge distance
W_LONG = 0.085  # the fencer to move stands at long distance
W_GROUND = 0.17  # per square further from his own end than the other is from his
W_FASTEST = 0.15  # per point of speed of the fastest attack in hand
W_ATTACKS = 0.09  # per attack card in hand
W_DEFENCE = 0.16  # per point of speed of the fastest parry or counterattack in hand
STYLES = ("cautious", "aggressive", "counter")
STYLE_WORDS = {"cautious": "cautious", "aggressive": "aggressive", "counter": "a counter-attacker"}


@cache
def race(mine: int, his: int, touches: int, tie: float) -> float:
    """The chance to reach the target first, needing `mine` touches against `his`, when at most
    `touches` more are fenced and each is a coin flip; when time runs out the one ahead wins
    and a tie is worth `tie` (Priority decides an overtime). En Garde's match_win_probability
    is the same race without a clock."""
    if mine <= 0 or his <= 0:
        return 1.0 if mine <= 0 else 0.0
    if touches <= 0:
        return 1.0 if mine < his else 0.0 if mine > his else tie
    return 0.5 * race(mine - 1, his, touches - 1, tie) + 0.5 * race(mine, his - 1, touches - 1, tie)


def hand_strength(state: ReadyFenceState, seat: int) -> tuple[int, int, int]:
    """The fastest attack, the attacks and the fastest parry or counterattack in `seat`'s hand
    (the search's sample deals a hidden one)."""
    cards = fence_cards()
    fastest = attacks = defence = 0
    for cid in state.hand[seat]:
        c = cards[cid]
        if c.red:
            attacks += 1
            fastest = max(fastest, c.speed or 0)
        if c.dark or c.light:
            defence = max(defence, c.speed or 0)
    return fastest, attacks, defence


def _hand_edge(state: ReadyFenceState) -> float:
    """Fencer 1's hand against fencer 2's."""
    edge = 0.0
    for seat, sign in ((0, 1.0), (1, -1.0)):
        fastest, attacks, defence = hand_strength(state, seat)
        edge += sign * (W_FASTEST * fastest + W_ATTACKS * attacks + W_DEFENCE * defence)
    return edge


def race_log_odds(state: ReadyFenceState) -> float:
    """The log-odds of fencer 1's race to the target over the touches the clock leaves (this
    period's Timer and every later period's whole deck), each touch a coin flip."""
    timer = len(state.timer) + (state.periods - state.period) * (len(state.deck) - 2 * HAND)
    left = timer / TIMER_PER_TOUCH
    tie = 0.5 if state.priority is None else 1.0 if state.priority == 0 else 0.0
    mine, his = state.target - state.points[0], state.target - state.points[1]
    whole = int(left)
    part = left - whole
    p = (1 - part) * race(mine, his, whole, tie) + part * race(mine, his, whole + 1, tie)
    p = min(0.98, max(0.02, p))
    return math.log(p / (1 - p))


def race_value(state: ReadyFenceState) -> float:
    """Fencer 1's chance of winning an unfinished bout, as 2p - 1: the race's log-odds, then the
    breath, the ground, who moves at which distance and the hands, weighted as fitted
    (tests/bench/value_fit.py fits these terms)."""
    mover = 1.0 if state.to_move == 0 else -1.0
    d = state.distance()
    z = (W_RACE * race_log_odds(state)
         + W_STAMINA * (state.stamina[0] - state.stamina[1])
         + mover * (W_LUNGE if d <= 1 else W_LONG if d == 2 else 0.0)
         + W_GROUND * (state.pos[0] - (STRIP - 1 - state.pos[1]))
         + _hand_edge(state))
    return math.tanh(z / 2)  # 2 * sigmoid(z) - 1


class ReadyFenceHeuristics:
    def __init__(self, epsilon: float = 0.15, style: str | None = None, seat: int = 0,
                 policy: str = "") -> None:
        if style is not None and style not in STYLES:
            raise ValueError(f"style: must be one of {', '.join(STYLES)}, not {style!r}")
        if policy not in ("", POLICY_2026_11):
            raise ValueError(f"Ready...Fence!'s AI has no policy {policy!r}")
        self.epsilon = epsilon
        self.style = style
        self.seat = seat  # the styled fencer: the other seat's moves keep the plain policy
        self.policy = policy  # "" today's; POLICY_2026_11 the one that valued the lead alone

    def with_style(self, style: str | None, seat: int) -> ReadyFenceHeuristics:
        """The same policy with `style`'s bias on `seat`'s own moves (None: no bias)."""
        return ReadyFenceHeuristics(self.epsilon, style, seat, self.policy)

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
        if self.policy == "":
            v = race_value(state)
            return (v, -v)
        lead = state.points[0] - state.points[1]
        # touches still likely: the fewer are left (near the target, or the clock), the more a
        # lead is worth; roughly one touch per two Timer cards
        to_target = state.target - max(state.points)
        left = max(1, min(to_target * 2, len(state.timer) // 2 + 1))
        v = math.tanh(0.9 * lead / math.sqrt(left))
        v += 0.04 * (state.stamina[0] - state.stamina[1])
        if state.priority is not None:
            v += 0.3 if state.priority == 0 else -0.3
        v = max(-0.97, min(0.97, v))
        return (v, -v)

    def horizon_reached(self, root: ReadyFenceState, state: ReadyFenceState) -> bool:
        return state.phase == "over" or state.phrases - root.phrases >= PHRASE_HORIZON

    # --- the policy -----------------------------------------------------------------------
    def _score(self, state: ReadyFenceState, a: Action) -> float:
        base = self._plain_score(state, a)
        if self.style is None or state.to_move != self.seat or abs(base) >= 100.0:
            return base  # the clock's verdict (±100) is not a matter of style
        return base + self._style_bias(state, a)

    def _style_bias(self, state: ReadyFenceState, a: Action) -> float:
        k = a.kind
        c = fence_cards()[a.card] if k == "play" else None
        if state.phase == "turn":
            within_reach = state.distance() <= 1
            tired = state.stamina[self.seat] <= 2  # resting then is no matter of style
            if self.style == "aggressive":
                if k == "advance":
                    return 4.0 if state.actions_left == 2 and not tired else 0.0
                if k == "stall":
                    return 0.0 if tired else -6.0
                return {"play": 8.0, "back": -6.0, "retreat": -6.0}.get(k, 0.0)
            if self.style == "cautious":
                if k == "play":
                    return -12.0
                if k in ("back", "retreat") and within_reach:
                    return 8.0
                return {"stall": 8.0, "advance": -4.0}.get(k, 0.0)
            # the counter-attacker lets the other come to him, blade in line
            if k == "play":
                return -10.0
            if k == "weapon":
                return 6.0 if a.card == "line" else -3.0
            return -6.0 if k == "advance" and within_reach else 0.0
        if state.phase in ("phrase", "renew") and c is not None:
            if self.style == "counter":
                return 10.0 if c.light else -4.0 if c.dark else 0.0
            if self.style == "aggressive" and c.red and not (c.dark or c.light):
                return 6.0  # a renewed or swapped attack: press on
        if k in ("parry", "distance"):  # a defence without cards: safe, and it costs breath
            return 6.0 if self.style == "cautious" else -5.0 if self.style == "aggressive" else 0.0
        if k == "renew":
            return 10.0 if self.style == "aggressive" else -6.0 if self.style == "cautious" else 0.0
        return 0.0

    def _plain_score(self, state: ReadyFenceState, a: Action) -> float:
        if state.phase in ("phrase", "renew"):
            return self._answer_score(state, a)
        if a.kind in ("discard", "stall", "retreat") and (a.kind != "stall" or not a.card) \
                and (a.kind != "retreat" or a.card):
            # it takes the top Timer card: where that is the last one, the clock decides
            clock = 100.0 * self._time_out(state, state.to_move)
            if clock:
                return clock
        if state.phase == "turn":
            return self._turn_score(state, a)
        if a.kind == "discard":  # the tutorial's end-of-turn discard: drop the slowest card
            return 5.0 - (fence_cards()[a.card].speed or 5)
        if a.kind == "mulligan":
            return -1.0
        return 0.0

    @staticmethod
    def _time_out(state: ReadyFenceState, s: int) -> int:
        """+1 if taking the last Timer card now wins the bout for `s`, -1 if it loses it, 0 if the
        bout goes on (cards left, a period to come, a tie). With no passivity rule only the
        fencers run the clock, so the one ahead must take the win and the one behind must not
        hand it over; playouts that ignored it valued waiting as much as winning."""
        if len(state.timer) != 1 or state.playon or (state.period < state.periods and not state.overtime):
            return 0
        if state.overtime:
            return 1 if state.priority == s else -1
        lead = state.points[s] - state.points[1 - s]
        return (lead > 0) - (lead < 0)

    def _answer_score(self, state: ReadyFenceState, a: Action) -> float:
        cards = fence_cards()
        s = state.to_move
        prev = state.plays[-1]
        k = a.kind
        if k == "play":
            speed, _ = state.defence_speed(s, cards[a.card], cards[a.arg].bonus if a.arg else 0)
            margin = speed - int(prev["speed"])
            win = 60.0 if margin > 0 else 15.0 if margin == 0 else -30.0
            # the smallest winning margin and the lowest cost keep the better cards and the breath
            return win - 0.5 * max(0, margin) - 3.0 * state.costs([a.card, a.arg])
        if k == "parry":
            return 45.0 - 4.0 * int(a.card)
        if k == "distance":
            return 35.0 - (10.0 if min(state.pos[s], 9 - state.pos[s]) <= 3 else 0.0)
        if k == "renew":
            return 40.0
        if k == "feint":
            if a.arg == "stop":
                return 20.0
            speed, _ = state.attack_speed(s, cards[a.arg])
            return 55.0 if speed > prev["speed"] else 10.0 if speed == prev["speed"] else -20.0
        return 0.0  # pass: let the last card stand

    def _turn_score(self, state: ReadyFenceState, a: Action) -> float:
        cards = fence_cards()
        s = state.to_move
        d = state.distance()
        k = a.kind
        if k == "play":
            speed, _ = state.attack_speed(s, cards[a.card], cards[a.arg].bonus if a.arg else 0)
            return 10.0 + 5.0 * speed - 3.0 * state.costs([a.card, a.arg])
        if k == "advance":
            if d > 1 and state.actions_left == 2:
                return 25.0  # step in, then attack
            return 8.0 if d > 2 else -10.0
        if k in ("back", "retreat"):
            home = min(state.pos[s], 9 - state.pos[s])
            if home <= (3 if k == "retreat" else 2):
                return -40.0  # the run-off is near: a point given away
            # within reach and nothing to answer an attack with: step out
            exposed = d <= 1 and not any(cards[c].dark or cards[c].light or cards[c].kind == "joker"
                                         for c in state.hand[s])
            return 12.0 if exposed else -2.0
        if k == "stall":
            base = 30.0 if state.stamina[s] <= 2 else 6.0 if state.stamina[s] <= 4 else -5.0
            # a stall's Timer card runs the clock: burn it when ahead, keep it when behind
            lead = state.points[s] - state.points[1 - s]
            return base + (2.0 * ((lead < 0) - (lead > 0)) if a.card else 0.0)
        if k == "weapon":
            return self._weapon_score(a.card, [cards[c] for c in state.hand[s]])
        if k == "discard":
            c = cards[a.card]
            return 2.0 - (c.speed or 5) * 0.5 - (3.0 if c.kind == "joker" else 0.0)
        return 0.0

    @staticmethod
    def _weapon_score(to: str, hand: list[FenceCard]) -> float:
        stop_hits = sum(c.kind == "stop-hit" for c in hand)
        defences = sum(c.dark or c.light for c in hand)
        attacks = sum(c.red for c in hand)
        if to == "line":
            return 4.0 + 2.0 * stop_hits
        if to == "invite":
            return 2.0 + 1.5 * defences - 2.0 * stop_hits
        return 3.0 + 0.5 * (6 - attacks)  # engage: slow his attack when I would rather answer

    # --- the coach --------------------------------------------------------------------------
    def reasons(self, view: SeatView, action: Action) -> list[str]:
        """Facts from `view` alone that speak for `action` (the hint says them)."""
        from engine.games.ready_fence.reasons import reasons

        return reasons(view, action)
