"""Every refusal a game's rules can give is said in every language Salle speaks: each text of
each game's `refusal_words` (and the kernel's) is translated, with the same placeholders."""

from __future__ import annotations

import pytest

from engine.core.i18n import LANGUAGES, SOURCE_LANGUAGE
from engine.core.refusal import KERNEL_WORDS, RefusalWords
from engine.games import all_games
from gui.i18n_build import CATALOGUES, read_ts, ts_path
from tests.i18n.test_catalogues import placeholders

WORDS = {"kernel": KERNEL_WORDS, **{name: game.refusal_words for name, game in all_games().items()}}


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != SOURCE_LANGUAGE])
@pytest.mark.parametrize("owner", sorted(WORDS))
def test_each_refusal_is_translated(owner: str, code: str) -> None:
    words: RefusalWords = WORDS[owner]
    translated = {(m.context, m.source): m for c in CATALOGUES for m in read_ts(ts_path(c, code))}
    missing, wrong = [], []
    for refusal, text in words.texts.items():
        m = translated.get((words.context, text))
        if m is None or not m.finished or not all(m.translation):
            missing.append(refusal)
        elif placeholders(m.translation[0]) != placeholders(text):
            wrong.append(refusal)
    assert (missing, wrong) == ([], []), f"{owner} in {code}: run make translations-update and translate them"
