"""The card editor driven as a designer drives it, with real pauses between the edits (longer than
the file watcher's settling time): each edit lands in the card that is shown, the editor's own
writes are no news to its file watcher, undo and redo put back the very bytes, a change made by
another program keeps the card shown, and a value left empty is marked at its field while the
form stays.

A pause lasts as long as the window takes to settle (the watcher has told of the write and the set
was read again), never a fixed time: at least the watcher's settling time, as with a person."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
import tomlkit
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QSpinBox, QStyle, QStyleOptionSpinBox
from pytestqt.qtbot import QtBot

from engine.store.cardsets import CardSet, new_card_set
from gui.cardsets import ERROR_STYLE, CardSetsWindow
from gui.mainwindow import MainWindow

GALLIC = "barditus-gallic.toml"


class Settling:
    """How often the window read its folders again after the watcher told of a change (its settling
    timer ran out), and how often had been waited for."""

    def __init__(self, win: CardSetsWindow) -> None:
        self.win, self.heard, self.waited = win, 0, 0
        win._reread.timeout.connect(self._heard)

    def _heard(self) -> None:
        self.heard += 1

    def quiet(self) -> bool:
        return not self.win._reread.isActive() and not self.win._checking


SETTLING: dict[int, Settling] = {}


@pytest.fixture
def sets_window(window: MainWindow, qtbot: QtBot) -> Iterator[CardSetsWindow]:
    window.show_card_sets()
    win = window.card_sets
    qtbot.addWidget(win)
    win.resize(1200, 800)
    SETTLING[id(win)] = Settling(win)
    yield win
    del SETTLING[id(win)]
    win.close()


def pause(qtbot: QtBot, win: CardSetsWindow, wrote: bool = True) -> None:
    """A person's pause between two edits: after a write (`wrote`), until the watcher has told of
    it and the window, its settling time over, has read its folders again; in any case until no
    reading or check of the set is under way."""
    settling = SETTLING[id(win)]
    QCoreApplication.processEvents()  # the watcher's notice of a write is waiting: it is heard now
    if wrote:
        qtbot.waitUntil(lambda: settling.heard > settling.waited, timeout=5000)
    qtbot.waitUntil(settling.quiet, timeout=5000)
    settling.waited = settling.heard


def open_card(win: CardSetsWindow, qtbot: QtBot, card_set: CardSet, card: int) -> None:
    win.reload()
    win.set_list.setCurrentRow(next(i for i, s in enumerate(win.sets) if s.folder == card_set.folder))
    pause(qtbot, win, wrote=False)  # the set's folder settles (a new set was just copied into it)
    win.card_list.setCurrentRow(card)
    pause(qtbot, win, wrote=False)


def click_up(qtbot: QtBot, spin: QSpinBox) -> None:
    """A click on the spin box's up arrow, where a person clicks."""
    option = QStyleOptionSpinBox()
    spin.initStyleOption(option)
    rect = spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option,
                                       QStyle.SubControl.SC_SpinBoxUp, spin)
    qtbot.mouseClick(spin, Qt.MouseButton.LeftButton, pos=rect.center())


