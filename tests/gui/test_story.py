"""The story of the match on the table: results announced in each game's words, the rematch, the
other player's last move marked, a log that tells the game as it stands, status lines that clear,
and the resume question in words over the drawn table."""

from __future__ import annotations

import random
import re
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from engine.core.events import CardMoved
from engine.games import all_games, get_game
from engine.match import Match, MatchState, autosave_path
from engine.rematch import rematch_options
from engine.store.saves import Seat
from engine.store.settings import Settings
from gui import anim
from gui.dialogs.newgame import NewGameDialog
from gui.mainwindow import MainWindow
from gui.table.banner import Banner, MoveMark
from gui.table.story import Announcement

ANN, BEN = Seat("human", None, "Ann"), Seat("human", None, "Ben")
YOU, NOVICE = Seat("human", None, "You"), Seat("ai", "novice", "Novice")
GAMES = ["en-garde", "ready-fence", "audatia", "barditus"]
# short matches with a result before the end: a bout of several touches, Roland's Salle bout
QUICK: dict[str, dict[str, Any]] = {
    "en-garde": {"hits": 2}, "ready-fence": {}, "audatia": {"variant": "salle"}, "barditus": {"turns": 12}}
SCORE_WORDS = {
    "en-garde": "Hits:", "ready-fence": "Touches:", "audatia": "Points:", "barditus": "Pieces destroyed:"}
CARD_ID = re.compile(r"\b[a-z]{2,4}-[a-z0-9]+(?:-[a-z0-9]+)*\b")  # "bou-punta-sottomano", "dis5-1"


@pytest.fixture
def window(window: MainWindow) -> MainWindow:
    """The table's window, keeping no autosave or history: each autosave replays the match so far,
    a cost that grows with every move (the resume question below writes and reads its own)."""
    window.keeping = False
    return window


def log_lines(window: MainWindow) -> list[str]:
    return [window.panel.log.item(i).text() for i in range(window.panel.log.count())]


def hot_seat_step(window: MainWindow, rng: random.Random) -> bool:
    """One step of a hot-seat match played at random: a hand-over confirmed or a move played,
    through the table's port as a player would. False when the match is over."""
    match, port = window.match, window.pacing
    assert match is not None and port is not None
    if match.phase == MatchState.GAME_OVER:
        return False
    if match.phase == MatchState.HANDOVER:
        port.confirm_handover()
    else:
        port.play(rng.choice(match.legal_actions()))
    return True


def wait_for_human(qtbot: QtBot, match: Match) -> None:
    qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER), timeout=30_000)


# --- results announced on the table ----------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_a_result_is_announced_on_the_table_in_the_games_words(
        window: MainWindow, qtbot: QtBot, game: str) -> None:
    window.new_match(game, QUICK[game], (ANN, BEN), seed=4)
    scene = window.scene
    said: list[str] = []
    scene.announced.connect(said.append)
    rng = random.Random(2)
    while not said and hot_seat_step(window, rng):
        pass
    assert said, "a whole match told nothing"
    words = said[0]
    assert "Ann" in words or "Ben" in words  # who
    assert SCORE_WORDS[game] in words  # the score, in the game's own word for it
    assert not CARD_ID.search(words), words  # a person reads words, never ids
    assert f"— {words}" in log_lines(window)  # the log tells it too
    if window.match is not None and window.match.phase == MatchState.HANDOVER:
        window.match.confirm_handover()  # the player who sits down is told what happened
    final = window.match is not None and window.match.phase == MatchState.GAME_OVER
    assert scene.news.isVisible() != final  # a banner over the play, or the game-over screen
    if final:
        return
    # the banner tells every result of the step, oldest first (a Barditus attack and the
    # counter-attack it drew settle in one step): none is replaced before it was read, and one
    # told again to the player who sits down (hot-seat) is not told twice
    assert [a.words() for a in scene.news.told] == list(dict.fromkeys(said))[-Banner.KEEP:]
    # the banner stays until the player clicks or presses a key
    QTest.qWait(50)
    assert scene.news.isVisible()
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, window.table.mapFromScene(QPointF(5, 5)))
    assert not scene.news.isVisible()


