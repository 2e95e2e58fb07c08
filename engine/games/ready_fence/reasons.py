"""Why a Ready...Fence! move is good, in facts from the piste: speeds, distance, stamina, the
Timer and the weapon positions.

Read from the fencer's view alone: the position rebuilt from it is used only for what the view
holds (his hand, the strip, both stamina bottles, the score, the Timer's size, the phrase on the
table); the opponent's hand it deals is never looked at.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.games.ready_fence.actions import Action, position_name
from engine.games.ready_fence.cards import fence_cards
from engine.games.ready_fence.heuristics import ReadyFenceHeuristics
from engine.games.ready_fence.state import ReadyFenceState, distance_title
from engine.games.ready_fence.words import play_name
from engine.games.words import translate


def reasons(view: Mapping[str, Any], action: Action) -> list[str]:
    s = ReadyFenceState.from_view(view, random.Random(0))
    me = view["seat"]
    cards = fence_cards()
    k = action.kind
    out: list[str] = []
    if s.phase in ("phrase", "renew") and s.plays:
        prev = s.plays[-1]
        his = translate("ReadyFenceReasons", "his {card} ({speed})").format(
            card=play_name(prev), speed=prev["speed"])
        if k == "play" and s.answer_role(me, cards[action.card], prev):
            bonus = cards[action.arg].bonus if action.arg else 0
            speed, _ = s.defence_speed(me, cards[action.card], bonus)
            if speed > prev["speed"]:
                out.append(translate("ReadyFenceReasons", "At speed {speed} it is faster than {his}: unless "
                                                          "he "
                                     "answers again, it touches.").format(speed=speed, his=his))
        elif k == "parry":
            sp = int(action.card)
            fewest = sp == 1 or s.parry_speed(me, sp - 1) < prev["speed"]
            said = translate("ReadyFenceReasons", "A parry with {sp} SP is worth speed {speed} against "
                                                  "{his}: "
                             "the fewest SP that hold.") if fewest else \
                translate("ReadyFenceReasons", "A parry with {sp} SP is worth speed {speed} against {his}: "
                                               "it "
                          "holds.")
            out.append(said.format(sp=sp, speed=s.parry_speed(me, sp), his=his))
    elif s.phase == "turn":
        # what this move leaves is the fencer's own business: his step, his weapon, his stall
        clock = ReadyFenceHeuristics._time_out(s, me)
        # a discard draws from the Timer, so does a retreat that changes a card; a stall burns one
        # unless it keeps the Timer as it is
        takes_timer = k == "discard" or (k == "retreat" and bool(action.card)) \
            or (k == "stall" and not action.card)
        if takes_timer and clock > 0:
            if s.overtime:
                out.append(translate("ReadyFenceReasons", "The Timer has one card left and you hold "
                                                          "Priority: "
                                     "taking it ends the bout, and you win."))
            else:
                out.append(translate("ReadyFenceReasons", "The Timer has one card left and you lead {mine} "
                                                          "to "
                                     "{his}: taking it ends the bout, and you win.").format(
                    mine=s.points[me], his=s.points[1 - me]))
        if k == "advance" and s.actions_left == 2 and s.distance() == 2:
            after = s.clone()
            after.step(action)
            if any(a.kind == "play" for a in after.legal_actions()):
                out.append(translate("ReadyFenceReasons", "This step brings you to lunge distance with one "
                                     "action left, and your hand holds an attack for it."))
        steps = 1 if k == "back" else 2 if k == "retreat" else 0
        if steps and s.distance() <= 1 < s.distance() + steps and not any(
                cards[c].dark or cards[c].light or cards[c].kind == "joker" for c in s.hand[me]):
            out.append(translate("ReadyFenceReasons", "At {distance} you hold no card to answer his attack "
                                 "with: this takes you out of lunge distance.").format(
                distance=distance_title(s.distance())))
        if k == "stall" and s.stamina[me] <= 4:
            out.append(translate("ReadyFenceReasons", "You have {sp} SP: stalling brings back 2.").format(
                sp=s.stamina[me]))
        if k == "weapon":
            out += _weapon(s, me, action.card)
    return out


def _weapon(s: ReadyFenceState, me: int, to: str) -> list[str]:
    after = s.clone()
    after.weapon[me] = to
    if after.effective(me) != to:
        return []
    cards = [fence_cards()[c] for c in s.hand[me]]
    name = position_name(to)
    if to == "line" and any(c.kind == "stop-hit" for c in cards):
        said = translate("ReadyFenceReasons", "In {position} your Stop Hit may answer his attacks.")
    elif to == "invite" and any(c.dark or c.light for c in cards):
        said = translate("ReadyFenceReasons", "In {position} your defences, and a parry with SP, are 1 "
                                              "faster.")
    elif to == "engage":
        said = translate("ReadyFenceReasons", "In {position} most of his attacks are 1 slower (not a "
                                              "Disengage "
                         "or a Flanconade).")
    else:
        return []
    return [said.format(position=name)]
