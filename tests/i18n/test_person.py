"""The player at the screen is a seat named "You", and no sentence made for a third person is
filled with it: "You fences first", "Du ist am Zug". A message that names a seat ({name},
{winner}, {first}...) either has a twin for "you" (each language conjugates its own verb) or uses
the name only as a label ("Priority: You"). The test plays each game on the table and reads
everything a player reads; each person message filled with the language's "You" must be absent."""

from __future__ import annotations

import functools
import io
import random
import re
from collections.abc import Iterator, Set
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem, QLabel
from pytestqt.qtbot import QtBot

from engine.ai.coach import Advice
from engine.ai.players import Plan
from engine.core.events import RoundOver
from engine.core.i18n import LANGUAGES, SOURCE_LANGUAGE
from engine.games import get_game
from engine.games.words import translate
from engine.match import MatchState
from engine.store.saves import Seat
from engine.store.settings import Settings
from engine.tools.play import TerminalGame
from gui import anim
from gui.games.audatia.story import tell as audatia_tell
from gui.games.en_garde.story import tell as en_garde_tell
from gui.games.ready_fence.story import tell as ready_fence_tell
from gui.i18n import use_language
from gui.i18n_build import CATALOGUES, Message, read_ts, scan, sources, ts_path
from gui.mainwindow import MainWindow
from gui.table.items import Overlay
from tests.tools.test_words import GAMES, RandomPlayer

# the placeholders a seat's name fills
PERSON = frozenset({"name", "winner", "loser", "first", "second", "fencer", "player", "who", "opponent"})
# messages whose name is only a label, which reads right as "You" too: (context, English source)
LABELS = {
    ("TableStory", "{noun}: {first} {a}, {second} {b}"),
    ("EnGardeScene", "Cards in hand: {first} {a}, {second} {b}"),
    ("EnGardeText", "Round {round}   Hits: {first} {a} - {b} {second}  (first to {target})"),
    ("ReadyFenceItems", "Priority: {name}"),
    ("ReadyFenceText", "{name}: {touches}, {sp} SP, {position}, {cards}"),
    ("ReadyFenceScene", "{name}: {touches}, {sp} stamina, weapon in {position}, {cards} in hand"),
    ("ReadyFenceScene", "{name}, {role}: {speed}"),
    ("AudatiaText", "{name} ({deck}, {role}) {where}; virtues {virtues}; stack {stack}; hand {hand}, "
                    "deck {cards}"),
    ("BarditusText", "{name} ({army}): {lost} destroyed, morale die {morale}, %n card(s) in hand"),
    ("BarditusScene", " · {name}: %n command point(s) left"),
    ("CompetitionWords", "{name}: a bye"),
    ("CompetitionWords", "Champion: {name}."),
}
# messages whose {name} is no seat's (a card set's, a card's, a field's)
NOT_SEATS = {
    ("CardSets", "{name} ({game})"),
    ("Referee", "{name} is not a JSON number"),
}
FIELD = re.compile(r"(\{\w+(?:![rsa])?\}|%n)")


@functools.cache
def scanned(catalogue: str) -> list[Message]:
    """The messages the sources of `catalogue` hold (read once a run: the sources do not change)."""
    return scan(sources(catalogue))[0]


def person_messages() -> list[Message]:
    """The messages of the sources (table and app) that a seat's name fills, labels left out."""
    found: dict[tuple[str, str, str], Message] = {}
    for catalogue in CATALOGUES:
        for m in scanned(catalogue):
            names = {f.strip("{}").split("!")[0] for f in FIELD.findall(m.source)}
            if names & PERSON and (m.context, m.source) not in LABELS | NOT_SEATS:
                found.setdefault(m.key, m)
    return list(found.values())


def said_in(code: str, m: Message, translated: dict[tuple[str, str, str], Message]) -> list[str]:
    """`m` as `code` says it (each plural form); [] where its catalogue lacks it."""
    if code == SOURCE_LANGUAGE:
        return [m.source]
    t = translated.get(m.key)
    return list(t.translation) if t is not None and t.finished and all(t.translation) else []


