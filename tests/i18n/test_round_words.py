"""Why a round, a period or a game ended reaches a person in words, never as the engine's code:
every game gives its words (`Game.round_words`), and the log and the terminal say them."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine.core.events import RoundOver
from engine.games import get_game
from engine.tools.play import TerminalGame
from gui.i18n import use_language
from gui.panels import log_lines

# options under which each game ends rounds (or periods) soon and often
GAMES: dict[str, dict[str, Any]] = {
    "en-garde": {"hits": 3},
    "ready-fence": {"mode": "basic"},
    "audatia": {},
}  # a Barditus battle is one round: its end is the game's


def endings(game: str, options: dict[str, Any], seeds: int = 6) -> list[RoundOver]:
    g = get_game(game)
    found: list[RoundOver] = []
    for seed in range(seeds):
        state, rng = g.new(g.parse_options(options), seed), random.Random(seed)
        for _ in range(3000):
            if state.is_terminal():
                break
            events = state.apply(rng.choice(state.legal_actions())) if not state.is_chance() \
                else state.apply(state.sample_chance())
            found += [e for e in events if isinstance(e, RoundOver)]
    return found


@pytest.fixture
def german() -> Iterator[None]:
    use_language("de")
    yield
    use_language("en")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_ending_is_said_in_words(game: str, german: None) -> None:
    ended = endings(game, GAMES[game])
    assert ended, f"{game}: no round ended in the games played"
    g = get_game(game)
    for e in ended:
        words = g.ended_words(e)
        assert words and words != e.reason, (e.reason, words)  # translated, not the code
        assert "_" not in words and "{" not in words, words


def test_the_replays_log_says_why_a_round_ended(german: None) -> None:
    g = get_game("ready-fence")
    ended = next(e for e in endings("ready-fence", GAMES["ready-fence"]) if e.reason == "period_over")
    (line, _notation), = log_lines([ended], ["Ann", "Ben"], g.ended_words)
    assert g.ended_words(ended) in line and "period_over" not in line
    assert log_lines([ended], ["Ann", "Ben"]) == []  # the table's own log: the story tells it


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_log_and_the_terminal_say_each_ending_in_words(game: str, german: None) -> None:
    """Every way a round ended in the games played, once each: the replay's log line and the
    terminal's line carry the game's words for it, never its code."""
    g = get_game(game)
    ended = list({e.reason: e for e in endings(game, GAMES[game])}.values())
    assert ended
    out = io.StringIO()
    terminal = TerminalGame(g, GAMES[game], ("human", "human"), 1, io.StringIO(), out)
    terminal.narrate(list(ended))
    said = out.getvalue().splitlines()
    for e, (line, _notation), told in zip(ended, log_lines(ended, ["Ann", "Ben"], g.ended_words), said,
                                          strict=True):
        words = g.ended_words(e)
        assert words in line and words in told, (e.reason, line, told)
        if "_" in e.reason:  # a code no sentence could be mistaken for
            assert e.reason not in line and e.reason not in told
