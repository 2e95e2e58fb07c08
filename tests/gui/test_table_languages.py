"""The table's words in the player's language: the catalogues assets/i18n/salle_table_*.ts are
complete and keep every placeholder, and with one of them loaded the engine's words (actions,
refusals, reasons, phases) and the En Garde and Barditus tables speak German and French."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from engine.core import i18n
from engine.core.events import RoundOver
from engine.games import get_game
from engine.games.barditus.actions import Action as BarditusAction
from engine.games.barditus.cards import points_words
from engine.games.barditus.state import phase_title
from engine.games.en_garde import actions as eg
from engine.games.en_garde.reasons import reasons
from engine.games.words import translate
from engine.store.saves import Seat
from gui.games.barditus.scene import BarditusScene
from gui.games.en_garde.scene import TableScene
from gui.games.en_garde.story import tell
from gui.mainwindow import MainWindow

FOLDER = Path(__file__).resolve().parents[2] / "assets" / "i18n"
LANGUAGES = ("es", "it", "fr", "de")
PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%n")
YOU, ANN, BEN = Seat("human", None, "You"), Seat("human", None, "Ann"), Seat("human", None, "Ben")


def messages(code: str) -> list[ET.Element]:
    return list(ET.parse(FOLDER / f"salle_table_{code}.ts").getroot().iter("message"))


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The table's catalogues compiled afresh from their .ts sources."""
    out = tmp_path_factory.mktemp("table-qm")
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    for ts in sorted(FOLDER.glob("salle_table_*.ts")):
        subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(out / f"{ts.stem}.qm")], check=True)
    return out


@pytest.fixture
def speak(compiled: Path, qapp: QCoreApplication) -> Iterator[Callable[[str], None]]:
    """speak(code): the table's catalogue for `code` in Qt and in the engine's hook ("en": none)."""
    installed: list[QTranslator] = []

    def use(code: str) -> None:
        for t in installed:
            QCoreApplication.removeTranslator(t)
        installed.clear()
        if code == "en":
            i18n.set_language("en", None)
            return
        t = QTranslator()
        assert t.load(str(compiled / f"salle_table_{code}.qm"))
        QCoreApplication.installTranslator(t)
        installed.append(t)

        def hook(context: str, text: str, disambiguation: str | None, n: int) -> str:
            found = t.translate(context, text, disambiguation, n) or text
            return found.replace("%n", str(n)) if n >= 0 else found

        i18n.set_language(code, hook)

    yield use
    use("en")


# --- the catalogues ---------------------------------------------------------------------------------
@pytest.mark.parametrize("code", LANGUAGES)
def test_every_message_of_the_table_is_translated_with_its_placeholders(code: str) -> None:
    found = messages(code)
    assert len(found) > 500
    for m in found:
        source = m.findtext("source") or ""
        tr = m.find("translation")
        assert tr is not None and tr.get("type") is None, f"unfinished or obsolete: {source!r}"
        plural = m.get("numerus") == "yes"
        forms = [f.text or "" for f in tr.iter("numerusform")] if plural else [tr.text or ""]
        assert len(forms) == (2 if plural else 1), source
        for form in forms:
            assert form.strip(), f"empty translation of {source!r}"
            assert sorted(set(PLACEHOLDER.findall(form))) == sorted(set(PLACEHOLDER.findall(source))), \
                f"{code}: {source!r} -> {form!r}"


def test_the_same_messages_in_every_language_and_english_holds_their_plurals() -> None:
    keys = {code: {(m.findtext("source"), m.get("numerus")) for m in messages(code)} for code in LANGUAGES}
    assert all(k == keys["de"] for k in keys.values())
    english = messages("en")
    plurals = {s for s, numerus in keys["de"] if numerus == "yes"}
    assert {m.findtext("source") for m in english} == plurals
    assert all(m.find("translation") is not None and m.find("translation").get("type") is None  # type: ignore[union-attr]
               for m in english)


def test_an_english_plural_reads_right_without_a_catalogue() -> None:
    assert translate("Test", "%n card(s)", None, 1) == "1 card"
    assert translate("Test", "%n loss(es) and %n die(s)", None, 2) == "2 losses and 2 dice"


# --- the engine's words -------------------------------------------------------------------------------
def test_the_engines_words_follow_the_language(speak: Callable[[str], None]) -> None:
    speak("de")
    assert eg.describe_action(eg.attack(3)) == "mit einer 3 angreifen"
    assert eg.describe_action(eg.parry(2, 4)) == "mit 2 + 4 parieren"
    state = get_game("en-garde").new({"level": "basic"}, 3)
    view = state.view(state.current_player())
    assert reasons(view, eg.attack(2)) == ["Im Grundspiel trifft jeder Angriff."]
    assert state.why_illegal(eg.parry(1)).endswith("es gibt keinen Angriff zu parieren")
    assert "Runde 1" in get_game("en-garde").render_text(view, ("Ann", "Ben"))
    assert phase_title("orders") == "Befehle: Schlacht, Sammeln oder Reserve (Befehlswürfel)"
    assert points_words(1) == "1 Punkt" and points_words(3) == "3 Punkte"
    assert get_game("barditus").describe_action(BarditusAction("rally", 1)) \
        == "Frontkarte in Spalte 2 befehlen, sich zu sammeln"


# --- the tables -----------------------------------------------------------------------------------------
@pytest.fixture
def window(speak: Callable[[str], None], window: MainWindow) -> MainWindow:
    """The table of conftest.py, opened after the language is chosen (and closed before it goes)."""
    return window


@pytest.mark.parametrize(("code", "round_word", "to_act", "you_win"), [
    ("de", "Runde 1 — Abstand", "Ann ist am Zug", "Du gewinnst die Runde"),
    ("fr", "Manche 1 — distance", "À Ann de jouer", "Vous gagnez la manche"),
])
def test_the_en_garde_table_speaks_the_language(window: MainWindow, speak: Callable[[str], None], code: str,
                                                round_word: str, to_act: str, you_win: str) -> None:
    speak(code)
    window.new_match("en-garde", {"first": 0}, (ANN, BEN), seed=7)
    window.match.confirm_handover()  # type: ignore[union-attr]
    scene = window.scene
    assert isinstance(scene, TableScene)
    assert scene.status.text().startswith(round_word)
    assert scene.phase_text.text() == to_act
    assert scene.discard_slot.label in ("Ablage", "Défausse")
    # the action list's words are the match's, in the language
    words = [window.match.describe(a) for a in window.match.legal_actions()]  # type: ignore[union-attr]
    assert any(w.endswith("vorrücken") or w.startswith("marcher de") for w in words), words
    told = [([RoundOver(winner=0, reason="hit")], replace(scene.view, winner=None))]
    said = tell(told, ["You", "Ben"])
    assert said is not None and said.title == you_win


@pytest.mark.parametrize(("code", "title", "info"), [
    ("de", "Armeeaufbau", "Jede Armee bildet ihre Liste"),
    ("fr", "Composition de l'armée", "Chaque armée compose sa liste"),
])
def test_the_barditus_table_speaks_the_language(window: MainWindow, speak: Callable[[str], None], code: str,
                                                title: str, info: str) -> None:
    speak(code)
    window.new_match("barditus", {}, (YOU, Seat("ai", "novice", "Novice")), seed=2)
    scene = window.scene
    assert isinstance(scene, BarditusScene)
    assert scene.banner.title.startswith(title)
    assert scene.info.text.startswith(info)
    lines = scene.panels[0].state.lines
    assert lines and lines[0].startswith(("Deine Liste: ", "Votre liste : ")), lines