@functools.cache
def texts_in(code: str) -> tuple[list[tuple[Message, str]], list[str], dict[str, set[str]]]:
    """Each person message's text(s) in `code`, the messages its catalogue lacks, and by context
    the texts that name no seat (among them the "you" twins)."""
    translated = {m.key: m for c in CATALOGUES for m in read_ts(ts_path(c, code))}
    out, missing = [], []
    for m in person_messages():
        forms = said_in(code, m, translated)
        out += [(m, form) for form in forms]
        if not forms:
            missing.append(f"{m.context}: {m.source!r}")
    others: dict[str, set[str]] = {}
    for catalogue in CATALOGUES:
        for m in scanned(catalogue):
            if not {f.strip("{}").split("!")[0] for f in FIELD.findall(m.source)} & PERSON:
                others.setdefault(m.context, set()).update(said_in(code, m, translated))
    return out, missing, others


def reads_as_its_twin(text: str, person: str, you: str, twins: set[str]) -> bool:
    """Whether `text` filled with `you` is word for word a sentence of its own for "you": the
    language says both alike ("Ann won", "You won"), so reading it is no fault."""
    filled = FIELD.sub(lambda f: you if f.group().strip("{}") == person else f.group(), text)
    return _capital(filled) in {_capital(t) for t in twins}  # a sentence may begin with either


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


@functools.cache
def _pattern(text: str, person: str, you: str) -> re.Pattern[str]:
    parts = []
    for piece in FIELD.split(text):
        if piece == "%n":
            parts.append(r"\d+")
        elif FIELD.fullmatch(piece):
            parts.append(re.escape(you) if piece.strip("{}").split("!")[0] == person else r"[^\n]*?")
        else:
            literal = re.escape(piece)
            for written, said in (("die(s)", "di(?:e|ce)"), ("(es)", "(?:es)?"), ("(s)", "(?:s)?")):
                literal = literal.replace(re.escape(written), said)
            parts.append(literal)
    # whole words: "Vous gagne" is not in "Vous gagnez"
    return re.compile(r"(?<!\w)" + "".join(parts) + r"(?!\w)")


def filled_with_you(text: str, you: str,
                    twins: Set[str] = frozenset()) -> Iterator[tuple[str, re.Pattern[str]]]:
    """`text` with each person placeholder in turn filled with `you` (the other fields left open),
    as it would read; with its tags too and without them (a label's rich text, a plain item). A
    filling that reads as one of `twins` (the same context's sentences for "you") is no fault."""
    persons = {f.strip("{}").split("!")[0] for f in FIELD.findall(text)} & PERSON
    plain_twins = {re.sub(r"<[^>]+>", "", t) for t in twins}
    for variant in {text, re.sub(r"<[^>]+>", "", text)}:
        for person in sorted(persons):
            if reads_as_its_twin(variant, person, you, set(twins) | plain_twins):
                continue
            shown = FIELD.sub(lambda f, p=person: you if f.group().strip("{}") == p else "…", variant)
            yield shown, _pattern(variant, person, you)


def third_person_you(read: str, code: str, you: str) -> list[str]:
    """The person messages of `code` that `read` holds filled with `you` (its twins aside)."""
    texts, _missing, twins = texts_in(code)
    return sorted({f"{m.context}: {shown!r}" for m, text in texts
                   for shown, p in filled_with_you(text, you, twins.get(m.context, set())) if p.search(read)})


def _items(widget: Any) -> list[str]:
    return [widget.item(i).text() for i in range(widget.count())]


def readable(window: MainWindow) -> list[str]:
    """What the window shows now: its labels, the panel's lists, the status bar, the table's
    words and tooltips, and what the table says for a screen reader."""
    read = [window.statusBar().currentMessage(), *(lab.text() for lab in window.findChildren(QLabel))]
    read += _items(window.panel.action_list)
    scene = window.scene
    for item in scene.items():
        if isinstance(item, QGraphicsSimpleTextItem):
            read.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            read.append(item.toPlainText())
        elif isinstance(item, Overlay) and item.isVisible():  # the hand-over and game-over screens
            read += [item.title, item.text]
        read.append(item.toolTip())
    read += [*scene.situation_words(), scene.focus_words()]
    return [t for t in read if t]


