"""The story of a match as the table tells it: results announced in words, the log, the last move.

Widget-free, so each game's words (its GameUI `story`) are plain functions of what the screen
saw: a `Told` is one applied action's (or die's) events and the view after it, as the match's
signals carried them or as `Match.record()` replays them after an undo, a resume or a load.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.events import ActionPlayed, Event, GameOver, RoundOver
from engine.core.view import SeatView, view_json
from engine.games.words import by_name as by_name
from engine.games.words import is_you as is_you
from engine.games.words import translate

# (events as the screen saw them, the view after them: the game's own, a SeatView, which each
# game's teller reads as its game's view)
Told = tuple[Sequence[Event], Any]


@dataclass(frozen=True)
class Announcement:
    """A result told on the table: who (`title`), how (`text`) and the `score`; `final` ends
    the match (the game-over screen, with its rematch)."""

    title: str
    text: str = ""
    score: str = ""
    final: bool = False

    def words(self) -> str:
        """The whole announcement as one plain line: the log, and what a screen reader says."""
        parts = [self.title + (":" if self.text else "."), self.text, self.score]
        return " ".join(p if p.endswith((".", ":", "!", "?")) else p + "." for p in parts if p)


# a game's teller: the announcement the last of the match's `told` makes, given the seats' names
Teller = Callable[[Sequence[Told], Sequence[str]], "Announcement | None"]


def wins(name: str) -> str:
    """ "Ann wins", but "You win"."""
    return by_name(name, translate("TableStory", "You win"), translate("TableStory", "{name} wins"))


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def played(events: Sequence[Event]) -> list[ActionPlayed]:
    """The actions among `events` (not the dice)."""
    return [e for e in events if isinstance(e, ActionPlayed) and e.seat >= 0]


def score_line(noun: str, scores: Sequence[int], names: Sequence[str]) -> str:
    """ "Hits: You 1, Novice 0" (`noun` already translated)."""
    return translate("TableStory", "{noun}: {first} {a}, {second} {b}").format(
        noun=noun, first=names[0], a=scores[0], second=names[1], b=scores[1])


def plain_tell(told: Sequence[Told], names: Sequence[str]) -> Announcement | None:
    """A game without words of its own: the events' round and match results as they are."""
    events, view = told[-1]
    for e in events:
        if isinstance(e, GameOver):
            winner = e.winner
            title = translate("TableStory", "A drawn game") if winner is None else by_name(
                names[winner], translate("TableStory", "You win the game"),
                translate("TableStory", "{name} wins the game"))
            return Announcement(title, capital(str(view_json(view).get("reason", ""))), final=True)
    for e in events:
        if isinstance(e, RoundOver):
            winner = e.winner
            title = translate("TableStory", "A drawn round") if winner is None else by_name(
                names[winner], translate("TableStory", "You win the round"),
                translate("TableStory", "{name} wins the round"))
            return Announcement(title, capital(e.reason))
    return None


class Story:
    """The match as told so far: what the screen saw, its announcements and its last move."""

    def __init__(self, teller: Teller | None = None) -> None:
        self.teller: Teller = teller or plain_tell
        self.told: list[Told] = []
        self._pending: list[Event] | None = None

    def events(self, events: Sequence[Event]) -> None:
        """The match applied something; the view that follows completes it."""
        self._pending = list(events)

    def view(self, view: SeatView, names: Sequence[str]) -> Announcement | None:
        """A view after events: a new page of the story, and what it announces (None: nothing).
        A view without events before it (a redraw) tells nothing."""
        if self._pending is None:
            return None
        self.told.append((self._pending, view))
        self._pending = None
        return self.tell(len(self.told), names)

    def retell(self, told: Sequence[Told]) -> None:
        """Start again from a replayed record (undo, resume, load, another viewer)."""
        self.told = list(told)
        self._pending = None

    def tell(self, upto: int, names: Sequence[str]) -> Announcement | None:
        """What the first `upto` pages announce at their end."""
        return self.teller(self.told[:upto], names) if upto else None

    def last_move(self, me: int | None) -> list[Event]:
        """The events of the other seat's moves since `me` last acted (the dice among them): what
        the table marks until the player acts. An onlooker (None) is shown nothing."""
        if me is None:
            return []
        out: list[Event] = []
        for events, _view in reversed(self.told):
            seats = {e.seat for e in played(events)}
            if me in seats:
                break
            out[:0] = events
        return out if any(isinstance(e, ActionPlayed) for e in out) else []
