"""En Garde, rule by rule, in the order of the rulebook (/work/shared/rules/en-garde.txt).

Seat 0 starts on space 0 and moves up the piste; seat 1 starts on space 22 and moves down.
Positions are built with tests.en_garde.build.state(); moves are written in the notation
(F3 forward, B3 back, A3/A33 attack, F3A5 advance and attack, P33/P24 parry, H hold).
"""

from __future__ import annotations

import random

import pytest

from engine.core.errors import IllegalAction
from engine.core.events import CardMoved, GameOver, HandRevealed, RoundOver, ScoreChanged
from engine.games import get_game
from engine.games.en_garde.state import LAST_SPACE
from tests.en_garde.build import FIVE_OF_EACH, all_cards, hand, legal, play, state

GAME = get_game("en-garde")


def moves(s) -> set[str]:
    """The legal forward and backward moves (no attacks, parries or holds)."""
    return {m for m in legal(s) if m[0] in "FB" and "A" not in m}


def round_over(events) -> RoundOver:
    found = [e for e in events if isinstance(e, RoundOver)]
    assert len(found) == 1, events
    return found[0]


def assert_new_round(s, round_no: int, starter: int) -> None:
    """A fresh round: figures on the end spaces, five fresh cards each, the rest in the pack."""
    assert s.round_no == round_no
    assert s.pos == [0, 22]
    assert len(s.hand_cards(0)) == len(s.hand_cards(1)) == 5
    assert len(s.deck) == 15 and s.discard == []
    assert s.phase == "turn" and s.to_move == starter
    assert not s.deck_out and not s.riposte and s.pending == ()


# --- Contents ------------------------------------------------------------------------------


def test_contents_25_fencing_cards_five_of_each_value_from_1_to_5() -> None:
    for seed in range(5):
        s = GAME.new({}, seed=seed)
        assert all_cards(s) == FIVE_OF_EACH


# --- Basic game: the board -----------------------------------------------------------------


def test_the_board_shows_a_fencing_piste_of_23_spaces() -> None:
    assert LAST_SPACE == 22  # spaces 0..22
    # seat 1 can retreat to the far end, space 22, but not beyond
    s = state(hands=("12345", "12345"), pos=(5, 20), to_move=1)
    assert {"B1", "B2"} <= moves(s)
    assert "B3" not in moves(s)
    play(s, "B2")
    assert s.pos == [5, 22]


def test_the_hit_markers_start_on_0() -> None:
    s = GAME.new({}, seed=1)
    assert s.hits == [0, 0]


def test_at_the_start_of_each_round_the_figures_are_on_the_two_end_spaces() -> None:
    s = GAME.new({}, seed=2)
    assert s.pos == [0, 22]
    # and again after a round is won
    s = state(level="basic", hands=("12345", "12345"), pos=(9, 12), to_move=0)
    play(s, "A3")
    assert s.pos == [0, 22]


def test_each_player_is_dealt_5_cards_the_rest_lie_face_down_in_a_pile() -> None:
    s = GAME.new({}, seed=3)
    assert len(s.hand_cards(0)) == len(s.hand_cards(1)) == 5
    assert len(s.deck) == 15
    assert s.discard == []


def test_the_cards_are_well_shuffled() -> None:
    deals = {tuple(GAME.new({}, seed=seed).to_json()["deck"]) for seed in range(10)}
    assert len(deals) == 10
    # and shuffled afresh every round
    s = state(level="basic", hands=("12345", "12345"), pos=(9, 12), seed=11)
    play(s, "A3")
    first_round = GAME.new({}, seed=11).to_json()["deck"]
    assert s.deck != first_round


def test_the_players_decide_who_starts() -> None:
    assert GAME.new({"first": 0}, seed=4).to_move == 0
    assert GAME.new({"first": 1}, seed=4).to_move == 1


def test_the_start_player_alternates_in_every_subsequent_round() -> None:
    # round 0 opened by seat 1 (first=1): the next round is opened by seat 0
    s = state(level="basic", first=1, round_no=0, hands=("12345", "12345"), pos=(9, 12), to_move=1)
    play(s, "A3")
    assert_new_round(s, round_no=1, starter=0)
    # round 1 is opened by seat 0: round 2 by seat 1, even when round 1 is drawn
    s = state(level="basic", first=1, round_no=1, hands=("12345", "11234"), pos=(7, 13),
              to_move=0, deck_size=1, draws="5")
    play(s, "F2", "H")  # seat 0 draws the last card; both have moved 9 spaces: drawn
    assert s.hits == [0, 0]
    assert_new_round(s, round_no=2, starter=1)


# --- Basic game: play ----------------------------------------------------------------------


