"""Every game's actions have a text and one structured form ({"kind": ..., named fields}), and
both round-trip, through the game record as through a position: every legal
action (chance outcomes too) goes to text and to its dict, through JSON, and back unchanged,
and no two legal actions share a text."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from engine.core.game import Game
from tests.conformance.walk import GAMES, SEEDS, WALKS, options_of, positions


@GAMES
@given(data=st.data(), seed=SEEDS, walk=WALKS)
def test_every_legal_action_round_trips_through_text_and_dict(game: Game, data: st.DataObject, seed: int,
                                                              walk: int) -> None:
    for s in positions(game, data.draw(options_of(game)), seed, walk):
        legal = s.legal_actions()
        texts = set()
        for a in legal:
            text = s.format_action(a)
            assert isinstance(text, str) and text.strip() == text and text
            assert s.parse_action(text) == a, text
            d = s.action_to_dict(a)
            assert isinstance(d, dict)
            assert s.action_from_dict(json.loads(json.dumps(d))) == a, d
            # one structured form for every game: the verb in "kind", then its named fields
            assert d["kind"] == a.kind, d
            # the game record speaks it with no position at hand
            assert game.format_action(a) == text and game.action_to_dict(a) == d
            assert game.parse_action(text) == a == game.action_from_dict(d)
            texts.add(text)
        assert len(texts) == len(legal), "two legal actions share a text"
