"""Audatia: Fiore dei Liberi's art of the sword as a duel of cards, Boucicaut against Galeazzo."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from engine.core.cards import decks_for, titled
from engine.core.game import DeckChoices, Game, OptionSpec
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.audatia import actions
from engine.games.audatia.actions import describe_action
from engine.games.audatia.cards import CHARACTERS, GAME_NAME, character_decks, read_audatia
from engine.games.audatia.heuristics import POLICY_2026_11, AudatiaHeuristics
from engine.games.audatia.old_results import upgrade
from engine.games.audatia.refusal_words import WORDS as REFUSAL_WORDS
from engine.games.audatia.schema import CARD_SCHEMA
from engine.games.audatia.state import VARIANTS, AudatiaState
from engine.games.audatia.text import render, round_words


class _CharacterNames(Mapping[str, str]):
    """The character decks' names as their card files give them ("Boucicaut"), a guest's with its
    set's name ("Boucicaut (Sworn bands)")."""

    def __getitem__(self, deck: str) -> str:
        titles = {d.id: d.title for d in decks_for(GAME_NAME)}
        if deck not in _CHARACTERS or deck not in titles:
            raise KeyError(deck)
        return titled(deck, titles[deck])

    def __iter__(self) -> Iterator[str]:
        return iter(_CHARACTERS)

    def __len__(self) -> int:
        return len(_CHARACTERS)


_CHARACTERS = DeckChoices(character_decks, CHARACTERS)


OPTIONS = [
    OptionSpec("variant", "duel", VARIANTS,
               QT_TRANSLATE_NOOP("GameOptions", "duel: one touch decides; salle: Roland's Salle bout "
                                                "(points, roles swap, until a fencer has no strikes); "
                                                "sudden: Guy's Sudden death (both hands laid out in a "
                                                "committed face-down row)"),
               title=QT_TRANSLATE_NOOP("GameOptions", "Variant"),
               labels={"duel": QT_TRANSLATE_NOOP("GameOptions", "Duel (one touch decides)"),
                       "salle": QT_TRANSLATE_NOOP("GameOptions", "Roland's Salle bout"),
                       "sudden": QT_TRANSLATE_NOOP("GameOptions", "Guy's Sudden death")}),
    OptionSpec("challenger", 0, (0, 1),
               QT_TRANSLATE_NOOP("GameOptions", "the seat that issues the challenge"),
               title=QT_TRANSLATE_NOOP("GameOptions", "Challenger"), seats=True),
    OptionSpec("challenger_deck", "boucicaut", _CHARACTERS,
               QT_TRANSLATE_NOOP("GameOptions", "the Challenger's character deck"),
               title=QT_TRANSLATE_NOOP("GameOptions", "Challenger's deck"), labels=_CharacterNames()),
    OptionSpec("respondent_deck", "galeazzo", _CHARACTERS,
               QT_TRANSLATE_NOOP("GameOptions", "the Respondent's character deck"),
               title=QT_TRANSLATE_NOOP("GameOptions", "Respondent's deck"), labels=_CharacterNames()),
    OptionSpec("break", "off", ("off", "on"),
               QT_TRANSLATE_NOOP("GameOptions", "the optional Break rule of the Thrust Process"),
               title=QT_TRANSLATE_NOOP("GameOptions", "Break rule"),
               labels={"off": QT_TRANSLATE_NOOP("GameOptions", "Off"),
                       "on": QT_TRANSLATE_NOOP("GameOptions", "On")}),
]


GAME = Game(
    name=GAME_NAME,
    title="Audatia",
    state_class=AudatiaState,
    options=OPTIONS,
    heuristics=AudatiaHeuristics(),
    # the level master-2026-11 plays and weighs as the Master did before the card counting
    policies={POLICY_2026_11: AudatiaHeuristics(policy=POLICY_2026_11)},
    render_text=render,
    round_words=round_words,
    describe_action=describe_action,
    refusal_words=REFUSAL_WORDS,
    upgrade_position=upgrade,
    notation_help=(actions.__doc__ or "").strip(),
    aliases=["fiore"],
    check_cards=read_audatia,
    card_schema=CARD_SCHEMA,
    seat_decks=CHARACTERS,
    # the seats' words are translated in "GameSeats" where shown, as every game's are
    seat_names=(QT_TRANSLATE_NOOP("GameSeats", "Fencer 1"), QT_TRANSLATE_NOOP("GameSeats", "Fencer 2")),
    seats_heading=QT_TRANSLATE_NOOP("GameSeats", "Fencers"),
    player_names=(QT_TRANSLATE_NOOP("GameSeats", "Fencer A"), QT_TRANSLATE_NOOP("GameSeats", "Fencer B")),
    # budgets the compiled playouts fit in each level's time per move; master-2026-11 keeps the
    # November 2026 Master's 1,500, so the two can be measured side by side
    iterations={"club": 600, "master": 2500, "master-2026-11": 1500},
    # the coach's maps (engine.ai.coach), fitted by `python main.py calibrate audatia --level club
    # --coach LEVEL -n 40 --jobs 2 --seed 1`: both searches are overconfident throughout, and the
    # maps improve their Brier score held out (docs/figures.md, How far to trust the coach)
    calibration={"club": (0.82, -0.70), "master": (0.79, -0.53)},
)
