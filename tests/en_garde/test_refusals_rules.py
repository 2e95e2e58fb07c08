"""En Garde's refusals, rule by rule: each code of engine/games/en_garde/refusals.py in a position
where the rulebook forbids the action, with the fields it names and the sentence a fencer reads;
then the rulebook's edge cases, and every action the notation can spell checked against the
legal moves of positions in every phase.

Positions are built with tests.en_garde.build (hands as digit strings, seat 0 on the low end).
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.refusal import Refusal
from engine.games import get_game
from engine.games.en_garde.actions import Action, parse_action
from engine.games.en_garde.cards import VALUES
from engine.games.en_garde.refusal_words import WORDS
from engine.games.en_garde.state import EnGardeState
from tests.en_garde.build import play, state

GAME = get_game("en-garde")


def refused(s: EnGardeState, text: str) -> tuple[Refusal, str]:
    """The refusal of `text` in `s`, and its sentence, after checking that every way of asking
    agrees: not a legal action, why_illegal says the refusal's words, apply raises them and
    leaves the position as it was."""
    a = parse_action(text)
    refusal = s.check(a)
    assert refusal is not None, f"{text} is legal here"
    assert a not in s.legal_actions()
    said = s.why_illegal(a)
    assert said == s.refusal_words(a, refusal)
    before = s.to_json()
    with pytest.raises(IllegalAction) as e:
        s.apply(a)
    assert str(e.value) == said
    assert s.to_json() == before
    return refusal, said


def accepted(s: EnGardeState, text: str) -> bool:
    a = parse_action(text)
    ok = s.check(a) is None
    assert ok == (a in s.legal_actions()), text
    return ok


def defending(**kw: Any) -> EnGardeState:
    """Seat 1 answers seat 0's advance 3 and attack with a 5 (advanced game, 8 spaces apart)."""
    s = state(level="advanced", pos=(4, 12), to_move=0, **kw)
    play(s, "F3A5")
    assert s.phase == "defend" and s.to_move == 1
    return s


# --- each code -------------------------------------------------------------------------------


def test_match_over() -> None:
    s = state(level="basic", target=1, hands=("51234", "12345"), pos=(5, 10))
    play(s, "A5")
    assert s.phase == "over"
    assert refused(s, "F1") == (Refusal("match_over"), "The match is over")


def test_must_parry_a_normal_attack() -> None:
    s = state(hands=("33124", "13555"), pos=(10, 13))
    play(s, "A3")
    assert refused(s, "B1") == (Refusal("must_parry", {"cards": (3,)}),
                                "Retreat 1: you must parry the attack of a 3 first")
    assert refused(s, "H")[0].code == "must_parry"


def test_must_parry_or_retreat_against_an_advance_and_attack() -> None:
    s = defending(hands=("35124", "12455"))
    assert refused(s, "F1") == (Refusal("must_parry_or_retreat", {"cards": (5,)}),
                                "Advance 1: you must parry the attack of a 5 or retreat first")
    assert accepted(s, "B1") and accepted(s, "P5")


def test_no_retreat_once_the_deck_is_out() -> None:
    # the attacker draws the last two cards: the figures no longer move, the attack must be parried
    s = defending(hands=("35124", "12455"), deck_size=2)
    assert s.deck_out
    assert refused(s, "B1") == (
        Refusal("no_retreat_deck_out", {"cards": (5,)}),
        "Retreat 1: the deck is out, figures no longer move; you must parry the attack of a 5")
    assert refused(s, "F1")[0] == Refusal("must_parry", {"cards": (5,)})
    assert accepted(s, "P5")


def test_last_chance_attack_or_hold() -> None:
    s = state(hands=("12345", "12345"), pos=(8, 15), to_move=0, deck_size=1, draws="1")
    play(s, "F1")
    assert s.phase == "final" and s.gap == 6
    assert refused(s, "B2") == (Refusal("last_chance", {"gap": 6}),
                                "Retreat 2: the deck is out, figures no longer move; attack at "
                                "distance 6 or hold")
    assert refused(s, "P3")[0].code == "last_chance"
    assert accepted(s, "H")


