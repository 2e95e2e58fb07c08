"""What moves in a battle is told by its own event: a piece from slot to slot, a pursuer sent
out or coming back, a casualty on a card or out pursuing. Each names cards, slots and columns
as numbers of their own (no place packed into one integer), and every seat reads them whole:
nothing in a battle is hidden."""

from __future__ import annotations

from engine.core.events import (
    Event,
    FigureMoved,
    PieceLost,
    PieceMoved,
    PursuerLost,
    PursuerReturned,
    PursuerSent,
    ScoreChanged,
)
from tests.barditus.helpers import (
    attacked,
    battle,
    lay,
    orders,
    play,
    pos,
    pursued_into_the_principes,
    pursuers,
    roll,
)

MOVES = (PieceMoved, PursuerSent, PursuerReturned, PieceLost, PursuerLost)


def moves(events: list[Event]) -> list[Event]:
    assert not any(isinstance(e, FigureMoved) for e in events)  # a fencer's step, not a piece's
    return [e for e in events if isinstance(e, MOVES)]


def test_a_retreat_moves_a_piece_from_slot_to_slot() -> None:
    s = attacked(3, 4)
    assert moves(play(s, "retreat F1.1 F1.7")) == [PieceMoved(1, pos("F1"), 0, pos("F1"), 6)]


def test_a_casualty_on_a_card_names_its_slot_and_scores_for_the_enemy() -> None:
    s = attacked(3, 4)
    events = play(s, "destroy F1.5")
    assert moves(events) == [PieceLost(1, pos("F1"), 4)]
    assert ScoreChanged(0, 1) in events


def test_a_six_sends_a_pursuer_from_its_slot_onto_the_beaten_card() -> None:
    s = attacked(6, 6)
    play(s, "destroy F1.4", "retreat F1.1 F1.6")
    assert moves(play(s, "pursue F1.2")) == [PursuerSent(0, home=0, slot=1, on=0)]


def test_a_pursuer_caught_is_a_casualty_out_pursuing() -> None:
    s = pursued_into_the_principes()
    assert moves(play(s, "pursue F2.1")) == [PursuerSent(0, home=1, slot=0, on=1)]
    assert moves(play(s, "lose P3.2")) == [PursuerLost(1, home=2, on=1)]


def test_a_rallied_pursuer_comes_back_to_a_slot_of_its_card() -> None:
    s = orders(battle(), 0, general=2)
    lay(s, 0, "F2", "#../#./..")
    pursuers(s, 0, home=2, on=2, n=2)
    play(s, "rally F2")
    roll(s, 3, 2)
    assert moves(play(s, "return P2.2 F2.5")) == [PursuerReturned(0, home=1, on=1, slot=4)]


def test_the_reserve_comes_up_from_the_rear_card_to_the_front_card() -> None:
    s = orders(battle(), 0, general=3)
    lay(s, 0, "F1", "#./#.#/..")
    play(s, "reserve F1")
    assert moves(play(s, "bring R1.1 F1.2")) == [PieceMoved(0, pos("R1"), 0, pos("F1"), 1)]


def test_every_seat_reads_a_piece_event_whole_and_by_name() -> None:
    s = attacked(3, 4)
    (lost,) = moves(play(s, "destroy F1.5"))
    assert lost.for_seat(0) == lost.for_seat(1) == lost.for_seat(None) == lost
    assert lost.to_dict() == {"event": "piece_lost", "seat": 1, "pos": 0, "slot": 4}
