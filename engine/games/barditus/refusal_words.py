"""Barditus's refusals in words: each code of engine/games/barditus/refusals.py as a sentence.

The fields a refusal carries are data; here they become what a player reads off the table: a
column is the card standing there ("the Hastati in column 2"), an enemy column the enemy's card,
a card id its printed name, an army id its title.
"""

from __future__ import annotations

from typing import Any

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.core.refusal import Refusal, RefusalWords
from engine.core.verbs import sentence
from engine.games.barditus import actions as act
from engine.games.barditus.actions import Action
from engine.games.barditus.cards import army, list_problem, points_words
from engine.games.barditus.state import POSITIONS, BarditusState, _printed, _TablePlaces
from engine.games.words import translate

CONTEXT = "BarditusState"

WORDS = RefusalWords(CONTEXT, {
    # every phase
    "over": QT_TRANSLATE_NOOP("BarditusState", "the battle is over"),
    "roll_first": QT_TRANSLATE_NOOP("BarditusState", "a die is to be rolled first"),
    # the notation's verbs stay as they are: the player types them
    "not_now": QT_TRANSLATE_NOOP("BarditusState", "{action}: not now; the {phase} phase asks for {expected}"),
    "no_such_place": QT_TRANSLATE_NOOP("BarditusState",
                                       "a formation has no such place: its cards stand in columns 1 to 4, "
                                       "in the front line and the rear line"),
    "rear_card": QT_TRANSLATE_NOOP("BarditusState",
                                   "{card} stands in the rear line: choose one of your front cards"),
    "no_such_face": QT_TRANSLATE_NOOP("BarditusState", "a die shows 1 to 6, not {die}"),
    # army building
    "not_in_army": QT_TRANSLATE_NOOP("BarditusState", "{card} is not a card of the {army}"),
    "no_copies_left": QT_TRANSLATE_NOOP("BarditusState", "the {army} has only {copies} {card}"),
    "no_legal_list": QT_TRANSLATE_NOOP("BarditusState",
                                       "{card} ({points}) would leave no legal list within {most} points "
                                       "and {front} front and {rear_min}-{rear_max} rear cards"),
    "list_not_legal": QT_TRANSLATE_NOOP("BarditusState", "the list is not legal yet: {problem}"),
    # deployment
    "not_in_list": QT_TRANSLATE_NOOP("BarditusState", "{card} is not among the cards of your list still to "
                                                      "deploy"),
    "place_taken": QT_TRANSLATE_NOOP("BarditusState", "{card} already stands in that place: one card to a "
                                                      "place"),
    "front_line_card": QT_TRANSLATE_NOOP("BarditusState", "{card} is a front line card: it is laid in the "
                                                          "front line"),
    "rear_line_card": QT_TRANSLATE_NOOP("BarditusState", "{card} is a rear line card: it is laid in the rear "
                                                         "line, behind a front card"),
    # the general
    "not_kept": QT_TRANSLATE_NOOP("BarditusState",
                                  "the command die is one of the dice kept ({kept}), laid on one of "
                                  "your front cards"),
    # orders
    "two_orders": QT_TRANSLATE_NOOP("BarditusState", "{card} has had its two orders this turn"),
    "too_dear": QT_TRANSLATE_NOOP("BarditusState",
                                  "an order to {card} costs {cost}; command points left: {left}"),
    "no_men": QT_TRANSLATE_NOOP("BarditusState", "{card} has no men on it to fight (its pursuers fight "
                                                 "with it)"),
    "not_diagonal": QT_TRANSLATE_NOOP("BarditusState", "a flank attack from {card} strikes an enemy card "
                                                       "diagonally beside the one opposite, not {enemy}"),
    "opposite_empty": QT_TRANSLATE_NOOP("BarditusState",
                                        "the enemy card opposite {card} has no pieces left to fight: a flank "
                                        "attack may strike a card diagonally beside it"),
    "flank_while_opposed": QT_TRANSLATE_NOOP("BarditusState",
                                             "a flank attack is made only when the card opposite has "
                                             "no pieces left"),
    "target_empty": QT_TRANSLATE_NOOP("BarditusState", "{enemy} has no pieces left to fight"),
    "no_dice": QT_TRANSLATE_NOOP("BarditusState", "{card} has no pieces on sword slots to roll battle "
                                                  "dice"),
    "nothing_to_rally": QT_TRANSLATE_NOOP("BarditusState", "{card} has no piece out of order to rally"),
    "no_filled_slot_free": QT_TRANSLATE_NOOP("BarditusState", "{card} has no empty filled slot for a rallied "
                                                              "piece to go back to"),
    "no_reserve": QT_TRANSLATE_NOOP("BarditusState", "{card} has no reserve behind it"),
    "reserve_empty": QT_TRANSLATE_NOOP("BarditusState", "the reserve behind {card} has no pieces left"),
    "no_room": QT_TRANSLATE_NOOP("BarditusState",
                                 "{card} has no room for another piece: a card holds no more pieces than it "
                                 "has filled slots, each on an empty filled slot"),
    # hits
    "not_under_attack": QT_TRANSLATE_NOOP("BarditusState", "the hit falls on {card}: one of its pieces, or "
                                                           "of its pursuers out, takes it"),
    "pursuer_first": QT_TRANSLATE_NOOP("BarditusState",
                                       "a pursuing piece of this card must be lost before any other"),
    "d_slots_only": QT_TRANSLATE_NOOP("BarditusState", "a disordered piece falls back only onto a D slot: a "
                                                       "retreat never mends its disorder"),
    "straight_back": QT_TRANSLATE_NOOP("BarditusState",
                                       "a piece retreats straight back, to an empty open slot behind it "
                                       "on its card or the rear card"),
    # pursuit
    "not_a_sword_piece": QT_TRANSLATE_NOOP("BarditusState", "a piece on a sword slot of {card} follows the "
                                                            "beaten enemy"),
    "not_on_that_card": QT_TRANSLATE_NOOP("BarditusState", "the pursuer lost is one of yours standing on "
                                                           "{enemy}"),
    # pieces going back: a rally, a reserve
    "not_rallied": QT_TRANSLATE_NOOP("BarditusState", "only a piece whose rally die succeeded goes back"),
    "back_to_filled": QT_TRANSLATE_NOOP("BarditusState",
                                        "a rallied piece goes back to an empty filled slot of its front "
                                        "card, within its filled slots"),
    "not_from_reserve": QT_TRANSLATE_NOOP("BarditusState", "only a piece of the reserve behind {card} moves "
                                                           "up"),
    "up_to_filled": QT_TRANSLATE_NOOP("BarditusState", "a piece of the reserve moves up to an empty filled "
                                                       "slot of {card}"),
})


