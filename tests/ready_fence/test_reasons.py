"""The coach's reasons for a Ready...Fence! move: sentences a fencer can check against the piste,
the cards he has seen and both stamina bottles, with the numbers the rules give."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from engine.games.ready_fence.actions import parse_action
from engine.games.ready_fence.reasons import his_cards, reasons
from engine.games.ready_fence.state import ReadyFenceState
from tests.ready_fence.helpers import GAME, play, table
from tests.tools.test_words import card_ids, notation_words, tokens

# the moves a fencer meets in every bout, each of which should come with a reason
EVERYDAY = ("advance", "back", "retreat", "discard", "parry", "distance")


def said(s: ReadyFenceState, move: str) -> list[str]:
    a = parse_action(move)
    assert a in s.legal_actions(), move
    return reasons(s.view(s.to_move), a)


def all_seen(s: ReadyFenceState) -> ReadyFenceState:
    """The same position with every set-aside card laid face up on the discard pile: what the
    opponent may hold is then his hand and the Timer."""
    d: dict[str, Any] = s.to_json()
    d["discards"] = [[c, True, -1] for c in d["stock"]]
    d["stock"] = []
    return ReadyFenceState.from_json(d)


def walk(seeds: range) -> list[ReadyFenceState]:
    """Positions of random legal bouts (each mode) where the seat to act has a choice."""
    out = []
    for seed in seeds:
        mode = ("tutorial", "basic", "advanced")[seed % 3]
        s = GAME.new({"mode": mode, "first": seed % 2}, seed)
        assert isinstance(s, ReadyFenceState)
        rng = random.Random(seed)
        while not s.is_terminal():
            if len(s.legal_actions()) > 1 and s.phase != "mulligan":
                out.append(s.clone())
            s.apply(rng.choice(s.legal_actions()))
    return out


@pytest.fixture(scope="module")
def positions() -> list[ReadyFenceState]:
    return walk(range(9))


def test_every_reason_is_a_short_sentence_without_ids_or_notation(positions: list[ReadyFenceState]) -> None:
    ids = card_ids("ready-fence")
    for s in positions[::3]:
        view = s.view(s.to_move)
        legal = s.legal_actions()
        forbidden = ids | notation_words(s, legal)
        for a in legal:
            out = reasons(view, a)
            assert len(out) <= 3
            for r in out:
                assert r and r[0].isupper() and r.endswith("."), (a, r)
                assert not tokens(r) & forbidden, (a, r)
                assert "(s)" not in r and "{" not in r, r


def test_the_everyday_moves_come_with_a_reason(positions: list[ReadyFenceState]) -> None:
    met: Counter[str] = Counter()
    for s in positions[::2]:
        view = s.view(s.to_move)
        for a in s.legal_actions():
            if a.kind in EVERYDAY or (a.kind == "play" and s.phase == "turn"):
                met[a.kind] += 1
                assert reasons(view, a), (s.phase, s.describe(a))
    assert {"advance", "back", "discard", "play"} <= set(met)


def test_what_he_may_hold_is_the_deck_less_what_this_seat_has_seen() -> None:
    s = table("advanced", hands=(["st4-1", "st5-1"], ["sh5-1", "tt5-1"]), timer=["fk6-2", "bt4-1"])
    mine = s.view(0)
    may = his_cards(mine, s)
    assert sorted(may) == sorted(s.hand[1] + s.timer + s.stock)
    opened = all_seen(s)
    assert sorted(his_cards(opened.view(0), opened)) == ["bt4-1", "fk6-2", "sh5-1", "tt5-1"]


def threat_table(**kw: Any) -> ReadyFenceState:
    """Advanced, lunge distance; he holds two Stop Hits (5 and 7), a Parry and Riposte (4), two
    Toe-Touches and two Flèches, the Timer one more Flèche; every other card is seen."""
    base: dict[str, Any] = {
        "hands": (["st4-1", "st5-1", "fk5-1", "fl7-1", "sh4-1", "ra-1"],
                  ["sh5-1", "sh7-1", "pr4-1", "tt5-1", "tt5-2", "fk6-1"]),
        "timer": ["fk6-2"], "stamina": (6, 1)}
    base.update(kw)
    return all_seen(table("advanced", **base))


def test_an_attack_counts_the_cards_he_may_hold_that_beat_it_and_his_parry_without_cards() -> None:
    s = threat_table()
    # with 1 SP he can pay only for the Stop Hit (5), and a parry without cards reaches speed 2
    assert said(s, "play st4-1") == [
        "Of the cards he may hold, 1 can beat speed 4; the best is Stop Hit (5).",
        "He has 1 SP: a parry without a card reaches only speed 2.",
    ]
    rich = threat_table(stamina=(6, 3))
    assert said(rich, "play st4-1") == [
        "Of the cards he may hold, 2 can beat speed 4; the best is Stop Hit (7).",
    ]
    # a faster thrust costs a stamina point, and the Stop Hit (5) no longer beats it
    assert said(rich, "play st5-1") == [
        "Of the cards he may hold, 1 can beat speed 5; the best is Stop Hit (7).",
        "It costs 1 SP of your 6; he has 3.",
    ]
    # above speed 5 he may not step away from it
    assert said(rich, "play fl7-1") == [
        "None of the cards he may hold can beat speed 7.",
        "He has 3 SP: a parry without a card reaches only speed 6.",
        "At speed 7 it is too fast to be defended by distance.",
    ]


def test_a_step_says_the_distance_it_leaves_and_his_attacks_from_there() -> None:
    s = threat_table(pos=(3, 6))  # long distance
    assert said(s, "advance") == [
        "This step brings you to lunge distance with one action left, and your hand holds an attack for it.",
        "After this step (lunge distance), 2 of the cards he may hold can attack you from where he "
        "stands, the fastest at speed 5.",
    ]
    # at long distance only a Flèche opens: his two cost 2 SP each
    assert said(threat_table(stamina=(6, 2)), "back") == [
        "After this step (long distance), 2 of the cards he may hold can attack you from where he "
        "stands, the fastest at speed 6.",
    ]
    assert said(threat_table(), "back") == [
        "After this step (long distance), none of the cards he may hold can attack you from where he "
        "stands: he must move first.",
    ]
    assert said(threat_table(stamina=(6, 6)), "retreat") == [
        "After this step (out of distance), none of the cards he may hold can attack you from where he "
        "stands: he must move first.",
    ]


def test_a_discard_names_the_card_let_go_and_why() -> None:
    s = threat_table(stamina=(1, 1))
    assert said(s, "discard st4-1")[0] == \
        "You let go of Straight Thrust (4): you keep Straight Thrust (5), which is faster."
    assert said(s, "discard fk5-1")[0] == \
        "You let go of Flèche (5): it cannot attack from here (lunge distance)."
    assert said(s, "discard fl7-1")[0] == "You let go of Flick (7): it costs 3 SP and you have 1."
    slow = all_seen(table("advanced", hands=(["st5-1", "sh4-1", "ct7-1"], ["sh5-1", "tt5-1"])))
    assert said(slow, "retreat sh4-1")[0] == "You let go of Stop Hit (4), the slowest card in your hand."
    assert said(slow, "discard ct7-1")[0] == "You let go of Counter-Time (7) and draw a card from the Timer."


def test_the_timer_is_counted_for_the_fencer_ahead() -> None:
    last = threat_table(points=(2, 0))
    assert "The Timer has one card left and you lead 2 to 0: taking it ends the bout, and you win." \
        in said(last, "discard st4-1")
    s = all_seen(table("advanced", hands=(["st4-1", "st5-1"], ["sh5-1", "tt5-1"]), timer_size=4,
                       points=(3, 1), stamina=(4, 6)))
    assert "You lead 3 to 1, and it takes a card from the Timer: 3 left." in said(s, "discard st4-1")
    assert said(s, "stall") == ["You lead 3 to 1, and it takes a card from the Timer: 3 left.",
                                "You have 4 SP and he has 6: stalling brings you to 6."]
    assert said(s, "stall keep") == ["You have 4 SP and he has 6: stalling brings you to 6."]
    behind = all_seen(table("advanced", hands=(["st4-1", "st5-1"], ["sh5-1", "tt5-1"]), points=(0, 1)))
    assert not any("Timer" in r for r in said(behind, "discard st4-1"))


def test_engagement_counts_the_attacks_it_slows() -> None:
    s = threat_table()
    # his Toe-Touches and Flèches are slowed by 1; his Parry and Riposte too; Stop Hits are no attack
    assert said(s, "weapon engage") == ["In Engagement 5 of the attacks he may hold are slower, by up to 1."]


def test_a_parried_attack_let_go_ends_with_no_touch_and_a_renewal_is_weighed() -> None:
    s = threat_table(stamina=(6, 3), hands=(["st4-1", "st5-1", "fk5-1", "fl7-1", "sh4-1", "ra-1"],
                                            ["pr4-1", "tt5-1", "tt5-2", "fk6-1", "st4-2", "bt4-1"]))
    play(s, "play st4-1", "parry 2")
    assert s.phase == "renew" and s.to_move == 0
    assert said(s, "pass") == ["It ends the phrase with no touch."]
    # the Renewed Attack card adds 1 to his Straight Thrust (4): his Parry and Riposte (4) is too slow
    assert said(s, "renew ra-1") == ["None of the cards he may hold can beat speed 5."]


def test_an_answer_that_beats_his_attack_counts_what_he_may_answer_with() -> None:
    s = threat_table(stamina=(6, 3))
    play(s, "play st4-1")
    assert s.to_move == 1
    out = said(s, "play sh7-1")
    assert out[0] == \
        "At speed 7 it is faster than his Straight Thrust (4): unless he answers again, it touches."
    # against his Stop Hit only a dark-blue card answers, and what seat 1 has not seen holds none faster
    assert out[1] == "None of the cards he may hold can beat speed 7."
    assert said(s, "play pr4-1") == ["At speed 4 it equals his Straight Thrust (4): both touch."]


def test_an_answer_too_slow_and_a_pass_that_concedes_say_so() -> None:
    s = all_seen(table("advanced", hands=(["st4-1", "pr5-1", "st5-1"], ["sh7-1", "tt5-1", "fk6-1"]),
                       timer=["fk6-2"]))
    play(s, "play st4-1", "play sh7-1")
    assert s.to_move == 0 and {a.kind for a in s.legal_actions()} >= {"pass", "play"}
    assert said(s, "play pr5-1") == ["At speed 5 it does not beat his Stop Hit (7): the touch is his."]
    assert said(s, "pass") == [
        "None of your answers beats his Stop Hit (7): the touch is his whatever you play."]
