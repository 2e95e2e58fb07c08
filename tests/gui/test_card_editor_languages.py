"""The card editor edits a card's name and text in each language the set speaks: the words go to
the set's i18n/<file>.<language>.toml (made when the set has none for that language), the face is
drawn in that language, undo puts back the very bytes (and takes away a file it made), a fault in
a language's words stands at its field in that language, and a change from elsewhere is taken in."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLineEdit, QPlainTextEdit
from pytestqt.qtbot import QtBot

from engine.store.cardsets import CardSet, new_card_set, read_card_set
from gui.cardsets import ERROR_STYLE, CardSetsWindow
from tests.gui.test_card_sets_window import type_into


@pytest.fixture
def win(qtbot: QtBot) -> Iterator[CardSetsWindow]:
    window = CardSetsWindow(None)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()


def open_set(win: CardSetsWindow, made: CardSet, row: int, lang: str) -> None:
    win.reload()
    win.set_list.setCurrentRow(next(i for i, s in enumerate(win.sets) if s.folder == made.folder))
    win.card_list.setCurrentRow(row)
    win.words_in.setCurrentIndex(win.words_in.findData(lang))


def words_of(made: CardSet, lang: str) -> Path:
    """The set's file of its cards' words in `lang`."""
    return made.folder / "i18n" / f"{Path(made.files[0][0]).stem}.{lang}.toml"


def test_a_name_typed_in_german_goes_to_the_german_file_only_and_undo_puts_back_its_bytes(
        win: CardSetsWindow) -> None:
    made = new_card_set("Gauls", "barditus", ["gallic"])
    (deck,) = made.decks
    row = next(i for i, (card, shown) in enumerate(zip(deck.cards, deck.in_language("de").cards, strict=True))
               if card.name != shown.name)
    open_set(win, made, row, "en")
    english_face = win.preview.pixmap().toImage()
    card_file, english = made.files[0]
    german = words_of(made, "de")
    before = german.read_bytes()
    win.words_in.setCurrentIndex(win.words_in.findData("de"))
    name = win.field_widget("name")
    assert isinstance(name, QLineEdit) and name.text() != win.editor.get(win.place, "name")  # type: ignore[union-attr]
    assert win.preview.pixmap().toImage() != english_face  # the face in German
    type_into(name, "Eidgenossen")
    assert win.card_list.item(row).text().startswith("Eidgenossen")  # the list speaks German too
    after = german.read_text(encoding="utf-8")
    assert 'name = "Eidgenossen"' in after
    assert (made.folder / card_file).read_text(encoding="utf-8") == english  # the English untouched
    changed = [line for line in after.splitlines() if line not in before.decode("utf-8").splitlines()]
    assert changed == ['name = "Eidgenossen"']  # every other line, comment and card stays
    assert win.undo_stack.count() == 1
    win.undo_stack.undo()
    assert german.read_bytes() == before
    assert read_card_set(made.folder).ok


def test_words_in_a_language_the_set_lacks_make_its_file_and_undo_takes_it_away(win: CardSetsWindow) -> None:
    made = new_card_set("Short", "en-garde")
    italian = words_of(made, "it")
    italian.unlink()
    open_set(win, made, 0, "it")
    name = win.field_widget("name")
    assert isinstance(name, QLineEdit) and name.text() == ""
    assert name.placeholderText() == win.editor.get(win.place, "name")  # type: ignore[union-attr]
    type_into(name, "Un passo")
    assert 'name = "Un passo"' in italian.read_text(encoding="utf-8")
    checked = read_card_set(made.folder)
    assert checked.ok, checked.errors  # a card not yet translated shows its English there
    assert checked.decks[0].in_language("it").cards[0].name == "Un passo"
    win.undo_stack.undo()
    assert not italian.exists()
    win.undo_stack.redo()
    assert 'name = "Un passo"' in italian.read_text(encoding="utf-8")


def test_a_fault_in_the_german_words_stands_at_the_german_field(win: CardSetsWindow, qtbot: QtBot) -> None:
    made = new_card_set("Numbers", "ready-fence")
    (deck,) = made.decks
    row = next(i for i, card in enumerate(deck.cards) if re.search(r"\d", card.text))  # a text with a number
    open_set(win, made, row, "de")
    text = win.field_widget("text")
    assert isinstance(text, QPlainTextEdit)
    text.setPlainText("Ein Stoß ohne Zahl.")  # the English numbers are gone: refused
    qtbot.waitUntil(win.field_errors["text"].isVisible)  # the form, made anew in German, is shown
    assert text.styleSheet() == ERROR_STYLE
    assert "numbers" in win.field_errors["text"].text()
    # in English the card's own text is sound; the problem, chosen, takes the designer to German
    win.words_in.setCurrentIndex(win.words_in.findData("en"))
    assert win.field_errors["text"].text() == ""
    problem = next(win.problems.item(i) for i in range(win.problems.count())
                   if "de.toml" in win.problems.item(i).text())
    win._go_to_problem(problem)
    assert win.language == "de"
    qtbot.waitUntil(win.field_errors["text"].isVisible)


def test_german_words_changed_by_another_program_are_taken_in(win: CardSetsWindow, qtbot: QtBot) -> None:
    made = new_card_set("Outside", "barditus", ["gallic"])
    open_set(win, made, 0, "de")
    name = win.field_widget("name")
    assert isinstance(name, QLineEdit)
    german = words_of(made, "de")
    text = german.read_text(encoding="utf-8")
    german.write_text(text.replace(f'name = "{name.text()}"', 'name = "Wölfe"', 1), encoding="utf-8")
    qtbot.waitUntil(lambda: win.field_widget("name").text() == "Wölfe", timeout=10_000)  # type: ignore[attr-defined]
    assert win.card_list.currentRow() == 0
