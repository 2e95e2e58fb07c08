"""The referee never dies on bad input: random lines and random JSON in every field of every
command, for every game, through `serve` (what `main.py referee` runs). Each line gets exactly
one JSON answer; a line surely malformed is refused; a refused line leaves the game unchanged."""

from __future__ import annotations

import io
import json
import random
from collections.abc import Iterator
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.ai.players import LEVELS
from engine.games import all_games, get_game
from engine.tools.referee import FIELDS, serve
from tests.positions import json_values, leaves, mutated
from tests.sizing import examples

GAMES = sorted(all_games())
QUICK_LEVELS = ("random", "novice")  # the searching levels are slow, and tested elsewhere


def well_typed(cmd: str, name: str, value: Any) -> bool:
    """Whether `value` has the type the command's field takes (it may still be refused, as an
    illegal action or a damaged position is; a value of another type surely is)."""
    if name == "seed":
        return type(value) is int and (cmd == "ai" or value >= 0)
    return {
        "options": lambda v: isinstance(v, dict), "position": lambda v: True,
        "seat": lambda v: v is None or (type(v) is int and v in (0, 1)),
        "action": lambda v: isinstance(v, (str, dict)), "level": lambda v: isinstance(v, str) and v in LEVELS,
        "apply": lambda v: isinstance(v, bool),
    }[name](value)


@st.composite
def a_line(draw: st.DrawFn, game: str, position: dict[str, Any] | None) -> tuple[bytes, bool]:
    """One input line, and whether it is surely malformed."""
    words = [*GAMES, *FIELDS, *LEVELS, *(leaves(position) if position else [])]
    junk = json_values(words)
    kind = draw(st.sampled_from(["command"] * 6 + ["any json", "bytes", "blank"]))
    if kind == "bytes":
        raw = draw(st.binary(max_size=30)).replace(b"\n", b" ")
        try:
            surely = not isinstance(json.loads(raw), dict)
        except ValueError:
            surely = True
        return raw, surely
    if kind == "blank":
        return draw(st.sampled_from([b"", b" ", b"\t", b"\r"])), True
    if kind == "any json":
        value = draw(junk)
        return json.dumps(value).encode(), not isinstance(value, dict)
    cmd = draw(st.sampled_from([c for c in FIELDS if c != "quit"] * 4 + ["quit"]) | junk)
    msg: dict[str, Any] = {"cmd": cmd}
    surely = not (isinstance(cmd, str) and cmd in FIELDS)
    for name in FIELDS.get(cmd, ()) if isinstance(cmd, str) else ():
        how = draw(st.sampled_from(["absent", "junk", "plausible", "plausible"]))
        if how == "absent":
            continue
        value = draw(junk) if how == "junk" else draw(plausible(game, name, position))
        msg[name] = value
        surely |= not well_typed(cmd, name, value)
    if draw(st.integers(0, 9)) == 0:  # a field the command does not take
        extra = draw(st.text(max_size=6))
        if extra != "cmd":
            msg[extra] = draw(junk)
            surely |= extra not in FIELDS.get(cmd, ()) if isinstance(cmd, str) else True
    return json.dumps(msg).encode(), surely


@st.composite
def plausible(draw: st.DrawFn, game: str, name: str, position: dict[str, Any] | None) -> Any:
    """A value of the field's type, often a sound one for the game as it stands."""
    g = get_game(game)
    if name == "seed":
        return draw(st.integers(0, 20))
    if name == "options":
        choices = {o.name: st.sampled_from(list(o.choices)) for o in g.options}
        return draw(st.fixed_dictionaries({}, optional=choices))
    if name == "seat":
        return draw(st.sampled_from([0, 1, None]))
    if name == "level":
        return draw(st.sampled_from(QUICK_LEVELS))
    if name == "apply":
        return draw(st.booleans())
    if position is None:
        return draw(st.text(max_size=8))
    if name == "position":
        return draw(st.just(position) | mutated(position).map(lambda x: x[0]))
    s = g.state_class.from_json(position)
    legal = s.legal_actions()
    if not legal:
        return draw(st.text(max_size=8))
    action = draw(st.sampled_from(legal))
    return s.format_action(action) if draw(st.booleans()) else s.action_to_dict(action)


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 50), start=st.booleans(), data=st.data())
def test_every_line_gets_one_answer_and_a_refused_line_changes_nothing(game: str, seed: int, start: bool,
                                                                       data: st.DataObject) -> None:
    out = io.StringIO()
    sent: list[bytes] = []

    def answers() -> list[dict[str, Any]]:
        return [json.loads(x) for x in out.getvalue().splitlines()]

    def ask(line: bytes) -> Iterator[bytes]:
        sent.append(line)
        yield line + b"\n"
        assert len(answers()) == len(sent), f"{line!r}: not exactly one answer"

    def lines() -> Iterator[bytes]:
        if start:  # most runs play from a game; some send everything before any game exists
            opts = data.draw(plausible(game, "options", None), label="options")
            yield from ask(json.dumps({"cmd": "new", "seed": seed, "options": opts}).encode())
        for _ in range(data.draw(st.integers(1, 10), label="lines")):
            yield from ask(b'{"cmd":"position"}')
            before = answers()[-1]
            position = before.get("position")
            line, surely = data.draw(a_line(game, position), label="line")
            yield from ask(line)
            answer = answers()[-1]
            assert isinstance(answer, dict) and isinstance(answer.get("ok"), bool), f"{line!r}: {answer}"
            if not answer["ok"]:
                error = answer.get("error")
                assert isinstance(error, str) and error, f"{line!r}: no error message"
                assert "referee failed" not in error, f"{line!r}: {error}"
                yield from ask(b'{"cmd":"position"}')
                assert answers()[-1] == before, f"{line!r} was refused ({error}) yet changed the game"
            else:
                assert not surely, f"{line!r} is malformed, yet accepted: {answer}"

    assert serve(game, lines(), out) == 0
    got = answers()
    # every line was answered: all of them, or up to a quit that was accepted
    assert len(got) == len(sent) or (json.loads(sent[len(got) - 1]).get("cmd") == "quit" and got[-1]["ok"])


def test_a_random_session_of_sound_commands_is_always_answered_ok() -> None:
    """The fuzz above must not pass by refusing everything: sound lines are played."""
    for game in GAMES:
        rng = random.Random(game)
        out = io.StringIO()
        lines = [json.dumps({"cmd": "new", "seed": 3}).encode()]
        serve(game, lines, out)
        position = json.loads(out.getvalue())["position"]
        s = get_game(game).state_class.from_json(position)
        for _ in range(30):
            if s.is_terminal():
                break
            action = s.sample_chance() if s.is_chance() else rng.choice(s.legal_actions())
            lines.append(json.dumps({"cmd": "play", "action": s.format_action(action)}).encode())
            s.apply(action)
        out = io.StringIO()
        serve(game, lines, out)
        answers = [json.loads(x) for x in out.getvalue().splitlines()]
        assert all(a["ok"] for a in answers) and answers[-1]["position"] == s.to_json()
