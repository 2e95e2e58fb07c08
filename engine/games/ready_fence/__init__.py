"""Ready...Fence!: Olympic épée on a ten-square strip, in tutorial, basic and advanced modes."""

from __future__ import annotations

from engine.core.game import Game, OptionSpec
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.ready_fence import actions
from engine.games.ready_fence.actions import describe_action
from engine.games.ready_fence.cards import GAME_NAME, MODES, read_fence
from engine.games.ready_fence.heuristics import POLICY_2026_11, ReadyFenceHeuristics
from engine.games.ready_fence.old_verdicts import upgrade
from engine.games.ready_fence.refusal_words import WORDS
from engine.games.ready_fence.schema import CARD_SCHEMA
from engine.games.ready_fence.state import ReadyFenceState, check_options
from engine.games.ready_fence.text import render, round_words

# the options' words are marked for the translators in the context "GameOptions": the tools that
# show them translate them there
MODE_LESSONS = {
    "tutorial": QT_TRANSLATE_NOOP("GameOptions", "Tutorial: distance and speed. 25 cards, a phrase opens at "
                                                 "lunge distance, the faster card touches."),
    "basic": QT_TRANSLATE_NOOP("GameOptions", "Basic: stamina, weapon positions, stalling and parries "
                                              "without "
                                              "cards, with the 35 cards a young fencer learns."),
    "advanced": QT_TRANSLATE_NOOP("GameOptions", "Advanced: every card (feints, counter-time, the Joker), "
                                                 "retreats, and fencers who tire from period to period."),
}

COUNTERS_LESSONS = {
    "off": QT_TRANSLATE_NOOP("GameOptions", "The rulebook: Engagement slows every attack by 1, Invitation "
                                            "adds "
                                            "1 to every defence, a Stop Hit is made from Line."),
    "on": QT_TRANSLATE_NOOP("GameOptions", "Our variant: a position the other fencer's beats gives nothing "
                                           "(Line beats Invitation, Invitation beats Engagement, Engagement "
                                           "beats Line)."),
}
PASSIVITY_LESSONS = {
    "off": QT_TRANSLATE_NOOP("GameOptions", "The rulebook: time passes only with the cards drawn from the "
                                            "Timer "
                                            "and a stall's burnt card."),
    "on": QT_TRANSLATE_NOOP("GameOptions", "Our rule (non-combativity): six turns in a row without a phrase "
                                           "or "
                                           "a card drawn burn a Timer card."),
}

OPTIONS = [
    OptionSpec("mode", "basic", MODES, QT_TRANSLATE_NOOP("GameOptions", "the level of the game: what it "
                                                                        "teaches"),
               MODE_LESSONS, title=QT_TRANSLATE_NOOP("GameOptions", "Mode"),
               labels={"tutorial": QT_TRANSLATE_NOOP("GameOptions", "Tutorial"),
                       "basic": QT_TRANSLATE_NOOP("GameOptions", "Basic"),
                       "advanced": QT_TRANSLATE_NOOP("GameOptions", "Advanced")}),
    OptionSpec("target", 5, (5, 10, 15),
               QT_TRANSLATE_NOOP("GameOptions", "touches to win: 5 (a pool bout, one period), 10 (basic, two "
                                                "periods) or 15 (advanced, three periods; the tutorial plays "
                                                "any on one timer)"),
               title=QT_TRANSLATE_NOOP("GameOptions", "Touches to win")),
    OptionSpec("first", "coin", ("coin", 0, 1),
               QT_TRANSLATE_NOOP("GameOptions", "who starts: the initiative coin, or a seat"),
               title=QT_TRANSLATE_NOOP("GameOptions", "First to move"),
               labels={"coin": QT_TRANSLATE_NOOP("GameOptions", "The initiative coin")}, seats=True),
    OptionSpec("counters", "off", ("off", "on"),
               QT_TRANSLATE_NOOP("GameOptions", "weapon positions: off (the rulebook) every position's bonus "
                                                "counts; on (our variant) a position the opponent's beats "
                                                "gives nothing (Line over Invitation over Engagement over "
                                                "Line)"),
               COUNTERS_LESSONS, title=QT_TRANSLATE_NOOP("GameOptions", "Weapon counters"),
               labels={"off": QT_TRANSLATE_NOOP("GameOptions", "Off (the rulebook)"),
                       "on": QT_TRANSLATE_NOOP("GameOptions", "On (our variant)")}),
    OptionSpec("passivity", "off", ("off", "on"),
               QT_TRANSLATE_NOOP("GameOptions", "the clock: off (the rulebook) the Timer runs only on cards "
                                                "drawn and stalls that burn one; on (our rule) six quiet "
                                                "turns "
                                                "in a row burn a Timer card, and a tied tutorial play-on is "
                                                "drawn after six"),
               PASSIVITY_LESSONS,
               before="on",  # the rule every bout was played under until it became an option
               title=QT_TRANSLATE_NOOP("GameOptions", "Passivity clock"),
               labels={"off": QT_TRANSLATE_NOOP("GameOptions", "Off (the rulebook)"),
                       "on": QT_TRANSLATE_NOOP("GameOptions", "On (our rule)")}),
]


GAME = Game(
    name=GAME_NAME,
    title="Ready...Fence!",
    state_class=ReadyFenceState,
    options=OPTIONS,
    heuristics=ReadyFenceHeuristics(),
    # the Master of November 2026 valued an unfinished bout by the lead alone
    policies={POLICY_2026_11: ReadyFenceHeuristics(policy=POLICY_2026_11)},
    # the compiled engine's playouts spent within the time per move (Club 0.5 s, Master 2 s on
    # two cores; docs/figures.md, AI time per move): a smaller Master budget leaves most of its
    # time unspent. The Master of November 2026 keeps its 2 x 1,500 and its policy, so the two
    # can be measured side by side (docs/figures.md, Ready...Fence! AI strength)
    iterations={"club": 1600, "master": 12000, "master-2026-11": 1500},
    # the coach's maps (engine.ai.coach), fitted by `python main.py calibrate ready-fence --level
    # club --coach LEVEL -n 40 --jobs 2 --seed 1`: both searches call 10% to 30% wins that almost
    # never come, and the maps improve their Brier score held out (docs/figures.md, How far to
    # trust the coach)
    calibration={"club": (1.82, -0.75), "master": (1.79, -0.56)},
    render_text=render,
    round_words=round_words,
    describe_action=describe_action,
    refusal_words=WORDS,
    upgrade_position=upgrade,
    notation_help=(actions.__doc__ or "").strip(),
    aliases=["epee", "ready-fence!"],
    check_options=check_options,
    check_cards=read_fence,
    card_schema=CARD_SCHEMA,
    seat_names=(QT_TRANSLATE_NOOP("GameSeats", "Fencer 1"), QT_TRANSLATE_NOOP("GameSeats", "Fencer 2")),
    seats_heading=QT_TRANSLATE_NOOP("GameSeats", "Fencers"),
    player_names=(QT_TRANSLATE_NOOP("GameSeats", "Fencer A"), QT_TRANSLATE_NOOP("GameSeats", "Fencer B")),
)
