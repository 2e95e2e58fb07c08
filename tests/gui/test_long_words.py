"""Long words hold in every language: a Barditus panel's line wraps instead of being cut, a title
with a letter the bold period face lacks is set in its regular face (one font per word), and a
status message longer than the bar is cut with an ellipsis, whole in the bar's tooltip."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from gui.games.barditus.items import PanelItem, PanelState
from gui.statusbar import StatusBar
from gui.table.items import title_font

FRENCH = "Les cartes arrière au-delà de quatre restent hors de la bataille."


def _ink_rows(item: PanelItem, width: int, height: int) -> list[int]:
    """The rows of the panel's text column where text is painted (lighter than the panel)."""
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    p = QPainter(image)
    item.paint(p, None)  # type: ignore[arg-type]
    p.end()
    return [y for y in range(48, height) if any(image.pixelColor(x, y).lightness() > 150
                                                 for x in range(20, width - 20, 2))]


def test_a_long_panel_line_wraps_onto_a_second_row(qtbot: QtBot) -> None:
    item = PanelItem()
    item.set_rect(QRectF(0, 0, 300, 200))
    item.state = PanelState(name="Ann", army="Légion romaine", lines=(FRENCH,))
    rows = _ink_rows(item, 300, 200)
    assert rows and max(rows) - min(rows) > 20, "the line runs on to a second row"
    item.state = PanelState(name="Ann", army="Légion romaine", lines=("Liste prête.",))
    short = _ink_rows(item, 300, 200)
    assert max(short) - min(short) < 20


def test_a_title_the_bold_face_cannot_spell_is_set_regular(qtbot: QtBot) -> None:
    assert title_font(40, text="En Garde").bold()
    for word in ("Après la touche", "Entrée", "Außer Reichweite"):
        assert not title_font(40, text=word).bold(), word
    assert not title_font(40, bold=False, text="Garde").bold()


def test_a_long_status_message_is_cut_short_whole_in_its_tooltip(qtbot: QtBot) -> None:
    bar = StatusBar()
    qtbot.addWidget(bar)
    bar.resize(300, 24)
    bar.show()
    long = "Dein Zug: ziehe eine Karte auf die Fechtbahn oder nutze die Tasten (F1 zeigt sie alle)."
    bar.showMessage(long)
    shown = super(StatusBar, bar).currentMessage()
    assert shown.endswith("…") and len(shown) < len(long)
    assert bar.fontMetrics().horizontalAdvance(shown) <= 300
    assert bar.currentMessage() == bar.toolTip() == long
    bar.resize(2000, 24)  # room enough: all of it, no tooltip
    assert super(StatusBar, bar).currentMessage() == long and bar.toolTip() == ""
    bar.clearMessage()
    assert bar.currentMessage() == "" and bar.toolTip() == ""
