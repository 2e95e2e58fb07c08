"""Game ▸ Ready...Fence! competition: start or resume one, follow its pool sheet and tableau, and
fence the player's bouts on the table as ordinary matches.

`CompetitionHost` belongs to the main window: it keeps the competition, saves it after every
bout, decides the AI-against-AI bouts one at a time from a timer (each takes milliseconds, so the
window never freezes and the sheet fills in bout by bout), starts the player's bout on the table
and writes its result back when the match ends.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import SalleError
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.ready_fence.cards import GAME_NAME
from engine.games.ready_fence.competition import (
    DE_TARGET,
    MODES,
    NAME_LIMIT,
    POOL_SIZES,
    POOL_TARGET,
    Bout,
    Competition,
    CompetitionError,
    round_name,
)
from engine.games.ready_fence.view import ReadyFenceView
from engine.games.words import translate
from engine.match import Match, MatchState
from engine.store.competitions import (
    CompetitionFileError,
    NotOverwritten,
    load_competition,
    save_competition,
    set_aside_damaged,
)
from engine.store.paths import FolderError
from engine.store.saves import Seat
from gui import anim

if TYPE_CHECKING:
    from gui.mainwindow import MainWindow
    from gui.screenshots import Shooter

SIM_PAUSE_MS = 250  # between two simulated bouts at normal speed: the sheet fills in visibly
MODE_WORDS = {"basic": QT_TRANSLATE_NOOP("GameOptions", "Basic"),
              "advanced": QT_TRANSLATE_NOOP("GameOptions", "Advanced")}


def mode_words(mode: str) -> str:
    """A competition's mode as the new-game dialog names it, in the language shown."""
    return translate("GameOptions", MODE_WORDS[mode])


def show_competition(main: MainWindow) -> None:
    """The menu's entry: the host's window if a competition is open, else the start dialog."""
    host = main.findChild(CompetitionHost)
    if host is None:
        host = CompetitionHost(main)
    host.open()


# --- the words of a result -------------------------------------------------------------------------
def cell_text(comp: Competition, fencer: int, against: int) -> str:
    """A pool sheet's cell, as fencing sheets write it: V for a victory (V3: won with 3 touches,
    when time ran out), the touches scored for a defeat, empty while to be fenced."""
    bout = comp.pool_result(fencer, against)
    if bout is None or not bout.done:
        return ""
    mine = bout.touches_of(fencer)
    if bout.winner == fencer:
        return "V" if mine == POOL_TARGET else f"V{mine}"
    return str(mine)


def bout_line(comp: Competition, bout: Bout) -> str:
    """"Oskar Berg 5-3 Greta Vogel" or "Oskar Berg v Greta Vogel" (to be fenced)."""
    a, b = bout.fencers
    left = comp.fencers[a].name
    if b is None:
        return translate("CompetitionWords", "{name}: a bye").format(name=left)
    right = comp.fencers[b].name
    if bout.touches is None:
        return translate("CompetitionWords", "{left} v {right}").format(left=left, right=right)
    return f"{left} {bout.touches[0]}-{bout.touches[1]} {right}"


def next_words(comp: Competition) -> str:
    bout = comp.next_bout()
    if bout is None:
        champ = comp.champion
        assert champ is not None
        return translate("CompetitionWords", "Champion: {name}.").format(name=comp.fencers[champ].name)
    a, b = bout.fencers
    if comp.is_players(bout) and b is not None:
        other = comp.fencers[b if a == comp.player else a]
        return translate("CompetitionWords", "Your next bout: {stage}, against {name} ({level}), to {target} "
                         "touches.").format(stage=comp.stage(bout), name=other.name, level=other.title(),
                                            target=comp.target(bout))
    return translate("CompetitionWords", "Next: {stage}, {bout}.").format(stage=comp.stage(bout),
                                                                         bout=bout_line(comp, bout))


