"""No word is clipped, in any language Salle speaks: every table (each game at its start, a few
moves in, in a lesson and under the keys' page, with the side panel) at the default window size
and at 1024x640, and every dialog and window, give each label, button, group title, tab, combo
box item and menu entry the room its text needs, and each word painted on a table lies whole
inside its place, on the part of the table the view shows, and under no card."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF, QImage, QPainter, QTextOption
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QMenu,
    QMenuBar,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionGraphicsItem,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from engine.core.i18n import LANGUAGES, translate
from engine.match import MatchState
from engine.store.saves import Seat
from gui.games import all_uis
from gui.i18n import use_language
from gui.mainwindow import MainWindow
from gui.table.zoom import Readable

TABLES = ["en-garde", "ready-fence", "audatia", "barditus"]
SIZES = {"default": (1440, 860), "small": (1024, 640)}
ANNA, BEN = Seat("human", None, "Anna"), Seat("human", None, "Ben")
SLACK = 1.0  # a pixel of rounding between a text's measure and the room it is given


def _plain(text: str) -> str:
    """What a widget shows of its text: an Alt key's "&" is not drawn, "&&" is one "&"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _widest(fm: Any, text: str) -> float:
    return max((fm.horizontalAdvance(line) for line in text.split("\n")), default=0.0)


# --- widgets -----------------------------------------------------------------------------------------
def _label_clip(w: QLabel) -> str | None:
    if (w.pixmap() is not None and not w.pixmap().isNull()) or not w.text():
        return None
    if w.textFormat() == Qt.TextFormat.RichText or (w.textFormat() == Qt.TextFormat.AutoText
                                                     and QtGui.Qt.mightBeRichText(w.text())):
        hint = w.minimumSizeHint()
        if w.wordWrap():
            if w.height() < w.heightForWidth(w.width()) - SLACK:
                return f"wraps to {w.heightForWidth(w.width())} px high, given {w.height()}"
            return None
        if hint.width() > w.width() + SLACK:
            return f"needs {hint.width()} px wide, given {w.width()}"
        return None
    room = w.contentsRect().adjusted(w.margin(), w.margin(), -w.margin(), -w.margin())
    if w.indent() > 0:
        room.setLeft(room.left() + w.indent())
    fm = QFontMetricsF(w.font())
    if w.wordWrap():
        need_h = w.heightForWidth(w.width())
        if w.height() < need_h - SLACK:
            return f"wraps to {need_h} px high, given {w.height()}"
        longest = max((fm.horizontalAdvance(word) for word in w.text().split()), default=0.0)
        if longest > room.width() + SLACK:
            return f"a word needs {longest:.0f} px, given {room.width()}"
        return None
    text = _plain(w.text()) if w.buddy() is not None else w.text()
    if text.endswith("…") and w.toolTip() and w.toolTip() != text:
        return None  # cut on purpose to its room, the whole in its tooltip
    need = _widest(fm, text)
    lines = text.count("\n") + 1
    if need > room.width() + SLACK:
        return f"needs {need:.0f} px wide, given {room.width()}"
    if lines * fm.lineSpacing() - fm.leading() > room.height() + SLACK:
        return f"needs {lines * fm.height():.0f} px high, given {room.height()}"
    return None


def _button_clip(w: QAbstractButton) -> str | None:
    text = _plain(w.text())
    if not text:
        return None
    fm = QFontMetricsF(w.font())
    need = _widest(fm, text)
    style = w.style()
    if isinstance(w, QCheckBox | QRadioButton):
        opt = QStyleOptionButton()
        opt.initFrom(w)
        opt.text = w.text()
        element = (QStyle.SubElement.SE_CheckBoxContents if isinstance(w, QCheckBox)
                   else QStyle.SubElement.SE_RadioButtonContents)
        room = style.subElementRect(element, opt, w).width()
    elif isinstance(w, QPushButton):
        opt = QStyleOptionButton()
        opt.initFrom(w)
        room = style.subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, w).width()
        if not w.icon().isNull():
            room -= w.iconSize().width() + 4
    else:
        hint = w.minimumSizeHint()
        return f"needs {hint.width()} px wide, given {w.width()}" if hint.width() > w.width() else None
    if need > room + SLACK:
        return f"needs {need:.0f} px wide, given {room}"
    return None


