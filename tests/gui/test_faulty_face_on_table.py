"""A card set whose words do not fit its faces is refused where it is checked, naming the card and
the field; forced onto the table all the same, its cards show a placeholder face, the table and the
enlarged copy paint, and nothing brings Salle down."""

from __future__ import annotations

import re

from pytestqt.qtbot import QtBot

from engine.store.cardsets import (
    CardSet,
    new_card_set,
    read_card_set,
    register_face_check,
    unregister_face_check,
)
from engine.store.saves import Seat
from gui.cardface.fit import face_problems
from gui.cardface.painter import deck_card_pixmap, placeholder_pixmap
from gui.mainwindow import MainWindow
from gui.table.items import DeckCard

ANN = Seat("human", None, "Ann")
BEN = Seat("human", None, "Ben")
LONG = "A thrust that goes on and on, " * 14


def lengthened(card_set: CardSet) -> CardSet:
    """The set with every card's text made far too long for its box (as a designer's typing might)."""
    (deck,) = card_set.decks
    text = deck.source.read_text(encoding="utf-8")
    deck.source.write_text(re.sub(r'(?m)^text = "', f'text = "{LONG}', text), encoding="utf-8")
    return read_card_set(card_set.folder)


def test_the_check_refuses_words_that_do_not_fit_naming_card_and_field(qapp: object) -> None:
    faulty = lengthened(new_card_set("Long words", "ready-fence"))
    assert not faulty.ok and not faulty.decks
    first = faulty.errors[0]
    assert first.file == "ready-fence.toml" and first.card and first.field == "text"
    assert "does not fit its box" in first.problem
    # every card is named, each once
    cards = [p.card for p in faulty.errors if p.file == "ready-fence.toml"]
    assert len(cards) == len(set(cards)) > 5


def test_forced_onto_the_table_a_face_that_fails_is_a_placeholder_and_nothing_crashes(
        window: MainWindow, qtbot: QtBot) -> None:
    made = new_card_set("Long words", "ready-fence")
    unregister_face_check(face_problems)  # the check bypassed: what reaches the table if it failed
    try:
        forced = lengthened(made)
    finally:
        register_face_check(face_problems)
    assert forced.ok
    window.new_match("ready-fence", {}, (ANN, BEN), 5, card_set=forced)
    scene = window.scene
    qtbot.waitUntil(lambda: any(isinstance(i, DeckCard) and i.shows_face() and i.card for i in scene.items()))
    shown = [i for i in scene.items() if isinstance(i, DeckCard) and i.shows_face() and i.card]
    window.grab()  # the view's paintEvent, every card's paint() among it
    card = shown[0]
    face = deck_card_pixmap(card.GAME, card.deck, card.printing(card.card), 100, 140, 1.0).toImage()
    assert face == placeholder_pixmap(100, 140, 1.0).toImage()
    scene.zoom.show_card(card)  # the enlarged copy paints the same card through the view's painter
    assert scene.zoom.isVisible()
    window.grab()
    qtbot.wait(50)
    assert window.isVisible()
