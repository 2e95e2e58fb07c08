"""The coach's reasons for a Barditus order: sentences a commander can check against the
board, with the dice, the hits, the counter-attack, the cost and the margin from breaking the
rules give."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.games.barditus import GAME
from engine.games.barditus.actions import HOLD, LEAD, Action
from engine.games.barditus.reasons import reasons
from engine.games.barditus.state import BarditusState
from tests.barditus.helpers import battle, lay, orders
from tests.tools.test_words import card_ids, notation_words, tokens

# the decisions of every battle that always come with a reason
ALWAYS = ("general", "battle", "rally", "reserve", "lead", "hold", "retreat", "destroy", "pursue", "return",
          "bring")


def walk(seeds: range) -> list[BarditusState]:
    """Positions of random legal battles where the seat to act has a choice."""
    out = []
    for seed in seeds:
        s = GAME.new({"leading": "on"}, seed)
        assert isinstance(s, BarditusState)
        rng = random.Random(seed)
        while not s.is_terminal():
            if s.is_chance():
                s.apply(s.sample_chance())
                continue
            if len(s.legal_actions()) > 1 and s.phase not in ("build", "deploy"):
                out.append(s.clone())
            s.apply(rng.choice(s.legal_actions()))
    return out


@pytest.fixture(scope="module")
def positions() -> list[BarditusState]:
    return walk(range(4))


def said(s: BarditusState, a: Action) -> list[str]:
    assert a in s.legal_actions(), a
    return reasons(s.view(s.to_move), a)


def test_every_reason_is_a_short_sentence_without_ids_or_notation(positions: list[BarditusState]) -> None:
    ids = card_ids("barditus")
    for s in positions[::2]:
        legal = s.legal_actions()
        forbidden = ids | notation_words(s, legal)
        for a in legal:
            out = said(s, a)
            assert len(out) <= 3
            for r in out:
                assert r and r[0].isupper() and r.endswith("."), (a, r)
                assert not tokens(r) & forbidden, (a, r)
                assert "(s)" not in r and "{" not in r, r


def test_the_decisions_of_every_battle_come_with_a_reason(positions: list[BarditusState]) -> None:
    met: Counter[str] = Counter()
    for s in positions:
        for a in s.legal_actions():
            if a.kind in ALWAYS:
                met[a.kind] += 1
                assert said(s, a), (s.phase, s.describe(a))
    assert {"general", "battle", "rally", "retreat", "destroy", "lead", "hold"} <= set(met)


def test_a_hit_taken_says_the_margin_it_leaves(positions: list[BarditusState]) -> None:
    met = 0
    for s in positions:
        for a in s.legal_actions():
            if a.kind not in ("retreat", "destroy"):
                continue
            after = s.clone()
            after.step(a)
            now, then = s.margin(s.to_move), after.margin(s.to_move)
            want = (f"Your army still stands {now} from breaking." if now == then
                    else f"Your army then stands {then} from breaking ({now} now).")
            assert said(s, a) == [want]
            met += 1
    assert met


def gallic_orders() -> BarditusState:
    """The default armies; the Gauls give orders with 4 command points, the general on column 1."""
    s = battle()
    orders(s, seat=1, command=4, general=1)
    return s


def test_an_attack_on_three_shields_needs_a_4() -> None:
    s = gallic_orders()
    # the Warriors' three men on swords against the Hastati's three on shields; the Hastati's two
    # swords strike back at the Warriors' two shields
    assert said(s, Action("battle", 0, -1)) == [
        "It rolls 3 dice against 3 shields: each scores on a 4 or more, about 1.5 hits.",
        "He strikes back with 2 dice as the cards stand, scoring on a 3 or more; each 6 you roll sends a "
        "pursuer that takes one of them away.",
        "It costs nothing: it is this card's first order this turn, where the general stands.",
    ]
    # the Levy, next to the general, against the Principes' two shields
    assert said(s, Action("battle", 1, -1)) == [
        "It rolls 3 dice against 2 shields: each scores on a 3 or more, about 2.0 hits.",
        "He strikes back with 3 dice as the cards stand, scoring on a 3 or more; each 6 you roll sends a "
        "pursuer that takes one of them away.",
        "It costs 2 command points of your 4, leaving 2.",
    ]


def test_a_flank_attack_draws_no_counter_attack_and_skirmishers_may_evade() -> None:
    s = gallic_orders()
    lay(s, 0, "F2", ".../../..")  # the Principes are gone: the Levy may strike either flank
    assert said(s, Action("battle", 1, 0))[1] == "A flank attack draws no counter-attack."
    assert said(s, Action("battle", 3, -1))[0] == \
        "It rolls 2 dice against 0 shields: each scores on a 2 or more, about 1.7 hits before his " \
        "skirmishers evade."


def test_an_army_near_breaking_is_said() -> None:
    s = gallic_orders()
    s.lost[0] += s.margin(0)  # as many of the Romans destroyed as their shields and morale hold
    assert s.margin(0) == 0
    assert said(s, Action("battle", 0, -1))[2] == f"His army stands 0 from breaking, yours {s.margin(1)}."
    s.lost[0] += 2
    assert said(s, Action("battle", 0, -1))[2] == \
        "His army is broken already: its losses outweigh its shields and morale by 2."
    s.lost[0] -= 5  # 3 from breaking: as far as the Warriors' 3 dice may reach, so not said
    out = said(s, Action("battle", 0, -1))
    assert len(out) == 3 and "breaking" not in out[2]


def test_a_rally_counts_the_pieces_out_of_order() -> None:
    s = gallic_orders()
    lay(s, 1, "F1", "##./##/##")  # two Warriors on the open slots; they return on a 4 or more
    assert said(s, Action("rally", 0))[0] == \
        "It rolls 2 dice, one for each piece out of order, each bringing one back on a 4 or more: " \
        "about 1.0 pieces back."


def test_leading_at_the_front_risks_the_general_on_equal_high_dice() -> None:
    s = battle(leading="on")
    assert s.phase == "lead"
    # of the 216 rolls of three dice, 51 have their two highest equal (6 triples, 45 high pairs)
    risk = round(100 * 51 / 216)
    assert said(s, LEAD) == [f"Leading, he keeps your two highest dice, but on about {risk}% of rolls they "
                             "are equal and he is lost."]
    assert said(s, HOLD) == [f"Held back, the general is safe; leading, he would be lost on about {risk}% of "
                             "rolls."]
