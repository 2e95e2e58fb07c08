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
from dataclasses import dataclass
from functools import cached_property
from itertools import combinations_with_replacement

from engine.core.assets import assets_dir
from engine.core.cards import Card, CardFileError, Deck, card_data, check_layout, decks_for
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
    """One army card: a front-line unit or a rear-line support or terrain."""

    id: str
    name: str
    army: str
    line: str  # "front" or "rear"
    points: int
    copies: int
    quality: str  # front cards: militia, regular, warrior or veteran; rear cards: ""
    abilities: frozenset[str]
    terrain: str  # rear cards: "woods", "open" or "" (a reserve)
    slots: tuple[Slot, ...]
    text: str

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
    id: str
    title: str
    cards: dict[str, ArmyCard]

    def line(self, line: str) -> list[ArmyCard]:
        return [c for c in self.cards.values() if c.line == line]



def points_words(n: int) -> str:
    """A card's cost as it is said: "1 point", "3 points"."""
    return translate("BarditusCards", "%n point(s)", None, n)

def _slots(value: object) -> tuple[Slot, ...] | str:
    """The slots a list of row strings spells, or the problem with it."""
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_ROWS:
        return f"must be a list of 1 to {MAX_ROWS} rows"
    out: list[Slot] = []
    for r, row in enumerate(value):
        if not isinstance(row, str) or not 1 <= len(row) <= MAX_ROW or any(ch.upper() not in LETTERS
                                                                             for ch in row):
            return f"row {r + 1} must be 1 to {MAX_ROW} of the letters X O B N D (upper case filled), " \
                   f"not {row!r}"
        for ch in row:
            u = ch.upper()
            if ch == "D":
                return f"row {r + 1}: a D slot is where a retreat leaves a piece disordered, so it is " \
                       "open (d)"
            out.append(Slot(r, u in "XB", u in "OB", u == "D", ch.isupper()))
    return tuple(out)


def _check(deck: Deck, c: Card) -> ArmyCard:
    r, path = c.rules, deck.source

    def bad(field: str, problem: str) -> CardFileError:
        return CardFileError(path, c.id, field, problem)

    if c.type != "card":
        raise bad("type", f"a Barditus card has no type of its own (\"card\"), not {c.type!r}")
    if c.value is None or c.value < 0 or c.value > MAX_POINTS:
        raise bad("value", f"is the card's points: a whole number from 0 to {MAX_POINTS}")
    line = r.get("line")
    if line not in ("front", "rear"):
        raise bad("rules.line", f"must be front or rear, not {line!r}")
    slots = _slots(r.get("slots"))
    if isinstance(slots, str):
        raise bad("rules.slots", slots)
    abilities = r.get("abilities", [])
    allowed = FRONT_ABILITIES if line == "front" else REAR_ABILITIES
    if not isinstance(abilities, list) or any(a not in allowed for a in abilities):
        raise bad("rules.abilities", f"a {line} card's abilities are some of {', '.join(allowed)}, "
                                     f"not {abilities!r}")
    quality = r.get("quality", "")
    terrain = r.get("terrain", "")
    if line == "front":
        if quality not in tuple(RALLY):  # a tuple: an unhashable value is refused, not a crash
            raise bad("rules.quality", f"must be one of {', '.join(RALLY)}, not {quality!r}")
        if terrain:
            raise bad("rules.terrain", "only rear cards are terrain")
        if not any(s.sword and s.filled for s in slots):
            raise bad("rules.slots", "a front card needs a filled sword slot (X or B) to fight")
    else:
        if quality:
            raise bad("rules.quality", "only front cards (units) have a quality")
        if terrain and terrain not in TERRAINS:
            raise bad("rules.terrain", f"must be one of {', '.join(TERRAINS)}, not {terrain!r}")
        if "reserve" in abilities:
            if terrain or not all(s.filled and not s.disorder for s in slots):
                raise bad("rules.slots", "a reserve holds pieces on filled slots only and is no terrain")
        elif terrain == "woods":
            if any(s.filled or s.disorder for s in slots):
                raise bad("rules.slots", "woods have open slots without D: retreats there stay in order")
        elif terrain == "open":
            if not all(s.disorder for s in slots):
                raise bad("rules.slots", "open ground has only open D slots (d)")
        else:
            raise bad("rules.terrain", "a rear card is a reserve (abilities = [\"reserve\"]) or terrain")
    for key in sorted(set(r) - {"line", "slots", "abilities", "quality", "terrain"}):
        raise bad(f"rules.{key}", "is not a Barditus card field")
    return ArmyCard(c.id, c.name, deck.id, line, c.value, c.copies, quality, frozenset(abilities),
                    terrain, slots, c.text)


