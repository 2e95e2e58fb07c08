"""Why an En Garde move is good, in facts the fencer can check by counting cards.

Read from the fencer's view alone: his hand, the cards played this round (each was shown face
up) and the board. Of each value the deck in play holds five (the rulebook's; a card set may
hold fewer); those not in his hand nor played are unseen, so the opponent holds at most that
many. Only certainties are said ("he cannot parry"), never guesses; a move with no such fact
gets no reason.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.verbs import sentence
from engine.core.view import SeatView
from engine.games.en_garde import actions as act
from engine.games.en_garde.actions import Action
from engine.games.en_garde.cards import VALUES, value_counts
from engine.games.en_garde.heuristics import p_parry, p_parry_riposte
from engine.games.en_garde.parry import first_unparried
from engine.games.en_garde.state import FINAL_PARRY
from engine.games.en_garde.view import EnGardeView
from engine.games.words import translate

# counts of cards (at most five of a value, five in a hand) in words, each phrase whole so that
# a language agrees its words with the count in its own way
NUMBERS = (
    QT_TRANSLATE_NOOP("EnGardeReasons", "no"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "one"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "two"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "three"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "four"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "five"),
)
CARDS = (
    QT_TRANSLATE_NOOP("EnGardeReasons", "no {value}s"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "one {value}"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "two {value}s"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "three {value}s"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "four {value}s"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "five {value}s"),
)
UNSEEN = (
    QT_TRANSLATE_NOOP("EnGardeReasons", "only no {value}s are unseen"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "only one {value} is unseen"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "only two {value}s are unseen"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "only three {value}s are unseen"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "only four {value}s are unseen"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "only five {value}s are unseen"),
)
ATTACK_WITH = (
    QT_TRANSLATE_NOOP("EnGardeReasons", "an attack with no {value}s"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "an attack with a {value}"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "an attack with two {value}s"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "an attack with three {value}s"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "an attack with four {value}s"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "an attack with five {value}s"),
)
HELD = (
    QT_TRANSLATE_NOOP("EnGardeReasons", "no cards"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "one card"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "two cards"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "three cards"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "four cards"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "five cards"),
)
# every card of a value accounted for, by how many the deck in play holds (the rulebook's five; a
# card set may hold fewer)
ACCOUNTED = (
    QT_TRANSLATE_NOOP("EnGardeReasons", "the deck holds no {value}s"),
    QT_TRANSLATE_NOOP("EnGardeReasons", "the deck's one {value} is accounted for ({held} in your hand, "
                      "{played} played this round)"),
    QT_TRANSLATE_NOOP("EnGardeReasons",
                      "both {value}s are accounted for ({held} in your hand, "
                      "{played} played this round)"),
    QT_TRANSLATE_NOOP("EnGardeReasons",
                      "all three {value}s are accounted for ({held} in your hand, "
                      "{played} played this round)"),
    QT_TRANSLATE_NOOP("EnGardeReasons",
                      "all four {value}s are accounted for ({held} in your hand, "
                      "{played} played this round)"),
    QT_TRANSLATE_NOOP("EnGardeReasons",
                      "all five {value}s are accounted for ({held} in your hand, "
                      "{played} played this round)"),
)
REACH = 5  # the highest card: a plain attack reaches no further


def number(k: int) -> str:
    """'no', 'one' … 'five': how many cards, in words."""
    return translate("EnGardeReasons", NUMBERS[k])


def cards(k: int, value: int) -> str:
    """'one 3', 'two 4s', 'no 5s'."""
    return translate("EnGardeReasons", CARDS[k]).format(value=value)


def unseen_words(k: int, value: int) -> str:
    """'only one 3 is unseen', 'only two 4s are unseen'."""
    return translate("EnGardeReasons", UNSEEN[k]).format(value=value)


def _counts(values: Sequence[int]) -> list[int]:
    out = [0] * 6
    for v in values:
        out[v] += 1
    return out


def reasons(view: SeatView, action: Action) -> list[str]:
    view = EnGardeView.of(view)
    seat = view.seat
    assert seat is not None, "the hint's reasons are for the seat to move"
    hand = _counts(view.hand or ())
    played = _counts(view.discard)
    printed = value_counts()  # five of each in the rulebook's deck; a card set may differ
    unseen = [0] + [printed[v] - hand[v] - played[v] for v in VALUES]
    his_hand = view.hand_sizes[1 - seat]
    total = view.options["parry"] == "total"
    level = view.options["level"]
    gap = view.distance
    kind = action.kind
    out: list[str] = []

    def accounted(v: int) -> str:
        return translate("EnGardeReasons", ACCOUNTED[printed[v]]).format(
            value=v, held=number(hand[v]), played=number(played[v]))

    def cannot_parry(v: int, k: int) -> str | None:
        """Why no hand he can hold parries `k` cards of `v` (None if one might)."""
        if p_parry(tuple(unseen), his_hand, v, k, total) > 0:
            return None
        if his_hand < k:
            said = translate("EnGardeReasons", "He holds only {held}: he cannot parry an attack of "
                                               "%n card(s).", None, k)
            return said.format(held=translate("EnGardeReasons", HELD[his_hand]))
        if unseen[v] == 0:
            attack = translate("EnGardeReasons", ATTACK_WITH[k]).format(value=v)
            return translate("EnGardeReasons", "{accounted}: he cannot parry {attack}.").format(
                accounted=sentence(accounted(v)), attack=attack)
        if not total or k == 1:
            return translate(
                "EnGardeReasons",
                "{unseen}: he holds at most {most}, so an attack with {cards} cannot be parried.",
            ).format(unseen=sentence(unseen_words(unseen[v], v)), most=number(unseen[v]), cards=cards(k, v))
        return translate(
            "EnGardeReasons",
            "No {count} of the cards you have not seen add up to {total}: he cannot parry {cards}.",
        ).format(count=number(k), total=k * v, cards=cards(k, v))

    if kind == act.ATTACK:
        v, k = action.cards[0], len(action.cards)
        if view.riposte:
            return [translate("EnGardeReasons", "You have just parried: this attack is a riposte, "
                                                "and a riposte wins the round at once.")]
        if level == "basic":
            return [translate("EnGardeReasons", "In the basic game every attack hits.")]
        why = cannot_parry(v, k)
        if why:
            out.append(why)
        elif p_parry_riposte(tuple(unseen), his_hand, v, k, total) == 0:
            why = accounted(v) if unseen[v] == 0 else unseen_words(unseen[v], v)
            out.append(translate(
                "EnGardeReasons", "Even if he parries, he cannot keep a {value} to riposte with: {why}.",
            ).format(value=v, why=why))
        return out
    if kind == act.ADVANCE_ATTACK:
        w, k = action.cards[0], len(action.cards)
        why = cannot_parry(w, k)
        if why:
            out.append(translate("EnGardeReasons", "{why} He can only give ground.").format(why=why))
        return out
    if kind == act.PARRY:
        left = list(hand)
        for c in action.cards:
            left[c] -= 1
        if gap <= REACH and left[gap] and view.phase != FINAL_PARRY:  # the last parry ends the round
            out.append(translate("EnGardeReasons", "You keep a {gap} to riposte with: the distance stays "
                                                   "{gap}, and a riposte wins the round at once.",
                                 ).format(gap=gap))
        return out
    if kind in (act.ADVANCE, act.RETREAT):
        new_gap = gap - action.card if kind == act.ADVANCE else gap + action.card
        kept = list(hand)
        kept[action.card] -= 1
        advanced = level == "advanced"
        # in the advanced game he may step in first: only his plain attack is ruled out
        reach = 10 if advanced else REACH
        if reach < new_gap <= reach + REACH:  # further off, being out of reach goes without saying
            how = (translate("EnGardeReasons", "not even with an advance and attack") if advanced
                   else translate("EnGardeReasons", "no card is higher than 5"))
            out.append(translate(
                "EnGardeReasons", "At distance {gap} he cannot attack you on his next turn: {how}.",
            ).format(gap=new_gap, how=how))
        elif new_gap <= REACH and unseen[new_gap] == 0:
            said = (translate("EnGardeReasons",
                              "At distance {gap} he cannot attack you from where he stands: {why}.")
                    if advanced else
                    translate("EnGardeReasons", "At distance {gap} he cannot attack you: {why}."))
            out.append(said.format(gap=new_gap, why=accounted(new_gap)))
        elif new_gap <= REACH and level != "basic" \
                and unseen[new_gap] < first_unparried(tuple(kept), new_gap, total):
            said = (translate("EnGardeReasons", "At distance {gap} you can parry any attack he can make from "
                                                "where he stands: {unseen}, and your hand parries that many.")
                    if advanced else
                    translate("EnGardeReasons", "At distance {gap} you can parry any attack he can make: "
                                                "{unseen}, and your hand parries that many."))
            out.append(said.format(gap=new_gap, unseen=unseen_words(unseen[new_gap], new_gap)))
        return out
    return out
