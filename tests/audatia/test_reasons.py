"""The coach's reasons for an Audatia move: sentences a fencer can check against the cards,
the poste and the Virtues, with the numbers the rules give."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.games.audatia.actions import Action
from engine.games.audatia.reasons import his_cards, reasons
from engine.games.audatia.state import AudatiaState
from tests.audatia.build import (
    BOU,
    GAL,
    GAME,
    card,
    find_all,
    posta,
    posta_card,
    scene,
    skill,
    strike,
    struck,
)
from tests.tools.test_words import card_ids, notation_words, tokens

# the moves of every duel that always come with a reason
ALWAYS = ("attack", "parry", "virtue", "trade", "salute", "remedy")


def walk(seeds: range) -> list[AudatiaState]:
    """Positions of random legal duels where the seat to act has a choice."""
    out = []
    for seed in seeds:
        s = GAME.new({"challenger": seed % 2}, seed)
        assert isinstance(s, AudatiaState)
        rng = random.Random(seed)
        while not s.is_terminal():
            if len(s.legal_actions()) > 1:
                out.append(s.clone())
            s.apply(rng.choice(s.legal_actions()))
    return out


@pytest.fixture(scope="module")
def positions() -> list[AudatiaState]:
    return walk(range(8))


def said(s: AudatiaState, a: Action) -> list[str]:
    assert a in s.legal_actions(), a
    return reasons(s.view(s.to_move), a)


def test_every_reason_is_a_short_sentence_without_ids_or_notation(positions: list[AudatiaState]) -> None:
    ids = card_ids("audatia")
    checked = 0
    for s in positions:
        legal = s.legal_actions()
        if s.phase == "trade":  # Trades come by the dozen: a few of them are enough
            legal = legal[:2]
        forbidden = ids | notation_words(s, legal)
        for a in legal:
            out = said(s, a)
            assert len(out) <= 3
            for r in out:
                checked += 1
                assert r and r[0].isupper() and r.endswith("."), (a, r)
                assert not tokens(r) & forbidden, (a, r)
                assert "(s)" not in r and "{" not in r, r
    assert checked


def test_the_moves_of_every_duel_come_with_a_reason(positions: list[AudatiaState]) -> None:
    met: Counter[str] = Counter()
    for s in positions:
        for a in s.legal_actions()[:4]:
            if a.kind in ALWAYS:
                met[a.kind] += 1
                assert said(s, a), (s.phase, s.describe(a))
    assert {"attack", "parry", "virtue", "trade"} <= set(met)


def test_what_he_may_hold_is_his_deck_less_his_stack_and_shown_discards(
        positions: list[AudatiaState]) -> None:
    for s in positions[::25]:
        me = s.to_move
        may = his_cards(s.view(me), s)
        opp = 1 - me
        assert set(s.hand[opp]) <= set(may)
        assert not set(may) & (set(s.stack[opp]) | s.shown[opp])


def test_an_attack_counts_the_parries_he_may_hold_as_the_rules_allow(positions: list[AudatiaState]) -> None:
    """Given every card he may hold, the rules give him as many parries as the reason says."""
    met = 0
    for s in positions:
        me = s.to_move
        for a in s.legal_actions():
            if a.kind != "attack":
                continue
            truth = s.clone()
            truth.hand[1 - me] = his_cards(s.view(me), s)
            truth.step(a)
            if truth.phase != "react":
                continue
            n = sum(b.kind == "parry" for b in truth.legal_actions())
            first = said(s, a)[0]
            if n:
                assert first.startswith(f"Of the strikes he may hold, {n} can parry it"), first
            else:
                assert first == "None of the strikes he may hold can parry it."
            met += 1
    assert met


def test_a_posta_names_the_virtue_it_lends() -> None:
    pid = posta(BOU, bonus=lambda b: len(b) == 1)
    p = posta_card(BOU, pid)
    (virtue, n), = p.bonus
    s = scene(phase="posta", to_move=0, virtues=([virtue, virtue], []))
    out = said(s, Action("posta", pid))
    assert f"{p.name} adds {n} to your {virtue.capitalize()}: {2 + n} while you stand in it." in out


def test_a_parry_says_the_bind_its_sun_makes() -> None:
    blow = strike(BOU, "mf", attack=True, sun="rays")
    b = card(BOU, blow)
    lines = b.parried_by - {b.line}
    closes = find_all(GAL, parry=True, sun="disc", line=lambda ln: ln in lines)
    opens = find_all(GAL, parry=True, sun="rays", line=lambda ln: ln in lines)
    s = struck(blow, hands=(None, [closes[0], opens[0]]))
    assert said(s, Action("parry", closes[0]))[0] == \
        f"{card(GAL, closes[0]).name} and his {b.name} make a whole Sun: the bind is Streto."
    assert said(s, Action("parry", opens[0]))[0] == (
        f"{card(GAL, opens[0]).name} and his {b.name} make no whole Sun: the bind is Largo, and you may "
        "strike next if he does not enter.")


def test_a_parry_with_most_fortitudo_turns_the_side_card() -> None:
    blow = strike(BOU, "mf", attack=True, sun="rays")
    b = card(BOU, blow)
    closes = find_all(GAL, parry=True, sun="disc", line=lambda ln: ln in b.parried_by - {b.line})
    s = struck(blow, hands=(None, closes[:1]), virtues=([], ["fortitudo"]))
    assert said(s, Action("parry", closes[0]))[1] == \
        "You have most Fortitudo (1 to 0): you turn the Streto Side card."


def test_a_salute_and_a_virtue_say_what_they_bring() -> None:
    s = scene(phase="virtues", to_move=1, virtues=([], []))
    for a in s.legal_actions():
        if a.kind == "virtue":
            assert said(s, a)[0].startswith(f"With it you have most {a.card.capitalize()} (1 to 0): ")
    prudentia = said(s, Action("virtue", "prudentia"))
    # most Prudentia makes a Trade one card for one (our reading of its advantage)
    assert prudentia == [
        "With it you have most Prudentia (1 to 0): a Trade costs you 1 card for one new card."]
    salute = scene(phase="salute", to_move=1)
    a = next(a for a in salute.legal_actions() if a.kind == "salute")
    # the rulebook's Salute: "+4 Audatia for the first Strike"
    assert said(salute, a) == ["Unless he returns the salute, your first strike carries 4 more Audatia."]


def test_an_avoiding_skill_is_said_to_be_the_only_way_out() -> None:
    blow = strike(BOU, "mf", attack=True)
    avoid = skill(GAL, "avoid")
    s = struck(blow, hands=(None, [avoid]))
    assert said(s, Action("avoid", avoid)) == [f"No strike in your hand parries his {card(BOU, blow).name}."]
