"""High Card, a game for the tests only: the engine half of a plugin, described by one Game."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from engine.core.cards import CardFileError, Deck, one_deck
from engine.core.game import Game, OptionSpec
from tests.plugin_game.engine_pkg import actions
from tests.plugin_game.engine_pkg.actions import Action, describe_action
from tests.plugin_game.engine_pkg.state import FULL_DECK, NAME, WORDS, HighCardState

# the game's own card data, shipped in its package as a game made apart would ship it
CARDS = Path(__file__).resolve().parent / "cards"


class Heuristics:
    """Playouts lay a random card of one's own hand; a stopped playout is scored by the points."""

    def playout_action(self, state: HighCardState, rng: random.Random) -> Action:
        if state.is_chance():
            return state.sample_chance()
        return rng.choice(state.legal_actions())

    def evaluate(self, state: HighCardState) -> tuple[float, float]:
        if state.is_terminal():
            return state.returns()
        lead = (state.points[0] - state.points[1]) / (3 * state.tricks)
        return (lead, -lead)

    def horizon_reached(self, root: HighCardState, state: HighCardState) -> bool:
        return state.is_terminal()

    def best(self, state: HighCardState, legal: list[Action], rng: random.Random) -> Action:
        """The Novice's rule of thumb: spend a high card on a high stake, a low one on a low."""
        cards = sorted(legal, key=lambda a: int(a.value))
        return cards[min(len(cards) - 1, (state.stake - 1) * len(cards) // 3)]


def check_cards(decks: Sequence[Deck]) -> None:
    """One deck, drawn with High Card's face, of the cards the rules deal: two of each value."""
    deck = one_deck(decks, "High Card", NAME)
    values = sorted(c.value or 0 for c in deck.printed())
    if values != FULL_DECK:
        raise CardFileError(deck.source, "", "card", f"must be two of each card from 1 to 9, not {values}")


def render(view: Mapping[str, Any], names: tuple[str, str]) -> str:
    lines = [f"trick {view['trick']}, stake {view['stake']}: "
             f"{names[0]} {view['points'][0]}, {names[1]} {view['points'][1]}"]
    if "hand" in view:
        lines.append("your hand: " + " ".join(map(str, view["hand"])))
    return "\n".join(lines)


GAME = Game(
    name=NAME,
    title="High Card",
    state_class=HighCardState,
    options=[
        OptionSpec("tricks", 3, (1, 3, 5), "tricks in a game (each seat is dealt one card a trick)"),
        OptionSpec("first", 0, (0, 1), "the seat that lays first in the first trick (then alternating)"),
    ],
    heuristics=Heuristics(),
    render_text=render,
    describe_action=describe_action,
    notation_help=(actions.__doc__ or "").strip(),
    check_cards=check_cards,
    cards=CARDS,
    refusal_words=WORDS,
)
