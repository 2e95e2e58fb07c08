"""Audatia's notation (a verb, then the card and, for a remedy, the side) and the dict form."""

from __future__ import annotations

import random

import pytest

from engine.core.errors import IllegalAction, NotationError
from engine.games.audatia import actions as act
from engine.games.audatia.actions import (
    ARITY,
    Action,
    action_from_dict,
    action_to_dict,
    parse_action,
)
from engine.games.audatia.state import VARIANTS, AudatiaState
from tests.audatia.build import BOU, GAL, GAME, new, strike, struck


def random_positions(n: int) -> list[AudatiaState]:
    """Every position of n random legal duels in every variant, Break rule on."""
    out = []
    for i in range(n):
        variant = VARIANTS[i % len(VARIANTS)]
        s = GAME.new({"variant": variant, "break": "on", "challenger": i % 2}, seed=i)
        assert isinstance(s, AudatiaState)
        rng = random.Random(i)
        while not s.is_terminal():
            out.append(s.clone())
            s.apply(rng.choice(s.legal_actions()))
    return out


POSITIONS = random_positions(24)


def test_random_duels_meet_most_kinds_of_decision() -> None:
    """(tests/conformance round-trips every legal action through text and dict.)"""
    seen_kinds = {a.kind for s in POSITIONS for a in s.legal_actions()}
    for a in {a for s in POSITIONS for a in s.legal_actions()}:  # the verb leads both forms
        assert act.format_action(a).split()[0] == act.action_to_dict(a)["kind"] == a.kind
    # the random positions reach most kinds of decision
    assert {"discard", "virtue", "trade", "posta", "attack", "parry", "remedy", "reply", "place",
            "wait", "pass", "done"} <= seen_kinds


def test_the_docstring_examples_parse() -> None:
    lines = [ln.strip() for ln in (act.__doc__ or "").splitlines() if ln.startswith("    ")]
    examples = [ln.split("  ")[0].strip() for ln in lines]
    parsed = [parse_action(e) for e in examples if e.split()[0] in ARITY and "/" not in e and "…" not in e]
    assert len(parsed) >= 15
    assert parse_action("remedy bou-pomo outside") == Action("remedy", "bou-pomo", "outside")
    assert parse_action("wait") == Action("wait")


def test_the_dict_form_spells_only_what_is_there() -> None:
    assert action_to_dict(Action("wait")) == {"kind": "wait"}
    assert action_to_dict(Action("parry", "gal-rs-1")) == {"kind": "parry", "card": "gal-rs-1"}
    assert action_to_dict(Action("remedy", "x", "inside")) == {"kind": "remedy", "card": "x",
                                                                "side": "inside"}


def test_spaces_around_the_words_are_forgiven() -> None:
    assert parse_action("  attack   bou-x  ") == Action("attack", "bou-x")


@pytest.mark.parametrize(("text", "says"), [
    ("", "an action starts with one of"),
    ("   ", "an action starts with one of"),
    ("lunge bou-x", "an action starts with one of"),
    ("Attack bou-x", "an action starts with one of"),  # verbs are lower case
    ("attack", "attack takes 1 word"),
    ("attack bou-x bou-y", "attack takes 1 word"),
    ("wait now", "wait takes 0 word"),
    ("remedy bou-x", "remedy takes 2 word"),
    ("remedy bou-x above", "inside or the outside"),
])
def test_bad_text_raises_notation_error_with_a_clear_message(text: str, says: str) -> None:
    with pytest.raises(NotationError) as e:
        parse_action(text)
    assert says in str(e.value)
    assert repr(text) in str(e.value)  # the message quotes what was typed


@pytest.mark.parametrize("data", [
    "attack x", ["attack"], {}, {"kind": 3}, {"card": "x"}, {"kind": "attack", "card": 5},
    {"kind": "remedy", "card": "x", "side": None}, {"kind": "lunge"}, {"kind": "attack"},
])
def test_bad_dicts_raise_notation_error(data: object) -> None:
    with pytest.raises(NotationError) as e:
        action_from_dict(data)  # type: ignore[arg-type]
    assert str(e.value)


def test_a_well_formed_action_that_is_not_legal_says_why() -> None:
    s = new()
    with pytest.raises(IllegalAction) as e:
        s.apply(parse_action("attack " + strike(BOU, "mf")))
    assert "not now" in str(e.value) and "discard" in str(e.value)
    s = struck(strike(BOU, "mf"), hands=(None, [strike(GAL, "ms", parry=True)]))
    with pytest.raises(IllegalAction) as e:
        s.apply(parse_action("parry gal-no-such-card"))
    assert "not in your hand" in str(e.value)
    with pytest.raises(IllegalAction):
        s.apply(("parry", "x"))  # type: ignore[arg-type]


def test_actions_are_described_with_card_names() -> None:
    from engine.games.audatia import describe_action
    from engine.games.audatia.actions import Action
    from engine.games.audatia.cards import character_decks

    deck = character_decks()["boucicaut"]
    cid, card = next((i, c) for i, c in deck.cards.items() if c.type == "remedy")
    text = describe_action(Action("remedy", cid, "inside"))
    assert card.name in text and cid not in text and text.endswith("on the inside")
    pid, posta = next(iter(deck.poste.items()))
    assert posta.name in describe_action(Action("posta", pid))
    assert describe_action(Action("wait")) == "wait"
