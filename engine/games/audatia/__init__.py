"""Audatia: Fiore dei Liberi's art of the sword as a duel of cards, Boucicaut against Galeazzo."""

from __future__ import annotations

from engine.core.game import Game, OptionSpec
from engine.games.audatia import actions
from engine.games.audatia.actions import describe_action
from engine.games.audatia.cards import CHARACTERS, GAME_NAME, read_audatia
from engine.games.audatia.heuristics import AudatiaHeuristics
from engine.games.audatia.state import VARIANTS, AudatiaState
from engine.games.audatia.text import render

OPTIONS = [
    OptionSpec("variant", "duel", VARIANTS, "duel: one touch decides; salle: Roland's Salle bout "
               "(points, roles swap, until a fencer has no strikes); sudden: Guy's Sudden death "
               "(both hands laid out in a committed face-down row)"),
    OptionSpec("challenger", 0, (0, 1), "the seat that issues the challenge"),
    OptionSpec("challenger_deck", "boucicaut", CHARACTERS, "the Challenger's character deck"),
    OptionSpec("respondent_deck", "galeazzo", CHARACTERS, "the Respondent's character deck"),
    OptionSpec("break", "off", ("off", "on"), "the optional Break rule of the Thrust Process"),
]


GAME = Game(
    name=GAME_NAME,
    title="Audatia",
    state_class=AudatiaState,
    options=OPTIONS,
    heuristics=AudatiaHeuristics(),
    render_text=render,
    describe_action=describe_action,
    notation_help=(actions.__doc__ or "").strip(),
    aliases=["fiore"],
    check_cards=read_audatia,
)
