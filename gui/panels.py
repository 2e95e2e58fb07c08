"""The side panel: whose move, the legal actions, cards still unseen, the action log, hint and undo."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QBoxLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.core.events import ActionPlayed, Event, RoundOver
from engine.core.game import Game
from engine.core.i18n import translate
from engine.core.verbs import sentence
from engine.core.view import SeatView
from gui.gameui import GameUI
from gui.table.base import wins


class SidePanel(QWidget):
    """Beside the table its groups stand one above another; under it (a portrait window) side by
    side (`set_wide`). Its width follows its content: the lists wrap, so they ask for none."""

    LEAST_WIDTH = 230  # enough for the action list's lines to wrap in a few words
    actionChosen = Signal(object)  # an action dict the player picked from the list
    hintRequested = Signal()
    undoRequested = Signal()
    newGameRequested = Signal()
    rematchRequested = Signal()
    historyRequested = Signal()
    replayRequested = Signal()
    reviewRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        layout: QBoxLayout = QVBoxLayout()
        outer.addLayout(layout)
        self.to_move = QLabel("")
        self.to_move.setWordWrap(True)
        self.ai_status = QLabel("")
        layout.addWidget(self.to_move)
        layout.addWidget(self.ai_status)
        # shown when a match ends: the end-of-match screen's ways on
        self.after = QWidget()
        grid = QGridLayout(self.after)  # two buttons a row: three side by side clip a narrow panel
        grid.setContentsMargins(0, 0, 0, 0)
        self.rematch = QPushButton()
        self.rematch.clicked.connect(self._rematch)
        self.new_game = QPushButton()
        self.new_game.clicked.connect(self._new_game)
        self.history = QPushButton()
        self.history.clicked.connect(self._history)
        # the finished match looked at again: stepped through, and judged by the AI (gui.replay)
        self.replay = QPushButton()
        self.replay.clicked.connect(self._replay)
        self.review = QPushButton()
        self.review.clicked.connect(self._review)
        grid.addWidget(self.rematch, 0, 0)
        grid.addWidget(self.new_game, 0, 1)
        grid.addWidget(self.replay, 1, 0)
        grid.addWidget(self.review, 1, 1)
        grid.addWidget(self.history, 2, 0, 1, 2)
        self.after.setVisible(False)
        layout.addWidget(self.after)
        self.body = QBoxLayout(QBoxLayout.Direction.TopToBottom)  # the groups: a column, or a row
        outer.addLayout(self.body, 1)
        layout = self.body

        box = QGroupBox()
        inner = QVBoxLayout(box)
        self.action_list = wrapping_list()
        self.action_list.itemActivated.connect(self._activated)
        inner.addWidget(self.action_list)
        buttons = QHBoxLayout()
        self.hint = QPushButton()
        self.hint.clicked.connect(self._hint)
        self.undo = QPushButton()
        self.undo.clicked.connect(self._undo)
        buttons.addWidget(self.hint)
        buttons.addWidget(self.undo)
        inner.addLayout(buttons)
        self.hint_text = QLabel("")
        self.hint_text.setWordWrap(True)
        inner.addWidget(self.hint_text)
        layout.addWidget(box)
        self.actions_box = box

        counts = QGroupBox()
        inner = QVBoxLayout(counts)
        self.counts = QTableWidget(1, 5)
        self.counts.setHorizontalHeaderLabels([str(v) for v in range(1, 6)])
        self.counts.verticalHeader().setVisible(False)
        self.counts.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.counts.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.counts.setMaximumHeight(64)
        # the five columns share the width there is: never a horizontal scrollbar
        self.counts.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.counts.horizontalHeader().setMinimumSectionSize(24)
        self.counts.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.counts.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.counts.setMinimumWidth(5 * 28)
        inner.addWidget(self.counts)
        layout.addWidget(counts)
        self.counts_box = counts
        self.game: Game | None = None
        self.ui: GameUI | None = None
        self.parse: Callable[[dict[str, Any]], Any] = dict
        # the notation beside the words: off unless the player switches it on (View menu)
        self.show_notation = False
        self._log_lines: list[tuple[str, str]] = []  # (words, notation) to redraw on a toggle
        self._telling = 0  # how deep in told_at_once: lines added there scroll the log once, at its end
        self._legal: list[dict[str, Any]] = []

        log = QGroupBox()
        inner = QVBoxLayout(log)
        self.log = wrapping_list()
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        follow_the_end(self.log)
        inner.addWidget(self.log)
        layout.addWidget(log, 1)
        self.log_box = log
        self.retranslate()

    def retranslate(self) -> None:
        """The panel's own words, in the language now chosen."""
        self.rematch.setText(self.tr("&Rematch"))
        self.rematch.setToolTip(self.tr("The same game again, with a new deal"))
        self.new_game.setText(self.tr("&New game…"))
        self.history.setText(self.tr("Practice &history…"))
        self.replay.setText(self.tr("&Replay"))
        self.review.setText(self.tr("Re&view…"))
        self.actions_box.setTitle(self.tr("&Actions (1-9, Enter)"))
        self.hint.setText(self.tr("&Hint"))
        self.hint_text.setToolTip(self.tr(
            "A win chance is the search's estimate of how often you go on to win after the move, if both "
            "of you play on as well as it can foresee. Moves a few points apart are about as good."))
        self.undo.setText(self.tr("&Undo"))
        self.counts_box.setTitle(self.tr("Cards you have not seen"))
        self.log_box.setTitle(self.tr("Log"))

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(self.minimumSizeHint().width(), self.LEAST_WIDTH), hint.height())

    def set_wide(self, wide: bool) -> None:
        """Under the table: the action list, the unseen cards and the log side by side."""
        direction = QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom
        self.body.setDirection(direction)
        self.body.setStretchFactor(self.actions_box, 1 if wide else 0)

    # signals re-emitted without a return value (PySide6 slots must not return one)
    def _hint(self) -> None:
        self.hintRequested.emit()

    def _undo(self) -> None:
        self.undoRequested.emit()

    def _new_game(self) -> None:
        self.newGameRequested.emit()

    def _rematch(self) -> None:
        self.rematchRequested.emit()

    def _history(self) -> None:
        self.historyRequested.emit()

    def _replay(self) -> None:
        self.replayRequested.emit()

    def _review(self) -> None:
        self.reviewRequested.emit()

    def _activated(self, item: QListWidgetItem) -> None:
        self.actionChosen.emit(item.data(Qt.ItemDataRole.UserRole))

    def set_game(self, game: Game, ui: GameUI) -> None:
        """The game whose actions (read in its notation) and views this panel shows."""
        self.game, self.ui, self.parse = game, ui, game.notation.action_from_dict
        self.counts_box.setVisible(ui.unseen is not None)  # a game whose cards are worth counting

    def set_notation(self, on: bool) -> None:
        """Show each action's notation beside its words in the list and the log, or not."""
        self.show_notation = on
        self._fill_actions()
        lines, self._log_lines = self._log_lines, []
        self.log.clear()
        with self.told_at_once():
            for words, notation in lines:
                self.add_log(words, notation)

    def _line(self, words: str, notation: str) -> str:
        return f"{words}   [{notation}]" if self.show_notation and notation and notation != words else words

    def show_prompt(self, legal: list[dict[str, Any]]) -> None:
        self._legal = legal
        self._fill_actions()
        self.hint_text.setText("")

    def _fill_actions(self) -> None:
        self.action_list.clear()
        if self.game is None:
            return
        for i, entry in enumerate(self._legal, 1):
            words = sentence(entry.get("words") or self.game.describe_action(self.parse(entry["action"])))
            item = QListWidgetItem(f"{i}. {self._line(words, entry['text'])}")
            item.setData(Qt.ItemDataRole.UserRole, entry["action"])
            long = sentence(entry.get("long") or "")
            if long and long != words:  # the short line names what differs; the whole of it on hover
                item.setToolTip(long)
                item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, long)
            self.action_list.addItem(item)

    def clear_prompt(self) -> None:
        self._legal = []
        self.action_list.clear()

    def show_view(self, view: SeatView, names: list[str]) -> None:
        if self.ui is None:
            return
        self.to_move.setText(self.ui.status(view, names))
        if self.ui.unseen is not None:
            # one column per value the game counts, headed by the value (not by where it lies)
            counts = self.ui.unseen(view)
            if self.counts.columnCount() != len(counts):
                self.counts.setColumnCount(len(counts))
            self.counts.setHorizontalHeaderLabels([str(v) for v in counts])
            for col, n in enumerate(counts.values()):
                cell = QTableWidgetItem(str(n))
                cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.counts.setItem(0, col, cell)

    def add_log(self, line: str, notation: str = "") -> None:
        """A line of the log in words; `notation` shows beside it when the player asks for it."""
        self._log_lines.append((line, notation))
        self.log.addItem(self._line(line, notation))
        if not self._telling:
            self.log.scrollToBottom()

    @contextmanager
    def told_at_once(self) -> Iterator[None]:
        """Many lines at once (the log told again after an undo or a hand-over, a replay's log):
        the list is drawn and scrolled to its end once, after the last line, not after each."""
        self._telling += 1
        self.log.setUpdatesEnabled(False)
        try:
            yield
        finally:
            self._telling -= 1
            if not self._telling:
                self.log.setUpdatesEnabled(True)
                self.log.scrollToBottom()

    def has_line(self, line: str) -> bool:
        return any(words == line for words, _ in self._log_lines)

    def clear_log(self) -> None:
        self._log_lines = []
        self.log.clear()

    def log_entries(self) -> list[tuple[str, str]]:
        """The log's lines as (words, notation), to put back after a replay took the panel."""
        return list(self._log_lines)


