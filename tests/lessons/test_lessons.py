"""Lesson files: each loads, plays from its deal to its end with every expected move legal at its
moment, a damaged file is refused naming file, step and field, and a wrong move is explained."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.core.i18n import LANGUAGES, SOURCE_LANGUAGE, set_language
from engine.games import all_games
from engine.lessons import LessonFileError, LessonRun, lesson_files, lessons_dir, load_lesson, settle

FILES = sorted(lessons_dir().glob("*/*.toml"))


@pytest.fixture
def speaking() -> Iterator[None]:
    """A test that changes the language leaves the next one in English."""
    yield
    set_language(SOURCE_LANGUAGE, None)


def test_every_game_has_lessons() -> None:
    for name in all_games():
        assert lesson_files(name), f"{name} has no lessons"


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_lesson_plays_to_its_end(path: Path, code: str, speaking: None) -> None:
    set_language(code, None)
    lesson = load_lesson(path)
    assert lesson.game == path.parent.name
    state, run = lesson.start(), LessonRun(lesson)

    def opponent_moves() -> None:
        while (reply := run.take_reply()) is not None:
            settle(state)
            assert state.current_player() == 1 - lesson.learner
            assert reply in state.legal_actions()
            state.apply(reply)
        settle(state)

    opponent_moves()
    played = 0
    while (step := run.step) is not None:
        assert step.text == step.texts[code]  # the words of the language chosen
        if step.action is None:
            assert run.reading()
            run.next()
            continue
        assert state.current_player() == lesson.learner, f"step {run.index + 1}: not the learner's turn"
        assert step.action in state.legal_actions(), f"step {run.index + 1}: {state.describe(step.action)}"
        assert run.judge(state, step.action).accepted
        run.accept()
        state.apply(step.action)
        played += 1
        opponent_moves()
    assert run.finished and played >= 1
    # the last step closes the lesson: it is read, not played
    assert lesson.steps[-1].action is None
    assert lesson.title == lesson.titles[code] and lesson.opponent


PLACEHOLDER = re.compile(r"%n|%\d|\{[a-z_]*\}")


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_word_of_a_lesson_is_in_every_language_with_the_same_placeholders(path: Path) -> None:
    lesson = load_lesson(path)
    texts = [lesson.titles, lesson.summaries, lesson.opponents,
             *(s.texts for s in lesson.steps), *(s.why_nots for s in lesson.steps if s.action is not None)]
    for words in texts:
        if not words:  # a summary or an opponent the file leaves to its default
            continue
        assert set(words) == set(LANGUAGES)
        english = sorted(PLACEHOLDER.findall(words[SOURCE_LANGUAGE]))
        for code, text in words.items():
            assert sorted(PLACEHOLDER.findall(text)) == english, f"{path.name} {code}: {text[:40]}"
            if code != SOURCE_LANGUAGE and len(text) > 40:
                assert text != words[SOURCE_LANGUAGE], f"{path.name} {code} is the English: {text[:40]}"


def test_a_no_break_space_is_kept_where_a_line_break_is_not() -> None:
    words = load_lesson(SOUND).steps[0].texts["fr"]
    assert "\u00a0:" in words and "\n" not in words and "  " not in words


def test_a_refused_move_is_explained_in_the_language_chosen(speaking: None) -> None:
    lesson = load_lesson(SOUND)
    state, run = lesson.start(), LessonRun(lesson)
    run.next()
    other = next(a for a in state.legal_actions() if a != lesson.steps[1].action)
    for code in LANGUAGES:
        set_language(code, None)
        assert run.judge(state, other).reason == lesson.steps[1].why_nots[code]


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_another_legal_move_is_explained_not_accepted(path: Path) -> None:
    lesson = load_lesson(path)
    state, run = lesson.start(), LessonRun(lesson)
    while (reply := run.take_reply()) is not None:
        settle(state)
        state.apply(reply)
    settle(state)
    explained = 0
    while (step := run.step) is not None:
        if step.action is None:
            assert not run.judge(state, None).accepted  # a read step waits for Next
            run.next()
            continue
        others = [a for a in state.legal_actions() if a != step.action]
        for other in others[:3]:
            verdict = run.judge(state, other)
            assert not verdict.accepted and verdict.reason == step.why_not
            explained += 1
        run.accept()
        state.apply(step.action)
        while (reply := run.take_reply()) is not None:
            settle(state)
            state.apply(reply)
        settle(state)
    assert explained or all(s.action is None or s.why_not for s in lesson.steps)


def test_an_illegal_move_is_refused_with_the_rules_reason() -> None:
    lesson = load_lesson(lessons_dir() / "en-garde" / "01-moving-and-attacking.toml")
    state, run = lesson.start(), LessonRun(lesson)
    run.next()  # the opening words
    game = next(g for g in all_games().values() if g.name == "en-garde")
    attack = game.parse_action("A5")  # 22 spaces apart: no card reaches
    verdict = run.judge(state, attack)
    assert not verdict.accepted
    assert verdict.reason == state.why_illegal(attack) != lesson.steps[1].why_not


# --- damaged files --------------------------------------------------------------------------------
SOUND = lessons_dir() / "en-garde" / "01-moving-and-attacking.toml"


def damaged(tmp_path: Path, change: Any) -> Path:
    """A copy of a sound lesson with `change(text)` applied."""
    path = tmp_path / "01-broken.toml"
    path.write_text(change(SOUND.read_text(encoding="utf-8")), encoding="utf-8")
    return path


@pytest.mark.parametrize("change, step, field, words", [
    # a move the deal does not allow: the second action step advances 5 again, but after it
    (lambda t: t.replace('action = {kind = "advance", card = 5}', 'action = {kind = "attack", cards = [5]}'),
     3, "action", "not legal here"),
    (lambda t: t.replace('action = {kind = "advance", card = 4}', 'action = {kind = "lunge", card = 4}'),
     2, "action", "kind"),
    (lambda t: t.replace('action = {kind = "advance", card = 4}', 'action = {kind = "advance", card = 9}'),
     2, "action", "card"),
    (lambda t: t.replace('replies = [{kind = "advance", card = 4}]\n\n[[steps]]\ntext = """He came',
                         'replies = [{kind = "advance", card = 5}]\n\n[[steps]]\ntext = """He came'),
     2, "replies[0]", "not legal here"),
    (lambda t: t.replace('why_not = """That is a fair move', 'whynot = """That is a fair move'),
     2, "whynot", "not a field of a step"),
    (lambda t: t.replace('why_not = """That is a fair move, but this lesson keeps your two 5s in hand and '
                         'opens with the 4."""', ''),
     2, "why_not", "must be text"),
    (lambda t: t.replace('point = ["5"]', 'point = "5"'), 3, "point", "list"),
])
def test_a_damaged_lesson_is_refused_naming_file_step_and_field(
        tmp_path: Path, change: Any, step: int, field: str, words: str) -> None:
    path = damaged(tmp_path, change)
    assert path.read_text(encoding="utf-8") != SOUND.read_text(encoding="utf-8"), "the damage did not apply"
    with pytest.raises(LessonFileError) as caught:
        load_lesson(path)
    e = caught.value
    assert (e.path, e.step, e.field) == (path, step, field)
    assert words in e.problem
    assert str(e).startswith(f"01-broken.toml: step {step} {field}: ")


