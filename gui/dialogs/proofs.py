"""Print proofs…: the PDF options, a live preview of each sheet, and a progress bar while writing.

The preview draws with the same `render_page` as the PDF writer, so it shows what will print.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QEventLoop, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
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
from engine.core.i18n import LANGUAGES, language
from engine.games import get_game
from gui.cardface.render import TextOverflow
from gui.games import DEFAULT_GAME
from gui.proofs.imposition import CARD_SIZES, ProofOptions, impose
from gui.proofs.pdf import BoardPage, PrintJob, board_pages, header_text, render_page, write_pdf

PREVIEW_PX_PER_MM = 2.4


class ProofsDialog(QDialog):
    def __init__(self, game: str = DEFAULT_GAME, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Print proofs")
        form = QFormLayout()
        self.game = QComboBox()
        for name in all_decks():
            self.game.addItem(get_game(name).title, name)
        self.game.setCurrentIndex(max(0, self.game.findData(game)))
        form.addRow("&Game", self.game)
        self.deck = QComboBox()
        form.addRow("&Deck", self.deck)
        self.language = QComboBox()  # the cards' language; each named in its own words
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(language())))
        form.addRow(self.tr("Lan&guage of the cards"), self.language)
        self.copies = QSpinBox()
        self.copies.setRange(1, 20)
        form.addRow("&Copies of each card", self.copies)
        self.paper = QComboBox()
        self.paper.addItem("A4", "a4")
        self.paper.addItem("US Letter", "letter")
        form.addRow("&Paper", self.paper)
        self.landscape = QCheckBox("&Landscape")
        form.addRow("", self.landscape)
        self.card_size = QComboBox()
        for name, (w, h) in CARD_SIZES.items():
            self.card_size.addItem(f"{name.capitalize()} {w:g} x {h:g} mm", (w, h))
        self.card_size.addItem("Custom", None)
        form.addRow("Card &size", self.card_size)
        custom = QHBoxLayout()
        self.custom_w, self.custom_h = QDoubleSpinBox(), QDoubleSpinBox()
        for spin, value, top in ((self.custom_w, 70.0, 200.0), (self.custom_h, 120.0, 280.0)):
            spin.setRange(20.0, top)
            spin.setValue(value)
            spin.setSuffix(" mm")
            custom.addWidget(spin)
        form.addRow("Custom size", custom)
        self.bleed = QDoubleSpinBox()
        self.bleed.setRange(0.0, 5.0)
        self.bleed.setSingleStep(0.125)
        self.bleed.setValue(3.0)
        self.bleed.setSuffix(" mm")
        form.addRow("&Bleed", self.bleed)
        self.duplex = QComboBox()
        for label, duplex in (
            ("No backs", "none"),
            ("Duplex, long-edge flip", "long"),
            ("Duplex, short-edge flip", "short"),
            ("Fold-over", "fold"),
        ):
            self.duplex.addItem(label, duplex)
        form.addRow("B&acks", self.duplex)
        offset = QHBoxLayout()
        self.offset_x, self.offset_y = QDoubleSpinBox(), QDoubleSpinBox()
        for spin in (self.offset_x, self.offset_y):
            spin.setRange(-5.0, 5.0)
            spin.setSingleStep(0.1)
            spin.setSuffix(" mm")
            offset.addWidget(spin)
        form.addRow("Back offset x, y", offset)
        self.safe = QCheckBox("Show a safe-zone guide 3 mm inside")
        form.addRow("", self.safe)
        self.boards = QCheckBox("Print the &boards too")
        self.boards.setChecked(True)
        form.addRow("", self.boards)

        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(420, 560)
        self.page = QSpinBox()
        self.page.setPrefix("Sheet ")
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
        self.save = QPushButton("&Save PDF…")
        self.save.clicked.connect(self._save_clicked)
        self.dpi = QComboBox()
        self.dpi.addItem("300 dpi", 300)
        self.dpi.addItem("600 dpi", 600)
        self.cmyk = QCheckBox("CM&YK JPEG")
        self.images = QPushButton("Export &images…")
        self.images.setToolTip("One image per card face and back, with the bleed, for print-on-demand shops")
        self.images.clicked.connect(self._images_clicked)
        close = QPushButton("Close")
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

        self._fill_decks()
        self.game.currentIndexChanged.connect(self._game_changed)
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
    def _fill_decks(self) -> None:
        self.deck.blockSignals(True)
        self.deck.clear()
        self.deck.addItem("All decks", None)
        for deck in all_decks()[self.game.currentData()]:
            self.deck.addItem(deck.in_language().title, deck.id)
        self.deck.blockSignals(False)

    def _game_changed(self) -> None:
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
        self.page_count.setText(f"of {total}")
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
        from gui.filenames import documents_folder, suggested_name

        title = f"{self.game.currentText()} proofs"
        suggested = documents_folder() / suggested_name(title, None, ".pdf")
        name, _ = QFileDialog.getSaveFileName(self, "Save proofs", str(suggested), "PDF (*.pdf)")
        if name:
            self.write(Path(name))

    def _images_clicked(self) -> None:
        from gui.filenames import documents_folder

        folder = QFileDialog.getExistingDirectory(self, "Export card images", str(documents_folder()))
        if folder:
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
            )
        except (ValueError, OSError) as e:
            QMessageBox.warning(self, "Export images", f"The images were not written.\n\n{e}")
            return []
        self.status.setText(f"Wrote {len(files)} files to {folder.name}.")
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
            QMessageBox.warning(self, "Print proofs", f"The PDF was not written.\n\n{e}")
            return False
        finally:
            self.save.setEnabled(True)
        self.status.setText(f"Wrote {report.path.name}: {report.pages} sheets, {report.cards} cards.")
        return True
