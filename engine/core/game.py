"""The protocol every game implements (OpenSpiel's vocabulary), and the per-game descriptor.

A `GameState` is a full position, hidden parts included. Views (`view(seat)`, engine/core/view.py)
hold only what that seat may see; the AI is handed a view and rebuilds full states from it
with `Game.determinize`, so it cannot read what it must not know.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar, cast, overload

from engine.compiled import blank, fields_of, python_twin
from engine.core.cards import CardChecker
from engine.core.cardschema import CardSchema
from engine.core.errors import IllegalAction, PositionError, SalleError
from engine.core.events import Event, RoundOver
from engine.core.i18n import translate
from engine.core.refusal import KERNEL_WORDS, NOT_NOW, Refusal, RefusalWords
from engine.core.validate import as_int, need
from engine.core.view import View

A = TypeVar("A", bound=Hashable)
S = TypeVar("S")
# current_player() values that are not seats (as in OpenSpiel)
CHANCE = -1
TERMINAL = -4


class GameState(ABC, Generic[A]):
    """One position of one game. Seats are 0 and 1."""

    @abstractmethod
    def current_player(self) -> int:
        """The seat to act, CHANCE while a die is to be rolled, TERMINAL at the end."""

    @abstractmethod
    def legal_actions(self) -> list[A]: ...

    @abstractmethod
    def step(self, action: A) -> None:
        """Apply a legal action without building events (the AI's playouts); no legality check."""

    @abstractmethod
    def apply(self, action: A) -> list[Event]:
        """Apply an action after checking it is legal; return what happened, in order."""

    @abstractmethod
    def returns(self) -> tuple[float, float]:
        """Final result per seat: +1 win, -1 loss, 0 draw (0, 0 while not terminal)."""

    @abstractmethod
    def view(self, seat: int | None) -> View:
        """What `seat` may see (None: an onlooker who sees only public things): the game's typed
        View (engine/core/view.py)."""

    @abstractmethod
    def clone(self) -> Self: ...

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The full position, hidden parts and seed included (saves, the referee)."""

    @abstractmethod
    def format_action(self, action: A) -> str: ...

    @abstractmethod
    def parse_action(self, text: str) -> A:
        """The action spelt by `text`; raises NotationError if the text spells none."""

    @abstractmethod
    def action_to_dict(self, action: A) -> dict[str, Any]: ...

    @abstractmethod
    def action_from_dict(self, data: Mapping[str, Any]) -> A: ...

    def scores(self) -> list[int]:
        """The match score per seat as players count it (hits, touches, points)."""
        return []

    def winning_seat(self) -> int | None:
        """The seat that won a finished match (None while playing, or for a drawn match)."""
        r = self.returns()
        return 0 if r[0] > r[1] else 1 if r[1] > r[0] else None

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def is_chance(self) -> bool:
        return self.current_player() == CHANCE

    def chance_outcomes(self) -> list[tuple[A, float]]:
        """Outcomes of the pending die roll with their probabilities (games with dice)."""
        return []

    def sample_chance(self) -> A:
        """The outcome the state's own seed gives for the pending roll (exact replays)."""
        raise IllegalAction("no die is to be rolled")

    def private_to_mover(self) -> bool:
        """The seat to act sees something the other may not (a hand): hot-seat hides the screen
        while it changes hands. Games with nothing hidden at some point say False there."""
        return True

    def blind_to_last(self) -> bool:
        """The seat to act chooses without seeing the other seat's last action: the second half
        of a simultaneous choice (Audatia's posta), and any move of his own he makes while it
        stays hidden (a Cycle). The search keeps such choices' statistics apart from the first
        choice, so they are not made as though the first were known."""
        return False

    def check(self, action: A) -> Refusal | None:
        """None if `action` is legal here, else the rule that refuses it (engine/core/refusal.py):
        the one predicate `legal_actions`, `check_legal` and `why_illegal` agree with. A game
        that has not composed its own refuses whatever `legal_actions` leaves out."""
        return None if action in self.legal_actions() else Refusal(NOT_NOW)

    def refusal_words(self, action: A, refusal: Refusal) -> str:
        """`refusal` of `action` as a sentence in the player's language (a game's own words
        name its cards and places)."""
        return KERNEL_WORDS.say(refusal, action=self.describe(action))

    def check_legal(self, action: A) -> None:
        refusal = self.check(action)
        if refusal is not None:
            raise IllegalAction(self.refusal_words(action, refusal))

    def why_illegal(self, action: A) -> str:
        """Why `action` is refused, in words a player understands ("" if it is legal)."""
        refusal = self.check(action)
        return "" if refusal is None else self.refusal_words(action, refusal)

    def describe(self, action: A) -> str:
        """The action in words as its player reads it here (the action list, the log, a refusal):
        cards by their names, places by what stands there. The notation is for the referee and
        saves; a game without words of its own falls back on it."""
        return self.format_action(action)

    def explain(self, action: A) -> str:
        """The action in full words (the action list's tooltip, what a screen reader adds), for
        a game whose `describe` is a short line naming only what tells the choices apart; a
        game whose short line says it all keeps this default."""
        return self.describe(action)

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """A full state consistent with what `seat` knows, built from its view only."""
        return type(self).from_view(self.view(seat), rng)

    @classmethod
    @abstractmethod
    def new(cls, options: Mapping[str, Any], seed: int) -> Self:
        """The opening position for checked `options`, its hidden parts drawn from `seed`."""

    @classmethod
    @abstractmethod
    def from_view(cls, view: Any, rng: random.Random) -> Self:
        """A full state that agrees with `view` (what this game's `view` returns: a SeatView),
        hidden parts sampled with `rng`."""

    @classmethod
    @abstractmethod
    def from_json(cls, data: Any) -> Self:
        """Rebuild a position; raises PositionError naming the field that is wrong."""


class Notation(Protocol):
    """A game's actions module: the notation its states speak."""

    def format_action(self, action: Any) -> str: ...

    def parse_action(self, text: str) -> Any: ...

    def action_to_dict(self, action: Any) -> dict[str, Any]: ...

    def action_from_dict(self, data: Mapping[str, Any]) -> Any: ...


class ModuleNotation:
    """A state's four notation methods, passed on to its game's actions module `NOTATION`."""

    NOTATION: ClassVar[Notation]

    def format_action(self, action: Any) -> str:
        return self.NOTATION.format_action(action)

    def parse_action(self, text: str) -> Any:
        return self.NOTATION.parse_action(text)

    def action_to_dict(self, action: Any) -> dict[str, Any]:
        return self.NOTATION.action_to_dict(action)

    def action_from_dict(self, data: Mapping[str, Any]) -> Any:
        return self.NOTATION.action_from_dict(data)


class PhasedState(ModuleNotation, GameState[A]):
    """A state whose play is its `phase` ("over" at the end) and the seat `to_move`, that counts
    `points` per seat and names a `winner` (None: not over, or drawn). Its fields are plain
    values and lists (of values, lists or sets), so a copy one level down is a full clone."""

    phase: str
    to_move: int
    points: list[int]
    winner: int | None

    def clone(self) -> Self:
        c = blank(type(self))
        for k, v in fields_of(self).items():
            if k == "_told":  # the events an apply under way collects: a copy never tells into them
                v = None
            elif isinstance(v, list):
                v = [x[:] if isinstance(x, list) else set(x) if isinstance(x, set) else x for x in v]
            setattr(c, k, v)
        return c

    def current_player(self) -> int:
        return TERMINAL if self.phase == "over" else self.to_move

    def scores(self) -> list[int]:
        return self.points[:]

    def returns(self) -> tuple[float, float]:
        if self.phase != "over" or self.winner is None:
            return (0.0, 0.0)
        return (1.0, -1.0) if self.winner == 0 else (-1.0, 1.0)


class OptionError(ValueError):
    """An option a game does not have, or a value it does not take; `name` is the option."""

    def __init__(self, name: str, problem: str) -> None:
        super().__init__(f"option {name}: {problem}" if name else problem)
        self.name, self.problem = name, problem


class DeckChoices(Sequence[str]):
    """The decks a seat may choose, read when first asked (the card data is checked at start-up,
    after the games are imported): `read()`'s ids, the shipped ones and then any a further card
    set brings as a guest ("roman@Sworn bands"); `shipped` while no card data can be read."""

    def __init__(self, read: Callable[[], Iterable[str]], shipped: Sequence[str]) -> None:
        self._read, self._shipped = read, tuple(shipped)

    def _ids(self) -> list[str]:
        try:
            return list(self._read())
        except (KeyError, SalleError):  # no card data yet, or damaged
            return list(self._shipped)

    @overload
    def __getitem__(self, i: int) -> str: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[str]: ...
    def __getitem__(self, i: int | slice) -> str | Sequence[str]:
        return self._ids()[i]

    def __len__(self) -> int:
        return len(self._ids())

    # asked whenever options are checked: one look at the (cached) card data, not one an item
    def __iter__(self) -> Iterator[str]:
        return iter(self._ids())

    def __contains__(self, item: object) -> bool:
        return item in self._ids()


@dataclass(frozen=True)
class OptionSpec:
    """One game option: its name, the values it takes and its default."""

    name: str
    default: Any
    choices: Sequence[Any]
    help: str
    # one line per choice where the choices teach different things (the new-game dialog shows it)
    choice_help: Mapping[Any, str] = field(default_factory=dict)
    # the value a stored game (a save, a position) that does not name this option was played
    # under: it was written before the option existed, when the game behaved so (None: default)
    before: Any = None
    # how a person reads the option and its choices, in the game's words ("Challenger's deck",
    # "Boucicaut"); without them a tool shows the name and the choices as they are
    title: str = ""
    labels: Mapping[Any, str] = field(default_factory=dict)
    # the whole-number choices 0 and 1 are seats: a tool names them by whoever sits there
    seats: bool = False

    # The words below are the games' own, marked for the translators in the context
    # "GameOptions" (QT_TRANSLATE_NOOP where each game defines them) and read in the language
    # shown; a game that marks none reads as it is written.
    def label(self, choice: Any) -> str:
        """A choice in words: its label, else the choice itself, a word capitalised."""
        if choice in self.labels:
            return translate("GameOptions", self.labels[choice])
        if self.seats and choice in (0, 1) and not isinstance(choice, bool):
            # the tool knows no names: the seat by its number
            return translate("GameOptions", "Fencer {number}").format(number=choice + 1)
        return choice.capitalize() if isinstance(choice, str) else str(choice)

    def heading(self) -> str:
        """The option's own name in words."""
        if self.title:
            return translate("GameOptions", self.title)
        return self.name.replace("_", " ").capitalize()

    def help_words(self) -> str:
        return translate("GameOptions", self.help)

    def choice_words(self, choice: Any) -> str:
        """The line that teaches what `choice` does ("" where the option has none)."""
        said = self.choice_help.get(choice, "")
        return translate("GameOptions", said) if said else ""


class Heuristics(Protocol):
    """Per-game knowledge the generic search uses.

    Two optional members change how the search grows its tree (engine.ai.ismcts): a true
    `open_loop` keeps one node per sequence of moves, whatever dice were rolled between them, and
    then `searched(state)`, where given, names the decisions the search branches on; the others
    are played by `playout_action` in the tree too, as the levels play them at the table.
    `sample(view, rng)`, where given, deals the search's full positions from a view in place of
    the game's `from_view`: a policy that reads the hidden cards from public play (En Garde's
    Master) weighs the deals by it. It must read nothing but the view."""

    def playout_action(self, state: Any, rng: random.Random) -> Any:
        """A quick, sensible action for playouts (from the mover's knowledge only)."""

    def evaluate(self, state: Any) -> tuple[float, float]:
        """Value per seat in [-1, 1] where a playout stops (terminal or the horizon)."""

    def horizon_reached(self, root: Any, state: Any) -> bool:
        """True where a playout from `root` may stop and be evaluated."""


@dataclass
class Game:
    """What the tools need to know of one game."""

    name: str
    title: str
    state_class: type[GameState[Any]]
    options: list[OptionSpec]
    heuristics: Heuristics
    # the terminal game: a seat's view drawn as text, and an action in words
    render_text: Callable[[View, tuple[str, str] | None], str]
    describe_action: Callable[[Any], str]
    notation_help: str
    aliases: list[str] = field(default_factory=list)
    # options that depend on each other: raises OptionError naming the option at fault
    check_options: Callable[[Mapping[str, Any]], None] | None = None
    # search iterations per level where this game's differ from the levels' own (a game whose
    # playouts are long and full of dice sets its budgets to keep each level's move time)
    iterations: Mapping[str, int] = field(default_factory=dict)
    # policies kept under a name for the levels that name them (engine.ai.players): earlier ones,
    # to measure today's against ("master-2026-11" plays "2026-11"), or a level's own ("master")
    policies: Mapping[str, Heuristics] = field(default_factory=dict)
    # per level whose search the coach shows (the hint's Master, the review's Club): the map
    # (slope, shift on the log-odds) from a search's value to the chance shown, as `calibrate`
    # fitted it to how those chances came true (engine.ai.coach.win_chance); none: read as is
    calibration: Mapping[str, tuple[float, float]] = field(default_factory=dict)
    # the game's own check of its card files (every deck naming this game), run at start-up so
    # a bad file is one message naming file, card and field, never a failure mid-game
    check_cards: CardChecker | None = None
    # the fields of its cards, their allowed values and symbols: the card editor's form
    card_schema: CardSchema | None = None
    # the decks each seat chooses for itself (Audatia's characters, Barditus's armies): a further
    # card set's such decks join the match as guests ("<id>@<set>"), so two sets can meet; a game
    # whose seats share their decks (En Garde, Ready...Fence!) plays one set per match
    seat_decks: tuple[str, ...] = ()
    # the folder of card files a game shipped apart brings (its decks, and in a layouts.toml its
    # own faces and backs); the built-in games keep theirs in assets/cards
    cards: Path | None = None
    # the seats in the game's own words (the new-game dialog's rows, their heading) and the names
    # it suggests for the people in them: fencers on a piste, the armies of a battle
    seat_names: tuple[str, str] = ("Player 1", "Player 2")
    seats_heading: str = "Players"
    player_names: tuple[str, str] = ("Player A", "Player B")
    # every sentence its refusals are said in (code -> text): a code its `check` gives has words here
    refusal_words: RefusalWords = KERNEL_WORDS
    # a position written in an earlier version of the game's position format, in today's (the
    # readers of positions and of a save's snapshot ask it first); None: every version reads as written
    upgrade_position: Callable[[Any], Any] | None = None
    # why a round, a period or the game ended, in words (a RoundOver's reason is the game's code
    # and fields): the log and the terminal say it; None: the reason is already words
    round_words: Callable[[RoundOver], str] | None = None

    def ended_words(self, ended: RoundOver) -> str:
        """Why `ended` ended, as a person reads it, in the language shown."""
        return ended.reason if self.round_words is None else self.round_words(ended)

    # the seat words in the language shown (each game marks its own in the context "GameSeats")
    def seat_name(self, seat: int) -> str:
        return translate("GameSeats", self.seat_names[seat])

    def seats_title(self) -> str:
        return translate("GameSeats", self.seats_heading)

    def player_name(self, seat: int) -> str:
        return translate("GameSeats", self.player_names[seat])

    @property
    def notation(self) -> Notation:
        """The game's notation (format, parse, and the structured form), which needs no
        position: the views read and write actions through it without holding a state."""
        notation = getattr(self.state_class, "NOTATION", None)
        if notation is None:
            raise TypeError(f"{self.title}'s positions speak no notation module of their own")
        return cast(Notation, notation)

    # notation belongs to the game: a tool reads and writes actions (a save's list, a referee's
    # line, the table's list of legal actions) with no position at hand
    def format_action(self, action: Any) -> str:
        return self.notation.format_action(action)

    def parse_action(self, text: str) -> Any:
        """The action `text` spells; raises NotationError if it spells none."""
        return self.notation.parse_action(text)

    def action_to_dict(self, action: Any) -> dict[str, Any]:
        """The action's structured form, {"kind": ..., named fields}."""
        return self.notation.action_to_dict(action)

    def action_from_dict(self, data: Mapping[str, Any]) -> Any:
        """The action a structured form names; raises NotationError naming the field at fault."""
        return self.notation.action_from_dict(data)

    def parse_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults completed with `given`; unknown names or values raise OptionError."""
        given = dict(given or {})
        out: dict[str, Any] = {}
        for spec in self.options:
            value = given.pop(spec.name, spec.default)
            # typed membership: True must not pass for 1, nor 5.0 for 5, or JSON would change type
            if not any(value == c and type(value) is type(c) for c in spec.choices):
                allowed = ", ".join(str(c) for c in spec.choices)
                raise OptionError(spec.name, f"{value!r} is not one of {allowed}")
            out[spec.name] = value
        if given:
            first = sorted(given)[0]
            raise OptionError(first, "is not an option of this game")
        if self.check_options is not None:
            self.check_options(out)
        return out

    def stored_options(self, given: Mapping[str, Any]) -> dict[str, Any]:
        """parse_options for a game written down earlier (a save, a position): an option it does
        not name came after it, and takes the value the game was played under then."""
        older = {s.name: s.before for s in self.options if s.before is not None and s.name not in given}
        return self.parse_options({**given, **older})

    def position_header(self, data: Any, version: int) -> tuple[dict[str, Any], int]:
        """A position's checked options and seed, after its game and version (a newer version
        than `version` is refused); the rest of the position is the game's to read."""
        if not isinstance(data, Mapping):
            raise PositionError("position", "must be a JSON object")
        if need(data, "game") != self.name:
            raise PositionError("game", f"must be {self.name!r}, not {data['game']!r}")
        found = as_int(need(data, "version"), "version", 1)
        if found > version:
            raise PositionError("version", f"{found} is newer than this Salle reads ({version})")
        raw = need(data, "options")
        if not isinstance(raw, Mapping):
            raise PositionError("options", "must be a JSON object")
        try:
            options = self.stored_options(raw)
        except OptionError as e:
            if not e.name.isidentifier():  # an unknown name that would make a field name unreadable
                raise PositionError("options", f"{e.name!r} {e.problem}") from None
            raise PositionError(f"options.{e.name}", e.problem) from None
        return options, as_int(need(data, "seed"), "seed", 0)

    def read_position(self, data: Any, version: int,
                      rebuild: Callable[[Mapping[str, Any], dict[str, Any], int], S]) -> S:
        """A position read by `rebuild(data, options, seed)` after its header is checked; a
        field `rebuild` trips over (missing, of the wrong type) is a PositionError naming it."""
        if self.upgrade_position is not None:
            data = self.upgrade_position(data)
        options, seed = self.position_header(data, version)
        try:
            return rebuild(data, options, seed)
        except (PositionError, KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
            # A compiled state (engine/compiled.py) checks a value's type where it stores it,
            # before the checks that name the field and say what it must be: where the Python
            # rules refuse the position too, theirs is the answer.
            twin = python_twin(getattr(rebuild, "__self__", type(None)))
            if twin is not None:
                self.read_position(data, version, getattr(twin, getattr(rebuild, "__name__", "")))
            if isinstance(e, PositionError):
                raise
            raise PositionError(str(e).strip("'"), "is missing or malformed") from None

    def new(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> GameState[Any]:
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise ValueError(f"seed: must be a whole number of at least 0, not {seed!r}")
        return self.state_class.new(self.parse_options(options), seed)
