"""The side panel's action list and log in one voice for every game: each action a short
imperative line, the whole sentence on hover and for a screen reader where the line leaves words
out, and the log a transcript ("You: keep the hand", "Ben: keep the hand")."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.core.verbs import sentence
from engine.games import get_game
from engine.match import MatchState, action_entries
from engine.store.saves import Seat
from gui.mainwindow import MainWindow
from tests.conformance.test_action_words import imperative
from tests.conformance.walk import _valid, positions
from tests.tools.test_words import GAMES

YOU = Seat("human", None, "You")
BEN = Seat("human", None, "Ben")
# the games some of whose lines leave words out (En Garde's say it all: "advance 2")
EXPLAINED = {"ready-fence", "audatia", "barditus"}


def every_options(game: str) -> list[dict[str, Any]]:
    g = get_game(game)
    names = [spec.name for spec in g.options]
    combos = (dict(zip(names, values, strict=True)) for values in
              itertools.product(*(list(spec.choices) for spec in g.options)))
    return [o for o in combos if _valid(g, o)]


@pytest.mark.parametrize("game", GAMES)
def test_an_action_whose_line_leaves_words_out_says_them_on_hover(window: MainWindow, game: str) -> None:
    window.new_match(game, {}, (YOU, BEN), seed=3)
    g, panel = get_game(game), window.panel
    rng = random.Random(7)
    options = every_options(game)
    explained = 0
    for i in range(40):
        for s in positions(g, rng.choice(options), 2**33 + i, i):
            if s.is_terminal() or s.is_chance():
                continue
            entries = action_entries(g, s, s.legal_actions())
            panel.show_prompt(entries)
            assert panel.action_list.count() == len(entries)
            for row, entry in enumerate(entries):
                item = panel.action_list.item(row)
                short, long = sentence(entry["words"]), sentence(entry["long"])
                assert item.text() == f"{row + 1}. {short}"
                told = item.data(Qt.ItemDataRole.AccessibleDescriptionRole)
                if long != short:
                    explained += 1
                    assert item.toolTip() == long and told == long
                else:  # nothing more to say: no tooltip repeating the line
                    assert item.toolTip() == "" and not told
        if explained >= 20:
            break
    wanted = 20 if game in EXPLAINED else 0
    assert explained >= wanted, f"only {explained} actions of {game} had more to say than their line"


@pytest.mark.parametrize("game", GAMES)
def test_the_log_is_a_transcript_of_who_did_what(window: MainWindow, qtbot: QtBot, game: str) -> None:
    window.new_match(game, {}, (YOU, BEN), seed=5)
    match = window.match
    assert match is not None
    played = []
    while len(played) < 6:
        if match.phase == MatchState.HANDOVER:
            match.confirm_handover()
        assert match.phase == MatchState.AWAITING_HUMAN
        action = match.legal_actions()[0]
        played.append((("You", "Ben")[match.state.current_player()], match.describe(action)))
        assert match.play(action)
    log = [window.panel.log.item(i).text() for i in range(window.panel.log.count())]
    for who, words in played:
        line = f"{who}: {words}"
        assert not imperative(words), line
        if who == "You" or line in log:  # the other person's hidden card reads as its public words
            assert line in log, (line, log)
    if game == "ready-fence":
        assert log[:2] == ["You: keep the hand", "Ben: keep the hand"]
