"""The practice history dialog: the recent games (each to replay or review), and how the people have
fared against each AI level."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.ai.players import LEVELS, level_named
from engine.core.errors import SalleError
from engine.core.i18n import QT_TRANSLATE_NOOP, translate
from engine.games import get_game
from engine.games.words import by_name
from engine.store.history import GameRow, History, Tally
from engine.store.paths import history_path
from engine.store.saves import Seat

RECENT_LIMIT = 50
DASH = "\u2013"  # the en dash of printed scores and records, not a hyphen
GAME_COLUMNS = (
    QT_TRANSLATE_NOOP("HistoryDialog", "Date"),
    QT_TRANSLATE_NOOP("HistoryDialog", "Game"),
    QT_TRANSLATE_NOOP("HistoryDialog", "Fencers"),
    QT_TRANSLATE_NOOP("HistoryDialog", "Result"),
    QT_TRANSLATE_NOOP("HistoryDialog", "Moves"),
    QT_TRANSLATE_NOOP("HistoryDialog", "Duration"),
)
LEVEL_COLUMNS = (
    QT_TRANSLATE_NOOP("HistoryDialog", "Game"),
    QT_TRANSLATE_NOOP("HistoryDialog", "Opponent"),
    QT_TRANSLATE_NOOP("HistoryDialog", "Games"),
    QT_TRANSLATE_NOOP("HistoryDialog", "Won"),
    QT_TRANSLATE_NOOP("HistoryDialog", "Lost"),
    QT_TRANSLATE_NOOP("HistoryDialog", "Drawn"),
    QT_TRANSLATE_NOOP("HistoryDialog", "Abandoned"),
    QT_TRANSLATE_NOOP("HistoryDialog", "Win rate"),
)


def seat_title(seat: Seat, player: str = "") -> str:
    """How a seat reads in the table: the player's name (or "Human"), or the AI level's title."""
    if seat.kind == "human":
        return player or translate("HistoryDialog", "Human")
    level = level_named(seat.level)
    return level.words if level else translate("HistoryDialog", "AI ({level})").format(level=seat.level)


def seat_titles(seats: Sequence[Seat], player: str = "") -> list[str]:
    # the player's name only where he is the one person at the table (two people: Human 1 and 2)
    one = [s.kind for s in seats].count("human") == 1
    titles = [seat_title(s, player if one else "") for s in seats]
    if len(set(titles)) < len(titles):  # two people (or two equal AIs): say which is which
        titles = [f"{t} {i + 1}" for i, t in enumerate(titles)]
    return titles


def game_title(name: str) -> str:
    try:
        return get_game(name).title
    except KeyError:
        return name  # a game a newer Salle recorded: its name is still better than nothing


def format_duration(seconds: float | None) -> str:
    if seconds is None:
        return "—"  # games recorded before the history kept durations
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def format_result(row: GameRow, player: str = "") -> str:
    # a winner's score is said first (Master won 2 to 0), as the end of the game announced it
    scores = list(row.score)
    if row.winner is not None and not row.abandoned and len(scores) == 2:
        scores = [scores[row.winner], scores[1 - row.winner]]
    score = DASH.join(str(s) for s in scores) if scores else ""
    if row.abandoned:
        return (translate("HistoryDialog", "Abandoned at {score}").format(score=score) if score
                else translate("HistoryDialog", "Abandoned"))
    text = (translate("HistoryDialog", "Draw") if row.winner is None
            else by_name(seat_titles(row.seats, player)[row.winner], translate("HistoryDialog", "You won"),
                         translate("HistoryDialog", "{name} won")))
    return f"{text} {score}" if score else text


def format_tally(tally: Tally) -> tuple[str, str]:
    """("wins-losses-draws" joined by en dashes, "percentage of games won"); an abandoned game
    is not played to its end, so it counts in neither."""
    wins, losses, draws = tally.get("wins", 0), tally.get("losses", 0), tally.get("draws", 0)
    played = wins + losses + draws
    rate = f"{round(100 * wins / played)}%" if played else "—"
    return DASH.join(str(n) for n in (wins, losses, draws)), rate


def tally_cells(tally: Tally) -> list[str]:
    """Games, won, lost, drawn, abandoned and the win rate, as the records table shows them."""
    counts = [tally.get(k, 0) for k in ("wins", "losses", "draws", "abandoned")]
    return [str(sum(counts)), *(str(n) for n in counts), format_tally(tally)[1]]


def _level_order(label: str) -> tuple[int, str]:
    # the AI from weakest to strongest, as LEVELS lists them; unknown labels after, by name
    names = list(LEVELS)
    level = label.removeprefix("ai:")
    return (names.index(level) if level in names else len(names), label)


class HistoryDialog(QDialog):
    """Reads the history at `path` (default: the data folder's) once, when opened.

    A history that cannot be read (damaged, another program's, from a newer Salle) is reported
    in the dialog, with the file left as it is. A game that cannot be read is left out and
    counted in a notice; the others are shown. A history that does not exist yet is not
    created just to be looked at."""

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        parent: QWidget | None = None,
        limit: int = RECENT_LIMIT,
        player: str = "",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Practice history"))
        self.path: Path | None = None
        self.rows: list[GameRow] = []
        # what the player asked for on leaving: (the game, and whether the AI is to review it)
        self.chosen: tuple[GameRow, bool] | None = None
        self.player = player.strip()  # the person at the computer (Settings.names), in his words
        self.games_table = self._table(GAME_COLUMNS, stretch=GAME_COLUMNS.index("Result"))
        self.levels_table = self._table(LEVEL_COLUMNS, stretch=0)
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error_label.hide()
        self.empty_label = QLabel(self.tr("No games yet against the computer."))
        self.empty_label.hide()
        self.skipped_label = QLabel()
        self.skipped_label.setWordWrap(True)
        self.skipped_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.skipped_label.hide()

        games_box = QGroupBox(self.tr("Recent games"))
        games_layout = QVBoxLayout(games_box)
        games_layout.addWidget(self.games_table)
        self.replay_button = QPushButton(self.tr("&Replay"))
        self.replay_button.setToolTip(self.tr("Step through the chosen game on the table"))
        self.review_button = QPushButton(self.tr("Re&view…"))
        self.review_button.setToolTip(
            self.tr("The AI's judgement of each of your decisions in the chosen game"))
        self.replay_button.clicked.connect(self._replay)
        self.review_button.clicked.connect(self._review)
        self.replay_note = QLabel("")
        self.replay_note.setWordWrap(True)
        again = QHBoxLayout()
        again.addWidget(self.replay_note, 1)
        again.addWidget(self.replay_button)
        again.addWidget(self.review_button)
        games_layout.addLayout(again)
        self.games_table.itemSelectionChanged.connect(self._selected)
        self.games_table.cellDoubleClicked.connect(lambda _row, _column: self._replay())
        levels_box = QGroupBox(self.tr("{player} against the computer, game by game")
                               .format(player=self.player or translate("MainWindow", "You")))
        levels_box.setObjectName("records")
        levels_layout = QVBoxLayout(levels_box)
        levels_layout.addWidget(self.levels_table)
        levels_layout.addWidget(self.empty_label)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.error_label)
        layout.addWidget(self.skipped_label)
        layout.addWidget(games_box, 3)
        layout.addWidget(levels_box, 2)  # a row per game and level: room for several
        layout.addWidget(buttons)
        self.resize(860, 560)

        try:
            self.path = Path(path) if path is not None else history_path()
            rows, summary, skipped = self._read(self.path, limit)
        except (SalleError, OSError) as e:
            self.error_label.setText(
                self.tr("The practice history cannot be shown.\n{problem}").format(problem=e))
            self.error_label.show()
            games_box.hide()
            levels_box.hide()
            return
        self._show_games(rows)
        self._show_levels(summary)
        self._show_skipped(skipped)
        if rows:
            self.games_table.selectRow(0)
        self._selected()

    @staticmethod
    def _read(path: Path, limit: int) -> tuple[list[GameRow], dict[str, dict[str, Tally]], dict[int, str]]:
        """The recent games, the person's record against each AI level game by game, the rows
        left out."""
        if not os.path.lexists(path):
            return [], {}, {}
        with History(path) as history:
            rows = history.recent(limit)
            records = {game: history.summary(game).get("human", {}) for game in history.games()}
            return rows, records, history.skipped

    def _show_skipped(self, skipped: dict[int, str]) -> None:
        if not skipped:
            return
        first = skipped[min(skipped)]  # the oldest bad row: the same one each time it is opened
        self.skipped_label.setText(self.tr("%n game(s) in the history could not be read and left out "
                                           "({problem}). The file is left as it is.", None, len(skipped))
                                   .format(problem=first))
        self.skipped_label.show()

    @staticmethod
    def _table(columns: Sequence[str], stretch: int) -> QTableWidget:
        """A read-only table; the `stretch` column takes the spare width, the others fit their text."""
        table = QTableWidget(0, len(columns))
        table.setHorizontalHeaderLabels([translate("HistoryDialog", c) for c in columns])
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.verticalHeader().setVisible(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        return table

    @staticmethod
    def _fill_row(table: QTableWidget, row: int, cells: Sequence[str], numeric: Sequence[int] = ()) -> None:
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column in numeric:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, column, item)

    def selected_row(self) -> GameRow | None:
        chosen = self.games_table.selectionModel().selectedRows() if self.rows else []
        return self.rows[chosen[0].row()] if chosen else None

    def _selected(self) -> None:
        row = self.selected_row()
        able = row is not None and row.replayable()
        self.replay_button.setEnabled(able)
        self.review_button.setEnabled(able)
        if row is not None and not able:
            self.replay_note.setText(self.tr("This game was recorded before Salle kept the deal with the "
                                             "moves, so it cannot be replayed."))
        else:
            self.replay_note.setText("")

    def _replay(self) -> None:
        self._choose(review=False)

    def _review(self) -> None:
        self._choose(review=True)

    def _choose(self, review: bool) -> None:
        row = self.selected_row()
        if row is None or not row.replayable():
            return
        self.chosen = (row, review)
        self.accept()

    def _show_games(self, rows: list[GameRow]) -> None:
        self.rows = rows
        self.games_table.setRowCount(len(rows))
        for i, row in enumerate(rows):
            self._fill_row(
                self.games_table,
                i,
                (
                    row.played_at.astimezone().strftime("%Y-%m-%d %H:%M"),  # the player's own clock
                    game_title(row.game),
                    f" {DASH} ".join(seat_titles(row.seats, self.player)),
                    format_result(row, self.player),
                    str(len(row.moves)),
                    format_duration(row.duration_s),
                ),
                numeric=(4, 5),
            )

    def _show_levels(self, records: dict[str, dict[str, Tally]]) -> None:
        """One row per game and AI level: games, won, lost, drawn, abandoned, win rate."""
        lines = [(game, label, against[label])
                 for game, against in sorted(records.items(), key=lambda r: game_title(r[0]))
                 for label in sorted((k for k in against if k.startswith("ai:")), key=_level_order)]
        self.levels_table.setRowCount(len(lines))
        for i, (game, label, tally) in enumerate(lines):
            opponent = seat_title(Seat("ai", label.removeprefix("ai:")))
            self._fill_row(self.levels_table, i, (game_title(game), opponent, *tally_cells(tally)),
                           numeric=range(2, len(LEVEL_COLUMNS)))
        self.empty_label.setVisible(not lines)
