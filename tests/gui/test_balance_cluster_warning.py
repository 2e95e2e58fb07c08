"""The Balance window says, as a cluster's address is typed, when that cluster is reached without
encryption beyond this computer: its scheduler and workers could run any code in Salle. Where Dask
is not there to run one (the packaged program, a source install without the cluster extra), the
field is not offered."""

from __future__ import annotations

import importlib.util
import sys
from importlib.machinery import ModuleSpec

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from engine.tools.runs import cluster_runs_here, cluster_warning
from gui.balance import BalanceWindow


def window(qtbot: QtBot) -> BalanceWindow:
    w = BalanceWindow(game="en-garde")
    qtbot.addWidget(w)
    w.show()
    return w


def test_an_unencrypted_cluster_on_the_network_is_warned_of_under_its_field(qtbot: QtBot) -> None:
    w = window(qtbot)
    assert not w.cluster_warning.isVisible()
    w.cluster.setText("tcp://192.168.1.20:8786")
    assert w.cluster_warning.isVisible()
    text = w.cluster_warning.text()
    assert text == cluster_warning("tcp://192.168.1.20:8786") and "run any code in Salle" in text


def test_a_cluster_on_this_computer_or_with_tls_or_none_is_not_warned_of(qtbot: QtBot) -> None:
    w = window(qtbot)
    for address in ("tcp://192.168.1.20:8786", "tcp://127.0.0.1:8786", "tcp://192.168.1.20:8786",
                    "tls://192.168.1.20:8786", "tcp://192.168.1.20:8786", "", "tcp://192.168.1.20:"):
        w.cluster.setText(address)
        warned = address.startswith("tcp://192.168.1.20:8786")
        assert w.cluster_warning.isVisible() == warned, address


def cluster_row_shown(w: BalanceWindow) -> bool:
    """Whether the Cluster field and its label are on screen."""
    labels = [label for label in w.findChildren(QLabel) if label.buddy() is w.cluster]
    assert len(labels) == 1
    assert labels[0].isVisible() == w.cluster.isVisible()
    return w.cluster.isVisible()


def test_the_cluster_field_is_offered_where_dask_is_installed(qtbot: QtBot) -> None:
    assert importlib.util.find_spec("distributed") is not None  # the test tools install it
    assert cluster_runs_here()
    assert cluster_row_shown(window(qtbot))


def test_the_packaged_program_offers_no_cluster_field(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # PyInstaller's bootloader sets sys.frozen: Dask is left out of the bundle, whatever the build had
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert not cluster_runs_here()
    w = window(qtbot)
    assert not cluster_row_shown(w)
    w.cluster.setText("tcp://192.168.1.20:8786")  # nor its warning, whatever the hidden field holds
    w.cluster.clear()
    assert not w.cluster_warning.isVisible()


def test_a_source_install_without_dask_offers_no_cluster_field(qtbot: QtBot,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    find_spec = importlib.util.find_spec

    def without_dask(name: str, package: str | None = None) -> ModuleSpec | None:
        return None if name.partition(".")[0] in ("dask", "distributed") else find_spec(name, package)

    monkeypatch.setattr(importlib.util, "find_spec", without_dask)
    assert not getattr(sys, "frozen", False)
    assert not cluster_runs_here()
    assert not cluster_row_shown(window(qtbot))