def _group_clip(w: QGroupBox) -> str | None:
    if not w.title():
        return None
    need = QFontMetricsF(w.font()).horizontalAdvance(_plain(w.title()))
    if w.isCheckable():
        need += w.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) + 6
    if need > w.width() - 8:
        return f"its title needs {need:.0f} px, given {w.width() - 8}"
    return None


def _tabs_clip(w: QTabBar) -> list[str]:
    found = []
    fm = QFontMetricsF(w.font())
    pad = w.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, w)
    for i in range(w.count()):
        text = _plain(w.tabText(i))
        r = w.tabRect(i)
        if not w.rect().contains(r):
            found.append(f"tab {text!r} lies past the end of its bar")
        elif fm.horizontalAdvance(text) + pad / 2 > r.width() + SLACK:
            need = fm.horizontalAdvance(text) + pad / 2
            found.append(f"tab {text!r} needs {need:.0f} px, given {r.width()}")
    return found


def _combo_clip(w: QComboBox) -> list[str]:
    opt = QStyleOptionComboBox()
    opt.initFrom(w)
    opt.editable = w.isEditable()
    room = w.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                    QStyle.SubControl.SC_ComboBoxEditField, w)
    fm = QFontMetricsF(w.font())
    found = []
    for i in range(w.count()):  # any item may be the one shown
        text = w.itemText(i)
        icon = w.iconSize().width() + 4 if not w.itemIcon(i).isNull() else 0
        if fm.horizontalAdvance(text) + icon > room.width() + SLACK:
            need = fm.horizontalAdvance(text) + icon
            found.append(f"item {text!r} needs {need:.0f} px, given {room.width()}")
    return found


def _menu_bar_clip(w: QMenuBar) -> list[str]:
    found = []
    for a in w.actions():
        if a.isVisible() and a.text() and not w.rect().contains(w.actionGeometry(a)):
            found.append(f"menu {_plain(a.text())!r} is pushed out of the menu bar")
    return found


def _menu_clip(menu: QMenu, screen: QRect) -> list[str]:
    found = []
    if menu.sizeHint().width() > screen.width():
        found.append(f"menu {_plain(menu.title())!r} is wider than the screen")
    for a in menu.actions():
        sub = a.menu()
        if isinstance(sub, QMenu):
            found += _menu_clip(sub, screen)
    return found


def widget_clips(root: QWidget) -> list[str]:
    """Each shown widget under `root` (and `root`) whose words have less room than they need."""
    found: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if (w is not root and not w.isVisibleTo(root)) or w.width() <= 0:
            continue
        where = f"{type(w).__name__} {w.objectName() or ''}".strip()
        problems: list[str] = []
        if isinstance(w, QLabel):
            p = _label_clip(w)
            problems += [f"{w.text()!r} {p}"] if p else []
        elif isinstance(w, QAbstractButton):
            p = _button_clip(w)
            problems += [f"{w.text()!r} {p}"] if p else []
        elif isinstance(w, QGroupBox):
            p = _group_clip(w)
            problems += [f"{w.title()!r} {p}"] if p else []
        elif isinstance(w, QTabBar):
            problems += _tabs_clip(w)
        elif isinstance(w, QComboBox):
            problems += _combo_clip(w)
        elif isinstance(w, QMenuBar):
            problems += _menu_bar_clip(w)
            screen = w.screen().availableGeometry()
            for a in w.actions():
                sub = a.menu()
                if isinstance(sub, QMenu):
                    problems += _menu_clip(sub, screen)
        found += [f"{where}: {p}" for p in problems]
    return found


# --- the table ---------------------------------------------------------------------------------------
@dataclass
class Painted:
    item: QGraphicsItem
    text: str
    box: QRectF  # the room it was given, in scene units
    ink: QRectF  # where its letters lie, in scene units


