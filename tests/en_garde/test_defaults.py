"""The defaults are the rulebook's: each default option is pinned to the passage it comes from, so
a later change cannot drift from the text unnoticed (shared/rules/en-garde.txt)."""

from __future__ import annotations

import itertools
import random
from math import comb
from typing import Any

import pytest

from engine.core.errors import PositionError
from engine.core.events import RoundOver
from engine.games import get_game
from engine.games.en_garde.heuristics import opponent_hands, p_parry, p_parry_riposte
from engine.games.en_garde.state import EnGardeState
from tests.en_garde.build import legal, play, position, state

GAME = get_game("en-garde")
DEFAULTS = {spec.name: spec.default for spec in GAME.options}


def test_the_parry_is_the_same_number_of_cards_reaching_the_same_value() -> None:
    # Standard Game, "Attacks and Parries": the same number of cards, the same value; its
    # example parries a 3 strengthened by a 3 with 2+4, 1+5 or 3+3.
    assert DEFAULTS["parry"] == "total"
    s = _default(hands=("33111", "12345"), pos=(10, 13))
    play(s, "A33")
    assert legal(s) == {"P15", "P24"}


def _default(**kw: Any) -> EnGardeState:
    """A position under the game's own default options (not the test builder's)."""
    return EnGardeState.from_json(position(**kw) | {"options": GAME.parse_options({})})


@pytest.mark.parametrize(("defender", "parry"), [("24555", "P24"), ("15555", "P15"), ("33555", "P33")])
def test_the_rulebook_example_parries_under_the_default_rule(defender: str, parry: str) -> None:
    s = _default(hands=("33111", defender), pos=(10, 13))
    events = play(s, "A33", parry)
    assert not any(isinstance(e, RoundOver) for e in events)
    assert s.phase == "turn" and s.to_move == 1 and s.riposte


def test_the_dialog_names_whose_each_parry_rule_is() -> None:
    (spec,) = [o for o in GAME.options if o.name == "parry"]
    assert spec.choice_help["total"].startswith("The rulebook")
    assert spec.choice_help["equal"].startswith("Later editions")


def test_the_later_editions_parry_is_an_option() -> None:
    s = state(parry="equal", hands=("33111", "12445"), pos=(10, 13))
    events = play(s, "A33")  # 2+4 would parry under the rulebook's rule
    assert [e.winner for e in events if isinstance(e, RoundOver)] == [0]


def test_the_standard_game_is_the_default_level() -> None:
    # "we implemented only standard rules" heads the rules as shared; Standard Game section
    assert DEFAULTS["level"] == "standard"


def test_a_match_is_won_at_five_hits() -> None:
    # Basic Game, "Play of Game": the first to win 5 rounds is the winner
    assert DEFAULTS["hits"] == 5


def test_only_the_last_card_played_is_visible() -> None:
    # Basic Game, "Play of Game": played cards go face down, only the last one visible
    assert DEFAULTS["discards"] == "hidden"


def test_the_default_option_set_is_exactly_the_pinned_one() -> None:
    # a new option must be pinned here too (and be off by default if it is ours)
    assert set(DEFAULTS) == {"level", "parry", "discards", "hits", "first"}
    assert GAME.parse_options({}) == DEFAULTS


# --- a position in which the mover cannot act is refused -------------------------------------


def test_a_loaded_attack_nobody_can_parry_is_refused_naming_the_hand() -> None:
    # Standard Game: an attack that cannot be parried hits at once; nobody is left to choose
    d = position(hands=("11122", "33345"), pos=(10, 13), to_move=0, phase="parry", pending="33")
    with pytest.raises(PositionError) as err:
        EnGardeState.from_json(d)
    assert err.value.field == "hands[0]"
    assert "no legal move" in err.value.problem


def test_a_loaded_turn_without_any_move_is_refused_naming_the_hand() -> None:
    # Basic Game, "Ending and Winning a Round": a player who can make no legal move loses it
    d = position(hands=("", "55555"), pos=(0, 1), to_move=0)
    with pytest.raises(PositionError) as err:
        EnGardeState.from_json(d)
    assert err.value.field == "hands[0]"


def test_a_determinized_opponent_can_always_answer() -> None:
    # That the fencer to move has an answer is public (else the round would be over), so the
    # AI's samples of his hand never hold a position the rules ended.
    s = state(hands=("33111", "24555"), pos=(10, 13), to_move=0)
    play(s, "A33")
    rng = random.Random(5)
    for _ in range(50):
        d = s.determinize(0, rng)
        assert d.legal_actions()
        EnGardeState.from_json(d.to_json())


# --- the AI counts parries by the rule in force ------------------------------------------------


def _brute_parry(un: tuple[int, ...], n: int, value: int, k: int, keep: bool) -> float:
    """P(n cards dealt from the unseen ones parry k x value by the total rule [and keep a
    card of value]), by listing every deal of distinct physical cards."""
    cards = [v for v in range(1, 6) for _ in range(un[v])]
    good = 0
    deals = list(itertools.combinations(range(len(cards)), n))
    for idx in deals:
        hand = [cards[i] for i in idx]
        for combo in itertools.combinations(range(n), k):
            chosen = [hand[i] for i in combo]
            rest = [hand[i] for i in range(n) if i not in combo]
            if sum(chosen) == value * k and (not keep or value in rest):
                good += 1
                break
    assert len(deals) == comb(len(cards), n)
    return good / len(deals)


@pytest.mark.parametrize(("un", "n", "value", "k"), [
    ((0, 2, 2, 0, 2, 1), 3, 3, 2),
    ((0, 1, 2, 3, 1, 2), 4, 3, 2),
    ((0, 2, 0, 1, 3, 1), 3, 4, 1),
    ((0, 1, 1, 2, 1, 1), 5, 3, 3),
])
def test_the_chance_he_can_parry_counts_mixed_parries(un: tuple[int, ...], n: int, value: int,
                                                      k: int) -> None:
    assert sum(p for _, p in opponent_hands(un, n)) == pytest.approx(1.0)
    assert p_parry(un, n, value, k, True) == pytest.approx(_brute_parry(un, n, value, k, False))
    assert p_parry_riposte(un, n, value, k, True) == pytest.approx(_brute_parry(un, n, value, k, True))


def test_with_no_three_unseen_a_double_three_is_still_parried_by_two_and_four() -> None:
    un = (0, 0, 5, 0, 5, 0)  # only 2s and 4s unseen
    assert p_parry(un, 5, 3, 2, False) == 0.0
    assert p_parry(un, 5, 3, 2, True) > 0.9
