"""The referee's JSON-lines protocol: every command, and refusals that change nothing."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.games import get_game
from engine.tools.referee import Referee, serve

ROOT = Path(__file__).resolve().parents[2]


def ask(ref: Referee, msg: Any) -> dict[str, Any]:
    return ref.answer(json.dumps(msg))


def test_new_legal_play_and_position() -> None:
    ref = Referee(get_game("en-garde"))
    pos = ask(ref, {"cmd": "new", "seed": 4, "options": {"level": "advanced"}})["position"]
    assert pos["options"]["level"] == "advanced" and pos["pos"] == [0, 22]
    legal = ask(ref, {"cmd": "legal"})
    assert legal["ok"] and legal["to_move"] == 0
    first = legal["legal"][0]
    played = ask(ref, {"cmd": "play", "action": first["text"]})
    assert played["ok"] and played["events"][0] == {"event": "action", "seat": 0, "text": first["text"]}
    assert played["position"] == ask(ref, {"cmd": "position"})["position"]
    assert played["position"]["to_move"] == 1


def test_structured_actions_are_accepted_too() -> None:
    ref = Referee(get_game("en-garde"))
    ask(ref, {"cmd": "new", "seed": 4})
    action = ask(ref, {"cmd": "legal"})["legal"][-1]["action"]
    assert ask(ref, {"cmd": "play", "action": action})["ok"]


def test_illegal_or_malformed_action_is_refused_and_changes_nothing() -> None:
    ref = Referee(get_game("en-garde"))
    ask(ref, {"cmd": "new", "seed": 4})
    before = ask(ref, {"cmd": "position"})["position"]
    for bad in ("F9", "A3", "hello", 7, {"type": "jump"}, {"type": "advance", "card": 6}):
        answer = ask(ref, {"cmd": "play", "action": bad})
        assert answer["ok"] is False and answer["error"]
    assert ask(ref, {"cmd": "position"})["position"] == before


def test_load_refuses_a_bad_position_naming_the_field() -> None:
    ref = Referee(get_game("en-garde"))
    good = ask(ref, {"cmd": "new", "seed": 1})["position"]
    bad = dict(good, pos=[10, 4])
    answer = ask(ref, {"cmd": "load", "position": bad})
    assert answer["ok"] is False and answer["error"].startswith("pos:")
    assert ask(ref, {"cmd": "load", "position": good})["position"] == good


def test_ai_plays_a_reproducible_legal_move_or_only_suggests() -> None:
    answers = []
    for _ in range(2):
        ref = Referee(get_game("en-garde"))
        ask(ref, {"cmd": "new", "seed": 9})
        legal = [a["text"] for a in ask(ref, {"cmd": "legal"})["legal"]]
        hint = ask(ref, {"cmd": "ai", "level": "club", "seed": 3, "apply": False})
        assert hint["action"]["text"] in legal and "position" not in hint
        answers.append(ask(ref, {"cmd": "ai", "level": "club", "seed": 3}))
    assert answers[0] == answers[1] and answers[0]["position"]["to_move"] == 1


def test_commands_before_a_game_and_unknown_commands_are_refused() -> None:
    ref = Referee(get_game("en-garde"))
    assert "no game yet" in ask(ref, {"cmd": "legal"})["error"]
    assert "not a command" in ask(ref, {"cmd": "fly"})["error"]
    assert ref.answer("{not json")["ok"] is False
    assert ask(ref, {"cmd": "ai", "level": "grandmaster"})["ok"] is False


def test_serve_answers_line_by_line_and_stops_at_quit() -> None:
    lines = ['{"cmd":"new","seed":2}', "", '{"cmd":"quit"}', '{"cmd":"position"}']
    out = io.StringIO()
    assert serve("en-garde", io.StringIO("\n".join(lines) + "\n"), out) == 0
    answers = [json.loads(x) for x in out.getvalue().splitlines()]
    # the empty line is answered too (a script reads one answer per line it sent); none after quit
    assert [a["ok"] for a in answers] == [True, False, True]
    assert "empty" in answers[1]["error"]


def test_a_full_match_through_the_referee_process() -> None:
    """A whole match, each level of the rules, played by a script over the real pipe."""
    for level in ("basic", "standard", "advanced"):
        proc = subprocess.Popen([sys.executable, "main.py", "referee", "en-garde"], cwd=ROOT,
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

        def send(msg: Any, proc: subprocess.Popen[str] = proc) -> dict[str, Any]:
            assert proc.stdin and proc.stdout
            proc.stdin.write(json.dumps(msg) + "\n")
            proc.stdin.flush()
            answer: dict[str, Any] = json.loads(proc.stdout.readline())
            return answer

        pos = send({"cmd": "new", "seed": 5, "options": {"level": level, "hits": 2}})["position"]
        plies = 0
        while pos["phase"] != "over":
            legal = send({"cmd": "legal"})["legal"]
            pos = send({"cmd": "play", "action": legal[plies % len(legal)]["text"]})["position"]
            plies += 1
        send({"cmd": "quit"})
        assert proc.wait(timeout=10) == 0
        assert max(pos["hits"]) == 2 and pos["winner"] in (0, 1)


# --- bad input: every line answered, the game unchanged -------------------------------------

# (a line, a word its refusal must hold: the field or the fault it names)
BAD_LINES: list[tuple[str, str]] = [
    ('{"cmd":[]}', "cmd"), ('{"cmd":{}}', "cmd"), ('{"cmd":7}', "cmd"), ('{"seat":0}', "cmd"),
    ('{"cmd":"ai","level":[]}', "level"), ('{"cmd":"ai","level":"novice","seed":1.5}', "seed"),
    ('{"cmd":"ai","level":"novice","apply":0}', "apply"),
    ('{"cmd":"ai","level":"novice","apply":"no"}', "apply"),
    ('{"cmd":"view","seat":1.0}', "seat"), ('{"cmd":"view","seat":true}', "seat"),
    ('{"cmd":"view","seat":[0]}', "seat"), ('{"cmd":"view","seat":2}', "seat"),
    ('{"cmd":"new","seed":true}', "seed"), ('{"cmd":"new","seed":-1}', "seed"),
    ('{"cmd":"new","options":[]}', "options"), ('{"cmd":"new","options":{"level":{}}}', "level"),
    ('{"cmd":"load"}', "position"), ('{"cmd":"load","position":[]}', "position"),
    ('{"cmd":"play"}', "action"), ('{"cmd":"play","action":null}', "action"),
    ('{"cmd":"play","action":{"type":[]}}', "type"), ('{"cmd":"legal","seat":0}', "seat"),
    ('{"cmd":"play","acton":"F3"}', "acton"), ('{"cmd":"roll"}', "die"),
    ("", "empty"), ("   ", "empty"), ("7", "object"), ('"new"', "object"), ("[1]", "object"),
    ("null", "object"), ("true", "object"), ("{not json", "JSON"), ('{"cmd":"new","seed":NaN}', "NaN"),
    ('{"cmd":"new","seed":Infinity}', "Infinity"), ("[" * 100_000, "nests"),
    ('{"cmd":"new","seed":' + "9" * 5000 + "}", "number"),
]


@pytest.mark.parametrize(("line", "names"), BAD_LINES, ids=[b[0][:40] for b in BAD_LINES])
def test_a_malformed_line_is_refused_naming_what_is_wrong_and_changes_nothing(line: str, names: str) -> None:
    ref = Referee(get_game("en-garde"))
    before = ask(ref, {"cmd": "new", "seed": 3})["position"]
    answer = ref.answer(line)
    assert answer["ok"] is False and names in answer["error"], answer
    assert "referee failed" not in answer["error"]
    assert ask(ref, {"cmd": "position"})["position"] == before


def test_a_line_that_is_not_utf8_is_refused_and_the_next_is_answered() -> None:
    out = io.StringIO()
    serve("en-garde", [b'{"cmd":"new","seed":3}\n', b'{"cmd":"\xff\xfe"}\n', b'{"cmd":"legal"}\n'], out)
    answers = [json.loads(x) for x in out.getvalue().splitlines()]
    assert [a["ok"] for a in answers] == [True, False, True]
    assert "UTF-8" in answers[1]["error"]


def test_a_flaw_in_a_game_is_answered_and_leaves_the_game_as_it_was(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fault of ours (not of the line) still gets its one answer, and the half-played action
    is undone: the referee plays on from where it was."""
    ref = Referee(get_game("en-garde"))
    before = ask(ref, {"cmd": "new", "seed": 3})["position"]
    first = ask(ref, {"cmd": "legal"})["legal"][0]["text"]
    assert ref.state is not None
    state_class = type(ref.state)
    real_apply = state_class.apply

    def half_apply(self: Any, action: Any) -> Any:
        self.step(action)
        raise KeyError("boom")

    monkeypatch.setattr(state_class, "apply", half_apply)
    answer = ask(ref, {"cmd": "play", "action": first})
    assert answer["ok"] is False and "KeyError" in answer["error"] and "unchanged" in answer["error"]
    assert ask(ref, {"cmd": "position"})["position"] == before
    monkeypatch.setattr(state_class, "apply", real_apply)
    assert ask(ref, {"cmd": "play", "action": first})["ok"]


def test_the_real_referee_answers_every_line_of_garbage_and_plays_on() -> None:
    lines = [b'{"cmd":"new","seed":1}', b"", b"\xff\xfe\x00", b"[]", b'{"cmd":[]}',
             b'{"cmd":"view","seat":true}', b'{"cmd":"ai","level":{}}', b"[" * 50_000, b'{"cmd":"legal"}',
             b'{"cmd":"quit"}']
    proc = subprocess.run([sys.executable, "main.py", "referee", "en-garde"], cwd=ROOT,
                          input=b"\n".join(lines) + b"\n", capture_output=True, timeout=60)
    assert proc.returncode == 0 and proc.stderr == b""
    answers = [json.loads(x) for x in proc.stdout.decode().splitlines()]
    assert len(answers) == len(lines)
    assert [a["ok"] for a in answers] == [True] + [False] * 7 + [True, True]