def player_outcome(comp: Competition) -> str:
    """How the player fared, once he is out or the competition is over ("" while he fences on)."""
    me = comp.player
    if comp.champion == me:
        return translate("CompetitionWords", "You are the champion!")
    out = comp.out_round(me)
    if out is None:
        return ""
    if out == 2:
        return translate("CompetitionWords", "You lost the final: second place.")
    if out == 4:
        return translate("CompetitionWords", "You were eliminated in the semi-finals.")
    if out == 8:
        return translate("CompetitionWords", "You were eliminated in the quarter-finals.")
    return translate("CompetitionWords", "You were eliminated in the tableau of {fencers}.").format(
        fencers=out)


# --- the pool sheet --------------------------------------------------------------------------------
class PoolSheet(QTableWidget):
    """The pool as fencing sheets print it: one row per fencer, his results against each number,
    then V, TS, TR, the indicator and his place (= where fencers are equal on all three)."""

    # the FIE's columns: victories, touches scored and received, the indicator, the place
    FIXED = (QT_TRANSLATE_NOOP("PoolSheet", "Fencer"), QT_TRANSLATE_NOOP("PoolSheet", "Level"))
    TOTALS = (QT_TRANSLATE_NOOP("PoolSheet", "V"), QT_TRANSLATE_NOOP("PoolSheet", "TS"),
              QT_TRANSLATE_NOOP("PoolSheet", "TR"), QT_TRANSLATE_NOOP("PoolSheet", "Ind"),
              QT_TRANSLATE_NOOP("PoolSheet", "Place"))

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)

    def show_competition(self, comp: Competition) -> None:
        n = len(comp.fencers)
        headers = [*map(self.tr, self.FIXED), *(str(i + 1) for i in range(n)), *map(self.tr, self.TOTALS)]
        self.setRowCount(n)
        self.setColumnCount(len(headers))
        self.setHorizontalHeaderLabels(headers)
        self.setVerticalHeaderLabels([str(i + 1) for i in range(n)])
        rows = comp.pool_rows()
        places = comp.places()
        nxt = comp.next_bout()
        pending = set(nxt.fencers) if nxt is not None and nxt in comp.pool else set()
        dark = self.palette().color(QPalette.ColorRole.WindowText)
        mark = self.palette().color(QPalette.ColorRole.Highlight)
        mark.setAlpha(60)
        for f, fencer in enumerate(comp.fencers):
            bold = f == comp.player
            self._put(f, 0, fencer.name, bold, Qt.AlignmentFlag.AlignLeft)
            self._put(f, 1, fencer.title() or self.tr("you, at the table"), bold, Qt.AlignmentFlag.AlignLeft)
            for g in range(n):
                item = self._put(f, 2 + g, "" if f == g else cell_text(comp, f, g), bold)
                if f == g:
                    item.setBackground(QBrush(dark))  # a fencer does not meet himself
                elif {f, g} == pending:
                    item.setBackground(QBrush(mark))
                    item.setToolTip(self.tr("fenced next"))
            row = rows[f]
            tied = places.count(places[f]) > 1
            indicator = f"{row.indicator:+d}" if row.indicator else "0"
            place = f"{places[f]}=" if tied else str(places[f])
            totals = (row.victories, row.scored, row.received, indicator, place)
            for k, value in enumerate(totals):
                self._put(f, 2 + n + k, str(value) if row.bouts or k == 4 else "", bold)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in range(1, len(headers)):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)

    def _put(self, row: int, col: int, text: str, bold: bool,
             align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        if bold:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        self.setItem(row, col, item)
        return item


# --- the tableau -----------------------------------------------------------------------------------
class TableauView(QWidget):
    """The direct-elimination tableau as a bracket: a column per round, each bout two lines
    (seed, name, touches; the winner in bold), joined to the bout it leads to."""

    BOX_W, LINE_H, GAP, JOIN = 190, 24, 14, 30  # JOIN: the room for the lines between rounds

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.comp: Competition | None = None

    def show_competition(self, comp: Competition) -> None:
        self.comp = comp
        self.setMinimumSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:
        if self.comp is None or not self.comp.tableau:
            return QSize(400, 120)
        first = len(self.comp.tableau[0])
        rounds = len(self.comp.tableau[0]).bit_length() + 1  # to the champion's column
        h = first * (2 * self.LINE_H + self.GAP) + 40
        return QSize(rounds * (self.BOX_W + self.JOIN) + 20, h)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            self._paint(painter)
        finally:
            painter.end()

    def _paint(self, p: QPainter) -> None:
        comp = self.comp
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        p.setPen(text)
        if comp is None or not comp.tableau:
            flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
            p.drawText(self.rect().adjusted(12, 12, -12, -12), flags,
                       self.tr("The tableau is drawn up when the pool is over: every fencer goes through, "
                               "seeded "
                               "by his place in the pool (1 against the last), the best seeds getting the "
                               "byes."))
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        seeds = {f: i + 1 for i, f in enumerate(comp.ranking())}
        first = len(comp.tableau[0])
        slot = 2 * self.LINE_H + self.GAP
        total_rounds = first.bit_length()  # 4 bouts: 3 rounds
        col_w = max(self.BOX_W + self.JOIN, (self.width() - 20) // (total_rounds + 1))
        box_w = min(self.BOX_W + 60, col_w - self.JOIN)
        head = QFont(self.font())
        head.setBold(True)
        centres: list[float] = []
        for r in range(total_rounds):
            x = 10 + r * col_w
            bouts = comp.tableau[r] if r < len(comp.tableau) else []
            count = first >> r
            p.setFont(head)
            p.setPen(text)
            p.drawText(QRectF(x, 4, box_w, 20), Qt.AlignmentFlag.AlignLeft, round_name(2 * count))
            new_centres: list[float] = []
            for i in range(count):
                cy = 30.0 + i * slot + self.LINE_H if r == 0 else (centres[2 * i] + centres[2 * i + 1]) / 2
                new_centres.append(cy)
                bout = bouts[i] if i < len(bouts) else None
                self._bout_box(p, QRectF(x, cy - self.LINE_H, box_w, 2 * self.LINE_H), bout, seeds)
                if r > 0:  # join the two bouts that lead here
                    right = x - col_w + box_w  # the previous column's right edge
                    mid = (right + x) / 2
                    p.setPen(QPen(pal.color(QPalette.ColorRole.Mid), 1))
                    for prev in (centres[2 * i], centres[2 * i + 1]):
                        p.drawLine(QPointF(right, prev), QPointF(mid, prev))
                        p.drawLine(QPointF(mid, prev), QPointF(mid, cy))
                    p.drawLine(QPointF(mid, cy), QPointF(x, cy))
            centres = new_centres
        # the champion's column
        x = 10 + total_rounds * col_w
        p.setFont(head)
        p.setPen(text)
        p.drawText(QRectF(x, 4, box_w, 20), Qt.AlignmentFlag.AlignLeft, self.tr("Champion"))
        champ = comp.champion
        if champ is not None and centres:
            big = QFont(self.font())
            big.setBold(True)
            big.setPointSizeF(big.pointSizeF() * 1.2)
            p.setFont(big)
            p.drawText(QRectF(x, centres[0] - self.LINE_H, box_w, 2 * self.LINE_H),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, comp.fencers[champ].name)

    def _bout_box(self, p: QPainter, rect: QRectF, bout: Bout | None, seeds: dict[int, int]) -> None:
        comp = self.comp
        assert comp is not None
        pal = self.palette()
        nxt = comp.next_bout()
        fill = pal.color(QPalette.ColorRole.Base)
        if bout is not None and bout is nxt:
            fill = QColor(pal.color(QPalette.ColorRole.Highlight))
            fill.setAlpha(60)
        p.setPen(QPen(pal.color(QPalette.ColorRole.Mid), 1))
        p.setBrush(QBrush(fill))
        p.drawRect(rect)
        p.drawLine(QPointF(rect.left(), rect.center().y()), QPointF(rect.right(), rect.center().y()))
        for k in range(2):
            line = QRectF(rect.left() + 6, rect.top() + k * self.LINE_H, rect.width() - 12, self.LINE_H)
            f = bout.fencers[k] if bout is not None else None
            if bout is None:
                words, score = "", ""
            elif f is None:
                words, score = self.tr("(bye)"), ""
            else:
                words = f"{seeds[f]}. {comp.fencers[f].name}"
                score = "" if bout.touches is None else str(bout.touches[k])
            font = QFont(self.font())
            font.setBold(bout is not None and f is not None and bout.winner == f and not bout.bye)
            font.setItalic(f == comp.player and f is not None)
            p.setFont(font)
            p.setPen(pal.color(QPalette.ColorRole.Text))
            flags = Qt.AlignmentFlag.AlignVCenter
            p.drawText(line, flags | Qt.AlignmentFlag.AlignLeft,
                       p.fontMetrics().elidedText(words, Qt.TextElideMode.ElideRight, int(line.width()) - 30))
            p.drawText(line, flags | Qt.AlignmentFlag.AlignRight, score)


# --- the competition's window ----------------------------------------------------------------------
class CompetitionWindow(QDialog):
    def __init__(self, host: CompetitionHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.setModal(False)
        self.resize(980, 560)
        layout = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setWordWrap(True)
        font = self.status.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.status.setFont(font)
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020")
        self.problem.setVisible(False)
        layout.addWidget(self.status)
        layout.addWidget(self.outcome)
        layout.addWidget(self.problem)
        self.tabs = QTabWidget()
        self.sheet = PoolSheet()
        self.tableau = TableauView()
        scroll = QScrollArea()
        scroll.setWidget(self.tableau)
        scroll.setWidgetResizable(True)
        self.tabs.addTab(self.sheet, self.tr("&Pool"))
        self.tabs.addTab(scroll, self.tr("&Tableau"))
        layout.addWidget(self.tabs, 1)
        self.last = QLabel()
        self.last.setWordWrap(True)
        layout.addWidget(self.last)
        row = QHBoxLayout()
        self.fence = QPushButton(self.tr("&Fence your next bout"))
        self.fence.setDefault(True)
        self.fence.clicked.connect(host.fence)
        self.new = QPushButton(self.tr("&New competition…"))
        self.new.clicked.connect(host.start_dialog)
        close = QPushButton(self.tr("&Close"))
        close.clicked.connect(self.hide)
        row.addWidget(self.fence)
        row.addStretch(1)
        row.addWidget(self.new)
        row.addWidget(close)
        layout.addLayout(row)

    def show_competition(self, comp: Competition, simulating: bool) -> None:
        title = self.tr("Ready...Fence! competition — {mode}, pool of {fencers}, direct elimination to "
                        "{target}")
        self.setWindowTitle(title.format(mode=mode_words(comp.mode), fencers=len(comp.fencers),
                                         target=DE_TARGET[comp.mode]))
        self.status.setText(next_words(comp))
        self.outcome.setText(player_outcome(comp))
        self.outcome.setVisible(bool(self.outcome.text()))
        self.sheet.show_competition(comp)
        self.tableau.show_competition(comp)
        bout = comp.next_bout()
        self.fence.setEnabled(bout is not None and comp.is_players(bout))
        self.fence.setVisible(bout is not None and (comp.out_in(comp.player) is None))
        if simulating:
            self.last.setText(self.tr("The other bouts are being fenced…"))
        else:
            self.last.setText("")
        if comp.pool_done and self.tabs.currentIndex() == 0 and comp.tableau and not self.host.shown_tableau:
            self.host.shown_tableau = True
            self.tabs.setCurrentIndex(1)  # the pool is over: the tableau is where it goes on

    def say_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(bool(text))


class CompetitionSetup(QDialog):
    """Start a competition (your name, the mode, the pool's size) or resume the saved one."""

    def __init__(self, name: str, saved: Competition | None, damage: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Ready...Fence! competition"))
        self.resume_chosen = False
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("An épée competition as the rulebook describes it: a pool where every fencer "
                               "meets "
                               "every other in a bout to {target} touches, then direct elimination, bout by "
                               "bout "
                               "to the final. You fence your bouts on the table; the others are fenced "
                               "meanwhile.").format(target=POOL_TARGET))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        if saved is not None or damage:
            box = QGroupBox(self.tr("The saved competition"))
            inner = QVBoxLayout(box)
            words = QLabel(damage or summary(saved))
            words.setWordWrap(True)
            inner.addWidget(words)
            if saved is not None:
                self.resume = QPushButton(self.tr("&Resume it"))
                self.resume.clicked.connect(self._resume)
                inner.addWidget(self.resume)
            layout.addWidget(box)
        box = QGroupBox(self.tr("A new competition"))
        form = QFormLayout(box)
        self.name = QLineEdit(name)
        self.name.setMaxLength(NAME_LIMIT)
        form.addRow(self.tr("Your &name"), self.name)
        self.mode = QComboBox()
        for mode in MODES:
            self.mode.addItem(self.tr("{mode}: pool bouts to {pool}, direct elimination to {target}").format(
                mode=mode_words(mode), pool=POOL_TARGET, target=DE_TARGET[mode]), mode)
        form.addRow(self.tr("&Mode"), self.mode)
        sizes = QHBoxLayout()
        self.sizes = QButtonGroup(self)
        for size in POOL_SIZES:
            button = QRadioButton(self.tr("{count} fencers").format(count=size))
            button.setChecked(size == POOL_SIZES[0])
            self.sizes.addButton(button, size)
            sizes.addWidget(button)
        # a row of buttons is no widget a label can point at: the label's Alt key points at the first
        pool = QLabel(self.tr("&Pool"))
        pool.setBuddy(self.sizes.buttons()[0])
        form.addRow(pool, sizes)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        form.addRow(self.error)
        layout.addWidget(box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        start = buttons.addButton(self.tr("&Start a new competition"), QDialogButtonBox.ButtonRole.AcceptRole)
        start.setDefault(saved is None)
        buttons.accepted.connect(self._start)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def choice(self) -> tuple[str, str, int]:
        return self.name.text().strip(), str(self.mode.currentData()), self.sizes.checkedId()

    def _start(self) -> None:
        if not self.name.text().strip():
            self.error.setText(self.tr("Your name: write the name the pool sheet shows."))
            return
        self.accept()

    def _resume(self) -> None:
        self.resume_chosen = True
        self.accept()


def summary(comp: Competition | None) -> str:
    if comp is None:
        return ""
    me = comp.fencers[comp.player].name
    head = translate("CompetitionWords", "{mode}, a pool of {fencers}, {name} fencing. ").format(
        mode=mode_words(comp.mode), fencers=len(comp.fencers), name=me)
    return head + (player_outcome(comp) + " " if player_outcome(comp) else "") + next_words(comp)


# --- the host ----------------------------------------------------------------------------------------
class CompetitionHost(QObject):
    def __init__(self, main: MainWindow) -> None:
        super().__init__(main)
        self.main = main
        self.comp: Competition | None = None
        self.window: CompetitionWindow | None = None
        self.match: Match | None = None  # the player's bout on the table
        self.shown_tableau = False
        self.demo = False  # a competition for the pictures: neither saved nor said to be unsaved
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fence_others)

    # --- opening ----------------------------------------------------------------------------------
    def open(self) -> None:
        if self.comp is not None:
            self._show()
            return
        self.start_dialog()

    def start_dialog(self) -> None:
        saved, damage = None, ""
        try:
            saved = load_competition()
        except (CompetitionFileError, FolderError) as e:
            damage = self.tr("It cannot be read: {problem}").format(problem=e)
        dialog = CompetitionSetup(self.main.settings.names[0], saved, damage, self.main)
        if not dialog.exec():
            return
        if dialog.resume_chosen and saved is not None:
            self.start(saved)
            return
        unfinished = self.comp or saved
        if unfinished is not None and unfinished.champion is None:
            answer = QMessageBox.question(self.main, "Salle", self.tr("The saved competition is not over. "
                                                                      "Start "
                                                                      "a new one in its place? The saved one "
                                                                      "is "
                                                                      "lost."))
            if answer != QMessageBox.StandardButton.Yes:
                return
        if damage:
            try:
                kept = set_aside_damaged()
            except (OSError, FolderError) as e:
                QMessageBox.warning(self.main, "Salle", self.tr("The damaged competition file could not be "
                                                                "moved "
                                                                "aside ({problem}); the new competition will "
                                                                "not "
                                                                "be saved.").format(problem=e))
            else:
                QMessageBox.information(self.main, "Salle", self.tr("The damaged competition file was kept "
                                                                    "as "
                                                                    "{path}.").format(path=kept))
        name, mode, size = dialog.choice()
        try:
            comp = Competition.new(name, mode, size, random.SystemRandom().randrange(2**31))
        except CompetitionError as e:
            QMessageBox.warning(self.main, "Salle", self.tr("The competition cannot start: {problem}").format(
                problem=e))
            return
        self.start(comp)

    def start(self, comp: Competition) -> None:
        """Take `comp` as the competition (new, or resumed), save it and show it."""
        self.comp = comp
        self.shown_tableau = bool(comp.tableau)
        self._save()
        self._show()

    def _show(self) -> None:
        if self.window is None:
            self.window = CompetitionWindow(self, self.main)
        self._refresh()
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
        self._schedule()

    def _refresh(self) -> None:
        if self.window is not None and self.comp is not None:
            self.window.show_competition(self.comp, self._others_to_fence())

    # --- the other bouts ----------------------------------------------------------------------------
    def _others_to_fence(self) -> bool:
        if self.comp is None:
            return False
        bout = self.comp.next_bout()
        return bout is not None and not self.comp.is_players(bout)

    def _schedule(self) -> None:
        if self._others_to_fence() and not self._timer.isActive():
            self._timer.start(int(SIM_PAUSE_MS * anim.speed()))

    def _fence_others(self) -> None:
        """One AI-against-AI bout (a few milliseconds), then the next from the timer."""
        if self.comp is None or not self._others_to_fence():
            return
        bout = self.comp.next_bout()
        assert bout is not None
        self.comp.play_out(bout)
        self._save()
        self._refresh()
        self._schedule()

    def fence_others_now(self) -> None:
        """Every AI bout up to the player's next one (or the champion), at once."""
        while self._others_to_fence():
            self._fence_others()
        self._timer.stop()

    # --- the player's bout ----------------------------------------------------------------------------
    def bout_seats(self, bout: Bout) -> tuple[Seat, Seat]:
        assert self.comp is not None
        me = self.comp.player
        a, b = bout.fencers
        other = self.comp.fencers[b if a == me else a]  # type: ignore[index]
        return Seat("human", None, self.comp.fencers[me].name), Seat("ai", other.seat_level, other.name)

    def fence(self) -> None:
        """Start the player's next bout on the table (or go back to it, if it is there)."""
        comp = self.comp
        bout = comp.next_bout() if comp is not None else None
        if comp is None or bout is None or not comp.is_players(bout):
            return
        seed, seats = comp.bout_seed(bout), self.bout_seats(bout)
        current = self.main.match
        if not (current is not None and current.seed == seed and current.game.name == GAME_NAME
                and current.seats == seats and current.phase != MatchState.GAME_OVER):
            if not self.main.may_leave_match():
                return
            self.main.new_match(GAME_NAME, comp.bout_options(bout), seats, seed)
            current = self.main.match
            assert current is not None
            self.main.show_message(self.tr("{stage}: {name} against {other}, to {target} touches.").format(
                stage=comp.stage(bout), name=seats[0].name, other=seats[1].name, target=comp.target(bout)))
        if self.match is not current:
            self.match = current
            current.gameOver.connect(lambda winner, m=current: self._bout_over(m, winner))
        if self.window is not None:
            self.window.hide()
        self.main.activateWindow()

    def _bout_over(self, match: Match, won: int | None) -> None:
        """The bout on the table is over: its touches (the view's score) and its winner's seat
        go into the competition (an épée bout always has one: overtime ends on Priority)."""
        comp = self.comp
        bout = comp.next_bout() if comp is not None else None
        if comp is None or bout is None or match is not self.match or match.seed != comp.bout_seed(bout):
            return
        self.match = None
        me = comp.player
        a, b = bout.fencers
        other = b if a == me else a
        assert other is not None
        points = ReadyFenceView.of(match.view()).points
        comp.record(bout, {me: points[0], other: points[1]}, me if won == 0 else other)
        self._save()
        self._show()

    # --- keeping it -------------------------------------------------------------------------------------
    def _save(self) -> None:
        if self.comp is None or self.demo:
            return
        problem = ""
        if not self.main.keeping:
            problem = self.tr("Your data folder cannot be used: this competition is not saved.")
        else:
            try:
                save_competition(self.comp)
            except (NotOverwritten, SalleError, OSError) as e:
                problem = self.tr("The competition was not saved: {problem}").format(problem=e)
        if self.window is not None:
            self.window.say_problem(problem)
        elif problem:
            self.main.show_message(problem)



# --- the README's pictures ----------------------------------------------------------------------------
def screenshots(shoot: Shooter) -> None:
    """The pool sheet half-way through the pool, and the tableau at the champion (seed 7; the
    player's bouts fenced by the policy's rule of thumb in his place)."""
    from engine.games.ready_fence import GAME
    from engine.games.ready_fence.heuristics import ReadyFenceHeuristics
    from engine.games.ready_fence.state import ReadyFenceState
    from engine.store.settings import Settings
    from gui.mainwindow import MainWindow

    main = MainWindow(Settings(animation_speed="off"))
    main.keeping = False
    main.resize(1600, 900)
    host = CompetitionHost(main)
    host.demo = True
    comp = Competition.new("You", "basic", 7, 7)
    host.start(comp)
    window = host.window
    assert window is not None
    window.resize(980, 560)
    policy = ReadyFenceHeuristics()

    def players_bout(bout: Bout) -> None:
        state = ReadyFenceState.new(GAME.parse_options(comp.bout_options(bout)), comp.bout_seed(bout))
        rng = random.Random(comp.bout_seed(bout))
        while not state.is_terminal():
            state.apply(policy.best(state, state.legal_actions(), rng))
        me = comp.player
        other = next(f for f in bout.fencers if f != me and f is not None)
        comp.record(bout, {me: state.scores()[0], other: state.scores()[1]},
                    me if state.winning_seat() == 0 else other)

    def grab(name: str) -> None:
        host.start(comp)
        shoot.app.processEvents()
        path = shoot.out / f"{name}.png"
        window.grab().save(str(path))
        shoot.shots.append(path)

    while sum(b.done for b in comp.pool) < 11:
        host.fence_others_now()
        bout = comp.next_bout()
        if bout is not None and sum(b.done for b in comp.pool) < 11:
            players_bout(bout)
    host.fence_others_now()
    grab("competition-pool")
    while comp.champion is None:
        host.fence_others_now()
        bout = comp.next_bout()
        if bout is not None:
            players_bout(bout)
    window.tabs.setCurrentIndex(1)
    grab("competition-tableau")
    window.close()
    main.close()
