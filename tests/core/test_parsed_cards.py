"""The index of parsed card files that the installed program reads instead of parsing its TOML:
what it gives is exactly what the files say, a file changed since is read from its bytes, and a
damaged index is only slower."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from engine.core.cards import Deck, all_decks, forget_card_data, layouts
from engine.core.parsed_cards import INDEX_NAME, digest, index_of, main, parsed_before
from engine.games import check_card_data


def decks_without_source() -> dict[str, list[Deck]]:
    return {game: [replace(d, source=Path(d.source.name)) for d in decks]
            for game, decks in all_decks().items()}


@pytest.mark.no_compiled_code
def test_every_shipped_card_file_is_indexed(card_folder: Path) -> None:
    index = index_of(card_folder)
    files = sorted(card_folder.rglob("*.toml"))
    assert len(files) > 30  # the decks, layouts.toml and their translations
    assert {digest(p.read_bytes()) for p in files} == set(index)


def test_the_index_gives_the_decks_the_files_give(card_folder: Path) -> None:
    parsed = decks_without_source()
    shapes = layouts()
    assert main([str(card_folder.parent / INDEX_NAME)]) == 0
    forget_card_data()
    assert parsed_before((card_folder / "en-garde.toml").read_bytes()) is not None  # it is used
    assert decks_without_source() == parsed
    assert layouts() == shapes
    check_card_data()


@pytest.mark.no_compiled_code
def test_a_file_changed_since_is_read_from_its_bytes(card_folder: Path) -> None:
    assert main([str(card_folder.parent / INDEX_NAME)]) == 0
    deck = card_folder / "en-garde.toml"
    text = deck.read_text(encoding="utf-8")
    name = all_decks()["en-garde"][0].cards[0].name
    deck.write_text(text.replace(f'name = "{name}"', 'name = "Changed"', 1), encoding="utf-8")
    forget_card_data()
    assert all_decks()["en-garde"][0].cards[0].name == "Changed"


@pytest.mark.no_compiled_code
@pytest.mark.parametrize("damage", [b"{not json", b"[1, 2]", b'{"x": 3}', b"\xff\xfe"])
def test_a_damaged_index_is_passed_over(card_folder: Path, damage: bytes) -> None:
    parsed = decks_without_source()
    (card_folder.parent / INDEX_NAME).write_bytes(damage)
    forget_card_data()
    assert decks_without_source() == parsed


@pytest.mark.no_compiled_code
def test_an_entry_that_is_not_tables_is_passed_over(card_folder: Path) -> None:
    raw = (card_folder / "en-garde.toml").read_bytes()
    (card_folder.parent / INDEX_NAME).write_text(json.dumps({digest(raw): "[1]"}), encoding="utf-8")
    forget_card_data()
    assert parsed_before(raw) is None
    assert all_decks()["en-garde"]


@pytest.mark.no_compiled_code
def test_the_builder_says_its_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 2
    assert "usage" in capsys.readouterr().err
