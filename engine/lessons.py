"""Guided first games: lesson files (assets/lessons/<game>/*.toml), checked on load, and the
runner that judges the learner's moves against a lesson's script.

A lesson is data: the game, its options, a fixed deal (a seed, or a position the game loads),
the learner's seat, the opponent's scripted moves and the steps. Each step says what to do and
the rule that matters now; it names the move expected (in the game's structured action form),
what to point at on the table, and why another legal move is not the lesson's. A lesson is
checked whole when it is read, by playing it through: an expected move that is not legal at its
moment is an error naming the file, the step and the field, like a broken card file.

Every word a lesson says is written in each of Salle's languages, beside the English in the same
file (`text_fr` next to `text`): a missing one is an error too, and the lesson speaks the language
`engine.core.i18n.language()` names when its words are read.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from engine.core.assets import assets_dir
from engine.core.cards import cannot_read, not_text
from engine.core.errors import DataFileError, NotationError, PositionError
from engine.core.game import Game, GameState, OptionError
from engine.core.i18n import LANGUAGES, SOURCE_LANGUAGE, language, translate
from engine.core.safe_read import UnreadableFile, parse_json_text, plain_reason, read_toml
from engine.games import get_game

# the lesson's words, by language code: those fields come once per language ("text", "text_de", ...)
WORDED = {"title", "summary", "opponent", "text", "why_not"}
TRANSLATIONS = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]


def _with_translations(fields: set[str]) -> set[str]:
    return fields | {f"{f}_{code}" for f in fields & WORDED for code in TRANSLATIONS}


LESSON_FIELDS = _with_translations({"game", "title", "summary", "options", "seed", "position", "seats",
                                    "opening", "steps"})
SEAT_FIELDS = _with_translations({"learner", "opponent"})
STEP_FIELDS = _with_translations({"text", "action", "point", "why_not", "replies"})

Words = Mapping[str, str]  # one text in each language, by code


def in_language(words: Words) -> str:
    """The words in the language shown now (the English if they lack it)."""
    return words.get(language()) or words.get(SOURCE_LANGUAGE, "")


class LessonFileError(DataFileError):
    """A lesson file that cannot be played as written; names the file, the step and the field."""

    def __init__(self, path: Path, step: int | None, field_name: str, problem: str) -> None:
        super().__init__(path, translate("LessonFiles", "step {step}").format(step=step) if step else "",
                         field_name, problem)
        self.step = step


@dataclass(frozen=True)
class Step:
    """One step: its words, and (unless it only explains) the move expected of the learner."""

    texts: Words
    action: Any = None  # the game's action; None: a step that is read, then Next
    point: tuple[str, ...] = ()  # what the table marks: card ids (by default the action's cards)
    why_nots: Words = field(default_factory=dict)  # said when the learner tries another legal move
    replies: tuple[Any, ...] = ()  # the opponent's moves that follow, in order

    @property
    def text(self) -> str:
        return in_language(self.texts)

    @property
    def why_not(self) -> str:
        return in_language(self.why_nots)


@dataclass(frozen=True)
class Lesson:
    id: str  # "<game>/<file stem>", what the settings remember
    game: str
    titles: Words
    summaries: Words
    options: Mapping[str, Any]
    seed: int
    position: Mapping[str, Any] | None
    learner: int
    opponents: Words  # the scripted opponent's name on the table (none: "Your opponent")
    opening: tuple[Any, ...]  # the opponent's moves before the first step
    steps: tuple[Step, ...]
    path: Path

    @property
    def title(self) -> str:
        return in_language(self.titles)

    @property
    def summary(self) -> str:
        return in_language(self.summaries) or self.title

    @property
    def opponent(self) -> str:
        return in_language(self.opponents) or translate("Lessons", "Your opponent")

    def start(self) -> GameState[Any]:
        """The lesson's deal: the position, or the opening the seed deals."""
        g = get_game(self.game)
        if self.position is not None:
            return g.state_class.from_json(json.loads(json.dumps(self.position)))
        return g.new(self.options, self.seed)


class Verdict(NamedTuple):
    accepted: bool
    reason: str  # why not, in words (empty when accepted)


