"""Ready...Fence! in the player's language: with a table catalogue loaded, the engine's words
(actions, refusals, the hint's reasons, the terminal's text, the verdicts, the competition) and the
table speak German and French, and a random bout fenced in German in each mode shows no English
word of Salle's messages anywhere a player reads."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from engine.core import i18n
from engine.core.cards import decks_for
from engine.core.events import ScoreChanged
from engine.games import get_game
from engine.games.ready_fence import actions as rf
from engine.games.ready_fence.cards import fence_cards
from engine.games.ready_fence.competition import Competition, round_name
from engine.games.ready_fence.reasons import reasons
from engine.games.ready_fence.state import ReadyFenceState, phase_title
from engine.games.ready_fence.verdict import BEATS, BOTH_AT, DEFENCE_HELD, SCORE, UNANSWERED, verdict
from engine.games.ready_fence.view import LastPhrase
from engine.games.ready_fence.words import verdict_words
from engine.match import MatchState
from engine.store.saves import Seat
from gui.games.ready_fence.scene import ReadyFenceScene
from gui.games.ready_fence.story import tell
from gui.mainwindow import MainWindow
from tests.gui import test_table_languages as table_languages

compiled, speak = table_languages.compiled, table_languages.speak  # the catalogues, compiled and spoken
ANN, BEN = Seat("human", None, "Ann"), Seat("human", None, "Ben")
MODES = ("tutorial", "basic", "advanced")
CARD_KINDS = ("play", "renew", "feint", "discard", "retreat", "distance")  # a card dropped somewhere
WORD = re.compile(r"[^\W\d_]{3,}")
PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%n")


def options(**given: Any) -> dict[str, Any]:
    return get_game("ready-fence").parse_options(given)


@pytest.fixture
def window(speak: Callable[[str], None], window: MainWindow) -> MainWindow:
    """The table of conftest.py, opened after the language is chosen (and closed before it goes)."""
    window.keeping = False  # these matches stay out of the practice history
    return window


# --- the engine's words -------------------------------------------------------------------------------
def test_the_engines_words_speak_german_and_french(speak: Callable[[str], None]) -> None:
    thrust = next(c for c in fence_cards().values() if c.name == "Straight Thrust" and c.speed == 4)
    speak("de")
    assert rf.describe_action(rf.Action("play", thrust.id)) == "Gerader Stoß (4) spielen"
    assert rf.describe_action(rf.Action("weapon", "engage")) == "die Position Bindung einnehmen"
    assert rf.describe_action(rf.Action("parry", "2")) == "ohne Karte parieren und 2 AP ausgeben"
    assert phase_title("turn") == "Dein Zug: zwei Aktionen"
    assert verdict_words(verdict(BEATS, winner="sh6-1", winner_speed=6, loser=thrust.id, loser_speed=4)) \
        == "Stoppstoß (6) schlägt Gerader Stoß (4)"
    assert verdict_words(verdict(BOTH_AT, speed=5, void=True)) \
        == "Doppeltreffer: beide mit Geschwindigkeit 5; der Doppeltreffer zählt nicht"
    assert verdict_words(verdict(SCORE, a=5, b=3)) == "5-3"  # a score is a score in every language
    state = ReadyFenceState.new(options(mode="basic", first=0), 4)
    state.apply(rf.KEEP)
    state.apply(rf.KEEP)
    yellow = next(c for c in state.hand[0] if fence_cards()[c].yellow)  # basic: dealt to each fencer
    assert state.why_illegal(rf.Action("play", yellow)) == (
        "Gerader Stoß (3) spielen: diese Karte wird auf Ausfalldistanz gespielt, und du bist auf weiter "
        "Distanz")
    assert state.why_illegal(rf.Action("parry", "1")) == (
        "Ohne Karte parieren und 1 AP ausgeben: nicht jetzt; in „Dein Zug: zwei Aktionen“ darfst du: "
        "vorrücken, "
        "zurücktreten, abwerfen, eine Karte spielen, abwarten, Waffenposition wechseln")
    text = get_game("ready-fence").render_text(state.view(0), ("Ann", "Ben"))
    assert "Ann: 0 Treffer, 6 AP, Linie, 6 Karten" in text
    assert "Dein Zug: zwei Aktionen: Ann ist am Zug" in text
    view = state.view(0)
    assert reasons(view, rf.Action("weapon", "engage")) == [
        "In Bindung sind 21 der Angriffe, die er haben könnte, langsamer, um bis zu 2."]
    comp = Competition.new("Ann", "basic", 6, 3)
    assert comp.stage(comp.pool[3]) == "Vorrunde, Gefecht 4 von 15"
    assert round_name(4) == "Halbfinale"
    assert {f.title() for f in comp.fencers if not f.human} <= {
        f"{lv}, {st}" for lv in ("Anfänger", "Klub", "Meister")
        for st in ("vorsichtig", "angriffslustig", "Konterfechter")}
    speak("fr")
    assert rf.describe_action(rf.Action("play", thrust.id)) == "jouer Coup droit (4)"
    assert verdict_words(verdict(DEFENCE_HELD)) == "pas de touche : la défense a tenu"
    assert round_name(8) == "Quarts de finale"


# --- the table ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("code", "banner", "to_act", "buttons", "distance"), [
    ("de", "Dein Zug: zwei Aktionen", "Ann ist am Zug · noch 2 Aktionen", "Vorrücken (F)",
     "Weite Distanz"),
    ("fr", "Votre tour : deux actions", "À Ann de jouer · restent 2 actions", "Marcher (F)",
     "Longue distance"),
])
def test_the_ready_fence_table_speaks_the_language(window: MainWindow, speak: Callable[[str], None],
                                                   code: str, banner: str, to_act: str, buttons: str,
                                                   distance: str) -> None:
    speak(code)
    window.new_match("ready-fence", {"mode": "basic", "first": 0}, (ANN, BEN), seed=7)
    match = window.match
    assert match is not None
    for _ in range(2):  # both keep their hands
        match.confirm_handover()
        match.play(rf.KEEP)
    match.confirm_handover()
    scene = window.scene
    assert isinstance(scene, ReadyFenceScene)
    assert scene.banner.text() == banner
    assert scene.subline.text() == to_act
    assert buttons in [b.text for b in scene.buttons]
    assert scene.distance.text().startswith(distance)
    assert scene.timer_pile.label == "Timer" if code == "de" else scene.timer_pile.label == "Chrono"
    assert scene.view is not None
    touched = replace(scene.view, points=(0, 1), last=LastPhrase((1,), verdict(UNANSWERED, card="sh6-1"), ()))
    said = tell([([ScoreChanged(seat=1, score=1)], touched)], ["Ann", "Ben"])
    assert said is not None
    assert said.title == ("Treffer für Ben" if code == "de" else "Touche pour Ben")
    assert said.text == ("Stoppstoß trifft: keine Antwort." if code == "de"
                         else "Coup d'arrêt touche : pas de réponse.")


# --- a bout fenced in German: no English word anywhere ---------------------------------------------------
def english_words(code: str) -> set[str]:
    """The words of Salle's table messages that have a translation of their own in `code`, less every
    word that language itself uses (its catalogue, its card names and texts): none of these may
    show in a text made in that language."""
    english: set[str] = set()
    native: set[str] = set()
    for m in table_languages.messages(code):
        source = m.findtext("source") or ""
        tr = m.find("translation")
        assert tr is not None
        forms = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
        native |= {w.lower() for f in forms for w in WORD.findall(PLACEHOLDER.sub(" ", f))}
        if all(f != source for f in forms):
            # a plural's English endings as Salle writes them: "card(s)" reads "card" and "cards"
            plain = source.replace("(es)", " es").replace("(s)", " s")
            english |= {w.lower() for w in WORD.findall(PLACEHOLDER.sub(" ", plain))}
            english |= {w.lower() + "s" for w in WORD.findall(source.replace("(s)", ""))}
    for deck in decks_for("ready-fence"):
        native |= {w.lower() for card in deck.cards for w in WORD.findall(card.name_in(code))}
    return english - native


def leftovers(texts: list[str], words: set[str]) -> list[tuple[str, list[str]]]:
    return [(t, found) for t in texts if (found := sorted({w.lower() for w in WORD.findall(t)} & words))]


def engine_texts(state: ReadyFenceState, rng: random.Random) -> list[str]:
    """What a player reads of this moment from the engine: every legal action in words, why a few
    other actions are refused, the hint's reasons, the terminal's picture."""
    game = get_game("ready-fence")
    seat = state.current_player() if not state.is_terminal() else 0
    view = state.view(seat)
    texts = [game.render_text(view, ("Ann", "Ben")), phase_title(state.phase)]
    if state.phase == "over":
        return [*texts, verdict_words(state.reason)]
    legal = state.legal_actions()
    texts += [state.describe(a) for a in legal]
    hand = state.hand[seat]
    tries = [rf.Action(k, c) for k in ("play", "discard", "renew", "distance") for c in hand] + [
        rf.Action(k) for k in ("advance", "back", "stall", "pass", "keep", "done")] + [
        rf.Action("parry", "6"), rf.Action("weapon", "engage"), rf.Action("feint", hand[0], "stop")]
    illegal = [a for a in tries if a not in legal]
    texts += [state.why_illegal(a) for a in rng.sample(illegal, min(3, len(illegal)))]
    for a in rng.sample(legal, min(2, len(legal))):
        texts += reasons(view, a)
    if state.last:
        texts.append(verdict_words(state.last["reason"]))
    return texts


@pytest.mark.parametrize("mode", MODES)
def test_a_bout_in_german_shows_no_english_word_of_the_engine(speak: Callable[[str], None],
                                                              mode: str) -> None:
    words = english_words("de")
    rng = random.Random(11)
    state = ReadyFenceState.new(options(mode=mode, passivity="on"), 11)
    german: list[str] = []
    english: list[str] = []
    for step in range(600):
        speak("de")
        german += engine_texts(state, random.Random(step))
        i18n.set_language("en", None)
        english += engine_texts(state, random.Random(step))
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    assert state.is_terminal(), "the random bout should end (passivity burns the Timer)"
    assert len(german) == len(english) > 100
    assert leftovers(english, words), "the English run shows the words the German one must not"
    assert leftovers(german, words) == []


@pytest.mark.parametrize("mode", MODES)
def test_a_bout_in_german_shows_no_english_word_on_the_table(window: MainWindow, speak: Callable[[str], None],
                                                             qtbot: QtBot, mode: str) -> None:
    words = english_words("de")
    speak("de")
    seen: list[str] = []
    window.new_match("ready-fence", {"mode": mode, "passivity": "on"}, (ANN, BEN), seed=5)
    match = window.match
    scene = window.scene
    assert match is not None and isinstance(scene, ReadyFenceScene)
    scene.message.connect(seen.append)
    scene.announced.connect(seen.append)
    rng = random.Random(5)
    for _ in range(400):
        if match.phase == MatchState.HANDOVER:
            match.confirm_handover()
        if match.phase == MatchState.GAME_OVER:
            break
        seen += [scene.banner.text(), scene.subline.text(), scene.distance.text(), scene.stock.text(),
                 scene.phrase.headline, scene.timer_pile.label, scene.discard_pile.label,
                 window.panel.to_move.text(), *scene.situation_words()]
        seen += [b.text for b in scene.buttons]
        seen += [f"{c.who} {c.role} {c.sum} {c.token}" for c in scene.phrase.captions]
        seen += [" ".join(b.state.notes) for b in scene.boards]
        legal = match.legal_actions()
        seen += [match.describe(a) for a in legal]
        seen += [scene.label(a, a.card) for a in legal if a.card and a.kind in CARD_KINDS]  # split places
        match.play(rng.choice(legal))
    QCoreApplication.processEvents()
    assert match.phase == MatchState.GAME_OVER
    seen += [scene.banner.text(), scene.subline.text(), scene.overlay.title, scene.overlay.text,
             window.panel.to_move.text()]
    log = window.panel.log
    seen += [log.item(i).text() for i in range(log.count())]  # every move and result told
    assert len(seen) > 500
    assert leftovers(seen, words) == []
