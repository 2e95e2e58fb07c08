"""The post-game review: one judgement per decision of the player, from his view at the time."""

from __future__ import annotations

import random

import pytest

from engine.ai.players import choose_action, move_seed
from engine.games import get_game
from engine.replay import Replay
from engine.review import (
    JUDGEMENTS,
    Review,
    ReviewError,
    chances,
    judge,
    judgement,
    questions,
    review_game,
    reviewed_seats,
    win_chances,
)
from engine.store.saves import Seat

YOU = Seat("human", None, "You")
CLUB = Seat("ai", "club", "Club")


def ai_match(game_name: str, options: dict[str, object], seed: int) -> Replay:
    """A short match the AI plays against itself, seat 0 standing for the person."""
    game = get_game(game_name)
    state = game.new(game.parse_options(options), seed)
    actions: list[str] = []
    while not state.is_terminal():
        if state.is_chance():
            state.apply(state.sample_chance())
            continue
        seat = state.current_player()
        action = choose_action(game_name, state.view(seat), "novice", move_seed(seed, len(actions)))
        actions.append(game.format_action(action))
        state.apply(action)
    return Replay(game_name, options, seed, actions, (YOU, CLUB))


def test_a_review_judges_each_decision_of_the_person_and_no_other() -> None:
    replay = ai_match("en-garde", {"hits": 1}, 3)
    review = review_game(replay)
    assert review is not None and review.seats == (0,) == reviewed_seats(replay.seats)
    decisions = [n for n, step in enumerate(replay.steps) if step.seat == 0 and replay.legal_count(n) > 1]
    assert decisions  # the person had choices to make
    assert [d.ply for d in review.decisions] == decisions
    thresholds = dict(JUDGEMENTS)
    for d in review.decisions:
        assert d.seat == 0 and d.played == replay.steps[d.ply].text
        assert d.played_chance is not None and 0.0 <= d.played_chance <= 1.0 and 0.0 <= d.best_chance <= 1.0
        assert d.played_words and d.best_words
        worse = [name for name, least in JUDGEMENTS if d.drop >= least]
        assert d.judgement == (worse[0] if worse else "")
        if d.judgement:
            assert d.played != d.best and d.best_chance - d.played_chance >= thresholds[d.judgement]
    counts = review.counts(0)
    assert sum(counts.values()) == sum(1 for d in review.decisions if d.judgement)


def test_the_classes_grow_with_the_drop_in_win_chance() -> None:
    drops = [i / 100 for i in range(101)]
    ranks = [["", *reversed([n for n, _ in JUDGEMENTS])].index(judgement(x)) for x in drops]
    assert ranks == sorted(ranks) and ranks[0] == 0 and ranks[-1] == len(JUDGEMENTS)


def test_the_estimate_reads_the_view_never_the_hidden_truth() -> None:
    """Two positions the player cannot tell apart (his view is the same, the opponent's hand and
    the deck differ) get the same estimate under the same seed."""
    replay = ai_match("en-garde", {"hits": 1}, 8)
    q = questions(replay, (0,))[2]
    assert q.view == replay.view(q.ply, 0) and q.job("en-garde").view == q.view  # all the search gets
    game = get_game("en-garde")
    truths = [game.state_class.from_view(q.view, random.Random(k)) for k in (1, 2)]
    assert truths[0].view(0) == truths[1].view(0) == q.view
    assert truths[0].to_json() != truths[1].to_json()  # the hidden parts differ
    estimates = [win_chances("en-garde", t.view(0), 200, 42) for t in truths]
    assert estimates[0] == estimates[1]
    judged = [judge("en-garde", type(q)(q.ply, 0, t.view(0), q.played, q.iterations, q.seed)) for t in truths]
    assert judged[0] == judged[1]


def test_a_stopped_review_gives_nothing() -> None:
    replay = ai_match("en-garde", {"hits": 1}, 3)
    done: list[int] = []
    review = review_game(replay, progress=lambda n, total: done.append(n), stop=lambda: len(done) >= 2)
    assert review is None and done == [1, 2]


def test_a_review_reads_back_and_a_damaged_one_names_its_field() -> None:
    replay = ai_match("en-garde", {"hits": 1}, 3)
    review = review_game(replay, seats=(0, 1))
    assert review is not None and {d.seat for d in review.decisions} == {0, 1}
    assert Review.from_json(review.to_json()) == review
    data = review.to_json()
    data["decisions"][1]["best_chance"] = 1.5
    with pytest.raises(ReviewError, match=r"decisions\[1\].best_chance"):
        Review.from_json(data)


def test_the_review_reads_its_chances_through_the_club_s_map(monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.ai.coach import log_odds, sigmoid

    stats = {"a": (30, 0.6), "b": (10, -0.2)}
    monkeypatch.setattr(get_game("audatia"), "calibration", {})
    assert chances("audatia", stats)["a"] == (30, pytest.approx(0.8))  # no map: the search as is
    monkeypatch.setattr(get_game("audatia"), "calibration", {"club": (0.7, -0.2), "master": (2.0, 1.0)})
    tempered = chances("audatia", stats)
    assert tempered["a"] == (30, pytest.approx(sigmoid(0.7 * log_odds(0.8) - 0.2)))
    assert tempered["b"][1] < tempered["a"][1]
