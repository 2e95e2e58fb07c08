"""Audatia's cards as the rules read them: the symbols of assets/cards/audatia-*.toml made data.

The generic loader reads the files; this module checks each card's `rules` table (an error names
the file, the card and the field) and turns it into small frozen records the rules compare
mechanically: the Seven Swords as sets of lines, the Sun half, the Moon-and-Night halves.
docs/rules/audatia.md describes the model.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from engine.core.assets import assets_dir
from engine.core.cards import (
    Card,
    CardFileError,
    Deck,
    card_data,
    check_layout,
    decks_for,
    guest_set,
    home_id,
    is_missing,
    not_a_flag,
    one_of,
    titled,
)
from engine.core.i18n import translate

GAME_NAME = "audatia"
CHARACTERS = ("boucicaut", "galeazzo")  # the character decks, by deck id (the game's options)
VIRTUE_DECK = "virtues"  # the four Virtue cards both fencers share
LAYOUT = "audatia"
# Fiore's seven blows: mandritto/roverso fendente, mezano, sottano, and the punta
LINES = ("mf", "rf", "mm", "rm", "ms", "rs", "p")
LINE_NAMES = {
    "mf": "mandritto fendente", "rf": "roverso fendente", "mm": "mandritto mezano",
    "rm": "roverso mezano", "ms": "mandritto sottano", "rs": "roverso sottano", "p": "punta",
}
SIDES = ("left", "right", "middle")
VIRTUES = ("audatia", "prudentia", "celeritas", "fortitudo")
SUNS = ("rays", "disc", "none")
SHAPES = ("moon", "night")
HEIGHTS = ("high", "low")
EFFECTS = ("feint", "virtue", "avoid", "study")
# the rulebook's contents list: the cards of one character deck by type
DECK_COUNTS = {"posta": 12, "side": 1, "strike": 18, "remedy": 6, "counter": 6, "skill": 9}
BASIC_COUNT = 12  # "the 12 Basic cards" (Setup 4)
ACTION_TYPES = ("strike", "remedy", "counter", "skill")
DECK_IDS = (*CHARACTERS, VIRTUE_DECK)


def hand_of(line: str) -> str:
    """The side a blow is played from: mandritti right, roversi left, punte the middle."""
    return "right" if line[0] == "m" else "left" if line[0] == "r" else "middle"


@dataclass(frozen=True)
class Posta:
    id: str
    name: str
    side: str
    attacks: frozenset[str]
    attackable_by: frozenset[str] | None  # None: no upside-down Seven Swords, any blow
    extensa: bool
    exchange: bool
    bonus: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Half:
    """One half of the Moon-and-Night symbol on one edge of a remedy or counter."""

    shape: str
    height: str


@dataclass(frozen=True)
class ActionCard:
    """A card of the Action deck: a strike, a remedy, a counter-remedy or a skill."""

    id: str
    name: str
    type: str
    basic: bool
    # strikes
    line: str = ""
    attack: bool = False
    parry: bool = False
    counter: bool = False
    breaks: bool = False
    exchange: bool = False
    parried_by: frozenset[str] = frozenset()
    sun: str = "none"
    final: str = ""
    # remedies and counters: side ("inside"/"outside") -> half
    halves: tuple[tuple[str, Half], ...] = ()
    over_the_top: bool = False
    # skills
    effect: str = ""
    cycle: bool = False
    out_of_measure: bool = False
    virtue: str = ""
    amount: int = 0

    @property
    def is_punta(self) -> bool:
        return self.line == "p"

    @property
    def hand(self) -> str:
        return hand_of(self.line)

    def half(self, side: str) -> Half | None:
        for s, h in self.halves:
            if s == side:
                return h
        return None


@dataclass(frozen=True)
class CharacterDeck:
    id: str
    title: str
    poste: dict[str, Posta]
    cards: dict[str, ActionCard]  # the 39 cards of the Action deck
    side_card: str
    source: Deck
    # worked out once per deck, as the rules ask them in every phase (fields, not a cache in the
    # instance's __dict__, which a compiled class does not have: engine/compiled.py)
    cycle: frozenset[str] = field(init=False, repr=False, compare=False)  # the Cycle skills
    # the strikes among the action cards (a Salle bout asks after every step Out of Measure)
    strikes: frozenset[str] = field(init=False, repr=False, compare=False)
    # the Basic cards and the others, in the deck's order (every new duel deals them)
    _basics: tuple[str, ...] = field(init=False, repr=False, compare=False)
    _others: tuple[str, ...] = field(init=False, repr=False, compare=False)
    # the cards that could answer a blow, by the facts of the table they depend on (heuristics)
    answers: dict[tuple[object, ...], frozenset[str]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        cards = self.cards.items()
        object.__setattr__(self, "cycle", frozenset(c for c, card in cards if card.cycle))
        object.__setattr__(self, "strikes", frozenset(c for c, card in cards if card.type == "strike"))
        object.__setattr__(self, "_basics", tuple(c for c, card in cards if card.basic))
        object.__setattr__(self, "_others", tuple(c for c, card in cards if not card.basic))
        object.__setattr__(self, "answers", {})

    def basics(self) -> list[str]:
        return list(self._basics)

    def others(self) -> list[str]:
        return list(self._others)


class _Reader:
    """Reads one card's rules table; every complaint names the file, card and field."""

    def __init__(self, deck: Deck, card: Card) -> None:
        self.deck, self.card = deck, card
        self.rules: Mapping[str, Any] = card.rules
        self.used: set[str] = set()

    def fail(self, name: str, problem: str) -> CardFileError:
        return CardFileError(self.deck.source, self.card.id, f"rules.{name}" if name else "rules", problem)

    def get(self, name: str, default: Any = None, required: bool = False) -> Any:
        self.used.add(name)
        if name not in self.rules:
            if required:
                raise self.fail(name, is_missing())
            return default
        return self.rules[name]

    def flag(self, name: str) -> bool:
        value = self.get(name, False)
        if not isinstance(value, bool):
            raise self.fail(name, not_a_flag(value))
        return value

    def choice(self, name: str, choices: tuple[str, ...], required: bool = True, default: str = "") -> str:
        value = self.get(name, default, required)
        if value not in choices:
            raise self.fail(name, one_of(choices, value))
        return str(value)

    def lines(self, name: str, required: bool = True) -> frozenset[str] | None:
        value = self.get(name, None, required)
        if value is None:
            return None
        if not isinstance(value, list) or not value or any(v not in LINES for v in value):
            raise self.fail(name, translate("AudatiaCards",
                                            "must be a list of lines from {lines}, not {given}").format(
                lines=", ".join(LINES), given=repr(value)))
        return frozenset(value)

    def done(self) -> None:
        for key in sorted(set(self.rules) - self.used):
            raise self.fail(key, translate("AudatiaCards", "is not a field of a {type} card").format(
                type=self.card.type))


