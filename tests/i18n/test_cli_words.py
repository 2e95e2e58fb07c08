"""The referee's refusals and Salle's own usage errors speak the command line's language
(`--lang` or the locale), and so does argparse's own frame ("usage:", "options", its errors); the
protocol's words (commands, fields, JSON values) stay as they are."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QCoreApplication

from engine.games import get_game
from engine.tools.referee import Referee
from gui.i18n import use_language
from main import main


def _errors(lines: list[str | bytes]) -> list[str]:
    referee = Referee(get_game("en-garde"))
    return [referee.answer(line)["error"] for line in lines]


COMMANDS = "new, load, position, legal, play, ai, roll, view, quit"
BAD_LINES: list[str | bytes] = [
    '{"cmd": "play", "action": "lunge 3"}',  # no game yet
    '{"cmd": "new", "seed": -1}',
    '{"cmd": "fence"}',
    '{"seed": 1}',
    '{"cmd": "legal", "seat": 0}',
    "[1, 2]",
    "",
    b"\xff{}",
]


def test_the_referee_refuses_in_german_keeping_the_protocols_words(qapp: QCoreApplication) -> None:
    english = _errors(BAD_LINES)
    assert english[0] == 'no game yet: send {"cmd":"new"} or {"cmd":"load"} first'
    assert english[1] == "seed: must be a whole number of at least 0, not -1"
    use_language("de")
    german = _errors(BAD_LINES)
    assert german == [
        'noch kein Spiel: sende zuerst {"cmd":"new"} oder {"cmd":"load"}',
        "seed: muss eine ganze Zahl ab 0 sein, nicht -1",
        f'cmd: "fence" ist kein Befehl; verwende einen von {COMMANDS}',
        f"cmd: fehlt; verwende einen von {COMMANDS}",
        "seat: ist kein Feld von legal (es nimmt kein weiteres Feld)",
        'die Zeile muss ein JSON-Objekt mit einem "cmd" sein, nicht eine Liste',
        'die Zeile ist leer: sende je Zeile ein JSON-Objekt mit einem "cmd"',
        "die Zeile ist kein UTF-8-Text (Byte 1)",
    ]


def test_a_referee_game_refuses_in_french_once_it_has_begun(qapp: QCoreApplication) -> None:
    use_language("fr")
    referee = Referee(get_game("audatia"))
    assert referee.answer('{"cmd": "new", "seed": 3}')["ok"]
    assert referee.answer('{"cmd": "ai", "level": "grandmaster"}')["error"].startswith(
        'level : doit être l\u2019un de ')
    assert referee.answer('{"cmd": "play"}')["error"] == "action : manque"


@pytest.mark.parametrize(("args", "german", "english"), [
    (["proofs", "en-garde", "--bleed", "9"], "der Anschnitt muss 0 bis 5 mm betragen, nicht 9",
     "bleed must be"),
    (["proofs", "en-garde", "--copies", "50"],
     "'50': die Anzahl der Kopien muss eine ganze Zahl von 1 bis 20 sein", "copies must"),
    (["proofs", "en-garde", "--offset", "x"], "'x': X,Y in Millimetern angeben", "give X,Y"),
    (["proofs", "en-garde", "--card", "huge"], "Kartengröße 'huge': poker, bridge, mini oder BxH",
     "card size"),
    (["proofs", "en-garde", "--cards", "no-such-card"], "keine Karte 'no-such-card' in en-garde", "no card"),
    (["play", "fencing"], "kein Spiel 'fencing'; wähle aus", "no game"),
])
def test_our_usage_errors_speak_german_with_lang(
        capsys: pytest.CaptureFixture[str], args: list[str], german: str, english: str) -> None:
    with pytest.raises(SystemExit) as e:
        main(["--lang", "de", *args])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert german in err and english not in err


def test_the_referee_answers_each_line_in_json_in_the_language(
        qapp: QCoreApplication, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b'{"cmd": "roll"}\n')))
    assert main(["--lang", "it", "referee", "barditus"]) == 0
    answer = json.loads(capsys.readouterr().out)
    said = 'ancora nessuna partita: invia prima {"cmd":"new"} o {"cmd":"load"}'
    assert answer == {"ok": False, "error": said}


@pytest.mark.parametrize(("lang", "usage", "options"), [
    ("de", "Aufruf: salle", "Optionen:"), ("fr", "utilisation : salle", "options:"),
    ("it", "uso: salle", "opzioni:")])
def test_argparse_s_own_words_speak_the_language_asked(
        capsys: pytest.CaptureFixture[str], lang: str, usage: str, options: str) -> None:
    with pytest.raises(SystemExit) as e:
        main(["--lang", lang, "--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith(usage) and options in out and "usage:" not in out
    with pytest.raises(SystemExit) as e:
        main(["--lang", lang, "play"])
    assert e.value.code == 2
    assert "the following arguments are required" not in capsys.readouterr().err
    use_language("en")
