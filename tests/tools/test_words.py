"""A person reads words, never ids (issue 17): in random matches of every game, no text a player
reads (the actions he may choose, the log, a refusal, a hint, the terminal game) holds a card's
id or a word of the notation. Notation stays in the referee, saves and `--notation`."""

from __future__ import annotations

import io
import random
import re
from typing import Any

import pytest

from engine.core.cards import decks_for
from engine.core.events import ActionPlayed
from engine.core.game import GameState
from engine.games import get_game
from engine.tools.play import TerminalGame

GAMES = ["en-garde", "ready-fence", "audatia", "barditus"]
ACTIONS = 40  # a few dozen actions: past the setup of every game into its play


def card_ids(game: str) -> set[str]:
    """The ids of the game's cards that no card's printed name uses as a word ("levy" is the id of
    one card and a word of the name "Foot levy")."""
    decks = decks_for(get_game(game).name)
    named = {w for d in decks for c in d.cards for w in c.name.split()}
    return {c.id for d in decks for c in d.cards} - named


def notation_words(state: GameState[Any], actions: list[Any]) -> set[str]:
    """The words of the actions' notation that are no English word nor plain number: F3, F2.3,
    A33, st5-1, bou-calcio."""
    out = set()
    for a in actions:
        for w in state.format_action(a).split():
            if not (w.isalpha() and w.islower()) and not w.isdigit():
                out.add(w)
    return out


def tokens(text: str) -> set[str]:
    return {w.strip(".,;:()[]'\"") for w in re.split(r"\s+", text)} - {""}


class Walk:
    """A random match of one game, keeping every text a player reads and every word he must not."""

    def __init__(self, game: str, seed: int) -> None:
        self.game = get_game(game)
        self.state = self.game.new({}, seed)
        self.rng = random.Random(seed)
        self.forbidden = card_ids(game)
        self.read: list[str] = []
        self.seen: list[Any] = []  # actions met so far, most of them illegal later on

    def run(self) -> None:
        s = self.state
        played = 0
        while played < ACTIONS and not s.is_terminal():
            if s.is_chance():
                s.apply(s.sample_chance())
                continue
            legal = s.legal_actions()
            self.forbidden |= notation_words(s, legal)
            self.read += [s.describe(a) for a in legal]  # the action list
            self.read.append(s.describe(self.rng.choice(legal)))  # a hint names one of them
            for a in self.rng.sample(self.seen, min(3, len(self.seen))):
                if a not in legal:  # a refusal names the action refused
                    self.read.append(s.why_illegal(a))
            self.seen += legal
            seat = s.current_player()
            for e in s.apply(self.rng.choice(legal)):  # the log, as each seat reads it
                for viewer in (seat, 1 - seat):
                    shown = e.for_seat(viewer)
                    if isinstance(shown, ActionPlayed):
                        self.read.append(shown.words)
            played += 1


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [1, 7])
def test_no_text_a_player_reads_holds_an_id_or_notation(game: str, seed: int) -> None:
    walk = Walk(game, seed)
    walk.run()
    assert walk.read and all(walk.read)
    for text in walk.read:
        leaked = tokens(text) & walk.forbidden
        assert not leaked, f"{text!r} shows {leaked}"


class RandomPlayer(io.StringIO):
    """A person at the terminal who types the number of a legal action, and now and then the
    notation of an action that is not legal now."""

    def __init__(self, rng: random.Random, lines: int) -> None:
        super().__init__()
        self.rng, self.left = rng, lines
        self.game: TerminalGame | None = None
        self.seen: list[Any] = []

    def readline(self, size: int | None = -1) -> str:
        self.left -= 1
        if self.left < 0 or self.game is None:
            return "q\n"
        s = self.game.state
        legal = s.legal_actions() if not s.is_terminal() and not s.is_chance() else []
        self.seen += legal
        stale = [a for a in self.seen if a not in legal]
        if stale and self.rng.random() < 0.2:
            return s.format_action(self.rng.choice(stale)) + "\n"
        return f"{self.rng.randrange(1, len(legal) + 1) if legal else 1}\n"


@pytest.mark.parametrize("game", GAMES)
def test_the_terminal_game_reads_in_words_and_shows_notation_only_when_asked(game: str) -> None:
    forbidden = card_ids(game)
    outputs = {}
    for notation in (False, True):
        player = RandomPlayer(random.Random(3), 50)
        out = io.StringIO()
        term = TerminalGame(get_game(game), {}, ("human", "human"), 5, player, out, notation=notation)
        player.game = term
        term.run()
        outputs[notation] = out.getvalue()
        for a in player.seen:
            forbidden |= notation_words(term.state, [a])
    plain = tokens(outputs[False])
    assert not plain & forbidden, f"the terminal shows {plain & forbidden}"
    assert tokens(outputs[True]) & forbidden  # --notation shows it beside the words
