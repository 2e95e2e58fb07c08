"""Audatia's refusals, rule by rule: for each rule a position where it refuses, the code and the
fields `check` gives, and the sentence a player reads; then the rulebook's edge cases that the
same predicate accepts, and a walk through random duels holding `legal_actions` (the AI's fast
path) equal to the candidates `check` accepts.

Seat 0 is the Challenger with Boucicaut's deck, seat 1 the Respondent with Galeazzo's; cards are
picked by their symbols (tests.audatia.build). Sentences are read in English.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.refusal import Refusal
from engine.games.audatia import GAME as AUDATIA
from engine.games.audatia import refusals
from engine.games.audatia.actions import ARITY, REMEDY_SIDES, Action, card_names, parse_action
from engine.games.audatia.cards import LINE_NAMES, VIRTUES
from engine.games.audatia.refusal_words import WORDS
from engine.games.audatia.state import AudatiaState
from tests.audatia.build import (
    BOU,
    GAL,
    altered,
    card,
    counter,
    find,
    find_all,
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

NAMES = card_names()

B_MF = strike(BOU, "mf", parry=True, attack=True)
B_MM = strike(BOU, "mm", attack=True, parry=True)
B_RM = strike(BOU, "rm", attack=True, parry=True)
B_RF = strike(BOU, "rf", attack=True, parry=True)
B_PUNTA = strike(BOU, "p", attack=True, exchange=False, counter=False)
B_PUNTA_X = strike(BOU, "p", attack=True, exchange=True)
B_FEINT = skill(BOU, "feint")
B_STUDY = skill(BOU, "study")
B_CYCLER = find(BOU, "skill", cycle=True)
B_REM_IN = remedy(BOU, sides={"inside"})
B_REM_OUT = remedy(BOU, sides={"outside"})
B_NOT_BASIC = find(BOU, "strike", basic=False)
B_BASICS = find_all(BOU, "strike", basic=True)

G_MF = strike(GAL, "mf", parry=True, counter=True)
G_MS = strike(GAL, "ms", parry=True)
G_RM = strike(GAL, "rm", parry=True, attack=True)
G_MM = strike(GAL, "mm", parry=True, attack=True)
G_PUNTA_X = strike(GAL, "p", exchange=True, attack=True)
G_PUNTA_PLAIN = strike(GAL, "p", exchange=False)
G_NO_PARRY = strike(GAL, parry=False)
G_BREAK_M = strike(GAL, "mf", breaks=True)
G_AVOID = skill(GAL, "avoid")
G_REM_IN = remedy(GAL, sides={"inside"})
G_REM_OUT = remedy(GAL, sides={"outside"})
G_OTT = remedy(GAL, over_the_top=True)
G_NOT_OTT = remedy(GAL, over_the_top=False)

B_PLAIN = posta(BOU, attackable_by=None, extensa=False, exchange=False, attacks_has=["mf"])
B_XCH = posta(BOU, exchange=True, attacks_has=["p"], extensa=False)
B_NO_XCH = posta(BOU, exchange=False, extensa=False, attackable_by=None, attacks_has=["p"])
G_PLAIN = posta(GAL, attackable_by=None, extensa=False, exchange=False, bonus=())
G_EXT = posta(GAL, extensa=True, exchange=False)
G_XCH = posta(GAL, exchange=True, extensa=False, bonus=())


def refused(s: AudatiaState, text: str, code: str, **fields: Any) -> str:
    """`text` is refused by the rule `code` with `fields` (those given), the same refusal stops
    `apply`, and the sentence is returned to be read."""
    a = parse_action(text)
    refusal = s.check(a)
    assert refusal is not None and refusal.code == code, (text, refusal)
    for key, value in fields.items():
        assert refusal.fields[key] == value, (key, refusal)
    assert a not in s.legal_actions()
    said = s.why_illegal(a)
    assert said == s.refusal_words(a, refusal)
    with pytest.raises(IllegalAction) as e:
        s.apply(a)
    assert str(e.value) == said
    return said


def name(cid: str) -> str:
    return NAMES[cid]


def the_posta(deck_name: str, pid: str) -> str:
    return NAMES.get(pid, posta_card(deck_name, pid).name)


# --- the step, the shape, the hand ---------------------------------------------------------------
def test_the_duel_over_refuses_everything() -> None:
    s = scene(phase="over", reason="perfect_counter", winner=0)
    assert refused(s, "wait", "duel_over") == "the duel is over"


def test_a_verb_the_step_does_not_take_names_the_step_and_what_it_allows() -> None:
    s = new()
    said = refused(s, "wait", "not_this_step", phase="discard", verbs=("discard", "done"))
    assert said == "Wait: not now; in Setup: discard Basic cards and draw you may discard, done"


def test_a_move_of_the_wrong_shape_is_no_move_of_the_game() -> None:
    s = new()
    for a in (Action("done", "x"), Action("discard"), Action("flee"), Action("remedy", B_REM_IN, "middle")):
        refusal = s.check(a)
        assert refusal == Refusal("no_such_move")
        assert s.why_illegal(a).endswith(": Audatia has no such move")


def test_a_card_not_in_hand() -> None:
    s = new()
    off = next(c for c in s.deck[0] if card(BOU, c).basic is False)
    said = refused(s, f"discard {off}", "not_held", card=off)
    assert said == f"Set aside {name(off)}: that card is not in your hand"


# --- Setup ----------------------------------------------------------------------------------------
def test_setup_5_the_duel_sets_aside_basic_cards_only() -> None:
    s = scene(phase="discard", to_move=0, hands=([B_NOT_BASIC, *B_BASICS[:2]], None))
    said = refused(s, f"discard {B_NOT_BASIC}", "not_basic", card=B_NOT_BASIC)
    assert said.endswith(f": only Basic cards are set aside in Setup, and {name(B_NOT_BASIC)} is not one")
    # Roland's Salle bout deals a random hand: any card of it may be set aside
    s = scene(variant="salle", phase="discard", to_move=0, hands=([B_NOT_BASIC], None))
    assert s.check(Action("discard", B_NOT_BASIC)) is None


def test_setup_5_the_deck_keeps_a_card_for_each_card_set_aside() -> None:
    s = scene(phase="discard", to_move=0, picked=[1, 0], deck_sizes=(1, None),
              hands=([*B_BASICS[:2], B_CYCLER], None))
    said = refused(s, f"discard {B_BASICS[0]}", "deck_spent", laid=1, deck=1)
    assert said.endswith(": your deck holds no card to replace one more (1 set aside, 1 in the deck)")
    refused(s, f"cycle {B_CYCLER}", "deck_spent", laid=1, deck=1)  # a Cycle draws at once
    assert s.check(Action("done")) is None


def test_setup_6_each_virtue_is_taken_once() -> None:
    s = scene(phase="virtues", to_move=1, virtues=(["audatia"], []))
    said = refused(s, "virtue audatia", "virtue_taken", virtue="audatia", holder=0)
    assert said == "Take the Virtue Audatia: Audatia is already taken"
    refused(s, "virtue fortuna", "no_such_virtue", virtue="fortuna")
    assert s.check(Action("virtue", "celeritas")) is None


def test_a_cycle_needs_the_cycle_symbol_a_card_to_draw_and_is_not_made_in_sudden_death() -> None:
    s = scene(phase="trade", to_move=0, hands=([B_MF, B_CYCLER], None))
    said = refused(s, f"cycle {B_MF}", "not_a_cycle", card=B_MF)
    assert said.endswith(f": {name(B_MF)} has no Cycle symbol")
    s = scene(phase="trade", to_move=0, deck_sizes=(0, None), hands=([B_MF, B_CYCLER], None))
    said = refused(s, f"cycle {B_CYCLER}", "deck_empty")
    assert said.endswith(": your deck is empty, so no card can be drawn")
    s = scene(variant="sudden", phase="trade", to_move=0, hands=([B_MF, B_CYCLER], None))
    said = refused(s, f"cycle {B_CYCLER}", "no_cycle_in_sudden")
    assert said.endswith(": in Sudden death no card is cycled")


# --- Out of Measure -------------------------------------------------------------------------------
def test_out_of_measure_1_a_trade_lays_two_cards_and_is_finished_before_anything_else() -> None:
    s = scene(phase="trade", to_move=0, hands=([B_MF], None))
    said = refused(s, f"trade {B_MF}", "too_few_to_trade", size=2, held=1)
    assert said == f"Trade away {name(B_MF)}: a Trade lays 2 cards and you hold 1"
    # most Prudentia: one for one (our Prudentia advantage)
    s = scene(phase="trade", to_move=0, hands=([B_MF], None), virtues=(["prudentia"], []))
    assert s.check(Action("trade", B_MF)) is None
    s = scene(phase="trade", to_move=0, hands=([B_MF, B_MM, B_CYCLER], None))
    play(s, f"trade {B_MF}")
    assert refused(s, "done", "trade_unfinished", laid=1) == \
        "Done: finish the Trade first: lay one more card face down"
    refused(s, f"cycle {B_CYCLER}", "trade_unfinished")
    s = scene(phase="trade", to_move=0, deck_sizes=(0, None), hands=([B_MF, B_MM], None))
    refused(s, f"trade {B_MF}", "deck_empty")


def test_out_of_measure_2_a_posta_of_ones_own_deck() -> None:
    s = scene(phase="posta", to_move=0)
    refused(s, f"posta {G_PLAIN}", "not_a_posta", card=G_PLAIN)
    said = refused(s, f"posta {B_MF}", "not_a_posta", card=B_MF)
    assert said.endswith(": that is not one of your poste")


def test_out_of_measure_3_only_skills_played_out_of_measure() -> None:
    s = scene(phase="skills", to_move=0, skills_first=0, hands=([B_MF, B_FEINT, B_STUDY], None))
    assert refused(s, f"skill {B_MF}", "not_a_skill", card=B_MF).endswith(f": {name(B_MF)} is not a skill")
    said = refused(s, f"skill {B_FEINT}", "not_out_of_measure", card=B_FEINT)
    assert said.endswith(f": {name(B_FEINT)} is not played Out of Measure")
    assert s.check(Action("skill", B_STUDY)) is None


def test_out_of_measure_5_a_change_of_posta_is_to_another_posta() -> None:
    s = standing((B_PLAIN, G_PLAIN), hands=([B_MF], None))
    said = refused(s, f"change {B_PLAIN}", "already_in_posta", posta=B_PLAIN)
    assert said.endswith(f": you already stand in {the_posta(BOU, B_PLAIN)}")


def test_out_of_measure_7_the_challenger_who_can_attack_must() -> None:
    s = standing((B_PLAIN, G_PLAIN), phase="open3", hands=([B_MF, B_MM], None))
    altered(s, 0, B_MM, attack=False)
    said = refused(s, "wait", "must_attack", cards=(B_MF,))
    assert said == f"Wait: the Challenger must attack, and you may attack with {name(B_MF)}"
    refused(s, f"change {B_XCH}", "not_this_step")  # no change of posta at the last opening
    s = standing((B_PLAIN, G_PLAIN), phase="open3", hands=([B_MM], None))
    altered(s, 0, B_MM, attack=False)
    assert s.check(Action("wait")) is None  # only a Challenger who cannot waits for the draw


# --- attacks: Eligibility -------------------------------------------------------------------------
def test_an_attack_is_a_strike_with_the_attack_symbol() -> None:
    s = standing((B_PLAIN, G_PLAIN), hands=([B_MF, B_FEINT], None))
    altered(s, 0, B_MF, attack=False)  # every strike of the decks carries it: a changed card
    assert refused(s, f"attack {B_FEINT}", "not_a_strike", card=B_FEINT).endswith(
        f": {name(B_FEINT)} is not a strike")
    assert refused(s, f"attack {B_MF}", "no_attack_symbol", card=B_MF).endswith(
        f": {name(B_MF)} has no Attack symbol")


def test_an_attack_from_a_posta_takes_a_line_of_its_seven_swords() -> None:
    narrow = posta(BOU, attacks_lacks=["rf"], extensa=False)
    s = standing((narrow, G_PLAIN), hands=([B_RF], None))
    said = refused(s, f"attack {B_RF}", "not_from_posta", posta=narrow, line="rf")
    assert said.endswith(f": the Seven Swords of {the_posta(BOU, narrow)} do not show the roverso fendente")


def test_an_attack_from_a_stack_takes_the_side_of_the_sword() -> None:
    s = scene(phase="largo", to_move=0, attacker=1, bind="largo", side=["left", "right"],
              stacks=([B_RM], [G_MS]), hands=([B_MM, B_RF], None))
    said = refused(s, f"attack {B_MM}", "wrong_side", side="left", line="mm")
    assert said.endswith(": your sword is on the left, and a mandritto mezano is not played from there")
    assert s.check(Action("attack", B_RF)) is None


def test_an_attack_on_a_posta_takes_a_line_its_upside_down_seven_swords_allow() -> None:
    closed = posta(GAL, attackable_by=lambda x: x is not None and "mf" not in x, extensa=False)
    s = standing((B_PLAIN, closed), hands=([B_MF], None))
    allowed = posta_card(GAL, closed).attackable_by
    assert allowed is not None
    refusal = s.check(Action("attack", B_MF))
    assert refusal is not None and refusal.code == "target_posta_closed"
    assert refusal.fields["line"] == "mf" and set(refusal.fields["lines"]) == allowed
    said = refused(s, f"attack {B_MF}", "target_posta_closed", posta=closed)
    assert f"his {the_posta(GAL, closed)} may be attacked only with " in said
    assert all(LINE_NAMES[x] in said for x in allowed)


def test_an_extensa_posta_is_beaten_aside_or_exchanged() -> None:
    s = standing((B_PLAIN, G_EXT), hands=([B_MF, B_PUNTA], None))
    said = refused(s, f"attack {B_MF}", "extensa_needs_beat", posta=G_EXT)
    assert f"his {the_posta(GAL, G_EXT)} is an Extensa guard: beat it aside" in said
    assert s.check(Action("beat", B_MF)) is None
    altered(s, 0, B_MF, parry=False)
    assert refused(s, f"beat {B_MF}", "no_parry_symbol", card=B_MF).endswith(
        f": {name(B_MF)} has no Parry symbol")
    # a thrust exchanges the Extensa only from an Exchange posta, with most Celeritas
    s = standing((B_NO_XCH, G_EXT), virtues=(["celeritas"], []), hands=([B_PUNTA_X], None))
    refused(s, f"attack {B_PUNTA_X}", "exchange_posta_needed", posta=G_EXT)
    s = standing((B_XCH, G_EXT), hands=([B_PUNTA_X], None))
    said = refused(s, f"attack {B_PUNTA_X}", "needs_most", virtue="celeritas")
    assert said.endswith(": only the fencer with most Celeritas may do this")
    s = standing((B_XCH, G_EXT), virtues=(["celeritas"], []), hands=([B_PUNTA_X], None))
    assert s.check(Action("attack", B_PUNTA_X)) is None


def test_only_an_extensa_posta_is_beaten() -> None:
    s = standing((B_PLAIN, G_PLAIN), hands=([B_MF], None))
    assert refused(s, f"beat {B_MF}", "no_extensa").endswith(": there is no Extensa guard to beat aside")


# --- answering a blow -----------------------------------------------------------------------------
def test_a_parry_carries_the_parry_symbol_on_a_line_the_blow_shows_never_at_its_angle() -> None:
    blow = card(BOU, B_MF)
    shown = find(GAL, "strike", parry=True, line=lambda x: x in blow.parried_by and x != "mf")
    hidden = find(GAL, "strike", parry=True, line=lambda x: x not in blow.parried_by and x != "mf")
    same = find(GAL, "strike", parry=True, line="mf")
    s = struck(B_MF, hands=(None, [G_NO_PARRY, shown, hidden, same]))
    refused(s, f"parry {G_NO_PARRY}", "no_parry_symbol", card=G_NO_PARRY)
    said = refused(s, f"parry {same}", "same_angle", card=same, blow=B_MF)
    assert said.endswith(f": {name(same)} strikes at the same angle as {name(B_MF)}, and no blow is parried "
                         "at its own angle")
    line = card(GAL, hidden).line
    said = refused(s, f"parry {hidden}", "blow_not_parried_by", blow=B_MF, line=line)
    assert f": {name(B_MF)} may be parried only with " in said
    assert said.endswith(f", not with a {LINE_NAMES[line]}")
    assert s.check(Action("parry", shown)) is None


def test_a_parry_comes_from_the_side_of_the_sword() -> None:
    roverso = find(GAL, "strike", parry=True, line=lambda x: x[0] == "r" and x in card(BOU, B_MF).parried_by)
    s = struck(B_MF, defender_side="right", hands=(None, [roverso]))
    line = card(GAL, roverso).line
    said = refused(s, f"parry {roverso}", "wrong_side", side="right", line=line)
    assert said.endswith(f": your sword is on the right, and a {LINE_NAMES[line]} is not played from there")


def test_a_counterattack_is_answered_only_by_the_same_blow_with_nothing_more() -> None:
    same = find(GAL, "strike", line="mf", parry=False) if find_all(GAL, "strike", line="mf", parry=False) \
        else G_MF
    s = struck(B_MF, counterattack=True, defender_side="left", hands=(None, [G_MS, same, G_AVOID]))
    said = refused(s, f"parry {G_MS}", "counterattack_same_line", blow=B_MF, line="mf")
    assert said.endswith(": a counterattack is parried only with the same blow, a mandritto fendente")
    said = refused(s, f"avoid {G_AVOID}", "counterattack_parry_only", blow=B_MF)
    assert said.endswith(f": a counterattack is answered only by parrying it with the same blow as "
                         f"{name(B_MF)}")
    # our reading: no Parry symbol and no side are asked of it
    assert s.check(Action("parry", same)) is None


def test_a_counterattack_needs_the_symbol_on_both_blows_the_same_line_and_most_celeritas() -> None:
    blow = find(BOU, "strike", line="mf", counter=True, attack=True)
    plain_blow = find(BOU, "strike", line="mf", counter=False, attack=True)
    mine = find(GAL, "strike", line="mf", counter=True)
    other = find(GAL, "strike", line=lambda x: x != "mf", counter=True)
    s = struck(blow, defender_side="right", hands=(None, [mine, other]))
    refused(s, f"counter {mine}", "needs_most", virtue="celeritas")
    s = struck(blow, defender_side="right", virtues=([], ["celeritas"]), hands=(None, [mine, other, G_MS]))
    refused(s, f"counter {other}", "counter_same_line", blow=blow, line="mf")
    refused(s, f"counter {G_MS}", "no_counter_symbol" if not card(GAL, G_MS).counter else "counter_same_line")
    assert s.check(Action("counter", mine)) is None
    s = struck(plain_blow, defender_side="right", virtues=([], ["celeritas"]), hands=(None, [mine]))
    said = refused(s, f"counter {mine}", "blow_no_counter", blow=plain_blow)
    assert said.endswith(f": {name(plain_blow)} has no Counterattack symbol")


def test_an_exchange_answers_a_thrust_with_an_exchange_punta() -> None:
    s = struck(B_MF, virtues=([], ["celeritas"]), hands=(None, [G_PUNTA_X]))
    said = refused(s, f"exchange {G_PUNTA_X}", "blow_not_thrust", blow=B_MF)
    assert said.endswith(f": only a thrust is answered so, and {name(B_MF)} is a cut")
    s = struck(B_PUNTA, virtues=([], ["celeritas"]), hands=(None, [G_PUNTA_X, G_PUNTA_PLAIN]))
    refused(s, f"exchange {G_PUNTA_PLAIN}", "no_exchange_symbol", card=G_PUNTA_PLAIN)
    assert s.check(Action("exchange", G_PUNTA_X)) is None
    s = struck(B_PUNTA, hands=(None, [G_PUNTA_X]))
    refused(s, f"exchange {G_PUNTA_X}", "needs_most", virtue="celeritas")


def test_from_the_poste_an_exchange_asks_the_exchange_symbol_of_both() -> None:
    # the thrust came from a posta without the Exchange symbol; he stands in one that has it
    s = struck(B_PUNTA, defender_posta=G_XCH, struck_from="posta", virtues=([], ["celeritas"]),
               hands=(None, [G_PUNTA_X]))
    said = refused(s, f"exchange {G_PUNTA_X}", "exchange_posta_his")
    assert said.endswith("both poste carry the Exchange symbol, and his thrust came from a posta without it")
    s = struck(B_PUNTA, defender_posta=G_PLAIN, struck_from="exchange", virtues=([], ["celeritas"]),
               hands=(None, [G_PUNTA_X]))
    said = refused(s, f"exchange {G_PUNTA_X}", "exchange_posta_mine", posta=G_PLAIN)
    assert said.endswith(f"both poste carry the Exchange symbol, and your {the_posta(GAL, G_PLAIN)} does not")
    s = struck(B_PUNTA, defender_posta=G_XCH, struck_from="exchange", virtues=([], ["celeritas"]),
               hands=(None, [G_PUNTA_X]))
    assert s.check(Action("exchange", G_PUNTA_X)) is None


def test_a_break_is_the_optional_rule_a_cut_with_the_break_symbol_against_a_thrust() -> None:
    s = struck(B_PUNTA, hands=(None, [G_BREAK_M]))
    assert refused(s, f"break {G_BREAK_M}", "break_rule_off").endswith(": the Break rule is off in this duel")
    s = struck(B_PUNTA, brk="on", hands=(None, [G_BREAK_M, G_MS, G_PUNTA_X]))
    no_break = G_MS if not card(GAL, G_MS).breaks else G_PUNTA_PLAIN
    refused(s, f"break {no_break}", "no_break_symbol", card=no_break)
    altered(s, 1, G_PUNTA_X, breaks=True)
    refused(s, f"break {G_PUNTA_X}", "break_with_thrust", card=G_PUNTA_X)
    assert s.check(Action("break", G_BREAK_M)) is None
    s = struck(B_MF, brk="on", hands=(None, [G_BREAK_M]))
    refused(s, f"break {G_BREAK_M}", "blow_not_thrust", blow=B_MF)


def test_only_a_skill_that_avoids_avoids() -> None:
    s = struck(B_MF, hands=(None, [G_MS, G_AVOID]))
    said = refused(s, f"avoid {G_MS}", "not_avoid", card=G_MS)
    assert said.endswith(f": {name(G_MS)} does not avoid a blow")
    assert s.check(Action("avoid", G_AVOID)) is None


# --- the bind: Side card, Entry, Streto, counters -------------------------------------------------
def test_the_side_card_turns_inside_or_outside() -> None:
    s = scene(phase="orient", to_move=1, attacker=0, bind="streto", stacks=([B_MF], [G_MS]))
    said = refused(s, "side middle", "no_such_side", side="middle")
    assert said.endswith(": the Side card turns to the inside or the outside")


def entry(*, bind: str = "largo", side_card: str = "", audatia: bool = True,
          hand: list[str] | None = None) -> AudatiaState:
    return scene(phase="entry", to_move=0, attacker=0, bind=bind, side_card=side_card,
                 side=["right", "left"], stacks=([B_MM], [G_MS]),
                 virtues=(["audatia"] if audatia else [], []),
                 hands=(hand if hand is not None else [B_REM_IN, B_REM_OUT, B_MF, B_FEINT], None))


def test_special_case_a_the_audatia_entry() -> None:
    s = entry(audatia=False)
    said = refused(s, f"remedy {B_REM_IN} inside", "needs_most", virtue="audatia")
    assert said.endswith(": only the fencer with most Audatia may do this")
    s = entry()
    refused(s, f"remedy {B_MF} inside", "not_a_remedy", card=B_MF)
    said = refused(s, f"remedy {B_REM_IN} outside", "no_half_on_side", card=B_REM_IN, side="outside")
    assert said.endswith(f": {name(B_REM_IN)} does not work on the outside")
    assert s.check(Action("remedy", B_REM_IN, "inside")) is None  # in Largo, either side
    s = entry(bind="streto", side_card="outside")
    said = refused(s, f"remedy {B_REM_IN} inside", "side_card", side="inside", open=("outside",))
    assert said.endswith(": the Streto Side card allows remedies on the outside only")


def test_special_case_b_a_feint_needs_an_attack_to_follow() -> None:
    s = entry(hand=[B_FEINT, B_RF, B_REM_IN], audatia=False)
    refused(s, f"feint {B_RF}", "not_a_feint", card=B_RF)
    said = refused(s, f"feint {B_FEINT}", "no_attack_after_feint")  # his sword lies right: no roverso
    assert said.endswith(": you hold no eligible attack to follow the Feint")
    s = entry(hand=[B_FEINT, B_MF], audatia=False)
    assert s.check(Action("feint", B_FEINT)) is None


def test_a_counter_remedy_meets_the_remedy_on_its_side_at_its_height() -> None:
    h = card(BOU, B_REM_IN).half("inside")
    assert h is not None
    other = "low" if h.height == "high" else "high"
    low = find(GAL, "counter", halves=lambda hs: any(sd == "inside" and v.height == other for sd, v in hs))
    good = counter(GAL, inside=("night" if h.shape == "moon" else "moon", h.height))
    s = scene(phase="reply", to_move=1, attacker=1, remedy=(0, B_REM_IN, "inside"),
              stacks=([B_MF, B_REM_IN], [G_MS]), hands=(None, [low, good, G_MF, G_REM_IN]))
    outside_only = altered(s, 1, low, halves=tuple((sd, v) for sd, v in card(GAL, low).halves
                                                   if sd != "inside")).id
    refused(s, f"reply {G_MF}", "not_a_counter", card=G_MF)
    refused(s, f"reply {outside_only}", "no_half_on_side", side="inside")
    altered(s, 1, low, halves=card(GAL, low).halves)
    said = refused(s, f"reply {low}", "not_aligned", card=low, remedy=B_REM_IN, side="inside")
    assert said.endswith(f": {name(low)} does not meet {name(B_REM_IN)} at the same height on the inside")
    said = refused(s, f"remedy {G_REM_IN} inside", "must_counter", remedy=B_REM_IN)
    assert said.endswith(f": {name(B_REM_IN)} must be answered with a counter-remedy")
    assert s.check(Action("reply", good)) is None


def test_an_exchanged_fencer_owes_an_outside_remedy() -> None:
    s = struck(B_PUNTA, virtues=([], ["celeritas"]), side_card="inside",
               hands=([B_REM_IN, B_REM_OUT, B_MF], [G_PUNTA_X]))
    play(s, f"exchange {G_PUNTA_X}")
    said = refused(s, f"remedy {B_REM_IN} inside", "outside_owed", side="inside", open=("outside",))
    assert said.endswith(": after an Exchange only an Outside remedy may be played")
    assert s.check(Action("remedy", B_REM_OUT, "outside")) is None


# --- the Break sequence ---------------------------------------------------------------------------
def broken(*, virtues: tuple[list[str], list[str]] = ([], []),
           hands: tuple[list[str], list[str]]) -> AudatiaState:
    s = struck(B_PUNTA, brk="on", virtues=virtues, hands=(hands[0], [G_BREAK_M, *hands[1]]))
    play(s, f"break {G_BREAK_M}")
    return s


def test_break_2_3_2_the_attackers_remedy_on_the_side_the_break_leaves_open() -> None:
    s = broken(hands=([B_REM_IN, B_REM_OUT], []))
    assert s.phase == "break_att"
    said = refused(s, f"remedy {B_REM_IN} inside", "side_not_open", side="inside", open=("outside",))
    assert said.endswith(": the Break leaves only the outside open to a remedy")


def test_break_2_3_3_the_defender_plays_a_mezano() -> None:
    s = broken(virtues=([], ["celeritas"]), hands=([B_REM_OUT], [G_MS, G_RM, G_MM]))
    assert s.phase == "break_def" and s.side[1] == "left"
    said = refused(s, f"attack {G_MS}", "not_a_mezano", card=G_MS)
    assert said.endswith(f": only a mezano may be played now, and {name(G_MS)} is not one")
    refused(s, f"attack {G_MM}", "wrong_side", side="left", line="mm")
    assert s.check(Action("attack", G_RM)) is None


def test_break_2_3_3_2_only_a_roverso_mezano_is_counterattacked_with_a_mandritto_mezano() -> None:
    s = broken(virtues=([], ["celeritas"]), hands=([B_MM, B_RM, B_REM_OUT], [G_RM]))
    play(s, f"attack {G_RM}")
    refused(s, f"counter {B_RM}", "not_mandritto_mezano", card=B_RM)
    assert s.check(Action("counter", B_MM)) is None
    s = struck(B_PUNTA, brk="on", hands=([B_MM, B_REM_IN], [strike(GAL, "rf", breaks=True), G_MM]),
               virtues=([], ["celeritas"]))
    play(s, f"break {strike(GAL, 'rf', breaks=True)}", f"attack {G_MM}")
    said = refused(s, f"counter {B_MM}", "mezano_not_roverso", mezano=G_MM, line="mm")
    assert said.endswith(f": only a roverso mezano is counterattacked, and {name(G_MM)} is a "
                         "mandritto mezano")


def test_break_2_3_3_3_the_sword_turn_over_the_top_answers_only_the_remedy_against_a_mezano() -> None:
    s = broken(virtues=([], ["celeritas"]), hands=([B_REM_OUT], [G_RM, G_OTT, G_NOT_OTT]))
    play(s, f"attack {G_RM}", f"remedy {B_REM_OUT} outside")
    side = card(GAL, G_NOT_OTT).halves[0][0]
    said = refused(s, f"remedy {G_NOT_OTT} {side}", "not_over_the_top", card=G_NOT_OTT)
    assert said.endswith(f"counter-remedy, and {name(G_NOT_OTT)} is not one")
    ott_side = card(GAL, G_OTT).halves[0][0]
    assert s.check(Action("remedy", G_OTT, ott_side)) is None


# --- the Entry is skipped exactly when the Attacker has nothing but the pass ------------------------
def test_the_entry_waits_for_the_attacker_only_when_he_has_more_than_the_pass() -> None:
    for hand, offered in (([B_RM], False), ([B_REM_IN], True), ([B_FEINT, B_MM], True), ([B_CYCLER], True)):
        s = struck(B_MF, hands=(hand, [G_MS]), virtues=(["audatia"], []))
        play(s, f"parry {G_MS}")
        assert (s.phase == "entry") == offered, (hand, s.phase)
        if offered:
            assert len(s.legal_actions()) > 1


# --- one predicate: check accepts exactly the legal actions ---------------------------------------
def candidates(s: AudatiaState) -> list[Action]:
    """Every action the notation can spell with the mover's cards, poste, the Virtues and sides."""
    seat = s.to_move
    words = [*s.decks[seat].cards, *s.decks[seat].poste, *VIRTUES, "inside", "outside"]
    out: list[Action] = []
    for kind, arity in ARITY.items():
        if arity == 0:
            out.append(Action(kind))
        elif arity == 1:
            out += [Action(kind, w) for w in words]
        else:
            out += [Action(kind, w, side) for w in s.decks[seat].cards for side in REMEDY_SIDES]
    return out


@pytest.mark.parametrize(("variant", "brk"), [("duel", "on"), ("salle", "off"), ("sudden", "on")])
def test_legal_actions_are_exactly_the_candidates_check_accepts(variant: str, brk: str) -> None:
    codes: set[str] = set()
    for seed in range(3):
        s = AUDATIA.new({"variant": variant, "break": brk}, seed)
        assert isinstance(s, AudatiaState)
        rng = random.Random(seed)
        step = 0
        while not s.is_terminal():
            if step % 4 == 0:
                legal_now = set(s.legal_actions())
                for a in candidates(s):
                    refusal = s.check(a)
                    assert (refusal is None) == (a in legal_now), (s.phase, a, refusal)
                    if refusal is not None:
                        codes.add(refusal.code)
                        assert refusal.code in WORDS.texts
            s.apply(rng.choice(s.legal_actions()))
            step += 1
    assert len(codes) > 5


def test_every_code_the_rules_give_has_a_sentence_and_no_sentence_is_left_over() -> None:
    source = Path(refusals.__file__).read_text(encoding="utf-8")
    given = set(re.findall(r'(?:Refusal|_on_sides)\("(\w+)"', source))
    assert given == set(WORDS.texts), given ^ set(WORDS.texts)
