"""The post-game review beside a replay: computed in the search processes with a progress bar and a
Cancel button, kept in the practice history, drawn as a win-chance graph (Qt Charts) whose
points take the replay to the position of that decision, with the better move in words."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCharts import QChartView, QLineSeries, QScatterSeries, QValueAxis
from PySide6.QtCore import QMargins, QObject, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QCursor, QKeyEvent, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QToolTip,
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
from gui.charts import palette_chart

if TYPE_CHECKING:
    from gui.mainwindow import MainWindow

POLL_MS = 20
# lichess's colours for the three classes; a decision that loses little is a small grey dot
COLOURS = {"inaccuracy": "#d8a400", "mistake": "#e0701a", "blunder": "#c8322d", "": "#8a8f96"}
PLAYED, BEST = "#3f7fbf", "#8a8f96"
# the dots' diameters in pixels: a judged decision stands out from one that lost little
DOT, JUDGED_DOT = 7.0, 12.0
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


class Graph(QChartView):
    """The win-chance chart, which a person can also walk with the keys: Left and Right go to the
    decision before or after the one shown, Home and End to the first and the last."""

    stepped = Signal(int)  # -1, +1: the decision before or after; -2, +2: the first or the last

    KEYS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Home: -2, Qt.Key.Key_End: 2}

    def keyPressEvent(self, event: QKeyEvent) -> None:
        step = self.KEYS.get(Qt.Key(event.key()))
        if step is None:
            super().keyPressEvent(event)
            return
        self.stepped.emit(step)
        event.accept()


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
        self.shown = 0  # the step the replay stands at
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

    # --- the graph -------------------------------------------------------------------------------
    def _plot(self) -> Graph:
        """The chart in the window's palette (dark or light): no title and no legend inside it (the
        words under it say what the lines and dots mean, and a legend would hide points)."""
        palette = self.window.palette()
        chart, ink, faint = palette_chart(palette, QMargins(2, 2, 2, 2))
        self.x_axis, self.y_axis = QValueAxis(), QValueAxis()
        self.x_axis.setLabelFormat("%d")
        self.x_axis.setGridLineVisible(False)
        self.y_axis.setRange(0, 100)
        self.y_axis.setTickCount(5)
        self.y_axis.setLabelFormat("%d")
        self.y_axis.setGridLinePen(QPen(faint, 1))
        self.y_axis.setMinorGridLineVisible(False)
        bottom, left = Qt.AlignmentFlag.AlignBottom, Qt.AlignmentFlag.AlignLeft
        for axis, side in ((self.x_axis, bottom), (self.y_axis, left)):
            axis.setLinePen(QPen(ink, 1))
            axis.setLabelsBrush(ink)
            axis.setTitleBrush(ink)
            chart.addAxis(axis, side)
        self._titles()
        even = QLineSeries()  # the even chance: above it the reviewed player was ahead
        even.setPen(QPen(ink, 1, Qt.PenStyle.DotLine))
        self.best = QLineSeries()
        self.best.setPen(QPen(QColor(BEST), 1, Qt.PenStyle.DashLine))
        self.played = QLineSeries()
        self.played.setPen(QPen(QColor(PLAYED), 2))
        self.cursor = QLineSeries()  # where the replay stands, when a decision was judged there
        self.cursor.setPen(QPen(QColor(PLAYED), 1))
        self.cursor.hide()
        # one series of dots per class, each in its colour and size
        self.dots: dict[str, QScatterSeries] = {}
        for cls, colour in COLOURS.items():
            dots = QScatterSeries()
            dots.setMarkerShape(QScatterSeries.MarkerShape.MarkerShapeCircle)
            dots.setMarkerSize(JUDGED_DOT if cls else DOT)
            dots.setColor(QColor(colour))
            dots.setBorderColor(QColor(colour))
            dots.clicked.connect(self._clicked)
            dots.hovered.connect(self._hovered)
            self.dots[cls] = dots
        for series in (even, self.best, self.played, self.cursor, *self.dots.values()):
            chart.addSeries(series)
            series.attachAxis(self.x_axis)
            series.attachAxis(self.y_axis)
        self._even = even
        self._span(max(len(self.replay), 1))
        graph = Graph(chart)
        graph.setRenderHint(QPainter.RenderHint.Antialiasing)
        graph.setBackgroundBrush(palette.color(QPalette.ColorRole.Base))
        graph.setMinimumHeight(120)
        graph.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        graph.stepped.connect(self._stepped)
        return graph

    def _titles(self) -> None:
        self.x_axis.setTitleText(self.tr("Move"))
        self.y_axis.setTitleText(self.tr("Win chance %"))

    def _span(self, moves: int) -> None:
        """The moves along the bottom, every one of them: from 0 to the last."""
        self.x_axis.setRange(0, moves)
        self.x_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        self.x_axis.setTickAnchor(0)
        # about ten labels whatever the game's length, on whole moves
        self.x_axis.setTickInterval(max(1, round(moves / 10)))
        self._even.replace([QPointF(0, 50), QPointF(moves, 50)])

    def _draw(self) -> None:
        review = self.review
        if review is None:
            return
        me = review.seats[0]
        best: list[QPointF] = []
        played: list[QPointF] = []
        spots: dict[str, list[QPointF]] = {cls: [] for cls in self.dots}
        for d in review.decisions:
            x = d.ply + 1

            def mine(chance: float, d: Decision = d) -> float:
                return 100.0 * (chance if d.seat == me else 1.0 - chance)

            best.append(QPointF(x, mine(d.best_chance)))
            chance = d.played_chance if d.played_chance is not None else d.best_chance
            played.append(QPointF(x, mine(chance)))
            spots[d.judgement].append(QPointF(x, mine(chance)))
        # drawn again from scratch: a review read twice shows each point once
        self.best.replace(best)
        self.played.replace(played)
        for cls, dots in self.dots.items():
            dots.replace(spots[cls])
        self._span(max(len(self.replay), 1))

    def _at(self, point: QPointF) -> Decision | None:
        """The decision drawn at `point` of the graph (its x is the move's number)."""
        return self._decision(round(point.x()) - 1)

    def _clicked(self, point: QPointF) -> None:
        d = self._at(point)
        if d is not None:
            self.choose(d.ply)

    def _hovered(self, point: QPointF, inside: bool) -> None:
        """A dot under the pointer says what that decision was, as a tooltip."""
        d = self._at(point) if inside else None
        text = "" if d is None else self.words(d)
        self.plot.setToolTip(text)
        if text:
            QToolTip.showText(QCursor.pos(), text, self.plot)
        else:
            QToolTip.hideText()

    def _stepped(self, step: int) -> None:
        """A key on the graph: the decision before or after the one shown, or the first or last."""
        if self.review is None or not self.review.decisions:
            return
        plies = sorted(d.ply for d in self.review.decisions)
        if abs(step) == 2:
            self.choose(plies[0] if step < 0 else plies[-1])
            return
        at = self.shown
        if step < 0:
            before = [p for p in plies if p < at]
            self.choose(before[-1] if before else plies[0])
        else:
            after = [p for p in plies if p > at]
            self.choose(after[0] if after else plies[-1])

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
        self.shown = at
        d = self._decision(at)
        if d is None:
            self.cursor.hide()
            if self.review is not None:
                self.detail.setText(self.tr("Click a point of the graph (or step to a move of yours) to "
                                            "see what the AI thought of it."))
            return
        self.cursor.replace([QPointF(d.ply + 1, 0), QPointF(d.ply + 1, 100)])
        self.cursor.show()
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
        self._titles()
        if self.review is not None and not (self.runner is not None and self.runner.running):
            self.summary.setText(self._summary(self.review))
