""""Play this set" is remembered: the last game's settings name the set, the next start finds it
by name among the sets Salle knows and plays it; a set gone or faulty is named in a message, and
the shipped cards are played."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.games.en_garde.cards import value_counts
from engine.store.cardsets import CardSet, new_card_set, read_card_set
from engine.store.settings import load_settings
from gui.dialogs.newgame import NewGameDialog
from gui.mainwindow import MainWindow


def few_ones() -> CardSet:
    card_set = new_card_set("Few ones", "en-garde")
    (deck,) = card_set.decks
    text = deck.source.read_text(encoding="utf-8")
    at = text.index("copies = ", text.index('id = "eg-1"'))
    deck.source.write_text(text[:at] + "copies = 2" + text[at + 10:], encoding="utf-8")
    return read_card_set(card_set.folder)


def test_a_set_played_is_played_again_on_the_next_start(
        opened: Callable[[], MainWindow], monkeypatch: pytest.MonkeyPatch) -> None:
    card_set = few_ones()
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: 1)  # the player starts it as offered
    first = opened()
    assert first.play_card_set(card_set)
    assert first.match is not None and first.match.card_set == card_set
    assert load_settings()[0].last_game["card_set"] == "Few ones"
    first.close()

    second = opened()
    second.start_last_game()
    assert second.match is not None and second.match.card_set == card_set
    assert value_counts()[1] == 2  # the set's deal, not the shipped one


def test_a_set_gone_or_faulty_is_named_and_the_shipped_cards_are_played(
        opened: Callable[[], MainWindow], monkeypatch: pytest.MonkeyPatch) -> None:
    card_set = few_ones()
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: 1)
    first = opened()
    assert first.play_card_set(card_set)
    first.close()

    (deck,) = card_set.decks
    deck.source.write_text(deck.source.read_text(encoding="utf-8").replace("copies = 2", "copies = 0"),
                           encoding="utf-8")
    faulty = opened()
    faulty.start_last_game()
    assert faulty.match is not None and faulty.match.card_set is None and value_counts()[1] == 5
    said = faulty.statusBar().currentMessage()
    assert "Few ones" in said and "fault" in said and "shipped cards" in said
    assert faulty.panel.has_line(said)
    faulty.close()

    shutil.rmtree(card_set.folder)
    gone = opened()
    gone.start_last_game()
    assert gone.match is not None and gone.match.card_set is None and value_counts()[1] == 5
    said = gone.statusBar().currentMessage()
    assert "Few ones" in said and "shipped cards" in said
    assert "could not be used" not in said  # the rest of the last game's settings still hold


def test_the_settings_file_keeps_the_sets_names_and_refuses_other_values(tmp_path: Path) -> None:
    last = {"game": "en-garde", "options": {}, "seed": None, "card_set": "Few ones", "guest_sets": ["Other"],
            "seats": [{"kind": "human", "level": None, "name": "Me"},
                      {"kind": "ai", "level": "club", "name": "C"}]}
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"last_game": last}), encoding="utf-8")
    settings, problem = load_settings(path)
    assert problem is None and settings.last_game == last
    for field, value in (("card_set", 3), ("guest_sets", "Other"), ("guest_sets", [None])):
        path.write_text(json.dumps({"last_game": {**last, field: value}}), encoding="utf-8")
        settings, problem = load_settings(path)
        assert settings.last_game == {} and problem is not None and f"last_game.{field}" in problem
