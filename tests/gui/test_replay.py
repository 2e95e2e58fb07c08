"""Replays on the table and the post-game review beside them: stepping both ways with the keys and
the bar, the log in step, a table that takes no move, the history and saves as ways in, and a
review computed in the search processes, cancellable, kept in the history and read back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from engine.match import MatchState
from engine.replay import Replay
from engine.review import Decision, Review, reviewed_seats
from engine.store.history import History
from engine.store.paths import history_path
from engine.store.saves import Seat, load_game, save_game
from gui.dialogs.history import HistoryDialog
from gui.mainwindow import MainWindow
from gui.replay import READ_ONLY, ReplayController
from gui.review import ReviewPanel, ReviewRunner
from tests.gui.test_abandon import finished_save

ANN, NOVICE = Seat("human", None, "Ann"), Seat("ai", "novice", "Novice")


def play_to_the_end(window: MainWindow, qtbot: QtBot) -> None:
    """A one-hit En Garde match against the Novice, the person taking his first legal move."""
    window.new_match("en-garde", {"hits": 1}, (ANN, NOVICE), 5)
    match = window.match
    assert match is not None
    while match.phase != MatchState.GAME_OVER:
        qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER),
                        timeout=30_000)
        if match.phase == MatchState.AWAITING_HUMAN:
            match.play(match.legal_actions()[0])


def key(window: MainWindow, qtbot: QtBot, which: Qt.Key) -> None:
    qtbot.keyClick(window.table, which)


def opened(window: MainWindow) -> ReplayController:
    assert window.replay is not None
    return window.replay


def test_the_finished_match_is_stepped_through_both_ways_with_the_keys_and_the_log_in_step(
        window: MainWindow, qtbot: QtBot) -> None:
    play_to_the_end(window, qtbot)
    match = window.match
    assert match is not None and window.panel.after.isVisible()
    window.panel.replay.click()
    replay = opened(window)
    assert window.table.scene() is replay.scene and window.table.scene() is not window.scene
    assert len(replay.replay) == len(match.actions) and replay.port.at == 0
    viewer = replay.port.viewer
    assert viewer == 0  # the person's seat
    for n in range(1, 4):
        key(window, qtbot, Qt.Key.Key_Right)
        assert replay.port.at == n and replay.scene.view == replay.replay.view(n, viewer)
        step = replay.replay.steps[n - 1]
        current = window.panel.log.currentItem()
        assert current is not None and current.text().startswith(f"{replay.names[step.seat]}: {step.words}")
    key(window, qtbot, Qt.Key.Key_Left)
    assert replay.port.at == 2 and replay.scene.view == replay.replay.view(2, viewer)
    key(window, qtbot, Qt.Key.Key_End)
    assert replay.port.at == len(replay.replay)
    assert "wins" in replay.bar.where.text()  # the result, at the end
    key(window, qtbot, Qt.Key.Key_Home)
    assert replay.port.at == 0 and window.panel.log.currentRow() == -1
    replay.bar.buttons["next"].click()
    replay.bar.buttons["next"].click()
    replay.bar.buttons["previous"].click()
    assert replay.port.at == 1
    replay.bar.buttons["last"].click()
    assert replay.port.at == len(replay.replay) and not replay.bar.buttons["next"].isEnabled()
    # the other fencer's hand: the game is over
    replay.bar.seat.setCurrentIndex(1)
    assert replay.scene.view == replay.replay.view(len(replay.replay), 1)
    assert replay.scene.view.hand is not None


def test_the_replay_takes_no_move_and_says_so(window: MainWindow, qtbot: QtBot) -> None:
    play_to_the_end(window, qtbot)
    window.panel.replay.click()
    replay = opened(window)
    key(window, qtbot, Qt.Key.Key_Right)
    before = (replay.port.at, replay.scene.view)
    card = replay.scene.my_hand()[0]
    point = window.table.mapFromScene(card.sceneBoundingRect().center())
    qtbot.mousePress(window.table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseRelease(window.table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.statusBar().currentMessage() == READ_ONLY
    window.statusBar().clearMessage()
    key(window, qtbot, Qt.Key.Key_1)
    assert window.statusBar().currentMessage() == READ_ONLY
    assert not replay.port.play(replay.replay.state(1).legal_actions()[0])
    assert (replay.port.at, replay.scene.view) == before
    window.undo()
    window.hint()
    assert window.statusBar().currentMessage() == READ_ONLY


def test_closing_the_replay_gives_back_the_finished_match_and_its_log(
        window: MainWindow, qtbot: QtBot) -> None:
    play_to_the_end(window, qtbot)
    log = [window.panel.log.item(i).text() for i in range(window.panel.log.count())]
    window.panel.replay.click()
    replay = opened(window)
    replay.bar.close_button.click()
    assert window.replay is None and window.table.scene() is window.scene
    assert [window.panel.log.item(i).text() for i in range(window.panel.log.count())] == log


def test_a_game_of_the_history_is_replayed_and_an_old_one_is_said_not_to_be(
        window: MainWindow, qtbot: QtBot) -> None:
    window.settings.names[0] = "Ann"  # the person at the computer, as the history calls him
    play_to_the_end(window, qtbot)
    match = window.match
    assert match is not None and match.history_id is not None
    with History() as h:
        old = h.record("en-garde", {"hits": 1}, (ANN, NOVICE), 0, [1, 0], ["F3"], 10.0)  # no seed: before v4
    dialog = HistoryDialog(history_path(), player="Ann")
    ids = [r.id for r in dialog.rows]
    dialog.games_table.selectRow(ids.index(old))
    assert not dialog.replay_button.isEnabled() and "cannot be replayed" in dialog.replay_note.text()
    dialog.games_table.selectRow(ids.index(match.history_id))
    assert dialog.replay_button.isEnabled() and dialog.replay_note.text() == ""
    dialog.replay_button.click()
    assert dialog.chosen is not None
    row, review = dialog.chosen
    assert row.id == match.history_id and not review
    window.replay_row(row, dialog.path, review)
    replay = opened(window)
    assert replay.replay.actions == match.actions and replay.names[0] == "Ann"
    assert replay.history == (dialog.path, match.history_id)


def test_a_saved_game_is_replayed_and_exported_again_and_an_unfinished_one_is_refused(
        window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    done = finished_save(tmp_path / "done.salle.json")
    loaded = load_game(done)
    unfinished = tmp_path / "half.salle.json"
    replayed = Replay("en-garde", loaded.options, loaded.seed, loaded.actions, loaded.seats)
    save_game(unfinished, "en-garde", loaded.options, loaded.seed, loaded.actions[:2], loaded.seats,
              replayed.state(2))
    assert not window.replay_file(unfinished)
    assert "not finished" in said[0] and window.replay is None
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(done), ""))
    window.replay_save()
    replay = opened(window)
    assert replay.names == ["Ann", "Ben"] and replay.replay.actions == loaded.actions
    out = tmp_path / "again.salle.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(out), ""))
    window.save_game()  # Game ▸ Save on a replay exports the replayed game
    again = load_game(out)
    assert again.actions == loaded.actions and again.seed == loaded.seed and again.state.is_terminal()


# --- the review ----------------------------------------------------------------------------------------
def short_replay() -> Replay:
    return Replay.from_save(finished_save_path())


def finished_save_path() -> Path:
    import tempfile

    return finished_save(Path(tempfile.mkdtemp()) / "done.salle.json")


def test_a_cancelled_review_stops_its_processes_and_gives_nothing(qtbot: QtBot) -> None:
    replay = short_replay()
    runner = ReviewRunner(replay, reviewed_seats(replay.seats))
    finished: list[Review] = []
    runner.finished.connect(finished.append)
    runner.start()
    assert runner.running and runner.workers.alive()
    runner.cancel()
    assert not runner.running and runner.workers.alive() == []
    qtbot.wait(200)
    assert finished == []


def test_a_review_cancelled_in_the_window_starts_again_when_asked_again(
        window: MainWindow, qtbot: QtBot) -> None:
    play_to_the_end(window, qtbot)
    window.panel.review.click()
    replay = opened(window)
    panel = replay.review_panel
    assert panel is not None and panel.runner is not None
    first = panel.runner
    panel.cancel_button.click()
    assert not first.running and first.workers.alive() == [] and panel.review is None
    assert "cancelled" in panel.summary.text() and panel.bar.isHidden()
    replay.bar.review.click()
    assert panel.runner is not first and panel.runner is not None and panel.runner.running
    window.close_replay()
    assert not panel.runner.running and panel.runner.workers.alive() == []


def test_the_review_is_computed_once_kept_in_the_history_and_read_back(
        window: MainWindow, qtbot: QtBot) -> None:
    play_to_the_end(window, qtbot)
    match = window.match
    assert match is not None and match.history_id is not None
    window.panel.review.click()  # from the game-over screen
    replay = opened(window)
    panel = replay.review_panel
    assert panel is not None and panel.runner is not None and not panel.bar.isHidden()
    progress: list[int] = []
    panel.runner.progress.connect(lambda done, total: progress.append(done))
    with qtbot.waitSignal(panel.runner.finished, timeout=120_000):
        pass
    review = panel.review
    assert review is not None and panel.computed and progress[-1] == len(review.decisions)
    assert panel.bar.isHidden() and panel.runner.workers.alive() == []
    with History() as h:
        row = h.get(match.history_id)
    assert row is not None and row.review == review.to_json()
    # each judged move is marked in the log
    judged = [d for d in review.decisions if d.judgement]
    log = [window.panel.log.item(i).text() for i in range(window.panel.log.count())]
    assert sum(1 for line in log if line.endswith(")") and "(" in line and any(
        line.endswith(f"({d.judgement})") for d in judged)) == len(judged)
    # a point of the graph: the table goes to the position of that decision, the better move named
    d = review.decisions[-1]
    panel.choose(d.ply)
    assert replay.port.at == d.ply and replay.scene.view == replay.replay.view(d.ply, 0)
    assert panel.detail.text().startswith(f"Move {d.ply + 1}, Ann to play:")
    if d.played != d.best:
        assert "Better:" in panel.detail.text()
    window.close_replay()
    window.settings.names[0] = "Ann"
    # asked again (from the history this time): read, not computed
    window.replay_row(row, None, review=True)
    again = opened(window).review_panel
    assert again is not None and again.runner is None and not again.computed and again.review == review


def test_a_review_panel_shows_every_decision_on_the_graph(window: MainWindow, qtbot: QtBot) -> None:
    from engine.review import JUDGEMENTS, review_game

    replay = short_replay()
    review = review_game(replay)
    assert review is not None
    window.open_replay(replay, ["Ann", "Ben"], None, review=False)
    controller = opened(window)
    panel = ReviewPanel(window, replay, ["Ann", "Ben"], None, review.to_json())
    panel.start()
    panel.start()  # shown twice, drawn once: each decision is one point
    me = review.seats[0]

    def mine(d: Decision, chance: float) -> float:
        return 100 * (chance if d.seat == me else 1 - chance)

    # a dot per decision at its move, in its class's series, at the chance of the move played
    drawn = {cls: sorted((p.x(), p.y()) for p in dots.points()) for cls, dots in panel.dots.items()}
    assert set(drawn) == {"", *(name for name, _ in JUDGEMENTS)}
    for cls, points in drawn.items():
        assert points == sorted((d.ply + 1, pytest.approx(mine(d, d.best_chance if d.played_chance is None
                                                               else d.played_chance)))
                                for d in review.decisions if d.judgement == cls)
    assert panel.dots["blunder"].markerSize() > panel.dots[""].markerSize()
    assert [p.y() for p in panel.best.points()] == pytest.approx(
        [mine(d, d.best_chance) for d in review.decisions])
    assert len(panel.played.points()) == len(review.decisions)
    assert panel.x_axis.max() == len(replay) and (panel.y_axis.min(), panel.y_axis.max()) == (0, 100)
    assert panel.x_axis.titleText() == "Move" and panel.y_axis.titleText() == "Win chance %"
    # a click on a dot takes the table to that decision's position
    chosen: list[int] = []
    panel.decisionChosen.connect(chosen.append)
    d = review.decisions[-1]
    dots = panel.dots[d.judgement]
    dots.clicked.emit(QPointF(d.ply + 1, 50))
    assert chosen == [d.ply]
    # the replay stands there (as its controller tells the panel it shows): the cursor is on the dot
    panel.show_step(d.ply)
    assert panel.detail.text() == panel.words(d)
    assert panel.cursor.isVisible() and {p.x() for p in panel.cursor.points()} == {d.ply + 1}
    dots.hovered.emit(QPointF(d.ply + 1, 50), True)
    assert panel.plot.toolTip() == panel.words(d) and panel.plot.toolTip().startswith(f"Move {d.ply + 1}, ")
    dots.hovered.emit(QPointF(d.ply + 1, 50), False)
    assert panel.plot.toolTip() == ""
    # the keys on the graph walk from decision to decision
    plies = sorted(x.ply for x in review.decisions)
    panel.plot.setFocus()
    qtbot.keyClick(panel.plot, Qt.Key.Key_Home)
    assert chosen[-1] == plies[0]
    panel.show_step(plies[0])
    if len(plies) > 1:
        qtbot.keyClick(panel.plot, Qt.Key.Key_Right)
        assert chosen[-1] == plies[1]
        panel.show_step(plies[1])
        qtbot.keyClick(panel.plot, Qt.Key.Key_Left)
        assert chosen[-1] == plies[0]
    qtbot.keyClick(panel.plot, Qt.Key.Key_End)
    assert chosen[-1] == plies[-1]
    assert controller is window.replay
    window.close_replay()


def test_the_review_graph_takes_the_window_palette(window: MainWindow) -> None:
    from PySide6.QtGui import QColor, QPalette

    from engine.review import review_game

    dark = QPalette(window.palette())
    dark.setColor(QPalette.ColorRole.Base, QColor("#1e1f22"))
    dark.setColor(QPalette.ColorRole.Text, QColor("#e8e8e8"))
    window.setPalette(dark)
    replay = short_replay()
    review = review_game(replay)
    assert review is not None
    panel = ReviewPanel(window, replay, ["Ann", "Ben"], None, review.to_json())
    chart = panel.plot.chart()
    assert chart.backgroundBrush().color() == QColor("#1e1f22")
    assert panel.x_axis.labelsBrush().color() == QColor("#e8e8e8")
    assert panel.y_axis.titleBrush().color() == QColor("#e8e8e8")
    assert not chart.legend().isVisible() and chart.title() == ""
    assert panel.plot.renderHints() & QPainter.RenderHint.Antialiasing
    panel.dock.deleteLater()
