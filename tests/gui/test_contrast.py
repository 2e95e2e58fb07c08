"""Text contrast at least 4.5:1 (WCAG's relative luminance): the widgets' palettes, every word
painted on each game's table against what lies under it, and the card faces' fixed colours."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyle,
    QStyleFactory,
    QStyleOptionButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from engine.core.cards import Card, Deck, all_decks
from engine.games import get_game
from engine.match import MatchState
from engine.store.saves import Seat
from gui.cardface.render import draw_card
from gui.mainwindow import MainWindow
from gui.theme import _DARK, _LIGHT, contrast, luminance, palette_for

LEAST = 4.5
Role = QPalette.ColorRole
# each role that writes words, and the roles it writes them on
TEXT_ON = {
    Role.WindowText: (Role.Window,),
    Role.Text: (Role.Base, Role.AlternateBase),
    Role.ButtonText: (Role.Button,),
    Role.HighlightedText: (Role.Highlight,),
    Role.ToolTipText: (Role.ToolTipBase,),
    Role.PlaceholderText: (Role.Base,),
}


def over(ink: QColor, ground: QColor) -> QColor:
    """A translucent colour as it shows on `ground`."""
    a = ink.alphaF()
    return QColor.fromRgbF(*(a * getattr(ink, f)() + (1 - a) * getattr(ground, f)()
                             for f in ("redF", "greenF", "blueF")))


def test_the_luminance_is_wcag_s() -> None:
    assert contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert contrast(QColor("#767676"), QColor("#ffffff")) == pytest.approx(4.54, abs=0.01)


@pytest.mark.parametrize("palette", [_LIGHT, _DARK], ids=["light", "dark"])
def test_the_palettes_words_stand_out_from_their_grounds(palette: dict[QPalette.ColorRole, str]) -> None:
    weak = [(text.name, ground.name, round(contrast(QColor(palette[text]), QColor(palette[ground])), 2))
            for text, grounds in TEXT_ON.items() for ground in grounds
            if contrast(QColor(palette[text]), QColor(palette[ground])) < LEAST]
    assert weak == []


# --- the words on the table -------------------------------------------------------------------------
@dataclass
class Words:
    text: str
    ink: QColor
    box: QRectF  # where they lie on the rendered table


def _text_and_box(p: QPainter, args: tuple[Any, ...]) -> tuple[str, QRectF]:
    text = next(a for a in args if isinstance(a, str))
    rect = next((a for a in args if isinstance(a, QRectF | QRect)), None)
    if rect is not None:
        flags = next((a for a in args if isinstance(a, int | Qt.AlignmentFlag | Qt.TextFlag)), 0)
        box = p.boundingRect(QRectF(rect), int(flags), text)
    else:
        point = next((a for a in args if isinstance(a, QPointF)), None) or QPointF(args[0], args[1])
        box = QFontMetricsF(p.font()).tightBoundingRect(text).translated(point)
    return text, p.worldTransform().mapRect(box)


def _covers(top: QRectF, under: QRectF) -> bool:
    shared = top.intersected(under)
    return shared.width() * shared.height() > 0.5 * under.width() * under.height()


def painted_words(size: QSize, paint: Callable[[QPainter, bool], list[Words]],
                  monkeypatch: pytest.MonkeyPatch) -> list[tuple[Words, float]]:
    """The words `paint(painter, with_words)` writes on an image of `size`, each with its contrast
    against the median colour right under its strokes: it paints twice, with and without words."""

    def render(with_words: bool) -> tuple[QImage, list[Words]]:
        said: list[Words] = []
        original = QPainter.drawText

        def draw(p: QPainter, *args: Any) -> Any:
            if isinstance(p.device(), QImage) and p.device().size() == size:  # not a cached pixmap's
                text, box = _text_and_box(p, args)
                if text.strip():
                    said.append(Words(text, QColor(p.pen().color()), box))
            return original(p, *args) if with_words else None

        image = QImage(size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.black)
        monkeypatch.setattr(QPainter, "drawText", draw)
        p = QPainter(image)
        try:
            said += paint(p, with_words)
        finally:
            p.end()
            monkeypatch.setattr(QPainter, "drawText", original)
        return image, said

    shown_image, said = render(True)
    bare_image, _ = render(False)
    shown, bare = pixels(shown_image), pixels(bare_image)
    out = []
    for i, w in enumerate(said):
        if any(_covers(later.box, w.box) for later in said[i + 1:]):
            continue  # a word painted over it (a piece's letter on its slot's): that one is read
        box = w.box.toAlignedRect().intersected(bare_image.rect())
        # the ground right under the strokes that show (a word under a card or a piece shows none),
        # row by row, left to right
        rows, cols = slice(box.top(), box.bottom() + 1), slice(box.left(), box.right() + 1)
        under = bare[rows, cols][(shown[rows, cols] != bare[rows, cols]).any(axis=2)]
        if len(under) < 3:
            continue
        # ARGB32 lies in memory as blue, green, red, alpha
        rgb = under[:, 2::-1].astype(np.uint32)
        codes = (rgb[:, 0] << 16) | (rgb[:, 1] << 8) | rgb[:, 2]
        kinds, which = np.unique(codes, return_inverse=True)
        light = np.array([luminance(QColor(int(c) >> 16, (int(c) >> 8) & 255, int(c) & 255)) for c in kinds])
        # the median by luminance, ties in the order painted (as a stable sort of the grounds)
        r, g, b = rgb[np.argsort(light[which], kind="stable")[len(under) // 2]]
        ground = QColor(int(r), int(g), int(b))
        out.append((w, contrast(over(w.ink, ground), ground)))
    return out


def pixels(image: QImage) -> np.ndarray:
    """The image's pixels as rows of four bytes each (a copy: the image may go)."""
    line = image.bytesPerLine()
    flat = np.frombuffer(bytes(image.constBits()), dtype=np.uint8).reshape(image.height(), line)
    return flat[:, :4 * image.width()].reshape(image.height(), image.width(), 4)


