"""Audatia in the player's language: its engine's words (actions, refusals, phases, reasons, the
terminal's text, endings) and its table speak German and French, and a random duel of each variant
played in German shows no English sentence of the catalogues: what a player reads is translated,
while Fiore's terms stay in Italian."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from engine.core.events import ActionPlayed, GameOver, RoundOver
from engine.games import get_game
from engine.games.audatia.actions import Action, describe_action, explain_action
from engine.games.audatia.results import reason_words
from engine.games.audatia.state import AudatiaState, phase_title
from engine.match import MatchState
from engine.store.saves import Seat
from gui.games.audatia.scene import AudatiaScene
from gui.games.audatia.story import tell
from gui.i18n_build import read_ts
from gui.mainwindow import MainWindow
from tests.gui import test_table_languages as table_languages

FOLDER = Path(__file__).resolve().parents[2] / "assets" / "i18n"
ANN, BEN = Seat("human", None, "Ann"), Seat("human", None, "Ben")
NAMES = ("Ann", "Ben")
compiled, speak = table_languages.compiled, table_languages.speak  # the catalogues, compiled and spoken
PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%n")




@pytest.fixture
def window(speak: Callable[[str], None], window: MainWindow) -> MainWindow:
    """The table of conftest.py, opened after the language is chosen (and closed before it goes)."""
    return window


def new_duel(variant: str = "duel", seed: int = 3) -> AudatiaState:
    state = get_game("audatia").new({"variant": variant}, seed)
    assert isinstance(state, AudatiaState)
    return state


# --- the engine's words ---------------------------------------------------------------------------------
def test_the_engines_words_speak_german_and_french(speak: Callable[[str], None]) -> None:
    state = new_duel()
    speak("de")
    assert describe_action(Action("parry", "bou-roverso-fendente")) == "mit Roverso Fendente parieren"
    remedy = Action("remedy", "bou-pomo-in-faccia", "outside")
    assert describe_action(remedy) == "Pomo in Faccia außen spielen"
    assert explain_action(remedy) == "das Remedium Pomo in Faccia außen spielen"
    assert describe_action(Action("virtue", "celeritas")) == "die Tugend Celeritas nehmen"
    assert phase_title("open3") == "Außer Mensur: Der Herausforderer muss angreifen"
    assert reason_words("perfect_counter") == "ein vollkommenes Gegen-Remedium"
    assert state.why_illegal(Action("wait")).endswith("darfst du beiseitelegen, fertig sein")
    text = get_game("audatia").render_text(state.view(0), NAMES)
    assert "(Boucicaut, Herausforderer) Schwert in der Mitte; Tugenden" in text
    assert text.endswith("Vorbereitung: Grundkarten ablegen und ziehen: Ann ist am Zug")
    speak("fr")
    assert describe_action(Action("attack", "bou-mandritto-fendente")) == "attaquer avec Mandritto Fendente"
    assert phase_title("largo") == "Largo : attaquez ou attendez"  # Fiore's Largo stays Italian
    assert state.why_illegal(Action("side", "inside")).startswith("Tourner la carte Côté du Streto vers")


def test_the_hint_gives_its_reasons_in_the_language(speak: Callable[[str], None]) -> None:
    state = new_duel()
    while state.phase != "posta":  # decline each setup step, take the first Virtue offered
        legal = state.legal_actions()
        state.apply(next((a for a in legal if a.kind in ("done", "pass")), legal[0]))
    me = state.to_move
    heuristics: Any = get_game("audatia").heuristics
    speak("de")
    said = [r for a in state.legal_actions() if a.kind == "posta"
            for r in heuristics.reasons(state.view(me), a)]
    assert any(re.match(r"Aus .+ dürfen \d+ Schläge? deiner Hand angreifen", r) for r in said), said
    assert any("ist eine Extensa-Hut" in r for r in said), said


# --- the table -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("code", "banner", "to_act", "role", "deck", "button"), [
    ("de", "Vorbereitung: Grundkarten ablegen und ziehen", "Ann ist am Zug", "Herausforderer", "Stapel",
     "Fertig  (W)"),
    ("fr", "Mise en place : défaussez des cartes de Base et piochez", "À Ann de jouer", "Challenger",
     "Pioche", "Fini  (W)"),
])
def test_the_audatia_table_speaks_the_language(window: MainWindow, speak: Callable[[str], None], code: str,
                                               banner: str, to_act: str, role: str, deck: str,
                                               button: str) -> None:
    speak(code)
    window.new_match("audatia", {}, (ANN, BEN), seed=7)
    window.match.confirm_handover()  # type: ignore[union-attr]
    scene = window.scene
    assert isinstance(scene, AudatiaScene)
    assert scene.banner.text() == banner
    assert scene.subline.text() == to_act
    assert scene.plates[0].lines[1] == role
    assert scene.deck_piles[0].label == deck
    assert scene.button.isVisible() and scene.button.text == button
    assert scene.view is not None
    told = [([RoundOver(winner=1, reason="perfect_counter"), GameOver(winner=1)],
             replace(scene.view, winner=1, reason="perfect_counter"))]
    said = tell(told, ["Ann", "Ben"])
    assert said is not None
    assert said.title == {"de": "Ben gewinnt das Duell", "fr": "Ben gagne le duel"}[code]
    assert said.text == {"de": "Ein vollkommenes Gegen-Remedium.", "fr": "Un contre-remède parfait."}[code]


# --- the sweep: a whole duel in German ------------------------------------------------------------------
class Catalogue:
    """The table catalogue's English sentences that German translates differently: each as a
    pattern a whole English text may match, and its longer literal phrases (two words or more),
    which a German text never contains unless a German translation uses them too."""

    def __init__(self) -> None:
        english = {m.key: m for m in read_ts(FOLDER / "salle_table_en.ts")}
        german = [m for m in read_ts(FOLDER / "salle_table_de.ts") if m.finished]
        used = " ".join(t for m in german for t in m.translation)
        self.patterns: list[re.Pattern[str]] = []
        phrases: set[str] = set()
        for m in german:
            sources = english[m.key].translation if m.key in english else [m.source]
            if set(m.translation) & set(sources):
                continue  # German says it as English does (Posta, Largo, "{result} ({reason}).")
            for source in sources:
                parts = PLACEHOLDER.split(source)
                self.patterns.append(re.compile(_pattern(source), re.S))
                phrases |= {p.strip(" .,;:()—·") for p in parts}
        self.phrases = sorted(p for p in phrases if len(p) >= 8 and " " in p and p not in used)

    def english_in(self, german: str, english: str) -> list[str]:
        """What of the catalogue's English `german` (shown where `english` is) still says."""
        found = [p for p in self.phrases if p in german]
        if german == english and any(p.fullmatch(english) for p in self.patterns):
            found.append(english)
        return found


