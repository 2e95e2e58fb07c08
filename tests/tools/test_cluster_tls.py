"""A cluster is trusted with Salle: one reached unencrypted beyond this computer is warned of, and
Dask's TLS is spoken with the cluster's certificate files. A real local cluster secured with a
throwaway certificate authority plays a balance for a client that shows a certificate it signed,
and refuses, in one line, a client with none or with another authority's."""

from __future__ import annotations

import datetime
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID
from distributed import LocalCluster
from distributed.security import Security

from engine.tools import runs
from engine.tools.balance import run_balance
from main import main
from tests.tools.ports import unused_address


@dataclass(frozen=True)
class Files:
    ca: str
    cert: str
    key: str


def _name(common: str) -> x509.Name:
    return x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common)])


def _signed(folder: Path, stem: str, issuer: tuple[ec.EllipticCurvePrivateKey, x509.Name] | None) -> tuple[
        ec.EllipticCurvePrivateKey, x509.Name, Files]:
    """A key and its certificate in `folder`: signed by `issuer`, or by itself as an authority."""
    key = ec.generate_private_key(ec.SECP256R1())
    now = datetime.datetime.now(datetime.UTC)
    signer, issuer_name = issuer if issuer is not None else (key, _name(stem))
    cert = (x509.CertificateBuilder().subject_name(_name(stem)).issuer_name(issuer_name)
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.BasicConstraints(ca=issuer is None, path_length=None), critical=True)
            .sign(signer, hashes.SHA256()))
    (folder / f"{stem}.pem").write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    (folder / f"{stem}-key.pem").write_bytes(key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()))
    return key, _name(stem), Files("", str(folder / f"{stem}.pem"), str(folder / f"{stem}-key.pem"))


@pytest.fixture(scope="module")
def certificates(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Files]:
    """The cluster's own authority, a certificate it signed for the cluster and one for this
    computer; and an intruder's certificate signed by another authority."""
    folder = tmp_path_factory.mktemp("tls")
    ca_key, ca_name, ca = _signed(folder, "cluster-ca", None)
    other_key, other_name, other_ca = _signed(folder, "other-ca", None)
    made = {"cluster": _signed(folder, "cluster", (ca_key, ca_name))[2],
            "client": _signed(folder, "client", (ca_key, ca_name))[2],
            "intruder": _signed(folder, "intruder", (other_key, other_name))[2]}
    return {who: Files(other_ca.cert if who == "intruder" else ca.cert, f.cert, f.key)
            for who, f in made.items()}


@pytest.fixture(scope="module")
def tls_cluster(certificates: dict[str, Files]) -> Iterator[str]:
    own = certificates["cluster"]
    security = Security(tls_ca_file=own.ca, tls_scheduler_cert=own.cert, tls_scheduler_key=own.key,
                        tls_worker_cert=own.cert, tls_worker_key=own.key, tls_client_cert=own.cert,
                        tls_client_key=own.key, require_encryption=True)
    with LocalCluster(n_workers=1, processes=True, threads_per_worker=1, dashboard_address=None,
                      host="127.0.0.1", protocol="tls", security=security) as c:
        yield c.scheduler_address


def tls_options(files: Files) -> list[str]:
    return ["--tls-ca-file", files.ca, "--tls-cert", files.cert, "--tls-key", files.key]


def test_the_cluster_is_a_tls_one(tls_cluster: str) -> None:
    assert tls_cluster.startswith("tls://127.0.0.1:")


def test_a_balance_plays_on_a_cluster_secured_with_tls(
        tls_cluster: str, certificates: dict[str, Files], capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["balance", "ready-fence", "--level", "random", "-n", "2", "--cluster", tls_cluster]
    assert main(argv + tls_options(certificates["client"])) == 0
    out, err = capsys.readouterr()
    assert "| seat | first | 2 |" in out and "2 matches" in out
    assert "Warning" not in err  # encrypted: nothing to warn of
    f = certificates["client"]
    secured = runs.Cluster(tls_cluster, f.ca, f.cert, f.key)
    there = run_balance("ready-fence", "random", 2, 1, jobs=1, cluster=secured)
    assert there == run_balance("ready-fence", "random", 2, 1, jobs=1)


def test_without_files_the_certificates_in_dasks_configuration_are_used(
        tls_cluster: str, certificates: dict[str, Files]) -> None:
    """The Balance window's way to a cluster secured with TLS: it has an address field only."""
    import dask

    f = certificates["client"]
    with dask.config.set({"distributed.comm.tls.ca-file": f.ca, "distributed.comm.tls.client.cert": f.cert,
                          "distributed.comm.tls.client.key": f.key}):
        assert run_balance("ready-fence", "random", 2, 1, jobs=1, cluster=tls_cluster) == \
            run_balance("ready-fence", "random", 2, 1, jobs=1)


@pytest.mark.parametrize("who, says", [
    (None, "is secured with TLS: give its certificate authority"),
    ("intruder", "do not accept each other's TLS certificates"),
])
def test_a_client_without_the_clusters_certificate_is_refused_in_one_line(
        tls_cluster: str, certificates: dict[str, Files], who: str | None, says: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["balance", "ready-fence", "--level", "random", "-n", "2", "--cluster", tls_cluster]
    assert main(argv + (tls_options(certificates[who]) if who else [])) == 1
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith(f"salle balance: the cluster at {tls_cluster}")
    assert says in lines[0] and "Traceback" not in err


# --- the warning ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("address", ["tcp://192.168.1.20:8786", "192.168.1.20:8786", "tcp://scheduler.lan:8786",
                                     "ws://10.0.0.5:8786", "tcp://[2001:db8::1]:8786", "tcp://0.0.0.0:8786"])
