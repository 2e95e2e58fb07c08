"""En Garde and Barditus in German, swept: a random hot-seat match played through the window
shows no English word of Salle's messages anywhere a player reads it (the status bar's words,
the refusals, the side panel, the log, the actions in words, the table in words), and Barditus's
armies and cards are named in German (their words are the card files')."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from engine.core.cards import decks_for
from engine.match import MatchState
from engine.store.saves import Seat
from gui.i18n import use_language
from gui.mainwindow import MainWindow

FOLDER = Path(__file__).resolve().parents[2] / "assets" / "i18n"
ANN, BEN = Seat("human", None, "Ann"), Seat("human", None, "Ben")
WORD = re.compile(r"[^\W\d_]{3,}")
PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%n")


def english_words(code: str, game: str) -> set[str]:
    """The words of Salle's messages (the table's and the program's) that `code` translates, less
    every word that language uses itself (its catalogues, the game's card names and titles)."""
    english: set[str] = set()
    native: set[str] = set()
    for catalogue in ("table", "app"):
        for m in ET.parse(FOLDER / f"salle_{catalogue}_{code}.ts").getroot().iter("message"):
            source = m.findtext("source") or ""
            tr = m.find("translation")
            assert tr is not None
            forms = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
            native |= {w.lower() for f in forms for w in WORD.findall(PLACEHOLDER.sub(" ", f))}
            if all(f != source for f in forms):
                plain = source.replace("(es)", " es").replace("(s)", " s")
                english |= {w.lower() for w in WORD.findall(PLACEHOLDER.sub(" ", plain))}
    for deck in decks_for(game):
        native |= {w.lower() for w in WORD.findall(deck.in_language(code).title)}
        native |= {w.lower() for card in deck.cards for w in WORD.findall(card.name_in(code))}
    return english - native


def leftovers(texts: list[str], words: set[str]) -> list[tuple[str, list[str]]]:
    return [(t, found) for t in texts if (found := sorted({w.lower() for w in WORD.findall(t)} & words))]


@pytest.fixture
def window(window: MainWindow) -> MainWindow:
    """The table of conftest.py."""
    window.keeping = False  # these matches stay out of the practice history
    return window


def play_in_german(window: MainWindow, game: str, options: dict[str, object], moves: int) -> list[str]:
    """Every text a random hot-seat match shows, played in German."""
    use_language("de")
    seen: list[str] = []
    window.new_match(game, options, (ANN, BEN), seed=5)
    match, scene = window.match, window.scene
    assert match is not None and scene is not None
    scene.message.connect(seen.append)
    match.refused.connect(seen.append)
    rng = random.Random(5)
    for _ in range(moves):
        if match.phase == MatchState.HANDOVER:
            match.play(match.state.legal_actions()[0])  # refused: the screen is handed over first
            seen.append(match.why_illegal(match.state.legal_actions()[0]))
            match.confirm_handover()
        if match.phase == MatchState.GAME_OVER:
            break
        seen += [window.panel.to_move.text(), window.statusBar().currentMessage(), *scene.situation_words()]
        legal = match.legal_actions()
        seen += [match.describe(a) for a in legal]
        match.play(rng.choice(legal))
    QCoreApplication.processEvents()
    log = window.panel.log
    seen += [log.item(i).text() for i in range(log.count())]
    seen += [window.panel.to_move.text(), *scene.situation_words()]
    return [t for t in seen if t]


def test_a_german_en_garde_match_shows_no_english_word(window: MainWindow) -> None:
    seen = play_in_german(window, "en-garde", {"hits": 2}, 300)
    assert len(seen) > 300
    assert "Du bist nicht am Zug." in seen
    assert leftovers(seen, english_words("de", "en-garde")) == []


def test_a_german_barditus_battle_shows_no_english_word(window: MainWindow) -> None:
    seen = play_in_german(window, "barditus", {}, 150)
    assert len(seen) > 300
    assert leftovers(seen, english_words("de", "barditus")) == []
    text = "\n".join(seen)
    # the armies and their cards are named in German wherever they are named
    english = {deck.title for deck in decks_for("barditus")} | {
        card.name for deck in decks_for("barditus") for card in deck.cards if card.name_in("de") != card.name}
    assert {name for name in english if re.search(rf"\b{name}\b", text)} == set()
    assert any(re.search(rf"\b{deck.in_language('de').title}\b", text) for deck in decks_for("barditus"))
