"""Audatia's screenshots for the README: the table choosing a posta, and in a Streto bind."""

from __future__ import annotations

from engine.games.audatia.view import AudatiaView
from engine.match import Match, MatchState
from engine.store.saves import Seat
from gui.screenshots import Shooter


def _fencer_plays(shoot: Shooter, match: Match, phase: str) -> None:
    """The human parries or attacks when he can and otherwise declines (the last legal action:
    done, pass, wait), until he is asked to act in `phase`."""
    while True:
        shoot.human_to_act(match)
        if match.phase == MatchState.GAME_OVER:
            raise RuntimeError(f"the scripted duel ended before {phase}")
        if AudatiaView.of(match.view()).phase == phase:
            return
        legal = match.legal_actions()
        fits = [a for kind in ("parry", "attack") for a in legal if a.kind == kind]
        match.play(fits[0] if fits else legal[-1])


def screenshots(shoot: Shooter) -> None:
    # seed 2: this fencer and the Novice meet in a Streto bind after one attack and its parry
    w = shoot.window("audatia", (shoot.you, Seat("ai", "novice", "Novice")), {}, 2)
    assert w.match is not None
    duel = w.match
    _fencer_plays(shoot, duel, "posta")
    shoot.grab(w, "audatia-posta")
    _fencer_plays(shoot, duel, "streto")
    shoot.grab(w, "audatia-streto")
    w.close()
