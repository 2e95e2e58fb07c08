"""A run's journal: results kept as each match ends, a stopped run continued, bad files refused."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

import engine.tools.arena as arena
from engine.tools.arena import MatchResult, run_arena
from engine.tools.balance import run_balance
from engine.tools.journal import Journal, JournalError, run_head
from main import main

QUICK = {"hits": 2}  # En Garde to two hits: a novice match takes milliseconds


def played(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The seeds of the matches really played from now on (one job: in this process)."""
    seeds: list[int] = []
    one = arena._one

    def counting(task: tuple[str, dict[str, Any], int, str, str, int]) -> MatchResult:
        seeds.append(task[2])
        return one(task)

    monkeypatch.setattr(arena, "_one", counting)
    return seeds


def lines(path: Path) -> list[dict[str, Any]]:
    text = path.read_text("utf-8")
    assert text.endswith("\n")
    return [json.loads(line) for line in text.splitlines()]


def arena_run(n: int, journal: Path | None) -> list[MatchResult]:
    return run_arena("en-garde", "novice", "random", n, seed=3, jobs=1, options=QUICK, journal=journal)


def test_each_result_is_kept_and_a_longer_run_plays_only_the_new_matches(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    plain = arena_run(5, None)
    path = tmp_path / "eg.jsonl"
    seeds = played(monkeypatch)
    first = arena_run(3, path)
    assert first == plain[:3] and len(seeds) == 3
    head, *entries = lines(path)
    assert head["tool"] == "arena" and len(entries) == 3
    assert [e["result"]["seed"] for e in entries] == [r.seed for r in plain[:3]]
    again = arena_run(5, path)
    assert again == plain
    assert seeds[3:] == [r.seed for r in plain[3:]]  # only the two new ones were played
    assert len(lines(path)) == 1 + 5
    assert arena_run(5, path) == plain and len(seeds) == 5  # all there: nothing played


def test_a_run_stopped_while_writing_replays_that_match_only(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    plain = arena_run(4, None)
    path = tmp_path / "eg.jsonl"
    arena_run(3, path)
    whole = path.read_bytes()
    last = whole.rstrip(b"\n").rsplit(b"\n", 1)[1]
    path.write_bytes(whole[: len(whole) - len(last) - 1] + last[: len(last) // 2])  # cut mid-line
    seeds = played(monkeypatch)
    assert arena_run(4, path) == plain
    assert seeds == [plain[2].seed, plain[3].seed]
    assert len(lines(path)) == 1 + 4  # the torn line is gone; every line reads


def test_a_last_line_without_its_newline_is_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    plain = arena_run(3, None)
    path = tmp_path / "eg.jsonl"
    arena_run(2, path)
    path.write_bytes(path.read_bytes().rstrip(b"\n"))  # as an editor may save it
    seeds = played(monkeypatch)
    assert arena_run(3, path) == plain
    assert seeds == [plain[2].seed]
    assert len(lines(path)) == 1 + 3


@pytest.mark.parametrize(("damage", "line", "field"), [
    (lambda rows: [*rows[:2], "{not json", *rows[3:]], 3, ""),
    (lambda rows: [*rows[:2], json.dumps({"task": [1], "result": {"seat": 1}}), *rows[3:]], 3, "result"),
    (lambda rows: [*rows[:3], json.dumps({"result": {}})], 4, "task"),
    (lambda rows: [json.dumps({**json.loads(rows[0]), "tool": "balance"}), *rows[1:]], 1, "tool"),
    (lambda rows: [json.dumps({**json.loads(rows[0]), "version": 99}), *rows[1:]], 1, "version"),
    (lambda rows: ["[]", *rows[1:]], 1, ""),
    (lambda rows: [*rows[:2], "[" * 10_000 + "]" * 10_000, *rows[3:]], 3, ""),
    (lambda rows: [*rows[:2], '{"task": [1], "result": {"seat": ' + "9" * 5000 + "}}", *rows[3:]], 3,
     "result.seat"),
])
def test_a_damaged_journal_or_another_runs_is_refused_and_left_as_it_was(
        tmp_path: Path, damage: Any, line: int, field: str) -> None:
    path = tmp_path / "eg.jsonl"
    arena_run(3, path)
    path.write_text("\n".join(damage(path.read_text("utf-8").splitlines())) + "\n", "utf-8")
    before = path.read_bytes()
    with pytest.raises(JournalError) as refused:
        arena_run(4, path)
    assert (refused.value.line, refused.value.field) == (line, field)
    assert str(refused.value).startswith(f"eg.jsonl: line {line}")
    assert path.read_bytes() == before


def test_a_journal_of_other_card_sets_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "eg.jsonl"
    arena_run(1, path)
    ours = run_head("arena")
    assert ours["card_set"] is None and ours["guests"] == []  # the shipped cards
    assert len(Journal(path, ours, MatchResult).read()) == 1
    with pytest.raises(JournalError, match="card_set"):  # the same run with an edited set in play
        Journal(path, {**ours, "card_set": "f00d"}, MatchResult).read()


def test_balance_keeps_its_pairings_in_the_journal(tmp_path: Path) -> None:
    path = tmp_path / "bal.jsonl"
    pairs = [("roman", "gallic")]
    plain = run_balance("barditus", "novice", 2, 1, 1, {"turns": 12}, pairs=pairs)
    assert run_balance("barditus", "novice", 1, 1, 1, {"turns": 12}, pairs=pairs, journal=path) == plain[:1]
    assert run_balance("barditus", "novice", 2, 1, 1, {"turns": 12}, pairs=pairs, journal=path) == plain
    assert [e["result"]["options"]["army0"] for e in lines(path)[1:]] == [r.options["army0"] for r in plain]


def test_the_command_names_the_file_and_line_of_a_bad_journal(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "old.jsonl"
    path.write_text("a table of results from elsewhere\n", "utf-8")
    code = main(["arena", "en-garde", "--a", "novice", "--b", "random", "-n", "2", "--jobs", "1",
                 "-o", "hits=2", "--journal", str(path)])
    err = capsys.readouterr().err
    assert code == 1
    assert err.startswith("salle arena: old.jsonl: line 1") and "Traceback" not in err
    assert path.read_text("utf-8") == "a table of results from elsewhere\n"
    ok = main(["arena", "en-garde", "--a", "novice", "--b", "random", "-n", "2", "--jobs", "1",
               "-o", "hits=2", "--journal", str(tmp_path / "new.jsonl")])
    assert ok == 0 and len(lines(tmp_path / "new.jsonl")) == 3


ARENA = ["arena", "en-garde", "--a", "novice", "--b", "random", "-n", "2", "--jobs", "1", "-o", "hits=2"]


@pytest.mark.parametrize("content", [
    b"a note kept by hand, one line and no newline",  # once taken for a journal's torn last line
    b"\x89PNG\r\x1a\x00\x00binary",
    b"first line\nsecond line, unended",
    b'{"kind": "something else"}',
    b"[1, 2",
    b'{"kind": "salle run journal", "version": 1, "tool": "balance"',  # another run's head, cut short
])
def test_a_file_that_is_not_a_journal_of_this_run_is_refused_and_left_as_it_was(
        tmp_path: Path, content: bytes, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(content)
    assert main([*ARENA, "--journal", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("salle arena: notes.txt: line 1") and "Traceback" not in err
    assert path.read_bytes() == content


def test_a_folder_or_a_pipe_is_refused_without_being_read(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)  # reading it would wait for a writer for ever
    for path, what in ((tmp_path, "is a folder"), (pipe, "is a pipe")):
        assert main([*ARENA, "--journal", str(path)]) == 1
        err = capsys.readouterr().err
        assert err.startswith(f"salle arena: {path.name}: ") and what in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe"]


def test_a_head_cut_short_is_written_again(tmp_path: Path) -> None:
    """The run was stopped while it wrote the journal's first line."""
    plain = arena_run(2, None)
    path = tmp_path / "eg.jsonl"
    head = json.dumps(Journal(path, run_head("arena"), MatchResult).head, sort_keys=True)
    path.write_text(head[: len(head) // 2], "utf-8")
    assert arena_run(2, path) == plain
    assert len(lines(path)) == 1 + 2 and lines(path)[0]["tool"] == "arena"


def test_an_empty_file_is_started_afresh(tmp_path: Path) -> None:
    path = tmp_path / "eg.jsonl"
    path.touch()
    assert arena_run(1, path) == arena_run(1, None)
    assert len(lines(path)) == 1 + 1


def test_a_journal_in_a_missing_folder_is_refused_naming_it(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "runs" / "2026"
    assert main([*ARENA, "--journal", str(missing / "eg.jsonl")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("salle arena: eg.jsonl: ") and str(missing) in err
    assert list(tmp_path.iterdir()) == []  # no folder made, no match played
