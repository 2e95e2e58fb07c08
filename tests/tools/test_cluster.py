"""`arena` and `balance` on a Dask cluster (a local one of two worker processes): each match gives
the result it gives on the local pool and in this process, and a bad or silent address is a clear
message, never a traceback."""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator

import pytest
from distributed import LocalCluster

from engine.tools import runs
from engine.tools.arena import run_arena
from engine.tools.balance import run_balance
from main import main
from tests.tools.ports import unused_address


@pytest.fixture(scope="module")
def cluster() -> Iterator[str]:
    with LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None,
                      host="127.0.0.1") as c:
        yield c.scheduler_address


def test_a_balance_on_the_cluster_plays_each_battle_as_the_local_pool_does(cluster: str) -> None:
    here = run_balance("barditus", "novice", 6, 3, jobs=2, base={"turns": 12})
    there = run_balance("barditus", "novice", 6, 3, jobs=1, base={"turns": 12}, cluster=cluster)
    assert there == here  # options, winner, plies and the roll-off, match by match
    assert {r.options["army0"] for r in there} == {"gallic", "norman", "roman"}


def test_an_arena_on_the_cluster_gives_the_same_matches_as_one_process(cluster: str) -> None:
    here = run_arena("audatia", "novice", "random", 8, 5, jobs=1)
    there = run_arena("audatia", "novice", "random", 8, 5, jobs=1, cluster=cluster)
    assert there == here
    assert [r.seed for r in there] == [5 * 100_000 + i for i in range(8)]


def test_the_command_line_runs_a_balance_on_the_cluster(cluster: str,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["balance", "ready-fence", "--level", "random", "-n", "4", "--cluster", cluster]) == 0
    out, err = capsys.readouterr()
    assert "| seat | first | 4 |" in out and "4 matches" in out
    assert "Warning" not in err  # a cluster on this computer's loopback


def test_a_cancelled_cluster_run_stops(cluster: str) -> None:
    run = runs.start(runs_square, list(range(50)), cluster=cluster)
    seen = []
    for i, r in run:
        seen.append((i, r))
        run.cancel()
    assert len(seen) < 50 and all(r == i * i for i, r in seen)


def runs_square(n: int) -> int:
    return n * n


def runs_refuse(n: int) -> int:
    raise ValueError(f"no match {n}")


def test_a_match_that_fails_on_the_cluster_is_one_line_naming_the_cluster(cluster: str) -> None:
    with pytest.raises(runs.ClusterError) as e:
        list(runs.start(runs_refuse, [1, 2], cluster=cluster))
    assert str(e.value) == f"a match failed on the cluster at {cluster}: no match 1" or \
        str(e.value) == f"a match failed on the cluster at {cluster}: no match 2"


def test_workers_without_salles_code_are_told_to_put_it_on_pythonpath(
        cluster: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # the check's function from a module only this process has: the workers cannot load it
    here_only = types.ModuleType("salle_here_only")
    exec("def here():\n    return True\n", here_only.__dict__)
    monkeypatch.setitem(sys.modules, "salle_here_only", here_only)
    monkeypatch.setattr(runs, "salle_is_here", here_only.here)
    with pytest.raises(runs.ClusterError) as e:
        runs.start(runs_square, [1], cluster=cluster)
    assert "cannot load this Salle's code" in str(e.value) and "PYTHONPATH" in str(e.value)


@pytest.mark.parametrize("address", ["nonsense", "tcp://host", "http://host:8786", "tcp://host:port"])
def test_an_address_that_cannot_be_a_schedulers_is_a_usage_error(
        address: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["arena", "en-garde", "--a", "random", "--b", "random", "-n", "2", "--cluster", address])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "--cluster" in err and "tcp://HOST:PORT" in err and "Traceback" not in err


def test_a_scheduler_that_does_not_answer_is_one_line_and_exit_1(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(runs, "CONNECT_SECONDS", 0.5)
    address = unused_address()  # a port nobody listens on
    assert main(["balance", "en-garde", "--level", "random", "-n", "2", "--cluster", address]) == 1
    err = capsys.readouterr().err
    assert f"salle balance: no Dask scheduler answers at {address}" in err and "Traceback" not in err
