"""The Card sets window: the form edits the file and the face, errors show at their field as
one types, undo/redo, duplicate/delete, a change made on disk by another editor is picked up,
and "Play this set" starts a match with the set (the new-game dialog offers it)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QLineEdit
from pytestqt.qtbot import QtBot

from engine.games.en_garde.cards import value_counts
from engine.store.cardsets import CardSet, card_set_in_play, new_card_set
from gui.cardsets import ERROR_STYLE, CardSetsWindow
from gui.mainwindow import MainWindow


@pytest.fixture
def sets_window(window: MainWindow, qtbot: QtBot) -> Iterator[CardSetsWindow]:
    window.show_card_sets()
    win = window.card_sets
    qtbot.addWidget(win)
    yield win
    win.close()


def choose(win: CardSetsWindow, card_set: CardSet, card: int = 0) -> None:
    win.reload()
    win.set_list.setCurrentRow(next(i for i, s in enumerate(win.sets) if s.folder == card_set.folder))
    win.card_list.setCurrentRow(card)


def type_into(widget: QLineEdit, text: str) -> None:
    widget.setFocus()
    widget.selectAll()
    for ch in text:
        widget.insert(ch)
        widget.textEdited.emit(widget.text())


def test_typing_a_name_changes_the_file_the_list_and_the_face_and_undo_restores_it(
        sets_window: CardSetsWindow) -> None:
    made = new_card_set("Gauls", "barditus", ["gallic"])
    choose(sets_window, made, 1)
    (name, before), = made.files
    face = sets_window.preview.pixmap().toImage()
    type_into(sets_window.field_widget("name"), "Oath band")
    text = (made.folder / name).read_text(encoding="utf-8")
    assert 'name = "Oath band"' in text and sets_window.card_list.item(1).text() == "Oath band"
    assert sets_window.preview.pixmap().toImage() != face
    assert sets_window.undo_stack.count() == 1  # the typing is one step
    sets_window.undo_stack.undo()
    assert (made.folder / name).read_text(encoding="utf-8") == before
    assert sets_window.field_widget("name").text() == "Soldurii"  # type: ignore[attr-defined]
    sets_window.undo_stack.redo()
    assert 'name = "Oath band"' in (made.folder / name).read_text(encoding="utf-8")


def test_a_fault_shows_at_its_field_as_one_types_and_the_set_cannot_be_played(
        sets_window: CardSetsWindow) -> None:
    made = new_card_set("Gauls", "barditus", ["gallic"])
    choose(sets_window, made, 0)
    quality = sets_window.field_widget("rules.quality")
    assert isinstance(quality, QComboBox)
    quality.setCurrentIndex(quality.findData(None))
    assert "must be one of militia" in sets_window.problem_at("rules.quality")
    assert quality.styleSheet() == ERROR_STYLE and sets_window.problem_at("name") == ""
    assert not sets_window.play_action.isEnabled()
    assert "card warriors rules.quality" in sets_window.problems.item(0).text()
    sets_window.undo_stack.undo()
    assert sets_window.problem_at("rules.quality") == "" and sets_window.play_action.isEnabled()


def test_duplicate_and_delete_are_undone(sets_window: CardSetsWindow) -> None:
    made = new_card_set("Gauls", "barditus", ["gallic"])
    choose(sets_window, made, 2)
    count = sets_window.card_list.count()
    sets_window.duplicate_card()
    assert sets_window.card_list.count() == count + 1 and sets_window.card_list.currentRow() == 3
    assert sets_window.field_widget("id").text() == "levy-2"  # type: ignore[attr-defined]
    sets_window.delete_card()
    assert sets_window.card_list.count() == count
    sets_window.undo_stack.undo()  # the copy is back
    assert sets_window.card_list.count() == count + 1
    sets_window.undo_stack.undo()
    sets_window.undo_stack.undo()
    assert sets_window.card_list.count() == count
    (name, before), = made.files
    assert (made.folder / name).read_text(encoding="utf-8") == before


def test_a_change_on_disk_by_another_editor_is_picked_up(sets_window: CardSetsWindow, qtbot: QtBot) -> None:
    made = new_card_set("Gauls", "barditus", ["gallic"])
    choose(sets_window, made, 0)
    (name, text), = made.files
    (made.folder / name).write_text(text.replace('name = "Warriors"', 'name = "Wolves"'), encoding="utf-8")
    qtbot.waitUntil(lambda: sets_window.card_list.item(0).text() == "Wolves", timeout=10_000)
    assert sets_window.field_widget("name").text() == "Wolves"  # type: ignore[attr-defined]
    new_card_set("Later", "en-garde")  # a new set's folder appears in the list by itself
    qtbot.waitUntil(lambda: any(s.name == "Later" for s in sets_window.sets), timeout=10_000)


def test_play_this_set_starts_a_match_with_it(sets_window: CardSetsWindow, window: MainWindow,
                                              monkeypatch: pytest.MonkeyPatch, qtbot: QtBot) -> None:
    from gui.dialogs import newgame

    made = new_card_set("Few ones", "en-garde")
    (name, text), = made.files
    at = text.index("copies = ", text.index('id = "eg-1"'))
    (made.folder / name).write_text(text[:at] + "copies = 2" + text[at + 10:], encoding="utf-8")
    choose(sets_window, made)
    offered: list[str] = []

    def accept(dialog: newgame.NewGameDialog) -> int:
        offered.extend(dialog.cards_combo.itemText(i) for i in range(dialog.cards_combo.count()))
        return 1

    monkeypatch.setattr(newgame.NewGameDialog, "exec", accept)
    # the changed card's faces are judged off the window's thread; the set plays once they are
    qtbot.waitUntil(sets_window.play_action.isEnabled, timeout=30_000)
    sets_window.play_action.trigger()
    assert offered == ["The shipped cards", "Few ones"]
    assert window.match is not None and window.match.card_set is not None
    assert window.match.card_set.name == "Few ones" and card_set_in_play() == window.match.card_set
    assert value_counts()[1] == 2


def test_the_undo_step_is_named_in_the_sentence_of_each_language(window: MainWindow, qtbot: QtBot) -> None:
    from gui.i18n import use_language

    made = new_card_set("Gauls", "barditus", ["gallic"])
    use_language("de")
    window.show_card_sets()
    win = window.card_sets
    qtbot.addWidget(win)
    choose(win, made, 1)
    win.words_in.setCurrentIndex(win.words_in.findData("en"))  # the card file's own field
    undo, redo = (next(a for a in win.findChildren(QAction) if a.shortcut() == QKeySequence(key))
                  for key in (QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo))
    assert undo.text() == "Rückgängig"  # nothing to undo yet: the action alone
    type_into(win.field_widget("name"), "Eidbund")
    # the step's name sits where German puts it, never glued to the word ("RückgängigName …")
    assert undo.text() == "Name ändern rückgängig machen"
    win.undo_stack.undo()
    assert redo.text() == "Name ändern wiederherstellen"
    win.close()


def test_a_set_opened_again_goes_on_from_what_was_written(sets_window: CardSetsWindow) -> None:
    first = new_card_set("First", "ready-fence")
    new_card_set("Second", "ready-fence")
    choose(sets_window, first, 1)
    type_into(sets_window.field_widget("name"), "Edited once")
    second_row = next(i for i, s in enumerate(sets_window.sets) if s.folder != first.folder)
    first_row = next(i for i, s in enumerate(sets_window.sets) if s.folder == first.folder)
    sets_window.set_list.setCurrentRow(second_row)
    sets_window.set_list.setCurrentRow(first_row)  # no reload between: the window's own list
    assert sets_window.card_list.item(1).text() == "Edited once"
    sets_window.card_list.setCurrentRow(2)
    type_into(sets_window.field_widget("name"), "Edited twice")
    (name, _), = first.files
    text = (first.folder / name).read_text(encoding="utf-8")
    assert 'name = "Edited once"' in text and 'name = "Edited twice"' in text


def test_the_editor_reads_each_card_file_once_as_a_set_opens(sets_window: CardSetsWindow,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    import engine.store.cardedit as cardedit
    import engine.store.cardsets as cardsets

    made = new_card_set("Once", "ready-fence")
    (name, _), = made.files
    parsed: list[str] = []
    for module in (cardsets, cardedit):
        real = module.parse_toml_text

        def counted(text: str, kind: str, source: str = "", real: object = real) -> object:
            parsed.append(source)
            return real(text, kind, source)  # type: ignore[operator]
        monkeypatch.setattr(module, "parse_toml_text", counted)
    choose(sets_window, made)
    opened = parsed.count(name)
    parsed.clear()
    sets_window.set_list.setCurrentRow(sets_window.set_list.currentRow())
    sets_window._open(sets_window.current_set())
    assert parsed.count(name) == 0 and opened == 1  # reading the set parsed it; the editor took that
