"""The table's sounds: View ▸ Sound and its volume, remembered; each game's moves heard as the
right sound (through a stub player, no audio); and silence, never an error, where Qt's sound
effects are missing."""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable, Sequence

import pytest
from pytestqt.qtbot import QtBot

from engine.core.events import Event, GameOver, PhaseChanged, RoundOver, ScoreChanged
from engine.games import get_game
from engine.match import MatchState
from engine.store.saves import Seat
from engine.store.settings import DEFAULT_SOUND_VOLUME, Settings, load_settings, settings_path
from gui import sound
from gui.games import game_ui
from gui.mainwindow import MainWindow
from gui.sound import CARD, CLASH, DICE, MATCH, PARRY, ROUND, TOUCH, Sounds


class StubPlayer:
    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []

    def play(self, name: str, volume: float) -> None:
        self.played.append((name, volume))


def heard(game: str, events: Sequence[Event], qtbot: QtBot, volume: int = 30,
          before: str | None = None) -> list[str]:
    """The sounds one batch of `game`'s events asks for, the delayed results included; `before`:
    the phase an earlier batch told."""
    stub = StubPlayer()
    sounds = Sounds(True, volume, player=lambda: stub)
    sounds.follow(get_game(game), game_ui(game).sound)
    if before is not None:
        sounds.on_events([PhaseChanged(before, 0)])
    sounds.on_events(events)
    qtbot.wait(sound.RESULT_DELAY_MS * 3 + 100)
    assert all(v == volume / 100 for _, v in stub.played)
    return [name for name, _ in stub.played]


def first_events(game: str, kind: str, where: Callable[[list[Event]], bool] = lambda e: True,
                 seat_view: bool = False) -> list[Event]:
    """The events of the first action of `kind` (whose events pass `where`) in random games of
    `game`; `seat_view`: as the other seat sees them."""
    g = get_game(game)
    for seed in range(30):
        s = g.new({}, seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            action = s.sample_chance() if s.is_chance() else rng.choice(s.legal_actions())
            mover = s.current_player()
            events = s.apply(action)
            if g.action_to_dict(action)["kind"] == kind and where(events):
                return [e.for_seat(1 - mover) for e in events] if seat_view else events
    raise AssertionError(f"no {kind} in {game}")


def has(kind: type) -> Callable[[list[Event]], bool]:
    return lambda events: any(isinstance(e, kind) for e in events)


def lacks(*kinds: type) -> Callable[[list[Event]], bool]:
    return lambda events: not any(isinstance(e, kinds) for e in events)


CASES = [
    # En Garde: a step is a card laid, an attack meets the blade, a parry; a hit wins the round
    ("en-garde", "advance", lacks(RoundOver), [CARD]),
    ("en-garde", "retreat", lacks(RoundOver), [CARD]),
    ("en-garde", "attack", lacks(RoundOver), [CLASH]),
    ("en-garde", "parry", lacks(RoundOver), [PARRY]),
    ("en-garde", "attack", lambda e: has(ScoreChanged)(e) and lacks(GameOver)(e), [CLASH, TOUCH, ROUND]),
    # Ready...Fence!: a card that opens a phrase attacks, one that answers parries; a touch
    ("ready-fence", "play", lambda e: any(isinstance(x, PhaseChanged) and x.phase == "phrase" for x in e),
     [CLASH]),
    ("ready-fence", "advance", lacks(ScoreChanged, RoundOver), [CARD]),
    ("ready-fence", "pass", lambda e: has(ScoreChanged)(e) and lacks(GameOver, RoundOver)(e), [TOUCH]),
    # Audatia: its blows and parries, a card laid face down, a touch that ends the bout
    ("audatia", "attack", lacks(ScoreChanged), [CLASH]),
    ("audatia", "parry", lacks(ScoreChanged), [PARRY]),
    ("audatia", "trade", lambda e: True, [CARD]),
    ("audatia", "attack", has(GameOver), [CLASH, TOUCH, MATCH]),
    # Barditus: dice, a battle ordered, a casualty, the battle won
    ("barditus", "die", lacks(GameOver), [DICE]),
    ("barditus", "battle", lambda e: True, [CLASH]),
    ("barditus", "deploy", lambda e: True, [CARD]),
    ("barditus", "destroy", lacks(GameOver), [TOUCH]),
    ("barditus", "end", has(GameOver), [MATCH]),
]


@pytest.mark.parametrize(("game", "kind", "where", "expected"), CASES,
                         ids=[f"{c[0]}-{c[1]}-{'-'.join(c[3])}" for c in CASES])
def test_each_move_asks_for_its_sound(game: str, kind: str, where: Callable[[list[Event]], bool],
                                      expected: list[str], qtbot: QtBot) -> None:
    assert heard(game, first_events(game, kind, where), qtbot) == expected


def test_a_ready_fence_card_played_in_answer_parries(qtbot: QtBot) -> None:
    """The same events are an attack in a turn and an answer within a phrase."""
    play = first_events("ready-fence", "play", lambda e: any(
        isinstance(x, PhaseChanged) and x.phase == "phrase" for x in e) and lacks(ScoreChanged)(e))
    assert heard("ready-fence", play, qtbot, before="turn") == [CLASH]
    assert heard("ready-fence", play, qtbot, before="phrase") == [PARRY]


def test_a_card_hidden_from_the_other_seat_is_still_heard_laid(qtbot: QtBot) -> None:
    hidden = first_events("audatia", "trade", seat_view=True)
    assert heard("audatia", hidden, qtbot) == [CARD]


def test_muting_silences_a_result_still_to_come(qtbot: QtBot) -> None:
    stub = StubPlayer()
    sounds = Sounds(True, 60, player=lambda: stub)
    sounds.follow(get_game("en-garde"), game_ui("en-garde").sound)
    sounds.on_events(first_events("en-garde", "attack", has(ScoreChanged)))
    sounds.enabled = False
    qtbot.wait(sound.RESULT_DELAY_MS * 3 + 100)
    assert stub.played == [(CLASH, 0.6)]
    sounds.on_events(first_events("en-garde", "advance"))
    assert stub.played == [(CLASH, 0.6)]


def test_sound_is_on_by_default_quietly_and_remembered(opened: Callable[..., MainWindow]) -> None:
    w = opened()
    assert w.sound_action.isChecked() and w.sounds.enabled
    assert w.sounds.volume == DEFAULT_SOUND_VOLUME <= 30
    w.sound_action.trigger()
    assert not w.sounds.enabled and not w.sound_action.isChecked()
    assert json.loads(settings_path().read_text(encoding="utf-8"))["sound"] is False
    again = opened()
    assert not again.sound_action.isChecked() and not again.sounds.enabled


def test_the_volume_is_remembered(opened: Callable[..., MainWindow]) -> None:
    w = opened()
    levels = {a.text().replace("&", ""): a for a in w.volume_menu.actions()}
    assert [a.isChecked() for a in levels.values()] == [True, False, False]
    levels["Loud"].trigger()
    assert w.sounds.volume == 100
    again = opened()
    assert again.sounds.volume == 100
    assert [a.isChecked() for a in again.volume_menu.actions()] == [False, False, True]


@pytest.mark.parametrize("bad", [1000, -5, "loud", True, 2.5, None])
def test_a_damaged_volume_falls_back_to_the_default(bad: object, opened: Callable[..., MainWindow]) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"sound_volume": bad, "sound": "yes"}), encoding="utf-8")
    settings, problem = load_settings()
    assert (settings.sound_volume, settings.sound) == (DEFAULT_SOUND_VOLUME, True)
    assert problem is not None and "sound_volume" in problem and "sound:" in problem
    w = opened()
    assert w.sounds.volume == DEFAULT_SOUND_VOLUME and w.sounds.enabled


