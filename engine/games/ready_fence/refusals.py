"""Ready...Fence!'s one predicate of legality: `check(state, action)` names the rule an action
breaks, or None when the rules allow it.

Each phase lists its rules in the order a fencer looks for the fault (is it a move of this
moment, is the card in my hand, then the rule of the move itself, and last its price). A rule
is a small function named for what the rulebook asks; where the state's own legal-move lists
decide by a rule (may a card open a phrase, answer the last one, may a fencer defend without
cards), the rule here asks the state's same method, which names the rule it applied, so the
reason given is always the reason that decided. Fields are data (card ids, distances, SP);
engine/games/ready_fence/refusal_words.py turns them into sentences.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from engine.core.refusal import Refusal, first_refusal
from engine.games.ready_fence.actions import Action
from engine.games.ready_fence.cards import FenceCard, fence_cards
from engine.games.ready_fence.state import DODGE_LIMIT, KEEP_TIMER, ReadyFenceState

Rule = Callable[[ReadyFenceState, Action], Refusal | None]

BOUT_OVER = "bout_over"
NOT_NOW = "not_now"


def check(st: ReadyFenceState, a: Action) -> Refusal | None:
    """None if `a` is legal in `st`, else the first rule of its phase that refuses it."""
    if st.phase == "over":
        return Refusal(BOUT_OVER)
    rules = (in_this_phase, held, *PHASES[st.phase].get(a.kind, ()))
    return first_refusal(*(partial(rule, st, a) for rule in rules))


def _card(cid: str) -> FenceCard:
    return fence_cards()[cid]


def _refuse(code: str, **fields: Any) -> Refusal | None:
    """A refusal when `code` names a rule the state applied ("" for none)."""
    return Refusal(code, fields) if code else None


# --- every phase ---------------------------------------------------------------------------------
def phase_kinds(st: ReadyFenceState) -> tuple[str, ...]:
    """The moves a phase is made of in this mode (the rulebook's list of actions)."""
    if st.phase == "turn":
        kinds: tuple[str, ...] = ("advance", "back", "weapon", "play")
        if st.mode != "tutorial":  # discard/draw and stall come with the basic mode
            kinds += ("discard", "stall")
        if st.mode == "advanced":
            kinds += ("retreat",)
        return kinds
    return PHASE_KINDS[st.phase]


PHASE_KINDS = {
    "mulligan": ("keep", "mulligan"),
    "discard": ("done", "discard"),
    "phrase": ("pass", "play", "renew", "feint", "parry", "distance"),
    "renew": ("pass", "renew"),
}


def in_this_phase(st: ReadyFenceState, a: Action) -> Refusal | None:
    """A move of another moment of the bout (a stall in the middle of a phrase)."""
    if a.kind in phase_kinds(st):
        return None
    return Refusal(NOT_NOW, {"phase": st.phase, "kinds": tuple(sorted({x.kind for x in st.legal_actions()}))})


def named_cards(a: Action) -> tuple[str, ...]:
    """The cards of the fencer's hand that `a` names: the card, and the Angulations laid with it
    or the attack a Feint swaps in."""
    if a.kind in ("play", "discard", "renew", "retreat", "distance"):
        return tuple(c for c in (a.card, a.arg if a.kind == "play" else "") if c)
    if a.kind == "feint":
        return (a.card,) if a.arg == "stop" else (a.card, a.arg)
    return ()


def held(st: ReadyFenceState, a: Action) -> Refusal | None:
    """A card is played from the hand."""
    hand = st.hand[st.to_move]
    for cid in named_cards(a):
        if cid not in hand:
            return Refusal("not_held", {"card": cid})
    return None


def affordable(st: ReadyFenceState, a: Action) -> Refusal | None:
    """Basic and advanced: a card is played only with its stamina cost in the reserve."""
    if a.kind == "feint" and a.arg == "stop":  # ending the phrase spends nothing
        return None
    s = st.to_move
    cids = list(named_cards(a))
    if st.affordable(s, *cids):
        return None
    return Refusal("too_costly", {"cost": st.costs(cids), "sp": st.stamina[s]})


# --- the turn ------------------------------------------------------------------------------------
def room_ahead(st: ReadyFenceState, a: Action) -> Refusal | None:
    """The fencers never share a square."""
    return None if st.may_advance(st.to_move) else Refusal("no_room_ahead")


def weapon_once(st: ReadyFenceState, a: Action) -> Refusal | None:
    return Refusal("weapon_once") if st.weapon_changed else None


def new_position(st: ReadyFenceState, a: Action) -> Refusal | None:
    """Changing the weapon position takes it to another one."""
    same = st.weapon[st.to_move] == a.card
    return Refusal("weapon_already", {"position": a.card}) if same else None


def discard_once(st: ReadyFenceState, a: Action) -> Refusal | None:
    """One discard/draw a turn; a retreat after it is made without the card change."""
    if a.kind == "retreat" and not a.card:
        return None
    return Refusal("discard_once") if st.drew else None


def timer_has_cards(st: ReadyFenceState, a: Action) -> Refusal | None:
    """A card is drawn from (a stall's discarded from) the Timer deck: it has to hold one."""
    if (a.kind == "retreat" and not a.card) or (a.kind == "stall" and a.card != KEEP_TIMER):
        return None
    return None if st.timer else Refusal("timer_empty")


def straight_thrust_rule(st: ReadyFenceState, a: Action) -> Refusal | None:
    """Basic: always hold a Straight Thrust; the yellow one goes only for a faster one."""
    if any(x.card == a.card for x in st._discards(st.to_move)):
        return None
    return Refusal("straight_thrust_rule", {"card": a.card})


def stall_takes_both_actions(st: ReadyFenceState, a: Action) -> Refusal | None:
    return None if st.actions_left == 2 else Refusal("stall_takes_both_actions")


def not_twice_in_a_row(st: ReadyFenceState, a: Action) -> Refusal | None:
    return Refusal("stalled_last_turn") if st.stalled[st.to_move] else None


def no_stall_under_priority(st: ReadyFenceState, a: Action) -> Refusal | None:
    """"Once Priority is assigned to one of the players, the STALL action cannot be used.\""""
    return None if st.priority is None else Refusal("no_stall_under_priority")


def opens_here(st: ReadyFenceState, a: Action) -> Refusal | None:
    """The card opens a phrase at this distance (Table 1), as the state's `may_open` decides."""
    return _opens(st, a.card)


def _opens(st: ReadyFenceState, cid: str) -> Refusal | None:
    return _refuse(st.open_fault(st.to_move, _card(cid)), card=cid, distance=st.distance())


def angulations(st: ReadyFenceState, a: Action) -> Refusal | None:
    """Only an Angulations card is laid beside another, and only on a card it can speed up: an
    attack, or (in a phrase) a counterattack."""
    if not a.arg:
        return None
    if _card(a.arg).kind != "angulations" or a.arg == a.card:
        return Refusal("not_angulations", {"card": a.arg})
    fc = _card(a.card)
    rides = st.takes_angulations(fc)
    if rides and st.phase == "phrase":
        rides = st.answer(st.to_move, fc, st.plays[-1])[0] == "light"
    return None if rides else Refusal("no_angulations_with", {"card": a.card, "other": a.arg})


TURN: Mapping[str, tuple[Rule, ...]] = {
    "advance": (room_ahead,),
    "retreat": (discard_once, timer_has_cards),
    "weapon": (weapon_once, new_position),
    "discard": (discard_once, timer_has_cards, straight_thrust_rule),
    "stall": (stall_takes_both_actions, not_twice_in_a_row, no_stall_under_priority, timer_has_cards),
    "play": (opens_here, angulations, affordable),
}


# --- the phrase ----------------------------------------------------------------------------------
def two_actions(st: ReadyFenceState, a: Action) -> Refusal | None:
    """"Each player can play up to 2 cards per fencing phrase"."""
    return Refusal("two_actions_made") if st.played(st.to_move) >= 2 else None


def after_fleche(st: ReadyFenceState, a: Action) -> Refusal | None:
    """The Flèche runs past: the attacker cannot answer the defender's card."""
    return Refusal("fleche_no_second_action") if st._fleche() and st.to_move == st.turn else None


def answers_last(st: ReadyFenceState, a: Action) -> Refusal | None:
    """The card answers the last card on the piste by its colour and its own text, as the
    state's `answer_role` decides."""
    prev = st.plays[-1]
    code = st.answer(st.to_move, _card(a.card), prev)[1]
    return _refuse(code, card=a.card, other=prev["name"], distance=st.distance())


def own_first_attack(st: ReadyFenceState, a: Action) -> Refusal | None:
    """A Renewed Attack or a Feint follows the attacker's first attack, his only action so far."""
    s = st.to_move
    mine = st.played(s) == 1 and st.plays[0]["seat"] == s and (st.phase == "renew" or s == st.turn)
    if mine:
        return None
    return Refusal("renew_after_first_attack" if a.kind == "renew" else "feint_after_defence")


def renewed_attack_card(st: ReadyFenceState, a: Action) -> Refusal | None:
    ok = _card(a.card).kind == "renewed-attack"
    return None if ok else Refusal("not_renewed_attack", {"card": a.card})


def after_card_defence(st: ReadyFenceState, a: Action) -> Refusal | None:
    """A Feint is played "only after the opponent has played a defensive card"."""
    answered = len(st.plays) == 2 and st.plays[1]["role"] not in ("parry", "distance")
    return None if answered else Refusal("feint_after_defence")


def feint_card(st: ReadyFenceState, a: Action) -> Refusal | None:
    return None if _card(a.card).kind == "feint" else Refusal("not_a_feint", {"card": a.card})


def swapped_in_opens(st: ReadyFenceState, a: Action) -> Refusal | None:
    """The attack a Feint swaps in is one that could open the phrase here."""
    return None if a.arg == "stop" else _opens(st, a.arg)


def without_cards(st: ReadyFenceState, a: Action) -> Refusal | None:
    """A defence without cards: against an attack, with SP left, by a fencer without a card that
    answers faster, as the state's `cardless_fault` decides."""
    s, prev = st.to_move, st.plays[-1]
    code = st.cardless_fault(s, prev, st._card_answers(s, prev))
    return _refuse(code, sp=st.stamina[s])


def may_parry(st: ReadyFenceState, a: Action) -> Refusal | None:
    return _refuse(st.parry_fault(st.to_move, st.plays[-1]))


def parry_stamina(st: ReadyFenceState, a: Action) -> Refusal | None:
    """A parry spends the SP it names: the reserve must hold them."""
    sp = st.stamina[st.to_move]
    return Refusal("short_of_stamina", {"sp": sp}) if int(a.card) > sp else None


def parry_holds(st: ReadyFenceState, a: Action) -> Refusal | None:
    """SP count twice in speed (Invitation adds 1); a parry slower than the attack is not made."""
    parry, speed = st.parry_speed(st.to_move, int(a.card)), st.plays[-1]["speed"]
    return Refusal("parry_too_slow", {"parry": parry, "speed": speed}) if parry < speed else None


def may_dodge(st: ReadyFenceState, a: Action) -> Refusal | None:
    return _refuse(st.dodge_fault(st.to_move, st.plays[-1]), limit=DODGE_LIMIT)


def card_given_up(st: ReadyFenceState, a: Action) -> Refusal | None:
    """Tutorial: the fencer who defends by distance discards a card of his choice (if he holds
    one); in the other modes his opponent draws it from his hand at random."""
    if st.mode != "tutorial":
        return Refusal("distance_card_tutorial_only") if a.card else None
    if not a.card and st.hand[st.to_move]:
        return Refusal("distance_gives_card")
    return None


PHRASE: Mapping[str, tuple[Rule, ...]] = {
    "play": (two_actions, after_fleche, answers_last, angulations, affordable),
    "renew": (renewed_attack_card, after_fleche, own_first_attack, affordable),
    "feint": (feint_card, own_first_attack, after_card_defence, swapped_in_opens, affordable),
    "parry": (without_cards, may_parry, parry_stamina, parry_holds),
    "distance": (without_cards, may_dodge, card_given_up),
}

DISCARD: Mapping[str, tuple[Rule, ...]] = {"discard": (timer_has_cards,)}

PHASES: Mapping[str, Mapping[str, tuple[Rule, ...]]] = {
    "mulligan": {},
    "turn": TURN,
    "phrase": PHRASE,
    "renew": {"renew": PHRASE["renew"]},
    "discard": DISCARD,
}
