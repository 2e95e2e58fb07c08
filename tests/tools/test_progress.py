"""Progress: a bar redrawn in place on a terminal, a plain line per tenth elsewhere."""

from __future__ import annotations

import io

from engine.tools.progress import Progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_log_gets_one_plain_line_per_tenth_of_the_run() -> None:
    out = io.StringIO()
    p = Progress(1200, "master vs master", out)
    for _ in range(1200):
        p.advance()
    lines = out.getvalue().splitlines()
    assert lines == [f"master vs master: {120 * k}/1200" for k in range(1, 11)]
    assert "\r" not in out.getvalue()


def test_a_short_run_in_a_log_writes_a_line_per_match() -> None:
    out = io.StringIO()
    p = Progress(3, "club vs novice", out)
    for _ in range(3):
        p.advance()
    assert out.getvalue().splitlines() == [f"club vs novice: {k}/3" for k in (1, 2, 3)]


def test_a_terminal_gets_a_bar_redrawn_in_place_ending_with_a_newline() -> None:
    out = Terminal()
    p = Progress(4, "arena", out, width=8)
    for _ in range(4):
        p.advance("x")
    text = out.getvalue()
    assert text.count("\r") == 4 and text.endswith("\n")
    assert "\rarena [####....] 2/4 x" in text and "\rarena [########] 4/4 x" in text