def test_a_banner_not_yet_read_keeps_what_it_told_and_a_read_one_starts_afresh(qtbot: QtBot) -> None:
    banner, area = Banner(), QRectF(0, 0, 1600, 900)
    attack = Announcement("Attack of Ann in column 2", "Gallic warband: 1 fell back.", "Destroyed: 0-1")
    counter = Announcement("Counter-attack of Ben in column 2", "Roman legion: 1 lost.", "Destroyed: 1-1")
    banner.show_words(attack, area)
    one = banner.boundingRect().height()
    banner.show_words(counter, area)
    assert banner.told == [attack, counter] and banner.said == counter
    assert banner.boundingRect().height() > one  # both told, one under the other
    lines = [text for text, _, _ in banner._lines(900)]
    assert lines == [attack.title, attack.text, counter.title, counter.text, counter.score]  # latest score
    banner.setVisible(False)  # read: a click, a key, the player's move or the timer
    banner.show_words(attack, area)
    assert banner.told == [attack]
    for i in range(5):
        banner.show_words(Announcement(f"Result {i}"), area)
    assert len(banner.told) == Banner.KEEP and banner.said.title == "Result 4"


def test_the_banner_stays_until_a_key_at_normal_speed(window: MainWindow, qtbot: QtBot) -> None:
    window.new_match("en-garde", {"hits": 3}, (ANN, BEN), seed=4)
    scene, rng = window.scene, random.Random(2)
    anim.set_speed("normal")
    try:
        while not scene.news.isVisible() and hot_seat_step(window, rng):
            pass
        assert scene.news.isVisible() and "wins the round" in scene.news.said.title
        QTest.qWait(anim.DURATIONS["beat"] * 2)  # no while: read at the player's pace
        assert scene.news.isVisible()
        QTest.keyClick(window.table.viewport(), Qt.Key.Key_Left)
        assert not scene.news.isVisible()
    finally:
        anim.set_speed("off")


# --- the rematch -------------------------------------------------------------------------------------
def test_the_game_over_screen_offers_a_rematch_that_the_other_fencer_opens(
        window: MainWindow, qtbot: QtBot) -> None:
    window.new_match("en-garde", {"hits": 1, "level": "basic"}, (ANN, BEN), seed=9)
    first = window.match
    assert first is not None
    rng = random.Random(1)
    while hot_seat_step(window, rng):
        pass
    scene = window.scene
    assert scene.game_over_showing() and scene.overlay.title.endswith("the match 1-0")
    assert window.panel.rematch.isVisibleTo(window.panel)
    button = scene.after_buttons[0][0]
    assert button.text.startswith("Rematch")
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     window.table.mapFromScene(button.sceneBoundingRect().center()))
    again = window.match
    assert again is not None and again is not first
    assert again.game.name == "en-garde" and again.seats == first.seats
    assert again.options == {**first.options, "first": 1}  # the other fencer opens the return match
    assert again.seed != first.seed and again.actions == []
    assert not scene.game_over_showing() and not window.panel.rematch.isVisibleTo(window.panel)
    assert scene.overlay.title == "Ben, your turn"  # hot-seat: the screen goes to Ben, who opens
    window.panel.rematch.click()  # the side panel's button does the same (back to the first opener)
    assert window.match is not again and window.match.options["first"] == 0


@pytest.mark.parametrize("game", GAMES)
def test_a_rematch_passes_only_the_opening_seat(game: str) -> None:
    g = get_game(game)
    options = g.parse_options({})
    again = rematch_options(g, options)
    flipped = {k for k in options if options[k] != again[k]}
    assert flipped == {s.name for s in g.options if s.seats and options[s.name] in (0, 1)}
    assert {k: 1 - v for k, v in options.items() if k in flipped} == {k: again[k] for k in flipped}
    assert g.parse_options(again) == again


