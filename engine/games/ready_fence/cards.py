"""Ready...Fence!'s cards as the rules read them: assets/cards/ready-fence.toml made data.

The generic loader reads the file; this module checks each card's `rules` table (an error names
the file, the card and the field), checks the deck against the technical manual's counts and
the rulebook's hints, and expands every printing into its physical copies: copy n of entry
`st3y` is the card "st3y-n", so two copies with different speeds are never confused.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from engine.core.cards import (
    Card,
    CardFileError,
    Deck,
    card_data,
    decks_for,
    is_missing,
    not_a_flag,
    one_deck,
    one_of,
    whole_number,
)
from engine.core.i18n import language, translate

GAME_NAME = "ready-fence"
COLOURS = ("red", "orange", "dark", "light", "red/light", "dark/red", "orange/light", "gold")
KINDS = {  # the technical manual's cards and how many of each it names
    "straight-thrust": 6, "beat-thrust": 4, "disengage": 4, "toe-touch": 2, "glide-attack": 2,
    "flick": 2, "flanconade": 2, "fleche": 3, "parry-riposte": 4, "ceding-parry": 2,
    "infighting": 3, "stop-hit": 7, "counter-time": 3, "feint-in-time": 1, "joker": 2,
    "angulations": 2, "renewed-attack": 2, "feint": 3,
}
# the group line of each card: the technical manual's section for its kind ("Group: the type of
# Action"); the Ceding Parry's and Infighting's section is its defence cards
GROUPS = {
    "Basic Action": ("straight-thrust", "beat-thrust", "disengage", "toe-touch", "glide-attack"),
    "Auxiliary Action": ("flick", "flanconade", "fleche"),
    "Defensive Action": ("parry-riposte", "ceding-parry", "infighting"),
    "Counter-offensive Action": ("stop-hit",),
    "Special Action": ("counter-time", "feint-in-time", "joker", "angulations", "renewed-attack", "feint"),
}
# each kind's colour, as the technical manual prints it ("Red card 6x", "Dark-Blue/Red card 3x")
COLOUR_OF = {
    "straight-thrust": "red", "beat-thrust": "red", "disengage": "red/light", "toe-touch": "red",
    "glide-attack": "red", "flick": "red", "flanconade": "red", "fleche": "red",
    "parry-riposte": "dark/red", "ceding-parry": "dark", "infighting": "dark/red", "stop-hit": "light",
    "counter-time": "dark", "feint-in-time": "light", "joker": "gold", "angulations": "orange/light",
    "renewed-attack": "orange", "feint": "orange",
}
RULES_FIELDS = ("colour", "group", "stamina", "icons", "kind", "bonus", "target", "yellow")
LAYOUT = "ready-fence"
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
    # the name in every language the card files give (Card.names); `name` is the English the
    # rules and the positions keep
    names: Mapping[str, str] = field(default_factory=dict, compare=False, hash=False)

    def shown_name(self) -> str:
        """The name in the language words are shown in (the English where the deck has none)."""
        return self.names.get(language()) or self.name

    @cached_property  # asked at every legal-move list of the playouts: worked out once a card
    def red(self) -> bool:
        """May open a phrase or riposte: red, and the two-colour cards with a red half."""
        return self.colour in ("red", "red/light", "dark/red")

    @cached_property
    def dark(self) -> bool:
        return self.colour in ("dark", "dark/red")

    @cached_property
    def light(self) -> bool:
        return self.colour in ("light", "red/light")

    @cached_property
    def orange(self) -> bool:
        return self.colour in ("orange", "orange/light")

    def in_mode(self, mode: str) -> bool:
        return mode == "advanced" or (mode == "tutorial" and "T" in self.icons) \
            or (mode == "basic" and "B" in self.icons)


def _check(deck: Deck, c: Card) -> list[FenceCard]:
    r, path = c.rules, deck.source

    def bad(field: str, problem: str) -> CardFileError:
        return CardFileError(path, c.id, f"rules.{field}", problem)

    if c.type != "card":
        raise CardFileError(path, c.id, "type", translate(
            "ReadyFenceCards", "a Ready...Fence! card has no type of its own (\"card\"), not {type}").format(
            type=repr(c.type)))
    for key in sorted(set(r) - set(RULES_FIELDS)):
        raise bad(key, translate("ReadyFenceCards", "is not a field of a Ready...Fence! card ({fields})")
                  .format(fields=", ".join(RULES_FIELDS)))
    for key in ("colour", "group", "stamina", "icons", "kind"):
        if key not in r:
            raise bad(key, is_missing())
    if r["kind"] not in tuple(KINDS):  # a tuple: an unhashable value is refused, not a crash
        raise bad("kind", one_of(KINDS, r["kind"]))
    kind = str(r["kind"])
    if r["colour"] not in COLOURS:
        raise bad("colour", one_of(COLOURS, r["colour"]))
    if r["colour"] != COLOUR_OF[kind]:
        raise bad("colour", translate("ReadyFenceCards", "a {kind} card is {colour}, not {given}").format(
            kind=kind, colour=COLOUR_OF[kind], given=repr(r["colour"])))
    group = next(g for g, kinds in GROUPS.items() if kind in kinds)
    if r["group"] != group:
        raise bad("group", translate("ReadyFenceCards", "a {kind} card is a {group}, not {given}").format(
            kind=kind, group=group, given=repr(r["group"])))
    stamina = r["stamina"]
    if isinstance(stamina, bool) or not isinstance(stamina, int) or not 0 <= stamina <= 6:
        raise bad("stamina", translate(
            "ReadyFenceCards", "must be a whole number from {low} to {high} (the bottle), not {value}")
            .format(low=0, high=6, value=repr(stamina)))
    icons = r["icons"]
    if not isinstance(icons, list) or any(i not in ("T", "B") for i in icons) or len(set(icons)) < len(icons):
        raise bad("icons", translate(
            "ReadyFenceCards", "must be a list of \"T\" and \"B\", each at most once, not {value}").format(
            value=repr(icons)))
    if "T" in icons and "B" not in icons:
        raise bad("icons", translate("ReadyFenceCards", "a tutorial card is also a basic card in this deck"))
    bonus = r.get("bonus", 0)
    orange = r["colour"] in ("orange", "orange/light")
    if orange != (c.value is None and r["kind"] != "joker"):
        raise bad("value", translate(
            "ReadyFenceCards", "orange cards have no speed of their own; every other card but the Joker "
            "has one"))
    if c.value is not None and not 1 <= c.value <= 12:
        raise CardFileError(path, c.id, "value", translate(
            "ReadyFenceCards", "a speed must be from {low} to {high}, not {value}").format(
            low=1, high=12, value=c.value))
    if isinstance(bonus, bool) or not isinstance(bonus, int) or not 0 <= bonus <= 3:
        raise bad("bonus", whole_number(0, 3, bonus))
    target = r.get("target", "")
    if r["kind"] == "stop-hit":
        # "stop hits to ... wrist and arm, have speed values greater than 5 while for the stop hits
        # to the body speed values are 4 or 5" (technical manual)
        fast = target in ("arm", "wrist")
        if target not in ("body", "arm", "wrist") or (fast and (c.value or 0) <= 5) \
                or (not fast and c.value not in (4, 5)):
            raise bad("target", translate(
                "ReadyFenceCards", "a Stop Hit to the wrist or arm has speed above 5, to the body 4 or 5"))
    if not isinstance(target, str) or (target and r["kind"] != "stop-hit"):
        raise bad("target", translate("ReadyFenceCards", "only a Stop Hit has a target (body, arm or wrist)"))
    yellow = r.get("yellow", False)
    if not isinstance(yellow, bool):
        raise bad("yellow", not_a_flag(yellow))
    if yellow and (r["kind"] != "straight-thrust" or c.value != 3):
        raise bad("yellow", translate(
            "ReadyFenceCards", "only the Straight Thrusts of speed 3 are printed in yellow"))
    return [
        FenceCard(f"{c.id}-{n}", c.name, r["kind"], r["colour"], r["group"], c.value, stamina,
                  frozenset(icons), c.text, bool(yellow), bonus, target, c.names)
        for n in range(1, c.copies + 1)
    ]


@card_data
def fence_cards() -> dict[str, FenceCard]:
    """Every physical card by id, in data order; CardFileError if the file breaks a rule."""
    return read_fence(decks_for(GAME_NAME))


def read_fence(decks: Sequence[Deck]) -> dict[str, FenceCard]:
    """The game's one deck read by the technical manual's rules (the start-up check)."""
    deck = one_deck(decks, "Ready...Fence!", LAYOUT)
    cards = [fc for c in deck.cards for fc in _check(deck, c)]
    counts = Counter([c.kind for c in cards])
    for kind, n in KINDS.items():
        if counts[kind] != n:
            last = [c.id for c in deck.cards if c.rules.get("kind") == kind][-1:]  # the entry to correct
            raise CardFileError(deck.source, last[0] if last else "", "copies" if last else "rules.kind",
                                translate("ReadyFenceCards", "the manual names {count} {kind} cards, the "
                                          "file {found}").format(count=n, kind=kind, found=counts[kind]))
    basic = [c for c in cards if "B" in c.icons]
    if len(basic) != BASIC_COUNT:
        raise CardFileError(deck.source, "", "rules.icons",
                            translate("ReadyFenceCards", "the basic deck has {count} B cards, the file "
                                      "{found}").format(count=BASIC_COUNT, found=len(basic)))
    if sum(c.yellow for c in basic) != 2:
        raise CardFileError(deck.source, "", "rules.yellow",
                            translate("ReadyFenceCards",
                                      "the basic deck needs two yellow Straight Thrusts of speed 3"))
    return {c.id: c for c in cards}


def mode_cards(mode: str) -> list[str]:
    """The ids of the cards a mode plays with (T, B or all), in data order."""
    return [c.id for c in fence_cards().values() if c.in_mode(mode)]