def test_a_cluster_reached_unencrypted_beyond_this_computer_is_warned_of(address: str) -> None:
    warning = runs.cluster_warning(address)
    assert len(warning.splitlines()) == 1 and address in warning
    assert "run any code in Salle" in warning and "without encryption" in warning


@pytest.mark.parametrize("address", ["tcp://127.0.0.1:8786", "127.0.0.1:8786", "tcp://127.8.9.10:8786",
                                     "tcp://localhost:8786", "tcp://LOCALHOST:8786", "tcp://[::1]:8786",
                                     "tls://192.168.1.20:8786", "wss://scheduler.lan:8786"])
def test_a_cluster_on_this_computer_or_reached_with_tls_is_not_warned_of(address: str) -> None:
    assert runs.cluster_warning(address) == ""


def test_an_address_without_a_scheme_given_certificates_is_reached_with_tls() -> None:
    c = runs.Cluster("192.168.1.20:8786", "ca.pem", "me.pem")
    assert c.url == "tls://192.168.1.20:8786" and runs.cluster_warning(c) == ""


def test_the_command_line_warns_before_it_reaches_an_unencrypted_cluster(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(runs, "CONNECT_SECONDS", 0.5)
    address = "tcp://192.0.2.1:8786"  # a documentation address: nobody answers there
    assert main(["arena", "en-garde", "--a", "random", "--b", "random", "-n", "2", "--cluster", address]) == 1
    lines = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert lines[0] == runs.cluster_warning(address)
    assert lines[1].startswith(f"salle arena: no Dask scheduler answers at {address}")


def test_the_command_line_does_not_warn_of_a_cluster_on_this_computer(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(runs, "CONNECT_SECONDS", 0.5)
    address = unused_address()  # a port nobody listens on
    assert main(["balance", "en-garde", "--level", "random", "-n", "2", "--cluster", address]) == 1
    assert "Warning" not in capsys.readouterr().err


# --- the files, and what cannot go together --------------------------------------------------------------
def test_a_certificate_file_that_is_not_there_is_a_usage_error_naming_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = str(tmp_path / "nowhere.pem")
    with pytest.raises(SystemExit) as exc:
        main(["balance", "en-garde", "-n", "2", "--cluster", "tls://10.0.0.5:8786", "--tls-cert", missing])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "--tls-cert" in err and missing in err and "Traceback" not in err


@pytest.mark.parametrize("argv, says", [
    (["--tls-ca-file", "CA", "--tls-cert", "CERT"], "give its address with --cluster"),
    (["--cluster", "tcp://10.0.0.5:8786", "--tls-ca-file", "CA", "--tls-cert", "CERT"],
     "write the address as tls://HOST:PORT"),
    (["--cluster", "tls://10.0.0.5:8786", "--tls-ca-file", "CA"], "needs both its certificate authority"),
    (["--tls-cert", "CERT", "--cluster", "tls://10.0.0.5:8786", "--tls-key", "KEY"],
     "needs both its certificate authority"),
    (["--cluster", "tls://10.0.0.5:8786", "--tls-ca-file", "JUNK", "--tls-cert", "CERT"],
     "cannot be used for TLS"),
])
def test_files_that_cannot_go_together_are_one_line_and_exit_1(
        certificates: dict[str, Files], tmp_path: Path, argv: list[str], says: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    junk = tmp_path / "junk.pem"
    junk.write_text("not a certificate\n")
    f = certificates["client"]
    named = {"CA": f.ca, "CERT": f.cert, "KEY": f.key, "JUNK": str(junk)}
    argv = [named.get(a, a) for a in argv]
    assert main(["balance", "en-garde", "--level", "random", "-n", "2", *argv]) == 1
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("salle balance: ") and says in lines[0]


# --- the shipped program ---------------------------------------------------------------------------------
def test_the_shipped_program_says_what_a_cluster_needs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setitem(sys.modules, "distributed", None)  # left out of the bundle
    with pytest.raises(runs.ClusterError) as e:
        runs.connect("tcp://127.0.0.1:8786")
    text = str(e.value)
    assert "installer" in text and "source folder" in text and "cluster extra" in text
    assert "pip install" not in text  # a command a player of the shipped program has no pip to run


def test_salle_from_source_without_dask_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.setitem(sys.modules, "distributed", None)
    with pytest.raises(runs.ClusterError) as e:
        runs.connect("tcp://127.0.0.1:8786")
    assert "pip install 'salle[cluster]'" in str(e.value)
