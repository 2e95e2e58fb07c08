"""The post-game review beside a replay: computed in the search processes with a progress bar and a
Cancel button, kept in the practice history, drawn as a win-chance graph (pyqtgraph) whose
points take the replay to the position of that decision, with the better move in words."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pyqtgraph as pg
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.ai.worker import SearchWorkers, WorkerError
from engine.core.errors import SalleError
from engine.core.i18n import QT_TRANSLATE_NOOP, translate
from engine.core.verbs import sentence
from engine.replay import Replay
from engine.review import (
    JUDGEMENTS,
    Decision,
    Question,
    Review,
    ReviewError,
    answer,
    questions,
    reviewed_seats,
)
from engine.store.history import History

if TYPE_CHECKING:
    from gui.mainwindow import MainWindow

POLL_MS = 20
# lichess's colours for the three classes; a decision that loses little is a small grey dot
COLOURS = {"inaccuracy": "#d8a400", "mistake": "#e0701a", "blunder": "#c8322d", "": "#8a8f96"}
PLAYED, BEST = "#3f7fbf", "#8a8f96"
# the sentence that names a judged decision, with the points of win chance it lost
LOST = {
    "inaccuracy": QT_TRANSLATE_NOOP("ReviewPanel", "That was an inaccuracy, {points} points lost."),
    "mistake": QT_TRANSLATE_NOOP("ReviewPanel", "That was a mistake, {points} points lost."),
    "blunder": QT_TRANSLATE_NOOP("ReviewPanel", "That was a blunder, {points} points lost."),
}


class ReviewRunner(QObject):
    """The review's searches, a few at a time in processes of its own, so the table never waits
    and a cancel kills them at once. `finished` carries the Review."""

    progress = Signal(int, int)  # decisions judged, decisions in all
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, replay: Replay, seats: Sequence[int], processes: int = 2,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = replay.game.name
        self.seats = tuple(seats)
        self.asked: list[Question] = questions(replay, self.seats)
        self.workers = SearchWorkers(processes)
        self.decisions: list[Decision] = []
        self._batch: list[Question] = []
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def start(self) -> None:
        self.progress.emit(0, len(self.asked))
        self._next()

    def cancel(self) -> None:
        """Stop: the searches in progress are killed, nothing is kept."""
        self._timer.stop()
        self.workers.cancel()
        self.workers.close()

    def _next(self) -> None:
        done = len(self.decisions)
        if done == len(self.asked):
            self._timer.stop()
            self.workers.close()
            self.finished.emit(Review(self.seats, tuple(self.decisions)))
            return
        # as many decisions as processes at a time: the bar moves and a cancel loses little
        self._batch = self.asked[done:done + self.workers.count]
        self.workers.submit(tuple(q.job(self.game) for q in self._batch))
        self._timer.start()

    def _poll(self) -> None:
        try:
            done = self.workers.poll()
        except WorkerError as e:
            self.cancel()
            self.failed.emit(self.tr("The review stopped: {problem}.").format(problem=e))
            return
        if done is None:
            return
        for q, stats in zip(self._batch, done[1], strict=True):
            self.decisions.append(answer(self.game, q, stats))
        self.progress.emit(len(self.decisions), len(self.asked))
        self._next()


class ReviewPanel(QObject):
    """The review in a dock under the table: the graph, what the chosen point means, the progress."""

    decisionChosen = Signal(int)  # the step to show: the position the decision was made in
    judged = Signal(object)  # {step: class} of the judged moves, for the log
    stored = Signal()  # the review went into the practice history

    def __init__(self, window: MainWindow, replay: Replay, names: Sequence[str],
                 history: tuple[Path | None, int] | None, stored: dict[str, Any] | None) -> None:
        super().__init__(window)
        self.window = window
        self.replay = replay
        self.names = list(names)
        self.history = history
        self.review: Review | None = None
        self.runner: ReviewRunner | None = None
        self.computed = False  # computed in this session (False: read from the history)
        if stored is not None:
            try:
                self.review = Review.from_json(stored, len(replay))
            except ReviewError:
                self.review = None  # a review that cannot be read is computed again
        self.dock = QDockWidget(self.tr("Review"), window)
        self.dock.setObjectName("review")
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                              | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(6, 0, 6, 2)
        column.setSpacing(2)
        top = QHBoxLayout()
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        top.addWidget(self.summary, 1)
        self.bar = QProgressBar()
        self.bar.setFormat(self.tr("%v of %m decisions"))
        self.bar.setMinimumWidth(200)
        self.bar.hide()
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.hide()
        top.addWidget(self.bar)
        top.addWidget(self.cancel_button)
        column.addLayout(top)
        self.plot = self._plot()
        column.addWidget(self.plot, 1)
        self.legend = QLabel(self._legend())
        self.legend.setWordWrap(True)
        column.addWidget(self.legend)
        self.detail = QLabel(self.tr("Click a point of the graph to see that position on the table."))
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        column.addWidget(self.detail)
        self.dock.setWidget(body)
        # under the table only: the side panel keeps the window's full height for its log
        window.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        # a third of the window at most: the table above stays the larger part
        window.resizeDocks([self.dock], [max(170, window.height() // 3)], Qt.Orientation.Vertical)
        self._points: pg.ScatterPlotItem | None = None
        self._cursor = pg.InfiniteLine(angle=90, pen=pg.mkPen("#3f7fbf", width=1))
        self._cursor.hide()
        self.plot.addItem(self._cursor)

    # --- the graph -------------------------------------------------------------------------------
    def _plot(self) -> pg.PlotWidget:
        palette = self.window.palette()
        ink = palette.color(QPalette.ColorRole.Text)
        plot = pg.PlotWidget(background=palette.color(QPalette.ColorRole.Base))
        plot.setMinimumHeight(120)
        plot.setMenuEnabled(False)
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        item = plot.getPlotItem()
        for side in ("left", "bottom"):
            axis = item.getAxis(side)
            axis.setPen(pg.mkPen(ink))
            axis.setTextPen(pg.mkPen(ink))
        item.setLabel("left", self.tr("Win chance %"))
        item.setLabel("bottom", self.tr("Move"))
        item.setYRange(0, 100, padding=0.02)
        item.showGrid(x=False, y=True, alpha=0.25)
        even = pg.InfiniteLine(pos=50, angle=0, pen=pg.mkPen(ink, width=1, style=Qt.PenStyle.DotLine))
        plot.addItem(even)
        return plot

    def _draw(self) -> None:
        review = self.review
        if review is None:
            return
        me = review.seats[0]
        xs, played, best, spots = [], [], [], []
        for d in review.decisions:
            x = d.ply + 1

            def mine(chance: float, d: Decision = d) -> float:
                return 100.0 * (chance if d.seat == me else 1.0 - chance)

            xs.append(x)
            best.append(mine(d.best_chance))
            chance = d.played_chance if d.played_chance is not None else d.best_chance
            played.append(mine(chance))
            cls = d.judgement
            spots.append({"pos": (x, mine(chance)), "data": d.ply, "size": 12 if cls else 7,
                          "brush": pg.mkBrush(COLOURS[cls]), "pen": pg.mkPen(COLOURS[cls])})
        item = self.plot.getPlotItem()
        item.plot(xs, best, pen=pg.mkPen(BEST, width=1, style=Qt.PenStyle.DashLine))
        item.plot(xs, played, pen=pg.mkPen(PLAYED, width=2))
        self._points = pg.ScatterPlotItem(spots=spots, hoverable=True, tip=self._tip)
        self._points.sigClicked.connect(self._clicked)
        self.plot.addItem(self._points)
        item.setXRange(0, max(len(self.replay), 1), padding=0.01)

    def _legend(self) -> str:
        """What the lines and the dots mean, under the graph (a legend inside it would hide points)."""
        def dot(cls: str, words: str) -> str:
            return f'<span style="color:{COLOURS[cls]}">●</span> {words}'

        return "&nbsp;&nbsp; ".join([
            f'<span style="color:{PLAYED}"><b>—</b></span> ' + self.tr("the move played"),
            f'<span style="color:{BEST}">- -</span> ' + self.tr("the AI's best move"),
            dot("inaccuracy", self.tr("inaccuracy (10 points of win chance lost or more)")),
            dot("mistake", self.tr("mistake (20 or more)")),
            dot("blunder", self.tr("blunder (30 or more)")),
        ])

    def _tip(self, x: float, y: float, data: Any) -> str:
        d = self._decision(int(data))
        return "" if d is None else self.words(d)

    def _clicked(self, plot: Any, points: Sequence[Any], event: Any = None) -> None:
        if len(points):
            self.choose(int(points[0].data()))

    # --- what a decision means -------------------------------------------------------------------
    def _decision(self, ply: int) -> Decision | None:
        if self.review is None:
            return None
        return next((d for d in self.review.decisions if d.ply == ply), None)

    def choose(self, ply: int) -> None:
        """Show the decision made at step `ply`: the table goes to the position it was made in."""
        self.decisionChosen.emit(ply)

    def words(self, d: Decision) -> str:
        """A decision in the player's words: his move, the better one, the class."""
        who = self.names[d.seat]
        played = (self.tr("not estimated") if d.played_chance is None
                  else self.tr("{percent}% to win").format(percent=round(100 * d.played_chance)))
        text = self.tr("Move {number}, {name} to play: {move} ({chance}).").format(
            number=d.ply + 1, name=who, move=sentence(d.played_words), chance=played)
        if d.played == d.best:
            return text + " " + self.tr("The AI would have played the same.")
        better = " " + self.tr("Better: {move} ({percent}%).").format(
            move=sentence(d.best_words), percent=round(100 * d.best_chance))
        if d.judgement:
            lost = translate("ReviewPanel", LOST[d.judgement]).format(points=round(100 * d.drop))
            return text + better + " " + lost
        return text + better + " " + self.tr("The difference is small.")

    def show_step(self, at: int) -> None:
        """The replay stands at step `at`: name the decision made there, if one was judged."""
        d = self._decision(at)
        if d is None:
            self._cursor.hide()
            if self.review is not None:
                self.detail.setText(self.tr("Click a point of the graph (or step to a move of yours) to "
                                            "see what the AI thought of it."))
            return
        self._cursor.setValue(d.ply + 1)
        self._cursor.show()
        self.detail.setText(self.words(d))

    # --- computing ------------------------------------------------------------------------------------
    def start(self) -> None:
        if self.review is not None:
            self._show()
            return
        seats = reviewed_seats(self.replay.seats)
        self.runner = ReviewRunner(self.replay, seats, parent=self)
        self.runner.progress.connect(self._progress)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(self._failed)
        self.summary.setText(self.tr("The AI looks at each of your decisions from what you could see then…"))
        self.bar.show()
        self.cancel_button.show()
        self.runner.start()

    def stop(self) -> None:
        if self.runner is not None and self.runner.running:
            self.runner.cancel()

    def cancel(self) -> None:
        self.stop()
        self.bar.hide()
        self.cancel_button.hide()
        self.summary.setText(self.tr("The review was cancelled; Review… in the replay bar starts it again."))

    def _progress(self, done: int, total: int) -> None:
        self.bar.setMaximum(max(total, 1))
        self.bar.setValue(done)

    def _failed(self, text: str) -> None:
        self.bar.hide()
        self.cancel_button.hide()
        self.summary.setText(text)

    def _finished(self, review: Review) -> None:
        self.review = review
        self.computed = True
        self.bar.hide()
        self.cancel_button.hide()
        problem = self._store(review)
        self._show()
        if problem:
            self.summary.setText(self.summary.text() + " " + problem)

    def _store(self, review: Review) -> str:
        """Keep the review with its game; what went wrong, in words, if it could not be."""
        if self.history is None:
            return self.tr("(This game is not in the practice history, so its review is not kept.)")
        path, row_id = self.history
        try:
            with History(path) as history:
                history.set_review(row_id, review.to_json())
        except (SalleError, OSError, sqlite3.Error, KeyError, ValueError) as e:
            return self.tr("(The review was not kept in the practice history: {problem})").format(problem=e)
        self.stored.emit()
        return ""

    def _show(self) -> None:
        review = self.review
        assert review is not None
        self.summary.setText(self._summary(review))
        self._draw()
        self.judged.emit({d.ply: d.judgement for d in review.decisions if d.judgement})


    def _summary(self, review: Review) -> str:
        parts = []
        for seat in review.seats:
            counts = review.counts(seat)
            said = ", ".join(self._count(counts[name], name) for name, _ in reversed(JUDGEMENTS))
            parts.append(f"{self.names[seat]}: {said}")
        said = self.tr("{judged} in %n decision(s).", None, len(review.decisions))
        return said.format(judged="; ".join(parts))

    def _count(self, n: int, judgement: str) -> str:
        if judgement == "inaccuracy":
            return self.tr("%n inaccuracy(ies)", None, n)
        if judgement == "mistake":
            return self.tr("%n mistake(s)", None, n)
        return self.tr("%n blunder(s)", None, n)

    def retranslate(self) -> None:
        """The dock's own words in the language now chosen; a finished review is summed up again."""
        self.dock.setWindowTitle(self.tr("Review"))
        self.bar.setFormat(self.tr("%v of %m decisions"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.legend.setText(self._legend())
        item = self.plot.getPlotItem()
        item.setLabel("left", self.tr("Win chance %"))
        item.setLabel("bottom", self.tr("Move"))
        if self.review is not None and not (self.runner is not None and self.runner.running):
            self.summary.setText(self._summary(self.review))
