"""main.py: the subcommands, usage errors (exit 2), and a whole terminal match."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from engine.games import get_game
from engine.store.history import History
from engine.tools.arena import play_match, run_arena, table, wilson
from engine.tools.play import TerminalGame
from gui.qtcheck import apt_line_for
from main import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("argv", [
    ["play", "chess"], ["arena", "en-garde", "--a", "grandmaster", "--b", "club"],
    ["arena", "en-garde", "--a", "club", "--b", "club", "-n", "0"], ["referee"], ["fly"],
    ["play", "en-garde", "--seed", "-3"], ["play", "en-garde", "--level", "expert"],
    ["play", "en-garde", "--hits", "99"],
])
def test_bad_arguments_exit_2_with_usage(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    assert "usage:" in capsys.readouterr().err


def test_a_save_given_alone_opens_the_table_with_it(tmp_path: Path) -> None:
    from main import save_to_open

    save = tmp_path / "duel.salle.json"
    save.write_text("{}")
    assert save_to_open([str(save)]) == save
    assert save_to_open([str(tmp_path / "missing.salle.json")]) is None
    assert save_to_open(["play", "en-garde"]) is None
    today = tmp_path / "duel.salle"  # the one extension saves get now
    today.write_text("{}")
    assert save_to_open([str(today)]) == today


def test_version_comes_from_pyproject(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    text = (ROOT / "pyproject.toml").read_text()
    assert capsys.readouterr().out.strip() == "Salle " + text.split('version = "')[1].split('"')[0]


class AlwaysFirst(io.StringIO):
    """A player who always types 1: the first legal action."""

    def readline(self, size: int | None = -1) -> str:
        return "1\n"


@pytest.mark.parametrize("level", ["basic", "standard", "advanced"])
def test_a_whole_terminal_match_against_the_ai(level: str) -> None:
    out = io.StringIO()
    game = TerminalGame(get_game("en-garde"), {"level": level, "hits": 3}, ("human", "novice"), 11,
                        AlwaysFirst(), out)
    assert game.run() == 0
    assert game.state.is_terminal()
    assert "wins the match" in out.getvalue()


def test_a_finished_terminal_match_is_added_to_the_practice_history(
        capsys: pytest.CaptureFixture[str]) -> None:
    game = TerminalGame(get_game("en-garde"), {"hits": 2}, ("human", "club"), 5, AlwaysFirst(), io.StringIO())
    assert game.run() == 0
    with History() as history:
        (row,) = history.recent()
    assert row.game == "en-garde" and row.moves == game.moves and len(row.moves) > 2
    assert [s.kind for s in row.seats] == ["human", "ai"] and row.seats[1].level == "club"
    assert row.winner == (0 if game.state.returns()[0] > 0 else 1)
    assert main(["history"]) == 0
    shown = capsys.readouterr().out
    assert "en-garde" in shown and "ai:club" in shown


def test_hot_seat_hands_over_the_screen_before_each_fencer_looks() -> None:
    out = io.StringIO()
    game = TerminalGame(get_game("en-garde"), {"hits": 1}, ("human", "human"), 4, AlwaysFirst(), out)
    assert game.run() == 0
    text = out.getvalue()
    assert "Pass the screen to Fencer A" in text and "Pass the screen to Fencer B" in text
    # the hand-over comes before each fencer's hand is printed
    assert text.index("Pass the screen to Fencer B") < text.index("Your hand (Fencer B)")


def test_the_terminal_names_the_seats_in_each_games_words() -> None:
    """A Barditus seat is a general, not a fencer, in the terminal as on the table."""
    out = io.StringIO()
    game = TerminalGame(get_game("barditus"), {}, ("novice", "novice"), 4, AlwaysFirst(), out)
    assert game.names == ("General A (Novice)", "General B (Novice)")
    fencing = TerminalGame(get_game("en-garde"), {}, ("human", "human"), 4, AlwaysFirst(), out)
    assert fencing.names == ("Fencer A", "Fencer B")


def test_terminal_game_refuses_bad_input_and_quits_cleanly() -> None:
    out = io.StringIO()
    game = TerminalGame(get_game("en-garde"), {}, ("human", "club"), 3,
                        io.StringIO("F9\nA3\n99\nq\n"), out)
    assert game.run() == 0
    text = out.getvalue()
    assert "is not En Garde notation" in text and "unfinished" in text
    assert "Attack with a 3: " in text  # the refusal names the action in words, not as A3


def test_play_subcommand_runs_in_a_real_process() -> None:
    done = subprocess.run([sys.executable, "main.py", "play", "en-garde", "--seed", "1", "--vs", "novice"],
                          cwd=ROOT, input="q\n", text=True, capture_output=True, timeout=60)
    assert done.returncode == 0 and "Round 1" in done.stdout


def test_arena_is_reproducible_and_tabulates() -> None:
    a = run_arena("en-garde", "novice", "random", 4, seed=3, jobs=1, options={"hits": 2})
    b = run_arena("en-garde", "novice", "random", 4, seed=3, jobs=2, options={"hits": 2})
    assert a == b
    assert [r.a_seat for r in a] == [0, 1, 0, 1]
    assert "| novice | random | 4 |" in table("novice", "random", a)


def test_play_match_ends_with_a_winner() -> None:
    winner, plies = play_match("en-garde", {"level": "advanced", "hits": 2}, 8, ("random", "novice"))
    assert winner in (0, 1) and plies > 0


def test_wilson_interval_brackets_the_rate() -> None:
    lo, hi = wilson(150, 200)
    assert lo < 0.75 < hi and hi - lo < 0.13
    assert wilson(0, 0) == (0.0, 1.0)


def test_missing_qt_library_gives_the_apt_line() -> None:
    msg = "libEGL.so.1: cannot open shared object file: No such file or directory"
    assert apt_line_for(msg) == "sudo apt-get install libegl1"
    assert apt_line_for("libxkbcommon.so.0: cannot open") == "sudo apt-get install libxkbcommon0"
    assert apt_line_for("something else").startswith("sudo apt-get install libegl1 libgl1")


@pytest.mark.parametrize(("argv", "parry"), [([], "total"), (["--parry", "equal"], "equal")])
def test_terminal_play_takes_the_rulebooks_parry_unless_told(argv: list[str], parry: str,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    import engine.tools.play

    seen: dict[str, object] = {}

    class Recorder:
        def __init__(self, game: object, options: dict[str, object], *rest: object, **named: object) -> None:
            seen.update(options)

        def run(self) -> int:
            return 0

    monkeypatch.setattr(engine.tools.play, "TerminalGame", Recorder)
    assert main(["play", "en-garde", "--seed", "1", *argv]) == 0
    assert get_game("en-garde").parse_options(seen)["parry"] == parry


# --- the history command and the player's folders -----------------------------------------------------
def test_history_with_a_home_that_is_a_file_says_why_and_exits_1(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    home = tmp_path / "salle"
    home.write_text("not a folder")
    monkeypatch.setenv("SALLE_HOME", str(home))
    assert main(["history"]) == 1
    err = capsys.readouterr().err
    assert err == (f"salle history: Salle cannot keep your saves and practice history in {home / 'data'}: "
                   "a file stands where a folder should be.\n")


def test_history_reads_the_folder_the_player_chose(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from engine.store.paths import use_data_folder
    from engine.store.saves import Seat
    from engine.store.settings import Settings, save_settings

    stick = tmp_path / "stick"
    stick.mkdir()
    with History(stick / "history.sqlite3") as h:
        h.record("audatia", {}, (Seat("human"), Seat("ai", "master")), 1, [0, 1], ["x"], 5.0)
    save_settings(Settings(data_folder=str(stick)))
    use_data_folder(None)
    assert main(["history"]) == 0
    assert "audatia" in capsys.readouterr().out


def test_history_leaves_out_a_bad_row_and_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    from engine.store.paths import history_path
    from engine.store.saves import Seat
    from tests.store.test_history import add_raw_row

    with History() as h:
        h.record("en-garde", {}, (Seat("human"), Seat("ai", "club")), 0, [5, 1], ["F3"], 5.0)
    add_raw_row(history_path(), played_at="teatime")
    assert main(["history"]) == 0
    out, err = capsys.readouterr()
    assert "en-garde" in out and "ai:club" in out
    assert err == ("(1 game in the history could not be read and is left out: played_at 'teatime' is not "
                   "an ISO date.)\n")


@pytest.mark.parametrize(("argv", "file", "old", "new", "says"), [
    (["play", "en-garde", "--seed", "1"], "en-garde.toml", "value = 5\n", "value = 6\n",
     "en-garde.toml: card eg-5 value: must be one of 1, 2, 3, 4, 5"),
    (["referee", "en-garde"], "audatia-virtues.toml", 'virtue = "fortitudo"', 'virtue = "ira"',
     "audatia-virtues.toml: card vir-fortitudo rules.virtue: must be one of"),
    (["arena", "en-garde", "--a", "random", "--b", "random", "-n", "1"], "ready-fence.toml",
     'group = "Special Action"', 'group = "Tricks"', "ready-fence.toml: card ct7 rules.group"),
])
def test_a_tool_refuses_damaged_card_data_in_one_line(
        card_folder: Path, capsys: pytest.CaptureFixture[str], argv: list[str], file: str, old: str,
        new: str, says: str) -> None:
    """Every card file is checked by its game's rules before a tool starts, whatever its game."""
    path = card_folder / file
    path.write_text(path.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"salle {argv[0]}: the card data is damaged: {says}")
    assert "Traceback" not in err and len(err.splitlines()) == 1


