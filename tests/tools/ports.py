"""A loopback address where no Dask scheduler (nor anything else) listens, for the cluster tests."""

from __future__ import annotations

import socket


def unused_address() -> str:
    """tcp://127.0.0.1:PORT for a port that was free a moment ago and is closed again."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return f"tcp://127.0.0.1:{s.getsockname()[1]}"
