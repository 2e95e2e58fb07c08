"""Ready...Fence!, rule by rule and example by example, in the order of the rulebook
(/work/shared/rules/ready-fence.txt: tutorial, basic, advanced, technical manual).

Seat 0 ("A" in the rulebook's examples) fences from the low end of the strip, seat 1 ("B") from
the high end. Positions are built with `table` (tests.ready_fence.helpers): the default stance is
lunge distance (squares 4 and 6), both weapons in Line, 6 SP each, seat 0 to act. Docstrings
give each rule in our words; where the rulebook is open, they say which reading the engine takes
(docs/rules/ready-fence.md).
"""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.core.events import CardMoved, FigureMoved, GameOver, RoundOver
from engine.core.game import OptionError
from engine.games.ready_fence.actions import Action
from engine.games.ready_fence.cards import fence_cards, mode_cards
from engine.games.ready_fence.state import ON_GUARD, RUN_OFF, STRIP, ReadyFenceState
from engine.games.ready_fence.verdict import verdict
from tests.ready_fence.helpers import GAME, events_of, legal, new, play, scored, table

# fillers: red cards that cannot answer a red attack (no light or dark half)
REDS_T = ["st4-2", "bt4-2", "bt5-1", "st5-2"]  # tutorial and up
REDS_B = ["st4-2", "bt4-2", "tt5-1", "st5-2"]  # basic and up


def refused(s: ReadyFenceState, text: str, *words: str) -> str:
    """`text` is illegal now: apply raises IllegalAction, and the reason says `words`."""
    a = s.parse_action(text)
    assert a not in s.legal_actions()
    before = s.to_json()
    with pytest.raises(IllegalAction) as e:
        s.apply(a)
    assert s.to_json() == before  # a refused action changes nothing
    why = s.why_illegal(a)
    assert str(e.value) == why
    for w in words:
        assert w in why, f"{why!r} does not say {w!r}"
    return why


def opens(s: ReadyFenceState) -> set[str]:
    """The cards the seat to move may open a phrase with."""
    return {a.card for a in s.legal_actions() if a.kind == "play" and not a.arg}


# ============================================================================================
# The board, the setup
# ============================================================================================


def test_the_strip_has_ten_squares_run_off_ends_and_on_guard_lines_at_3_and_6() -> None:
    """Ten squares; the coloured end squares are the run-off; the fencers start behind the
    on-guard lines, which makes long distance (one step to lunge distance)."""
    assert STRIP == 10 and RUN_OFF == (0, 9) and ON_GUARD == (3, 6)
    for mode in ("tutorial", "basic", "advanced"):
        s = new(mode)
        assert s.pos == [3, 6]
        assert s.distance() == 2  # long
        assert s.weapon == ["line", "line"]  # the weapon tokens start on Point-in-Line
        assert s.stamina == [6, 6]  # the stamina tokens start on 6
        assert s.points == [0, 0] and s.period == 1
        assert s.phase == "mulligan"


@pytest.mark.parametrize(("pos", "distance"), [((4, 5), 0), ((4, 6), 1), ((4, 7), 2), ((2, 7), 4)])
def test_distances_short_lunge_long(pos: tuple[int, int], distance: int) -> None:
    """Short: adjacent squares; lunge: one empty square between; long: two."""
    s = table(pos=pos, hands=(["st4-1"], []))
    assert s.distance() == distance


def test_infighting_opens_only_at_short_distance() -> None:
    """Table 1: at short distance only the Infighting card is played."""
    hand = ["inf5-1", "st4-1", "fk6-1", "bt4-1"]
    assert opens(table(pos=(4, 5), hands=(hand, []))) == {"inf5-1"}
    s = table(pos=(4, 6), hands=(hand, []))
    refused(s, "play inf5-1", "Infighting", "short distance")


def test_the_fleche_is_the_only_card_played_at_long_distance() -> None:
    """Table 1: at long distance only the Flèche is played."""
    hand = ["inf5-1", "st4-1", "fk6-1", "bt4-1"]
    s = table(pos=(3, 6), hands=(hand, []))
    assert opens(s) == {"fk6-1"}
    refused(s, "play st4-1", "lunge distance", "long distance")
    refused(table(pos=(4, 6), hands=(hand, [])), "play fk6-1", "Flèche", "long distance")


def test_every_other_card_is_played_at_lunge_distance() -> None:
    """Table 1: all cards are played at lunge distance unless they say otherwise."""
    hand = ["inf5-1", "st4-1", "fk6-1", "bt4-1", "dis5-1", "tt5-1"]
    assert opens(table(pos=(4, 6), hands=(hand, []))) == {"st4-1", "bt4-1", "dis5-1", "tt5-1"}
    # farther than long distance nothing is played at all
    assert opens(table(pos=(2, 7), hands=(hand, []))) == set()


@pytest.mark.parametrize(("pos", "at"), [((4, 5), "short"), ((3, 6), "long")])
def test_in_the_tutorial_a_phrase_starts_only_at_lunge_distance(pos: tuple[int, int], at: str) -> None:
    """Tutorial: a phrase may start only with one empty square between the fencers."""
    hand = ["st4-1", "bt4-1", "dis4-1", "pr4-1"]
    s = table("tutorial", pos=pos, hands=(hand, []))
    assert opens(s) == set()
    refused(s, "play st4-1", "tutorial", "lunge distance", at)
    assert opens(table("tutorial", pos=(4, 6), hands=(hand, []))) == {"st4-1", "bt4-1", "dis4-1"}


def test_the_fencers_never_pass_each_other() -> None:
    """A fencer moves on the strip up to his opponent, never through him."""
    s = table(pos=(4, 5), hands=(["st4-1"], []))
    assert "advance" not in legal(s) and "back" in legal(s)
    refused(s, "advance")


def test_basic_setup_each_fencer_holds_a_yellow_straight_thrust_and_twelve_timer_cards() -> None:
    """Basic: the two yellow Straight Thrusts (speed 3) are handed one to each player, five
    cards are dealt beside it, then 12 cards make the Timer countdown deck."""
    yellow = sorted(c.id for c in fence_cards().values() if c.yellow)
    assert yellow == ["st3y-1", "st3y-2"]
    for seed in range(5):
        s = new("basic", seed=seed)
        assert len(s.deck) == 35
        assert [len(h) for h in s.hand] == [6, 6]
        assert [sum(c in yellow for c in h) for h in s.hand] == [1, 1]
        assert len(s.timer) == 12 and len(s.stock) == 35 - 12 - 12
        assert s.known == [[h[0]] for h in s.hand]  # both know the other holds his yellow card


def test_tutorial_setup_the_t_cards_are_the_timer_deck() -> None:
    """Tutorial: the T cards, shuffled, are the Timer deck; each player draws 6 from it."""
    s = new("tutorial")
    assert len(s.deck) == 25 and all("T" in fence_cards()[c].icons for c in s.deck)
    assert [len(h) for h in s.hand] == [6, 6]
    assert len(s.timer) == 13 and s.stock == []


def test_advanced_setup_every_card_six_dealt_no_yellow_rule() -> None:
    """Advanced: all cards, six dealt to each, no Straight Thrust handed out first."""
    hands_with_yellow = 0
    for seed in range(12):
        s = new("advanced", seed=seed)
        assert len(s.deck) == 54 and [len(h) for h in s.hand] == [6, 6]
        assert len(s.timer) == 12 and len(s.stock) == 54 - 24
        hands_with_yellow += sum(any(fence_cards()[c].yellow for c in h) for h in s.hand)
    assert hands_with_yellow < 24  # the yellow cards are shuffled in like the rest


@pytest.mark.parametrize("first", [0, 1])
def test_the_initiative_coin_or_the_option_picks_the_first_fencer(first: int) -> None:
    """The coin names the starting player; from then the turns alternate."""
    s = new(first=first)
    play(s, "keep", "keep")
    assert s.phase == "turn" and s.to_move == s.turn == first
    coins = {new(first="coin", seed=seed).first for seed in range(20)}
    assert coins == {0, 1}


# ============================================================================================
# Mulligan
# ============================================================================================


def test_each_player_may_declare_one_mulligan() -> None:
    """Each player has one chance to change his starting hand; the cards go back and are
    reshuffled, and he draws as many new ones."""
    s = new("tutorial", seed=3)
    assert legal(s) == {"keep", "mulligan"} and s.to_move == 0
    old = s.hand[0][:]
    play(s, "mulligan")
    assert len(s.hand[0]) == 6 and s.hand[0] != old and s.mulliganed == [True, False]
    assert sorted(s.hand[0] + s.hand[1] + s.timer) == sorted(s.deck)
    assert s.phase == "mulligan" and s.to_move == 1 and legal(s) == {"keep", "mulligan"}
    play(s, "keep")
    assert s.phase == "turn" and "mulligan" not in legal(s)


def test_basic_mulligan_keeps_the_yellow_straight_thrust() -> None:
    """Basic: a mulligan changes the five dealt cards and keeps the Straight Thrust."""
    for seed in range(6):
        s = new("basic", seed=seed)
        yellow = s.hand[0][0]
        others = set(s.hand[0][1:])
        play(s, "mulligan")
        assert yellow in s.hand[0] and len(s.hand[0]) == 6
        assert set(s.hand[0][1:]) != others
        assert s.known[0] == [yellow]
        assert len(s.timer) == 12  # the Timer deck is not touched


# ============================================================================================
# The turn: two actions
# ============================================================================================


def test_a_turn_is_two_actions_then_the_turn_passes() -> None:
    """During each turn a player takes two actions."""
    s = table(pos=(3, 6), hands=(["st4-1", "bt4-1"], ["st4-2"]))
    play(s, "advance")
    assert s.turn == 0 and s.actions_left == 1
    play(s, "weapon engage")
    assert s.phase == "turn" and s.turn == s.to_move == 1 and s.actions_left == 2


def test_a_move_is_one_square_and_two_moves_use_the_whole_turn() -> None:
    """A move is one square forward or back and one action; two squares take both actions."""
    s = table(pos=(3, 6), hands=(["st4-1"], ["st4-2"]))
    events = play(s, "advance")
    assert s.pos == [4, 6] and events_of(events, FigureMoved) == [FigureMoved(0, 3, 4)]
    play(s, "back")
    assert s.pos == [3, 6] and s.turn == 1
    play(s, "back", "back")  # seat 1 walks back two squares: his whole turn
    assert s.pos == [3, 8] and s.turn == 0


