"""A commander's view is a typed record; its JSON, which the referee prints, is the view's old
form. What the table shows that follows from the rules comes in the view, computed by the rules'
own functions: what an order costs now, the lowest battle die that scores against each card,
what the roll under way needs, each army's broken test. A table that reads these never repeats
a rule."""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine.core.view import view_json
from engine.games import get_game
from engine.games.barditus import refusals
from engine.games.barditus.cards import army
from engine.games.barditus.state import COLUMNS, POSITIONS, BarditusState, battle_need, scores
from engine.games.barditus.view import BarditusView, Gauge
from engine.tools.referee import Referee
from tests.barditus.helpers import battle, card, lay, new, orders, play, roll


def walk(seed: int, plies: int = 600) -> list[BarditusState]:
    """The positions of one random battle."""
    s, rng, out = new(seed, turns=12), random.Random(seed), []
    for _ in range(plies):
        if s.is_terminal():
            break
        out.append(s.clone())
        s.apply(s.sample_chance() if s.is_chance() else rng.choice(s.legal_actions()))
    return out


def test_a_battle_die_scores_from_the_need_the_view_shows_up() -> None:
    """A die beats the pieces on shields; a 6 always scores, a 1 never: the need is the lowest
    scoring die and every die above it scores too."""
    for shields in range(13):
        need = battle_need(shields)
        assert [scores(d, shields) for d in range(1, 7)] == [d >= need for d in range(1, 7)]
    assert [battle_need(n) for n in (0, 1, 2, 3, 4, 5, 9)] == [2, 2, 3, 4, 5, 6, 6]


def test_every_order_costs_what_the_view_said() -> None:
    for seed in range(6):
        for s in walk(seed):
            if s.phase != "orders":
                continue
            view = s.view(s.to_move)
            for a in s.legal_actions():
                if a.kind == "end":
                    continue
                after = s.clone()
                after.apply(a)
                assert s.command - after.command == view.order_cost[a.a], a
                assert view.order_discount[a.a] == (s.orders[a.a] == 0 and card(s, s.turn, f"F{a.a + 1}")
                                                     .veteran_discount)


def test_the_first_order_discount_shows_until_the_card_has_had_its_first_order() -> None:
    """Hastati under the general: the first order is free, the second costs 1."""
    s = orders(battle(), 0, general=1)
    view = s.view(0)
    assert (view.order_cost[0], view.order_discount[0]) == (0, True)
    assert view.order_cost[2] == 2  # two columns from the general: 3, less the discount
    play(s, "battle F1")
    while s.phase != "orders":
        s.apply(s.sample_chance() if s.is_chance() else s.legal_actions()[-1])
    view = s.view(0)
    assert (view.order_cost[0], view.order_discount[0]) == (1, False)


def test_nothing_to_price_before_the_command_die_is_laid() -> None:
    s = new(3)
    assert s.view(0).order_cost == (None,) * 4 and s.view(0).order_discount == (False,) * 4


def test_a_battle_roll_needs_what_the_view_showed_against_its_target() -> None:
    """The warriors (F1) hold two pieces on shields: 3+ scores; after a loss of a shield piece
    the view shows 2+."""
    s = orders(battle(), 0, general=1)
    view = s.view(0)
    assert view.shields[1][0] == 2 and view.battle_need[1][0] == 3
    play(s, "battle F1")
    roll(s, 2, 3)  # the hastati's two swords: a 2 misses, a 3 scores
    assert s.tray_need[0] == view.battle_need[1][0]
    assert s.hits == 1
    for seed in range(4):
        for s in walk(seed):
            if s.phase == "battle" and len(s.dice) == s.need - 1:
                atk, shown = s.atk, s.view(None).battle_need[1 - s.atk][s.dcol]
                s.apply(s.sample_chance())
                assert s.tray_need[atk] == shown


def test_the_gauge_is_the_broken_test() -> None:
    s = orders(battle(), 0, general=1)
    lay(s, 1, "F1", "#../##/..")
    s.lost[1] = s.points[0] = 4
    g = s.view(1).gauge[1]
    assert g.margin == g.shields + g.morale - g.destroyed - g.disordered == g.steady - g.losses
    assert g.destroyed == 4
    for seed in range(6):
        for s in walk(seed):
            for seat, g in enumerate(s.view(None).gauge):
                assert g == Gauge(s.steady(seat), s.morale[seat], s.lost[seat], s.disordered(seat),
                                  s.margin(seat))
                assert g.broken == s.broken(seat) == (g.margin < 0)


