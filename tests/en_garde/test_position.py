"""Positions as JSON, what each seat may see, determinized states and seeded replays."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from dataclasses import fields
from typing import Any

import pytest

from engine.core.errors import PositionError
from engine.games import get_game
from engine.games.en_garde.state import EnGardeState
from tests.en_garde.build import FIVE_OF_EACH, all_cards, play, position, rehide, state

GAME = get_game("en-garde")

FIELDS = ["game", "version", "options", "seed", "round", "hits", "pos", "hands", "deck", "discard",
          "phase", "to_move", "pending", "riposte", "deck_out", "winner", "last"]


def random_states(n_games: int, seed: int, every: int = 1):
    """States met in random matches of every level and parry rule."""
    rng = random.Random(seed)
    for g in range(n_games):
        level = ("basic", "standard", "advanced")[g % 3]
        parry = ("equal", "total")[(g // 3) % 2]
        s = GAME.new({"level": level, "parry": parry, "first": g % 2}, seed=rng.randrange(2**40))
        i = 0
        while True:
            if i % every == 0:
                yield s
            if s.is_terminal():
                break
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
            i += 1


# --- JSON round trip -----------------------------------------------------------------------


def test_to_json_has_every_field() -> None:
    d = GAME.new({}, seed=1).to_json()
    assert list(d) == FIELDS
    assert d["options"] == {
        "level": "standard", "parry": "total", "discards": "hidden", "hits": 5, "first": 0,
    }
    json.dumps(d)  # plain JSON

def test_the_test_builder_makes_valid_positions() -> None:
    s = state(hands=("33124", "1"), deck_size=4, draws="55")
    assert all_cards(s) == FIVE_OF_EACH
    assert s.deck[-2:] == [5, 5]
    assert len(s.deck) == 4


# --- bad positions -------------------------------------------------------------------------


def _valid() -> dict[str, Any]:
    return position(hands=("12345", "12345"), pos=(3, 17), to_move=1)


def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(d: dict[str, Any]) -> None:
        d[key] = value
    return change


def _drop(key: str) -> Callable[[dict[str, Any]], None]:
    def change(d: dict[str, Any]) -> None:
        del d[key]
    return change


def _card_7(d: dict[str, Any]) -> None:
    d["hands"][0][2] = 7


def _card_26(d: dict[str, Any]) -> None:
    d["deck"].append(3)


def _card_24(d: dict[str, Any]) -> None:
    d["deck"].pop()


def _swap_a_card(d: dict[str, Any]) -> None:
    d["deck"][d["deck"].index(1)] = 2  # 25 cards, but four 1s and six 2s


def _six_in_hand(d: dict[str, Any]) -> None:
    d["hands"][1].append(d["deck"].pop())


def _option(name: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(d: dict[str, Any]) -> None:
        d["options"][name] = value
    return change


def _over_without_winner(d: dict[str, Any]) -> None:
    d["phase"] = "over"


def _winner_while_playing(d: dict[str, Any]) -> None:
    d["winner"] = 0


def _pending_in_turn(d: dict[str, Any]) -> None:
    d["pending"] = [3]


def _parry_without_attack(d: dict[str, Any]) -> None:
    d["phase"] = "parry"


def _mixed_attack(d: dict[str, Any]) -> None:
    d["phase"], d["pending"] = "parry", [3, 4]


def _hits_over_target(d: dict[str, Any]) -> None:
    d["hits"] = [6, 0]


BAD: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("missing hands", _drop("hands"), "hands"),
    ("missing phase", _drop("phase"), "phase"),
    ("missing seed", _drop("seed"), "seed"),
    ("missing winner", _drop("winner"), "winner"),
    ("another game", _set("game", "chess"), "game"),
    ("newer version", _set("version", 2), "version"),
    ("version as text", _set("version", "1"), "version"),
    ("options not an object", _set("options", ["standard"]), "options"),
    ("unknown option", _option("colour", "red"), "options.colour"),
    ("unknown level", _option("level", "expert"), "options.level"),
    ("unknown parry rule", _option("parry", "sum"), "options.parry"),
    ("seed as text", _set("seed", "7"), "seed"),
    ("round as float", _set("round", 1.0), "round"),
    ("negative round", _set("round", -1), "round"),
    ("hits not a list", _set("hits", 3), "hits"),
    ("a hit as text", _set("hits", [0, "1"]), "hits[1]"),
    ("hits beyond the target", _hits_over_target, "hits[0]"),
    ("pos as text", _set("pos", "3,17"), "pos"),
    ("three figures", _set("pos", [1, 5, 9]), "pos"),
    ("off the piste", _set("pos", [3, 23]), "pos[1]"),
    ("before the piste", _set("pos", [-1, 17]), "pos[0]"),
    ("overlapping figures", _set("pos", [9, 9]), "pos"),
    ("crossed figures", _set("pos", [12, 9]), "pos"),
    ("card 7", _card_7, "hands[0][2]"),
    ("26 cards", _card_26, "deck"),
    ("24 cards", _card_24, "deck"),
    ("six 2s", _swap_a_card, "deck"),
    ("six cards in a hand", _six_in_hand, "hands[1]"),
    ("one hand", _set("hands", [[1, 2, 3, 4, 5]]), "hands"),
    ("deck as text", _set("deck", "12345"), "deck"),
    ("a card as a bool", _set("discard", [True]), "discard[0]"),
    ("unknown phase", _set("phase", "lunch"), "phase"),
    ("seat 2 to move", _set("to_move", 2), "to_move"),
    ("to_move as text", _set("to_move", "0"), "to_move"),
    ("an attack to answer in an ordinary turn", _pending_in_turn, "pending"),
    ("a parry with no attack", _parry_without_attack, "pending"),
    ("an attack of mixed values", _mixed_attack, "pending"),
    ("riposte as text", _set("riposte", "yes"), "riposte"),
    ("deck_out with cards left", _set("deck_out", True), "deck_out"),
    ("over without a winner", _over_without_winner, "winner"),
    ("a winner while playing", _winner_while_playing, "winner"),
    ("winner seat 2", _set("winner", 2), "winner"),
]


@pytest.mark.parametrize(("change", "field"), [(c, f) for _, c, f in BAD], ids=[b[0] for b in BAD])
def test_a_bad_field_raises_position_error_naming_it(change: Callable[[dict[str, Any]], None],
                                                    field: str) -> None:
    d = _valid()
    EnGardeState.from_json(copy.deepcopy(d))  # the unchanged position is fine
    change(d)
    with pytest.raises(PositionError) as err:
        EnGardeState.from_json(d)
    assert err.value.field == field
    assert field in str(err.value)

def test_an_option_name_that_is_no_name_is_refused_readably() -> None:
    d = _valid()
    d["options"] = dict(d["options"], **{"": 1})
    with pytest.raises(PositionError) as err:
        EnGardeState.from_json(d)
    assert str(err.value) == "options: '' is not an option of this game"


@pytest.mark.parametrize("data", [None, [], "en-garde", 3])
def test_a_position_must_be_an_object(data: Any) -> None:
    with pytest.raises(PositionError) as err:
        EnGardeState.from_json(data)
    assert err.value.field == "position"


# --- views -----------------------------------------------------------------------------------


def test_a_view_holds_the_seats_own_hand() -> None:
    s = state(hands=("11235", "24445"), pos=(3, 17), to_move=1)
    assert s.view(0).hand == (1, 1, 2, 3, 5)
    assert s.view(1).hand == (2, 4, 4, 4, 5)
    assert s.view(None).hand is None and "hand" not in s.view(None).to_json()
    assert s.view(0).hand_sizes == (5, 5)


def test_a_view_shows_the_public_table() -> None:
    s = state(hands=("33124", "33512"), pos=(10, 13), to_move=0, hits=(2, 1), round_no=3,
              draws="55", discard="44")
    play(s, "A33")
    v = s.view(None)
    assert v.pos == (10, 13) and v.distance == 3
    assert v.hits == (2, 1)
    assert v.round == 3
    assert v.phase == "parry" and v.to_move == 1
    assert v.pending == (3, 3)
    assert v.discard[-2:] == (3, 3)
    assert v.hand_sizes == (5, 5)
    assert v.deck_size == len(s.deck)


def test_a_view_never_holds_the_other_hand_the_deck_or_the_seed() -> None:
    s = state(hands=("11235", "24445"), pos=(3, 17), seed=123456789, draws="5315")
    for seat in (0, 1, None):
        v = s.view(seat)
        assert not {"hands", "deck", "seed"} & ({f.name for f in fields(v)} | set(v.to_json()))
        assert "123456789" not in json.dumps(v.to_json()) and "123456789" not in repr(v)
    assert list(s.view(0).hand or ()) != s.hand_cards(1)


def test_a_view_does_not_change_when_only_hidden_things_change() -> None:
    rng = random.Random(9)
    for s in random_states(9, seed=2, every=5):
        for seat in (0, 1):
            assert rehide(s, seat, rng).view(seat) == s.view(seat)
        assert rehide(rehide(s, 0, rng), 1, rng).view(None) == s.view(None)


def test_determinize_deals_the_unseen_cards_only() -> None:
    """(tests/conformance checks the sample agrees with the view and is a position.)"""
    rng = random.Random(10)
    for s in random_states(9, seed=3, every=4):
        for seat in (0, 1):
            d = s.determinize(seat, rng)
            assert d.hand_cards(seat) == s.hand_cards(seat)
            assert all_cards(d) == FIVE_OF_EACH
            assert sorted(d.hand_cards(1 - seat) + d.deck) == sorted(s.hand_cards(1 - seat) + s.deck)


def test_determinize_samples_the_hidden_cards() -> None:
    s = GAME.new({}, seed=21)
    rng = random.Random(0)
    opponent_hands = {tuple(s.determinize(0, rng).hand_cards(1)) for _ in range(30)}
    assert len(opponent_hands) > 1
    assert all(s.determinize(0, rng).seed != s.seed for _ in range(5))


def test_from_view_of_an_onlooker_deals_both_hands() -> None:
    s = GAME.new({}, seed=22)
    d = EnGardeState.from_view(s.view(None), random.Random(1))
    assert d.view(None) == s.view(None)
    assert all_cards(d) == FIVE_OF_EACH
    assert len(d.hand_cards(0)) == len(d.hand_cards(1)) == 5


# --- seeded play -------------------------------------------------------------------------------

def test_another_seed_gives_another_deal() -> None:
    assert GAME.new({}, seed=1).to_json()["deck"] != GAME.new({}, seed=2).to_json()["deck"]
    assert GAME.new({}, seed=1).to_json()["hands"] != GAME.new({}, seed=2).to_json()["hands"]


@pytest.mark.parametrize("key", ["", "a b", "1st", "last."])
def test_a_field_whose_name_is_no_name_is_refused_naming_its_record(key: str) -> None:
    """An unknown field is named by its path where it has one; a name that would make the path
    unreadable ("last." for a field called "") is said in the problem, its record named."""
    s = get_game("en-garde").new({}, 5)
    while s.is_chance():
        s.apply(s.sample_chance())
    s.apply(s.legal_actions()[0])
    data = s.to_json()
    assert data["last"] is not None
    with pytest.raises(PositionError) as top:
        EnGardeState.from_json({**data, key: 1})
    assert top.value.field == "position" and repr(key) in top.value.problem
    with pytest.raises(PositionError) as last:
        EnGardeState.from_json({**data, "last": {**data["last"], key: None}})
    assert last.value.field == "last" and repr(key) in last.value.problem
    with pytest.raises(PositionError) as named:
        EnGardeState.from_json({**data, "last": {**data["last"], "extra": None}})
    assert named.value.field == "last.extra"