def test_the_weapon_position_changes_once_a_turn() -> None:
    """The weapon position may be changed one time per turn only."""
    s = table(hands=(["st4-1"], ["st4-2"]))
    assert {"weapon invite", "weapon engage"} <= legal(s) and "weapon line" not in legal(s)
    play(s, "weapon invite")
    assert s.weapon == ["invite", "line"]
    assert not any(a.startswith("weapon") for a in legal(s))
    refused(s, "weapon engage", "once a turn")
    play(s, "back")
    assert s.turn == 1 and "weapon engage" in legal(s)


def test_discard_and_draw_is_one_action_once_a_turn() -> None:
    """Basic and advanced: discard one card face down and draw from the Timer deck, one action,
    once per turn."""
    s = table(hands=(["st3y-1", "st4-1", "bt4-1"], ["st3y-2"]), timer=["sh4-1", "sh7-1"])
    events = play(s, "discard bt4-1")
    assert s.hand[0] == ["st3y-1", "st4-1", "sh7-1"] and s.timer == ["sh4-1"]
    assert s.discards == [("bt4-1", False, 0)]  # face down: only its owner knows it
    assert s.view(1).discards == ("?",) and s.view(0).discards == ("bt4-1",)
    moved = events_of(events, CardMoved)
    assert all(e.for_seat(1).card is None for e in moved)  # type: ignore[attr-defined]
    assert s.actions_left == 1
    assert not any(a.startswith("discard") for a in legal(s))
    refused(s, "discard st4-1", "only once a turn")


def test_tutorial_discard_and_draw_only_at_the_end_of_the_turn() -> None:
    """Tutorial: no discard action; at the end of his turn a player may discard one card and
    draw one, or not."""
    s = table("tutorial", pos=(3, 6), hands=(["st4-2", "bt4-1", "bt4-2"], ["st4-1"]),
              timer=["sh4-1", "sh5-1"])
    assert not any(a.startswith("discard") for a in legal(s)) and "stall" not in legal(s)
    play(s, "advance", "weapon invite")
    assert s.phase == "discard" and s.to_move == 0
    assert legal(s) == {"done", "discard st4-2", "discard bt4-1", "discard bt4-2"}
    play(s, "discard bt4-1")
    assert s.hand[0] == ["st4-2", "bt4-2", "sh5-1"] and s.phase == "turn" and s.turn == 1
    play(s, "back", "back", "done")  # seat 1 keeps his hand
    assert s.hand[1] == ["st4-1"] and s.turn == 0


def test_tutorial_discard_is_offered_after_a_turn_with_a_phrase_too() -> None:
    """Tutorial: the end-of-turn discard comes at the end of every turn of the player, a turn in
    which he attacked included."""
    s = table("tutorial", hands=(["st5-1", "bt4-1", "st4-2"], ["sh4-1", "bt4-2"]), timer_size=12)
    play(s, "play st5-1", "play sh4-1")  # the attack is faster: A touches
    assert s.points == [1, 0] and s.phase == "discard" and s.to_move == 0 and s.turn == 0
    assert "done" in legal(s) and "discard bt4-1" in legal(s)
    play(s, "discard bt4-1")
    assert "bt4-1" not in s.hand[0] and len(s.hand[0]) == 6
    assert s.phase == "turn" and s.turn == 1


def test_stall_takes_both_actions_regains_2_sp_and_may_burn_a_timer_card() -> None:
    """Stall counts as two actions: the player regains 2 SP, skips his turn and can discard a
    Timer card: his choice."""
    s = table(stamina=(3, 6), hands=(["st4-1"], ["st4-2"]), timer_size=5)
    assert {"stall", "stall keep"} <= legal(s)
    timer = s.timer[:]
    play(s, "stall keep")  # without the discard the clock stands still
    assert s.stamina == [5, 6] and s.turn == 1 and s.stalled == [True, False]
    assert s.timer == timer and s.discards == []
    s = table(stamina=(3, 6), hands=(["st4-1"], ["st4-2"]), timer_size=5)
    events = play(s, "stall")
    assert s.stamina == [5, 6] and s.turn == 1 and s.stalled == [True, False]
    assert s.timer == timer[:-1] and s.discards == [(timer[-1], False, -1)]  # nobody sees it
    assert all(e.for_seat(0).card is None for e in events_of(events, CardMoved))  # type: ignore[attr-defined]


def test_stall_is_capped_at_6_sp() -> None:
    """The stamina bottle holds 6 points: a stall never fills it beyond."""
    s = table(stamina=(5, 6), hands=(["st4-1"], ["st4-2"]))
    play(s, "stall")
    assert s.stamina == [6, 6]


def test_stall_is_the_whole_turn_never_after_another_action() -> None:
    """Stalling counts as two actions, so it is the turn's only choice."""
    s = table(pos=(3, 6), hands=(["st4-1"], ["st4-2"]))
    assert "stall" in legal(s)
    play(s, "advance")
    assert "stall" not in legal(s)
    refused(s, "stall")


def test_a_player_may_not_stall_twice_in_a_row() -> None:
    """A player cannot Stall twice in a row."""
    s = table(pos=(3, 6), hands=(["st4-1"], ["st4-2"]))
    play(s, "stall", "back", "back")
    assert s.turn == 0 and "stall" not in legal(s)
    refused(s, "stall", "twice in a row")
    play(s, "advance", "back", "advance", "back")  # a turn without stalling ...
    assert s.turn == 0 and "stall" in legal(s)  # ... and he may stall again


def test_no_stall_once_priority_is_assigned() -> None:
    """Once Priority is given to one of the players, the Stall cannot be used."""
    s = table(hands=(["st4-1"], ["st4-2"]), points=(2, 2), overtime=True, priority=1, timer_size=4)
    assert "stall" not in legal(s)
    refused(s, "stall")


def test_advanced_retreat_two_squares_for_one_action() -> None:
    """Advanced: Retreat moves the fencer back two squares as one action."""
    s = table("advanced", hands=(["st4-1", "bt4-1"], ["st4-2"]))
    play(s, "retreat")
    assert s.pos == [2, 6] and s.actions_left == 1 and s.hand[0] == ["st4-1", "bt4-1"]
    for mode in ("tutorial", "basic"):
        assert not any(a.startswith("retreat") for a in legal(table(mode, hands=(["st4-1"], []))))


def test_advanced_retreat_may_change_a_card() -> None:
    """Advanced: with the Retreat the player may discard one card and draw one."""
    s = table("advanced", hands=(["st4-1", "bt4-1"], ["st4-2"]), timer=["sh4-2", "sh4-1"])
    assert {"retreat st4-1", "retreat bt4-1"} <= legal(s)
    play(s, "retreat bt4-1")
    assert s.pos == [2, 6] and s.hand[0] == ["st4-1", "sh4-1"] and s.discards == [("bt4-1", False, 0)]
    assert s.actions_left == 1 and s.drew


def test_advanced_retreat_without_the_card_change_after_a_discard() -> None:
    """If the discard/draw was used this turn, the Retreat is made without the card change."""
    s = table("advanced", hands=(["st4-1", "bt4-1"], ["st4-2"]))
    play(s, "discard bt4-1")
    assert "retreat" in legal(s) and not any(a.startswith("retreat ") for a in legal(s))
    hand = s.hand[0][:]
    play(s, "retreat")
    assert s.pos == [2, 6] and s.hand[0] == hand and s.turn == 1


def test_basic_turn_table_a_card_as_the_first_action_is_the_whole_turn() -> None:
    """Basic turn table: playing a card may be the turn's one action; the phrase follows and
    then the other player has his turn."""
    s = table(hands=(["st4-1", "bt4-1"], ["st4-2"]))
    play(s, "play st4-1")
    assert s.phase == "phrase" and s.to_move == 1 and s.turn == 0
    play(s, "pass")  # the defender lets the touch land
    assert s.points == [1, 0]
    assert s.phase == "turn" and s.turn == s.to_move == 1 and s.actions_left == 2


def test_basic_turn_table_one_exploratory_action_then_a_card() -> None:
    """Basic turn table: one exploratory action first, then Play a Card."""
    s = table(pos=(3, 6), hands=(["st4-1", "bt4-1"], ["st4-2"]))
    play(s, "advance")
    assert "play st4-1" in legal(s)
    play(s, "play st4-1")
    assert s.phase == "phrase" and s.to_move == 1
    s = table(pos=(3, 6), hands=(["st4-1", "bt4-1"], ["st4-2"]))
    play(s, "advance", "weapon engage")  # two exploratory actions: no card this turn
    assert s.turn == 1


# ============================================================================================
# The fencing phrase
# ============================================================================================


def test_the_first_card_of_a_phrase_is_red() -> None:
    """A phrase starts with a red (offensive) card; no other colour may open it."""
    s = table("advanced", hands=(["sh6-1", "cp6-1", "ct7-1", "jk-1", "ft-1", "dis5-1"], []))
    assert opens(s) == {"dis5-1"}  # Disengage is two-coloured: its red half may attack
    for c in ("sh6-1", "cp6-1", "ct7-1", "jk-1", "ft-1"):
        refused(s, f"play {c}", "red card")


@pytest.mark.parametrize("mode", ["tutorial", "basic", "advanced"])
def test_parry_and_riposte_never_opens_a_phrase(mode: str) -> None:
    """Parry and Riposte is first a dark-blue parry and only then the riposte: it answers an
    attack and may not open a phrase, in any mode (Orange and two-color cards)."""
    s = table(mode, hands=(["pr5-1", "st4-1"], ["st4-2"]))
    assert "pr5-1" not in opens(s) and "st4-1" in opens(s)
    refused(s, "play pr5-1", "Parry and Riposte", "never opens a phrase")


def test_orange_cards_never_open_a_phrase_or_go_alone() -> None:
    """Orange cards are played along with another card, never alone or first."""
    s = table("advanced", hands=(["ang-1", "ra-1", "ft-1", "st4-1"], []))
    assert opens(s) == {"st4-1"}
    assert "play st4-1 ang-1" in legal(s)
    assert not any(t.startswith(("renew", "feint")) for t in legal(s))


