"""Guided first games on the real table: Help ▸ Learn <game>, the lesson bar above the table, the
marks on what to play, and a match whose opponent plays the lesson's script.

A lesson is played by a `LessonMatch`, a Match that judges each of the learner's moves with the
lesson's runner (the expected move is played; another is refused with its explanation, so a drop
snaps back like an illegal one) and answers with the scripted replies. It is neither autosaved nor
recorded in the practice history, and leaving it abandons nothing.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from engine.ai.coach import Advice
from engine.core.errors import NotationError, SalleError
from engine.core.i18n import translate
from engine.games import get_game
from engine.lessons import Lesson, LessonRun, lesson_files, lessons_for
from engine.match import Match, MatchState
from engine.store.saves import Seat
from gui import anim
from gui.games import all_uis

if TYPE_CHECKING:
    from engine.ai.worker import SearchWorkers
    from gui.mainwindow import MainWindow

REPLY_MS = 700  # the scripted opponent's pause before each move, at normal speed
POINTER = QColor("#ffffff")  # the lesson's mark, in a colour no table uses for its own rings
SHADOW = QColor(20, 20, 20, 150)
S = MatchState


class LessonMatch(Match):
    """A match that follows a lesson: the learner's moves are judged, the opponent's are scripted."""

    stepChanged = Signal()  # the step, or where the lesson stands, changed
    explained = Signal(str)  # a move the lesson did not take, and why

    def __init__(self, lesson: Lesson, workers: SearchWorkers | None = None,
                 parent: QObject | None = None) -> None:
        you, them = Seat("human", None, translate("MainWindow", "You")), Seat("ai", "novice", lesson.opponent)
        seats = (you, them) if lesson.learner == 0 else (them, you)
        super().__init__(lesson.game, dict(lesson.options), lesson.seed, seats, autosave=False,
                         history=False, workers=workers, parent=parent)
        self.lesson = lesson
        self.learner = lesson.learner
        self.run = LessonRun(lesson)
        self.state = lesson.start()
        self._left = False

    # --- the learner's moves ---------------------------------------------------------------------
    def play(self, intent: Any) -> bool:
        if self.phase != S.AWAITING_HUMAN:
            self.refused.emit(self.tr("It is not your turn."))
            return False
        try:
            action = (self.game.parse_action(intent) if isinstance(intent, str)
                      else self.game.action_from_dict(intent) if isinstance(intent, dict) else intent)
        except NotationError as e:
            self.refused.emit(str(e))
            return False
        verdict = self.run.judge(self.state, action)
        if not verdict.accepted:
            self.refused.emit(verdict.reason)
            self.explained.emit(verdict.reason)
            return False
        self.run.accept()
        self._apply(action)
        return True

    def next_step(self) -> None:
        """Next on the lesson bar: leave a step that is only read."""
        if self.run.reading():
            self.run.next()
            self.stepChanged.emit()

    def hint(self) -> None:
        """The lesson's own move is the hint: no search needed."""
        step = self.run.step
        if self.phase != S.AWAITING_HUMAN or step is None or step.action is None:
            self.refused.emit(self.tr("Read the lesson, then press Next.") if step
                              else self.tr("The lesson is over."))
            return
        self.hintReady.emit(Advice(step.action, self.state.describe(step.action), chance=None))

    def can_undo(self) -> bool:
        return False  # a lesson goes one way; Leave and Learn start it again

    def in_progress(self) -> bool:
        return False  # nothing is abandoned by leaving a lesson

    def stop(self) -> None:
        self._left = True
        super().stop()

    def close(self) -> None:
        self._left = True
        super().close()

    # --- the opponent's script ---------------------------------------------------------------------
    def _next_turn(self) -> None:
        while self.state.is_chance():
            self._apply(self.state.sample_chance(), chained=True)
        if self.state.is_terminal():
            self._finish()
        elif self.run.finished:
            if self.phase == S.AI_THINKING:
                # the partner's last reply ended the lesson: nobody is to act, and nobody is thinking
                self._enter(S.ROUND_OVER)
        elif self.state.current_player() != self.learner:
            if self.run.pending:
                self._enter(S.AI_THINKING)
                self.aiThinkingStarted.emit(self.state.current_player())
                QTimer.singleShot(int(REPLY_MS * anim.speed()), self, self._reply)
                return
        else:
            self._enter(S.AWAITING_HUMAN)
            self._prompt()
        self.stepChanged.emit()

    def _reply(self) -> None:
        # the reply leaves the script only now: until it is on the table the lesson is not over
        if self._left or self.phase != S.AI_THINKING:
            return
        action = self.run.take_reply()
        self.aiThinkingFinished.emit(self.state.current_player(), self.game.format_action(action))
        self._apply(action)


