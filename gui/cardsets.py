"""The Card sets window: the player's sets (with their faults), the cards of one, a form for the
card built from its game's card schema, the face drawn live by the table's renderer, undo/redo,
and "Play this set".

Every change is an undoable command that rewrites the set's file at once through tomlkit
(engine.store.cardedit), so comments and order stay; the set is checked by its game's own rules
after each change, and a fault in the card shown is marked at its field. Changes made on disk
by another editor are picked up by a file watcher.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QFileSystemWatcher, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QPixmap, QUndoCommand, QUndoStack
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

from engine.core.cards import CardFileError, forget_card_data
from engine.core.cardschema import CHOICE, FLAG, LONG, ROWS, SOME, TEXT, WHOLE, FieldSpec
from engine.core.errors import SalleError
from engine.core.i18n import translate
from engine.games import all_games, get_game
from engine.store.cardedit import CardPlace, SetEditor
from engine.store.cardsets import CardSet, list_card_sets, new_card_set, read_card_set, shipped_sources
from engine.store.paths import card_sets_dir
from gui.cardface.painter import face_pixmap

if TYPE_CHECKING:
    from gui.mainwindow import MainWindow

PREVIEW_WIDTH = 250
ERROR_STYLE = "border: 2px solid #c0392b;"


def _schema_word(text: str) -> str:
    return translate("CardSchema", text)


class FieldEdit(QUndoCommand):
    """One field of one card set to a new value; typing in the same field merges into one step."""

    ID = 2101

    def __init__(self, window: CardSetsWindow, place: CardPlace, key: str, old: Any, new: Any,
                 label: str) -> None:
        # the window's context: a command is no QObject, and `window.tr` is read by lupdate as
        # a context of its own that Qt never asks for
        super().__init__(translate("CardSetsWindow", "Change {field}").format(field=label))
        self.window, self.place, self.key, self.old, self.new = window, place, key, old, new

    def id(self) -> int:
        return self.ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, FieldEdit) or (other.place, other.key) != (self.place, self.key):
            return False
        self.new = other.new
        return True

    def redo(self) -> None:
        self.window.apply(lambda ed: ed.set(self.place, self.key, self.new), self.place)

    def undo(self) -> None:
        self.window.apply(lambda ed: ed.set(self.place, self.key, self.old), self.place)


class CardAddRemove(QUndoCommand):
    """A card duplicated (put in) or deleted (taken out); its undo is the other way round."""

    def __init__(self, window: CardSetsWindow, place: CardPlace, duplicate: bool) -> None:
        words = (translate("CardSetsWindow", "Duplicate card") if duplicate
                 else translate("CardSetsWindow", "Delete card"))
        super().__init__(words)
        self.window, self.place, self.duplicate = window, place, duplicate
        self.table: Any = None
        self.made: CardPlace | None = None

    def _put_in(self) -> None:
        def change(ed: SetEditor) -> None:
            if self.table is None:  # the first time: the copy is made
                self.made = ed.duplicate(self.place)
                self.table = ed.card(self.made)
            else:
                ed.insert(self.made or self.place, self.table)
        self.window.apply(change, self.made or CardPlace(self.place.file, self.place.index + 1))

    def _take_out(self, where: CardPlace) -> None:
        def change(ed: SetEditor) -> None:
            self.table = ed.delete(where)
        self.window.apply(change, CardPlace(where.file, max(0, where.index - 1)))

    def redo(self) -> None:
        if self.duplicate:
            self._put_in()
        else:
            self._take_out(self.place)

    def undo(self) -> None:
        if self.duplicate:
            self._take_out(self.made or self.place)
        else:
            self.window.apply(lambda ed: ed.insert(self.place, self.table), self.place)


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

    def __init__(self, window: MainWindow | None = None) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("Card sets"))
        self.main = window
        self.sets: list[CardSet] = []
        self.editor: SetEditor | None = None
        self.place: CardPlace | None = None
        self.fields: dict[str, Any] = {}
        self._filling = False
        self.undo_stack = QUndoStack(self)

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
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form_box)
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        self.preview.setMinimumWidth(PREVIEW_WIDTH + 16)
        self.preview.setWordWrap(True)
        self.preview.setAccessibleName(self.tr("The card's face"))

        self.problems = QListWidget()
        self.problems.setAccessibleName(self.tr("Problems of the set"))
        self.problems.setMaximumHeight(90)

        split = QSplitter()
        split.addWidget(self.set_list)
        split.addWidget(cards_box)
        split.addWidget(scroll)
        split.addWidget(self.preview)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 2)
        split.setStretchFactor(2, 4)
        split.setStretchFactor(3, 3)
        split.setSizes([180, 200, 420, PREVIEW_WIDTH + 24])
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
        self._reread.timeout.connect(self.reload)
        self.reload()

    # --- the sets ---------------------------------------------------------------------------------------
    def reload(self) -> None:
        """Read every set again (after a change on disk), keeping the set and card shown."""
        forget_card_data()  # the engine, too, reads changed files afresh
        chosen = self.current_set()
        try:
            self.sets = list_card_sets()
        except SalleError as e:
            self.sets = []
            self.statusBar().showMessage(str(e))
        self.set_list.blockSignals(True)
        self.set_list.clear()
        for card_set in self.sets:
            item = QListWidgetItem(card_set.title() if card_set.ok else
                                   self.tr("{title} — has a fault").format(title=card_set.title()))
            item.setToolTip("\n".join(str(p) for p in card_set.errors) or str(card_set.folder))
            if not card_set.ok:
                item.setForeground(Qt.GlobalColor.darkRed)
            self.set_list.addItem(item)
        row = next((i for i, s in enumerate(self.sets) if chosen and s.folder == chosen.folder), 0)
        self.set_list.blockSignals(False)
        self._watch()
        if self.sets:
            fresh = self.sets[row]
            same = self.editor is not None and chosen is not None and chosen.folder == fresh.folder \
                and self.editor.texts() == sorted(fresh.files)
            self.set_list.setCurrentRow(row)
            if not same:
                self._open(fresh)
        else:
            self._open(None)
        self.setsChanged.emit()

    def _watch(self) -> None:
        old = self.watcher.files() + self.watcher.directories()
        if old:
            self.watcher.removePaths(old)
        try:
            paths = [str(card_sets_dir())]
        except SalleError:
            paths = []
        for card_set in self.sets:
            paths.append(str(card_set.folder))
            paths += [str(card_set.folder / name) for name, _ in card_set.files]
        existing = [p for p in paths if Path(p).exists()]
        if existing:
            self.watcher.addPaths(existing)

    def _on_disk_change(self, _path: str) -> None:
        self._reread.start()

    def current_set(self) -> CardSet | None:
        row = self.set_list.currentRow()
        return self.sets[row] if 0 <= row < len(self.sets) else None

    def _on_set_chosen(self, row: int) -> None:
        self._open(self.sets[row] if 0 <= row < len(self.sets) else None)

    def _open(self, card_set: CardSet | None) -> None:
        self.undo_stack.clear()  # an undo belongs to the set it was made in
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
        for place in places:
            self.card_list.addItem(self._card_words(place))
        self.card_list.blockSignals(False)
        self.card_list.setCurrentRow(min(row, len(places) - 1))
        if not places:
            self._show_card(None)
        self._check()

    def _card_words(self, place: CardPlace) -> str:
        """A card in the list: its name, with its value where another card has the same name (a
        deck of speeds), and its type in a game of several."""
        assert self.editor is not None
        kind = self.editor.get(place, "type", "card")
        label = self.editor.label(place)
        value = self.editor.get(place, "value")
        namesakes = sum(self.editor.label(p) == label for p in self.editor.places())
        if value is not None and namesakes > 1:
            label = f"{label} ({value})"
        return label if kind == "card" else f"{label} — {kind}"

    def _on_card_chosen(self, row: int) -> None:
        places = self.editor.places() if self.editor is not None else []
        self._show_card(places[row] if 0 <= row < len(places) else None)

    def duplicate_card(self) -> None:
        if self.place is not None:
            self.undo_stack.push(CardAddRemove(self, self.place, duplicate=True))

    def delete_card(self) -> None:
        if self.place is not None and self.editor is not None and len(self.editor.places()) > 1:
            self.undo_stack.push(CardAddRemove(self, self.place, duplicate=False))

    def apply(self, change: Callable[[SetEditor], None], show: CardPlace) -> None:
        """Make one change to the set's files (an undo command's step) and show `show` after it."""
        if self.editor is None:
            return
        try:
            change(self.editor)
        except CardFileError as e:
            QMessageBox.warning(self, self.tr("Card sets"), str(e))
            return
        places = self.editor.places()
        if show in places:
            row = places.index(show)
            if self.card_list.count() != len(places) or self.place != show:
                self._list_cards(row)
            else:
                self.card_list.item(row).setText(self._card_words(show))
                self._fill_form(show)
                self._check()
        else:
            self._list_cards(0)

    # --- the form -----------------------------------------------------------------------------------------
    def _show_card(self, place: CardPlace | None) -> None:
        self.place = place
        self._fill_form(place)
        self._draw()

    def _schema_fields(self, place: CardPlace) -> list[FieldSpec]:
        assert self.editor is not None
        schema = get_game(self.editor.card_set.game).card_schema if self.editor.card_set.game else None
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
                for spec in specs:
                    widget = self._field_widget(spec)
                    self.fields[spec.key] = (spec, widget)
                    label = QLabel(_schema_word(spec.label))
                    label.setBuddy(widget)
                    self.form.addRow(label, widget)
            for spec, widget in self.fields.values():
                assert self.editor is not None and place is not None
                self._set_widget(spec, widget, self.editor.get(place, spec.key))
        finally:
            self._filling = False
        self._draw()

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
            across = 2 if len(spec.choices) > 4 else len(spec.choices)  # a narrow window keeps them
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
        old = self.editor.get(self.place, key)
        if old != value:
            label = _schema_word(self.fields[key][0].label) if key in self.fields else key
            self.undo_stack.push(FieldEdit(self, self.place, key, old, value, label))

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
        if self.editor is None:
            return
        checked = self.editor.check()
        for problem in checked.errors:
            self.problems.addItem(str(problem))
        if checked.ok:
            self.problems.addItem(self.tr("No problems: the set is ready to play and print."))
        self.play_action.setEnabled(checked.ok and self.main is not None)
        shown = self.editor.get(self.place, "id") if self.place is not None else None
        for problem in checked.errors:
            if problem.card != shown or problem.file != (self.place.file if self.place else ""):
                continue
            for key, (_spec, widget) in self.fields.items():
                if problem.field == key or problem.field.startswith(key + "."):
                    widget.setStyleSheet(ERROR_STYLE)
                    widget.setToolTip(problem.problem)
        self._draw()

    def problem_at(self, key: str) -> str:
        """The problem shown at a field ("" if none)."""
        return str(self.fields[key][1].toolTip()) if key in self.fields else ""

    def _draw(self) -> None:
        if self.editor is None or self.place is None:
            self.preview.setPixmap(QPixmap())
            self.preview.setText(self.tr("No card chosen."))
            return
        try:
            deck = self.editor.deck(self.place.file)
            card = deck.cards[self.place.index]
            height = round(PREVIEW_WIDTH * 88 / 63)
            self.preview.setPixmap(face_pixmap(card, deck, PREVIEW_WIDTH, height, self.devicePixelRatioF()))
        except (SalleError, ValueError, KeyError, TypeError, IndexError) as e:
            # a card half typed may not be drawn: the reason stands where the face would
            self.preview.setPixmap(QPixmap())
            self.preview.setText(self.tr("The face cannot be drawn yet: {reason}").format(reason=e))

