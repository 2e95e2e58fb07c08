"""Print proofs…: the PDF options, a live preview of each sheet, and a progress bar while writing.

The preview draws with the same `render_page` as the PDF writer, so it shows what will print.
The cards are the shipped ones or a card set of the game's, chosen here: the job names the set,
as `proofs --card-set` does, so printing never changes the cards a match plays with.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QEventLoop, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QStandardItemModel
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.core.cards import all_decks
from engine.core.errors import SalleError
from engine.core.i18n import LANGUAGES, QT_TRANSLATE_NOOP, language
from engine.games import get_game
from engine.store.cardsets import CardSet, decks_with, list_card_sets
from gui.cardface.render import TextOverflow
from gui.games import DEFAULT_GAME
from gui.proofs.imposition import CARD_SIZES, ProofOptions, impose
from gui.proofs.pdf import BoardPage, PrintJob, board_pages, header_text, render_page, write_pdf

PREVIEW_PX_PER_MM = 2.4
# the card sizes' names (imposition.CARD_SIZES) as the dialog lists them
SIZE_WORDS = {"poker": QT_TRANSLATE_NOOP("ProofsDialog", "Poker"),
              "bridge": QT_TRANSLATE_NOOP("ProofsDialog", "Bridge"),
              "mini": QT_TRANSLATE_NOOP("ProofsDialog", "Mini")}
# the card set last printed of each game (its folder), for as long as Salle runs: the dialog opens
# on it again, as the table's set in play comes first
_last_printed: dict[str, str] = {}


class ProofsDialog(QDialog):
    def __init__(self, game: str = DEFAULT_GAME, parent: QWidget | None = None,
                 card_set: CardSet | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print proofs"))
        if card_set is not None:  # the set the table plays: what a designer most likely prints
            _last_printed[card_set.game] = str(card_set.folder)
        try:
            self._sets = list_card_sets()
        except SalleError:  # the data folder cannot be read: the shipped cards still print
            self._sets = []
        form = QFormLayout()
        self.game = QComboBox()
        for name in all_decks():
            self.game.addItem(get_game(name).title, name)
        self.game.setCurrentIndex(max(0, self.game.findData(game)))
        form.addRow(self.tr("&Game"), self.game)
        self.cards = QComboBox()
        self.cards.setToolTip(self.tr("The game's own cards, or a card set of yours (Game ▸ Card sets…)"))
        form.addRow(self.tr("Ca&rds"), self.cards)
        self.deck = QComboBox()
        form.addRow(self.tr("&Deck"), self.deck)
        self.language = QComboBox()  # the cards' language; each named in its own words
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(language())))
        form.addRow(self.tr("Lan&guage of the cards"), self.language)
        self.copies = QSpinBox()
        self.copies.setRange(1, 20)
        form.addRow(self.tr("&Copies of each card"), self.copies)
        self.paper = QComboBox()
        self.paper.addItem("A4", "a4")
        self.paper.addItem(self.tr("US Letter"), "letter")
        form.addRow(self.tr("&Paper"), self.paper)
        self.landscape = QCheckBox(self.tr("&Landscape"))
        form.addRow("", self.landscape)
        self.card_size = QComboBox()
        for name, (w, h) in CARD_SIZES.items():
            size = self.tr(SIZE_WORDS.get(name, name.capitalize()))
            self.card_size.addItem(self.tr("{size} {width} x {height} mm").format(
                size=size, width=f"{w:g}", height=f"{h:g}"), (w, h))
        self.card_size.addItem(self.tr("Custom"), None)
        form.addRow(self.tr("Card &size"), self.card_size)
        custom = QHBoxLayout()
        self.custom_w, self.custom_h = QDoubleSpinBox(), QDoubleSpinBox()
        for spin, value, top in ((self.custom_w, 70.0, 200.0), (self.custom_h, 120.0, 280.0)):
            spin.setRange(20.0, top)
            spin.setValue(value)
            spin.setSuffix(" mm")
            custom.addWidget(spin)
        form.addRow(self.tr("Custom size"), custom)
        self.bleed = QDoubleSpinBox()
        self.bleed.setRange(0.0, 5.0)
        self.bleed.setSingleStep(0.125)
        self.bleed.setValue(3.0)
        self.bleed.setSuffix(" mm")
        form.addRow(self.tr("&Bleed"), self.bleed)
        self.duplex = QComboBox()
        for label, duplex in (
            (self.tr("No backs"), "none"),
            (self.tr("Duplex, long-edge flip"), "long"),
            (self.tr("Duplex, short-edge flip"), "short"),
            (self.tr("Fold-over"), "fold"),
        ):
            self.duplex.addItem(label, duplex)
        form.addRow(self.tr("B&acks"), self.duplex)
        offset = QHBoxLayout()
        self.offset_x, self.offset_y = QDoubleSpinBox(), QDoubleSpinBox()
        for spin in (self.offset_x, self.offset_y):
            spin.setRange(-5.0, 5.0)
            spin.setSingleStep(0.1)
            spin.setSuffix(" mm")
            offset.addWidget(spin)
        form.addRow(self.tr("Back offset x, y"), offset)
        self.safe = QCheckBox(self.tr("Show a safe-zone guide 3 mm inside"))
        form.addRow("", self.safe)
        self.boards = QCheckBox(self.tr("Print the &boards too"))
        self.boards.setChecked(True)
        form.addRow("", self.boards)

        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(420, 560)
        self.page = QSpinBox()
        self.page.setPrefix(self.tr("Sheet "))
        self.page_count = QLabel()
        pager = QHBoxLayout()
        pager.addWidget(self.page)
        pager.addWidget(self.page_count)
        pager.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(self.preview, 1)
        right.addLayout(pager)

        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.status = QLabel()
        self.save = QPushButton(self.tr("&Save PDF…"))
        self.save.clicked.connect(self._save_clicked)
        self.dpi = QComboBox()
        self.dpi.addItem("300 dpi", 300)
        self.dpi.addItem("600 dpi", 600)
        self.cmyk = QCheckBox("CM&YK JPEG")
        self.images = QPushButton(self.tr("Export &images…"))
        self.images.setToolTip(self.tr("One image per card face and back, with the bleed, for "
                                       "print-on-demand shops"))
        self.images.clicked.connect(self._images_clicked)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.progress)
        buttons.addWidget(self.dpi)
        buttons.addWidget(self.cmyk)
        buttons.addWidget(self.images)
        buttons.addWidget(self.save)
        buttons.addWidget(close)

        columns = QHBoxLayout()
        columns.addLayout(form)
        columns.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addLayout(buttons)

        self._fill_sets()
        self._fill_decks()
        self.game.currentIndexChanged.connect(self._game_changed)
        self.cards.currentIndexChanged.connect(self._cards_changed)
        for combo in (self.deck, self.language, self.paper, self.card_size, self.duplex):
            combo.currentIndexChanged.connect(self._changed)
        for box in (self.landscape, self.safe, self.boards):
            box.toggled.connect(self._changed)
        self.copies.valueChanged.connect(self._changed)
        for spin in (self.custom_w, self.custom_h, self.bleed, self.offset_x, self.offset_y):
            spin.valueChanged.connect(self._changed)
        self.page.valueChanged.connect(self._draw_preview)
        self._changed()

    # --- reading the form -------------------------------------------------------------------------
    def _fill_sets(self) -> None:
        """The shipped cards, then each of the player's sets of the game; a set with a fault is
        listed but cannot be chosen, its first problem as its tooltip."""
        game = self.game.currentData()
        self.cards.blockSignals(True)
        self.cards.clear()
        self.cards.addItem(self.tr("The shipped cards"), None)
        model = self.cards.model()
        for i, card_set in enumerate(self._sets):
            if card_set.game != game:
                continue
            self.cards.addItem(card_set.name, i)
            row = self.cards.count() - 1
            if not card_set.ok:
                item = model.item(row) if isinstance(model, QStandardItemModel) else None
                if item is not None:
                    item.setEnabled(False)
                self.cards.setItemData(row, str(card_set.errors[0]), Qt.ItemDataRole.ToolTipRole)
            elif _last_printed.get(game) == str(card_set.folder):
                self.cards.setCurrentIndex(row)
        self.cards.blockSignals(False)

    def card_set(self) -> CardSet | None:
        """The set chosen to print (None: the shipped cards)."""
        index = self.cards.currentData()
        return self._sets[index] if isinstance(index, int) else None

    def _fill_decks(self) -> None:
        chosen = self.deck.currentData()
        self.deck.blockSignals(True)
        self.deck.clear()
        self.deck.addItem(self.tr("All decks"), None)
        for deck in decks_with(self.card_set(), self.game.currentData()):
            self.deck.addItem(deck.in_language().title, deck.id)
        self.deck.setCurrentIndex(max(0, self.deck.findData(chosen)))
        self.deck.blockSignals(False)

    def _game_changed(self) -> None:
        self._fill_sets()
        self._cards_changed()

    def _cards_changed(self) -> None:
        card_set = self.card_set()
        game = self.game.currentData()
        if card_set is not None:
            _last_printed[game] = str(card_set.folder)
        else:
            _last_printed.pop(game, None)
        self._fill_decks()
        self._changed()

    def options(self) -> ProofOptions:
        size = self.card_size.currentData() or (self.custom_w.value(), self.custom_h.value())
        return ProofOptions(
            paper=self.paper.currentData(),
            landscape=self.landscape.isChecked(),
            card_mm=size,
            bleed_mm=self.bleed.value(),
            duplex=self.duplex.currentData(),
            offset_mm=(self.offset_x.value(), self.offset_y.value()),
            safe_zone_mm=3.0 if self.safe.isChecked() else 0.0,
        )

    def job(self) -> PrintJob:
        deck = self.deck.currentData()
        return PrintJob(
            self.game.currentData(),
            [deck] if deck else [],
            copies=self.copies.value(),
            board=self.boards.isChecked(),
            language=self.language.currentData(),
            card_set=self.card_set(),
        )

    def _changed(self) -> None:
        custom = self.card_size.currentData() is None
        self.custom_w.setEnabled(custom)
        self.custom_h.setEnabled(custom)
        try:
            options, job = self.options(), self.job()
            self._cards = job.cards()
            self._pages = impose(len(self._cards), options)
            self._boards: list[BoardPage] = (board_pages(job.game, options, job.language)
                                             if job.with_board() else [])
        except ValueError as e:
            self.status.setText(str(e))
            self.save.setEnabled(False)
            self._pages, self._boards, self._cards = [], [], []
            self.preview.clear()
            return
        self.status.setText("")
        self.save.setEnabled(True)
        total = len(self._pages) + len(self._boards)
        self.page.setRange(1, max(1, total))
        self.page_count.setText(self.tr("of {total}").format(total=total))
        self._draw_preview()

    def sheet_count(self) -> int:
        return len(self._pages) + len(self._boards)

    def _draw_preview(self) -> None:
        total = self.sheet_count()
        if not total:
            return
        n = self.page.value() - 1
        options = self.options()
        w, h = options.page_mm if n < len(self._pages) else (max(options.page_mm), min(options.page_mm))
        image = QImage(round(w * PREVIEW_PX_PER_MM), round(h * PREVIEW_PX_PER_MM), QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        try:
            if n < len(self._pages):
                page = self._pages[n]
                header = header_text(self.job(), self._cards, page, n + 1, total, date.today())
                render_page(painter, page, self._cards, options, PREVIEW_PX_PER_MM, header)
            else:
                self._boards[n - len(self._pages)](painter, options, PREVIEW_PX_PER_MM)
        except TextOverflow as e:
            self.status.setText(str(e))
        finally:
            painter.end()
        self.preview.setPixmap(
            QPixmap.fromImage(image).scaled(
                self.preview.size(),
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
        )

    # --- writing ---------------------------------------------------------------------------------------
    def _save_clicked(self) -> None:
        from gui.filenames import documents_folder, remember_documents, suggested_name

        title = self.tr("{game} proofs").format(game=self.game.currentText())
        suggested = documents_folder() / suggested_name(title, None, ".pdf")
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save proofs"), str(suggested),
                                              self.tr("PDF (*.pdf)"))
        if name:
            remember_documents(Path(name))
            self.write(Path(name))

    def _images_clicked(self) -> None:
        from gui.filenames import documents_folder, remember_documents

        folder = QFileDialog.getExistingDirectory(self, self.tr("Export card images"),
                                                  str(documents_folder()))
        if folder:
            remember_documents(Path(folder))
            self.export(Path(folder))

    def _step(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        # let the bar repaint between sheets, without handing the dialog back to the user
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)

    def export(self, folder: Path) -> list[Path]:
        """Print-shop images of the chosen decks, at the chosen dpi and bleed."""
        from gui.proofs.images import export_images

        self.progress.setVisible(True)
        deck = self.deck.currentData()
        try:
            files = export_images(
                self.game.currentData(),
                folder,
                dpi=self.dpi.currentData(),
                bleed_mm=self.bleed.value(),
                cmyk=self.cmyk.isChecked(),
                deck_ids=[deck] if deck else None,
                progress=self._step,
                language=self.language.currentData(),
                card_set=self.card_set(),
            )
        except (ValueError, OSError) as e:
            QMessageBox.warning(self, self.tr("Export images"),
                                self.tr("The images were not written.\n\n{error}").format(error=e))
            return []
        wrote = self.tr("Wrote %n file(s) to {folder}.", "", len(files))
        self.status.setText(wrote.format(folder=folder.name))
        return files

    def write(self, path: Path) -> bool:
        """Write the PDF with the progress bar running; a failure is shown, never half-hidden."""
        self.progress.setVisible(True)
        self.progress.setRange(0, self.sheet_count())
        self.progress.setValue(0)
        self.save.setEnabled(False)
        try:
            report = write_pdf(self.job(), self.options(), path, self._step)
        except (TextOverflow, ValueError, OSError) as e:
            QMessageBox.warning(self, self.tr("Print proofs"),
                                self.tr("The PDF was not written.\n\n{error}").format(error=e))
            return False
        finally:
            self.save.setEnabled(True)
        # one count per message, as each language's plural forms need
        self.status.setText(self.tr("Wrote {file}: {sheets}, {cards}.").format(
            file=report.path.name, sheets=self.tr("%n sheet(s)", None, report.pages),
            cards=self.tr("%n card(s)", None, report.cards)))
        return True