# --- the mark on what to play ----------------------------------------------------------------------
class PointerRing(QGraphicsItem):
    """A ring around a table item the lesson points at; a child of it, so it moves with it."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setZValue(1000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        parent = self.parentItem()
        r = parent.boundingRect() if parent is not None else QRectF()
        return r.adjusted(-9, -9, 9, 9)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        ring = self.boundingRect().adjusted(4, 4, -4, -4)
        # a white halo edged in shadow: unlike the tables' own rings (lit, selected, focused)
        p.setPen(QPen(SHADOW, 9))
        p.drawRoundedRect(ring, 10, 10)
        p.setPen(QPen(POINTER, 5))
        p.drawRoundedRect(ring, 10, 10)


def shows(item: Any, token: str) -> bool:
    """The table item shows the card `token` names: its id, or the value of a card that is
    only a number."""
    card = getattr(item, "card", None)
    if isinstance(card, str):
        return card == token
    if card is not None and getattr(card, "id", None) == token:
        return True
    value = getattr(item, "value", None)
    return isinstance(value, int) and not isinstance(value, bool) and str(value) == token


class Pointer:
    """Rings the items a step points at: the player's own cards first, else any on the table."""

    def __init__(self) -> None:
        self.rings: list[PointerRing] = []

    def clear(self) -> None:
        for ring in self.rings:
            if shiboken6.isValid(ring):  # a ring goes with a card the table has thrown away
                scene = ring.scene()
                if scene is not None:
                    scene.removeItem(ring)
        self.rings = []

    def point(self, hand: Iterable[Any], table: Iterable[Any], tokens: Iterable[str]) -> list[Any]:
        self.clear()
        hand, marked = list(hand), list[Any]()
        for token in tokens:
            found = [i for i in hand if shows(i, token)] or [
                i for i in table if shows(i, token) and isinstance(i, QGraphicsItem) and i.isVisible()]
            # of several alike cards (two 3s) one ring each: the step may want them all
            marked.extend(i for i in found if i not in marked)
        for item in marked:
            self.rings.append(PointerRing(item))
        return marked


