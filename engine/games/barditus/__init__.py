"""Barditus: ancient and medieval battles on army cards, fought with command and battle dice."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from engine.core.cards import home_id, titled
from engine.core.errors import SalleError
from engine.core.game import DeckChoices, Game, OptionSpec
from engine.core.i18n import QT_TRANSLATE_NOOP, translate
from engine.games.barditus import actions
from engine.games.barditus.actions import Action
from engine.games.barditus.cards import ARMIES, GAME_NAME, armies, points_words, read_armies
from engine.games.barditus.heuristics import BarditusHeuristics
from engine.games.barditus.refusal_words import WORDS as REFUSAL_WORDS
from engine.games.barditus.schema import CARD_SCHEMA
from engine.games.barditus.state import BarditusState
from engine.games.barditus.text import render

ARMY_IDS = tuple(ARMIES)


class _ArmyNames(Mapping[str, str]):
    """The armies' names (marked for translation), a guest's with its set's name beside it."""

    def __getitem__(self, army_id: str) -> str:
        home = home_id(army_id)
        if home not in ARMIES or army_id not in _ARMY_CHOICES:
            raise KeyError(army_id)
        return titled(army_id, translate("GameOptions", ARMIES[home]))

    def __iter__(self) -> Iterator[str]:
        return iter(_ARMY_CHOICES)

    def __len__(self) -> int:
        return len(_ARMY_CHOICES)


_ARMY_CHOICES = DeckChoices(armies, ARMY_IDS)

OPTIONS = [
    OptionSpec(
        "army0", "roman", _ARMY_CHOICES,
        QT_TRANSLATE_NOOP("GameOptions", "the army of the first seat (you, in a game against the "
                                         "computer), deployed to the south; the armies are ours: the "
                                         "rulebook prints no cards"),
        title=QT_TRANSLATE_NOOP("GameOptions", "Army of the south"),
        labels=_ArmyNames(),
    ),
    OptionSpec(
        "army1", "gallic", _ARMY_CHOICES,
        QT_TRANSLATE_NOOP("GameOptions", "the army of the second seat, deployed to the north (the armies "
                                         "are ours: the rulebook prints no cards)"),
        title=QT_TRANSLATE_NOOP("GameOptions", "Army of the north"),
        labels=_ArmyNames(),
    ),
    OptionSpec(
        "leading", "on", ("on", "off"),
        QT_TRANSLATE_NOOP("GameOptions", "on: before the command roll the general may lead at the front "
                                         "(drop the lowest die; equal high dice lose him); off (ours, for "
                                         "a first battle): he never does"),
        title=QT_TRANSLATE_NOOP("GameOptions", "The general leads"),
        labels={
            "on": QT_TRANSLATE_NOOP("GameOptions", "He may (the rulebook)"),
            "off": QT_TRANSLATE_NOOP("GameOptions", "Never (ours, for a first battle)"),
        },
    ),
    OptionSpec(
        "morale", "start", ("start", "end"),
        QT_TRANSLATE_NOOP("GameOptions", "when an army tests its morale. start: at the start of its turn "
                                         "with the die it set aside last turn, as the rulebook says; end "
                                         "(ours, another reading): at the end of its turn with this turn's "
                                         "die"),
        title=QT_TRANSLATE_NOOP("GameOptions", "Morale test"),
        labels={
            "start": QT_TRANSLATE_NOOP("GameOptions", "At the start of its turn (the rulebook)"),
            "end": QT_TRANSLATE_NOOP("GameOptions", "At the end of its turn (ours)"),
        },
    ),
    OptionSpec(
        "skirmishers", "evade", ("evade", "off"),
        QT_TRANSLATE_NOOP("GameOptions", "evade (ours: the rulebook gives skirmishers a morale test it "
                                         "never defines): each hit on skirmishers is evaded on their rally "
                                         "number; off: skirmishers are ordinary units"),
        title=QT_TRANSLATE_NOOP("GameOptions", "Skirmishers"),
        labels={
            "evade": QT_TRANSLATE_NOOP("GameOptions", "Evade hits (ours)"),
            "off": QT_TRANSLATE_NOOP("GameOptions", "Ordinary units"),
        },
    ),
    OptionSpec(
        "hinder", "counter", ("counter", "all"),
        QT_TRANSLATE_NOOP("GameOptions", "counter: each enemy pursuer on a card takes a die from its "
                                         "counter-attacks, as the rulebook says; all (ours): from every "
                                         "battle it fights"),
        title=QT_TRANSLATE_NOOP("GameOptions", "Pursuers hinder"),
        labels={
            "counter": QT_TRANSLATE_NOOP("GameOptions", "Counter-attacks (the rulebook)"),
            "all": QT_TRANSLATE_NOOP("GameOptions", "Every battle (ours)"),
        },
    ),
    OptionSpec(
        "disorder", "behind", ("behind", "d_slots"),
        QT_TRANSLATE_NOOP("GameOptions", "where a hit piece standing on a D slot may retreat. behind: to "
                                         "any empty open slot behind it, as the rulebook says; d_slots "
                                         "(ours, the rule the armies were tuned under): only onto another D "
                                         "slot, so a retreat never puts a disordered piece back in order"),
        title=QT_TRANSLATE_NOOP("GameOptions", "Disordered pieces retreat"),
        labels={
            "behind": QT_TRANSLATE_NOOP("GameOptions", "To any empty slot behind (the rulebook)"),
            "d_slots": QT_TRANSLATE_NOOP("GameOptions", "Only onto D slots (ours)"),
        },
        before="d_slots",  # the rule every battle was played under until it became an option
    ),
    OptionSpec(
        "turns", 20, (12, 20, 30),
        QT_TRANSLATE_NOOP("GameOptions", "rounds before the battle ends on the morale margins (ours: the "
                                         "rulebook ends a battle only when an army breaks)"),
        title=QT_TRANSLATE_NOOP("GameOptions", "Rounds"),
        labels={
            12: QT_TRANSLATE_NOOP("GameOptions", "12 rounds"),
            20: QT_TRANSLATE_NOOP("GameOptions", "20 rounds"),
            30: QT_TRANSLATE_NOOP("GameOptions", "30 rounds"),
        },
    ),
]


