"""A finished game replayed on the real table: a read-only port for the scene, the replay bar, and
the controller that puts them in the window and takes them away again.

The game's own scene draws the replay, bound to a `ReplayPort` in place of a match: the port
offers the views of `engine.replay.Replay` step by step, no legal action, and a refusal that says
this is a replay. The scene is a fresh one, so the match the window holds keeps its own table.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStyle,
    QToolButton,
    QWidget,
)

from engine.core.errors import SalleError
from engine.core.i18n import QT_TRANSLATE_NOOP, translate
from engine.core.view import SeatView
from engine.match import MatchState
from engine.replay import Replay
from engine.store.saves import Seat
from gui.dialogs.history import DASH
from gui.games import game_ui
from gui.panels import log_lines
from gui.table.base import TableSceneBase, wins

if TYPE_CHECKING:
    from gui.mainwindow import MainWindow
    from gui.review import ReviewPanel

# (shown through translate("Replay", READ_ONLY))
READ_ONLY = QT_TRANSLATE_NOOP(
    "Replay", "This is a replay: its moves cannot be changed. Step through it with ← and → (Home, End).")
NAV_KEYS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}


class ReplayPort(QObject):
    """The replay as a table scene sees a match (gui.table.port.MatchPort): the view at the current
    step, from the seat it is seen from; nothing to play."""

    positionReset = Signal(object)
    eventsApplied = Signal(object)  # list[Event], as the seat the replay is seen from saw them
    viewChanged = Signal(object)
    handoverRequested = Signal(int)
    stateEntered = Signal(str)
    refused = Signal(str)
    gameOver = Signal(object)
    moved = Signal(int)  # the step now shown

    def __init__(self, replay: Replay, seats: tuple[Seat, Seat], viewer: int,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.replay = replay
        self.seats = seats
        # never AWAITING_HUMAN: the scene lifts nothing and lights no target
        self.phase = MatchState.GAME_OVER
        self.viewer = viewer
        self.at = 0

    def view(self) -> SeatView:
        return self.replay.view(self.at, self.viewer)

    def to_move(self) -> int:
        return self.replay.state(self.at).current_player()

    def legal_actions(self) -> Sequence[Any]:
        return []

    def why_illegal(self, action: Any) -> str:
        return translate("Replay", READ_ONLY)

    def describe(self, action: Any) -> str:
        return self.replay.state(self.at).describe(action)

    def play(self, intent: Any) -> bool:
        self.refused.emit(translate("Replay", READ_ONLY))
        return False

    def confirm_handover(self) -> None:
        """A replay has no hand-over."""

    def go(self, n: int) -> None:
        """Show step `n` (clamped to the game): one step on is played out as the table plays a
        move, anything else is laid out at once."""
        n = max(0, min(len(self.replay), n))
        if n == self.at:
            return
        forward = n == self.at + 1
        self.at = n
        if forward:
            step = self.replay.steps[n - 1]
            self.eventsApplied.emit([e.for_seat(self.viewer) for e in step.events])
            self.viewChanged.emit(self.view())
        else:
            self.positionReset.emit(self.view())
        self.moved.emit(n)

    def see_from(self, seat: int) -> None:
        """The table as `seat` saw it: the game is over, so either hand may be shown."""
        self.viewer = seat
        self.positionReset.emit(self.view())
        self.moved.emit(self.at)


class ElidedLabel(QLabel):
    """One line that ends in "…" where the bar is too narrow for it (the whole line is in its
    tooltip, and the move in the log): the bar never grows taller and squeezes the table."""

    def __init__(self) -> None:
        super().__init__()
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(80)

    def setText(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self._elide()

    def text(self) -> str:
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, max(self.width(), 10))
        super().setText(shown)


class ReplayBar(QFrame):
    """First, previous, next, last; where the replay stands; whose hand shows; review, save, close."""

    stepRequested = Signal(int)  # a step to go to
    seatChosen = Signal(int)
    reviewRequested = Signal()
    saveRequested = Signal()
    closeRequested = Signal()

    def __init__(self, names: Sequence[str], viewer: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay-bar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        self.buttons: dict[str, QToolButton] = {}
        icons = QStyle.StandardPixmap
        for key, icon in (("first", icons.SP_MediaSkipBackward), ("previous", icons.SP_MediaSeekBackward),
                          ("next", icons.SP_MediaSeekForward), ("last", icons.SP_MediaSkipForward)):
            button = QToolButton()
            button.setIcon(self.style().standardIcon(icon))
            button.clicked.connect(lambda _=False, k=key: self._clicked(k))
            row.addWidget(button)
            self.buttons[key] = button
        self.where = ElidedLabel()
        row.addWidget(self.where, 1)
        self.seat = QComboBox()
        self.names = list(names)
        self.seat.addItems(["" for _ in names])
        self.seat.setCurrentIndex(viewer)
        self.seat.currentIndexChanged.connect(self._seat)
        row.addWidget(self.seat)
        self.review = QPushButton()
        self.review.clicked.connect(self._review)
        self.save = QPushButton()
        self.save.clicked.connect(self._save)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self._close)
        for b in (self.review, self.save, self.close_button):
            row.addWidget(b)
        self.at, self.length = 0, 0
        self.retranslate()

    def retranslate(self) -> None:
        """The bar's words in the language now chosen."""
        tips = {"first": self.tr("First move (Home)"), "previous": self.tr("Previous move (←)"),
                "next": self.tr("Next move (→)"), "last": self.tr("Last move (End)")}
        for key, tip in tips.items():
            self.buttons[key].setToolTip(tip)
            self.buttons[key].setAccessibleName(tip)
        for i, name in enumerate(self.names):
            self.seat.setItemText(i, self.tr("Hand: {name}").format(name=name))
        self.seat.setToolTip(self.tr("Whose hand the table shows: the game is over, so either may be seen"))
        self.review.setText(self.tr("Re&view…"))
        self.review.setToolTip(
            self.tr("The AI's judgement of each of your decisions, and the win-chance graph"))
        self.save.setText(self.tr("Save &as…"))
        self.save.setToolTip(self.tr("Export the whole game as a save"))
        self.close_button.setText(self.tr("&Close replay"))

    # slots re-emit without a return value (PySide6 slots must not return one)
    def _clicked(self, key: str) -> None:
        target = {"first": 0, "previous": self.at - 1, "next": self.at + 1, "last": self.length}[key]
        self.stepRequested.emit(target)

    def _seat(self, index: int) -> None:
        self.seatChosen.emit(index)

    def _review(self) -> None:
        self.reviewRequested.emit()

    def _save(self) -> None:
        self.saveRequested.emit()

    def _close(self) -> None:
        self.closeRequested.emit()

    def show_step(self, at: int, length: int, text: str) -> None:
        self.at, self.length = at, length
        self.where.setText(text)
        self.buttons["first"].setEnabled(at > 0)
        self.buttons["previous"].setEnabled(at > 0)
        self.buttons["next"].setEnabled(at < length)
        self.buttons["last"].setEnabled(at < length)


