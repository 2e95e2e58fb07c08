"""Barditus's notation (a verb, then the cards, places, slots or die it names) and its dict form:
every legal action of many positions goes to text and back unchanged, and text that spells no
action is refused with a NotationError that quotes it and says what was expected."""

from __future__ import annotations

import functools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.errors import IllegalAction, NotationError
from engine.games.barditus import actions as act
from engine.games.barditus import describe_action
from engine.games.barditus.actions import (
    SHAPES,
    Action,
    action_from_dict,
    action_to_dict,
    format_action,
    parse_action,
    pursuer,
)
from engine.games.barditus.state import BarditusState
from tests.barditus.helpers import battle, new, orders, play, pursued_into_the_principes
from tests.sizing import examples

ARMIES = ("roman", "gallic", "norman")


def random_positions(n: int) -> list[BarditusState]:
    """Every position of n random legal battles, the armies and options in turn."""
    out = []
    for i in range(n):
        s = new(i, army0=ARMIES[i % 3], army1=ARMIES[(i // 3) % 3], leading=("on", "off")[i % 2],
                skirmishers=("evade", "off")[(i // 2) % 2], hinder=("counter", "all")[(i // 4) % 2],
                morale=("start", "end")[(i // 8) % 2], turns=12)
        rng = random.Random(i)
        while not s.is_terminal():
            out.append(s.clone())
            s.apply(s.sample_chance() if s.is_chance() else rng.choice(s.legal_actions()))
    return out


def lose_position() -> BarditusState:
    """Two Gallic pursuers from F1 and F3 stand on the principes, who pursue out of their card."""
    s = pursued_into_the_principes()
    play(s, "pursue F2.1")
    assert s.phase == "lose"
    return s


@functools.cache
def positions() -> list[BarditusState]:
    """The random battles' positions and a lost one, played once a run by the first test that
    reads them (not at collection, which every worker does)."""
    return [*random_positions(30), lose_position()]


def test_every_action_is_its_verb_and_words_and_its_dict_is_its_text() -> None:
    """(tests/conformance round-trips every legal action through text and dict.)"""
    seen = set()
    for s in positions():
        for a in s.legal_actions():
            text = format_action(a)
            assert text.split()[0] == a.kind
            assert parse_action(f"  {text.replace(' ', '   ')} ") == a  # spaces are forgiven
            d = action_to_dict(a)
            assert d["kind"] == a.kind
            assert [str(v) for k, v in d.items() if k != "kind"] == text.split()[1:]
            assert action_from_dict(d) == a
            assert action_from_dict({"text": text}) == a  # the form saves and scripts used before
            seen.add(a.kind)
    assert seen == set(SHAPES)  # the battles meet every kind of action


def test_every_described_action_names_its_places_and_cards_in_words() -> None:
    """The words name cards by their printed names and places by what stands there, never an
    id or a place of the notation (F2, R2.3, P2.3); the actions a player chooses between read
    differently in their short lines, and each whole sentence names its card and rank."""
    for s in positions()[::7]:
        legal = s.legal_actions()
        said = [s.describe(a) for a in legal]
        assert len(set(said)) == len(said), said
        for a, short in zip(legal, said, strict=True):
            words = s.explain(a)
            assert short and words and describe_action(a)
            notation = set(format_action(a).split()[1:]) - {str(a.a)}  # a die reads as its value
            for text in (short, words):
                assert not notation & set(text.replace(",", " ").split()), (format_action(a), text)
            if a.kind in ("take", "deploy"):
                assert s.card_of(s.to_move, a.name).name in short
            elif a.kind in ("battle", "rally"):
                card = s.card(s.to_move, a.a)
                assert card is not None and card.name in short
            elif a.kind == "reserve":
                card = s.card(s.to_move, a.a)
                assert card is not None and card.name in words and f"column {a.a % 4 + 1}" in short
            elif a.kind in ("retreat", "destroy", "pursue", "return", "bring") and a.a < act.PURSUER:
                card = s.card(s.to_move, a.a // act.SLOTS)
                assert card is not None and card.name in words and "rank" in words
                assert f"place {a.a % act.SLOTS + 1}" in short, (format_action(a), short)


def test_the_docstring_lists_every_verb_and_its_examples_parse() -> None:
    lines = [ln.strip() for ln in (act.__doc__ or "").splitlines() if ln.startswith("    ")]
    verbs = {w for ln in lines for w in ln.split("  ")[0].replace("/", " ").split() if w in SHAPES}
    assert verbs == set(SHAPES)
    assert parse_action("take hastati") == Action("take", name="hastati")
    assert parse_action("die 6") == Action("die", 6)
    assert parse_action("deploy hastati F2") == Action("deploy", 1, name="hastati")
    assert parse_action("deploy castra R2") == Action("deploy", 5, name="castra")
    assert parse_action("general 5 F2") == Action("general", 5, 1)
    assert parse_action("battle F2") == Action("battle", 1)
    assert parse_action("battle F2 F3") == Action("battle", 1, 2)
    assert parse_action("rally F2") == Action("rally", 1)
    assert parse_action("reserve F2") == Action("reserve", 1)
    assert parse_action("retreat F2.1 F2.6") == Action("retreat", 12, 17)
    assert parse_action("retreat F2.1 R2.3") == Action("retreat", 12, 5 * 12 + 2)
    assert parse_action("destroy F2.3") == Action("destroy", 14)
    assert parse_action("destroy P2.3") == Action("destroy", pursuer(1, 2))
    assert parse_action("pursue F2.2") == Action("pursue", 13)
    assert parse_action("lose P2.3") == Action("lose", pursuer(1, 2))
    assert parse_action("return F2.6 F2.1") == Action("return", 17, 12)
    assert parse_action("return P2.3 F2.1") == Action("return", pursuer(1, 2), 12)
    assert parse_action("bring R2.1 F2.4") == Action("bring", 60, 15)
    for verb in ("done", "lead", "hold", "end"):
        assert parse_action(verb) == Action(verb)


def test_slots_and_pursuers_are_named_in_the_movers_own_formation() -> None:
    """F then R, columns 1-4 and slots 1-12 counted row by row; P home.on for pursuers."""
    assert format_action(Action("retreat", 0, 7 * 12 + 11)) == "retreat F1.1 R4.12"
    assert format_action(Action("destroy", pursuer(3, 0))) == "destroy P4.1"
    assert format_action(Action("general", 1, 3)) == "general 1 F4"


@pytest.mark.parametrize(("text", "says"), [
    ("", "an action starts with one of"),
    ("   ", "an action starts with one of"),
    ("charge F1", "an action starts with one of"),
    ("Battle F1", "an action starts with one of"),  # verbs are lower case
    ("battle", "battle takes 1 or 2 word"),
    ("battle F1 F2 F3", "battle takes 1 or 2 word"),
    ("end now", "end takes 0 word"),
    ("take", "take takes 1 word"),
    ("deploy hastati", "deploy takes 2 word"),
    ("die 0", "not a die: 1 to 6"),
    ("die 7", "not a die: 1 to 6"),
    ("die six", "not a die: 1 to 6"),
    ("general 6 F5", "not a place: F1-F4 or R1-R4"),
    ("general 6 f2", "not a place"),
    ("battle G2", "not a place"),
    ("retreat F2.0 F2.6", "not a slot like F2.3"),
    ("retreat F2.13 F2.6", "not a slot like F2.3"),
    ("retreat F2 F2.6", "not a slot like F2.3"),
    ("retreat P2.3 F2.6", "not a slot like F2.3"),  # a pursuer never retreats
    ("pursue P2.3", "not a slot like F2.3"),
    ("lose F2.3", "not a pursuer like P2.3"),
    ("lose P5.1", "not a pursuer like P2.3"),
    ("lose P2.0", "not a pursuer like P2.3"),
    ("destroy P2.5", "not a slot like F2.3 or a pursuer like P2.3"),
    ("destroy X2.1", "not a slot like F2.3 or a pursuer like P2.3"),
    ("bring R2.1 P2.3", "not a slot like F2.3"),
])
def test_bad_text_raises_notation_error_with_a_clear_message(text: str, says: str) -> None:
    with pytest.raises(NotationError) as e:
        parse_action(text)
    assert says in str(e.value)
    assert repr(text) in str(e.value)  # the message quotes what was typed


@pytest.mark.parametrize("text", ["destroy P2.12", "lose P1.23", "return P2.34 F2.1", "destroy P2.1234"])
def test_a_pursuer_names_one_enemy_column(text: str) -> None:
    """A pursuer stands on one of the enemy's four front cards: "P2.12" names none (a substring
    test of the column once read "12" as a column and gave another pursuer back)."""
    with pytest.raises(NotationError) as e:
        parse_action(text)
    assert "a pursuer like P2.3" in str(e.value)


@pytest.mark.parametrize("data", [
    "battle F1", ["battle F1"], None, {}, {"text": 3}, {"text": None}, {"kind": "battle", "a": 0},
    {"text": "charge F1"}, {"text": "battle F9"},
])
def test_bad_dicts_raise_notation_error(data: object) -> None:
    with pytest.raises(NotationError) as e:
        action_from_dict(data)  # type: ignore[arg-type]
    assert str(e.value)


@pytest.mark.parametrize(("data", "field"), [
    ({"kind": "charge"}, "kind"), ({"kind": "battle"}, "place"), ({"kind": "battle", "place": "F9"}, "place"),
    ({"kind": "battle", "place": "F1", "target": "X"}, "target"), ({"kind": "die", "value": 7}, "value"),
    ({"kind": "die", "value": "4"}, "value"), ({"kind": "die", "value": True}, "value"),
    ({"kind": "retreat", "piece": "F1.1", "to": "P1.2"}, "to"), ({"kind": "lose", "piece": "F1.1"}, "piece"),
    ({"kind": "end", "place": "F1"}, "place"), ({"kind": "take", "card": ""}, "card"),
])
def test_a_bad_structured_form_names_its_field(data: dict[str, object], field: str) -> None:
    with pytest.raises(NotationError) as e:
        action_from_dict(data)
    assert str(e.value).startswith(f"{field}: ")


def test_a_well_formed_action_that_is_not_legal_says_why() -> None:
    s = orders(battle(), 0, general=1)
    with pytest.raises(IllegalAction) as e:
        s.apply(parse_action("retreat F1.1 F1.6"))
    assert "orders phase asks for battle, rally, reserve or end" in str(e.value)
    with pytest.raises(IllegalAction) as e:
        s.apply(("battle", 0))  # type: ignore[arg-type]
    assert "not a Barditus action" in str(e.value)


VOCABULARY = [*SHAPES, "F1", "F4", "R2", "F5", "G1", "F2.3", "R4.12", "F2.13", "P1.1", "P4.4", "P2.5",
              "P2.12", "1", "6", "0", "7", "hastati", "x", ".", "F2.", "P.1", "F2.01", "²", "F²"]


@settings(max_examples=examples(400), deadline=None)
@given(words=st.lists(st.sampled_from(VOCABULARY), min_size=0, max_size=4),
       glue=st.sampled_from([" ", "  ", "\t"]))
def test_any_text_is_an_action_that_formats_back_or_a_notation_error(words: list[str], glue: str) -> None:
    text = glue.join(words)
    try:
        a = parse_action(text)
    except NotationError as e:
        assert repr(text) in str(e)
        return
    again = format_action(a)
    assert parse_action(again) == a
    assert format_action(parse_action(again)) == again