def table_words(scene: QGraphicsScene, monkeypatch: pytest.MonkeyPatch,
                veiled: bool = False) -> list[tuple[Words, float]]:
    """Every piece of text on the table. `veiled`: only the overlay's words, over the veiled
    table; else the table without it."""
    rect = scene.sceneRect()
    overlay = scene.overlay
    tops = [i for i in scene.items() if i.parentItem() is None and i.isVisible() and (i is overlay) != veiled]
    simple = [i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.isVisible()
              and i.text().strip() and (i is overlay) == veiled]

    def paint(p: QPainter, with_words: bool) -> list[Words]:
        for item in simple:  # Qt paints these itself: their words are read from the item
            item.setVisible(with_words)
        scene.render(p, QRectF(0, 0, rect.width(), rect.height()), rect)
        for item in simple:
            item.setVisible(True)
        return [Words(i.text(), i.brush().color(), i.sceneBoundingRect().translated(-rect.topLeft()))
                for i in simple]

    for item in tops:  # the words of the other layer are not read here
        item.setVisible(False)
    try:
        return painted_words(rect.size().toSize(), paint, monkeypatch)
    finally:
        for item in tops:
            item.setVisible(True)


def play(window: MainWindow, qtbot: QtBot, game: str, moves: int) -> Iterator[None]:
    """A match against the Novice, stopping after the start and after every few moves."""
    window.keeping = False  # no autosave: each replays the match so far, and the words are the subject
    window.new_match(game, {}, (Seat("human", None, "You"), Seat("ai", "novice", "Novice")), seed=11)
    match = window.match
    assert match is not None
    rng = random.Random(3)
    for n in range(moves):
        qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER),
                        timeout=30_000)
        if match.phase == MatchState.GAME_OVER:
            break
        if n % 15 == 0:
            yield
        match.play(get_game(game).heuristics.playout_action(match.state, rng))
    yield


@pytest.mark.parametrize("game", ["en-garde", "ready-fence", "audatia", "barditus"])
def test_every_word_on_the_table_stands_out_from_what_lies_under_it(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    weak: dict[tuple[str, str], float] = {}
    for _ in play(window, qtbot, game, 60):
        # a result told over the table covers its words for a moment: they are read once it goes
        window.scene.hide_banner()
        for veiled in (False, True):
            if veiled and not window.scene.overlay.isVisible():
                window.scene.toggle_help()  # the keys' page: the words on the veil
            for w, ratio in table_words(window.scene, monkeypatch, veiled):
                if ratio < LEAST:
                    key = (w.text[:40], w.ink.name(QColor.NameFormat.HexArgb))
                    weak[key] = min(round(ratio, 2), weak.get(key, 99))
            if window.scene.help_showing:
                window.scene.toggle_help()
    assert weak == {}


# --- the words on the cards -------------------------------------------------------------------------
@pytest.mark.parametrize("game", sorted(all_decks()))
def test_every_word_on_every_card_stands_out_from_its_face(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    size = QSize(250, 350)  # a card as large as the table's zoom shows it
    weak: dict[tuple[str, str, str], float] = {}
    for deck in all_decks()[game]:
        for card in [None, *deck.cards]:

            def paint(p: QPainter, _words: bool, card: Card | None = card, deck: Deck = deck) -> list[Words]:
                draw_card(p, QRectF(0, 0, size.width(), size.height()), card, deck)
                return []

            for w, ratio in painted_words(size, paint, monkeypatch):
                if ratio < LEAST:
                    key = (card.id if card else f"{deck.id} back", w.text[:30], w.ink.name())
                    weak[key] = min(round(ratio, 2), weak.get(key, 99))
    assert weak == {}


@pytest.mark.parametrize("name", ["light", "dark"])
def test_a_check_box_stands_out_from_the_window(qtbot: QtBot, name: str) -> None:
    """An unticked box must be seen to be ticked: its square stands out from the window behind it
    (the dark palette's "Fixed seed" box was nearly invisible)."""
    palette = palette_for(name)
    w = QWidget()
    w.setPalette(palette)
    w.setStyle(QStyleFactory.create("Fusion"))
    box = QCheckBox("Fixed seed", w)
    qtbot.addWidget(w)
    w.resize(200, 60)
    image = w.grab().toImage()
    option = QStyleOptionButton()
    box.initStyleOption(option)
    square = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    square.translate(box.pos())
    ground = palette.color(QPalette.ColorRole.Window)
    seen = max(contrast(QColor(image.pixel(x, y)), ground)
               for x in range(square.left(), square.right() + 1)
               for y in range(square.top(), square.bottom() + 1))
    assert seen >= 1.4
