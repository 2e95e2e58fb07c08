"""En Garde's deck is its card file's: the engine deals what the file lists, checked against the
rulebook's contents (25 fencing cards, five of each value from 1 to 5)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from engine.core.cards import CardFileError, decks_for, forget_card_data, load_deck
from engine.core.rng import rng_for
from engine.games import check_card_data, get_game
from engine.games.en_garde.cards import COPIES, VALUES, fencing_deck, read_deck
from engine.games.en_garde.state import EnGardeState

EN_GARDE = "en-garde.toml"


def dealt(state: EnGardeState) -> list[int]:
    """Every card of the round, wherever it is: the pack and both hands."""
    return state.deck + state.hand_cards(0) + state.hand_cards(1)


def english_only(folder: Path) -> None:
    """Drop the deck's other languages: cards added here have no words in them, and a deck in
    English only is a deck (docs/cards.md)."""
    for path in (folder / "i18n").glob("en-garde.*.toml"):
        path.unlink()


def entries(text: str) -> tuple[str, list[str]]:
    """The file's text before its first card, and each [[card]] entry."""
    head, *cards = text.split("[[card]]")
    return head, ["[[card]]" + c for c in cards]


def test_the_engine_deals_the_card_files_deck() -> None:
    (deck,) = decks_for("en-garde")
    printed = [c.value for c in deck.printed()]
    assert list(fencing_deck()) == printed
    state = EnGardeState.new(get_game("en-garde").parse_options({}), 4)
    assert Counter(dealt(state)) == Counter(printed) == {v: COPIES for v in VALUES}


def test_a_changed_card_file_changes_the_deck_the_engine_deals(card_folder: Path) -> None:
    options = get_game("en-garde").parse_options({})
    shipped = EnGardeState.new(options, 11).deck
    path = card_folder / EN_GARDE
    head, cards = entries(path.read_text(encoding="utf-8"))
    path.write_text(head + "".join(reversed(cards)), encoding="utf-8")  # fives first, ones last
    forget_card_data()  # read once: a change is seen after the data is read afresh
    check_card_data()
    order = [c.value for c in load_deck(path).printed()]
    assert order[0] == 5
    expected = list(order)
    rng_for(11, "shuffle", 0).shuffle(expected)  # the round's shuffle of the file's order
    state = EnGardeState.new(options, 11)
    assert state.deck == expected[: len(state.deck)]  # the pack is the file's, hands dealt off its top
    assert state.deck != shipped


@pytest.mark.parametrize(("old", "new", "card", "field", "says"), [
    ("value = 5\n", "value = 6\n", "eg-5", "value", "must be one of 1, 2, 3, 4, 5"),
    ("copies = 5\ntext = \"Step 3", "copies = 4\ntext = \"Step 3", "eg-3", "copies",
     "5 cards of value 3, this file 4"),
    ("value = 4\n", "value = 3\n", "eg-4", "copies", "5 cards of value 3, this file 10"),
    ("value = 1\n", "", "eg-1", "value", "not None"),
    ("name = \"Two\"\n", "name = \"Two\"\ntype = \"strike\"\n", "eg-2", "type", "no type of its own"),
    ("copies = 5\ntext = \"Step 2", "copies = 5\nrules = { reach = 2 }\ntext = \"Step 2", "eg-2",
     "rules.reach", "a card is its value"),
    ('layout = "number"', 'layout = "audatia"', "", "deck.layout", "must be 'number'"),
])
def test_a_file_that_breaks_the_rulebooks_deck_is_refused(
        card_folder: Path, old: str, new: str, card: str, field: str, says: str) -> None:
    path = card_folder / EN_GARDE
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CardFileError) as e:
        check_card_data()  # the start-up check refuses it before any game begins
    assert (e.value.path, e.value.card, e.value.field) == (path, card, field)
    assert str(e.value).startswith(f"{EN_GARDE}: ") and says in str(e.value)


def test_a_sixth_value_or_a_missing_card_file_is_refused(card_folder: Path) -> None:
    path = card_folder / EN_GARDE
    english_only(card_folder)
    text = path.read_text(encoding="utf-8")
    path.write_text(text + '\n[[card]]\nid = "eg-6"\nname = "Six"\nvalue = 6\ncopies = 5\n', encoding="utf-8")
    with pytest.raises(CardFileError, match="card eg-6 value: must be one of 1, 2, 3, 4, 5"):
        read_deck([load_deck(path)])
    path.unlink()
    with pytest.raises(CardFileError, match="En Garde has one card file, not 0"):
        check_card_data()


def test_the_deck_may_list_a_value_in_several_entries(card_folder: Path) -> None:
    """Five cards of a value as one entry of 5 or two of 2 and 3: the deck is the same 25 cards."""
    path = card_folder / EN_GARDE
    english_only(card_folder)
    head, cards = entries(path.read_text(encoding="utf-8"))
    split = cards[0].replace("copies = 5", "copies = 2") + cards[0].replace("copies = 5", "copies = 3") \
        .replace('id = "eg-1"', 'id = "eg-1b"')
    path.write_text(head + split + "".join(cards[1:]), encoding="utf-8")
    check_card_data()
    assert Counter(fencing_deck()) == {v: COPIES for v in VALUES}
