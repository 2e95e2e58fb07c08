"""A big set opens in the card editor in time that grows with its size, not with its square: the
window reads and checks it once, lists its cards without comparing each with all the others, and
Barditus's army check counts its possible lists instead of listing them."""

from __future__ import annotations

import copy
import random
import time
from collections.abc import Callable
from dataclasses import replace
from itertools import combinations_with_replacement
from pathlib import Path

import pytest
import tomlkit
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from engine.core.cards import CardFileError, shipped_decks
from engine.games.barditus.cards import FRONT_CARDS, check_army
from engine.store.cardsets import CardSet, new_card_set
from gui.cardsets import CardSetsWindow


def big_set(name: str, cards: int, game: str, deck: str) -> CardSet:
    """A copy of a shipped deck grown to `cards` cards by copying its own, each under a new id."""
    made = new_card_set(name, game, [deck])
    file = next(n for n, _ in made.files if "/" not in n)
    doc = tomlkit.parse((made.folder / file).read_text(encoding="utf-8"))
    table = doc["card"]
    shipped = [copy.deepcopy(t) for t in table]
    i = 0
    while len(table) < cards:
        twin = copy.deepcopy(shipped[i % len(shipped)])
        twin["id"] = f"{twin['id']}-{i}"
        table.append(twin)
        i += 1
    (made.folder / file).write_text(tomlkit.dumps(doc), encoding="utf-8")
    return made


def opening_time(qtbot: QtBot, folder: Path) -> float:
    """Seconds from asking for the window until it shows the set's first card (best of two)."""
    best = float("inf")
    for _ in range(2):
        start = time.perf_counter()
        win = CardSetsWindow(None)
        took = time.perf_counter() - start
        qtbot.addWidget(win)
        assert win.editor is not None and win.editor.folder == folder and win.place is not None
        best = min(best, took)
        win.close()
        win.deleteLater()
    return best


def count_calls(monkeypatch: pytest.MonkeyPatch, owner: object, name: str) -> list[int]:
    calls = [0]
    real: Callable[..., object] = getattr(owner, name)

    def counted(*args: object, **kwargs: object) -> object:
        calls[0] += 1
        return real(*args, **kwargs)
    monkeypatch.setattr(owner, name, counted)
    return calls


@pytest.mark.parametrize(("game", "deck"), [("ready-fence", "ready-fence"), ("en-garde", "fencing")])
def test_opening_a_set_takes_time_in_proportion_to_its_cards(qtbot: QtBot, game: str, deck: str) -> None:
    small = big_set("Small", 100, game, deck)
    small_time = opening_time(qtbot, small.folder)
    for path in small.folder.rglob("*.toml"):  # only the big set is in the list now
        path.unlink()
    for path in sorted(small.folder.rglob("*"), reverse=True):
        path.rmdir()
    small.folder.rmdir()
    big = big_set("Big", 400, game, deck)
    big_time = opening_time(qtbot, big.folder)
    # four times the cards: about four times the time (the square would be sixteen)
    assert big_time < 6 * small_time + 0.05, (small_time, big_time)


def test_each_card_is_named_a_bounded_number_of_times_as_the_set_opens(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.store.cardedit import SetEditor

    big_set("Big", 300, "ready-fence", "ready-fence")
    labels = count_calls(monkeypatch, SetEditor, "label")
    win = CardSetsWindow(None)
    qtbot.addWidget(win)
    assert win.card_list.count() == 300
    assert labels[0] <= 3 * 300


def test_the_army_check_counts_the_lists_as_listing_them_would() -> None:
    """Two different lists of front cards exist exactly when listing every choice finds two."""
    gallic = next(d for d in shipped_decks()["barditus"] if d.id == "gallic")
    fronts = [c for c in gallic.cards if c.rules.get("line") == "front"]
    rears = [c for c in gallic.cards if c.rules.get("line") != "front"]
    rng = random.Random(2026)
    seen = set()
    for _ in range(120):
        chosen = rng.sample(fronts, rng.randint(1, len(fronts)))
        cards = [replace(c, copies=rng.randint(1, 5)) for c in chosen]
        copies = {c.id: c.copies for c in cards}
        lists = {combo for combo in combinations_with_replacement(sorted(copies), FRONT_CARDS)
                 if all(combo.count(i) <= copies[i] for i in set(combo))}
        deck = replace(gallic, cards=(*cards, *rears))
        try:
            check_army(deck)
            refused = ""
        except CardFileError as e:
            refused = e.problem
        if "fits" in refused:  # too few copies for any list: the price check speaks first
            assert not lists
            continue
        assert ("two different lists" in refused) == (len(lists) < 2), (copies, refused)
        seen.add(len(lists) < 2)
    assert seen == {True, False}  # both answers were put to the test


def test_a_big_army_is_checked_at_once() -> None:
    gallic = next(d for d in shipped_decks()["barditus"] if d.id == "gallic")
    cards = [replace(c, id=f"{c.id}-{i}") for i in range(60) for c in gallic.cards]
    start = time.perf_counter()
    check_army(replace(gallic, cards=tuple(cards)))
    assert time.perf_counter() - start < 2.0  # listing the lists: 240 front cards, four at a time


def test_a_big_set_is_checked_off_the_window_thread_and_its_fault_comes_to_its_field(
        qtbot: QtBot) -> None:
    big = big_set("Big", 250, "ready-fence", "ready-fence")
    win = CardSetsWindow(None)
    qtbot.addWidget(win)
    win.show()
    assert win.editor is not None and win.editor.folder == big.folder
    win.card_list.setCurrentRow(2)
    name = win.field_widget("name")
    assert isinstance(name, QLineEdit)
    name.setFocus()
    qtbot.keyClick(name, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(name, Qt.Key.Key_Backspace)
    # the edit is written at once and the window goes on; the check comes when it is made
    assert win.problems.item(0).text() == "Checking the set…"
    qtbot.waitUntil(lambda: win.field_errors["name"].isVisible(), timeout=30_000)
    assert "must not be empty" in win.field_errors["name"].text() and win.card_list.currentRow() == 2
    assert not win.play_action.isEnabled()
    win.close()
