"""The competition file: saved and resumed as it was; a damaged file refused naming the file and
the field, and never written over."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.games.ready_fence.competition import Competition
from engine.store.competitions import (
    CompetitionFileError,
    NotOverwritten,
    competition_path,
    load_competition,
    save_competition,
    set_aside_damaged,
)
from engine.store.paths import data_dir
from engine.store.saves import Seat, load_game, save_game
from tests.ready_fence.test_competition import halfway


def test_a_competition_is_kept_in_the_data_folder_and_resumed_as_it_was() -> None:
    assert load_competition() is None  # none yet: nothing to resume, no damage either
    comp = halfway()
    save_competition(comp)
    assert competition_path().parent == data_dir()
    back = load_competition()
    assert back is not None and back.to_json() == comp.to_json()
    bout = back.next_bout()
    assert bout is not None and comp.next_bout() is not None
    assert back.bout_seed(bout) == comp.bout_seed(comp.next_bout())  # the same bout, the same deal
    # it goes on: the next bout recorded and saved again over the readable file
    if back.is_players(bout):
        a, b = bout.fencers
        assert b is not None
        back.record(bout, {a: back.target(bout), b: 0}, a)
    else:
        back.play_out(bout)
    save_competition(back)
    again = load_competition()
    assert again is not None and again.to_json() == back.to_json()


@pytest.mark.parametrize(("text", "field", "words"), [
    ("{not json", "", "not JSON"),
    ("", "", "empty"),
    ('{"format": "salle-save"}', "format", "not a Salle competition"),
])
def test_an_unreadable_file_is_refused_with_its_name(text: str, field: str, words: str) -> None:
    path = competition_path()
    path.write_text(text, encoding="utf-8")
    with pytest.raises(CompetitionFileError) as caught:
        load_competition()
    assert caught.value.field == field and words in str(caught.value)
    assert "competition.json" in str(caught.value)


def test_a_damaged_competition_names_the_field_and_is_never_written_over() -> None:
    data = {**halfway().to_json(), "saved_at": "2026-01-01T10:00:00+00:00"}
    data["pool"][2]["touches"] = [5, 7]
    path = competition_path()
    text = json.dumps(data)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(CompetitionFileError) as caught:
        load_competition()
    assert str(caught.value).startswith("competition.json: pool[2].touches: ")
    with pytest.raises(NotOverwritten):
        save_competition(Competition.new("Ann", "basic", 6, 1))
    assert path.read_text(encoding="utf-8") == text
    kept = set_aside_damaged()
    assert kept.read_text(encoding="utf-8") == text and not path.exists()
    save_competition(Competition.new("Ann", "basic", 6, 1))  # the place is free again
    assert load_competition() is not None


def test_a_bad_date_is_refused() -> None:
    data = {**Competition.new("Ann", "basic", 7, 2).to_json(), "saved_at": "yesterday"}
    competition_path().write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CompetitionFileError) as caught:
        load_competition()
    assert caught.value.field == "saved_at"


def test_a_bout_with_a_styled_ai_is_saved_and_resumed(tmp_path: Path) -> None:
    from engine.games.ready_fence import GAME

    state = GAME.new(GAME.parse_options({"target": 5}), 4)
    seats = (Seat("human", None, "Ann"), Seat("ai", "club-counter", "Marta Sala"))
    save_game(tmp_path / "bout.json", GAME.name, GAME.parse_options({"target": 5}), 4, [], seats, state)
    assert load_game(tmp_path / "bout.json").seats[1].level == "club-counter"
