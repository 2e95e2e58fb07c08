"""The table and the window as a screen reader hears them: the table's name and description in
words, kept in step with the game, and a live status that announces each event.

The table is a QGraphicsView, which assistive technology sees as one blank widget. Its accessible
name says what the keyboard points at and its description the situation, in the game's words and
only what the seat at the screen may know; each game's scene supplies the words
(TableSceneBase.focus_words and situation_words). The live status is the window's status bar:
anything that happened is said there with `LiveStatus.say`, the one way to announce a line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from html import unescape
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QWidget

from engine.core.i18n import translate
from engine.match import MatchState

if TYPE_CHECKING:
    from gui.table.base import TableSceneBase

# the side panel's line for a view: who acts, the score (a GameUI's `status`)
StatusLine = Callable[[Mapping[str, Any], Sequence[str]], str]


def send(event: QAccessibleEvent) -> None:
    """Every event this module raises goes out here (PySide6 offers no update handler to listen
    with, so a test listens by replacing this function)."""
    QAccessible.updateAccessibility(event)


def plain(text: str) -> str:
    """Rich text as it is read: no tags, no entities, one space between words, and the dots
    that part a line's pieces on the table read as commas."""
    return " ".join(unescape(re.sub(r"<[^>]*>", "", text)).replace(" · ", ", ").split())


class LiveStatus:
    """A widget whose accessible name is the last thing that happened, announced as it changes
    (politely: a screen reader finishes what it is saying first)."""

    def __init__(self, widget: QWidget) -> None:
        self.widget = widget
        widget.setAccessibleDescription(translate("Access", "What just happened at the table"))

    def say(self, text: str) -> None:
        text = plain(text)
        if not text:
            return
        self.widget.setAccessibleName(text)
        send(QAccessibleAnnouncementEvent(self.widget, text))

    def text(self) -> str:
        return self.widget.accessibleName()


class TableSpeech:
    """Keeps a table view's accessible name (what the keys point at) and description (the
    situation) in step with the scene it shows."""

    def __init__(self, view: QWidget) -> None:
        self.view = view
        self.scene: TableSceneBase[Any] | None = None
        self.status: StatusLine | None = None
        view.setAccessibleName(translate("Access", "The table"))

    def follow(self, scene: TableSceneBase[Any], status: StatusLine) -> None:
        """Speak for `scene`, whose views `status` sums up in a line."""
        self.status = status
        if scene is not self.scene:
            self.scene = scene
            scene.spokenChanged.connect(self.refresh)
            scene.previewChanged.connect(lambda _action: self.refresh(False))
        self.refresh(False)

    def words(self) -> tuple[str, str]:
        """The table's name and description now."""
        scene = self.scene
        if scene is None or not scene.view:
            return translate("Access", "The table"), ""
        overlay = scene.overlay
        if overlay.isVisible():
            # the hand-over, the end of the game or the keys' page covers the table: only what
            # the veil says (during a hand-over nothing of either hand may be read)
            rows = [f"{key}: {what}" for key, what in overlay.rows]
            read = " ".join(plain(t) for t in (overlay.text, *rows) if t)
            return plain(overlay.title) or translate("Access", "The table"), read
        focus = scene.focus_words() if scene.my_turn() else ""
        if focus and scene.preview is not None:
            focus += translate("Access", ". Enter plays: {move}").format(move=scene.describe(scene.preview))
        lines = [self.status(scene.view, scene.names()) if self.status else "", *scene.situation_words()]
        said: list[str] = []
        for line in map(plain, lines):
            if line and _stop(line) not in said:  # the panel's line and the table's may agree
                said.append(_stop(line))
        return plain(focus) or translate("Access", "The table"), " ".join(said)

    def refresh(self, moved: bool = False) -> None:
        """Say the table afresh; `moved`: a key moved the keyboard's focus on it."""
        if self.scene is not None and self.scene.match is not None \
                and self.scene.match.phase == MatchState.HANDOVER and not self.scene.overlay.isVisible():
            return  # the veil is about to fall: the seat that has just played is not read out
        name, description = self.words()
        if name != self.view.accessibleName():
            self.view.setAccessibleName(name)  # Qt tells assistive technology the name changed
        if description != self.view.accessibleDescription():
            self.view.setAccessibleDescription(description)
        if moved:
            send(QAccessibleEvent(self.view, QAccessible.Event.Focus))


def _stop(line: str) -> str:
    """A line as a sentence of the description: ends with a full stop."""
    return line if line[-1:] in ".!?:" else line + "."