def _pattern(source: str) -> str:
    out, at = [], 0
    for m in PLACEHOLDER.finditer(source):
        out += [re.escape(source[at:m.start()]), r"\d+" if m.group() == "%n" else ".+"]
        at = m.end()
    return "".join([*out, re.escape(source[at:])])


def engine_texts(state: AudatiaState, rng: random.Random) -> list[str]:
    """Every text the duel shows a player now: each legal action in words, a few refusals, the
    terminal's picture of the table for each seat, the step's title and the ending."""
    game = get_game("audatia")
    texts = [describe_action(a) for a in state.legal_actions()]
    legal = set(state.legal_actions())
    mover = state.to_move
    hand = state.hand[mover]
    others = [c for c in state.decks[mover].cards if c not in hand]
    tries = [Action("wait"), Action("done"), Action("side", "outside"), Action("virtue", "prudentia"),
             Action("attack", rng.choice(hand)) if hand else Action("pass"),
             Action("parry", rng.choice(others)), Action("remedy", rng.choice(others), "inside")]
    texts += [state.why_illegal(a) for a in tries if a not in legal]
    texts += [game.render_text(state.view(s), NAMES) for s in (0, 1)]
    texts.append(phase_title(state.phase))
    if state.reason:
        texts.append(reason_words(state.reason))
    return texts


