"""En Garde's screenshots for the README: the opening, an attack waiting for a parry, the
hot-seat hand-over screen, the game over, a guided first game (a lesson) and the hint with its
reasons."""

from __future__ import annotations

from collections.abc import Callable

from engine.games.en_garde.view import EnGardeView
from engine.match import Match, MatchState
from engine.store.saves import Seat
from gui.screenshots import Shooter


def _human_plays_first(shoot: Shooter, match: Match, stop: Callable[[], bool]) -> None:
    while not stop():
        shoot.pump(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER) or stop())
        if stop() or match.phase == MatchState.GAME_OVER:
            return
        match.play(match.legal_actions()[0])


def screenshots(shoot: Shooter) -> None:
    you, club = shoot.you, Seat("ai", "club", "Club")
    w = shoot.window("en-garde", (you, club), {"level": "standard"}, 7)
    assert w.match is not None
    shoot.pump(lambda: w.match is not None and w.match.phase == MatchState.AWAITING_HUMAN)
    shoot.grab(w, "opening")
    m = w.match
    _human_plays_first(
        shoot, m, lambda: m.phase == MatchState.AWAITING_HUMAN and EnGardeView.of(m.view()).phase == "parry"
    )
    shoot.grab(w, "attack-parry")
    w.close()

    w = shoot.window("en-garde", (Seat("human", None, "Ann"), Seat("human", None, "Ben")), {}, 3)
    assert w.match is not None
    hs = w.match
    hs.confirm_handover()
    hs.play(hs.legal_actions()[0])
    shoot.grab(w, "handover")
    w.close()

    w = shoot.window("en-garde", (you, Seat("ai", "novice", "Novice")), {"hits": 2}, 5)
    assert w.match is not None
    end = w.match
    _human_plays_first(shoot, end, lambda: end.phase == MatchState.GAME_OVER)
    shoot.grab(w, "game-over")
    w.close()

    # the first lesson, a move in: the lesson bar over the table, the ring on the card to play
    w = shoot.window("en-garde", (you, club), {}, 1)
    assert w.lessons.start("en-garde/01-moving-and-attacking")
    lesson = w.match
    assert lesson is not None
    shoot.pump(lambda: lesson.phase == MatchState.AWAITING_HUMAN)
    shoot.grab(w, "lesson")
    w.close()

    # the hint: the Master's move, its chance against the next best, and the facts behind it
    w = shoot.window("en-garde", (you, club), {}, 7)
    hinted = w.match
    assert hinted is not None
    _human_plays_first(
        shoot, hinted, lambda: hinted.phase == MatchState.AWAITING_HUMAN and len(hinted.actions) >= 6
    )
    w.hint()
    shoot.pump(lambda: w.panel.hint_text.text().startswith("Hint:"), limit=200_000)
    shoot.grab(w, "hint")
    w.close()
