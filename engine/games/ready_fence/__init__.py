"""Ready...Fence!: Olympic épée on a ten-square strip, in tutorial, basic and advanced modes."""

from __future__ import annotations

from engine.core.game import Game, OptionSpec
from engine.games.ready_fence import actions
from engine.games.ready_fence.actions import describe_action
from engine.games.ready_fence.cards import GAME_NAME, MODES, read_fence
from engine.games.ready_fence.heuristics import ReadyFenceHeuristics
from engine.games.ready_fence.schema import CARD_SCHEMA
from engine.games.ready_fence.state import ReadyFenceState, check_options
from engine.games.ready_fence.text import render

MODE_LESSONS = {
    "tutorial": "Tutorial: distance and speed. 25 cards, a phrase opens at lunge distance, "
                "the faster card touches.",
    "basic": "Basic: stamina, weapon positions, stalling and parries without cards, with the 35 "
             "cards a young fencer learns.",
    "advanced": "Advanced: every card (feints, counter-time, the Joker), retreats, and fencers who "
                "tire from period to period.",
}

COUNTERS_LESSONS = {
    "off": "The rulebook: Engagement slows every attack by 1, Invitation adds 1 to every defence, "
           "a Stop Hit is made from Line.",
    "on": "Our variant: a position the other fencer's beats gives nothing (Line beats Invitation, "
          "Invitation beats Engagement, Engagement beats Line).",
}
PASSIVITY_LESSONS = {
    "off": "The rulebook: time passes only with the cards drawn from the Timer and a stall's burnt "
           "card.",
    "on": "Our rule (non-combativity): six turns in a row without a phrase or a card drawn burn a "
          "Timer card.",
}

OPTIONS = [
    OptionSpec("mode", "basic", MODES, "the level of the game: what it teaches", MODE_LESSONS,
               labels={"tutorial": "Tutorial", "basic": "Basic", "advanced": "Advanced"}),
    OptionSpec("target", 5, (5, 10, 15), "touches to win: 5 (a pool bout, one period), 10 (basic, "
               "two periods) or 15 (advanced, three periods; the tutorial plays any on one timer)",
               title="Touches to win"),
    OptionSpec("first", "coin", ("coin", 0, 1), "who starts: the initiative coin, or a seat",
               title="First to move", labels={"coin": "The initiative coin"}, seats=True),
    OptionSpec("counters", "off", ("off", "on"), "weapon positions: off (the rulebook) every "
               "position's bonus counts; on (our variant) a position the opponent's beats gives "
               "nothing (Line over Invitation over Engagement over Line)", COUNTERS_LESSONS,
               title="Weapon counters", labels={"off": "Off (the rulebook)", "on": "On (our variant)"}),
    OptionSpec("passivity", "off", ("off", "on"), "the clock: off (the rulebook) the Timer runs only "
               "on cards drawn and stalls that burn one; on (our rule) six quiet turns in a row burn "
               "a Timer card, and a tied tutorial play-on is drawn after six", PASSIVITY_LESSONS,
               before="on",  # the rule every bout was played under until it became an option
               title="Passivity clock", labels={"off": "Off (the rulebook)", "on": "On (our rule)"}),
]


GAME = Game(
    name=GAME_NAME,
    title="Ready...Fence!",
    state_class=ReadyFenceState,
    options=OPTIONS,
    heuristics=ReadyFenceHeuristics(),
    render_text=render,
    describe_action=describe_action,
    notation_help=(actions.__doc__ or "").strip(),
    aliases=["epee", "ready-fence!"],
    check_options=check_options,
    check_cards=read_fence,
    card_schema=CARD_SCHEMA,
    seat_names=("Fencer 1", "Fencer 2"),
    seats_heading="Fencers",
    player_names=("Fencer A", "Fencer B"),
)
