"""A Barditus army card's badge: the word under the points agrees with the number ("1 point",
"3 points"), its plural chosen by the translation system in the card's language."""

from __future__ import annotations

import pytest

from engine.core.cards import decks_for
from gui.games.barditus import face


def test_the_badge_word_takes_its_plural_from_the_translation_system(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[tuple[str, int]] = []

    def plural(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        asked.append((text, n))
        return (text.replace("point(s)", "point" if n == 1 else "points")).replace("%n", str(n))

    roman = next(d for d in decks_for("barditus") if d.id == "roman")
    monkeypatch.setattr(face, "translate", plural)
    face._points_phrase.cache_clear()
    try:
        assert face.points_word(roman, 1) == "point"
        assert face.points_word(roman, 3) == "points"
        assert face.points_word(roman, 13) == "points"  # the number goes, not the digits inside it
    finally:
        face._points_phrase.cache_clear()
    assert [n for _, n in asked] == [1, 3, 13] and all("%n" in text for text, _ in asked)
