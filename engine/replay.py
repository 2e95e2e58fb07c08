"""A finished game stepped through: the position, the views and the events after any number of moves.

A game is its options, seed and actions (as a save or the practice history keeps them); the
dice are rolled again from the seed, as the match rolls them. Step n is the position after the
first n actions, with the dice that followed them rolled, which is where the match stood when
it asked for the next move. A finished game hides nothing any more, so a replay may show every
seat's hand; it is only ever built for a game that is over (or was abandoned, never to resume).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.core.errors import SalleError
from engine.core.events import Event
from engine.core.game import Game, GameState, OptionError
from engine.core.view import SeatView
from engine.games import get_game
from engine.store.cardsets import CardSet, CardSetError, SetLookup, check_ref, follow_card_set
from engine.store.history import GameRow
from engine.store.saves import LoadedGame, Seat, load_game, save_game


class ReplayError(SalleError):
    """A game that cannot be replayed; the message says why in the player's words."""


@dataclass(frozen=True)
class Step:
    """One action of the game: who made it, its notation and its words, and what followed."""

    seat: int
    text: str
    words: str
    events: tuple[Event, ...]  # the action's own events, then the dice rolled after it


class Replay:
    """The game `actions` played from `seed` under `options`; `len(replay)` actions long."""

    def __init__(self, game_name: str, options: dict[str, Any], seed: int, actions: Sequence[str],
                 seats: tuple[Seat, Seat], card_set: CardSet | None = None,
                 guest_sets: Sequence[CardSet] = ()) -> None:
        # the game's own cards, on the table and in the review's searches
        follow_card_set(card_set, guest_sets)
        self.card_set = card_set
        self.guest_sets = tuple(guest_sets)
        self.game: Game = get_game(game_name)
        self.options = self.game.parse_options(options)
        self.seed = seed
        self.seats = seats
        self.actions = list(actions)
        state = self.game.new(self.options, seed)
        opening = _roll(state)
        # every position is kept: a step back is a look-up, not a replay from the start
        self._states: list[GameState[Any]] = [state.clone()]
        self.opening: tuple[Event, ...] = tuple(opening)  # dice rolled before the first action
        self.steps: list[Step] = []
        for i, text in enumerate(self.actions):
            if state.is_terminal():
                raise ReplayError(f"move {i + 1} ({text}) comes after the end of the game")
            try:
                action = self.game.parse_action(text)
                seat = state.current_player()
                words = state.describe(action)
                events = state.apply(action)
            except SalleError as e:
                raise ReplayError(f"move {i + 1} ({text}) cannot be replayed: {e}") from None
            events += _roll(state)
            self.steps.append(Step(seat, self.game.format_action(action), words, tuple(events)))
            self._states.append(state.clone())

    @classmethod
    def from_save(cls, path: str | os.PathLike[str]) -> Replay:
        """A saved game (SaveError if the file cannot be read; ReplayError if it is not over:
        a game still to be played is resumed, not looked into)."""
        loaded: LoadedGame = load_game(path)
        if not loaded.state.is_terminal():
            raise ReplayError(f"{Path(path).name}: this game is not finished. Resume it with Game ▸ "
                              "Load…; it can be replayed once it is over.")
        return cls(loaded.game, loaded.options, loaded.seed, loaded.actions, loaded.seats, loaded.card_set,
                   loaded.guest_sets)

    @classmethod
    def from_row(cls, row: GameRow) -> tuple[Replay, str]:
        """A game of the practice history, and what to tell the player if the card set it was
        played with changed since (ReplayError if that set is gone or has a fault)."""
        if row.seed is None:
            raise ReplayError("this game was recorded without its deal, so it cannot be replayed")
        lookup = check_ref(row.card_set) if row.card_set is not None else SetLookup(None)
        if row.card_set is not None and lookup.card_set is None:
            raise ReplayError(lookup.warning)
        guests = [check_ref(ref) for ref in row.guest_sets]
        for guest in guests:
            if guest.card_set is None:
                raise ReplayError(guest.warning)
        warning = " ".join(w for w in (lookup.warning, *(g.warning for g in guests)) if w)
        try:
            return cls(row.game, row.options, row.seed, row.moves, row.seats, lookup.card_set,
                       [g.card_set for g in guests if g.card_set is not None]), warning
        except ReplayError as e:
            raise ReplayError(f"{e} ({warning})" if warning else str(e)) from None
        except (CardSetError, OptionError) as e:  # a row's options are its own: the game may refuse them
            raise ReplayError(str(e)) from None

    def __len__(self) -> int:
        return len(self.steps)

    def state(self, n: int) -> GameState[Any]:
        """The position after the first `n` actions (a copy: the replay's own stays as it is)."""
        return self._states[self._check(n)].clone()

    def view(self, n: int, seat: int | None) -> SeatView:
        """What `seat` saw after the first `n` actions."""
        return self._states[self._check(n)].view(seat)

    def legal_count(self, n: int) -> int:
        """How many moves the seat to act had after `n` actions (1: the move was forced)."""
        state = self._states[self._check(n)]
        return 0 if state.is_terminal() else len(state.legal_actions())

    def finished(self) -> bool:
        return self._states[-1].is_terminal()

    def winner(self) -> int | None:
        return self._states[-1].winning_seat()

    def scores(self) -> list[int]:
        return self._states[-1].scores()

    def save(self, path: str | os.PathLike[str]) -> None:
        """The whole game as a save (SaveError or OSError if that fails); loading it shows the
        finished game, which is in the history already."""
        save_game(path, self.game.name, self.options, self.seed, self.actions, self.seats, self._states[-1],
                  self.card_set, self.guest_sets)

    def _check(self, n: int) -> int:
        if not 0 <= n <= len(self.steps):
            raise IndexError(f"step {n} is not between 0 and {len(self.steps)}")
        return n


def _roll(state: GameState[Any]) -> list[Event]:
    # Dice are not actions: the state's seed rolls them again, as the match rolls them.
    events: list[Event] = []
    while state.is_chance():
        events += state.apply(state.sample_chance())
    return events

