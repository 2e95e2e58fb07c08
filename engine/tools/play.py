"""A game in the terminal: against the AI or hot-seat, so the engine is playable without the table.

Type an action's number or its notation; `?` lists the notation, `hint` asks the Club AI, `q`
quits. Actions read in words; `notation=True` (`--notation`) shows each one's notation beside
them. In hot-seat the screen is cleared and the next fencer presses Enter before his hand shows.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any, TextIO

from engine.ai.players import LEVELS, choose_action, move_seed
from engine.core.errors import NotationError
from engine.core.events import ActionPlayed, DieRolled, Event, GameOver, HandRevealed, RoundOver
from engine.core.game import Game, GameState
from engine.core.i18n import translate
from engine.games.words import by_name
from engine.store.history import record_finished
from engine.store.saves import Seat

CLEAR = "\033[2J\033[H"


class Quit(Exception):
    pass


class TerminalGame:
    def __init__(self, game: Game, options: Mapping[str, Any], seats: tuple[str, str], seed: int,
                 inp: TextIO = sys.stdin, out: TextIO = sys.stdout,
                 history: Path | None = None, notation: bool = False) -> None:
        self.game, self.seats, self.seed = game, seats, seed
        self.options = game.parse_options(options)
        self.state: GameState[Any] = game.new(self.options, seed)
        self.history = history  # None: the practice history in the data folder
        self.notation = notation
        self.moves: list[str] = []
        self.inp, self.out = inp, out
        first, second = (
            translate("TerminalGame", "You") if s == "human" and seats.count("human") == 1 else
            self.game.player_name(i) + ("" if s == "human" else f" ({LEVELS[s].words})")
            for i, s in enumerate(seats)
        )
        self.names = (first, second)
        self.hotseat = seats == ("human", "human")
        self.last_human: int | None = None
        self.ply = 0

    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def ask(self, prompt: str) -> str:
        self.out.write(prompt)
        self.out.flush()
        line = self.inp.readline()
        if not line:
            raise Quit
        return line.strip()

    def run(self) -> int:
        started = time.monotonic()
        try:
            while not self.state.is_terminal():
                if self.state.is_chance():  # dice roll from the seed; they are not moves
                    self.narrate(self.state.apply(self.state.sample_chance()))
                    continue
                seat = self.state.current_player()
                if self.seats[seat] == "human":
                    action = self.human_turn(seat)
                else:
                    action = choose_action(self.game.name, self.state.view(seat), self.seats[seat],
                                           move_seed(self.seed, self.ply))
                text = self.game.format_action(action)
                events = self.state.apply(action)
                # the log line as the person at the screen may read it (a hidden choice is not named)
                watcher = seat if self.seats[seat] == "human" else self._human()
                shown = events[0].for_seat(watcher)
                if isinstance(shown, ActionPlayed) and shown.text != text:
                    self.say(f"{self.names[seat]}: {shown.text}")
                else:
                    words = shown.words if isinstance(shown, ActionPlayed) and shown.words else text
                    self.say(f"{self.names[seat]}: {self._with_notation(words, text)}")
                self.moves.append(text)
                self.narrate(events)
                self.ply += 1
        except Quit:
            self.say("\n" + translate("TerminalGame", "Game left unfinished."))
            return 0
        self.say(self.game.render_text(self.state.view(None), self.names))
        self.record(time.monotonic() - started)
        return 0

    def record(self, duration_s: float) -> None:
        seats = [Seat("human") if s == "human" else Seat("ai", s) for s in self.seats]
        _, problem = record_finished(self.game.name, self.options, seats, self.state, self.moves, duration_s,
                                     self.history, seed=self.seed)
        if problem:
            self.say(f"({problem})")

    def human_turn(self, seat: int) -> Any:
        if self.hotseat and self.last_human != seat and self.state.private_to_mover():
            self.say(CLEAR if self.out.isatty() else "")
            self.ask(translate("TerminalGame", "Pass the screen to {name} and press Enter. ").format(
                name=self.names[seat]))
        self.last_human = seat
        view = self.state.view(seat)
        self.say("\n" + self.game.render_text(view, self.names))
        legal = self.state.legal_actions()
        for i, a in enumerate(legal, 1):
            self.say(f"  {i:>2}) {self._words(a)}")
        while True:
            text = self.ask(translate("TerminalGame",
                                      "Your action (number or notation, ? help, hint, q quit): "))
            if text.lower() in ("q", "quit", "exit"):
                raise Quit
            if text in ("?", "help"):
                self.say(self.game.notation_help)
                continue
            if text.lower() == "hint":
                hint = choose_action(self.game.name, view, "club", move_seed(self.seed, self.ply))
                self.say(translate("TerminalGame", "Hint: {move}").format(move=self._words(hint)))
                continue
            if text.isdigit() and 1 <= int(text) <= len(legal):
                return legal[int(text) - 1]
            try:
                action = self.game.parse_action(text)
            except NotationError as e:
                self.say(str(e))
                continue
            if action in legal:
                return action
            self.say(translate("TerminalGame", "{reason}; choose from the list.").format(
                reason=self.state.why_illegal(action)))

    def _words(self, action: Any) -> str:
        return self._with_notation(self.state.describe(action), self.game.format_action(action))

    def _with_notation(self, words: str, text: str) -> str:
        return f"{words}   [{text}]" if self.notation else words

    def _human(self) -> int | None:
        """The seat of the person at the terminal, if exactly one person plays."""
        humans = [s for s in (0, 1) if self.seats[s] == "human"]
        return humans[0] if len(humans) == 1 else None

    def narrate(self, events: list[Event]) -> None:
        for e in events:
            if isinstance(e, HandRevealed):
                cards = " ".join(map(str, e.cards)) or translate("TerminalGame", "no cards")
                self.say(by_name(self.names[e.seat], translate("TerminalGame", "You show {cards}"),
                                 translate("TerminalGame", "{name} shows {cards}"), cards=cards))
            elif isinstance(e, RoundOver):
                who = (translate("TerminalGame", "Drawn round") if e.winner is None else
                       by_name(self.names[e.winner], translate("TerminalGame", "You win the round"),
                               translate("TerminalGame", "{name} wins the round")))
                self.say("*** " + translate("TerminalGame", "{result} ({reason}). Score {score}").format(
                    result=who, reason=self.game.ended_words(e), score=self.state.scores()) + " ***")
            elif isinstance(e, DieRolled):
                self.say("  " + by_name(self.names[e.seat],
                                        translate("TerminalGame", "You roll {value} ({purpose})"),
                                        translate("TerminalGame", "{name} rolls {value} ({purpose})"),
                                        value=e.value, purpose=e.purpose))
            elif isinstance(e, GameOver):
                self.say("*** " + (translate("TerminalGame", "Drawn match") if e.winner is None else
                                   by_name(self.names[e.winner],
                                           translate("TerminalGame", "You win the match"),
                                           translate("TerminalGame", "{name} wins the match"))) + " ***")