def test_no_attack_to_parry() -> None:
    s = state(hands=("33124", "13555"), pos=(10, 13))
    assert refused(s, "P3") == (Refusal("no_attack_to_parry"),
                                "Parry with 3: there is no attack to parry")


def test_hold_only_in_the_last_chance() -> None:
    s = state(hands=("33124", "13555"), pos=(10, 13))
    assert refused(s, "H") == (Refusal("hold_only_last_chance"),
                               "Hold (no last attack): the last chance to attack or hold comes only "
                               "once the deck is out")


def test_advance_and_attack_belongs_to_the_advanced_game() -> None:
    s = state(hands=("35124", "12455"), pos=(4, 12))
    assert refused(s, "F3A5") == (Refusal("advanced_only"),
                                  "Advance 3 and attack with a 5: advance-and-attack belongs to the "
                                  "advanced game")


def test_an_attack_is_of_one_value() -> None:
    s = state(hands=("33524", "12455"), pos=(10, 13))
    assert refused(s, "A35") == (Refusal("mixed_attack", {"cards": (3, 5)}),
                                 "Attack with 3 + 5: the cards of an attack must all be of one value")
    s = state(level="advanced", hands=("33524", "12455"), pos=(4, 12))
    assert refused(s, "F3A45")[0] == Refusal("mixed_attack", {"cards": (4, 5)})


def test_the_basic_game_attacks_with_a_single_card() -> None:
    s = state(level="basic", hands=("33124", "12455"), pos=(10, 13))
    assert refused(s, "A33") == (Refusal("single_card", {"count": 2, "most": 1}),
                                 "Attack with two 3s: the basic game attacks with a single card")
    assert accepted(s, "A3")


def test_a_parry_lays_as_many_cards_as_the_attack() -> None:
    s = state(hands=("33124", "13355"), pos=(10, 13))
    play(s, "A33")
    assert refused(s, "P3") == (Refusal("parry_count", {"count": 2, "cards": (3,)}),
                                "Parry with 3: a parry needs as many cards as the attack (2)")


def test_a_parry_reaches_the_attacks_total() -> None:
    s = state(hands=("33124", "13345"), pos=(10, 13))
    play(s, "A33")
    assert refused(s, "P14") == (Refusal("parry_total", {"cards": (3, 3), "parry": (1, 4)}),
                                 "Parry with 1 + 4: a parry needs the same total as the attack "
                                 "(two 3s)")


def test_under_the_later_editions_a_parry_lays_the_attacks_cards() -> None:
    s = state(parry="equal", hands=("33124", "13345"), pos=(10, 13))
    play(s, "A33")
    assert refused(s, "P15") == (Refusal("parry_equal", {"cards": (3, 3), "parry": (1, 5)}),
                                 "Parry with 1 + 5: a parry needs the same cards as the attack "
                                 "(two 3s)")


def test_only_cards_in_hand_are_played() -> None:
    s = state(hands=("11224", "12455"), pos=(10, 13))
    assert refused(s, "F3") == (Refusal("not_held", {"cards": (3,)}), "Advance 3: you do not hold a 3")
    s = state(level="advanced", hands=("33124", "12455"), pos=(4, 12))
    # the advance's card and the attack's are named together
    assert refused(s, "F3A5") == (Refusal("not_held", {"cards": (3, 5)}),
                                  "Advance 3 and attack with a 5: you do not hold 3 + 5")
    s = state(hands=("31124", "12455"), pos=(10, 13))
    assert refused(s, "A33") == (Refusal("not_held", {"cards": (3, 3)}),
                                 "Attack with two 3s: you do not hold two 3s")


def test_an_attack_is_worth_the_distance() -> None:
    s = state(hands=("33124", "12455"), pos=(9, 13))
    assert refused(s, "A3") == (Refusal("attack_distance", {"gap": 4, "value": 3}),
                                "Attack with a 3: an attack needs cards equal to the distance, 4")