@pytest.mark.parametrize("change, field", [
    (lambda t: t.replace('game = "en-garde"', 'game = "chess"'), "game"),
    (lambda t: t.replace("position = '''{", "seed = 4\nposition = '''{"), "seed"),
    (lambda t: t.replace('"pos":[0,22]', '"pos":[22,0]'), "position.pos"),
    (lambda t: t.replace("learner = 0", "learner = 2"), "seats.learner"),
    (lambda t: t.replace('title = "Moving', 'titel = "Moving'), "titel"),
    (lambda t: t + "\n[[steps]\n", ""),
])
def test_a_damaged_lesson_header_is_refused_naming_the_field(tmp_path: Path, change: Any, field: str) -> None:
    path = damaged(tmp_path, change)
    with pytest.raises(LessonFileError) as caught:
        load_lesson(path)
    assert caught.value.step is None and caught.value.field == field
    assert str(caught.value).startswith("01-broken.toml: ")


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != SOURCE_LANGUAGE])
def test_a_lesson_missing_a_language_is_refused_naming_the_field(tmp_path: Path, code: str) -> None:
    # the first why_not is step 2's
    path = damaged(tmp_path, lambda t: re.sub(rf'\nwhy_not_{code} = """.*?"""', "", t, flags=re.S, count=1))
    with pytest.raises(LessonFileError) as caught:
        load_lesson(path)
    assert (caught.value.step, caught.value.field) == (2, f"why_not_{code}")
    assert LANGUAGES[code] in caught.value.problem
    title = damaged(tmp_path, lambda t: re.sub(rf"\ntitle_{code} = .*", "", t, count=1))
    with pytest.raises(LessonFileError) as caught:
        load_lesson(title)
    assert (caught.value.step, caught.value.field) == (None, f"title_{code}")


def test_a_translation_of_words_the_step_lacks_is_refused(tmp_path: Path) -> None:
    stray = '[[steps]]\nwhy_not_fr = "Non."\ntext ='  # step 1 is read, not played: no why_not at all
    path = damaged(tmp_path, lambda t: t.replace("[[steps]]\ntext =", stray, 1))
    with pytest.raises(LessonFileError) as caught:
        load_lesson(path)
    assert (caught.value.step, caught.value.field) == (1, "why_not")


def test_every_lesson_file_is_valid_toml_with_words_of_its_own() -> None:
    for path in FILES:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        assert data["steps"][0]["text"].strip()