def say(s: BarditusState, action: Action, refusal: Refusal) -> str:
    """`refusal` of `action` in `s` as a sentence: places as the acting army sees its cards."""
    seat, fields = s.to_move, refusal.fields
    places = _TablePlaces(s, seat)
    text = WORDS.texts[refusal.code]
    extra: dict[str, Any] = {}
    if "{action}" in text:  # a malformed action has no words; no text that names one is said of it
        extra["action"] = s.describe(action)
    if "column" in fields:
        extra["card"] = places.card(fields["column"])
    if "place" in fields and 0 <= fields["place"] < POSITIONS:
        extra["card"] = places.card(fields["place"])
    if "card" in fields:
        extra["card"] = card_name(s, seat, fields["card"])
    if "target" in fields:
        target = fields["target"]
        extra["enemy"] = places.enemy(target) if 0 <= target < POSITIONS else act.Places().enemy(target)
    if "army" in fields:
        extra["army"] = army(fields["army"]).title
    if "points" in fields:
        extra["points"] = points_words(fields["points"])
    if "kept" in fields:
        extra["kept"] = translate("BarditusState", " and ").join(str(d) for d in fields["kept"])
    if "verbs" in fields:
        verbs = fields["verbs"]
        extra["expected"] = verbs[0] if len(verbs) == 1 else f"{', '.join(verbs[:-1])} or {verbs[-1]}"
    if "cards" in fields:
        extra["problem"] = list_problem(fields["army"], list(fields["cards"]))
    said = WORDS.say(refusal, **extra)
    # a sentence that opens on a card says it with a capital; an action keeps its own words
    return sentence(said) if text.startswith("{") and not text.startswith("{action}") else said


def card_name(s: BarditusState, seat: int, cid: str) -> str:
    """A card's printed name: the acting army's, another army's, or "That card" for a stranger."""
    c = s.lookup[seat].get(cid)
    if c is not None:
        return c.name
    return _printed(cid) or translate("BarditusState", "That card")