def test_the_faster_card_scores_a_valid_touch() -> None:
    """When the phrase is over the fencer whose card is faster scores one point."""
    s = table(hands=(["st5-1", *REDS_B[:2]], ["sh4-1", *REDS_B[2:4]]))
    play(s, "play st5-1", "play sh4-1")  # the stop hit is slower: the attack lands
    assert s.points == [1, 0]
    assert s.last["scored"] == [0]
    assert s.last["reason"] == verdict("beats", winner="st5-1", winner_speed=5, loser="sh4-1", loser_speed=4)


def test_equal_speeds_are_a_double_touch() -> None:
    """Equal speeds: a point to each player (double touch)."""
    s = table(hands=(["st5-1", *REDS_B[:2]], ["sh5-1", *REDS_B[2:4]]))
    events = play(s, "play st5-1", "play sh5-1")
    assert s.points == [1, 1] and sorted(scored(events)) == [0, 1]
    assert s.last["reason"] == verdict("both_at", speed=5, void=False)


@pytest.mark.parametrize(("mode", "target"), [("basic", 5), ("basic", 10), ("advanced", 15),
                                              ("tutorial", 5)])
def test_a_double_touch_at_one_short_each_does_not_count_and_the_fencers_stay(mode: str, target: int) -> None:
    """At 4-4 (9-9, 14-14: one short of the target each) a double touch is not counted and the
    fencers keep their places; they fence on until one of them scores."""
    short = target - 1
    s = table(mode, target=target, points=(short, short), pos=(4, 6),
              hands=(["st5-1", "st4-1"], ["sh5-1", "bt4-1"]))
    events = play(s, "play st5-1", "play sh5-1")
    assert s.points == [short, short] and scored(events) == []
    assert s.last["reason"] == verdict("both_at", speed=5, void=True)
    # the tutorial offers its end-of-turn discard first
    assert s.pos == [4, 6] and s.phase == ("discard" if mode == "tutorial" else "turn")


def test_a_double_touch_counts_when_only_one_fencer_is_one_short() -> None:
    """Our reading: only the tie at one short voids a double touch; at 4-3 it counts, and the
    fencer who reaches the target wins."""
    s = table(points=(4, 3), hands=(["st5-1", "st4-1"], ["sh5-1", "bt4-1"]))
    play(s, "play st5-1", "play sh5-1")
    assert s.points == [5, 4] and s.phase == "over" and s.winner == 0


def test_after_a_touch_the_fencers_return_on_guard() -> None:
    """After a touch the fencers go back to the on-guard lines."""
    s = table(pos=(5, 7), hands=(["st5-1", "st4-1"], ["bt4-1"]))
    events = play(s, "play st5-1", "pass")
    assert s.points == [1, 0] and s.pos == list(ON_GUARD)
    assert FigureMoved(0, 5, 3) in events and FigureMoved(1, 7, 6) in events


def test_tutorial_played_cards_are_discarded() -> None:
    """Tutorial: the cards played in the phrase are discarded, not taken back."""
    s = table("tutorial", hands=(["st4-1", *REDS_T[:2]], ["sh6-1", *REDS_T[2:4]]), timer_size=6)
    play(s, "play st4-1", "play sh6-1")
    tail = s.discards[-2:]
    assert tail == [("st4-1", True, -1), ("sh6-1", True, -1)]
    assert "st4-1" not in s.hand[0] and "sh6-1" not in s.hand[1]


@pytest.mark.parametrize("mode", ["basic", "advanced"])
def test_basic_and_advanced_played_cards_go_back_to_hand(mode: str) -> None:
    """Basic and advanced: at the end of the phrase the players take back the cards they
    played, which both have now seen."""
    a_hand, b_hand = ["st4-1", "st4-2", "bt4-2", "tt5-1", "st5-2", "bt4-1"], ["sh6-1", "dis4-1", "dis5-1",
                                                                           "dis5-2", "dis6-1", "pr4-1"]
    s = table(mode, hands=(a_hand, b_hand))
    timer = s.timer[:]
    events = play(s, "play st4-1", "play sh6-1")
    assert s.points == [0, 1]
    assert sorted(s.hand[0]) == sorted(a_hand) and sorted(s.hand[1]) == sorted(b_hand)
    assert CardMoved("st4-1", "play:0", "hand:0", True) in events
    assert s.known == [["st4-1"], ["sh6-1"]]
    assert s.timer == timer and s.discards == []


def test_hands_are_refilled_to_6_and_the_scorer_draws_first() -> None:
    """After the phrase each hand is filled up to 6 from the Timer deck; the fencer who scored
    draws first."""
    b_hand = ["sh6-1", "dis4-1", "dis5-1", "dis5-2", "dis6-1", "pr4-1"]
    s = table("tutorial", hands=(["st4-1", *REDS_T, "bt4-1"], b_hand), timer=["sh4-1", "sh4-2", "sh5-1"])
    play(s, "play st4-1", "play sh6-1")  # seat 1 scores
    assert s.hand[1][-1] == "sh5-1" and s.hand[0][-1] == "sh4-2"  # the top card went to the scorer
    assert [len(h) for h in s.hand] == [6, 6] and s.timer == ["sh4-1"]


def test_the_scorer_takes_the_last_timer_card() -> None:
    """With one card left in the Timer deck, it goes to the fencer who scored."""
    s = table("tutorial", points=(0, 1), hands=(["st4-1", *REDS_T, "bt4-1"], ["sh6-1", "dis4-1", "dis5-1",
                                                                             "dis5-2", "dis6-1", "pr4-1"]),
              timer=["sh4-1"])
    play(s, "play st4-1", "play sh6-1")
    assert "sh4-1" in s.hand[1] and len(s.hand[0]) == 5


def test_example_the_stop_hit() -> None:
    """Example: A plays the red Straight Thrust (3), B answers with the light-blue Stop Hit (6);
    A has no dark-blue card to go on with, so B scores a touch."""
    s = table("tutorial", hands=(["st3y-1", *REDS_T], ["sh6-1", "dis4-1"]))
    play(s, "play st3y-1")
    events = play(s, "play sh6-1")
    assert scored(events) == [1] and s.points == [0, 1]
    assert s.last["reason"] == verdict("beats", winner="sh6-1", winner_speed=6, loser="st3y-1",
                                         loser_speed=3)
    # had A held a dark-blue card, he could have gone on
    s = table("tutorial", hands=(["st3y-1", "pr6-1"], ["sh6-1", "dis4-1"]))
    play(s, "play st3y-1", "play sh6-1")
    assert s.phase == "phrase" and s.to_move == 0 and "play pr6-1" in legal(s)


def test_example_step_forward_then_attack() -> None:
    """Example: A moves one square forward (from the on-guard line to lunge distance) and plays
    an offensive card; it is then B's turn to act."""
    s = table(pos=ON_GUARD, hands=(["st4-1", "bt4-1"], ["sh6-1"]))
    assert opens(s) == set()
    play(s, "advance", "play st4-1")
    assert s.phase == "phrase" and s.to_move == 1


def test_a_light_blue_card_is_answered_only_by_a_dark_blue_card() -> None:
    """A light-blue card (a counterattack) can be met by a dark-blue card only."""
    a_hand = ["st4-1", "ct7-1", "sh7-1", "bt4-1", "jk-1", "pr6-1"]
    s = table("advanced", hands=(a_hand, ["sh5-1", "st4-2"]))
    play(s, "play st4-1", "play sh5-1")
    cards = {a.card for a in s.legal_actions() if a.kind == "play"}
    assert cards == {"ct7-1", "pr6-1", "jk-1"}  # dark blue (Parry and Riposte too) and the Joker
    why = refused(s, "play sh7-1", "light-blue", "dark-blue")
    refused(s, "play bt4-1")
    assert why


def test_a_dark_blue_card_is_answered_only_by_a_light_blue_card() -> None:
    """A dark-blue card can be met by a light-blue card only."""
    b_hand = ["sh5-1", "fit9-1", "sh7-1", "pr6-1", "st4-2", "dis6-1"]
    s = table("advanced", hands=(["st4-1", "ct7-1"], b_hand))
    play(s, "play st4-1", "play sh5-1", "play ct7-1")
    assert s.to_move == 1
    cards = {a.card for a in s.legal_actions() if a.kind == "play"}
    assert cards == {"fit9-1", "sh7-1"}
    refused(s, "play pr6-1", "dark-blue", "light-blue")
    refused(s, "play st4-2", "dark-blue", "light-blue")


def test_each_player_plays_at_most_two_cards_in_a_phrase() -> None:
    """Each player plays up to two cards in a phrase: then the phrase is judged."""
    # A: attack, then counter-time; B: stop hit, then feint in time. A still holds a second
    # Counter-Time that would meet the Feint in Time, but he has made his two actions.
    s = table("advanced", hands=(["st4-1", "ct7-1", "ct8-1"], ["sh5-1", "fit9-1"]))
    play(s, "play st4-1", "play sh5-1", "play ct7-1")
    assert s.to_move == 1 and s.played(0) == 2
    events = play(s, "play fit9-1")
    assert [p["seat"] for p in s.last["plays"]] == [0, 1, 0, 1]
    assert scored(events) == [1] and s.points == [0, 1]
    assert s.last["reason"] == verdict("beats", winner="fit9-1", winner_speed=9, loser="ct7-1",
                                         loser_speed=7)


def test_after_the_phrase_the_other_fencer_has_the_turn() -> None:
    """The phrase does not count as a turn: when it ends, the turn passes as usual, whoever
    scored."""
    for b_answer, who in (("play sh6-1", [1]), ("pass", [0])):
        s = table(hands=(["st4-1", "bt4-1"], ["sh6-1", "st4-2"]))
        events = play(s, "play st4-1", b_answer)
        assert scored(events) == who
        assert s.phase == "turn" and s.turn == 1


# ============================================================================================
# Weapon positions
# ============================================================================================