class ReplayController(QObject):
    """A replay in the window: its scene on the table, its bar under it, its log in the side panel,
    the keys Left, Right, Home and End. `close` gives the window back as it was (the window's
    close_replay calls it)."""

    closed = Signal()

    def __init__(self, window: MainWindow, replay: Replay, names: Sequence[str], viewer: int,
                 history: tuple[Path | None, int] | None = None,
                 review: dict[str, Any] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.replay = replay
        self.names = list(names)
        # the history row the game is kept in (its database, its id): a review is stored there
        self.history = history
        self.stored_review = review
        self.review_panel: ReviewPanel | None = None
        self.judged: dict[int, str] = {}  # a judged move's class, by its step, for the log
        seats = (Seat(replay.seats[0].kind, replay.seats[0].level, self.names[0]),
                 Seat(replay.seats[1].kind, replay.seats[1].level, self.names[1]))
        self.port = ReplayPort(replay, seats, viewer, self)
        self.ui = game_ui(replay.game.name)
        self.scene: TableSceneBase[Any] = self.ui.scene(window)
        self.scene.message.connect(window.show_message)
        self.scene.bind(self.port)
        self.bar = ReplayBar(self.names, viewer)
        self.bar.stepRequested.connect(self.go)
        self.bar.seatChosen.connect(self.port.see_from)
        self.bar.reviewRequested.connect(self.show_review)
        self.bar.saveRequested.connect(self.export)
        self.bar.closeRequested.connect(window.close_replay)  # the window forgets it, then it closes
        self.port.moved.connect(self._moved)
        self._lines: list[tuple[int, str, str]] = []  # (step, words, notation): the log, step by step
        # what the window showed before, to give back on close
        self._saved_log = window.panel.log_entries()
        self._was_enabled = (window.panel.hint.isEnabled(), window.panel.undo.isEnabled())

    # --- in and out of the window ---------------------------------------------------------------
    def open(self) -> None:
        w = self.window
        w.table.setScene(self.scene)
        w.table.fit()
        w.column.addWidget(self.bar)
        w.panel.set_game(self.replay.game, self.ui)
        w.panel.clear_prompt()
        w.panel.hint.setEnabled(False)
        w.panel.undo.setEnabled(False)
        self._log_link = w.panel.log.itemClicked.connect(self._log_clicked)
        w.table.installEventFilter(self)
        w.table.viewport().installEventFilter(self)
        self._fill_log()
        self.port.positionReset.emit(self.port.view())
        self._moved(0)
        w.table.setFocus()
        w.show_message(self.tr("Replay: step through the game with ← and → (Home, End); the table takes "
                               "no moves."))

    def retranslate(self) -> None:
        """The bar, the step shown and the log in the language now chosen."""
        self.bar.retranslate()
        self._fill_log()
        self._moved(self.port.at)
        if self.review_panel is not None:
            self.review_panel.retranslate()

    def close(self) -> None:
        w = self.window
        if self.review_panel is not None:
            self.review_panel.stop()
            w.removeDockWidget(self.review_panel.dock)
            self.review_panel.dock.deleteLater()
            self.review_panel = None
        w.table.removeEventFilter(self)
        w.table.viewport().removeEventFilter(self)
        QObject.disconnect(self._log_link)
        self.bar.hide()
        w.column.removeWidget(self.bar)
        self.bar.deleteLater()
        w.table.setScene(w.scene)
        w.table.fit()
        if w.match is not None:
            w.panel.set_game(w.match.game, game_ui(w.match.game.name))
            w.panel.show_view(w.match.view(), w.names())
        w.panel.clear_log()
        with w.panel.told_at_once():
            for words, notation in self._saved_log:
                w.panel.add_log(words, notation)
        w.panel.hint.setEnabled(self._was_enabled[0])
        w.panel.undo.setEnabled(self._was_enabled[1])
        self.scene.deleteLater()
        w.show_message("")
        self.closed.emit()

    # --- stepping ----------------------------------------------------------------------------------
    def go(self, n: int) -> None:
        self.port.go(n)

    def step(self, delta: int) -> None:
        self.port.go(self.port.at + delta)

    def _moved(self, at: int) -> None:
        length = len(self.replay)
        if at == 0:
            text = self.tr("Start of the game (%n move(s))", None, length)
        else:
            step = self.replay.steps[at - 1]
            text = self.tr("After move {move} of {moves} — {name}: {words}").format(
                move=at, moves=length, name=self.names[step.seat], words=step.words)
        if at == length and self.replay.finished():
            winner = self.replay.winner()
            score = DASH.join(str(s) for s in self.replay.scores())
            result = self.tr("a draw") if winner is None else wins(self.names[winner])
            text += f" — {result} {score}".rstrip()
        self.bar.show_step(at, length, text)
        self.window.panel.show_view(self.port.view(), self.names)
        self._mark_log(at)
        if self.review_panel is not None:
            self.review_panel.show_step(at)

    # --- the log, in step ----------------------------------------------------------------------------
    def _fill_log(self) -> None:
        panel = self.window.panel
        panel.clear_log()
        self._lines = []
        for n, step in enumerate(self.replay.steps, 1):
            for words, notation in log_lines(step.events, self.names, self.replay.game.ended_words):
                judged = self.judged.get(n - 1, "") if notation == step.text else ""
                self._lines.append((n, f"{words}   ({judged})" if judged else words, notation))
        with panel.told_at_once():
            for _, words, notation in self._lines:
                panel.add_log(words, notation)
        self._mark_log(self.port.at)

    def _mark_log(self, at: int) -> None:
        """Highlight the current move's lines in the log (none at the start)."""
        log = self.window.panel.log
        rows = [i for i, (n, _, _) in enumerate(self._lines) if n == at]
        if rows:
            log.setCurrentRow(rows[0])
            log.scrollToItem(log.item(rows[0]))
        else:
            log.setCurrentRow(-1)
            log.scrollToTop()

    def _log_clicked(self, item: QListWidgetItem) -> None:
        row = self.window.panel.log.row(item)
        if 0 <= row < len(self._lines):
            self.go(self._lines[row][0])

    def mark_judged(self, judged: dict[int, str]) -> None:
        """The review's classes beside the moves they judge (step index: class)."""
        self.judged = dict(judged)
        self._fill_log()

    # --- read-only table --------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = Qt.Key(event.key())
            if key in NAV_KEYS:
                self.step(NAV_KEYS[key])
                return True
            if key == Qt.Key.Key_Home:
                self.go(0)
                return True
            if key == Qt.Key.Key_End:
                self.go(len(self.replay))
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) or \
                    Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
                self.window.show_message(translate("Replay", READ_ONLY))
                return True
            return False
        if kind == QEvent.Type.MouseButtonPress and watched is self.window.table.viewport():
            if self.scene.help_showing:
                return False  # the click closes the keys' page, as on any table
            self.window.show_message(translate("Replay", READ_ONLY))
            return True
        return False

    # --- export and review --------------------------------------------------------------------------
    def export(self) -> None:
        from gui.filenames import SAVE_SUFFIX, ask_where_to_save, suggested_name

        path = ask_where_to_save(self.window, self.tr("Save the replayed game"),
                                 suggested_name(self.replay.game.title, self.port.seats, SAVE_SUFFIX))
        if path is not None:
            self.save_to(path)

    def save_to(self, path: Path) -> bool:
        try:
            self.replay.save(path)
        except (SalleError, OSError) as e:
            said = translate("MainWindow", "The game was not saved.\n\n{problem}")
            QMessageBox.warning(self.window, "Salle", said.format(problem=e))
            return False
        self.window.show_message(self.tr("The whole game was saved to {file}.").format(file=path.name))
        return True

    def show_review(self) -> None:
        """The review beside the replay: read from the history if it was computed before, else
        computed now in the search processes."""
        if self.review_panel is not None:
            panel = self.review_panel
            if panel.review is None and (panel.runner is None or not panel.runner.running):
                panel.start()  # cancelled or stopped before: asked again, it starts again
            panel.dock.raise_()
            return
        from gui.review import ReviewPanel

        self.review_panel = ReviewPanel(self.window, self.replay, self.names, self.history,
                                        self.stored_review)
        self.review_panel.decisionChosen.connect(self.go)
        self.review_panel.judged.connect(self.mark_judged)
        self.review_panel.start()
        self.review_panel.show_step(self.port.at)