def test_a_position_leaves_out_what_the_view_derives() -> None:
    s = orders(battle(), 0, general=1)
    data = s.to_json()
    assert not set(BarditusState.SHOWN) & set(data)
    assert BarditusState.from_json(data).view(0) == s.view(0)


# --- the typed view and its JSON ------------------------------------------------------------------
GAME = get_game("barditus")
# every rule option, each army against each other (a third of the mixes: each option still varies)
MIXES = [{"army0": a0, "army1": a1, "leading": lead, "morale": morale, "skirmishers": skirmishers,
          "hinder": hinder, "disorder": disorder, "turns": 12}
         for (a0, a1), lead, morale, skirmishers, hinder, disorder in itertools.product(
             (("roman", "gallic"), ("gallic", "norman"), ("norman", "roman")), ("on", "off"),
             ("start", "end"), ("evade", "off"), ("counter", "all"), ("behind", "d_slots"))][::3]


def positions(options: dict[str, Any], seed: int, plies: int = 700) -> Iterator[BarditusState]:
    """Every position of a battle played at random (its dice from the seed) for `plies` moves."""
    rng = random.Random(seed)
    s = GAME.new(options, seed)
    assert isinstance(s, BarditusState)
    for _ in range(plies):
        yield s
        if s.is_terminal():
            return
        s.apply(s.sample_chance() if s.is_chance() else rng.choice(s.legal_actions()))


def old_view(s: BarditusState, seat: int | None) -> dict[str, Any]:
    """The view as the referee has always printed it, written as it was built before the view was
    typed: the public fields, the lists and the per-seat tables, the seat's list, then the rules'
    answers the table shows."""
    v: dict[str, Any] = {k: getattr(s, k) for k in BarditusState.PUBLIC}
    v.update({k: getattr(s, k)[:] for k in BarditusState.LISTS})
    v.update({k: [x[:] for x in getattr(s, k)] for k in BarditusState.NESTED})
    v.update({"game": "barditus", "seat": seat, "options": dict(s.options),
              "hand_sizes": [len(h) for h in s.hand], "hand": s.hand[seat][:] if seat is not None else []})
    costs: list[int | None] = []
    discount: list[bool] = []
    for col in range(COLUMNS):
        c = s.card(s.turn, col)
        known = c is not None and s.general >= 0
        costs.append(s.cost(col) if known else None)
        discount.append(bool(known and c is not None and c.veteran_discount and s.orders[col] == 0))
    shields = [[s.shields(x, col) for col in range(COLUMNS)] for x in (0, 1)]
    gauge = [{"shields": s.steady(x), "morale": s.morale[x], "destroyed": s.lost[x],
              "disordered": s.disordered(x), "margin": s.margin(x)} for x in (0, 1)]
    v.update({"order_cost": costs, "order_discount": discount, "shields": shields,
              "battle_need": [[battle_need(n) for n in row] for row in shields], "gauge": gauge})
    return v


@pytest.mark.parametrize("mix", range(len(MIXES)))
def test_the_json_of_a_view_is_the_views_old_json_byte_for_byte(mix: int) -> None:
    phases = set()
    for s in positions(MIXES[mix], mix):
        for seat in (0, 1, None):
            view = s.view(seat)
            assert isinstance(view, BarditusView)
            assert json.dumps(view.to_json()) == json.dumps(old_view(s, seat))
        phases.add(s.phase)
    assert {"build", "rolloff", "deploy", "command", "general", "orders", "battle", "hits"} <= phases


def test_a_position_is_the_onlookers_view_less_the_seat_and_what_the_view_derives() -> None:
    for s in itertools.islice(positions(MIXES[1], 3), 0, 400, 7):
        data = s.to_json()
        written = old_view(s, None)
        for k in ("seat", "hand_sizes", "hand", *BarditusState.SHOWN):
            del written[k]
        written.update({"version": 1, "seed": s.seed, "hands": s.hand})
        assert json.dumps(data) == json.dumps(written)