# --- the lesson bar ---------------------------------------------------------------------------------
class LessonBar(QFrame):
    """Above the table: the lesson's title, the step's words and its buttons. It also offers a
    game's lessons on its first start."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lesson-bar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#lesson-bar { background: palette(alternate-base); "
                           "border-bottom: 3px solid #f5b700; }")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 8, 12, 8)
        column = QVBoxLayout()
        column.setSpacing(2)
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold;")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.note = QLabel()  # why a move was refused
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #b3261e; font-style: italic;")
        column.addWidget(self.title)
        column.addWidget(self.text)
        column.addWidget(self.note)
        row.addLayout(column, 1)
        self.buttons = QHBoxLayout()
        row.addLayout(self.buttons)
        self.next = QPushButton(self.tr("Next"))
        self.more = QPushButton()
        self.novice = QPushButton()
        self.leave = QPushButton(self.tr("Leave"))
        self.retranslate()
        for b in (self.next, self.more, self.novice, self.leave):
            self.buttons.addWidget(b, 0, Qt.AlignmentFlag.AlignTop)
        self._held: tuple[str, ...] = ()
        self.setVisible(False)

    def hold(self, texts: Sequence[str]) -> None:
        """The words the bar will show one after another (a lesson's steps): it keeps the height
        of the longest of them at its width, and a line for a refusal, so the table under it
        stays put as the steps change. No texts: the bar fits each text it is given."""
        self._held = tuple(texts)
        self._fit_held()

    def _fit_held(self) -> None:
        width = self.text.contentsRect().width()
        if not self._held or width <= 0:
            self.text.setMinimumHeight(0)
            self.note.setMinimumHeight(0)
            return
        metrics = self.text.fontMetrics()
        self.text.setMinimumHeight(max(
            metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt.TextFlag.TextWordWrap, text).height()
            for text in self._held))
        self.note.setMinimumHeight(self.note.fontMetrics().lineSpacing())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_held()  # a narrower bar wraps the steps into more lines

    def retranslate(self) -> None:
        """The words of the buttons that say the same in every moment (Next and Leave vary)."""
        self.more.setText(self.tr("Next lesson"))
        self.novice.setText(self.tr("Play the Novice"))

    def show_words(self, title: str, text: str, note: str = "") -> None:
        self.title.setText(title)
        self.text.setText(text)
        self.note.setText(note)
        self.note.setVisible(bool(note) or bool(self._held))
        self.setVisible(True)


class Lessons(QObject):
    """The window's lessons: the Help menu's Learn entries, the bar, and the lesson being played."""

    def __init__(self, window: MainWindow, help_menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.bar = LessonBar(window)
        self.pointer = Pointer()
        self.match: LessonMatch | None = None
        self.offered: str | None = None  # the game whose lessons the bar offers
        # the game, options and seats of the table open before the lessons began (None: none)
        self.came_from: tuple[str, dict[str, Any], tuple[Seat, Seat]] | None = None
        middle = window.centralWidget()
        column = middle.layout() if middle is not None else None
        assert isinstance(column, QVBoxLayout)
        column.insertWidget(1, self.bar)  # under the warnings, above the table: it covers nothing
        self.bar.next.clicked.connect(self.next)
        self.bar.leave.clicked.connect(self.leave)
        self.bar.more.clicked.connect(self.next_lesson)
        self.bar.novice.clicked.connect(self.play_novice)
        self.fill_menu(help_menu)

    def fill_menu(self, help_menu: QMenu) -> None:
        """Help ▸ Learn <game>: a menu for each game with lesson files, whose lessons are read
        when it first opens (the start reads none before the table has painted)."""
        help_menu.addSeparator()
        for ui in all_uis():
            if not lesson_files(ui.name):
                continue
            menu = help_menu.addMenu(self.tr("Learn {game}").format(game=get_game(ui.name).title))
            menu.aboutToShow.connect(lambda m=menu, game=ui.name: self._fill_learn(m, game))

    def _fill_learn(self, menu: QMenu, game: str) -> None:
        if menu.actions():
            return
        lessons = _safe_lessons(game)
        for n, lesson in enumerate(lessons, 1):
            action = menu.addAction(f"&{n}. {lesson.title}")
            action.setStatusTip(lesson.summary)
            action.triggered.connect(lambda _=False, lid=lesson.id: self.start(lid))
        if not lessons:  # each file was refused, and named on stderr
            menu.addAction(self.tr("No lesson of this game can be played: a lesson file is damaged")
                           ).setEnabled(False)

    # --- starting and leaving ------------------------------------------------------------------------
    def start(self, lesson_id: str) -> bool:
        game = lesson_id.split("/")[0]
        lesson = next((x for x in _safe_lessons(game) if x.id == lesson_id), None)
        if lesson is None or not self.window.may_leave_match():
            return False
        before = self.window.match
        if before is not None and not isinstance(before, LessonMatch):
            # the table he had open, to go back to when he leaves the lessons
            self.came_from = (before.game.name, dict(before.options), before.seats)
        match = LessonMatch(lesson, workers=self.window.workers)
        self.match = match
        if game not in self.window.settings.lessons_offered:  # he found them: no need to offer them
            self.window.settings.lessons_offered.append(game)
        self.offered = None
        match.stepChanged.connect(self.show_step)
        match.explained.connect(self.explain)
        for signal in (match.positionReset, match.viewChanged, match.eventsApplied):
            signal.connect(self._repoint_later)
        self.window.scenario = None
        self.window.start_match(match)
        self.window.show_message(self.tr("Lesson: {title}").format(title=lesson.title))
        self.bar.hold([step.text for step in lesson.steps])
        self.show_step()
        return True

    def match_started(self, match: Match) -> None:
        """A match took the table: a real one ends the lesson, and on a game's first start its
        lessons are offered (once)."""
        if match is self.match:
            return
        self.match = None
        self.offered = None  # an offer made for the game before is not this one's
        self.pointer.clear()
        self.bar.setVisible(False)
        self.bar.hold(())
        if match.game.name in self.window.settings.lessons_offered or not lesson_files(match.game.name):
            return
        table = self.window.table
        if table.painted:
            self._offer_lessons(match)
        else:  # the lessons are read once the first frame is up: a first start shows the table first
            table.firstPainted.connect(lambda: self._offer_lessons(match),
                                       Qt.ConnectionType.SingleShotConnection)

    def _offer_lessons(self, match: Match) -> None:
        name = match.game.name
        settings = self.window.settings
        if match is not self.window.match or name in settings.lessons_offered or not _safe_lessons(name):
            return
        # written with the other settings when the window closes: the offer alone is no reason
        # to write them now (or to say again that they cannot be)
        settings.lessons_offered.append(name)
        self.offered = name
        self.bar.hold(())
        self._offer(name)

    def _offer(self, game: str) -> None:
        title = get_game(game).title
        # the buttons first: a bar shown with the buttons of another moment would widen the window
        self._buttons(next_text=self.tr("Learn it"), next_on=True, more=False, novice=False,
                      leave_text=self.tr("No thanks"))
        where = self.tr("Learn {game}").format(game=title)
        # a name that ends in its own mark ("Ready...Fence!") takes no question mark after it
        asked = self.tr("New to {game}") if title[-1] in ".!?" else self.tr("New to {game}?")
        self.bar.show_words(asked.format(game=title),
                            self.tr("A guided first game shows you the rules of {game} on the table, one "
                                    "move at a time. You can always find it under Help ▸ {menu}")
                            .format(game=title, menu=where) + ("" if title[-1] in ".!?" else "."))

    def next(self) -> None:
        if self.offered is not None:
            game, self.offered = self.offered, None
            self.start(_safe_lessons(game)[0].id)
        elif self.match is not None:
            self.match.next_step()

    def leave(self) -> None:
        """Leave the lesson (or the offer): back to the kind of game that was open before the
        lessons began (a new deal of it), else an ordinary game of the lesson's kind."""
        if self.offered is not None:
            self.offered = None
            self.bar.setVisible(False)
            return
        if self.match is None:
            return
        if self.came_from is not None:  # back to the kind of game he had open, with a new deal
            game, options, seats = self.came_from
            self.came_from = None
            try:
                self.window.new_match(game, options, seats, None)
                return
            except (KeyError, ValueError, SalleError):
                pass  # a game or a card set gone since: the lesson's own game below
        game = self.match.game.name
        last = self.window.settings.last_game
        if last.get("game") == game:
            try:
                first, second = (Seat(s["kind"], s.get("level"), s.get("name", "")) for s in last["seats"])
                self.window.new_match(game, dict(last.get("options", {})), (first, second), None)
                return
            except (KeyError, ValueError, SalleError):
                pass  # settings from another version: the Novice will do
        self.play_novice()

    def play_novice(self) -> None:
        """A real game of the lesson's kind against the Novice, the gentlest AI."""
        if self.match is None:
            return
        game = self.match.game.name
        you = Seat("human", None, translate("MainWindow", "You"))
        self.window.new_match(game, {}, (you, Seat("ai", "novice", "Novice")), None)

    def next_lesson(self) -> None:
        lesson = self._following()
        if lesson is not None:
            self.start(lesson.id)

    def _following(self) -> Lesson | None:
        if self.match is None:
            return None
        lessons = _safe_lessons(self.match.lesson.game)
        ids = [x.id for x in lessons]
        at = ids.index(self.match.lesson.id) if self.match.lesson.id in ids else len(ids)
        return lessons[at + 1] if at + 1 < len(lessons) else None

    # --- what the bar and the table show --------------------------------------------------------------
    def show_step(self) -> None:
        match = self.match
        if match is None:
            return
        lesson, run = match.lesson, match.run
        total = len(lesson.steps)
        if run.finished:
            self._finished(match)
            return
        step = run.step
        shown = min(run.index + 1, total)
        title = self.tr("{game} — {lesson} (step {step} of {steps})").format(
            game=get_game(lesson.game).title, lesson=lesson.title, step=shown, steps=total)
        if step is None or run.pending:
            text = lesson.steps[run.index - 1].text if run.index else ""
            self._buttons(next_on=False)
            self.bar.show_words(title, text)
        else:
            self._buttons(next_on=run.reading())
            self.bar.show_words(title, step.text)
        self._repoint_later()

    def explain(self, reason: str) -> None:
        if self.match is not None and self.match.run.step is not None:
            step = self.match.run.step
            self.bar.show_words(self.bar.title.text(), step.text, reason)

    def _finished(self, match: LessonMatch) -> None:
        settings = self.window.settings
        if match.lesson.id not in settings.lessons_finished:
            settings.lessons_finished.append(match.lesson.id)
            self.window._save_settings()
        last = match.run.closing()
        following = self._following()
        more = (self.tr("Well done. Next: {lesson}. Or try a real game against the Novice.")
                .format(lesson=following.title) if following else
                self.tr("Well done. That was the last lesson of this game. Or try a real game against "
                        "the Novice."))
        self._buttons(next_on=False, more=following is not None, novice=True)
        self.window.panel.clear_prompt()  # nothing more is played in it
        self.bar.show_words(self.tr("Lesson complete: {lesson}").format(lesson=match.lesson.title),
                            f"{last}\n\n{more}".strip())
        self.pointer.clear()
        self.window.show_message(self.tr("Lesson complete."))

    def _buttons(self, next_text: str = "", next_on: bool = True, more: bool = False,
                 novice: bool = False, leave_text: str = "") -> None:
        """The bar's buttons for this moment (Next and Leave unless other words are given)."""
        next_text, leave_text = next_text or self.tr("Next"), leave_text or self.tr("Leave")
        self.bar.next.setText(next_text)
        self.bar.next.setVisible(not (more or novice))
        self.bar.next.setEnabled(next_on)
        self.bar.more.setVisible(more)
        self.bar.novice.setVisible(novice)
        self.bar.leave.setText(leave_text)

    def retranslate(self) -> None:
        """The bar in the language now chosen: its buttons, and the step or offer it shows."""
        self.bar.retranslate()
        if self.offered is not None:
            self._offer(self.offered)
        elif self.match is not None:
            self.show_step()

    def _repoint_later(self, *_: Any) -> None:
        # after the scene has redrawn from the same signal (its cards may be new items)
        QTimer.singleShot(0, self, self.repoint)

    def repoint(self) -> None:
        match = self.match
        if match is None or self.window.match is not match:
            self.pointer.clear()
            return
        step = match.run.step
        if step is None or step.action is None or match.run.pending or match.phase != S.AWAITING_HUMAN:
            self.pointer.clear()
            return
        scene = self.window.scene
        self.pointer.point(scene.my_hand(), scene.items(), step.point)


_LOADED: dict[str, list[Lesson]] = {}


def _safe_lessons(game: str) -> list[Lesson]:
    """A game's lessons, read once; a broken lesson file hides that game's lessons rather than
    stop Salle, and is named on stderr with its step and field."""
    if game not in _LOADED:
        try:
            _LOADED[game] = lessons_for(game)
        except SalleError as e:
            print(translate("Lessons", "salle: a lesson of {game} cannot be played: {problem}")
                  .format(game=game, problem=e), file=sys.stderr)
            _LOADED[game] = []
    return _LOADED[game]


def install(window: MainWindow, help_menu: QMenu) -> Lessons:
    return Lessons(window, help_menu)

