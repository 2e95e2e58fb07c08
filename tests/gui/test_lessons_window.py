"""Lessons on the window: Help ▸ Learn <game>, the lesson bar, the marks, the scripted opponent, a
wrong move refused with its explanation, and each lesson played through the window to its end."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine.lessons import lessons_dir, load_lesson
from engine.match import MatchState, autosave_path
from engine.store.history import history_path
from engine.store.settings import load_settings
from gui.lesson import LessonMatch, PointerRing
from gui.mainwindow import MainWindow

FILES = sorted(lessons_dir().glob("*/*.toml"))
FIRST = "en-garde/01-moving-and-attacking"


def lesson_match(window: MainWindow) -> LessonMatch:
    assert isinstance(window.match, LessonMatch)
    return window.match


def learn_menu_entry(window: MainWindow, game_title: str, n: int) -> QAction:
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    learn = next(a.menu() for a in help_menu.actions() if a.text() == f"Learn {game_title}")
    learn.aboutToShow.emit()  # as it opens, the menu reads its lessons
    return learn.actions()[n - 1]


def wait_for_learner(qtbot: QtBot, match: LessonMatch) -> None:
    """Until the scripted replies are played and the learner is asked (or the lesson is over)."""
    qtbot.waitUntil(lambda: match.run.finished or (match.phase == MatchState.AWAITING_HUMAN
                                                  and not match.run.pending), timeout=10_000)


def drag(window: MainWindow, from_point: QPointF, to: QPointF) -> None:
    vp = window.table.viewport()
    a, b = window.table.mapFromScene(from_point), window.table.mapFromScene(to)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(vp, a + (b - a) * i / 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def space(window: MainWindow, n: int) -> QPointF:
    piste = window.scene.piste  # type: ignore[attr-defined]
    return piste.mapToScene(piste.space_rect(n).center())


def test_help_learn_starts_a_lesson_on_the_real_table(window: MainWindow, qtbot: QtBot) -> None:
    learn_menu_entry(window, "En Garde", 1).trigger()
    match = lesson_match(window)
    assert match.lesson.id == FIRST
    bar = window.lessons.bar
    assert bar.isVisible() and "step 1 of 5" in bar.title.text()
    assert bar.text.text() == match.lesson.steps[0].text
    assert bar.next.isEnabled()
    # the bar sits above the table, not over it
    assert bar.geometry().bottom() <= window.table.geometry().top()
    assert match.state.to_json() == match.lesson.start().to_json()


def test_a_lesson_is_played_by_drag_keys_and_the_list_to_its_end(window: MainWindow, qtbot: QtBot) -> None:
    learn_menu_entry(window, "En Garde", 1).trigger()
    match = lesson_match(window)
    bar = window.lessons.bar
    scene = window.scene
    QTest.mouseClick(bar.next, Qt.MouseButton.LeftButton)  # the opening words
    assert not bar.next.isEnabled() and "step 2 of 5" in bar.title.text()
    # step 2 by drag: the 4 onto space 4; the opponent's scripted reply follows
    four = next(c for c in scene.my_hand() if c.value == 4)  # type: ignore[attr-defined]
    drag(window, four.sceneBoundingRect().center(), space(window, 4))
    wait_for_learner(qtbot, match)
    assert match.actions == ["F4", "F4"] and "step 3 of 5" in bar.title.text()
    # the table marks the card to play: the 5s in the hand, with the lesson's ring
    qtbot.waitUntil(lambda: any(isinstance(i, PointerRing) for i in scene.items()))
    rings = [i for i in scene.items() if isinstance(i, PointerRing)]
    assert all(r.parentItem().value == 5 for r in rings)  # type: ignore[union-attr]
    # step 3 by keys: the action list's number, then Enter
    legal = match.legal_actions()
    window.table.setFocus()
    QTest.keyClick(window.table.viewport(), Qt.Key.Key_1 + legal.index(match.run.step.action))  # type: ignore[union-attr]
    QTest.keyClick(window.table.viewport(), Qt.Key.Key_Return)
    wait_for_learner(qtbot, match)
    assert match.actions == ["F4", "F4", "F5", "F4"]
    # step 4 from the action list: the attack at the distance wins the round
    window.play_from_list({"kind": "attack", "cards": [5]})
    wait_for_learner(qtbot, match)
    assert match.state.to_json()["hits"] == [1, 0]
    assert match.run.finished
    assert bar.title.text().startswith("Lesson complete")
    assert bar.novice.isVisible() and bar.more.isVisible()
    assert window.panel.action_list.count() == 0  # nothing more to play in the lesson
    assert FIRST in window.settings.lessons_finished
    # a lesson is neither autosaved nor put in the practice history
    assert not autosave_path().exists()
    assert not history_path().exists() or "F4" not in history_path().read_bytes().decode("latin-1")
    # and the offer to play for real: the Novice, on a table of the same game
    QTest.mouseClick(bar.novice, Qt.MouseButton.LeftButton)
    assert window.match is not None and not isinstance(window.match, LessonMatch)
    assert window.match.game.name == "en-garde" and window.match.seats[1].level == "novice"
    assert not bar.isVisible()


def test_a_wrong_move_is_explained_and_not_played(window: MainWindow, qtbot: QtBot) -> None:
    learn_menu_entry(window, "En Garde", 1).trigger()
    match = lesson_match(window)
    bar = window.lessons.bar
    scene = window.scene
    QTest.mouseClick(bar.next, Qt.MouseButton.LeftButton)
    before = match.state.to_json()
    five = next(c for c in scene.my_hand() if c.value == 5)  # type: ignore[attr-defined]
    home = QPointF(five.pos())
    drag(window, five.sceneBoundingRect().center(), space(window, 5))  # a legal advance, not the lesson's
    why = match.lesson.steps[1].why_not
    assert match.actions == [] and match.state.to_json() == before
    assert five.pos() == home  # snapped back like an illegal drop
    assert bar.note.isVisible() and bar.note.text() == why
    assert window.statusBar().currentMessage() == why
    # the same from the action list, and an illegal move gets the rule's own reason
    window.play_from_list({"kind": "retreat", "card": 1})
    assert match.actions == []
    window.play_from_list({"kind": "attack", "cards": [5]})
    illegal = match.state.why_illegal(match.game.parse_action("A5"))
    assert match.actions == [] and window.statusBar().currentMessage() == illegal
    # the hint is the lesson's move
    match.hint()
    assert "advance 4" in window.panel.hint_text.text()


def test_the_lessons_are_offered_once_on_a_games_first_start(window: MainWindow, qtbot: QtBot) -> None:
    from engine.store.saves import Seat

    seats = (Seat("human", None, "You"), Seat("ai", "novice", "Novice"))
    window.new_match("barditus", {}, seats, 3)
    bar = window.lessons.bar
    assert bar.isVisible() and bar.title.text() == "New to Barditus?"
    assert "barditus" in window.settings.lessons_offered
    window.new_match("barditus", {}, seats, 4)
    assert not bar.isVisible()  # offered once
    window.retranslate()  # a language chosen: an offer not taken up is not made again for another game
    assert not bar.isVisible()
    window.new_match("ready-fence", {}, seats, 4)
    assert bar.title.text() == "New to Ready...Fence!"  # no question mark after the name's own
    window.new_match("audatia", {}, seats, 4)
    assert bar.title.text() == "New to Audatia?"
    QTest.mouseClick(bar.next, Qt.MouseButton.LeftButton)  # "Learn it"
    assert lesson_match(window).lesson.id == "audatia/01-posta-and-cut"
    window.close()  # the offers are remembered with the other settings
    assert {"barditus", "audatia"} <= set(load_settings()[0].lessons_offered)


def test_a_first_start_paints_the_table_before_it_reads_the_lessons_it_offers(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    import gui.lesson as lesson_module
    from engine.store.settings import Settings

    read: list[str] = []
    real = lesson_module.lessons_for
    monkeypatch.setattr(lesson_module, "_LOADED", {})
    monkeypatch.setattr(lesson_module, "lessons_for", lambda game: read.append(game) or real(game))
    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    w.start_default()  # En Garde, never offered on this machine
    assert read == [] and not w.table.painted and not w.lessons.bar.isVisible()
    w.show()
    qtbot.waitUntil(lambda: w.table.painted)
    assert read == ["en-garde"]
    assert w.lessons.bar.isVisible() and w.lessons.bar.title.text() == "New to En Garde?"
    w.close()


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_each_lesson_plays_through_the_window_to_its_end(
        window: MainWindow, qtbot: QtBot, path: Path) -> None:
    lesson = load_lesson(path)
    assert window.lessons.start(lesson.id)
    match = lesson_match(window)
    bar = window.lessons.bar
    for n, step in enumerate(lesson.steps, 1):
        wait_for_learner(qtbot, match)
        if match.run.finished:
            assert all(s.action is None for s in lesson.steps[n - 1:])  # the closing words
            break
        assert match.run.index == n - 1 and f"step {n} of" in bar.title.text()
        assert bar.text.text() == step.text
        if step.action is None:
            assert bar.next.isEnabled()
            QTest.mouseClick(bar.next, Qt.MouseButton.LeftButton)
            continue
        assert step.action in match.legal_actions()
        window.play_from_list(match.game.action_to_dict(step.action))
        assert match.run.index == n  # accepted
    wait_for_learner(qtbot, match)
    assert match.run.finished and bar.title.text().startswith("Lesson complete")
    assert lesson.steps[-1].text in bar.text.text()
    assert lesson.id in window.settings.lessons_finished
    # nobody is thinking any more: the lesson's partner has played its last reply
    assert window.panel.ai_status.text() == "" and "thinking" not in window.statusBar().currentMessage()


def test_the_lessons_are_read_when_their_menu_first_opens_and_a_damaged_set_says_so(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The window reads no lesson before the table paints: each Learn menu reads its game's
    lessons once, as it first opens; a game whose lessons are all refused says so there."""
    import gui.lesson as lesson_module
    from engine.core.errors import SalleError
    from engine.store.settings import Settings

    read: list[str] = []
    real = lesson_module.lessons_for

    def spy(game: str) -> list[Any]:
        read.append(game)
        if game == "audatia":
            raise SalleError("01-salute.toml: steps[0].play: is missing")
        return real(game)

    monkeypatch.setattr(lesson_module, "_LOADED", {})
    monkeypatch.setattr(lesson_module, "lessons_for", spy)
    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    assert read == []
    help_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Help")
    learn = {a.text(): a.menu() for a in help_menu.actions() if a.text().startswith("Learn ")}
    assert {"Learn En Garde", "Learn Audatia"} <= set(learn)
    for _ in range(2):
        learn["Learn En Garde"].aboutToShow.emit()
    assert read == ["en-garde"]
    entries = learn["Learn En Garde"].actions()
    assert entries and all(a.isEnabled() and a.text().startswith(f"&{n}. ") for n, a in enumerate(entries, 1))
    learn["Learn Audatia"].aboutToShow.emit()
    (entry,) = learn["Learn Audatia"].actions()
    assert not entry.isEnabled() and "damaged" in entry.text()
    assert "steps[0].play: is missing" in capsys.readouterr().err
    w.close()


