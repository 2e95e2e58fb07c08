"""The Card sets window: the player's sets (with their faults), the cards of one, a form for the
card built from its game's card schema, the face drawn live by the table's renderer, undo/redo,
and "Play this set".

Every change is an undoable command that rewrites the set's file at once through tomlkit
(engine.store.cardedit), so comments and order stay; the set is checked by its game's own rules
after each change (off the window's thread for a set whose check is slow), and a fault in the
card shown is marked at its field, in words under it. Undo and redo put back the file's very
bytes. A file watcher takes in changes made on disk by another program, keeping the card shown
and the undo steps that still apply; the editor's own writes are no news to it.
"""

from __future__ import annotations

import contextlib
import threading
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QFileSystemWatcher, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QPixmap, QResizeEvent, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from engine.core.card_languages import FOLDER as LANGUAGE_FOLDER
from engine.core.cards import CardFileError, forget_card_data
from engine.core.cardschema import CHOICE, FLAG, LONG, ROWS, SOME, TEXT, WHOLE, FieldSpec
from engine.core.errors import SalleError
from engine.core.i18n import LANGUAGES, SOURCE_LANGUAGE, language, translate
from engine.core.safe_read import UnreadableFile
from engine.games import all_games, get_game
from engine.store.cardedit import CardPlace, Patch, SetEditor, check_texts, words_file
from engine.store.cardsets import CardSet, list_card_sets, new_card_set, read_card_set, shipped_sources
from engine.store.paths import card_sets_dir
from gui.cardface.fit import Patience
from gui.cardface.painter import face_pixmap

if TYPE_CHECKING:
    from gui.mainwindow import MainWindow

PREVIEW_WIDTH = 250  # the face's least width in pixels; it grows with the window
SMALLEST_PREVIEW = 180  # a face drawn smaller than this no longer reads well
NARROW = 1000  # a window narrower than this (portrait) puts the face under the form
CARD_WIDTH, CARD_HEIGHT = 63, 88  # a poker card's millimetres: the face's proportions
ERROR_STYLE = "border: 2px solid #c0392b;"
ERROR_TEXT_STYLE = "color: #c0392b;"
# the fields a card has in each language (a set's i18n/ files); every other field is the same in all
WORDS = ("name", "text")


def _schema_word(text: str) -> str:
    return translate("CardSchema", text)


class FacePreview(QLabel):
    """Where the card's face is drawn: as large as its room allows, never smaller than the
    smallest face that reads well (SMALLEST_PREVIEW)."""

    resized = Signal()

    def face_width(self) -> int:
        room = min(self.width() - 16, round((self.height() - 16) * CARD_WIDTH / CARD_HEIGHT))
        return max(SMALLEST_PREVIEW, room)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()


class SetChange(QUndoCommand):
    """One change of one card file, kept as the patch of its text, so undo and redo put back the
    very bytes there were; typing in one field of one card merges into one step."""

    ID = 2101

    def __init__(self, window: CardSetsWindow, words: str, file: str,
                 change: Callable[[SetEditor], CardPlace], before: CardPlace,
                 merge: tuple[CardPlace, str] | None = None) -> None:
        super().__init__(words)
        self.window, self.file, self.change, self.before, self.merge = window, file, change, before, merge
        self.after = before
        self.patch: Patch | None = None

    def id(self) -> int:
        return self.ID if self.merge is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        editor = self.window.editor
        if (not isinstance(other, SetChange) or other.merge is None or other.merge != self.merge
                or self.patch is None or other.patch is None or editor is None):
            return False
        now = editor.written.get(self.file, "")
        self.patch = Patch.between(self.file, self.patch.backward(other.patch.backward(now)), now)
        return True

    def redo(self) -> None:
        editor = self.window.editor
        if editor is None:
            return
        if self.patch is None:  # the first time: the change is made, and its patch kept
            text = editor.written.get(self.file, "")  # a language file may be made by the change
            made: list[CardPlace] = []
            self.window.apply(lambda ed: made.append(self.change(ed)),
                              lambda: made[0] if made else self.before)
            if made:
                self.after = made[0]
            self.patch = Patch.between(self.file, text, editor.written.get(self.file, ""))
        else:
            self.window.step(self.patch, True, self.after)

    def undo(self) -> None:
        if self.patch is not None:
            self.window.step(self.patch, False, self.before)