def retype(qtbot: QtBot, line: QLineEdit, text: str) -> None:
    """Select the field's text and type over it, key by key."""
    line.setFocus()
    qtbot.keyClick(line, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(line, text)


def cards_of(text: str) -> list[str]:
    """The file cut at its [[card]] headers: the head, then each card with what follows it."""
    return text.split("\n[[card]]\n")


def test_edits_at_human_speed_change_only_the_card_shown_and_undo_restores_the_bytes(
        sets_window: CardSetsWindow, qtbot: QtBot) -> None:
    made = new_card_set("Gauls", "barditus", ["gallic"])
    path = made.folder / GALLIC
    before = path.read_bytes()
    open_card(sets_window, qtbot, made, 2)  # the third card: the levy
    spin = sets_window.field_widget("value")
    assert isinstance(spin, QSpinBox)
    value = spin.value()
    click_up(qtbot, spin)
    pause(qtbot, sets_window)
    click_up(qtbot, spin)
    pause(qtbot, sets_window)
    name = sets_window.field_widget("name")
    assert isinstance(name, QLineEdit)
    retype(qtbot, name, "Young")
    pause(qtbot, sets_window)
    qtbot.keyClicks(name, " men")
    pause(qtbot, sets_window)
    assert sets_window.card_list.currentRow() == 2 and name.text() == "Young men"

    expected = tomlkit.parse(before.decode("utf-8"))
    expected["card"][2]["value"] = value + 2
    expected["card"][2]["name"] = "Young men"
    after = path.read_bytes()
    assert after == tomlkit.dumps(expected).encode("utf-8")
    old_cards, new_cards = cards_of(before.decode("utf-8")), cards_of(after.decode("utf-8"))
    assert [i for i, (a, b) in enumerate(zip(old_cards, new_cards, strict=True)) if a != b] == [3]
    assert sets_window.undo_stack.count() == 2  # the clicks are one step, the typing another

    while sets_window.undo_stack.canUndo():
        sets_window.undo_action.trigger()
        pause(qtbot, sets_window)
    pause(qtbot, sets_window, wrote=False)
    assert path.read_bytes() == before
    assert sets_window.card_list.currentRow() == 2 and name.text() == "Levy"
    while sets_window.undo_stack.canRedo():
        sets_window.redo_action.trigger()
        pause(qtbot, sets_window)
    pause(qtbot, sets_window, wrote=False)
    assert path.read_bytes() == after
    assert sets_window.card_list.currentRow() == 2 and spin.value() == value + 2


def test_a_change_from_another_program_keeps_the_card_shown_and_the_undo_that_still_applies(
        sets_window: CardSetsWindow, qtbot: QtBot) -> None:
    made = new_card_set("Three armies", "barditus")
    gallic = made.folder / GALLIC
    roman = made.folder / "barditus-roman.toml"
    gallic_before = gallic.read_bytes()
    open_card(sets_window, qtbot, made, 2)
    name = sets_window.field_widget("name")
    assert isinstance(name, QLineEdit) and name.text() == "Levy"
    retype(qtbot, name, "Young men")
    pause(qtbot, sets_window)

    # another program changes a card of another file: the steps on this one still apply
    text = roman.read_text(encoding="utf-8")
    roman.write_text(text.replace("\n[[card]]\n", "\n# a note from another program\n[[card]]\n", 1),
                     encoding="utf-8")
    qtbot.waitUntil(lambda: "another program" in sets_window.statusBar().currentMessage(), timeout=5000)
    assert sets_window.card_list.currentRow() == 2 and name.text() == "Young men"
    assert sets_window.undo_stack.canUndo()
    sets_window.undo_action.trigger()
    assert gallic.read_bytes() == gallic_before
    sets_window.redo_action.trigger()
    pause(qtbot, sets_window)

    # and a card of the file being edited: the card stays shown, found by its id, though it
    # moved, and the steps made on the file as it was are forgotten, which the status line says
    text = gallic.read_text(encoding="utf-8")
    first = text.index("\n[[card]]\n")
    gallic.write_text(text[:first] + '\n[[card]]\nid = "boars"\nname = "Boars"\nvalue = 1\ncopies = 1\n'
                      '[card.rules]\nline = "rear"\nslots = ["N"]\n' + text[first:], encoding="utf-8")
    qtbot.waitUntil(lambda: sets_window.card_list.count() > 0
                    and sets_window.card_list.item(0).text().startswith("Boars"), timeout=5000)
    assert sets_window.card_list.currentRow() == 3 and name.text() == "Young men"
    assert not sets_window.undo_stack.canUndo()
    assert GALLIC in sets_window.statusBar().currentMessage()
    assert "forgotten" in sets_window.statusBar().currentMessage()


@pytest.mark.parametrize("key", ["name", "id"])
def test_a_field_left_empty_is_marked_there_and_the_set_stays_editable(
        sets_window: CardSetsWindow, qtbot: QtBot, key: str) -> None:
    made = new_card_set("Gauls", "barditus", ["gallic"])
    path = made.folder / GALLIC
    open_card(sets_window, qtbot, made, 2)
    line = sets_window.field_widget(key)
    assert isinstance(line, QLineEdit)
    line.setFocus()
    qtbot.keyClick(line, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(line, Qt.Key.Key_Backspace)
    pause(qtbot, sets_window)
    # the form stays, with the fault under the field, for this card and for every other
    assert sets_window.card_list.currentRow() == 2 and sets_window.field_widget(key) is line
    assert line.isVisible() and line.styleSheet() == ERROR_STYLE
    shown = sets_window.field_errors[key]
    assert shown.isVisible() and "must not be empty" in shown.text()
    assert not sets_window.play_action.isEnabled()
    sets_window.card_list.setCurrentRow(0)
    pause(qtbot, sets_window, wrote=False)
    assert sets_window.field_widget("name").isVisible()
    assert not sets_window.field_errors[key].isVisible()
    sets_window.card_list.setCurrentRow(2)
    pause(qtbot, sets_window, wrote=False)
    line.setFocus()
    qtbot.keyClicks(line, "young-men")
    pause(qtbot, sets_window)
    assert f'{key} = "young-men"' in path.read_text(encoding="utf-8")
    assert not sets_window.field_errors[key].isVisible() and sets_window.play_action.isEnabled()


def test_a_fault_made_by_an_edit_is_shown_at_that_field_of_that_card(
        sets_window: CardSetsWindow, qtbot: QtBot) -> None:
    made = new_card_set("Gauls", "barditus", ["gallic"])
    open_card(sets_window, qtbot, made, 3)
    quality = sets_window.field_widget("rules.quality")
    assert isinstance(quality, QComboBox)
    quality.setCurrentIndex(quality.findData(None))
    pause(qtbot, sets_window)
    assert sets_window.card_list.currentRow() == 3
    assert "must be one of militia" in sets_window.field_errors["rules.quality"].text()
    assert sets_window.field_errors["rules.quality"].isVisible()
    assert [k for k, label in sets_window.field_errors.items() if label.isVisible()] == ["rules.quality"]
    assert quality.styleSheet() == ERROR_STYLE


def test_the_window_reads_the_set_once_for_its_own_write(sets_window: CardSetsWindow, qtbot: QtBot,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The watcher's signal after the editor's own write costs no reading and checking of sets."""
    from gui import cardsets

    made = new_card_set("Gauls", "barditus", ["gallic"])
    open_card(sets_window, qtbot, made, 1)
    read: list[Path] = []
    real = cardsets.read_card_set
    monkeypatch.setattr(cardsets, "read_card_set", lambda folder, *a: read.append(folder) or real(folder, *a))
    monkeypatch.setattr(cardsets, "list_card_sets", lambda *a: pytest.fail("every set read again"))
    spin = sets_window.field_widget("copies")
    assert isinstance(spin, QSpinBox)
    click_up(qtbot, spin)
    pause(qtbot, sets_window)
    assert read == [] and sets_window.undo_stack.count() == 1


def test_slot_rows_typed_key_by_key_keep_the_file_readable_and_undo_restores_it(
        sets_window: CardSetsWindow, qtbot: QtBot) -> None:
    made = new_card_set("Gauls", "barditus", ["gallic"])
    path = made.folder / GALLIC
    before = path.read_bytes()
    open_card(sets_window, qtbot, made, 2)
    slots = sets_window.field_widget("rules.slots")
    assert isinstance(slots, QLineEdit)
    slots.setFocus()
    qtbot.keyClick(slots, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    for word in ("XXXX", " OO", " dd", " N"):  # fewer rows, then more than there were
        qtbot.keyClicks(slots, word)
        pause(qtbot, sets_window)
        tomllib.loads(path.read_text(encoding="utf-8"))
        assert "not valid TOML" not in sets_window.problems.item(0).text()
    pause(qtbot, sets_window, wrote=False)
    levy = tomllib.loads(path.read_text(encoding="utf-8"))["card"][2]
    assert levy["rules"]["slots"] == ["XXXX", "OO", "dd", "N"]
    old_cards, new_cards = cards_of(before.decode("utf-8")), cards_of(path.read_text(encoding="utf-8"))
    assert [i for i, (a, b) in enumerate(zip(old_cards, new_cards, strict=True)) if a != b] == [3]
    while sets_window.undo_stack.canUndo():
        sets_window.undo_action.trigger()
    pause(qtbot, sets_window)
    assert path.read_bytes() == before and slots.text() == "XXX OO ddd"


def test_a_problem_chosen_in_the_list_shows_its_card_with_the_fault_at_its_field(
        sets_window: CardSetsWindow, qtbot: QtBot) -> None:
    made = new_card_set("Gauls", "barditus", ["gallic"])
    path = made.folder / GALLIC
    open_card(sets_window, qtbot, made, 0)
    # another program spoils the fourth card (the horsemen's quality) while the first is shown
    text = path.read_text(encoding="utf-8")
    at = text.index("quality = ", text.index('id = "horsemen"'))
    path.write_text(text[:at] + 'quality = "heroic"' + text[text.index("\n", at):], encoding="utf-8")
    qtbot.waitUntil(lambda: "horsemen" in sets_window.problems.item(0).text(), timeout=5000)
    assert sets_window.card_list.currentRow() == 0
    assert not any(label.isVisible() for label in sets_window.field_errors.values())
    problems = sets_window.problems
    qtbot.mouseClick(problems.viewport(), Qt.MouseButton.LeftButton,
                     pos=problems.visualItemRect(problems.item(0)).center())
    assert sets_window.card_list.currentRow() == 3
    shown = sets_window.field_errors["rules.quality"]
    assert shown.isVisible() and "'heroic'" in shown.text()


def test_the_open_set_removed_by_another_program_leaves_the_list(
        sets_window: CardSetsWindow, qtbot: QtBot) -> None:
    import shutil

    made = new_card_set("Gauls", "barditus", ["gallic"])
    new_card_set("Romans", "barditus", ["roman"])
    open_card(sets_window, qtbot, made, 1)
    shutil.rmtree(made.folder)
    qtbot.waitUntil(lambda: [s.name for s in sets_window.sets] == ["Romans"], timeout=5000)
    assert sets_window.editor is not None and sets_window.editor.folder.name == "Romans"
