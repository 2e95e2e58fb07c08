"""Ready...Fence!'s refusals in words: each rule of engine/games/ready_fence/refusals.py as the
reason a fencer reads after his action ("Plays Stop Hit (6): a Stop Hit needs your weapon in
Line"), with cards by their names, distances and phases by their titles."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.refusal import Refusal, RefusalWords
from engine.core.verbs import sentence
from engine.games.ready_fence.actions import Action, position_name
from engine.games.ready_fence.cards import fence_cards
from engine.games.ready_fence.words import name_words
from engine.games.words import translate

if TYPE_CHECKING:
    from engine.games.ready_fence.state import ReadyFenceState

CONTEXT = "ReadyFenceState"

WORDS = RefusalWords(CONTEXT, {
    "bout_over": QT_TRANSLATE_NOOP("ReadyFenceState", "the bout is over"),
    "not_now": QT_TRANSLATE_NOOP("ReadyFenceState", "not now; in {phase} you may {kinds}"),
    "not_held": QT_TRANSLATE_NOOP("ReadyFenceState", "that card is not in your hand"),
    "too_costly": QT_TRANSLATE_NOOP("ReadyFenceState", "it costs {cost} SP and you have {sp}"),
    # the turn
    "no_room_ahead": QT_TRANSLATE_NOOP("ReadyFenceState", "the other fencer stands on the square ahead"),
    "weapon_once": QT_TRANSLATE_NOOP("ReadyFenceState", "the weapon position changes once a turn"),
    "weapon_already": QT_TRANSLATE_NOOP("ReadyFenceState", "your weapon is already in {position}"),
    "discard_once": QT_TRANSLATE_NOOP("ReadyFenceState", "you may discard and draw only once a turn"),
    "timer_empty": QT_TRANSLATE_NOOP("ReadyFenceState", "the Timer deck is empty"),
    "straight_thrust_rule": QT_TRANSLATE_NOOP("ReadyFenceState", "the Straight Thrust rule: keep a Straight "
                                              "Thrust, and the yellow one only goes for a faster one"),
    "stall_takes_both_actions": QT_TRANSLATE_NOOP("ReadyFenceState", "a stall takes both actions of a turn, "
                                                  "and you have used one"),
    "stalled_last_turn": QT_TRANSLATE_NOOP("ReadyFenceState", "you stalled last turn, and may not stall "
                                           "twice in a row"),
    "no_stall_under_priority": QT_TRANSLATE_NOOP("ReadyFenceState", "once Priority is given, no fencer may "
                                                 "stall"),
    # opening a phrase
    "not_red": QT_TRANSLATE_NOOP("ReadyFenceState", "a phrase opens with a red card"),
    "parry_riposte_first": QT_TRANSLATE_NOOP("ReadyFenceState", "Parry and Riposte parries first and only "
                                             "then ripostes: it answers an attack, it never opens a phrase"),
    "tutorial_lunge_only": QT_TRANSLATE_NOOP("ReadyFenceState", "in the tutorial a phrase opens only at "
                                             "lunge distance, and you are at {distance}"),
    "infighting_short_only": QT_TRANSLATE_NOOP("ReadyFenceState", "Infighting is played at short distance "
                                               "only"),
    "fleche_long_only": QT_TRANSLATE_NOOP("ReadyFenceState", "the Flèche is played at long distance only"),
    "needs_engagement": QT_TRANSLATE_NOOP("ReadyFenceState", "{card} needs your weapon in Engagement"),
    "lunge_only": QT_TRANSLATE_NOOP("ReadyFenceState", "this card is played at lunge distance, and you "
                                    "are at {distance}"),
    "not_angulations": QT_TRANSLATE_NOOP("ReadyFenceState", "{card} is not an Angulations card: only those "
                                         "are laid with another card"),
    "no_angulations_with": QT_TRANSLATE_NOOP("ReadyFenceState", "{other} adds speed only to an attack or a "
                                             "counterattack, not to {card}"),
    # answering in the phrase
    "two_actions_made": QT_TRANSLATE_NOOP("ReadyFenceState", "you have made your two fencing actions in this "
                                          "phrase"),
    "fleche_no_second_action": QT_TRANSLATE_NOOP("ReadyFenceState", "after a Flèche the attacker makes no "
                                                 "other fencing action"),
    "joker_only_by_joker": QT_TRANSLATE_NOOP("ReadyFenceState", "only a Joker answers a Joker"),
    "toe_touch_answers": QT_TRANSLATE_NOOP("ReadyFenceState", "a Toe-Touch is answered only by a Stop Hit or "
                                           "a defence by distance"),
    "infighting_answers": QT_TRANSLATE_NOOP("ReadyFenceState", "Infighting is answered only by Infighting, "
                                            "Parry and Riposte or a cardless defence"),
    "infighting_too_far": QT_TRANSLATE_NOOP("ReadyFenceState", "Infighting answers only at short or lunge "
                                            "distance, and you are at {distance}"),
    "ceding_parry_on_glide": QT_TRANSLATE_NOOP("ReadyFenceState", "a Ceding Parry answers only a Glide "
                                               "Attack or a Flanconade"),
    "counter_time_on_counterattack": QT_TRANSLATE_NOOP("ReadyFenceState", "a Counter-Time answers only a "
                                                       "counterattack (a light-blue card)"),
    "light_answered_by_dark": QT_TRANSLATE_NOOP("ReadyFenceState", "a light-blue card is answered only by a "
                                                "dark-blue card"),
    "dark_answered_by_light": QT_TRANSLATE_NOOP("ReadyFenceState", "a dark-blue card is answered only by a "
                                                "light-blue card"),
    "stop_hit_needs_line": QT_TRANSLATE_NOOP("ReadyFenceState", "a Stop Hit needs your weapon in Line"),
    "derobement_needs_blade": QT_TRANSLATE_NOOP("ReadyFenceState", "a Disengage answers only an attack that "
                                                "seeks your blade (Beat Thrust, Glide Attack, Flanconade) or "
                                                "an attacker in Engagement"),
    "feint_in_time_on_counter_time": QT_TRANSLATE_NOOP("ReadyFenceState", "a Feint in Time answers only a "
                                                       "Counter-Time"),
    "cannot_answer": QT_TRANSLATE_NOOP("ReadyFenceState", "{card} cannot answer {other} here"),
    "renew_after_first_attack": QT_TRANSLATE_NOOP("ReadyFenceState", "a Renewed Attack follows your own "
                                                  "first attack, once a defence stopped it"),
    "not_renewed_attack": QT_TRANSLATE_NOOP("ReadyFenceState", "{card} is not a Renewed Attack"),
    "feint_after_defence": QT_TRANSLATE_NOOP("ReadyFenceState", "a Feint follows your first attack, once the "
                                             "other fencer answered it with a card"),
    "not_a_feint": QT_TRANSLATE_NOOP("ReadyFenceState", "{card} is not a Feint"),
    # defences without cards
    "cardless_against_attack": QT_TRANSLATE_NOOP("ReadyFenceState", "a defence without cards answers only an "
                                                 "attack"),
    "short_of_stamina": QT_TRANSLATE_NOOP("ReadyFenceState", "you have only {sp} SP"),
    "holds_faster_answer": QT_TRANSLATE_NOOP("ReadyFenceState", "you hold a card that answers it faster; a "
                                             "defence without cards is for a fencer who does not"),
    "cardless_first_attack_only": QT_TRANSLATE_NOOP("ReadyFenceState", "a defence without cards answers only "
                                                    "the first attack of a phrase"),
    "cardless_once": QT_TRANSLATE_NOOP("ReadyFenceState", "you have already defended without cards in this "
                                       "phrase"),
    "tutorial_no_parry": QT_TRANSLATE_NOOP("ReadyFenceState", "the tutorial has no parry without cards"),
    "parry_too_slow": QT_TRANSLATE_NOOP("ReadyFenceState", "a parry of {parry} is slower than the attack's "
                                        "{speed}"),
    "renewed_no_distance": QT_TRANSLATE_NOOP("ReadyFenceState", "a renewed attack cannot be defended by "
                                             "distance"),
    "riposte_no_distance": QT_TRANSLATE_NOOP("ReadyFenceState", "a riposte cannot be defended by distance"),
    "faster_than_limit": QT_TRANSLATE_NOOP("ReadyFenceState", "an attack faster than {limit} cannot be "
                                           "defended by distance"),
    "distance_gives_card": QT_TRANSLATE_NOOP("ReadyFenceState", "in the tutorial a defence by distance gives "
                                             "up a card of your choice: name it"),
    "distance_card_tutorial_only": QT_TRANSLATE_NOOP("ReadyFenceState", "only in the tutorial does a defence "
                                                     "by distance give up a card of your choice"),
})


def _card_name(cid: str) -> str:
    c = fence_cards().get(cid)
    return c.shown_name() if c is not None else cid


def say(st: ReadyFenceState, action: Action, refusal: Refusal) -> str:
    """The refusal as a fencer reads it: his action in words, then the rule, its fields in
    words: cards by their names, the distance and the phase by their titles."""
    from engine.games.ready_fence.state import KIND_WORDS, distance_title, phase_title

    if refusal.code == "bout_over":
        return WORDS.say(refusal)
    fields = refusal.fields
    words: dict[str, Any] = {}
    for key in ("card", "other"):
        if key in fields:
            words[key] = _card_name(fields[key]) if fields[key] in fence_cards() else name_words(fields[key])
    if "distance" in fields:
        words["distance"] = distance_title(fields["distance"])
    if "position" in fields:
        words["position"] = position_name(fields["position"])
    if "phase" in fields:
        words["phase"] = phase_title(fields["phase"])
    if "kinds" in fields:
        words["kinds"] = ", ".join(translate(CONTEXT, KIND_WORDS[k]) for k in fields["kinds"]) \
            or translate(CONTEXT, "nothing")
    return translate(CONTEXT, "{action}: {why}").format(action=sentence(st.describe(action)),
                                                       why=WORDS.say(refusal, **words))
