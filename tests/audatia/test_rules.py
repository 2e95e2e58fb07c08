"""Audatia, rule by rule, in the order of docs/rules/audatia.md (our reading of the rulebook).

Seat 0 is the Challenger with Boucicaut's deck and seat 1 the Respondent with Galeazzo's,
unless a test says otherwise. Cards are picked by their symbols (tests.audatia.build), and a
position is built with `scene`, `standing` (both fencers in their poste Out of Measure) or
`struck` (a blow on the table to be answered). No fencer holds a Virtue unless the test gives
him one, so "most" of anything belongs to nobody by default.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from engine.core.errors import IllegalAction
from engine.core.events import ActionPlayed, CardMoved, GameOver, PhaseChanged, RoundOver, ScoreChanged
from engine.games.audatia import OPTIONS, describe_action
from engine.games.audatia.actions import Action
from engine.games.audatia.cards import LINES, VIRTUES, hand_of
from engine.games.audatia.state import HAND_SIZE, AudatiaState
from tests.audatia.build import (
    BOU,
    GAL,
    altered,
    card,
    counter,
    deck,
    every_card,
    find,
    find_all,
    kinds,
    legal,
    legal_cards,
    new,
    play,
    posta,
    posta_card,
    remedy,
    scene,
    skill,
    standing,
    strike,
    struck,
)

# --- cards the tests use, picked by their symbols ------------------------------------------

# Boucicaut (seat 0, the Challenger)
B_MF = strike(BOU, "mf", parry=True, counter=True, sun="rays", basic=True)  # the plain mandritto fendente
B_MM = strike(BOU, "mm", attack=True, parry=True)
B_RF = strike(BOU, "rf", attack=True, parry=True)
B_RM = strike(BOU, "rm", attack=True, parry=True)
B_MS = strike(BOU, "ms", attack=True, parry=True)
B_RS = strike(BOU, "rs", attack=True, parry=True)
B_PUNTA = strike(BOU, "p", attack=True, exchange=False, counter=False)
B_PUNTA_X = strike(BOU, "p", attack=True, exchange=True)
B_FINTA = skill(BOU, "feint")
B_AVOID = skill(BOU, "avoid")
B_STUDY = skill(BOU, "study", cycle=False)
B_AUDATIA_SKILL = skill(BOU, "virtue", virtue="audatia", amount=2)
B_REM_IN = remedy(BOU, sides={"inside"})
B_REM_OUT = remedy(BOU, sides={"outside"})
B_REM_BOTH = remedy(BOU, sides={"inside", "outside"}, over_the_top=False)

# Galeazzo (seat 1, the Respondent)
G_MF = strike(GAL, "mf", parry=True, counter=True, basic=True)
G_MF_NO_COUNTER = strike(GAL, "mf", parry=True, counter=False)
G_RF = strike(GAL, "rf", parry=True, basic=True)
G_MM = strike(GAL, "mm", parry=True, attack=True, basic=True)
G_RM = strike(GAL, "rm", parry=True, attack=True, basic=True)
G_MS = strike(GAL, "ms", parry=True, basic=True)
G_RS = strike(GAL, "rs", parry=True, basic=True)
G_PUNTA_X = strike(GAL, "p", exchange=True, attack=True)
G_PUNTA_PLAIN = strike(GAL, "p", exchange=False)
G_AVOID = skill(GAL, "avoid")
G_REM_IN = remedy(GAL, sides={"inside"})
G_REM_OUT = remedy(GAL, sides={"outside"})
G_REM_BOTH = remedy(GAL, sides={"inside", "outside"}, over_the_top=False)
G_OTT = remedy(GAL, over_the_top=True)
G_NOTHING = find_all(GAL, "remedy") + find_all(GAL, "counter")  # answers no blow at all

# poste with no upside-down Seven Swords, not Extensa and without a bonus: plain targets
G_PLAIN = posta(GAL, attackable_by=None, extensa=False, exchange=False, bonus=(), side="right")
B_PLAIN_MIDDLE = posta(BOU, attackable_by=None, extensa=False, bonus=(), side="middle", attacks_has=["mm"])

GAME_OPTIONS = {o.name: o.default for o in OPTIONS}

LOSS = {
    "react": "unanswered_attack",
    "reply": "uncountered_remedy",
    "exchanged": "no_outside_remedy",
    "break_answer": "unanswered_mezano",
}


def strikes_of(deck_name: str) -> list[str]:
    return find_all(deck_name, "strike")


def over(s, winner, reason) -> None:
    assert s.phase == "over"
    assert s.winner == winner
    assert s.reason == reason
    assert s.legal_actions() == []
    if winner is None:
        assert s.returns() == (0.0, 0.0)
    else:
        assert s.returns() == ((1.0, -1.0) if winner == 0 else (-1.0, 1.0))


def back_out_of_measure(s) -> None:
    """A Break Off: both return Out of Measure, the Challenger trades first, no stack left."""
    assert s.phase == "trade" and s.to_move == s.challenger
    assert s.stack == [[], []] and s.posta == [None, None]
    assert s.bind == "" and s.remedy is None and s.pending == ""


# ============================================================================================
# Setup (once per duel)
# ============================================================================================


@pytest.mark.parametrize("challenger", [0, 1])
def test_setup_1_the_challenger_option_names_the_challenger(challenger: int) -> None:
    s = new(challenger=challenger)
    assert s.challenger == challenger and s.respondent == 1 - challenger
    assert s.phase == "discard" and s.to_move == challenger
    # the Challenger's deck goes with the Challenger's seat
    assert s.decks[challenger].id == BOU and s.decks[1 - challenger].id == GAL


def test_setup_2_each_fencer_plays_his_chosen_deck_a_mirror_match_is_allowed() -> None:
    s = new(challenger_deck=GAL, respondent_deck=BOU)
    assert [d.id for d in s.decks] == [GAL, BOU]
    s = new(challenger_deck=GAL, respondent_deck=GAL)
    assert [d.id for d in s.decks] == [GAL, GAL]
    assert every_card(s, 0) == every_card(s, 1) == sorted(deck(GAL).cards)


def test_setup_3_the_twelve_poste_are_a_pile_always_all_available() -> None:
    s = scene(phase="posta", to_move=0)
    assert legal(s) == {f"posta {p}" for p in deck(BOU).poste}
    assert len(deck(BOU).poste) == 12
    play(s, "posta " + posta(BOU, side="right", bonus=()))
    # the Respondent too chooses among all twelve, whatever the Challenger took
    assert legal(s) == {f"posta {p}" for p in deck(GAL).poste}
    # the poste are never part of the hand or the Action deck
    assert not set(deck(BOU).poste) & set(every_card(s, 0))


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_setup_4_basics_start_in_hand_the_rest_is_the_shuffled_action_deck(seed: int) -> None:
    s = new(seed=seed)
    for seat, name in ((0, BOU), (1, GAL)):
        assert sorted(s.hand[seat]) == sorted(deck(name).basics())
        assert len(s.hand[seat]) == 12
        assert sorted(s.deck[seat]) == sorted(deck(name).others())
        assert len(s.deck[seat]) == 27
        assert s.discard[seat] == s.stack[seat] == []
    orders = {tuple(new(seed=x).deck[0]) for x in range(6)}
    assert len(orders) > 1  # the Action deck is shuffled


def test_setup_5_discarded_basics_are_replaced_from_the_deck() -> None:
    s = new(seed=4)
    gone = s.hand[0][:3]
    top = s.deck[0][-3:]
    events = play(s, *(f"discard {c}" for c in gone))
    assert len(s.hand[0]) == 9 and s.discard[0] == gone
    assert s.phase == "discard" and s.to_move == 0  # one card an action, then done
    # laid down face down: the other fencer does not learn them
    moved = [e for e in events if isinstance(e, CardMoved)]
    assert len(moved) == 3 and not any(e.face_up for e in moved)
    assert all(e.for_seat(1).card is None and e.for_seat(0).card in gone for e in moved)
    assert not s.view(1).public_discard[0]
    play(s, "done")
    assert sorted(s.hand[0]) == sorted([c for c in deck(BOU).basics() if c not in gone] + top)
    assert len(s.deck[0]) == 24
    # then the Respondent, who may keep them all
    assert s.phase == "discard" and s.to_move == 1
    play(s, "done")
    assert sorted(s.hand[1]) == sorted(deck(GAL).basics())
    assert s.phase == "virtues"


def test_setup_5_the_respondent_discards_after_the_challenger() -> None:
    s = new(challenger=1)
    assert s.to_move == 1
    play(s, "done")
    assert s.phase == "discard" and s.to_move == 0


def test_setup_5_only_as_many_discards_as_the_deck_can_replace() -> None:
    s = new()
    s.deck[0], moved = s.deck[0][-2:], s.deck[0][:-2]
    s.discard[0] = moved  # (keeps every card in one place)
    play(s, f"discard {s.hand[0][0]}", f"discard {s.hand[0][1]}")
    assert legal(s) == {"done"}


def test_setup_5_a_cycle_skill_may_be_cycled_while_laying_discards() -> None:
    """This test used to pin "no cycle in Setup". The rulebook (Skill Cards) lets a Cycle card go
    "at any time" and names no exception; from Setup 5 on the fencer holds a hand and a deck, so
    the cycle is his there too. A Salle bout deals a random hand, so a Cycle card can be in it."""
    s = new(variant="salle", seed=1)
    cyc = sorted(c for c in s.decks[0].cards if s.card(0, c).cycle)[0]
    s.hand[0] = [cyc, *[c for c in s.hand[0] if c != cyc]][:12]
    s.deck[0] = [c for c in s.decks[0].cards if c not in s.hand[0]]
    top = s.deck[0][-1]
    assert s.phase == "discard" and s.to_move == 0
    assert f"cycle {cyc}" in legal(s)
    play(s, f"discard {s.hand[0][1]}")
    events = play(s, f"cycle {cyc}")
    # shown, replaced at once, and the step goes on: the laid card is still owed its draw
    assert any(isinstance(e, CardMoved) and e.card == cyc and e.face_up for e in events)
    assert cyc in s.view(1).public_discard[0] and top in s.hand[0] and cyc not in s.hand[0]
    assert s.phase == "discard" and s.to_move == 0 and s.picked[0] == 1
    play(s, "done")
    assert len(s.hand[0]) == 12 and s.to_move == 1


def test_setup_5_a_cycle_leaves_the_deck_a_card_for_every_discard() -> None:
    s = new(variant="salle", seed=1)
    cyc = sorted(c for c in s.decks[0].cards if s.card(0, c).cycle)[0]
    s.hand[0] = [cyc, *[c for c in s.hand[0] if c != cyc]][:12]
    rest = [c for c in s.decks[0].cards if c not in s.hand[0]]
    s.deck[0], s.discard[0] = rest[-2:], rest[:-2]
    play(s, f"discard {s.hand[0][1]}")
    assert f"cycle {cyc}" in legal(s)  # two in the deck: one for the cycle, one for the discard
    play(s, f"discard {s.hand[0][1]}")
    assert legal(s) == {"done"}  # the deck holds only what the two discards are owed


def test_setup_5_in_the_duel_a_card_a_cycle_drew_is_no_basic_discard() -> None:
    # the shipped decks hold no Basic Cycle skill; a deck of a player's own may
    s = new()
    cyc = s.hand[0][0]
    altered(s, 0, cyc, cycle=True)
    top = s.deck[0][-1]
    assert not s.card(0, top).basic
    play(s, f"cycle {cyc}")
    assert top in s.hand[0] and f"discard {top}" not in legal(s)
    assert legal_cards(s, "discard") == set(s.hand[0]) - {top}  # Setup 5 lays Basic cards only


def test_setup_6_virtue_assignment_order() -> None:
    s = new()
    play(s, "done", "done")
    # 6.1 the Challenger has Audatia; 6.2 the Respondent chooses one of the three others
    assert s.phase == "virtues" and s.to_move == 1
    assert s.virtues == [["audatia"], []]
    assert legal(s) == {"virtue prudentia", "virtue celeritas", "virtue fortitudo"}
    with pytest.raises(IllegalAction):
        play(s, "virtue audatia")
    play(s, "virtue celeritas")
    # 6.3 the Challenger one of the two left
    assert s.phase == "virtues" and s.to_move == 0
    assert legal(s) == {"virtue prudentia", "virtue fortitudo"}
    play(s, "virtue fortitudo")
    # 6.4 the Respondent receives the last
    assert s.virtues == [["audatia", "fortitudo"], ["celeritas", "prudentia"]]
    assert s.phase == "salute" and s.to_move == 1


def setup_to_salute(**kw) -> object:
    s = new(**kw)
    play(s, "done", "done", "virtue prudentia", "virtue celeritas")
    assert s.phase == "salute" and s.to_move == s.respondent
    return s


def test_setup_7_the_respondent_may_salute_with_any_card_or_not() -> None:
    s = setup_to_salute()
    assert legal(s) == {f"salute {c}" for c in s.hand[1]} | {"pass"}
    play(s, "pass")
    assert s.salute == [0, 0] and not s.salute_bonus
    assert s.phase == "trade" and s.to_move == 0


def test_setup_6_a_cycle_skill_may_be_cycled_while_the_virtues_are_chosen() -> None:
    # "at any time" (Skill Cards): choosing a Virtue is a time its owner acts
    s = scene(phase="virtues", to_move=1, virtues=(["audatia"], []), hands=(None, [CYCLER, G_MF]),
              deck_tops=((), [G_RS]))
    assert f"cycle {CYCLER}" in legal(s)
    play(s, f"cycle {CYCLER}")
    assert G_RS in s.hand[1] and s.phase == "virtues" and s.to_move == 1
    assert s.virtues == [["audatia"], []]


def saluting_with_a_cycler() -> tuple[AudatiaState, str]:
    """The Salute (Setup 7) with a Cycle skill in each hand, the first time Out of Measure ahead."""
    b_cycler = skill(BOU, "study", cycle=True)
    return scene(phase="salute", to_move=1, first_oom=True, virtues=(["audatia"], ["celeritas"]),
                 hands=([b_cycler, B_MM, B_RF], [CYCLER, G_MF, G_RS]), deck_tops=([B_MS], [G_MM])), b_cycler


def test_setup_7_a_cycle_skill_may_be_cycled_at_the_salute() -> None:
    """The rulebook: a Cycle card may be discarded for a new card "at any time" (Skill Cards),
    with no exception for Setup. The Respondent may cycle at the Salute; it is no salute."""
    s, _ = saluting_with_a_cycler()
    cycle = Action("cycle", CYCLER)
    assert cycle in s.legal_actions()
    s.check_legal(cycle)  # no refusal left for it
    # a refusal at this step lists the cycle among what the step allows
    assert "cycle" in s.why_illegal(Action("answer", G_MF)).split("you may")[1]
    events = play(s, f"cycle {CYCLER}")
    assert any(isinstance(e, CardMoved) and e.card == CYCLER and e.face_up for e in events)
    assert CYCLER in s.view(0).public_discard[1] and G_MM in s.hand[1]
    # the Salute is still to be made or refused: the Challenger is not asked to answer a cycle
    assert s.phase == "salute" and s.to_move == 1 and s.salute == [0, 0]
    assert len(s.hand[1]) == 3  # the hand is as large as before
    play(s, f"salute {G_MF}")
    assert s.phase == "answer" and s.salute == [0, 1]


def test_setup_7_the_challenger_may_cycle_before_he_answers_the_salute() -> None:
    s, b_cycler = saluting_with_a_cycler()
    play(s, f"salute {G_MF}")
    assert f"cycle {b_cycler}" in legal(s)
    play(s, f"cycle {b_cycler}")
    assert B_MS in s.hand[0] and s.phase == "answer" and s.to_move == 0 and s.salute == [0, 1]
    play(s, "pass")
    # the cycle was no answer: the Respondent keeps his +4 Audatia
    assert s.salute_bonus and s.phase == "trade"


def test_setup_7_unanswered_salute_gives_four_audatia_to_the_first_strike() -> None:
    s = setup_to_salute()
    saluted = G_REM_OUT
    events = play(s, f"salute {saluted}")
    assert saluted in s.view(0).public_discard[1]  # a salute is seen
    assert any(isinstance(e, CardMoved) and e.card == saluted and e.face_up for e in events)
    assert s.phase == "answer" and s.to_move == 0
    assert legal(s) == {f"answer {c}" for c in s.hand[0]} | {"pass"}
    play(s, "pass")
    assert s.salute_bonus
    # Setup 8: Out of Measure; the first time nothing is refilled
    assert s.phase == "trade" and s.to_move == 0
    assert [len(h) for h in s.hand] == [12, 11]
    assert s.virtue(1, "audatia") == 0  # nothing until the poste are revealed
    play(s, "done", "done", "posta " + B_PLAIN_MIDDLE, "posta " + G_PLAIN)
    assert s.virtue(1, "audatia") == 4 and s.virtue(0, "audatia") == 1
    # the Respondent's first strike carries it ...
    assert s.phase == "skills"
    play(s, "done", "done", "wait")
    assert s.phase == "open2" and s.to_move == 1
    play(s, f"attack {G_MF}")
    assert s.bonus_on[1] == G_MF and s.virtue(1, "audatia") == 4
    # ... so when his cut is parried he has most Audatia: the Audatia Entry is his
    play(s, f"parry {B_RF}")
    assert s.phase == "entry" and s.to_move == 1
    assert {a.kind for a in s.legal_actions()} >= {"remedy"}


def test_setup_7_an_answered_salute_gives_no_bonus() -> None:
    s = setup_to_salute()
    play(s, f"salute {s.hand[1][0]}", f"answer {s.hand[0][0]}")
    assert s.salute == [1, 1] and not s.salute_bonus
    assert [len(h) for h in s.hand] == [11, 11]
    play(s, "done", "done", "posta " + B_PLAIN_MIDDLE, "posta " + G_PLAIN)
    assert s.virtue(1, "audatia") == 0 and s.virtue(0, "audatia") == 1


def test_salute_cards_are_not_replaced_at_a_break_off() -> None:
    s = scene(phase="largo", to_move=0, attacker=0, bind="largo", waited=True, salute=[1, 0],
              hands=([B_MF, B_REM_IN], [G_MF]), stacks=([B_MM], [G_RF]), side=["left", "right"])
    play(s, "wait")
    back_out_of_measure(s)
    assert [len(h) for h in s.hand] == [HAND_SIZE - 1, HAND_SIZE]


def test_break_off_refills_to_twelve() -> None:
    s = scene(phase="largo", to_move=0, attacker=0, bind="largo", waited=True,
              hands=([B_MF], [G_MF, G_RF]), stacks=([B_MM], [G_RS]), side=["left", "right"])
    top = s.deck[0][-1]
    play(s, "wait")
    back_out_of_measure(s)
    assert [len(h) for h in s.hand] == [12, 12]
    assert top in s.hand[0]
    # the stacks went to the discard pile, face up
    assert B_MM in s.view(1).public_discard[0] and G_RS in s.view(0).public_discard[1]


def test_break_off_with_a_short_deck_refills_what_it_can() -> None:
    s = scene(phase="largo", to_move=0, attacker=0, bind="largo", waited=True,
              hands=([B_MF], [G_MF]), stacks=([B_MM], [G_RS]), side=["left", "right"],
              deck_sizes=(3, None))
    play(s, "wait")
    assert len(s.hand[0]) == 4 and s.deck[0] == []


# ============================================================================================
# Out of Measure
# ============================================================================================


def test_oom_trades_two_for_one() -> None:
    s = scene(phase="trade", to_move=0, hands=([B_MF, B_MM, B_RF, B_RM], None), deck_tops=([B_RS], ()))
    assert {"done", f"trade {B_MF}"} <= legal(s)
    events = play(s, f"trade {B_MF}")
    assert s.hand[0] == [B_MM, B_RF, B_RM] and s.picked[0] == 1
    # half a Trade: the second card must follow
    assert legal(s) == {f"trade {c}" for c in s.hand[0]}
    events += play(s, f"trade {B_MM}")
    assert sorted(s.hand[0]) == sorted([B_RF, B_RM, B_RS]) and s.picked[0] == 0
    # laid face down, drawn in secret
    for e in events:
        if isinstance(e, CardMoved):
            assert not e.face_up and e.for_seat(1).card is None
    assert s.view(1).public_discard[0] == () and s.view(1).discard_sizes[0] == 2
    assert s.phase == "trade" and s.to_move == 0 and "done" in legal(s)


def test_oom_trades_one_for_one_with_most_prudentia() -> None:
    s = scene(phase="trade", to_move=0, hands=([B_MF, B_MM], None), deck_tops=([B_RS], ()),
              virtues=(["prudentia"], []))
    play(s, f"trade {B_MF}")
    assert sorted(s.hand[0]) == sorted([B_MM, B_RS]) and s.picked[0] == 0


def test_oom_trade_needs_cards_to_lay_and_a_deck_to_draw_from() -> None:
    s = scene(phase="trade", to_move=0, hands=([B_MF], None))
    assert legal(s) == {"done"}  # one card cannot make a two-card Trade
    s = scene(phase="trade", to_move=0, hands=([B_MF, B_MM], None), deck_sizes=(0, None))
    assert legal(s) == {"done"}  # nothing to draw


def test_oom_trades_challenger_first_then_respondent_then_poste() -> None:
    s = scene(phase="trade", to_move=0)
    play(s, "done")
    assert s.phase == "trade" and s.to_move == 1
    play(s, "done")
    assert s.phase == "posta" and s.to_move == 0


def test_oom_cycle_skills_may_be_cycled_during_trades() -> None:
    cyc = skill(GAL, "feint", cycle=True)
    s = scene(phase="trade", to_move=1, hands=(None, [cyc, G_MF]), deck_tops=((), [G_RF]))
    assert f"cycle {cyc}" in legal(s)
    events = play(s, f"cycle {cyc}")
    assert sorted(s.hand[1]) == sorted([G_MF, G_RF])
    assert cyc in s.view(0).public_discard[1]  # a cycled card is shown
    assert any(isinstance(e, CardMoved) and e.card == cyc and e.face_up for e in events)
    assert s.phase == "trade" and s.to_move == 1


def test_posta_choice_is_hidden_until_both_commit() -> None:
    s = scene(phase="posta", to_move=0)
    choice = posta(BOU, extensa=True)
    events = play(s, f"posta {choice}")
    assert s.phase == "posta" and s.to_move == 1
    assert s.posta == [None, None]
    seen = json.dumps(s.view(1).to_json())
    assert choice not in seen and choice not in json.dumps(s.view(None).to_json())
    assert s.view(1).committed == (True, False)
    assert s.view(0).my_commit == choice
    moved = [e for e in events if isinstance(e, CardMoved)]
    assert moved and all(e.for_seat(1).card is None for e in moved)
    # a different commitment looks the same to the second chooser
    other = scene(phase="posta", to_move=0)
    play(other, f"posta {posta(BOU, side='left')}")
    assert other.view(1) == s.view(1)
    # both revealed together after the second choice
    events = play(s, f"posta {G_PLAIN}")
    assert s.posta == [choice, G_PLAIN]
    assert any(isinstance(e, CardMoved) and e.card == choice and e.face_up for e in events)


def test_posta_reveal_sets_the_posta_bonuses() -> None:
    p0 = posta(BOU, bonus=(("fortitudo", 1),))
    p1 = posta(GAL, bonus=(("celeritas", 1),))
    s = scene(phase="posta", to_move=0)
    play(s, f"posta {p0}", f"posta {p1}")
    assert s.virtue(0, "fortitudo") == 1 and s.virtue(1, "celeritas") == 1


def test_oom_skills_start_with_most_celeritas() -> None:
    s = scene(phase="posta", to_move=1, committed=[B_PLAIN_MIDDLE, None], virtues=([], ["celeritas"]))
    play(s, f"posta {G_PLAIN}")
    assert s.phase == "skills" and s.to_move == 1
    play(s, "done")
    assert s.phase == "skills" and s.to_move == 0
    play(s, "done")
    assert s.phase == "open1" and s.to_move == 0


def test_oom_skills_a_tie_in_celeritas_starts_with_the_challenger() -> None:
    # the Respondent's posta bonus brings him level with the Challenger's Celeritas card
    fast = posta(GAL, bonus=(("celeritas", 1),))
    s = scene(phase="posta", to_move=1, committed=[B_PLAIN_MIDDLE, None], virtues=(["celeritas"], []))
    play(s, f"posta {fast}")
    assert s.virtue(0, "celeritas") == s.virtue(1, "celeritas") == 1
    assert s.phase == "skills" and s.to_move == 0


def test_oom_skills_each_fencer_plays_his_skills_once_then_is_done() -> None:
    """Out of Measure 4: the first (a tie: the Challenger) plays any number and is done, then
    the other does the same, then the Challenger may open. A Celeritas skill the second fencer
    plays does not give the first a second turn."""
    # the Challenger holds the Celeritas card, so he goes first; the Respondent's skill then
    # gives him more Celeritas
    quick = skill(GAL, "virtue", virtue="celeritas", amount=2)
    s = standing((B_PLAIN_MIDDLE, G_PLAIN), phase="skills", to_move=0, virtues=(["celeritas"], []),
                 hands=([B_MF], [quick, G_MF]))
    play(s, "done")
    assert s.phase == "skills" and s.to_move == 1
    play(s, f"skill {quick}")
    assert s.most(1, "celeritas")
    play(s, "done")
    assert (s.phase, s.to_move) == ("open1", 0)


def test_oom_skills_only_out_of_measure_skills_are_offered() -> None:
    s = standing((B_PLAIN_MIDDLE, G_PLAIN), phase="skills", to_move=0,
                 hands=([B_FINTA, B_AVOID, B_STUDY, B_AUDATIA_SKILL, B_MF], None))
    assert legal_cards(s, "skill") == {B_STUDY, B_AUDATIA_SKILL}
    # and in measure they are never played
    s = scene(phase="largo", to_move=0, attacker=1, bind="largo", side=["right", "left"],
              stacks=([B_MM], [G_MF]), hands=([B_STUDY, B_AUDATIA_SKILL, B_MF], None))
    assert "skill" not in kinds(s)


def test_skill_virtue_gives_a_bonus_to_the_first_strike() -> None:
    amount = card(BOU, B_AUDATIA_SKILL).amount
    s = standing((B_PLAIN_MIDDLE, G_PLAIN), phase="skills", to_move=0, hands=([B_AUDATIA_SKILL, B_MM], None))
    events = play(s, f"skill {B_AUDATIA_SKILL}")
    assert s.virtue(0, "audatia") == amount
    assert B_AUDATIA_SKILL in s.discard[0] and B_AUDATIA_SKILL in s.view(1).public_discard[0]
    assert any(isinstance(e, CardMoved) and e.card == B_AUDATIA_SKILL and e.face_up for e in events)
    play(s, "done", "done", f"attack {B_MM}")
    assert s.bonus_on[0] == B_MM and s.virtue(0, "audatia") == amount


def test_skill_study_draws_two() -> None:
    s = standing((B_PLAIN_MIDDLE, G_PLAIN), phase="skills", to_move=0, hands=([B_STUDY], None),
                 deck_tops=([B_MF, B_RF], ()))
    play(s, f"skill {B_STUDY}")
    assert sorted(s.hand[0]) == sorted([B_MF, B_RF])
    assert B_STUDY in s.discard[0]
    assert s.phase == "skills" and s.to_move == 0  # he may play more, then is done


def test_challenger_then_respondent_may_attack_or_change_posta() -> None:
    s = standing((B_PLAIN_MIDDLE, G_PLAIN), hands=([B_MM, B_PUNTA], [G_MF, G_MM]))
    assert s.phase == "open1" and s.to_move == 0
    assert {"attack", "change", "wait"} <= kinds(s)
    assert legal_cards(s, "change") == set(deck(BOU).poste) - {B_PLAIN_MIDDLE}
    new_posta = posta(BOU, side="right", bonus=())
    play(s, f"change {new_posta}")
    assert s.posta[0] == new_posta
    # changing is not attacking: the Respondent's turn
    assert s.phase == "open2" and s.to_move == 1
    assert {"attack", "change", "wait"} <= kinds(s)
    play(s, "wait")
    # 7: the Challenger must attack now: no more changing, and no waiting while he can strike
    assert s.phase == "open3" and s.to_move == 0
    assert "change" not in kinds(s) and "attack" in kinds(s)


def test_respondent_may_open_the_duel() -> None:
    s = standing((B_PLAIN_MIDDLE, G_PLAIN), hands=([B_MM, B_RF], [G_MF]))
    play(s, "wait", f"attack {G_MF}")
    assert s.phase == "react" and s.to_move == 0 and s.attacker == 1 and s.pending == G_MF


def test_challenger_who_can_strike_must_attack() -> None:
    """Out of Measure 7: the Challenger must play an eligible attack; the draw is only for a
    Challenger who has none (before, he could wait and draw with a strike in hand)."""
    s = standing((B_PLAIN_MIDDLE, G_PLAIN), phase="open3", hands=([B_MM, B_REM_IN], [G_MF]))
    assert legal(s) == {f"attack {B_MM}"}
    with pytest.raises(IllegalAction):
        play(s, "wait")


def test_challenger_without_an_eligible_attack_draws() -> None:
    # a roverso cannot be played from this posta: no eligible attack, so the duel is drawn
    assert "rf" not in posta_card(BOU, B_PLAIN_MIDDLE).attacks
    s = standing((B_PLAIN_MIDDLE, G_PLAIN), phase="open3", hands=([B_RF, B_REM_IN], [G_MF]))
    assert legal(s) == {"wait"}
    events = play(s, "wait")
    assert s.draws == 1
    assert any(isinstance(e, RoundOver) and e.winner is None for e in events)
    assert not any(isinstance(e, GameOver) for e in events)
    # the duel goes on: back Out of Measure, hands refilled
    back_out_of_measure(s)
    assert [len(h) for h in s.hand] == [12, 12]


@pytest.mark.parametrize("challenger", [0, 1])
def test_two_draws_the_respondent_wins(challenger: int) -> None:
    hands = ([B_REM_IN], [G_REM_IN])[::1 if challenger == 0 else -1]  # no strike: no attack
    s = standing((B_PLAIN_MIDDLE, G_PLAIN) if challenger == 0 else (G_PLAIN, B_PLAIN_MIDDLE),
                 challenger=challenger, phase="open3", draws=1, hands=hands)
    assert s.to_move == challenger
    events = play(s, "wait")
    over(s, 1 - challenger, "two_draws")
    assert ScoreChanged(1 - challenger, 1) in events and GameOver(1 - challenger) in events
    assert s.points[1 - challenger] == 1 and s.points[challenger] == 0


def test_no_opening_with_a_remedy() -> None:
    hand0 = [B_REM_IN, B_REM_OUT, B_REM_BOTH, B_MM, counter(BOU)]
    for phase, seat in (("open1", 0), ("open2", 1), ("open3", 0)):
        s = standing((B_PLAIN_MIDDLE, G_PLAIN), phase=phase, to_move=seat,
                     hands=(hand0, [G_REM_IN, G_REM_OUT, G_MF]))
        assert not kinds(s) & {"remedy", "reply"}
        assert kinds(s) <= {"attack", "change", "wait", "cycle"}


# ============================================================================================
# Eligibility: the Seven Swords and the side rule
# ============================================================================================


@pytest.mark.parametrize("mine", sorted(deck(BOU).poste))
def test_attack_eligible_from_the_posta_seven_swords(mine: str) -> None:
    s = standing((mine, G_PLAIN), hands=(strikes_of(BOU), None))
    p = posta_card(BOU, mine)
    want = {c for c in strikes_of(BOU) if card(BOU, c).attack and card(BOU, c).line in p.attacks}
    assert legal_cards(s, "attack") == want
    assert want  # every posta opens with something


@pytest.mark.parametrize("mine", sorted(deck(BOU).poste))
def test_upside_down_seven_swords_of_a_posta_limits_attacks(mine: str) -> None:
    target = posta(GAL, attackable_by=lambda a: a is not None, extensa=False)
    allowed = posta_card(GAL, target).attackable_by
    assert allowed is not None and set(LINES) - allowed
    s = standing((mine, target), hands=(strikes_of(BOU), None))
    p = posta_card(BOU, mine)
    want = {c for c in strikes_of(BOU)
            if card(BOU, c).attack and card(BOU, c).line in p.attacks and card(BOU, c).line in allowed}
    assert legal_cards(s, "attack") == want
    assert all(card(BOU, c).line in allowed for c in legal_cards(s, "attack"))


@pytest.mark.parametrize(("side", "lines"), [
    ("right", {"mf", "mm", "ms", "p"}),
    ("left", {"rf", "rm", "rs", "p"}),
    ("middle", set(LINES)),  # our reading: a stack in the middle (after a thrust) allows every blow
])
def test_mandritti_from_the_right_roversi_from_the_left(side: str, lines: set[str]) -> None:
    hand = [c for c in strikes_of(BOU) if c != B_MM]
    s = scene(phase="largo", to_move=0, attacker=1, bind="largo", side=[side, "left"],
              stacks=([B_MM], [G_MF]), hands=(hand, None))
    got = {card(BOU, c).line for c in legal_cards(s, "attack")}
    assert got == lines & {card(BOU, c).line for c in hand if card(BOU, c).attack}


@pytest.mark.parametrize("blow", [c for c in strikes_of(BOU) if card(BOU, c).attack])
def test_parry_only_with_lines_the_blow_shows(blow: str) -> None:
    s = struck(blow, hands=(None, strikes_of(GAL)))
    shown = card(BOU, blow).parried_by
    want = {c for c in strikes_of(GAL) if card(GAL, c).parry and card(GAL, c).line in shown}
    assert legal_cards(s, "parry") == want


def test_no_parry_at_the_same_angle() -> None:
    """Even a blow whose upside-down Seven Swords (wrongly) showed its own line is never parried
    at its own angle; the card data refuses such a blow too (test_cards)."""
    s = struck(B_MF, hands=(None, [G_MF, G_MF_NO_COUNTER, G_MS]))
    altered(s, 0, B_MF, parried_by=card(BOU, B_MF).parried_by | {"mf"})
    assert legal_cards(s, "parry") == {G_MS}
    assert all(card(BOU, c).line not in card(BOU, c).parried_by for c in strikes_of(BOU))


def test_parry_needs_the_parry_symbol() -> None:
    s = struck(B_MF, hands=(None, [G_MS, G_RS]))
    assert legal_cards(s, "parry") == {G_MS, G_RS}
    altered(s, 1, G_RS, parry=False)
    assert legal_cards(s, "parry") == {G_MS}


def test_parry_from_the_side_of_the_posta_or_of_the_stack() -> None:
    blow = strike(BOU, parried_by_has=("mf", "rf"))
    hand = [G_MF, G_RF]
    right_posta = posta(GAL, side="right")
    left_posta = posta(GAL, side="left")
    assert legal_cards(struck(blow, defender_posta=right_posta, hands=(None, hand)), "parry") == {G_MF}
    assert legal_cards(struck(blow, defender_posta=left_posta, hands=(None, hand)), "parry") == {G_RF}
    assert legal_cards(struck(blow, defender_side="left", hands=(None, hand)), "parry") == {G_RF}
    assert legal_cards(struck(blow, defender_side="right", hands=(None, hand)), "parry") == {G_MF}
    assert legal_cards(struck(blow, defender_side="middle", hands=(None, hand)), "parry") == {G_MF, G_RF}


def test_unparried_attack_wins() -> None:
    s = standing((B_PLAIN_MIDDLE, G_PLAIN), hands=([B_MM], G_NOTHING))
    events = play(s, f"attack {B_MM}")
    over(s, 0, LOSS["react"])
    assert ScoreChanged(0, 1) in events and GameOver(0) in events
    assert s.points == [1, 0]


def test_an_answer_is_owed_no_wait_in_react() -> None:
    s = struck(B_MF, hands=(None, [G_MS]))
    assert "wait" not in kinds(s) and "pass" not in kinds(s)
    with pytest.raises(IllegalAction):
        play(s, "wait")


# --- stacks after a parry ---------------------------------------------------------------------

def _parry_of(blow: str, hand_side: str, sun: str | None = None) -> str:
    shown = card(BOU, blow).parried_by
    want = {"parry": True, "line": lambda ln: ln in shown and hand_of(ln) == hand_side}
    if sun is not None:
        want["sun"] = sun
    return strike(GAL, **want)


@pytest.mark.parametrize(("blow", "parry_side", "after"), [
    (B_MF, "right", ["right", "left"]),  # mandritto parries mandritto: only the parrier moves
    (B_MF, "left", ["left", "right"]),  # roverso parries mandritto: both move
    (B_RF, "left", ["left", "right"]),  # roverso parries roverso: only the parrier moves
    (B_RF, "right", ["right", "left"]),  # mandritto parries roverso: both move
])
def test_stacks_after_a_parry_end_opposite_the_side_the_parry_came_from(blow, parry_side, after) -> None:
    parry = _parry_of(blow, parry_side)
    s = struck(blow, hands=(None, [parry]))
    assert s.side[0] == hand_of(card(BOU, blow).line)
    play(s, f"parry {parry}")
    assert s.side == after
    assert s.stack == [[blow], [parry]]


def test_stacks_after_mandritto_parries_mandritto_only_the_parrier_moves() -> None:
    parry = _parry_of(B_MF, "right")
    s = struck(B_MF, hands=(None, [parry]))
    play(s, f"parry {parry}")
    assert s.side[0] == "right"  # the attacker's stack stays where his mandritto put it
    assert s.side[1] == "left"  # the parry, laid on the right, moved across


def test_stacks_after_roverso_parries_mandritto_both_move() -> None:
    parry = _parry_of(B_MF, "left")
    s = struck(B_MF, hands=(None, [parry]))
    play(s, f"parry {parry}")
    assert s.side == ["left", "right"]


def test_a_punta_parry_leaves_both_stacks_in_the_middle() -> None:
    s = struck(B_MM, hands=(None, [G_PUNTA_PLAIN]))
    altered(s, 0, B_MM, parried_by=card(BOU, B_MM).parried_by | {"p"})
    altered(s, 1, G_PUNTA_PLAIN, parry=True)
    play(s, f"parry {G_PUNTA_PLAIN}")
    assert s.side == ["middle", "middle"]


# --- the bind -----------------------------------------------------------------------------


def test_complete_sun_binds_streto_else_largo() -> None:
    assert card(BOU, B_MF).sun == "rays"
    disc = _parry_of(B_MF, "right", sun="disc")
    rays = _parry_of(B_MF, "left", sun="rays")
    s = struck(B_MF, hands=(None, [disc]))
    play(s, f"parry {disc}")
    assert s.bind == "streto" and s.phase == "streto" and s.to_move == 1
    s = struck(B_MF, hands=(None, [rays]))
    play(s, f"parry {rays}")
    assert s.bind == "largo" and s.phase == "largo" and s.to_move == 1
    # a blow with the disc needs a parry with the rays
    blow = strike(BOU, sun="disc", attack=True)
    shown = card(BOU, blow).parried_by
    both = [find(GAL, parry=True, line=lambda ln: ln in shown, sun=x) for x in ("rays", "disc")]
    for parry, bind in zip(both, ("streto", "largo"), strict=True):
        s = struck(blow, hands=(None, [parry]), defender_side="middle")
        play(s, f"parry {parry}")
        assert s.bind == bind


def test_parried_thrust_binds_largo() -> None:
    parry = strike(GAL, parry=True, line=lambda ln: ln in card(BOU, B_PUNTA).parried_by)
    s = struck(B_PUNTA, hands=(None, [parry]))
    # even with halves that would complete the Sun
    altered(s, 0, B_PUNTA, sun="rays")
    altered(s, 1, parry, sun="disc")
    play(s, f"parry {parry}")
    assert s.bind == "largo" and s.phase == "largo"


@pytest.mark.parametrize("strong", [0, 1])
def test_most_fortitudo_orients_the_side_card(strong: int) -> None:
    disc = _parry_of(B_MF, "right", sun="disc")
    virtues = (["fortitudo"], []) if strong == 0 else ([], ["fortitudo"])
    s = struck(B_MF, virtues=virtues, hands=(None, [disc, G_REM_IN, G_REM_OUT, G_REM_BOTH]))
    play(s, f"parry {disc}")
    assert s.phase == "orient" and s.to_move == strong
    assert legal(s) == {"side inside", "side outside"}
    play(s, "side outside")
    assert s.side_card == "outside"
    assert s.phase == "streto" and s.to_move == 1
    assert legal(s) == {f"remedy {G_REM_OUT} outside", f"remedy {G_REM_BOTH} outside", "wait"}


@pytest.mark.parametrize(("parry_side", "lies"), [("right", "inside"), ("left", "outside")])
def test_fortitudo_tie_the_side_card_lies_where_the_parry_met_the_blow(parry_side: str, lies: str) -> None:
    parry = _parry_of(B_MF, parry_side, sun="disc")
    # one has the Fortitudo card, the other a Fortitudo bonus: level, nobody turns the card
    s = struck(B_MF, virtues=(["fortitudo"], []), bonus=((), [("fortitudo", 1, "skill")]),
               hands=(None, [parry]))
    play(s, f"parry {parry}")
    assert s.bind == "streto"
    assert s.phase == "streto"  # no orient step
    assert s.side_card == lies


@pytest.mark.parametrize("side", ["inside", "outside"])
def test_streto_remedies_only_on_the_side_card_side(side: str) -> None:
    s = scene(phase="streto", to_move=1, attacker=0, bind="streto", side_card=side,
              side=["right", "left"], stacks=([B_MF], [G_MS]),
              hands=(None, [G_REM_IN, G_REM_OUT, G_REM_BOTH, G_MF]))
    one = G_REM_IN if side == "inside" else G_REM_OUT
    assert legal(s) == {f"remedy {one} {side}", f"remedy {G_REM_BOTH} {side}", "wait"}
    with pytest.raises(IllegalAction):
        play(s, f"remedy {G_REM_BOTH} {'outside' if side == 'inside' else 'inside'}")


# --- the Moon and the Night -------------------------------------------------------------------


def _counters_for(rem_deck: str, rem: str, side: str, counter_deck: str) -> tuple[str, str, str]:
    """(a perfect counter, an aligned incomplete one, one at the other height)."""
    h = card(rem_deck, rem).half(side)
    assert h is not None
    other_shape = "night" if h.shape == "moon" else "moon"
    other_height = "low" if h.height == "high" else "high"
    return (counter(counter_deck, **{side: (other_shape, h.height)}),
            counter(counter_deck, **{side: (h.shape, h.height)}),
            find(counter_deck, "counter",
                 halves=lambda hs: any(s == side and v.height == other_height for s, v in hs)))


def streto_remedy_scene(hand0):
    return scene(phase="streto", to_move=1, attacker=0, bind="streto", side_card="inside",
                 side=["right", "left"], stacks=([B_MF], [G_MS]), hands=(hand0, [G_REM_IN, G_MF]))


def test_a_remedy_must_be_answered_with_an_aligned_counter() -> None:
    perfect_c, incomplete_c, misaligned_c = _counters_for(GAL, G_REM_IN, "inside", BOU)
    s = streto_remedy_scene([perfect_c, incomplete_c, misaligned_c, B_MM])
    play(s, f"remedy {G_REM_IN} inside")
    assert s.phase == "reply" and s.to_move == 0
    assert s.remedy == (1, G_REM_IN, "inside") and s.stack[1][-1] == G_REM_IN
    assert legal(s) == {f"reply {perfect_c}", f"reply {incomplete_c}"}


def test_counter_must_align_or_the_remedier_wins() -> None:
    _, _, misaligned_c = _counters_for(GAL, G_REM_IN, "inside", BOU)
    s = streto_remedy_scene([misaligned_c, B_MM])
    play(s, f"remedy {G_REM_IN} inside")
    over(s, 1, LOSS["reply"])


def test_perfect_counter_wins() -> None:
    perfect_c, _, _ = _counters_for(GAL, G_REM_IN, "inside", BOU)
    s = streto_remedy_scene([perfect_c])
    play(s, f"remedy {G_REM_IN} inside", f"reply {perfect_c}")
    over(s, 0, "perfect_counter")


def test_aligned_but_incomplete_breaks_off() -> None:
    _, incomplete_c, _ = _counters_for(GAL, G_REM_IN, "inside", BOU)
    s = streto_remedy_scene([incomplete_c])
    events = play(s, f"remedy {G_REM_IN} inside", f"reply {incomplete_c}")
    assert s.winner is None and not any(isinstance(e, GameOver) for e in events)
    back_out_of_measure(s)
    assert {G_REM_IN} <= set(s.discard[1]) and {incomplete_c} <= set(s.discard[0])


# --- Largo and Streto: act or wait ------------------------------------------------------------


def largo_scene(**kw):
    base = {"phase": "largo", "to_move": 1, "attacker": 0, "bind": "largo", "side": ["right", "left"],
            "stacks": ([B_MF], [G_RS])}
    return scene(**{**base, **kw})


def test_largo_defender_attacks_or_waits_then_attacker_both_wait_break_off() -> None:
    s = largo_scene(hands=([B_MM, B_RM], [G_RM, G_MM]))
    # the Defender first, from the side of his stack
    assert legal(s) == {f"attack {G_RM}", "wait"}
    play(s, "wait")
    assert s.phase == "largo" and s.to_move == 0
    assert legal(s) == {f"attack {B_MM}", "wait"}
    events = play(s, "wait")
    assert PhaseChanged("break off", None) in events
    back_out_of_measure(s)


def test_largo_the_defender_attacking_becomes_the_attacker() -> None:
    s = largo_scene(hands=([B_MM], [G_RM]))
    play(s, f"attack {G_RM}")
    assert s.phase == "react" and s.to_move == 0 and s.attacker == 1 and s.pending == G_RM
    assert s.side[1] == "left" and s.stack[1] == [G_RS, G_RM]


def test_largo_the_attacker_may_attack_after_the_defender_waits() -> None:
    s = largo_scene(hands=([B_MM], [G_RM]))
    play(s, "wait", f"attack {B_MM}")
    assert s.phase == "react" and s.to_move == 1 and s.attacker == 0 and s.pending == B_MM


def test_streto_defender_remedies_or_waits_then_attacker_both_wait_break_off() -> None:
    s = scene(phase="streto", to_move=1, attacker=0, bind="streto", side_card="outside",
              side=["right", "left"], stacks=([B_MF], [G_MS]),
              hands=([B_REM_IN, B_REM_OUT, B_MM], [G_REM_OUT, G_MF]))
    assert legal(s) == {f"remedy {G_REM_OUT} outside", "wait"}  # no attack in Streto
    play(s, "wait")
    assert s.phase == "streto" and s.to_move == 0
    assert legal(s) == {f"remedy {B_REM_OUT} outside", "wait"}
    play(s, "wait")
    back_out_of_measure(s)


def test_streto_the_attacker_may_remedy_after_the_defender_waits() -> None:
    s = scene(phase="streto", to_move=1, attacker=0, bind="streto", side_card="outside",
              side=["right", "left"], stacks=([B_MF], [G_MS]),
              hands=([B_REM_OUT], [G_REM_IN, _counters_for(BOU, B_REM_OUT, "outside", GAL)[1]]))
    play(s, "wait", f"remedy {B_REM_OUT} outside")
    assert s.phase == "reply" and s.to_move == 1 and s.remedy == (0, B_REM_OUT, "outside")


# --- Special cases A and B ------------------------------------------------------------------


def test_audatia_entry_with_most_audatia_in_largo_on_either_side() -> None:
    rays = _parry_of(B_MF, "left", sun="rays")
    answer = _counters_for(BOU, B_REM_OUT, "outside", GAL)[1]
    s = struck(B_MF, virtues=(["audatia"], []), hands=([B_REM_IN, B_REM_OUT, B_REM_BOTH], [rays, answer]))
    play(s, f"parry {rays}")
    assert s.bind == "largo" and s.phase == "entry" and s.to_move == 0
    assert legal(s) == {f"remedy {B_REM_IN} inside", f"remedy {B_REM_OUT} outside",
                        f"remedy {B_REM_BOTH} inside", f"remedy {B_REM_BOTH} outside", "pass"}
    play(s, f"remedy {B_REM_OUT} outside")
    assert s.phase == "reply" and s.to_move == 1 and s.remedy == (0, B_REM_OUT, "outside")


def test_audatia_entry_in_streto_only_on_the_side_card_side() -> None:
    disc = _parry_of(B_MF, "right", sun="disc")  # a mandritto parry: the Side card lies inside
    s = struck(B_MF, virtues=(["audatia"], []), hands=([B_REM_IN, B_REM_OUT, B_REM_BOTH], [disc]))
    play(s, f"parry {disc}")
    assert s.bind == "streto" and s.side_card == "inside"
    assert s.phase == "entry" and s.to_move == 0
    assert legal(s) == {f"remedy {B_REM_IN} inside", f"remedy {B_REM_BOTH} inside", "pass"}


def test_audatia_entry_pass_goes_on_to_the_defender() -> None:
    rays = _parry_of(B_MF, "left", sun="rays")
    s = struck(B_MF, virtues=(["audatia"], []), hands=([B_REM_IN], [rays]))
    play(s, f"parry {rays}", "pass")
    assert s.phase == "largo" and s.to_move == 1


def test_no_audatia_entry_without_most_audatia() -> None:
    rays = _parry_of(B_MF, "left", sun="rays")
    s = struck(B_MF, virtues=(["audatia"], []), bonus=((), [("audatia", 1, "posta")]),
               hands=([B_REM_IN, B_REM_OUT], [rays]))
    play(s, f"parry {rays}")
    assert s.phase == "largo" and s.to_move == 1  # the Entry step offers nothing: skipped


def test_feint_after_parry_attacks_again() -> None:
    rays = _parry_of(B_MF, "right", sun="rays")  # only the parrier moves: our stack stays right
    s = struck(B_MF, hands=([B_FINTA, B_MM, B_RM], [rays, G_RM, G_MF]))
    play(s, f"parry {rays}")
    assert s.phase == "entry" and s.to_move == 0
    assert legal(s) == {f"feint {B_FINTA}", "pass"}
    events = play(s, f"feint {B_FINTA}")
    assert B_FINTA in s.discard[0] and B_FINTA in s.view(1).public_discard[0]
    assert any(isinstance(e, CardMoved) and e.card == B_FINTA and e.face_up for e in events)
    # the new attack is owed at once, from the side of the stack
    assert s.phase == "feint" and s.to_move == 0
    assert legal(s) == {f"attack {B_MM}"}
    play(s, f"attack {B_MM}")
    assert s.phase == "react" and s.to_move == 1 and s.pending == B_MM


def test_feint_only_offered_with_an_eligible_attack() -> None:
    rays = _parry_of(B_MF, "right", sun="rays")
    s = struck(B_MF, hands=([B_FINTA, B_RM], [rays]))  # a roverso cannot come from the right
    play(s, f"parry {rays}")
    assert s.phase == "largo" and s.to_move == 1


# --- Counterattack ---------------------------------------------------------------------------


def test_counterattack_needs_more_celeritas_same_line_and_symbol() -> None:
    hand = [G_MF, G_MF_NO_COUNTER, strike(GAL, "rf", counter=True)]
    s = struck(B_MF, virtues=([], ["celeritas"]), hands=(None, hand))
    assert legal_cards(s, "counter") == {G_MF}
    # a tie in Celeritas is not more
    s = struck(B_MF, virtues=(["celeritas"], ["celeritas"]), hands=(None, hand))
    assert legal_cards(s, "counter") == set()
    s = struck(B_MF, hands=(None, hand))
    assert legal_cards(s, "counter") == set()
    # and the blow must be eligible: no mandritto from the left
    s = struck(B_MF, virtues=([], ["celeritas"]), defender_side="left", hands=(None, hand))
    assert legal_cards(s, "counter") == set()
    s = struck(B_MF, virtues=([], ["celeritas"]), defender_posta=posta(GAL, side="left"), hands=(None, hand))
    assert legal_cards(s, "counter") == set()


def test_counterattack_defends_and_attacks_with_one_card() -> None:
    second = strike(BOU, "mf", parry=True, skip=(B_MF,))
    s = struck(B_MF, virtues=([], ["celeritas"]), hands=([second], [G_MF]))
    play(s, f"counter {G_MF}")
    assert s.phase == "react" and s.to_move == 0
    assert s.attacker == 1 and s.pending == G_MF and s.pending_counter
    assert s.stack[1] == [G_MF] and s.side[1] == "right"


def test_counterattack_parried_only_with_same_line() -> None:
    mf_parries = [c for c in strikes_of(BOU) if card(BOU, c).line == "mf" and card(BOU, c).parry]
    others = [c for c in card(GAL, G_MF).parried_by for c in [strike(BOU, c, parry=True)]]
    s = struck(B_MF, virtues=([], ["celeritas"]), hands=([*mf_parries[1:], *others, B_AVOID], [G_MF]))
    s.stack[0], s.hand[0] = [mf_parries[0]], [c for c in s.hand[0] if c != mf_parries[0]]
    s.pending = mf_parries[0]
    s.deck[0] = [c for c in s.deck[0] if c != mf_parries[0]]
    play(s, f"counter {G_MF}")
    assert legal(s) == {f"parry {c}" for c in mf_parries[1:]}
    assert mf_parries[1:], "the test needs two mandritti fendenti with the Parry symbol"


def test_counterattack_not_parried_with_the_same_line_wins() -> None:
    others = [strike(BOU, ln, parry=True) for ln in card(GAL, G_MF).parried_by]
    s = struck(B_MF, virtues=([], ["celeritas"]), hands=([*others, B_AVOID], [G_MF]))
    play(s, f"counter {G_MF}")
    over(s, 1, LOSS["react"])


def test_counterattack_is_never_countered() -> None:
    # even a fencer with most Celeritas cannot counter a counterattack
    s = struck(G_MF, by=1, counterattack=True, defender_side="right", virtues=(["celeritas"], []),
               hands=([B_MF, strike(BOU, "mf", parry=True, counter=False)], None))
    assert kinds(s) == {"parry"}
    assert card(BOU, B_MF).counter


def test_avoid_is_not_an_answer_to_a_counterattack() -> None:
    s = struck(G_MF, by=1, counterattack=True, defender_side="right", hands=([B_AVOID], None))
    assert s.legal_actions() == []


def test_parried_counterattack_goes_on_as_a_normal_parry_with_roles_turned() -> None:
    second = strike(BOU, "mf", parry=True, skip=(B_MF,))
    s = struck(B_MF, virtues=([], ["celeritas"]), hands=([second, B_REM_IN], [G_MF, G_RM]))
    play(s, f"counter {G_MF}", f"parry {second}")
    assert s.attacker == 1  # the counterattacker is now the Attacker ...
    assert s.side == ["left", "right"]  # ... and the parry set both stacks
    assert s.phase in ("largo", "streto", "orient", "entry")
    if s.phase in ("largo", "streto"):
        assert s.to_move == 0  # the Defender acts first in the bind


# --- Exchange --------------------------------------------------------------------------------

B_XCH = posta(BOU, exchange=True, attacks_has=["p"], extensa=False)
G_XCH = posta(GAL, exchange=True, extensa=False, bonus=())
B_NO_XCH = posta(BOU, exchange=False, extensa=False, attackable_by=None, attacks_has=["p"])


@pytest.mark.parametrize(("mine", "theirs", "fast", "offered"), [
    (B_XCH, G_XCH, True, True),
    (B_NO_XCH, G_XCH, True, False),  # the thrust did not come from an Exchange posta
    (B_XCH, G_PLAIN, True, False),  # the Defender's posta has no Exchange symbol
    (B_XCH, G_XCH, False, False),  # no more Celeritas
])
def test_exchange_needs_more_celeritas_and_exchange_poste_from_the_poste(mine, theirs, fast, offered) -> None:
    assert not posta_card(GAL, G_PLAIN).exchange and not posta_card(BOU, B_NO_XCH).exchange
    s = standing((mine, theirs), virtues=([], ["celeritas"] if fast else []),
                 hands=([B_PUNTA], [G_PUNTA_X, G_PUNTA_PLAIN, G_MF, G_RM]))
    play(s, f"attack {B_PUNTA}")
    assert s.phase == "react"
    assert legal_cards(s, "exchange") == ({G_PUNTA_X} if offered else set())


def test_exchange_after_the_first_blow_needs_only_celeritas() -> None:
    s = struck(B_PUNTA, virtues=([], ["celeritas"]), defender_side="left",
               hands=(None, [G_PUNTA_X, G_PUNTA_PLAIN, G_MF]))
    assert legal_cards(s, "exchange") == {G_PUNTA_X}
    s = struck(B_MM, virtues=([], ["celeritas"]), hands=(None, [G_PUNTA_X]))
    assert "exchange" not in kinds(s)  # only a thrust is exchanged


def test_exchanged_fencer_owes_an_outside_remedy_or_loses() -> None:
    s = struck(B_PUNTA, virtues=([], ["celeritas"]), side_card="inside",
               hands=([B_REM_IN, B_REM_OUT, B_REM_BOTH, B_MF], [G_PUNTA_X]))
    play(s, f"exchange {G_PUNTA_X}")
    assert s.phase == "exchanged" and s.to_move == 0 and s.attacker == 1
    assert s.stack[1] == [G_PUNTA_X] and s.side[1] == "middle"
    # Outside, whatever the Side card says
    assert legal(s) == {f"remedy {B_REM_OUT} outside", f"remedy {B_REM_BOTH} outside"}
    s = struck(B_PUNTA, virtues=([], ["celeritas"]), hands=([B_REM_IN, B_MF], [G_PUNTA_X]))
    play(s, f"exchange {G_PUNTA_X}")
    over(s, 1, LOSS["exchanged"])


def test_exchanger_counters_the_outside_remedy_as_usual() -> None:
    perfect_c, incomplete_c, _ = _counters_for(BOU, B_REM_OUT, "outside", GAL)
    s = struck(B_PUNTA, virtues=([], ["celeritas"]),
               hands=([B_REM_OUT], [G_PUNTA_X, perfect_c, incomplete_c]))
    play(s, f"exchange {G_PUNTA_X}", f"remedy {B_REM_OUT} outside")
    assert s.phase == "reply" and s.to_move == 1
    assert legal(s) == {f"reply {perfect_c}", f"reply {incomplete_c}"}
    play(s, f"reply {perfect_c}")
    over(s, 1, "perfect_counter")


# --- Extensa poste --------------------------------------------------------------------------

G_EXT = posta(GAL, extensa=True, exchange=False, bonus=lambda b: bool(b))
B_RIGHT = posta(BOU, side="right", attacks_has=["mf", "mm"], extensa=False, exchange=False)


def test_extensa_must_be_beaten_first() -> None:
    hand = [B_MF, B_MM, B_PUNTA, B_RF, B_MS]
    s = standing((B_RIGHT, G_EXT), hands=(hand, None))
    altered(s, 0, B_MS, parry=False)  # a strike without the Parry symbol cannot beat
    mine = posta_card(BOU, B_RIGHT).attacks
    want = {c for c in hand if s.card(0, c).parry and card(BOU, c).line in mine}
    assert legal_cards(s, "beat") == want == {B_MF, B_MM}
    assert "attack" not in kinds(s)


def test_beat_goes_on_as_largo_with_the_beater_first() -> None:
    bonus = posta_card(GAL, G_EXT).bonus[0]
    s = standing((B_RIGHT, G_EXT), hands=([B_MF, B_RM, B_MM], [G_MF, G_RF]))
    assert s.virtue(1, bonus[0]) == bonus[1]
    events = play(s, f"beat {B_MF}")
    # the Extensa posta is gone, and with it its bonus
    assert s.posta == [None, None]
    assert s.virtue(1, bonus[0]) == 0
    assert any(isinstance(e, CardMoved) and e.card == G_EXT for e in events)
    # the stacks lie as after a parry from the right
    assert s.side == ["left", "right"] and s.stack == [[B_MF], []]
    assert s.phase == "largo" and s.to_move == 0 and s.attacker == 1 and s.bind == "largo"
    assert legal(s) == {f"attack {B_RM}", "wait"}
    play(s, "wait")
    assert s.phase == "largo" and s.to_move == 1
    assert legal(s) == {f"attack {G_MF}", "wait"}
    play(s, "wait")
    back_out_of_measure(s)


@pytest.mark.parametrize(("mine", "fast", "punta", "offered"), [
    (B_XCH, True, B_PUNTA_X, True),
    (B_XCH, False, B_PUNTA_X, False),  # most Celeritas needed
    (B_XCH, True, B_PUNTA, False),  # an Exchange punta needed
    (posta(BOU, exchange=False, attacks_has=["p"], extensa=False), True, B_PUNTA_X, False),
])
def test_thrust_reaches_extensa_only_by_exchange(mine, fast, punta, offered) -> None:
    s = standing((mine, G_EXT), virtues=(["celeritas"] if fast else [], []), hands=([punta], None))
    assert legal_cards(s, "attack") == ({punta} if offered else set())


def test_a_thrust_into_an_extensa_owes_an_outside_remedy() -> None:
    s = standing((B_XCH, G_EXT), virtues=(["celeritas"], []),
                 hands=([B_PUNTA_X], [G_REM_IN, G_REM_OUT, G_MF]))
    play(s, f"attack {B_PUNTA_X}")
    assert s.posta[1] is None
    assert s.phase == "exchanged" and s.to_move == 1
    assert legal(s) == {f"remedy {G_REM_OUT} outside"}
    s = standing((B_XCH, G_EXT), virtues=(["celeritas"], []), hands=([B_PUNTA_X], [G_REM_IN, G_MF]))
    play(s, f"attack {B_PUNTA_X}")
    over(s, 0, LOSS["exchanged"])


# --- the Break (optional rule) ----------------------------------------------------------------

G_BREAK_M = strike(GAL, breaks=True, line=lambda ln: hand_of(ln) == "right")
G_BREAK_R = strike(GAL, breaks=True, line=lambda ln: hand_of(ln) == "left")


def test_break_rule_off_by_default() -> None:
    assert GAME_OPTIONS["break"] == "off"
    s = struck(B_PUNTA, hands=(None, [G_BREAK_M, G_BREAK_R]))
    assert "break" not in kinds(s)
    s = struck(B_PUNTA, brk="on", hands=(None, [G_BREAK_M, G_BREAK_R]))
    assert legal_cards(s, "break") == {G_BREAK_M, G_BREAK_R}


def test_break_only_a_thrust_with_the_break_symbol_from_the_stack_side() -> None:
    s = struck(B_MM, brk="on", hands=(None, [G_BREAK_M, G_BREAK_R]))
    assert "break" not in kinds(s)
    s = struck(B_PUNTA, brk="on", defender_side="left", hands=(None, [G_BREAK_M, G_BREAK_R, G_RM]))
    assert legal_cards(s, "break") == {G_BREAK_R}


def broken(breaker: str, *, virtues=((), ()), hands=(None, None)) -> object:
    s = struck(B_PUNTA, brk="on", virtues=virtues, hands=(hands[0], [breaker, *(hands[1] or [])]))
    play(s, f"break {breaker}")
    return s


def test_break_sequence_2_3_1_the_attacker_acts_first_unless_the_defender_has_more_celeritas() -> None:
    s = broken(G_BREAK_M)
    # the stacks lie as after a parry from the right
    assert s.side == ["right", "left"] and s.stack == [[B_PUNTA], [G_BREAK_M]]
    assert s.phase == "break_att" and s.to_move == 0 and s.attacker == 0  # a tie: the Attacker
    s = broken(G_BREAK_M, virtues=(["celeritas"], []))
    assert s.phase == "break_att" and s.to_move == 0
    s = broken(G_BREAK_M, virtues=([], ["celeritas"]))
    assert s.phase == "break_def" and s.to_move == 1


@pytest.mark.parametrize(("breaker", "side"), [(G_BREAK_M, "outside"), (G_BREAK_R, "inside")])
def test_break_sequence_2_3_2_attacker_remedy_outside_after_a_mandritto_inside_after_a_roverso(
        breaker: str, side: str) -> None:
    s = broken(breaker, hands=([B_REM_IN, B_REM_OUT, B_REM_BOTH, B_MM], None))
    one = B_REM_OUT if side == "outside" else B_REM_IN
    assert legal(s) == {f"remedy {one} {side}", f"remedy {B_REM_BOTH} {side}", "wait"}
    play(s, "wait")
    # 2.3.2 → 2.3.3: he waits, the Defender may act
    assert s.phase == "break_def" and s.to_move == 1


def test_break_sequence_2_3_2_the_attackers_remedy_is_countered_as_usual() -> None:
    perfect_c, incomplete_c, _ = _counters_for(BOU, B_REM_OUT, "outside", GAL)
    s = broken(G_BREAK_M, hands=([B_REM_OUT], [perfect_c, incomplete_c, G_OTT]))
    play(s, f"remedy {B_REM_OUT} outside")
    assert s.phase == "reply" and s.to_move == 1
    # no sword-turn over the top here: that answers only the remedy against a mezano
    assert legal(s) == {f"reply {perfect_c}", f"reply {incomplete_c}"}
    play(s, f"reply {incomplete_c}")
    back_out_of_measure(s)


@pytest.mark.parametrize(("breaker", "mezano"), [(G_BREAK_M, G_RM), (G_BREAK_R, G_MM)])
def test_break_sequence_2_3_3_the_defender_may_play_an_eligible_mezano_or_wait(breaker, mezano) -> None:
    s = broken(breaker, virtues=([], ["celeritas"]), hands=(None, [G_MM, G_RM, G_MF, G_RF]))
    assert s.phase == "break_def"
    # only a mezano, and only from the side where his stack now lies
    assert legal(s) == {f"attack {mezano}", "wait"}
    play(s, "wait")
    assert s.phase == "break_att" and s.to_move == 0


@pytest.mark.parametrize(("breaker", "mezano", "side"), [(G_BREAK_M, G_RM, "outside"),
                                                         (G_BREAK_R, G_MM, "inside")])
def test_break_sequence_2_3_3_1_remedy_outside_against_a_roverso_inside_against_a_mandritto_mezano(
        breaker, mezano, side) -> None:
    s = broken(breaker, virtues=([], ["celeritas"]), hands=([B_REM_IN, B_REM_OUT], [mezano]))
    play(s, f"attack {mezano}")
    assert s.phase == "break_answer" and s.to_move == 0 and s.stack[1][-1] == mezano
    one = B_REM_OUT if side == "outside" else B_REM_IN
    assert legal(s) == {f"remedy {one} {side}"}


def test_break_sequence_2_3_3_2_a_mandritto_mezano_counterattacks_a_roverso_mezano() -> None:
    s = broken(G_BREAK_M, virtues=([], ["celeritas"]), hands=([B_MM, B_RM], [G_RM]))
    play(s, f"attack {G_RM}")
    assert legal(s) == {f"counter {B_MM}"}
    events = play(s, f"counter {B_MM}")
    assert PhaseChanged("react", 1) in events and s.stack[0][-1] == B_MM
    # a counterattack is parried only with the same blow, and a mandritto cannot come from the
    # left where the Defender's mezano left his stack: he loses
    over(s, 0, LOSS["react"])


def test_break_sequence_2_3_3_2_no_counterattack_against_a_mandritto_mezano() -> None:
    s = broken(G_BREAK_R, virtues=([], ["celeritas"]), hands=([B_MM, B_REM_IN], [G_MM]))
    play(s, f"attack {G_MM}")
    assert "counter" not in kinds(s)


def test_break_sequence_2_3_3_3_the_defender_counters_or_turns_the_sword_over_the_top() -> None:
    ott_side, ott_half = card(GAL, G_OTT).halves[0]
    perfect_c, incomplete_c, _ = _counters_for(BOU, B_REM_OUT, "outside", GAL)
    other_shape = "moon" if ott_half.shape == "night" else "night"
    against_ott = counter(BOU, **{ott_side: (other_shape, ott_half.height)})
    s = broken(G_BREAK_M, virtues=([], ["celeritas"]),
               hands=([B_REM_OUT, against_ott], [G_RM, G_OTT, perfect_c, incomplete_c]))
    play(s, f"attack {G_RM}", f"remedy {B_REM_OUT} outside")
    assert s.phase == "reply" and s.to_move == 1
    assert legal(s) == {f"reply {perfect_c}", f"reply {incomplete_c}"} | \
        {f"remedy {G_OTT} {side}" for side, _ in card(GAL, G_OTT).halves}
    play(s, f"remedy {G_OTT} {ott_side}")
    # the Attacker must now counter the sword-turn, and may not turn it again
    assert s.phase == "reply" and s.to_move == 0 and s.remedy == (1, G_OTT, ott_side)
    assert kinds(s) == {"reply"}
    play(s, f"reply {against_ott}")
    over(s, 0, "perfect_counter")  # our reading: a perfect counter still wins


def test_break_sequence_2_3_3_3_an_uncountered_sword_turn_wins() -> None:
    s = broken(G_BREAK_M, virtues=([], ["celeritas"]), hands=([B_REM_OUT], [G_RM, G_OTT]))
    ott_side = card(GAL, G_OTT).halves[0][0]
    play(s, f"attack {G_RM}", f"remedy {B_REM_OUT} outside", f"remedy {G_OTT} {ott_side}")
    over(s, 1, LOSS["reply"])


def test_break_sequence_2_3_3_4_both_wait_break_off() -> None:
    s = broken(G_BREAK_M, hands=([B_REM_OUT], [G_RM]))
    play(s, "wait")
    assert s.phase == "break_def" and s.to_move == 1
    play(s, "wait")
    back_out_of_measure(s)
    s = broken(G_BREAK_M, virtues=([], ["celeritas"]), hands=([B_REM_OUT], [G_RM]))
    play(s, "wait", "wait")
    back_out_of_measure(s)


def test_break_sequence_an_unanswered_mezano_wins() -> None:
    s = broken(G_BREAK_M, virtues=([], ["celeritas"]), hands=([B_REM_IN, B_RM], [G_RM]))
    play(s, f"attack {G_RM}")
    over(s, 1, LOSS["break_answer"])


# ============================================================================================
# Virtues and bonuses
# ============================================================================================


def test_virtue_most_is_strict() -> None:
    s = scene(phase="trade", to_move=0, virtues=(["celeritas", "prudentia"], []),
              bonus=((), [("celeritas", 1, "posta")]))
    assert s.virtue(0, "celeritas") == s.virtue(1, "celeritas") == 1
    assert not s.most(0, "celeritas") and not s.most(1, "celeritas")
    assert s.most(0, "prudentia") and not s.most(1, "prudentia")
    for name in VIRTUES:
        assert not (s.most(0, name) and s.most(1, name))
    # a tie in Prudentia: Trades stay two for one
    s = scene(phase="trade", to_move=0, virtues=(["prudentia"], []), bonus=((), [("prudentia", 1, "posta")]),
              hands=([B_MF, B_MM], None))
    play(s, f"trade {B_MF}")
    assert s.picked[0] == 1 and s.hand[0] == [B_MM]


def test_posta_bonus_goes_to_the_first_strike() -> None:
    mine = posta(BOU, bonus=(("fortitudo", 1),), attacks_has=["mm"])
    shown = card(BOU, B_MM).parried_by
    rays = strike(GAL, parry=True, sun="rays", line=lambda ln: ln in shown and ln[0] == "r")
    s = standing((mine, G_PLAIN), hands=([B_MM, B_RM, B_RF], [rays, G_RM]))
    assert s.virtue(0, "fortitudo") == 1  # from the reveal
    play(s, f"attack {B_MM}")
    assert s.posta[0] is None and s.bonus_on[0] == B_MM
    assert s.virtue(0, "fortitudo") == 1  # it rides on the strike


def test_bonus_lasts_while_its_strike_is_on_top() -> None:
    s = scene(phase="largo", to_move=0, attacker=1, bind="largo", side=["left", "right"],
              stacks=([B_MM], [G_MF]), bonus=([("fortitudo", 1, "posta")], []), bonus_on=[B_MM, None],
              hands=([B_RM], [G_MF_NO_COUNTER, G_MM]))
    assert s.virtue(0, "fortitudo") == 1
    play(s, f"attack {B_RM}")
    assert s.stack[0][-1] == B_RM
    assert s.virtue(0, "fortitudo") == 0


def test_a_parry_is_a_first_strike_too() -> None:
    fast = posta(GAL, bonus=(("celeritas", 1),))
    parry = strike(GAL, parry=True, line=lambda ln: ln in card(BOU, B_MM).parried_by and
                   hand_of(ln) in (posta_card(GAL, fast).side, "middle"))
    s = standing((B_PLAIN_MIDDLE, fast), hands=([B_MM], [parry]))
    play(s, f"attack {B_MM}", f"parry {parry}")
    assert s.bonus_on[1] == parry and s.virtue(1, "celeritas") == 1


def test_change_posta_swaps_the_bonus() -> None:
    strong = posta(BOU, bonus=(("fortitudo", 1),))
    bold = posta(BOU, bonus=(("audatia", 1),))
    plain = posta(BOU, bonus=())
    s = standing((strong, G_PLAIN))
    assert (s.virtue(0, "fortitudo"), s.virtue(0, "audatia")) == (1, 0)
    events = play(s, f"change {bold}")
    assert (s.virtue(0, "fortitudo"), s.virtue(0, "audatia")) == (0, 1)
    assert any(isinstance(e, CardMoved) and e.card == bold and e.face_up for e in events)
    s = standing((strong, G_PLAIN))
    play(s, f"change {plain}")
    assert s.virtue(0, "fortitudo") == 0
    # a skill's bonus is not the posta's: it stays
    s = standing((strong, G_PLAIN), bonus=([("audatia", 2, "skill")], []))
    play(s, f"change {plain}")
    assert s.virtue(0, "audatia") == 2


def test_break_off_ends_every_bonus() -> None:
    s = largo_scene(hands=([B_MM], [G_RM]), bonus=([("audatia", 2, "skill")], [("celeritas", 1, "posta")]),
                    bonus_on=[B_MF, G_RS], waited=True, to_move=0)
    assert s.virtue(0, "audatia") == 2 and s.virtue(1, "celeritas") == 1
    play(s, "wait")
    assert s.bonus == [[], []]
    assert s.virtue(0, "audatia") == 0 and s.virtue(1, "celeritas") == 0


# ============================================================================================
# Skills
# ============================================================================================


@pytest.mark.parametrize("blow", [B_MF, B_RF, B_MM, B_PUNTA])
def test_skill_avoid_moves_the_attackers_stack_to_the_side_of_its_final_posta(blow: str) -> None:
    final = card(BOU, blow).final
    s = struck(blow, defender_posta=G_PLAIN, hands=(None, [G_AVOID, G_MF]))
    assert f"avoid {G_AVOID}" in legal(s)
    events = play(s, f"avoid {G_AVOID}")
    assert s.side[0] == posta_card(BOU, final).side
    assert G_AVOID in s.discard[0 + 1] and G_AVOID in s.view(0).public_discard[1]
    assert any(isinstance(e, CardMoved) and e.card == G_AVOID and e.face_up for e in events)
    # the avoider is still in his posta and may attack first, as in Largo
    assert s.posta[1] == G_PLAIN and s.stack[1] == []
    assert s.phase == "largo" and s.to_move == 1 and s.attacker == 0 and s.pending == ""
    assert f"attack {G_MF}" in legal(s) and "wait" in legal(s)


def test_avoid_then_both_wait_break_off() -> None:
    s = struck(B_MF, defender_posta=G_PLAIN, hands=([B_MM], [G_AVOID]))
    play(s, f"avoid {G_AVOID}", "wait")
    assert s.phase == "largo" and s.to_move == 0
    play(s, "wait")
    back_out_of_measure(s)


CYCLER = skill(GAL, "feint", cycle=True)


@pytest.mark.parametrize("where", ["open1", "react", "largo", "streto", "reply", "exchanged", "trade",
                                   "skills"])
def test_skill_cycle_is_discarded_for_a_new_card(where: str) -> None:
    hand = [CYCLER, G_MF, G_RS, G_REM_OUT]
    top = strike(GAL, "mm", skip=(G_MF,), basic=False)
    common = {"hands": (None, hand), "deck_tops": ((), [top])}
    if where == "open1":
        s = standing((B_PLAIN_MIDDLE, G_PLAIN), phase="open2", to_move=1, **common)
    elif where == "react":
        s = struck(B_MF, **common)
    elif where == "reply":
        common["hands"] = (None, [*hand, _counters_for(BOU, B_REM_IN, "inside", GAL)[1]])
        s = scene(phase="reply", to_move=1, attacker=1, remedy=(0, B_REM_IN, "inside"),
                  stacks=([B_MF, B_REM_IN], [G_MS]), **common)
    else:
        s = scene(phase=where, to_move=1, attacker=0, bind=where if where in ("largo", "streto") else "",
                  stacks=([B_MF], [G_MS]) if where != "trade" and where != "skills" else ((), ()), **common)
    phase = s.phase
    assert f"cycle {CYCLER}" in legal(s)
    play(s, f"cycle {CYCLER}")
    assert top in s.hand[1] and CYCLER not in s.hand[1]
    assert CYCLER in s.view(0).public_discard[1]
    assert s.phase == phase and s.to_move == 1


@pytest.mark.parametrize("where", ["entry", "feint", "orient", "break_att", "break_def"])
def test_skill_cycle_whenever_its_owner_acts_in_measure(where: str) -> None:
    """docs: a Cycle skill may be discarded for a new card whenever its owner acts (rulebook:
    "at any time"). These in-measure steps are acts of their owner too."""
    hand = [CYCLER, G_MM, G_RM, G_REM_OUT, G_REM_IN, skill(GAL, "feint", cycle=False)]
    s = scene(phase=where, to_move=1, attacker=1, bind="largo", side=["left", "right"],
              stacks=([B_MS], [G_MF]), break_card=B_MF if where.startswith("break") else "",
              remedy_sides=("outside",), virtues=([], ["audatia", "fortitudo"]), hands=(None, hand))
    assert s.legal_actions(), "the owner acts here"
    assert f"cycle {CYCLER}" in legal(s)


def test_skill_cycle_while_choosing_a_posta_both_choosers() -> None:
    """The rulebook: a Cycle card may be cycled "at any time" (Skill cards); the posta choice
    (Out of Measure 3) is a time its owner acts, before and after the other's commitment."""
    b_cycler = skill(BOU, "study", cycle=True)
    s = scene(phase="posta", to_move=0, hands=([b_cycler, B_MM], [CYCLER, G_MF]),
              deck_tops=([B_RF], [G_RS]))
    assert f"cycle {b_cycler}" in legal(s)
    play(s, f"cycle {b_cycler}")
    assert B_RF in s.hand[0] and s.phase == "posta" and s.to_move == 0
    play(s, f"posta {B_PLAIN_MIDDLE}")
    assert s.phase == "posta" and s.to_move == 1
    assert f"cycle {CYCLER}" in legal(s)
    play(s, f"cycle {CYCLER}")
    assert G_RS in s.hand[1] and CYCLER in s.view(0).public_discard[1]
    play(s, f"posta {G_PLAIN}")
    assert s.posta == [B_PLAIN_MIDDLE, G_PLAIN] and s.phase == "skills"


