"""Audatia's story in its own words: each exchange's end and why, the points of a Salle bout, the duel."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.events import GameOver, RoundOver
from engine.games.audatia.results import reason_words
from engine.games.audatia.view import AudatiaView
from engine.games.words import translate
from gui.table.story import Announcement, Told, by_name, capital, score_line


def score(view: AudatiaView, names: Sequence[str]) -> str:
    """The points of a bout that counts them (a duel ends at the first touch: nothing to count)."""
    return "" if view.options.get("variant") == "duel" else score_line(
        translate("AudatiaStory", "points"), view.points, names)


def _counted(view: AudatiaView, names: Sequence[str]) -> str:
    """The points, where the bout counts them (a duel is decided by one touch)."""
    return "" if view.options.get("variant") == "duel" else score_line(
        translate("AudatiaStory", "Points"), view.points, names)


def _why(reason: str, fields: Mapping[str, Any] | None = None) -> str:
    """A result's code said as a sentence ("" for none)."""
    return capital(reason_words(reason, fields)) + "." if reason else ""


def tell(told: Sequence[Told], names: Sequence[str]) -> Announcement | None:
    events = told[-1][0]
    view: AudatiaView = told[-1][1]
    # the last round's end is the one that counts (a second draw ends the challenge in a point)
    over = next((e for e in reversed(events) if isinstance(e, RoundOver)), None)
    if any(isinstance(e, GameOver) for e in events):
        winner = view.winner
        title = translate("AudatiaStory", "A drawn duel") if winner is None else by_name(
            names[winner], translate("AudatiaStory", "You win the duel"),
            translate("AudatiaStory", "{name} wins the duel"))
        return Announcement(title, _why(view.reason), _counted(view, names), final=True)
    if over is None:
        return None
    winner = over.winner
    title = translate("AudatiaStory", "A drawn exchange") if winner is None else by_name(
        names[winner], translate("AudatiaStory", "You win the exchange"),
        translate("AudatiaStory", "{name} wins the exchange"))
    text = _why(over.reason, dict(over.fields))
    if winner is not None and view.options.get("variant") == "salle":
        text += " " + by_name(names[view.challenger],
                              translate("AudatiaStory", "The roles change: you now challenge."),
                              translate("AudatiaStory", "The roles change: {name} now challenges."))
    return Announcement(title, text, _counted(view, names))
