"""Audatia's one predicate of legality: `check(state, action)`, composed of the rulebook's rules.

Each step of the processes (the state's `phase`) lists the verbs it takes and, per verb, the
named rules an action must pass, in the order a player looks for the fault: is it the step for
this verb, does he hold the card, is it the right kind of card, does it carry the symbol, does
the table allow it. The first rule that fails is the refusal; its fields are data (card ids,
lines, sides, the phase), which `refusal_words` turns into a sentence.

`AudatiaState.legal_actions` is the fast path of the AI's playouts; a test walks random duels
and holds it equal to the candidates `check` accepts. Where a rule is asked of the table as a
whole (the sides a remedy may take, whether an attack is eligible to follow a Feint, who has
most of a Virtue) both ask the state's one helper.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from engine.core.refusal import Refusal
from engine.games.audatia.actions import ARITY, REMEDY_SIDES, Action
from engine.games.audatia.cards import VIRTUES, ActionCard
from engine.games.audatia.symbols import aligned, side_ok

if TYPE_CHECKING:
    from engine.games.audatia.state import AudatiaState

Rule = Callable[["AudatiaState", int, Action], "Refusal | None"]

# the verbs whose card comes from the hand (a posta, a Virtue and the Side card do not)
NOT_FROM_HAND = frozenset(("virtue", "side", "posta", "change"))
MEZANI = ("mm", "rm")


def _card(s: AudatiaState, seat: int, a: Action) -> ActionCard:
    return s.card(seat, a.card)


def _blow(s: AudatiaState, seat: int) -> ActionCard:
    """The blow being answered: the other fencer's pending card."""
    return s.card(1 - seat, s.pending)


# --- the shape of the move ---------------------------------------------------------------------
def well_formed(a: Action) -> Refusal | None:
    """A verb of the game with as many words after it as it takes."""
    arity = ARITY.get(a.kind)
    if arity is None or bool(a.card) != (arity >= 1) or bool(a.side) != (arity >= 2) \
            or (arity == 2 and a.side not in REMEDY_SIDES):
        return Refusal("no_such_move")
    return None


