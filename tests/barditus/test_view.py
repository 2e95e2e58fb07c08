"""What the table shows that follows from the rules comes in the view, computed by the rules'
own functions: what an order costs now, the lowest battle die that scores against each card,
and each army's broken test. A table that reads these never repeats a rule."""

from __future__ import annotations

import random

from engine.games.barditus.state import BarditusState, battle_need, scores
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
                assert s.command - after.command == view["order_cost"][a.a], a
                assert view["order_discount"][a.a] == (s.orders[a.a] == 0 and card(s, s.turn, f"F{a.a + 1}")
                                                       .veteran_discount)


def test_the_first_order_discount_shows_until_the_card_has_had_its_first_order() -> None:
    """Hastati under the general: the first order is free, the second costs 1."""
    s = orders(battle(), 0, general=1)
    view = s.view(0)
    assert (view["order_cost"][0], view["order_discount"][0]) == (0, True)
    assert view["order_cost"][2] == 2  # two columns from the general: 3, less the discount
    play(s, "battle F1")
    while s.phase != "orders":
        s.apply(s.sample_chance() if s.is_chance() else s.legal_actions()[-1])
    view = s.view(0)
    assert (view["order_cost"][0], view["order_discount"][0]) == (1, False)


def test_nothing_to_price_before_the_command_die_is_laid() -> None:
    s = new(3)
    assert s.view(0)["order_cost"] == [None] * 4 and s.view(0)["order_discount"] == [False] * 4


def test_a_battle_roll_needs_what_the_view_showed_against_its_target() -> None:
    """The warriors (F1) hold two pieces on shields: 3+ scores; after a loss of a shield piece
    the view shows 2+."""
    s = orders(battle(), 0, general=1)
    view = s.view(0)
    assert view["shields"][1][0] == 2 and view["battle_need"][1][0] == 3
    play(s, "battle F1")
    roll(s, 2, 3)  # the hastati's two swords: a 2 misses, a 3 scores
    assert s.tray_need[0] == view["battle_need"][1][0]
    assert s.hits == 1
    for seed in range(4):
        for s in walk(seed):
            if s.phase == "battle" and len(s.dice) == s.need - 1:
                atk, shown = s.atk, s.view(None)["battle_need"][1 - s.atk][s.dcol]
                s.apply(s.sample_chance())
                assert s.tray_need[atk] == shown


def test_the_gauge_is_the_broken_test() -> None:
    s = orders(battle(), 0, general=1)
    lay(s, 1, "F1", "#../##/..")
    s.lost[1] = s.points[0] = 4
    g = s.view(1)["gauge"][1]
    assert g["margin"] == g["shields"] + g["morale"] - g["destroyed"] - g["disordered"]
    assert g["destroyed"] == 4
    for seed in range(6):
        for s in walk(seed):
            for seat, g in enumerate(s.view(None)["gauge"]):
                assert g == {"shields": s.steady(seat), "morale": s.morale[seat], "destroyed": s.lost[seat],
                             "disordered": s.disordered(seat), "margin": s.margin(seat)}
                assert (g["margin"] < 0) == s.broken(seat)


def test_a_position_leaves_out_what_the_view_derives() -> None:
    s = orders(battle(), 0, general=1)
    data = s.to_json()
    assert not set(BarditusState.SHOWN) & set(data)
    assert BarditusState.from_json(data).view(0) == s.view(0)
