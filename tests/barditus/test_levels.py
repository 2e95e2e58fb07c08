"""Master against Club on a position where their searches disagree, and why the Master is right."""

from __future__ import annotations

from engine.ai.ismcts import merge, most_visited, search, styled_heuristics
from engine.ai.players import choose_action, plan
from engine.games.barditus import GAME
from engine.games.barditus.actions import parse_action
from engine.games.barditus.state import BarditusState
from tests.barditus.helpers import battle, lay, orders, play, pursuers, roll

ROMAN = {"F1": "##/###/.#", "F2": ".../../..", "F3": "###/##/..", "F4": "##/###/..",
         "R1": "###", "R2": "###", "R3": "...", "R4": "..."}
GALLIC = {"F1": ".../##/.#", "F2": ".##/###/.", "F3": "##./##/#.", "F4": ".#./##/..#",
          "R1": "..#", "R2": "....", "R3": "..#", "R4": "###"}


def flank_open() -> BarditusState:
    """Round 3, the Gauls' orders (4 points left, the general on column 2, the Soldurii and the
    Warriors of column 3 have had an order). The Romans' Principes of column 2 are all gone,
    so the Soldurii beside them may fall on the flank of the Principes of column 3; the
    Warriors opposite those Principes may attack them head on."""
    s = battle(("hastati", "principes", "principes", "hastati"),
               ("triarii", "triarii", "castra", "castra"),
               ("warriors", "soldurii", "warriors", "levy"),
               ("wagons", "forest", "second-line", "second-line"), first=1)
    for seat, layout in ((0, ROMAN), (1, GALLIC)):
        for where, pattern in layout.items():
            lay(s, seat, where, pattern)
    pursuers(s, 1, home=2, on=2)
    pursuers(s, 1, home=4, on=4)
    s.round, s.lost, s.points, s.general_lost = 3, [6, 3], [3, 6], [False, True]
    orders(s, 1, command=4, general=2, morale=3, given=(0, 1, 1, 0))
    s.morale[0] = 3
    return s


FLANK = parse_action("battle F2 F3")


def test_the_flank_attack_on_the_principes_draws_no_counter_attack_and_the_frontal_one_does() -> None:
    flank, frontal = flank_open(), flank_open()
    play(flank, "battle F2 F3")
    roll(flank, 1, 1, 1)
    assert flank.phase == "orders"  # nothing scored, nothing comes back
    play(frontal, "battle F3")
    roll(frontal, 1, 1)
    assert (frontal.phase, frontal.to_move) == ("battle", 0)  # the Principes strike back with their dice


def test_the_master_flanks_every_time_where_the_club_often_attacks_elsewhere() -> None:
    """The search that decides: the Master's 2 x 400 iterations settle on the flank attack, as a
    search ten times as long does, under every seed; the Club's 60 are spread too thin to see it
    from the other orders and pick something else under some seeds."""
    view = flank_open().view(1)
    seeds = range(6)
    long_search = merge([search(GAME, view, 2000, 100 + i) for i in range(2)])
    assert most_visited(long_search, list(long_search)) == FLANK
    assert [choose_action("barditus", view, "master", seed) for seed in seeds] == [FLANK] * len(seeds)
    clubs = [choose_action("barditus", view, "club", seed) for seed in seeds]
    assert any(a != FLANK for a in clubs)


def test_the_master_searches_an_open_loop_tree_and_the_club_the_plain_one() -> None:
    """The Master's searches play the game's "master" policy (one node per sequence of orders,
    the hits between them by rule of thumb) with the game's Master budget; the Club, the
    yardstick, keeps the plain tree."""
    view = flank_open().view(1)
    master, club = plan("barditus", view, "master", 3), plan("barditus", view, "club", 3)
    assert [(j.policy, j.iterations) for j in master.jobs] == [("master", GAME.iterations["master"])] * 2
    assert [(j.policy, j.iterations) for j in club.jobs] == [(None, GAME.iterations["club"])]
    assert styled_heuristics(GAME, None, 1, "master").open_loop
    assert not styled_heuristics(GAME, None, 1, None).open_loop
