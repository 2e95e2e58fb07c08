"""The card data's own files (the card files, layouts.toml and the languages' files in i18n/) are
read by the one safe reader: a pipe, a link to a device, deep nesting or a huge number there is
refused at once, naming the file, never a hang or a traceback."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.core.card_languages import OTHER_LANGUAGES, translation_file
from engine.core.cards import CardFileError, forget_card_data, layouts, shipped_decks
from tests.store.fifo import at_once, make_fifo


def translations(cards: Path) -> Path:
    return translation_file(cards / "en-garde.toml", OTHER_LANGUAGES[0])


def layout_file(cards: Path) -> Path:
    return cards / "layouts.toml"


def reading_everything() -> object:
    forget_card_data()
    layouts()
    return shipped_decks()


WHERE: list[Callable[[Path], Path]] = [translations, layout_file]


@pytest.mark.parametrize("where", WHERE, ids=lambda w: w.__name__)
@pytest.mark.parametrize("damage", ["pipe", "device", "deep", "huge", "folder"])
def test_a_card_folders_file_that_cannot_be_one_is_refused_naming_it(
        card_folder: Path, where: Callable[[Path], Path], damage: str) -> None:
    path = where(card_folder)
    path.unlink()
    if damage == "pipe":
        make_fifo(path)
    elif damage == "device":
        path.symlink_to("/dev/zero")
    elif damage == "folder":
        path.mkdir()
    else:
        nested = "[" * 10_000 + "]" * 10_000
        path.write_text(f"x = {nested}\n" if damage == "deep" else f"x = {'9' * 5000}\n")
    with pytest.raises(CardFileError) as caught:
        if damage == "pipe":
            at_once(path, reading_everything)
        else:
            reading_everything()
    assert str(caught.value).startswith(f"{path.name}: ")
    assert caught.value.path == path
    if damage == "pipe":
        assert "pipe" in str(caught.value) and os.path.exists(path)


def test_a_number_too_large_in_a_card_is_named_by_card_and_field(card_folder: Path) -> None:
    path = card_folder / "en-garde.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("\ncopies = 5", f"\ncopies = {2**70}", 1), encoding="utf-8")
    with pytest.raises(CardFileError) as caught:
        reading_everything()
    assert caught.value.field.startswith("card[") and caught.value.field.endswith("].copies")
    assert "is not a number a card file can hold" in str(caught.value)