def test_players_play_alternately() -> None:
    s = state(hands=("11111", "22222"), pos=(0, 22), to_move=0)
    assert legal(s) == {"F1"}  # seat 0's cards
    play(s, "F1")
    assert s.to_move == 1
    assert legal(s) == {"F2"}  # now seat 1's cards
    with pytest.raises(IllegalAction):
        play(s, "F1")
    play(s, "F2")
    assert s.to_move == 0


def test_seat_0_moves_forwards_the_exact_number_of_spaces_on_the_card() -> None:
    s = state(hands=("12345", "12345"), pos=(0, 22), to_move=0)
    play(s, "F3")
    assert s.pos == [3, 22]


def test_seat_1_moves_forwards_the_exact_number_of_spaces_on_the_card() -> None:
    s = state(hands=("12345", "12345"), pos=(0, 22), to_move=1)
    play(s, "F4")
    assert s.pos == [0, 18]


@pytest.mark.parametrize(("seat", "after"), [(0, [2, 15]), (1, [5, 18])])
def test_the_player_may_decide_to_move_backwards(seat: int, after: list[int]) -> None:
    s = state(hands=("12345", "12345"), pos=(5, 15), to_move=seat)
    play(s, "B3")
    assert s.pos == after


def test_the_swordsman_may_not_move_off_the_board() -> None:
    s = state(hands=("12345", "12345"), pos=(2, 20), to_move=0)
    assert {m for m in moves(s) if m[0] == "B"} == {"B1", "B2"}
    with pytest.raises(IllegalAction):
        play(s, "B3")
    s = state(hands=("12345", "12345"), pos=(2, 20), to_move=1)
    assert {m for m in moves(s) if m[0] == "B"} == {"B1", "B2"}
    with pytest.raises(IllegalAction):
        play(s, "B5")


def test_at_the_start_a_swordsman_cannot_move_backwards_at_all() -> None:
    s = GAME.new({}, seed=5)
    assert not [m for m in legal(s) if m.startswith("B")]


def test_the_swordsman_may_not_move_onto_the_space_of_the_other_swordsman() -> None:
    s = state(hands=("12345", "12345"), pos=(10, 13), to_move=0)
    assert "F3" not in legal(s)
    with pytest.raises(IllegalAction):
        play(s, "F3")
    assert s.pos == [10, 13]


@pytest.mark.parametrize("seat", [0, 1])
def test_the_swordsman_may_not_move_over_the_other_swordsman(seat: int) -> None:
    s = state(hands=("12345", "12345"), pos=(10, 13), to_move=seat)
    assert {m for m in moves(s) if m[0] == "F"} == {"F1", "F2"}
    for m in ("F4", "F5"):
        with pytest.raises(IllegalAction):
            play(s, m)


def test_a_card_the_player_does_not_hold_cannot_be_played() -> None:
    s = state(hands=("11111", "22222"), pos=(0, 22), to_move=0)
    assert legal(s) == {"F1"}
    with pytest.raises(IllegalAction):
        play(s, "F2")


def test_at_the_end_of_his_turn_the_player_takes_cards_until_he_has_five() -> None:
    s = state(hands=("12345", "12345"), pos=(0, 22), to_move=0, draws="43")
    play(s, "F2")
    assert hand(s, 0) == "13445"
    assert len(s.deck) == 14
    assert s.deck[-1] == 3  # the next card in the pack was not taken


def test_cards_played_go_on_a_pile_and_the_last_card_played_is_on_top() -> None:
    s = state(hands=("12345", "12345"), pos=(0, 22), to_move=0)
    play(s, "F2", "F4")
    assert s.discard[-2:] == [2, 4]
    assert s.view(0).discard[-1] == 4


# --- Basic game: attacks and hits ----------------------------------------------------------


def test_an_attack_is_a_card_that_would_move_exactly_onto_the_opponent() -> None:
    s = state(level="basic", hands=("12345", "12345"), pos=(10, 13), to_move=0)
    attacks = {m for m in legal(s) if m.startswith("A")}
    assert attacks == {"A3"}
    s = state(level="basic", hands=("12455", "12345"), pos=(10, 13), to_move=0)
    assert not {m for m in legal(s) if m.startswith("A")}


def test_no_attack_beyond_the_reach_of_a_card() -> None:
    s = state(level="basic", hands=("12345", "12345"), pos=(5, 11), to_move=0)
    assert not {m for m in legal(s) if "A" in m}


def test_basic_every_attack_leads_to_a_hit() -> None:
    # seat 1 holds the 3s that would parry in the standard game: in the basic game that is no use
    s = state(level="basic", hands=("13455", "33312"), pos=(10, 13), to_move=0)
    events = play(s, "A3")
    assert round_over(events).winner == 0
    assert s.hits == [1, 0]


def test_basic_attacks_are_not_strengthened() -> None:
    s = state(level="basic", hands=("33312", "12455"), pos=(10, 13), to_move=0)
    assert {m for m in legal(s) if m.startswith("A")} == {"A3"}
    with pytest.raises(IllegalAction):
        play(s, "A33")