def test_skill_cycle_during_the_posta_choice_keeps_the_commitment_hidden() -> None:
    s = scene(phase="posta", to_move=0, hands=(None, [CYCLER, G_MF]), deck_tops=((), [G_RS]))
    choice = posta(BOU, extensa=True)
    play(s, f"posta {choice}")
    before = s.view(1)
    events = play(s, f"cycle {CYCLER}")
    # the Challenger's commitment stands, unseen by the Respondent and by onlookers
    assert s.committed[0] == choice and s.posta == [None, None]
    assert s.phase == "posta" and s.to_move == 1 and s.blind_to_last()
    view = s.view(1)
    assert view.committed == (True, False) and view.my_commit is None
    assert choice not in json.dumps(view.to_json()) and choice not in json.dumps(s.view(None).to_json())
    assert replace(view, hand=None, discard=None, hand_sizes=(), deck_sizes=(), public_discard=(),
                   discard_sizes=()) == \
        replace(before, hand=None, discard=None, hand_sizes=(), deck_sizes=(), public_discard=(),
                discard_sizes=())
    for seat in (1, None):
        assert choice not in str([e.for_seat(seat) for e in events])
    # the Challenger's own view still holds his choice
    assert s.view(0).my_commit == choice


def test_no_cycle_with_an_empty_deck() -> None:
    s = scene(phase="largo", to_move=1, attacker=0, bind="largo", side=["right", "left"],
              stacks=([B_MF], [G_MS]), hands=(None, [CYCLER, G_RM]), deck_sizes=(None, 0))
    assert "cycle" not in kinds(s)


