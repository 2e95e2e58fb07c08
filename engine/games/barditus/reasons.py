"""Why a Barditus order is good, in the battle's arithmetic: the dice a card rolls, the die that
scores against the shields facing it, what the order costs of the command points, and how far
each army stands from breaking.

Read from the commander's view alone: once the armies are laid down the board is public, and
the position rebuilt from the view is used only for it (never for a list still in hand).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.games.barditus.actions import Action
from engine.games.barditus.heuristics import p_score
from engine.games.barditus.state import BarditusState, battle_need
from engine.games.words import translate


def _points(n: int) -> str:
    return translate("BarditusReasons", "%n command point(s)", None, n)


def reasons(view: Mapping[str, Any], action: Action) -> list[str]:
    me = view["seat"]
    k = action.kind
    if view["phase"] not in ("orders", "general") or k not in ("battle", "rally", "reserve", "general"):
        return []
    s = BarditusState.from_view(view, random.Random(0))
    out: list[str] = []
    if k == "general":
        margin = view["gauge"][me]["margin"]
        morale = min(s.kept) if action.a == max(s.kept) else max(s.kept)
        after = margin - s.morale[me] + morale
        out.append(translate("BarditusReasons", "The other die, {die}, guards morale: your army then stands "
                                                "{margin} from breaking (shields and morale against pieces "
                                                "destroyed and disordered).").format(die=morale,
                                                                                     margin=after))
        return out
    col = action.a
    if k == "battle":
        target = action.b if action.b >= 0 else col
        dice = s.battle_dice(me, col, action.b >= 0, False)
        shields = s.shields(1 - me, target)
        need = battle_need(shields)
        hits = dice * p_score(shields)
        card = s.card(1 - me, target)
        evade = card is not None and "skirmishers" in card.abilities and s.options["skirmishers"] == "evade"
        rolls = (translate("BarditusReasons",
                           "It rolls %n die(s) against {shields}: each scores on a {need} or "
                           "more, about {hits} hits before his skirmishers evade.", None, dice)
                 if evade else
                 translate("BarditusReasons",
                           "It rolls %n die(s) against {shields}: each scores on a {need} or more, "
                           "about {hits} hits.", None, dice))
        out.append(rolls.format(shields=translate("BarditusReasons", "%n shield(s)", None, shields),
                                need=need,
                                hits=f"{hits:.1f}"))
    cost = s.cost(col)
    left = s.command - cost
    if cost == 0:
        out.append(translate("BarditusReasons",
                             "It costs nothing: it is this card's first order this turn, where "
                             "the general stands."))
    elif left:
        out.append(translate("BarditusReasons",
                             "It costs {points} of your {command}, leaving {left}.").format(
            points=_points(cost), command=s.command, left=left))
    else:
        out.append(translate("BarditusReasons", "It costs {points} of your {command}.").format(
            points=_points(cost), command=s.command))
    return out