def test_basic_attack_also_hits_for_seat_1() -> None:
    s = state(level="basic", hands=("12345", "12345"), pos=(8, 12), to_move=1)
    play(s, "A4")
    assert s.hits == [0, 1]


# --- Basic game: ending and winning a round ------------------------------------------------


def test_the_round_ends_as_soon_as_a_player_achieves_a_hit_and_he_wins_it() -> None:
    s = state(level="basic", hands=("12345", "12345"), pos=(9, 12), to_move=0, round_no=0)
    events = play(s, "A3")
    assert round_over(events).winner == 0
    assert s.hits == [1, 0]
    assert_new_round(s, round_no=1, starter=1)
    assert all_cards(s) == FIVE_OF_EACH


def test_a_player_who_can_make_no_legal_move_loses_the_round() -> None:
    # seat 1 steps to 4 spaces away; seat 0 holds only 5s on space 0: no move, no attack
    s = state(hands=("55555", "12344"), pos=(0, 6), to_move=1)
    events = play(s, "F2")
    assert round_over(events).winner == 1
    assert s.hits == [0, 1]
    assert_new_round(s, round_no=1, starter=1)


def test_a_player_who_can_still_retreat_has_a_legal_move() -> None:
    s = state(hands=("55555", "12344"), pos=(5, 11), to_move=1)
    play(s, "F2")
    assert s.hits == [0, 0]
    assert legal(s) == {"B5"}


def test_a_parrying_player_with_no_move_left_for_his_own_turn_loses_the_round() -> None:
    # seat 1 parries 3+3 with 3+3 and then holds only 5s, 4 spaces from seat 0 at the end
    s = state(hands=("33111", "33555"), pos=(19, 22), to_move=0, draws="22")
    events = play(s, "A33", "P33")
    assert round_over(events).winner == 0
    assert s.hits == [1, 0]


def test_a_fencer_left_without_cards_after_a_parry_of_five_cards_loses_the_round() -> None:
    # parry=total: five 3s parried by 1+2+4+4+4; the defender then has no card for his own turn
    s = state(parry="total", hands=("33333", "12444"), pos=(10, 13), to_move=0)
    play(s, "A33333")
    assert legal(s) == {"P12444"}
    events = play(s, "P12444")
    assert round_over(events).winner == 0
    assert s.hits == [1, 0]


def test_the_round_ends_when_a_player_draws_the_last_card() -> None:
    s = state(level="basic", hands=("12345", "12345"), pos=(4, 18), to_move=0, deck_size=1, draws="2")
    play(s, "F1")
    assert s.deck == [] and s.deck_out
    assert hand(s, 0) == "22345"
    # seat 1 has his last chance: the gap is 13, no attack, so all he can do is hold
    assert legal(s) == {"H"}


def test_players_may_count_the_remaining_cards_in_the_pack() -> None:
    s = state(hands=("12345", "12345"), deck_size=7)
    assert s.view(0).deck_size == 7
    assert s.view(1).deck_size == 7
    assert s.view(None).deck_size == 7


def test_once_the_last_card_is_drawn_neither_figure_may_be_moved() -> None:
    s = state(level="basic", hands=("12345", "12345"), pos=(8, 15), to_move=0, deck_size=1, draws="1")
    play(s, "F2")
    assert s.to_move == 1
    assert legal(s) == {"A5", "H"}
    for m in ("F1", "F4", "B1"):
        with pytest.raises(IllegalAction):
            play(s, m)


def test_basic_after_the_last_card_the_opponent_has_one_last_chance_to_attack_and_win() -> None:
    s = state(level="basic", hands=("12345", "12345"), pos=(8, 15), to_move=0, deck_size=1, draws="5")
    play(s, "F2")  # seat 0 now holds two 5s: in the basic game that does not help him
    events = play(s, "A5")
    assert round_over(events).winner == 1
    assert s.hits == [0, 1]


def test_basic_a_round_without_a_hit_is_won_by_the_figure_that_moved_furthest() -> None:
    # seat 0 has moved 10 spaces, seat 1 has moved 7
    s = state(level="basic", hands=("12345", "12345"), pos=(8, 15), to_move=0, deck_size=1, draws="1")
    events = play(s, "F2", "H")
    assert round_over(events).winner == 0
    assert s.hits == [1, 0]


def test_basic_the_further_figure_wins_even_with_fewer_attacking_cards() -> None:
    # in the basic game only the distance counts: seat 1 holds two 5s at a gap of 5, seat 0 none
    s = state(level="basic", hands=("12334", "12455"), pos=(8, 15), to_move=0, deck_size=1, draws="1")
    play(s, "F2", "H")
    assert s.hits == [1, 0]


