"""The Balance window: a small run played to the end in worker processes, its table and plot with
95% intervals, a cancel, the exports, and the comparison with the run before."""

from __future__ import annotations

import csv
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCharts import QAreaSeries, QLineSeries
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPalette
from pytestqt.qtbot import QtBot

from engine.store import cardsets
from engine.store.balances import FILE_NAME, load_runs
from engine.store.cardsets import new_card_set
from engine.store.saves import Seat
from engine.tools.arena import wilson
from gui.balance import NOW, BalanceWindow
from gui.mainwindow import MainWindow


@pytest.fixture
def faces_not_drawn(monkeypatch: pytest.MonkeyPatch) -> None:
    """The sets made here copy shipped decks, whose faces fit (tests/cards draws them at every size
    in every language): a balance draws no face, so they are not drawn again here, where that was
    most of each test's time."""
    monkeypatch.setattr(cardsets, "_face_checks", [])


def balance_window(qtbot: QtBot, game: str = "audatia", games: int = 4, seed: int = 1) -> BalanceWindow:
    w = BalanceWindow(game=game)
    qtbot.addWidget(w)
    w.level.setCurrentIndex(w.level.findData("random"))
    w.games.setValue(games)
    w.seed.setValue(seed)
    w.processes.setValue(1)
    w.show()  # laid out, as a person sees it (the plot is exported as shown)
    return w


def bar_length(bar: QAreaSeries) -> float:
    return max(p.x() for p in bar.upperSeries().points())


def bar_middle(bar: QAreaSeries) -> float:
    upper, lower = bar.upperSeries().points(), bar.lowerSeries().points()
    return (upper[0].y() + lower[0].y()) / 2


def interval(error: QLineSeries) -> tuple[float, float]:
    xs = [p.x() for p in error.points()]
    return min(xs), max(xs)


def run_to_the_end(qtbot: QtBot, w: BalanceWindow) -> None:
    w.run()
    assert w.runner is not None
    with qtbot.waitSignal(w.runner.finished, timeout=120_000):
        pass
    qtbot.waitUntil(lambda: w.runner is None)


def test_a_small_balance_runs_to_the_end_with_intervals_in_the_table_and_the_plot(qtbot: QtBot) -> None:
    w = balance_window(qtbot)
    assert w.chosen_pairs() == [("boucicaut", "galeazzo")]  # the pair of different decks
    run_to_the_end(qtbot, w)
    assert w.progress.value() == w.progress.maximum() == 4
    assert w.status.text().startswith("Done: 4 game")
    sides = [w.table.item(r, 1).text() for r in range(w.table.rowCount())]
    assert sides == ["Boucicaut against Galeazzo da Mantoa", "Challenger", "Respondent"]
    header = [w.table.horizontalHeaderItem(c).text() for c in range(w.table.columnCount())]
    pairing = w.rows[0]
    lo, hi = wilson(pairing.wins + pairing.draws / 2, 4)
    assert w.table.item(0, header.index("95% interval")).text() == f"{lo * 100:.1f} to {hi * 100:.1f}"
    assert w.table.item(0, header.index("Games")).text() == "4"
    # one bar and one interval per row, as long as the rate and as wide as the interval
    assert len(w.bars) == 1 and len(w.error_bars) == 1
    assert [bar_length(b) for b in w.bars[0]] == [r.rate * 100 for r in w.rows]
    assert [interval(e) for e in w.error_bars[0]] == [(r.low * 100, r.high * 100) for r in w.rows]
    # each side on its own line, the first at the top, named as the table names it
    assert w.side_axis.categoriesLabels() == [f"{w.table.item(r, 0).text()}: {sides[r]}" if r else sides[0]
                                             for r in range(len(sides))]
    assert [w.side_axis.endValue(label) for label in w.side_axis.categoriesLabels()] == [0, 1, 2]
    assert w.side_axis.isReverse() and [bar_middle(b) for b in w.bars[0]] == [0, 1, 2]
    # kept with the cards it was played with
    kept = load_runs(w.chosen_cards().runs)
    assert len(kept) == 1 and kept[0].rows == tuple(w.rows) and kept[0].cards == "shipped"


def test_cancel_stops_the_run_and_keeps_nothing(qtbot: QtBot) -> None:
    w = balance_window(qtbot, games=2000)
    w.run()
    runner = w.runner
    assert runner is not None and not w.run_button.isEnabled() and w.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: len(w.results) >= 1, timeout=60_000)
    with qtbot.waitSignal(runner.finished, timeout=60_000):
        w.cancel_button.click()
    qtbot.waitUntil(lambda: w.runner is None)
    assert len(w.results) < 2000
    assert w.status.text().startswith("Cancelled after")
    assert w.run_button.isEnabled() and not w.cancel_button.isEnabled()
    assert load_runs(w.chosen_cards().runs) == []


