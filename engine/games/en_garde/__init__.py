"""En Garde (Reiner Knizia): fencing on a 23-space piste with cards 1-5; basic, standard, advanced."""

from __future__ import annotations

from engine.core.game import Game, OptionSpec
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.en_garde import actions
from engine.games.en_garde.actions import describe_action
from engine.games.en_garde.cards import read_deck
from engine.games.en_garde.heuristics import EnGardeHeuristics
from engine.games.en_garde.heuristics_2026_11 import Master2026Heuristics
from engine.games.en_garde.refusal_words import WORDS as REFUSAL_WORDS
from engine.games.en_garde.schema import CARD_SCHEMA
from engine.games.en_garde.state import GAME_NAME, LEVELS, EnGardeState
from engine.games.en_garde.text import render, round_words

OPTIONS = [
    OptionSpec(
        "level", "standard", LEVELS,
        QT_TRANSLATE_NOOP("GameOptions", "basic: every attack hits; standard: parries and ripostes; "
                                         "advanced: also advance-and-attack"),
        title=QT_TRANSLATE_NOOP("GameOptions", "Rules"),
        labels={
            "basic": QT_TRANSLATE_NOOP("GameOptions", "Basic"),
            "standard": QT_TRANSLATE_NOOP("GameOptions", "Standard"),
            "advanced": QT_TRANSLATE_NOOP("GameOptions", "Advanced"),
        },
    ),
    # The rulebook's parry is "total" (its example parries 3+3 with 2+4 or 1+5); later editions
    # ask for the same cards, kept as an option.
    OptionSpec(
        "parry", "total", ("total", "equal"),
        QT_TRANSLATE_NOOP("GameOptions", "total (the rulebook): the same number of cards reaching the same "
                                         "total, so 2+4 parries 3+3; equal (later editions): the same "
                                         "cards as the attack"),
        {
            "total": QT_TRANSLATE_NOOP("GameOptions", "The rulebook: as many cards as the attack, reaching "
                                                      "its total, so 2+4 or 1+5 parries two 3s."),
            "equal": QT_TRANSLATE_NOOP("GameOptions", "Later editions: the very cards of the attack, so "
                                                      "only two 3s parry two 3s."),
        },
        title=QT_TRANSLATE_NOOP("GameOptions", "Parry"),
        labels={
            "total": QT_TRANSLATE_NOOP("GameOptions", "Same total (the rulebook)"),
            "equal": QT_TRANSLATE_NOOP("GameOptions", "Same cards (later editions)"),
        },
    ),
    OptionSpec(
        "discards", "hidden", ("hidden", "open"),
        QT_TRANSLATE_NOOP("GameOptions", "hidden: the table shows only the top discard; open: it shows "
                                         "every card played this round"),
        title=QT_TRANSLATE_NOOP("GameOptions", "Discards"),
        labels={
            "hidden": QT_TRANSLATE_NOOP("GameOptions", "Hidden (only the top card shows)"),
            "open": QT_TRANSLATE_NOOP("GameOptions", "Open (every card of the round shows)"),
        },
    ),
    OptionSpec(
        "hits", 5, tuple(range(1, 16)),
        QT_TRANSLATE_NOOP("GameOptions", "hits needed to win the match"),
        title=QT_TRANSLATE_NOOP("GameOptions", "Hits to win"),
    ),
    OptionSpec(
        "first", 0, (0, 1),
        QT_TRANSLATE_NOOP("GameOptions", "the seat that opens the first round (then alternating)"),
        title=QT_TRANSLATE_NOOP("GameOptions", "First to move"),
        seats=True,
    ),
]

GAME = Game(
    name=GAME_NAME,
    title="En Garde",
    state_class=EnGardeState,
    options=OPTIONS,
    heuristics=EnGardeHeuristics(),
    # the Master reads the opponent's hand from his last choice (EnGardeHeuristics.sample); the
    # Club and the coach's own searches deal it blind. The Master explores in proportion to the
    # spread of the values it sees, so it searches a round as carefully when it leads 4-0 as at
    # 0-0; "2026-11-29" is the Master before that, kept to measure it against
    policies={"master": EnGardeHeuristics(deals=4, spread=1.4), "2026-11": Master2026Heuristics(),
              "2026-11-29": EnGardeHeuristics(deals=4)},
    # the Master spends the compiled playouts within its 2 s a move; the Club stays at 400,
    # because at 1,600 it draws level with the Master, and at 400 the levels stand apart
    # (docs/figures.md, Today's levels); the Master of November 2026 keeps its own.
    # The Master's reading of the hand costs about twice the search's time per iteration (four
    # deals weighed for each sample), so it searches 2 x 3,000 where an unread search would fit
    # 2 x 6,000; read, 1,500 iterations beat 1,500 unread (docs/figures.md, today's Master)
    iterations={"club": 400, "master": 3000, "master-2026-11": 1500},
    # no map for the coach: its value is a match-win probability by construction, and the maps
    # `python main.py calibrate en-garde --level club --coach LEVEL -n 40 --jobs 2 --seed 1`
    # fits score no better in Brier held out than the chances read as is (docs/figures.md, How
    # far to trust the coach)
    calibration={},
    render_text=render,
    round_words=round_words,
    describe_action=describe_action,
    refusal_words=REFUSAL_WORDS,
    notation_help=(actions.__doc__ or "").strip(),
    aliases=["engarde", "en_garde"],
    check_cards=read_deck,
    card_schema=CARD_SCHEMA,
    # the words of the seats are marked for the translators in the context "GameSeats", those of
    # the options in "GameOptions": the tools that show them translate them there
    seat_names=(QT_TRANSLATE_NOOP("GameSeats", "Fencer 1"), QT_TRANSLATE_NOOP("GameSeats", "Fencer 2")),
    seats_heading=QT_TRANSLATE_NOOP("GameSeats", "Fencers"),
    player_names=(QT_TRANSLATE_NOOP("GameSeats", "Fencer A"), QT_TRANSLATE_NOOP("GameSeats", "Fencer B")),
)
