"""A named pipe where a store expects a file, and a guard so a reader that waits on it fails the
test instead of hanging it."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest


def make_fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def at_once(fifo: Path, call: Callable[[], Any], seconds: float = 5.0) -> Any:
    """What `call` returns or raises, provided it does so within `seconds`. A call still waiting
    on the pipe is let go (a writer opens it and closes it) and the test fails."""
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["value"] = call()
        except BaseException as e:  # handed back to the test below
            outcome["error"] = e

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)  # the reader is there: this cannot block
        os.close(fd)
        worker.join(seconds)
        pytest.fail(f"reading {fifo.name} waited on the pipe instead of refusing it")
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]