def test_the_exports_write_the_table_and_the_plot(qtbot: QtBot, tmp_path: Path) -> None:
    w = balance_window(qtbot, game="ready-fence")
    assert not w.pairs.isVisibleTo(w) and w.no_pairs.isVisibleTo(w)  # one deck: the seats rotated
    run_to_the_end(qtbot, w)
    w.write_csv(tmp_path / "b.csv")
    with (tmp_path / "b.csv").open(encoding="utf-8") as f:
        rows = list(csv.reader(f))
    assert rows[0][:8] == ["What", "Side", "Games", "Wins", "Draws", "Win rate %", "95% interval low",
                           "95% interval high"]
    assert [r[1] for r in rows[1:]] == ["moving first", "moving second"]
    first = w.rows[0]
    assert rows[1][2:8] == [str(first.matches), str(first.wins), str(first.draws), f"{first.rate * 100:.1f}",
                            f"{first.low * 100:.1f}", f"{first.high * 100:.1f}"]
    w.write_plot(tmp_path / "b.png")
    image = QImage(str(tmp_path / "b.png"))
    # twice the size shown, 800 pixels wide at least, the window's background with the bars on it
    shown = w.plot.viewport().size()
    scale = max(2.0, 800 / shown.width())
    assert image.width() == round(shown.width() * scale) >= 800
    assert image.height() == round(shown.height() * scale)
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 4)
               for y in range(0, image.height(), 4)}
    assert w.palette().color(QPalette.ColorRole.Base).name() in colours and NOW in colours
    assert len(colours) > 20  # text, lines and bars, antialiased: not a blank or one-colour image
    w.write_plot(tmp_path / "b.svg")
    svg = (tmp_path / "b.svg").read_text(encoding="utf-8")
    root = ElementTree.fromstring(svg)  # well-formed
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert "Seat: moving first" in svg and "Seat: moving second" in svg
    # the bars are drawn in this run's colour, the intervals in the text's
    filled = [e for e in root.iter() if e.get("fill") == NOW and e.get("fill-opacity") in (None, "1")]
    assert filled and "Win rate % (bars: 95% interval)" in svg


def test_compare_shows_the_previous_runs_numbers_and_bars(qtbot: QtBot) -> None:
    w = balance_window(qtbot, seed=1)
    run_to_the_end(qtbot, w)
    before = list(w.rows)
    w.seed.setValue(2)
    run_to_the_end(qtbot, w)
    assert w.compare.isChecked()
    header = [w.table.horizontalHeaderItem(c).text() for c in range(w.table.columnCount())]
    assert header[-2:] == ["Before %", "Change"]
    for r, (now, old) in enumerate(zip(w.rows, before, strict=True)):
        assert w.table.item(r, header.index("Before %")).text() == f"{old.rate * 100:.1f}"
        assert w.table.item(r, header.index("Change")).text() == f"{(now.rate - old.rate) * 100:+.1f}"
    assert len(w.bars) == 2  # the previous run's bars beside this run's
    assert [bar_length(b) for b in w.bars[0]] == [r.rate * 100 for r in before]
    assert [bar_middle(b) for b in w.bars[0]] == pytest.approx([y - 0.2 for y in range(len(before))])
    assert [bar_middle(b) for b in w.bars[1]] == pytest.approx([y + 0.2 for y in range(len(w.rows))])
    assert "Previous run" in w.chart.title() and "This run" in w.chart.title()
    w.compare.setChecked(False)
    assert w.table.columnCount() == len(header) - 2 and len(w.bars) == 1
    assert "Previous run" not in w.chart.title()
    assert len(w.chart.series()) == 1 + 2 * len(w.rows)  # the 50% line, a bar and an interval a side
    # a window opened afterwards shows the last run, and the one before beside it
    again = balance_window(qtbot)
    assert again.rows == w.rows and again.previous is not None and list(again.previous.rows) == before
    assert again.table.item(0, 1).text() == "Boucicaut against Galeazzo da Mantoa"
    assert again.pairs.item(1).checkState() == Qt.CheckState.Checked