def test_example_engagement_lowers_the_attack_by_1() -> None:
    """Example: A is in Engagement and B plays a Straight Thrust (3): its speed is 3 - 1 = 2."""
    s = table(to_move=1, weapons=("engage", "line"), hands=(["sh4-1"], ["st3y-2", "bt4-1"]))
    play(s, "play st3y-2")
    assert s.plays[0]["speed"] == 2
    assert s.plays[0]["parts"] == [["Straight Thrust", 3], ["his Engagement", -1]]


def test_invitation_gives_1_to_defensive_cards() -> None:
    """Invitation earns +1 on all defensive actions."""
    s = table(weapons=("engage", "invite"), hands=(["st5-1", "bt4-1"], ["pr5-1", "st4-2"]))
    play(s, "play st5-1", "play pr5-1")
    assert s.plays[1]["speed"] == 6 and ["Invitation", 1] in s.plays[1]["parts"]


def test_counters_line_beats_invitation() -> None:
    """Line 'wins' over Invitation: facing a Line, the Invitation bonus is void (option
    counters=on, our variant)."""
    on = table(weapons=("line", "invite"), hands=(["st5-1"], ["pr5-1"]), counters="on")
    off = table(weapons=("line", "invite"), hands=(["st5-1"], ["pr5-1"]), counters="off")
    assert on.effective(1) == "void" and off.effective(1) == "invite"
    assert on.parry_speed(1, 2) == 4 and off.parry_speed(1, 2) == 5


def test_counters_invitation_beats_engagement() -> None:
    """Invitation 'wins' over Engagement: an attacker in Invitation is not slowed."""
    for counters, speed in (("on", 3), ("off", 2)):
        s = table(to_move=1, counters=counters, weapons=("engage", "invite"),
                  hands=(["sh4-1"], ["st3y-2", "bt4-1"]))
        play(s, "play st3y-2")
        assert s.plays[0]["speed"] == speed


def test_counters_engagement_beats_line() -> None:
    """Engagement 'wins' over Line: facing an Engagement, the Line is void, so no Stop Hit."""
    for counters, may in (("on", False), ("off", True)):
        s = table(counters=counters, weapons=("engage", "line"), hands=(["st5-1"], ["sh6-1", "bt4-1"]))
        play(s, "play st5-1")
        assert ("play sh6-1" in legal(s)) is may
    s = table(weapons=("engage", "line"), hands=(["st5-1"], ["sh6-1", "bt4-1"]), counters="on")
    play(s, "play st5-1")
    refused(s, "play sh6-1", "Line")


def test_by_default_the_invitation_example_holds_against_an_attacker_in_line() -> None:
    """The rulebook's Invitation parry (2 SP x 2 + 1 = 5 against a 5) under the default, with the
    attacker in Point-in-Line, where both fencers start."""
    s = table(weapons=("line", "invite"), hands=(["st5-1", "bt4-1"], REDS_B[:4]))
    play(s, "play st5-1")
    assert s.plays[0]["speed"] == 5 and "parry 2" in legal(s)
    play(s, "parry 2")
    assert s.points == [0, 0] and s.last["plays"][-1]["speed"] == 5


def test_by_default_engagement_slows_an_attacker_in_invitation() -> None:
    """Engagement's -1 (the rulebook's 3 - 1 = 2) holds under the default whatever the
    attacker's position, Invitation included."""
    s = table(to_move=1, weapons=("engage", "invite"), hands=(["sh4-1"], ["st3y-2", "bt4-1"]))
    play(s, "play st3y-2")
    assert s.plays[0]["speed"] == 2 and ["his Engagement", -1] in s.plays[0]["parts"]


def test_by_default_a_stop_hit_from_line_answers_an_attacker_in_engagement() -> None:
    """A Stop Hit is made from Line; under the default the attacker's Engagement does not take
    that Line away."""
    s = table(weapons=("engage", "line"), hands=(["st5-1", "bt4-1"], ["sh6-1", "st4-2"]))
    play(s, "play st5-1")
    assert "play sh6-1" in legal(s)
    events = play(s, "play sh6-1")
    assert scored(events) == [1]


def test_the_counters_option_exists_and_defaults_off() -> None:
    """Our variant: counters on (a beaten position gives nothing); off, the rulebook, every bonus
    counts."""
    assert GAME.parse_options({})["counters"] == "off"
    assert new().counters is False and new(counters="on").counters is True
    with pytest.raises(OptionError):
        GAME.parse_options({"counters": "maybe"})


def test_a_stop_hit_needs_the_weapon_in_line() -> None:
    """Our reading of the manual (a Stop Hit keeps the weapon in line): only from Line."""
    for weapon, may in (("line", True), ("invite", False), ("engage", False)):
        s = table(weapons=("invite", weapon), hands=(["st5-1"], ["sh6-1", "bt4-1"]))
        play(s, "play st5-1")
        assert ("play sh6-1" in legal(s)) is may
    s = table(weapons=("line", "engage"), hands=(["st5-1"], ["sh6-1", "bt4-1"]))
    play(s, "play st5-1")
    refused(s, "play sh6-1", "Stop Hit needs your weapon in Line")


def test_glide_attack_and_flanconade_need_the_attackers_engagement() -> None:
    """Our reading of the manual (they follow an engagement): opened only from Engagement."""
    hand = ["ga6-1", "fc6-1", "st4-1"]
    assert opens(table("advanced", hands=(hand, []))) == {"st4-1"}
    assert opens(table("advanced", weapons=("engage", "line"), hands=(hand, []))) == set(hand)
    refused(table("advanced", hands=(hand, [])), "play ga6-1", "Engagement")


def test_beat_thrust_is_faster_against_a_line() -> None:
    """Our reading of the manual (the beat clears the opponent's blade): +1 against a Line."""
    s = table(hands=(["bt4-1"], ["st4-2"]))
    play(s, "play bt4-1")
    assert s.plays[0]["speed"] == 5
    s = table(weapons=("line", "invite"), hands=(["bt4-1"], ["st4-2"]))
    play(s, "play bt4-1")
    assert s.plays[0]["speed"] == 4


# ============================================================================================
# Stamina
# ============================================================================================


def test_a_card_needs_its_stamina_in_reserve_and_costs_it() -> None:
    """Basic: a card with a stamina cost may be played only with at least that many SP in the
    reserve; our reading: the cost is paid."""
    assert fence_cards()["sh6-1"].stamina == 2
    s = table(stamina=(6, 1), hands=(["st4-1"], ["sh6-1", "sh4-1"]))
    play(s, "play st4-1")
    assert "play sh6-1" not in legal(s) and "play sh4-1" in legal(s)
    refused(s, "play sh6-1", "costs 2 SP", "you have 1")
    s = table(stamina=(6, 2), hands=(["st4-1"], ["sh6-1", "sh4-1"]))
    play(s, "play st4-1", "play sh6-1")
    assert s.stamina[1] == 0


def test_a_card_too_dear_cannot_open_a_phrase() -> None:
    """The stamina rule holds for the attacker too."""
    s = table(stamina=(1, 6), hands=(["st4-1", "bt6-1"], []))
    assert opens(s) == {"st4-1"}
    refused(s, "play bt6-1", "costs 2 SP", "you have 1")


def test_tutorial_card_costs_are_not_counted() -> None:
    """Tutorial: the stamina values printed on cards are ignored."""
    s = table("tutorial", stamina=(0, 0), hands=(["st5-1"], ["sh7-1", "st4-2"]))
    play(s, "play st5-1", "play sh7-1")
    assert s.points == [0, 1]
    assert s.stamina == [1, 1]  # nothing was paid, so both regain their point after the touch


def test_after_a_point_both_regain_1_sp_unless_they_spent_stamina_in_the_phrase() -> None:
    """After a point both regain 1 SP, except a player who used SP in that phrase, whoever
    scored."""
    s = table(stamina=(4, 5), hands=(["st4-1", "bt4-1"], ["sh6-1", "st4-2"]))
    play(s, "play st4-1", "play sh6-1")  # A spends nothing, B pays 2 for the Stop Hit and scores
    assert s.points == [0, 1] and s.stamina == [5, 3]
    s = table(stamina=(4, 5), hands=(["st5-1", "bt4-1"], ["sh4-1", "st4-2"]))
    play(s, "play st5-1", "play sh4-1")  # now A pays 1 and scores: only B (free card) regains
    assert s.points == [1, 0] and s.stamina == [3, 6]


def test_no_stamina_comes_back_after_a_phrase_without_a_point() -> None:
    """Stamina returns only after a point is scored."""
    s = table(stamina=(4, 5), hands=(["st5-1", "bt4-1"], ["st4-2"]))
    play(s, "play st5-1", "parry 3")
    assert s.points == [0, 0] and s.stamina == [3, 2]


def test_example_the_stamina_parry_3_sp_beats_a_5() -> None:
    """Example: A plays a Straight Thrust of 5; B has no blue card and parries with 3 SP, worth
    3 x 2 = 6, faster than 5: the phrase ends with no touch."""
    s = table(hands=(["st5-1", "bt4-1"], REDS_B[:4]))
    play(s, "play st5-1")
    assert {"parry 3", "parry 4", "parry 5", "parry 6"} <= legal(s)
    events = play(s, "parry 3")
    assert scored(events) == [] and s.points == [0, 0]
    assert s.stamina[1] == 3 and s.last["reason"] == verdict("defence_held")
    assert s.pos == [4, 6]  # the fencers stay where they are
    assert s.phase == "turn" and s.turn == 1  # no further fencing action


def test_example_the_stamina_parry_2_sp_is_too_slow_for_a_5() -> None:
    """Example: with only 2 SP the parry is worth 4, not enough against a 5."""
    s = table(stamina=(6, 2), hands=(["st5-1", "bt4-1"], REDS_B[:4]))
    play(s, "play st5-1")
    assert not any(t.startswith("parry") for t in legal(s))
    refused(s, "parry 2", "parry of 4", "attack's 5")
    s = table(hands=(["st5-1", "bt4-1"], REDS_B[:4]))
    play(s, "play st5-1")
    refused(s, "parry 2", "parry of 4", "attack's 5")


