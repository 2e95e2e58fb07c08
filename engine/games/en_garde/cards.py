"""En Garde's deck as the game deals it: assets/cards/en-garde.toml, checked against the rulebook.

A card is nothing but its value, so the engine deals values; the file says which cards there are
(and in which order they lie before the shuffle). The rulebook's contents fix the deck: 25
fencing cards, five of each value from 1 to 5. A file that says otherwise is refused, naming the
file, the card and the field, as the rules (hands counted per value 1 to 5) rely on it; a
designer's card set may hold other counts of the same five values.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.core.cards import CardFileError, Deck, card_data, decks_for, one_deck, one_of
from engine.core.i18n import translate

GAME_NAME = "en-garde"
VALUES = (1, 2, 3, 4, 5)
COPIES = 5  # five cards of each value: 25 in all
HANDS = 2 * 5  # both opening hands, which a designer's deck must deal with a card to spare
LAYOUT = "number"


def read_deck(decks: Sequence[Deck]) -> tuple[int, ...]:
    """The value of every physical card of the game's one deck, in the file's order."""
    deck = one_deck(decks, "En Garde", LAYOUT)
    for c in deck.cards:
        def bad(field: str, problem: str, card: str = c.id) -> CardFileError:
            return CardFileError(deck.source, card, field, problem)

        if c.type != "card":
            raise bad("type", translate("EnGardeCards", "an En Garde card has no type of its own (\"card\"), "
                                        "not {type}").format(type=repr(c.type)))
        for key in sorted(c.rules):
            raise bad(f"rules.{key}", translate("EnGardeCards",
                                                "is not a field of an En Garde card: a card is its value"))
        if c.value not in VALUES:
            raise bad("value", one_of(VALUES, c.value))
    values = tuple(c.value for c in deck.printed() if c.value is not None)
    if deck.designed:
        # a card set tries other counts (ours, not the rulebook's): play needs only the two hands
        if len(values) <= HANDS:
            raise CardFileError(deck.source, deck.cards[-1].id, "copies", translate(
                "EnGardeCards", "the deck must deal two hands of five and keep a card to draw: "
                "at least {least} cards, not {count}").format(least=HANDS + 1, count=len(values)))
        # Salle counts a hand, the discards and the unseen cards in base 6 (counts.py): more than
        # five of one value would not fit, and no hand of five needs more
        for v, n in sorted(Counter(values).items()):
            if n > COPIES:
                entry = [c.id for c in deck.cards if c.value == v][-1]
                raise CardFileError(deck.source, entry, "copies", translate(
                    "EnGardeCards", "a deck may hold at most {most} cards of one value, not {count} "
                    "of value {value}").format(most=COPIES, count=n, value=v))
        return values
    counts = Counter(values)
    for v in VALUES:
        if counts[v] != COPIES:
            last = [c.id for c in deck.cards if c.value == v][-1:]  # the entry to correct, if any
            raise CardFileError(deck.source, last[0] if last else "", "copies" if last else "value",
                                translate("EnGardeCards", "the rulebook's deck has {count} cards of value "
                                          "{value}, this file {found}").format(count=COPIES, value=v,
                                                                               found=counts[v]))
    return values


@card_data
def fencing_deck() -> tuple[int, ...]:
    """The deck the engine deals (read once: every round and every AI sample starts from it)."""
    return read_deck(decks_for(GAME_NAME))


@card_data
def value_counts() -> tuple[int, ...]:
    """How many cards of each value the deck holds, by value (index 0 unused): five each in the
    rulebook's deck, other counts in a designer's set."""
    counts = Counter(fencing_deck())
    return (0, *[counts[v] for v in VALUES])