class _ListPlaces(actions.Places):
    """Places without a position, cards by their printed names (the terminal's help, the tools)."""

    def card_name(self, cid: str) -> str:
        return _card_name(cid)


def describe_action(a: Action) -> str:
    """The action in words without a position: "attack ahead with the front card of column 2"
    (a position names the cards: BarditusState.describe)."""
    return actions.describe_in(a, _ListPlaces())


def _card_name(cid: str) -> str:
    """A card's printed name (ids are unique across the armies), or the id of a stranger."""
    for army_id in ARMIES:
        try:
            card = armies()[army_id].cards.get(cid)
        except (KeyError, SalleError):  # card data missing or damaged: the log still reads
            return cid
        if card is not None:
            return f"{card.name} ({points_words(card.points)})"
    return cid


GAME = Game(
    name=GAME_NAME,
    title="Barditus",
    state_class=BarditusState,
    options=OPTIONS,
    heuristics=BarditusHeuristics(),
    render_text=render,
    describe_action=describe_action,
    notation_help=(actions.__doc__ or "").strip(),
    aliases=["bard"],
    # a Barditus playout runs a whole turn of dice and hit choices, several times longer than a
    # card game's: these budgets keep Club and Master well inside their move times. Master's is
    # the one that makes it the stronger player (docs/figures.md, Barditus AI strength)
    iterations={"club": 60, "master": 400},
    policies={"master": BarditusHeuristics(open_loop=True)},
    # no map for the coach: the maps `python main.py calibrate barditus --level club --coach LEVEL
    # -n 40 --jobs 2 --seed 1` fits score no better in Brier held out than the search's own
    # chances read as is (docs/figures.md, How far to trust the coach)
    calibration={},
    check_cards=read_armies,
    card_schema=CARD_SCHEMA,
    refusal_words=REFUSAL_WORDS,
    seat_decks=ARMY_IDS,
    # the player commanding each army: seat 0 deploys to the south, seat 1 to the north
    seat_names=(QT_TRANSLATE_NOOP("GameSeats", "General of the south"),
                QT_TRANSLATE_NOOP("GameSeats", "General of the north")),
    seats_heading=QT_TRANSLATE_NOOP("GameSeats", "Generals"),
    player_names=(QT_TRANSLATE_NOOP("GameSeats", "General A"), QT_TRANSLATE_NOOP("GameSeats", "General B")),
)