def test_example_the_invitation_parry() -> None:
    """Example: B, in Invitation, parries an attack of 5 with 2 SP: 2 x 2 = 4 + 1 = 5. With the
    counters option on, the bonus needs an attacker not in Line (Line beats Invitation)."""
    for counters, a_weapon in (("off", "line"), ("on", "engage"), ("on", "invite")):
        s = table(counters=counters, weapons=(a_weapon, "invite"), hands=(["st5-1", "bt4-1"], REDS_B[:4]))
        play(s, "play st5-1")
        assert s.plays[0]["speed"] == 5 and "parry 2" in legal(s)
        play(s, "parry 2")
        assert s.points == [0, 0] and s.stamina[1] == 4
        assert s.last["plays"][-1]["parts"] == [["2 SP x 2", 4], ["Invitation", 1]]
    s = table(weapons=("line", "invite"), hands=(["st5-1", "bt4-1"], REDS_B[:4]), counters="on")
    play(s, "play st5-1")
    refused(s, "parry 2", "parry of 4")


def test_tutorial_has_no_cardless_parry() -> None:
    """Tutorial: the defence without cards is only the Defence by Distance."""
    s = table("tutorial", hands=(["st5-1", "bt4-1"], REDS_T[:4]))
    play(s, "play st5-1")
    assert not any(t.startswith("parry") for t in legal(s))
    assert any(t.startswith("distance") for t in legal(s))


def test_advanced_fencers_tire_period_recovery_6_5_4() -> None:
    """Advanced, 15 touches: stamina is restored to 6, then 5 at the second period and 4 at the
    third."""
    s = table("advanced", target=15, stamina=(1, 2), hands=(["st4-1", "bt4-1"], ["st4-2"]), timer=["sh4-1"])
    events = play(s, "discard bt4-1")  # the last Timer card is drawn: the period is over
    assert s.period == 2 and s.stamina == [5, 5]
    assert RoundOver(None, "period_over", (("period", 1),)) in events
    s = table("advanced", target=15, period=2, stamina=(1, 2), hands=(["st4-1", "bt4-1"], ["st4-2"]),
              timer=["sh4-1"])
    play(s, "discard bt4-1")
    assert s.period == 3 and s.stamina == [4, 4]


def test_basic_second_period_starts_with_6_sp() -> None:
    """Basic, 10 touches: the second period starts with each player on 6 SP."""
    s = table("basic", target=10, stamina=(1, 2), pos=(5, 8),
              hands=(["st3y-1", "st4-1", "bt4-1"], ["st3y-2"]), timer=["sh4-1"])
    play(s, "discard bt4-1")
    assert s.period == 2 and s.stamina == [6, 6] and s.pos == list(ON_GUARD)


# ============================================================================================
# Defences without cards
# ============================================================================================


def test_defend_by_distance_basic() -> None:
    """Basic: lose 1 SP, step back two squares, set the Straight Thrust aside and let the
    opponent discard a random card of the rest of the hidden hand, then draw one."""
    lost = set()
    for seed in range(12):
        b_hand = ["st3y-2", "sh4-1", "sh4-2", "bt4-2", "dis4-1", "pr4-1"]
        s = table(seed=seed, hands=(["st5-1", "bt4-1", "st4-1", "st4-2", "bt5-1", "st5-2"], b_hand),
                  timer=["sh7-2", "sh7-1"])
        play(s, "play st5-1")
        events = play(s, "distance")
        assert s.stamina[1] == 5 and s.pos == [4, 8]
        assert "st3y-2" in s.hand[1] and "sh7-1" in s.hand[1] and len(s.hand[1]) == 6
        (gone,) = [c for c in b_hand if c not in s.hand[1]]
        assert s.discards == [(gone, True, -1)]  # the opponent picked it: both see it
        lost.add(gone)
        assert s.points == [0, 0] and scored(events) == []
        assert s.phase == "turn" and s.turn == 1
    assert len(lost) > 2  # at random


def test_defend_by_distance_advanced_random_card_from_the_whole_hand() -> None:
    """Advanced drops the Straight Thrust rule: our reading, the random card may be any."""
    lost = set()
    for seed in range(30):
        b_hand = ["st3y-2", "sh4-1", "bt4-2"]
        s = table("advanced", seed=seed, hands=(["st5-1", "bt4-1"], b_hand))
        play(s, "play st5-1", "distance")
        lost |= set(b_hand) - set(s.hand[1])
    assert lost == {"st3y-2", "sh4-1", "bt4-2"}


def test_defend_by_distance_refused_above_speed_5() -> None:
    """A player cannot defend by distance against an attack faster than 5."""
    s = table(hands=(["bt6-1", "bt4-1"], REDS_B[:4]))
    play(s, "play bt6-1")
    assert s.plays[0]["speed"] == 7  # 6, +1 against a Line
    assert "distance" not in legal(s)
    refused(s, "distance", "faster than 5")
    s = table(weapons=("line", "invite"), hands=(["st5-1", "bt4-1"], REDS_B[:4]))
    play(s, "play st5-1")
    assert "distance" in legal(s)


def test_tutorial_defend_by_distance_discards_a_card_of_choice() -> None:
    """Tutorial: lose 1 SP, step back two squares, discard a card of your choice, draw one."""
    s = table("tutorial", hands=(["st5-1", "bt4-1"], ["sh4-1", "st4-2", "bt4-2"]), timer=["dis6-1"])
    play(s, "play st5-1")
    assert {"distance sh4-1", "distance st4-2", "distance bt4-2"} <= legal(s)
    play(s, "distance bt4-2")
    assert s.hand[1] == ["sh4-1", "st4-2", "dis6-1"] and s.pos == [4, 8] and s.stamina[1] == 5
    assert ("bt4-2", True, -1) in s.discards
    assert s.points == [0, 0] and s.turn == 1


def test_tutorial_defend_by_distance_has_no_speed_limit() -> None:
    """The limit of 5 is written in the basic mode's section; the tutorial's defence by distance
    has none."""
    s = table("tutorial", hands=(["bt6-1", "bt4-1"], ["st4-2", "bt4-2"]), timer=["dis6-1"])
    play(s, "play bt6-1")
    assert s.plays[0]["speed"] == 7  # 6, +1 against a Line
    assert "distance bt4-2" in legal(s)
    play(s, "distance bt4-2")
    assert s.points == [0, 0] and s.pos == [4, 8] and s.stamina[1] == 5


def test_defend_by_distance_into_the_run_off_gives_the_point_away() -> None:
    """Our reading: stepping back two squares onto one's own coloured end square is allowed,
    and the opponent gains the point for it."""
    s = table(pos=(5, 7), hands=(["st5-1", "bt4-1"], REDS_B[:4]))
    play(s, "play st5-1")
    events = play(s, "distance")
    assert scored(events) == [0] and s.points == [1, 0]
    assert s.last["reason"] == verdict("off_the_end") and s.pos == list(ON_GUARD)


def test_cardless_defence_only_against_a_red_first_action() -> None:
    """Defences without cards answer a red card played as a first fencing action; a
    counterattack (light blue) cannot be met without a card."""
    s = table("advanced", hands=(["st4-1", "ct7-1"], ["sh5-1", "st4-2"]))
    play(s, "play st4-1", "play sh5-1")
    assert s.to_move == 0 and legal(s) == {"pass", "play ct7-1"}
    refused(s, "parry 3")
    refused(s, "distance")
    s = table(hands=(["st4-1", "bt4-1"], ["sh5-1", "st4-2"]))
    play(s, "play st4-1", "play sh5-1")
    assert s.points == [0, 1]  # with nothing to answer with, A's phrase ends at once


def test_no_cardless_defence_at_0_sp() -> None:
    """When the stamina marker reaches zero, the defences without cards are closed."""
    # with only red cards and no stamina, B has nothing but to take the touch: judged at once
    s = table(stamina=(6, 0), hands=(["st4-1", "bt4-1"], REDS_B[:4]))
    play(s, "play st4-1")
    assert s.points == [1, 0] and s.phase == "turn" and s.turn == 1
    s = table("tutorial", stamina=(6, 0), hands=(["st4-1", "bt4-1"], REDS_T[:4]))
    play(s, "play st4-1")
    assert s.points == [1, 0]
    s = table(stamina=(6, 1), hands=(["st4-1", "bt4-1"], REDS_B[:4]))
    play(s, "play st4-1")
    assert legal(s) == {"pass", "distance"}  # 1 SP: a dodge, but no parry fast enough


def test_a_cardless_defence_only_once_a_phrase() -> None:
    """A defence without cards once per phrase: after a defence by distance and a Renewed Attack
    the defender may not step back again (the Renewed Attack card lets him parry once more)."""
    s = table("advanced", hands=(["st4-1", "ra-1"], REDS_B[:4]))
    play(s, "play st4-1", "distance")
    assert s.phase == "renew" and s.cardless == [False, True]
    play(s, "renew ra-1")
    assert s.to_move == 1
    assert "distance" not in legal(s) and "parry 3" in legal(s)
    refused(s, "distance")


# ============================================================================================
# Two-colour and special cards
# ============================================================================================


def test_parry_riposte_is_one_action_and_cannot_be_defended_by_distance() -> None:
    """Parry and Riposte parries and at once ripostes as a red card; it is one fencing action,
    and the riposte cannot be defended by distance (a parry without cards may meet it)."""
    s = table(hands=(["st4-1", "bt4-1"], ["pr5-1", "st4-2"]))
    play(s, "play st4-1", "play pr5-1")
    assert s.played(1) == 1 and s.plays[1]["role"] == "riposte"
    assert s.to_move == 0
    assert "distance" not in legal(s) and "parry 3" in legal(s)
    refused(s, "distance")


def test_parry_riposte_as_fast_as_the_attack_is_a_double_touch() -> None:
    """Our reading: each card is compared with the card it answers, and equal speeds touch
    both; a slower Parry and Riposte lets the attack through."""
    s = table(hands=(["st5-1", "bt4-1"], ["pr5-1", "pr4-1"]))
    events = play(s, "play st5-1", "play pr5-1")
    assert sorted(scored(events)) == [0, 1]
    s = table(hands=(["st5-1", "bt4-1"], ["pr5-1", "pr4-1"]))
    events = play(s, "play st5-1", "play pr4-1")
    assert scored(events) == [0]


