"""The table's sound effects: each applied move heard as a short, quiet sound, or nothing at all.

A move's events are heard as at most three sounds, one after the other: the move's own (a card
laid, blades meeting, a parry, dice), a touch it scored, and a round or the match it won. The
move's sound is the game's choice, from its action's kind (GameUI.sound); results and dice come
from the events' types.

Sound is Qt's QSoundEffect (QtMultimedia, from the PySide6-Addons wheel): where that module is
missing, or there is no audio output (a server, CI), every sound is silently nothing. The effects
are loaded when first wanted, after the first frame, never on the way to it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QLoggingCategory, QObject, QTimer, Signal

from engine.core.assets import assets_dir
from engine.core.errors import NotationError
from engine.core.events import (
    ActionPlayed,
    CardMoved,
    DieRolled,
    Event,
    GameOver,
    PhaseChanged,
    PieceLost,
    PursuerLost,
    RoundOver,
    ScoreChanged,
)
from engine.core.i18n import translate

log = logging.getLogger("salle")

CARD, CLASH, PARRY, TOUCH, DICE, ROUND, MATCH = "card", "clash", "parry", "touch", "dice", "round", "match"
SOUNDS = (CARD, CLASH, PARRY, TOUCH, DICE, ROUND, MATCH)  # assets/sounds/<name>.wav (packaging/sounds.py)
# the result waits for the move's sound to ring out a little (the longest move sound is 0.55 s)
RESULT_DELAY_MS = 250

# the View ▸ Sound ▸ Volume levels, in percent (the settings' sound_volume), and their words
VOLUME_LEVELS = (30, 60, 100)


def sound_file(name: str) -> str:
    return str(assets_dir() / "sounds" / f"{name}.wav")


# the sound of one move of a game, given its action's kind, the events it made and the phase it
# was made in (the last one the events told; None: not told yet); None: silent
ActionSound = Callable[[str, Sequence[Event], "str | None"], "str | None"]


def by_kind(table: Mapping[str, str]) -> ActionSound:
    """A game's move sounds from its action kinds (its structured form's "kind")."""

    def sound(kind: str, events: Sequence[Event], phase: str | None) -> str | None:
        return table.get(kind)

    return sound


def sounds_for(events: Sequence[Event], kind_of: Callable[[ActionPlayed], str | None],
               action_sound: ActionSound | None, phase: str | None = None) -> list[str]:
    """What one batch of the match's events sounds like: the move's sound, a touch, the result."""
    move: str | None = None
    for e in events:
        if isinstance(e, ActionPlayed) and e.seat >= 0 and action_sound is not None:
            kind = kind_of(e)
            move = action_sound(kind, events, phase) if kind is not None else None
            break
    if move is None and any(isinstance(e, DieRolled) for e in events):
        move = DICE
    if move is None and any(isinstance(e, CardMoved) and e.src.startswith("hand") for e in events):
        move = CARD  # a move the game gives no sound of its own, or one hidden from this seat
    touch = TOUCH if any(isinstance(e, (ScoreChanged, PieceLost, PursuerLost)) for e in events) else None
    result: str | None = None
    if any(isinstance(e, GameOver) for e in events):
        result = MATCH
    elif any(isinstance(e, RoundOver) and e.winner is not None for e in events):
        result = ROUND
    return [s for s in (move, touch, result) if s is not None]


class Player(Protocol):
    """Plays a sound by name at a volume from 0 to 1, returning at once."""

    def play(self, name: str, volume: float) -> None: ...


class QtPlayer:
    """QSoundEffect, one per sound, each made the first time it is played."""

    def __init__(self, effect_class: Any) -> None:
        self._make = effect_class
        self._effects: dict[str, Any] = {}

    def load(self, names: Sequence[str] = SOUNDS) -> None:
        """Decode the sounds now, so the first one played is not late."""
        for name in names:
            self._effect(name)

    def _effect(self, name: str) -> Any:
        effect = self._effects.get(name)
        if effect is None:
            from PySide6.QtCore import QUrl

            effect = self._make()
            effect.setSource(QUrl.fromLocalFile(sound_file(name)))
            self._effects[name] = effect
        return effect

    def play(self, name: str, volume: float) -> None:
        effect = self._effect(name)
        effect.setVolume(volume)
        effect.play()


def qt_player() -> Player | str:
    """Qt's sound effects, or in words why they cannot be heard here: QtMultimedia is missing or
    cannot load (on Linux it needs the PulseAudio client library), or there is no audio output."""
    # Qt's multimedia backend reports each library it probes and does not find (video decoding
    # among them): nothing a player can act on, so it stays out of his terminal
    QLoggingCategory.setFilterRules("qt.multimedia*=false")
    try:
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
    except ImportError as e:
        return translate("Sounds", "Qt's sound module cannot be loaded: {error}").format(error=e)
    try:
        if not QMediaDevices.audioOutputs():
            return translate("Sounds", "no audio output was found")
        player = QtPlayer(QSoundEffect)
        player.load()
    except Exception as e:  # sound is a nicety: whatever a sound system does, the table plays on
        log.warning("Sound effects could not be loaded", exc_info=True)
        return translate("Sounds", "the sounds could not be loaded: {error}").format(error=e)
    return player


class Sounds(QObject):
    """The match's events heard, while sound is on, at the chosen volume (percent)."""

    # sound cannot be heard on this computer, and why (in words)
    silenced = Signal(str)

    def __init__(self, enabled: bool, volume: int, player: Callable[[], Player | str] = qt_player,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = enabled
        self.volume = volume
        self._make_player = player
        self._player: Player | None = None
        self._tried = False
        self.silence: str | None = None  # why sound cannot be heard here, once that is known
        self._kind_of: Callable[[ActionPlayed], str | None] = lambda e: None
        self._action_sound: ActionSound | None = None
        self._phase: str | None = None  # the phase the next move is made in, as the events told it

    def prepare(self) -> None:
        """Load the player and its sounds (once; after the first frame, while sound is on)."""
        if self._tried or not self.enabled:
            return
        self._tried = True
        made = self._make_player()
        if isinstance(made, str):
            self.silence = made
            self.silenced.emit(made)
        else:
            self._player = made

    def follow(self, game: Any, action_sound: ActionSound | None) -> None:
        """The match on the table is of `game` (an engine Game), whose moves sound as `action_sound` says."""

        def kind_of(e: ActionPlayed) -> str | None:
            try:
                return str(game.action_to_dict(game.parse_action(e.text))["kind"])
            except (NotationError, KeyError, ValueError):
                return None  # an action hidden from this seat: its notation names no card

        self._kind_of = kind_of
        self._action_sound = action_sound
        self._phase = None

    def on_events(self, events: Sequence[Event]) -> None:
        phase = self._phase
        self._phase = next((e.phase for e in reversed(events) if isinstance(e, PhaseChanged)), phase)
        if not self.enabled:
            return
        for i, name in enumerate(sounds_for(events, self._kind_of, self._action_sound, phase)):
            if i == 0:
                self.play(name)
            else:
                QTimer.singleShot(RESULT_DELAY_MS * i, self, lambda n=name: self.play(n))

    def play(self, name: str) -> None:
        """Play `name` now, unless sound was turned off meanwhile or cannot be heard here."""
        if not self.enabled:
            return
        self.prepare()
        if self._player is None:
            return
        try:
            self._player.play(name, max(0, min(100, self.volume)) / 100)
        except Exception:
            log.warning("A sound effect could not be played", exc_info=True)
            self._player = None  # not again, every move
