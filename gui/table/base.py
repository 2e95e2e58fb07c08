"""What every game's table scene shares: the face the window talks to and the plumbing behind it.

A game's scene keeps only its own board: the furniture, where each card lies, what a drop, a
click or a key means. This base binds it to a match, names the seats, lays the veil (hand-over,
game over, the keys' page) over the table, tells the player what the phase asks of him, sends an
intended action to the match or says why not, and runs the keyboard path every table shares (F1,
Enter, Esc, 1-9, Z), and shows any card larger on the pointer resting on it or on Z (gui.table.zoom).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from PySide6.QtCore import (
    QEvent,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
    SignalInstance,
)
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QLinearGradient
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from engine.core.events import Event
from engine.core.verbs import sentence
from engine.core.view import SeatView, View
from engine.games.words import translate
from engine.match import MatchState
from gui import anim
from gui.gameui import key_rows
from gui.seats import shown_name
from gui.table.banner import Banner, MoveMark
from gui.table.items import INK, AimItem, ButtonItem, Overlay, TableCard
from gui.table.port import MatchPort
from gui.table.story import Announcement, by_name, wins
from gui.table.zoom import CardZoom, Readable

__all__ = ["HEIGHT", "WIDTH", "TableSceneBase", "wins"]

WIDTH, HEIGHT = 1600.0, 900.0

ActionT = TypeVar("ActionT")


class TableSceneBase(QGraphicsScene, Generic[ActionT]):
    """A game's table. Every scene offers the window the same face: the `message` and
    `previewChanged` signals, bind(match), names(), try_play(action), toggle_help(), `overlay`,
    my_hand() and `preview`."""

    message = Signal(str)  # for the status bar
    previewChanged = Signal(object)  # the action Enter would play (or None)
    # what a screen reader reads of the table may have changed (True: a key moved the focus)
    spokenChanged = Signal(bool)
    announced = Signal(str)  # a result told on the table, as one plain line (screen readers)
    refused = Signal(str)  # a drop or a key that plays nothing, and why (also in `message`)
    # a result's banner is up until a click or a key (the story waits for it: gui.table.pacing)
    resultShown = Signal()
    resultRead = Signal()
    rematchRequested = Signal()  # the game-over screen's buttons
    newGameRequested = Signal()

    FELT: tuple[tuple[float, str], ...] = ()  # the felt's gradient, top to bottom
    # the translation context of the words a class below defines (DROP_HELP, PHASE_HINTS, …),
    # each marked with QT_TRANSLATE_NOOP in that context where it is written
    CONTEXT: ClassVar[str] = "Table"
    DROP_HELP = ""  # what a drop that means nothing is answered with
    CHOOSE_FIRST = ""  # what Enter says while no action is chosen
    HANDOVER_TEXT = ""  # the hand-over screen, under "<name>, your turn"
    HELP_ROWS: ClassVar[list[tuple[str, str]]] = []  # the keys' page
    PHASE_HINTS: ClassVar[dict[str, str]] = {}  # what the player is asked to do, phase by phase

    def __init__(self, parent: Any = None) -> None:
        super().__init__(0, 0, WIDTH, HEIGHT, parent)
        felt = QLinearGradient(0, 0, 0, HEIGHT)
        for at, colour in self.FELT:
            felt.setColorAt(at, QColor(colour))
        self.setBackgroundBrush(QBrush(felt))
        self.match: MatchPort | None = None
        # the view last drawn: the game's typed View, or the JSON dict of a game whose view is
        # not typed yet (engine/core/view.py); each scene reads it as its game's own
        self.view: Any = {}
        self.me = 0
        self.preview: ActionT | None = None
        self.focus_index = 0
        self.help_showing = False
        self._covered: tuple[bool, str, str] = (False, "", "")  # the overlay the keys' page hides
        self._group: QParallelAnimationGroup | None = None  # the cards' moves in progress
        self._press: QPointF | None = None  # where the pointer went down on what it holds
        self._held: Any = None  # what the pointer holds: whatever the game's _pick returned
        self._dragging = False  # the held thing has moved past the drag threshold
        self.overlay = Overlay(QRectF(0, 0, WIDTH, HEIGHT))
        self.addItem(self.overlay)
        self.zoom = CardZoom()  # the larger copy of a card, to read it
        self.addItem(self.zoom)
        self.aim = AimItem()  # the chosen action's cards and target
        self.addItem(self.aim)
        # the game-over screen's ways on, under its words
        self.after_buttons: list[tuple[ButtonItem, SignalInstance]] = []
        for width, signal in ((200.0, self.rematchRequested), (260.0, self.newGameRequested)):
            button = ButtonItem()
            button.W = width
            button.setParentItem(self.overlay)
            button.setVisible(False)
            self.after_buttons.append((button, signal))
        self.news = Banner()
        self.addItem(self.news)
        self.marks: list[MoveMark] = []  # the outlines of the other player's last move
        self._thinking_said = False  # the status bar names who is thinking
        self._final_words = ""  # the game-over announcement, for the status bar
        # device pixels one table unit covers on the screen (0: not shown yet): the player's hand
        # is laid as large as this needs for its titles to be read (gui.table.hand)
        self.device_per_unit = 0.0

    def _text(self, pos: QPointF, font: QFont, colour: QColor = INK) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()
        item.setFont(font)
        item.setBrush(colour)
        item.setPos(pos)
        self.addItem(item)
        return item

    # --- what each game's scene provides ----------------------------------------------------------
    def reset(self, view: Any) -> None:
        """Redraw from scratch (new game, undo, resume, hand-over): no animation."""
        raise NotImplementedError

    def on_view(self, view: Any) -> None:
        raise NotImplementedError

    def on_events(self, events: Sequence[Event]) -> None:
        raise NotImplementedError

    def on_game_over(self, winner: int | None) -> None:
        """The match is over: the story's last announcement has put up the game-over screen
        (a table may add to it)."""

    def last_move_items(self, events: Sequence[Event]) -> list[Any]:
        """The items the other player's last move (its `events`, oldest first) played, moved or
        struck, as they lie now: the cards and the pieces the table outlines until the player
        acts."""
        return []

    def my_hand(self) -> Sequence[TableCard]:
        """The player's hand cards, left to right."""
        raise NotImplementedError

    def describe(self, action: ActionT) -> str:
        """The action in words, for the status bar: the match's words, which name the cards on
        the table (the game's position-free words where there is no match)."""
        return self.match.describe(action) if self.match is not None else ""

    def focus_words(self) -> str:
        """What the keys point at, in words ("the 5, in your hand, chosen"); "" for nothing."""
        return ""

    def situation_words(self) -> list[str]:
        """The table in words beyond whose turn it is and the score (the side panel's line says
        those): positions, what lies where, the player's own hand; only what the view holds."""
        return []

    def help_page(self) -> tuple[str, list[tuple[str, str]]]:
        """The keys' page: its title and its rows (key, what it does)."""
        return translate("Table", "Keys and drops"), list(self.HELP_ROWS)

    def said(self, name: str, key: str | None = None) -> str:
        """One of the class's constant words (`name`: DROP_HELP, or PHASE_HINTS with its `key`)
        in the player's language, translated in the context of the class that wrote them."""
        for cls in type(self).__mro__:
            if name in vars(cls):
                value = vars(cls)[name]
                text = value.get(key, "") if isinstance(value, Mapping) else value
                return translate(vars(cls).get("CONTEXT", "Table"), text) if text else ""
        return ""

    def _awaiting_human(self) -> None:
        """The player at the screen is to act: lift the veil and say what to do."""
        if not self.help_showing:
            self.overlay.setVisible(False)
        view = self.view
        hint = self._hint(view.phase if isinstance(view, View) else "")
        self.message.emit(translate("Table", "Your move: {hint}").format(hint=hint) if hint
                          else translate("Table", "Your move."))

    def _hint(self, phase: str) -> str:
        """What the player at the screen is asked to do now (the banner names the step)."""
        return self.said("PHASE_HINTS", phase)

    def _relayout(self, animate: bool) -> None:
        """Put every card where it belongs (a card dropped on nothing flies home)."""
        raise NotImplementedError

    def _show_focus(self) -> None:
        """Show the card the keys point at, after a key the table used."""
        raise NotImplementedError

    def _aim(self, action: ActionT) -> tuple[list[QGraphicsItem], QRectF | None]:
        """The cards `action` plays and the place it goes to, to mark them once it is chosen. By
        default: no card, and the table's button that plays it, if there is one."""
        button = next((i for i in self.items() if getattr(i, "is_button", False) and i.isVisible()
                       and getattr(i, "action", None) == action), None)
        return [], button.sceneBoundingRect() if button is not None else None

    def _keyed_card(self) -> QGraphicsItem | None:
        """The card the keys point at, for Z to show larger (None: none)."""
        return None

    # --- binding to a match -----------------------------------------------------------------------
    def bind(self, match: MatchPort) -> None:
        self.match = match
        match.positionReset.connect(self._before_reset)
        match.positionReset.connect(self.reset)
        match.eventsApplied.connect(self.on_events)
        match.viewChanged.connect(self.on_view)
        match.handoverRequested.connect(self.on_handover)
        match.stateEntered.connect(self.on_state)
        match.refused.connect(self.message.emit)
        match.gameOver.connect(self.on_game_over)
        # connected after the scene's own slots, so the words are read from the table they drew
        for signal in (match.positionReset, match.viewChanged, match.stateEntered, match.handoverRequested,
                       match.gameOver):
            signal.connect(self._words_changed)

    def _words_changed(self, *_args: Any) -> None:
        self.spokenChanged.emit(False)

    def _before_reset(self, view: SeatView) -> None:
        """A position drawn afresh (new game, undo, resume, hand-over): what was told of the
        last one goes; the story tells the new one again."""
        self.hide_banner()
        self.mark_last_move([])
        self._final_words = ""

    def names(self) -> list[str]:
        return [shown_name(s) for s in self.match.seats] if self.match else [
            translate("Table", "Fencer A"), translate("Table", "Fencer B")]

    def legal(self) -> list[ActionT]:
        """What the player at the screen may do now (nothing while the other seat is to act)."""
        return list(self.match.legal_actions()) if self.match else []

    def my_turn(self) -> bool:
        return self.match is not None and self.match.phase == MatchState.AWAITING_HUMAN

    # --- match states and the veil ----------------------------------------------------------------
    def on_state(self, name: str) -> None:
        state = MatchState(name)
        if state == MatchState.AWAITING_HUMAN:
            self._awaiting_human()
        elif state == MatchState.AI_THINKING and self.match:
            seat = self.match.to_move()
            self.message.emit(translate("Table", "{name} is thinking…").format(name=self.names()[seat]))
        elif state == MatchState.GAME_OVER:
            self.message.emit(self._final_words)  # nobody is thinking any more
        elif self._thinking_said:
            self.message.emit("")
        self._thinking_said = state == MatchState.AI_THINKING
        self.set_preview(None)

    def on_handover(self, seat: int) -> None:
        name = self.names()[seat]
        self._veil(by_name(name, translate("Table", "Your turn"), translate("Table", "{name}, your turn")),
                   self.said("HANDOVER_TEXT"))
        # what the bar said was for the player who leaves: the next one reads only the veil's news
        self.message.emit(by_name(name, translate("Table", "Your turn: Enter or a click shows the table."),
                                  translate("Table", "Over to {name}: Enter or a click shows the table.")))

    def set_table_rect(self, rect: QRectF) -> None:
        """The table's extent (a scene that turns with the window sets it for each layout): the
        scene and the overlay, whose veil reaches well past it so no edge of the table shows."""
        self.setSceneRect(rect)
        self.overlay.prepareGeometryChange()
        self.overlay.rect = rect
        self.overlay.veil = rect.adjusted(-rect.width(), -rect.height(), rect.width(), rect.height())
        self.overlay.update()

    def shown_at(self, device_per_unit: float) -> None:
        """The table view has fitted the table to its window: one table unit now covers
        `device_per_unit` device pixels. The hand is laid out again for that size."""
        if abs(device_per_unit - self.device_per_unit) < 1e-9:
            return
        self.device_per_unit = device_per_unit
        if self.view:
            self._relayout(animate=False)

    def _veil(self, title: str, text: str) -> None:
        """The overlay over the table with a message; the keys' page closes first, so the
        hand-over or game-over screen never hides under it."""
        if self.help_showing:
            self._close_help()
        self.overlay.title = title
        self.overlay.text = text
        self._show_after_buttons(False)
        self.overlay.setVisible(True)
        self.overlay.update()

    def _show_after_buttons(self, on: bool) -> None:
        """The game-over screen's buttons, side by side under its words."""
        r = self.overlay.rect
        # their words in the language of the moment they show
        for (button, _signal), text in zip(self.after_buttons, (translate("Table", "Rematch (R)"),
                                                                 translate("Table", "New game… (Ctrl+N)")),
                                           strict=True):
            button.text = text
        total = sum(b.W for b, _ in self.after_buttons) + 30 * (len(self.after_buttons) - 1)
        x = r.center().x() - total / 2
        for button, _signal in self.after_buttons:
            button.setPos(x, r.center().y() + 190)
            button.setVisible(on)
            x += button.W + 30

    def game_over_showing(self) -> bool:
        return self.overlay.isVisible() and not self.help_showing and self.after_buttons[0][0].isVisible()

    # --- the story: results announced, the last move marked ---------------------------------------
    def announce(self, said: Announcement) -> None:
        """Tell a result on the table: a banner over the play until a click or a key (the match's
        story waits behind it), or for the end of the match the game-over screen with its
        rematch. `announced` carries the same words as one line."""
        if said.final:
            self.hide_banner()
            text = "\n\n".join(t for t in (said.text, said.score) if t)
            self._veil(said.title, text)
            self._show_after_buttons(True)
            self._final_words = said.words()
        else:
            self.news.show_words(said, self.sceneRect())
            self.resultShown.emit()
        self.announced.emit(said.words())

    def hide_banner(self) -> None:
        if self.news.isVisible():
            self.news.setVisible(False)
            self.resultRead.emit()

    def mark_last_move(self, events: Sequence[Event]) -> None:
        """Outline what the other player's last move touched (nothing: take the outlines off)."""
        for mark in self.marks:
            mark.remove()
        items = self.last_move_items(list(events)) if events else []
        self.marks = [MoveMark(item) for item in items]

    def toggle_help(self) -> None:
        """The keys, over the table; any key or click closes it."""
        if self.help_showing:
            self._close_help()
            return
        self._covered = (self.overlay.isVisible(), self.overlay.title, self.overlay.text)
        title, rows = self.help_page()
        self.overlay.title, self.overlay.text, self.overlay.rows = title, "", key_rows(rows)
        self._show_after_buttons(False)
        self.overlay.setVisible(True)
        self.overlay.update()
        self.help_showing = True

    def _close_help(self) -> None:
        visible, self.overlay.title, self.overlay.text = self._covered
        self.overlay.rows = []
        self._show_after_buttons(visible and bool(self._final_words))
        self.overlay.setVisible(visible)
        self.overlay.update()
        self.help_showing = False

    # --- playing ----------------------------------------------------------------------------------
    def set_preview(self, action: ActionT | None) -> None:
        self.preview = action
        if action is None or self.match is None:
            self.aim.point_at([], None)
        else:
            self.aim.point_at(*self._aim(action))
        self.previewChanged.emit(action)

    def try_play(self, action: ActionT | str | None, fallback: str | None = None) -> bool:
        """Send `action` to the match; a reason (str) or None is shown instead of playing
        (None: `fallback`, by default the game's DROP_HELP)."""
        if self.match is None:
            return False
        if action is None or isinstance(action, str):
            self._refuse(action or (self.said("DROP_HELP") if fallback is None else fallback))
            return False
        if action not in self.legal():
            self._refuse(self.match.why_illegal(action))
            return False
        for card in self.my_hand():
            card.selected = False
        self.set_preview(None)
        return self.match.play(action)

    def _refuse(self, why: str) -> None:
        self.message.emit(why)
        self.refused.emit(why)

    def show_hint(self, action: ActionT) -> None:
        """The coach's move shown on the table, not only told: its cards and target ringed, and
        it is the move Enter plays (Esc lets it go)."""
        if self.my_turn():
            self._offer(action)

    def _offer(self, action: ActionT | str | None) -> None:
        """Make `action` the one Enter plays, if it is legal; else say why not."""
        if action is None or isinstance(action, str):
            if action:
                self.message.emit(action)
            return
        if action not in self.legal():
            self.message.emit(self.match.why_illegal(action) if self.match else "")
            self.set_preview(None)
            return
        self.set_preview(action)
        self.message.emit(translate("Table", "{action} — Enter to play, Esc to cancel.").format(
            action=sentence(self.describe(action))))

    # --- the one drag gesture ----------------------------------------------------------------------
    # Every table picks a thing up, carries it past a small threshold, lights where it may go and
    # drops it; a press that never moved is a click. The game says, through the hooks below, what
    # can be picked, how it follows the pointer, the target under it and the action a drop means.
    def _press_first(self, point: QPointF) -> bool:
        """A press the table takes before anything is picked up (a button); True if taken."""
        return False

    def _pick(self, point: QPointF) -> Any:
        """What a press at `point` picks up while the player is to act (None: nothing)."""
        return None

    def _press_other(self, point: QPointF) -> bool:
        """A press that picked nothing up (on the furniture, a card to click); True if taken."""
        return False

    def _lift(self, held: Any) -> None:
        """The held thing has started to move: light the places it may go."""

    def _carry(self, held: Any, delta: QPointF, point: QPointF) -> None:
        """Follow the pointer, `delta` from where it went down."""

    def _drop_target(self, held: Any, point: QPointF) -> Any:
        """The place a drop at `point` lands on, legal or not (None: nowhere)."""
        return None

    def _drop_action(self, held: Any, target: Any) -> ActionT | str | None:
        """The action a drop of `held` on `target` means, legal or not; or why it means none."""
        return None

    def _put_down(self, held: Any) -> None:
        """The drag is over: put out what _lift lit."""

    def _click(self, held: Any) -> None:
        """A press and release that never moved."""

    def _hover_move(self, point: QPointF) -> None:
        """The pointer moves with nothing held."""

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.zoom.dismiss()
        self.hide_banner()  # read: the click goes on to the table
        if self._press_on_veil(event.scenePos()):
            return
        point = event.scenePos()
        if self._press_first(point):
            return
        held = self._pick(point) if self.my_turn() else None
        if held is not None:
            self._press, self._held, self._dragging = point, held, False
            return
        if self._press_other(point):
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or self._held is None:
            self.zoom.hover(self._readable_at(event.scenePos()), event.scenePos())
            self._hover_move(event.scenePos())
            super().mouseMoveEvent(event)
            return
        delta = event.scenePos() - self._press
        if not self._dragging:
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            self._lift(self._held)
        self._carry(self._held, delta, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or self._held is None:
            super().mouseReleaseEvent(event)
            return
        held, dragged = self._held, self._dragging
        self._press, self._held, self._dragging = None, None, False
        if not dragged:
            self._click(held)
            self.spokenChanged.emit(False)
            return
        action = self._drop_action(held, self._drop_target(held, event.scenePos()))
        self._put_down(held)
        if not self.try_play(action):
            self._snap_back()

    # --- the larger copy of a card ------------------------------------------------------------------
    def _readable_at(self, point: QPointF) -> QGraphicsItem | None:
        """The card under the pointer to show larger: none over a button or under the veil."""
        if self.overlay.isVisible() or self._dragging:
            return None
        for item in self.items(point):
            if item is self.zoom:
                continue
            if getattr(item, "is_button", False):
                return None
            if isinstance(item, Readable) and item.isVisible():
                return item
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.GraphicsSceneLeave:
            self.zoom.dismiss()  # the pointer left the table
        return super().event(event)

    def toggle_zoom(self) -> None:
        """Z: the card the keys point at, larger; Z again puts it away."""
        if self.zoom.isVisible() and self.zoom.keyed:
            self.zoom.dismiss()
            return
        card = self._keyed_card()
        if card is None or not isinstance(card, Readable) or not card.shows_face():
            self.message.emit(translate(
                "Table", "No card under the keys' ring to show larger: choose one with the arrows."))
            return
        self.zoom.show_card(card, keyed=True)

    # --- mouse and keyboard -----------------------------------------------------------------------
    def _press_on_veil(self, point: QPointF) -> bool:
        """A click while the keys' page or the overlay is up only closes the page, confirms a
        hand-over or presses a game-over button; True if it was taken so."""
        if self.help_showing:
            self._close_help()
            return True
        if self.overlay.isVisible():
            if self.match and self.match.phase == MatchState.HANDOVER:
                self.match.confirm_handover()
            for button, signal in self.after_buttons:
                if button.isVisible() and button.sceneBoundingRect().contains(point):
                    signal.emit()
            return True
        return False

    def _snap_back(self) -> None:
        saved = anim.DURATIONS["card"]
        anim.DURATIONS["card"] = anim.DURATIONS["snap_back"]
        self._relayout(animate=anim.speed() > 0)
        anim.DURATIONS["card"] = saved

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        self.hide_banner()
        if self.help_showing:
            self._close_help()
            self.spokenChanged.emit(False)
            return
        if key in (Qt.Key.Key_F1, Qt.Key.Key_Question):
            self.toggle_help()
            self.spokenChanged.emit(False)
            return
        if self.overlay.isVisible():
            if (
                key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
                and self.match
                and self.match.phase == MatchState.HANDOVER
            ):
                self.match.confirm_handover()
            elif key == Qt.Key.Key_R and self.game_over_showing():
                self.rematchRequested.emit()
            return
        if key == Qt.Key.Key_Z:
            self.toggle_zoom()  # the cards can be read whoever is to act
            return
        if not self.my_turn():
            return
        keyed = self.zoom.isVisible() and self.zoom.keyed and key != Qt.Key.Key_Escape
        if not self._key(key):
            event.ignore()
            return
        self._show_focus()
        card = self._keyed_card() if keyed else None
        if card is not None and isinstance(card, Readable) and card.shows_face():
            self.zoom.show_card(card, keyed=True)  # the copy follows the keys to the next card
        self.spokenChanged.emit(True)

    def _key(self, key: Qt.Key) -> bool:
        """One key of the keyboard path while the player is to act; False if the table has no
        use for it. A game's scene takes its own keys first and passes the rest here."""
        if key == Qt.Key.Key_Escape:
            for card in self.my_hand():
                card.selected = False
            self.set_preview(None)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.try_play(self.preview, self.said("CHOOSE_FIRST"))
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            legal = self.legal()
            n = key - Qt.Key.Key_1
            if n < len(legal):
                self._offer(legal[n])
        else:
            return False
        return True

    # --- animation --------------------------------------------------------------------------------
    def _turn_over(self, card: TableCard) -> QSequentialAnimationGroup:
        """Narrow the card to its edge, show its face, widen it again."""
        flip = QSequentialAnimationGroup()
        for start, end in ((1.0, 0.0), (0.0, 1.0)):
            half = QPropertyAnimation(card, b"flip")
            half.setDuration(anim.duration("flip"))
            half.setStartValue(start)
            half.setEndValue(end)
            flip.addAnimation(half)
        flip.animationAt(0).finished.connect(lambda c=card: self._show_face(c))
        return flip

    @staticmethod
    def _show_face(card: TableCard) -> None:
        card.face_up = card.known()
        card.update()

    def _stop_animation(self) -> None:
        self.zoom.dismiss()  # the card it shows may be moving away
        if self._group is not None:
            self._group.stop()
            self._group = None
