"""Barditus's army cards as the rules read them: assets/cards/barditus-<army>.toml made data.

The generic loader reads each file; this module checks every card's `rules` table (an error
names the file, the card and the field) and the army as a whole (two legal lists at least, six
rear cards to choose from). Slots are letters, one per place for a unit piece, in rows from the
front of the card to the back:

    X sword   O shield   B sword and shield   N no symbol   D disordered
    upper case: filled (a piece starts there), lower case: open (reached by retreat or rally)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

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
    one_of,
    titled,
    word_in,
)
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.words import translate

GAME_NAME = "barditus"
# the armies Salle ships, by id (each in assets/cards/barditus-<id>.toml): named here so the game
# and its options are known without reading the card files, which are checked when first used
# the armies by id, named as their card files title them (marked for the option's labels)
ARMIES = {
    "roman": QT_TRANSLATE_NOOP("GameOptions", "Roman legion"),
    "gallic": QT_TRANSLATE_NOOP("GameOptions", "Gallic warband"),
    "norman": QT_TRANSLATE_NOOP("GameOptions", "Norman host"),
}
MAX_POINTS = 20  # "The total value of the cards cannot exceed 20 points"
FRONT_CARDS = 4  # "four front line cards"
REAR_MIN, REAR_MAX = 4, 6  # "four to six rear line cards"
MAX_ROWS, MAX_ROW = 3, 4  # our card face: three rows of four places at most
SLOTS = MAX_ROWS * MAX_ROW  # places a card may have; a position's slots are numbered 0..11
# the rally numbers: "Militia 5+, Regular or warrior 4+, Veteran 3+"
RALLY = {"militia": 5, "regular": 4, "warrior": 4, "veteran": 3}
FRONT_ABILITIES = ("pursuit", "flanking", "skirmishers")
REAR_ABILITIES = ("reserve",)
TERRAINS = ("woods", "open")
LETTERS = "XOBND"
LAYOUT = "barditus"


@dataclass(frozen=True)
class Slot:
    """One place for a unit piece on a card."""

    row: int
    sword: bool
    shield: bool
    disorder: bool
    filled: bool  # a starting position; open slots are reached by retreat or rally

    @property
    def letter(self) -> str:
        base = "B" if self.sword and self.shield else "X" if self.sword else "O" if self.shield \
            else "D" if self.disorder else "N"
        return base if self.filled else base.lower()


@dataclass(frozen=True)
class ArmyCard:
    """One army card: a front-line unit or a rear-line support or terrain. Its `name` is said in
    the language shown (the card files' words by language, `english` where one has none)."""

    id: str
    english: str
    army: str
    line: str  # "front" or "rear"
    points: int
    copies: int
    quality: str  # front cards: militia, regular, warrior or veteran; rear cards: ""
    abilities: frozenset[str]
    terrain: str  # rear cards: "woods", "open" or "" (a reserve)
    slots: tuple[Slot, ...]
    text: str
    names: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

    @property
    def name(self) -> str:
        return word_in(self.names, None, self.english)

    @property
    def front(self) -> bool:
        return self.line == "front"

    @property
    def rally(self) -> int:
        """The die result a rally needs (front cards; the reserve's pieces rally with the front)."""
        return RALLY.get(self.quality, 4)

    @property
    def veteran_discount(self) -> bool:
        """Regular, warrior and veteran cards have their first order of a turn one cheaper."""
        return self.quality in ("regular", "warrior", "veteran")

    @property
    def reserve(self) -> bool:
        return "reserve" in self.abilities

    @cached_property
    def filled(self) -> int:
        return sum(s.filled for s in self.slots)

    @cached_property
    def marks(self) -> dict[str, tuple[int, ...]]:
        """Slot numbers by what they count for: sword, shield, disorder, filled, open (the rules
        count pieces on them many times a turn, so they are worked out once)."""
        return {
            "sword": tuple(i for i, s in enumerate(self.slots) if s.sword),
            "shield": tuple(i for i, s in enumerate(self.slots) if s.shield),
            "disorder": tuple(i for i, s in enumerate(self.slots) if s.disorder),
            "filled": tuple(i for i, s in enumerate(self.slots) if s.filled),
            "open": tuple(i for i, s in enumerate(self.slots) if not s.filled),
        }

    @property
    def rows(self) -> list[list[int]]:
        """Slot numbers row by row, front to back."""
        out: list[list[int]] = []
        for i, s in enumerate(self.slots):
            if s.row == len(out):
                out.append([])
            out[-1].append(i)
        return out


@dataclass(frozen=True)
class Army:
    """An army: its cards by id, its `title` said in the language shown (as a card's name)."""

    id: str
    english: str
    cards: dict[str, ArmyCard]
    titles: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

    @property
    def title(self) -> str:
        # a guest's title says whose it is: two Roman legions on one field are told apart
        return titled(self.id, word_in(self.titles, None, self.english))

    def line(self, line: str) -> list[ArmyCard]:
        return [c for c in self.cards.values() if c.line == line]



def points_words(n: int) -> str:
    """A card's cost as it is said: "1 point", "3 points"."""
    return translate("BarditusCards", "%n point(s)", None, n)

def _slots(value: object) -> tuple[Slot, ...] | str:
    """The slots a list of row strings spells, or the problem with it."""
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_ROWS:
        return translate("BarditusCards", "must be a list of 1 to {most} rows").format(most=MAX_ROWS)
    out: list[Slot] = []
    for r, row in enumerate(value):
        if not isinstance(row, str) or not 1 <= len(row) <= MAX_ROW or any(ch.upper() not in LETTERS
                                                                             for ch in row):
            return translate("BarditusCards", "row {row} must be 1 to {most} of the letters X O B N D (upper "
                             "case filled), not {given}").format(row=r + 1, most=MAX_ROW, given=repr(row))
        for ch in row:
            u = ch.upper()
            if ch == "D":
                return translate("BarditusCards", "row {row}: a D slot is where a retreat leaves a piece "
                                 "disordered, so it is open (d)").format(row=r + 1)
            out.append(Slot(r, u in "XB", u in "OB", u == "D", ch.isupper()))
    return tuple(out)


def _check(deck: Deck, c: Card) -> ArmyCard:
    r, path = c.rules, deck.source

    def bad(field: str, problem: str) -> CardFileError:
        return CardFileError(path, c.id, field, problem)

    if c.type != "card":
        raise bad("type", translate("BarditusCards", "a Barditus card has no type of its own (\"card\"), "
                                    "not {type}").format(type=repr(c.type)))
    if c.value is None or c.value < 0 or c.value > MAX_POINTS:
        raise bad("value", translate("BarditusCards", "is the card's points: a whole number from 0 to "
                                     "{most}").format(most=MAX_POINTS))
    line = r.get("line")
    if line not in ("front", "rear"):
        raise bad("rules.line", translate("BarditusCards", "must be front or rear, not {given}").format(
            given=repr(line)))
    slots = _slots(r.get("slots"))
    if isinstance(slots, str):
        raise bad("rules.slots", slots)
    abilities = r.get("abilities", [])
    allowed = FRONT_ABILITIES if line == "front" else REAR_ABILITIES
    if not isinstance(abilities, list) or any(a not in allowed for a in abilities):
        some = (translate("BarditusCards", "a front card's abilities are some of {allowed}, not {given}")
                if line == "front" else
                translate("BarditusCards", "a rear card's abilities are some of {allowed}, not {given}"))
        raise bad("rules.abilities", some.format(allowed=", ".join(allowed), given=repr(abilities)))
    quality = r.get("quality", "")
    terrain = r.get("terrain", "")
    if line == "front":
        if quality not in tuple(RALLY):  # a tuple: an unhashable value is refused, not a crash
            raise bad("rules.quality", one_of(RALLY, quality))
        if terrain:
            raise bad("rules.terrain", translate("BarditusCards", "only rear cards are terrain"))
        if not any(s.sword and s.filled for s in slots):
            raise bad("rules.slots", translate("BarditusCards",
                                               "a front card needs a filled sword slot (X or B) to fight"))
    else:
        if quality:
            raise bad("rules.quality", translate("BarditusCards", "only front cards (units) have a quality"))
        if terrain and terrain not in TERRAINS:
            raise bad("rules.terrain", one_of(TERRAINS, terrain))
        if "reserve" in abilities:
            if terrain or not all(s.filled and not s.disorder for s in slots):
                raise bad("rules.slots", translate(
                    "BarditusCards", "a reserve holds pieces on filled slots only and is no terrain"))
        elif terrain == "woods":
            if any(s.filled or s.disorder for s in slots):
                raise bad("rules.slots", translate(
                    "BarditusCards", "woods have open slots without D: retreats there stay in order"))
        elif terrain == "open":
            if not all(s.disorder for s in slots):
                raise bad("rules.slots", translate("BarditusCards", "open ground has only open D slots (d)"))
        else:
            raise bad("rules.terrain", translate(
                "BarditusCards", "a rear card is a reserve (abilities = [\"reserve\"]) or terrain"))
    for key in sorted(set(r) - {"line", "slots", "abilities", "quality", "terrain"}):
        raise bad(f"rules.{key}", translate("BarditusCards", "is not a Barditus card field"))
    return ArmyCard(c.id, c.name, deck.id, line, c.value, c.copies, quality, frozenset(abilities),
                    terrain, slots, c.text, dict(c.names))


def _cheapest(cards: list[ArmyCard], n: int, taken: Counter[str] | None = None) -> int | None:
    """The fewest points `n` of `cards` cost (the copies not `taken` yet), None if too few."""
    taken = taken or Counter()
    prices = sorted(p for c in cards for p in [c.points] * (c.copies - taken[c.id]))
    return sum(prices[:n]) if len(prices) >= n else None


def check_army(deck: Deck) -> Army:
    cards = {c.id: _check(deck, c) for c in deck.cards}
    army = Army(deck.id, deck.title, cards, dict(deck.titles))
    fronts, rears = army.line("front"), army.line("rear")
    if sum(c.copies for c in rears) < REAR_MAX:
        raise CardFileError(deck.source, "", "card", translate(
            "BarditusCards", "an army offers at least {least} rear cards").format(least=REAR_MAX))
    front_low, rear_low = _cheapest(fronts, FRONT_CARDS), _cheapest(rears, REAR_MIN)
    low = (front_low if front_low is not None else 10**6) + (rear_low if rear_low is not None else 10**6)
    if low > MAX_POINTS:
        raise CardFileError(deck.source, "", "card", translate(
            "BarditusCards", "no list of {front} front and {rear} rear cards fits {most} points (the "
            "cheapest costs {low})").format(front=FRONT_CARDS, rear=REAR_MIN, most=MAX_POINTS, low=low))
    # two different choices of FRONT_CARDS among the front cards' copies: there are more copies
    # than a list takes and two cards to choose from (counted, not listed: a big set's lists
    # are too many to list)
    if not (sum(c.copies for c in fronts) > FRONT_CARDS and len(fronts) >= 2):
        raise CardFileError(deck.source, "", "card", translate(
            "BarditusCards", "an army needs front cards for two different lists"))
    return army


@card_data
def armies() -> dict[str, Army]:
    """Every army, by id, in the order of ARMIES, then the guests."""
    return read_armies(decks_for(GAME_NAME))


def read_armies(decks: Sequence[Deck]) -> dict[str, Army]:
    """Every army's deck by the rules (the start-up check): one file per army of ARMIES, then any
    army a further card set brings as a guest ("roman@Sworn bands"), checked as an army too; a
    guest repeats the card ids of the army it copies, as a battle of Romans against Romans does."""
    check_layout(decks, LAYOUT)
    found: dict[str, Deck] = {}
    guests: list[Deck] = []
    for deck in decks:
        if guest_set(deck.id):
            if home_id(deck.id) not in ARMIES:
                raise CardFileError(deck.source, "", "deck.id",
                                    f"a second card set brings armies ({', '.join(ARMIES)}), not "
                                    f"{home_id(deck.id)!r}")
            if deck.title != ARMIES[home_id(deck.id)]:
                raise CardFileError(deck.source, "", "deck.title",
                                    f"must be {ARMIES[home_id(deck.id)]!r}, not {deck.title!r}")
            guests.append(deck)
            continue
        if deck.id in found:
            raise CardFileError(deck.source, "", "deck.id",
                                translate("BarditusCards", "{file} is {army} too").format(
                                    file=found[deck.id].source.name, army=repr(deck.id)))
        if deck.id not in ARMIES:
            raise CardFileError(deck.source, "", "deck.id", translate(
                "BarditusCards", "must be one of {armies}").format(armies=", ".join(ARMIES)))
        found[deck.id] = deck
    for army_id, title in ARMIES.items():
        if army_id not in found:
            raise CardFileError(assets_dir() / "cards", "", "deck.id",
                                translate("BarditusCards", "there is no card file for the {army} ({file})")
                                .format(army=title, file=f"barditus-{army_id}.toml"))
        deck = found[army_id]
        if deck.title != title:
            raise CardFileError(deck.source, "", "deck.title", translate(
                "Cards", "must be {wanted}, not {given}").format(wanted=repr(title), given=repr(deck.title)))
    out = {a: check_army(found[a]) for a in ARMIES}
    seen: dict[str, str] = {}
    for a, ar in out.items():  # a card id names one card in the whole game (logs, notation)
        for cid in ar.cards:
            if cid in seen:
                raise CardFileError(found[a].source, cid, "id", translate(
                    "BarditusCards", "is a card of the {army} too").format(army=ARMIES[seen[cid]]))
            seen[cid] = a
    return {**out, **{g.id: check_army(g) for g in guests}}


def army(army_id: str) -> Army:
    return armies()[army_id]


def list_points(army_id: str, ids: list[str]) -> int:
    cards = army(army_id).cards
    return sum(cards[i].points for i in ids)


def list_problem(army_id: str, ids: list[str]) -> str:
    """Why `ids` is not a legal army list ("" if it is)."""
    cards = army(army_id).cards
    unknown = [i for i in ids if i not in cards]
    if unknown:
        return translate("BarditusCards", "{card} is not a card of the {army}").format(
            card=unknown[0], army=army(army_id).title)
    fronts = sum(cards[i].front for i in ids)
    rears = len(ids) - fronts
    if fronts != FRONT_CARDS:
        return translate("BarditusCards", "a list has {front} front cards, not {count}").format(
            front=FRONT_CARDS, count=fronts)
    if not REAR_MIN <= rears <= REAR_MAX:
        return translate("BarditusCards", "a list has {least} to {most} rear cards, not {count}").format(
            least=REAR_MIN, most=REAR_MAX, count=rears)
    for i in set(ids):
        if ids.count(i) > cards[i].copies:
            return translate("BarditusCards", "the army has {copies} {card}, not {count}").format(
                copies=cards[i].copies, card=cards[i].name, count=ids.count(i))
    pts = list_points(army_id, ids)
    if pts > MAX_POINTS:
        return translate("BarditusCards", "the list costs {points} points; at most {most}").format(
            points=pts, most=MAX_POINTS)
    return ""


@card_data
def takes(army_id: str, hand: tuple[str, ...]) -> tuple[str, ...]:
    """The cards that may join the list `hand` (sorted ids) and still leave a legal list within
    reach: copies left, room in its line, and points for the cheapest completion."""
    ar = army(army_id)
    count = Counter(hand)
    fronts = sum(ar.cards[i].front for i in hand)
    rears = len(hand) - fronts
    pts = sum(ar.cards[i].points for i in hand)
    out = []
    for c in ar.cards.values():
        full = fronts >= FRONT_CARDS if c.front else rears >= REAR_MAX
        if count[c.id] >= c.copies or full:
            continue
        count[c.id] += 1
        need = {"front": FRONT_CARDS - fronts - c.front, "rear": max(0, REAR_MIN - rears - (not c.front))}
        lows = [_cheapest(ar.line(line), missing, count) for line, missing in need.items()]
        count[c.id] -= 1
        if None not in lows and pts + c.points + sum(x for x in lows if x is not None) <= MAX_POINTS:
            out.append(c.id)
    return tuple(out)


@card_data
def legal_lists(army_id: str) -> tuple[tuple[str, ...], ...]:
    """Every legal list of the army, each as its sorted card ids (the AI guesses hidden lists
    among them)."""
    out: list[tuple[str, ...]] = []

    def grow(hand: tuple[str, ...]) -> None:
        if not list_problem(army_id, list(hand)):
            out.append(hand)
        for cid in takes(army_id, hand):
            if not hand or cid >= hand[-1]:  # each multiset once: ids in sorted order
                grow(tuple(sorted((*hand, cid))))

    grow(())
    return tuple(dict.fromkeys(out))


@card_data
def completions(army_id: str, shown: tuple[str, ...], size: int) -> tuple[tuple[str, ...], ...]:
    """The cards (sorted ids) that may still be in hand: `size` of them, that make a legal list
    with the cards `shown` on the table."""
    need = Counter(shown)
    out = []
    for lst in legal_lists(army_id):
        if len(lst) == len(shown) + size:
            rest = Counter(lst)
            rest.subtract(need)
            if all(v >= 0 for v in rest.values()):
                out.append(tuple(sorted(rest.elements())))
    return tuple(out)