# ============================================================================================
# Roland's Salle bout (variant salle)
# ============================================================================================


def test_salle_basics_are_shuffled_into_the_deck_the_hand_is_twelve_random_cards() -> None:
    hands = set()
    for seed in range(6):
        s = new(variant="salle", seed=seed)
        for seat in (0, 1):
            assert len(s.hand[seat]) == 12 and len(s.deck[seat]) == 27
            assert every_card(s, seat) == sorted(s.decks[seat].cards)
        hands.add(tuple(sorted(s.hand[0])))
        # the Setup discard still applies
        assert s.phase == "discard" and s.to_move == 0
    assert len(hands) > 1
    assert any(set(h) != set(deck(BOU).basics()) for h in hands)


def test_salle_has_no_salute() -> None:
    s = new(variant="salle", seed=3)
    play(s, f"discard {s.hand[0][0]}", "done", "done", "virtue prudentia", "virtue celeritas")
    assert s.phase == "trade" and s.to_move == 0
    assert [len(h) for h in s.hand] == [12, 12]


def salle_touch(points=(0, 0), **kw):
    """The Challenger (seat 0) opens with a blow the Respondent cannot answer; the next cards
    either deck gives are strikes."""
    s = standing((B_PLAIN_MIDDLE, G_PLAIN), variant="salle", hands=([B_MM], G_NOTHING[:11]),
                 deck_tops=([B_MF], [G_MF]), virtues=(["audatia", "celeritas"], ["prudentia", "fortitudo"]),
                 points=list(points), **kw)
    return s, play(s, f"attack {B_MM}")


