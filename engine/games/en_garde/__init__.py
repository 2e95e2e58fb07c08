"""En Garde (Reiner Knizia): fencing on a 23-space piste with cards 1-5; basic, standard, advanced."""

from __future__ import annotations

from engine.core.game import Game, OptionSpec
from engine.games.en_garde import actions
from engine.games.en_garde.actions import describe_action
from engine.games.en_garde.cards import read_deck
from engine.games.en_garde.heuristics import EnGardeHeuristics
from engine.games.en_garde.heuristics_2026_11 import Master2026Heuristics
from engine.games.en_garde.state import GAME_NAME, LEVELS, EnGardeState
from engine.games.en_garde.text import render

OPTIONS = [
    OptionSpec("level", "standard", LEVELS, "basic: every attack hits; standard: parries and "
               "ripostes; advanced: also advance-and-attack", title="Rules",
               labels={"basic": "Basic", "standard": "Standard", "advanced": "Advanced"}),
    # The rulebook's parry is "total" (its example parries 3+3 with 2+4 or 1+5); later editions
    # ask for the same cards, kept as an option.
    OptionSpec("parry", "total", ("total", "equal"), "total (the rulebook): the same number of "
               "cards reaching the same total, so 2+4 parries 3+3; equal (later editions): the "
               "same cards as the attack",
               {"total": "The rulebook: as many cards as the attack, reaching its total, so 2+4 "
                         "or 1+5 parries two 3s.",
                "equal": "Later editions: the very cards of the attack, so only two 3s parry two 3s."},
               title="Parry",
               labels={"total": "Same total (the rulebook)", "equal": "Same cards (later editions)"}),
    OptionSpec("discards", "hidden", ("hidden", "open"), "hidden: the table shows only the top "
               "discard; open: it shows every card played this round",
               labels={"hidden": "Hidden (only the top card shows)",
                       "open": "Open (every card of the round shows)"}),
    OptionSpec("hits", 5, tuple(range(1, 16)), "hits needed to win the match", title="Hits to win"),
    OptionSpec("first", 0, (0, 1), "the seat that opens the first round (then alternating)",
               title="First to move", seats=True),
]

GAME = Game(
    name=GAME_NAME,
    title="En Garde",
    state_class=EnGardeState,
    options=OPTIONS,
    heuristics=EnGardeHeuristics(),
    policies={"2026-11": Master2026Heuristics()},
    # budgets that keep the time per move (Club 0.5 s, Master 2 s on two cores) now that a
    # playout costs less; the Master of November 2026 keeps its own
    iterations={"club": 1600, "master": 6000, "master-2026-11": 1500},
    render_text=render,
    describe_action=describe_action,
    notation_help=(actions.__doc__ or "").strip(),
    aliases=["engarde", "en_garde"],
    check_cards=read_deck,
    seat_names=("Fencer 1", "Fencer 2"),
    seats_heading="Fencers",
    player_names=("Fencer A", "Fencer B"),
)
