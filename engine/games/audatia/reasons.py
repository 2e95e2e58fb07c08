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
from engine.games.words import translate


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
            out.append(translate("AudatiaReasons", "From {posta} {strikes} of your hand may attack (its "
                                 "Seven Swords show {lines}).").format(
                posta=p.name, strikes=translate("AudatiaReasons", "%n strike(s)", n=len(eligible)),
                lines=translate("AudatiaReasons", "%n line(s)", n=len(p.attacks))))
        if p.extensa:
            out.append(translate("AudatiaReasons", "{posta} is an Extensa guard: before he can strike, he "
                                 "must beat it aside with a strike that carries the Parry symbol.").format(
                posta=p.name))
        return out
    if k == "attack" and action.card:
        c = s.card(me, action.card)
        lines = len(c.parried_by - {c.line})  # a parry never meets a blow at its own angle
        if c.type == "strike" and lines <= 2:
            out.append(translate("AudatiaReasons", "Only a strike on %n line(s) can parry {card}.", n=lines)
                       .format(card=c.name) if lines
                       else translate("AudatiaReasons", "No strike can parry {card}.").format(card=c.name))
        return out
    if k == "reply" and action.card and s.remedy is not None:
        rseat, rcard, rside = s.remedy
        mine, theirs = s.card(me, action.card).half(rside), s.card(rseat, rcard).half(rside)
        if mine is not None and theirs is not None and perfect(theirs, mine):
            out.append(translate("AudatiaReasons", "It is a perfect counter: its half closes the Moon and "
                                 "Night with his remedy's, and a perfect counter wins the duel."))
        return out
    return out
