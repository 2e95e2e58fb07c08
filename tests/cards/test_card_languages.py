"""The cards in five languages: every card has its words in each, checked on load, and fits its face."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from engine.core import i18n
from engine.core.card_languages import (
    OTHER_LANGUAGES,
    face_word,
    face_words,
    markers,
    source_words,
    translation_file,
)
from engine.core.cards import CardFileError, Deck, all_decks, decks_for, layouts, load_deck
from gui.cardface.painter import deck_card_pixmap
from gui.cardface.render import check_fits, draw_card
from gui.proofs.images import card_image
from gui.proofs.pdf import PrintJob
from main import main

SHIPPED = [deck for decks in all_decks().values() for deck in decks]
# the sizes each game's own face tests draw at (print, and the table's), now in every language
SIZES = {
    "en-garde": [QRectF(0, 0, 750, 1050)],
    "audatia": [QRectF(0, 0, 220, 308), QRectF(0, 0, 630, 880)],
    "ready-fence": [QRectF(0, 0, 630, 880), QRectF(0, 0, 64, 90)],
    "barditus": [QRectF(0, 0, 315, 440), QRectF(0, 0, 64, 90)],
}

DECK = """
[deck]
game = "en-garde"
id = "test"
title = "Test"
back = "en-garde"
layout = "number"

[[card]]
id = "t-1"
name = "One"
value = 1
text = "Step 1 space."

[[card]]
id = "t-2"
name = "Two"
value = 2
text = ""
"""

SPANISH = """
[deck]
title = "Prueba"

[card.t-1]
name = "Uno"
text = "Muévete 1 casilla."

