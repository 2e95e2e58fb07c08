"""The referee's JSON-lines protocol: every command, and refusals that change nothing."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.games import get_game
from engine.games.audatia.cards import hand_of
from engine.tools.referee import Referee, serve
from tests.audatia.build import BOU, GAL, card, posta, remedy, scene, strike, struck
from tests.en_garde.build import position
from tests.plugin_game import plugged_in
from tests.ready_fence.helpers import table

# Audatia cards the forced-step tests use, picked by their symbols
B_MF = strike(BOU, "mf", parry=True, counter=True, sun="rays", basic=True)
B_MM = strike(BOU, "mm", attack=True, parry=True)
B_REM_IN = remedy(BOU, sides={"inside"})
B_REM_OUT = remedy(BOU, sides={"outside"})
B_PLAIN = posta(BOU, attackable_by=None, extensa=False, bonus=(), side="middle", attacks_has=["mm"])
G_REM_IN = remedy(GAL, sides={"inside"})
G_REM_OUT = remedy(GAL, sides={"outside"})

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
    assert played["ok"] and played["events"][0] == {"event": "action", "seat": 0, "text": first["text"],
                                                     "words": "advance 1"}
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
    is undone: the referee plays on from where it was. The flaw is planted in the test game's
    rules: the built-in games' may be compiled (engine/compiled.py), and a compiled class's
    methods cannot be replaced."""
    with plugged_in() as game:
        ref = Referee(game)
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


# --- steps the rules play by themselves: marked "forced" --------------------------------------


def loaded(game: str, position: dict[str, Any]) -> Referee:
    ref = Referee(get_game(game))
    assert ask(ref, {"cmd": "load", "position": position})["ok"]
    return ref


def forced(events: list[dict[str, Any]]) -> list[tuple[str, Any, Any]]:
    """The events marked forced: (kind, the phase or the action's text, the seat)."""
    return [(e["event"], e.get("phase", e.get("text")), e.get("to_move", e.get("seat")))
            for e in events if e.get("forced")]


def test_en_garde_an_attack_with_no_parry_hits_and_the_skipped_parry_is_marked() -> None:
    # at distance 3 the attacker holds 3s; the defender holds none: no parry, and a plain
    # attack leaves no retreat
    ref = loaded("en-garde", position(hands=("33124", "11245"), pos=(7, 10)))
    events = ask(ref, {"cmd": "play", "action": "A3"})["events"]
    assert forced(events) == [("phase_changed", "parry", 1)]
    i = next(i for i, e in enumerate(events) if e.get("forced"))
    assert events[i + 1] == {"event": "round_over", "winner": 0, "reason": "hit"}
    # with a 3 to parry with, the step is the defender's own: nothing is marked
    ref = loaded("en-garde", position(hands=("33124", "13245"), pos=(7, 10)))
    events = ask(ref, {"cmd": "play", "action": "A3"})["events"]
    assert forced(events) == [] and events[-1] == {"event": "phase_changed", "phase": "parry", "to_move": 1}


def test_ready_fence_a_phrase_whose_only_answer_is_pass_is_judged_and_marked() -> None:
    s = table(hands=(["st4-1", "bt4-1"], ["sh5-1", "st4-2"]))
    ref = loaded("ready-fence", s.to_json())
    answer = ask(ref, {"cmd": "play", "action": "play st4-1"})
    assert forced(answer["events"]) == []  # B has answers: the phrase waits for him
    answer = ask(ref, {"cmd": "play", "action": "play sh5-1"})
    # A has nothing but to pass: the referee judges the phrase at once, and says so
    assert forced(answer["events"]) == [("phase_changed", "phrase", 0)]
    assert answer["position"]["points"] == [0, 1]


def test_audatia_an_entry_step_with_nothing_to_do_is_skipped_and_marked() -> None:
    shown = card(BOU, B_MF).parried_by
    rays = strike(GAL, parry=True, sun="rays", line=lambda ln: ln in shown and hand_of(ln) == "left")
    # the Respondent's posta bonus evens the Audatia: no fencer has most, so no Entry is offered
    even: Any = ((), [("audatia", 1, "posta")])
    for bonus, marked in ((even, [("phase_changed", "entry", 0)]), (((), ()), [])):
        s = struck(B_MF, virtues=(["audatia"], []), bonus=bonus, hands=([B_REM_IN, B_REM_OUT], [rays]))
        answer = ask(loaded("audatia", s.to_json()), {"cmd": "play", "action": f"parry {rays}"})
        assert forced(answer["events"]) == marked
        entry = {"event": "phase_changed", "phase": "entry", "to_move": 0}
        assert (entry | {"forced": True} if marked else entry) in answer["events"]


def test_audatia_sudden_death_rows_play_themselves_and_their_actions_are_marked() -> None:
    p1 = posta(GAL, side="middle", extensa=False, attackable_by=None)
    s = scene(variant="sudden", phase="order", to_move=1, posta=[B_PLAIN, p1], start_posta=[B_PLAIN, p1],
              hands=([], [G_REM_IN, G_REM_OUT]), rows=([B_REM_IN, B_MM], []))
    ref = loaded("audatia", s.to_json())
    first = ask(ref, {"cmd": "play", "action": f"place {G_REM_IN}"})
    assert forced(first["events"]) == []
    answer = ask(ref, {"cmd": "play", "action": f"place {G_REM_OUT}"})
    events = answer["events"]
    assert events[0]["text"] == f"place {G_REM_OUT}" and "forced" not in events[0]  # the command's own
    played = [e for e in events[1:] if e["event"] == "action"]
    assert played and all(e["forced"] for e in played)  # every row card turned by the rules
    assert any(e["event"] == "action" and e["seat"] == 0 and e["text"] == f"attack {B_MM}" and e["forced"]
               for e in events)


def test_barditus_marks_nothing_it_names_every_step_it_asks() -> None:
    """Barditus never names a seat to act and then moves on without it."""
    rng = random.Random(2)
    ref = Referee(get_game("barditus"))
    ask(ref, {"cmd": "new", "seed": 2})
    for _ in range(400):
        pos = ask(ref, {"cmd": "position"})["position"]
        if pos["phase"] == "over":
            break
        legal = ask(ref, {"cmd": "legal"})["legal"]
        command = {"cmd": "play", "action": rng.choice(legal)["text"]} if legal else {"cmd": "roll"}
        answer = ask(ref, command)
        assert answer["ok"] and forced(answer["events"]) == []