class NewSetDialog(QDialog):
    """A new set's name, and the shipped deck (or a game's every deck) it starts from."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New card set"))
        self.name = QLineEdit()
        self.source = QComboBox()
        for game in all_games().values():
            try:
                decks = list(shipped_sources(game.name))
            except SalleError:
                continue
            if len(decks) > 1:
                for deck in decks:
                    self.source.addItem(f"{game.title}: {deck}", (game.name, [deck]))
            self.source.addItem(self.tr("{game}: every deck").format(game=game.title), (game.name, []))
        form = QFormLayout(self)
        form.addRow(self.tr("&Name"), self.name)
        form.addRow(self.tr("&From"), self.source)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok | cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


class CardSetsWindow(QMainWindow):
    """The designer's workbench for card sets (Game ▸ Card sets…)."""

    setsChanged = Signal()
    checked = Signal(object, object, object)  # a check made on a thread: the editor, its texts, the result

    def __init__(self, window: MainWindow | None = None) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("Card sets"))
        self.main = window
        self.sets: list[CardSet] = []
        self.editor: SetEditor | None = None
        self.place: CardPlace | None = None
        self.fields: dict[str, Any] = {}
        self.field_errors: dict[str, QLabel] = {}
        self._filling = False
        self.undo_stack = QUndoStack(self)
        self._touched: set[str] = set()  # the files the steps in the undo stack changed
        self._changed: set[str] = set()  # what the file watcher saw change since it was last read
        self._checking = self._check_again = False
        self.checked.connect(self._on_checked)

        tools = QToolBar(self.tr("Card sets"))
        tools.setObjectName("card-sets-tools")
        self.addToolBar(tools)
        self.new_action = tools.addAction(self.tr("New from…"), self.new_set)
        self.add_action = tools.addAction(self.tr("Add folder…"), self.add_folder)
        tools.addSeparator()
        # no prefix of ours: Qt's own template ("Undo %1", German "%1 rückgängig machen") puts
        # the step's name where each language wants it; a prefix would be glued in front of it
        self.undo_action = self.undo_stack.createUndoAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.undo_stack.createRedoAction(self)
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        tools.addAction(self.undo_action)
        tools.addAction(self.redo_action)
        tools.addSeparator()
        # the language the card's name and text are edited in: English in the card file, the
        # others in the set's i18n/ files; the face is drawn in it
        self.words_in = QComboBox()
        for code, name in LANGUAGES.items():
            self.words_in.addItem(name, code)
        self.words_in.setCurrentIndex(max(0, self.words_in.findData(language())))
        self.words_in.setAccessibleName(self.tr("The language of the card's words"))
        self.words_in.currentIndexChanged.connect(self._on_language_chosen)
        words_label = QLabel(self.tr("&Words in "))
        words_label.setBuddy(self.words_in)
        tools.addWidget(words_label)
        tools.addWidget(self.words_in)
        tools.addSeparator()
        self.play_action = tools.addAction(self.tr("Play this set…"), self.play_set)
        self.balance_action = tools.addAction(self.tr("Balance…"), self.balance_set)

        self.set_list = QListWidget()
        self.set_list.setAccessibleName(self.tr("Card sets"))
        self.set_list.currentRowChanged.connect(self._on_set_chosen)
        self.card_list = QListWidget()
        self.card_list.setAccessibleName(self.tr("Cards of the set"))
        self.card_list.currentRowChanged.connect(self._on_card_chosen)
        self.duplicate_button = QPushButton(self.tr("&Duplicate"))
        self.duplicate_button.clicked.connect(self.duplicate_card)
        self.delete_button = QPushButton(self.tr("De&lete"))
        self.delete_button.clicked.connect(self.delete_card)
        card_buttons = QHBoxLayout()
        card_buttons.addWidget(self.duplicate_button)
        card_buttons.addWidget(self.delete_button)
        cards_box = QWidget()
        cards_layout = QVBoxLayout(cards_box)
        cards_layout.setContentsMargins(0, 0, 0, 0)
        cards_layout.addWidget(self.card_list)
        cards_layout.addLayout(card_buttons)

        self.form_box = QWidget()
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form_column = QVBoxLayout(self.form_box)
        form_column.addLayout(self.form)
        form_column.addStretch(1)  # the fields stay together at the top
        # a narrow form puts each label above its field rather than spill out of the window
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.form_scroll = scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form_box)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.preview = FacePreview()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        self.preview.setMinimumWidth(PREVIEW_WIDTH + 16)
        # its height is what the window leaves it (the face is drawn to fit), never the face's own
        self.preview.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.preview.setWordWrap(True)
        # the face grows with the window: drawn again at the new size once the resizing settles
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(50)
        self._redraw.timeout.connect(self._draw)
        self.preview.resized.connect(self._redraw.start)
        self.preview.setAccessibleName(self.tr("The card's face"))

        self.problems = QListWidget()
        self.problems.setAccessibleName(self.tr("Problems of the set"))
        self.problems.setMaximumHeight(90)
        # a problem chosen in the list shows its card, where the fault stands at its field
        self.problems.itemActivated.connect(self._go_to_problem)
        self.problems.itemClicked.connect(self._go_to_problem)

        # the form and the face side by side, or the face under the form in a narrow window
        self.card_split = QSplitter()
        self.card_split.addWidget(scroll)
        self.card_split.addWidget(self.preview)
        self.card_split.setStretchFactor(0, 1)
        self.card_split.setStretchFactor(1, 1)
        self.card_split.setSizes([480, 360])
        self.card_split.setChildrenCollapsible(False)
        split = QSplitter()
        split.addWidget(self.set_list)
        split.addWidget(cards_box)
        split.addWidget(self.card_split)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        split.setStretchFactor(2, 8)
        split.setSizes([140, 170, 840])
        split.setChildrenCollapsible(False)
        centre = QWidget()
        layout = QVBoxLayout(centre)
        layout.addWidget(split, 1)
        layout.addWidget(QLabel(self.tr("Problems")))
        layout.addWidget(self.problems)
        self.setCentralWidget(centre)

        self.watcher = QFileSystemWatcher(self)
        self.watcher.directoryChanged.connect(self._on_disk_change)
        self.watcher.fileChanged.connect(self._on_disk_change)
        # an editor writes a file in several steps: the set is read again once they are done
        self._reread = QTimer(self)
        self._reread.setSingleShot(True)
        self._reread.setInterval(150)
        self._reread.timeout.connect(self._after_disk_change)
        self.reload()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        narrow = event.size().width() < NARROW
        wanted = Qt.Orientation.Vertical if narrow else Qt.Orientation.Horizontal
        if self.card_split.orientation() != wanted:
            self.card_split.setOrientation(wanted)
            # shared once the splitter has its new shape: the form first, the face after it
            QTimer.singleShot(0, lambda: self.card_split.setSizes([55, 45] if narrow else [480, 360]))

    # --- the sets ---------------------------------------------------------------------------------------
    def reload(self) -> None:
        """Read every set again (after a change on disk), keeping the set and card shown."""
        forget_card_data()  # the engine, too, reads changed files afresh
        chosen = self.current_set()
        try:
            # the faces are judged by the open set's check, off the window's thread: a set never
            # judged on this machine may take seconds
            self.sets = list_card_sets(faces=False)
        except SalleError as e:
            self.sets = []
            self.statusBar().showMessage(str(e))
        self.set_list.blockSignals(True)
        self.set_list.clear()
        for card_set in self.sets:
            self.set_list.addItem(self._set_item(card_set))
        row = next((i for i, s in enumerate(self.sets) if chosen and s.folder == chosen.folder), 0)
        if self.sets:
            self.set_list.setCurrentRow(row)  # with the signals blocked: the set is not opened again
        self.set_list.blockSignals(False)
        self._watch()
        if self.sets:
            fresh = self.sets[row]
            if self.editor is not None and chosen is not None and chosen.folder == fresh.folder:
                if self.editor.texts() != fresh.texts():
                    self._take_in(fresh)
                elif self.editor.adopt(fresh):
                    self._check()
            else:
                self._open(fresh)
        else:
            self._open(None)
        self.setsChanged.emit()

    def _set_item(self, card_set: CardSet) -> QListWidgetItem:
        item = QListWidgetItem(card_set.title() if card_set.ok else
                               self.tr("{title} — has a fault").format(title=card_set.title()))
        item.setToolTip("\n".join(str(p) for p in card_set.errors) or str(card_set.folder))
        if not card_set.ok:
            item.setForeground(Qt.GlobalColor.darkRed)
        return item

    def _watch(self) -> None:
        old = self.watcher.files() + self.watcher.directories()
        if old:
            self.watcher.removePaths(old)
        try:
            paths = [str(card_sets_dir())]
        except SalleError:
            paths = []
        for card_set in self.sets:
            paths += [str(card_set.folder), str(card_set.folder / LANGUAGE_FOLDER)]
            paths += [str(card_set.folder / name) for name, _ in card_set.texts()]
        existing = [p for p in paths if Path(p).exists()]
        if existing:
            self.watcher.addPaths(existing)

    def _on_disk_change(self, path: str) -> None:
        self._changed.add(path)
        self._reread.start()

    def _after_disk_change(self) -> None:
        """The folders settled after a change: the editor's own writes are no news; a change from
        elsewhere to the open set is taken in; any other means the list of sets is read again."""
        if Patience.running:  # a set is being judged (its files just written): read it once it is
            self._reread.start()
            return
        changed, self._changed = self._changed, set()
        editor = self.editor
        elsewhere = not all(self._in_open_set(Path(p)) for p in changed) if editor is not None else True
        if editor is None or elsewhere or not editor.folder.is_dir():
            self.reload()
            return
        if editor.on_disk_as_written():
            self._watch()  # a file the editor replaced (written aside, then renamed) is watched anew
            return
        forget_card_data()
        fresh = read_card_set(editor.folder)
        self._renew(fresh)
        self._watch()
        if editor.texts() != fresh.texts():
            self._take_in(fresh)
        self.setsChanged.emit()

    def _in_open_set(self, path: Path) -> bool:
        assert self.editor is not None
        folder = self.editor.folder
        return path == folder or folder in path.parents

    def _take_in(self, fresh: CardSet) -> None:
        """The open set as another program left it: the card shown stays shown (found by its id in
        its file, else by its place), and the steps to undo stay if no file they changed did."""
        assert self.editor is not None
        before, place = self.editor, self.place
        changed = {name for name, _ in set(before.texts()) ^ set(fresh.texts())}
        shown = before.get(place, "id") if place is not None else None
        self.editor = SetEditor(fresh)
        if self._touched & changed:
            files = ", ".join(sorted(self._touched & changed))
            self._clear_steps()
            self.statusBar().showMessage(self.tr(
                "{file} was changed by another program: the set is read again, and the steps to undo "
                "are forgotten, as they were made on what it held before.").format(file=files))
        else:
            self.statusBar().showMessage(self.tr(
                "{file} was changed by another program: the set is read again.").format(
                    file=", ".join(sorted(changed))))
        places = self.editor.places()
        row = 0
        if place is not None:
            same_id = [i for i, p in enumerate(places)
                       if p.file == place.file and self.editor.get(p, "id") == shown]
            same_place = [i for i, p in enumerate(places) if p.file == place.file and p.index <= place.index]
            row = same_id[0] if same_id else (same_place[-1] if same_place else 0)
        self._list_cards(row)

    def current_set(self) -> CardSet | None:
        row = self.set_list.currentRow()
        return self.sets[row] if 0 <= row < len(self.sets) else None

    def _on_set_chosen(self, row: int) -> None:
        self._keep_edits()
        self._open(self.sets[row] if 0 <= row < len(self.sets) else None)

    def _keep_edits(self) -> None:
        """The set being left as the editor left it, in the list of sets: opened again, it shows
        (and goes on from) what was written, not what it held when the window read it."""
        editor = self.editor
        if editor is None or editor.texts() == editor.card_set.texts():
            return
        self._renew(editor.checked() or read_card_set(editor.folder, faces=False))

    def _renew(self, fresh: CardSet) -> None:
        """`fresh` in the list in place of the set read before from its folder."""
        for i, card_set in enumerate(self.sets):
            if card_set.folder == fresh.folder:
                self.sets[i] = fresh
                old, new = self.set_list.item(i), self._set_item(fresh)
                old.setText(new.text())
                old.setToolTip(new.toolTip())
                old.setForeground(new.foreground())

    def _open(self, card_set: CardSet | None) -> None:
        self._clear_steps()  # an undo belongs to the set it was made in
        self.editor = SetEditor(card_set) if card_set is not None else None
        self.play_action.setEnabled(card_set is not None and card_set.ok and self.main is not None)
        self._list_cards(0)

    def new_set(self) -> None:
        dialog = NewSetDialog(self)
        if not dialog.exec():
            return
        game, decks = dialog.source.currentData()
        try:
            made = new_card_set(dialog.name.text().strip(), game, decks)
        except SalleError as e:
            QMessageBox.warning(self, self.tr("Card sets"), str(e))
            return
        self.reload()
        self.set_list.setCurrentRow(next(i for i, s in enumerate(self.sets) if s.folder == made.folder))

    def add_folder(self) -> None:
        name = QFileDialog.getExistingDirectory(self, self.tr("A card set's folder"))
        if not name or self.main is None:
            return
        folders = self.main.settings.card_set_folders
        if name not in folders:
            folders.append(name)
            self.main.remember_card_set_folders()
        self.reload()

    def play_set(self) -> None:
        card_set = self.current_set()
        if card_set is None or self.main is None:
            return
        fresh = read_card_set(card_set.folder)  # what is on disk now is what plays
        if not fresh.ok:
            QMessageBox.warning(self, self.tr("Card sets"), self.tr(
                "This set cannot be played: {problem}").format(problem=fresh.errors[0]))
            return
        if self.main.play_card_set(fresh):
            self.main.raise_()
            self.main.activateWindow()

    def balance_set(self) -> None:
        from gui.balance import BalanceWindow

        card_set = self.current_set()
        window = BalanceWindow(self, card_set=card_set if card_set is not None and card_set.ok else None)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()

    # --- the cards ---------------------------------------------------------------------------------------
    def _list_cards(self, row: int) -> None:
        self.card_list.blockSignals(True)
        self.card_list.clear()
        places = self.editor.places() if self.editor is not None else []
        namesakes = self._namesakes()
        self.card_list.addItems([self._card_words(place, namesakes) for place in places])
        self.card_list.blockSignals(False)
        self.card_list.setCurrentRow(min(row, len(places) - 1))
        if not places:
            self._show_card(None)
        self._check()

    def _namesakes(self) -> Counter[str]:
        """How many cards of the set bear each name (counted once for the whole list)."""
        if self.editor is None:
            return Counter()
        return Counter(self._name(p) for p in self.editor.places())

    def _name(self, place: CardPlace) -> str:
        """The card's name in the list, in the language its words are edited in (the English
        where that language gives none yet)."""
        assert self.editor is not None
        if self.language != SOURCE_LANGUAGE:
            words = self.editor.words(place, self.language, "name")
            if words and words.strip():
                return words
        return self.editor.label(place)

    def _card_words(self, place: CardPlace, namesakes: Counter[str]) -> str:
        """A card in the list: its name, with its value where another card has the same name (a
        deck of speeds), and its type in a game of several."""
        assert self.editor is not None
        kind = self.editor.get(place, "type", "card")
        label = self._name(place)
        value = self.editor.get(place, "value")
        if value is not None and namesakes[label] > 1:
            label = f"{label} ({value})"
        return label if kind == "card" else f"{label} — {self._choice_word('type', kind)}"

    def _on_card_chosen(self, row: int) -> None:
        places = self.editor.places() if self.editor is not None else []
        self._show_card(places[row] if 0 <= row < len(places) else None)

    def duplicate_card(self) -> None:
        if self.place is not None:
            at = self.place
            self._push(SetChange(self, self.tr("Duplicate card"), at.file, lambda ed: ed.duplicate(at), at))

    def delete_card(self) -> None:
        if self.place is not None and self.editor is not None and len(self.editor.places()) > 1:
            at = self.place

            def take_out(ed: SetEditor) -> CardPlace:
                ed.delete(at)
                return CardPlace(at.file, max(0, at.index - 1))
            self._push(SetChange(self, self.tr("Delete card"), at.file, take_out, at))

    def _push(self, command: SetChange) -> None:
        self._touched.add(command.file)
        self.undo_stack.push(command)

    def step(self, patch: Patch, forward: bool, show: CardPlace) -> None:
        """Undo (or redo) one change: its patch taken back from (or put into) its file."""
        editor = self.editor
        if editor is None:
            return
        text = editor.written.get(patch.file, "")
        if not patch.applies_to(text, forward):
            # the file is no longer what the step was made on: it cannot be undone honestly
            self._forget_steps(patch.file)
            return
        new = patch.forward(text) if forward else patch.backward(text)
        self.apply(lambda ed: ed.restore(patch.file, new), lambda: show)

    def _forget_steps(self, file: str) -> None:
        QTimer.singleShot(0, self._clear_steps)  # not from inside the stack's own undo
        self.statusBar().showMessage(self.tr(
            "{file} was changed by another program: the steps to undo were made on what it held "
            "before, so they are forgotten.").format(file=file))

    def _clear_steps(self) -> None:
        self.undo_stack.clear()
        self._touched.clear()

    def apply(self, change: Callable[[SetEditor], Any], show: Callable[[], CardPlace]) -> None:
        """Make one change to the set's files (an undo command's step) and show the card `show`
        names after it."""
        if self.editor is None:
            return
        try:
            change(self.editor)
        except (CardFileError, UnreadableFile) as e:
            QMessageBox.warning(self, self.tr("Card sets"), str(e))
            return
        show_place = show()
        places = self.editor.places()
        if show_place in places:
            row = places.index(show_place)
            if self.card_list.count() != len(places) or self.place != show_place:
                self._list_cards(row)
            else:
                self.card_list.item(row).setText(self._card_words(show_place, self._namesakes()))
                self._fill_form(show_place)
                self._check()
        else:
            self._list_cards(0)

    # --- the form -----------------------------------------------------------------------------------------
    def _show_card(self, place: CardPlace | None) -> None:
        self.place = place
        self._fill_form(place)
        self._check()  # the faults of this card, not of the one shown before, at its fields

    def _choice_word(self, key: str, code: Any) -> str:
        """A code of the card data (a type, a line, a quality) as the form names it."""
        if self.editor is None or not self.editor.game:
            return str(code)
        schema = get_game(self.editor.game).card_schema
        spec = next((f for f in getattr(schema, "fields", ()) if f.key == key), None)
        return _schema_word(spec.word(code)) if spec is not None else _schema_word(str(code))

    @property
    def language(self) -> str:
        """The language the card's words are shown and edited in."""
        return str(self.words_in.currentData() or SOURCE_LANGUAGE)

    def in_words_file(self, key: str) -> bool:
        """Whether the form edits `key` in a language file (not in the card file)."""
        return self.language != SOURCE_LANGUAGE and key in WORDS

    def _file_of(self, key: str) -> str:
        """The set's file the form's field `key` edits for the card shown."""
        assert self.place is not None
        return words_file(self.place.file, self.language) if self.in_words_file(key) else self.place.file

    def _on_language_chosen(self) -> None:
        self.fields = {}  # the words' fields are labelled with their language: the form is made anew
        self._list_cards(max(0, self.card_list.currentRow()))  # the names in the language chosen

    def _value(self, place: CardPlace, key: str) -> Any:
        """The field's value as the form shows it, in the language chosen."""
        assert self.editor is not None
        if self.in_words_file(key):
            return self.editor.words(place, self.language, key)
        return self.editor.get(place, key)

    def _schema_fields(self, place: CardPlace) -> list[FieldSpec]:
        assert self.editor is not None
        schema = get_game(self.editor.game).card_schema if self.editor.game else None
        return schema.for_type(str(self.editor.get(place, "type", "card"))) if schema is not None else []

    def _fill_form(self, place: CardPlace | None) -> None:
        """The form for `place`: rebuilt when the card's fields differ, else only its values set."""
        self._filling = True
        try:
            specs = self._schema_fields(place) if place is not None else []
            if [s.key for s in specs] != list(self.fields):
                while self.form.rowCount():
                    self.form.removeRow(0)
                self.fields = {}
                self.field_errors = {}
                for spec in specs:
                    widget = self._field_widget(spec)
                    self.fields[spec.key] = (spec, widget)
                    label = QLabel(self._label(spec))
                    label.setBuddy(widget)
                    # the fault of the value, in words, right under the field it is in
                    error = QLabel()
                    error.setWordWrap(True)
                    error.setStyleSheet(ERROR_TEXT_STYLE)
                    error.setVisible(False)
                    self.field_errors[spec.key] = error
                    cell = QWidget()
                    column = QVBoxLayout(cell)
                    column.setContentsMargins(0, 0, 0, 0)
                    column.setSpacing(2)
                    column.addWidget(widget)
                    column.addWidget(error)
                    self.form.addRow(label, cell)
            for spec, widget in self.fields.values():
                assert self.editor is not None and place is not None
                self._set_widget(spec, widget, self._value(place, spec.key))
                if self.in_words_file(spec.key) and isinstance(widget, QLineEdit | QPlainTextEdit):
                    # what the face shows while this language gives nothing: the English
                    widget.setPlaceholderText(str(self.editor.get(place, spec.key) or ""))
        finally:
            self._filling = False
        self._draw()

    def _label(self, spec: FieldSpec) -> str:
        if not self.in_words_file(spec.key):
            return _schema_word(spec.label)
        return self.tr("{field} in {language}").format(field=_schema_word(spec.label),
                                                       language=LANGUAGES[self.language])

    def _field_widget(self, spec: FieldSpec) -> QWidget:
        def changed(*_: Any) -> None:
            if not self._filling:
                self.edit(spec.key, self._widget_value(spec, self.fields[spec.key][1]))

        widget: QWidget
        if spec.kind == LONG:
            text = QPlainTextEdit()
            text.setMaximumHeight(90)
            text.textChanged.connect(changed)
            widget = text
        elif spec.kind in (TEXT, ROWS):
            line = QLineEdit()
            line.textEdited.connect(changed)
            if spec.kind == ROWS:
                line.setPlaceholderText(self.tr("rows apart by spaces, e.g. XXX OO dd"))
            widget = line
        elif spec.kind == WHOLE:
            spin = QSpinBox()
            spin.setRange(spec.low - 1 if spec.optional else spec.low, spec.high)
            if spec.optional:
                spin.setSpecialValueText(self.tr("none"))
            spin.valueChanged.connect(changed)
            widget = spin
        elif spec.kind == CHOICE:
            combo = QComboBox()
            if spec.optional:
                combo.addItem(self.tr("none"), None)
            for choice in spec.choices:
                combo.addItem(_schema_word(spec.word(choice)), choice)
            combo.currentIndexChanged.connect(changed)
            widget = combo
        elif spec.kind == SOME:
            widget = QWidget()
            grid = QGridLayout(widget)
            grid.setContentsMargins(0, 0, 0, 0)
            across = 2 if len(spec.choices) > 3 else len(spec.choices)  # a narrow window keeps them
            for i, choice in enumerate(spec.choices):
                box = QCheckBox(_schema_word(spec.word(choice)))
                box.setProperty("choice", choice)
                box.toggled.connect(changed)
                grid.addWidget(box, i // across, i % across)
            grid.setColumnStretch(across, 1)
            widget.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        else:  # FLAG
            flag = QCheckBox()
            flag.toggled.connect(changed)
            widget = flag
        widget.setAccessibleName(_schema_word(spec.label))
        return widget

    @staticmethod
    def _set_widget(spec: FieldSpec, widget: QWidget, value: Any) -> None:
        if isinstance(widget, QPlainTextEdit):
            if widget.toPlainText() != (value or ""):
                widget.setPlainText(str(value or ""))
        elif isinstance(widget, QLineEdit):
            text = " ".join(map(str, value)) if spec.kind == ROWS and isinstance(value, list) else \
                ("" if value is None else str(value))
            if widget.text() != text:
                widget.setText(text)
        elif isinstance(widget, QSpinBox):
            widget.setValue(value if isinstance(value, int) and not isinstance(value, bool)
                            else widget.minimum())
        elif isinstance(widget, QComboBox):
            index = widget.findData(value)
            widget.setCurrentIndex(index if index >= 0 else 0)
        elif isinstance(widget, QCheckBox):
            widget.setChecked(value is True)
        else:
            chosen = value if isinstance(value, list) else []
            for box in widget.findChildren(QCheckBox):
                box.setChecked(box.property("choice") in chosen)

    def _widget_value(self, spec: FieldSpec, widget: QWidget) -> Any:
        """What the widget says, as the file spells it (None: the key left out)."""
        if isinstance(widget, QPlainTextEdit):
            return widget.toPlainText() or None
        if isinstance(widget, QLineEdit):
            text = widget.text()
            return text.split() if spec.kind == ROWS else text
        if isinstance(widget, QSpinBox):
            return None if spec.optional and widget.value() < spec.low else widget.value()
        if isinstance(widget, QComboBox):
            return widget.currentData()
        if isinstance(widget, QCheckBox) and spec.kind == FLAG:
            assert self.editor is not None and self.place is not None
            # false is written by leaving the key out, unless the card spelled it out already
            had = self.editor.get(self.place, spec.key) is not None
            return True if widget.isChecked() else (False if had else None)
        boxes = widget.findChildren(QCheckBox)
        return [b.property("choice") for b in boxes if b.isChecked()]

    def edit(self, key: str, value: Any) -> None:
        """The form changed a field: one undoable step (typing in one field merges)."""
        if self.editor is None or self.place is None:
            return
        if self._value(self.place, key) != value:
            label = self._label(self.fields[key][0]) if key in self.fields else key
            at, lang = self.place, self.language
            file = words_file(at.file, lang) if self.in_words_file(key) else at.file

            def change(ed: SetEditor) -> CardPlace:
                if file == at.file:
                    ed.set(at, key, value)
                else:
                    ed.set_words(at, lang, key, value)
                return at
            # the window's context: a command is no QObject, and `window.tr` is read by lupdate
            # as a context of its own that Qt never asks for
            self._push(SetChange(self, translate("CardSetsWindow", "Change {field}").format(field=label),
                                 file, change, at, merge=(at, f"{file}:{key}")))

    def field_widget(self, key: str) -> QWidget:
        """The form's widget for `key` (tests and screen readers find fields by it)."""
        widget: QWidget = self.fields[key][1]
        return widget

    # --- checking and drawing ------------------------------------------------------------------------------
    def _check(self) -> None:
        """Check the set as it stands; list its problems and mark the shown card's at their field."""
        self.problems.clear()
        for _spec, widget in self.fields.values():
            widget.setStyleSheet("")
            widget.setToolTip("")
        for error in self.field_errors.values():
            error.clear()
            error.setVisible(False)
        if self.editor is None:
            return
        checked = self.editor.checked()
        if checked is None and self.editor.slow:
            # a big set is checked off the window's thread: the designer types on meanwhile
            self._check_later()
            self.problems.addItem(self.tr("Checking the set…"))
            self.play_action.setEnabled(False)
            self._draw()
            return
        checked = self.editor.check()
        for problem in checked.errors:
            item = QListWidgetItem(str(problem))
            item.setData(Qt.ItemDataRole.UserRole, (problem.file, problem.card))
            self.problems.addItem(item)
        if checked.ok:
            self.problems.addItem(self.tr("No problems: the set is ready to play and print."))
        self.play_action.setEnabled(checked.ok and self.main is not None)
        if self.place is None:
            self._draw()
            return
        shown = self.editor.named(self.place)
        for problem in checked.errors:
            if problem.card != shown:
                continue
            for key, (_spec, widget) in self.fields.items():
                if problem.file != self._file_of(key):
                    continue
                if problem.field == key or problem.field.startswith(key + "."):
                    widget.setStyleSheet(ERROR_STYLE)
                    widget.setToolTip(problem.problem)
                    self.field_errors[key].setText(problem.problem)
                    self.field_errors[key].setVisible(True)
        self._draw()

    def _check_later(self) -> None:
        """Check the set as it stands on a thread of its own (one check at a time; a change made
        meanwhile is checked when it is done)."""
        editor = self.editor
        if editor is None:
            return
        if self._checking:
            self._check_again = True
            return
        self._checking, self._check_again = True, False
        texts = editor.texts()
        folder, name = editor.folder, editor.card_set.name
        checked = self.checked

        def work() -> None:
            try:
                result: object = check_texts(folder, texts, name)
            except Exception as e:  # said in the window's status line, as the check's answer
                result = e
            with contextlib.suppress(RuntimeError):  # the window is gone
                checked.emit(editor, texts, result)
        threading.Thread(target=work, name="card-set-check", daemon=True).start()

    def _on_checked(self, editor: SetEditor, texts: list[tuple[str, str]], result: object) -> None:
        self._checking = False
        if editor is not self.editor:
            return
        if isinstance(result, BaseException):
            self.statusBar().showMessage(str(result))
            return
        assert isinstance(result, tuple)
        if editor.take_check(texts, result):
            self._renew(result[0])  # the list says whether the set, faces and all, is sound
            self._check()
        elif self._check_again:
            self._check()

    def _go_to_problem(self, item: QListWidgetItem) -> None:
        where = item.data(Qt.ItemDataRole.UserRole)
        if self.editor is None or not where:
            return
        file, card = where
        if file.startswith(LANGUAGE_FOLDER + "/"):  # "i18n/<card file>.<language>.toml"
            stem, _, lang = file.removeprefix(LANGUAGE_FOLDER + "/").removesuffix(".toml").rpartition(".")
            file = f"{stem}.toml"
            if lang in LANGUAGES and lang != self.language:
                self.words_in.setCurrentIndex(self.words_in.findData(lang))
        places = self.editor.places()
        row = next((i for i, p in enumerate(places) if p.file == file and self.editor.named(p) == card), -1)
        if row >= 0 and row != self.card_list.currentRow():
            self.card_list.setCurrentRow(row)

    def problem_at(self, key: str) -> str:
        """The problem shown at a field ("" if none)."""
        return str(self.fields[key][1].toolTip()) if key in self.fields else ""

    def _draw(self) -> None:
        if self.editor is None or self.place is None:
            self.preview.setPixmap(QPixmap())
            self.preview.setText(self.tr("No card chosen."))
            return
        try:
            deck = self.editor.deck(self.place.file).in_language(self.language)
            card = deck.cards[self.place.index]
            if self.language != SOURCE_LANGUAGE:
                # the words as typed, even while a fault elsewhere in their file stops its check
                name, text = (self.editor.words(self.place, self.language, key) for key in WORDS)
                card = replace(card, name=name or card.name, text=text or card.text)
            width = self.preview.face_width()
            height = round(width * CARD_HEIGHT / CARD_WIDTH)
            self.preview.setPixmap(face_pixmap(card, deck, width, height, self.devicePixelRatioF()))
        except (SalleError, ValueError, KeyError, TypeError, IndexError) as e:
            # a card half typed may not be drawn: the reason stands where the face would
            self.preview.setPixmap(QPixmap())
            self.preview.setText(self.tr("The face cannot be drawn yet: {reason}").format(reason=e))

