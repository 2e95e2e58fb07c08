"""Card data: the decks follow their rulebooks, bad files are refused by name, every face fits."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from engine.core.cards import (
    CardFileError,
    add_card_folder,
    all_decks,
    decks_for,
    layouts,
    load_deck,
    remove_card_folder,
)
from engine.games.en_garde.cards import COPIES, VALUES
from gui.cardface.render import TextOverflow, check_fits, draw_card

GOOD = """
[deck]
game = "en-garde"
id = "test"
title = "Test"
back = "en-garde"
layout = "number"

[[card]]
id = "t-1"
name = "One"
value = 1
copies = 2
text = "Short."
"""


def test_en_garde_deck_is_the_rulebooks_25_cards_five_of_each_value() -> None:
    (deck,) = decks_for("en-garde")
    values = Counter(c.value for c in deck.printed())
    assert len(deck.printed()) == 25
    assert values == {v: COPIES for v in VALUES}


@pytest.mark.parametrize(
    ("text", "card", "field"),
    [
        (GOOD.replace("copies = 2", "copies = 0"), "t-1", "copies"),
        (GOOD.replace("value = 1", 'value = "one"'), "t-1", "value"),
        (GOOD.replace('name = "One"', "name = 3"), "t-1", "name"),
        (GOOD.replace('text = "Short."', 'text = "Short."\ncolour = "red"'), "t-1", "colour"),
        (GOOD.replace("[deck]", "[deck]\nsize = 3"), "", "deck.size"),
        (GOOD + '\n[[card]]\nid = "t-1"\nname = "Again"\n', "t-1", "id"),
        (GOOD.replace('game = "en-garde"\n', ""), "", "deck.game"),
    ],
)
def test_a_bad_card_file_is_refused_naming_file_card_and_field(
    tmp_path: Path, text: str, card: str, field: str
) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(text)
    with pytest.raises(CardFileError) as e:
        load_deck(path)
    assert e.value.card == card and e.value.field == field
    assert str(e.value).startswith("bad.toml: ")


def test_a_file_that_is_not_toml_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "broken.toml"
    path.write_text("[deck\n")
    with pytest.raises(CardFileError, match=r"broken\.toml: is not valid TOML"):
        load_deck(path)


def test_every_card_of_every_game_fits_its_layout(qtbot: QtBot) -> None:
    decks = [d for ds in all_decks().values() for d in ds]
    assert decks
    image = QImage(750, 1050, QImage.Format.Format_ARGB32)
    for deck in decks:
        for card in deck.cards:
            assert check_fits(card, deck) == [], card.id
            painter = QPainter(image)
            draw_card(painter, QRectF(0, 0, 750, 1050), card, deck)  # raises on overflow
            painter.end()


def test_text_too_long_for_its_box_is_an_error_naming_the_card(tmp_path: Path, qtbot: QtBot) -> None:
    path = tmp_path / "long.toml"
    path.write_text(GOOD.replace('text = "Short."', 'text = "' + "very long words " * 60 + '"'))
    deck = load_deck(path)
    assert check_fits(deck.cards[0], deck) == ["text"]
    image = QImage(750, 1050, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    with pytest.raises(TextOverflow, match=r"long\.toml: card t-1: text"):
        draw_card(painter, QRectF(0, 0, 750, 1050), deck.cards[0], deck)
    painter.end()


def test_an_added_card_folder_brings_its_decks_and_layouts_until_it_is_removed(tmp_path: Path) -> None:
    """A game shipped apart keeps its card files in a folder of its own, laid out as assets/cards."""
    (tmp_path / "layouts.toml").write_text('[back.brought]\npaper = "#123456"\nink = "#abcdef"\n')
    (tmp_path / "brought.toml").write_text(GOOD.replace('id = "test"', 'id = "brought"')
                                           .replace('back = "en-garde"', 'back = "brought"'))
    shipped = [d.id for d in all_decks()["en-garde"]]
    add_card_folder(tmp_path)
    try:
        assert "brought" in layouts()["back"] and "en-garde" in layouts()["back"]
        assert [d.id for d in all_decks()["en-garde"]] == [*shipped, "brought"]
    finally:
        remove_card_folder(tmp_path)
    assert "brought" not in layouts()["back"]
    assert [d.id for d in all_decks()["en-garde"]] == shipped


def test_an_added_folder_may_not_redefine_a_layout_or_back_already_there(tmp_path: Path) -> None:
    (tmp_path / "layouts.toml").write_text('[back.en-garde]\npaper = "#123456"\nink = "#abcdef"\n')
    add_card_folder(tmp_path)
    try:
        with pytest.raises(CardFileError, match=r"layouts\.toml: back\.en-garde: is already defined") as e:
            layouts()
        assert e.value.path == tmp_path / "layouts.toml"
    finally:
        remove_card_folder(tmp_path)
