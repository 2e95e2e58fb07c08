"""The table: drag and drop, the keyboard alone, hot-seat secrecy, and the layout of a screenshot."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine.games.en_garde import actions as act
from engine.match import MatchState
from engine.store.saves import Seat
from engine.store.settings import Settings
from gui.games.en_garde.items import CardItem
from gui.games.en_garde.scene import DECK_POS, DISCARD_POS, TableScene
from gui.mainwindow import MainWindow

ANN = Seat("human", None, "Ann")
BEN = Seat("human", None, "Ben")



def start(window: MainWindow, qtbot: QtBot, seats: tuple[Seat, Seat], **options: Any) -> TableScene:
    window.new_match("en-garde", {"hits": 1, **options}, seats, seed=7)
    assert window.match is not None
    return window.scene


def viewport_point(window: MainWindow, scene_point: QPointF) -> Any:
    return window.table.mapFromScene(scene_point)


def drag(window: MainWindow, qtbot: QtBot, card: CardItem, to: QPointF) -> None:
    """A real drag on the viewport: press on the card, move past the threshold, release."""
    vp = window.table.viewport()
    start_at = viewport_point(window, card.sceneBoundingRect().center())
    end_at = viewport_point(window, to)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_at)
    for i in range(1, 6):
        QTest.mouseMove(vp, start_at + (end_at - start_at) * i / 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end_at)


def space_centre(scene: TableScene, space: int) -> QPointF:
    return scene.piste.mapToScene(scene.piste.space_rect(space).center())


def test_dragging_a_card_onto_its_space_plays_the_move(window: MainWindow, qtbot: QtBot) -> None:
    scene = start(window, qtbot, (ANN, Seat("ai", "novice", "Novice")))
    match = window.match
    assert match is not None and match.phase == MatchState.AWAITING_HUMAN
    card = scene.my_hand()[0]
    value = card.value
    assert value is not None
    drag(window, qtbot, card, space_centre(scene, value))  # forward `value` spaces from space 0
    assert match.actions[:1] == [f"F{value}"]
    assert match.state.to_json()["pos"][0] == value


def test_an_illegal_drop_snaps_back_and_says_why(window: MainWindow, qtbot: QtBot) -> None:
    scene = start(window, qtbot, (ANN, Seat("ai", "novice", "Novice")))
    match = window.match
    assert match is not None
    card = scene.my_hand()[0]
    home = QPointF(card.pos())
    value = card.value
    assert value is not None
    wrong = value + 1 if value < 5 else value - 1
    drag(window, qtbot, card, space_centre(scene, wrong))
    assert match.actions == []  # nothing was played
    assert card.pos() == home  # the card is back in the hand
    spaces = "1 space" if value == 1 else f"{value} spaces"
    assert window.statusBar().currentMessage() == f"A {value} moves exactly {spaces}, forward or back."
    drag(window, qtbot, card, QPointF(60, 860))  # nowhere at all
    assert match.actions == [] and card.pos() == home
    assert "Drop a card on a space" in window.statusBar().currentMessage()


def test_the_keyboard_alone_plays_a_match_to_the_game_over_screen(window: MainWindow, qtbot: QtBot) -> None:
    scene = start(window, qtbot, (ANN, Seat("ai", "club", "Club")))
    match = window.match
    assert match is not None
    window.table.setFocus()
    for _ in range(400):
        if match.phase == MatchState.GAME_OVER:
            break
        qtbot.waitUntil(
            lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER), timeout=30_000
        )
        if match.phase == MatchState.GAME_OVER:
            break
        before = len(match.actions)
        QTest.keyClick(window.table.viewport(), Qt.Key.Key_1)
        assert scene.preview == match.legal_actions()[0]
        QTest.keyClick(window.table.viewport(), Qt.Key.Key_Return)
        assert len(match.actions) == before + 1
    assert match.phase == MatchState.GAME_OVER
    assert scene.overlay.isVisible() and "win" in scene.overlay.title
    assert window.panel.after.isVisible()  # the end-of-match buttons: new game, practice history


def test_keys_select_cards_and_name_the_action(window: MainWindow, qtbot: QtBot) -> None:
    scene = start(window, qtbot, (ANN, Seat("ai", "novice", "Novice")))
    match = window.match
    assert match is not None
    vp = window.table.viewport()
    QTest.keyClick(vp, Qt.Key.Key_Right)
    QTest.keyClick(vp, Qt.Key.Key_Left)
    QTest.keyClick(vp, Qt.Key.Key_Space)
    card = scene.my_hand()[0]
    assert card.selected
    QTest.keyClick(vp, Qt.Key.Key_F)
    assert scene.preview == act.advance(card.value or 0)
    QTest.keyClick(vp, Qt.Key.Key_B)  # no room behind the starting line: refused, and said why
    assert scene.preview is None and "may not leave the piste" in window.statusBar().currentMessage()
    QTest.keyClick(vp, Qt.Key.Key_F)
    QTest.keyClick(vp, Qt.Key.Key_Return)
    assert match.actions[:1] == [f"F{card.value}"]


def faces_in_wrong_hands(scene: TableScene, viewer: int | None) -> list[CardItem]:
    return [
        c
        for c in scene.items()
        if isinstance(c, CardItem)
        and c.zone.startswith("hand:")
        and c.shows_face()
        and c.zone != f"hand:{viewer}"
    ]


def test_hot_seat_never_shows_the_other_hand(window: MainWindow, qtbot: QtBot) -> None:
    scene = start(window, qtbot, (ANN, BEN), hits=2)
    match = window.match
    assert match is not None
    checks = [0]

    def check(*_: Any) -> None:
        assert faces_in_wrong_hands(scene, match.viewer) == []
        checks[0] += 1

    for signal in (
        match.stateEntered,
        match.eventsApplied,
        match.viewChanged,
        match.positionReset,
        match.handoverRequested,
        match.prompt,
        match.roundOver,
    ):
        signal.connect(check)
    assert match.phase == MatchState.HANDOVER and scene.overlay.isVisible()
    vp = window.table.viewport()
    for _ in range(600):
        if match.phase == MatchState.GAME_OVER:
            break
        if match.phase == MatchState.HANDOVER:
            assert faces_in_wrong_hands(scene, None) == [] and scene.overlay.isVisible()
            QTest.keyClick(vp, Qt.Key.Key_Return)
            continue
        QTest.keyClick(vp, Qt.Key.Key_1)
        QTest.keyClick(vp, Qt.Key.Key_Return)
    assert match.phase == MatchState.GAME_OVER and checks[0] > 50


def test_a_mid_game_screenshot_shows_every_part_apart(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    scene = start(window, qtbot, (ANN, Seat("ai", "novice", "Novice")), hits=5)
    match = window.match
    assert match is not None
    for _ in range(4):
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=10_000)
        match.play(match.legal_actions()[0])
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=10_000)
    image = QImage(1600, 900, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    out = tmp_path / "table.png"
    assert image.save(str(out)) and out.stat().st_size > 10_000

    def box(cards: list[CardItem]) -> QRectF:
        r = QRectF()
        for c in cards:
            r = r.united(c.sceneBoundingRect())
        return r

    parts = {
        "piste": scene.piste.sceneBoundingRect(),
        "my hand": box(scene.my_hand()),
        "their hand": box(scene.zones[f"hand:{1 - scene.me}"]),
        "deck": scene.deck.sceneBoundingRect(),
        "discard": QRectF(DISCARD_POS, DISCARD_POS + QPointF(100, 140)),
    }
    assert scene.deck.pos() == DECK_POS
    for name, rect in parts.items():
        assert scene.sceneRect().contains(rect), name
        for other, rect2 in parts.items():
            if name < other:
                assert not rect.intersects(rect2), (name, other)
    # the felt is not blank where the hands are: cards were drawn there
    centre = box(scene.my_hand()).center()
    assert image.pixelColor(int(centre.x()), int(centre.y())) != scene.backgroundBrush().color()


def test_f1_shows_the_keys_over_the_table_and_any_key_closes_them(window: MainWindow, qtbot: QtBot) -> None:
    scene = start(window, qtbot, (ANN, Seat("ai", "novice", "Novice")))
    vp = window.table.viewport()
    QTest.keyClick(vp, Qt.Key.Key_F1)
    assert scene.overlay.isVisible() and scene.overlay.title == "Keys"
    assert ("Enter", "Confirm the chosen action") in scene.overlay.rows
    QTest.keyClick(vp, Qt.Key.Key_Escape)
    assert not scene.overlay.isVisible() and scene.overlay.rows == []


def test_on_start_an_unfinished_game_is_offered_and_resumed(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    first = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(first)
    first.new_match("en-garde", {}, (ANN, Seat("ai", "novice", "Novice")), seed=5)
    match = first.match
    assert match is not None
    for _ in range(2):
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=10_000)
        match.play(match.legal_actions()[0])
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=10_000)
    position = match.state.to_json()
    first.workers.close()  # the program "dies" here; the autosave is on disk

    asked: list[str] = []

    def answer_yes(*args: Any) -> QMessageBox.StandardButton:
        asked.append(args[2])
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer_yes)
    second = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(second)
    second.start_default()
    assert asked and "unfinished game" in asked[0]
    assert second.match is not None and second.match.state.to_json() == position
    second.close()


def test_a_first_start_plays_you_against_the_club(window: MainWindow, qtbot: QtBot) -> None:
    window.start_default()
    assert window.match is not None
    assert [(s.kind, s.level) for s in window.match.seats] == [("human", None), ("ai", "club")]


def test_the_hand_over_screen_is_not_lost_under_the_keys_page(window: MainWindow, qtbot: QtBot) -> None:
    scene = start(window, qtbot, (ANN, BEN))
    match = window.match
    assert match is not None
    match.confirm_handover()
    scene.toggle_help()
    match.play(match.legal_actions()[0])  # from the side panel, while the keys page is up
    assert match.phase == MatchState.HANDOVER
    assert scene.overlay.isVisible() and "Ben" in scene.overlay.title
    QTest.keyClick(window.table.viewport(), Qt.Key.Key_Return)
    assert match.phase == MatchState.AWAITING_HUMAN


def test_the_held_card_is_the_one_that_lunges(window: MainWindow, qtbot: QtBot) -> None:
    from engine.games.en_garde.state import EnGardeState

    scene = start(window, qtbot, (ANN, Seat("ai", "novice", "Novice")), level="advanced")
    match = window.match
    assert match is not None
    rest = [v for v in (1, 2, 3, 4, 5) for _ in range(5)]
    for c in (3, 4, 1, 1, 2):
        rest.remove(c)
    match.state = EnGardeState.from_json(
        {
            "game": "en-garde",
            "version": 1,
            "options": {"level": "advanced", "parry": "equal", "discards": "hidden", "hits": 1, "first": 0},
            "seed": 1,
            "round": 0,
            "hits": [0, 0],
            "pos": [5, 12],
            "hands": [[1, 1, 2, 3, 4], rest[:5]],
            "deck": rest[5:],
            "discard": [],
            "phase": "turn",
            "to_move": 0,
            "pending": [],
            "riposte": False,
            "deck_out": False,
            "winner": None,
        }
    )
    scene.reset(match.view())
    assert scene.intended([3, 4], ("figure", 0), lead=3) == act.advance_attack(4, 3)
    assert scene.intended([3, 4], ("figure", 0), lead=4) == act.advance_attack(3, 4)
