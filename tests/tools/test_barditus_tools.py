"""Barditus through the headless tools: the terminal game with its dice, the referee (dice rolled
by the seed or set by hand), balance by army pairing and first player, and option errors."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from engine.games import get_game
from engine.tools.balance import balance_table, run_balance
from engine.tools.play import TerminalGame
from engine.tools.referee import Referee
from main import main
from tests.tools.test_cli import AlwaysFirst

GAME = get_game("barditus")


@pytest.mark.parametrize("argv", [
    ["play", "barditus", "-o", "army0=persian"],
    ["arena", "barditus", "--a", "club", "--b", "novice", "-o", "turns=7"],
    ["play", "barditus", "-o", "morale=never"],
])
def test_bad_options_exit_2_with_usage_naming_the_option(argv: list[str],
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and f"option {argv[-1].split('=')[0]}" in err


def test_a_whole_terminal_battle_against_the_ai_shows_the_dice() -> None:
    out = io.StringIO()
    game = TerminalGame(GAME, {"turns": 12}, ("human", "novice"), 11, AlwaysFirst(), out)
    assert game.run() == 0
    assert game.state.is_terminal()
    text = out.getvalue()
    # dice were narrated, the formation drawn with its cards' names
    assert "rolls" in text and "Triarii [" in text
    assert not any(m.startswith("die") for m in game.moves)  # dice are not moves


def ask(ref: Referee, msg: Any) -> dict[str, Any]:
    return ref.answer(json.dumps(msg))


def test_the_referee_rolls_from_the_seed_or_takes_a_die_by_hand() -> None:
    ref = Referee(GAME)
    ask(ref, {"cmd": "new", "seed": 4})
    while ask(ref, {"cmd": "position"})["position"]["phase"] == "build":
        assert ask(ref, {"cmd": "ai", "level": "novice"})["ok"]
    assert ask(ref, {"cmd": "position"})["position"]["phase"] == "rolloff"
    refused = ask(ref, {"cmd": "ai", "level": "novice"})
    assert refused["ok"] is False and "roll" in refused["error"]
    assert ask(ref, {"cmd": "play", "action": "die 6"})["ok"]
    answer = ask(ref, {"cmd": "play", "action": "die 2"})
    assert answer["ok"] and answer["position"]["first"] == 0  # 6 against 2: seat 0 deploys first
    assert answer["position"]["tray"] == [[6], [2]]
    refused = ask(ref, {"cmd": "roll"})
    assert refused["ok"] is False and "no die" in refused["error"]


def test_the_referee_refuses_a_damaged_position_naming_the_field() -> None:
    ref = Referee(GAME)
    good = ask(ref, {"cmd": "new", "seed": 1})["position"]
    for field, value in (("morale", [7, 0]), ("phase", "siege"), ("dice_log", [3])):
        answer = ask(ref, {"cmd": "load", "position": dict(good, **{field: value})})
        assert answer["ok"] is False and answer["error"].startswith(field), answer
    assert ask(ref, {"cmd": "load", "position": good})["position"] == good


def test_balance_rotates_the_pairings_and_reads_the_first_player_from_the_roll_off() -> None:
    results = run_balance("barditus", "novice", 6, 1, 1, {"turns": 12})
    pairs = [(r.options["army0"], r.options["army1"]) for r in results]
    assert len(set(pairs)) == 6 and all(a != b for a, b in pairs)
    assert all(r.facts["first"] in (0, 1) for r in results)
    table = balance_table("barditus", results)
    assert "| first player | first | 6 |" in table and "roman against gallic" in table
    # the first player read within each pairing, either way round: two battles a pairing
    by_pairing = [ln for ln in table.splitlines() if ln.startswith("| first player by pairing | first, ")]
    assert [ln.split(" | ")[2] for ln in by_pairing] == ["2"] * 3
    assert "| first player by pairing | first, gallic and roman | 2 |" in table
    first_wins = sum(r.winner == r.facts["first"] for r in results)
    assert sum(int(ln.split(" | ")[3]) for ln in by_pairing) == first_wins
