"""What apply() reports: typed events, in the order the table animates them."""

from __future__ import annotations

import random

from engine.core.events import (
    ActionPlayed,
    CardMoved,
    Event,
    FigureMoved,
    GameOver,
    HandRevealed,
    PhaseChanged,
    RoundOver,
    ScoreChanged,
)
from engine.games import get_game
from tests.en_garde.build import play, state

GAME = get_game("en-garde")


def kinds(events: list[Event]) -> list[str]:
    return [type(e).__name__ for e in events]


def test_a_move_plays_the_card_moves_the_figure_then_draws() -> None:
    s = state(hands=("12345", "12345"), pos=(0, 22), to_move=0, draws="2")
    assert play(s, "F1") == [
        ActionPlayed(0, "F1", words="advance 1"),
        CardMoved(1, "hand:0", "discard", True),
        FigureMoved(0, 0, 1),
        CardMoved(2, "deck", "hand:0", False, private_to=0),
        PhaseChanged("turn", 1),
    ]


def test_seat_1_moving_back_reports_its_own_spaces() -> None:
    s = state(hands=("12345", "12345"), pos=(5, 15), to_move=1, draws="4")
    assert play(s, "B3") == [
        ActionPlayed(1, "B3", words="retreat 3"),
        CardMoved(3, "hand:1", "discard", True),
        FigureMoved(1, 15, 18),
        CardMoved(4, "deck", "hand:1", False, private_to=1),
        PhaseChanged("turn", 0),
    ]


def test_a_strengthened_attack_lays_both_cards_then_refills_then_asks_for_the_parry() -> None:
    s = state(hands=("33124", "33512"), pos=(10, 13), to_move=0, draws="54")
    assert play(s, "A33") == [
        ActionPlayed(0, "A33", words="attack with two 3s"),
        CardMoved(3, "hand:0", "discard", True),
        CardMoved(3, "hand:0", "discard", True),
        CardMoved(5, "deck", "hand:0", False, private_to=0),
        CardMoved(4, "deck", "hand:0", False, private_to=0),
        PhaseChanged("parry", 1),
    ]
    assert play(s, "P33") == [
        ActionPlayed(1, "P33", words="parry with 3 + 3"),
        CardMoved(3, "hand:1", "discard", True),
        CardMoved(3, "hand:1", "discard", True),
        PhaseChanged("turn", 1),  # his own turn, no cards drawn
    ]


def test_an_advance_and_attack_moves_between_its_two_cards() -> None:
    s = state(level="advanced", hands=("35124", "51234"), pos=(5, 13), to_move=0, draws="11")
    assert play(s, "F3A5") == [
        ActionPlayed(0, "F3A5", words="advance 3 and attack with a 5"),
        CardMoved(3, "hand:0", "discard", True),
        FigureMoved(0, 5, 8),
        CardMoved(5, "hand:0", "discard", True),
        CardMoved(1, "deck", "hand:0", False, private_to=0),
        CardMoved(1, "deck", "hand:0", False, private_to=0),
        PhaseChanged("defend", 1),
    ]


def test_a_hit_ends_the_round_scores_and_deals_the_next_round() -> None:
    s = state(level="basic", hands=("12345", "12345"), pos=(9, 12), to_move=0, hits=(1, 2))
    events = play(s, "A3")
    assert events[:5] == [
        ActionPlayed(0, "A3", words="attack with a 3"),
        CardMoved(3, "hand:0", "discard", True),
        RoundOver(0, "hit"),
        ScoreChanged(0, 2),
        FigureMoved(0, 9, 0),
    ]
    assert events[5] == FigureMoved(1, 12, 22)
    deal = events[6:16]
    assert all(isinstance(e, CardMoved) and e.src == "deck" and not e.face_up for e in deal)
    # the new round's start player (seat 1) is dealt first
    assert [e.dst for e in deal] == ["hand:1"] * 5 + ["hand:0"] * 5
    assert [e.private_to for e in deal] == [1] * 5 + [0] * 5
    assert sorted(e.card for e in deal[:5]) == s.hand_cards(1)
    assert sorted(e.card for e in deal[5:]) == s.hand_cards(0)
    assert events[16:] == [PhaseChanged("turn", 1)]


def test_figures_already_on_their_end_space_are_not_reported_moving() -> None:
    s = state(level="basic", hands=("12345", "12345"), pos=(0, 5), to_move=1)
    events = play(s, "A5")
    assert [e for e in events if isinstance(e, FigureMoved)] == [FigureMoved(1, 5, 22)]


