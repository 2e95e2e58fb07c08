"""`salle sets` and the tools' --card-set: usage errors exit 2, a faulty set exits 1 naming the
file, the card and the field, and a sound set is what the tool plays with."""

from __future__ import annotations

import json
import sys
from io import BytesIO, TextIOWrapper
from pathlib import Path

import pytest

from engine.store.cardsets import find_card_set, new_card_set
from engine.store.settings import load_settings
from main import main


@pytest.mark.parametrize("argv", [
    ["sets"], ["sets", "fly"], ["sets", "new", "Gauls"], ["sets", "new", "Gauls", "chess"],
    ["sets", "new", "Gauls", "barditus", "--deck", "picts"], ["sets", "new", "../up", "barditus"],
    ["sets", "check", "Nowhere"], ["arena", "en-garde", "--a", "club", "--b", "club", "--cards", "Nowhere"],
    ["proofs", "en-garde", "--card-set", "Nowhere"],
])
def test_bad_arguments_exit_2_with_usage(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    assert "usage:" in capsys.readouterr().err


def test_new_list_and_check(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sets", "new", "Boucicaut bis", "audatia", "--deck", "boucicaut"]) == 0
    assert main(["sets", "list"]) == 0
    out = capsys.readouterr().out
    assert "Boucicaut bis (Audatia)" in out and "sound" in out
    assert main(["sets", "check", "Boucicaut bis"]) == 0
    with pytest.raises(SystemExit) as exc:  # a set that exists is not made again
        main(["sets", "new", "Boucicaut bis", "audatia"])
    assert exc.value.code == 2


def test_a_set_kept_elsewhere_is_remembered(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    where = tmp_path / "mine"
    where.mkdir()  # --in makes the set's own folder only
    assert main(["sets", "new", "Away", "en-garde", "--in", str(where)]) == 0
    assert str((where / "Away").resolve()) in load_settings()[0].card_set_folders
    assert main(["sets", "list"]) == 0
    assert "Away (En Garde)" in capsys.readouterr().out


def test_a_faulty_set_exits_1_naming_file_card_and_field(capsys: pytest.CaptureFixture[str]) -> None:
    made = new_card_set("Odd", "en-garde")
    (name, text), = made.files
    (made.folder / name).write_text(text.replace("value = 3", "value = 7"), encoding="utf-8")
    assert main(["sets", "check", "Odd"]) == 1
    assert "en-garde.toml: card eg-3 value: must be one of 1, 2, 3, 4, 5, not 7" in capsys.readouterr().out
    assert main(["arena", "en-garde", "--a", "novice", "--b", "novice", "-n", "1", "--cards", "Odd"]) == 1
    assert "card eg-3 value" in capsys.readouterr().err


def test_a_set_of_another_game_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    new_card_set("Gauls", "barditus", ["gallic"])
    with pytest.raises(SystemExit) as exc:
        main(["balance", "en-garde", "--cards", "Gauls"])
    assert exc.value.code == 2
    assert "Gauls is a card set of Barditus, not of En Garde" in capsys.readouterr().err


def test_the_referee_deals_from_the_set(monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    made = new_card_set("Fives", "en-garde")
    (name, text), = made.files
    (made.folder / name).write_text(text.replace("copies = 5", "copies = 3"), encoding="utf-8")
    assert find_card_set("Fives").ok
    monkeypatch.setattr(sys, "stdin", TextIOWrapper(BytesIO(b'{"cmd": "new", "seed": 2}\n')))
    assert main(["referee", "en-garde", "--cards", str(made.folder)]) == 0
    position = json.loads(capsys.readouterr().out.splitlines()[0])["position"]
    assert len(position["deck"]) + sum(len(h) for h in position["hands"]) == 15


def test_the_sets_command_speaks_the_language_asked(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "de", "sets", "list"]) == 0
    assert capsys.readouterr().out.startswith("Noch keine Kartensätze")
    assert main(["--lang", "fr", "sets", "new", "Gaulois bis", "barditus", "--deck", "gallic"]) == 0
    assert capsys.readouterr().out.startswith("Jeu de cartes Gaulois bis créé dans ")
