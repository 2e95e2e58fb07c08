"""The playing tools' --guest-set: a further card set's decks join as guests, "<deck>@<set>", that
the options and `balance --pair` name; a guest that cannot meet the others is a usage error."""

from __future__ import annotations

import pytest

from engine.store.cardsets import guest_sets_in_play, new_card_set
from main import main

ARENA = ["arena", "audatia", "--a", "novice", "--b", "novice", "-n", "2", "--jobs", "1"]


def test_arena_sets_a_set_against_another_set_of_the_same_character(
        capsys: pytest.CaptureFixture[str]) -> None:
    new_card_set("Alpha", "audatia", ["boucicaut"])
    new_card_set("Beta", "audatia", ["boucicaut"])
    assert main([*ARENA, "--card-set", "Alpha", "--guest-set", "Beta",
                 "-o", "challenger_deck=boucicaut", "-o", "respondent_deck=boucicaut@Beta"]) == 0
    assert "| novice | novice | 2 |" in capsys.readouterr().out
    assert [g.name for g in guest_sets_in_play()] == ["Beta"]


def test_balance_pairs_a_guests_character_with_the_shipped_one(capsys: pytest.CaptureFixture[str]) -> None:
    new_card_set("Beta", "audatia", ["boucicaut"])
    assert main(["balance", "audatia", "--level", "novice", "-n", "4", "--jobs", "1", "--guest-set", "Beta",
                 "--pair", "boucicaut,boucicaut@Beta"]) == 0
    out = capsys.readouterr().out
    assert "| pairing | boucicaut against boucicaut@Beta | 4 |" in out  # sides rotated


@pytest.mark.parametrize("argv, said", [
    (["arena", "en-garde", "--a", "novice", "--b", "novice", "-n", "1", "--guest-set", "Eg"],
     "--guest-set: in En Garde both players share one deck"),
    ([*ARENA, "--guest-set", "Bands"], "--guest-set: Bands is a card set of Barditus, not of Audatia"),
    ([*ARENA, "-o", "respondent_deck=boucicaut@Beta"], "respondent_deck"),
    (["balance", "audatia", "--pair", "boucicaut,boucicaut@Nobody"], "--pair: option respondent_deck"),
    (["balance", "en-garde", "--pair", "a,b"], "--pair: in En Garde both players share one deck"),
    (["balance", "audatia", "--pair", "boucicaut"], "write a pairing as DECK,DECK"),
])
def test_guests_that_cannot_meet_are_usage_errors(argv: list[str], said: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    new_card_set("Eg", "en-garde")
    new_card_set("Bands", "barditus", ["roman"])
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    assert said in capsys.readouterr().err


@pytest.mark.usefixtures("small_search")  # the guest in play, not the coach's judgement
def test_calibrate_plays_a_guests_character(capsys: pytest.CaptureFixture[str]) -> None:
    new_card_set("Beta", "audatia", ["boucicaut"])
    assert main(["calibrate", "audatia", "--level", "novice", "--coach", "club", "-n", "1", "--jobs", "1",
                 "--guest-set", "Beta", "-o", "respondent_deck=boucicaut@Beta"]) == 0
    assert "1 matches" in capsys.readouterr().out


def test_the_referee_deals_a_guests_army(monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    import json
    import sys
    from io import BytesIO, TextIOWrapper

    new_card_set("Bands", "barditus", ["roman"])
    line = b'{"cmd": "new", "seed": 2, "options": {"army0": "roman@Bands", "army1": "roman"}}\n'
    monkeypatch.setattr(sys, "stdin", TextIOWrapper(BytesIO(line)))
    assert main(["referee", "barditus", "--guest-set", "Bands"]) == 0
    answer = json.loads(capsys.readouterr().out.splitlines()[0])
    assert answer["ok"] and answer["position"]["options"]["army0"] == "roman@Bands"
