"""AI searches in worker processes, so the table never waits, and a cancel leaves nothing behind.

Workers are spawned (not forked: the parent may be a threaded Qt program) and serve search jobs
over a pipe. A request's jobs are spread over the workers (Master's searches on the clock, one
per core, each its own worker: see players.search_processes) and its results come back through
`poll`, which never blocks. `cancel` terminates the
workers outright; the next request starts fresh ones.

Workers made `held` (the window's, until its table has painted once) put off the start a match
asks for until `let_go`: each spawned interpreter loads the engine on a core the first frame needs.
A request starts them at once, held or not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.ai.players import SearchJob, run_job, search_processes

if TYPE_CHECKING:  # multiprocessing loads with the first worker, after the table's first frame
    from multiprocessing.connection import Connection
    from multiprocessing.context import SpawnContext
    from multiprocessing.process import BaseProcess

Results = list[dict[Any, tuple[int, float]]]


class WorkerError(RuntimeError):
    """A search worker died (killed from outside, out of memory): the request is lost."""


def _serve(conn: Connection) -> None:
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        ticket, index, job = message
        conn.send((ticket, index, run_job(job)))


class SearchWorkers:
    def __init__(self, count: int | None = None, held: bool = False) -> None:
        # one per core by default: a timed Master's searches then all run at once, by one deadline
        self.count = count or search_processes()
        self._ctx: SpawnContext | None = None
        self._workers: list[tuple[BaseProcess, Connection]] = []
        self._ticket = 0
        self._results: list[Any] = []
        self._busy = False
        self._held = held
        self._asked = False  # a start was asked while held

    @property
    def busy(self) -> bool:
        return self._busy

    @property
    def held(self) -> bool:
        return self._held

    def start(self) -> None:
        """Start the processes now (a match does this at once: spawning takes a moment), or, while
        held, when let go."""
        if self._held:
            self._asked = True
            return
        self._spawn()

    def let_go(self) -> None:
        """No longer held: the start asked meanwhile, if any, happens now."""
        self._held = False
        if self._asked:
            self._asked = False
            self._spawn()

    def _spawn(self) -> None:
        if self._ctx is None:
            import multiprocessing

            self._ctx = multiprocessing.get_context("spawn")
        while len(self._workers) < self.count:
            parent, child = self._ctx.Pipe()
            proc = self._ctx.Process(target=_serve, args=(child,), name="salle-search")
            proc.start()
            child.close()
            self._workers.append((proc, parent))

    def submit(self, jobs: tuple[SearchJob, ...]) -> int:
        """Send a request's jobs out; returns its ticket. One request at a time."""
        if self._busy:
            self.cancel()
        self._spawn()  # a search waits for no first frame
        self._ticket += 1
        self._results = [None] * len(jobs)
        for i, job in enumerate(jobs):
            self._workers[i % len(self._workers)][1].send((self._ticket, i, job))
        self._busy = True
        return self._ticket

    def poll(self) -> tuple[int, Results] | None:
        """The finished request's (ticket, results), or None while it is still running."""
        if not self._busy:
            return None
        try:
            for _, conn in self._workers:
                while conn.poll():
                    ticket, index, result = conn.recv()
                    if ticket == self._ticket:
                        self._results[index] = result
        except (EOFError, OSError) as e:
            self.cancel()
            raise WorkerError(f"an AI search process stopped unexpectedly ({e})") from None
        if any(r is None for r in self._results):
            return None
        self._busy = False
        return self._ticket, list(self._results)

    def cancel(self) -> None:
        """Abandon the running request: its workers are killed, not left to finish."""
        if self._busy:
            self._stop(force=True)
            self._busy = False

    def close(self) -> None:
        self._stop(force=self._busy)
        self._busy = False
        self._asked = False  # closed before it was let go: nothing is left to start

    def alive(self) -> list[BaseProcess]:
        return [p for p, _ in self._workers if p.is_alive()]

    def _stop(self, force: bool) -> None:
        for proc, conn in self._workers:
            if force:
                proc.terminate()
            else:
                try:
                    conn.send(None)
                except (BrokenPipeError, OSError):
                    proc.terminate()
        for proc, conn in self._workers:
            proc.join(timeout=2)
            if proc.is_alive():
                proc.kill()
                proc.join()
            conn.close()
        self._workers = []