# --- the last move -----------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_the_other_players_last_move_is_marked_until_the_player_acts(
        window: MainWindow, qtbot: QtBot, game: str) -> None:
    window.new_match(game, QUICK[game], (YOU, NOVICE), seed=6)
    match, scene, rng = window.match, window.scene, random.Random(5)
    assert match is not None
    for _ in range(200):
        wait_for_human(qtbot, match)
        if scene.marks or match.phase == MatchState.GAME_OVER:
            break
        match.play(rng.choice(match.legal_actions()))
    assert scene.marks, "the Novice's moves were never marked"
    marked = [m.parentItem() for m in scene.marks]
    assert all(isinstance(m, MoveMark) and m.isVisible() and m.scene() is scene for m in scene.marks)
    assert all(item.scene() is scene and item not in scene.my_hand() for item in marked)
    assert set(marked) == set(scene.last_move_items(list(window.story.last_move(match.viewer))))
    match.play(rng.choice(match.legal_actions()))  # the player acts: the marks go
    assert scene.marks == [] and not any(isinstance(i, MoveMark) for i in scene.items())


def test_en_garde_marks_the_card_the_novice_played_and_his_fencer(window: MainWindow, qtbot: QtBot) -> None:
    window.new_match("en-garde", {}, (YOU, NOVICE), seed=6)
    match, scene = window.match, window.scene
    assert match is not None
    wait_for_human(qtbot, match)
    match.play(next(a for a in match.legal_actions() if a.kind == "advance"))
    wait_for_human(qtbot, match)
    played = [e for e in window.story.told[-1][0] if isinstance(e, CardMoved) and e.dst == "discard"]
    assert played
    marked = {m.parentItem() for m in scene.marks}
    assert scene.figures[1] in marked
    cards = [c for c in marked if c is not scene.figures[1]]
    assert any(c.value == played[-1].card and c.zone == "discard" for c in cards)
    assert scene.figures[0] not in marked