def test_salle_a_won_exchange_is_a_point_and_the_roles_swap() -> None:
    s, events = salle_touch()
    assert s.points == [1, 0]
    assert ScoreChanged(0, 1) in events and RoundOver(0, LOSS["react"]) in events
    assert not any(isinstance(e, GameOver) for e in events) and s.phase != "over"
    # the roles swap; the new Challenger takes Audatia, the others are chosen again
    assert s.challenger == 1 and s.respondent == 0
    assert s.virtues == [[], ["audatia"]]
    assert s.phase == "virtues" and s.to_move == 0
    play(s, "virtue fortitudo", "virtue celeritas")
    assert s.virtues == [["fortitudo", "prudentia"], ["audatia", "celeritas"]]
    # back Out of Measure, the new Challenger trades first, both hands refilled
    assert s.phase == "trade" and s.to_move == 1
    assert [len(h) for h in s.hand] == [12, 12]


def test_salle_discards_stay_discarded() -> None:
    s, _ = salle_touch()
    assert B_MM in s.discard[0] and B_MM not in s.deck[0] + s.hand[0]
    assert every_card(s, 0) == sorted(s.decks[0].cards)


def test_salle_hands_refill_at_every_return_out_of_measure() -> None:
    s = largo_scene(variant="salle", hands=([B_MM], [G_RM]), waited=True, to_move=0)
    play(s, "wait")
    back_out_of_measure(s)
    assert [len(h) for h in s.hand] == [12, 12]


