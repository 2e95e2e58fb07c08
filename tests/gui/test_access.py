"""The table through a screen reader's eyes: what QAccessible tells of the table view (the
situation, the item the keys point at) and of the live status (each event as it happens), in
words, never ids or notation, and never a hand the seat at the screen may not see."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine.core.view import view_json
from engine.games import get_game
from engine.games.audatia.cards import character_decks
from engine.games.barditus.cards import ARMIES, army
from engine.games.ready_fence.cards import fence_cards
from engine.match import MatchState
from engine.store.saves import Seat
from gui import access
from gui.mainwindow import MainWindow

YOU = Seat("human", None, "You")
NOVICE = Seat("ai", "novice", "Novice")
GAMES = ("en-garde", "ready-fence", "audatia", "barditus")

# a card's id ("gal-volta-stabile", "st4-2", "hastati") or a place's notation ("F3.1", "R2", "P1.2")
IDS = {*fence_cards(), *(c for a in ARMIES for c in army(a).cards),
       *(c for d in character_decks().values() for c in (*d.cards, *d.poste, d.side_card))}
NOTATION = re.compile(r"\b[A-Z]\d+(\.\d+)?\b")


def ids_in(text: str) -> list[str]:
    words = set(re.findall(r"[\w-]+", text))
    return sorted(words & IDS) + [m.group(0) for m in NOTATION.finditer(text)]


def table_words(window: MainWindow) -> tuple[str, str]:
    iface = QAccessible.queryAccessibleInterface(window.table)
    assert iface is not None
    return iface.text(QAccessible.Text.Name), iface.text(QAccessible.Text.Description)


def live_words(window: MainWindow) -> str:
    iface = QAccessible.queryAccessibleInterface(window.statusBar())
    assert iface is not None
    return iface.text(QAccessible.Text.Name)


@pytest.fixture
def heard(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[QAccessible.Event, str]]]:
    """The accessibility events the window raises: (type, the announcement's words)."""
    events: list[tuple[QAccessible.Event, str]] = []
    send = access.send

    def listen(event: QAccessibleEvent) -> None:
        said = event.message() if isinstance(event, QAccessibleAnnouncementEvent) else ""
        events.append((event.type(), said))
        send(event)

    monkeypatch.setattr(access, "send", listen)
    yield events


def start(window: MainWindow, qtbot: QtBot, game: str, seats: tuple[Seat, Seat] = (YOU, NOVICE)) -> Any:
    window.new_match(game, {}, seats, seed=5)
    match = window.match
    assert match is not None
    wait_for_you(match, qtbot)
    return match


def wait_for_you(match: Any, qtbot: QtBot) -> None:
    qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.HANDOVER,
                                            MatchState.GAME_OVER), timeout=30_000)


def press(window: MainWindow, *keys: Qt.Key) -> None:
    for key in keys:
        QTest.keyClick(window.table.viewport(), key)


@pytest.mark.parametrize("game", GAMES)
def test_the_table_reads_the_situation_in_words_and_follows_the_play(
    window: MainWindow, qtbot: QtBot, game: str
) -> None:
    match = start(window, qtbot, game)
    name, before = table_words(window)
    assert "You" in before and ("Your hand" in before or "Your list" in before)
    assert ids_in(name + before) == []
    said = [before]
    for _ in range(3):  # a few moves, each answered by the Novice
        press(window, Qt.Key.Key_1, Qt.Key.Key_Return)
        wait_for_you(match, qtbot)
        said.append(table_words(window)[1])
    assert len(set(said)) > 1  # the words follow the table
    assert all(ids_in(text) == [] for text in said)


@pytest.mark.parametrize("game", GAMES)
def test_a_key_that_moves_the_cursor_names_what_it_points_at(
    window: MainWindow, qtbot: QtBot, game: str, heard: list[tuple[QAccessible.Event, str]]
) -> None:
    start(window, qtbot, game)
    scene = window.scene
    names = []
    for _ in range(3):
        heard.clear()
        press(window, Qt.Key.Key_Right)
        name, _ = table_words(window)
        focus = scene.focus_words()
        assert focus and name.startswith(focus)
        assert ids_in(name) == []
        assert (QAccessible.Event.Focus, "") in heard
        names.append(name)
    if game == "en-garde":
        assert names[0].startswith("The ") and "in your hand" in names[0]
    else:
        item = scene.focused_card() if hasattr(scene, "focused_card") else scene.things[scene.selected]
        title = scene.card_title(item.card) if hasattr(scene, "card_title") else item.card.name
        assert title in names[-1]