# --- the log tells the game as it stands --------------------------------------------------------------
def test_the_log_is_told_again_after_an_undo_and_after_a_load(
        window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    window.new_match("en-garde", {}, (YOU, NOVICE), seed=3)
    match = window.match
    assert match is not None
    wait_for_human(qtbot, match)
    match.play(match.legal_actions()[0])
    wait_for_human(qtbot, match)
    before = log_lines(window)
    assert len(before) == 2
    match.play(match.legal_actions()[0])
    wait_for_human(qtbot, match)
    assert len(log_lines(window)) == 4
    window.undo()
    assert log_lines(window) == before  # the moves taken back are gone from the log
    path = tmp_path / "bout.salle.json"
    match.save(path)
    window.new_match("en-garde", {}, (YOU, NOVICE), seed=4)
    assert log_lines(window) == []
    assert window.open_save(path)
    assert log_lines(window) == before  # a loaded game's log starts where the game stands


def test_the_hot_seat_log_hides_the_other_players_secret_after_the_hand_over(
        window: MainWindow, qtbot: QtBot) -> None:
    window.new_match("barditus", {}, (ANN, BEN), seed=3)
    match = window.match
    assert match is not None and match.phase == MatchState.HANDOVER
    match.confirm_handover()
    take = next(a for a in match.legal_actions() if a.kind == "take")
    match.play(take)
    words = match.describe(take)
    assert any(words in line for line in log_lines(window))  # Ann reads her own list
    while match.phase != MatchState.HANDOVER:
        match.play(next(a for a in match.legal_actions() if a.kind in ("take", "done")))
    assert not any(words in line for line in log_lines(window))  # the screen changes hands
    assert any("take a card" in line for line in log_lines(window))


# --- status lines clear when they no longer hold ------------------------------------------------------
@pytest.mark.usefixtures("small_search")  # what is tested is when a hint goes, not how good it is
def test_a_hint_goes_when_the_position_changes(window: MainWindow, qtbot: QtBot) -> None:
    window.new_match("en-garde", {}, (YOU, NOVICE), seed=3)
    match = window.match
    assert match is not None
    wait_for_human(qtbot, match)
    window.hint()
    assert window.panel.hint_text.text() == "The Master is thinking…"
    match.play(match.legal_actions()[0])  # played before the hint came: no hint is coming
    assert window.panel.hint_text.text() == ""
    wait_for_human(qtbot, match)
    window.hint()
    qtbot.waitUntil(lambda: window.panel.hint_text.text().startswith("Hint:"), timeout=30_000)
    match.play(match.legal_actions()[0])
    assert window.panel.hint_text.text() == ""  # the hint was for the position before


def test_nobody_is_thinking_once_the_ai_has_won(window: MainWindow, qtbot: QtBot) -> None:
    for seed in range(8):  # until the Novice makes the winning move
        window.new_match("en-garde", {"hits": 1, "level": "basic"}, (YOU, NOVICE), seed=seed)
        match = window.match
        assert match is not None
        rng = random.Random(seed)
        while True:
            wait_for_human(qtbot, match)
            if match.phase == MatchState.GAME_OVER:
                break
            match.play(rng.choice(match.legal_actions()))
        if match.movers[-1] == 1:
            break
    else:
        pytest.fail("the Novice never made the winning move")
    assert "thinking" not in window.statusBar().currentMessage()
    assert window.statusBar().currentMessage().startswith("Novice wins the match")
    assert window.panel.ai_status.text() == ""


# --- the resume question ---------------------------------------------------------------------------------
def test_the_resume_question_names_the_game_the_opponent_the_score_and_the_date_over_the_drawn_table(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    club = Seat("ai", "novice", "Club")
    first = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(first)
    first.new_match("en-garde", {}, (YOU, club), seed=5)
    match = first.match
    assert match is not None
    for _ in range(2):
        wait_for_human(qtbot, match)
        match.play(match.legal_actions()[0])
    wait_for_human(qtbot, match)
    moves = len(match.actions)
    first.workers.close()
    saved = datetime.fromtimestamp(autosave_path().stat().st_mtime)

    second = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(second)
    seen: dict[str, Any] = {}

    def answer_no(*args: Any) -> QMessageBox.StandardButton:
        seen["text"] = args[2]
        m = second.match
        assert m is not None
        seen["match"] = m
        scene = second.scene
        seen["table"] = (m.phase, len(scene.my_hand()), scene.view.pos, log_lines(second))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer_no)
    second.start_default()
    text = seen["text"]
    assert "En Garde" in text and "against Club" in text and f"{moves} moves played" in text
    assert "hits: You 0, Club 0, first to 5" in text
    assert f"{saved.day} {saved:%B %Y} at {saved:%H:%M}" in text
    phase, hand, pos, log = seen["table"]
    assert phase == MatchState.SETUP  # asked before anything is played
    assert hand == 5 and pos == match.state.view(0).pos  # over the saved position, drawn
    assert len(log) == moves
    new = second.match  # "No": a new game instead
    assert new is not None and new is not seen["match"] and new.actions == []
    second.close()


# --- the seats in each game's words ------------------------------------------------------------------------
@pytest.mark.parametrize("game", list(all_games()))
def test_the_new_game_dialog_names_the_seats_in_the_games_words(qtbot: QtBot, game: str) -> None:
    g = get_game(game)
    dialog = NewGameDialog({"game": game, "seats": [{"kind": "human"}, {"kind": "human"}]})
    qtbot.addWidget(dialog)
    assert dialog.seats_box.title() == g.seats_heading
    labels = [label.text().replace("&", "") for label in dialog.seat_labels]
    assert all(name in label for name, label in zip(g.seat_names, labels, strict=True))
    assert [e.text() for e in dialog.name_edits] == list(g.player_names)
    dialog.name_edits[1].setText("")
    assert dialog.problem() == f"{g.seat_names[1]} needs a name"


def test_barditus_seats_are_generals_not_fencers(qtbot: QtBot) -> None:
    dialog = NewGameDialog({"game": "en-garde", "seats": [{"kind": "human"}, {"kind": "human"}]})
    qtbot.addWidget(dialog)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("barditus"))
    words = [dialog.seats_box.title(), *(lb.text() for lb in dialog.seat_labels),
             *(e.text() for e in dialog.name_edits)]
    assert not any("Fencer" in w or "fencer" in w for w in words), words
    assert dialog.name_edits[0].text() == "General A"
    dialog.name_edits[0].setText("Ann")  # a name the player typed stays, whatever the game
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("en-garde"))
    assert [e.text() for e in dialog.name_edits] == ["Ann", "Fencer B"]
