"""Many independent matches under way at once: here, on local processes, or on a Dask cluster.

A tool hands over a function and its tasks (each carrying its own seed, derived from the run's
seed and the task's index, never from where or when it runs), so a task gives the same result on
any process of any machine. A run yields each result with its index as it finishes, and may be
cancelled: the tools collect them in order with a progress bar, the Balance window shows them as
they come. `prepare` (a function and its arguments) sets up a process before it plays, e.g. the
card set in play: a local process runs it once as it starts, a cluster worker before each task
(its workers are shared and live on).

A cluster is trusted with this process: its scheduler and workers send back pickles, which Salle
loads, so whoever runs them can run any code here. A run says so when the cluster is reached
without encryption beyond this machine (`cluster_warning`), and speaks Dask's TLS when given the
cluster's certificate files (`Cluster`; docs/cluster.md).
"""

from __future__ import annotations

import asyncio
import errno
import importlib.util
import ipaddress
import multiprocessing as mp
import re
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from multiprocessing.pool import Pool
from typing import Any, Generic, TypeVar

from engine.core.errors import SalleError
from engine.core.i18n import QT_TRANSLATE_NOOP, translate

T = TypeVar("T")
R = TypeVar("R")

Prepare = tuple[Callable[..., None], tuple[Any, ...]]

# how long to wait for a scheduler to answer before saying it does not
CONNECT_SECONDS = 5.0
# how soon a cancel stops a run of local processes, or of a cluster's tasks
CANCEL_SECONDS = 0.2
# how long a client let go of may take to close, in the background (nothing waits for it)
CLOSE_SECONDS = 2.0
# a Dask scheduler's address: [tcp|tls|ws|wss://]host:port (host a name, an IPv4 or [IPv6])
ADDRESS = re.compile(r"(?:(?:tcp|tls|ws|wss)://)?(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]+):[0-9]{1,5}")


class ClusterError(SalleError):
    """A cluster that cannot be used: the message names the address and what went wrong."""


# the schemes whose traffic Dask encrypts (with the certificates of Cluster or Dask's configuration)
ENCRYPTED = ("tls", "wss")


@dataclass(frozen=True)
class Cluster:
    """A Dask scheduler's address and, for a cluster secured with TLS, the files this machine
    shows it: the cluster's certificate authority, and a certificate it signed with its key (the
    key may be in the certificate's file). Without files Dask's own configuration is used."""

    address: str
    ca_file: str | None = None
    cert: str | None = None
    key: str | None = None

    @property
    def tls(self) -> bool:
        """Whether certificate files were given."""
        return any((self.ca_file, self.cert, self.key))

    @property
    def scheme(self) -> str:
        """How the scheduler is reached: an address without one is reached with TLS when
        certificate files are given, else as Dask reaches it by default (plain TCP)."""
        head, sep, _ = self.address.partition("://")
        return head.lower() if sep else "tls" if self.tls else "tcp"

    @property
    def url(self) -> str:
        """The address with its scheme, as the client is given it."""
        return self.address if "://" in self.address else f"{self.scheme}://{self.address}"


def cluster_of(cluster: str | Cluster) -> Cluster:
    return cluster if isinstance(cluster, Cluster) else Cluster(cluster)


def address_problem(address: str) -> str:
    """Why `address` cannot be a scheduler's address ("" if it can)."""
    if not ADDRESS.fullmatch(address):
        return translate("Runs", "{address} is not a Dask scheduler's address; write it as "
                         "tcp://HOST:PORT, e.g. tcp://192.168.1.20:8786, or tls://HOST:PORT for a "
                         "cluster secured with TLS").format(address=repr(address))
    return ""


def cluster_problem(cluster: Cluster) -> str:
    """Why `cluster` cannot be reached as given ("" if it can be tried)."""
    if not cluster.address:
        return translate("Runs", "--tls-ca-file, --tls-cert and --tls-key are the files of a cluster: "
                         "give its address with --cluster")
    problem = address_problem(cluster.address)
    if problem or not cluster.tls:
        return problem
    if not (cluster.ca_file and cluster.cert):
        return translate("Runs", "a cluster secured with TLS needs both its certificate authority "
                         "(--tls-ca-file) and a certificate it signed for this machine (--tls-cert, "
                         "with its key in --tls-key or in the same file)")
    if cluster.scheme not in ENCRYPTED:
        return translate("Runs", "{address} is reached without encryption, yet certificate files were "
                         "given: write the address as tls://HOST:PORT").format(address=cluster.address)
    return ""


