"""The side panel counts the deck being played: a card set's counts, not the rulebook's five of
each value; the coach's card counting reads the same deck."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from engine.games import get_game
from engine.games.en_garde import actions as eg
from engine.games.en_garde.state import EnGardeState
from engine.store.cardsets import CardSet, new_card_set, read_card_set
from engine.store.saves import Seat
from gui.mainwindow import MainWindow

ANN = Seat("human", None, "Ann")
BEN = Seat("human", None, "Ben")


def with_copies(card_set: CardSet, changes: dict[str, int]) -> CardSet:
    """The set with the copies of its cards (by id) changed."""
    (deck,) = card_set.decks
    text = deck.source.read_text(encoding="utf-8")
    for card, n in changes.items():
        at = text.index("copies = ", text.index(f'id = "{card}"'))
        end = text.index("\n", at)
        text = text[:at] + f"copies = {n}" + text[end:]
    deck.source.write_text(text, encoding="utf-8")
    return read_card_set(card_set.folder)


def printed(card_set: CardSet) -> Counter[int]:
    """The set's cards per value, read from its file (not from the engine under test)."""
    (deck,) = card_set.decks
    return Counter(c.value for c in deck.printed() if c.value is not None)


def panel_counts(window: MainWindow) -> dict[int, int]:
    table = window.panel.counts
    return {int(table.horizontalHeaderItem(col).text()): int(table.item(0, col).text())
            for col in range(table.columnCount())}


def test_the_unseen_counts_are_the_sets_not_the_shipped_decks(window: MainWindow, qtbot: QtBot,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[dict[str, Any]] = []  # the views the panel was given, for the seat they show
    show_view = window.panel.show_view
    monkeypatch.setattr(window.panel, "show_view",
                        lambda view, names: (shown.append(view), show_view(view, names)))

    def expected(deck: Counter[int]) -> dict[int, int]:
        seen = Counter([*(shown[-1].hand or ()), *shown[-1].discard])
        return {v: deck[v] - seen[v] for v in range(1, 6)}

    card_set = with_copies(new_card_set("Thin deck", "en-garde"), {"eg-1": 2, "eg-2": 3, "eg-5": 1})
    deck = printed(card_set)
    assert deck != Counter({v: 5 for v in range(1, 6)})  # the set differs from the rulebook's deck
    window.new_match("en-garde", {}, (ANN, BEN), 5, card_set=card_set)
    qtbot.waitUntil(lambda: bool(shown))
    assert panel_counts(window) == expected(deck)
    # the shipped cards again: five of each, less what the seat has seen
    shown.clear()
    window.new_match("en-garde", {}, (ANN, BEN), 5)
    qtbot.waitUntil(lambda: bool(shown))
    assert panel_counts(window) == expected(Counter({v: 5 for v in range(1, 6)}))


def test_the_coach_counts_the_sets_cards_when_all_of_a_value_are_accounted_for() -> None:
    from engine.store.cardsets import use_card_set

    card_set = with_copies(new_card_set("Three threes", "en-garde"), {"eg-3": 3})
    use_card_set(card_set)
    deck = [v for v, n in sorted(printed(card_set).items()) for _ in range(n)]
    hand0, hand1, discard = [3, 3, 1, 2, 4], [1, 1, 2, 2, 4], [3, 5, 5]
    for c in hand0 + hand1 + discard:
        deck.remove(c)
    data = get_game("en-garde").new({}, 1).to_json()
    data.update(hands=[sorted(hand0), sorted(hand1)], discard=discard, deck=deck, pos=[5, 8], round=1)
    state = EnGardeState.from_json(data)
    said = get_game("en-garde").heuristics.reasons(state.view(0), eg.attack(3))  # type: ignore[attr-defined]
    assert said == ["All three 3s are accounted for (two in your hand, one played this round): "
                    "he cannot parry an attack with a 3."]
