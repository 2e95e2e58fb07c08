"""Why an Audatia move is good, in facts printed on the cards: what a posta lets you strike and
what it asks of him, how few lines parry a blow, a counter that closes the Moon and Night.

Read from the fencer's view alone: the position rebuilt from it is used only for his own hand,
his poste and the cards on the table; the opponent's hand it deals is never looked at.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.games.audatia.actions import Action
from engine.games.audatia.state import AudatiaState
from engine.games.audatia.symbols import perfect

NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven")


def _count(n: int, what: str) -> str:
    return f"{NUMBERS[n] if n < len(NUMBERS) else n} {what}{'' if n == 1 else 's'}"


def reasons(view: Mapping[str, Any], action: Action) -> list[str]:
    s = AudatiaState.from_view(view, random.Random(0))
    me = view["seat"]
    k = action.kind
    out: list[str] = []
    if k in ("posta", "change") and action.card:
        p = s.posta_card(me, action.card)
        strikes = s.strikes_in_hand(me)
        eligible = [c for c in strikes if c.attack and c.line in p.attacks]
        if eligible:
            out.append(f"From {p.name} {_count(len(eligible), 'strike')} of your hand may attack "
                       f"(its Seven Swords show {_count(len(p.attacks), 'line')}).")
        if p.extensa:
            out.append(f"{p.name} is an Extensa guard: before he can strike, he must beat it aside "
                       "with a strike that carries the Parry symbol.")
        return out
    if k == "attack" and action.card:
        c = s.card(me, action.card)
        lines = len(c.parried_by - {c.line})  # a parry never meets a blow at its own angle
        if c.type == "strike" and lines <= 2:
            out.append(f"Only a strike on {_count(lines, 'line')} can parry {c.name}."
                       if lines else f"No strike can parry {c.name}.")
        return out
    if k == "reply" and action.card and s.remedy is not None:
        rseat, rcard, rside = s.remedy
        mine, theirs = s.card(me, action.card).half(rside), s.card(rseat, rcard).half(rside)
        if mine is not None and theirs is not None and perfect(theirs, mine):
            out.append("It is a perfect counter: its half closes the Moon and Night with his remedy's, "
                       "and a perfect counter wins the duel.")
        return out
    return out
