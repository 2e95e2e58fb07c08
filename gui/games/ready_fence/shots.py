"""Ready...Fence!'s screenshots for the README: a phrase summed card by card, the turn after a
touch, and the same table turned for a portrait window."""

from __future__ import annotations

from collections.abc import Callable

from engine.games.ready_fence.view import ReadyFenceView
from engine.match import Match, MatchState
from engine.store.saves import Seat
from gui.screenshots import Shooter


def _fencer_answers(shoot: Shooter, match: Match, moment: Callable[[ReadyFenceView], bool]) -> None:
    """The human keeps his hand, takes Engagement (so the Novice's attacks are slowed and their
    captions show a sum), steps in, attacks and answers with the first card he may, until he is
    asked to act at `moment`."""
    opening = ["keep", "weapon engage"]
    notation = match.game.notation
    for _ in range(200):
        shoot.human_to_act(match)
        if match.phase == MatchState.GAME_OVER:
            raise RuntimeError("the scripted bout ended before the moment to capture")
        view = ReadyFenceView.of(match.view())
        if moment(view):
            return
        legal = match.legal_actions()
        texts = [notation.format_action(a) for a in legal]
        if opening and opening[0] in texts:
            match.play(opening.pop(0))
            continue
        fencing = view.phase == "phrase" or view.distance <= 1
        kinds = ("play", "parry", "distance") if fencing else ("advance",)
        fits = [a for k in kinds for a in legal if a.kind == k and not getattr(a, "arg", "")]
        match.play(fits[0] if fits else legal[0])
    raise RuntimeError("the scripted bout never reached the moment to capture")


def _mid_phrase(view: ReadyFenceView) -> bool:
    """The player answers in a phrase of two cards or more, one of them a sum of parts."""
    plays = view.plays
    return view.phase == "phrase" and len(plays) >= 2 and any(len(p.parts) > 1 for p in plays)


def _after_touch(view: ReadyFenceView) -> bool:
    last = view.last
    return view.phase == "turn" and last is not None and bool(last.scored) and len(last.plays) >= 2


def screenshots(shoot: Shooter) -> None:
    # seed 22: his Disengage with Angulations answers my Straight Thrust, slowed by his Engagement
    novice = Seat("ai", "novice", "Novice")
    w = shoot.window("ready-fence", (shoot.you, novice), {"mode": "advanced", "first": 0}, 22)
    assert w.match is not None
    bout = w.match
    _fencer_answers(shoot, bout, _mid_phrase)
    shoot.grab(w, "ready-fence-phrase")
    _fencer_answers(shoot, bout, _after_touch)
    shoot.grab(w, "ready-fence-turn")
    w.resize(1000, 1600)  # a portrait window turns the strip along it
    shoot.grab(w, "ready-fence-portrait")
    w.close()

    from gui.games.ready_fence.competition import screenshots as competition_shots

    competition_shots(shoot)  # Game ▸ Ready...Fence! competition…
