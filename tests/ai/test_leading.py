"""The Master searches a round as carefully when it leads the match as when the match is even.

En Garde's search stops at the end of the round and values it by the match: leading 4-0, a round
won is worth 1 and a round lost 0.875, so with a fixed exploration constant every move looks
alike and is visited almost alike. The Master's exploration is scaled to the spread of the values
it has seen (engine.ai.ismcts), so a parry and riposte still weighs against an attack there.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.ai.ismcts import merge, most_visited, search
from engine.ai.players import plan
from engine.games import get_game
from engine.games.en_garde.actions import Action, format_action, parse_action
from engine.games.en_garde.heuristics import EnGardeHeuristics, p_parry_riposte
from engine.games.en_garde.state import EnGardeState

GAME = get_game("en-garde")
# the rules the Master was measured under
OPTIONS = {"level": "advanced", "parry": "equal", "discards": "open", "hits": 5, "first": 0}
RISKY = parse_action("F4A3")  # advance 4 and attack with a 3


def leading(hits: tuple[int, int] = (4, 0)) -> EnGardeState:
    """Round five, the Master (seat 0) leading 4-0; seven cards in the deck, his hand 1 1 3 4 5,
    the opponent 7 spaces away. No 3 has been played: four of the twelve unseen are 3s, so the
    opponent holds two (a parry and the riposte after it) more often than not. Seat 1's hand and
    the deck's order are dealt here only to make a whole position; the search reads seat 0's view."""
    return EnGardeState.from_json({
        "game": "en-garde", "version": 1, "options": OPTIONS, "seed": 7, "round": 4,
        "hits": list(hits), "pos": [9, 16],
        "hands": [[1, 1, 3, 4, 5], [2, 3, 3, 4, 5]],
        "deck": [1, 3, 3, 4, 4, 5, 5],
        # seat 0: F5, F4, F2, B2; seat 1: F2, F1, F2, F1 (alternately, seat 0 first)
        "discard": [5, 2, 4, 1, 2, 2, 2, 1],
        "phase": "turn", "to_move": 0, "pending": [], "riposte": False, "deck_out": False,
        "winner": None,
        "last": {"seat": 1, "action": "A1", "pos": [9, 17], "phase": "turn", "pending": [],
                 "riposte": False, "deck": 8, "discard": 7},
    })


def view() -> dict[str, Any]:
    return leading().view(0)


def test_the_position_is_the_measured_one() -> None:
    state = leading()
    v = state.view(0)
    assert v.hand == (1, 1, 3, 4, 5) and v.hits == (4, 0) and len(state.deck) == 7
    assert "hands" not in v.to_json() and "deck" not in v.to_json()  # the view holds no hidden card
    assert RISKY in state.legal_actions()
    # the finding's 58%: he holds two 3s among the twelve cards unseen
    unseen = state.unseen(0)
    assert round(p_parry_riposte(unseen, 5, 3, 1, False), 2) == 0.58


def picks(spread: float | None, seeds: range, iterations: int = 1500) -> Counter[Action]:
    """What one search of the Master's policy picks per seed (its own exploration, or `spread`)."""
    v = view()
    legal = leading().legal_actions()
    return Counter(most_visited(search(GAME, v, iterations, seed, policy="master", spread=spread), legal)
                   for seed in seeds)


def test_leading_the_master_no_longer_walks_into_the_riposte() -> None:
    seeds = range(12)
    fixed = picks(0.0, seeds)  # the exploration constant as it was
    scaled = picks(None, seeds)  # the Master's: scaled to the spread of values
    assert fixed[RISKY] >= 5, {format_action(a): n for a, n in fixed.items()}
    assert scaled[RISKY] <= 1, {format_action(a): n for a, n in scaled.items()}


def test_the_master_level_searches_scaled_and_its_baseline_fixed() -> None:
    jobs = {lv: plan(GAME.name, view(), lv, 3).jobs for lv in ("master", "master-2026-11-29")}
    assert {j.policy for j in jobs["master"]} == {"master"}
    assert {j.policy for j in jobs["master-2026-11-29"]} == {"2026-11-29"}
    assert [j.iterations for j in jobs["master"]] == [j.iterations for j in jobs["master-2026-11-29"]]
    master, before = GAME.policies["master"], GAME.policies["2026-11-29"]
    assert isinstance(master, EnGardeHeuristics) and isinstance(before, EnGardeHeuristics)
    assert master.spread > 0 and before.spread == 0 and before.deals == master.deals


def test_a_scaled_search_of_a_round_is_the_same_whatever_the_score() -> None:
    """The round is the same game at 0-0 and at 4-0, its outcomes worth more or less to the
    match: scaled, the search spends its visits alike; with the fixed constant it does not."""
    def visits(hits: tuple[int, int], spread: float | None) -> dict[Action, int]:
        v = leading(hits).view(0)
        return {a: n for a, (n, _) in search(GAME, v, 400, 5, policy="master", spread=spread).items()}

    assert visits((0, 0), None) == visits((4, 0), None)
    assert visits((0, 0), 0.0) != visits((4, 0), 0.0)


def test_the_scaled_master_still_plays_the_sure_hit() -> None:
    """Nothing to separate but a sure hit: an attack he cannot parry wins the match at 4-0."""
    state = leading()
    # every 3 is out: four in the discards, his own in hand, so no parry of a 3 exists
    data = state.to_json()
    data["discard"] = [5, 3, 4, 3, 3, 3, 2, 1]
    data["deck"] = [1, 2, 2, 4, 4, 5, 5]
    data["hands"][1] = [2, 2, 4, 5, 1]
    data["pos"] = [9, 12]
    data["last"] = None
    sure = EnGardeState.from_json(data)
    res = merge([search(GAME, sure.view(0), 300, s, policy="master") for s in (1, 2)])
    assert most_visited(res, sure.legal_actions()) == parse_action("A3")