def test_a_hot_seat_move_is_heard_at_the_chosen_volume(qtbot: QtBot) -> None:
    stub = StubPlayer()
    w = MainWindow(Settings(animation_speed="off", sound_volume=60))
    qtbot.addWidget(w)
    w.sounds._make_player = lambda: stub
    ann, bea = Seat("human", None, "Ann"), Seat("human", None, "Bea")
    w.new_match("en-garde", {}, (ann, bea), seed=3)
    assert w.match is not None
    if w.match.phase == MatchState.HANDOVER:
        w.match.confirm_handover()
    advance = next(a for a in w.match.legal_actions() if a.kind == "advance")
    w.match.play(advance)
    assert stub.played == [(CARD, 0.6)]
    w.close()


def test_without_qt_multimedia_the_table_plays_in_silence(monkeypatch: pytest.MonkeyPatch,
                                                           qtbot: QtBot) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # importing it fails
    assert "Qt's sound module cannot be loaded" in str(sound.qt_player())
    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.new_match("en-garde", {}, (Seat("human", None, "Ann"), Seat("human", None, "Bea")), seed=3)
    assert w.match is not None
    for _ in range(4):
        if w.match.phase == MatchState.HANDOVER:
            w.match.confirm_handover()
        w.match.play(w.match.legal_actions()[0])
    qtbot.wait(sound.RESULT_DELAY_MS * 3)
    assert w.sounds.enabled and w.sounds._tried and w.sounds._player is None
    w.close()


def test_where_sound_cannot_be_heard_its_menu_says_why(qtbot: QtBot) -> None:
    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    w.sounds._make_player = lambda: "no audio output was found"
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: not w.sound_action.isEnabled(), timeout=5_000)
    assert "no audio output was found" in w.sound_action.toolTip()
    assert not w.volume_menu.menuAction().isEnabled()
    assert "no audio output" in w.volume_menu.menuAction().statusTip()
    w.retranslate()  # the menus made again in the language chosen still say so
    assert not w.sound_action.isEnabled() and "no audio output" in w.sound_action.toolTip()
    w.close()


def test_sound_turned_on_later_finds_out_at_once_whether_it_can_be_heard(qtbot: QtBot) -> None:
    w = MainWindow(Settings(animation_speed="off", sound=False))
    qtbot.addWidget(w)
    asked: list[bool] = []
    w.sounds._make_player = lambda: asked.append(True) or "no audio output was found"
    w.show()
    qtbot.waitExposed(w)
    qtbot.wait(50)
    assert not asked and w.sound_action.isEnabled()  # off: nothing is loaded
    w.sound_action.trigger()
    assert asked == [True] and not w.sound_action.isEnabled()
    w.close()
