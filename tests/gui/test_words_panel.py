"""The side panel reads in words (issue 17): the action list, the log, refusals and the hint name
cards and places as the game does, the notation shows only in a column the player switches on
(View menu, remembered), and long lines wrap instead of scrolling sideways."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from engine.ai.coach import Advice
from engine.games import get_game
from engine.match import MatchState
from engine.store.saves import Seat
from engine.store.settings import Settings
from gui.mainwindow import MainWindow
from tests.tools.test_words import GAMES, card_ids, notation_words, tokens

ANN = Seat("human", None, "Ann")
BEN = Seat("human", None, "Ben")


def texts(widget: Any) -> list[str]:
    return [widget.item(i).text() for i in range(widget.count())]


def play_randomly(window: MainWindow, qtbot: QtBot, game: str, actions: int) -> tuple[list[str], set[str]]:
    """A hot-seat match played from the match's legal actions: what the panel showed, the status
    bar's refusals and hints, and the ids and notation none of it may hold."""
    window.new_match(game, {}, (ANN, BEN), seed=11)
    match = window.match
    assert match is not None
    rng = random.Random(5)
    forbidden = card_ids(game)
    read: list[str] = []
    refusals: list[str] = []
    match.refused.connect(refusals.append)
    seen: list[Any] = []
    for _ in range(actions):
        if match.phase == MatchState.HANDOVER:
            match.confirm_handover()
        if match.phase != MatchState.AWAITING_HUMAN:
            break
        legal = list(match.legal_actions())
        forbidden |= notation_words(match.state, legal)
        read += texts(window.panel.action_list)
        assert window.panel.action_list.count() == len(legal)
        # a hint as the match hands it over, shown in the panel
        hint = rng.choice(legal)
        match.hintReady.emit(Advice(hint, match.state.describe(hint), chance=None))
        read.append(window.panel.hint_text.text())
        stale = [a for a in seen if a not in legal]
        if stale:
            window.scene.try_play(rng.choice(stale))  # refused: the status bar says why
            read.append(window.statusBar().currentMessage())
        seen += legal
        assert match.play(rng.choice(legal))
    read += texts(window.panel.log) + refusals
    return read, forbidden


@pytest.mark.parametrize("game", GAMES)
def test_the_panel_and_the_status_bar_read_in_words(window: MainWindow, qtbot: QtBot, game: str) -> None:
    read, forbidden = play_randomly(window, qtbot, game, 30)
    assert len(texts(window.panel.log)) >= 10
    for text in read:
        assert not tokens(text) & forbidden, f"{text!r} shows {tokens(text) & forbidden}"


def test_the_notation_column_is_off_until_switched_on_and_remembered(window: MainWindow, qtbot: QtBot,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    saved: list[bool] = []
    monkeypatch.setattr("gui.mainwindow.save_settings", lambda s: saved.append(s.show_notation))
    window.new_match("en-garde", {}, (ANN, Seat("ai", "novice", "Novice")), seed=3)
    assert window.match is not None and window.match.phase == MatchState.AWAITING_HUMAN
    assert not window.notation_action.isChecked()
    first = texts(window.panel.action_list)[0]
    notation = window.match.state.format_action(window.match.state.legal_actions()[0])
    assert notation not in first.split()
    window.notation_action.trigger()
    assert saved == [True]
    assert f"[{notation}]" in texts(window.panel.action_list)[0]
    window.match.play(window.match.state.legal_actions()[0])
    assert f"[{notation}]" in texts(window.panel.log)[0]  # the log has the column too
    window.notation_action.trigger()
    assert saved == [True, False] and "[" not in texts(window.panel.log)[0]
    # a window opened with the setting on shows the column from the start
    other = MainWindow(Settings(animation_speed="off", show_notation=True))
    qtbot.addWidget(other)
    assert other.notation_action.isChecked() and other.panel.show_notation
    other.close()


def long_entries() -> tuple[list[dict[str, Any]], list[str]]:
    """A Barditus prompt with retreats, each in its whole sentence (a card's name and its ranks in
    every line), and an Audatia log of long card names."""
    s = get_game("barditus").new({}, 2)
    rng = random.Random(4)
    while not any(a.kind == "retreat" for a in s.legal_actions()):
        s.apply(s.sample_chance() if s.is_chance() else rng.choice(s.legal_actions()))
    prompt = [{"text": s.format_action(a), "words": s.explain(a), "action": s.action_to_dict(a)}
              for a in s.legal_actions()]
    a = get_game("audatia").new({}, 2)
    log = []
    for _ in range(30):
        act = rng.choice(a.legal_actions())
        log.append(f"Galeazzo da Mantova: {a.describe(act)} and a few words more to be long")
        a.apply(act)
    return prompt, log


@pytest.mark.parametrize("size", [(1024, 640), (1440, 860)])
def test_long_lines_wrap_with_no_horizontal_scrollbar(window: MainWindow, qtbot: QtBot,
                                                      size: tuple[int, int]) -> None:
    window.resize(*size)
    window.new_match("barditus", {}, (ANN, BEN), seed=2)
    prompt, log = long_entries()
    window.panel.show_prompt(prompt)
    for line in log:
        window.panel.add_log(line)
    qtbot.wait(50)  # the lists lay their items out
    for view in (window.panel.action_list, window.panel.log):
        assert max(len(t) for t in texts(view)) > 60  # lines longer than the panel is wide
        assert not view.horizontalScrollBar().isVisible()


def test_the_hint_shows_the_move_its_win_chance_and_its_reasons(window: MainWindow, qtbot: QtBot) -> None:
    window.new_match("en-garde", {}, (ANN, Seat("ai", "club", "Club")), seed=3)
    match = window.match
    assert match is not None and match.phase == MatchState.AWAITING_HUMAN
    with qtbot.waitSignal(match.hintReady, timeout=60_000) as got:
        window.hint()
    hint: Advice = got.args[0]
    assert hint.chance is not None and 0.0 <= hint.chance <= 1.0 and "% to win" in hint.odds()
    shown = window.panel.hint_text.text().split("\n")
    assert shown[0] == f"Hint: {hint.words}" and shown[1] == hint.odds()
    assert shown[2:] == [f"• {r}" for r in hint.reasons]
    assert window.scene.preview == hint.action  # and shown on the table, for Enter to play
    # a hint with facts to tell shows each on a line of its own
    fact = "All five 3s are accounted for: he cannot parry an attack with a 3."
    window.on_hint(replace(hint, reasons=[fact]))
    assert window.panel.hint_text.text().split("\n")[2] == f"• {fact}"


def test_a_hint_asked_out_of_turn_does_not_say_the_master_is_thinking(window: MainWindow) -> None:
    window.new_match("en-garde", {}, (ANN, Seat("ai", "club", "Club")), seed=3)
    match = window.match
    assert match is not None
    match.play(match.legal_actions()[0])  # now the Club is to move
    assert match.phase != MatchState.AWAITING_HUMAN
    window.hint()
    assert "thinking" not in window.panel.hint_text.text()
