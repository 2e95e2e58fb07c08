"""The Master reads the opponent's hand from his last choice: the table keeps the round's latest
move (public: everyone saw it), and the hands the search deals are kept in proportion to the
chance that their holder would have chosen that move. It reads only the view."""

from __future__ import annotations

import random

import pytest

from engine.ai.ismcts import styled_heuristics
from engine.core.errors import PositionError
from engine.games.en_garde import GAME
from engine.games.en_garde.actions import advance
from engine.games.en_garde.heuristics import EnGardeHeuristics
from engine.games.en_garde.state import EnGardeState
from engine.games.en_garde.view import LastMove
from tests.en_garde.build import play, position, state

READER = EnGardeHeuristics(deals=8)


def parried_then_stepped_back() -> EnGardeState:
    """Fencer 1 parried two 3s with a 2 and a 4, then had his riposte turn at distance 3 and
    stepped back 2 instead: a fencer holding a 3 would have riposted and won the round. He then
    drew three cards. Fencer 0 is to move."""
    s = state(hands=("12455", "124"), pos=(9, 12), discard="3324", to_move=1, riposte=True,
              draws="513")
    play(s, "B2")
    return s


def test_the_table_keeps_the_rounds_latest_move_as_it_was_made() -> None:
    s = state(hands=("12345", "12345"), pos=(0, 22), to_move=0)
    deck, discard = len(s.deck), len(s.discard)
    play(s, "F3")
    assert s.last == (0, advance(3), (0, 22), "turn", (), False, deck, discard)
    assert s.view(1).last == LastMove(0, advance(3), (0, 22), "turn", (), False, deck, discard)
    assert s.view(1).to_json()["last"] == {"seat": 0, "action": "F3", "pos": [0, 22], "phase": "turn",
                                           "pending": [], "riposte": False, "deck": deck, "discard": discard}


def test_step_keeps_it_as_apply_does() -> None:
    fast, slow = state(hands=("12345", "12345"), to_move=0), state(hands=("12345", "12345"), to_move=0)
    fast.step(advance(2))
    slow.apply(advance(2))
    assert fast.last == slow.last is not None


def test_a_new_round_forgets_the_last_one() -> None:
    s = state(hands=("44123", "11225"), pos=(9, 13), to_move=0, discard="444")
    play(s, "A44")  # two 4s: no two of his cards make 8, so he cannot parry
    assert s.round_no == 1
    assert s.last is None
    assert s.view(0).last is None


def test_the_record_survives_a_save_and_a_determinization() -> None:
    s = parried_then_stepped_back()
    again = EnGardeState.from_json(s.to_json())
    assert again.last == s.last
    sample = EnGardeState.from_view(s.view(0), random.Random(4))
    assert sample.last == s.last


@pytest.mark.parametrize(("change", "field"), [
    ({"action": "X9"}, "last.action"),
    ({"discard": 99}, "last.discard"),
    ({"phase": "lunge"}, "last.phase"),
    ({"seat": 2}, "last.seat"),
    ({"drawn": 1}, "last.drawn"),
])
def test_a_damaged_record_is_refused_naming_its_field(change: dict[str, object], field: str) -> None:
    data = parried_then_stepped_back().to_json()
    data["last"] = {**data["last"], **change}
    with pytest.raises(PositionError) as e:
        EnGardeState.from_json(data)
    assert e.value.field == field


def test_a_position_written_before_the_record_still_loads() -> None:
    data = position(hands=("12345", "12345"))
    assert "last" not in data
    assert EnGardeState.from_json(data).last is None


def holding(s: EnGardeState, cards: str) -> EnGardeState:
    """`s` with fencer 1 holding `cards`, the pack making up the rest (the public facts alike)."""
    data = s.to_json()
    pool = data["hands"][1] + data["deck"]
    for c in cards:
        pool.remove(int(c))
    data["hands"][1], data["deck"] = [int(c) for c in cards], pool
    return EnGardeState.from_json(data)


def test_a_hand_that_would_have_riposted_explains_the_step_back_badly() -> None:
    s = parried_then_stepped_back()
    assert s.last is not None
    rng = random.Random(1)

    def odds(cards: str) -> float:
        x = holding(s, cards)
        assert x.view(0) == s.view(0)
        return sum(READER.likelihood(x, s.last, rng) for _ in range(50)) / 50  # type: ignore[arg-type]

    # two 3s: most ways of drawing three of them leave a 3 in the hand he stepped back with
    assert odds("33145") < odds("11455") / 2


def test_the_hands_dealt_hold_fewer_of_the_card_his_choice_denied() -> None:
    view = parried_then_stepped_back().view(0)
    plain, reader = EnGardeHeuristics(), READER

    def threes(h: EnGardeHeuristics) -> float:
        rng = random.Random(7)
        return sum(h.sample(view, rng).hands[1][3] for _ in range(400)) / 400

    assert threes(reader) < 0.9 * threes(plain)


def test_one_deal_is_the_plain_determinization() -> None:
    view = parried_then_stepped_back().view(0)
    a = EnGardeHeuristics().sample(view, random.Random(3))
    b = EnGardeState.from_view(view, random.Random(3))
    assert a.to_json() == b.to_json()


def test_the_reading_sees_only_the_view() -> None:
    truth = parried_then_stepped_back()
    data = truth.to_json()
    hidden = data["hands"][1] + data["deck"]
    random.Random(2).shuffle(hidden)
    data["hands"][1], data["deck"] = hidden[:5], hidden[5:]
    twin = EnGardeState.from_json(data)
    assert twin.view(0) == truth.view(0) and twin.to_json() != truth.to_json()
    a = READER.sample(truth.view(0), random.Random(5))
    b = READER.sample(twin.view(0), random.Random(5))
    assert a.to_json() == b.to_json()


def test_his_own_last_move_is_not_read() -> None:
    """The fencer to move made the latest move himself (he parried): nothing of the other hand
    is read, so the sample is the plain one."""
    s = state(hands=("12335", "33124"), pos=(9, 12), to_move=0)
    play(s, "A3")
    play(s, "P3")  # fencer 1 parried: his riposte turn comes next, so it is his move now
    assert s.last is not None and s.last[0] == 1 and s.to_move == 1
    view = s.view(1)
    assert READER.sample(view, random.Random(9)).to_json() == \
        EnGardeState.from_view(view, random.Random(9)).to_json()


def test_the_master_reads_and_the_club_does_not() -> None:
    master = styled_heuristics(GAME, None, 0, "master")
    assert isinstance(master, EnGardeHeuristics) and master.deals > 1
    assert styled_heuristics(GAME, None, 0).deals == 1