@dataclass
class Recorder:
    """The words an item's paint() writes, each with the room it gives them, in scene units."""

    item: QGraphicsItem | None = None
    found: list[Painted] = field(default_factory=list)


class RecordingPainter(QPainter):
    def __init__(self, device: QImage, recorder: Recorder) -> None:
        super().__init__(device)
        self.recorder = recorder

    def drawText(self, *args: Any) -> Any:
        self._note(args)
        return super().drawText(*args)

    def _note(self, args: tuple[Any, ...]) -> None:
        fm = QFontMetricsF(self.font())
        flags, text, box = 0, "", None
        if len(args) == 2 and isinstance(args[0], QPointF | QPoint):
            text = args[1]
            p = QPointF(args[0])
            box = QRectF(p.x(), p.y() - fm.ascent(), fm.horizontalAdvance(text), fm.height())
            ink = QRectF(box)
        elif len(args) == 3 and isinstance(args[0], int | float) and isinstance(args[2], str):
            text = args[2]
            box = QRectF(args[0], args[1] - fm.ascent(), fm.horizontalAdvance(text), fm.height())
            ink = QRectF(box)
        else:
            if isinstance(args[0], QRectF | QRect):
                box = QRectF(args[0])
                rest = args[1:]
            else:
                box = QRectF(*args[:4])
                rest = args[4:]
            if isinstance(rest[0], str):  # (rect, text, QTextOption)
                text = rest[0]
                option = rest[1] if len(rest) > 1 else QTextOption()
                flags = int(option.alignment().value)
                if option.wrapMode() != QTextOption.WrapMode.NoWrap:
                    flags |= Qt.TextFlag.TextWordWrap.value
            else:
                flags = int(rest[0]) if isinstance(rest[0], int) else int(rest[0].value)
                text = rest[1]
            ink = fm.boundingRect(box, flags, text)
        if not text.strip() or self.recorder.item is None:
            return
        t = self.worldTransform()
        self.recorder.found.append(Painted(self.recorder.item, text, t.mapRect(box), t.mapRect(ink)))


def _is_card(item: QGraphicsItem) -> bool:
    return isinstance(item, Readable) and item.isVisible()


def _related(a: QGraphicsItem, b: QGraphicsItem) -> bool:
    return a is b or a.isAncestorOf(b) or b.isAncestorOf(a)


def shown_rect(view: QGraphicsView) -> QRectF:
    return view.mapToScene(view.viewport().rect()).boundingRect().intersected(view.sceneRect())


@contextmanager
def elisions() -> Iterator[set[str]]:
    """The texts Qt's font metrics cut short with "…" inside the block (a text of its own that
    ends in "…", "Building a secret list…", is not one)."""
    cut: set[str] = set()
    originals = {cls: cls.elidedText for cls in (QFontMetrics, QFontMetricsF)}

    def noting(original: Callable[..., str]) -> Callable[..., str]:
        def elided(self: Any, text: str, *args: Any) -> str:
            shown = original(self, text, *args)
            if shown != text:
                cut.add(shown)
            return shown
        return elided

    for cls, original in originals.items():
        cls.elidedText = noting(original)  # type: ignore[method-assign]
    try:
        yield cut
    finally:
        for cls, original in originals.items():
            cls.elidedText = original  # type: ignore[method-assign]


def painted_words(scene: QGraphicsScene) -> list[Painted]:
    """Every word the scene's shown items paint (their own paint(), and their text items)."""
    image = QImage(8, 8, QImage.Format.Format_ARGB32_Premultiplied)
    recorder = Recorder()
    option = QStyleOptionGraphicsItem()
    out: list[Painted] = []
    for item in scene.items():
        if not item.isVisible() or item.effectiveOpacity() <= 0.05:
            continue
        if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem):
            text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
            if text.strip():
                r = item.sceneBoundingRect()
                out.append(Painted(item, text, r, r))
            continue
        painter = RecordingPainter(image, recorder)
        painter.setTransform(item.sceneTransform())
        recorder.item = item
        option.rect = item.boundingRect().toRect()
        option.exposedRect = item.boundingRect()
        item.paint(painter, option, None)
        painter.end()
    return out + recorder.found


