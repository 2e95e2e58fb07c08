"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012) over the kernel.

The search is handed a view, never a state: every iteration samples a full state from that view
(`from_view`), descends the one tree the observer owns with availability-aware UCB, plays out
with the game's policy to its horizon and backs the game's evaluation up the path. Statistics
are kept for the seat that made each move. The same view, seed and iteration budget always give
the same tree, so levels are reproducible and tests can pin decisions.

A search may also be given a deadline (a time.monotonic() instant): it then stops at the deadline
or at its budget, whichever comes first, and sooner when its answer is settled (see `settled`).
Only a search without a deadline is reproducible: a timed one depends on the machine's speed.

UCB's exploration is a fixed constant, or, where the policy asks (its `spread`), a constant times
the spread of the values the search has backed up so far for the seat choosing, the lowest to
the highest: the rewards read on [0, 1] between the worst and the best seen, as UCB1 reads them
(the min-max normalisation of some MCTS engines), at the cost of two comparisons an iteration.
A game valued by its match at a horizon short of it (En Garde's round) values every round
outcome close together when the match is nearly decided: with a fixed constant the exploration
drowns the difference between a round won and a round lost and the moves are visited almost
alike; scaled to the spread, a round is searched as carefully at 4-0 as at 0-0.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Mapping
from typing import Any

from engine.core.game import Game
from engine.core.view import SeatView

Action = Hashable

# a timed search reads the clock and weighs stopping every CHECK_EVERY iterations: an iteration
# takes a tenth of a millisecond compiled (a millisecond in pure Python), so the deadline is met
# within a few milliseconds and the clock costs nothing measurable
CHECK_EVERY = 8
# the "visit share" rule: past a minimum of iterations (SHARE_AFTER of the budget, at least
# SHARE_MIN), a move holding SHARE of the root's visits is the answer; UCB gives the other moves
# that few visits only when each of them scored clearly worse
SHARE = 0.9
SHARE_AFTER = 0.125
SHARE_MIN = 64
# a spread-scaled exploration while every value seen is alike (see search): any positive constant
# ranks the moves alike then, by their visits
SPREAD_FLOOR = 1e-6


class Node:
    __slots__ = ("avail", "blind", "children", "player", "total", "visits")

    def __init__(self, player: int) -> None:
        self.player = player  # the seat whose move led here (-1 at the root and after chance)
        self.children: dict[Action, Node] = {}
        self.blind: dict[Action, Node] | None = None  # the next seat's blind answers (see search)
        self.visits = 0
        self.avail = 0
        self.total = 0.0


def search(game: Game, view: SeatView, iterations: int, seed: int,
           exploration: float = 0.8, style: str | None = None,
           policy: str | None = None, deadline: float | None = None,
           clock: Callable[[], float] | None = None,
           spread: float | None = None) -> dict[Action, tuple[int, float]]:
    """Run `iterations` and return, for each action at the root, (visits, mean value). A
    `style` biases the playouts of the searching seat's own moves (see styled_heuristics); a
    `policy` names one of the game's earlier policies to play out and evaluate with. With a
    `deadline` (an instant of `clock`, time.monotonic by default) the search stops there, or as
    soon as its most visited move is settled, if that comes before the budget's end; it always
    runs at least CHECK_EVERY iterations, so every move it answers has been weighed. A `spread`
    above 0 (by default the policy's own `spread`, if it has one) is UCB's exploration constant
    per unit of the spread of values seen (see the module's docstring), in place of `exploration`;
    0 keeps the fixed `exploration`."""
    now = clock or time.monotonic
    started = now() if deadline is not None else 0.0
    share_from = max(SHARE_MIN, int(iterations * SHARE_AFTER))
    rng = random.Random(seed)
    sample = game.state_class.from_view
    root = Node(-1)
    horizon_root = sample(view, random.Random(seed))
    heur = styled_heuristics(game, style, horizon_root.current_player(), policy)
    # a policy may deal the hidden cards itself (reading them from public play, never the truth)
    sample = getattr(heur, "sample", None) or sample
    # a policy may ask for an open-loop tree (engine.core.game.Heuristics): with many dice
    # between two decisions, a node per roll is seen too seldom to learn the decision after it,
    # and a decision nobody searches would be expanded at random where the table plays it by rule
    open_loop = bool(getattr(heur, "open_loop", False))
    searched = getattr(heur, "searched", None) if open_loop else None
    per_spread = float(getattr(heur, "spread", 0.0)) if spread is None else spread
    # the constant each seat's choices explore with (a seat beyond the list: the fixed one),
    # and, scaled, the lowest and highest value each seat has been backed up
    explore = [exploration, exploration]
    low: list[float] = []
    high: list[float] = []
    for done in range(iterations):
        if deadline is not None and done and done % CHECK_EVERY == 0:
            t = now()
            if t >= deadline:
                break
            # the iterations still to come: the budget's rest, or what the time left allows at
            # the rate so far, whichever is fewer
            rate = done / max(t - started, 1e-9)
            if settled(root, done, min(iterations - done, rate * (deadline - t)), share_from):
                break
        state: Any = sample(view, rng)
        node = root
        path = [root]
        shared: list[Node] = []  # statistics of blind (simultaneous) choices on this path
        blind_from: Node | None = None  # the shared node of the blind choice just made
        while not heur.horizon_reached(horizon_root, state):
            if state.is_chance():
                a = _roll(state, rng)
                if open_loop:
                    state.step(a)
                    continue
                node = node.children.setdefault(a, Node(-1))
                state.step(a)
                path.append(node)
                continue
            if searched is not None and not searched(state):
                state.step(heur.playout_action(state, rng))
                continue
            legal = state.legal_actions()
            player = state.current_player()
            # a simultaneous choice made second must not learn the first: its statistics live
            # on the node before that first choice, shared by all of its answers. A seat still
            # blind after a move of his own (Audatia's Cycle while choosing a posta) goes on from
            # that shared node, never from the node the hidden choice led to; at the root the
            # hidden choice is already behind the view, so his own moves there need no sharing.
            table = node.children
            holder = None
            if state.blind_to_last():
                if blind_from is not None and blind_from.player == player:
                    holder = blind_from
                elif len(path) >= 2 and path[-1].player != player:
                    holder = path[-2]
            if holder is not None:
                if holder.blind is None:
                    holder.blind = {}
                table = holder.blind
            untried = [a for a in legal if a not in table]
            if untried:
                a = untried[rng.randrange(len(untried))]
                table[a] = Node(player)
                child = node.children.setdefault(a, Node(player))
                if table is not node.children:
                    shared.append(table[a])
                state.step(a)
                path.append(child)
                break
            blind_from = None
            if table is not node.children:
                best_a = _blind_choice(table, legal, rng)
                shared.append(table[best_a])
                blind_from = table[best_a]
            else:
                best_a, best_score = None, -math.inf
                c_p = explore[player] if player < len(explore) else exploration
                for a in legal:
                    c = table[a]
                    c.avail += 1
                    score = c.total / c.visits + c_p * math.sqrt(math.log(c.avail) / c.visits)
                    if score > best_score:
                        best_a, best_score = a, score
                assert best_a is not None
            state.step(best_a)
            node = node.children.setdefault(best_a, Node(player))
            path.append(node)
        while not heur.horizon_reached(horizon_root, state):
            if state.is_chance():
                state.step(_roll(state, rng))  # the search's own dice, never the state's seed
            else:
                state.step(heur.playout_action(state, rng))
        values = heur.evaluate(state)
        if per_spread > 0.0:
            _widen(values, low, high, explore, per_spread)
        for n in path + shared:
            n.visits += 1
            if n.player >= 0:
                n.total += values[n.player]
    return {a: (c.visits, c.total / c.visits if c.visits else 0.0) for a, c in root.children.items()}


def _widen(values: tuple[float, ...], low: list[float], high: list[float], explore: list[float],
           per_spread: float) -> None:
    """Take `values` into each seat's lowest and highest, and set its exploration constant to
    `per_spread` times their distance (SPREAD_FLOOR while every value seen is alike)."""
    while len(low) < len(values):
        v = values[len(low)]
        low.append(v)
        high.append(v)
        if len(explore) < len(low):
            explore.append(0.0)
        explore[len(low) - 1] = per_spread * SPREAD_FLOOR
    for i in range(len(values)):
        v = values[i]
        if v < low[i]:
            low[i] = v
        elif v > high[i]:
            high[i] = v
        else:
            continue
        explore[i] = per_spread * max(high[i] - low[i], SPREAD_FLOOR)


def settled(root: Node, done: int, remaining: float, share_from: int) -> bool:
    """A timed search's answer cannot change, or hardly could: the most visited root move leads
    the next by more visits than the `remaining` iterations could give the next (it is
    unstoppable), or, after `share_from` iterations, it holds SHARE of the `done` ones."""
    first = second = 0
    for child in root.children.values():
        if child.visits > first:
            first, second = child.visits, first
        elif child.visits > second:
            second = child.visits
    if first == 0:
        return False  # nothing weighed at the root yet (a decision the game settles by rule)
    return first - second > remaining or (done >= share_from and first >= SHARE * done)


def styled_heuristics(game: Game, style: str | None, seat: int, policy: str | None = None) -> Any:
    """The game's heuristics (its earlier `policy` if it kept one of that name) with `style`'s
    bias on `seat`'s moves; ValueError if the game's fencers have no styles (a style is a bias
    a game's policy may offer, not a level)."""
    base = game.policies.get(policy, game.heuristics) if policy else game.heuristics
    if style is None:
        return base
    with_style = getattr(base, "with_style", None)
    if with_style is None:
        raise ValueError(f"{game.title}'s AI has no styles")
    return with_style(style, seat)


def _blind_choice(table: dict[Action, Node], legal: list[Action], rng: random.Random,
                  mix: float = 0.2, eta: float = 2.0) -> Action:
    """A choice made blind to the other's simultaneous one, drawn at random (Exp3-like: a
    softmax of its mean values mixed with a uniform pick). Deterministic UCB on both sides of a
    simultaneous move falls into step with the other side's alternation and learns his choice
    after all; a random draw cannot."""
    if rng.random() < mix:
        return legal[rng.randrange(len(legal))]
    weights = [math.exp(eta * table[a].total / table[a].visits) for a in legal]
    return rng.choices(legal, weights)[0]


def _roll(state: Any, rng: random.Random) -> Action:
    """A chance outcome drawn by its probability with the search's generator."""
    outcomes = state.chance_outcomes()
    rolled: Action = rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0]
    return rolled


def merge(results: list[dict[Action, tuple[int, float]]]) -> dict[Action, tuple[int, float]]:
    """Root-parallel results summed: visits add, values are visit-weighted means."""
    out: dict[Action, tuple[int, float]] = {}
    for res in results:
        for a, (n, v) in res.items():
            n0, v0 = out.get(a, (0, 0.0))
            out[a] = (n0 + n, (v0 * n0 + v * n) / (n0 + n) if n0 + n else 0.0)
    return out


def most_visited(stats: Mapping[Action, tuple[int, float]], order: list[Action]) -> Action:
    """The robust child: most visits, then best value, then the first in `order` (stable)."""
    rank = {a: i for i, a in enumerate(order)}
    return max(stats, key=lambda a: (stats[a][0], stats[a][1], -rank.get(a, len(rank))))
