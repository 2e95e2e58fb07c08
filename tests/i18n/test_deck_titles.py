"""Deck titles the Balance window and `salle balance` show read in the language shown, as the card
faces and the new-game options do ("Römische Legion gegen Gallische Kriegerschar", not English)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication

from engine.core.cards import decks_for
from engine.tools.balance import deck_titles
from gui.i18n import use_language


@pytest.fixture
def german(qapp: QCoreApplication) -> Iterator[None]:
    use_language("de")
    yield
    use_language("en")


@pytest.mark.parametrize("game", ["barditus", "audatia"])
def test_the_paired_decks_are_titled_in_the_language_shown(german: None, game: str) -> None:
    titles = deck_titles(game)
    decks = {d.id: d for d in decks_for(game)}
    assert titles and all(titles[i] == decks[i].titles["de"] for i in titles)
    if game == "barditus":  # its armies' titles are words; Audatia's characters keep their names
        assert all(titles[i] != decks[i].title for i in titles)
