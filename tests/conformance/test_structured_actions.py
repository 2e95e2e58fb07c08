"""Every game reads any JSON value given as a structured action, and any text given as notation:
it is an action of the game, or a NotationError that says what is wrong (naming the field of a
structured form), never a TypeError or another failure of ours. A save, a referee's line and a
lesson all hand these readers whatever a file or a person wrote."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import NotationError, SalleError
from engine.core.game import Game
from engine.store.saves import SaveError, Seat, load_game, save_game
from engine.tools.referee import Referee
from tests.conformance.walk import positions
from tests.sizing import examples

FUZZ = settings(max_examples=examples(100), deadline=None, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])
SCALARS = (st.none() | st.booleans() | st.integers() | st.integers(-2, 12)
           | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12))
JSON = st.recursive(SCALARS, lambda kids: st.lists(kids, max_size=4)
                    | st.dictionaries(st.text(max_size=8), kids, max_size=4), max_leaves=16)
# a field's name: the names the games' structured forms use, and any other
# words of the games' notations, and look-alikes: digits that are not ASCII ("²", an Arabic-Indic
# one), a slot written "F2.03", spaces Python splits on that a person does not see
WORDS = ["F3", "A33", "P24", "H", "play", "attack", "remedy", "inside", "parry", "6", "\u00b2", "\u0661",
         "battle", "F2", "F2.3", "F2.03", "P2.3", "die", "keep", "stall", " ", "\x1c", "\u00a0"]
FIELD_NAMES = st.sampled_from(["kind", "type", "text", "card", "cards", "arg", "side", "value", "die",
                               "place", "target", "piece", "to"]) | st.text(max_size=8)


def legal_forms(game: Game) -> list[dict[str, Any]]:
    """The structured forms of the actions of the first positions of a game played at random."""
    forms: list[dict[str, Any]] = []
    for i, s in enumerate(positions(game, {}, 2**33 + 7, 7)):
        if i > 200:
            break
        actions = [a for a, _ in s.chance_outcomes()] if s.is_chance() else s.legal_actions()
        forms += [game.action_to_dict(a) for a in actions[:6]]
    return forms


def read_or_refused(read: Any, value: Any, game: Game) -> None:
    """`read(value)` gives an action that goes to its forms and back, or a NotationError; the
    structured form's refusal names a field or says what the value must be."""
    try:
        action = read(value)
    except NotationError as e:
        assert str(e), f"{value!r}: refused without a word"
        return
    except SalleError as e:  # what the brief allows beside NotationError: an error of the engine's own
        assert str(e)
        return
    assert game.action_from_dict(json.loads(json.dumps(game.action_to_dict(action)))) == action
    assert game.parse_action(game.format_action(action)) == action


@pytest.mark.no_compiled_code
@FUZZ
@given(data=JSON)
def test_any_json_value_is_an_action_or_a_notation_error(game: Game, data: Any) -> None:
    read_or_refused(game.action_from_dict, data, game)


@pytest.mark.no_compiled_code
@FUZZ
@given(kind=JSON, fields=st.dictionaries(FIELD_NAMES, JSON, max_size=4))
def test_any_kind_with_any_fields_is_an_action_or_a_notation_error(game: Game, kind: Any,
                                                                     fields: dict[str, Any]) -> None:
    read_or_refused(game.action_from_dict, {**fields, "kind": kind}, game)


@settings(max_examples=examples(75), deadline=None, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_legal_form_with_a_field_damaged_or_added_is_an_action_or_a_notation_error(
        game: Game, data: st.DataObject) -> None:
    forms = legal_forms(game)
    form = dict(data.draw(st.sampled_from(forms), label="form"))
    field = data.draw(st.sampled_from(sorted(form)) | FIELD_NAMES, label="field")
    form[field] = data.draw(JSON | st.sampled_from([v for f in forms for v in f.values()]), label="value")
    read_or_refused(game.action_from_dict, form, game)


@pytest.mark.no_compiled_code
@FUZZ
@given(text=st.text(max_size=30) | st.lists(st.sampled_from(WORDS), max_size=4).map(" ".join))
def test_any_text_is_an_action_or_a_notation_error(game: Game, text: str) -> None:
    read_or_refused(game.parse_action, text, game)


@pytest.mark.no_compiled_code
@pytest.mark.parametrize("value", [None, 3, 2.5, True, [], ["F3"], {}, {"kind": "x"}])
def test_notation_that_is_not_text_is_a_notation_error(game: Game, value: Any) -> None:
    with pytest.raises(NotationError):
        game.parse_action(value)


@pytest.mark.no_compiled_code
@pytest.mark.parametrize("kind", [[], {}, ["advance"], {"kind": "advance"}, 3, 2.5, True, None])
def test_a_kind_that_is_not_text_is_refused_naming_kind(game: Game, kind: Any) -> None:
    with pytest.raises(NotationError) as e:
        game.action_from_dict({"kind": kind})
    assert str(e.value).startswith("kind: ")


def test_the_referee_refuses_a_kind_that_is_not_text_naming_the_field(game: Game) -> None:
    referee = Referee(game)
    assert referee.answer('{"cmd":"new","seed":3}')["ok"]
    before = referee.answer('{"cmd":"position"}')
    for kind in ("[]", "{}", '["end"]', "7"):
        answer = referee.answer(f'{{"cmd":"play","action":{{"kind":{kind}}}}}')
        assert answer["ok"] is False
        assert answer["error"].startswith("kind: "), answer["error"]
        assert "failed on this line" not in answer["error"]
    assert referee.answer('{"cmd":"position"}') == before


def test_a_save_whose_action_has_a_kind_that_is_not_text_is_refused_naming_it(game: Game,
                                                                               tmp_path: Path) -> None:
    """An autosave holding such an action is refused (and set aside), never a crash at start."""
    options = game.parse_options({})
    state = game.new(options, 5)
    path = tmp_path / "match.json"
    seats = (Seat("human", None, "Ann"), Seat("human", None, "Bob"))
    save_game(path, game.name, options, 5, [], seats, state)
    document = json.loads(path.read_text("utf-8"))
    document["actions"] = [{"kind": []}]
    path.write_text(json.dumps(document), "utf-8")
    with pytest.raises(SaveError) as e:
        load_game(path)
    assert e.value.field == "actions[0]"
    assert "kind" in str(e.value)