[card.t-2]
name = "Dos"
"""


@pytest.fixture
def shown_in() -> Iterator[None]:
    """A test may show words in another language; the next test finds English again."""
    yield
    i18n.set_language(i18n.SOURCE_LANGUAGE, None)


def _deck(tmp_path: Path, spanish: str = SPANISH, name: str = "test.es.toml") -> Path:
    (tmp_path / "i18n").mkdir(exist_ok=True)
    (tmp_path / "i18n" / name).write_text(spanish, encoding="utf-8")
    path = tmp_path / "test.toml"
    path.write_text(DECK, encoding="utf-8")
    return path


def test_a_deck_shows_its_title_names_and_texts_in_the_language_asked_and_plays_the_same(
    tmp_path: Path, shown_in: None
) -> None:
    deck = load_deck(_deck(tmp_path))
    spanish = deck.in_language("es")
    assert (spanish.title, [c.name for c in spanish.cards]) == ("Prueba", ["Uno", "Dos"])
    assert spanish.cards[0].text == "Muévete 1 casilla." and spanish.cards[1].text == ""
    assert [(c.id, c.value, c.rules) for c in spanish.cards] == [(c.id, c.value, c.rules) for c in deck.cards]
    assert spanish.in_language("en").cards[0].name == "One"  # back from a copy, not from the Spanish
    assert deck.in_language("de").cards[0].name == "One"  # no German file: the English
    i18n.set_language("es", None)
    assert deck.cards[0].name_in() == "Uno" and deck.in_language().title == "Prueba"


@pytest.mark.parametrize(
    ("spanish", "card", "field", "problem"),
    [
        (SPANISH.replace('[card.t-2]\nname = "Dos"\n', ""), "card t-2", "name", "no name in es (Español)"),
        (SPANISH + '\n[card.t-3]\nname = "Tres"\n', "card t-3", "", "not a card of test.toml"),
        (SPANISH.replace('name = "Uno"\n', 'name = "Uno"\ncolour = "red"\n'), "card t-1", "colour",
         "not a field"),
        (SPANISH.replace('name = "Uno"\n', "name = 1\n"), "card t-1", "name", "must be text"),
        (SPANISH.replace('text = "Muévete 1 casilla."\n', ""), "card t-1", "text", "no text in es (Español)"),
        (SPANISH.replace("Muévete 1 casilla.", "Muévete una casilla."), "card t-1", "text",
         "numbers and placeholders (1), not none"),
        (SPANISH.replace('name = "Dos"', 'name = "Dos"\ntext = "Algo."'), "card t-2", "text",
         "no English text"),
        (SPANISH.replace('title = "Prueba"', ""), "", "deck.title", "must be text"),
    ],
)
def test_a_bad_language_file_is_refused_naming_file_card_and_field(
    tmp_path: Path, spanish: str, card: str, field: str, problem: str
) -> None:
    with pytest.raises(CardFileError) as e:
        load_deck(_deck(tmp_path, spanish))
    assert str(e.value).startswith(f"test.es.toml: {' '.join(p for p in (card, field) if p)}: ")
    assert e.value.field == field and problem in str(e.value)


@pytest.mark.parametrize(("name", "problem"), [
    ("test.pt.toml", "the language one of es, it, fr, de"),
    ("test.en.toml", "the language one of es, it, fr, de"),  # English is the card file itself
    ("other.es.toml", "other.toml, which is not a card file here"),
])
def test_a_language_file_of_no_language_or_no_deck_is_refused_by_name(
    tmp_path: Path, name: str, problem: str
) -> None:
    with pytest.raises(CardFileError, match=f"^{name.replace('.', '[.]')}: .*{problem}"):
        load_deck(_deck(tmp_path, SPANISH, name))


def test_every_card_of_salle_has_its_words_in_every_language_keeping_its_numbers() -> None:
    assert SHIPPED
    for deck in SHIPPED:
        for lang in OTHER_LANGUAGES:
            assert translation_file(deck.source, lang).is_file(), (deck.source.name, lang)
            assert lang in deck.titles, (deck.source.name, lang)
        for card in deck.cards:
            assert set(card.names) == set(i18n.LANGUAGES), card.id
            for lang in OTHER_LANGUAGES:
                assert card.names[lang].strip(), (card.id, lang)
                assert bool(card.texts[lang]) == bool(card.text), (card.id, lang)
                assert markers(card.texts[lang]) == markers(card.text), (card.id, lang)


def test_every_fixed_word_of_every_face_and_back_is_given_in_every_language() -> None:
    for lang in OTHER_LANGUAGES:
        given = face_words(lang)
        for table in ("layout", "back"):
            for name in layouts()[table]:
                wanted = source_words(table, name)
                if wanted:
                    assert sorted(given[(table, name)]) == sorted(wanted), (lang, table, name)


def test_a_face_may_print_only_the_words_its_layout_lists(shown_in: None) -> None:
    (deck,) = decks_for("ready-fence")
    assert face_word(deck.in_language("fr"), "to the wrist") != "to the wrist"
    with pytest.raises(KeyError, match="'Lunge' is not among the words of layout ready-fence"):
        face_word(deck, "Lunge")


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_every_face_and_back_fits_its_words_in_every_language(qtbot: QtBot, lang: str) -> None:
    # the words are measured, not seen: drawn on a few pixels (as gui.cardface.fit judges a face),
    # the face's parts are laid out and fitted at the trim's size all the same
    image = QImage(4, 4, QImage.Format.Format_ARGB32_Premultiplied)
    for deck in SHIPPED:
        shown = deck.in_language(lang)
        for card in [*shown.cards, None]:
            if card is not None:
                assert check_fits(card, shown) == [], (lang, card.id)
            for trim in SIZES[deck.game]:
                painter = QPainter(image)
                try:
                    draw_card(painter, trim, card, shown)  # raises TextOverflow naming the card
                finally:
                    painter.end()


def _differ(a: QImage, b: QImage) -> bool:
    return a.constBits().tobytes() != b.constBits().tobytes()  # type: ignore[union-attr]


def test_the_table_draws_the_cards_in_the_language_words_are_shown_in(qtbot: QtBot, shown_in: None) -> None:
    english = deck_card_pixmap("en-garde", "fencing", "eg-3", 110, 154, 1.0).toImage()
    i18n.set_language("de", None)
    german = deck_card_pixmap("en-garde", "fencing", "eg-3", 110, 154, 1.0).toImage()
    assert _differ(english, german)
    i18n.set_language("en", None)
    again = deck_card_pixmap("en-garde", "fencing", "eg-3", 110, 154, 1.0).toImage()
    assert not _differ(english, again)


def test_a_spanish_print_job_prints_spanish_cards(qtbot: QtBot) -> None:
    job = PrintJob("audatia", ["virtues"], language="es")
    (deck, card), *_ = job.cards()
    assert deck.title == "Virtudes" and card.text.startswith("+1 Audatia.") and card.text != decks_for(
        "audatia")[2].cards[0].text
    english: Deck = next(d for d in decks_for("audatia") if d.id == "virtues")
    spanish = card_image(card, deck, 300, 0.0)
    assert spanish.tobytes() != card_image(english.cards[0], english, 300, 0.0).tobytes()


def test_the_proofs_command_prints_in_the_language_asked(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "eg.pdf"
    assert main(["proofs", "en-garde", "--no-board", "--lang", "fr", "--out", str(out)]) == 0
    words = " ".join(PdfReader(str(out)).pages[0].extract_text().split())
    assert "Déplacez-vous de 1 case" in words and "Step 1 space" not in words
    assert "Cartes d'escrime" in words  # the sheet's header names the deck in French too


@pytest.mark.parametrize("command", ["proofs", "images"])
def test_a_language_salle_does_not_speak_is_a_usage_error(
    qtbot: QtBot, command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as e:
        main([command, "en-garde", "--lang", "pt", "--out", str(tmp_path / "x")])
    err = capsys.readouterr().err
    assert e.value.code == 2 and "usage:" in err and "'pt' is not a language of the cards" in err
    assert not (tmp_path / "x").exists()


def test_the_images_command_prints_in_the_language_asked(qtbot: QtBot, tmp_path: Path) -> None:
    for lang in ("en", "it"):
        assert main(["images", "en-garde", "--lang", lang, "--out", str(tmp_path / lang)]) == 0
    english, italian = (QImage(str(tmp_path / lang / "en-garde_fencing_eg-1.png")) for lang in ("en", "it"))
    assert _differ(english, italian)


def test_a_word_the_bold_face_cannot_spell_is_set_regular_never_in_two_fonts(qtbot: QtBot) -> None:
    from gui.cardface.fonts import bold_for, register_fonts

    register_fonts()
    assert bold_for("Forest", "EB Garamond") and not bold_for("Forêt", "EB Garamond")
    assert not bold_for("Fünf", "EB Garamond") and bold_for("Fünf", "Carlito")  # Carlito Bold has them
    assert not bold_for("Forest", "EB Garamond", bold=False)


def test_barditus_army_cards_on_the_table_carry_their_name_in_the_language_shown(
    qtbot: QtBot, shown_in: None
) -> None:
    from engine.games.barditus.cards import army
    from gui.games.barditus.items import shown_name

    forest = army("gallic").cards["forest"]
    assert shown_name(forest) == "Forest"
    i18n.set_language("fr", None)
    assert shown_name(forest) == forest.name == "Forêt" and forest.english == "Forest"  # the rules read ids
