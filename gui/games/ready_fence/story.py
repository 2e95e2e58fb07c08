"""Ready...Fence!'s story in its own words: each touch and how it was made, the periods, the bout."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.events import GameOver, RoundOver, ScoreChanged
from engine.games.ready_fence.verdict import SCORE, Verdict
from engine.games.ready_fence.view import ReadyFenceView
from engine.games.ready_fence.words import verdict_words
from engine.games.words import translate
from gui.table.story import Announcement, Told, by_name, capital, score_line


def score(view: ReadyFenceView, names: Sequence[str]) -> str:
    return translate("ReadyFenceStory", "{score}, first to {target}").format(
        score=score_line(translate("ReadyFenceStory", "touches"), view.points, names),
        target=view.target)


def _last_reason(view: ReadyFenceView) -> Verdict | None:
    """The verdict of the last phrase (None before the first)."""
    return view.last.reason if view.last is not None else None


def _end(view: ReadyFenceView) -> str:
    """How the bout ended: by the last touch where the target was reached, else the reason."""
    reason = view.reason
    last = _last_reason(view)
    if reason is not None and reason.code == SCORE and last is not None:
        return translate("ReadyFenceStory", "The last touch: {verdict}.").format(verdict=verdict_words(last))
    return capital(verdict_words(reason)) + "." if reason is not None else ""


def tell(told: Sequence[Told], names: Sequence[str]) -> Announcement | None:
    events = told[-1][0]
    view: ReadyFenceView = told[-1][1]
    points = view.points
    line = score_line(translate("ReadyFenceStory", "Touches"), points, names)
    if any(isinstance(e, GameOver) for e in events):
        winner = view.winner
        score = f"{max(points)}-{min(points)}"
        title = translate("ReadyFenceStory", "A drawn bout") if winner is None else by_name(
            names[winner], translate("ReadyFenceStory", "You win the bout {score}"),
            translate("ReadyFenceStory", "{name} wins the bout {score}"), score=score)
        return Announcement(title, _end(view), line, final=True)
    scorers = [e.seat for e in events if isinstance(e, ScoreChanged)]
    if scorers:
        how = capital(verdict_words(_last_reason(view))) + "."
        title = translate("ReadyFenceStory", "A double touch") if len(scorers) == 2 else by_name(
            names[scorers[0]], translate("ReadyFenceStory", "A touch for you"),
            translate("ReadyFenceStory", "A touch for {name}"))
        return Announcement(title, how, line)
    over = next((e for e in events if isinstance(e, RoundOver)), None)
    if over is None:
        return None
    text = translate("ReadyFenceStory", "The fencers go back on guard and the clock is reset.")
    if view.overtime and view.priority is not None:
        text = by_name(names[view.priority],
                       translate("ReadyFenceStory", "The score is level: overtime, and the next touch wins. "
                                                    "Priority to you if time runs out."),
                       translate("ReadyFenceStory", "The score is level: overtime, and the next touch wins. "
                                                    "Priority to {name} if time runs out."))
    return Announcement(capital(verdict_words(Verdict(over.reason, over.fields))), text, line)
