"""A one-line progress bar on stderr, redrawn in place; silent when stderr is not a terminal."""

from __future__ import annotations

import sys
from typing import TextIO


class Progress:
    def __init__(self, total: int, label: str, stream: TextIO | None = None, width: int = 30) -> None:
        self.total, self.label, self.width, self.done = total, label, width, 0
        self.stream = stream or sys.stderr
        self.live = self.stream.isatty()

    def advance(self, note: str = "") -> None:
        self.done += 1
        if self.live:
            filled = self.width * self.done // max(self.total, 1)
            bar = "#" * filled + "." * (self.width - filled)
            self.stream.write(f"\r{self.label} [{bar}] {self.done}/{self.total} {note}")
            if self.done >= self.total:
                self.stream.write("\n")
            self.stream.flush()
