"""The referee's JSON-lines protocol: every command, and refusals that change nothing."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

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
    assert "unknown cmd" in ask(ref, {"cmd": "fly"})["error"]
    assert ref.answer("{not json")["ok"] is False
    assert ask(ref, {"cmd": "ai", "level": "grandmaster"})["ok"] is False


def test_serve_answers_line_by_line_and_stops_at_quit() -> None:
    lines = ['{"cmd":"new","seed":2}', "", '{"cmd":"quit"}', '{"cmd":"position"}']
    out = io.StringIO()
    assert serve("en-garde", io.StringIO("\n".join(lines) + "\n"), out) == 0
    answers = [json.loads(x) for x in out.getvalue().splitlines()]
    assert [a["ok"] for a in answers] == [True, True]  # nothing after quit


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
