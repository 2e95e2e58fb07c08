"""The defaults are the rulebook's: one test per option's default value, each pinned to the
passage of the rulebook it comes from (named in a comment by its section), so that a later change
of a default cannot drift away from the text silently. Our inventions are options that default
to off."""

from __future__ import annotations

from engine.games.ready_fence.cards import mode_cards
from engine.games.ready_fence.state import TIMER, ReadyFenceState
from tests.ready_fence.helpers import GAME, play, table

DEFAULTS = GAME.parse_options({})


def test_every_option_default_is_pinned_here() -> None:
    """A new option needs its own test below: the defaults listed are all there are."""
    assert set(DEFAULTS) == {"mode", "target", "first", "counters", "passivity"}


def test_mode_defaults_to_basic() -> None:
    # Basic Game Mode, Game Setup: the B cards, a yellow Straight Thrust given to each fencer.
    # The basic mode is the one the rulebook writes out in full (the advanced mode refers to it).
    assert DEFAULTS["mode"] == "basic"
    s = GAME.new({}, 3)
    assert isinstance(s, ReadyFenceState)
    assert len(s.deck) == len(mode_cards("basic")) == 35
    for seat in (0, 1):
        assert any(c.startswith("st3y") for c in s.hand[seat])


def test_target_defaults_to_5_touches_one_period() -> None:
    # Basic Game Mode, Game Setup, "Select the score": 5 points for the Pools.
    # End of Game: a 5-point bout has one bout period.
    assert DEFAULTS["target"] == 5
    s = GAME.new({}, 3)
    assert isinstance(s, ReadyFenceState)
    assert s.target == 5 and s.periods == 1 and len(s.timer) == TIMER


def test_first_defaults_to_the_initiative_coin() -> None:
    # Game Setup, "Toss the Initiative coin" for the starting player.
    assert DEFAULTS["first"] == "coin"
    starters = set()
    for seed in range(16):
        s = GAME.new({}, seed)
        assert isinstance(s, ReadyFenceState)
        starters.add(s.first)
    assert starters == {0, 1}


def test_counters_default_off_every_weapon_bonus_counts() -> None:
    # Changing the Position of the Weapon, the three positions: Invitation's +1 on all defensive
    # actions and Engagement's -1 to the attack hold whatever the other blade does (the rock,
    # paper, scissors remark is a description; cancelling positions is our variant).
    assert DEFAULTS["counters"] == "off"
    for attacker in ("line", "invite", "engage"):
        s = table(weapons=(attacker, "invite"), hands=(["st5-1", "bt4-1"], ["st4-2"]))
        assert s.parry_speed(1, 2) == 5  # the Parry example: 2 x 2 + 1
        s = table(to_move=1, weapons=("engage", attacker), hands=(["sh4-1"], ["st3y-2", "bt4-1"]))
        play(s, "play st3y-2")
        assert s.plays[0]["speed"] == 2  # the Engagement example: 3 - 1


def test_passivity_defaults_off_the_timer_runs_only_on_cards() -> None:
    # The Game Board, "Time countdown": the cards drawn are the time elapsed; End of Game. A card
    # burnt after quiet turns (non-combativity) is our rule.
    assert DEFAULTS["passivity"] == "off"
    s = table(pos=(3, 6), hands=(["st4-1", "bt4-1"], ["st4-2"]), timer_size=5)
    for _ in range(12):
        play(s, "advance", "back")
    assert len(s.timer) == 5
    play(s, "advance", "discard bt4-1")  # a card drawn: time passes
    assert len(s.timer) == 4
