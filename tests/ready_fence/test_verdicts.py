"""Ready...Fence!'s verdicts are codes with fields: the rules write every code, each code has words
in every language, the view's JSON carries them, and positions written before (their verdicts
in English) load and read as they did.

data/old_verdicts.json holds positions of version 1 written by seeded random bouts of every mode
(three whose verdicts random bouts rarely reach carry the sentence the rules wrote for them), each
with the words every language said for its verdict then; data/old_save.json is a save of then.
"""

from __future__ import annotations

import ast
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.core.events import RoundOver
from engine.core.i18n import LANGUAGES, SOURCE_LANGUAGE
from engine.games.ready_fence import old_verdicts, words
from engine.games.ready_fence import verdict as vc
from engine.games.ready_fence.cards import MODES, mode_cards
from engine.games.ready_fence.state import POSITION_VERSION, ReadyFenceState
from engine.games.ready_fence.verdict import Verdict
from engine.games.ready_fence.view import ReadyFenceView
from engine.store.saves import load_game
from tests.catalogue_words import catalogue, speaking
from tests.i18n.test_catalogues import placeholders
from tests.ready_fence.helpers import GAME, play, table

DATA = Path(__file__).with_name("data")
ROOT = Path(__file__).resolve().parents[2]
OTHERS = [c for c in LANGUAGES if c != SOURCE_LANGUAGE]


def _bouts() -> Iterator[tuple[ReadyFenceState, list[str]]]:
    """Random bouts of every mode to its longest target, passivity on and off: each final
    position and the codes of the round events it went through."""
    for seed in range(300):
        mode = ("tutorial", "basic", "advanced")[seed % 3]
        target = {"tutorial": 15, "basic": 10, "advanced": 15}[mode]
        s = GAME.new({"mode": mode, "target": target, "first": seed % 2,
                      "passivity": "on" if seed % 2 else "off"}, seed)
        assert isinstance(s, ReadyFenceState)
        rng, periods = random.Random(seed), []
        while not s.is_terminal():
            periods += [e.reason for e in s.apply(rng.choice(s.legal_actions())) if isinstance(e, RoundOver)]
            if s.last:
                yield s.clone(), periods
        yield s, periods


def _constructed() -> list[Verdict]:
    """The verdicts random bouts hardly reach, each from the position the rulebook's case needs."""
    feint = table("advanced", hands=(["st3y-1", "ft-1", "fl7-1"], ["sh6-1", "bt4-2"]))
    play(feint, "play st3y-1", "play sh6-1", "feint ft-1 stop")
    jokers = table("advanced", hands=(["st4-1", "jk-1", "ct7-1"], ["jk-2", "st4-2"]))
    play(jokers, "play st4-1", "play jk-2", "play jk-1")
    void = table("advanced", points=(4, 4), hands=(["st4-1", "jk-1", "ct7-1"], ["jk-2", "st4-2"]))
    play(void, "play st4-1", "play jk-2", "play jk-1")
    empty = table("tutorial", points=(1, 1), playon=True, timer=[], hands=(["st5-1"], ["sh5-1", "st4-2"]))
    play(empty, "play st5-1", "play sh5-1")
    other = table("tutorial", pos=(3, 6), points=(1, 1), playon=True, timer=[], hands=(["st5-1"], []))
    play(other, "advance", "back")
    assert empty.reason is not None and other.reason is not None
    return [feint.last["reason"], jokers.last["reason"], void.last["reason"], empty.reason, other.reason]


def test_the_rules_write_every_verdict_code() -> None:
    written = _constructed()
    periods: set[str] = set()
    for s, told in _bouts():
        periods |= set(told)
        written.append(s.last["reason"])
        if s.reason is not None:
            written.append(s.reason)
    assert {v.code for v in written} | periods == set(vc.FIELDS)
    assert periods == {vc.PERIOD_OVER}
    assert Verdict(vc.TWO_JOKERS, (("void", True),)) in written
    deck = {c for mode in MODES for c in mode_cards(mode)}
    for v in written:  # each as the position holds it: its fields in their order, of their kinds
        assert [name for name, _ in v.fields] == [name for name, _ in vc.FIELDS[v.code]]
        assert vc.read_verdict(v.to_json(), "reason", vc.FIELDS, deck) == v


@pytest.mark.parametrize("code", OTHERS)
def test_every_verdict_code_has_words_in_every_language(code: str) -> None:
    translated = catalogue(code)
    texts = {**words.TEXTS, "void": words.DOUBLE_VOID}
    missing = [c for c, text in texts.items() if (words.CONTEXT, text) not in translated]
    wrong = [c for c, text in texts.items()
             if c not in missing and placeholders(translated[(words.CONTEXT, text)]) != placeholders(text)]
    assert (missing, wrong) == ([], []), f"{code}: run make translations-update and translate them"


def test_each_codes_sentence_names_its_fields() -> None:
    """Every code but the score has a sentence, and it names each field a reader needs (a play's
    speed goes with its play, the void note after the sentence)."""
    assert set(words.TEXTS) == set(vc.FIELDS) - {vc.SCORE}
    for code, text in words.TEXTS.items():
        shown = {name for name, _ in vc.FIELDS[code] if name != "void" and not name.endswith("_speed")}
        assert placeholders(text) == sorted(f"{{{name}}}" for name in shown), code