def test_basic_seat_1_wins_by_distance_too() -> None:
    # seat 0 has moved 3 spaces, seat 1 has moved 7
    s = state(level="basic", hands=("12345", "12345"), pos=(1, 15), to_move=0, deck_size=1, draws="1")
    play(s, "F2", "H")
    assert s.hits == [0, 1]


def test_if_both_figures_moved_the_same_distance_the_round_is_drawn() -> None:
    s = state(level="basic", hands=("12345", "12345"), pos=(7, 13), to_move=0, deck_size=1,
              draws="1", round_no=0)
    events = play(s, "F2", "H")  # both have moved 9 spaces
    assert round_over(events).winner is None
    assert not [e for e in events if isinstance(e, ScoreChanged)]
    assert s.hits == [0, 0]
    assert_new_round(s, round_no=1, starter=1)


# --- Basic game: the hit markers and the match ---------------------------------------------


def test_the_winner_of_a_round_moves_his_marker_one_space_forwards() -> None:
    s = state(level="basic", hands=("12345", "12345"), pos=(9, 12), to_move=1, hits=(2, 3))
    events = play(s, "A3")
    assert s.hits == [2, 4]
    assert [e for e in events if isinstance(e, ScoreChanged)] == [ScoreChanged(1, 4)]
    assert s.winner is None and not s.is_terminal()


def test_the_first_to_win_5_rounds_is_the_winner() -> None:
    assert GAME.new({}, seed=0).target == 5
    s = state(level="basic", hands=("12345", "12345"), pos=(9, 12), to_move=0, hits=(4, 4))
    events = play(s, "A3")
    assert s.hits == [5, 4]
    assert s.winner == 0
    assert s.is_terminal() and s.legal_actions() == []
    assert s.returns() == (1.0, -1.0)
    assert events[-1] == GameOver(0)
    with pytest.raises(IllegalAction):
        play(s, "F1")


def test_the_match_winner_seat_1_gets_plus_one() -> None:
    s = state(level="basic", hands=("12345", "12345"), pos=(9, 12), to_move=1, hits=(4, 4))
    play(s, "A3")
    assert s.winner == 1
    assert s.returns() == (-1.0, 1.0)


def test_the_match_is_not_over_before_5_hits() -> None:
    s = state(level="basic", hands=("12345", "12345"), pos=(9, 12), to_move=0, hits=(3, 4))
    play(s, "A3")
    assert s.hits == [4, 4]
    assert s.winner is None
    assert s.returns() == (0.0, 0.0)
    assert not s.is_terminal()


@pytest.mark.parametrize("target", [1, 3, 7])
def test_the_option_hits_sets_the_number_of_rounds_to_win(target: int) -> None:
    s = state(level="basic", target=target, hands=("12345", "12345"), pos=(9, 12), to_move=0,
              hits=(target - 1, 0))
    play(s, "A3")
    assert s.hits == [target, 0]
    assert s.winner == 0
    if target > 1:
        s = state(level="basic", target=target, hands=("12345", "12345"), pos=(9, 12), to_move=0,
                  hits=(target - 2, 0))
        play(s, "A3")
        assert s.winner is None


# --- Standard game: attacks and parries ----------------------------------------------------


def test_standard_the_attacker_may_play_more_cards_of_the_same_value_to_strengthen() -> None:
    s = state(hands=("33312", "12455"), pos=(10, 13), to_move=0)
    assert {m for m in legal(s) if m.startswith("A")} == {"A3", "A33", "A333"}


def test_standard_an_attack_may_not_be_strengthened_with_other_values() -> None:
    s = state(hands=("33412", "12455"), pos=(10, 13), to_move=0)
    for m in ("A34", "A23", "A4"):
        with pytest.raises(IllegalAction):
            play(s, m)


def test_standard_the_attacker_replenishes_only_after_laying_all_his_cards() -> None:
    s = state(hands=("33124", "33512"), pos=(10, 13), to_move=0, draws="55")
    play(s, "A33")
    assert s.discard[-2:] == [3, 3]
    assert hand(s, 0) == "12455"  # both 3s laid, then two cards taken
    assert hand(s, 1) == "12335"  # the defender has not drawn
    assert s.phase == "parry" and s.to_move == 1
    assert s.pending == (3, 3)


def test_standard_an_attack_only_ends_with_the_parry_or_the_hit() -> None:
    # a normal attack may only be defended with a parry: no moving away
    s = state(hands=("33124", "33512"), pos=(10, 13), to_move=0)
    play(s, "A3")
    assert legal(s) == {"P3"}
    for m in ("B1", "B2", "F1", "A3"):
        with pytest.raises(IllegalAction):
            play(s, m)


def test_standard_parry_with_the_same_cards_under_the_option_parry_equal() -> None:
    s = state(parry="equal", hands=("33124", "33245"), pos=(10, 13), to_move=0)
    play(s, "A33")
    assert legal(s) == {"P33"}
    play(s, "P33")
    assert s.hits == [0, 0]
    assert s.discard[-2:] == [3, 3]