def settle(state: GameState[Any]) -> None:
    """Roll the dice the state's own seed rolls, as the match does before anyone acts."""
    while state.is_chance():
        state.apply(state.sample_chance())


class LessonRun:
    """Where a lesson stands: the step the learner is on and the opponent's replies still to
    come. It judges a move and never changes the position: whoever holds it plays the move."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.index = 0
        self.pending: list[Any] = list(lesson.opening)

    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def finished(self) -> bool:
        """Every move is played: what is left are the closing words."""
        return not self.pending and all(s.action is None for s in self.lesson.steps[self.index:])

    def closing(self) -> str:
        """The words of the steps left once the lesson is finished."""
        return "\n\n".join(s.text for s in self.lesson.steps[self.index:])

    def reading(self) -> bool:
        """The step is read, not played: Next goes on."""
        step = self.step
        return step is not None and step.action is None and not self.pending

    def judge(self, state: GameState[Any], action: Any) -> Verdict:
        """Accept the step's move; another move is refused with the reason the learner needs:
        the rule that forbids it, or why the lesson asks for something else."""
        step = self.step
        if step is None or self.pending:
            return Verdict(False, translate("Lessons", "The lesson is over.") if step is None
                           else translate("Lessons", "Wait for your opponent's move."))
        if step.action is None:
            return Verdict(False, translate("Lessons", "Read this step, then press Next."))
        if action not in state.legal_actions():
            return Verdict(False, state.why_illegal(action))
        if action != step.action:
            return Verdict(False, step.why_not or translate("Lessons", "Not this time: {move}.").format(
                move=state.describe(step.action)))
        return Verdict(True, "")

    def accept(self) -> None:
        """The step's move was played: its replies come next, then the next step."""
        step = self.step
        assert step is not None and step.action is not None
        self.pending = list(step.replies)
        self.index += 1

    def next(self) -> None:
        """Leave a step that is only read."""
        if self.reading():
            self.index += 1

    def take_reply(self) -> Any:
        """The opponent's next scripted move (None: he has none left)."""
        return self.pending.pop(0) if self.pending else None


# --- reading ---------------------------------------------------------------------------------------
# far above any lesson (the longest is some 20 KB): a stray huge file is not one
MAX_FILE_BYTES = 2**20


def lessons_dir() -> Path:
    return assets_dir() / "lessons"


def lesson_files(game: str) -> list[Path]:
    folder = lessons_dir() / game
    return sorted(folder.glob("*.toml")) if folder.is_dir() else []


def lessons_for(game: str) -> list[Lesson]:
    """The game's lessons in their order (their file names begin with a number)."""
    return [load_lesson(p) for p in lesson_files(game)]


def load_lesson(path: Path) -> Lesson:
    try:
        data = read_toml(path, MAX_FILE_BYTES, translate("LessonFiles", "a lesson"))
    except FileNotFoundError as e:
        raise LessonFileError(path, None, "", cannot_read(plain_reason(e))) from None
    except UnreadableFile as e:
        raise LessonFileError(path, None, e.field, e.problem) from None
    lesson = read_lesson(data, path)
    rehearse(lesson)
    return lesson


