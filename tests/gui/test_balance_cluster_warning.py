"""The Balance window says, as a cluster's address is typed, when that cluster is reached without
encryption beyond this computer: its scheduler and workers could run any code in Salle."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine.tools.runs import cluster_warning
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
