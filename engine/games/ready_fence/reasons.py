"""Why a Ready...Fence! move is good, in facts from the piste: speeds, distance, stamina, the
Timer and the weapon positions.

Read from the fencer's view alone: the position rebuilt from it is used only for what the view
holds (his hand, the strip, both stamina bottles, the score, the Timer's size, the phrase on the
table); the opponent's hand it deals is never looked at. What he may hold is counted as a player
counts it: the mode's deck less every card this fencer has seen (his hand, the cards on the
piste, the discards shown to him); the cards the opponent showed and took back are his for sure.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.core.view import SeatView
from engine.games.ready_fence.actions import Action, position_name
from engine.games.ready_fence.cards import FenceCard, fence_cards
from engine.games.ready_fence.heuristics import ReadyFenceHeuristics
from engine.games.ready_fence.state import ReadyFenceState, distance_title
from engine.games.ready_fence.view import ReadyFenceView
from engine.games.ready_fence.words import card_name, play_name
from engine.games.words import translate

MOST = 3  # reasons a hint gives at most
# the open_fault codes of the cards that open a phrase at one distance other than the lunge's:
# a card kept for a distance the fencers are not at
DISTANCE_FAULTS = ("fleche_long_only", "infighting_short_only")


def his_cards(view: ReadyFenceView, s: ReadyFenceState) -> list[str]:
    """The cards the opponent may hold: those he showed and took back, and every card of the
    mode's deck this fencer has not seen."""
    me = view.seat
    assert me is not None, "a fencer's view: an onlooker holds no hand"
    seen = set(view.hand or ()) | {c for c in view.discards if c != "?"}
    seen |= {c for p in view.plays for c in (p.card, p.companion) if c}
    seen |= {c for k in view.known for c in k}
    known = list(view.known[1 - me])
    return known + [c for c in s.deck if c not in seen]


def beaten_by(
    s: ReadyFenceState, seat: int, prev: Mapping[str, Any], cards: list[str]
) -> list[tuple[int, FenceCard]]:
    """Of `cards`, those `seat` may answer `prev` with that beat it (faster, or a card that wins
    at once), with the speed each answers at, fastest first."""
    fc = fence_cards()
    out = []
    for c in dict.fromkeys(cards):
        f = fc[c]
        role = s.answer_role(seat, f, dict(prev))
        if not role or not s.affordable(seat, c):
            continue
        speed = s.defence_speed(seat, f)[0]
        if speed > prev["speed"] or f.kind == "ceding-parry":
            out.append((speed, f))
    return sorted(out, key=lambda x: -x[0])


def _threat(s: ReadyFenceState, seat: int, prev: Mapping[str, Any], cards: list[str]) -> str:
    """What the cards `seat` may hold can do against `prev` at its speed, as a sentence."""
    beats = beaten_by(s, seat, prev, cards)
    if not beats:
        return translate("ReadyFenceReasons", "None of the cards he may hold can beat speed {speed}.").format(
            speed=prev["speed"]
        )
    return translate(
        "ReadyFenceReasons",
        "Of the cards he may hold, %n can beat speed {speed}; the best is {card}.",
        None,
        len(beats),
    ).format(speed=prev["speed"], card=card_name(beats[0][1].id))


def _attack(s: ReadyFenceState, me: int, c: FenceCard, speed: int) -> dict[str, Any]:
    """The play an attack with `c` lays on the piste, as far as an answer reads it."""
    return {
        "seat": me,
        "card": c.id,
        "with": "",
        "kind": c.kind,
        "name": c.name,
        "role": "red",
        "speed": speed,
    }


def _after(s: ReadyFenceState, action: Action) -> ReadyFenceState:
    after = s.clone()
    after.step(action)
    return after


