"""The Balance window: one AI level against itself over the decks a designer pairs, played in
worker processes (or on a Dask cluster), with each side's win rate, its 95% interval, a plot, and
the run before it beside it, so a change to the cards shows what it did to the balance."""

from __future__ import annotations

import contextlib
import csv
import html
import os
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCharts import QAreaSeries, QCategoryAxis, QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QMargins, QPointF, QRect, QRectF, Qt, QThread, Signal
from PySide6.QtGui import QColor, QImage, QImageWriter, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.ai.players import LEVELS
from engine.core.cards import guest_id, titled
from engine.core.errors import SalleError
from engine.core.i18n import QT_TRANSLATE_NOOP, translate
from engine.games import all_games, get_game
from engine.store.balances import FILE_NAME, BalanceRun, add_run, load_runs, shipped_hash, shipped_runs_path
from engine.store.cardsets import CardSet, follow_card_set, list_card_sets, playing_with
from engine.tools.balance import (
    PAIRINGS,
    BalanceTask,
    SelfPlayResult,
    SideRow,
    deck_titles,
    pairing_sides,
    pairing_tasks,
    play_task,
    side_rows,
)
from engine.tools.runs import (
    ClusterError,
    Prepare,
    Run,
    address_problem,
    cluster_runs_here,
    cluster_warning,
    start,
)
from gui.charts import palette_chart

# the words of the sides' axes and of the seats, as the table and the plot show them
WORDS = {
    "pairing": QT_TRANSLATE_NOOP("Balance", "Pairing"),
    "seat": QT_TRANSLATE_NOOP("Balance", "Seat"),
    "first player": QT_TRANSLATE_NOOP("Balance", "First player"),
    "role": QT_TRANSLATE_NOOP("Balance", "Role"),
    "first": QT_TRANSLATE_NOOP("Balance", "moving first"),
    "second": QT_TRANSLATE_NOOP("Balance", "moving second"),
    "Challenger": QT_TRANSLATE_NOOP("Balance", "Challenger"),
    "Respondent": QT_TRANSLATE_NOOP("Balance", "Respondent"),
}
NOW, BEFORE = "#3f7fbf", "#8a8f96"
SIDE_WIDTH = 340  # the form's width beside the results
NARROW = 900  # a window narrower than this has the form above the results


@dataclass(frozen=True)
class Cards:
    """Cards a balance can be played with: their name as shown and kept, their content hash,
    where their runs are kept, and how a worker process puts them in play (None: the shipped)."""

    title: str
    name: str
    hash: str
    runs: Path
    prepare: Prepare | None = None
    titles: tuple[tuple[str, str], ...] = ()  # the decks' titles where the cards rename them
    card_set: CardSet | None = field(default=None, compare=False, repr=False)  # None: the shipped


def shipped_cards(game: str) -> Cards:
    return Cards(translate("Balance", "The shipped cards"), "shipped", shipped_hash(game),
                 shipped_runs_path(game))


def set_cards(card_set: CardSet) -> Cards:
    """A designer's card set: its runs kept in its folder, put in play in every worker."""
    return Cards(card_set.name, card_set.name, card_set.hash, card_set.folder / FILE_NAME,
                 (follow_card_set, (card_set,)), tuple((d.id, d.in_language().title) for d in card_set.decks),
                 card_set)


def seat_decks(game: str, cards: Cards) -> dict[str, str]:
    """The decks a seat may play from `cards` set against other cards, by id, with their titles:
    a set's own decks as guests ("roman@Sworn bands"), the shipped cards' under their own ids."""
    titles = deck_titles(game)
    if cards.card_set is None:
        return titles
    own = dict(cards.titles)
    return {guest_id(d, cards.name): titled(guest_id(d, cards.name), own[d]) for d in titles if d in own}


def cards_of(game: str) -> list[Cards]:
    """The shipped cards, then each of the player's card sets of `game` that may be played."""
    return [shipped_cards(game), *(set_cards(s) for s in list_card_sets() if s.game == game and s.ok)]