def test_standard_parry_equal_2_and_4_do_not_parry_3_and_3() -> None:
    s = state(parry="equal", hands=("33111", "12345"), pos=(10, 13), to_move=0)
    events = play(s, "A33")
    assert round_over(events).winner == 0
    assert s.hits == [1, 0]


@pytest.mark.parametrize("defence", ["24", "15", "33"])
def test_rulebook_example_3_and_3_parried_by_2_and_4_or_1_and_5_or_two_3s(defence: str) -> None:
    # "if an attacker had laid a 3 card as an attack, and then a further 3 card as a strengthener,
    # then his opponent could parry by laying a 2 card and a 4 card ... or he could parry with a 1
    # and a 5 or two 3s."
    s = state(parry="total", hands=("33244", defence + "111"), pos=(10, 13), to_move=0)
    play(s, "A33")
    assert f"P{defence}" in legal(s)
    play(s, f"P{defence}")
    assert s.hits == [0, 0]
    assert sorted(s.discard[-2:]) == [int(c) for c in defence]
    assert s.phase == "turn" and s.to_move == 1


def test_rulebook_example_all_parries_of_3_and_3_from_one_hand() -> None:
    s = state(parry="total", hands=("33111", "12345"), pos=(10, 13), to_move=0)
    play(s, "A33")
    assert legal(s) == {"P15", "P24"}


def test_parry_total_needs_the_same_number_of_cards() -> None:
    # 1+1+4 also makes 6, but with three cards against two
    s = state(parry="total", hands=("33222", "11144"), pos=(10, 13), to_move=0)
    events = play(s, "A33")
    assert round_over(events).winner == 0


def test_parry_total_needs_the_same_value() -> None:
    # two cards each time, but 2+2=4, 2+5=7, 5+5=10: none makes the 6 of 3+3
    s = state(parry="total", hands=("33111", "22555"), pos=(10, 13), to_move=0)
    events = play(s, "A33")
    assert round_over(events).winner == 0


def test_parry_total_a_single_card_is_parried_only_by_the_same_card() -> None:
    s = state(parry="total", hands=("33111", "12455"), pos=(10, 13), to_move=0)
    events = play(s, "A3")  # 1+2 makes 3 but with two cards
    assert round_over(events).winner == 0


def test_standard_if_the_defender_is_unable_to_parry_the_attacker_scores_a_hit() -> None:
    s = state(hands=("33124", "12455"), pos=(10, 13), to_move=0, round_no=0)
    events = play(s, "A3")
    assert round_over(events).winner == 0
    assert s.hits == [1, 0]
    assert_new_round(s, round_no=1, starter=1)


def test_standard_a_strengthened_attack_is_not_parried_by_fewer_cards() -> None:
    s = state(hands=("33312", "33111"), pos=(10, 13), to_move=0)
    events = play(s, "A333")  # seat 1 holds only two 3s, and no three cards of his make 9
    assert round_over(events).winner == 0


def test_after_a_parry_the_defender_takes_his_own_turn_before_he_replenishes() -> None:
    s = state(hands=("33124", "33512"), pos=(10, 13), to_move=0, draws="55" + "412")
    play(s, "A33", "P33")
    assert s.phase == "turn" and s.to_move == 1
    assert hand(s, 1) == "125"  # no cards taken yet
    assert len(s.deck) == 13  # 15 after the deal, 2 taken by the attacker


def test_after_a_parry_the_defender_may_move_as_normal_and_only_then_replenishes() -> None:
    # Diagram 4: the defender parries and then moves
    s = state(hands=("33124", "33512"), pos=(10, 13), to_move=0, draws="55" + "412")
    play(s, "A33", "P33", "B2")
    assert s.pos == [10, 15]
    assert hand(s, 1) == "11245"  # 1 and 5 kept, then 4, 1, 2 taken
    assert s.phase == "turn" and s.to_move == 0


def test_after_a_parry_the_defender_may_counterattack_riposte_an_immediate_win() -> None:
    # seat 0 still holds a 3 after attacking, but a riposte is not parried: it wins
    s = state(hands=("33124", "33512"), pos=(10, 13), to_move=0, draws="3")
    events = play(s, "A3", "P3")
    assert hand(s, 0) == "12334"
    assert "A3" in legal(s)
    events = play(s, "A3")
    assert round_over(events).winner == 1
    assert s.hits == [0, 1]


def test_after_a_parry_without_a_card_for_the_gap_the_defender_must_move() -> None:
    s = state(hands=("33124", "33512"), pos=(10, 13), to_move=0)
    play(s, "A33", "P33")
    assert "A3" not in legal(s)  # no 3 left for a riposte; the defender must move
    assert {"F1", "F2", "B1", "B2", "B5"} == legal(s)


