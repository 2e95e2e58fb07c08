"""The Card sets window opens at once, whatever its sets' faces cost to judge: the list is read
without drawing a face, and the open set's faces are judged by its check off the window's thread,
their faults coming to the problems, the fields and the list when they are found."""

from __future__ import annotations

import re
import threading

import pytest
from pytestqt.qtbot import QtBot

import gui.cardface.fit as fit
from engine.store.cardsets import new_card_set
from gui.cardsets import CardSetsWindow


def test_the_window_opens_without_judging_a_face_on_its_thread(qtbot: QtBot,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    made = new_card_set("Long words", "ready-fence")
    (name, text), = made.files
    long_text = "Lunge and lunge again, " * 20
    (made.folder / name).write_text(re.sub(r'(?m)^text = "', 'text = "' + long_text, text, count=1),
                                    encoding="utf-8")
    fit._MEMOS.clear()
    fit._CACHE.clear()
    fit._SEEN.clear()
    on_window_thread = [0]
    real = fit.draw_card

    def drawn(*args: object, **kwargs: object) -> None:
        if threading.current_thread() is threading.main_thread():
            on_window_thread[0] += 1
        real(*args, **kwargs)  # type: ignore[arg-type]
    monkeypatch.setattr(fit, "draw_card", drawn)
    win = CardSetsWindow(None)
    qtbot.addWidget(win)
    assert on_window_thread[0] == 0
    assert win.problems.item(0).text() == "Checking the set…" and not win.play_action.isEnabled()
    assert win.card_list.count() > 0  # the cards are there to edit meanwhile
    qtbot.waitUntil(lambda: win.problems.item(0).text() != "Checking the set…", timeout=60_000)
    assert "does not fit" in win.problems.item(0).text()
    assert "fault" in win.set_list.item(0).text()  # the list knows now, too
    assert on_window_thread[0] == 0
    win.close()