def duration(seconds: float) -> str:
    """A time left as a person says it: 40 s, 3 min 10 s, 1 h 5 min."""
    s = max(0, round(seconds))
    if s < 60:
        return translate("Balance", "{s} s").format(s=s)
    if s < 3600:
        return translate("Balance", "{m} min {s} s").format(m=s // 60, s=s % 60)
    return translate("Balance", "{h} h {m} min").format(h=s // 3600, m=s % 3600 // 60)


class BalanceRunner(QThread):
    """The matches of one run, played away from the GUI thread; each result comes as `played`."""

    played = Signal(int, object)  # task index, SelfPlayResult
    failed = Signal(str)

    def __init__(self, tasks: Sequence[BalanceTask], jobs: int, cluster: str | None,
                 prepare: Prepare | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tasks, self.jobs, self.cluster, self.prepare = list(tasks), jobs, cluster, prepare
        self.cancelled = False
        self._run: Run[SelfPlayResult] | None = None

    def run(self) -> None:
        try:
            self._run = start(play_task, self.tasks, self.jobs, self.cluster, self.prepare, processes=True)
            if self.cancelled:
                self._run.cancel()
            for i, result in self._run:
                if self.cancelled:
                    break
                self.played.emit(i, result)
        except ClusterError as e:
            if not self.cancelled:  # a cancelled run's window has moved on
                self.failed.emit(str(e))
        except Exception as e:  # a match that failed in its process: said, not a crash of the window
            if not self.cancelled:
                self.failed.emit(self.tr("The balance stopped: {problem}").format(problem=e))

    def cancel(self) -> None:
        self.cancelled = True
        if self._run is not None:
            self._run.cancel()


# Runners cancelled while they still wait (on a cluster that does not answer, say): the window has
# let them go, and they end by themselves, soon; kept here until then, as Qt must not destroy a
# thread still running
_LEAVING: set[BalanceRunner] = set()


def _leave(runner: BalanceRunner, slots: Sequence[tuple[Any, Callable[..., None]]]) -> None:
    """Let `runner` end on its own, unheard by `slots` (signal, slot); Salle waits for it only as
    it quits."""
    for signal, slot in slots:
        with contextlib.suppress(RuntimeError, TypeError):
            signal.disconnect(slot)
    # those that ended are forgotten here, in the GUI thread (never from a thread's own signal:
    # the last reference must not go while the thread still runs)
    for gone in [r for r in _LEAVING if r.isFinished()]:
        _LEAVING.discard(gone)
    if runner.isFinished():
        return
    runner.setParent(None)  # it may outlive its window: kept here instead, until it ends
    app = QCoreApplication.instance()
    if app is not None and not app.property("salle_waits_for_leaving"):
        app.setProperty("salle_waits_for_leaving", True)
        app.aboutToQuit.connect(wait_for_leaving)
    _LEAVING.add(runner)


def wait_for_leaving() -> None:
    """Wait for the runners let go of to end (each within the cluster's connection timeout)."""
    for runner in list(_LEAVING):
        runner.wait()
    _LEAVING.clear()


class BalanceWindow(QWidget):
    """Pick the game, the cards, the pairings, the games and the AI level; run; read the table
    and the plot; compare with the run before; export."""

    def __init__(self, parent: QWidget | None = None, game: str | None = None,
                 card_set: CardSet | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Balance"))
        self.runner: BalanceRunner | None = None
        self.results: dict[int, SelfPlayResult] = {}
        self.total = 0
        self.started = 0.0
        self.runs: list[BalanceRun] = []
        self.asked: BalanceRun | None = None  # what the run under way was asked to play
        self.rows: list[SideRow] = []
        self.note = ""

        self.game = QComboBox()
        for name in all_games():
            self.game.addItem(get_game(name).title, name)
        self.cards = QComboBox()
        # the cards they meet: the same cards (their decks against each other), or other cards,
        # whose decks join the run as guests, so a set is paired with another set
        self.against = QComboBox()
        self.against.setToolTip(self.tr("Pair the decks of these cards with each other, or with the "
                                        "decks of other cards (the shipped ones or another set)"))
        self.pairs = QListWidget()
        self.pairs.setWordWrap(True)
        self.pairs.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.no_pairs = QLabel(self.tr("One deck: the seats are rotated."))
        self.no_pairs.setWordWrap(True)
        self.games = QSpinBox()
        self.games.setRange(1, 100_000)
        self.games.setValue(20)
        self.level = QComboBox()
        for lv in LEVELS.values():
            self.level.addItem(lv.words, lv.name)
        self.level.setCurrentIndex(self.level.findData("club"))
        self.processes = QSpinBox()
        self.processes.setRange(1, max(1, os.cpu_count() or 1))
        self.processes.setValue(min(2, self.processes.maximum()))
        self.cluster = QLineEdit()
        self.cluster.setPlaceholderText(self.tr("none: processes here"))
        self.cluster.setToolTip(self.tr("A Dask scheduler's address, e.g. tcp://192.168.1.20:8786: each game "
                                        "is played on the cluster's workers. The cluster can run any code "
                                        "in Salle: use only machines you trust"))
        # the risk of a cluster reached unencrypted beyond this computer, said as its address is typed
        self.cluster_warning = QLabel()
        self.cluster_warning.setWordWrap(True)
        self.cluster_warning.hide()
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(1)

        top = QFormLayout()
        top.addRow(self.tr("&Game:"), self.game)
        top.addRow(self.tr("&Cards:"), self.cards)
        top.addRow(self.tr("&Against:"), self.against)
        self._top = top
        form = QFormLayout()
        # the column is narrow: a long label and a long level ("Maestro (29 de noviembre de 2026)")
        # take two lines rather than cut the level
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.tr("Games per &pairing:"), self.games)
        form.addRow(self.tr("AI &level:"), self.level)
        form.addRow(self.tr("P&rocesses:"), self.processes)
        form.addRow(self.tr("Cl&uster:"), self.cluster)
        form.addRow(self.cluster_warning)
        # without Dask (the packaged program, a source install without the `cluster` extra) the field
        # could only refuse: it is not offered (docs/cluster.md says where cluster runs are made)
        form.setRowVisible(self.cluster, cluster_runs_here())
        form.addRow(self.tr("&Seed:"), self.seed)

        self.run_button = QPushButton(self.tr("&Run"))
        self.cancel_button = QPushButton(self.tr("Ca&ncel"))
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.compare = QCheckBox(self.tr("Co&mpare with the previous run"))
        self.compare.setChecked(True)
        self.csv_button = QPushButton(self.tr("Export &CSV…"))
        self.plot_button = QPushButton(self.tr("Export p&lot…"))

        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        exports = QHBoxLayout()
        exports.addWidget(self.csv_button)
        exports.addWidget(self.plot_button)
        self.pairs_label = QLabel(self.tr("&Pairings (each deck against the other, sides rotated):"))
        self.pairs_label.setWordWrap(True)
        self.pairs_label.setBuddy(self.pairs)
        left = QVBoxLayout()
        left.addLayout(top)
        left.addWidget(self.pairs_label)
        left.addWidget(self.pairs)
        left.addWidget(self.no_pairs)
        left.addLayout(form)
        left.addLayout(buttons)
        left.addWidget(self.progress)
        left.addWidget(self.status)
        left.addWidget(self.compare)
        left.addLayout(exports)
        left.addStretch(1)
        self.side = side = QWidget()
        side.setLayout(left)
        side.setMaximumWidth(SIDE_WIDTH)

        self.plot = self._plot()
        self.table = QTableWidget(0, 0)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setWordWrap(False)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.plot)
        right.addWidget(self.table)
        right.setSizes([400, 240])
        self.box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.box.addWidget(side)
        self.box.addWidget(right, 1)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.cards.currentIndexChanged.connect(self._cards_changed)
        self.against.currentIndexChanged.connect(self._against_changed)
        self.cluster.textChanged.connect(self._cluster_changed)
        self.run_button.clicked.connect(self.run)
        self.cancel_button.clicked.connect(self.cancel)
        self.compare.toggled.connect(self._show)
        self.csv_button.clicked.connect(self._csv_clicked)
        self.plot_button.clicked.connect(self._plot_clicked)
        game = card_set.game if card_set is not None else game
        if game is not None and self.game.findData(game) >= 0:
            self.game.setCurrentIndex(self.game.findData(game))
        self._game_changed()
        if card_set is not None:  # opened from the Card sets window: that set, as it is on disk now
            found = [i for i in range(self.cards.count())
                     if self.cards.itemData(i).runs.parent == card_set.folder]
            if found:
                self.cards.setCurrentIndex(found[0])
        self.resize(1100, 680)

    def resizeEvent(self, event: Any) -> None:
        """A narrow (portrait) window has the form above the results, a wide one beside them."""
        narrow = event.size().width() < NARROW
        Direction = QBoxLayout.Direction
        self.box.setDirection(Direction.TopToBottom if narrow else Direction.LeftToRight)
        self.side.setMaximumWidth(16_777_215 if narrow else SIDE_WIDTH)
        super().resizeEvent(event)

    # --- what to play ------------------------------------------------------------------------------
    @property
    def game_name(self) -> str:
        return str(self.game.currentData())

    def chosen_cards(self) -> Cards:
        cards: Cards = self.cards.currentData()
        return cards

    def chosen_against(self) -> Cards | None:
        """The other cards the decks are paired with (None: the same cards, with each other)."""
        against: Cards | None = self.against.currentData()
        return against

    def guest_sets(self) -> tuple[CardSet, ...]:
        """The sets a run against other cards plays as guests (each set's decks by guest ids)."""
        against = self.chosen_against()
        if against is None:
            return ()
        return tuple(c.card_set for c in (self.chosen_cards(), against) if c.card_set is not None)

    def _game_changed(self) -> None:
        game = self.game_name
        self.cards.blockSignals(True)
        self.cards.clear()
        for cards in cards_of(game):
            self.cards.addItem(cards.title, cards)
        self.cards.blockSignals(False)
        paired = game in PAIRINGS
        self.pairs.setVisible(paired)
        self.pairs_label.setVisible(paired)
        self.no_pairs.setVisible(not paired)
        self._top.setRowVisible(self.against, paired)
        self._cards_changed()

    def _fill_against(self) -> None:
        """The same cards, then every other cards of the game: the shipped ones, the other sets."""
        chosen = self.chosen_cards()
        self.against.blockSignals(True)
        self.against.clear()
        self.against.addItem(self.tr("The same cards"), None)
        for cards in cards_of(self.game_name) if self.game_name in PAIRINGS else []:
            if cards.runs != chosen.runs:
                self.against.addItem(cards.title, cards)
        self.against.blockSignals(False)

    def _fill_pairs(self) -> None:
        """Each deck against each: among the chosen cards' decks, or theirs against the other cards'."""
        game = self.game_name
        against = self.chosen_against()
        self.pairs.clear()
        if against is None:
            self.titles = {**deck_titles(game), **dict(self.chosen_cards().titles)}
            ids = list(deck_titles(game))
            pairs = [(a, b) for i, a in enumerate(ids) for b in ids[i:]]
        else:
            mine, theirs = seat_decks(game, self.chosen_cards()), seat_decks(game, against)
            self.titles = {**mine, **theirs}
            pairs = [(a, b) for a in mine for b in theirs]
        for a, b in pairs:
            item = QListWidgetItem(self.tr("{deck} against {other}").format(deck=self.titles[a],
                                                                           other=self.titles[b]))
            item.setData(Qt.ItemDataRole.UserRole, (a, b))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            # the pairs of different decks to begin with: a mirror measures only the seats (against
            # other cards, every pair is of different decks)
            item.setCheckState(Qt.CheckState.Checked if a != b else Qt.CheckState.Unchecked)
            self.pairs.addItem(item)
        # room for each pairing on two lines (a narrow form wraps them), no empty box below them
        lines = 2 * min(self.pairs.count(), 9) * self.pairs.fontMetrics().lineSpacing()
        self.pairs.setMaximumHeight(lines + 2 * self.pairs.frameWidth() + 4)

    def _against_changed(self) -> None:
        self._fill_pairs()

    def chosen_pairs(self) -> list[tuple[str, str]]:
        out = []
        for i in range(self.pairs.count()):
            item = self.pairs.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                a, b = item.data(Qt.ItemDataRole.UserRole)
                out.append((str(a), str(b)))
        return out

    def _cards_changed(self) -> None:
        """The runs kept for these cards: the last one shown, the one before it beside it."""
        if self.cards.count() == 0:
            return
        self.note = ""
        self._fill_against()
        self._fill_pairs()
        try:
            self.runs = [r for r in load_runs(self.chosen_cards().runs) if r.game == self.game_name]
        except SalleError as e:
            self.runs = []
            self.note = self.tr("The earlier runs cannot be read: {problem}").format(problem=e)
        self.rows = list(self.runs[-1].rows) if self.runs else []
        self.status.setText(self.note or (self._described(self.runs[-1]) if self.runs else
                                          self.tr("No run with these cards yet.")))
        self._show()

    def _described(self, run: BalanceRun) -> str:
        when = run.when.replace("T", " ")[:16]
        level = LEVELS[run.level].words if run.level in LEVELS else run.level
        return self.tr("Last run {when}: {level}, %n game(s) per pairing.", None, run.games).format(
            when=when, level=level)

    def _cluster_changed(self) -> None:
        address = self.cluster.text().strip()
        warning = cluster_warning(address) if address and not address_problem(address) else ""
        self.cluster_warning.setText(warning)
        self.cluster_warning.setVisible(bool(warning))

    # --- the run -------------------------------------------------------------------------------------
    def run(self) -> None:
        """Start the run the form describes (a bad cluster address or no pairing is said, not run)."""
        if self.runner is not None:
            return
        address = self.cluster.text().strip()
        problem = address_problem(address) if address else ""
        pairs = self.chosen_pairs() if self.game_name in PAIRINGS else []
        if not problem and self.game_name in PAIRINGS and not pairs:
            problem = self.tr("Choose at least one pairing.")
        if problem:
            self.status.setText(problem)
            return
        cards, against = self.chosen_cards(), self.chosen_against()
        level = str(self.level.currentData())
        # against other cards, the run plays every set as a guest, each deck by its guest id
        prepare = cards.prepare if against is None else (follow_card_set, (None, self.guest_sets()))
        try:
            with playing_with(*prepare[1]) if prepare is not None else contextlib.nullcontext():
                tasks = pairing_tasks(self.game_name, level, pairs, self.games.value(), self.seed.value())
        except (SalleError, ValueError) as e:  # sets that cannot meet: said, not run
            self.status.setText(str(e))
            return
        self.asked = BalanceRun(datetime.now().isoformat(timespec="seconds"), self.game_name, level,
                                self.games.value(), self.seed.value(), cards.name, cards.hash,
                                tuple(pairs), (), against.name if against else "",
                                against.hash if against else "")
        self.results = {}
        self.total = len(tasks)
        self.started = time.monotonic()
        self.progress.setRange(0, self.total)
        self.progress.setValue(0)
        self.status.setText(self.tr("Starting the processes…") if not address
                            else self.tr("Connecting to {address}…").format(address=address))
        self.runner = BalanceRunner(tasks, self.processes.value(), address or None, prepare, self)
        self.runner.played.connect(self._played)
        self.runner.failed.connect(self._failed)
        self.runner.finished.connect(self._ended)
        self._running(True)
        self.runner.start()

    def cancel(self) -> None:
        """Stop the run now: the window does not wait for a runner that may be waiting on a cluster
        (its connection, its scheduler's answer); the runner ends by itself, unheard."""
        runner, self.runner = self.runner, None
        if runner is None:
            return
        runner.cancel()
        _leave(runner, [(runner.played, self._played), (runner.failed, self._failed),
                        (runner.finished, self._ended)])
        self.asked = None
        self._running(False)
        self.status.setText(self.tr("Cancelled after {done} of {total} games: nothing kept.").format(
            done=len(self.results), total=self.total))

    def _running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        for w in (self.game, self.cards, self.against, self.pairs, self.games, self.level, self.processes,
                  self.cluster, self.seed):
            w.setEnabled(not running)

    def _played(self, index: int, result: SelfPlayResult) -> None:
        # sent before a cancel let its runner go (delivered late, its sender may be gone: None)
        if self.runner is None or self.sender() is not self.runner:
            return
        self.results[index] = result
        done = len(self.results)
        self.progress.setValue(done)
        left = (time.monotonic() - self.started) / done * (self.total - done)
        self.status.setText(self.tr("{done} of {total} games played, about {left} left").format(
            done=done, total=self.total, left=duration(left)))

    def _failed(self, text: str) -> None:
        if self.runner is None or self.sender() is not self.runner:
            return
        self.status.setText(text)
        self.asked = None

    def _ended(self) -> None:
        if self.runner is not None and not self.runner.isFinished():  # a runner let go of ended
            return
        runner, self.runner = self.runner, None
        self._running(False)
        if runner is None:
            return
        asked, self.asked = self.asked, None
        if asked is None:  # failed: its message stays
            return
        if runner.cancelled or len(self.results) < self.total:
            self.status.setText(self.tr("Cancelled after {done} of {total} games: nothing kept.").format(
                done=len(self.results), total=self.total))
            return
        results = [self.results[i] for i in range(self.total)]
        rows = tuple(self._rows(results, asked.pairs))
        run = BalanceRun(asked.when, asked.game, asked.level, asked.games, asked.seed, asked.cards,
                         asked.cards_hash, asked.pairs, rows, asked.against, asked.against_hash)
        try:
            self.runs = [r for r in add_run(self.chosen_cards().runs, run) if r.game == run.game]
            kept = ""
        except OSError as e:
            self.runs = [*self.runs, run]
            kept = " " + self.tr("It could not be kept: {problem}").format(problem=e)
        self.rows = list(rows)
        self.status.setText(self.tr("Done: %n game(s) in {time}.", None, self.total).format(
            time=duration(time.monotonic() - self.started)) + kept)
        self._show()

    def _rows(self, results: list[SelfPlayResult], pairs: Sequence[tuple[str, str]]) -> list[SideRow]:
        """The chosen pairings (each read from its first deck's side) in their order, then the seats."""
        rows = side_rows(results, pairing_sides(self.game_name))
        by_side = {r.side: r for r in rows if r.axis == "pairing"}
        chosen = [by_side[f"{a} against {b}"] for a, b in pairs if f"{a} against {b}" in by_side]
        return chosen + [r for r in rows if r.axis != "pairing"]

    def closeEvent(self, event: Any) -> None:
        self.cancel()
        super().closeEvent(event)

    # --- what the table and the plot show ---------------------------------------------------------------
    @property
    def previous(self) -> BalanceRun | None:
        """The run before the one shown, when comparing."""
        return self.runs[-2] if self.compare.isChecked() and len(self.runs) >= 2 else None

    def side_words(self, row: SideRow) -> str:
        if row.axis == "pairing":
            a, _, b = row.side.partition(" against ")
            return self.tr("{deck} against {other}").format(deck=self.titles.get(a, a),
                                                           other=self.titles.get(b, b))
        return translate("Balance", WORDS.get(row.side, row.side))

    def axis_words(self, row: SideRow) -> str:
        return translate("Balance", WORDS.get(row.axis, row.axis))

    def table_rows(self) -> list[list[str]]:
        """The table as it reads, header first (what the CSV holds too)."""
        before = {(r.axis, r.side): r for r in self.previous.rows} if self.previous else {}
        header = [self.tr("What"), self.tr("Side"), self.tr("Games"), self.tr("Wins"), self.tr("Draws"),
                  self.tr("Win rate %"), self.tr("95% interval low"), self.tr("95% interval high")]
        if self.previous is not None:
            header += [self.tr("Before %"), self.tr("Change")]
        out = [header]
        for row in self.rows:
            line = [self.axis_words(row), self.side_words(row), str(row.matches), str(row.wins),
                    str(row.draws), f"{row.rate * 100:.1f}", f"{row.low * 100:.1f}", f"{row.high * 100:.1f}"]
            if self.previous is not None:
                old = before.get((row.axis, row.side))
                line += [f"{old.rate * 100:.1f}", f"{(row.rate - old.rate) * 100:+.1f}"] if old else ["", ""]
            out.append(line)
        return out

    def _show(self) -> None:
        # on screen the interval is one column, "39.7 to 81.2"; the CSV keeps its ends apart
        rows = [[*line[:6], self.tr("95% interval") if i == 0 else
                 self.tr("{low} to {high}").format(low=line[6], high=line[7]), *line[8:]]
                for i, line in enumerate(self.table_rows())]
        self.table.clear()
        self.table.setColumnCount(len(rows[0]))
        self.table.setRowCount(len(rows) - 1)
        self.table.setHorizontalHeaderLabels(rows[0])
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for r, line in enumerate(rows[1:]):
            for c, text in enumerate(line):
                item = QTableWidgetItem(text)
                if c >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self._draw()

    # --- the plot -----------------------------------------------------------------------------------------
    def _plot(self) -> QChartView:
        """A bar per side, as long as its win rate, with its 95% interval across its end; the sides
        read down the left, the first at the top; the key to the colours is the chart's title."""
        palette = self.palette()
        chart, ink, faint = palette_chart(palette, QMargins(4, 4, 8, 4))
        chart.setTitleBrush(ink)
        self.rate_axis = QValueAxis()
        self.rate_axis.setRange(0, 100)
        self.rate_axis.setTickCount(11)
        self.rate_axis.setLabelFormat("%d")
        self.rate_axis.setGridLinePen(QPen(faint, 1))
        self.side_axis = QCategoryAxis()
        self.side_axis.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
        self.side_axis.setReverse(True)  # the first side at the top, as in the table
        self.side_axis.setGridLineVisible(False)
        self.side_axis.setTruncateLabels(False)
        bottom, left = Qt.AlignmentFlag.AlignBottom, Qt.AlignmentFlag.AlignLeft
        for axis, side in ((self.rate_axis, bottom), (self.side_axis, left)):
            axis.setLinePen(QPen(ink, 1))
            axis.setLabelsBrush(ink)
            axis.setTitleBrush(ink)
            chart.addAxis(axis, side)
        self.rate_axis.setTitleText(self.tr("Win rate % (bars: 95% interval)"))
        view = QChartView(chart)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setBackgroundBrush(palette.color(QPalette.ColorRole.Base))
        view.setMinimumHeight(200)
        self.bars: list[list[QAreaSeries]] = []
        self.error_bars: list[list[QLineSeries]] = []
        self.key_title = ""
        self._drawn: list[QLineSeries | QAreaSeries] = []
        return view

    @property
    def chart(self) -> QChart:
        return self.plot.chart()

    def _add(self, series: QLineSeries | QAreaSeries, *edges: QLineSeries) -> None:
        self.chart.addSeries(series)
        series.attachAxis(self.rate_axis)
        series.attachAxis(self.side_axis)
        # kept here: an area's edges belong to no chart, and each series lives until it is taken
        # out of the chart again (removeAllSeries would delete what Python still holds)
        self._drawn.extend([series, *edges])

    def _draw(self) -> None:
        for series in self._drawn:
            if series in self.chart.series():
                self.chart.removeSeries(series)
        self._drawn = []
        self.bars = []
        self.error_bars = []
        ink = self.palette().color(QPalette.ColorRole.Text)
        labels = [self.side_words(r) if r.axis == "pairing" else f"{self.axis_words(r)}: {self.side_words(r)}"
                  for r in self.rows]
        ys = list(range(len(self.rows)))
        low, high = -0.6, max(len(self.rows), 1) - 0.4
        even = QLineSeries()  # an even balance: 50% down the whole plot
        even.append([QPointF(50, low), QPointF(50, high)])
        even.setPen(QPen(ink, 1, Qt.PenStyle.DotLine))
        self._add(even)
        before = {(r.axis, r.side): r for r in self.previous.rows} if self.previous else {}
        pairs = [(y, before[(r.axis, r.side)]) for y, r in zip(ys, self.rows, strict=True)
                 if (r.axis, r.side) in before]
        # side by side when compared: the previous run's bar ghosted above this run's
        shift, height = (0.2, 0.36) if pairs else (0.0, 0.6)
        if pairs:
            self._bars([y - shift for y, _ in pairs], [r for _, r in pairs], BEFORE, 110, height)
        if self.rows:
            self._bars([y + shift for y in ys], self.rows, NOW, 255, height)
        key = [(NOW, self.tr("This run"))] + ([(BEFORE, self.tr("Previous run"))] if pairs else [])
        words = [f"<span style='color:{c}'>■</span> <span style='color:{ink.name()}'>{w}</span>"
                 for c, w in key]
        self.key_title = "&nbsp;&nbsp;".join(words) if self.rows else ""
        self.chart.setTitle(self.key_title)
        # a label on each side's own line: the category ends halfway between two sides
        for label in self.side_axis.categoriesLabels():
            self.side_axis.remove(label)
        self.side_axis.setStartValue(low)
        for y, label in zip(ys, labels, strict=True):
            self.side_axis.append(label, y)
        self.side_axis.setRange(low, high)
        self.rate_axis.setRange(0, 100)

    def _bars(self, ys: list[float], rows: Sequence[SideRow], colour: str, alpha: int, height: float) -> None:
        fill = QColor(colour)
        fill.setAlpha(alpha)
        ink = self.palette().color(QPalette.ColorRole.Text)
        bars: list[QAreaSeries] = []
        errors: list[QLineSeries] = []
        for y, row in zip(ys, rows, strict=True):
            top, bottom = QLineSeries(), QLineSeries()
            top.append([QPointF(0, y - height / 2), QPointF(row.rate * 100, y - height / 2)])
            bottom.append([QPointF(0, y + height / 2), QPointF(row.rate * 100, y + height / 2)])
            bar = QAreaSeries(top, bottom)
            bar.setBrush(fill)
            bar.setPen(QPen(QColor(colour), 1))
            self._add(bar, top, bottom)
            bars.append(bar)
            # the interval as one stroke: the low end's beam, across, the high end's beam
            beam = height / 4
            error = QLineSeries()
            error.append([QPointF(row.low * 100, y - beam), QPointF(row.low * 100, y + beam),
                          QPointF(row.low * 100, y), QPointF(row.high * 100, y),
                          QPointF(row.high * 100, y - beam), QPointF(row.high * 100, y + beam)])
            error.setPen(QPen(ink, 1.5))
            self._add(error)
            errors.append(error)
        self.bars.append(bars)
        self.error_bars.append(errors)

    # --- exports -----------------------------------------------------------------------------------------
    def write_csv(self, path: Path) -> None:
        with path.open("w", newline="", encoding="utf-8") as f:
            csv.writer(f).writerows(self.table_rows())

    def plot_heading(self) -> str:
        """What the plot shows, as its exported title says: the game, the cards (and those they
        met), the AI level and the games played (the run shown, else the run the form describes)."""
        run = self.runs[-1] if self.runs else None
        game = get_game(self.game_name).title
        if run is not None:
            cards, other, level, n = run.cards, run.against, run.level, run.games
        else:
            against = self.chosen_against()
            cards, level, n = self.chosen_cards().name, str(self.level.currentData()), self.games.value()
            other = against.name if against is not None else ""
        level = LEVELS[level].words if level in LEVELS else level
        if other:
            return self.tr("{game} balance: {cards} against {other}, {level}, n = {n}").format(
                game=game, cards=self._cards_words(cards), other=self._cards_words(other), level=level, n=n)
        return self.tr("{game} balance: {cards}, {level}, n = {n}").format(
            game=game, cards=self._cards_words(cards), level=level, n=n)

    def _cards_words(self, name: str) -> str:
        return translate("Balance", "The shipped cards") if name == "shipped" else name

    @contextlib.contextmanager
    def _headed(self) -> Iterator[None]:
        """The plot titled with its heading above the key while it is exported."""
        ink = self.palette().color(QPalette.ColorRole.Text).name()
        heading = f"<span style='color:{ink}; font-weight:bold'>{html.escape(self.plot_heading())}</span>"
        key = self.key_title
        self.chart.setTitle(f"{heading}<br>{key}" if key else heading)
        # the chart's new layout, with the taller title, is made by posted events: drawn as it stands
        QCoreApplication.sendPostedEvents()
        try:
            yield
        finally:
            self.chart.setTitle(key)

    def write_plot(self, path: Path) -> None:
        """The plot as a PNG (at twice the size shown, 800 pixels wide at least) or an SVG, by the
        file's extension, titled with what it shows (the cards, the level, the games)."""
        with self._headed():
            self._write_plot(path)

    def _render(self, painter: QPainter, target: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.plot.render(painter, target, QRect(self.plot.viewport().rect()),
                         Qt.AspectRatioMode.IgnoreAspectRatio)

    def _write_plot(self, path: Path) -> None:
        size = self.plot.viewport().size()
        if path.suffix.lower() == ".svg":
            from PySide6.QtSvg import QSvgGenerator

            generator = QSvgGenerator()
            generator.setFileName(str(path))
            generator.setSize(size)
            generator.setViewBox(QRect(0, 0, size.width(), size.height()))
            generator.setTitle(self.plot_heading())
            painter = QPainter(generator)
            try:
                self._render(painter, QRectF(0, 0, size.width(), size.height()))
            finally:
                painter.end()
            if not path.is_file():
                raise OSError(self.tr("the SVG drawing was not written"))
            return
        scale = max(2.0, 800 / max(size.width(), 1))
        image = QImage(round(size.width() * scale), round(size.height() * scale), QImage.Format.Format_ARGB32)
        image.fill(self.palette().color(QPalette.ColorRole.Base))
        painter = QPainter(image)
        try:
            self._render(painter, QRectF(image.rect()))
        finally:
            painter.end()
        writer = QImageWriter(str(path), b"png")  # a PNG whatever the name ends with
        if not writer.write(image):
            raise OSError(writer.errorString())

    def _base_name(self) -> str:
        """The exported files' name: the plot's heading and the day, safe on any file system."""
        from gui.filenames import suggested_name

        return suggested_name(self.plot_heading(), None, "")

    def _csv_clicked(self) -> None:
        from gui.filenames import documents_folder, remember_documents

        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export the table"),
                                              str(documents_folder() / f"{self._base_name()}.csv"),
                                              self.tr("CSV (*.csv)"))
        if name:
            remember_documents(Path(name))
            self._exported(lambda: self.write_csv(Path(name)), name)

    def _plot_clicked(self) -> None:
        from gui.filenames import documents_folder, remember_documents

        name, chosen = QFileDialog.getSaveFileName(self, self.tr("Export the plot"),
                                                   str(documents_folder() / f"{self._base_name()}.png"),
                                                   self.tr("PNG image (*.png);;SVG drawing (*.svg)"))
        if name:
            remember_documents(Path(name))
            path = Path(name)
            if path.suffix.lower() not in (".png", ".svg"):
                path = path.with_suffix(".svg" if "svg" in chosen else ".png")
            self._exported(lambda: self.write_plot(path), str(path))

    def _exported(self, write: Callable[[], None], name: str) -> None:
        try:
            write()
        except OSError as e:
            self.status.setText(self.tr("{file} could not be written: {problem}").format(file=name,
                                                                                          problem=e))
            return
        self.status.setText(self.tr("Written: {file}").format(file=name))