def reasons(seen: SeatView, action: Action) -> list[str]:
    view = ReadyFenceView.of(seen)
    s = ReadyFenceState.from_view(view, random.Random(0))
    me = view.seat
    if me is None or s.phase in ("over", "mulligan"):
        return []
    cards = fence_cards()
    k = action.kind
    out: list[str] = []
    his = his_cards(view, s)
    if s.phase in ("phrase", "renew") and s.plays:
        out += _in_phrase(view, s, me, action, his)
    elif s.phase == "turn":
        out += _clock(s, me, action)
        if k == "play":
            c = cards[action.card]
            bonus = cards[action.arg].bonus if action.arg else 0
            speed = s.attack_speed(me, c, bonus)[0]
            out += _against(s, me, _attack(s, me, c, speed), his)
            cost = s.costs([action.card, action.arg])
            if cost:
                out.append(
                    translate("ReadyFenceReasons", "It costs {cost} SP of your {sp}; he has {his}.").format(
                        cost=cost, sp=s.stamina[me], his=s.stamina[1 - me]
                    )
                )
        if k in ("advance", "back", "retreat"):
            out += _step(s, me, action, his)
        after = _after(s, action) if k == "stall" else s
        if after.stamina[me] > s.stamina[me]:
            out.append(
                translate(
                    "ReadyFenceReasons", "You have {sp} SP and he has {his}: stalling brings you to {after}."
                ).format(sp=s.stamina[me], his=s.stamina[1 - me], after=after.stamina[me])
            )
        if k == "weapon":
            out += _weapon(s, me, action.card, his)
    if k == "discard" or (k == "retreat" and action.card):
        out.insert(0, _let_go(s, me, cards[action.card]))
    return out[:MOST]


def _clock(s: ReadyFenceState, me: int, action: Action) -> list[str]:
    """The Timer: a discard draws from it, so does a retreat that changes a card; a stall burns
    one unless it keeps the Timer as it is."""
    k = action.kind
    takes = k == "discard" or (k == "retreat" and bool(action.card)) or (k == "stall" and not action.card)
    if not takes or not s.timer:
        return []
    if ReadyFenceHeuristics._time_out(s, me) > 0:
        if s.overtime:
            return [
                translate(
                    "ReadyFenceReasons",
                    "The Timer has one card left and you hold Priority: taking it ends "
                    "the bout, and you win.",
                )
            ]
        return [
            translate(
                "ReadyFenceReasons",
                "The Timer has one card left and you lead {mine} to {his}: taking it "
                "ends the bout, and you win.",
            ).format(mine=s.points[me], his=s.points[1 - me])
        ]
    lead = s.points[me] - s.points[1 - me]
    if lead > 0:
        after = _after(s, action)
        if after.period != s.period or after.phase == "over":
            return []
        return [
            translate(
                "ReadyFenceReasons",
                "You lead {mine} to {his}, and it takes a card from the Timer: %n left.",
                None,
                len(after.timer),
            ).format(mine=s.points[me], his=s.points[1 - me])
        ]
    return []


def _let_go(s: ReadyFenceState, me: int, c: FenceCard) -> str:
    """Which card a discard lets go of, and why it is the one to spare."""
    cards = fence_cards()
    name = card_name(c.id)
    others = [cards[x] for x in s.hand[me] if x != c.id]
    if not s.affordable(me, c.id):
        return translate(
            "ReadyFenceReasons", "You let go of {card}: it costs {cost} SP and you have {sp}."
        ).format(card=name, cost=s.costs([c.id]), sp=s.stamina[me])
    faster = [o for o in others if o.kind == c.kind and (o.speed or 0) > (c.speed or 0)]
    if faster:
        best = max(faster, key=lambda o: o.speed or 0)
        return translate(
            "ReadyFenceReasons", "You let go of {card}: you keep {other}, which is faster."
        ).format(card=name, other=card_name(best.id))
    if s.open_fault(me, c) in DISTANCE_FAULTS:
        return translate(
            "ReadyFenceReasons", "You let go of {card}: it cannot attack from here ({distance})."
        ).format(card=name, distance=distance_title(s.distance()))
    timed = [o.speed for o in others if o.speed is not None]
    if c.speed is not None and timed and c.speed < min(timed):
        return translate("ReadyFenceReasons", "You let go of {card}, the slowest card in your hand.").format(
            card=name
        )
    return translate("ReadyFenceReasons", "You let go of {card} and draw a card from the Timer.").format(
        card=name
    )


def _against(s: ReadyFenceState, me: int, attack: dict[str, Any], his: list[str]) -> list[str]:
    """An attack's speed against the cards he may hold and his defences without cards."""
    opp = 1 - me
    out = [_threat(s, opp, attack, his)]
    laid = s.clone()  # the phrase as it stands once the attack is on the piste
    laid.plays = [*laid.plays, attack]
    if not laid.parry_fault(opp, attack) and s.stamina[opp] > 0:
        best = s.parry_speed(opp, s.stamina[opp])
        if best < attack["speed"]:
            out.append(
                translate(
                    "ReadyFenceReasons", "He has {sp} SP: a parry without a card reaches only speed {best}."
                ).format(sp=s.stamina[opp], best=best)
            )
    if laid.dodge_fault(opp, attack) == "faster_than_limit":
        out.append(
            translate(
                "ReadyFenceReasons", "At speed {speed} it is too fast to be defended by distance."
            ).format(speed=attack["speed"])
        )
    return out


