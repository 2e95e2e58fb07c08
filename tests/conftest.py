"""Shared test set-up: Qt must be loadable (else say which apt-get line fixes it), offscreen."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_sessionstart(session: pytest.Session) -> None:
    from gui.qtcheck import qt_problem

    problem = qt_problem()
    if problem:
        pytest.exit(problem, returncode=3)


@pytest.fixture(autouse=True)
def salle_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> str:
    """Every test gets its own settings and data folders: no test touches a real player's files."""
    from engine.store import paths

    home = str(tmp_path_factory.mktemp("salle-home"))
    monkeypatch.setenv("SALLE_HOME", home)
    monkeypatch.setattr(paths, "_chosen_data", None)  # a folder chosen in one test stays in it
    return home