def test_the_game_menu_opens_the_balance_window_on_the_game_in_play(window: MainWindow) -> None:
    window.new_match("barditus", {}, (Seat("human", None, "Ann"), Seat("human", None, "Ben")), 3)
    action = next(a for a in window.menuBar().actions()[0].menu().actions() if a.text() == "&Balance…")
    action.trigger()
    opened = [w for w in window.findChildren(BalanceWindow) if w.isVisible()]
    assert len(opened) == 1 and opened[0].game_name == "barditus"
    assert opened[0].chosen_pairs() == [("roman", "gallic"), ("roman", "norman"), ("gallic", "norman")]
    opened[0].close()


@pytest.mark.usefixtures("faces_not_drawn")
def test_a_card_sets_balance_is_played_with_its_cards_and_kept_in_its_folder(qtbot: QtBot) -> None:
    mine = new_card_set("Long blades", "audatia", ["boucicaut"])
    w = BalanceWindow(card_set=mine)
    qtbot.addWidget(w)
    assert w.game_name == "audatia" and w.cards.currentText() == "Long blades"
    assert [w.cards.itemText(i) for i in range(w.cards.count())] == ["The shipped cards", "Long blades"]
    cards = w.chosen_cards()
    assert cards.prepare is not None and cards.prepare[1] == (mine,)  # each worker plays with the set
    w.level.setCurrentIndex(w.level.findData("random"))
    w.games.setValue(2)
    w.processes.setValue(1)
    run_to_the_end(qtbot, w)
    kept = load_runs(mine.folder / FILE_NAME)
    assert len(kept) == 1 and kept[0].cards == "Long blades" and kept[0].cards_hash == mine.hash
    shipped = BalanceWindow(game="audatia")
    qtbot.addWidget(shipped)
    assert load_runs(shipped.chosen_cards().runs) == []  # not the shipped cards'


@pytest.mark.usefixtures("faces_not_drawn")
def test_a_set_is_paired_with_another_set(qtbot: QtBot) -> None:
    new_card_set("Alpha", "audatia", ["boucicaut"])
    beta = new_card_set("Beta", "audatia", ["boucicaut", "galeazzo"])
    w = balance_window(qtbot)
    w.cards.setCurrentIndex(w.cards.findText("Alpha"))
    offered = [w.against.itemText(i) for i in range(w.against.count())]
    assert offered == ["The same cards", "The shipped cards", "Beta"]
    w.against.setCurrentIndex(w.against.findText("Beta"))
    assert w.chosen_pairs() == [("boucicaut@Alpha", "boucicaut@Beta"), ("boucicaut@Alpha", "galeazzo@Beta")]
    assert w.pairs.item(0).text() == "Boucicaut (Alpha) against Boucicaut (Beta)"
    run_to_the_end(qtbot, w)
    assert w.status.text().startswith("Done: 8 game")
    sides = [w.table.item(r, 1).text() for r in range(w.table.rowCount())]
    assert sides[:2] == ["Boucicaut (Alpha) against Boucicaut (Beta)",
                         "Boucicaut (Alpha) against Galeazzo da Mantoa (Beta)"]
    (kept,) = load_runs(w.chosen_cards().runs)
    assert (kept.cards, kept.against, kept.against_hash) == ("Alpha", "Beta", beta.hash)


@pytest.mark.usefixtures("faces_not_drawn")
def test_a_set_is_paired_with_the_shipped_deck_it_copies(qtbot: QtBot) -> None:
    new_card_set("Alpha", "audatia", ["boucicaut"])
    w = balance_window(qtbot)
    w.cards.setCurrentIndex(w.cards.findText("Alpha"))
    w.against.setCurrentIndex(w.against.findText("The shipped cards"))
    assert w.chosen_pairs() == [("boucicaut@Alpha", "boucicaut"), ("boucicaut@Alpha", "galeazzo")]
    assert w.guest_sets()[0].name == "Alpha"


def test_games_whose_players_share_a_deck_have_no_other_cards_to_meet(qtbot: QtBot) -> None:
    w = balance_window(qtbot, game="en-garde")
    assert not w.against.isVisibleTo(w)


def test_a_result_delivered_after_a_cancel_changes_nothing(qtbot: QtBot) -> None:
    """A result queued before the cancel may arrive after it, its sender gone: it is not heard."""
    w = balance_window(qtbot, games=2000)
    w.run()
    qtbot.waitUntil(lambda: len(w.results) >= 1, timeout=60_000)
    w.cancel()
    said, kept = w.status.text(), dict(w.results)
    w._played(len(kept) + 5, next(iter(kept.values())))  # as a late delivery: no sender, no runner
    w._failed("a late failure")
    assert w.status.text() == said and w.results == kept
