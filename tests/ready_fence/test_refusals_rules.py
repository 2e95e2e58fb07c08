"""Each rule that refuses a Ready...Fence! action, in a position fenced to it (or read from JSON
where play never reaches it): the code the one predicate names, its fields, and the sentence a
fencer reads; and the rulebook's edge cases, where the same predicate lets the action through."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.games.ready_fence.actions import PARRY_SP, POSITIONS, Action
from engine.games.ready_fence.cards import fence_cards
from engine.games.ready_fence.refusal_words import WORDS
from engine.games.ready_fence.state import ReadyFenceState
from tests.ready_fence.helpers import GAME, legal, play, table


def refused(s: ReadyFenceState, text: str, code: str, fields: Mapping[str, Any] | None = None,
            says: str = "") -> str:
    """`text` is refused here by the rule `code` (with `fields`), everywhere alike: `check`,
    the legal actions, `apply` and `why_illegal`; the sentence ends with `says`."""
    a = s.parse_action(text)
    r = s.check(a)
    assert r is not None and r.code == code, (text, r)
    assert dict(r.fields) == {**r.fields, **(fields or {})}, r.fields
    assert text not in legal(s)
    why = s.why_illegal(a)
    assert why == s.refusal_words(a, r) and why.endswith(says), why
    with pytest.raises(IllegalAction) as e:
        s.apply(a)
    assert str(e.value) == why
    return why


def allowed(s: ReadyFenceState, *texts: str) -> None:
    for text in texts:
        assert s.check(s.parse_action(text)) is None and text in legal(s), text


def from_json(s: ReadyFenceState, **changes: Any) -> ReadyFenceState:
    d = s.to_json()
    d.update(changes)
    return ReadyFenceState.from_json(d)


def test_every_code_has_words_and_the_game_registers_them() -> None:
    assert GAME.refusal_words is WORDS
    for code, text in WORDS.texts.items():
        assert code.isidentifier() and " " in text


# --- every phase ---------------------------------------------------------------------------------
def test_a_finished_bout_refuses_everything() -> None:
    s = table(points=(4, 0), hands=(["st4-1"], ["st4-2"]))
    play(s, "play st4-1", "pass")
    assert s.phase == "over"
    assert refused(s, "advance", "bout_over") == "the bout is over"


def test_a_move_of_another_moment_is_not_now_and_says_what_may_be_done() -> None:
    s = table(hands=(["st4-1"], []))
    why = refused(s, "parry 2", "not_now", {"phase": "turn"})
    # his one Straight Thrust stays in hand (basic): no discard is among what he may do
    assert why == ("Parry without a card, spending 2 SP: not now; in Your turn: two actions you may "
                   "advance, back, play, stall, weapon")
    m = GAME.new(GAME.parse_options({"mode": "basic"}), 3)
    assert isinstance(m, ReadyFenceState)
    refused(m, "advance", "not_now", {"phase": "mulligan", "kinds": ("keep", "mulligan")})


def test_a_card_not_in_hand_is_named() -> None:
    s = table(hands=(["st4-1"], ["sh6-1"]))
    assert refused(s, "play sh6-1", "not_held", {"card": "sh6-1"}) == \
        "Play Stop Hit (6): that card is not in your hand"
    s = table("advanced", hands=(["st4-1"], []))
    refused(s, "play st4-1 ang-1", "not_held", {"card": "ang-1"})  # the Angulations laid with it too


def test_a_card_is_played_with_its_stamina_in_reserve() -> None:
    s = table(stamina=(1, 6), hands=(["st4-1", "bt6-1"], []))
    assert refused(s, "play bt6-1", "too_costly", {"cost": 2, "sp": 1}) == \
        "Play Beat Thrust (6): it costs 2 SP and you have 1"
    s = table("advanced", stamina=(1, 6), hands=(["st5-1", "ang-1"], []))
    allowed(s, "play st5-1")
    refused(s, "play st5-1 ang-1", "too_costly", {"cost": 2, "sp": 1})  # the pair costs both


# --- the turn ------------------------------------------------------------------------------------
def test_the_fencers_never_share_a_square() -> None:
    s = table(pos=(4, 5), hands=(["st4-1"], []))
    refused(s, "advance", "no_room_ahead", says="the other fencer stands on the square ahead")
    allowed(s, "back")


def test_the_weapon_position_changes_once_a_turn_and_to_another_one() -> None:
    s = table(hands=(["st4-1"], []), weapon_changed=True)
    refused(s, "weapon engage", "weapon_once", says="the weapon position changes once a turn")
    s = table(hands=(["st4-1"], []))
    assert refused(s, "weapon line", "weapon_already", {"position": "line"}) == \
        "Take the position Point-in-Line: your weapon is already in Point-in-Line"


def test_one_discard_a_turn_and_a_retreat_after_it_keeps_its_cards() -> None:
    s = table("advanced", hands=(["st4-1", "bt4-1"], []), drew=True)
    refused(s, "discard st4-1", "discard_once", says="you may discard and draw only once a turn")
    refused(s, "retreat st4-1", "discard_once")
    allowed(s, "retreat")  # "the RETREAT action is carried out without the card change"


def test_nothing_is_drawn_from_an_empty_timer() -> None:
    s = table("advanced", hands=(["st4-1"], []), timer=[])
    refused(s, "discard st4-1", "timer_empty", says="the Timer deck is empty")
    refused(s, "retreat st4-1", "timer_empty")
    refused(s, "stall keep", "timer_empty")
    allowed(s, "stall", "retreat")


def test_the_straight_thrust_rule() -> None:
    s = table(hands=(["st3y-1", "bt4-1"], []))
    refused(s, "discard st3y-1", "straight_thrust_rule", {"card": "st3y-1"}, says="the Straight Thrust "
            "rule: keep a Straight Thrust, and the yellow one only goes for a faster one")
    s = table(hands=(["st3y-1", "st4-1"], []))
    allowed(s, "discard st3y-1")  # the yellow one goes for a faster one
    s = table("advanced", hands=(["st4-1"], []))
    allowed(s, "discard st4-1")  # "does not apply in the Advanced mode"


def test_a_stall_takes_both_actions_never_twice_in_a_row_nor_under_priority() -> None:
    s = table(hands=(["st4-1"], []), actions_left=1)
    refused(s, "stall", "stall_takes_both_actions", says="a stall takes both actions of a turn, and you have "
            "used one")
    s = table(hands=(["st4-1"], []), stalled=(True, False))
    refused(s, "stall", "stalled_last_turn", says="you stalled last turn, and may not stall twice in a row")
    s = table(hands=(["st4-1"], ["st4-2"]), overtime=True, priority=1, timer_size=4, points=(2, 2))
    refused(s, "stall", "no_stall_under_priority", says="once Priority is given, no fencer may stall")


# --- opening a phrase ----------------------------------------------------------------------------
def test_a_phrase_opens_with_a_red_card_never_a_parry_and_riposte() -> None:
    s = table(hands=(["st4-1", "sh6-1", "pr5-1"], []))
    refused(s, "play sh6-1", "not_red", says="a phrase opens with a red card")
    refused(s, "play pr5-1", "parry_riposte_first", says="it never opens a phrase")


def test_each_card_opens_at_its_distance() -> None:
    s = table("tutorial", pos=(3, 6), hands=(["st4-1"], []))
    assert refused(s, "play st4-1", "tutorial_lunge_only", {"distance": 2}) == (
        "Play Straight Thrust (4): in the tutorial a phrase opens only at lunge distance, and you are at "
        "long distance")
    s = table(hands=(["st4-1", "inf5-1", "fk5-1"], []))
    refused(s, "play inf5-1", "infighting_short_only", says="Infighting is played at short distance only")
    refused(s, "play fk5-1", "fleche_long_only", says="the Flèche is played at long distance only")
    s = table(pos=(3, 6), hands=(["st4-1", "fk5-1"], []))
    refused(s, "play st4-1", "lunge_only", {"distance": 2}, says="this card is played at lunge distance, and "
            "you are at long distance")
    allowed(s, "play fk5-1")


def test_a_glide_attack_needs_engagement() -> None:
    s = table(hands=(["ga5-1", "st4-1"], []))
    refused(s, "play ga5-1", "needs_engagement", {"card": "ga5-1"}, says="Glide Attack needs your weapon in "
            "Engagement")
    s = table(hands=(["ga5-1", "st4-1"], []), weapons=("engage", "line"))
    allowed(s, "play ga5-1")


def test_only_an_angulations_card_rides_and_only_on_an_attack_or_a_counterattack() -> None:
    s = table("advanced", hands=(["st4-1", "st5-1", "ang-1"], []))
    refused(s, "play st4-1 st5-1", "not_angulations", {"card": "st5-1"})
    allowed(s, "play st4-1 ang-1")
    s = table("advanced", hands=(["st4-1"], ["pr4-1", "sh5-1", "ang-1"]))
    play(s, "play st4-1")
    allowed(s, "play sh5-1 ang-1")
    assert refused(s, "play pr4-1 ang-1", "no_angulations_with", {"card": "pr4-1", "other": "ang-1"}) == (
        "Play Parry and Riposte (4) + Angulations/Oppositions: Angulations/Oppositions adds speed only "
        "to an attack or a counterattack, not to Parry and Riposte")


# --- answering in the phrase ---------------------------------------------------------------------
def riposted() -> ReadyFenceState:
    """A attacks, B parries and ripostes, A parries and ripostes, B ripostes again: A, with his two
    fencing actions made, faces a riposte at speed 7 (both in Invitation, +1 to every defence)."""
    s = table(weapons=("invite", "invite"), hands=(["st4-1", "pr5-1", "st5-1"], ["pr4-1", "pr6-1"]))
    play(s, "play st4-1", "play pr4-1", "play pr5-1", "play pr6-1")
    assert s.phase == "phrase" and s.to_move == 0 and s.plays[-1]["speed"] == 7
    return s


def test_two_fencing_actions_a_phrase() -> None:
    s = riposted()
    refused(s, "play st5-1", "two_actions_made", says="you have made your two fencing actions in this phrase")
    allowed(s, "parry 3")  # a parry without cards answers a riposte


def test_after_a_fleche_the_attacker_makes_no_other_action() -> None:
    s = table(pos=(3, 6), hands=(["fk5-1", "st4-1"], ["sh6-1", "st4-2"]))
    play(s, "play fk5-1")
    s = from_json(s, to_move=0)  # the phrase never comes back to him: read from JSON
    refused(s, "play st4-1", "fleche_no_second_action", says="after a Flèche the attacker makes no other "
            "fencing action")


def test_only_a_joker_answers_a_joker() -> None:
    s = table("advanced", hands=(["st4-1", "sh5-1", "ra-1"], ["jk-1"]))
    play(s, "play st4-1", "play jk-1")
    refused(s, "play sh5-1", "joker_only_by_joker", says="only a Joker answers a Joker")


def test_a_toe_touch_is_answered_by_a_stop_hit_in_line_or_by_distance() -> None:
    s = table(hands=(["tt5-1"], ["pr4-1", "sh5-1", "st4-2"]))
    play(s, "play tt5-1")
    refused(s, "play pr4-1", "toe_touch_answers", says="a Toe-Touch is answered only by a Stop Hit or a "
            "defence by distance")
    refused(s, "parry 3", "toe_touch_answers")  # "This attack cannot be parried"
    allowed(s, "play sh5-1", "distance")
    s = table(weapons=("line", "invite"), hands=(["tt5-1"], ["sh5-1", "st4-2"]))
    play(s, "play tt5-1")
    refused(s, "play sh5-1", "stop_hit_needs_line")  # a Stop Hit, though out of Line


def test_infighting_is_answered_by_infighting_parry_and_riposte_or_without_cards() -> None:
    s = table(pos=(4, 5), hands=(["inf5-1"], ["sh6-1", "inf4-1", "st4-2"]))
    play(s, "play inf5-1")
    refused(s, "play sh6-1", "infighting_answers", says="Infighting is answered only by Infighting, "
            "Parry and Riposte or a cardless defence")
    allowed(s, "play inf4-1", "distance")


def test_infighting_answers_from_short_or_lunge_distance_only() -> None:
    s = table(pos=(3, 6), hands=(["fk5-1"], ["inf4-1", "st4-2"]))
    play(s, "play fk5-1")
    refused(s, "play inf4-1", "infighting_too_far", {"distance": 2}, says="Infighting answers only at "
            "short or lunge distance, and you are at long distance")


def test_the_special_defences_answer_only_their_own_attacks() -> None:
    s = table("advanced", hands=(["st4-1"], ["cp6-1", "ct7-1", "dis5-1", "fit9-1", "bt4-2", "sh4-1"]))
    play(s, "play st4-1")
    refused(s, "play cp6-1", "ceding_parry_on_glide", says="a Ceding Parry answers only a Glide Attack or a "
            "Flanconade")
    refused(s, "play ct7-1", "counter_time_on_counterattack", says="a Counter-Time answers only a "
            "counterattack (a light-blue card)")
    refused(s, "play dis5-1", "derobement_needs_blade", says="or an attacker in Engagement")
    refused(s, "play fit9-1", "feint_in_time_on_counter_time", says="a Feint in Time answers only a "
            "Counter-Time")
    assert refused(s, "play bt4-2", "cannot_answer", {"card": "bt4-2", "other": "Straight Thrust"}) == \
        "Play Beat Thrust (4): Beat Thrust cannot answer Straight Thrust here"
    s = table("advanced", weapons=("engage", "line"), hands=(["st4-1"], ["dis5-1", "st4-2"]))
    play(s, "play st4-1")
    allowed(s, "play dis5-1")  # a derobement eludes his Engagement


def test_a_counterattack_is_answered_by_dark_blue_and_a_parry_by_light_blue() -> None:
    s = table("advanced", hands=(["st4-1", "sh7-1", "ct7-1"], ["sh5-1", "fit9-1", "pr6-1"]))
    play(s, "play st4-1", "play sh5-1")
    refused(s, "play sh7-1", "light_answered_by_dark", says="a light-blue card is answered only by a "
            "dark-blue card")
    refused(s, "parry 3", "cardless_against_attack", says="a defence without cards answers only an attack")
    play(s, "play ct7-1")
    refused(s, "play pr6-1", "dark_answered_by_light", says="a dark-blue card is answered only by a "
            "light-blue card")
    allowed(s, "play fit9-1")


def test_a_renewed_attack_follows_the_attackers_first_attack() -> None:
    s = table("advanced", hands=(["st4-1", "ra-1"], ["ra-2", "st5-1", "sh4-1"]))
    play(s, "play st4-1")
    refused(s, "renew st5-1", "not_renewed_attack", {"card": "st5-1"}, says="Straight Thrust is not a "
            "Renewed Attack")
    refused(s, "renew ra-2", "renew_after_first_attack", says="a Renewed Attack follows your own first "
            "attack, once a defence stopped it")


def test_a_feint_follows_the_attackers_first_attack_answered_by_a_card() -> None:
    s = table("advanced", hands=(["st4-1", "ft-1"], ["ft-2", "st5-1", "sh5-1"]))
    play(s, "play st4-1")
    refused(s, "feint st5-1 stop", "not_a_feint", {"card": "st5-1"}, says="Straight Thrust is not a Feint")
    refused(s, "feint ft-2 stop", "feint_after_defence", says="a Feint follows your first attack, once the "
            "other fencer answered it with a card")
    play(s, "play sh5-1")
    allowed(s, "feint ft-1 stop")


def test_a_feint_swaps_in_an_attack_that_could_open_here() -> None:
    s = table("advanced", hands=(["st4-1", "ft-1", "inf5-1", "fl7-1"], ["sh5-1"]))
    play(s, "play st4-1", "play sh5-1")
    refused(s, "feint ft-1 inf5-1", "infighting_short_only")
    allowed(s, "feint ft-1 fl7-1")


# --- defences without cards ----------------------------------------------------------------------
def test_no_defence_without_cards_at_zero_sp_nor_with_a_faster_card_in_hand() -> None:
    s = table(stamina=(6, 0), hands=(["st4-1"], ["sh4-1", "st4-2"]))
    play(s, "play st4-1")
    assert refused(s, "distance", "short_of_stamina", {"sp": 0}) == "Defend by distance: you have only 0 SP"
    s = table(stamina=(6, 2), hands=(["st4-1"], ["st4-2"]))
    play(s, "play st4-1")
    refused(s, "parry 3", "short_of_stamina", {"sp": 2})
    allowed(s, "parry 2")
    s = table(hands=(["st4-1"], ["sh5-1", "st4-2"]))
    play(s, "play st4-1")
    refused(s, "parry 3", "holds_faster_answer", says="you hold a card that answers it faster; a defence "
            "without cards is for a fencer who does not")
    refused(s, "distance", "holds_faster_answer")


def test_a_parry_without_cards_spends_two_speed_a_sp_and_invitation_adds_one() -> None:
    s = table(hands=(["st5-1"], ["st4-2"]))
    play(s, "play st5-1")
    assert refused(s, "parry 2", "parry_too_slow", {"parry": 4, "speed": 5}) == \
        "Parry without a card, spending 2 SP: a parry of 4 is slower than the attack's 5"
    s = table(weapons=("line", "invite"), hands=(["st5-1"], ["st4-2"]))
    play(s, "play st5-1")
    allowed(s, "parry 2")  # the rulebook's example: 2 x 2 + 1 = 5


def test_the_tutorial_has_no_parry_and_gives_up_a_chosen_card_by_distance() -> None:
    s = table("tutorial", hands=(["st4-1"], ["st5-1", "bt4-2"]))
    play(s, "play st4-1")
    refused(s, "parry 2", "tutorial_no_parry", says="the tutorial has no parry without cards")
    refused(s, "distance", "distance_gives_card", says="in the tutorial a defence by distance gives up "
            "a card of your choice: name it")
    allowed(s, "distance bt4-2")
    s = table(hands=(["st4-1"], ["st4-2", "sh4-1"]))
    play(s, "play st4-1")
    refused(s, "distance sh4-1", "distance_card_tutorial_only", says="only in the tutorial does a defence by "
            "distance give up a card of your choice")
    allowed(s, "distance")


def test_what_is_not_defended_by_distance() -> None:
    s = table("advanced", hands=(["fl6-1"], ["st4-2"]))
    play(s, "play fl6-1")
    refused(s, "distance", "faster_than_limit", {"limit": 5}, says="an attack faster than 5 cannot be "
            "defended by distance")
    s = riposted()
    refused(s, "distance", "riposte_no_distance", says="a riposte cannot be defended by distance")
    s = table("advanced", hands=(["st4-1", "ra-1"], ["st4-2"]))
    play(s, "play st4-1", "parry 2", "renew ra-1")
    refused(s, "distance", "renewed_no_distance", says="a renewed attack cannot be defended by distance")
    allowed(s, "parry 3")  # "The opponent can use ... a parry (without cards)", a second one


def test_a_defence_without_cards_once_a_phrase_and_only_against_the_first_attack() -> None:
    # play never brings these about (a cardless defence ends the phrase or meets a renewed attack):
    # read from JSON, the rule still holds
    s = riposted()
    once = from_json(s, cardless=[True, False])
    refused(once, "parry 3", "cardless_once", says="you have already defended without cards in this phrase")
    d = s.to_json()
    d["plays"][-1]["role"] = "red"
    later = ReadyFenceState.from_json(d)
    refused(later, "parry 3", "cardless_first_attack_only", says="a defence without cards answers only the "
            "first attack of a phrase")


def test_the_refusal_is_the_rule_that_decides() -> None:
    """`may_open` and `answer_role` decide by the very rule a refusal names."""
    s = table(hands=(["st4-1", "sh6-1", "ga5-1"], ["sh5-1", "pr4-1", "st4-2"]))
    for cid in s.hand[0]:
        assert (s.check(Action("play", cid)) is None) == s.may_open(0, fence_cards()[cid])
    play(s, "play st4-1")
    for cid in s.hand[1]:
        role = s.answer_role(1, fence_cards()[cid], s.plays[-1])
        assert (s.check(Action("play", cid)) is None) == bool(role)


@pytest.mark.parametrize("mode", ["tutorial", "basic", "advanced"])
def test_the_legal_actions_are_exactly_what_the_check_accepts(mode: str) -> None:
    """The legal-move lists are a fast path: at every position of a random bout, every move
    that names the fencer's cards (and a few he does not hold) is legal exactly when `check`
    accepts it, and each refusal has its words."""
    ids = sorted(fence_cards())
    counters = "on" if mode == "basic" else "off"  # our variant once, the rulebook twice
    s = GAME.new(GAME.parse_options({"mode": mode, "counters": counters}), 1)
    assert isinstance(s, ReadyFenceState)
    rng = random.Random(1)
    while not s.is_terminal():
        legal_now = set(s.legal_actions())
        cards = s.hand[s.to_move] + rng.sample(ids, 3)
        tries = [Action(k) for k in ("keep", "mulligan", "advance", "back", "retreat", "stall", "pass",
                                     "done", "distance")]
        tries += [Action("stall", "keep"), *(Action("weapon", w) for w in POSITIONS),
                  *(Action("parry", n) for n in PARRY_SP)]
        for c in cards:
            tries += [Action(k, c) for k in ("play", "discard", "renew", "retreat", "distance")]
            tries += [Action("feint", c, "stop"), *(Action("feint", c, x) for x in cards),
                      *(Action("play", c, x) for x in cards)]
        for a in tries:
            r = s.check(a)
            assert (r is None) == (a in legal_now), (a, r)
            assert r is None or s.refusal_words(a, r)
        s.apply(rng.choice(sorted(legal_now)))
