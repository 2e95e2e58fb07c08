"""The defaults are the rulebook's: each Audatia option's default is pinned to the passage of the
rulebook it comes from (a short locator in a comment), and an option that is our invention is
off by default and says so in its help (the new-game dialog shows it)."""

from __future__ import annotations

import re

from engine.games.audatia import CHARACTERS, OPTIONS
from engine.games.audatia.cards import character_decks
from tests.audatia.build import BOU, GAL, GAME, find_all, kinds, strike, struck

DEFAULTS = {o.name: o.default for o in OPTIONS}
HELP = {o.name: o.help for o in OPTIONS}


def test_every_option_has_its_default_pinned_below() -> None:
    # a new option needs its own test here, with the passage its default comes from
    assert set(DEFAULTS) == {"variant", "break", "challenger", "challenger_deck", "respondent_deck"}


def test_variant_defaults_to_the_basic_rules() -> None:
    # rulebook: Rules (Setup 4, Basic cards in hand); the Salle bout and Sudden death are the
    # "Additional rules", which the rulebook itself calls experimental and not official
    assert DEFAULTS["variant"] == "duel"
    s = GAME.new({}, seed=5)
    for seat in (0, 1):
        assert sorted(s.hand[seat]) == sorted(s.decks[seat].basics())
    assert "Roland" in HELP["variant"] and "Guy" in HELP["variant"]  # named as their authors'


def test_break_rule_defaults_off() -> None:
    # rulebook: Thrust Process 2.3, marked as an optional rule
    assert DEFAULTS["break"] == "off"
    assert "optional" in HELP["break"]
    offered = {}
    for brk in (DEFAULTS["break"], "on"):
        s = struck(strike(BOU, "p", attack=True), brk=brk, hands=(None, find_all(GAL, breaks=True)))
        offered[brk] = "break" in kinds(s)
    assert offered == {"off": False, "on": True}  # a thrust is broken only with the rule on


def test_the_first_seat_is_the_challenger() -> None:
    # rulebook: Setup 1 recommends that the player who suggested the game be the Challenger:
    # the first seat is the one who starts the new game
    assert DEFAULTS["challenger"] == 0
    s = GAME.new({}, seed=1)
    assert s.challenger == 0 and s.to_move == 0  # he discards first (Setup 5)


def test_the_decks_default_to_the_two_fencers_of_the_rulebook() -> None:
    # rulebook: Setup 2 leaves the choice of decks to the players; its introduction names the
    # two fencers, Boucicaut and Galeazzo da Mantoa, so by default they face each other
    assert {DEFAULTS["challenger_deck"], DEFAULTS["respondent_deck"]} == set(CHARACTERS)
    decks = character_decks()
    titles = {decks[d].title for d in CHARACTERS}
    assert any("Boucicaut" in t for t in titles) and any("Galeazzo" in t for t in titles)


def test_an_invention_is_off_by_default_and_named_as_ours() -> None:
    # our inventions are options that a player turns on; none may be on by default
    for o in OPTIONS:
        if re.search(r"\bours?\b", o.help, re.IGNORECASE):
            assert o.default == "off", f"{o.name} is named as ours but is on by default"
        if set(o.choices) == {"on", "off"} and o.default == "on":
            raise AssertionError(f"{o.name} is on by default: only a rule the rulebook states may be")
