"""Barditus's screenshots for the README: the armies in the middle of a fight (dice in the tray,
pursuers across the band), the deployment, and the battle turned for a portrait window."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine.match import Match, MatchState
from engine.store.saves import Seat
from gui.screenshots import Shooter


class _Replay:
    """The battle rebuilt from the match's public record (options, seed, the actions played),
    as a save is replayed: the script plays the game's playout policy on this copy, and the
    table never hands out its match's position."""

    def __init__(self, match: Match) -> None:
        self.state = match.game.new(match.options, match.seed)
        self.done = 0

    def follow(self, match: Match) -> Any:
        for text in match.actions[self.done:]:
            self._roll()
            self.state.apply(self.state.parse_action(text))
        self.done = len(match.actions)
        self._roll()  # the match rolls the dice a turn needs before it asks the player
        return self.state

    def _roll(self) -> None:
        while self.state.is_chance():
            self.state.apply(self.state.sample_chance())


def _commander_plays(shoot: Shooter, match: Match, replay: _Replay, moment: Callable[[Any], bool],
                     seed: int) -> None:
    """The human plays the game's own playout policy (the AI's quick judgement) until he is
    asked to act at `moment` (read on the whole battle)."""
    policy = match.game.heuristics
    rng = random.Random(seed)
    for _ in range(2000):
        shoot.human_to_act(match)
        if match.phase == MatchState.GAME_OVER:
            raise RuntimeError("the scripted battle ended before the moment to capture")
        battle = replay.follow(match)
        if moment(battle):
            return
        match.play(policy.playout_action(battle, rng))
    raise RuntimeError("the scripted battle never reached the moment to capture")


def _mid_fight(s: Any) -> bool:
    """The player takes hits from a counter-attack, the dice in the tray, pursuers on the band."""
    return bool(s.phase == "hits" and s.hits and sum(s.chase[0]) + sum(s.chase[1]) >= 2
                and any(a.kind == "retreat" for a in s.legal_actions()))


def _mid_deployment(s: Any) -> bool:
    return bool(s.phase == "deploy" and sum(1 for c in s.cards[0] if c) >= 3)


def screenshots(shoot: Shooter) -> None:
    # seed 6: Romans against the Gallic warband; by round 3 pursuers of both armies stand on the band
    novice = Seat("ai", "novice", "Novice")
    w = shoot.window("barditus", (shoot.you, novice), {"army0": "roman", "army1": "gallic"}, 6)
    assert w.match is not None
    battle = w.match
    replay = _Replay(battle)
    _commander_plays(shoot, battle, replay, _mid_deployment, 6)
    shoot.grab(w, "barditus-deploy")
    _commander_plays(shoot, battle, replay, _mid_fight, 6)
    w.scene.hide_banner()  # the fight on the table, not the last attack's result told over it
    shoot.grab(w, "barditus-battle")
    w.resize(1000, 1600)  # a portrait window stacks the panels above and below the armies
    shoot.grab(w, "barditus-portrait")
    w.close()