def play_to_the_end(window: MainWindow, qtbot: QtBot, game: str, seed: int, you: str,
                    most: int) -> list[str]:
    """A match of "You" against the AI "Novice", both playing at random from the legal actions,
    with a hint and a refusal now and then: all the window showed on the way, the log and the
    table's announcements."""
    window.new_match(game, {}, (Seat("human", None, you), Seat("ai", "novice", "Novice")), seed=seed)
    match = window.match
    assert match is not None
    rng = random.Random(seed)
    read: list[str] = []
    match.refused.connect(read.append)
    window.scene.announced.connect(read.append)
    seen: list[Any] = []
    for _ in range(most):
        qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER),
                        timeout=30_000)
        if match.phase != MatchState.AWAITING_HUMAN:
            break
        legal = list(match.legal_actions())
        if rng.random() < 0.2:
            hint = rng.choice(legal)
            match.hintReady.emit(Advice(hint, match.state.describe(hint), chance=None))
        stale = [a for a in seen if a not in legal]
        if stale and rng.random() < 0.2:
            window.scene.try_play(rng.choice(stale))
        read += readable(window)
        seen = legal
        assert match.play(rng.choice(legal))
        read += readable(window)  # the AI's turn, or the next of the player's
    read += readable(window) + _items(window.panel.log)
    return read


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != SOURCE_LANGUAGE])
def test_each_person_message_is_in_the_catalogue(code: str) -> None:
    """A language's catalogue holds every message that names a seat, and the rest of their
    contexts, where their "you" twins are."""
    missing = list(texts_in(code)[1])  # a copy: texts_in's answer is kept for the run
    contexts = {m.context for m in person_messages()}
    translated = {m.key: m for c in CATALOGUES for m in read_ts(ts_path(c, code))}
    for catalogue in CATALOGUES:
        for m in scanned(catalogue):
            shown = f"{m.context}: {m.source!r}"
            if m.context in contexts and not said_in(code, m, translated) and shown not in missing:
                missing.append(shown)
    assert missing == [], f"{code} lacks these messages (make translations-update, then translate):\n" + \
        "\n".join(missing)


def test_a_message_filled_with_you_is_found() -> None:
    """The check itself: a third-person sentence filled with "You" is caught, its twin is not."""
    patterns = [p for _shown, p in filled_with_you("{name} fences first; {winner} held %n card(s)", "You")]
    assert any(p.search("Now You fences first; Novice held 1 card.") for p in patterns)
    assert any(p.search("Novice fences first; You held 2 cards") for p in patterns)
    assert not any(p.search("You fence first; Novice held 3 cards") for p in patterns)
    assert not any(p.search("Novice fences first") for p in patterns)  # no "You" in it
    # a language that says it alike for "you" (the same context's twin) reads it rightly
    assert list(filled_with_you("{name} won", "You", {"You won"})) == []
    assert [shown for shown, _p in filled_with_you("<b>{name}</b> won", "You", {"<b>You won</b>"})] == [
        "<b>You</b> won"]  # its tags differ, so only the plain form reads as the twin


# every game in every language (the patterns and the catalogues' texts are worked out once a run,
# so a game read turn by turn costs a few seconds)
PLAYED = [(code, game) for code in LANGUAGES for game in GAMES]


