"""One table library, four game plugins: the central GUI asks the registry and names no game."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine.games import all_games, get_game
from engine.store.settings import Settings
from gui.dialogs.rules import SHORTCUTS, RulesDialog
from gui.games import UnknownGame, all_uis, game_ui
from gui.gameui import GameUI
from gui.mainwindow import MainWindow

GUI = Path(__file__).resolve().parents[2] / "gui"
GAME_NAMES = re.compile(r"en[-_]garde|ready[-_]fence|audatia|barditus", re.IGNORECASE)


def _central_files() -> list[Path]:
    """Every file of gui/ outside gui/games/ (the generated Qt resources too)."""
    return [p for p in sorted(GUI.rglob("*")) if p.is_file() and "games" not in p.relative_to(GUI).parts
            and "__pycache__" not in p.parts]


def test_no_game_is_named_in_the_central_gui_code() -> None:
    named = [f"{p.relative_to(GUI.parent)}:{n}: {line.strip()}"
             for p in _central_files() if p.suffix == ".py"
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if GAME_NAMES.search(line)]
    assert _central_files(), "the scan found no central files"
    assert named == []


def test_every_game_of_the_engine_has_one_table_registered_by_its_name() -> None:
    assert sorted(ui.name for ui in all_uis()) == sorted(all_games())
    for name in all_games():
        assert game_ui(name).name == get_game(name).name


def test_an_unregistered_game_is_an_error_that_names_it() -> None:
    with pytest.raises(UnknownGame, match="'chess'"):
        game_ui("chess")


def test_the_window_refuses_a_table_for_an_unregistered_game_not_draws_another(qtbot: QtBot) -> None:
    window = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(window)
    before = window.scene
    with pytest.raises(UnknownGame, match="'chess'"):
        window._scene_for("chess")
    assert window.scene is before


def test_no_gui_code_reaches_into_the_match_position() -> None:
    """Scenes, panels and tools see the match through its port (view, legal actions, why an
    action is illegal, play, hand-over) and the game's notation, never `match.state`."""
    reaching = [f"{p.relative_to(GUI.parent)}:{n}" for p in sorted(GUI.rglob("*.py"))
                for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
                if re.search(r"match\.state\b", line)]
    assert reaching == []


def test_the_drag_gesture_is_written_once_for_every_table() -> None:
    """Press, carry past the threshold, drop: gui/table/base.py holds the gesture; the games
    only answer its hooks (what can be picked, the target, the action a drop means, the lights)."""
    handlers = re.compile(r"def mouse(Press|Move|Release)Event\b")
    writers = sorted(str(p.relative_to(GUI.parent)) for p in GUI.rglob("*.py")
                     if handlers.search(p.read_text(encoding="utf-8")))
    assert writers == ["gui/table/base.py"]


def test_every_table_moves_its_items_into_place_through_one_entry_point() -> None:
    """Durations live in gui/anim.py and the animation of an item's place in gui/table/motion.py:
    no table builds its own animation of a position, a scale or a turn."""
    own = sorted(str(p.relative_to(GUI.parent)) for p in GUI.rglob("*.py")
                 if re.search(r'b"(pos|rotation|scale)"', p.read_text(encoding="utf-8")))
    assert own == ["gui/table/motion.py"]
    users = {p.parent.name for p in (GUI / "games").rglob("*.py")
             if "move_into_place(" in p.read_text(encoding="utf-8")}
    assert users == {"en_garde", "audatia", "ready_fence", "barditus"}


@pytest.mark.parametrize("ui", all_uis(), ids=lambda ui: ui.name)
def test_the_rules_dialog_lists_the_games_own_keys_then_the_windows(qtbot: QtBot, ui: GameUI) -> None:
    """Opened without a table, the Keyboard tab shows the game's own keys (its GameUI's), not
    another game's, then the window's shortcuts."""
    dialog = RulesDialog(ui.name, page="keyboard")
    qtbot.addWidget(dialog)
    rows = [(dialog.keys_table.item(r, 0).text(), dialog.keys_table.item(r, 1).text())
            for r in range(dialog.keys_table.rowCount())]
    assert rows[:len(ui.keys)] == list(ui.keys)
    assert all(row in rows for row in SHORTCUTS)