def test_a_figure_may_not_reach_the_other_fencer() -> None:
    s = state(hands=("33124", "12455"), pos=(10, 13))
    assert refused(s, "F3") == (Refusal("would_reach", {"gap": 3, "card": 3}),
                                "Advance 3: the figure may not reach or pass the other fencer "
                                "(distance 3)")


def test_after_the_advance_the_attack_is_worth_the_distance_left() -> None:
    s = state(level="advanced", hands=("34124", "12455"), pos=(4, 12))
    assert refused(s, "F3A4") == (Refusal("advance_attack_distance", {"card": 3, "gap": 5, "value": 4}),
                                  "Advance 3 and attack with a 4: after advancing 3 the distance is 5")


def test_a_figure_may_not_leave_the_piste() -> None:
    s = state(hands=("33124", "12455"), pos=(2, 13))
    assert refused(s, "B3") == (Refusal("off_piste", {"card": 3, "room": 2}),
                                "Retreat 3: the figure may not leave the piste")
    s = state(hands=("33124", "12455"), pos=(2, 20), to_move=1)
    assert refused(s, "B4") == (Refusal("off_piste", {"card": 4, "room": 2}),
                                "Retreat 4: the figure may not leave the piste")


def test_the_game_says_its_refusals_in_its_own_words() -> None:
    assert GAME.refusal_words is WORDS
    assert WORDS.context == "EnGardeState"  # where the catalogues have translated them all along


# --- the order a fencer looks for the fault ----------------------------------------------------


def test_the_attack_to_answer_is_named_before_the_hand() -> None:
    s = state(hands=("33124", "13555"), pos=(10, 13))
    play(s, "A3")
    assert refused(s, "A4")[0].code == "must_parry"  # no 4 in seat 1's hand, nor is it his turn to attack


def test_a_badly_made_action_is_named_before_the_hand() -> None:
    s = state(hands=("11224", "12455"), pos=(10, 13))
    assert refused(s, "A35")[0].code == "mixed_attack"  # holds neither a 3 nor a 5
    s = state(level="basic", hands=("11224", "12455"), pos=(10, 13))
    assert refused(s, "A33")[0].code == "single_card"


def test_the_hand_is_named_before_the_piste() -> None:
    s = state(hands=("11224", "12455"), pos=(10, 13))
    assert refused(s, "A5")[0].code == "not_held"  # no 5, and 5 is not the distance either
    assert refused(s, "A4")[0].code == "attack_distance"


# --- the rulebook's edge cases -------------------------------------------------------------------


def test_the_rulebook_parries_of_3_3_are_2_4_1_5_and_3_3() -> None:
    s = state(hands=("33124", "12345"), pos=(10, 13))
    play(s, "A33")
    assert s.hand_cards(1) == [1, 2, 3, 4, 5]
    assert accepted(s, "P24") and accepted(s, "P15")
    assert refused(s, "P33")[0] == Refusal("not_held", {"cards": (3, 3)})  # right, but one 3 held
    assert refused(s, "P23")[0].code == "parry_total"


def test_a_normal_attack_is_defended_only_by_a_parry() -> None:
    s = state(level="advanced", hands=("33124", "13555"), pos=(10, 13))
    play(s, "A3")
    assert s.phase == "parry"
    assert refused(s, "B2")[0] == Refusal("must_parry", {"cards": (3,)})


def test_the_rulebook_advance_and_attack_eight_apart_three_then_five() -> None:
    s = state(level="advanced", hands=("35124", "12455"), pos=(4, 12))
    assert s.gap == 8 and accepted(s, "F3A5") and accepted(s, "F5A3")
    assert refused(s, "F3A55")[0] == Refusal("not_held", {"cards": (3, 5, 5)})