def test_a_riposte_is_answered_by_dark_or_light_blue_cards() -> None:
    """The riposte is a red card: the attacker may meet it with a dark- or light-blue card."""
    s = table(hands=(["st4-1", "sh6-1", "pr6-1", "bt4-1"], ["pr5-1", "st4-2"]))
    play(s, "play st4-1", "play pr5-1")
    assert {"play sh6-1", "play pr6-1"} <= legal(s) and "play bt4-1" not in legal(s)
    events = play(s, "play sh6-1")
    assert scored(events) == [0]


def test_angulations_adds_1_and_is_not_a_fencing_action() -> None:
    """Angulations/Oppositions rides on a red or light-blue card: +1 to its speed, and it does
    not count as a fencing action."""
    s = table("advanced", hands=(["st4-1", "ang-1", "ct7-1"], ["sh5-1", "ang-2", "st4-2"]))
    play(s, "play st4-1 ang-1")
    assert s.plays[0]["speed"] == 5 and s.plays[0]["with"] == "ang-1"
    assert s.played(0) == 1 and s.stamina[0] == 5  # the Angulations card costs its 1 SP
    assert "play sh5-1 ang-2" in legal(s)
    play(s, "play sh5-1 ang-2")
    assert s.plays[1]["speed"] == 6
    assert s.to_move == 0 and "play ct7-1" in legal(s)  # A may still make his second action


def test_angulations_does_not_ride_on_a_parry() -> None:
    """Angulations helps attacks and counterattacks; a parry card takes no companion."""
    s = table("advanced", hands=(["st4-1", "bt4-1"], ["pr5-1", "ang-2"]))
    play(s, "play st4-1")
    assert "play pr5-1" in legal(s) and not any(t.startswith("play pr5-1 ") for t in legal(s))


def test_infighting_as_a_defence_steps_the_defender_in() -> None:
    """Infighting is a short-distance defence: played against a lunge, the defender steps in."""
    s = table(hands=(["st4-1", "bt4-1"], ["inf5-1", "st4-2"]))
    play(s, "play st4-1")
    events = play(s, "play inf5-1")
    assert s.pos == [4, 5] and FigureMoved(1, 6, 5) in events
    assert s.plays[1]["role"] == "riposte"


def test_infighting_is_answered_by_infighting_parry_riposte_or_a_cardless_defence() -> None:
    """Infighting works as Parry and Riposte and may be met by an identical card, a Parry and
    Riposte or a defence without cards."""
    b_hand = ["inf4-1", "pr4-1", "sh6-1", "st4-2", "tt5-1"]
    s = table(pos=(4, 5), hands=(["inf5-1", "bt4-1"], b_hand))
    play(s, "play inf5-1")
    plays = {a.card for a in s.legal_actions() if a.kind == "play"}
    assert plays == {"inf4-1", "pr4-1"}
    assert {"parry 3", "distance"} <= legal(s)
    refused(s, "play sh6-1", "Infighting is answered only by")


def test_fleche_one_defence_only_and_the_attacker_cannot_answer() -> None:
    """Only one card or defence may meet the Flèche, and the attacker cannot reply to it."""
    s = table(pos=(3, 6), hands=(["fk6-1", "pr6-1", "bt4-1"], ["sh7-1", "st4-2"]))
    play(s, "play fk6-1")
    events = play(s, "play sh7-1")  # faster; A holds a Parry and Riposte but may not use it
    assert scored(events) == [1] and s.pos == list(ON_GUARD)


def test_fleche_that_misses_the_defender_steps_forward_and_the_attacker_is_at_long_distance() -> None:
    """No touch after a Flèche: the defender advances one square and the attacker is put two
    squares away (long distance)."""
    s = table(pos=(3, 6), hands=(["fk6-1", "bt4-1"], REDS_B[:4]))
    play(s, "play fk6-1", "parry 3")
    assert s.points == [0, 0]
    assert s.pos == [2, 5] and s.distance() == 2
    assert s.phase == "turn" and s.turn == 1
    # not even a Renewed Attack follows a Flèche
    s = table("advanced", pos=(3, 6), hands=(["fk6-1", "ra-1"], REDS_B[:4]))
    play(s, "play fk6-1", "parry 3")
    assert s.phase == "turn" and s.turn == 1 and s.pos == [2, 5]


def test_toe_touch_only_a_stop_hit_or_a_defence_by_distance() -> None:
    """The Toe-Touch cannot be parried, only dodged or met by a Stop Hit; it wins immediately,
    so not even the Joker stops it."""
    b_hand = ["sh6-1", "pr6-1", "jk-1", "dis6-1", "inf5-1", "st4-2"]
    s = table("advanced", hands=(["tt5-1", "bt4-1"], b_hand))
    play(s, "play tt5-1")
    # a Stop Hit faster than the Toe-Touch is in hand, so no defence without cards either
    assert legal(s) == {"pass", "play sh6-1"}
    refused(s, "play jk-1", "Toe-Touch")
    refused(s, "parry 3")
    # with only a slower Stop Hit, the dodge is there (never the parry)
    s = table("advanced", hands=(["tt5-1", "bt4-1"], ["sh4-1", "pr6-1", "jk-1", "st4-2"]))
    play(s, "play tt5-1")
    assert legal(s) == {"pass", "play sh4-1", "distance"}
    refused(s, "parry 3")


def test_a_defence_without_cards_is_for_a_fencer_without_a_faster_answer() -> None:
    """"If a player does not have a Light-Blue or a Dark-Blue card, or has one but with a speed
    number lower than the one in the RED card ..., that player may declare a defensive action
    without cards." """
    s = table("basic", hands=(["st4-1", "bt4-1"], ["sh6-1", "st3y-2"]))
    play(s, "play st4-1")
    assert "parry 2" not in legal(s) and "distance" not in legal(s)
    refused(s, "parry 2", "answers it faster")
    s = table("basic", hands=(["st4-1", "bt4-1"], ["sh4-1", "st3y-2"]))  # only as fast: no answer
    play(s, "play st4-1")
    assert {"parry 2", "distance", "play sh4-1"} <= legal(s)


def test_ceding_parry_wins_immediately_against_a_glide_attack_or_flanconade() -> None:
    """The Ceding Parry, made against a Glide Attack or a Flanconade, scores at once."""
    for attack in ("ga6-1", "fc6-1"):
        s = table("advanced", weapons=("engage", "line"), hands=([attack, "ct7-1"], ["cp6-1", "st4-2"]))
        play(s, f"play {attack}")
        events = play(s, "play cp6-1")
        assert scored(events) == [1] and s.points == [0, 1]
        assert s.last["reason"] == verdict("wins_at_once", card="cp6-1")


def test_ceding_parry_only_against_a_glide_attack_or_flanconade() -> None:
    """A Ceding Parry is made on a glide: against any other attack it is not played."""
    s = table("advanced", hands=(["st4-1", "bt4-1"], ["cp6-1", "st4-2"]))
    play(s, "play st4-1")
    assert "play cp6-1" not in legal(s)
    refused(s, "play cp6-1")
    # nor against a counterattack, though it is a dark-blue card
    s = table("advanced", hands=(["st4-1", "cp6-2"], ["sh5-1", "st4-2"]))
    play(s, "play st4-1", "play sh5-1")
    assert s.points == [0, 1]  # A could not answer with it: the stop hit scored at once


def test_counter_time_only_against_a_light_blue_card() -> None:
    """Counter-Time neutralises a counterattack: played only against a light-blue card."""
    s = table("advanced", hands=(["st4-1", "ct7-1"], ["sh5-1", "pr5-1"]))
    play(s, "play st4-1", "play sh5-1")
    assert "play ct7-1" in legal(s)
    s = table("advanced", hands=(["st4-1", "ct7-1"], ["sh5-1", "pr5-1"]))
    play(s, "play st4-1", "play pr5-1")
    assert "play ct7-1" not in legal(s)
    s = table("advanced", to_move=1, hands=(["ct7-1", "bt4-1"], ["st4-2", "sh4-1"]))
    play(s, "play st4-2")
    assert "play ct7-1" not in legal(s)


def test_counter_time_is_the_defenders_too_against_a_light_blue_answer_to_his_riposte() -> None:
    """Our reading: Counter-Time answers any light-blue card, so the defender may play it
    against a Stop Hit made on his riposte."""
    s = table("advanced", hands=(["st4-1", "sh6-1", "bt4-1"], ["pr5-1", "ct7-1", "st4-2"]))
    play(s, "play st4-1", "play pr5-1", "play sh6-1")
    assert s.to_move == 1 and legal(s) == {"pass", "play ct7-1"}
    events = play(s, "play ct7-1")
    assert scored(events) == [1]


def test_feint_in_time_only_against_counter_time() -> None:
    """The Feint in Time is a counterattack on a Counter-Time, and nothing else."""
    s = table("advanced", hands=(["st4-1", "ct7-1"], ["fit9-1", "sh5-1"]))
    play(s, "play st4-1")
    assert "play fit9-1" not in legal(s)
    play(s, "play sh5-1", "play ct7-1")
    assert "play fit9-1" in legal(s)
    events = play(s, "play fit9-1")
    assert scored(events) == [1]


def test_the_joker_is_never_played_first() -> None:
    """The Joker cannot be played as the first card."""
    s = table("advanced", hands=(["jk-1", "st4-1"], ["jk-2"]))
    refused(s, "play jk-1", "red card")


def test_the_joker_beats_every_card() -> None:
    """The Joker wins over every card of the opponent (but for those that win immediately)."""
    s = table("advanced", hands=(["fl7-1", "bt4-1"], ["jk-1", "st4-2"]))
    play(s, "play fl7-1")
    events = play(s, "play jk-1")
    assert scored(events) == [1] and s.stamina[1] == 4  # the Joker costs 2 SP
    # against a counterattack too
    s = table("advanced", hands=(["st4-1", "jk-1"], ["sh7-1", "st4-2"]))
    play(s, "play st4-1", "play sh7-1")
    events = play(s, "play jk-1")
    assert scored(events) == [0]


def test_joker_against_joker_is_a_double_touch() -> None:
    """Our reading: two Jokers are equal, a double touch; only a Joker answers a Joker."""
    s = table("advanced", hands=(["st4-1", "jk-1", "ct7-1"], ["jk-2", "st4-2"]))
    play(s, "play st4-1", "play jk-2")
    assert {a.card for a in s.legal_actions() if a.kind == "play"} == {"jk-1"}
    refused(s, "play ct7-1", "only a Joker")
    events = play(s, "play jk-1")
    assert sorted(scored(events)) == [0, 1]