def scene_clips(view: QGraphicsView) -> list[str]:
    """Each word painted on the table that is cut: past the room it is given, past its item, off
    the part of the table the view shows, cut short with "…", or lying under a card."""
    scene = view.scene()
    shown = shown_rect(view)
    found: list[str] = []
    with elisions() as cut:
        words = painted_words(scene)
    for p in words:
        name = type(p.item).__name__
        ink = p.ink.adjusted(SLACK, SLACK, -SLACK, -SLACK)
        if not p.box.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(ink) and not p.box.isEmpty():
            found.append(f"{name} {p.text!r}: needs {p.ink.width():.0f}x{p.ink.height():.0f}, "
                         f"given {p.box.width():.0f}x{p.box.height():.0f}")
        elif not p.item.sceneBoundingRect().adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(ink):
            found.append(f"{name} {p.text!r}: written past its item's edge")
        elif (isinstance(p.item, QGraphicsSimpleTextItem | QGraphicsTextItem)
              and p.item.parentItem() is not None
              and not p.item.parentItem().sceneBoundingRect().contains(ink)):
            found.append(f"{name} {p.text!r}: written past the place it names")
        if not shown.contains(ink):
            found.append(f"{name} {p.text!r}: off the shown table")
        if p.text in cut:
            found.append(f"{name} {p.text!r}: cut short")
        above = scene.items(p.ink, Qt.ItemSelectionMode.IntersectsItemBoundingRect,
                            Qt.SortOrder.DescendingOrder)
        for other in above:
            if other is p.item or _related(other, p.item):
                break  # the rest lie under the words
            if _is_card(other) and other.effectiveOpacity() > 0.5:
                cover = other.sceneBoundingRect().intersected(p.ink)
                if cover.width() * cover.height() > 0.1 * p.ink.width() * p.ink.height():
                    found.append(f"{name} {p.text!r}: under a card ({type(other).__name__})")
                    break
    return found


# --- the screens ---------------------------------------------------------------------------------------
def _settle(qtbot: QtBot) -> None:
    QApplication.processEvents()
    qtbot.wait(1)


def _table(window: MainWindow, moment: str, language: str, size: str) -> list[str]:
    where = f"[{language} {size} {window.scene_game} {moment}]"
    return [f"{where} {c}" for c in widget_clips(window) + scene_clips(window.table)]


def _play_a_few(window: MainWindow, qtbot: QtBot, moves: int) -> None:
    match = window.match
    assert match is not None
    rng = random.Random(3)
    for _ in range(moves):
        if match.phase == MatchState.HANDOVER:
            match.confirm_handover()
        if match.phase != MatchState.AWAITING_HUMAN:
            break
        match.play(rng.choice(list(match.legal_actions())))
    if match.phase == MatchState.HANDOVER:
        match.confirm_handover()
    window.scene.hide_banner()


def table_clips(window: MainWindow, qtbot: QtBot, language: str, game: str) -> list[str]:
    found: list[str] = []
    for size_name, size in SIZES.items():
        window.resize(*size)
        _settle(qtbot)
        for ui in [ui for ui in all_uis() if ui.name == game]:
            window.new_match(ui.name, {}, (ANNA, BEN), seed=11)
            window.panel.after.setVisible(True)  # the end of a match's buttons, the widest row
            _settle(qtbot)
            window.scene.hide_banner()
            found += _table(window, "start", language, size_name)
            window.panel.after.setVisible(False)
            _play_a_few(window, qtbot, 6)
            _settle(qtbot)
            found += _table(window, "mid-game", language, size_name)
            window.scene.toggle_help()
            found += _table(window, "keys", language, size_name)
            window.scene.toggle_help()
            lessons = window.lessons
            first = sorted(lesson.id for lesson in _lessons(ui.name))[:1]
            if first and lessons.start(first[0]):
                _settle(qtbot)
                found += _table(window, "lesson", language, size_name)
                lessons.leave()
    return found


