"""Progress on stderr: a one-line bar redrawn in place on a terminal; elsewhere (a log, CI) a
plain line at every tenth of the way, so an hour-long run written to a file still shows how far
it has got without filling the file with redraws."""

from __future__ import annotations

import sys
from typing import TextIO

STEPS = 10  # plain lines per run when the stream is not a terminal


class Progress:
    def __init__(self, total: int, label: str, stream: TextIO | None = None, width: int = 30,
                 done: int = 0) -> None:
        # `done`: how many were finished before (a run continued from its journal)
        self.total, self.label, self.width, self.done = total, label, width, done
        self.stream = stream or sys.stderr
        self.live = self.stream.isatty()

    def advance(self, note: str = "") -> None:
        self.done += 1
        total = max(self.total, 1)
        if self.live:
            filled = self.width * self.done // total
            bar = "#" * filled + "." * (self.width - filled)
            self.stream.write(f"\r{self.label} [{bar}] {self.done}/{self.total} {note}")
            if self.done >= self.total:
                self.stream.write("\n")
        elif self.done * STEPS // total > (self.done - 1) * STEPS // total:
            self.stream.write(f"{self.label}: {self.done}/{self.total} {note}".rstrip() + "\n")
        else:
            return
        self.stream.flush()
