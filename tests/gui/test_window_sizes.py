"""The table grows into the window: words on it are big enough to read at the default size, a
portrait window may be narrow (the panel goes under the table), En Garde packs its table for it,
and nothing stands over anything else or needs a sideways scrollbar."""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from types import FrameType
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QAbstractScrollArea, QGraphicsSimpleTextItem, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from engine.match import MatchState
from engine.store.saves import Seat
from gui.games import all_uis
from gui.games.en_garde.items import CARD_W
from gui.games.en_garde.layout import ACROSS, NARROW
from gui.games.en_garde.scene import TableScene
from gui.mainwindow import MainWindow
from gui.table.items import painted_scale
from gui.table.zoom import Readable

GAMES = ["en-garde", "ready-fence", "audatia", "barditus"]
YOU, NOVICE = Seat("human", None, "You"), Seat("ai", "novice", "Novice")
LEAST_PX = 9.0


def painted_by() -> object:
    """The item whose paint() is running (None: the view itself)."""
    frame: FrameType | None = sys._getframe(2)
    while frame is not None:
        if frame.f_code.co_name == "paint" and "self" in frame.f_locals:
            return frame.f_locals["self"]
        frame = frame.f_back
    return None


@pytest.fixture(autouse=True)
def returning_player(window: MainWindow) -> None:
    """A player who has seen each game's offer of lessons: the table has the window to itself
    (the lesson bar's own sizes are the lessons' tests)."""
    window.settings.lessons_offered = [ui.name for ui in all_uis()]


@pytest.fixture
def painted_words(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[float, str]]]:
    """Every word the table paints on screen, with its height in screen pixels; a card's own face
    is left out (the card zoom shows it larger)."""
    found: list[tuple[float, str]] = []
    original = QPainter.drawText

    def spy(p: QPainter, *args: Any) -> Any:
        if isinstance(p.device(), QWidget) and not isinstance(painted_by(), Readable):
            font = p.font()
            px = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
            text = next((a for a in args if isinstance(a, str)), "")
            if text.strip():
                found.append((px * painted_scale(p), text))
        return original(p, *args)

    monkeypatch.setattr(QPainter, "drawText", spy)
    yield found


def simple_texts(window: MainWindow) -> list[tuple[float, str]]:
    scale = window.table.transform().m11()
    return [(item.font().pixelSize() * scale * item.sceneTransform().m11(), item.text())
            for item in window.scene.items()
            if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible() and item.text().strip()]


@pytest.mark.parametrize("game", GAMES)
def test_words_on_the_table_are_at_least_9_pixels_high_at_the_default_size(
    window: MainWindow, qtbot: QtBot, game: str, painted_words: list[tuple[float, str]]
) -> None:
    window.resize(1440, 860)
    window.new_match(game, {}, (YOU, NOVICE), seed=11)
    match = window.match
    assert match is not None
    rng = random.Random(3)
    small: set[tuple[float, str]] = set()
    for _ in range(40 if game == "barditus" else 10):  # through the phases a few moves show
        qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER),
                        timeout=10_000)
        painted_words.clear()
        window.table.viewport().repaint()
        assert painted_words, "the spy saw the table paint"
        small |= {(round(px, 1), text) for px, text in painted_words + simple_texts(window) if px < LEAST_PX}
        if match.phase != MatchState.AWAITING_HUMAN:
            break
        match.play(rng.choice(list(match.legal_actions())))
    assert small == set()


def test_a_portrait_window_may_be_narrow_with_the_panel_under_the_table(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.new_match("en-garde", {}, (YOU, NOVICE), seed=3)
    window.resize(700, 1000)
    qtbot.waitUntil(lambda: window.width() == 700)
    assert window.dockWidgetArea(window.dock) == Qt.DockWidgetArea.BottomDockWidgetArea
    qtbot.waitUntil(lambda: window.table.width() == 700)  # the whole width goes to the table
    window.resize(1440, 860)
    qtbot.waitUntil(lambda: window.width() == 1440)
    assert window.dockWidgetArea(window.dock) == Qt.DockWidgetArea.RightDockWidgetArea


@pytest.mark.parametrize("size", [(1440, 860), (1024, 640), (700, 1000)])
def test_the_panel_shows_everything_without_a_sideways_scrollbar_or_a_clipped_word(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window.new_match("en-garde", {}, (YOU, NOVICE), seed=3)
    match = window.match
    assert match is not None
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=10_000)
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    for area in window.panel.findChildren(QAbstractScrollArea):
        if area.isVisible():
            assert not area.horizontalScrollBar().isVisible(), area
    for widget in window.panel.findChildren(QLabel) + window.panel.findChildren(QPushButton):
        if widget.isVisible() and not (isinstance(widget, QLabel) and widget.wordWrap()):
            assert widget.width() >= widget.minimumSizeHint().width(), widget.text()


def test_en_garde_in_a_portrait_window_packs_its_table_so_the_cards_stay_large(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.new_match("en-garde", {}, (YOU, NOVICE), seed=3)
    window.resize(700, 1000)
    scene = window.scene
    assert isinstance(scene, TableScene)
    # the panel under the table keeps to a third of the window: the table has the rest
    qtbot.waitUntil(lambda: window.table.width() == 700 and window.dock.height() <= 1000 // 3)
    assert window.table.height() >= 600
    assert scene.geo is NARROW
    on_screen = CARD_W * window.table.transform().m11()
    assert on_screen >= 60  # the landscape table, squeezed into this window, showed them 38 wide
    for card in scene.my_hand():
        assert scene.sceneRect().contains(card.sceneBoundingRect())


@pytest.mark.parametrize("geo", [ACROSS, NARROW])
def test_a_fencer_never_stands_over_the_deck_its_count_or_the_discards(qtbot: QtBot, geo: Any) -> None:
    scene = TableScene()
    scene._set_geometry(geo)
    figure = scene.figures[0]
    kept = [scene.deck.sceneBoundingRect(), scene.discard_slot.sceneBoundingRect()]
    for space in range(23):
        r = scene.piste.space_rect(space)
        figure.setPos(scene.piste.mapToScene(QPointF(r.center().x(), -4)))
        for rect in kept:
            assert not figure.sceneBoundingRect().intersects(rect), space
        assert scene.sceneRect().contains(figure.sceneBoundingRect())


def test_every_posta_name_stays_on_its_fencers_plate(qtbot: QtBot) -> None:
    from PySide6.QtGui import QFontMetricsF

    from engine.games.audatia.cards import character_decks
    from gui.games.audatia.items import PlateItem
    from gui.table.items import fit_font, ui_font

    room = PlateItem.W - 20
    lines = [f"In {posta.name}" for deck in character_decks().values() for posta in deck.poste.values()]
    lines.append("Points 10 · Hand 12 · Row 3")
    for line in lines:
        font = fit_font(ui_font(14), line, room)
        assert QFontMetricsF(font).horizontalAdvance(line) <= room, line