def test_leaving_a_lesson_goes_back_to_the_game_that_was_open(window: MainWindow, qtbot: QtBot) -> None:
    from engine.store.saves import Seat

    seats = (Seat("human", None, "Ann"), Seat("ai", "club", "Club"))
    window.new_match("ready-fence", {}, seats, 3)
    options = dict(window.match.options) if window.match else {}
    learn_menu_entry(window, "En Garde", 1).trigger()
    learn_menu_entry(window, "En Garde", 2).trigger()  # one lesson after another
    assert lesson_match(window).lesson.game == "en-garde"
    window.lessons.leave()
    match = window.match
    assert match is not None and not isinstance(match, LessonMatch)
    assert (match.game.name, dict(match.options), match.seats) == ("ready-fence", options, seats)


def test_the_table_stays_put_as_a_lessons_steps_change(window: MainWindow, qtbot: QtBot) -> None:
    """The bar keeps the height of its longest step (and a line for a refusal): a step of one line
    after one of four does not move the table under it, nor does a refused move's reason."""
    learn_menu_entry(window, "En Garde", 1).trigger()
    match = lesson_match(window)
    bar = window.lessons.bar
    texts = [step.text for step in match.lesson.steps]
    assert len({len(t) for t in texts}) > 1  # steps of different lengths: a bar fitting each would move
    qtbot.waitUntil(lambda: bar.isVisible() and window.table.height() > 0)
    tops = set()
    for n in range(len(texts)):
        bar.show_words(bar.title.text(), texts[n], "")
        window.centralWidget().layout().activate()
        QTest.qWait(0)
        tops.add(window.table.geometry().top())
    bar.show_words(bar.title.text(), texts[0], match.lesson.steps[1].why_not)
    window.centralWidget().layout().activate()
    tops.add(window.table.geometry().top())
    assert len(tops) == 1, tops
    # out of the lessons the bar fits its words again
    bar.hold(())
    assert bar.text.minimumHeight() == 0


def test_a_drop_the_rules_refuse_is_explained_on_the_lesson_bar(window: MainWindow, qtbot: QtBot) -> None:
    """The learner reads the lesson bar: a card dropped where it cannot go (the 4 three spaces on)
    says there why, not only in the status bar."""
    learn_menu_entry(window, "En Garde", 1).trigger()
    match = lesson_match(window)
    bar = window.lessons.bar
    QTest.mouseClick(bar.next, Qt.MouseButton.LeftButton)
    four = next(c for c in window.scene.my_hand() if c.value == 4)  # type: ignore[attr-defined]
    drag(window, four.sceneBoundingRect().center(), space(window, 3))
    assert match.actions == []
    why = window.statusBar().currentMessage()
    assert "4" in why and bar.note.isVisible() and bar.note.text() == why