def test_renewed_attack_after_a_card_defence() -> None:
    """The Renewed Attack follows an attack a defence card stopped: the same attack again, +1."""
    s = table("advanced", hands=(["st4-1", "ra-1"], ["sh5-1", "st4-2", "pr5-1"]))
    play(s, "play st4-1", "play sh5-1")
    assert "renew ra-1" in legal(s)
    play(s, "renew ra-1")
    assert s.plays[-1]["speed"] == 5 and s.plays[-1]["renewed"] and s.stamina[0] == 5
    assert s.to_move == 1 and {"pass", "play pr5-1", "parry 3"} <= legal(s)


def test_a_renewed_attack_after_a_card_defence_lands_unless_defended_again() -> None:
    """The opponent must defend the renewed attack again, with another defensive card or a
    parry; his first card was spent on the first attack, so if he does not, it lands (never a
    double touch against that first card)."""
    s = table("advanced", hands=(["st4-1", "ra-1"], ["sh5-1", "st4-2", "pr5-1"]))
    events = play(s, "play st4-1", "play sh5-1", "renew ra-1", "pass")
    assert scored(events) == [0] and s.points == [1, 0]  # 5 against the Stop Hit's 5: no double
    assert s.last["reason"] == verdict("unanswered", card="ra-1")
    # with nothing left to defend with, it lands at once
    s = table("advanced", hands=(["st3y-1", "ra-1"], ["sh4-1", "st4-2"]), stamina=(6, 0))
    events = play(s, "play st3y-1", "play sh4-1", "renew ra-1")
    assert scored(events) == [0] and s.phase == "turn" and s.turn == 1
    # defended again, the phrase goes on as usual: a faster riposte, let stand
    s = table("advanced", hands=(["st4-1", "ra-1"], ["sh5-1", "st4-2", "pr6-1"]))
    events = play(s, "play st4-1", "play sh5-1", "renew ra-1", "play pr6-1", "pass")
    assert scored(events) == [1]


def test_renewed_attack_after_a_cardless_parry() -> None:
    """The Renewed Attack may follow a parry without cards; the opponent may parry again."""
    s = table("advanced", hands=(["st4-1", "ra-1"], REDS_B[:4]))
    play(s, "play st4-1", "parry 2")
    assert s.phase == "renew" and s.to_move == 0 and legal(s) == {"pass", "renew ra-1"}
    play(s, "renew ra-1")
    assert s.plays[-1]["speed"] == 5 and s.stamina[1] == 4
    assert "parry 3" in legal(s) and "parry 2" not in legal(s)
    play(s, "parry 3")
    assert s.points == [0, 0] and s.stamina[1] == 1


def test_renewed_attack_after_a_defence_by_distance_costs_the_defender_another_sp() -> None:
    """After a defence by distance the Renewed Attack makes the opponent lose another SP; our
    reading: the attacker closes to lunge distance again."""
    s = table("advanced", hands=(["st4-1", "ra-1"], REDS_B[:4]))
    play(s, "play st4-1", "distance")
    assert s.stamina[1] == 5 and s.pos == [4, 8]
    play(s, "renew ra-1")
    assert s.stamina[1] == 4 and s.pos == [6, 8] and s.distance() == 1


def test_letting_the_renewal_go_ends_the_phrase_with_no_touch() -> None:
    """If the attacker does not renew after a cardless defence, the defence held."""
    s = table("advanced", hands=(["st4-1", "ra-1"], REDS_B[:4]))
    play(s, "play st4-1", "parry 2", "pass")
    assert s.points == [0, 0] and s.phase == "turn" and s.turn == 1


def test_example_the_feint_swapped_for_a_faster_card_scores() -> None:
    """Example: A plays a Straight Thrust (3), B a Stop Hit (6); A plays the Feint and swaps the
    thrust for an offensive card faster than 6: A scores."""
    s = table("advanced", hands=(["st3y-1", "ft-1", "fl7-1", "st4-1"], ["sh6-1", "bt4-2"]))
    play(s, "play st3y-1", "play sh6-1")
    assert {"feint ft-1 fl7-1", "feint ft-1 st4-1", "feint ft-1 stop"} <= legal(s)
    events = play(s, "feint ft-1 fl7-1")
    assert scored(events) == [0] and s.points == [1, 0]
    assert s.stamina[0] == 3  # the Flick costs 3 SP
    assert {"st3y-1", "ft-1", "fl7-1", "st4-1"} <= set(s.hand[0])  # all back in hand


def test_feint_swapped_for_an_equal_card_is_a_double_touch() -> None:
    """Feint, option 1: a new card of the same speed as the defence gives a double touch."""
    s = table("advanced", hands=(["st3y-1", "ft-1", "dis6-1"], ["sh6-1", "bt4-2"]))
    play(s, "play st3y-1", "play sh6-1")
    events = play(s, "feint ft-1 dis6-1")
    assert sorted(scored(events)) == [0, 1] and s.last["plays"][0]["replaced"]


def test_example_the_feint_ends_the_phrase_with_no_touch_and_the_turn_passes() -> None:
    """Example, option 2: A ends the phrase; no touch is scored and the turn passes to B
    (A has seen B's defence card)."""
    s = table("advanced", hands=(["st3y-1", "ft-1", "fl7-1"], ["sh6-1", "bt4-2"]))
    play(s, "play st3y-1", "play sh6-1")
    events = play(s, "feint ft-1 stop")
    assert scored(events) == [] and s.points == [0, 0]
    assert s.phase == "turn" and s.turn == s.to_move == 1
    assert "sh6-1" in s.known[1]  # B's defence card is known now


def test_feint_only_after_the_defender_answered_with_a_card() -> None:
    """The Feint follows a first red card and the opponent's defence card; never on its own, nor
    after a defence without cards."""
    s = table("advanced", hands=(["st4-1", "ft-1", "ra-1"], REDS_B[:4]))
    play(s, "play st4-1", "parry 3")
    assert not any(t.startswith("feint") for t in legal(s))
    s = table("advanced", hands=(["st4-1", "ft-1"], REDS_B[:4]))
    play(s, "play st4-1", "parry 3")
    assert s.phase == "turn"  # no feint: the phrase was over


# ============================================================================================
# The strip
# ============================================================================================


@pytest.mark.parametrize(("seat", "pos"), [(0, (1, 6)), (1, (3, 8))])
def test_going_off_the_end_of_the_strip_gives_the_opponent_a_point(seat: int, pos: tuple[int, int]) -> None:
    """A fencer who reaches the coloured square at his end of the strip gives his opponent a
    point; both go back on guard."""
    s = table(to_move=seat, pos=pos, hands=(["st4-1"], ["st4-2"]))
    events = play(s, "back")
    assert scored(events) == [1 - seat]
    assert s.points[1 - seat] == 1 and s.pos == list(ON_GUARD)
    assert s.last["reason"] == verdict("off_the_end")
    assert s.turn == 1 - seat  # his turn is over


def test_advanced_retreat_off_the_end_of_the_strip() -> None:
    """The Retreat's two squares may run a fencer off his end too."""
    s = table("advanced", pos=(2, 6), hands=(["st4-1"], ["st4-2"]))
    events = play(s, "retreat")
    assert scored(events) == [1]


# ============================================================================================
# Targets, periods, time and ties
# ============================================================================================


@pytest.mark.parametrize(("mode", "target", "ok"), [
    ("tutorial", 5, True), ("tutorial", 10, True), ("tutorial", 15, True),
    ("basic", 5, True), ("basic", 10, True), ("basic", 15, False),
    ("advanced", 5, True), ("advanced", 10, False), ("advanced", 15, True),
])
def test_targets_per_mode(mode: str, target: int, ok: bool) -> None:
    """Basic bouts go to 5 (pools) or 10 (direct elimination, two periods); advanced to 5 or
    15 (three periods); the tutorial to 5, 10 or 15."""
    if ok:
        s = GAME.new({"mode": mode, "target": target}, 1)
        assert isinstance(s, ReadyFenceState) and s.target == target
        assert s.periods == (1 if mode == "tutorial" else {5: 1, 10: 2, 15: 3}[target])
    else:
        with pytest.raises(OptionError) as e:
            GAME.new({"mode": mode, "target": target}, 1)
        assert e.value.name == "target" and str(target) in str(e.value)


def test_reaching_the_target_wins_the_bout() -> None:
    """The bout is won by the player who scores the last touch."""
    s = table(points=(4, 2), hands=(["st4-1", "bt4-1"], ["st4-2"]))
    events = play(s, "play st4-1", "pass")
    assert s.phase == "over" and s.winner == 0 and s.returns() == (1.0, -1.0)
    assert events[-1] == GameOver(0) and s.legal_actions() == []


def test_when_time_runs_out_the_highest_score_wins() -> None:
    """The game ends when the last Timer card is drawn; the higher score wins."""
    s = table(points=(1, 2), hands=(["st3y-1", "st4-1", "bt4-1"], ["st3y-2"]), timer=["sh4-1"])
    events = play(s, "discard bt4-1")
    assert s.phase == "over" and s.winner == 1 and s.reason == verdict("time_ran_out", a=1, b=2)
    assert GameOver(1) in events


def test_a_stall_can_run_the_clock_out() -> None:
    """The Stall burns a Timer card: the last one ends the period too."""
    s = table(points=(2, 1), hands=(["st4-1"], ["st4-2"]), timer=["sh4-1"])
    play(s, "stall")
    assert s.phase == "over" and s.winner == 0


def test_basic_second_period_reshuffles_every_card_not_in_a_hand() -> None:
    """Basic, 10 touches: when the first period's Timer is empty, every B card not in a hand is
    gathered and shuffled into the new Timer deck; our reading: all of them."""
    s = table("basic", target=10, points=(3, 2), hands=(["st3y-1", "st4-1", "bt4-1"], ["st3y-2", "sh4-2"]),
              timer=["sh4-1"])
    play(s, "discard bt4-1")
    assert s.period == 2 and s.phase == "turn" and s.points == [3, 2]
    assert sorted(s.timer) == sorted(c for c in mode_cards("basic") if c not in s.hand[0] + s.hand[1])
    assert s.stock == [] and s.discards == []
    assert s.timer != sorted(s.timer, key=mode_cards("basic").index)  # shuffled


