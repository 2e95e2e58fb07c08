"""Whatever words a designer types, in whatever script, every face is drawn at every size Salle
draws it: the words fit, or the face is refused (TextOverflow, which the set check reports); no
other exception, and the table shows a face or its placeholder, never an error."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.cards import Deck, shipped_decks
from gui.cardface.fit import draw_problem, face_sizes
from gui.cardface.painter import table_pixmap

SCRIPTS = {
    "latin": "abcdefghijklmnopqrstuvwxyzÉéèêëçßøæœÄÖÜäöüñ",
    "cjk": "日本の剣術刀道場東西南北春夏秋冬一二三四五六七八九十",
    "arabic": "ابتثجحخدذرزسشصضطظعغفقكلمنهوي",
    "emoji": "⚔🗡🛡🔥💥🏹🐎👑✨🎲",
    "combining": "a\u0301e\u0300o\u0302u\u0308n\u0303\u0327\u036f",
    "mixed": "aZ日ب⚔\u0301 -,.!?0123456789",
}


@st.composite
def words(draw: st.DrawFn, least: int = 0) -> str:
    """Text of one script: a few words or many, short ones or one very long word."""
    alphabet = SCRIPTS[draw(st.sampled_from(sorted(SCRIPTS)))]
    word = st.text(alphabet=alphabet, min_size=1, max_size=draw(st.sampled_from([8, 40, 300])))
    return " ".join(draw(st.lists(word, min_size=max(least, 1) if least else 0, max_size=12)))


def one_deck_per_face() -> list[Deck]:
    """A deck of each game (each face drawer)."""
    return [decks[0] for _, decks in sorted(shipped_decks().items())]


@pytest.mark.parametrize("deck", one_deck_per_face(), ids=lambda d: d.game)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=words(least=1), text=words(), pick=st.integers(min_value=0, max_value=1000))
def test_any_words_draw_or_are_refused_at_every_size(qapp: object, deck: Deck, name: str, text: str,
                                                      pick: int) -> None:
    card = deck.cards[pick % len(deck.cards)]
    card = replace(card, name=name, text=text if card.text else "")
    typed = replace(deck, cards=tuple(card if c.id == card.id else c for c in deck.cards))
    for size in face_sizes():
        refusal = draw_problem(card, typed, size)
        # a refusal names the part whose words do not fit; anything else is a fault of the face
        assert refusal is None or (refusal.part and not refusal.fault), (size, refusal)
    for width in (40, 100, 320):
        pixmap = table_pixmap(card, typed, width, round(width * 88 / 63), 1.0)
        assert pixmap.width() == width
