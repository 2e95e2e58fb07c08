"""Why En Garde refuses an action: one named predicate per rule of the rulebook, asked in turn.

`check` asks them in the order a fencer looks for his fault: is it his turn to do this at all
(the match, the attack to answer, the last chance), does the rule set allow it, is the action
itself well made (an attack of one value, a parry that matches the attack), does he hold the
cards, and does it fit the piste (the distance, the end of the piste). The rules of the piste
and the parry sets are the very helpers the legal moves are built from (state.py, parry.py), so
a rule is written once. `legal_actions` stays the playouts' fast path: tests/conformance/
test_refusals.py and tests/en_garde/test_refusals_rules.py prove that `check` accepts exactly
the actions it lists.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from engine.core.refusal import Refusal, first_refusal
from engine.games.en_garde import actions as act
from engine.games.en_garde.actions import Action
from engine.games.en_garde.parry import parry_sets
from engine.games.en_garde.state import (
    DEFEND,
    FINAL,
    FINAL_PARRY,
    OVER,
    PARRY,
    TURN,
    EnGardeState,
    advances_and_attacks,
    attack_cards_most,
    attack_reaches,
    stays_on_piste,
    stops_short,
)

# The codes of the refusals (refusal_words.py says each in words).
MATCH_OVER = "match_over"
MUST_PARRY = "must_parry"
MUST_PARRY_OR_RETREAT = "must_parry_or_retreat"
NO_RETREAT_DECK_OUT = "no_retreat_deck_out"
LAST_CHANCE = "last_chance"
NO_ATTACK_TO_PARRY = "no_attack_to_parry"
HOLD_ONLY_LAST_CHANCE = "hold_only_last_chance"
ADVANCED_ONLY = "advanced_only"
MIXED_ATTACK = "mixed_attack"
SINGLE_CARD = "single_card"
PARRY_COUNT = "parry_count"
PARRY_TOTAL = "parry_total"
PARRY_EQUAL = "parry_equal"
NOT_HELD = "not_held"
ATTACK_DISTANCE = "attack_distance"
WOULD_REACH = "would_reach"
ADVANCE_ATTACK_DISTANCE = "advance_attack_distance"
OFF_PISTE = "off_piste"

ANSWERING = (PARRY, FINAL_PARRY, DEFEND)
ATTACKS = (act.ATTACK, act.ADVANCE_ATTACK)
MOVES = (act.ADVANCE, act.RETREAT, act.ADVANCE_ATTACK)  # the kinds that move the figure by `card`

Rule = Callable[[EnGardeState, Action], Refusal | None]


def match_over(s: EnGardeState, a: Action) -> Refusal | None:
    """Once a fencer has his hits, nobody plays on."""
    return Refusal(MATCH_OVER) if s.phase == OVER else None


def answer_the_attack(s: EnGardeState, a: Action) -> Refusal | None:
    """An attack is answered before anything else: with a parry, or against an advance-and-attack
    also by giving ground, while the figures still move."""
    if s.phase not in ANSWERING or a.kind == act.PARRY:
        return None
    attack = {"cards": s.pending}
    if s.phase != DEFEND:
        return Refusal(MUST_PARRY, attack)
    if s.deck_out:
        return Refusal(NO_RETREAT_DECK_OUT, attack) if a.kind == act.RETREAT else Refusal(MUST_PARRY, attack)
    return None if a.kind == act.RETREAT else Refusal(MUST_PARRY_OR_RETREAT, attack)


def last_chance(s: EnGardeState, a: Action) -> Refusal | None:
    """Once the last card is drawn the figures no longer move: the last chance is to attack or
    to hold."""
    if s.phase == FINAL and a.kind not in (act.ATTACK, act.HOLD):
        return Refusal(LAST_CHANCE, {"gap": s.gap})
    return None


def no_attack_to_parry(s: EnGardeState, a: Action) -> Refusal | None:
    """A parry answers an attack: in a turn of one's own there is none."""
    return Refusal(NO_ATTACK_TO_PARRY) if s.phase == TURN and a.kind == act.PARRY else None


def hold_only_last_chance(s: EnGardeState, a: Action) -> Refusal | None:
    """Holding is declining the last chance to attack, which comes only once the deck is out."""
    return Refusal(HOLD_ONLY_LAST_CHANCE) if a.kind == act.HOLD and s.phase != FINAL else None


