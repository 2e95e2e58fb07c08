"""A match with a card set: the table's engine and the AI's worker processes deal the set's cards,
saves and the history record the set (name and content hash), and a resume says when the set
changed or refuses it when it is gone."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine.ai.worker import SearchWorkers
from engine.games.en_garde.cards import value_counts
from engine.match import CARDS, Match, MatchState
from engine.store.cardsets import CardSet, card_set_in_play, new_card_set, read_card_set
from engine.store.history import History
from engine.store.saves import SaveError, Seat, load_game

# whole matches: each level plays as at the table, on the smallest searches (tests/conftest.py)
pytestmark = pytest.mark.usefixtures("small_search")

HUMAN = Seat("human", None, "Me")
CLUB = Seat("ai", "club", "Club")


def copies(card_set: CardSet, card: str, n: int) -> CardSet:
    (name, text), = card_set.files
    at = text.index("copies = ", text.index(f'id = "{card}"'))
    (card_set.folder / name).write_text(text[:at] + f"copies = {n}" + text[at + 10:], encoding="utf-8")
    return read_card_set(card_set.folder)


def many_ones() -> CardSet:
    return copies(new_card_set("Few ones", "en-garde"), "eg-1", 2)


def make(tmp_path: Path, workers: SearchWorkers, card_set: CardSet | None) -> Match:
    return Match("en-garde", {"hits": 2}, 7, (HUMAN, CLUB), autosave=tmp_path / "auto.json",
                 history=tmp_path / "history.sqlite3", workers=workers, card_set=card_set)


def play_some(qtbot: QtBot, match: Match, moves: int) -> None:
    match.start()
    for _ in range(moves):
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=60_000)
        match.play(match.legal_actions()[0])
    qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER), timeout=60_000)


def test_the_match_and_its_ai_play_with_the_set_and_the_save_names_it(
        qtbot: QtBot, tmp_path: Path, workers: SearchWorkers) -> None:
    card_set = many_ones()
    match = make(tmp_path, workers, card_set)
    assert card_set_in_play() == card_set and value_counts()[1] == 2
    dealt = match.state.deck + match.state.hand_cards(0) + match.state.hand_cards(1)
    assert dealt.count(1) == 2 and len(dealt) == 22
    play_some(qtbot, match, 3)  # the Club's searches ran in the worker processes on these cards
    assert len(match.actions) >= 4
    loaded = load_game(tmp_path / "auto.json")
    assert loaded.card_set == card_set and loaded.cards_warning == ""
    assert loaded.state.to_json() == match.state.to_json()
    match.close()


def test_a_new_match_without_a_set_plays_the_shipped_cards_again(tmp_path: Path,
                                                                  workers: SearchWorkers) -> None:
    make(tmp_path, workers, many_ones())
    make(tmp_path, workers, None)
    assert card_set_in_play() is None and value_counts()[1] == 5


def test_a_resume_warns_when_the_set_changed_and_refuses_when_it_is_gone(
        qtbot: QtBot, tmp_path: Path, workers: SearchWorkers) -> None:
    card_set = many_ones()
    match = make(tmp_path, workers, card_set)
    play_some(qtbot, match, 1)
    match.close()
    make(tmp_path / "other", workers, None)  # another game in between, with the shipped cards
    (name, text), = card_set.files  # the designer goes on: a card's words change, not the deal
    (card_set.folder / name).write_text(text.replace('name = "Two"', 'name = "Deux"'), encoding="utf-8")
    resumed = Match.resume(tmp_path / "auto.json", history=tmp_path / "history.sqlite3", workers=workers)
    assert resumed.card_set == read_card_set(card_set.folder) and value_counts()[1] == 2
    told: list[tuple[str, str]] = []
    resumed.warning.connect(lambda kind, text: told.append((kind, text)))
    resumed.start()
    assert [kind for kind, _ in told] == [CARDS] and "'Few ones' has changed" in told[0][1]
    resumed.close()
    copies(card_set, "eg-1", 4)  # a change of the deal: the save cannot be replayed, and says why
    with pytest.raises(SaveError) as caught:
        load_game(tmp_path / "auto.json")
    assert "'Few ones' has changed" in str(caught.value)
    shutil.rmtree(card_set.folder)
    with pytest.raises(SaveError) as caught:
        load_game(tmp_path / "auto.json")
    assert caught.value.field == "cards" and "'Few ones', which is not there" in str(caught.value)


def test_the_history_records_the_set(qtbot: QtBot, tmp_path: Path, workers: SearchWorkers) -> None:
    card_set = many_ones()
    match = make(tmp_path, workers, card_set)
    play_some(qtbot, match, 1)
    match.abandon()
    match.close()
    with History(tmp_path / "history.sqlite3") as history:
        (row,) = history.recent()
    assert row.card_set == {"name": "Few ones", "hash": card_set.hash}


def test_a_replay_from_the_history_deals_the_sets_cards_or_says_it_is_gone(
        qtbot: QtBot, tmp_path: Path, workers: SearchWorkers) -> None:
    from engine.replay import Replay, ReplayError

    card_set = many_ones()
    match = make(tmp_path, workers, card_set)
    play_some(qtbot, match, 2)
    match.abandon()
    match.close()
    make(tmp_path / "other", workers, None)
    with History(tmp_path / "history.sqlite3") as history:
        (row,) = history.recent()
    replay, told = Replay.from_row(row)
    assert told == "" and replay.state(len(replay)).to_json() == match.state.to_json()
    shutil.rmtree(card_set.folder)
    with pytest.raises(ReplayError, match="'Few ones', which is not there"):
        Replay.from_row(row)