def test_a_riposte_is_reported_as_a_riposte() -> None:
    s = state(hands=("33124", "33512"), pos=(10, 13), to_move=0)
    events = play(s, "A3", "P3", "A3")
    assert RoundOver(1, "riposte") in events
    assert ScoreChanged(1, 1) in events


def test_the_last_hit_ends_the_match_with_game_over_last() -> None:
    s = state(level="basic", hands=("12345", "12345"), pos=(9, 12), to_move=1, hits=(3, 4))
    events = play(s, "A3")
    assert kinds(events) == ["ActionPlayed", "CardMoved", "RoundOver", "ScoreChanged", "GameOver"]
    assert events[-2:] == [ScoreChanged(1, 5), GameOver(1)]


def test_a_comparison_reveals_both_hands_before_the_round_ends() -> None:
    s = state(hands=("12344", "12355"), pos=(8, 15), to_move=0, deck_size=1, draws="1")
    play(s, "F2")
    events = play(s, "H")
    assert events[:4] == [
        ActionPlayed(1, "H", words="hold (no last attack)"),
        HandRevealed(0, (1, 1, 3, 4, 4)),
        HandRevealed(1, (1, 2, 3, 5, 5)),
        RoundOver(1, "cards at the distance"),
    ]
    assert events[4] == ScoreChanged(1, 1)


def test_a_drawn_round_moves_no_marker() -> None:
    s = state(level="basic", hands=("12345", "12345"), pos=(7, 13), to_move=0, deck_size=1, draws="1")
    events = play(s, "F2", "H")
    assert RoundOver(None, "drawn") in events
    assert not [e for e in events if isinstance(e, ScoreChanged | GameOver)]


def test_the_last_card_drawn_leads_to_the_final_phase() -> None:
    s = state(hands=("12345", "12345"), pos=(8, 15), to_move=0, deck_size=1, draws="1")
    events = play(s, "F2")
    assert events[-2:] == [CardMoved(1, "deck", "hand:0", False, private_to=0), PhaseChanged("final", 1)]


def test_a_drawn_card_is_hidden_from_the_other_seat_and_onlookers() -> None:
    draw = CardMoved(4, "deck", "hand:0", False, private_to=0)
    assert draw.for_seat(0) == draw
    assert draw.for_seat(1) == CardMoved(None, "deck", "hand:0", False, private_to=0)
    assert draw.for_seat(None).card is None


def test_played_cards_are_public() -> None:
    laid = CardMoved(3, "hand:1", "discard", True)
    assert laid.for_seat(0) == laid
    assert laid.for_seat(None) == laid
    assert FigureMoved(0, 1, 4).for_seat(1) == FigureMoved(0, 1, 4)


def test_events_name_themselves_in_their_dicts() -> None:
    assert CardMoved(2, "deck", "hand:1", False, 1).to_dict() == {
        "event": "card_moved", "card": 2, "src": "deck", "dst": "hand:1", "face_up": False,
        "private_to": 1,
    }
    assert RoundOver(None, "drawn").to_dict() == {"event": "round_over", "winner": None, "reason": "drawn"}
    assert GameOver(0).to_dict() == {"event": "game_over", "winner": 0}


def test_in_random_matches_no_event_shows_a_seat_another_seats_draw() -> None:
    rng = random.Random(12)
    for level in ("basic", "standard", "advanced"):
        s = GAME.new({"level": level}, seed=rng.randrange(10**6))
        while not s.is_terminal():
            legal = s.legal_actions()
            events = s.apply(legal[rng.randrange(len(legal))])
            assert events[0] == ActionPlayed(events[0].seat, events[0].text, words=events[0].words)
            for e in events:
                if isinstance(e, CardMoved) and e.src == "deck":
                    seat = int(e.dst.split(":")[1])
                    assert e.private_to == seat and not e.face_up
                    assert e.for_seat(1 - seat).card is None
                    assert e.for_seat(None).card is None
                    assert e.for_seat(seat).card in (1, 2, 3, 4, 5)
                if isinstance(e, CardMoved) and e.dst == "discard":
                    assert e.private_to is None and e.face_up
        assert isinstance(events[-1], GameOver)
        assert events[-1].winner == s.winner


def test_events_replay_the_hits() -> None:
    """The ScoreChanged events of a whole match add up to the final hit markers."""
    rng = random.Random(5)
    s = GAME.new({"level": "standard"}, seed=99)
    score = [0, 0]
    while not s.is_terminal():
        legal = s.legal_actions()
        for e in s.apply(legal[rng.randrange(len(legal))]):
            if isinstance(e, ScoreChanged):
                assert e.score == score[e.seat] + 1
                score[e.seat] = e.score
    assert score == s.hits