def test_only_the_turn_right_after_the_parry_is_a_riposte() -> None:
    # the defender moves instead of riposting; the next attack is an ordinary one again
    s = state(hands=("33124", "33512"), pos=(10, 13), to_move=0, draws="5" + "3" + "1")
    play(s, "A3", "P3", "B1")  # seat 1 to space 14, draws a 3
    assert s.pos == [10, 14]
    play(s, "F1")  # seat 0 to space 11, gap 3
    events = play(s, "A3")  # seat 1 attacks: an ordinary attack, seat 0 may parry
    assert not [e for e in events if isinstance(e, RoundOver)]
    assert s.phase == "parry" and s.to_move == 0


def test_a_parried_attacker_moves_as_normal_after_the_defenders_turn() -> None:
    s = state(hands=("33124", "33512"), pos=(10, 13), to_move=0, draws="55" + "412")
    play(s, "A33", "P33", "B2")
    assert hand(s, 0) == "12455"
    assert s.phase == "turn" and s.to_move == 0
    assert "A5" in legal(s) and "F4" in legal(s)


# --- Standard game: ending and winning a round ---------------------------------------------


def test_standard_the_last_chance_attack_must_be_parried_or_the_last_drawer_loses() -> None:
    s = state(hands=("12344", "12355"), pos=(8, 15), to_move=0, deck_size=1, draws="1")
    play(s, "F2")  # seat 0 takes the last card; gap 5
    assert s.phase == "final" and s.to_move == 1
    events = play(s, "A5")  # seat 0 holds no 5
    assert round_over(events).winner == 1
    assert s.hits == [0, 1]


def test_standard_the_last_chance_attack_parried_goes_to_the_comparison() -> None:
    # seat 0 parries the last attack with his only 5; neither holds a 5 any more, so the
    # distance decides: seat 0 has moved 10 spaces, seat 1 has moved 7
    s = state(hands=("12345", "12345"), pos=(8, 15), to_move=0, deck_size=1, draws="1")
    play(s, "F2")
    assert legal(s) == {"A5", "H"}
    play(s, "A5")
    assert s.phase == "final_parry" and s.to_move == 0
    assert legal(s) == {"P5"}  # and nothing else: no move, no retreat
    events = play(s, "P5")
    assert round_over(events).winner == 0
    assert s.hits == [1, 0]


def test_standard_if_the_last_player_to_play_attacks_his_opponent_must_parry() -> None:
    # seat 0 attacks and his refill takes the last card: seat 1 must parry, otherwise he loses
    s = state(hands=("33124", "12455"), pos=(10, 13), to_move=0, deck_size=1, draws="5")
    events = play(s, "A3")
    draws = [e for e in events if isinstance(e, CardMoved) and e.src == "deck"]
    assert draws[0] == CardMoved(5, "deck", "hand:0", False, private_to=0)  # the last card
    assert round_over(events).winner == 0
    assert s.hits == [1, 0]


def test_standard_once_the_last_card_is_drawn_the_parrying_player_may_not_move() -> None:
    s = state(hands=("33124", "33512"), pos=(10, 13), to_move=0, deck_size=1, draws="5")
    play(s, "A3")
    assert s.deck_out and s.phase == "parry"
    play(s, "P3")
    assert s.hits == [0, 0]
    assert moves(s) == set()


def test_standard_after_a_parry_with_the_deck_out_the_last_chance_is_a_riposte() -> None:
    # docs/rules/en-garde.md: "after that parry his last turn is a riposte turn (an attack wins)"
    s = state(hands=("33124", "33512"), pos=(10, 13), to_move=0, deck_size=1, draws="5")
    play(s, "A3", "P3")
    assert legal(s) == {"A3", "H"}
    events = play(s, "A3")
    assert round_over(events).winner == 1


def test_hold_is_only_for_the_last_chance_after_the_last_card() -> None:
    s = state(hands=("33124", "33512"), pos=(10, 13), to_move=0)
    assert "H" not in legal(s)
    with pytest.raises(IllegalAction):
        play(s, "H")
    play(s, "A3")
    assert "H" not in legal(s)  # an attack must be parried, not let pass
    with pytest.raises(IllegalAction):
        play(s, "H")


def test_standard_comparison_more_cards_equal_to_the_gap_wins_the_round() -> None:
    # seat 0 has moved further (10 v 7) but seat 1 holds two 5s at a gap of 5 against none
    s = state(hands=("12344", "12355"), pos=(8, 15), to_move=0, deck_size=1, draws="1")
    events = play(s, "F2", "H")
    assert round_over(events).winner == 1
    assert s.hits == [0, 1]


def test_standard_comparison_the_players_turn_over_their_remaining_cards() -> None:
    s = state(hands=("12344", "12355"), pos=(8, 15), to_move=0, deck_size=1, draws="1")
    events = play(s, "F2", "H")
    revealed = {e.seat: sorted(e.cards) for e in events if isinstance(e, HandRevealed)}
    assert revealed == {0: [1, 1, 3, 4, 4], 1: [1, 2, 3, 5, 5]}