def _posta(r: _Reader) -> Posta:
    bonus: tuple[tuple[str, int], ...] = ()
    raw = r.get("bonus")
    if raw is not None:
        if not isinstance(raw, dict) or set(raw) != {"virtue", "amount"}:
            raise r.fail("bonus", translate("AudatiaCards", "must be a table { virtue = …, amount = … }"))
        amount = raw["amount"]
        if raw["virtue"] not in VIRTUES or isinstance(amount, bool) or amount not in (1, 2, 3, 4):
            raise r.fail("bonus", translate("AudatiaCards", "needs a virtue of {virtues} and an amount 1-4, "
                                            "not {given}").format(virtues=", ".join(VIRTUES),
                                                                  given=repr(raw)))
        bonus = ((raw["virtue"], amount),)
    attacks = r.lines("attacks")
    assert attacks is not None
    side = r.choice("side", SIDES)
    wrong = [ln for ln in attacks if hand_of(ln) not in ("middle", side) and side != "middle"]
    if wrong:
        raise r.fail("attacks", translate("AudatiaCards", "a posta on the {side} cannot strike {lines}")
                     .format(side=side, lines=", ".join(sorted(wrong))))
    posta = Posta(r.card.id, r.card.name, side, attacks, r.lines("attackable_by", required=False),
                  r.flag("extensa"), r.flag("exchange"), bonus)
    return posta