def _step(s: ReadyFenceState, me: int, action: Action, his: list[str]) -> list[str]:
    cards = fence_cards()
    out: list[str] = []
    k = action.kind
    after = _after(s, action)
    if after.points != s.points:
        return [
            translate("ReadyFenceReasons", "This step takes you off the end of the strip: he scores a touch.")
        ]
    if (
        k == "advance"
        and s.actions_left == 2
        and s.distance() == 2
        and after.phase == "turn"
        and any(a.kind == "play" for a in after.legal_actions())
    ):
        out.append(
            translate(
                "ReadyFenceReasons",
                "This step brings you to lunge distance with one action left, and "
                "your hand holds an attack for it.",
            )
        )
    opp = 1 - me
    openers = [
        after.attack_speed(opp, cards[c])[0]
        for c in his
        if not after.open_fault(opp, cards[c]) and after.affordable(opp, c)
    ]
    where = distance_title(after.distance())
    if openers:
        out.append(
            translate(
                "ReadyFenceReasons",
                "After this step ({distance}), %n of the cards he may hold can attack you "
                "from where he stands, the fastest at speed {speed}.",
                None,
                len(openers),
            ).format(distance=where, speed=max(openers))
        )
    else:
        out.append(
            translate(
                "ReadyFenceReasons",
                "After this step ({distance}), none of the cards he may hold can attack "
                "you from where he stands: he must move first.",
            ).format(distance=where)
        )
    if (
        k in ("back", "retreat")
        and s.distance() <= 1 < after.distance()
        and not any(cards[c].dark or cards[c].light or cards[c].kind == "joker" for c in s.hand[me])
    ):
        out.insert(
            0,
            translate(
                "ReadyFenceReasons",
                "At {distance} you hold no card to answer his attack with: this "
                "takes you out of lunge distance.",
            ).format(distance=distance_title(s.distance())),
        )
    return out


