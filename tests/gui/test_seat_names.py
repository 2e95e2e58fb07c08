"""The names Salle gives a seat (the AI's level, "You") read in the language shown, whatever language
the game was begun or saved in; a name the player typed stays as typed."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.ai.players import LEVELS
from engine.core.i18n import translate
from engine.store.saves import Seat
from gui.i18n import use_language
from gui.mainwindow import MainWindow
from gui.seats import shown_name


@pytest.fixture
def german() -> Iterator[None]:
    use_language("de")
    yield
    use_language("en")


def test_given_names_follow_the_language(german: None) -> None:
    you, club = translate("MainWindow", "You"), LEVELS["club"].words
    assert (you, club) != ("You", "Club")  # the German catalogue has them
    assert shown_name(Seat("human", None, "You")) == you
    assert shown_name(Seat("ai", "club", "Club")) == club
    assert shown_name(Seat("ai", "club", club)) == club
    assert shown_name(Seat("human", None, "Ann")) == "Ann"
    assert shown_name(Seat("ai", "club", "Brutus")) == "Brutus"  # a name the player chose


def test_the_table_names_a_game_saved_in_english_in_the_language_shown(
        window: MainWindow, german: None) -> None:
    window.new_match("en-garde", {}, (Seat("human", None, "You"), Seat("ai", "club", "Club")), seed=3)
    assert window.scene.names() == [translate("MainWindow", "You"), LEVELS["club"].words]
