"""Ready...Fence! through the headless tools: the terminal game, the referee, arena and balance,
and option errors (exit 2 with the usage)."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from engine.games import get_game
from engine.tools.arena import run_arena
from engine.tools.balance import run_balance
from engine.tools.play import TerminalGame
from engine.tools.referee import Referee
from main import main
from tests.tools.test_cli import AlwaysFirst

GAME = get_game("ready-fence")


@pytest.mark.parametrize("argv", [
    ["play", "ready-fence", "-o", "mode=advanced", "-o", "target=10"],  # advanced goes to 5 or 15
    ["play", "ready-fence", "-o", "mode=expert"],
    ["arena", "ready-fence", "--a", "club", "--b", "novice", "-o", "counters=maybe"],
    ["play", "ready-fence", "-o", "first=2"],
])
def test_bad_options_exit_2_with_usage_naming_the_option(argv: list[str],
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and f"option {argv[-1].split('=')[0]}" in err


@pytest.mark.parametrize("mode", ["tutorial", "basic", "advanced"])
def test_a_whole_terminal_bout_against_the_ai_in_every_mode(mode: str) -> None:
    out = io.StringIO()
    game = TerminalGame(GAME, {"mode": mode}, ("human", "novice"), 11, AlwaysFirst(), out)
    assert game.run() == 0
    assert game.state.is_terminal()
    text = out.getvalue()
    assert "Timer" in text and "[" in text  # the strip and the clock were drawn
    assert "wins" in text or "drawn" in text


def ask(ref: Referee, msg: Any) -> dict[str, Any]:
    return ref.answer(json.dumps(msg))


def test_the_referee_plays_a_bout_and_refuses_what_is_illegal() -> None:
    ref = Referee(GAME)
    pos = ask(ref, {"cmd": "new", "seed": 2, "options": {"mode": "advanced", "target": 15}})["position"]
    assert pos["options"]["mode"] == "advanced" and pos["pos"] == [3, 6] and pos["stamina"] == [6, 6]
    for text in ("keep", "keep"):
        assert ask(ref, {"cmd": "play", "action": text})["ok"]
    before = ask(ref, {"cmd": "position"})["position"]
    mover = before["to_move"]
    # at long distance only a Flèche may open: any other card in hand is refused, with a reason
    other = next(c for c in before["hands"][mover] if not c.startswith("fk"))
    answer = ask(ref, {"cmd": "play", "action": f"play {other}"})
    assert answer["ok"] is False and answer["error"]
    assert ask(ref, {"cmd": "position"})["position"] == before
    assert ask(ref, {"cmd": "play", "action": "advance"})["ok"]


def test_the_referee_refuses_a_damaged_position_naming_the_field() -> None:
    ref = Referee(GAME)
    good = ask(ref, {"cmd": "new", "seed": 1})["position"]
    for field, value in (("stamina", [7, 6]), ("pos", [6, 3]), ("weapon", ["line", "sabre"])):
        answer = ask(ref, {"cmd": "load", "position": dict(good, **{field: value})})
        assert answer["ok"] is False and answer["error"].startswith(field), answer
    assert ask(ref, {"cmd": "load", "position": good})["position"] == good


def test_arena_and_balance_are_reproducible() -> None:
    a = run_arena("ready-fence", "novice", "random", 4, seed=3, jobs=1, options={"mode": "tutorial"})
    b = run_arena("ready-fence", "novice", "random", 4, seed=3, jobs=2, options={"mode": "tutorial"})
    assert a == b and len(a) == 4
    results = run_balance("ready-fence", "novice", 4, 1, 1, {"mode": "basic"})
    assert [r.options["first"] for r in results] == [0, 1, 0, 1]
    assert all(r.plies > 0 for r in results)