def _cheapest(cards: list[ArmyCard], n: int, taken: Counter[str] | None = None) -> int | None:
    """The fewest points `n` of `cards` cost (the copies not `taken` yet), None if too few."""
    taken = taken or Counter()
    prices = sorted(p for c in cards for p in [c.points] * (c.copies - taken[c.id]))
    return sum(prices[:n]) if len(prices) >= n else None


def check_army(deck: Deck) -> Army:
    cards = {c.id: _check(deck, c) for c in deck.cards}
    army = Army(deck.id, deck.title, cards)
    fronts, rears = army.line("front"), army.line("rear")
    if sum(c.copies for c in rears) < REAR_MAX:
        raise CardFileError(deck.source, "", "card", f"an army offers at least {REAR_MAX} rear cards")
    front_low, rear_low = _cheapest(fronts, FRONT_CARDS), _cheapest(rears, REAR_MIN)
    low = (front_low if front_low is not None else 10**6) + (rear_low if rear_low is not None else 10**6)
    if low > MAX_POINTS:
        raise CardFileError(deck.source, "", "card", f"no list of {FRONT_CARDS} front and {REAR_MIN} rear "
                            f"cards fits {MAX_POINTS} points (the cheapest costs {low})")
    distinct = {combo for combo in combinations_with_replacement(sorted(c.id for c in fronts), FRONT_CARDS)
                if all(combo.count(i) <= cards[i].copies for i in set(combo))}
    if len(distinct) < 2:
        raise CardFileError(deck.source, "", "card", "an army needs front cards for two different lists")
    return army


@card_data
def armies() -> dict[str, Army]:
    """Every army, by id, in the order of ARMIES."""
    return read_armies(decks_for(GAME_NAME))


def read_armies(decks: Sequence[Deck]) -> dict[str, Army]:
    """Every army's deck by the rules (the start-up check): one file per army of ARMIES."""
    check_layout(decks, LAYOUT)
    found: dict[str, Deck] = {}
    for deck in decks:
        if deck.id in found:
            raise CardFileError(deck.source, "", "deck.id",
                                f"{found[deck.id].source.name} is {deck.id!r} too")
        if deck.id not in ARMIES:
            raise CardFileError(deck.source, "", "deck.id", f"must be one of {', '.join(ARMIES)}")
        found[deck.id] = deck
    for army_id, title in ARMIES.items():
        if army_id not in found:
            raise CardFileError(assets_dir() / "cards", "", "deck.id",
                                f"there is no card file for the {title} (barditus-{army_id}.toml)")
        deck = found[army_id]
        if deck.title != title:
            raise CardFileError(deck.source, "", "deck.title", f"must be {title!r}, not {deck.title!r}")
    out = {a: check_army(found[a]) for a in ARMIES}
    seen: dict[str, str] = {}
    for a, ar in out.items():  # a card id names one card in the whole game (logs, notation)
        for cid in ar.cards:
            if cid in seen:
                raise CardFileError(found[a].source, cid, "id", f"is a card of the {ARMIES[seen[cid]]} too")
            seen[cid] = a
    return out


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
