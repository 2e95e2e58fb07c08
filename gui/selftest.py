"""`salle selftest`: proves an installed Salle works — an AI match of every game (search in worker
processes), the table rendered to PNG, a proof PDF written — in a temporary folder.

Exit 0 when all passed; otherwise 1, with each failure named on its own line.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

MATCH_TIMEOUT_S = 180


def _ai_match(game: str, folder: Path) -> str:
    from PySide6.QtCore import QCoreApplication

    from engine.ai.worker import SearchWorkers
    from engine.match import Match, MatchState
    from engine.store.saves import Seat
    from gui.games import game_ui

    workers = SearchWorkers(2)
    # the game's quick options keep the self-test's AI match short
    match = Match(game, dict(game_ui(game).quick), 7,
                  (Seat("ai", "club", "Club"), Seat("ai", "novice", "Novice")),
                  autosave=False, history=folder / "history.sqlite3", workers=workers)
    winner: list[int | None] = []
    match.gameOver.connect(winner.append)
    try:
        match.start()
        deadline = time.monotonic() + MATCH_TIMEOUT_S
        while match.phase != MatchState.GAME_OVER:
            if time.monotonic() > deadline:
                raise TimeoutError(f"no result after {MATCH_TIMEOUT_S} s")
            QCoreApplication.processEvents()
            time.sleep(0.002)
    finally:
        match.close()
    if workers.alive():
        raise RuntimeError("search processes were left running")
    return f"{len(match.actions)} actions, won by seat {winner[0] if winner else None}"


def _table_png(game: str, folder: Path) -> str:
    from PySide6.QtWidgets import QApplication

    from engine.core.cards import decks_for
    from engine.store.saves import Seat
    from engine.store.settings import Settings
    from gui import anim
    from gui.mainwindow import MainWindow

    decks_for(game)  # bad card data is reported here, before a window tries to paint with it
    window = MainWindow(Settings(animation_speed="off"))
    try:
        anim.set_speed("off")
        window.resize(1280, 720)
        window.show()
        window.new_match(game, {}, (Seat("human", None, "You"), Seat("ai", "novice", "Novice")), 3)
        QApplication.processEvents()
        out = folder / f"{game}-table.png"
        saved = window.grab().save(str(out))
    finally:
        window.close()
    if not saved or out.stat().st_size < 10_000:
        raise RuntimeError("the table did not render")
    return f"{out.name}, {out.stat().st_size // 1024} KiB"


def _proof_pdf(game: str, folder: Path) -> str:
    from gui.proofs.imposition import ProofOptions
    from gui.proofs.pdf import PrintJob, write_pdf

    report = write_pdf(PrintJob(game), ProofOptions(duplex="long"), folder / f"{game}-proofs.pdf")
    if report.pages < 1 or report.size_bytes < 10_000:
        raise RuntimeError("the PDF is empty")
    return f"{report.pages} pages, {report.size_bytes // 1024} KiB"


def _graph_png(folder: Path) -> str:
    """The review's win-chance graph and the balance plot are Qt Charts (from the PySide6-Addons
    wheel): a bundle that left it out would open every table and fail only when a review is asked
    for. A small chart is drawn the way the Balance window exports its plot."""
    from PySide6.QtCharts import QChart, QChartView, QLineSeries, QScatterSeries, QValueAxis
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter

    import gui.balance
    import gui.review  # noqa: F401  (both import their charts at the top: this proves they load)

    chart = QChart()
    points = [QPointF(1, 50.0), QPointF(2, 62.5), QPointF(3, 40.0), QPointF(4, 75.0)]
    line, dots = QLineSeries(), QScatterSeries()
    line.append(points)
    dots.append(points)
    x, y = QValueAxis(), QValueAxis()
    x.setRange(0, 5)
    y.setRange(0, 100)
    chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
    for series in (line, dots):
        chart.addSeries(series)
        series.attachAxis(x)
        series.attachAxis(y)
    view = QChartView(chart)
    try:
        view.resize(480, 240)
        image = QImage(480, 240, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            view.render(painter)
        finally:
            painter.end()
        out = folder / "graph.png"
        image.save(str(out))
    finally:
        view.close()
    if not out.exists() or out.stat().st_size < 1_000:
        raise RuntimeError("the graph did not render")
    return f"{out.name}, {out.stat().st_size // 1024} KiB"


def _sound() -> tuple[bool, str]:
    """Whether the table's sounds can be played here, and why not: QtMultimedia needs the system's
    PulseAudio library on Linux (libpulse0), and without it Salle plays in silence, which is no
    failure of the installation."""
    try:
        from PySide6.QtMultimedia import QSoundEffect
    except ImportError as e:
        from gui.qtcheck import PACKAGE_OF

        named = re.search(r"(lib[\w.+-]+\.so(?:\.\d+)*)", str(e))
        fix = f" ({'sudo apt-get install ' + PACKAGE_OF[named.group(1)]} gives it sound)" \
            if named and named.group(1) in PACKAGE_OF else ""
        return False, f"unavailable, Salle plays in silence: {e}{fix}"
    return True, f"QtMultimedia loads ({QSoundEffect.__name__})"


def _catalogues() -> str:
    """Every language's catalogues are there and load: without one, that language's words would
    be English."""
    from PySide6.QtCore import QTranslator

    from engine.core.assets import from_checkout
    from engine.core.i18n import LANGUAGES
    from gui.i18n import catalogue_dir
    from gui.i18n_build import CATALOGUES

    folder = catalogue_dir()
    missing = [f"salle_{catalogue}_{code}.qm" for code in LANGUAGES for catalogue in CATALOGUES
               if not QTranslator().load(str(folder / f"salle_{catalogue}_{code}.qm"))]
    if missing:
        languages = sorted({LANGUAGES[name.rsplit("_", 1)[1].removesuffix(".qm")] for name in missing})
        fix = ("make translations builds them" if from_checkout()
               else "this installation is incomplete: reinstall Salle")
        raise RuntimeError(f"{len(missing)} catalogue(s) missing or unreadable in {folder} "
                           f"({', '.join(missing)}): Salle cannot speak {', '.join(languages)} "
                           f"in full; {fix}")
    return f"{len(LANGUAGES)} languages, {len(LANGUAGES) * len(CATALOGUES)} catalogues"


def _engine_flavour() -> str:
    """How the rules ran in the matches above: compiled (mypyc, make compiled) or as Python."""
    from engine.compiled import COMPILED, flavour, loaded_compiled

    got = loaded_compiled()
    if not got:
        return flavour() if flavour().startswith("pure") else "pure Python (no compiled module loaded)"
    return f"{len(got)} of {len(COMPILED)} hot modules ran compiled with mypyc"


def run() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from engine.core.cards import CardFileError
    from engine.games import all_games, check_card_data
    from gui.app import make_app

    make_app()
    failures = 0
    with tempfile.TemporaryDirectory(prefix="salle-selftest-") as tmp:
        folder = Path(tmp)
        os.environ["SALLE_HOME"] = str(folder / "home")  # never touch the player's own files
        checks: list[tuple[str, Callable[[str, Path], str]]] = [
            ("AI match", _ai_match), ("table", _table_png), ("proofs", _proof_pdf),
        ]
        try:  # every card file by its game's rules; the checks below then show what it breaks
            check_card_data()
            print("ok      card data (every file checked by its game's rules)", flush=True)
        except CardFileError as e:
            failures += 1
            print(f"FAILED  card data: {e}", flush=True)
        try:
            print(f"ok      translations ({_catalogues()})", flush=True)
        except Exception as e:  # as below: every failure is reported, whatever its kind
            failures += 1
            print(f"FAILED  translations: {e}", flush=True)
        try:
            print(f"ok      graphs ({_graph_png(folder)})", flush=True)
        except Exception as e:  # as below: every failure is reported, whatever its kind
            failures += 1
            print(f"FAILED  graphs: {e}", flush=True)
            traceback.print_exc(file=sys.stderr)
        heard, said = _sound()
        print(f"{'ok' if heard else 'note':<8}sound ({said})", flush=True)
        for game in all_games():
            for label, check in checks:
                try:
                    detail = check(game, folder)
                    print(f"ok      {game}: {label} ({detail})", flush=True)
                except Exception as e:  # a self-test reports every failure, whatever its kind
                    failures += 1
                    print(f"FAILED  {game}: {label}: {e}", flush=True)
                    traceback.print_exc(file=sys.stderr)
    print(f"ok      engine: {_engine_flavour()}", flush=True)
    print("selftest passed" if not failures else f"selftest: {failures} check(s) failed", flush=True)
    return 0 if not failures else 1