def _strike(r: _Reader, poste: Mapping[str, Posta]) -> ActionCard:
    line = r.choice("line", LINES)
    parried_by = r.lines("parried_by")
    assert parried_by is not None
    if line in parried_by:
        raise r.fail("parried_by", translate(
            "AudatiaCards", "no parry at the same angle: a blow cannot list its own line"))
    final = r.get("final", required=True)
    if not isinstance(final, str) or final not in poste:
        raise r.fail("final", translate("AudatiaCards", "must name a posta of this deck, not {given}").format(
            given=repr(final)))
    card = ActionCard(
        r.card.id, r.card.name, "strike", r.flag("basic"), line=line, attack=r.flag("attack"),
        parry=r.flag("parry"), counter=r.flag("counter"), breaks=r.flag("break"),
        exchange=r.flag("exchange"), parried_by=parried_by, sun=r.choice("sun", SUNS), final=final,
    )
    if card.exchange and not card.is_punta:
        raise r.fail("exchange", translate("AudatiaCards", "only a punta carries the Exchange symbol"))
    if not (card.attack or card.parry):
        raise r.fail("attack", translate("AudatiaCards", "a strike needs the Attack or the Parry symbol"))
    return card


def _moon(r: _Reader, kind: str) -> ActionCard:
    halves = []
    for side in ("inside", "outside"):
        raw = r.get(side)
        if raw is None:
            continue
        if not isinstance(raw, dict) or raw.get("shape") not in SHAPES or raw.get("height") not in HEIGHTS \
                or set(raw) != {"shape", "height"}:
            raise r.fail(side, translate(
                "AudatiaCards", "must be { shape = \"moon\"|\"night\", height = \"high\"|\"low\" }"))
        halves.append((side, Half(raw["shape"], raw["height"])))
    if not halves:
        raise r.fail("inside", translate(
            "AudatiaCards", "a remedy or counter works on the inside, the outside or both"))
    over = r.flag("over_the_top") if kind == "remedy" else False
    return ActionCard(r.card.id, r.card.name, kind, r.flag("basic"), halves=tuple(halves), over_the_top=over)


def _skill(r: _Reader) -> ActionCard:
    effect = r.choice("effect", EFFECTS)
    virtue, amount = "", 0
    if effect == "virtue":
        virtue = r.choice("virtue", VIRTUES)
        given: Any = r.get("amount", required=True)  # Any: checked here, not where it is stored
        if isinstance(given, bool) or given not in (1, 2):
            raise r.fail("amount", translate("AudatiaCards", "must be 1 or 2, not {given}").format(
                given=repr(given)))
        amount = int(given)
    oom = r.flag("out_of_measure")
    if oom != (effect in ("virtue", "study")):
        raise r.fail("out_of_measure", translate(
            "AudatiaCards", "must be {value} for a {effect} skill (virtue and study only Out of Measure, "
            "feint and avoid only in measure)").format(value=str(not oom).lower(), effect=effect))
    return ActionCard(r.card.id, r.card.name, "skill", r.flag("basic"), effect=effect,
                      cycle=r.flag("cycle"), out_of_measure=oom, virtue=virtue, amount=amount)


def read_character(deck: Deck) -> CharacterDeck:
    """Check one character deck against the rulebook's contents and the symbol model."""
    def fail(card: str, name: str, problem: str) -> CardFileError:
        return CardFileError(deck.source, card, name, problem)

    counts = {t: 0 for t in DECK_COUNTS}
    for card in deck.cards:
        if card.type not in DECK_COUNTS:
            raise fail(card.id, "type", one_of(DECK_COUNTS, card.type))
        if card.copies != 1:
            raise fail(card.id, "copies", translate("AudatiaCards", "every Audatia card is a single card"))
        counts[card.type] += 1
    for t, n in DECK_COUNTS.items():
        if counts[t] != n:
            raise fail("", "type", translate("AudatiaCards", "a character deck has {count} {type} cards, "
                                             "this one {found}").format(count=n, type=t, found=counts[t]))
    poste: dict[str, Posta] = {}
    for card in deck.cards:
        if card.type == "posta":
            r = _Reader(deck, card)
            poste[card.id] = _posta(r)
            r.done()
    cards: dict[str, ActionCard] = {}
    side = ""
    for card in deck.cards:
        r = _Reader(deck, card)
        if card.type == "strike":
            cards[card.id] = _strike(r, poste)
        elif card.type in ("remedy", "counter"):
            cards[card.id] = _moon(r, card.type)
        elif card.type == "skill":
            cards[card.id] = _skill(r)
        elif card.type == "side":
            side = card.id
        if card.type != "posta":
            r.done()
    basics = sum(c.basic for c in cards.values())
    if basics != BASIC_COUNT:
        raise fail("", "rules.basic", translate("AudatiaCards", "a character deck has {count} Basic cards, "
                                                "this one {found}").format(count=BASIC_COUNT, found=basics))
    return CharacterDeck(deck.id, deck.title, poste, cards, side, deck)