def _text(value: Any, path: Path, step: int | None, name: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise LessonFileError(path, step, name, not_text(value))
    # a TOML multi-line string reads as one paragraph; a no-break space (French "touche :") stays
    return " ".join(re.split(r"[ \t\r\n]+", value.strip()))


def _words(raw: Mapping[str, Any], path: Path, step: int | None, name: str, where: str = "") -> Words:
    """The text `name` of `raw` in every language, or {} if the English is not given; a
    translation missing beside a given English is an error naming its field ("text_de")."""
    if name not in raw:
        if any(f"{name}_{code}" in raw for code in TRANSLATIONS):
            raise LessonFileError(path, step, f"{where}{name}",
                                  translate("LessonFiles", "must be text: its translations have no English"))
        return {}
    words = {SOURCE_LANGUAGE: _text(raw[name], path, step, f"{where}{name}")}
    for code in TRANSLATIONS:
        key = f"{name}_{code}"
        if key not in raw:
            raise LessonFileError(path, step, f"{where}{key}",
                                  translate("LessonFiles", "is missing: every {name} is given in {languages}")
                                  .format(name=name, languages=", ".join(LANGUAGES.values())))
        words[code] = _text(raw[key], path, step, f"{where}{key}")
    return words


def _action(g: Game, value: Any, path: Path, step: int | None, name: str) -> Any:
    if not isinstance(value, Mapping):
        raise LessonFileError(path, step, name, translate(
            # replace, not format: the braces of "{kind = ...}" are the file's, not a placeholder
            "LessonFiles", "must be an action table {kind = ...}, not {given}").replace("{given}",
                                                                                       repr(value)))
    try:
        return g.action_from_dict(value)
    except NotationError as e:
        raise LessonFileError(path, step, name, translate(
            "LessonFiles", "is not an action of {game}: {reason}").format(game=g.title, reason=e)) from None


def _actions(g: Game, value: Any, path: Path, step: int | None, name: str) -> tuple[Any, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise LessonFileError(path, step, name, translate("LessonFiles", "must be a list of action tables"))
    return tuple(_action(g, v, path, step, f"{name}[{i}]") for i, v in enumerate(value))


def read_lesson(data: Mapping[str, Any], path: Path) -> Lesson:
    """The lesson a file's TOML spells; LessonFileError naming the step and field if not."""
    for key in sorted(set(data) - LESSON_FIELDS):
        raise LessonFileError(path, None, key, translate("LessonFiles", "is not a field of a lesson"))
    name = data.get("game")
    try:
        g = get_game(name) if isinstance(name, str) else None
    except (KeyError, ValueError):
        g = None
    if g is None:
        raise LessonFileError(path, None, "game", translate(
            "LessonFiles", "names no game Salle knows: {given}")
                              .format(given=repr(name)))
    titles = _words(data, path, None, "title")
    if not titles:
        raise LessonFileError(path, None, "title", not_text(None))
    summaries = _words(data, path, None, "summary")
    raw_options = data.get("options", {})
    if not isinstance(raw_options, Mapping):
        raise LessonFileError(path, None, "options", translate("Cards", "must be a table"))
    try:
        options = g.parse_options(raw_options)
    except OptionError as e:
        raise LessonFileError(path, None, f"options.{e.name}" if e.name else "options", e.problem) from None
    seed, position = data.get("seed"), data.get("position")
    if (seed is None) == (position is None):
        raise LessonFileError(path, None, "seed", translate(
            "LessonFiles", "give either a seed or a position (not both)"))
    parsed: Mapping[str, Any] | None = None
    if position is not None:
        # a position is the game's JSON (it holds nulls, which TOML lacks), in a string
        try:
            parsed = parse_json_text(position, translate("LessonFiles", "a position")) \
                if isinstance(position, str) else None
            g.state_class.from_json(parsed)
        except UnreadableFile as e:
            inside = f"position.{e.field}" if e.field else "position"
            raise LessonFileError(path, None, inside, e.problem) from None
        except PositionError as e:
            raise LessonFileError(path, None, f"position.{e.field}", e.problem) from None
        if not isinstance(parsed, Mapping):
            raise LessonFileError(path, None, "position", translate(
                "LessonFiles", "must be the game's position as JSON text"))
        seed = 0
    elif isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise LessonFileError(path, None, "seed", translate(
            "Saves", "must be a whole number from 0, not {given}").format(given=repr(seed)))
    seats = data.get("seats", {})
    if not isinstance(seats, Mapping):
        raise LessonFileError(path, None, "seats", translate(
            "LessonFiles", "must be a table (learner, opponent)"))
    for key in sorted(set(seats) - SEAT_FIELDS):
        raise LessonFileError(path, None, f"seats.{key}", translate(
            "LessonFiles", "is not a field of seats (learner, opponent)"))
    learner = seats.get("learner", 0)
    if learner not in (0, 1) or isinstance(learner, bool):
        raise LessonFileError(path, None, "seats.learner", translate(
            "LessonFiles", "must be seat 0 or 1, not {given}").format(given=repr(learner)))
    opponents = _words(seats, path, None, "opponent", "seats.")
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise LessonFileError(path, None, "steps", translate("LessonFiles", "the lesson has no [[steps]]"))
    steps = []
    for n, raw in enumerate(raw_steps, 1):
        if not isinstance(raw, Mapping):
            raise LessonFileError(path, n, "", translate("Cards", "must be a table"))
        for key in sorted(set(raw) - STEP_FIELDS):
            raise LessonFileError(path, n, key, translate("LessonFiles", "is not a field of a step"))
        action = None if "action" not in raw else _action(g, raw["action"], path, n, "action")
        point = raw.get("point")
        if point is None:
            point = _cards_of(g.action_to_dict(action)) if action is not None else []
        if not isinstance(point, list) or not all(isinstance(p, (str, int)) for p in point):
            raise LessonFileError(path, n, "point", translate(
                "LessonFiles", "must be a list of card names (their ids)"))
        why_nots = _words(raw, path, n, "why_not")
        if action is not None and not why_nots:
            raise LessonFileError(path, n, "why_not", translate(
                "LessonFiles", "must be text: why another move is not the lesson's"))
        elif action is None and why_nots:
            raise LessonFileError(path, n, "why_not", translate(
                "LessonFiles", "belongs to a step with an action"))
        replies = _actions(g, raw.get("replies"), path, n, "replies")
        if action is None and replies:
            raise LessonFileError(path, n, "replies", translate(
                "LessonFiles", "follow the learner's move: this step has no action"))
        texts = _words(raw, path, n, "text")
        if not texts:
            raise LessonFileError(path, n, "text", not_text(None))
        steps.append(Step(texts, action, tuple(str(p) for p in point), why_nots, replies))
    stem = path.stem
    return Lesson(f"{g.name}/{stem}", g.name, titles, summaries, options, seed, parsed, learner, opponents,
                  _actions(g, data.get("opening"), path, None, "opening"), tuple(steps), path)


def _cards_of(action: Mapping[str, Any]) -> list[str]:
    """The cards an action names (what the table points at when a step names nothing)."""
    out: list[str] = []
    for key in ("card", "cards", "companion"):
        value = action.get(key)
        for v in value if isinstance(value, list) else [value]:
            if isinstance(v, (str, int)) and not isinstance(v, bool) and str(v) not in out:
                out.append(str(v))
    return out


def rehearse(lesson: Lesson) -> GameState[Any]:
    """Play the lesson through as written, each move checked legal at its moment; the position
    at its end. LessonFileError names the step and field of the first move that is not."""
    state = lesson.start()
    run = LessonRun(lesson)
    path = lesson.path

    def replies(step: int | None, name: str) -> None:
        i = 0
        while (reply := run.take_reply()) is not None:
            settle(state)
            where = f"{name}[{i}]"
            if state.is_terminal() or state.current_player() != 1 - lesson.learner:
                raise LessonFileError(path, step, where, translate(
                    "LessonFiles", "it is not the opponent's turn here"))
            _play(state, reply, path, step, where)
            i += 1
        settle(state)

    replies(None, "opening")
    while (step := run.step) is not None:
        n = run.index + 1
        mover = None if state.is_terminal() else state.current_player()
        if step.action is None:
            run.next()
            continue
        if mover != lesson.learner:
            who = (translate("LessonFiles", "the learner cannot move here: the game is over") if mover is None
                   else translate("LessonFiles", "the learner cannot move here: it is the opponent's turn"))
            raise LessonFileError(path, n, "action", who)
        verdict = run.judge(state, step.action)
        if not verdict.accepted:
            raise LessonFileError(path, n, "action",
                                  not_legal_here(state.describe(step.action), verdict.reason))
        run.accept()
        state.apply(step.action)
        replies(n, "replies")
    return state


def not_legal_here(move: str, reason: str) -> str:
    return translate("LessonFiles", "{move} is not legal here: {reason}").format(move=move, reason=reason)


def _play(state: GameState[Any], action: Any, path: Path, step: int | None, where: str) -> None:
    if action not in state.legal_actions():
        raise LessonFileError(path, step, where,
                              not_legal_here(state.describe(action), state.why_illegal(action)))
    state.apply(action)


def expected_moves(lesson: Lesson) -> Sequence[Any]:
    """The learner's moves, step by step (the text steps left out)."""
    return [s.action for s in lesson.steps if s.action is not None]
