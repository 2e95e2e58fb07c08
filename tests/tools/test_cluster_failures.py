"""A cluster address that is not a Dask scheduler's: the command says so in one line naming the
address within seconds, never hangs or prints a traceback; the Balance window's Cancel ends at
once, and any failure of Dask while a run is under way is one line naming the address."""

from __future__ import annotations

import http.server
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from engine.tools import runs
from gui.balance import BalanceWindow, wait_for_leaving
from tests.tools.ports import unused_address

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def http_server() -> Iterator[str]:
    """A web server on this computer: it takes the connection and waits for a request line."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), http.server.SimpleHTTPRequestHandler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"tcp://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture
def ff_server() -> Iterator[str]:
    """A server that answers any connection with eight bytes 0xff (Dask reads them as a frame's
    length: exabytes), then waits."""
    listener = socket.create_server(("127.0.0.1", 0))
    stop = threading.Event()
    held: list[socket.socket] = []

    def serve() -> None:
        listener.settimeout(0.1)
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except (TimeoutError, OSError):
                continue
            conn.sendall(b"\xff" * 8)
            held.append(conn)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield f"tcp://127.0.0.1:{listener.getsockname()[1]}"
    stop.set()
    thread.join()
    for conn in held:
        conn.close()
    listener.close()


def run_command(address: str) -> tuple[int, list[str], float]:
    """`main.py balance --cluster address` as a person runs it: exit code, stderr lines, seconds."""
    began = time.monotonic()
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "balance", "en-garde", "--level", "random",
                           "-n", "2", "--cluster", address], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    return done.returncode, [line for line in done.stderr.splitlines() if line.strip()], \
        time.monotonic() - began


@pytest.mark.parametrize("server", ["http_server", "ff_server"])
def test_the_command_says_in_one_line_within_seconds_that_no_scheduler_answers(
        server: str, request: pytest.FixtureRequest) -> None:
    address = request.getfixturevalue(server)
    code, lines, seconds = run_command(address)
    assert code == 1
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"salle balance: no Dask scheduler answers at {address}")
    assert "Traceback" not in lines[0] and "EiB" not in lines[0] and "dimension" not in lines[0]
    assert seconds < 15


def test_nothing_listening_is_said_in_words(monkeypatch: pytest.MonkeyPatch) -> None:
    address = unused_address()  # a port nobody listens on
    monkeypatch.setattr(runs, "CONNECT_SECONDS", 0.5)
    with pytest.raises(runs.ClusterError) as e:
        runs.connect(address)
    assert str(e.value) == f"no Dask scheduler answers at {address}: nothing listens at that port"


# --- the Balance window ----------------------------------------------------------------------------------
def balance_window(qtbot: QtBot, address: str) -> BalanceWindow:
    w = BalanceWindow(game="ready-fence")
    qtbot.addWidget(w)
    w.level.setCurrentIndex(w.level.findData("random"))
    w.games.setValue(2)
    w.cluster.setText(address)
    w.show()
    return w


def test_cancel_while_connecting_ends_within_a_second(qtbot: QtBot, http_server: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    # the runner left behind ends when its connection gives up: soon, not after the full wait
    monkeypatch.setattr(runs, "CONNECT_SECONDS", 1.0)
    w = balance_window(qtbot, http_server)
    w.run()
    runner = w.runner
    assert runner is not None and w.status.text() == f"Connecting to {http_server}…"
    qtbot.wait(300)  # the connection made, the server silent
    began = time.monotonic()
    w.cancel_button.click()
    assert time.monotonic() - began < 1
    assert w.runner is None and w.run_button.isEnabled() and not w.cancel_button.isEnabled()
    assert w.status.text().startswith("Cancelled after 0 of 2 games")
    # the runner ends by itself, soon, and says nothing to the window it left
    with qtbot.waitSignal(runner.finished, timeout=20_000):
        pass
    qtbot.wait(50)
    assert w.status.text().startswith("Cancelled after 0 of 2 games")
    wait_for_leaving()


def test_a_server_that_is_no_scheduler_is_one_line_in_the_window(qtbot: QtBot, ff_server: str) -> None:
    w = balance_window(qtbot, ff_server)
    w.run()
    qtbot.waitUntil(lambda: w.runner is None, timeout=20_000)
    text = w.status.text()
    assert text.startswith(f"no Dask scheduler answers at {ff_server}") and "\n" not in text
    assert w.run_button.isEnabled()


# --- a run under way: a fake client that is slow to cancel and to close ---------------------------------
class SlowClient:
    """Stands for a Dask client whose scheduler went silent: cancel and close wait long."""

    def __init__(self) -> None:
        self.loop = None
        self.status = "running"
        self.closed = threading.Event()

    def cancel(self, futures: Any, asynchronous: bool = False) -> None:
        time.sleep(5)

    def close(self, timeout: float | None = None) -> None:
        time.sleep(5)
        self.closed.set()


def a_run(client: SlowClient) -> runs._Cluster[int]:
    run: runs._Cluster[int] = runs._Cluster.__new__(runs._Cluster)
    run.client, run.address, run.cancelled, run.futures, run.index = (client, "tcp://10.0.0.5:8786", False,
                                                                      [], {})
    return run


def test_a_cancel_does_not_wait_for_a_silent_scheduler() -> None:
    run = a_run(SlowClient())
    began = time.monotonic()
    run.cancel()
    assert time.monotonic() - began < 0.5 and run.cancelled


@pytest.mark.parametrize("error", [MemoryError("Unable to allocate 3.07 EiB"), OSError("Stream is closed"),
                                   RuntimeError("something Dask says")])
def test_any_failure_while_gathering_is_one_line_naming_the_cluster(
        error: Exception, monkeypatch: pytest.MonkeyPatch) -> None:
    import distributed

    class Failing:
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            pass

        def is_empty(self) -> bool:
            return False

        def next_batch(self, block: bool = True) -> list[Any]:
            raise error

    monkeypatch.setattr(distributed, "as_completed", Failing)
    run = a_run(SlowClient())
    began = time.monotonic()
    with pytest.raises(runs.ClusterError) as e:
        list(run)
    assert time.monotonic() - began < 0.5  # the client is let go of in the background
    text = str(e.value)
    assert "tcp://10.0.0.5:8786" in text and "\n" not in text and "EiB" not in text