def test_moving_onto_or_over_the_other_fencer_is_refused_alike() -> None:
    s = state(hands=("12345", "12345"), pos=(10, 13))
    for text, card in (("F3", 3), ("F4", 4), ("F5", 5)):
        assert refused(s, text)[0] == Refusal("would_reach", {"gap": 3, "card": card})
    s = state(level="advanced", hands=("12345", "12345"), pos=(10, 13))
    assert refused(s, "F3A1")[0] == Refusal("would_reach", {"gap": 3, "card": 3})


def test_a_riposte_is_accepted_after_a_parry() -> None:
    s = state(hands=("33124", "33512"), pos=(10, 13))
    play(s, "A3", "P3")
    assert s.riposte and accepted(s, "A3")


def test_once_the_last_card_is_drawn_no_figure_moves() -> None:
    s = state(hands=("12345", "12345"), pos=(8, 15), to_move=0, deck_size=1, draws="1")
    play(s, "F1")
    for text in ("F1", "B1", "F1A5"):
        assert refused(s, text)[0] == Refusal("last_chance", {"gap": 6})


# --- every spelt action, every phase ------------------------------------------------------------


def every_action() -> list[Action]:
    """Each action the notation can spell."""
    groups = [c for k in range(1, 6) for c in itertools.combinations_with_replacement(VALUES, k)]
    spelt = [f"F{v}" for v in VALUES] + [f"B{v}" for v in VALUES] + ["H"]
    spelt += ["A" + "".join(map(str, g)) for g in groups] + ["P" + "".join(map(str, g)) for g in groups]
    spelt += [f"F{v}A" + "".join(map(str, g)) for v in VALUES for g in groups]
    return [parse_action(t) for t in spelt]


def built() -> list[EnGardeState]:
    """A position of each phase that is not the ordinary turn, and a riposte."""
    final = state(hands=("12345", "12345"), pos=(8, 14), to_move=0, deck_size=1, draws="1")
    play(final, "F1")
    final_parry = final.clone()
    play(final_parry, "A5")
    parry = state(hands=("33124", "33512"), pos=(10, 13))
    play(parry, "A3")
    riposte = parry.clone()
    play(riposte, "P3")
    same_cards = state(parry="equal", hands=("33124", "13345"), pos=(10, 13))
    play(same_cards, "A33")
    out = [parry, riposte, same_cards, defending(hands=("35124", "12455")),
           defending(hands=("35124", "12455"), deck_size=2), final, final_parry]
    assert [s.phase for s in out] == ["parry", "turn", "parry", "defend", "defend", "final", "final_parry"]
    return out


def walked(level: str, parry: str, seed: int) -> list[EnGardeState]:
    """Every eighth position of a random game, and its end."""
    s, rng, out = GAME.new({"level": level, "parry": parry}, seed), random.Random(seed), []
    for i in itertools.count():
        if i % 8 == 0 or s.is_terminal():
            out.append(s.clone())
        if s.is_terminal():
            return out
        s.step(rng.choice(s.legal_actions()))
    raise AssertionError("unreachable")


def test_check_accepts_exactly_the_legal_actions_and_words_every_refusal() -> None:
    actions = every_action()
    positions = built() + [p for level in ("basic", "standard", "advanced") for parry in ("total", "equal")
                           for p in walked(level, parry, seed=len(level) + len(parry))]
    assert {p.phase for p in positions} == {"turn", "parry", "defend", "final", "final_parry", "over"}
    codes: set[str] = set()
    for s in positions:
        legal = set(s.legal_actions())
        worded: set[str] = set()  # each code's words once a position: the words are slow to say
        for a in actions:
            refusal = s.check(a)
            assert (refusal is None) == (a in legal), (s.to_json(), a, refusal)
            if refusal is not None and refusal.code not in worded:
                worded.add(refusal.code)
                said = s.refusal_words(a, refusal)
                assert said and "{" not in said and "}" not in said, said
        codes |= worded
    assert codes == set(WORDS.texts)  # every rule refuses somewhere
