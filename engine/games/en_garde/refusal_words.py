"""En Garde's refusals in words: each rule's code as the sentence a fencer reads, cards by value."""

from __future__ import annotations

from typing import Any

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.refusal import Refusal, RefusalWords
from engine.core.verbs import sentence
from engine.games.en_garde import refusals as r
from engine.games.en_garde.actions import spell_cards
from engine.games.words import translate

# The context the sentences were translated in before they had codes: the catalogues keep them.
WORDS = RefusalWords("EnGardeState", {
    r.MATCH_OVER: QT_TRANSLATE_NOOP("EnGardeState", "the match is over"),
    r.MUST_PARRY: QT_TRANSLATE_NOOP("EnGardeState", "you must parry the attack of {cards} first"),
    r.MUST_PARRY_OR_RETREAT: QT_TRANSLATE_NOOP("EnGardeState",
                                               "you must parry the attack of {cards} or retreat first"),
    r.NO_RETREAT_DECK_OUT: QT_TRANSLATE_NOOP("EnGardeState", "the deck is out, figures no longer move; "
                                                             "you must parry the attack of {cards}"),
    r.LAST_CHANCE: QT_TRANSLATE_NOOP("EnGardeState", "the deck is out, figures no longer move; attack at "
                                                     "distance {gap} or hold"),
    r.NO_ATTACK_TO_PARRY: QT_TRANSLATE_NOOP("EnGardeState", "there is no attack to parry"),
    r.HOLD_ONLY_LAST_CHANCE: QT_TRANSLATE_NOOP("EnGardeState", "the last chance to attack or hold comes "
                                                               "only once the deck is out"),
    r.ADVANCED_ONLY: QT_TRANSLATE_NOOP("EnGardeState", "advance-and-attack belongs to the advanced game"),
    r.MIXED_ATTACK: QT_TRANSLATE_NOOP("EnGardeState", "the cards of an attack must all be of one value"),
    r.SINGLE_CARD: QT_TRANSLATE_NOOP("EnGardeState", "the basic game attacks with a single card"),
    r.PARRY_COUNT: QT_TRANSLATE_NOOP("EnGardeState", "a parry needs as many cards as the attack ({count})"),
    r.PARRY_TOTAL: QT_TRANSLATE_NOOP("EnGardeState", "a parry needs the same total as the attack ({cards})"),
    r.PARRY_EQUAL: QT_TRANSLATE_NOOP("EnGardeState", "a parry needs the same cards as the attack ({cards})"),
    r.NOT_HELD: QT_TRANSLATE_NOOP("EnGardeState", "you do not hold {cards}"),
    r.ATTACK_DISTANCE: QT_TRANSLATE_NOOP("EnGardeState",
                                         "an attack needs cards equal to the distance, {gap}"),
    r.WOULD_REACH: QT_TRANSLATE_NOOP("EnGardeState", "the figure may not reach or pass the other fencer "
                                                     "(distance {gap})"),
    r.ADVANCE_ATTACK_DISTANCE: QT_TRANSLATE_NOOP("EnGardeState",
                                                 "after advancing {card} the distance is {gap}"),
    r.OFF_PISTE: QT_TRANSLATE_NOOP("EnGardeState", "the figure may not leave the piste"),
})

# said on their own: no action of anybody's is the fault
WHOLE = frozenset({r.MATCH_OVER})


def say(action: str, refusal: Refusal) -> str:
    """`refusal` of the action described by `action` as a sentence: the action, then the rule it
    breaks, cards by their values ("two 3s", "2 + 4")."""
    cards: dict[str, Any] = {k: spell_cards(v) for k, v in refusal.fields.items() if isinstance(v, tuple)}
    why = WORDS.say(refusal, **cards)
    if refusal.code in WHOLE:
        return sentence(why)
    return translate("EnGardeState", "{action}: {why}").format(action=sentence(action), why=why)
