"""The sentences of Audatia's refusals: each rule's code (engine/games/audatia/refusals.py) and
its fields said in the player's language, cards and poste by their names, lines by Fiore's."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.refusal import Refusal, RefusalWords
from engine.core.verbs import sentence
from engine.games.audatia.actions import Action, card_names
from engine.games.audatia.cards import LINE_NAMES
from engine.games.words import translate

if TYPE_CHECKING:
    from engine.games.audatia.state import AudatiaState

# the context the refusals have always been translated in (their translations still apply)
CONTEXT = "AudatiaState"


WORDS = RefusalWords(CONTEXT, {
    "duel_over": QT_TRANSLATE_NOOP(
        "AudatiaState", "the duel is over"),
    "no_such_move": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: Audatia has no such move"),
    "not_this_step": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: not now; in {phase} you may {verbs}"),
    "not_held": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: that card is not in your hand"),
    # Cycle and Setup
    "not_a_cycle": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {card} has no Cycle symbol"),
    "no_cycle_in_sudden": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: in Sudden death no card is cycled"),
    "deck_empty": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: your deck is empty, so no card can be drawn"),
    "deck_spent": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: your deck holds no card to replace one more ({laid} set aside, "
        "{deck} in the deck)"),
    "not_basic": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: only Basic cards are set aside in Setup, and {card} is not one"),
    "no_such_virtue": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: there is no such Virtue"),
    "virtue_taken": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {virtue} is already taken"),
    # Out of Measure
    "trade_unfinished": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: finish the Trade first: lay one more card face down"),
    "too_few_to_trade": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: a Trade lays {size} cards and you hold {held}"),
    "not_a_posta": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: that is not one of your poste"),
    "already_in_posta": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: you already stand in {posta}"),
    "not_a_skill": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {card} is not a skill"),
    "not_out_of_measure": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {card} is not played Out of Measure"),
    "must_attack": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: the Challenger must attack, and you may attack with {cards}"),
    # attacks
    "not_a_strike": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {card} is not a strike"),
    "no_attack_symbol": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {card} has no Attack symbol"),
    "not_from_posta": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: the Seven Swords of {posta} do not show the {line}"),
    "wrong_side": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: your sword is on the {side}, and a {line} is not played from there"),
    "target_posta_closed": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: his {posta} may be attacked only with {lines}"),
    "extensa_needs_beat": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: his {posta} is an Extensa guard: beat it aside with a strike that carries "
        "the Parry symbol, or exchange it with a thrust that carries the Exchange symbol"),
    "exchange_posta_needed": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: a thrust exchanges his Extensa guard {posta} only from a posta with the "
        "Exchange symbol"),
    "no_extensa": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: there is no Extensa guard to beat aside"),
    "no_parry_symbol": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {card} has no Parry symbol"),
    "needs_most": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: only the fencer with most {virtue} may do this"),
    # answering a blow
    "counterattack_parry_only": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: a counterattack is answered only by parrying it with the "
        "same blow as {blow}"),
    "counterattack_same_line": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: a counterattack is parried only with the same blow, a {line}"),
    "same_angle": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {card} strikes at the same angle as {blow}, and no blow is parried at its "
        "own angle"),
    "blow_not_parried_by": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {blow} may be parried only with {lines}, not with a {line}"),
    "blow_no_counter": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {blow} has no Counterattack symbol"),
    "no_counter_symbol": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {card} has no Counterattack symbol"),
    "counter_same_line": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {blow} is counterattacked only with the same blow, a {line}"),
    "blow_not_thrust": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: only a thrust is answered so, and {blow} is a cut"),
    "no_exchange_symbol": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {card} is not a thrust with the Exchange symbol"),
    "exchange_posta_mine": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: from the poste a thrust is exchanged only when both poste "
        "carry the Exchange symbol, and your {posta} does not"),
    "exchange_posta_his": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: from the poste a thrust is exchanged only when both poste "
        "carry the Exchange symbol, and his thrust came from a posta without it"),
    "break_rule_off": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: the Break rule is off in this duel"),
    "no_break_symbol": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {card} has no Break symbol"),
    "break_with_thrust": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: a thrust is broken with a cut, not with {card}"),
    "not_avoid": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {card} does not avoid a blow"),
    "no_such_side": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: the Side card turns to the inside or the outside"),
    # remedies and counters
    "not_a_remedy": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {card} is not a Streto remedy"),
    "side_card": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: the Streto Side card allows remedies on the {open} only"),
    "outside_owed": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: after an Exchange only an Outside remedy may be played"),
    "side_not_open": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: the Break leaves only the {open} open to a remedy"),
    "no_half_on_side": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {card} does not work on the {side}"),
    "not_a_feint": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {card} is not a Feint"),
    "no_attack_after_feint": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: you hold no eligible attack to follow the Feint"),
    "not_a_counter": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {card} is not a counter-remedy"),
    "not_aligned": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {card} does not meet {remedy} at the same height on the {side}"),
    "must_counter": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: {remedy} must be answered with a counter-remedy"),
    "not_over_the_top": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: only the sword-turn over the top may answer instead of a "
        "counter-remedy, and {card} is not one"),
    # the Break sequence
    "not_a_mezano": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: only a mezano may be played now, and {card} is not one"),
    "mezano_not_roverso": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: only a roverso mezano is counterattacked, and {mezano} is a {line}"),
    "not_mandritto_mezano": QT_TRANSLATE_NOOP(
        "AudatiaState", "{action}: a roverso mezano is counterattacked with a mandritto mezano, "
        "and {card} is not one"),
})

# the verbs a refusal lists as what the step allows (in English the notation's own verbs)
VERBS = {
    "attack": QT_TRANSLATE_NOOP("AudatiaState", "attack"),
    "beat": QT_TRANSLATE_NOOP("AudatiaState", "beat"),
    "parry": QT_TRANSLATE_NOOP("AudatiaState", "parry"),
    "counter": QT_TRANSLATE_NOOP("AudatiaState", "counter"),
    "exchange": QT_TRANSLATE_NOOP("AudatiaState", "exchange"),
    "break": QT_TRANSLATE_NOOP("AudatiaState", "break"),
    "avoid": QT_TRANSLATE_NOOP("AudatiaState", "avoid"),
    "feint": QT_TRANSLATE_NOOP("AudatiaState", "feint"),
    "remedy": QT_TRANSLATE_NOOP("AudatiaState", "remedy"),
    "reply": QT_TRANSLATE_NOOP("AudatiaState", "reply"),
    "posta": QT_TRANSLATE_NOOP("AudatiaState", "posta"),
    "change": QT_TRANSLATE_NOOP("AudatiaState", "change"),
    "skill": QT_TRANSLATE_NOOP("AudatiaState", "skill"),
    "cycle": QT_TRANSLATE_NOOP("AudatiaState", "cycle"),
    "trade": QT_TRANSLATE_NOOP("AudatiaState", "trade"),
    "discard": QT_TRANSLATE_NOOP("AudatiaState", "discard"),
    "virtue": QT_TRANSLATE_NOOP("AudatiaState", "virtue"),
    "salute": QT_TRANSLATE_NOOP("AudatiaState", "salute"),
    "answer": QT_TRANSLATE_NOOP("AudatiaState", "answer"),
    "side": QT_TRANSLATE_NOOP("AudatiaState", "side"),
    "place": QT_TRANSLATE_NOOP("AudatiaState", "place"),
    "wait": QT_TRANSLATE_NOOP("AudatiaState", "wait"),
    "pass": QT_TRANSLATE_NOOP("AudatiaState", "pass"),
    "done": QT_TRANSLATE_NOOP("AudatiaState", "done"),
}
NOTHING = QT_TRANSLATE_NOOP("AudatiaState", "nothing")
# where a sword lies, and the sides of a remedy
SIDES = {
    "left": QT_TRANSLATE_NOOP("AudatiaState", "left"),
    "right": QT_TRANSLATE_NOOP("AudatiaState", "right"),
    "middle": QT_TRANSLATE_NOOP("AudatiaState", "middle"),
    "inside": QT_TRANSLATE_NOOP("AudatiaState", "inside"),
    "outside": QT_TRANSLATE_NOOP("AudatiaState", "outside"),
}
OR = QT_TRANSLATE_NOOP("AudatiaState", "{first} or {second}")


def _either(words: Iterable[str]) -> str:
    """"a, b or c": the choices a rule leaves."""
    *first, last = list(words) or [""]
    return translate("AudatiaState", OR).format(first=", ".join(first), second=last) if first else last


def say(s: AudatiaState, action: Action, refusal: Refusal) -> str:
    """`refusal` of `action` as a sentence: the action in words, the fields by their names."""
    from engine.games.audatia.state import phase_title

    names = card_names()
    seat = s.to_move

    def posta(pid: str) -> str:
        for deck in (s.decks[1 - seat], s.decks[seat]) if refusal.code in _HIS_POSTA else s.decks:
            if pid in deck.poste:
                return names.get(pid, deck.poste[pid].name)
        return names.get(pid, pid)

    extra: dict[str, Any] = {"action": sentence(s.describe(action))}
    for key, value in refusal.fields.items():
        if key in ("card", "blow", "remedy", "mezano"):
            extra[key] = names.get(value, value)
        elif key == "cards":
            extra[key] = ", ".join(names.get(c, c) for c in value)
        elif key == "posta":
            extra[key] = posta(value)
        elif key == "line":
            extra[key] = LINE_NAMES.get(value, value)
        elif key == "lines":
            extra[key] = _either(LINE_NAMES.get(x, x) for x in sorted(value, key=_line_order))
        elif key in ("side", "open"):
            sides = (value,) if isinstance(value, str) else value
            extra[key] = _either(translate("AudatiaState", SIDES[x]) if x in SIDES else x for x in sides)
        elif key == "virtue":
            extra[key] = str(value).capitalize()  # the Virtues keep their Latin in every language
        elif key == "phase":
            extra[key] = phase_title(value)
        elif key == "verbs":
            extra[key] = ", ".join(translate("AudatiaState", VERBS[k]) if k in VERBS else k for k in value) \
                or translate("AudatiaState", NOTHING)
    return WORDS.say(refusal, **extra)


# the refusals whose posta is the other fencer's (his Extensa guard, the posta he stands in)
_HIS_POSTA = frozenset(("target_posta_closed", "extensa_needs_beat", "exchange_posta_needed"))
_LINE_ORDER = {line: i for i, line in enumerate(LINE_NAMES)}


def _line_order(line: str) -> int:
    """Fiore's order of the seven blows, as the Seven Swords show them."""
    return _LINE_ORDER.get(line, len(_LINE_ORDER))