def test_the_table_refuses_damaged_card_data_with_a_message(
        card_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    import gui.app

    path = card_folder / "barditus-roman.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("[card.rules]", '[card.rules]\nmorale = 3', 1),
                    encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append(text))
    monkeypatch.setattr(gui.app, "MainWindow", None)  # the table must not open
    assert gui.app.run() == 1
    assert len(shown) == 1 and "barditus-roman.toml: card " in shown[0] and "rules.morale" in shown[0]


def test_history_shows_an_abandoned_game_apart_from_the_record(capsys: pytest.CaptureFixture[str]) -> None:
    from engine.store.saves import Seat

    with History() as h:
        h.record("en-garde", {}, (Seat("human"), Seat("ai", "club")), 0, [5, 1], ["F3"], 5.0)
        h.record("en-garde", {}, (Seat("human"), Seat("ai", "club")), None, [2, 1], ["F3"], 5.0,
                 abandoned=True)
    assert main(["history"]) == 0
    out = capsys.readouterr().out
    assert "abandoned" in out.splitlines()[1] or "abandoned" in out.splitlines()[2]
    assert "1-0-0, 1 abandoned" in out


@pytest.mark.parametrize("column", ["options", "seats", "moves", "score"])
def test_history_leaves_out_a_row_nested_a_thousand_deep(
        column: str, capsys: pytest.CaptureFixture[str]) -> None:
    from engine.store.paths import history_path
    from engine.store.saves import Seat
    from tests.store.test_history import add_raw_row

    with History() as h:
        h.record("en-garde", {}, (Seat("human"), Seat("ai", "club")), 0, [5, 1], ["F3"], 5.0)
    add_raw_row(history_path(), **{column: "[" * 1000 + "]" * 1000})
    assert main(["history"]) == 0
    out, err = capsys.readouterr()
    assert "en-garde" in out
    assert err.startswith("(1 game in the history could not be read and is left out: ")
    assert column in err and "Traceback" not in err