def test_standard_comparison_only_if_the_cards_are_level_does_distance_count() -> None:
    # one 5 each at a gap of 5; seat 0 has moved 10, seat 1 has moved 7
    s = state(hands=("12345", "12345"), pos=(8, 15), to_move=0, deck_size=1, draws="1")
    events = play(s, "F2", "H")
    assert round_over(events).winner == 0
    assert s.hits == [1, 0]


def test_standard_comparison_nobody_holds_a_card_for_a_wide_gap() -> None:
    # a gap of 9: nobody can attack; seat 1 has moved further (5 v 3)
    s = state(hands=("12345", "12345"), pos=(1, 17), to_move=0, deck_size=1, draws="1")
    events = play(s, "F2", "H")
    assert round_over(events).winner == 1  # the gap was 14


def test_standard_comparison_level_cards_and_level_distance_is_a_drawn_round() -> None:
    s = state(hands=("12345", "12345"), pos=(7, 13), to_move=0, deck_size=1, draws="1", round_no=2)
    events = play(s, "F2", "H")  # gap 4, one 4 each, both moved 9
    assert round_over(events).winner is None
    assert s.hits == [0, 0]
    assert_new_round(s, round_no=3, starter=1)


def test_standard_comparison_after_a_parried_last_attack_counts_the_cards_left() -> None:
    # seat 1 attacks with a 5 after seat 0 took the last card; seat 0 parries with his only 5.
    # Left: seat 0 no 5, seat 1 one 5 -> seat 1 wins the comparison although seat 0 went further.
    s = state(hands=("12345", "12355"), pos=(8, 15), to_move=0, deck_size=1, draws="1")
    events = play(s, "F2", "A5", "P5")
    assert round_over(events).winner == 1


# --- Advanced game: advance and attack -----------------------------------------------------


def test_advanced_rulebook_example_8_apart_advance_3_then_attack_with_a_5() -> None:
    s = state(level="advanced", hands=("35124", "12344"), pos=(5, 13), to_move=0, draws="11")
    assert s.gap == 8
    assert "F3A5" in legal(s)
    play(s, "F3A5")
    assert s.pos == [8, 13]
    assert s.discard[-2:] == [3, 5]
    assert hand(s, 0) == "11124"  # he replenishes after laying his cards
    assert s.phase == "defend" and s.to_move == 1
    assert s.pending == (5,)


def test_advanced_the_advance_is_a_forward_move_then_any_card_equal_to_the_new_gap() -> None:
    s = state(level="advanced", hands=("35124", "12344"), pos=(5, 13), to_move=0)
    advance_attacks = {m for m in legal(s) if m.startswith("F") and "A" in m}
    assert advance_attacks == {"F3A5", "F5A3"}  # F4A4 would need two 4s


def test_advance_and_attack_is_not_part_of_the_standard_game() -> None:
    s = state(level="standard", hands=("35124", "12344"), pos=(5, 13), to_move=0)
    assert not {m for m in legal(s) if m.startswith("F") and "A" in m}
    with pytest.raises(IllegalAction):
        play(s, "F3A5")


def test_advanced_the_defender_may_parry_with_a_5_and_then_take_his_own_turn() -> None:
    # "he would have to lay a 5 card to parry and then another card for his own turn"
    s = state(level="advanced", hands=("35124", "51234"), pos=(5, 13), to_move=0, draws="11" + "25")
    play(s, "F3A5")
    assert "P5" in legal(s)
    play(s, "P5")
    assert s.hits == [0, 0]
    assert s.phase == "turn" and s.to_move == 1
    assert hand(s, 1) == "1234"  # no cards taken after the parry
    play(s, "F1")
    assert s.pos == [8, 12]
    assert hand(s, 1) == "22345"  # after his own turn: 2, 3, 4 kept, then a 2 and a 5 taken


def test_advanced_the_defender_may_instead_give_ground_by_moving_backwards() -> None:
    s = state(level="advanced", hands=("35124", "51234"), pos=(5, 13), to_move=0, draws="11" + "2")
    play(s, "F3A5")
    backs = {m for m in legal(s) if m.startswith("B")}
    assert backs == {"B1", "B2", "B3", "B4", "B5"}
    play(s, "B4")
    assert s.pos == [8, 17]
    assert s.hits == [0, 0]
    # the attacker then plays again in the normal way
    assert s.phase == "turn" and s.to_move == 0
    assert s.pending == ()
    assert len(s.hand_cards(1)) == 5