def is_loopback(address: str) -> bool:
    """Whether `address` (a scheduler's, well formed) is on this machine's loopback: localhost,
    127.0.0.0/8 or ::1."""
    host = address.partition("://")[2] or address
    host = host.rsplit(":", 1)[0].strip("[]")
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:  # a name: it may be anywhere
        return False


def cluster_warning(cluster: str | Cluster) -> str:
    """The risk of running on `cluster` when it is reached without encryption beyond this machine
    ("" when it is on the loopback or reached with TLS): one line, for the command line and the
    Balance window alike. Given certificate files, the cluster is reached with TLS or not at all."""
    c = cluster_of(cluster)
    if not c.address or c.tls or c.scheme in ENCRYPTED or is_loopback(c.address):
        return ""
    return translate(
        "Runs", "Warning: the cluster at {address} is reached without encryption: its scheduler and "
        "workers can run any code in Salle on this computer, and anyone on the network between can "
        "read or change what they send. Use only machines you trust, or TLS (README, Balance on a "
        "cluster).").format(address=c.address)


def cluster_runs_here() -> bool:
    """Whether this Salle can send matches to a cluster at all: the packaged program leaves Dask out
    (packaging/salle.spec), and a source install has it only with its `cluster` extra. Looked up
    without importing Dask, which the table never loads at start."""
    if getattr(sys, "frozen", False):
        return False
    return importlib.util.find_spec("distributed") is not None


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


def salle_is_here() -> bool:
    """Run on a cluster's scheduler and workers: it arrives there only if they can import Salle."""
    return True


def _on_worker(prepare: Prepare | None, play: Callable[[T], R], task: T) -> R:
    _prepared(prepare)
    return play(task)


class _Cluster(Run[R]):
    """Each task a Dask task on the scheduler at `address`; the workers import Salle's own code
    (docs/cluster.md). Whatever Dask raises, here or while the tasks run, is one
    ClusterError naming the address; a cancel returns at once and lets the client go in the
    background (a scheduler that went silent would keep a clean close waiting)."""

    def __init__(self, play: Callable[[T], R], tasks: Sequence[T], cluster: Cluster,
                 prepare: Prepare | None) -> None:
        self.address = cluster.address
        self.cancelled = False
        self.client = connect(cluster)
        try:
            self._check()
            self.futures = self.client.map(_on_worker, [prepare] * len(tasks), [play] * len(tasks),
                                           list(tasks), pure=False)
        except ClusterError:
            let_go(self.client)
            raise
        except Exception as e:
            let_go(self.client)
            raise ClusterError(self._problem(e)) from None
        self.index = {f.key: i for i, f in enumerate(self.futures)}

    def __iter__(self) -> Iterator[tuple[int, R]]:
        try:
            from distributed import as_completed

            pending = as_completed(self.futures, loop=self.client.loop)  # type: ignore[no-untyped-call]
            while not pending.is_empty():  # type: ignore[no-untyped-call]
                # a cancel is looked for between short waits: a silent scheduler must not keep it
                ready = pending.next_batch(block=False)  # type: ignore[no-untyped-call]
                if self.cancelled:
                    return
                if not ready:
                    time.sleep(CANCEL_SECONDS / 2)
                    continue
                for future in ready:
                    if self.cancelled:
                        return
                    if future.status == "error":
                        raise ClusterError(self._problem(future.exception()))
                    if future.status == "cancelled":  # by the scheduler, not by us: it lost it
                        raise ClusterError(self._lost())
                    yield self.index[future.key], future.result()
        except ClusterError:
            raise
        except Exception:  # the connection lost, a reply Dask could not read: one line
            raise ClusterError(self._lost()) from None
        finally:
            self.cancelled = True
            let_go(self.client, self.futures)

    def cancel(self) -> None:
        self.cancelled = True
        let_go(self.client, self.futures)

    def _check(self) -> None:
        """Ask the scheduler and every worker to load Salle's code before any match is sent: a
        worker that cannot unpickle a task leaves it waiting for ever, instead of failing it."""
        try:
            self.client.run_on_scheduler(salle_is_here)
            answers = self.client.run(salle_is_here)
        except Exception as e:
            raise ClusterError(self._problem(e)) from None
        if not answers:
            raise ClusterError(translate("Runs", "the Dask scheduler at {address} has no workers: start "
                                         "some (README, Balance on a cluster)").format(address=self.address))

    def _lost(self) -> str:
        return translate("Runs", "the cluster at {address} stopped answering before the matches were "
                         "played: check that its scheduler and workers are still running").format(
            address=self.address)

    def _problem(self, error: BaseException | None) -> str:
        """What went wrong on the cluster, in one line: most often its scheduler or workers lack
        Salle's code (they unpickle each task, which names Salle's functions)."""
        if error is None or isinstance(error, (OSError, TimeoutError, asyncio.CancelledError)):
            return self._lost()
        text = str(error).splitlines()[0] if str(error) else type(error).__name__
        # a worker's ImportError comes back wrapped, an older Salle there as an unpickling error:
        # only their words tell
        words = ("deserializ", "No module named", "Can't get attribute")
        if isinstance(error, ImportError) or any(w in str(error) for w in words):
            return translate(
                "Runs", "the Dask scheduler or workers at {address} cannot load this Salle's code "
                "({problem}): start them with the folder of the same version of Salle on PYTHONPATH"
            ).format(address=self.address, problem=text)
        return translate("Runs", "a match failed on the cluster at {address}: {problem}").format(
            address=self.address, problem=text)


