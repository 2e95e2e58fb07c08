"""Shared test set-up: Qt must be loadable (else say which apt-get line fixes it), offscreen."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.core.cards import forget_card_data

ASSETS = Path(__file__).resolve().parents[1] / "assets"

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


@pytest.fixture(autouse=True)
def shipped_cards() -> Iterator[None]:
    """A card set a test put in play is taken out of play when it ends (and folders it pointed at
    are forgotten)."""
    yield
    from engine.store.cardsets import card_set_in_play, look_elsewhere, use_card_set

    if card_set_in_play() is not None:
        use_card_set(None)
    look_elsewhere([])


@pytest.fixture
def card_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of assets/cards that a test may change (the rest of assets/ as links): the engine
    reads its card data from the copy, afresh, until the test ends."""
    assets = tmp_path / "assets"
    assets.mkdir()
    for sub in ASSETS.iterdir():
        if sub.name == "cards":
            shutil.copytree(sub, assets / "cards")
        else:
            (assets / sub.name).symlink_to(sub)
    monkeypatch.setenv("SALLE_ASSETS", str(assets))
    forget_card_data()
    yield assets / "cards"
    forget_card_data()  # the next test reads the shipped data again
