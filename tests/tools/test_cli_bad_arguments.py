"""Every subcommand refuses a bad argument as a usage error (exit 2, the usage on stderr) before
it writes anything: NaN, infinities, numbers outside their range, empty names, and output paths
whose folder is not there or where another file stands."""

from __future__ import annotations

from pathlib import Path

import pytest

from main import MAX_JOBS, MAX_SEED, main

HUGE = str(MAX_SEED + 1)
ARENA = ["arena", "en-garde", "--a", "random", "--b", "random", "-n", "1", "--jobs", "1", "-o", "hits=1"]
BALANCE = ["balance", "en-garde", "--level", "random", "-n", "1", "--jobs", "1", "-o", "hits=1"]
CALIBRATE = ["calibrate", "en-garde", "--level", "random", "-n", "1", "--jobs", "1"]

BAD = [
    # the whole command line
    ["--version", "extra"], ["--version", "play", "en-garde"], ["--lang", ""],
    # play
    ["play", "en-garde", "--seed", HUGE], ["play", "en-garde", "--seed", "nan"],
    ["play", "en-garde", "--seed", "1e3"], ["play", "en-garde", "--seed", "9" * 5000],
    ["play", "en-garde", "--hits", "16"], ["play", "en-garde", "--hits", "inf"], ["play", ""],
    ["play", "en-garde", "--card-set", ""], ["play", "en-garde", "--cards", " "],
    ["play", "en-garde", "--guest-set", ""], ["play", "en-garde", "-o", "hits="],
    ["play", "en-garde", "-o", "=5"], ["play", "en-garde", "-o", " =5"], ["play", "en-garde", "--vs", ""],
    ["play", "en-garde", "-o", "hits=--5"], ["play", "en-garde", "-o", "hits=" + "9" * 60],
    # referee
    ["referee", "en-garde", "--card-set", ""],
    # arena, balance and calibrate
    [*ARENA, "-n", "0"], [*ARENA, "-n", "100001"], [*ARENA, "-n", "nan"], [*ARENA, "-n", "1e9"],
    [*ARENA, "--jobs", "0"], [*ARENA, "--jobs", str(MAX_JOBS + 1)], [*ARENA, "--seed", "-1"],
    [*ARENA, "--seed", HUGE],
    [*ARENA, "--seed", "inf"], [*ARENA, "--journal", ""], [*ARENA, "--card-set", ""], [*ARENA, "--a", ""],
    [*BALANCE, "--jobs=-inf"], [*BALANCE, "--seed=-inf"], [*BALANCE, "--jobs", "1000000"],
    [*BALANCE, "--pair", ","],
    [*BALANCE, "--journal", " "], [*BALANCE, "--seed", HUGE], [*BALANCE, "--guest-set", ""],
    [*CALIBRATE, "--bins", "1"], [*CALIBRATE, "--bins", "101"], [*CALIBRATE, "--bins", "nan"],
    [*CALIBRATE, "-n", "100001"], [*CALIBRATE, "--seed", HUGE], [*CALIBRATE, "--card-set", ""],
    # history
    ["history", "-n", "0"], ["history", "-n", "10001"], ["history", "-n", "nan"], ["history", "--game", ""],
    # sets
    ["sets", "new", "", "en-garde"], ["sets", "new", "Mine", "en-garde", "--in", ""],
    ["sets", "new", "Mine", "en-garde", "--in", "{tmp}/missing"],
    ["sets", "new", "Mine", "en-garde", "--deck", ""],
    ["sets", "check", ""], ["sets", "add", ""], ["sets", "add", "{tmp}/missing"],
    # proofs
    ["proofs", "en-garde", "--offset", "nan,nan"], ["proofs", "en-garde", "--offset", "1e308,0"],
    ["proofs", "en-garde", "--offset", "0,-inf"], ["proofs", "en-garde", "--offset", "5.5,0"],
    ["proofs", "en-garde", "--offset", "1,2,3"], ["proofs", "en-garde", "--safe-zone", "nan"],
    ["proofs", "en-garde", "--safe-zone", "-5"], ["proofs", "en-garde", "--safe-zone", "inf"],
    ["proofs", "en-garde", "--safe-zone", "10.5"], ["proofs", "en-garde", "--bleed", "inf"],
    ["proofs", "en-garde", "--card", "nanx70"], ["proofs", "en-garde", "--card", "1e308x1e308"],
    ["proofs", "en-garde", "--copies", "\u00b2"], ["proofs", "en-garde", "--copies", "21"],
    ["proofs", "en-garde", "--deck", ""], ["proofs", "en-garde", "--cards", ""],
    ["proofs", "en-garde", "--cards", "eg-1,,eg-2"], ["proofs", "en-garde", "--card-set", ""],
    ["proofs", "en-garde", "--lang", ""], ["proofs", "en-garde", "--out", ""],
    # images
    ["images", "en-garde", "--out", ""],
    ["images", "en-garde", "--bleed", "inf"],
    ["images", "en-garde", "--icc", ""], ["images", "en-garde", "--card-set", ""],
    ["images", "en-garde", "--deck", ""],
]


def listing(folder: Path) -> dict[str, bytes | None]:
    return {str(p.relative_to(folder)): p.read_bytes() if p.is_file() else None for p in folder.rglob("*")}


@pytest.mark.parametrize("argv", BAD, ids=lambda argv: " ".join(argv).replace("{tmp}", "T")[:80])
def test_a_bad_argument_is_a_usage_error_and_nothing_is_written(
        argv: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str], qapp: object) -> None:
    work = tmp_path / "work"  # where each command would write by default (GAME-proofs.pdf ...)
    work.mkdir()
    (work / "notes.txt").write_text("a note of mine\n")
    (work / "folder").mkdir()
    before = listing(work)
    monkeypatch.chdir(work)
    with pytest.raises(SystemExit) as exc:
        main([a.replace("{tmp}", str(work)) for a in argv])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "Traceback" not in err
    assert listing(work) == before


def test_the_version_alone_is_said(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("Salle ")


def test_the_ranges_are_in_the_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["proofs", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "-5 to 5" in text and "0 to 10" in text and "1 to 20" in text
    with pytest.raises(SystemExit):
        main(["arena", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "1 to 100000" in text and f"1 to {MAX_JOBS}" in text and f"0 to {MAX_SEED}" in text
