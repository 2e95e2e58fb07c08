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


def _points(n: int) -> str:
    return f"{n} command point{'' if n == 1 else 's'}"


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
        out.append(f"The other die, {morale}, guards morale: your army then stands {after} from breaking "
                   "(shields and morale against pieces destroyed and disordered).")
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
        out.append(f"It rolls {dice} {'die' if dice == 1 else 'dice'} against {shields} "
                   f"shield{'' if shields == 1 else 's'}: each scores on a {need} or more, "
                   f"about {hits:.1f} hits" + (" before his skirmishers evade." if evade else "."))
    cost = s.cost(col)
    left = s.command - cost
    if cost == 0:
        out.append("It costs nothing: it is this card's first order this turn, where the general stands.")
    else:
        out.append(f"It costs {_points(cost)} of your {s.command}" + (f", leaving {left}." if left else "."))
    return out
