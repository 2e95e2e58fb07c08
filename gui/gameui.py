"""What one game shows, as one record: the central GUI asks a game's GameUI and names no game.

Each package under gui/games/ builds one GameUI and gui/games/__init__.py registers it under the
engine's Game.name. The record holds callables that import the game's heavy parts (its scene, its
card face, its boards) only when they are first used, so the registry is cheap to load.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.core.assets import assets_dir
from engine.core.i18n import QT_TRANSLATE_NOOP, SOURCE_LANGUAGE, language
from engine.core.view import SeatView, view_json
from engine.games.words import by_name, translate

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    from engine.core.cards import Card, Deck
    from engine.store.saves import Seat
    from gui.proofs.imposition import ProofOptions
    from gui.proofs.pdf import BoardPage
    from gui.sound import ActionSound
    from gui.table.base import TableSceneBase
    from gui.table.story import Teller

# draw_card(p, trim, card or None for the back, deck, bleed, rounded)
FaceDrawer = Callable[["QPainter", "QRectF", "Card | None", "Deck", float, bool], None]


@dataclass(frozen=True)
class Scenario:
    """A set match a game offers from the Game menu (a historical duel, say)."""

    id: str
    title: str
    options: Mapping[str, Any]
    seed: int
    seats: tuple[Seat, Seat]
    setting: str  # told in the log and the status bar when the match starts
    history: str  # told when it ends


@dataclass(frozen=True)
class GameUI:
    name: str  # the engine's Game.name
    scene: Callable[[Any], TableSceneBase[Any]]  # a new table scene, given its parent
    rules_html: str  # the rules in brief, in our own words
    keys: Sequence[tuple[str, str]]  # the table's keys and drops (its F1 page)
    # the callables below are handed the game's own view (a SeatView: engine/core/view.py)
    status: Callable[[Any, Sequence[str]], str]  # the side panel's line: who acts, the score
    # the card faces this game draws itself, by the deck layout's name (others: the shared face)
    faces: Mapping[str, FaceDrawer] = field(default_factory=dict)
    boards: Callable[[ProofOptions], list[BoardPage]] | None = None  # printed after a whole game's cards
    unseen: Callable[[Any], dict[int, int]] | None = None  # the panel's unseen-card counts
    scenarios: Callable[[], Sequence[Scenario]] = tuple
    quick: Mapping[str, Any] = field(default_factory=dict)  # options for a short match (self-test)
    bench_rule_sets: Sequence[tuple[str, dict[str, Any]]] = ()  # the rule sets `make bench` times
    # the README's screenshots: given a shooter (see gui/screenshots.py), plays and grabs
    screenshots: Callable[[Any], None] | None = None
    # the game's own entries in the Game menu: (title, open it given the main window); the title
    # is marked for the translators in the context "GameUI", where the menu translates it
    menu: Sequence[tuple[str, Callable[[Any], None]]] = ()
    # the story in the game's words: the result the last of the match's pages announces (a
    # round, a touch, a battle, the end), see gui/table/story.py; None: the events' own words
    story: Teller | None = None
    # the score in the game's words ("hits: You 2, Club 1"), for the resume question
    score: Callable[[Any, Sequence[str]], str] | None = None
    # the sound of a move (gui/sound.py), from its action's kind; None: a card laid is heard, no more
    sound: ActionSound | None = None
    credit: str = ""  # whose game it is, as its rulebook credits them (the About box)
    # what one match of the game is called, the side panel's title (marked in the context "GameUI")
    match_noun: str = QT_TRANSLATE_NOOP("GameUI", "Bout")

    def rules_in(self, code: str | None = None) -> str:
        """The rules in brief in `code` (by default the language shown now). `rules_html` is the
        English source; each translation is a file, assets/help/<game>.<code>.html, and the
        English stands in only where one is missing (tests/gui/test_help_languages.py)."""
        code = code or language()
        path = help_file(self.name, code)
        if code != SOURCE_LANGUAGE and path.is_file():
            return path.read_text(encoding="utf-8")
        return self.rules_html


def help_file(game: str, code: str) -> Path:
    """Where the rules in brief of `game` are translated into `code` (the English is in its rules.py)."""
    return assets_dir() / "help" / f"{game}.{code}.html"


def key_rows(rows: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """A keys page in the language shown now: its words are marked in the "Keys" context."""
    return [(translate("Keys", key) if key else key, translate("Keys", text) if text else text)
            for key, text in rows]


def match_status(view: SeatView, names: Sequence[str], score: str = "", drawn: str = "",
                 reason: str | None = None) -> str:
    """The panel's line for a game that names a `phase` ("over" at the end), a `winner` and a
    `reason` (or the `reason` given, in words): who acts (and the `score` words), or how the match
    ended; `drawn` is the game's own "A drawn duel" (translated)."""
    phase, to_move, winner = view.phase, view.to_move, view.winner
    why = str(view_json(view).get("reason", "")) if reason is None else reason
    if phase != "over":
        return by_name(names[to_move], translate("GameUI", "<b>Your move</b>{score}"),
                       translate("GameUI", "<b>{name}</b> to act{score}"), score=score)
    if winner is None:
        return translate("GameUI", "{drawn}: {reason}").format(
            drawn=drawn or translate("GameUI", "A drawn match"), reason=why)
    return by_name(names[winner], translate("GameUI", "<b>You won</b>: {reason}"),
                   translate("GameUI", "<b>{name}</b> won: {reason}"), reason=why)


def lazy(module: str, name: str) -> Callable[..., Any]:
    """`module.name`, imported on the first call: the registry loads no game's widgets, faces
    or boards until a window, a face or a proof asks for them."""

    def call(*args: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args)

    return call


def module_face(module: str) -> FaceDrawer:
    """A card drawer from a face module's draw_face(p, trim, card, deck, bleed, rounded) and
    draw_back(p, trim, back style, bleed, rounded), imported on the first card; the back's label
    in the deck's language."""

    def draw(p: QPainter, trim: QRectF, card: Card | None, deck: Deck, bleed: float, rounded: bool) -> None:
        from engine.core.card_languages import back_style

        face = importlib.import_module(module)
        if card is None:
            face.draw_back(p, trim, back_style(deck), bleed, rounded)
        else:
            face.draw_face(p, trim, card, deck, bleed, rounded)

    return draw