@pytest.mark.parametrize(("points", "final", "winner"), [
    ((1, 1), [2, 1], 0),
    ((0, 1), [1, 1], None),  # equal points: a draw
    ((0, 2), [1, 2], 1),
])
def test_salle_ends_when_a_fencer_out_of_measure_has_no_strikes(points, final, winner) -> None:
    # the Respondent holds no strike and his deck is empty: back Out of Measure, the bout ends
    s = largo_scene(variant="salle", hands=([B_MM], G_NOTHING), waited=True, to_move=0,
                    points=list(points), deck_sizes=(None, 0))
    events = play(s, "wait")
    assert s.points == final
    assert ScoreChanged(0, final[0]) in events
    over(s, winner, "no_strikes_left")


def test_salle_a_trade_that_leaves_no_strike_ends_the_bout() -> None:
    """Roland's rules: a fencer Out of Measure with no strike left gives the other a point and
    ends the bout, whenever that happens: here after a Trade (before, only at a return Out of
    Measure)."""
    s = scene(variant="salle", phase="trade", to_move=0, points=[1, 1],
              hands=([B_MM, B_REM_IN, B_REM_OUT], None), deck_tops=([counter(BOU)], ()))
    play(s, f"trade {B_MM}")
    assert s.phase == "trade"  # half a Trade: nothing is decided before its card is drawn
    events = play(s, f"trade {B_REM_IN}")
    assert not s.strikes_in_hand(0)
    assert s.points == [1, 2] and ScoreChanged(1, 2) in events
    over(s, 1, "no_strikes_left")