def _in_phrase(
    view: ReadyFenceView, s: ReadyFenceState, me: int, action: Action, his: list[str]
) -> list[str]:
    cards = fence_cards()
    k = action.kind
    opp = 1 - me
    prev = s.plays[-1]
    his_play = translate("ReadyFenceReasons", "his {card} ({speed})").format(
        card=play_name(prev), speed=prev["speed"]
    )
    out: list[str] = []
    if k == "play":
        c = cards[action.card]
        role = s.answer_role(me, c, prev)
        if not role:
            return []
        bonus = cards[action.arg].bonus if action.arg else 0
        speed = s.defence_speed(me, c, bonus)[0]
        if c.kind == "ceding-parry":
            out.append(
                translate("ReadyFenceReasons", "{card} wins at once against {his}.").format(
                    card=card_name(c.id), his=his_play
                )
            )
            return out
        if speed > prev["speed"]:
            out.append(
                translate(
                    "ReadyFenceReasons",
                    "At speed {speed} it is faster than {his}: unless he answers again, it touches.",
                ).format(speed=speed, his=his_play)
            )
            mine = {
                "seat": me,
                "card": c.id,
                "with": action.arg,
                "kind": c.kind,
                "name": c.name,
                "role": role,
                "speed": speed,
            }
            if s.played(opp) >= 2:
                out.append(
                    translate(
                        "ReadyFenceReasons",
                        "He has made both his fencing actions in this phrase: he cannot answer again.",
                    )
                )
            else:
                out.append(_threat(s, opp, mine, his))
        elif speed == prev["speed"]:
            out.append(
                translate("ReadyFenceReasons", "At speed {speed} it equals {his}: both touch.").format(
                    speed=speed, his=his_play
                )
            )
        else:
            out.append(
                translate(
                    "ReadyFenceReasons", "At speed {speed} it does not beat {his}: the touch is his."
                ).format(speed=speed, his=his_play)
            )
        return out
    if k == "parry":
        sp = int(action.card)
        fewest = sp == 1 or s.parry_speed(me, sp - 1) < prev["speed"]
        said = (
            translate(
                "ReadyFenceReasons",
                "A parry with {sp} SP is worth speed {speed} against {his}: the fewest SP that hold.",
            )
            if fewest
            else translate(
                "ReadyFenceReasons", "A parry with {sp} SP is worth speed {speed} against {his}: it holds."
            )
        )
        out.append(said.format(sp=sp, speed=s.parry_speed(me, sp), his=his_play))
        out.append(
            translate("ReadyFenceReasons", "You have {sp} SP and he has {his}.").format(
                sp=s.stamina[me], his=s.stamina[opp]
            )
        )
        return out
    if k == "distance":
        after = _after(s, action)
        cost = s.stamina[me] - after.stamina[me]
        if action.card:
            out.append(
                translate(
                    "ReadyFenceReasons",
                    "Defending by distance against {his} costs you {cost} SP of your {sp} and {card}.",
                ).format(his=his_play, cost=cost, sp=s.stamina[me], card=card_name(action.card))
            )
        else:
            out.append(
                translate(
                    "ReadyFenceReasons",
                    "Defending by distance against {his} costs you {cost} SP of your "
                    "{sp} and a card of your hand at random.",
                ).format(his=his_play, cost=cost, sp=s.stamina[me])
            )
        return out
    if k == "renew":
        first = cards[s.plays[0]["card"]]
        speed = s.attack_speed(me, first, cards[action.card].bonus, "Renewed Attack")[0]
        out.append(_threat(s, opp, _attack(s, me, first, speed) | {"renewed": True}, his))
        return out
    if k in ("pass", "feint"):
        after = _after(s, action)
        gained = [after.points[t] - s.points[t] for t in (0, 1)]
        if gained[me] and gained[opp]:
            out.append(translate("ReadyFenceReasons", "It ends the phrase with a touch each."))
        elif gained[me]:
            out.append(translate("ReadyFenceReasons", "It ends the phrase, and the touch is yours."))
        elif not gained[opp]:
            out.append(translate("ReadyFenceReasons", "It ends the phrase with no touch."))
        elif k == "pass" and not any(a.kind in ("play", "parry", "distance") for a in s.legal_actions()):
            out.append(
                translate(
                    "ReadyFenceReasons",
                    "Nothing in your hand answers {his}, and you cannot defend without a card.",
                ).format(his=his_play)
            )
        elif k == "pass" and not any(_holds(s, me, a, prev) for a in s.legal_actions()):
            out.append(
                translate(
                    "ReadyFenceReasons",
                    "None of your answers beats {his}: the touch is his whatever you play.",
                ).format(his=his_play)
            )
    return out


def _holds(s: ReadyFenceState, me: int, a: Action, prev: Mapping[str, Any]) -> bool:
    """`a` stops `prev`: a defence without cards (legal only where it holds), a card answer that
    is at least as fast (equal speeds touch both), or one that wins at once."""
    if a.kind in ("parry", "distance"):
        return True
    if a.kind != "play":
        return False
    cards = fence_cards()
    c = cards[a.card]
    bonus = cards[a.arg].bonus if a.arg else 0
    return c.kind == "ceding-parry" or s.defence_speed(me, c, bonus)[0] >= prev["speed"]


def _weapon(s: ReadyFenceState, me: int, to: str, his: list[str]) -> list[str]:
    """What taking the position `to` changes, worked out by the speed rules before and after."""
    after = s.clone()
    after.weapon[me] = to
    if after.effective(me) != to:
        return []
    cards = fence_cards()
    mine = [cards[c] for c in s.hand[me]]
    name = position_name(to)
    if to == "line" and any(c.kind == "stop-hit" for c in mine):
        return [
            translate("ReadyFenceReasons", "In {position} your Stop Hit may answer his attacks.").format(
                position=name
            )
        ]
    if to == "invite":
        by = after.parry_speed(me, 1) - s.parry_speed(me, 1)
        if by > 0 and any(c.dark or c.light for c in mine):
            return [
                translate(
                    "ReadyFenceReasons", "In {position} your defences, and a parry with SP, are {by} faster."
                ).format(position=name, by=by)
            ]
        return []
    if to == "engage":
        opp = 1 - me
        slowed = [
            s.attack_speed(opp, cards[c])[0] - after.attack_speed(opp, cards[c])[0]
            for c in his
            if cards[c].red
        ]
        slowed = [d for d in slowed if d > 0]
        if slowed:
            return [
                translate(
                    "ReadyFenceReasons",
                    "In {position} %n of the attacks he may hold are slower, by up to {by}.",
                    None,
                    len(slowed),
                ).format(position=name, by=max(slowed))
            ]
    return []
