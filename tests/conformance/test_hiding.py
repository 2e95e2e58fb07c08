"""What each seat may know, in every game: views are JSON without the seed, a determinized
state agrees with the view it was built from (and with the onlooker's), events tell a card
only to the seat it belongs to, and a seat's view follows from what it was shown: two games
that showed a seat the same things show it the same view."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from engine.core.events import ActionPlayed, CardMoved, Event
from engine.core.game import Game, GameState
from engine.core.view import view_json
from tests.conformance.walk import GAMES, SEEDS, WALKS, choose, options_of, positions

SEATS = (0, 1, None)

def shown(events: list[Event], seat: int | None) -> list[dict[str, Any]]:
    return [e.for_seat(seat).to_dict() for e in events]


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS)
def test_a_view_is_json_and_never_holds_the_seed(game: Game, data: st.DataObject,
                                                 seed: int, walk: int) -> None:
    """The seed is the whole future (every deal and die): no seat, nor an onlooker, may see it."""
    for s in positions(game, data.draw(options_of(game)), seed, walk):
        for seat in SEATS:
            v = s.view(seat)
            assert "seed" not in view_json(v)
            # a typed view is written as JSON at the edges, and holds nothing its JSON leaves out
            assert str(seed) not in json.dumps(view_json(v)) + repr(v), f"seat {seat}'s view holds the seed"


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS)
def test_a_determinized_state_agrees_with_the_view(game: Game, data: st.DataObject,
                                                   seed: int, walk: int) -> None:
    """The AI plays on these: a sound position the seat cannot tell from the truth, whose
    future (its seed) is not the truth's, and where the seat to move may do what it may do."""
    rng = random.Random(walk)
    for i, s in enumerate(positions(game, data.draw(options_of(game)), seed, walk)):
        if i % 3:
            continue
        for seat in (0, 1):
            x = s.determinize(seat, random.Random(rng.getrandbits(32)))
            assert x.view(seat) == s.view(seat)
            assert x.view(None) == s.view(None), "an onlooker sees something the seat does not"
            assert x.current_player() == s.current_player()
            assert x.to_json()["seed"] != s.to_json()["seed"], "a determinized state knows the future"
            if s.current_player() == seat:
                assert x.legal_actions() == s.legal_actions()
            assert game.state_class.from_json(x.to_json()).to_json() == x.to_json()


def check_event_hides(e: Event) -> None:
    owner = getattr(e, "private_to", None)
    if isinstance(e, CardMoved) and not e.face_up:
        # a seat, or -1 for a card nobody sees (burnt from a deck)
        assert owner is not None, f"a card moved face down is shown to everyone: {e}"
    if owner is None:
        return
    for seat in SEATS:
        seen = e.for_seat(seat)
        if seat == owner:
            assert seen == e
        elif isinstance(e, CardMoved):
            assert isinstance(seen, CardMoved) and seen.card is None
        elif isinstance(e, ActionPlayed):
            assert isinstance(seen, ActionPlayed) and seen.text == e.public_text != e.text
        json.dumps(seen.to_dict())


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS)
def test_events_show_a_hidden_card_only_to_its_seat(game: Game, data: st.DataObject,
                                                    seed: int, walk: int) -> None:
    s = game.new(data.draw(options_of(game)), seed)
    rng = random.Random(walk)
    while not s.is_terminal():
        for e in s.apply(choose(s, rng)):
            check_event_hides(e)


def twin_for(s: GameState[Any], seat: int | None, rng: random.Random) -> GameState[Any]:
    """Another full state that agrees with all `seat` knows of `s`: its hidden parts resampled,
    its seed the truth's, so a coin or a shuffle to come falls the same in both. It must load:
    a sample that is not a position is a bug of the game's from_view."""
    sample = type(s).from_view(s.view(None), rng) if seat is None else s.determinize(seat, rng)
    data = sample.to_json()
    data["seed"] = s.to_json()["seed"]
    return type(s).from_json(data)


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS)
def test_a_view_follows_from_what_the_seat_was_shown(game: Game, data: st.DataObject, seed: int,
                                                     walk: int) -> None:
    """From a position and a twin that differs only where `seat` cannot see, the same actions
    are played on both for as long as both allow them and the events show `seat` the same
    things: the views of `seat` must then stay equal. A view that showed a hidden card (or a
    consequence of one that no event told) would differ between the twins."""
    rng = random.Random(walk)
    for i, s in enumerate(positions(game, data.draw(options_of(game)), seed, walk)):
        if i % 5 or s.is_terminal():
            continue
        for seat in SEATS:
            truth, twin = s.clone(), twin_for(s, seat, random.Random(rng.getrandbits(32)))
            for _ in range(8):
                if truth.is_terminal():
                    break
                if truth.is_chance():
                    action = truth.sample_chance()
                else:
                    both = set(twin.legal_actions())
                    common = [a for a in truth.legal_actions() if a in both]
                    if not common:
                        break
                    action = rng.choice(common)
                told, told_twin = shown(truth.apply(action), seat), shown(twin.apply(action), seat)
                if told != told_twin:
                    break  # the seat learns something here: the twins part
                assert truth.view(seat) == twin.view(seat), \
                    f"seat {seat}'s view changed with what it cannot see, after {truth.format_action(action)}"