def test_salle_a_trade_that_draws_a_strike_goes_on() -> None:
    s = scene(variant="salle", phase="trade", to_move=0,
              hands=([B_MM, B_REM_IN, B_REM_OUT], None), deck_tops=([B_RF], ()))
    play(s, f"trade {B_MM}", f"trade {B_REM_IN}")
    assert s.phase == "trade" and s.points == [0, 0]


def test_duel_a_trade_that_leaves_no_strike_decides_nothing() -> None:
    s = scene(phase="trade", to_move=0, hands=([B_MM, B_REM_IN, B_REM_OUT], None),
              deck_tops=([counter(BOU)], ()))
    play(s, f"trade {B_MM}", f"trade {B_REM_IN}", "done")
    assert s.phase == "trade" and s.to_move == 1 and s.points == [0, 0]


def test_salle_both_without_strikes_both_score() -> None:
    no_strikes_0 = find_all(BOU, "remedy") + find_all(BOU, "counter")
    s = largo_scene(variant="salle", hands=(no_strikes_0, G_NOTHING), waited=True, to_move=0,
                    deck_sizes=(0, 0), stacks=((), ()))
    play(s, "wait")
    assert s.points == [1, 1]
    over(s, None, "no_strikes_left")


def test_salle_two_draws_give_the_respondent_a_point() -> None:
    s = standing((B_PLAIN_MIDDLE, G_PLAIN), variant="salle", phase="open3", draws=1,
                 hands=([B_RF], None))  # a roverso is not eligible from this posta
    events = play(s, "wait")
    assert s.points == [0, 1] and ScoreChanged(1, 1) in events
    assert s.phase == "virtues" and s.challenger == 1 and s.draws == 0