def held(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """A card is played from its owner's hand."""
    if not a.card or a.kind in NOT_FROM_HAND or a.card in s.hand[seat]:
        return None
    return Refusal("not_held", {"card": a.card})


# --- Cycle (Skill cards: discarded for a new card at any time) ------------------------------------
def cycle_symbol(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    return None if a.card in s.decks[seat].cycle else Refusal("not_a_cycle", {"card": a.card})


def cycling_in_this_variant(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """Guy's Sudden death plays the hand as it was dealt: no card is cycled."""
    return Refusal("no_cycle_in_sudden") if s.variant == "sudden" else None


def a_card_to_draw(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    return None if s.deck[seat] else Refusal("deck_empty")


def a_card_to_draw_for_each_laid(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """Setup 5: each card laid is replaced from the deck, so the deck keeps one for each."""
    laid, left = s.picked[seat], len(s.deck[seat])
    return None if laid < left else Refusal("deck_spent", {"laid": laid, "deck": left})


def no_trade_half_laid(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """Out of Measure 1: a Trade once begun is finished before anything else."""
    return Refusal("trade_unfinished", {"laid": s.picked[seat]}) if s.picked[seat] else None


CYCLE: tuple[Rule, ...] = (cycle_symbol, cycling_in_this_variant, a_card_to_draw)


# --- Setup ---------------------------------------------------------------------------------------
def basic_in_the_duel(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """Setup 5 lays Basic cards: in the duel a card a Cycle has just drawn is not one."""
    if s.variant == "duel" and not _card(s, seat, a).basic:
        return Refusal("not_basic", {"card": a.card})
    return None


def a_virtue(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    return None if a.card in VIRTUES else Refusal("no_such_virtue", {"virtue": a.card})


def virtue_untaken(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """Setup 6: each Virtue card is held by one fencer."""
    for holder in (0, 1):
        if a.card in s.virtues[holder]:
            return Refusal("virtue_taken", {"virtue": a.card, "holder": holder})
    return None


# --- Out of Measure ------------------------------------------------------------------------------
def trade_can_begin(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """A Trade lays two cards (one with most Prudentia) and draws one; its second half only
    completes it."""
    if s.picked[seat]:
        return None
    if not s.deck[seat]:
        return Refusal("deck_empty")
    size, hand = s._trade_size(seat), len(s.hand[seat])
    return None if hand >= size else Refusal("too_few_to_trade", {"size": size, "held": hand})


def a_posta_of_his(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    return None if a.card in s.decks[seat].poste else Refusal("not_a_posta", {"card": a.card})


def a_new_posta(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    return Refusal("already_in_posta", {"posta": a.card}) if a.card == s.posta[seat] else None


def an_out_of_measure_skill(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    c = _card(s, seat, a)
    if c.type != "skill":
        return Refusal("not_a_skill", {"card": a.card})
    return None if c.out_of_measure else Refusal("not_out_of_measure", {"card": a.card})


def challenger_cannot_attack(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """Out of Measure 7: the Challenger must attack; only one who cannot waits for the draw."""
    if s.phase != "open3":
        return None
    attacks = s._attacks(seat)
    return Refusal("must_attack", {"cards": tuple(x.card for x in attacks)}) if attacks else None


# --- attacks (Eligibility; an Extensa posta is beaten aside or exchanged) ---------------------------
def a_strike(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    return None if _card(s, seat, a).type == "strike" else Refusal("not_a_strike", {"card": a.card})


def _opponent_extensa(s: AudatiaState, seat: int) -> str | None:
    q = s.posta[1 - seat]
    return q if q is not None and s.decks[1 - seat].poste[q].extensa else None


def _from_posta(s: AudatiaState, seat: int, line: str) -> Refusal | None:
    """From a posta its upright Seven Swords."""
    mine = s.posta[seat]
    if mine is None or line in s.decks[seat].poste[mine].attacks:
        return None
    return Refusal("not_from_posta", {"posta": mine, "line": line})


def _from_side(side: str, line: str) -> Refusal | None:
    """Mandritti from the right, roversi from the left, punte from anywhere."""
    return None if side_ok(side, line) else Refusal("wrong_side", {"side": side, "line": line})


def eligible_attack(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """An Eligible attack: the Attack symbol, a line his posta (or his stack's side) allows, and
    one the target posta's upside-down Seven Swords allow."""
    c = _card(s, seat, a)
    extensa = _opponent_extensa(s, seat)
    if extensa is not None:  # only a thrust that exchanges the Extensa posta is an attack
        if not (c.is_punta and c.exchange and c.attack):
            return Refusal("extensa_needs_beat", {"posta": extensa})
        mine = s.posta[seat]
        if mine is None or not s.decks[seat].poste[mine].exchange:
            return Refusal("exchange_posta_needed", {"posta": extensa})
        return _from_posta(s, seat, c.line) or most_celeritas(s, seat, a)
    if not c.attack:
        return Refusal("no_attack_symbol", {"card": a.card})
    refusal = _from_posta(s, seat, c.line) if s.posta[seat] is not None else _from_side(s.side[seat], c.line)
    if refusal is not None:
        return refusal
    q = s.posta[1 - seat]
    target = s.decks[1 - seat].poste[q].attackable_by if q is not None else None
    if target is not None and c.line not in target:
        return Refusal("target_posta_closed", {"posta": q, "line": c.line, "lines": tuple(sorted(target))})
    return None


def extensa_to_beat(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    return None if _opponent_extensa(s, seat) is not None else Refusal("no_extensa")


def parry_symbol(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    return None if _card(s, seat, a).parry else Refusal("no_parry_symbol", {"card": a.card})


def beat_from_posta(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    return _from_posta(s, seat, _card(s, seat, a).line)


ATTACK: tuple[Rule, ...] = (a_strike, eligible_attack)
BEAT: tuple[Rule, ...] = (a_strike, extensa_to_beat, parry_symbol, beat_from_posta)


# --- answering a blow (Cut and Thrust Process) ------------------------------------------------------
def most_celeritas(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    return None if s.most(seat, "celeritas") else Refusal("needs_most", {"virtue": "celeritas"})


def not_a_counterattack(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """A counterattack is answered only by parrying it with the same blow."""
    return Refusal("counterattack_parry_only", {"blow": s.pending}) if s.pending_counter else None


def parries_the_blow(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """A counterattack: the same blow, nothing more. Otherwise the Parry symbol, a line the
    blow's upside-down Seven Swords show, never its own angle, from the sword's side."""
    c, blow = _card(s, seat, a), _blow(s, seat)
    if s.pending_counter:
        if c.line != blow.line:
            return Refusal("counterattack_same_line", {"blow": s.pending, "line": blow.line})
        return None
    if not c.parry:
        return Refusal("no_parry_symbol", {"card": a.card})
    if c.line == blow.line:
        return Refusal("same_angle", {"card": a.card, "blow": s.pending})
    if c.line not in blow.parried_by:
        return Refusal("blow_not_parried_by", {"blow": s.pending, "line": c.line,
                                               "lines": tuple(sorted(blow.parried_by - {blow.line}))})
    return _from_side(s._play_side(seat), c.line)


def counters_the_blow(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """Counterattack: both cards carry its symbol, the same blow, eligible as an attack."""
    c, blow = _card(s, seat, a), _blow(s, seat)
    if not blow.counter:
        return Refusal("blow_no_counter", {"blow": s.pending})
    if not c.counter:
        return Refusal("no_counter_symbol", {"card": a.card})
    if c.line != blow.line:
        return Refusal("counter_same_line", {"blow": s.pending, "line": blow.line})
    if s.posta[seat] is not None:
        return _from_posta(s, seat, c.line)
    return _from_side(s.side[seat], c.line)


def a_thrust_to_answer(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """Exchange and Break answer a thrust only."""
    return None if _blow(s, seat).is_punta else Refusal("blow_not_thrust", {"blow": s.pending})


def exchange_punta(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    c = _card(s, seat, a)
    return None if c.is_punta and c.exchange else Refusal("no_exchange_symbol", {"card": a.card})


def exchange_poste(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """A thrust from a posta against a posta: both poste carry the Exchange symbol (after the
    first blow only Celeritas counts)."""
    mine = s.posta[seat]
    if mine is None or not s.struck_from:
        return None
    if not s.decks[seat].poste[mine].exchange:
        return Refusal("exchange_posta_mine", {"posta": mine})
    return None if s.struck_from == "exchange" else Refusal("exchange_posta_his")


def break_rule_on(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    return None if s.break_rule else Refusal("break_rule_off")


def breaks_the_thrust(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """A cut with the Break symbol, from the sword's side."""
    c = _card(s, seat, a)
    if not c.breaks:
        return Refusal("no_break_symbol", {"card": a.card})
    if c.is_punta:
        return Refusal("break_with_thrust", {"card": a.card})
    return _from_side(s._play_side(seat), c.line)


def avoid_skill(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    c = _card(s, seat, a)
    return None if c.type == "skill" and c.effect == "avoid" else Refusal("not_avoid", {"card": a.card})


# --- remedies and counters (Streto, special case A, Exchange, Break) ----------------------------------
def a_remedy(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    return None if _card(s, seat, a).type == "remedy" else Refusal("not_a_remedy", {"card": a.card})


def most_audatia(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """Special case A: the Audatia Entry belongs to the Attacker with most Audatia."""
    return None if s.most(seat, "audatia") else Refusal("needs_most", {"virtue": "audatia"})


def _on_sides(code: str, sides: tuple[str, ...], a: Action) -> Refusal | None:
    return None if a.side in sides else Refusal(code, {"side": a.side, "open": sides})


def entry_side(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """In Largo either side; in Streto the Side card's."""
    return _on_sides("side_card", s._entry_sides(), a)


def streto_side(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    return _on_sides("side_card", s._streto_sides(), a)


def outside_owed(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """Exchange: the exchanged fencer owes an Outside remedy, whatever the Side card."""
    return _on_sides("outside_owed", ("outside",), a)


def break_side(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """The Break sequence leaves one side open to the remedy."""
    return _on_sides("side_not_open", s.remedy_sides, a)


def works_on_that_side(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    if _card(s, seat, a).half(a.side) is None:
        return Refusal("no_half_on_side", {"card": a.card, "side": a.side})
    return None


def a_feint(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    return None if _card(s, seat, a).effect == "feint" else Refusal("not_a_feint", {"card": a.card})


def an_attack_to_follow(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """Special case B: a Feint is made to strike again."""
    return None if s._attacks_after_feint(seat) else Refusal("no_attack_after_feint")


def counters_the_remedy(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """A counter-remedy with a half on the remedy's side, at the same height (aligned)."""
    assert s.remedy is not None
    rseat, rcard, rside = s.remedy
    c = _card(s, seat, a)
    if c.type != "counter":
        return Refusal("not_a_counter", {"card": a.card})
    mine, theirs = c.half(rside), s.card(rseat, rcard).half(rside)
    if mine is None:
        return Refusal("no_half_on_side", {"card": a.card, "side": rside})
    if theirs is None or not aligned(theirs, mine):
        return Refusal("not_aligned", {"card": a.card, "remedy": rcard, "side": rside})
    return None


def sword_turn_allowed(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """Break 2.3.3.3: against the Attacker's remedy in the Break sequence the Defender may turn
    his sword over the top instead of countering (not against the sword-turn itself)."""
    assert s.remedy is not None
    rseat, rcard, _ = s.remedy
    if s.break_card and s.mezano and not s.card(rseat, rcard).over_the_top:
        return None
    return Refusal("must_counter", {"remedy": rcard})


def over_the_top(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    return None if _card(s, seat, a).over_the_top else Refusal("not_over_the_top", {"card": a.card})


# --- the Break sequence (the optional rule) --------------------------------------------------------
def a_mezano(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """Break 2.3.3: the Defender plays a mezano with the Attack symbol, from his sword's side."""
    c = _card(s, seat, a)
    if c.line not in MEZANI:
        return Refusal("not_a_mezano", {"card": a.card})
    return _from_side(s.side[seat], c.line) or (
        None if c.attack else Refusal("no_attack_symbol", {"card": a.card}))


def mezano_counterattack(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """Break 2.3.3.2: a roverso mezano is counterattacked with a mandritto mezano."""
    mezano = s.card(1 - seat, s.mezano)
    if mezano.line != "rm":
        return Refusal("mezano_not_roverso", {"mezano": s.mezano, "line": mezano.line})
    if _card(s, seat, a).line != "mm":
        return Refusal("not_mandritto_mezano", {"card": a.card})
    return _from_side(s.side[seat], "mm")


def a_side_to_turn(s: AudatiaState, seat: int, a: Action) -> Refusal | None:
    """The Streto Side card turns to the inside or the outside."""
    return None if a.card in REMEDY_SIDES else Refusal("no_such_side", {"side": a.card})


# --- the steps of the processes: the verbs each takes and their rules -----------------------------
REMEDY_ON = {"entry": (a_remedy, most_audatia, entry_side, works_on_that_side),
             "streto": (a_remedy, streto_side, works_on_that_side),
             "exchanged": (a_remedy, outside_owed, works_on_that_side),
             "break": (a_remedy, break_side, works_on_that_side)}
STEPS: Mapping[str, Mapping[str, tuple[Rule, ...]]] = {
    "over": {},
    "discard": {"discard": (basic_in_the_duel, a_card_to_draw_for_each_laid),
                "cycle": (*CYCLE, a_card_to_draw_for_each_laid), "done": ()},
    "virtues": {"virtue": (a_virtue, virtue_untaken), "cycle": CYCLE},
    "salute": {"salute": (), "cycle": CYCLE, "pass": ()},
    "answer": {"answer": (), "cycle": CYCLE, "pass": ()},
    "trade": {"trade": (trade_can_begin,), "cycle": (no_trade_half_laid, *CYCLE),
              "done": (no_trade_half_laid,)},
    "posta": {"posta": (a_posta_of_his,), "cycle": CYCLE},
    "order": {"place": ()},
    "skills": {"skill": (an_out_of_measure_skill,), "cycle": CYCLE, "done": ()},
    **{ph: {"attack": ATTACK, "beat": BEAT, "change": (a_posta_of_his, a_new_posta), "cycle": CYCLE,
            "wait": ()} for ph in ("open1", "open2")},
    "open3": {"attack": ATTACK, "beat": BEAT, "cycle": CYCLE, "wait": (challenger_cannot_attack,)},
    "react": {"parry": (a_strike, parries_the_blow),
              "counter": (not_a_counterattack, a_strike, most_celeritas, counters_the_blow),
              "exchange": (not_a_counterattack, a_strike, a_thrust_to_answer, most_celeritas,
                           exchange_punta, exchange_poste),
              "break": (not_a_counterattack, a_strike, break_rule_on, a_thrust_to_answer,
                        breaks_the_thrust),
              "avoid": (not_a_counterattack, avoid_skill), "cycle": CYCLE},
    "orient": {"side": (a_side_to_turn,), "cycle": CYCLE},
    "entry": {"remedy": REMEDY_ON["entry"], "feint": (a_feint, an_attack_to_follow), "cycle": CYCLE,
              "pass": ()},
    "feint": {"attack": ATTACK, "beat": BEAT, "cycle": CYCLE},
    "largo": {"attack": ATTACK, "beat": BEAT, "cycle": CYCLE, "wait": ()},
    "streto": {"remedy": REMEDY_ON["streto"], "cycle": CYCLE, "wait": ()},
    "reply": {"reply": (counters_the_remedy,),
              "remedy": (sword_turn_allowed, a_remedy, over_the_top, works_on_that_side), "cycle": CYCLE},
    "exchanged": {"remedy": REMEDY_ON["exchanged"], "cycle": CYCLE},
    "break_att": {"remedy": REMEDY_ON["break"], "cycle": CYCLE, "wait": ()},
    "break_def": {"attack": (a_mezano,), "cycle": CYCLE, "wait": ()},
    "break_answer": {"remedy": REMEDY_ON["break"], "counter": (mezano_counterattack,), "cycle": CYCLE},
}


def check(s: AudatiaState, a: Action) -> Refusal | None:
    """None if the seat to act may play `a` now, else the first rule it breaks."""
    if s.phase == "over":
        return Refusal("duel_over", {"reason": s.reason})
    shape = well_formed(a)
    if shape is not None:
        return shape
    rules = STEPS[s.phase].get(a.kind)
    if rules is None:
        return Refusal("not_this_step", {"phase": s.phase,
                                         "verbs": tuple(sorted({x.kind for x in s.legal_actions()}))})
    seat = s.to_move
    refusal = held(s, seat, a)
    for rule in rules:
        if refusal is not None:
            break
        refusal = rule(s, seat, a)
    return refusal
