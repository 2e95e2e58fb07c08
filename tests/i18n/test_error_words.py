"""A file Salle refuses is refused in the player's language: the frame (file, card or step, field)
and the problem are translated, while the file's and the field's names stay as written (they are
what the player looks for in the file)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from engine.core.cards import CardFileError, decks_for, load_deck
from engine.lessons import LessonFileError, read_lesson
from engine.store.cardsets import read_card_set
from engine.store.saves import SaveError, load_game
from gui.i18n import use_language
from tests.cards.test_card_data import GOOD

BAD_COPIES = GOOD.replace("copies = 2", "copies = 0")


def refusal(path: Path) -> str:
    with pytest.raises(CardFileError) as e:
        load_deck(path)
    return str(e.value)


def test_a_card_file_is_refused_in_german_naming_its_card_and_field_as_written(
        qapp: QCoreApplication, tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(BAD_COPIES)
    english = refusal(path)
    assert english == "bad.toml: card t-1 copies: must be a whole number from 1 to 99, not 0"
    use_language("de")
    assert refusal(path) == "bad.toml: Karte t-1 copies: muss eine ganze Zahl von 1 bis 99 sein, nicht 0"


def test_a_games_own_check_and_a_card_set_speak_french(qapp: QCoreApplication, tmp_path: Path) -> None:
    folder = tmp_path / "set"
    folder.mkdir()
    # the set's deck stands in for the shipped one of its id
    shipped = decks_for("en-garde")[0].id
    (folder / "en-garde.toml").write_text(GOOD.replace('id = "test"', f'id = "{shipped}"').replace(
        'text = "Short."', 'text = "Short."\ntype = "lunge"'))
    use_language("fr")
    problems = [str(p) for p in read_card_set(folder).errors]
    assert problems == ['en-garde.toml : carte t-1 type : une carte d\'En Garde n\'a pas de type propre '
                        '("card"), pas \'lunge\'']


def test_a_save_and_a_lesson_are_refused_in_spanish(qapp: QCoreApplication, tmp_path: Path) -> None:
    empty = tmp_path / "empty.salle.json"
    empty.write_text("")
    use_language("es")
    with pytest.raises(SaveError) as e:
        load_game(empty)
    assert str(e.value) == ("empty.salle.json: está vacío (¿truncado?): no es una partida guardada de "
                            "Salle")
    words = {"title": "T", **{f"title_{code}": "T" for code in ("es", "it", "fr", "de")}}
    lesson = {"game": "en-garde", **words, "seed": 1, "steps": [{"text": "Hola", "colour": 1}]}
    with pytest.raises(LessonFileError) as f:
        read_lesson(lesson, tmp_path / "t.toml")
    assert str(f.value) == "t.toml: paso 1 colour: no es un campo de un paso"
