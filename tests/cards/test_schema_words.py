"""Every choice the card editor offers is shown in words a designer reads, in his language: each
code of every game's card data (a kind, a colour, a Virtue, a card type) has its words, and those
words are asked of the translators."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.cardschema import CHOICE, SOME, FieldSpec
from engine.games import all_games, get_game
from gui.i18n_build import read_ts

ROOT = Path(__file__).resolve().parents[2]
# codes that are words already, the same in every language: Fiore's Italian names of the blows
SPOKEN_AS_THEY_ARE = {"audatia": {"rules.attacks", "rules.attackable_by", "rules.line", "rules.parried_by"}}


def choice_fields(game: str) -> list[FieldSpec]:
    schema = get_game(game).card_schema
    assert schema is not None
    fields = [f for t in schema.types for f in schema.for_type(t) if f.kind in (CHOICE, SOME)]
    return list({f.key: f for f in fields}.values())


@pytest.mark.parametrize("game", [g for g in all_games() if get_game(g).card_schema is not None])
def test_every_code_a_form_offers_has_its_words(game: str) -> None:
    for spec in choice_fields(game):
        codes = [c for c in spec.choices if not isinstance(c, int)]
        if not codes or spec.key in SPOKEN_AS_THEY_ARE.get(game, set()):
            continue
        given = dict(spec.words)
        assert [c for c in codes if c not in given] == [], (game, spec.key)


def test_the_words_are_asked_of_every_translator() -> None:
    wanted = {w for game in all_games() if get_game(game).card_schema is not None
              for spec in choice_fields(game) if spec.key not in SPOKEN_AS_THEY_ARE.get(game, set())
              for _, w in spec.words}
    asked: dict[str, set[str]] = {}  # by language, whichever of its catalogues holds the context
    for ts in sorted((ROOT / "assets" / "i18n").glob("salle_*_*.ts")):
        lang = ts.stem.rsplit("_", 1)[1]
        asked.setdefault(lang, set()).update(
            m.source for m in read_ts(ts) if m.context == "CardSchema" and m.finished)
    assert set(asked) >= {"de", "es", "fr", "it"}
    for lang, sources in asked.items():
        if lang != "en":
            assert sorted(wanted - sources) == [], lang