def let_go(client: Any, futures: Sequence[Any] = ()) -> None:
    """Cancel `futures` and close `client` in a background thread, without waiting: a scheduler
    that does not answer would keep a clean close waiting for many seconds. Afterwards the client
    counts as closed, so that Python's collection of it does not wait again."""
    def close() -> None:
        try:
            if futures:
                client.cancel(list(futures), asynchronous=False)
        except Exception:  # a scheduler gone: nothing to cancel there
            pass
        try:
            client.close(timeout=CLOSE_SECONDS)
        except Exception:  # it will not answer: leave it
            pass
        finally:
            client.status = "closed"

    threading.Thread(target=close, name="salle-cluster-close", daemon=True).start()


def connect(cluster: str | Cluster) -> Any:
    """A Dask client of the scheduler at `cluster`; ClusterError says why there is none."""
    c = cluster_of(cluster)
    problem = cluster_problem(c)
    if problem:
        raise ClusterError(problem)
    try:
        from distributed import Client
        from distributed.security import Security
    except ImportError:
        if getattr(sys, "frozen", False):
            raise ClusterError(translate(
                "Runs", "this copy of Salle came from its installer, which leaves out the cluster "
                "runner (Dask): to play on a cluster, run Salle from its source folder or install it "
                "with pip and its cluster extra (README, Balance on a cluster)")) from None
        raise ClusterError(translate(
            "Runs", "running on a cluster needs Dask: pip install 'dask[distributed]' (or Salle's "
            "extra: pip install 'salle[cluster]')")) from None
    security = Security(tls_ca_file=c.ca_file, tls_client_cert=c.cert, tls_client_key=c.key,  # type: ignore[no-untyped-call]
                        require_encryption=True) if c.tls else Security()  # type: ignore[no-untyped-call]
    try:  # a file that holds no certificate or key: said before any connection is tried
        context = security.get_connection_args("client")["ssl_context"]  # type: ignore[no-untyped-call]
    except (OSError, ValueError) as e:
        given = security.get_tls_config_for_role("client")  # type: ignore[no-untyped-call]
        files = ", ".join(str(given[f]) for f in ("ca_file", "cert", "key") if given[f])
        raise ClusterError(translate("Runs", "the certificate files {files} cannot be used for TLS: "
                                     "{problem}").format(files=files, problem=_first_line(e))) from None
    if c.scheme in ENCRYPTED and context is None:
        # without a certificate to show, Dask's client fails half made and hangs as it is collected
        raise ClusterError(translate(
            "Runs", "the cluster at {address} is secured with TLS: give its certificate authority "
            "(--tls-ca-file) and this computer's certificate (--tls-cert, --tls-key), or set them in "
            "Dask's configuration (docs/cluster.md)").format(address=c.address))
    import dask

    # Dask's own timeouts cover reaching the scheduler, not its first answer: a server that takes
    # the connection and never answers as a scheduler (or answers bytes Dask reads as a frame's
    # length) is found out by a handshake of our own, bounded as a whole, before a client is made
    args = security.get_connection_args("client")  # type: ignore[no-untyped-call]
    try:
        asyncio.run(_handshake(c.url, args))
    except Exception as e:
        raise ClusterError(_connect_problem(c, e)) from None
    # made in two steps, so that a client that failed half made can still be let go of: else its
    # collection would wait on a close, and print a traceback
    client: Any = Client.__new__(Client)
    try:
        with dask.config.set({"distributed.comm.timeouts.connect": f"{CONNECT_SECONDS}s"}):
            Client.__init__(client, c.url, timeout=CONNECT_SECONDS, set_as_default=False,  # type: ignore[no-untyped-call]
                            security=security)
    except Exception as e:
        let_go(client)
        raise ClusterError(_connect_problem(c, e)) from None
    return client


