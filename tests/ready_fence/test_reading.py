"""The Master reads the other fencer's hand from his latest moves: the table keeps the moves one
fencer made since the other last moved (public: everyone saw them), and the hands the search
deals are kept in proportion to the chance that their holder would have made those moves. It
reads only the view."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from engine.ai.ismcts import styled_heuristics
from engine.core.errors import PositionError
from engine.games.ready_fence import GAME
from engine.games.ready_fence.heuristics import ReadyFenceHeuristics
from engine.games.ready_fence.state import ReadyFenceState
from tests.ready_fence.helpers import legal, play, table

READER = ReadyFenceHeuristics(deals=8)
MINE = ("st3y-1", "st5-1", "bt5-1", "dis5-1", "inf4-1", "sh4-1")
HIS = ("st3y-2", "st4-1", "bt4-1", "tt5-1", "fk5-1", "ga5-1")  # no parry nor stop hit


def parried_without_cards() -> ReadyFenceState:
    """Fencer 1 answered a Straight Thrust of 5 with a parry of 3 stamina points, which the rules
    allow only to a hand with no card that answers it, then stepped back twice. Fencer 0 moves."""
    s = table(hands=(MINE, HIS), to_move=0)
    play(s, "play st5-1", "parry 3", "back", "back")
    return s


def answers(hand: list[str]) -> bool:
    """A fencer 1 holding `hand` could answer the Straight Thrust of 5 with a card, so the rules
    would not have let him parry without one."""
    s = table(hands=(MINE, hand), to_move=0)  # his moves showed the rest of the table
    play(s, "play st5-1")
    return "parry 3" not in legal(s)


def test_the_table_keeps_his_moves_since_the_other_last_moved() -> None:
    s = parried_without_cards()
    assert [m["action"] for m in s.latest] == ["parry 3", "back", "back"]
    assert {m["seat"] for m in s.latest} == {1}
    first = s.latest[0]
    assert first["laid"] == [] and first["table"]["plays"][0]["card"] == "st5-1"
    assert first["table"]["stamina"][1] == 6 > s.stamina[1]  # the table he parried on: his 3 SP not yet spent
    assert s.view(0)["latest"] == list(s.latest)


def test_a_card_laid_in_sight_is_given_back_to_the_hand_that_laid_it() -> None:
    s = table(hands=(MINE, HIS), to_move=0)
    play(s, "play st5-1")
    assert [(m["seat"], m["action"], m["laid"]) for m in s.latest] == [(0, "play st5-1", ["st5-1"])]


def test_a_move_that_changes_a_hand_out_of_sight_forgets_the_run() -> None:
    s = table(hands=(MINE, HIS), to_move=0)
    play(s, "advance")
    assert len(s.latest) == 1
    play(s, "discard st3y-1")  # face down, and a card drawn: nothing of the hand can be rebuilt
    assert s.latest == ()


def test_the_records_do_not_hide_in_the_view_what_the_view_hides() -> None:
    s = parried_without_cards()
    for m in s.view(0)["latest"]:
        assert "hand" not in m["table"] and "hands" not in m["table"]
        assert m["table"]["seat"] is None


def test_the_records_survive_a_save_and_a_determinization() -> None:
    s = parried_without_cards()
    again = ReadyFenceState.from_json(json.loads(json.dumps(s.to_json())))
    assert again.latest == s.latest and again.view(0) == s.view(0)
    assert ReadyFenceState.from_view(s.view(0), random.Random(4)).latest == s.latest


def test_playouts_keep_no_record() -> None:
    fast = parried_without_cards()
    fast.step(fast.legal_actions()[0])
    assert fast.latest == ()


def test_a_position_written_before_the_records_still_loads() -> None:
    data = parried_without_cards().to_json()
    del data["latest"]
    assert ReadyFenceState.from_json(data).latest == ()


def damaged(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    data = json.loads(json.dumps(parried_without_cards().to_json()))
    change(data)
    return data


@pytest.mark.parametrize(("change", "field"), [
    (lambda d: d["latest"][0].update(seat=2), "latest[0].seat"),
    (lambda d: d["latest"][1].update(seat=0), "latest[1].seat"),
    (lambda d: d["latest"][0].update(action="lunge"), "latest[0].action"),
    (lambda d: d["latest"][0].update(laid=["xx9-1"]), "latest[0].laid[0]"),
    (lambda d: d["latest"][0].pop("table"), "latest[0].table"),
    (lambda d: d["latest"][0]["table"].update(pos=[6, 4]), "latest[0].table.pos"),
    (lambda d: d["latest"][0]["table"].update(phase="lunge"), "latest[0].table.phase"),
    (lambda d: d["latest"][2]["table"].update(stamina=[6, "six"]), "latest[2].table.stamina[1]"),
    (lambda d: d["latest"][0]["table"].update(timer_size=40), "latest[0].table.hand_sizes"),
    (lambda d: d["latest"][0]["table"]["discards"].append("?"), "latest[0].table.discard_marks"),
    (lambda d: d["latest"][0]["table"].update(options={"mode": "advanced"}), "latest[0].table.options"),
    (lambda d: d.update(latest={"seat": 1}), "latest"),
])
def test_a_damaged_record_is_refused_naming_its_field(change: Callable[[dict[str, Any]], None],
                                                        field: str) -> None:
    with pytest.raises(PositionError) as e:
        ReadyFenceState.from_json(damaged(change))
    assert e.value.field == field


def test_a_view_written_before_the_records_still_determinizes() -> None:
    view = parried_without_cards().view(0)
    del view["latest"]
    assert ReadyFenceState.from_view(view, random.Random(1)).latest == ()
    assert READER.sample(view, random.Random(1)).to_json() == \
        ReadyFenceState.from_view(view, random.Random(1)).to_json()


def test_a_hand_that_could_have_answered_with_a_card_explains_the_parry_not_at_all() -> None:
    s = parried_without_cards()
    view = s.view(0)
    rng = random.Random(3)
    samples = [ReadyFenceState.from_view(view, rng) for _ in range(60)]
    weights = [READER.likelihood(x, s.latest) for x in samples]
    assert any(answers(x.hand[1]) for x in samples) and any(not answers(x.hand[1]) for x in samples)
    assert all(w == 0.0 for x, w in zip(samples, weights, strict=True) if answers(x.hand[1]))
    assert all(w > 0.0 for x, w in zip(samples, weights, strict=True) if not answers(x.hand[1]))
    assert READER.likelihood(s, s.latest) > 0.0  # the truth explains it


def test_the_hands_dealt_hold_fewer_of_the_cards_his_moves_denied() -> None:
    view = parried_without_cards().view(0)
    plain = ReadyFenceHeuristics()

    def holding(h: ReadyFenceHeuristics) -> float:
        rng = random.Random(7)
        return sum(answers(h.sample(view, rng).hand[1]) for _ in range(300)) / 300

    assert holding(READER) < 0.5 * holding(plain)


def test_one_deal_is_the_plain_determinization() -> None:
    view = parried_without_cards().view(0)
    a = ReadyFenceHeuristics().sample(view, random.Random(3))
    b = ReadyFenceState.from_view(view, random.Random(3))
    assert a.to_json() == b.to_json()


def test_the_reading_sees_only_the_view() -> None:
    truth = parried_without_cards()
    data = truth.to_json()
    hidden = data["hands"][1] + data["stock"]
    random.Random(2).shuffle(hidden)
    n = len(data["hands"][1])
    data["hands"][1], data["stock"] = hidden[:n], hidden[n:]
    twin = ReadyFenceState.from_json(data)  # the moves everyone saw alike, the hidden truth not
    assert twin.view(0) == truth.view(0) and twin.to_json() != truth.to_json()
    a = READER.sample(truth.view(0), random.Random(5))
    b = READER.sample(twin.view(0), random.Random(5))
    assert a.to_json() == b.to_json()


def test_his_own_moves_are_not_read() -> None:
    s = table(hands=(MINE, HIS), to_move=0)
    play(s, "advance")  # fencer 0 moved and moves again: nothing of fencer 1 to read
    view = s.view(0)
    assert READER.sample(view, random.Random(9)).to_json() == \
        ReadyFenceState.from_view(view, random.Random(9)).to_json()


def test_the_master_reads_and_the_club_does_not() -> None:
    master = styled_heuristics(GAME, None, 0, "master")
    assert isinstance(master, ReadyFenceHeuristics) and master.deals > 1
    club = styled_heuristics(GAME, None, 0)
    assert isinstance(club, ReadyFenceHeuristics) and club.deals == 1
    november = styled_heuristics(GAME, None, 0, "2026-11")
    assert isinstance(november, ReadyFenceHeuristics) and november.deals == 1



def test_a_sample_does_not_hang_on_what_was_read_before() -> None:
    """The Master's two searches share the tables of the moves they read when they run in one
    process: the second must sample as the first did, or the Master would decide otherwise on
    one process than on two."""
    view = parried_without_cards().view(0)
    for seed in range(20):
        reader = ReadyFenceHeuristics(deals=4)
        cold = reader.sample(view, random.Random(seed)).to_json()
        assert reader.sample(view, random.Random(seed)).to_json() == cold