def test_a_verdict_in_words() -> None:
    beats = vc.verdict(vc.BEATS, winner="jk-1", winner_speed=99, loser="parry", loser_speed=5)
    assert words.verdict_words(beats) == "Joker beats Parry (5)"
    assert words.verdict_words(vc.verdict(vc.BOTH_AT, speed=4, void=True)) \
        == "double touch: both at speed 4; the double touch does not count"
    assert words.verdict_words(vc.verdict(vc.SCORE, a=5, b=3)) == "5-3"
    assert words.verdict_words(None) == ""
    with speaking("de"):
        said = words.verdict_words(vc.verdict(vc.UNANSWERED, card="ra-1"))
    assert said == "Angriffswiederholung trifft: keine Antwort"


def _old() -> list[dict[str, Any]]:
    loaded: list[dict[str, Any]] = json.loads((DATA / "old_verdicts.json").read_text(encoding="utf-8"))
    return loaded


def test_the_old_examples_are_of_version_1_and_hold_every_old_sentence() -> None:
    old = _old()
    assert {e["position"]["version"] for e in old} == {1}
    kinds = {old_verdicts.old_verdict(e["prose"], "reason", e["position"]["last"].get("plays", []))["code"]
             for e in old}
    assert kinds == set(vc.FIELDS) - {vc.PERIOD_OVER}  # a period's end was never kept in a position


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_old_positions_load_and_say_their_verdicts_as_before(code: str) -> None:
    for e in _old():
        s = GAME.state_class.from_json(e["position"])
        assert isinstance(s, ReadyFenceState)
        v = s.reason if e["field"] == "reason" else s.last["reason"]
        with speaking(code):
            assert words.verdict_words(v) == e["words"][code], e["prose"]
        data = s.to_json()
        assert data["version"] == POSITION_VERSION and GAME.state_class.from_json(data).to_json() == data


def test_an_old_verdict_names_the_cards_of_its_phrase() -> None:
    renewed = next(e for e in _old() if e["prose"] == "Renewed Attack (5) beats Infighting (4)")
    s = GAME.state_class.from_json(renewed["position"])
    assert isinstance(s, ReadyFenceState)
    by_name = {p["name"]: p["card"] for p in s.last["plays"]}
    assert s.last["reason"] == vc.verdict(vc.BEATS, winner=by_name["Renewed Attack"], winner_speed=5,
                                          loser=by_name["Infighting"], loser_speed=4)
    assert by_name["Renewed Attack"].startswith("ra-")


def test_an_old_sentence_no_salle_wrote_is_refused_naming_the_field() -> None:
    data = dict(_old()[0]["position"])
    data["last"] = {**data["last"], "reason": "a touch, we think"}
    with pytest.raises(Exception, match=r"last\.reason"):
        GAME.state_class.from_json(data)


def test_an_old_save_loads_and_replays_to_its_snapshot() -> None:
    loaded = load_game(DATA / "old_save.json")
    assert isinstance(loaded.state, ReadyFenceState)
    assert loaded.state.reason == vc.verdict(vc.TIME_RAN_OUT, a=2, b=1)
    assert loaded.state.last["reason"].code == vc.UNANSWERED


def test_the_views_json_carries_the_verdicts_and_reads_back() -> None:
    seen = set()
    for s, _ in _bouts():
        for seat in (0, 1, None):
            v = s.view(seat)
            data = json.loads(json.dumps(v.to_json()))
            assert ReadyFenceView.from_json(data) == v
            assert v.last is not None and data["last"]["reason"] == {"code": v.last.reason.code,
                                                                     **dict(v.last.reason.fields)}
            seen.add(data["last"]["reason"]["code"])
            if s.is_terminal():
                assert v.reason is not None and data["reason"]["code"] == v.reason.code
            else:
                assert data["reason"] is None
        if len(seen) > 4:
            break


def _uses_re(tree: ast.AST) -> bool:
    """`tree` imports the regular expressions (import re, from re import ...)."""
    return any((isinstance(n, ast.Import) and "re" in [a.name for a in n.names])
               or (isinstance(n, ast.ImportFrom) and n.module == "re") for n in ast.walk(tree))


def test_no_regular_expression_reads_a_verdict() -> None:
    """Only the reader of old positions reads a verdict's English; words.py keeps one regular
    expression, for a parry's part ("2 SP x 2"), and its verdict words use none."""
    folders = [ROOT / "engine/games/ready_fence", ROOT / "gui/games/ready_fence"]
    users = sorted(p.name for f in folders for p in f.glob("*.py")
                   if _uses_re(ast.parse(p.read_text(encoding="utf-8"))))
    assert users == ["old_verdicts.py", "words.py"]
    tree = ast.parse((ROOT / "engine/games/ready_fence/words.py").read_text(encoding="utf-8"))
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef) and fn.name in ("verdict_words", "play_words"):
            assert not any(isinstance(n, ast.Name) and n.id in ("re", "PARRY_PART") for n in ast.walk(fn))
    for p in (ROOT / "gui").rglob("*.py"):
        text = p.read_text(encoding="utf-8")
        if "verdict_words" in text:
            assert not _uses_re(ast.parse(text)), p