def test_a_view_read_back_from_its_json_is_the_same_view() -> None:
    for mix in (0, 5):
        for s in positions(MIXES[mix], mix, plies=400):
            for seat in (0, 1, None):
                view = s.view(seat)
                assert BarditusView.from_json(json.loads(json.dumps(view.to_json()))) == view
                assert BarditusView.of(view) is view


def test_a_view_in_json_deals_the_same_samples_as_the_typed_view() -> None:
    """An edge that hands the engine a view as JSON gets the determinizations the table's typed
    view gets (a list not yet deployed is dealt at random)."""
    checked = 0
    for s in positions(MIXES[2], 4, plies=300):
        seat = s.current_player()
        if seat < 0:
            continue
        typed = BarditusState.from_view(s.view(seat), random.Random(7))
        written = BarditusState.from_view(view_json(s.view(seat)), random.Random(7))
        assert typed.to_json() == written.to_json()
        checked += 1
    assert checked > 50


def test_the_view_reads_the_formations_as_the_position_does() -> None:
    for s in itertools.islice(positions(MIXES[3], 5), 0, 500, 11):
        view = s.view(None)
        for seat in (0, 1):
            assert view.army_title(seat) == army(s.armies[seat]).title
            assert dict(view.lookup[seat]) == s.lookup[seat]
            for pos in range(POSITIONS):
                assert view.card(seat, pos) == s.card(seat, pos)
                assert view.pieces(seat, pos) == s.pieces(seat, pos)


def test_how_far_from_the_general_is_what_an_order_pays_for() -> None:
    """Under the general 1, next to him 2, farther 3, the discount taken off: the view's reach
    and price agree with the rules' charge, and a card with two orders may have no more."""
    reaches = set()
    for seed in range(4):
        for s in walk(seed):
            view = s.view(s.turn)
            if s.general < 0:
                assert all(view.reach(col) == -1 for col in range(COLUMNS))
                continue
            for col in range(COLUMNS):
                reach = view.reach(col)
                reaches.add(reach)
                assert reach == min(abs(col - s.general), 2)
                if s.card(s.turn, col) is not None:
                    assert view.order_cost[col] == (1, 2, 3)[reach] - view.order_discount[col] == s.cost(col)
                refused = refusals.orders_left(s, col)
                assert view.can_order(col) == (refused is None)
                if s.phase == "orders" and not view.can_order(col):
                    assert not [a for a in s.legal_actions() if a.kind != "end" and a.a == col]
    assert reaches == {0, 1, 2}


def test_the_need_of_a_roll_under_way_is_what_it_succeeded_from() -> None:
    """A battle die scores from the need shown, an evasion or a rally die succeeds from the rally
    number: once the last die is in, the tray's need is what the view said while it rolled."""
    seen: set[str] = set()
    for mix, seed in ((0, 1), (4, 2), (8, 3), (12, 4)):
        for s in positions(MIXES[mix], seed, plies=900):
            if s.phase not in ("battle", "evade", "rally") or len(s.dice) != s.need - 1:
                continue
            seat, need = s.to_move, s.view(None).roll_need
            assert need == s.view(seat).roll_need == s.view(1 - seat).roll_need
            after = s.clone()
            after.apply(after.sample_chance())
            assert after.tray_need[seat] == need, s.phase
            seen.add(s.phase)
    assert seen == {"battle", "evade", "rally"}
    assert new(3).view(0).roll_need == 0


def test_the_referee_prints_the_views_json() -> None:
    referee = Referee(GAME)
    assert referee.answer(json.dumps({"cmd": "new", "seed": 3, "options": {"army1": "norman"}}))["ok"]
    answer = referee.answer(json.dumps({"cmd": "view", "seat": 1}))
    assert answer["view"] == GAME.new({"army1": "norman"}, 3).view(1).to_json()
    json.dumps(answer)  # the referee's answer is plain JSON


def test_a_new_battles_view_is_typed_for_every_seat() -> None:
    s = new(0)
    for seat in (0, 1, None):
        view = s.view(seat)
        assert isinstance(view, BarditusView)
        assert (view.hand is None) == (seat is None)