def test_salle_the_bout_goes_on_after_a_point_and_the_final_count_decides() -> None:
    s, _ = salle_touch(points=(3, 0))
    assert s.points == [4, 0] and s.phase != "over"
    assert s.returns() == (0.0, 0.0)  # nothing is decided until the bout ends


# ============================================================================================
# Guy's Sudden death (variant sudden)
# ============================================================================================


def test_sudden_setup_roles_virtues_trades_refill_then_one_posta() -> None:
    s = new(variant="sudden", seed=2)
    # no Setup discard and no Salute
    assert s.phase == "virtues" and s.to_move == 1 and s.virtues == [["audatia"], []]
    play(s, "virtue prudentia", "virtue celeritas")
    assert s.phase == "trade" and s.to_move == 0
    play(s, f"trade {s.hand[0][0]}")
    play(s, f"trade {s.hand[0][0]}", "done")
    assert len(s.hand[0]) == 11
    play(s, "done")
    # the Trades make a hand of 12
    assert [len(h) for h in s.hand] == [12, 12]
    assert s.phase == "posta" and s.to_move == 0
    p0, p1 = posta(BOU, side="right"), posta(GAL, side="left")
    play(s, f"posta {p0}", f"posta {p1}")
    assert s.posta == s.start_posta == [p0, p1]
    assert s.phase == "order" and s.to_move == 0  # no skills step: the rows are laid at once