async def _handshake(url: str, args: dict[str, Any]) -> None:
    """Connect to `url` and exchange Dask's handshake, all within one and a half CONNECT_SECONDS."""
    from distributed.comm.core import connect as dask_connect

    # the outer bound leaves Dask's own timeout the time to fire first: its error keeps the reason
    # (nothing listens, no route) where ours would only say that time ran out
    comm = await asyncio.wait_for(dask_connect(url, timeout=CONNECT_SECONDS, **args),  # type: ignore[no-untyped-call]
                                  CONNECT_SECONDS * 1.5)
    await comm.close()


# the reasons a computer cannot be reached, in words
_NETWORK_REASONS = {
    errno.ECONNREFUSED: QT_TRANSLATE_NOOP("Runs", "nothing listens at that port"),
    errno.EHOSTUNREACH: QT_TRANSLATE_NOOP("Runs", "that computer cannot be reached"),
    errno.ENETUNREACH: QT_TRANSLATE_NOOP("Runs", "that computer's network cannot be reached"),
    errno.ECONNRESET: QT_TRANSLATE_NOOP("Runs", "the connection was closed at the other end"),
}


def _connect_problem(c: Cluster, e: BaseException) -> str:
    """Why the scheduler at `c` could not be reached, in one translated line naming it."""
    if c.scheme in ENCRYPTED and any(w in str(e) for w in ("TLS", "SSL", "certificate")):
        return translate(
            "Runs", "the cluster at {address} and this computer do not accept each other's TLS "
            "certificates (each must be signed by the certificate authority the other was given): "
            "{problem}").format(address=c.address, problem=_first_line(e))
    # Dask retries until its time is up and keeps only the last attempt's error (often its own time
    # running out): one plain connection says why the computer refuses, where it does
    cause: BaseException | None = e if not _timed_out(e) else (_plain_connection_refused(c.url) or e)
    while cause is not None:  # Dask wraps the system's reason in its own words
        if isinstance(cause, socket.gaierror):
            return translate("Runs", "no Dask scheduler answers at {address}: that computer's name is "
                             "not known").format(address=c.address)
        if isinstance(cause, OSError) and cause.errno in _NETWORK_REASONS:
            return translate("Runs", "no Dask scheduler answers at {address}: {problem}").format(
                address=c.address, problem=translate("Runs", _NETWORK_REASONS[cause.errno]))
        cause = cause.__cause__ or cause.__context__
    if isinstance(e, (OSError, TimeoutError, asyncio.TimeoutError)) and "closed" not in str(e).lower():
        return translate("Runs", "no Dask scheduler answers at {address} within {seconds} seconds").format(
            address=c.address, seconds=f"{CONNECT_SECONDS:g}")
    return translate("Runs", "no Dask scheduler answers at {address}: a server there answers, but not as a "
                     "Dask scheduler (check the address and the port; a scheduler listens at 8786 unless "
                     "told otherwise)").format(address=c.address)


def _timed_out(e: BaseException) -> bool:
    cause: BaseException | None = e
    while cause is not None:
        if isinstance(cause, (TimeoutError, asyncio.TimeoutError)) or "Timed out" in str(cause):
            return True
        cause = cause.__cause__ or cause.__context__
    return False


def _plain_connection_refused(url: str) -> OSError | None:
    """The system's reason a plain connection to the scheduler's host and port fails at once, or
    None (it connects, takes too long, or the address is not one of host and port)."""
    from distributed.comm.addressing import parse_address, parse_host_port

    try:
        scheme, location = parse_address(url)
        if scheme not in ("tcp", "tls"):
            return None
        host, port = parse_host_port(location)
        with socket.create_connection((host, port), timeout=1.0):
            return None
    except (TimeoutError, ValueError):
        return None
    except OSError as e:
        return e


def _first_line(error: BaseException) -> str:
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__


def start(play: Callable[[T], R], tasks: Sequence[T], jobs: int = 1, cluster: str | Cluster | None = None,
          prepare: Prepare | None = None, processes: bool = False) -> Run[R]:
    """`play` each of `tasks`: on the Dask scheduler at `cluster` if given, else on `jobs` local
    processes (in this process for one job, unless `processes` asks for one anyway)."""
    if cluster:
        return _Cluster(play, tasks, cluster_of(cluster), prepare)
    if jobs > 1 or processes:
        return _Processes(play, tasks, max(jobs, 1), prepare)
    return _Here(play, tasks, prepare)
