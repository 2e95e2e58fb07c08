"""The first start: `make run` opens the table, or says in plain words what is missing and the
apt-get line that supplies it, before Qt would abort with its own message."""

from __future__ import annotations

import sys

import pytest
from pytestqt.qtbot import QtBot

import gui.app
import main
from gui import qtcheck
from gui.dialogs.newgame import NewGameDialog
from gui.mainwindow import MainWindow

XCB_ENV = {"DISPLAY": ":0"}


@pytest.fixture
def desktop(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """An X11 desktop session where nothing has told Qt which platform to use."""
    for name in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(sys, "platform", "linux")

    def no_table(*args: object, **kwargs: object) -> int:
        raise AssertionError("the QApplication must not start")

    monkeypatch.setattr(gui.app, "run", no_table)
    return monkeypatch


def test_the_xcb_plugins_libraries_are_read_from_its_own_file() -> None:
    needed = qtcheck.xcb_libraries()
    assert needed != list(qtcheck.XCB_FALLBACK)  # read from the files, not the fallback list
    for name in ("libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxkbcommon-x11.so.0"):
        assert name in needed
    assert not any(n.startswith(("libQt6", "libc.so")) for n in needed)
    assert all(n in qtcheck.PACKAGE_OF for n in needed)  # every one maps to its Debian package


def test_a_missing_xcb_cursor_library_gives_the_apt_line_before_qt_starts(
        desktop: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    desktop.setattr(qtcheck, "loadable", lambda name: name != "libxcb-cursor.so.0")
    assert main.main([]) == 1
    err = capsys.readouterr().err
    assert "sudo apt-get install libxcb-cursor0\n" in err
    assert "libxcb-cursor.so.0" in err


def test_several_missing_libraries_give_one_apt_line(desktop: pytest.MonkeyPatch) -> None:
    gone = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-render-util.so.0", "libxkbcommon-x11.so.0"}
    problem = qtcheck.display_problem(resolve=lambda name: name not in gone)
    assert problem is not None
    line = problem.splitlines()[-1].split()
    assert line[:3] == ["sudo", "apt-get", "install"]
    assert set(line[3:]) == {"libxkbcommon-x11-0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-render-util0"}


def test_no_display_is_said_in_one_line(desktop: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    desktop.delenv("DISPLAY")
    desktop.setattr(qtcheck, "loadable", lambda name: False)  # not even asked: there is no X
    assert main.main([]) == 1
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert "no display" in err and "DISPLAY" in err


def test_the_installed_program_names_itself_in_the_hint(desktop: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    desktop.delenv("DISPLAY")
    desktop.setattr(sys, "argv", ["/usr/games/salle"])
    assert main.main([]) == 1
    assert "(salle play --help)" in capsys.readouterr().err


@pytest.mark.parametrize("env", [
    {"QT_QPA_PLATFORM": "offscreen"},  # the tests' and the image export's platform needs no display
    {"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"},  # Qt takes Wayland: xcb is not loaded
    {"QT_QPA_PLATFORM": "wayland", "DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"},
])
def test_the_xcb_libraries_are_checked_only_when_qt_will_use_xcb(
        env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    assert qtcheck.display_problem(env, resolve=lambda name: False) is None
    assert qtcheck.display_problem({"QT_QPA_PLATFORM": "xcb", **XCB_ENV}, resolve=lambda name: False)


def test_all_there_means_no_problem(desktop: pytest.MonkeyPatch) -> None:
    assert qtcheck.display_problem(resolve=lambda name: True) is None


def test_the_first_match_and_the_first_new_game_dialog_are_you_against_the_club_ai(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    try:
        window.start_default()  # fresh settings: no last game
        assert window.match is not None
        assert [(s.kind, s.level) for s in window.match.seats] == [("human", None), ("ai", "club")]
        dialog = NewGameDialog(window.settings.last_game or None, parent=window, names=window.settings.names)
        qtbot.addWidget(dialog)
        seats = dialog.choice().seats
        assert [(s.kind, s.level) for s in seats] == [("human", None), ("ai", "club")]
    finally:
        window.close()