def log_lines(events: Sequence[Event], names: Sequence[str],
              ended_words: Callable[[RoundOver], str] | None = None) -> list[tuple[str, str]]:
    """The log's lines for events (as the match sends them): (words, notation) for each action,
    and, given the game's words for why a round ended (`Game.ended_words`), a line at the end of
    each round (on the table, the story tells the results itself)."""
    lines: list[tuple[str, str]] = []
    for e in events:
        if isinstance(e, ActionPlayed):
            lines.append((f"{names[e.seat]}: {e.words or e.text}", e.text))
        elif isinstance(e, RoundOver) and ended_words is not None:
            if e.winner is None:
                who = translate("SidePanel", "drawn round ({reason})")
            else:
                who = translate("SidePanel", "{winner} the round ({reason})")
            winner = wins(names[e.winner]) if e.winner is not None else ""
            lines.append(("— " + who.format(winner=winner, reason=ended_words(e)), ""))
    return lines


def wrapping_list() -> QListWidget:
    """A list whose long lines wrap at its width: never a horizontal scrollbar (a retreat that
    names its card and ranks, a long card name, runs longer than the side panel is wide)."""
    view = QListWidget()
    view.setWordWrap(True)
    view.setHorizontalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
    # by pixels, not by lines: scrolled to its end, the last line shows whole, not cut at the bottom
    view.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
    view.setResizeMode(QListWidget.ResizeMode.Adjust)  # lines wrap again when the panel narrows
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
    return view


def follow_the_end(view: QListWidget) -> None:
    """Keep `view` at its last line while the reader is there, however its lines wrap again (the
    panel narrowed, the window turned to portrait): the wrapped lines are laid out after the
    scroll to the end was asked, and would leave the end below. Scrolled up, it stays put."""
    bar = view.verticalScrollBar()
    at_end = [True]

    def moved(value: int) -> None:
        at_end[0] = value >= bar.maximum()

    def grew(_low: int, high: int) -> None:
        if at_end[0]:
            bar.setValue(high)

    bar.valueChanged.connect(moved)
    bar.rangeChanged.connect(grew)
