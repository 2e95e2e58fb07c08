"""Why an En Garde move is good, in facts the fencer can check by counting cards.

Read from the fencer's view alone: his hand, the cards played this round (each was shown face
up) and the board. Of each value there are five; those not in his hand nor played are unseen,
so the opponent holds at most that many. Only certainties are said ("he cannot parry"), never
guesses; a move with no such fact gets no reason.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.verbs import sentence
from engine.games.en_garde import actions as act
from engine.games.en_garde.actions import Action
from engine.games.en_garde.cards import VALUES, value_counts
from engine.games.en_garde.heuristics import p_parry, p_parry_riposte
from engine.games.en_garde.parry import first_unparried
from engine.games.en_garde.state import FINAL_PARRY

NUMBERS = ("no", "one", "two", "three", "four", "five")
REACH = 5  # the highest card: a plain attack reaches no further


def cards(k: int, value: int) -> str:
    """'one 3', 'two 4s', 'no 5s'."""
    return f"{NUMBERS[k]} {value}" + ("" if k == 1 else "s")


def unseen_words(k: int, value: int) -> str:
    """'only one 3 is unseen', 'only two 4s are unseen'."""
    return f"only {cards(k, value)} {'is' if k == 1 else 'are'} unseen"


def _counts(values: list[int]) -> list[int]:
    out = [0] * 6
    for v in values:
        out[v] += 1
    return out


def reasons(view: Mapping[str, Any], action: Action) -> list[str]:
    seat = view["seat"]
    hand = _counts(view["hand"])
    played = _counts(view["discard"])
    printed = value_counts()  # five of each in the rulebook's deck; a card set may differ
    unseen = [0] + [printed[v] - hand[v] - played[v] for v in VALUES]
    his_hand = view["hand_sizes"][1 - seat]
    total = view["options"]["parry"] == "total"
    level = view["options"]["level"]
    gap = view["pos"][1] - view["pos"][0]
    kind = action.kind
    out: list[str] = []

    def accounted(v: int) -> str:
        return (f"all five {v}s are accounted for ({NUMBERS[hand[v]]} in your hand, "
                f"{NUMBERS[played[v]]} played this round)")

    def cannot_parry(v: int, k: int) -> str | None:
        """Why no hand he can hold parries `k` cards of `v` (None if one might)."""
        if p_parry(tuple(unseen), his_hand, v, k, total) > 0:
            return None
        if his_hand < k:
            held = f"{NUMBERS[his_hand]} card{'s' * (his_hand != 1)}"
            return f"He holds only {held}: he cannot parry {NUMBERS[k]} cards."
        if unseen[v] == 0:
            what = f"an attack with {'a' if k == 1 else NUMBERS[k]} {v}{'s' * (k > 1)}"
            return f"{sentence(accounted(v))}: he cannot parry {what}."
        if not total or k == 1:
            return (f"{sentence(unseen_words(unseen[v], v))}: he holds at most {NUMBERS[unseen[v]]}, "
                    f"so an attack with {cards(k, v)} cannot be parried.")
        return (f"No {NUMBERS[k]} of the cards you have not seen add up to {k * v}: "
                f"he cannot parry {cards(k, v)}.")

    if kind == act.ATTACK:
        v, k = action.cards[0], len(action.cards)
        if view["riposte"]:
            return ["You have just parried: this attack is a riposte, and a riposte wins the round at once."]
        if level == "basic":
            return ["In the basic game every attack hits."]
        why = cannot_parry(v, k)
        if why:
            out.append(why)
        elif p_parry_riposte(tuple(unseen), his_hand, v, k, total) == 0:
            why = accounted(v) if unseen[v] == 0 else unseen_words(unseen[v], v)
            out.append(f"Even if he parries, he cannot keep a {v} to riposte with: {why}.")
        return out
    if kind == act.ADVANCE_ATTACK:
        w, k = action.cards[0], len(action.cards)
        why = cannot_parry(w, k)
        if why:
            out.append(f"{why} He can only give ground.")
        return out
    if kind == act.PARRY:
        left = list(hand)
        for c in action.cards:
            left[c] -= 1
        if gap <= REACH and left[gap] and view["phase"] != FINAL_PARRY:  # the last parry ends the round
            out.append(f"You keep a {gap} to riposte with: the distance stays {gap}, "
                       "and a riposte wins the round at once.")
        return out
    if kind in (act.ADVANCE, act.RETREAT):
        new_gap = gap - action.card if kind == act.ADVANCE else gap + action.card
        kept = list(hand)
        kept[action.card] -= 1
        advanced = level == "advanced"
        # in the advanced game he may step in first: only his plain attack is ruled out
        where = " from where he stands" if advanced else ""
        reach = 10 if advanced else REACH
        if reach < new_gap <= reach + REACH:  # further off, being out of reach goes without saying
            how = "not even with an advance and attack" if advanced else "no card is higher than 5"
            out.append(f"At distance {new_gap} he cannot attack you on his next turn: {how}.")
        elif new_gap <= REACH and unseen[new_gap] == 0:
            out.append(f"At distance {new_gap} he cannot attack you{where}: {accounted(new_gap)}.")
        elif new_gap <= REACH and level != "basic" \
                and unseen[new_gap] < first_unparried(tuple(kept), new_gap, total):
            out.append(f"At distance {new_gap} you can parry any attack he can make{where}: "
                       f"{unseen_words(unseen[new_gap], new_gap)}, and your hand parries that many.")
        return out
    return out
