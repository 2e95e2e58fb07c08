"""The match state machine: one QObject drives a match; views subscribe to its signals.

Views never change the game: they send intents (`play`, `confirm_handover`, `undo`, `hint`) and
redraw from what the signals carry. Every signal carries only what the seat in front of the
screen may see: events pass through `Event.for_seat` and views through `view(seat)`.

States and the transitions allowed between them are a plain table (QStateMachine is not in
PySide6-Essentials); entering a state not in the table is a bug and raises.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Iterable, Sequence
from enum import StrEnum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLockFile, QObject, QTimer, Signal

from engine.ai.coach import HINT_LEVEL, HINT_THINK, advise, hint_plan
from engine.ai.players import Plan, level_named, move_seed, plan
from engine.ai.worker import SearchWorkers, WorkerError
from engine.core.errors import NotationError, SalleError
from engine.core.events import CardMoved, Event, RoundOver
from engine.core.game import CHANCE, Game, GameState
from engine.core.i18n import translate
from engine.core.rng import derived_seed
from engine.core.view import SeatView
from engine.games import get_game
from engine.store.cardsets import CardSet, follow_card_set
from engine.store.files import plain_reason
from engine.store.history import record_abandoned, record_finished
from engine.store.logs import log_path
from engine.store.paths import FolderError, saves_dir
from engine.store.saves import (
    LoadedGame,
    NotOverwritten,
    SaveError,
    Seat,
    load_game,
    save_game,
    set_aside_damaged,
)

log = logging.getLogger("salle")


class MatchState(StrEnum):
    SETUP = "setup"
    AWAITING_HUMAN = "awaiting_human"
    AI_THINKING = "ai_thinking"
    HANDOVER = "handover"
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"


# The kinds of trouble with the player's files a `warning` names, so a view can show each once.
AUTOSAVE = "autosave"
HISTORY = "history"
CARDS = "cards"  # the card set a resumed game was played with has changed

S = MatchState
_NEXT_TURN = frozenset({S.AWAITING_HUMAN, S.AI_THINKING, S.HANDOVER, S.ROUND_OVER, S.GAME_OVER})
TRANSITIONS: dict[MatchState, frozenset[MatchState]] = {
    S.SETUP: _NEXT_TURN,
    S.AWAITING_HUMAN: _NEXT_TURN,
    S.AI_THINKING: _NEXT_TURN,
    S.HANDOVER: frozenset({S.AWAITING_HUMAN, S.HANDOVER, S.AI_THINKING}),
    S.ROUND_OVER: _NEXT_TURN - {S.ROUND_OVER},
    S.GAME_OVER: frozenset({S.AWAITING_HUMAN, S.AI_THINKING, S.HANDOVER}),  # by undo only
}
POLL_MS = 10  # how often the GUI thread looks for a finished search (it never blocks on it)


def autosave_path() -> Path:
    """The autosave file (FolderError if the saves folder cannot be used)."""
    return saves_dir() / "autosave.json"


class AutosaveInUse(SalleError):
    """The autosave belongs to another Salle that is running on the same folder: it is neither
    resumed here, nor set aside, nor written over, nor removed."""

    def __init__(self, path: Path) -> None:
        self.path = path
        super().__init__(translate(
            "Match", "{file} holds the game of another Salle that is running with the same folder "
            "({folder}); it is left to that Salle.").format(file=path.name, folder=path.parent))


# The autosave files this process holds (by their lock beside them) until it ends. A lock is kept
# for the whole run, not for one match: between two matches another Salle must not take the file
# this one is about to write.
_claims: dict[Path, QLockFile] = {}


def claim_autosave(path: Path) -> bool:
    """Take the autosave at `path` for this process: True if it is this Salle's to read, write and
    remove; False while another running Salle (on this computer or one sharing the folder) holds
    it. The lock of a Salle that was killed is taken over. A lock that cannot be made at all (a
    read-only folder) does not stand in the way: writing there fails on its own and says so."""
    key = path.absolute()
    if key in _claims:
        return True
    lock = QLockFile(str(key) + ".lock")
    # a live Salle keeps its lock however long it runs: only a dead one's lock is stale
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        _claims[key] = lock
        return True
    return lock.error() != QLockFile.LockError.LockFailedError


def release_autosaves() -> None:
    """Let the autosave files go (the window closes): another Salle may take them from now on."""
    while _claims:
        _claims.popitem()[1].unlock()


def unexpected_words(error: BaseException, writing: bool = False) -> str:
    """An exception no check foresaw, while a save was opened (or `writing` it), for the player:
    what it was, and where the details are."""
    what = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    failed = (translate("Match", "Salle failed while writing it ({error})") if writing
              else translate("Match", "Salle failed while opening it ({error})")).format(error=what)
    where = log_path()
    if where is None:
        return failed
    return translate("Match", "{failed}; the details are in the log, {file}").format(failed=failed,
                                                                                  file=where)


def _loading_failed(path: Path, error: Exception) -> SaveError:
    """A save that broke the reader itself (not a check's refusal): logged with its traceback, and
    refused as a damaged save, with the reason, so it is treated as any other damaged file."""
    log.error("The save %s could not be read", path, exc_info=error)
    return SaveError(path, "", unexpected_words(error))


def action_entries(game: Game, state: GameState[Any], actions: Iterable[Any]) -> list[dict[str, Any]]:
    """The action list's entries as a prompt sends them: each action's notation, its short line
    in words, the whole sentence (the tooltip; the same words where the line says it all) and
    its structured form."""
    return [{"text": game.format_action(a), "words": state.describe(a), "long": state.explain(a),
             "action": game.action_to_dict(a)} for a in actions]


class Match(QObject):
    stateEntered = Signal(str)
    # Python payloads travel as `object`: PySide6 converting dict/list to Qt containers and back
    # mishandles the reference counts of True/False (a crash at interpreter exit).
    eventsApplied = Signal(object)  # the events (list[Event]), as the seat at the screen may see them
    viewChanged = Signal(object)  # the position as the seat at the screen may see it
    positionReset = Signal(object)  # after undo or resume: redraw from this view, no animation
    prompt = Signal(int, object)  # a human seat must act: [{"text":…, "words":…, "long":…, "action":…}, …]
    aiThinkingStarted = Signal(int)
    aiThinkingFinished = Signal(int, str)
    refused = Signal(str)  # an intent that was not carried out, and why
    roundOver = Signal(object, str)
    gameOver = Signal(object)
    handoverRequested = Signal(int)  # cover the table until this seat's player confirms
    hintReady = Signal(object)  # the coach's Advice: the move, its odds and its reasons
    notice = Signal(str)  # something the player should know (the AI's trouble)
    # trouble with the player's files, (AUTOSAVE or HISTORY, what happened): it lasts, so a view
    # shows it where it stays, not in a line the next prompt replaces
    warning = Signal(str, str)

    def __init__(
        self,
        game_name: str,
        options: dict[str, Any],
        seed: int,
        seats: tuple[Seat, Seat],
        autosave: Path | bool = True,
        history: Path | bool = True,
        workers: SearchWorkers | None = None,
        parent: QObject | None = None,
        card_set: CardSet | None = None,
        guest_sets: Sequence[CardSet] = (),
        timed: bool = False,
    ) -> None:
        super().__init__(parent)
        # True: the AI and the hint think within their time (the table, where a person waits);
        # False: by their iteration budgets, so the same seed plays the same moves (tests)
        self.timed = timed
        # the match plays with its own cards (a card set, or the shipped ones, and the sets whose
        # seat decks meet them), and so does its AI
        follow_card_set(card_set, guest_sets)
        self.card_set = card_set
        self.guest_sets = tuple(guest_sets)
        self.game = get_game(game_name)
        self.options = self.game.parse_options(options)
        self.seed = seed
        self.seats = seats
        for seat in seats:
            if seat.kind == "ai" and level_named(seat.level) is None:
                raise ValueError(translate("Match", "no AI level {level}").format(level=repr(seat.level)))
        # True: the usual autosave file; False: none (a demo); a path: that file
        self._warnings: list[tuple[str, str]] = []  # found before anyone could listen: sent by start()
        self.autosave: Path | None = None
        self._autosaved: bytes | None = None  # what this match last wrote there (checked as it was)
        if autosave is True:
            try:
                self.autosave = autosave_path()
            except FolderError as e:
                self._warnings.append((AUTOSAVE, not_autosaved(e)))
        elif autosave:
            self.autosave = autosave
        # True: the usual history; False: none; a path: that database
        self.history: Path | None = history if isinstance(history, Path) else None
        self.recording = history is not False
        self.history_id: int | None = None  # this match's row in the history, once it is there
        self.workers = workers or SearchWorkers()
        self.state: GameState[Any] = self.game.new(self.options, seed)
        self.actions: list[str] = []
        self.movers: list[int] = []
        self.phase = S.SETUP
        self.viewer: int | None = self._first_viewer()  # whose hand the screen shows
        self.at_screen: int | None = self.viewer  # who sits there (during a hand-over: who is leaving)
        self._plan: Plan | None = None
        self._thinking_for: int | None = None
        self._hint_plan: Plan | None = None
        self._hint_view: SeatView | None = None  # the view the hint was asked from: all the coach may use
        self._last_drew = False  # the last action drew from the deck (hot-seat undo)
        # actions played before the last die was rolled (-1: none): a move the dice followed is
        # not taken back, or the same seed would tell its player the next rolls
        self._rolled_at = -1
        self._live = False  # an action was played in this session (a resumed end is not recorded)
        self._retried = False
        self._started = time.monotonic()
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._poll_search)

    # --- who is where --------------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    @property
    def hotseat(self) -> bool:
        return len(self.humans) == 2

    def _first_viewer(self) -> int | None:
        humans = self.humans
        return humans[0] if len(humans) == 1 else None

    def view(self) -> Any:
        """The position as the person at the screen may see it: a SeatView, which each game's own
        code reads as its game's view (typed, or JSON while that game's is a dict)."""
        return self.state.view(self.viewer)

    def to_move(self) -> int:
        """The seat to act now (the table names who is thinking without seeing the position)."""
        return self.state.current_player()

    def legal_actions(self) -> list[Any]:
        """What the human at the screen may do now (empty when it is not his turn, also in the
        moment his move is applied and the views are drawn before the next state is entered)."""
        if self.phase != S.AWAITING_HUMAN or self.state.current_player() != self.viewer:
            return []
        return self.state.legal_actions()

    def describe(self, action: Any) -> str:
        """An action the human at the screen considers, in words (the cards on the table by name)."""
        return self.state.describe(action)

    def why_illegal(self, action: Any) -> str:
        if self.phase != S.AWAITING_HUMAN:
            return translate("Match", "it is not your turn")
        return self.state.why_illegal(action)

    @staticmethod
    def _searches(seat: Seat) -> bool:
        level = level_named(seat.level) if seat.kind == "ai" else None
        return level is not None and level.iterations > 0

    # --- intents ---------------------------------------------------------------------------------
    def start(self) -> None:
        for kind, text in self._warnings:
            self.warning.emit(kind, text)
        self._warnings.clear()
        if any(self._searches(seat) for seat in self.seats):
            # started now, as spawning takes a moment; a match where nobody searches (people, the
            # Novice) starts none until a hint asks for one
            self.workers.start()
        self.positionReset.emit(self.view())
        if self.actions and not self.state.is_terminal():
            # a loaded or resumed game is kept at once, as a new one is after its first move: quit
            # before moving and the next start still offers it
            self._write_autosave()
        self._next_turn()

    def play(self, intent: Any) -> bool:
        """A human's action (an action, its notation or its dict). Refused with a reason if it
        is not that human's turn or not legal; a refused intent changes nothing."""
        if self.phase != S.AWAITING_HUMAN:
            self.refused.emit(translate("Match", "It is not your turn."))
            return False
        try:
            if isinstance(intent, str):
                action = self.game.parse_action(intent)
            elif isinstance(intent, dict):
                action = self.game.action_from_dict(intent)
            else:
                action = intent
        except NotationError as e:
            self.refused.emit(str(e))
            return False
        if action not in self.state.legal_actions():
            self.refused.emit(self.state.why_illegal(action))
            return False
        self._apply(action)
        return True

    def confirm_handover(self) -> None:
        if self.phase != S.HANDOVER:
            return
        self.viewer = self.at_screen = self.state.current_player()
        self._enter(S.AWAITING_HUMAN)
        self.positionReset.emit(self.view())
        self._prompt()

    def can_undo(self) -> bool:
        if not self.humans or not self.actions or self.phase == S.GAME_OVER:
            return False  # a finished match is in the history; it is not taken back
        if self._rolled_at > self._undo_point():
            return False
        if self.hotseat:
            # only the player at the screen, only his own last move, before the hand-over, and
            # not a move that drew: playing again differently would show him the next cards
            return self.movers[-1] == self.at_screen and not self._last_drew
        return any(self.seats[m].kind == "human" for m in self.movers)

    def _undo_point(self) -> int:
        """The number of actions an undo keeps: those before the last human move (-1: none)."""
        for i in range(len(self.movers) - 1, -1, -1):
            if self.seats[self.movers[i]].kind == "human":
                return i
        return -1

    def undo(self) -> bool:
        """Take back the last human move (and the AI's replies after it). The position is
        rebuilt from the seed, so a card dealt again is the card that was dealt."""
        if not self.can_undo():
            if self.actions and self._rolled_at > self._undo_point():
                self.refused.emit(translate(
                    "Match", "The dice were rolled: taking the move back would tell you the next rolls."))
            elif self.hotseat and self.actions and self.movers[-1] == self.at_screen and self._last_drew:
                self.refused.emit(translate(
                    "Match", "A card was drawn: taking the move back would show what the deck holds next."))
            else:
                self.refused.emit(translate("Match", "There is no move of yours to take back."))
            return False
        self._cancel_search()
        self._rebuild(self.actions[:self._undo_point()])
        self._last_drew = False
        if self.hotseat:
            self.viewer = self.at_screen
        self.positionReset.emit(self.view())
        self._write_autosave()
        self._next_turn()
        return True

    def record(self) -> list[tuple[list[Event], SeatView]]:
        """The match so far, as the person at the screen may see it: each applied action's (and
        die's) events and the position after it, replayed from the seed. The table's log and the
        marks of the last move are rebuilt from it after an undo, a resume or a load."""
        state = self.game.new(self.options, self.seed)
        told: list[tuple[list[Event], SeatView]] = []

        def apply(action: Any) -> None:
            events = state.apply(action)
            told.append(([e.for_seat(self.viewer) for e in events], state.view(self.viewer)))

        for text in self.actions:
            while state.is_chance():
                apply(state.sample_chance())
            apply(self.game.parse_action(text))
        while state.is_chance() and not self.state.is_chance():
            apply(state.sample_chance())  # the dice rolled after the last decision
        return told

    def hint(self) -> None:
        """Ask the Master for the human's best move and why; hintReady carries it."""
        if self.phase != S.AWAITING_HUMAN:
            self.refused.emit(translate("Match", "A hint is for your own turn."))
            return
        seat = self.state.current_player()
        self._hint_view = self.state.view(seat)
        self._hint_plan = hint_plan(self.game.name, self._hint_view,
                                    derived_seed(self.seed, "hint", len(self.actions)), HINT_LEVEL,
                                    HINT_THINK if self.timed else None)
        self._start_plan(self._hint_plan)

    def played_s(self) -> float:
        """How long this game has been played, in seconds, across the sessions it was resumed in."""
        return time.monotonic() - self._started

    def save(self, path: Path) -> None:
        """Save the match where the player asks (SaveError or OSError if that fails)."""
        save_game(path, self.game.name, self.options, self.seed, self.actions, self.seats, self.state,
                  self.card_set, self.guest_sets, played_s=self.played_s())

    def start_keeping(self) -> None:
        """A folder for saves and history was found during this match: from now on it is autosaved
        (at once) and, when it ends, added to the history."""
        self.recording = True
        if self.phase == S.GAME_OVER:
            return  # a finished match has no autosave
        if self.autosave is None:
            try:
                self.autosave = autosave_path()
            except FolderError as e:
                self.warning.emit(AUTOSAVE, not_autosaved(e))
                return
        self._write_autosave()

    def stop(self) -> None:
        """Stop thinking: the search is killed, nothing more will be played (a new game)."""
        self._cancel_search()

    def in_progress(self) -> bool:
        """A person has moved in this match and it is not over: starting another abandons it."""
        return not self.state.is_terminal() and any(self.seats[m].kind == "human" for m in self.movers)

    def abandon(self) -> None:
        """The player leaves this match for another: the search stops, and a match in progress
        goes into the history as abandoned, its autosave with it (it is not to be resumed)."""
        self._cancel_search()
        if not self.in_progress():
            return
        if self.recording:
            problem = record_abandoned(self.game.name, self.options, self.seats, self.state, self.actions,
                                       self.played_s(), self.history, seed=self.seed,
                                       card_set=self.card_set, guest_sets=self.guest_sets)
            if problem:
                self.warning.emit(HISTORY, problem)
        if self._owns_autosave():
            assert self.autosave is not None
            with contextlib.suppress(OSError):  # if not, the next match's first move writes over it
                self.autosave.unlink(missing_ok=True)

    def close(self) -> None:
        """Stop thinking and the workers (closing the window)."""
        self._cancel_search()
        self.workers.close()

    # --- resume ------------------------------------------------------------------------------------
    @classmethod
    def resume(cls, path: Path | None = None, **kwargs: Any) -> Match:
        """A match rebuilt from a save (the autosave by default). SaveError if it is damaged, for
        whatever reason: a save that makes the reader itself fail is logged with the traceback
        and refused like any other damaged file. AutosaveInUse if the autosave is another running
        Salle's. It goes on autosaving to the autosave file, never over the save it was loaded from."""
        source = path or autosave_path()
        if path is None and not claim_autosave(source):
            raise AutosaveInUse(source)
        try:
            loaded: LoadedGame = load_game(source)
            match = cls(loaded.game, loaded.options, loaded.seed, loaded.seats, card_set=loaded.card_set,
                        guest_sets=loaded.guest_sets, **kwargs)
            match._rebuild(loaded.actions)
            match._started -= loaded.played_s  # the clock goes on from where the save left it
        except (SalleError, OSError):
            raise
        except Exception as e:  # the file is the player's or damaged: it must not stop Salle
            raise _loading_failed(source, e) from e
        if loaded.cards_warning:
            match._warnings.append((CARDS, loaded.cards_warning))
        return match

    @staticmethod
    def resumable(path: Path | None = None) -> bool:
        """There is an unfinished game to offer: a file at `path` (the autosave by default), and for
        the autosave, one no other running Salle holds."""
        try:
            source = path or autosave_path()
            if not source.is_file():
                return False
            return path is not None or claim_autosave(source)
        except FolderError:
            return False  # no saves folder: nothing to resume
        except OSError:
            log.warning("The autosave could not be looked at", exc_info=True)
            return False

    # --- inside --------------------------------------------------------------------------------------
    def _enter(self, phase: MatchState) -> None:
        if phase not in TRANSITIONS[self.phase]:
            raise RuntimeError(f"no transition from {self.phase} to {phase}")
        self.phase = phase
        self.stateEntered.emit(str(phase))

    def _next_turn(self) -> None:
        while self.state.is_chance():
            self._apply(self.state.sample_chance(), chained=True)
        if self.state.is_terminal():
            self._finish()
            return
        seat = self.state.current_player()
        if self.seats[seat].kind == "ai":
            self._enter(S.AI_THINKING)
            self.aiThinkingStarted.emit(seat)
            self._thinking_for = seat
            level = self.seats[seat].level or "club"
            lv = level_named(level)
            self._plan = plan(
                self.game.name,
                self.state.view(seat),
                level,
                move_seed(self.seed, len(self.actions)),
                lv.think if self.timed and lv is not None else None,
            )
            self._start_plan(self._plan)
        elif self.hotseat and self.viewer != seat and self.state.private_to_mover():
            self.viewer = None  # nobody's hand shows while the screen changes hands
            self.positionReset.emit(self.view())
            self._enter(S.HANDOVER)
            self.handoverRequested.emit(seat)
        else:
            if self.hotseat and self.viewer != seat:  # nothing to hide: the other player takes over
                self.viewer = self.at_screen = seat
                self.positionReset.emit(self.view())
            self._enter(S.AWAITING_HUMAN)
            self._prompt()

    def _prompt(self) -> None:
        s, g = self.state, self.game
        self.prompt.emit(s.current_player(), action_entries(g, s, s.legal_actions()))

    def _start_plan(self, p: Plan) -> None:
        if p.jobs:
            self.workers.submit(p.jobs)
        # even an instant decision arrives through the timer, so intents never nest
        self._poll.start()

    def _poll_search(self) -> None:
        active = self._plan if self.phase == S.AI_THINKING else self._hint_plan
        if active is None:
            self._poll.stop()
            return
        results: list[Any] = []
        if active.jobs:
            try:
                done = self.workers.poll()
            except WorkerError as e:
                self._poll.stop()
                if self._retried:
                    self.notice.emit(translate("Match", "{problem}. The AI cannot move; save the game and "
                                               "restart Salle.").format(problem=e))
                    return
                self._retried = True
                self.notice.emit(translate("Match", "{problem}; trying again.").format(problem=e))
                self._start_plan(active)
                return
            if done is None:
                return
            results = done[1]
        self._poll.stop()
        self._retried = False
        if active is self._hint_plan:
            self._hint_plan = None
            assert self._hint_view is not None  # asked with the hint
            self.hintReady.emit(advise(self.game.name, self._hint_view, active, results))
            return
        action = active.decide(results)
        seat = self._thinking_for
        self._plan = self._thinking_for = None
        self.aiThinkingFinished.emit(seat, self.game.format_action(action))
        self._apply(action)

    def _cancel_search(self) -> None:
        self._poll.stop()
        self.workers.cancel()
        self._plan = self._hint_plan = self._thinking_for = None

    def _apply(self, action: Any, chained: bool = False) -> None:
        if self._hint_plan is not None:
            # a hint belongs to the turn it was asked in: one arriving later would tell the next
            # player (in hot-seat, the other person) about a hand that is no longer on screen
            self._cancel_search()
        seat = self.state.current_player()
        text = self.game.format_action(action)
        events: list[Event] = self.state.apply(action)
        if seat == CHANCE:  # dice are not actions: the seed rolls them again on a replay
            self._rolled_at = len(self.actions)
        else:
            self.actions.append(text)
            self.movers.append(seat)
        self._live = True
        # a card came into a hand from a hidden pile (the deck, the Timer, the stock): a draw
        self._last_drew = any(isinstance(e, CardMoved) and e.dst.startswith("hand")
                              and not e.face_up and not e.src.startswith(("play", "hand"))
                              for e in events)
        self._write_autosave()
        self.eventsApplied.emit([e.for_seat(self.viewer) for e in events])
        self.viewChanged.emit(self.view())
        for e in events:
            if isinstance(e, RoundOver):
                self.roundOver.emit(e.winner, e.reason)
                # one action may end two rounds (Audatia: a second draw, then the point it gives)
                if not self.state.is_terminal() and self.phase != S.ROUND_OVER:
                    self._enter(S.ROUND_OVER)
        if not chained:
            self._next_turn()

    def _finish(self) -> None:
        self._enter(S.GAME_OVER)
        # a save of a finished match, opened again, is already in the history
        if self._live and self.recording:
            self.history_id, problem = record_finished(
                self.game.name,
                self.options,
                self.seats,
                self.state,
                self.actions,
                self.played_s(),
                self.history,
                seed=self.seed,
                card_set=self.card_set,
                guest_sets=self.guest_sets,
            )
            if problem:
                self.warning.emit(HISTORY, problem)
        if self._owns_autosave():
            assert self.autosave is not None
            try:
                self.autosave.unlink(missing_ok=True)
            except OSError as e:
                self.warning.emit(AUTOSAVE, translate(
                    "Match", "The finished game's autosave could not be removed: {reason}; Salle may offer "
                    "to resume it.").format(reason=plain_reason(e)))
        self.viewChanged.emit(self.state.view(None) if self.hotseat else self.view())
        self.gameOver.emit(self.state.winning_seat())

    def _rebuild(self, actions: list[str]) -> None:
        state = self.game.new(self.options, self.seed)
        movers = []
        self._rolled_at = -1
        for i, text in enumerate(actions):
            while state.is_chance():
                state.apply(state.sample_chance())
                self._rolled_at = i
            movers.append(state.current_player())
            state.apply(self.game.parse_action(text))
        self.state, self.actions, self.movers = state, list(actions), movers

    def _owns_autosave(self) -> bool:
        """This match may write and remove its autosave file: it has one, and no other running
        Salle holds it. If one does, this match stops autosaving there (the other's game is never
        written over nor removed) and the player is told how to keep this game."""
        if self.autosave is None:
            return False
        if claim_autosave(self.autosave):
            return True
        taken = AutosaveInUse(self.autosave)
        self.autosave = None
        self.warning.emit(AUTOSAVE, translate(
            "Match", "This game is not autosaved: {problem} Save it with Game ▸ Save… to keep it.").format(
            problem=taken))
        return False

    def _write_autosave(self) -> None:
        if not self._owns_autosave():
            return
        assert self.autosave is not None
        try:
            try:
                self._save_autosave(self.autosave)
            except NotOverwritten as e:
                self._set_damaged_aside(e.damage, e)
            except (SalleError, OSError):
                raise
            except Exception as e:
                # the file already there may be one whose reading fails outright: damaged as well
                damage = _damage(self.autosave)
                if damage is None:
                    log.error("The autosave %s could not be written", self.autosave, exc_info=e)
                    raise SaveError(self.autosave, "", unexpected_words(e, writing=True)) from e
                self._set_damaged_aside(damage, damage)
        except (SalleError, OSError) as e:
            self.warning.emit(AUTOSAVE, translate("Match", "Autosave failed: {problem}").format(problem=e))

    def _set_damaged_aside(self, damage: SaveError, refusal: SaveError) -> None:
        """A damaged autosave must not stop every autosave after it: it is kept aside for the
        player, under a dated name, and this game's autosave takes its place (`refusal` is raised
        if it cannot be moved)."""
        assert self.autosave is not None
        try:
            kept = set_aside_damaged(self.autosave)
        except OSError as moved:
            raise refusal from moved
        self.warning.emit(AUTOSAVE, translate(
            "Match", "The autosave file could not be read ({damage}). It was kept as {kept}, and "
            "this game is autosaved again.").format(damage=damage, kept=kept))
        self._save_autosave(self.autosave)

    def _save_autosave(self, path: Path) -> None:
        self._autosaved = save_game(path, self.game.name, self.options, self.seed, self.actions, self.seats,
                                    self.state, self.card_set, self.guest_sets, readable=self._autosaved,
                                    played_s=self.played_s())


def _damage(path: Path) -> SaveError | None:
    """Why the save at `path` cannot be read, or None if it can (or is not there)."""
    if not path.exists():
        return None
    try:
        load_game(path)
    except SaveError as e:
        return e
    except Exception as e:  # a save that breaks the reader is damaged all the same
        return _loading_failed(path, e)
    return None


def not_autosaved(problem: Exception) -> str:
    return translate("Match", "This game is not autosaved. {problem}").format(problem=problem)