def test_a_tie_when_time_runs_out_goes_to_overtime_with_priority() -> None:
    """A tie at the end of the last period: overtime with a 4-card Timer drawn from the
    reshuffled discards, the hands kept, and Priority given by the coin."""
    priorities = set()
    for seed in range(8):
        s = table(seed=seed, points=(2, 2), hands=(["st3y-1", "st4-1", "bt4-1"], ["st3y-2"]), timer=["sh4-1"])
        s.discards = [(c, False, -1) for c in s.stock[:6]]
        s.stock = s.stock[6:]
        discarded = {c for c, _, _ in s.discards} | {"bt4-1"}
        play(s, "discard bt4-1")
        assert s.phase == "turn" and s.overtime and s.priority in (0, 1)
        assert len(s.timer) == 4 and set(s.timer) <= discarded
        assert s.hand == [["st3y-1", "st4-1", "sh4-1"], ["st3y-2"]]
        assert s.pos == list(ON_GUARD)
        priorities.add(s.priority)
    assert priorities == {0, 1}


def test_overtime_the_first_touch_wins() -> None:
    """In overtime the first player to score a point wins the bout."""
    s = table(points=(2, 2), overtime=True, priority=1, timer_size=4, hands=(["st4-1", "bt4-1"], ["st4-2"]))
    play(s, "play st4-1", "pass")
    assert s.phase == "over" and s.winner == 0 and s.points == [3, 2]


def test_overtime_a_double_touch_decides_nothing() -> None:
    """Our reading: in overtime (sudden death) a double touch does not count."""
    s = table(points=(2, 2), overtime=True, priority=1, timer_size=4,
              hands=(["st5-1", *REDS_B, "bt4-1"], ["sh5-1", "dis4-1", "dis5-1", "dis5-2", "dis6-1", "pr4-1"]))
    play(s, "play st5-1", "play sh5-1")
    assert s.phase == "turn" and s.points == [2, 2]


def test_overtime_priority_wins_when_the_timer_runs_out() -> None:
    """If nobody scores before the 4-card Timer is spent, the player with Priority wins."""
    s = table(points=(2, 2), overtime=True, priority=1, hands=(["st3y-1", "st4-1", "bt4-1"], ["st3y-2"]),
              timer=["sh4-1"])
    play(s, "discard bt4-1")
    assert s.phase == "over" and s.winner == 1 and s.reason == verdict("priority_wins")


def test_tutorial_tie_plays_on_with_the_hands() -> None:
    """Tutorial: tied when time runs out, the bout goes on with the cards in hand; the first
    valid touch wins."""
    s = table("tutorial", pos=(3, 6), points=(1, 1), hands=(["st4-1", "bt4-1"], ["sh4-1", "st4-2"]),
              timer=["sh4-2"])
    play(s, "advance", "weapon invite", "discard bt4-1")
    assert s.playon and s.phase == "turn" and s.turn == 1 and s.timer == []
    play(s, "back", "advance")  # no Timer card: no end-of-turn discard either
    assert s.turn == 0
    play(s, "play st4-1", "pass")
    assert s.phase == "over" and s.winner == 0 and s.points == [2, 1]


def test_tutorial_play_on_the_player_without_cards_loses() -> None:
    """Tutorial play-on: the player left without cards loses."""
    s = table("tutorial", points=(1, 1), playon=True, timer=[], hands=(["st5-1"], ["sh5-1", "st4-2"]))
    play(s, "play st5-1", "play sh5-1")  # a double touch does not count in sudden death ...
    assert s.points == [1, 1]
    assert s.phase == "over" and s.winner == 1 and s.reason == verdict("out_of_cards")  # ... A has no cards
    s = table("tutorial", pos=(3, 6), points=(1, 1), playon=True, timer=[], hands=(["st5-1"], []))
    play(s, "advance", "back")  # B's turn comes, and he has nothing in hand
    assert s.phase == "over" and s.winner == 0 and s.reason == verdict("out_of_cards_other")


# ============================================================================================
# The Straight Thrust rule (basic)
# ============================================================================================


def test_basic_straight_thrust_rule() -> None:
    """Basic: a player always keeps a Straight Thrust; the yellow 3 may be discarded only for a
    Straight Thrust of higher speed in hand."""
    s = table(hands=(["st3y-1", "bt4-1", "sh4-1"], ["st3y-2"]))
    assert "discard st3y-1" not in legal(s) and "discard bt4-1" in legal(s)
    refused(s, "discard st3y-1", "Straight Thrust rule")
    s = table(hands=(["st3y-1", "st4-1", "sh4-1"], ["st3y-2"]))
    assert {"discard st3y-1", "discard st4-1"} <= legal(s)
    s = table(hands=(["st3y-1", "st3y-2", "sh4-1"], []))
    assert "discard st3y-1" not in legal(s) and "discard st3y-2" not in legal(s)
    s = table(hands=(["st4-1", "sh4-1"], ["st3y-2"]))
    assert "discard st4-1" not in legal(s)  # the only Straight Thrust in hand stays


def test_advanced_drops_the_straight_thrust_rule() -> None:
    """Advanced: the Straight Thrust may be discarded at any time."""
    s = table("advanced", hands=(["st3y-1", "bt4-1"], ["st4-2"]))
    assert "discard st3y-1" in legal(s)
    play(s, "discard st3y-1")
    assert "st3y-1" not in s.hand[0]


def test_our_rule_six_passive_turns_burn_a_timer_card() -> None:
    """Non-combativity (our rule, option passivity=on): six turns in a row without a phrase or
    a card drawn burn the top Timer card, so the clock runs even if nobody attacks."""
    s = table(pos=(3, 6), hands=(["st4-1"], ["st4-2"]), timer_size=5, passivity="on")
    top = s.timer[-1]
    for turn in range(5):
        play(s, "advance", "back")
        assert s.passive == turn + 1 and len(s.timer) == 5
    play(s, "advance", "back")
    assert s.passive == 0 and len(s.timer) == 4 and s.discards == [(top, False, -1)]
    s = table(pos=(3, 6), hands=(["st4-1", "bt4-1"], ["st4-2"]), timer_size=5, passivity="on")
    play(s, "advance", "discard bt4-1")  # a card drawn: the clock ran
    assert s.passive == 0
    s = table(pos=(3, 6), hands=(["st4-1"], ["st4-2"]), timer_size=5, passivity="on")
    play(s, "stall keep")  # a stall without its Timer card is a quiet turn
    assert s.passive == 1


def test_without_our_passivity_rule_quiet_turns_never_burn_the_timer() -> None:
    """The rulebook's clock (the default): only cards drawn and a stall's burn spend the Timer."""
    s = table(pos=(3, 6), hands=(["st4-1"], ["st4-2"]), timer_size=5)
    for _ in range(20):
        play(s, "advance", "back")
    assert len(s.timer) == 5 and s.discards == []


def test_the_phrase_and_the_actions_say_why_they_are_refused() -> None:
    """A well-formed action that is not legal says why in words."""
    s = table(hands=(["st4-1"], ["st4-2"]))
    refused(s, "play st4-2", "not in your hand")
    refused(s, "pass", "not now", "advance")
    with pytest.raises(IllegalAction):
        s.apply(("pass", "", ""))  # type: ignore[arg-type]
    assert s.apply(Action("back"))  # a real action works


# --- found in review: each was wrong once ------------------------------------------------


def test_a_renewed_attack_left_unanswered_after_a_cardless_parry_lands() -> None:
    """A parry without cards never touches: the renewed attack it cannot meet again lands."""
    s = table("advanced", hands=(["st4-1", "ra-1"], ["st4-2", "st5-1", "st5-2", "bt4-1"]))
    play(s, "play st4-1", "parry 3", "renew ra-1", "pass")
    assert s.points == [1, 0] and s.last["reason"] == verdict("unanswered", card="ra-1")


def test_cards_on_the_piste_are_not_listed_as_known_in_the_hand() -> None:
    """A card renewed or swapped in by a Feint leaves the hand and what the other seat knows of
    it; a save made mid-phrase loads again."""
    s = table("advanced", hands=(["st4-1", "ra-1"], ["sh5-1", "st4-2"]))
    s.known[0] = ["ra-1"]
    play(s, "play st4-1", "play sh5-1", "renew ra-1")
    assert s.known[0] == [] and type(s).from_json(s.to_json()).to_json() == s.to_json()
    play(s, "pass")
    assert sorted(s.known[0]) == ["ra-1", "st4-1"]  # taken back, seen by both, each once


def test_a_missed_fleche_near_the_attackers_end_still_leaves_long_distance() -> None:
    """The attacker lands two empty squares from the defender; if there is no room behind him,
    the defender does not step in."""
    s = table("basic", hands=(["fk5-1", "st4-1"], ["st4-2", "bt4-1"]), pos=(1, 4))
    play(s, "play fk5-1", "parry 3")
    assert s.distance() == 2 and s.pos == [1, 4]


def test_an_uncounted_double_touch_after_a_fleche_keeps_the_positions() -> None:
    s = table("basic", hands=(["fk5-1", "st4-1"], ["sh5-1", "bt4-1"]), pos=(3, 6), points=(4, 4))
    play(s, "play fk5-1", "play sh5-1")
    assert s.points == [4, 4] and s.pos == [3, 6]


def test_a_renewed_infighting_is_fenced_at_short_distance() -> None:
    s = table("advanced", hands=(["inf4-1", "ra-1"], ["st4-2", "bt4-1"]), pos=(5, 6))
    play(s, "play inf4-1", "distance", "renew ra-1")
    assert s.distance() == 0 and s.plays[-1]["kind"] == "infighting"


def test_a_stop_hit_against_a_toe_touch_still_needs_line() -> None:
    """The Toe-Touch's answer is a Stop Hit, and a Stop Hit is made from Line."""
    s = table("basic", weapons=("line", "engage"), hands=(["tt5-1", "bt4-1"], ["sh6-1", "st4-2"]))
    play(s, "play tt5-1")
    assert "play sh6-1" not in legal(s)
