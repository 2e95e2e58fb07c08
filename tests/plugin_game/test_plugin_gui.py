"""The test game's GUI half plugs in as its engine half does: registered at run time, the window
opens its table and a whole game is played there by keys and drags, the proofs print its cards
from the card folder it brings, and unplugged it is gone from every registry."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

import main
from engine.core.cards import all_decks, layouts
from engine.games import all_games, check_card_data, get_game
from engine.match import Match, MatchState
from engine.store.saves import Seat
from engine.store.settings import Settings
from gui import anim
from gui.cardface.render import draw_card
from gui.games import UnknownGame, all_uis, face_for, game_ui
from gui.mainwindow import MainWindow
from gui.proofs.imposition import ProofOptions, impose
from gui.proofs.pdf import PrintJob, write_pdf
from tests.plugin_game import plugged_in
from tests.plugin_game.engine_pkg.actions import Action
from tests.plugin_game.gui_pkg.scene import HighCardScene

YOU, NOVICE = Seat("human", None, "You"), Seat("ai", "novice", "Novice")
ANN, BEN = Seat("human", None, "Ann"), Seat("human", None, "Ben")


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    with plugged_in():
        w = MainWindow(Settings(animation_speed="off"))
        anim.set_speed("off")
        qtbot.addWidget(w)
        w.resize(1600, 900)
        w.show()
        qtbot.waitExposed(w)
        yield w
        w.close()
        assert w.workers.alive() == []


def start(window: MainWindow, seats: tuple[Seat, Seat], seed: int) -> tuple[HighCardScene, Match]:
    window.new_match("high-card", {"tricks": 5}, seats, seed=seed)
    assert isinstance(window.scene, HighCardScene) and window.match is not None
    return window.scene, window.match


def wait_for_me(qtbot: QtBot, match: Match) -> None:
    qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER), timeout=5_000)


def press(window: MainWindow, *keys: Qt.Key) -> None:
    for key in keys:
        QTest.keyClick(window.table.viewport(), key)


def by_keys(window: MainWindow, scene: HighCardScene, a: Action) -> None:
    """Walk the cursor to the card, choose it with Space, lay it with Enter."""
    hand = [c.card for c in scene.my_hand()]
    here = min(scene.focus_index, len(hand) - 1)
    steps = (hand.index(a.value) - here) % len(hand)
    press(window, *[Qt.Key.Key_Right] * steps, Qt.Key.Key_Space)
    assert scene.preview == a
    press(window, Qt.Key.Key_Return)


def by_drag(window: MainWindow, scene: HighCardScene, a: Action) -> None:
    """A real drag on the viewport: press on the card, move past the threshold, release."""
    card = next(c for c in scene.my_hand() if c.card == a.value)
    vp = window.table.viewport()
    start_at = window.table.mapFromScene(card.sceneBoundingRect().center())
    end_at = window.table.mapFromScene(scene.drop_point())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_at)
    for i in range(1, 6):
        QTest.mouseMove(vp, start_at + (end_at - start_at) * i / 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end_at)


def laid_faces(scene: HighCardScene) -> list[bool]:
    return [c.shows_face() for c in scene.cards.values() if c.zone == "laid"]


def test_a_whole_game_against_the_novice_is_played_on_its_table_by_a_drag_and_keys(
    window: MainWindow, qtbot: QtBot
) -> None:
    scene, match = start(window, (YOU, NOVICE), seed=3)
    assert window.scene_game == "high-card"
    gestures: list[str] = []
    for _ in range(20):
        wait_for_me(qtbot, match)
        if match.phase == MatchState.GAME_OVER:
            break
        assert not any(laid_faces(scene)), "a laid card shows its face before both are down"
        a = match.legal_actions()[-1]
        before = list(match.actions)
        if not gestures:
            by_drag(window, scene, a)
            gestures.append("drag")
        else:
            by_keys(window, scene, a)
            gestures.append("keys")
        assert match.actions[len(before)] == f"play {a.value}"
        assert window.scene is scene  # the table stays the game's own
    assert match.phase == MatchState.GAME_OVER
    assert gestures[0] == "drag" and gestures.count("keys") == 4  # five tricks: one card each
    view = match.view()
    assert len(view.played) == 5 and not view.hand
    winner = view.winner
    assert scene.overlay.isVisible()
    assert scene.overlay.title == ("A drawn game" if winner is None else
                                   f"{'You win' if winner == 0 else 'Novice wins'} the game")
    # the last trick lies face up on the table
    assert [c.card for c in scene.cards.values() if c.zone == "last"] == [str(v) for v in view.played[-1]]


def test_a_drop_off_the_place_snaps_back_and_says_where(window: MainWindow, qtbot: QtBot) -> None:
    scene, match = start(window, (YOU, NOVICE), seed=3)
    wait_for_me(qtbot, match)
    card = scene.my_hand()[0]
    home = QPointF(card.pos())
    messages: list[str] = []
    scene.message.connect(messages.append)
    vp = window.table.viewport()
    start_at = window.table.mapFromScene(card.sceneBoundingRect().center())
    end_at = window.table.mapFromScene(QPointF(60, 60))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_at)
    for i in range(1, 6):
        QTest.mouseMove(vp, start_at + (end_at - start_at) * i / 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end_at)
    assert match.actions == []  # nothing laid
    assert card.pos() == home and messages[-1] == scene.DROP_HELP


def test_hot_seat_veils_the_table_at_each_hand_over_and_hides_the_laid_card(
    window: MainWindow, qtbot: QtBot
) -> None:
    scene, match = start(window, (ANN, BEN), seed=5)
    handovers = 0
    for _ in range(60):
        if match.phase == MatchState.GAME_OVER:
            break
        if match.phase == MatchState.HANDOVER:
            handovers += 1
            assert scene.overlay.isVisible() and scene.overlay.title.endswith("your turn")
            assert not scene.my_hand()
            assert not [c for c in scene.cards.values() if c.zone != "last" and c.shows_face()]
            backs = [(round(c.x()), round(c.y())) for c in scene.cards.values() if c.zone == "hand"]
            assert len(set(backs)) == len(backs)  # both hands as backs, none lying on another
            press(window, Qt.Key.Key_Return)
            continue
        assert not scene.overlay.isVisible()
        assert not any(laid_faces(scene))
        press(window, Qt.Key.Key_1, Qt.Key.Key_Return)
    assert match.phase == MatchState.GAME_OVER and scene.overlay.isVisible()
    # the screen changes hands before the first card, then once a trick: the leads alternate, so
    # the seat that laid last in a trick lays first in the next
    assert handovers == 1 + 5


def test_the_proofs_print_the_cards_from_the_folder_the_game_brings(tmp_path: Path, qtbot: QtBot) -> None:
    options = ProofOptions(bleed_mm=3.0)
    with plugged_in():
        check_card_data()  # its own check of its card files passes
        (deck,) = all_decks()["high-card"]
        assert face_for(deck.layout) is not None  # drawn by its own face, not the shared one
        for card in (None, deck.cards[0]):  # the face and the back fill the bleed round the trim
            image = QImage(120, 160, QImage.Format.Format_ARGB32)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            draw_card(painter, QRectF(10, 10, 100, 140), card, deck, bleed=8.0, rounded=False)
            painter.end()
            assert image.pixelColor(3, 3).alpha() == 255 and image.pixelColor(0, 0).alpha() == 0
        report = write_pdf(PrintJob("high-card"), options, tmp_path / "direct.pdf")
        assert main.main(["proofs", "high-card", "--bleed", "3", "--out", str(tmp_path / "cli.pdf")]) == 0
    pages = impose(18, options)
    assert report.cards == 18 and report.pages == len(pages) > 0
    assert all(page.marks for page in pages if page.kind == "front")  # crop marks round every sheet
    assert all(slot.clip[0] < slot.x for page in pages for slot in page.slots if slot.clip[0] == min(
        other.clip[0] for other in page.slots))  # the grid's outer cards print their bleed
    for pdf in ("direct.pdf", "cli.pdf"):
        reader = PdfReader(tmp_path / pdf)
        text = " ".join(" ".join(page.extract_text().split()) for page in reader.pages)
        assert len(reader.pages) == report.pages
        assert "High Card" in text  # the sheet's header names the game
        assert all(name in text for name in ("One", "Five", "Nine")), text  # and the cards print


def test_unplugged_the_game_is_gone_from_both_registries_and_its_cards_with_it() -> None:
    with plugged_in() as game:
        assert game_ui(game.name).name == game.name
        assert "high-card" in all_decks() and "high-card" in layouts()["layout"]
    assert game.name not in all_games() and game.name not in [ui.name for ui in all_uis()]
    with pytest.raises(UnknownGame, match="'high-card'"):
        game_ui(game.name)
    with pytest.raises(KeyError):
        get_game(game.name)
    assert "high-card" not in all_decks() and "high-card" not in layouts()["layout"]
    assert face_for("high-card") is None