def advance_and_attack_is_advanced(s: EnGardeState, a: Action) -> Refusal | None:
    """Advance-and-attack is the advanced game's fourth possibility."""
    if a.kind == act.ADVANCE_ATTACK and not advances_and_attacks(s.level):
        return Refusal(ADVANCED_ONLY)
    return None


def attack_of_one_value(s: EnGardeState, a: Action) -> Refusal | None:
    """An attack is strengthened only with more cards of the same value."""
    if a.kind in ATTACKS and len(set(a.cards)) > 1:
        return Refusal(MIXED_ATTACK, {"cards": a.cards})
    return None


def basic_attack_single(s: EnGardeState, a: Action) -> Refusal | None:
    """The basic game attacks with one card: every attack hits, there is nothing to strengthen."""
    most = attack_cards_most(s.level)
    if a.kind in ATTACKS and len(a.cards) > most:
        return Refusal(SINGLE_CARD, {"count": len(a.cards), "most": most})
    return None


def parry_as_many_cards(s: EnGardeState, a: Action) -> Refusal | None:
    """A parry lays as many cards as the attack."""
    if a.kind == act.PARRY and len(a.cards) != len(s.pending):
        return Refusal(PARRY_COUNT, {"count": len(s.pending), "cards": a.cards})
    return None


def parry_matches_attack(s: EnGardeState, a: Action) -> Refusal | None:
    """A parry reaches the attack's total (the rulebook), or lays its very cards (later editions)."""
    if a.kind != act.PARRY:
        return None
    sets = parry_sets(s.pending[0], len(s.pending), s.parry_total)
    if any(cards == a.cards for cards, _ in sets):
        return None
    return Refusal(PARRY_TOTAL if s.parry_total else PARRY_EQUAL, {"cards": s.pending, "parry": a.cards})


def cards_held(s: EnGardeState, a: Action) -> Refusal | None:
    """A fencer plays only cards from his hand."""
    need = ((a.card,) if a.kind in MOVES else ()) + a.cards
    hand = s.hands[s.to_move]
    if any(need.count(v) > hand[v] for v in set(need)):
        return Refusal(NOT_HELD, {"cards": need})
    return None


def attack_at_the_distance(s: EnGardeState, a: Action) -> Refusal | None:
    """An attack's cards are worth exactly the distance to the other fencer."""
    if a.kind == act.ATTACK and not attack_reaches(a.cards[0], s.gap):
        return Refusal(ATTACK_DISTANCE, {"gap": s.gap, "value": a.cards[0]})
    return None


def advance_stops_short(s: EnGardeState, a: Action) -> Refusal | None:
    """A figure moves neither onto nor over the other fencer's space."""
    if a.kind in (act.ADVANCE, act.ADVANCE_ATTACK) and not stops_short(a.card, s.gap):
        return Refusal(WOULD_REACH, {"gap": s.gap, "card": a.card})
    return None


def advance_then_attack_at_the_distance(s: EnGardeState, a: Action) -> Refusal | None:
    """After the advance, the attack's cards are worth the distance that is left."""
    left = s.gap - a.card
    if a.kind == act.ADVANCE_ATTACK and not attack_reaches(a.cards[0], left):
        return Refusal(ADVANCE_ATTACK_DISTANCE, {"card": a.card, "gap": left, "value": a.cards[0]})
    return None


def retreat_stays_on_piste(s: EnGardeState, a: Action) -> Refusal | None:
    """A figure may not move off the end of the piste."""
    room = s.distance_moved(s.to_move)
    if a.kind == act.RETREAT and not stays_on_piste(a.card, room):
        return Refusal(OFF_PISTE, {"card": a.card, "room": room})
    return None


# In the order a fencer looks for his fault (see the module's first words).
RULES: tuple[Rule, ...] = (
    match_over,
    answer_the_attack,
    last_chance,
    no_attack_to_parry,
    hold_only_last_chance,
    advance_and_attack_is_advanced,
    attack_of_one_value,
    basic_attack_single,
    parry_as_many_cards,
    parry_matches_attack,
    cards_held,
    attack_at_the_distance,
    advance_stops_short,
    advance_then_attack_at_the_distance,
    retreat_stays_on_piste,
)


def check(s: EnGardeState, a: Action) -> Refusal | None:
    """None if `a` is legal in `s`, else the first rule (in RULES' order) that refuses it."""
    return first_refusal(*(partial(rule, s, a) for rule in RULES))