def _lessons(game: str) -> list[Any]:
    from gui.lesson import _safe_lessons

    return _safe_lessons(game)


def dialogs() -> dict[str, Callable[[], QWidget]]:
    from gui.balance import BalanceWindow
    from gui.cardsets import CardSetsWindow, NewSetDialog
    from gui.dialogs.about import AboutDialog
    from gui.dialogs.history import HistoryDialog
    from gui.dialogs.newgame import NewGameDialog
    from gui.dialogs.proofs import ProofsDialog
    from gui.dialogs.rules import RulesDialog
    from gui.games.ready_fence.competition import CompetitionSetup

    made: dict[str, Callable[[], QWidget]] = {
        "about": AboutDialog,
        "history": lambda: HistoryDialog(player="Anna"),
        "card sets": CardSetsWindow,
        "new card set": NewSetDialog,
        "competition": lambda: CompetitionSetup("Anna", None, ""),
    }
    for ui in all_uis():
        made[f"new game {ui.name}"] = partial(NewGameDialog, {"game": ui.name})
        made[f"proofs {ui.name}"] = partial(ProofsDialog, ui.name)
        made[f"balance {ui.name}"] = partial(BalanceWindow, game=ui.name)
        made[f"rules {ui.name}"] = partial(RulesDialog, ui.name)
        made[f"keys {ui.name}"] = partial(RulesDialog, ui.name, page="keyboard")
    return made


def dialog_clips(qtbot: QtBot, language: str) -> list[str]:
    found: list[str] = []
    for name, make in dialogs().items():
        dialog = make()
        qtbot.addWidget(dialog)
        dialog.show()
        _settle(qtbot)
        found += [f"[{language} {name}] {c}" for c in widget_clips(dialog)]
        dialog.close()
    return found


@pytest.fixture
def window(quiet_window: MainWindow) -> MainWindow:
    return quiet_window


@pytest.mark.parametrize("game", TABLES)
def test_no_word_on_the_table_or_beside_it_is_clipped_in_any_language(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    monkeypatch.setattr(window, "may_leave_match", lambda: True)  # each table's match is left unasked
    found: list[str] = []
    for language in LANGUAGES:
        use_language(language)
        window.retranslate()
        found += table_clips(window, qtbot, language, game)
    assert found == [], "\n".join(found)


def test_no_word_of_a_dialog_or_window_is_clipped_in_any_language(qtbot: QtBot) -> None:
    found: list[str] = []
    for language in LANGUAGES:
        use_language(language)
        found += dialog_clips(qtbot, language)
    assert found == [], "\n".join(found)


def test_the_checks_find_a_word_given_too_little_room(qtbot: QtBot) -> None:
    root = QWidget()
    qtbot.addWidget(root)
    label, button = QLabel("Gallische Kriegerschar", root), QPushButton("Gallische Kriegerschar", root)
    combo = QComboBox(root)
    combo.addItem("Die mitgelieferten Karten")
    for w in (label, button, combo):
        w.setFixedWidth(40)
    root.show()
    assert len(widget_clips(root)) == 3
    for w in (label, button, combo):
        w.setFixedWidth(400)
    assert widget_clips(root) == []


@pytest.mark.parametrize("language", ["en", "de", "fr", "it", "es"])
def test_ready_fences_overtime_timer_reads_whole_under_its_pile(qapp: Any, language: str) -> None:
    """A pile's name and count under it, its longest (the Overtime timer's): whole in every
    language, however many cards are left."""
    from gui.games.ready_fence.items import PileItem

    use_language(language)
    try:
        scene = QGraphicsScene()
        pile = PileItem(translate("ReadyFenceScene", "Overtime timer"), backs=True)
        pile.count = 14
        scene.addItem(pile)
        with elisions() as cut:
            words = painted_words(scene)
        (said,) = [p for p in words if p.item is pile]
        assert said.text.endswith(" 14") and translate("ReadyFenceScene", "Overtime timer") in said.text
        assert not cut
        assert said.box.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(said.ink)
    finally:
        use_language("en")
