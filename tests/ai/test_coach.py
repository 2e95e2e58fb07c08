"""The coach: a win chance per move from the search, a hint in words with facts that favour it,
and nothing said that the seat asking could not know."""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable
from importlib import import_module
from types import SimpleNamespace
from typing import Any

import pytest

from engine.ai.coach import (
    HINT_LEVEL,
    IDENTITY,
    Advice,
    advise,
    calibration,
    close,
    coach_jobs,
    hint,
    hint_plan,
    log_odds,
    sigmoid,
    win_chance,
    win_chances,
)
from engine.ai.players import LEVELS, plan, run_job
from engine.core.game import GameState
from engine.games import get_game
from engine.games.audatia.state import AudatiaState
from engine.games.barditus.state import BarditusState
from engine.games.en_garde import actions as eg
from engine.games.en_garde.state import EnGardeState
from engine.games.ready_fence.cards import fence_cards
from engine.games.ready_fence.state import ReadyFenceState
from engine.review import REVIEW_LEVEL
from tests.ai import test_honesty as en_garde_honesty
from tests.audatia import test_ai as audatia_honesty
from tests.barditus import test_ai_honesty as barditus_honesty
from tests.ready_fence import test_ai_honesty as ready_fence_honesty
from tests.tools.test_words import card_ids, notation_words, tokens

GAMES = ["en-garde", "ready-fence", "audatia", "barditus"]


# --- the win chance ---------------------------------------------------------------------------------
def test_a_value_maps_to_a_win_chance_with_a_draw_at_half() -> None:
    assert win_chance(1.0) == 1.0 and win_chance(-1.0) == 0.0 and win_chance(0.0) == 0.5
    assert win_chance(0.28) == pytest.approx(0.64)
    assert win_chance(1.5) == 1.0 and win_chance(-3.0) == 0.0  # never outside [0, 1]


def test_a_game_s_map_tempers_an_optimistic_search() -> None:
    fit = (0.5, -0.4)  # half the log-odds, and less for everyone: an overconfident search
    assert win_chance(0.6, IDENTITY) == pytest.approx(0.8)
    assert win_chance(0.6, fit) == pytest.approx(sigmoid(0.5 * log_odds(0.8) - 0.4))
    shown = [win_chance(v / 10, fit) for v in range(-10, 11)]
    assert shown == sorted(shown)  # the order of the moves is kept
    assert 0.0 < shown[0] < 0.05 and 0.9 < shown[-1] < 1.0  # a certainty is read short of one
    assert win_chance(0.6, fit) < 0.8 and win_chance(-0.6, fit) > 0.2  # both drawn towards a half
    assert sigmoid(-1000.0) == 0.0 and sigmoid(1000.0) == 1.0  # no overflow


def test_the_hint_shows_its_chances_through_the_game_s_map(monkeypatch: pytest.MonkeyPatch) -> None:
    game = get_game("en-garde")
    state = some_position("en-garde", 3, 4)
    view = state.view(state.current_player())
    p = hint_plan("en-garde", view, 5)
    results = [run_job(j) for j in p.jobs]
    plain = advise("en-garde", view, p, results)
    monkeypatch.setattr(game, "calibration", {"master": (0.5, -0.4)})
    assert calibration("en-garde", "master") == (0.5, -0.4) and calibration("en-garde", "club") == IDENTITY
    tempered = advise("en-garde", view, p, results)
    assert tempered.action == plain.action and plain.chance is not None
    assert tempered.chance == pytest.approx(sigmoid(0.5 * log_odds(plain.chance) - 0.4))