def read_virtues(deck: Deck) -> tuple[str, ...]:
    """The Virtue set: one card for each of the four virtues, the card of virtue v is "vir-v"
    (the table finds it by that id)."""
    found: list[str] = []
    for card in deck.cards:
        r = _Reader(deck, card)
        if card.type != "virtue":
            raise CardFileError(deck.source, card.id, "type",
                                translate("AudatiaCards", "the Virtue set holds virtue cards only, not "
                                          "{given}").format(given=repr(card.type)))
        if card.copies != 1:
            raise CardFileError(deck.source, card.id, "copies",
                                translate("AudatiaCards", "every Audatia card is a single card"))
        virtue = r.choice("virtue", VIRTUES)
        r.done()
        if virtue in found:
            raise r.fail("virtue", translate(
                "AudatiaCards", "{virtue} has a card already: the set has one card of each virtue").format(
                virtue=virtue))
        if card.id != f"vir-{virtue}":
            raise CardFileError(deck.source, card.id, "id", translate(
                "AudatiaCards", "the {virtue} card's id is {id}").format(virtue=virtue, id=f"'vir-{virtue}'"))
        found.append(virtue)
    missing = [v for v in VIRTUES if v not in found]
    if missing:
        raise CardFileError(deck.source, "", "rules.virtue", translate(
            "AudatiaCards", "the set has no {virtue} card").format(virtue=missing[0]))
    return tuple(found)


def read_audatia(decks: Sequence[Deck]) -> dict[str, CharacterDeck]:
    """Every Audatia deck by its rules (the start-up check): the characters, by deck id, and the
    Virtue set; card ids name one card in the whole game (logs and notation use them). A further
    card set's character (a guest, "boucicaut@Sworn bands") is checked as a character too and
    comes after them: it repeats the ids of the deck it copies, as a mirror duel does."""
    check_layout(decks, LAYOUT)
    by_id: dict[str, Deck] = {}
    seen: dict[str, Deck] = {}
    guests: list[Deck] = []
    for deck in decks:
        if guest_set(deck.id):
            if home_id(deck.id) not in CHARACTERS:
                raise CardFileError(deck.source, "", "deck.id", f"a second card set brings character decks "
                                    f"({', '.join(CHARACTERS)}), not {home_id(deck.id)!r}")
            guests.append(deck)
            continue
        if deck.id not in DECK_IDS:
            raise CardFileError(deck.source, "", "deck.id", one_of(DECK_IDS, deck.id))
        if deck.id in by_id:
            raise CardFileError(deck.source, "", "deck.id",
                                translate("AudatiaCards", "{file} is {deck} too").format(
                                    file=by_id[deck.id].source.name, deck=repr(deck.id)))
        by_id[deck.id] = deck
        for card in deck.cards:
            if card.id in seen:
                raise CardFileError(deck.source, card.id, "id",
                                    translate("AudatiaCards", "is a card of {file} too").format(
                                        file=seen[card.id].source.name))
            seen[card.id] = deck
    for name in (*CHARACTERS, VIRTUE_DECK):
        if name not in by_id:
            raise CardFileError(assets_dir() / "cards", "", "deck.id", translate(
                "AudatiaCards", "there is no Audatia deck {deck}").format(deck=repr(name)))
    read_virtues(by_id[VIRTUE_DECK])
    # a guest's title says whose it is: two Boucicauts on one piste are told apart
    return {**{c: read_character(by_id[c]) for c in CHARACTERS},
            **{g.id: replace(read_character(g), title=titled(g.id, g.title)) for g in guests}}


@card_data
def character_decks() -> dict[str, CharacterDeck]:
    """Every character deck of assets/cards, by deck id (the Virtue set is not a character)."""
    return read_audatia(decks_for(GAME_NAME))


def deck_ids() -> tuple[str, ...]:
    return tuple(character_decks())