def test_advanced_a_retreat_is_no_parry_so_the_next_attack_is_no_riposte() -> None:
    s = state(level="advanced", hands=("35124", "51234"), pos=(5, 13), to_move=0, draws="11" + "4")
    play(s, "F3A5", "B1")
    assert s.gap == 6
    play(s, "F2")  # seat 0: gap 4
    events = play(s, "A4")
    assert not [e for e in events if isinstance(e, RoundOver)]
    assert s.phase == "parry"


def test_advanced_the_defender_gives_ground_only_backwards() -> None:
    s = state(level="advanced", hands=("35124", "51234"), pos=(5, 13), to_move=0)
    play(s, "F3A5")
    assert not [m for m in legal(s) if m.startswith(("F", "A", "H"))]
    for m in ("F1", "F4", "H", "A5"):
        with pytest.raises(IllegalAction):
            play(s, m)


def test_advanced_the_attack_of_an_advance_and_attack_may_be_strengthened() -> None:
    # docs/rules/en-garde.md: "the attack part may use several equal cards like any attack"
    s = state(level="advanced", hands=("35512", "55123"), pos=(5, 13), to_move=0)
    assert {"F3A5", "F3A55"} <= legal(s)
    play(s, "F3A55")
    assert s.pending == (5, 5)
    assert legal(s) == {"P55", "B1", "B2", "B3", "B5"}


def test_advanced_an_advance_and_attack_right_after_a_parry_is_no_riposte() -> None:
    # docs/rules/en-garde.md: "An advance-and-attack in that turn is not a riposte: it is
    # answered as usual."
    s = state(level="advanced", hands=("44123", "44135"), pos=(9, 17), to_move=1)
    play(s, "F4A4")  # seat 1 to 13, attacks with a 4 from 4 away
    play(s, "P4")  # seat 0 parries; his own turn now, gap 4
    assert "F1A3" in legal(s)
    events = play(s, "F1A3")
    assert not [e for e in events if isinstance(e, RoundOver)]
    assert s.phase == "defend" and s.to_move == 1


def test_advanced_a_normal_attack_may_only_be_defended_with_a_parry() -> None:
    # "a normal attack ... may only be defended with a parry, the movement backwards only defends
    # against the advance and attack."
    s = state(level="advanced", hands=("33124", "33512"), pos=(10, 13), to_move=0)
    play(s, "A3")
    assert s.phase == "parry"
    assert legal(s) == {"P3"}
    with pytest.raises(IllegalAction):
        play(s, "B2")


def test_advanced_a_normal_attack_hits_a_defender_who_could_only_retreat() -> None:
    s = state(level="advanced", hands=("33124", "12455"), pos=(10, 13), to_move=0)
    events = play(s, "A3")
    assert round_over(events).winner == 0


def test_advanced_the_advance_and_attack_hits_if_there_is_neither_parry_nor_retreat() -> None:
    # seat 1 on the end space cannot go back, and holds no 5
    s = state(level="advanced", hands=("35124", "12344"), pos=(14, 22), to_move=0)
    events = play(s, "F3A5")
    assert round_over(events).winner == 0


def test_advanced_an_advance_and_attack_may_not_move_onto_the_opponent_first() -> None:
    s = state(level="advanced", hands=("35124", "12344"), pos=(10, 13), to_move=0)
    assert not [m for m in legal(s) if m.startswith("F3A")]
    assert "F1A2" in legal(s) and "F2A1" in legal(s)


def test_advanced_after_the_last_card_the_advance_and_attack_may_not_be_escaped_backwards() -> None:
    s = state(level="advanced", hands=("35124", "51234"), pos=(5, 13), to_move=0, deck_size=2, draws="11")
    play(s, "F3A5")
    assert s.deck_out
    assert legal(s) == {"P5"}


def test_advanced_after_the_last_card_there_is_no_advance_and_attack() -> None:
    s = state(level="advanced", hands=("35124", "12345"), pos=(5, 14), to_move=1, deck_size=1, draws="1")
    play(s, "F1")  # seat 1 takes the last card; gap 8: F3A5 would be an advance and attack
    assert legal(s) == {"H"}


# --- Randomised: rules that hold on every move ---------------------------------------------


@pytest.mark.parametrize("level", ["basic", "standard", "advanced"])
def test_every_forward_and_backward_move_is_by_the_exact_card_value(level: str) -> None:
    rng = random.Random(level)
    for seed in range(8):
        s = GAME.new({"level": level}, seed=seed)
        while not s.is_terminal():
            a = rng.choice(s.legal_actions())
            before, seat, rnd = s.pos[:], s.to_move, s.round_no
            s.apply(a)
            if s.round_no != rnd:
                continue
            if a.kind in ("advance", "retreat"):
                step = a.card if (a.kind == "advance") == (seat == 0) else -a.card
                assert s.pos[seat] == before[seat] + step
                assert s.pos[1 - seat] == before[1 - seat]
            if a.kind == "advance_attack":
                assert s.pos[seat] == before[seat] + (a.card if seat == 0 else -a.card)