@pytest.mark.parametrize("game_name", GAMES)
def test_a_game_keeps_maps_only_for_the_searches_the_coach_shows_and_none_reorders_the_moves(
        game_name: str) -> None:
    maps = get_game(game_name).calibration
    assert set(maps) <= {HINT_LEVEL, REVIEW_LEVEL}  # a map under another name would never be read
    for fit in maps.values():
        shown = [win_chance(v / 20, fit) for v in range(-20, 21)]
        assert all(a < b for a, b in itertools.pairwise(shown))  # the better move keeps the higher chance
        assert shown[0] > 0.0 and shown[-1] < 1.0  # no map turns a search's read into a certainty
        assert 0.2 < win_chance(0.0, fit) < 0.8  # an even search is not shown as a foregone result


def some_position(game_name: str, seed: int, plies: int) -> GameState[Any]:
    """A position a few random moves in where the seat to move has a choice."""
    state = get_game(game_name).new({}, seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if state.is_chance():
            state.apply(state.sample_chance())
            continue
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    while state.is_chance():
        state.apply(state.sample_chance())
    assert not state.is_terminal()
    return state


@pytest.mark.parametrize("game_name", GAMES)
def test_every_win_chance_lies_between_0_and_1_and_names_a_legal_move(game_name: str) -> None:
    state = some_position(game_name, 2, 6)
    seat = state.current_player()
    found = win_chances(game_name, state.view(seat), 120, seed=4, searches=2)
    assert found and set(found) <= set(state.legal_actions())
    assert all(0.0 <= c <= 1.0 for c in found.values())
    # the same call gives the same chances: a worker process may run it
    assert win_chances(game_name, state.view(seat), 120, seed=4, searches=2) == found


# --- honesty: the same view gives the same hint, whatever is hidden --------------------------------------
def en_garde_twins() -> tuple[GameState[Any], GameState[Any]]:
    truth = en_garde_honesty.played_position(8, 12)
    return truth, en_garde_honesty.other_hidden_truth(truth, truth.to_move, random.Random(8))


def ready_fence_twins() -> tuple[GameState[Any], GameState[Any]]:
    truth = ready_fence_honesty.PHASES["phrase, the defender answers"]()
    return truth, ready_fence_honesty.other_hidden_truth(truth, truth.to_move, random.Random(7))


def ready_fence_turn_twins() -> tuple[GameState[Any], GameState[Any]]:
    truth = ready_fence_honesty.PHASES["turn, basic"]()
    return truth, ready_fence_honesty.other_hidden_truth(truth, truth.to_move, random.Random(7))


def audatia_twins(where: str) -> Callable[[], tuple[GameState[Any], GameState[Any]]]:
    def make() -> tuple[GameState[Any], GameState[Any]]:
        truth = audatia_honesty.PHASES[where]()
        return truth, audatia_honesty.other_hidden_truth(truth, truth.to_move, random.Random(7))
    return make


def barditus_twins(where: str) -> Callable[[], tuple[GameState[Any], GameState[Any]]]:
    def make() -> tuple[GameState[Any], GameState[Any]]:
        truth = barditus_honesty.PHASES[where]()
        return truth, barditus_honesty.other_hidden_truth(truth, truth.to_move, random.Random(7))
    return make


TWINS: dict[str, tuple[str, Callable[[], tuple[GameState[Any], GameState[Any]]]]] = {
    "en garde, a turn": ("en-garde", en_garde_twins),
    "ready-fence, a phrase": ("ready-fence", ready_fence_twins),
    "ready-fence, a turn": ("ready-fence", ready_fence_turn_twins),
    "audatia, the posta": ("audatia", audatia_twins("posta, second chooser")),
    "audatia, largo": ("audatia", audatia_twins("largo")),
    "barditus, building the list": ("barditus", barditus_twins("build, the second seat, halfway")),
    "barditus, orders": ("barditus", barditus_twins("orders")),
}


@pytest.mark.parametrize("where", sorted(TWINS))
def test_same_view_different_hidden_truth_same_hint_and_reasons(where: str) -> None:
    game_name, twins = TWINS[where]
    truth, twin = twins()
    seat = truth.current_player()
    assert twin.to_json() != truth.to_json()  # the hidden truth really differs
    assert twin.view(seat) == truth.view(seat)  # ... but not what the seat sees
    a = hint(game_name, truth.view(seat), seed=11, level="club")
    b = hint(game_name, twin.view(seat), seed=11, level="club")
    assert a == b
    assert a.action in truth.legal_actions()
    assert a.explanation() == b.explanation()


# every position the games' own honesty tests reach, for the reasons of every move there
HIDDEN: dict[str, tuple[str, Callable[[], GameState[Any]]]] = {
    **{f"ready-fence, {w}": ("ready-fence", f) for w, f in ready_fence_honesty.PHASES.items()},
    **{f"audatia, {w}": ("audatia", f) for w, f in audatia_honesty.PHASES.items()},
    **{f"barditus, {w}": ("barditus", f) for w, f in barditus_honesty.PHASES.items()},
}
MOVES = 40  # the reasons of this many moves of a position at most (a Trade offers dozens)
# where no move has a reason: building and laying down an army, and Sudden death's hidden row
SILENT = {"audatia, sudden row", "ready-fence, mulligan, second seat",
          *(f"barditus, {w}" for w in barditus_honesty.PHASES if w.startswith(("build", "deploy")))}


@pytest.mark.parametrize("where", sorted(HIDDEN))
def test_no_reason_changes_with_the_hidden_part_of_a_position(where: str,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """A reason is the view's alone: dealing what the seat cannot see otherwise (his hand, the
    decks, a list still in hand) when the position is rebuilt from the view changes no reason of
    any move, and the other hidden truth of the same view gives the same reasons."""
    game_name, make = HIDDEN[where]
    truth = make()
    seat = truth.current_player()
    view = truth.view(seat)
    game = get_game(game_name)
    hook = game.heuristics.reasons  # type: ignore[attr-defined]
    moves = truth.legal_actions()[:MOVES]
    said = [hook(view, a) for a in moves]
    assert any(said) or where in SILENT, where
    cls = game.state_class
    deals = {json.dumps(cls.from_view(view, random.Random(k)).to_json(), sort_keys=True) for k in (1, 2, 3)}
    # the reasons deal the hidden part with the random module they import: other seeds, other deals
    # (the state class may be compiled, and a compiled class cannot be patched)
    module = import_module(f"engine.games.{game_name.replace('-', '_')}.reasons")
    for k in (1, 2, 3):
        monkeypatch.setattr(module, "random", SimpleNamespace(Random=lambda _seed, k=k: random.Random(k)))
        assert [hook(view, a) for a in moves] == said, (where, k)
    monkeypatch.undo()
    rng = random.Random(7)
    other = {"ready-fence": ready_fence_honesty.other_hidden_truth,
             "audatia": audatia_honesty.other_hidden_truth,
             "barditus": barditus_honesty.other_hidden_truth}[game_name]
    twin = other(truth, seat, rng)  # type: ignore[operator]
    assert twin.view(seat) == view
    assert [hook(twin.view(seat), a) for a in moves] == said
    assert len(deals) > 1 or where.startswith("barditus"), "the rebuilt positions never differed"


def test_the_masters_hint_too_is_the_views_alone() -> None:
    truth, twin = en_garde_twins()
    seat = truth.current_player()
    assert hint("en-garde", truth.view(seat), seed=3) == hint("en-garde", twin.view(seat), seed=3)


# --- the hint in words -------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_name", GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_hint_reads_in_words_with_no_id_nor_notation(game_name: str, seed: int) -> None:
    state = some_position(game_name, seed, 4 + 9 * seed)
    seat = state.current_player()
    advice = hint(game_name, state.view(seat), seed=seed, level="club")
    forbidden = card_ids(game_name) | notation_words(state, state.legal_actions())
    text = advice.explanation()
    assert not tokens(text) & forbidden, text
    assert advice.words == state.describe(advice.action)
    if advice.chance is not None:
        assert f"about {round(100 * advice.chance)}%" in advice.odds()


def test_the_hint_names_the_next_best_move_and_both_chances() -> None:
    state = some_position("en-garde", 5, 3)
    seat = state.current_player()
    p = hint_plan("en-garde", state.view(seat), seed=5, level="club")
    results = [run_job(j) for j in p.jobs]
    advice = advise("en-garde", state.view(seat), p, results, "club")
    assert len(state.legal_actions()) > 1 and advice.rival is not None
    assert advice.chance is not None and advice.rival_chance is not None
    odds = advice.odds()
    if close(advice.chance, advice.rival_chance):  # said as one figure (tests/ai/test_advice_words.py)
        assert odds.startswith(f"The Club's search cannot tell this move from the next best, {advice.rival}")
    else:
        assert odds.startswith("The Club's search gives you about")
        assert f"the next best, {advice.rival}, about {round(100 * advice.rival_chance)}%" in odds


def test_an_only_move_is_said_to_be_one_and_still_weighed() -> None:
    state = some_position("en-garde", 1, 0)
    data = state.to_json()
    # the deck is out after a parry: the last attack or the hold; with no card of the distance, only the hold
    data.update(phase="final", deck_out=True, deck=[], pos=[9, 13])
    data["hands"][0] = [1, 1, 2, 2, 3]
    data["hands"][1] = [1, 2, 3, 3, 5]
    data["discard"] = [c for c in range(1, 6) for _ in range(5)]
    for h in data["hands"]:
        for c in h:
            data["discard"].remove(c)
    only = EnGardeState.from_json(data)
    assert only.legal_actions() == [eg.HOLD_ACTION]
    advice = hint("en-garde", only.view(0), seed=1, level="club")
    assert advice.only and advice.chance is not None
    assert advice.odds().startswith("It is your only move; the Club's search gives you about")


@pytest.mark.parametrize("game_name", GAMES)
def test_the_coach_weighs_an_only_move_with_the_levels_own_search(game_name: str) -> None:
    """The searches that weigh a move the level would not search (an only move) are that level's
    searches: its budget, and its policy where the game keeps one for it (En Garde's Master reads
    the hand, Barditus's plays an open-loop tree), not the plain one."""
    state = some_position(game_name, 1, 0)
    view = state.view(state.current_player())
    game = get_game(game_name)
    for level in ("club", "master"):
        planned = plan(game_name, view, level, seed=3)
        jobs = coach_jobs(game_name, view, 3, level)
        want = LEVELS[level].policy if LEVELS[level].policy in game.policies else None
        assert {j.policy for j in jobs} == {want}
        if planned.jobs:
            searched = [(j.iterations, j.policy) for j in planned.jobs]
            assert [(j.iterations, j.policy) for j in jobs] == searched
    if game_name in ("en-garde", "barditus"):  # the two that keep a Master's policy of their own
        assert coach_jobs(game_name, view, 3, "master")[0].policy == "master"


# --- En Garde's reasons: counting cards -------------------------------------------------------------
def en_garde(hand0: list[int], hand1: list[int], discard: list[int], pos: tuple[int, int],
             **extra: Any) -> EnGardeState:
    """A position of seat 0's turn; the deck is what is left of the 25 cards."""
    deck = [c for c in range(1, 6) for _ in range(5)]
    for c in hand0 + hand1 + discard:
        deck.remove(c)
    data = get_game("en-garde").new({}, 1).to_json()
    data.update(hands=[sorted(hand0), sorted(hand1)], discard=discard, deck=deck, pos=list(pos),
                round=1, **extra)
    return EnGardeState.from_json(data)


def en_garde_reasons(state: EnGardeState, action: eg.Action) -> list[str]:
    assert action in state.legal_actions()
    return get_game("en-garde").heuristics.reasons(state.view(state.to_move), action)  # type: ignore[attr-defined]


def test_all_five_threes_seen_he_cannot_parry_an_attack_with_a_three() -> None:
    state = en_garde([3, 3, 1, 2, 4], [1, 1, 2, 2, 4], [3, 3, 3, 5, 5], (5, 8))
    said = en_garde_reasons(state, eg.attack(3))
    assert said == ["All five 3s are accounted for (two in your hand, three played this round): "
                    "he cannot parry an attack with a 3."]
    # two 3s make 6, and under the rulebook's parry so do a 1 and a 5, or a 2 and a 4: he may
    # parry, but he has no 3 left to riposte with
    assert en_garde_reasons(state, eg.attack(3, 3)) == [
        "Even if he parries, he cannot keep a 3 to riposte with: all five 3s are accounted for "
        "(two in your hand, three played this round)."]


def test_with_one_three_unseen_the_coach_does_not_say_he_cannot_parry() -> None:
    # one 3 is with him; a twin with that 3 in the deck instead reads the same to seat 0
    state = en_garde([3, 3, 1, 2, 4], [3, 1, 2, 2, 4], [3, 3, 1, 5, 5], (5, 8))
    twin = en_garde([3, 3, 1, 2, 4], [1, 1, 2, 2, 4], [3, 3, 1, 5, 5], (5, 8))
    assert state.view(0) == twin.view(0)
    for s in (state, twin):
        assert not any("cannot parry" in r for r in en_garde_reasons(s, eg.attack(3)))


def test_he_holds_at_most_one_four_so_two_fours_cannot_be_parried_under_the_equal_parry() -> None:
    equal = {"level": "standard", "parry": "equal", "discards": "hidden", "hits": 5, "first": 0}
    state = en_garde([4, 4, 1, 2, 5], [1, 1, 2, 2, 3], [4, 4, 3, 5], (5, 9), options=equal)
    assert en_garde_reasons(state, eg.attack(4, 4)) == [
        "Only one 4 is unseen: he holds at most one, so an attack with two 4s cannot be parried."]
    # under the rulebook's parry a 3 and a 5 make 8 too: nothing certain to say
    total = en_garde([4, 4, 1, 2, 5], [1, 1, 2, 2, 3], [4, 4, 3, 5], (5, 9))
    assert not any("cannot" in r for r in en_garde_reasons(total, eg.attack(4, 4)))


def test_a_parry_that_keeps_a_card_of_the_distance_is_said_to_keep_the_riposte() -> None:
    state = en_garde([2, 2, 1, 4, 5], [2, 1, 1, 3, 3], [5, 3], (5, 7))
    data = state.to_json()
    data.update(phase="parry", pending=[2])
    parrying = EnGardeState.from_json(data)
    said = en_garde_reasons(parrying, eg.parry(2))
    assert said == ["You keep a 2 to riposte with: the distance stays 2, "
                    "and a riposte wins the round at once."]


def test_moving_where_no_card_of_the_distance_is_left_is_safe() -> None:
    # after retreating 1 the distance is 4; every 4 is in his sight... in seat 0's hand or played
    state = en_garde([1, 4, 4, 2, 2], [1, 1, 3, 3, 5], [4, 4, 4, 5], (5, 8))
    said = en_garde_reasons(state, eg.retreat(1))
    assert said == ["At distance 4 he cannot attack you: all five 4s are accounted for "
                    "(two in your hand, three played this round)."]
    # out of reach: distance 7, and no card is higher than 5
    assert en_garde_reasons(state, eg.retreat(4)) == [
        "At distance 7 he cannot attack you on his next turn: no card is higher than 5."]


# --- the other games' reasons -------------------------------------------------------------------------------
def phrases(bouts: int) -> list[ReadyFenceState]:
    """Each first answer of a phrase met in `bouts` random basic bouts."""
    out = []
    for seed in range(bouts):
        s = get_game("ready-fence").new({"mode": "basic", "first": seed % 2}, seed)
        assert isinstance(s, ReadyFenceState)
        rng = random.Random(seed)
        while not s.is_terminal():
            if s.phase == "phrase" and len(s.plays) == 1:
                out.append(s.clone())
            s.apply(rng.choice(s.legal_actions()))
    return out


def test_ready_fence_an_answer_faster_than_the_attack_is_said_to_beat_it() -> None:
    faster = parries = 0
    for truth in phrases(12):
        prev, me = truth.plays[-1], truth.to_move
        view = truth.view(me)
        for a in truth.legal_actions():
            said = " ".join(get_game("ready-fence").heuristics.reasons(view, a))  # type: ignore[attr-defined]
            if a.kind == "play" and not a.arg:
                speed = truth.defence_speed(me, fence_cards()[a.card])[0]
                beats = f"At speed {speed} it is faster than his {prev['name']} ({prev['speed']})"
                assert (beats in said) == (speed > prev["speed"])
                faster += speed > prev["speed"]
            if a.kind == "parry":
                assert f"A parry with {a.card} SP is worth speed {truth.parry_speed(me, int(a.card))}" in said
                parries += 1
    assert faster and parries  # both kinds of answer were met


def test_ready_fence_a_step_into_lunge_distance_with_an_attack_left_is_said() -> None:
    def ready(s: ReadyFenceState) -> bool:
        thrust = any(fence_cards()[c].kind == "straight-thrust" for c in s.hand[s.to_move])
        return s.phase == "turn" and s.distance() == 2 and s.actions_left == 2 and thrust

    truth = ready_fence_honesty.reach(ready)
    step = next(a for a in truth.legal_actions() if a.kind == "advance")
    said = get_game("ready-fence").heuristics.reasons(truth.view(truth.to_move), step)  # type: ignore[attr-defined]
    assert any("lunge distance with one action left" in r for r in said)


def test_audatia_a_posta_is_said_to_let_so_many_strikes_of_the_hand_attack() -> None:
    truth = audatia_honesty.PHASES["posta, first chooser"]()
    assert isinstance(truth, AudatiaState)
    me = truth.to_move
    for a in truth.legal_actions():
        if a.kind != "posta":
            continue
        p = truth.posta_card(me, a.card)
        n = sum(c.attack and c.line in p.attacks for c in truth.strikes_in_hand(me))
        said = get_game("audatia").heuristics.reasons(truth.view(me), a)  # type: ignore[attr-defined]
        # a posta none of his strikes may attack from gets no word for it
        assert any(r.startswith(f"From {p.name} {n} strike") for r in said) == (n > 0)
        assert any("Extensa" in r for r in said) == p.extensa


def test_barditus_a_battle_order_is_said_with_its_dice_and_its_cost() -> None:
    truth = barditus_honesty.PHASES["orders"]()
    assert isinstance(truth, BarditusState)
    me = truth.to_move
    battles = [a for a in truth.legal_actions() if a.kind == "battle"]
    assert battles
    for a in battles:
        said = get_game("barditus").heuristics.reasons(truth.view(me), a)  # type: ignore[attr-defined]
        dice = truth.battle_dice(me, a.a, a.b >= 0, False)
        assert said[0].startswith(f"It rolls {dice} di")
        if any("breaking" in r for r in said):  # an army near breaking comes before the cost
            continue
        cost = truth.cost(a.a)
        if cost:
            assert said[-1].startswith(f"It costs {cost} command point")
            assert f"of your {truth.command}" in said[-1]
        else:
            assert said[-1].startswith("It costs nothing")


def test_a_game_without_reasons_gives_none(monkeypatch: pytest.MonkeyPatch) -> None:
    state = some_position("en-garde", 5, 3)
    seat = state.current_player()
    heur = get_game("en-garde").heuristics
    monkeypatch.delattr(type(heur), "reasons")
    advice: Advice = hint("en-garde", state.view(seat), seed=5, level="club")
    assert advice.reasons == [] and advice.chance is not None