def said_by_events(events: list[Any]) -> list[str]:
    """The words the events carry to the log: actions in words, their face-down versions, endings."""
    texts = []
    for e in events:
        match e:
            case ActionPlayed(words=words, public_text=public_text):
                texts += [t for t in (words, public_text) if t]
            case RoundOver(reason=reason):
                texts.append(reason_words(reason))
    return texts


@pytest.mark.parametrize("variant", ["duel", "salle", "sudden"])
def test_a_german_duel_shows_no_english_sentence(speak: Callable[[str], None], variant: str) -> None:
    catalogue = Catalogue()
    assert len(catalogue.patterns) > 300 and len(catalogue.phrases) > 200
    rng = random.Random(variant)
    problems: set[str] = set()
    checked = 0
    for seed in (1, 2):
        state = new_duel(variant, seed)
        for _ in range(300):
            if state.is_terminal():
                break
            speak("en")
            english = engine_texts(state, random.Random(checked))
            action = rng.choice(state.legal_actions())
            after_en = state.clone()
            english += said_by_events(after_en.apply(action))
            speak("de")
            german = engine_texts(state, random.Random(checked))
            german += said_by_events(state.apply(action))
            assert len(german) == len(english)
            for en, de in zip(english, german, strict=True):
                problems |= {f"{p!r} in {de!r}" for p in catalogue.english_in(de, en)}
            checked += 1
    speak("en")
    assert checked > 40
    assert not problems, sorted(problems)[:20]


def table_texts(scene: AudatiaScene) -> list[str]:
    """The words on the Audatia table: the step's title and who acts, the plates, the bind's note,
    the button, the hint, each legal play's name where it is dropped, and the table in words."""
    view = scene.view
    assert view is not None
    scene.reset(view)
    texts = [scene.banner.text(), scene.subline.text(), scene.bind_item.note, scene._hint(view.phase)]
    texts += [line for plate in scene.plates for line in plate.lines]
    texts += [pile.label for pile in (*scene.deck_piles, *scene.discard_piles, *scene.poste_piles)]
    texts += [lane for zone in scene.play_zones for lane in zone.lanes or ()]
    if scene.button.isVisible():
        texts.append(scene.button.text)
    texts += [scene.label(a) for a in scene.legal() if a.kind not in ("wait", "pass", "done")]
    texts += scene.situation_words()
    return texts


@pytest.mark.parametrize("variant", ["duel", "salle", "sudden"])
def test_the_german_table_shows_no_english_sentence(window: MainWindow, speak: Callable[[str], None],
                                                    variant: str) -> None:
    catalogue = Catalogue()
    speak("de")
    window.new_match("audatia", {"variant": variant}, (ANN, BEN), seed=5)
    match, scene = window.match, window.scene
    assert match is not None and isinstance(scene, AudatiaScene)
    messages: list[str] = []
    scene.message.connect(messages.append)
    rng = random.Random(variant)
    problems: set[str] = set()
    for _ in range(80):
        if match.phase == MatchState.HANDOVER:
            match.confirm_handover()
        if match.phase == MatchState.GAME_OVER:
            break
        speak("en")
        english = table_texts(scene)
        speak("de")
        german = table_texts(scene)
        for en, de in zip(english, german, strict=True):
            problems |= {f"{p!r} in {de!r}" for p in catalogue.english_in(de, en)}
        match.play(rng.choice(match.legal_actions()))
    for said in messages:  # the status bar's words, said in German only
        problems |= {f"{p!r} in {said!r}" for p in catalogue.english_in(said, "")}
    assert len(messages) > 10
    assert not problems, sorted(problems)[:20]
