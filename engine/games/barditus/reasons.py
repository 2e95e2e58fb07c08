"""Why a Barditus order is good, in the battle's arithmetic: the dice a card rolls, the die that
scores against the shields facing it and the hits to expect, the counter-attack and the pursuit,
what the order costs of the command points, and how far each army stands from breaking.

Read from the commander's view alone: once the armies are laid down the board is public, and
the position rebuilt from the view is used only for it (never for a list still in hand). Every
number comes from the rules' own functions: the chances by counting the faces of a die each
rule accepts, an order's outcome by playing it on a copy of the position.
"""

from __future__ import annotations

import itertools
import random

from engine.core.view import SeatView
from engine.games.barditus.actions import HOLD, LEAD, Action
from engine.games.barditus.state import BarditusState, battle_need, scores
from engine.games.barditus.view import BarditusView
from engine.games.words import translate

MOST = 3  # reasons a hint gives at most
FACES = range(1, 7)
# the moves that change who stands where after a battle, a rally or a reserve
SHIFTS = ("retreat", "destroy", "pursue", "lose", "return", "bring")


def _points(n: int) -> str:
    return translate("BarditusReasons", "%n command point(s)", None, n)


def _hits(dice: int, shields: int) -> str:
    """The hits `dice` battle dice score on average against `shields`, to one decimal."""
    return f"{dice * sum(scores(d, shields) for d in FACES) / 6:.1f}"


def reasons(view: SeatView, action: Action) -> list[str]:
    view = BarditusView.of(view)
    me = view.seat
    k = action.kind
    if me is None or view.phase in ("build", "deploy", "rolloff", "over"):
        return []
    s = BarditusState.from_view(view, random.Random(0))
    out: list[str] = []
    if k == "general":
        margin = view.gauge[me].margin
        morale = min(s.kept) if action.a == max(s.kept) else max(s.kept)
        after = margin - s.morale[me] + morale
        out.append(
            translate(
                "BarditusReasons",
                "The other die, {die}, guards morale: your army then stands "
                "{margin} from breaking (shields and morale against pieces "
                "destroyed and disordered).",
            ).format(die=morale, margin=after)
        )
        return out
    if k in (LEAD.kind, HOLD.kind) and view.phase == "lead":
        return [_lead(s, action)]
    if k in SHIFTS:
        return _shift(s, me, action)
    if view.phase != "orders" or k not in ("battle", "rally", "reserve"):
        return []
    col = action.a
    if k == "battle":
        out += _battle(s, me, action)
    elif k == "rally":
        out += _rally(s, me, col)
    elif k == "reserve":
        out += _reserve(s, me, col)
    out.append(_cost(s, col))
    return out[:MOST]


def _battle(s: BarditusState, me: int, action: Action) -> list[str]:
    col = action.a
    flank = action.b >= 0
    target = action.b if flank else col
    dice = s.battle_dice(me, col, flank, False)
    shields = s.shields(1 - me, target)
    card = s.card(1 - me, target)
    evade = card is not None and "skirmishers" in card.abilities and s.options["skirmishers"] == "evade"
    rolls = (
        translate(
            "BarditusReasons",
            "It rolls %n die(s) against {shields}: each scores on a {need} or "
            "more, about {hits} hits before his skirmishers evade.",
            None,
            dice,
        )
        if evade
        else translate(
            "BarditusReasons",
            "It rolls %n die(s) against {shields}: each scores on a {need} or more, about {hits} hits.",
            None,
            dice,
        )
    )
    out = [
        rolls.format(
            shields=translate("BarditusReasons", "%n shield(s)", None, shields),
            need=battle_need(shields),
            hits=_hits(dice, shields),
        )
    ]
    if flank:
        out.append(translate("BarditusReasons", "A flank attack draws no counter-attack."))
    else:
        back = s.battle_dice(1 - me, target, False, True)
        if back > 0:
            mine = s.shields(me, col)
            out.append(
                translate(
                    "BarditusReasons",
                    "He strikes back with %n die(s) as the cards stand, scoring on a {need} or more; "
                    "each 6 you roll sends a pursuer that takes one of them away.",
                    None,
                    back,
                ).format(need=battle_need(mine))
            )
        else:
            out.append(translate("BarditusReasons", "His card has nothing to strike back with."))
    his = s.margin(1 - me)
    if his < 0:
        out.append(
            translate(
                "BarditusReasons",
                "His army is broken already: its losses outweigh its shields and morale by {by}.",
            ).format(by=-his)
        )
    elif his < dice:
        out.append(
            translate("BarditusReasons", "His army stands {margin} from breaking, yours {mine}.").format(
                margin=his, mine=s.margin(me)
            )
        )
    return out


def _rally(s: BarditusState, me: int, col: int) -> list[str]:
    card = s.card(me, col)
    assert card is not None
    n = len(s._rally_candidates(me, col))
    # a rally die succeeds on the card's rally number or more (the roll resolves it so)
    back = n * sum(d >= card.rally for d in FACES) / 6
    return [
        translate(
            "BarditusReasons",
            "It rolls %n die(s), one for each piece out of order, each "
            "bringing one back on a {need} or more: about {back} pieces back.",
            None,
            n,
        ).format(need=card.rally, back=f"{back:.1f}")
    ]


def _reserve(s: BarditusState, me: int, col: int) -> list[str]:
    after = s.clone()
    after.step(Action("reserve", col))
    while after.phase == "reserve" and after.to_move == me:
        bring = [a for a in after.legal_actions() if a.kind == "bring"]
        if not bring:
            break
        after.step(bring[0])
    n = after.pieces(me, col) - s.pieces(me, col)
    return [
        translate("BarditusReasons", "It brings %n piece(s) up from the reserve to the front card.", None, n)
    ]


def _cost(s: BarditusState, col: int) -> str:
    cost = s.cost(col)
    left = s.command - cost
    if cost == 0:
        return translate(
            "BarditusReasons",
            "It costs nothing: it is this card's first order this turn, where the general stands.",
        )
    if left:
        return translate("BarditusReasons", "It costs {points} of your {command}, leaving {left}.").format(
            points=_points(cost), command=s.command, left=left
        )
    return translate("BarditusReasons", "It costs {points} of your {command}.").format(
        points=_points(cost), command=s.command
    )


def _lead(s: BarditusState, action: Action) -> str:
    """The chance the general is lost when he leads, by playing every roll of the three dice."""
    me = s.to_move
    lost = 0
    leading = s.clone()
    leading.step(LEAD)
    for faces in itertools.product(FACES, repeat=3):
        roll = leading.clone()
        for d in faces:
            roll.step(Action("die", d))
        lost += roll.general_lost[me]
    percent = round(100 * lost / 6**3)
    if action.kind == LEAD.kind:
        return translate(
            "BarditusReasons",
            "Leading, he keeps your two highest dice, but on about "
            "{percent}% of rolls they are equal and he is lost.",
        ).format(percent=percent)
    return translate(
        "BarditusReasons",
        "Held back, the general is safe; leading, he would be lost on about {percent}% of rolls.",
    ).format(percent=percent)


def _shift(s: BarditusState, me: int, action: Action) -> list[str]:
    """Where a hit, a pursuit or a regrouping leaves the army against breaking."""
    after = s.clone()
    after.step(action)
    now, then = s.margin(me), after.margin(me)
    if then == now:
        return [
            translate("BarditusReasons", "Your army still stands {margin} from breaking.").format(margin=now)
        ]
    return [
        translate("BarditusReasons", "Your army then stands {margin} from breaking ({now} now).").format(
            margin=then, now=now
        )
    ]
