"""Two card sets meet in one match where each seat plays its own deck (an Audatia character, a
Barditus army): the second set's decks join as guests, "<deck>@<set>", which the options choose;
the match, its AI workers, saves, the history and replays carry every set; En Garde and
Ready...Fence! share one deck, so they play one set."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine.ai.players import SearchJob, run_job
from engine.ai.worker import SearchWorkers
from engine.core.game import OptionError
from engine.games import get_game
from engine.games.audatia.cards import character_decks
from engine.games.barditus.cards import armies
from engine.match import CARDS, Match, MatchState
from engine.replay import Replay, ReplayError
from engine.store.cardsets import (
    CardSet,
    CardSetError,
    card_set_in_play,
    guest_sets_in_play,
    new_card_set,
    read_card_set,
    use_card_set,
)
from engine.store.history import History
from engine.store.saves import SaveError, Seat, load_game

# whole matches: each level plays as at the table, on the smallest searches (tests/conftest.py)
pytestmark = pytest.mark.usefixtures("small_search")

HUMAN = Seat("human", None, "Me")
CLUB = Seat("ai", "club", "Club")
MEETING = {"challenger_deck": "boucicaut", "respondent_deck": "boucicaut@Beta"}


def renamed(card_set: CardSet, old: str, new: str) -> CardSet:
    for name, text in card_set.files:
        if f'name = "{old}"' in text:
            (card_set.folder / name).write_text(text.replace(f'name = "{old}"', f'name = "{new}"'),
                                                encoding="utf-8")
    return read_card_set(card_set.folder)


def two_bouciauts() -> tuple[CardSet, CardSet]:
    alpha = renamed(new_card_set("Alpha", "audatia", ["boucicaut"]), "Posta di Donna", "Donna alpha")
    beta = renamed(new_card_set("Beta", "audatia", ["boucicaut"]), "Posta di Donna", "Donna beta")
    return alpha, beta


def names(deck: object) -> set[str]:
    return {c.name for c in deck.source.cards}  # type: ignore[attr-defined]


def test_two_designed_versions_of_one_audatia_character_face_each_other() -> None:
    alpha, beta = two_bouciauts()
    game = get_game("audatia")
    with pytest.raises(OptionError):  # no guest in play: there is no such deck
        game.parse_options(MEETING)
    use_card_set(alpha, [beta])
    spec = next(s for s in game.options if s.name == "respondent_deck")
    assert list(spec.choices) == ["boucicaut", "galeazzo", "boucicaut@Beta"]
    assert spec.label("boucicaut@Beta") == "Boucicaut (Beta)"
    state = game.new(game.parse_options(MEETING), 5)
    assert "Donna alpha" in names(state.decks[0]) and "Donna beta" in names(state.decks[1])
    assert set(character_decks()) == {"boucicaut", "galeazzo", "boucicaut@Beta"}


def test_a_guest_may_meet_the_shipped_deck_of_the_same_id() -> None:
    _, beta = two_bouciauts()
    use_card_set(None, [beta])
    state = get_game("audatia").new(get_game("audatia").parse_options(MEETING), 5)
    assert "Posta di Donna" in names(state.decks[0]) and "Donna beta" in names(state.decks[1])


def test_two_designed_roman_armies_fight_each_other() -> None:
    gamma = renamed(new_card_set("Gamma", "barditus", ["roman"]), "Hastati", "Hastati gamma")
    delta = renamed(new_card_set("Delta", "barditus", ["roman", "gallic"]), "Hastati", "Hastati delta")
    use_card_set(gamma, [delta])
    game = get_game("barditus")
    assert {"roman@Delta", "gallic@Delta"} <= set(game.options[0].choices)
    assert game.options[1].label("roman@Delta") == "Roman legion (Delta)"
    state = game.new(game.parse_options({"army0": "roman", "army1": "roman@Delta"}), 3)
    assert state.armies == ["roman", "roman@Delta"] or tuple(state.armies) == ("roman", "roman@Delta")
    assert {c.name for c in armies()["roman"].cards.values()} >= {"Hastati gamma"}
    assert {c.name for c in armies()["roman@Delta"].cards.values()} >= {"Hastati delta"}


def test_games_whose_players_share_one_deck_play_one_set() -> None:
    first = new_card_set("First", "en-garde")
    second = new_card_set("Second", "en-garde")
    with pytest.raises(CardSetError, match="En Garde both players share one deck"):
        use_card_set(first, [second])
    assert card_set_in_play() is None and guest_sets_in_play() == ()


def test_a_guest_of_another_game_is_refused() -> None:
    alpha, _ = two_bouciauts()
    with pytest.raises(CardSetError, match="different games"):
        use_card_set(alpha, [new_card_set("Bands", "barditus", ["roman"])])


def test_a_search_job_carries_the_guests_to_its_process() -> None:
    alpha, beta = two_bouciauts()
    use_card_set(alpha, [beta])
    game = get_game("audatia")
    view = game.new(game.parse_options(MEETING), 5).view(0)
    job = SearchJob("audatia", view, 20, 1)
    assert job.cards == alpha and job.guests == (beta,)
    use_card_set(None)  # another process, with no set in play: the job brings them
    assert run_job(job)
    assert guest_sets_in_play() == (beta,)


def play(qtbot: QtBot, match: Match, moves: int) -> None:
    match.start()
    for _ in range(moves):
        qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER),
                        timeout=60_000)
        if match.phase == MatchState.GAME_OVER:
            break
        match.play(match.legal_actions()[0])
    qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER), timeout=60_000)


def meeting_match(tmp_path: Path, workers: SearchWorkers, alpha: CardSet | None, beta: CardSet) -> Match:
    return Match("audatia", dict(MEETING), 7, (HUMAN, CLUB), autosave=tmp_path / "auto.json",
                 history=tmp_path / "history.sqlite3", workers=workers, card_set=alpha, guest_sets=[beta])


def test_a_match_of_two_sets_is_saved_resumed_recorded_and_replayed(
        qtbot: QtBot, tmp_path: Path, workers: SearchWorkers) -> None:
    alpha, beta = two_bouciauts()
    match = meeting_match(tmp_path, workers, alpha, beta)
    play(qtbot, match, 2)  # the Club searched in the worker processes with both sets
    data = json.loads((tmp_path / "auto.json").read_text(encoding="utf-8"))
    assert data["schema"] == 4 and data["played_s"] >= 0  # the table's saves carry the time played
    assert data["cards"] == alpha.ref() and data["guest_cards"] == [beta.ref()]
    use_card_set(None)  # Salle started again
    loaded = load_game(tmp_path / "auto.json")
    assert loaded.card_set == alpha and loaded.guest_sets == (beta,) and loaded.cards_warning == ""
    assert loaded.state.to_json() == match.state.to_json()
    match.abandon()
    match.close()
    with History(tmp_path / "history.sqlite3") as history:
        (row,) = history.recent()
    assert row.card_set == alpha.ref() and row.guest_sets == (beta.ref(),)
    use_card_set(None)
    replay, told = Replay.from_row(row)
    assert told == "" and replay.state(len(replay)).to_json() == match.state.to_json()
    assert replay.guest_sets == (beta,)


def test_a_changed_guest_is_said_and_a_missing_one_refuses_the_save(
        qtbot: QtBot, tmp_path: Path, workers: SearchWorkers) -> None:
    _, beta = two_bouciauts()
    match = meeting_match(tmp_path, workers, None, beta)
    play(qtbot, match, 1)
    match.close()
    use_card_set(None)
    renamed(beta, "Posta di Finestra", "Finestra beta")  # a card's words: the deal is the same
    resumed = Match.resume(tmp_path / "auto.json", history=tmp_path / "history.sqlite3", workers=workers)
    told: list[tuple[str, str]] = []
    resumed.warning.connect(lambda kind, text: told.append((kind, text)))
    resumed.start()
    assert [kind for kind, _ in told] == [CARDS] and "'Beta' has changed" in told[0][1]
    resumed.save(tmp_path / "kept.salle")
    resumed.abandon()
    resumed.close()
    with History(tmp_path / "history.sqlite3") as history:
        (row,) = history.recent()
    shutil.rmtree(beta.folder)
    use_card_set(None)
    with pytest.raises(SaveError) as caught:
        load_game(tmp_path / "kept.salle")
    assert caught.value.field == "guest_cards[0]" and "'Beta', which is not there" in str(caught.value)
    with pytest.raises(ReplayError, match="'Beta', which is not there"):
        Replay.from_row(row)
