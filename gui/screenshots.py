"""Screenshots of the table for the README: `python -m gui.screenshots [OUTDIR]` (offscreen is fine).

Plays scripted matches (fixed seeds) and grabs the main window at the moments a newcomer should
see: the opening, an attack waiting for a parry, the hot-seat hand-over screen, the game over;
Audatia's table choosing a posta and in a Streto bind; Ready...Fence!'s phrase summed card by
card, the turn after a touch, and the same table turned for a portrait window; Barditus's armies
in the middle of a fight (dice in the tray, pursuers across the band), its deployment, and the
battle turned for a portrait window.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from engine.match import Match, MatchState
from engine.store.saves import Seat
from engine.store.settings import Settings
from gui import anim
from gui.app import make_app
from gui.mainwindow import MainWindow

SIZE = (1600, 900)


def _pump(app: QApplication, until: Callable[[], bool], limit: int = 20_000) -> None:
    for _ in range(limit):
        app.processEvents()
        if until():
            return
        QApplication.instance().thread().msleep(2)  # type: ignore[union-attr]
    raise RuntimeError("the scripted match did not reach the moment to capture")


def _window(
    app: QApplication, seats: tuple[Seat, Seat], options: dict[str, object], seed: int, game: str = "en-garde"
) -> MainWindow:
    w = MainWindow(Settings(animation_speed="off"))
    anim.set_speed("off")
    w.resize(*SIZE)
    w.show()
    w.new_match(game, dict(options), seats, seed)
    app.processEvents()
    return w


def _human_plays_first(app: QApplication, match: Match, stop: Callable[[], bool]) -> None:
    while not stop():
        _pump(app, lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER) or stop())
        if stop() or match.phase == MatchState.GAME_OVER:
            return
        match.play(match.legal_actions()[0])


def _fencer_plays(app: QApplication, match: Match, phase: str) -> None:
    """Audatia: the human parries or attacks when he can and otherwise declines (the last legal
    action: done, pass, wait), until he is asked to act in `phase`."""
    while True:
        _pump(app, lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER))
        if match.phase == MatchState.GAME_OVER:
            raise RuntimeError(f"the scripted duel ended before {phase}")
        if match.view()["phase"] == phase:
            return
        legal = match.legal_actions()
        fits = [a for kind in ("parry", "attack") for a in legal if a.kind == kind]
        match.play(fits[0] if fits else legal[-1])


def _fencer_answers(app: QApplication, match: Match, moment: Callable[[dict[str, Any]], bool]) -> None:
    """Ready...Fence!: the human keeps his hand, takes Engagement (so the Novice's attacks are
    slowed and their captions show a sum), steps in, attacks and answers with the first card he
    may, until he is asked to act at `moment`."""
    opening = ["keep", "weapon engage"]
    for _ in range(200):
        _pump(app, lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER))
        if match.phase == MatchState.GAME_OVER:
            raise RuntimeError("the scripted bout ended before the moment to capture")
        view = match.view()
        if moment(view):
            return
        legal = match.legal_actions()
        texts = [match.state.format_action(a) for a in legal]
        if opening and opening[0] in texts:
            match.play(opening.pop(0))
            continue
        distance = view["pos"][1] - view["pos"][0] - 1
        kinds = ("play", "parry", "distance") if view["phase"] == "phrase" or distance <= 1 else ("advance",)
        fits = [a for k in kinds for a in legal if a.kind == k and not getattr(a, "arg", "")]
        match.play(fits[0] if fits else legal[0])
    raise RuntimeError("the scripted bout never reached the moment to capture")


def _mid_phrase(view: dict[str, Any]) -> bool:
    """The player answers in a phrase of two cards or more, one of them a sum of parts."""
    plays = view["plays"]
    return view["phase"] == "phrase" and len(plays) >= 2 and any(len(p["parts"]) > 1 for p in plays)


def _after_touch(view: dict[str, Any]) -> bool:
    return view["phase"] == "turn" and bool(view["last"].get("scored")) and len(view["last"]["plays"]) >= 2


def _commander_plays(app: QApplication, match: Match, moment: Callable[[Any], bool], seed: int) -> None:
    """Barditus: the human plays the game's own playout policy (the AI's quick judgement) until
    he is asked to act at `moment` (read on the full position)."""
    import random

    from engine.games import get_game

    policy = get_game("barditus").heuristics
    rng = random.Random(seed)
    for _ in range(2000):
        _pump(app, lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER))
        if match.phase == MatchState.GAME_OVER:
            raise RuntimeError("the scripted battle ended before the moment to capture")
        if moment(match.state):
            return
        match.play(policy.playout_action(match.state, rng))
    raise RuntimeError("the scripted battle never reached the moment to capture")


def _mid_fight(s: Any) -> bool:
    """The player takes hits from a counter-attack, the dice in the tray, pursuers on the band."""
    return bool(s.phase == "hits" and s.hits and sum(s.chase[0]) + sum(s.chase[1]) >= 2
                and any(a.kind == "retreat" for a in s.legal_actions()))


def _mid_deployment(s: Any) -> bool:
    return bool(s.phase == "deploy" and sum(1 for c in s.cards[0] if c) >= 3)


def capture(out: Path) -> list[Path]:
    app = make_app()
    out.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []
    you, club = Seat("human", None, "You"), Seat("ai", "club", "Club")

    def grab(w: MainWindow, name: str) -> None:
        app.processEvents()
        path = out / f"{name}.png"
        w.grab().save(str(path))
        shots.append(path)

    w = _window(app, (you, club), {"level": "standard"}, 7)
    assert w.match is not None
    _pump(app, lambda: w.match is not None and w.match.phase == MatchState.AWAITING_HUMAN)
    grab(w, "opening")
    m = w.match
    _human_plays_first(
        app, m, lambda: m.phase == MatchState.AWAITING_HUMAN and m.state.view(0)["phase"] == "parry"
    )
    grab(w, "attack-parry")
    w.close()

    w = _window(app, (Seat("human", None, "Ann"), Seat("human", None, "Ben")), {}, 3)
    assert w.match is not None
    hs = w.match
    hs.confirm_handover()
    hs.play(hs.legal_actions()[0])
    grab(w, "handover")
    w.close()

    w = _window(app, (you, Seat("ai", "novice", "Novice")), {"hits": 2}, 5)
    assert w.match is not None
    end = w.match
    _human_plays_first(app, end, lambda: end.phase == MatchState.GAME_OVER)
    grab(w, "game-over")
    w.close()

    # seed 2: this fencer and the Novice meet in a Streto bind after one attack and its parry
    w = _window(app, (you, Seat("ai", "novice", "Novice")), {}, 2, game="audatia")
    assert w.match is not None
    duel = w.match
    _fencer_plays(app, duel, "posta")
    grab(w, "audatia-posta")
    _fencer_plays(app, duel, "streto")
    grab(w, "audatia-streto")
    w.close()

    novice = Seat("ai", "novice", "Novice")
    # seed 22: his Disengage with Angulations answers my Straight Thrust, slowed by his Engagement
    w = _window(app, (you, novice), {"mode": "advanced", "first": 0}, 22, game="ready-fence")
    assert w.match is not None
    bout = w.match
    _fencer_answers(app, bout, _mid_phrase)
    grab(w, "ready-fence-phrase")
    _fencer_answers(app, bout, _after_touch)
    grab(w, "ready-fence-turn")
    w.resize(1000, 1600)  # a portrait window turns the strip along it
    grab(w, "ready-fence-portrait")
    w.close()

    # seed 6: Romans against the Gallic warband; by round 3 pursuers of both armies stand on the band
    w = _window(app, (you, novice), {"army0": "roman", "army1": "gallic"}, 6, game="barditus")
    assert w.match is not None
    battle = w.match
    _commander_plays(app, battle, _mid_deployment, 6)
    grab(w, "barditus-deploy")
    _commander_plays(app, battle, _mid_fight, 6)
    grab(w, "barditus-battle")
    w.resize(1000, 1600)  # a portrait window stacks the panels above and below the armies
    grab(w, "barditus-portrait")
    w.close()
    return shots


if __name__ == "__main__":
    for p in capture(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")):
        print(p)