def test_sudden_no_cycles() -> None:
    s = scene(variant="sudden", phase="trade", to_move=1, hands=(None, [CYCLER, G_MF, G_RF]))
    assert "cycle" not in kinds(s)


def sudden_scene(rows0, hand1, p0=B_PLAIN_MIDDLE, p1=None):
    p1 = p1 or posta(GAL, side="middle", extensa=False, attackable_by=None)
    return scene(variant="sudden", phase="order", to_move=1, posta=[p0, p1], start_posta=[p0, p1],
                 hands=([], hand1), rows=(rows0, []))


def test_sudden_rows_are_committed_face_down_hidden_from_the_other() -> None:
    s = scene(variant="sudden", phase="order", to_move=0, posta=[B_PLAIN_MIDDLE, G_PLAIN],
              start_posta=[B_PLAIN_MIDDLE, G_PLAIN], hands=([B_MM, B_RM], [G_MF, G_RS]))
    assert legal(s) == {f"place {B_MM}", f"place {B_RM}"}
    events = play(s, f"place {B_RM}")
    assert s.row[0] == [B_RM] and s.hand[0] == [B_MM]
    assert all(e.for_seat(1).card is None for e in events if isinstance(e, CardMoved))
    assert s.view(1).row_sizes == (1, 0) and B_RM not in json.dumps(s.view(1).to_json())
    assert s.view(0).row == (B_RM,)
    play(s, f"place {B_MM}")
    assert s.row[0] == [B_RM, B_MM]  # laid left to right
    assert s.phase == "order" and s.to_move == 1


def test_sudden_rows_play_themselves_until_a_legal_play_where_a_fencer_must_act() -> None:
    s = sudden_scene([B_REM_IN, B_MM], [G_REM_IN, G_REM_OUT])
    events = play(s, f"place {G_REM_IN}", f"place {G_REM_OUT}")
    # the Challenger must open: a remedy cannot, it is turned and discarded; the mezano attacks
    assert s.discard[0] == [B_REM_IN] and B_REM_IN in s.view(1).public_discard[0]
    attack = Action("attack", B_MM)
    assert s.stack[0] == [B_MM] and ActionPlayed(0, f"attack {B_MM}", words=describe_action(attack)) in events
    # the Respondent owes an answer: he turns his whole row, nothing answers, his row is spent
    assert s.discard[1] == [G_REM_IN, G_REM_OUT] and s.row == [[], []]
    over(s, 0, LOSS["react"])


def test_sudden_free_choice_waits_then_break_off_returns_to_setup_poste_both_spent_draw() -> None:
    p1 = posta(GAL, side="middle", extensa=False, attackable_by=None)
    shown = card(BOU, B_MM).parried_by
    parry = strike(GAL, parry=True, line=lambda ln: ln in shown, sun=card(BOU, B_MM).sun)  # a Largo parry
    s = sudden_scene([B_MM], [parry, G_REM_IN], p1=p1)
    events = play(s, f"place {parry}", f"place {G_REM_IN}")
    i_break = events.index(PhaseChanged("break off", None))
    i_turn = next(i for i, e in enumerate(events) if isinstance(e, CardMoved) and e.card == G_REM_IN
                  and e.src == "row:1")
    # in Largo the remedy did not fit: he waited and kept it; only after the Break Off, when he
    # must open, was it turned (and discarded)
    assert i_break < i_turn
    assert s.posta == [B_PLAIN_MIDDLE, p1]  # back in the setup poste
    over(s, None, "rows_spent")


def test_sudden_a_feint_in_the_row_is_played_at_the_entry() -> None:
    """The Entry is a free choice: the next card is played if it fits. A Feint followed in the
    row by an eligible attack fits (the rows play themselves: the attack is the next card)."""
    p1 = posta(GAL, side="middle", extensa=False, attackable_by=None)
    shown = card(BOU, B_MM).parried_by
    parry = strike(GAL, parry=True, line=lambda ln: ln in shown and ln[0] == "r", sun=card(BOU, B_MM).sun)
    s = sudden_scene([B_MM, B_FINTA, B_RM], [parry], p1=p1)
    events = play(s, f"place {parry}")
    assert ActionPlayed(0, f"feint {B_FINTA}", words=describe_action(Action("feint", B_FINTA))) in events
    assert PhaseChanged("break off", None) not in events
    over(s, 0, LOSS["react"])


# --- found in review: the Counterattack symbol on both cards, a counter from a posta, the
# Exchange after the first blow from a posta, and actions that name hidden cards -------------


def test_counterattack_needs_the_symbol_on_the_blow_as_well() -> None:
    blow = strike(BOU, "mf", counter=False)
    s = struck(blow, virtues=([], ["celeritas"]), hands=(None, [G_MF]))
    assert card(GAL, G_MF).counter and "counter" not in kinds(s)
    s = struck(B_MF, virtues=([], ["celeritas"]), hands=(None, [G_MF]))
    assert legal_cards(s, "counter") == {G_MF}


def test_counterattack_from_a_posta_follows_its_seven_swords() -> None:
    with_mf = posta(GAL, side="middle", attacks_has=["mf"])
    without_mf = posta(GAL, side="middle", attacks_lacks=["mf"])
    s = struck(B_MF, virtues=([], ["celeritas"]), defender_posta=without_mf, hands=(None, [G_MF]))
    assert "counter" not in kinds(s)  # a middle posta would allow the side, not the blow
    s = struck(B_MF, virtues=([], ["celeritas"]), defender_posta=with_mf, hands=(None, [G_MF]))
    assert legal_cards(s, "counter") == {G_MF}


def test_exchange_from_a_posta_against_a_thrust_from_a_stack_needs_only_celeritas() -> None:
    # after an avoid the avoider still stands in his posta, but the thrust came from a stack:
    # the poste no longer count (the rule's "after the first blow")
    s = struck(B_PUNTA, virtues=([], ["celeritas"]), defender_posta=G_PLAIN,
               hands=(None, [G_PUNTA_X]))
    assert s.struck_from == "" and not posta_card(GAL, G_PLAIN).exchange
    assert legal_cards(s, "exchange") == {G_PUNTA_X}


@pytest.mark.parametrize("phase_moves", [
    ("posta", "posta"), ("trade", "trade"), ("discard", "discard"),
])
def test_an_action_naming_a_hidden_card_is_not_named_to_the_other_seat(phase_moves) -> None:
    phase, verb = phase_moves
    s = scene(phase=phase, to_move=0)
    action = next(a for a in s.legal_actions() if a.kind == verb)
    (played, *_) = s.apply(action)
    mine, theirs, onlooker = (played.for_seat(x).to_dict() for x in (0, 1, None))
    assert action.card in mine["text"]
    assert action.card not in json.dumps(theirs) and action.card not in json.dumps(onlooker)
    assert theirs["text"]  # he still reads that something was done


def test_a_changed_posta_is_public() -> None:
    s = standing((B_PLAIN_MIDDLE, G_PLAIN))
    other = next(a for a in s.legal_actions() if a.kind == "change")
    (played, *_) = s.apply(other)
    assert other.card in played.for_seat(1).to_dict()["text"]


def test_every_phase_has_one_named_step_that_takes_its_actions() -> None:
    """Rules read as their processes: each phase but the end hands its actions to one handler
    (a Cycle, allowed in many phases, is a step of its own)."""
    from engine.games.audatia.state import _STEPS, PHASES

    assert set(_STEPS) == set(PHASES) - {"over"}
    assert all(step.__doc__ or step.__name__.startswith("_on_") for step in _STEPS.values())
