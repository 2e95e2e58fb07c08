"""Ready...Fence!'s cards as the rules read them: assets/cards/ready-fence.toml made data.

The generic loader reads the file; this module checks each card's `rules` table (an error names
the file, the card and the field), checks the deck against the technical manual's counts and
the rulebook's hints, and expands every printing into its physical copies: copy n of entry
`st3y` is the card "st3y-n", so two copies with different speeds are never confused.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache

from engine.core.cards import Card, CardFileError, Deck, decks_for

GAME_NAME = "ready-fence"
COLOURS = ("red", "orange", "dark", "light", "red/light", "dark/red", "orange/light", "gold")
KINDS = {  # the technical manual's cards and how many of each it names
    "straight-thrust": 6, "beat-thrust": 4, "disengage": 4, "toe-touch": 2, "glide-attack": 2,
    "flick": 2, "flanconade": 2, "fleche": 3, "parry-riposte": 4, "ceding-parry": 2,
    "infighting": 3, "stop-hit": 7, "counter-time": 3, "feint-in-time": 1, "joker": 2,
    "angulations": 2, "renewed-attack": 2, "feint": 3,
}
BASIC_COUNT = 35  # "only the 35 cards carrying the B symbol"
MODES = ("tutorial", "basic", "advanced")


@dataclass(frozen=True)
class FenceCard:
    """One physical card."""

    id: str
    name: str
    kind: str
    colour: str
    group: str
    speed: int | None  # None: the Joker and the orange cards
    stamina: int
    icons: frozenset[str]
    text: str
    yellow: bool = False
    bonus: int = 0  # what an orange card adds to the card it rides on
    target: str = ""  # a Stop Hit's target: body, arm or wrist

    @property
    def red(self) -> bool:
        """May open a phrase or riposte: red, and the two-colour cards with a red half."""
        return self.colour in ("red", "red/light", "dark/red")

    @property
    def dark(self) -> bool:
        return self.colour in ("dark", "dark/red")

    @property
    def light(self) -> bool:
        return self.colour in ("light", "red/light")

    @property
    def orange(self) -> bool:
        return self.colour in ("orange", "orange/light")

    def in_mode(self, mode: str) -> bool:
        return mode == "advanced" or (mode == "tutorial" and "T" in self.icons) \
            or (mode == "basic" and "B" in self.icons)


def _check(deck: Deck, c: Card) -> list[FenceCard]:
    r, path = c.rules, deck.source

    def bad(field: str, problem: str) -> CardFileError:
        return CardFileError(path, c.id, f"rules.{field}", problem)

    for key in ("colour", "group", "stamina", "icons", "kind"):
        if key not in r:
            raise bad(key, "is missing")
    if r["colour"] not in COLOURS:
        raise bad("colour", f"must be one of {', '.join(COLOURS)}, not {r['colour']!r}")
    if r["kind"] not in KINDS:
        raise bad("kind", f"must be one of {', '.join(KINDS)}, not {r['kind']!r}")
    stamina = r["stamina"]
    if isinstance(stamina, bool) or not isinstance(stamina, int) or not 0 <= stamina <= 6:
        raise bad("stamina", f"must be a whole number from 0 to 6 (the bottle), not {stamina!r}")
    icons = r["icons"]
    if not isinstance(icons, list) or not set(icons) <= {"T", "B"}:
        raise bad("icons", f"must be a list of \"T\" and \"B\", not {icons!r}")
    if "T" in icons and "B" not in icons:
        raise bad("icons", "a tutorial card is also a basic card in this deck")
    bonus = r.get("bonus", 0)
    orange = r["colour"] in ("orange", "orange/light")
    if orange != (c.value is None and r["kind"] != "joker"):
        raise bad("value", "orange cards have no speed of their own; every other card but the Joker has one")
    if c.value is not None and not 1 <= c.value <= 12:
        raise CardFileError(path, c.id, "value", f"a speed must be from 1 to 12, not {c.value}")
    if isinstance(bonus, bool) or not isinstance(bonus, int) or not 0 <= bonus <= 3:
        raise bad("bonus", f"must be a whole number from 0 to 3, not {bonus!r}")
    target = r.get("target", "")
    if r["kind"] == "stop-hit":
        # "stop hits to ... wrist and arm, have speed values greater than 5 while for the stop hits
        # to the body speed values are 4 or 5" (technical manual)
        fast = target in ("arm", "wrist")
        if target not in ("body", "arm", "wrist") or (fast and (c.value or 0) <= 5) \
                or (not fast and c.value not in (4, 5)):
            raise bad("target", "a Stop Hit to the wrist or arm has speed above 5, to the body 4 or 5")
    yellow = r.get("yellow", False)
    if yellow and (r["kind"] != "straight-thrust" or c.value != 3):
        raise bad("yellow", "only the Straight Thrusts of speed 3 are printed in yellow")
    return [
        FenceCard(f"{c.id}-{n}", c.name, r["kind"], r["colour"], r["group"], c.value, stamina,
                  frozenset(icons), c.text, bool(yellow), bonus, target)
        for n in range(1, c.copies + 1)
    ]


@cache
def fence_cards() -> dict[str, FenceCard]:
    """Every physical card by id, in data order; CardFileError if the file breaks a rule."""
    (deck,) = decks_for(GAME_NAME)
    cards = [fc for c in deck.cards for fc in _check(deck, c)]
    counts = Counter(c.kind for c in cards)
    for kind, n in KINDS.items():
        if counts[kind] != n:
            raise CardFileError(deck.source, "", "card",
                                f"the manual names {n} {kind} cards, the file {counts[kind]}")
    basic = [c for c in cards if "B" in c.icons]
    if len(basic) != BASIC_COUNT:
        raise CardFileError(deck.source, "", "card",
                            f"the basic deck has {BASIC_COUNT} B cards, the file {len(basic)}")
    if sum(c.yellow for c in basic) != 2:
        raise CardFileError(deck.source, "", "card",
                            "the basic deck needs two yellow Straight Thrusts of speed 3")
    return {c.id: c for c in cards}


def mode_cards(mode: str) -> list[str]:
    """The ids of the cards a mode plays with (T, B or all), in data order."""
    return [c.id for c in fence_cards().values() if c.in_mode(mode)]