def test_a_chosen_card_is_read_as_chosen(window: MainWindow, qtbot: QtBot) -> None:
    start(window, qtbot, "en-garde")
    press(window, Qt.Key.Key_Space)
    value = window.scene.my_hand()[0].value
    assert table_words(window)[0] == f"The {value}, in your hand, chosen"
    press(window, Qt.Key.Key_F)  # an action is offered: the name says what Enter plays
    assert table_words(window)[0] == f"The {value}, in your hand, chosen. Enter plays: advance {value}"


@pytest.mark.parametrize("game", ["en-garde", "ready-fence", "audatia"])
def test_the_hand_over_reads_no_hand(window: MainWindow, qtbot: QtBot, game: str) -> None:
    match = start(window, qtbot, game, (Seat("human", None, "Ann"), Seat("human", None, "Ben")))
    scene = window.scene

    def secrets() -> list[str]:
        """Both hands as the table would name their cards."""
        hands = [view_json(match.state.view(s))["hand"] for s in (0, 1)]
        if game == "en-garde":
            return ["Your hand", *(str(v) for hand in hands for v in hand)]
        if game == "audatia":  # each fencer's own deck names his cards
            return ["Your hand", *{scene.card_name(s, c) for s, hand in enumerate(hands) for c in hand}]
        return ["Your hand", *{scene.card_title(c) for hand in hands for c in hand}]

    handovers = 0
    for _ in range(40):
        if match.phase == MatchState.HANDOVER:
            handovers += 1
            name, description = table_words(window)
            assert name.endswith("your turn") and "Pass the screen" in description
            assert [s for s in secrets() if s in name + description] == []
            press(window, Qt.Key.Key_Return)
            assert "Your hand" in table_words(window)[1]  # the new seat hears its own hand
        else:
            press(window, Qt.Key.Key_1, Qt.Key.Key_Return)
    assert handovers >= 2


def test_the_live_status_says_each_event_as_the_log_tells_it(
    window: MainWindow, qtbot: QtBot, heard: list[tuple[QAccessible.Event, str]]
) -> None:
    match = start(window, qtbot, "en-garde")
    after_events: list[tuple[str, str]] = []
    # heard right after the window logged the events, before the next status message
    match.eventsApplied.connect(lambda _e: after_events.append((live_words(window), window.panel.log.item(
        window.panel.log.count() - 1).text())))
    press(window, Qt.Key.Key_1, Qt.Key.Key_Return)
    wait_for_you(match, qtbot)
    assert len(after_events) >= 2  # the player's move, then the Novice's
    for live, logged in after_events:
        assert live == logged and ids_in(live) == []
    said = iter(words for kind, words in heard if kind == QAccessible.Event.Announcement)
    assert all(any(w == logged for w in said) for _, logged in after_events)  # each, in its order
    assert live_words(window) == window.statusBar().currentMessage()  # then the status line: your move


def test_anyone_may_announce_through_the_live_status(
    window: MainWindow, heard: list[tuple[QAccessible.Event, str]]
) -> None:
    window.announce("Touché! <b>You</b> lead 2-1")
    assert live_words(window) == "Touché! You lead 2-1"
    assert heard == [(QAccessible.Event.Announcement, "Touché! You lead 2-1")]


def test_barditus_reads_its_pieces_dice_and_cards_by_their_places(window: MainWindow, qtbot: QtBot) -> None:
    match = start(window, qtbot, "barditus")
    scene = window.scene
    rng = random.Random(4)
    heard: dict[str, set[str]] = {}
    for _ in range(900):
        wait_for_you(match, qtbot)
        if match.phase == MatchState.GAME_OVER or len(heard) >= 4:
            break
        phase = match.state.phase
        if phase in ("general", "orders", "hits", "regroup", "pursue") and phase not in heard:
            words = heard.setdefault(phase, set())
            for _key in scene.sources():  # every thing the keys may choose, read out
                press(window, Qt.Key.Key_Right)
                name, description = table_words(window)
                assert ids_in(name + description) == [], (name, description)
                words.add(name)
        assert match.play(get_game("barditus").heuristics.playout_action(match.state, rng))
    said = " ".join(w for ws in heard.values() for w in ws)
    assert len(heard) >= 3
    assert "Your die showing" in said and "your front card in column" in said
    assert re.search(r"Your piece: the (\w+ place in the )?(front|second|third) rank of the", said)
