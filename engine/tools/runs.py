"""Many independent matches under way at once: here, on local processes, or on a Dask cluster.

A tool hands over a function and its tasks (each carrying its own seed, derived from the run's
seed and the task's index, never from where or when it runs), so a task gives the same result on
any process of any machine. A run yields each result with its index as it finishes, and may be
cancelled: the tools collect them in order with a progress bar, the Balance window shows them as
they come. `prepare` (a function and its arguments) sets up a process before it plays, e.g. the
card set in play: a local process runs it once as it starts, a cluster worker before each task
(its workers are shared and live on).
"""

from __future__ import annotations

import multiprocessing as mp
import re
from collections.abc import Callable, Iterator, Sequence
from multiprocessing.pool import Pool
from typing import Any, Generic, TypeVar

from engine.core.errors import SalleError
from engine.core.i18n import translate

T = TypeVar("T")
R = TypeVar("R")

Prepare = tuple[Callable[..., None], tuple[Any, ...]]

# how long to wait for a scheduler to answer before saying it does not
CONNECT_SECONDS = 10.0
# how soon a cancel stops a run of local processes
CANCEL_SECONDS = 0.2
# a Dask scheduler's address: [tcp|tls|ws|wss://]host:port (host a name, an IPv4 or [IPv6])
ADDRESS = re.compile(r"(?:(?:tcp|tls|ws|wss)://)?(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]+):[0-9]{1,5}")


class ClusterError(SalleError):
    """A cluster that cannot be used: the message names the address and what went wrong."""


def address_problem(address: str) -> str:
    """Why `address` cannot be a scheduler's address ("" if it can)."""
    if not ADDRESS.fullmatch(address):
        return translate("Runs", "{address} is not a Dask scheduler's address; write it as "
                         "tcp://HOST:PORT, e.g. tcp://192.168.1.20:8786").format(address=repr(address))
    return ""


class Run(Generic[R]):
    """Tasks under way: iterate for (index, result) as each finishes; `cancel` stops the rest."""

    def __iter__(self) -> Iterator[tuple[int, R]]:
        raise NotImplementedError

    def cancel(self) -> None:
        """Stop every task not yet finished; the iteration ends at its next step."""
        raise NotImplementedError


def _prepared(prepare: Prepare | None) -> None:
    if prepare is not None:
        prepare[0](*prepare[1])


class _Here(Run[R]):
    """One task after another in this process (one job: no process to start)."""

    def __init__(self, play: Callable[[T], R], tasks: Sequence[T], prepare: Prepare | None) -> None:
        self.play, self.tasks, self.prepare, self.cancelled = play, tasks, prepare, False

    def __iter__(self) -> Iterator[tuple[int, R]]:
        _prepared(self.prepare)
        for i, task in enumerate(self.tasks):
            if self.cancelled:
                return
            yield i, self.play(task)

    def cancel(self) -> None:
        self.cancelled = True


def _indexed(item: tuple[Callable[[Any], Any], int, Any]) -> tuple[int, Any]:
    play, i, task = item
    return i, play(task)


class _Processes(Run[R]):
    """A pool of `jobs` fresh (spawned) processes: safe beside Qt's threads, and a cancel ends
    the matches being played too, not only those waiting."""

    def __init__(self, play: Callable[[T], R], tasks: Sequence[T], jobs: int,
                 prepare: Prepare | None) -> None:
        self.pool: Pool = mp.get_context("spawn").Pool(jobs, initializer=_prepared, initargs=(prepare,))
        self.items = [(play, i, t) for i, t in enumerate(tasks)]
        self.cancelled = False

    def __iter__(self) -> Iterator[tuple[int, R]]:
        results = self.pool.imap_unordered(_indexed, self.items)
        try:
            for _ in self.items:
                # a pool terminated under a waiting iterator never wakes it: wait a little at a
                # time, and look for a cancel in between
                while True:
                    if self.cancelled:
                        return
                    try:
                        item = results.next(timeout=CANCEL_SECONDS)
                        break
                    except mp.TimeoutError:
                        continue
                yield item
        finally:
            self.pool.terminate()
            self.pool.join()

    def cancel(self) -> None:
        self.cancelled = True


def _on_worker(prepare: Prepare | None, play: Callable[[T], R], task: T) -> R:
    _prepared(prepare)
    return play(task)


class _Cluster(Run[R]):
    """Each task a Dask task on the scheduler at `address`; the workers import Salle's own code
    (README, "Balance on a cluster")."""

    def __init__(self, play: Callable[[T], R], tasks: Sequence[T], address: str,
                 prepare: Prepare | None) -> None:
        self.client = connect(address)
        self.address = address
        try:
            self.futures = self.client.map(_on_worker, [prepare] * len(tasks), [play] * len(tasks),
                                           list(tasks), pure=False)
        except Exception:
            self.client.close()
            raise
        self.index = {f.key: i for i, f in enumerate(self.futures)}
        self.cancelled = False

    def __iter__(self) -> Iterator[tuple[int, R]]:
        from distributed import as_completed

        try:
            for future in as_completed(self.futures, loop=self.client.loop):  # type: ignore[no-untyped-call]
                if self.cancelled:
                    return
                if future.status == "error":
                    error = future.exception()
                    if isinstance(error, (ModuleNotFoundError, ImportError)):
                        raise ClusterError(translate(
                            "Runs", "the Dask workers at {address} cannot load Salle's code ({problem}): "
                            "start them with Salle's folder on PYTHONPATH").format(
                                address=self.address, problem=error))
                    future.result()  # the match's own error, as it would be raised here
                yield self.index[future.key], future.result()
        finally:
            self.client.cancel(self.futures)
            self.client.close()

    def cancel(self) -> None:
        self.cancelled = True
        self.client.cancel(self.futures)


def connect(address: str) -> Any:
    """A Dask client of the scheduler at `address`; ClusterError says why there is none."""
    problem = address_problem(address)
    if problem:
        raise ClusterError(problem)
    try:
        from distributed import Client
    except ImportError:
        raise ClusterError(translate(
            "Runs", "running on a cluster needs Dask: pip install 'dask[distributed]' (or Salle's "
            "extra: pip install 'salle[cluster]')")) from None
    try:
        return Client(address, timeout=CONNECT_SECONDS, set_as_default=False)  # type: ignore[no-untyped-call]
    except (OSError, TimeoutError, ValueError) as e:
        raise ClusterError(translate("Runs", "no Dask scheduler answers at {address}: {problem}")
                           .format(address=address, problem=e)) from None


def start(play: Callable[[T], R], tasks: Sequence[T], jobs: int = 1, cluster: str | None = None,
          prepare: Prepare | None = None, processes: bool = False) -> Run[R]:
    """`play` each of `tasks`: on the Dask scheduler at `cluster` if given, else on `jobs` local
    processes (in this process for one job, unless `processes` asks for one anyway)."""
    if cluster:
        return _Cluster(play, tasks, cluster, prepare)
    if jobs > 1 or processes:
        return _Processes(play, tasks, max(jobs, 1), prepare)
    return _Here(play, tasks, prepare)