@pytest.mark.parametrize(("code", "game"), PLAYED)
def test_no_sentence_for_a_third_person_names_you(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                  code: str, game: str) -> None:
    use_language(code)
    rng = random.Random(3)

    def at_random(_game: str, view: Any, *_args: Any) -> Plan:  # the AI's turns, quick and varied
        assert window.match is not None
        legal = window.match.state.legal_actions()
        return Plan(legal, action=rng.choice(legal))

    monkeypatch.setattr("engine.match.plan", at_random)
    you = translate("MainWindow", "You")
    _texts, missing, _twins = texts_in(code)
    assert missing == [], f"{code} lacks: {missing}"
    window = MainWindow(Settings(animation_speed="off"))
    # no autosave or history: each autosave replays the match so far, and neither shows a word
    window.keeping = False
    anim.set_speed("off")
    qtbot.addWidget(window)
    window.resize(1600, 900)
    window.show()
    # each text once (in the order first shown): the same labels are read at every step
    read = "\n".join(dict.fromkeys(play_to_the_end(window, qtbot, game, 7, you, 700)))
    window.close()
    assert you in read  # the seat's name was shown somewhere: the check had something to find
    wrong = third_person_you(read, code, you)
    assert wrong == [], f"{code}, {game}: third-person sentences filled with {you!r}:\n" + "\n".join(wrong)


@pytest.mark.parametrize(("code", "game"), PLAYED)
def test_the_terminal_game_says_you_in_the_second_person(monkeypatch: pytest.MonkeyPatch, code: str,
                                                         game: str) -> None:
    """The terminal game against the AI names its one person "You": its rounds, dice, revealed
    hands and the end of the match say "you" as the language does."""
    use_language(code)
    you = translate("TerminalGame", "You")
    rng = random.Random(4)
    monkeypatch.setattr("engine.tools.play.choose_action",  # the AI's turns, quick and varied
                        lambda _game, view, *_args: rng.choice(get_game(_game).state_class.from_view(
                            view, random.Random(1)).legal_actions()))
    player = RandomPlayer(random.Random(3), 2000)
    out = io.StringIO()
    term = TerminalGame(get_game(game), {}, ("human", "novice"), 5, player, out)
    player.game = term
    term.run()
    read = out.getvalue()
    assert term.names[0] == you and you in read
    wrong = third_person_you(read, code, you)
    assert wrong == [], f"{code}, {game} in the terminal:\n" + "\n".join(wrong)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_stories_rare_sentences_say_you(code: str) -> None:
    """What a random game seldom reaches, told with "You" on either side: how an En Garde round
    was won, Audatia's roles changing, Ready...Fence!'s priority in overtime, the hand-over."""
    use_language(code)
    you = translate("MainWindow", "You")
    names = [you, "Novice"]
    said: list[str] = []
    for winner in (0, 1):
        for reason in ("no legal move", "cards at the distance", "distance moved"):
            view = replace(get_game("en-garde").new({"hits": 5}, 1).view(0), hits=(1, 1))
            told = en_garde_tell([([RoundOver(winner, reason)], view)], names)
            assert told is not None
            said.append(told.words())
        view = replace(get_game("audatia").new({"variant": "salle"}, 1).view(0), challenger=winner,
                       points=(1, 0))
        told = audatia_tell([([RoundOver(winner, "perfect_counter")], view)], names)
        assert told is not None
        said.append(told.words())
        fenced = replace(get_game("ready-fence").new({"target": 5}, 1).view(0), points=(2, 2), overtime=True,
                         priority=winner)
        told = ready_fence_tell([([RoundOver(None, "period_over", (("period", 2),))], fenced)], names)
        assert told is not None
        said.append(told.words())
    read = "\n".join(said)
    assert "Novice" in read and you in read
    assert third_person_you(read, code, you) == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_hand_over_calls_you_as_the_language_does(qtbot: QtBot, code: str) -> None:
    """Hot-seat, the screen is passed to "You": "Your turn", not "You, your turn"."""
    use_language(code)
    you = translate("MainWindow", "You")
    window = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(window)
    seats = (Seat("human", None, you), Seat("human", None, "Novice"))
    window.new_match("en-garde", {"first": 0}, seats, seed=7)
    assert window.match is not None and window.match.phase == MatchState.HANDOVER
    read = readable(window)
    window.close()
    assert translate("Table", "Your turn") in read
    assert [m for m in third_person_you("\n".join(read), code, you) if m.startswith("Table:")] == []
