"""The character decks follow the rulebook's contents list and the symbol model, and a damaged
card file is refused with the file, the card and the field named."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.core.assets import assets_dir
from engine.core.cards import CardFileError, decks_for, load_deck
from engine.games.audatia.cards import (
    BASIC_COUNT,
    DECK_COUNTS,
    LINES,
    VIRTUES,
    character_decks,
    hand_of,
    read_character,
    read_virtues,
)
from tests.audatia.build import BOU, GAL, find

CHARACTERS = (BOU, GAL)


def source(name: str) -> Path:
    return assets_dir() / "cards" / f"audatia-{name}.toml"


# --- the decks as the rulebook lists them ----------------------------------------------------


@pytest.mark.parametrize("name", CHARACTERS)
def test_a_character_deck_has_the_rulebooks_contents(name: str) -> None:
    d = character_decks()[name]
    types: dict[str, int] = {}
    for c in d.source.cards:
        types[c.type] = types.get(c.type, 0) + 1
    # 12 Posta, 1 Streto Side, 18 Strikes, 6 Streto Remedies, 6 Counter-remedies, 9 Skills
    assert types == DECK_COUNTS == {"posta": 12, "side": 1, "strike": 18, "remedy": 6, "counter": 6,
                                    "skill": 9}
    assert len(d.poste) == 12 and len(d.cards) == 39 and d.side_card
    assert sum(c.basic for c in d.cards.values()) == BASIC_COUNT == 12
    assert all(c.copies == 1 for c in d.source.cards)


def test_the_virtue_set_is_one_card_of_each_virtue() -> None:
    virtues = next(d for d in decks_for("audatia") if d.id == "virtues")
    assert sorted(c.rules["virtue"] for c in virtues.cards) == sorted(VIRTUES)
    assert set(character_decks()) == set(CHARACTERS)


def test_card_ids_are_unique_across_every_deck() -> None:
    ids = [c.id for d in decks_for("audatia") for c in d.cards]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("name", CHARACTERS)
def test_strikes_follow_the_symbol_model(name: str) -> None:
    d = character_decks()[name]
    strikes = [c for c in d.cards.values() if c.type == "strike"]
    assert {c.line for c in strikes} == set(LINES)  # all seven of Fiore's blows
    for c in strikes:
        assert c.line not in c.parried_by, f"{c.id}: no parry at the same angle"
        assert c.parried_by <= set(LINES) and c.parried_by
        assert c.final in d.poste, f"{c.id}: the Final Posta names a posta of the deck"
        assert c.attack or c.parry
        assert not c.exchange or c.is_punta
        assert c.sun in ("rays", "disc", "none")
    # the Break needs a cut with the Break symbol; the Exchange a punta with the Exchange symbol
    assert any(c.breaks and not c.is_punta for c in strikes)
    assert any(c.exchange for c in strikes)
    assert any(c.counter for c in strikes)


@pytest.mark.parametrize("name", CHARACTERS)
def test_poste_remedies_counters_and_skills_follow_the_symbol_model(name: str) -> None:
    d = character_decks()[name]
    for p in d.poste.values():
        assert p.attacks and all(hand_of(ln) in ("middle", p.side) or p.side == "middle" for ln in p.attacks)
        assert p.attackable_by is None or p.attackable_by <= set(LINES)
    assert any(p.extensa for p in d.poste.values()) and any(p.exchange for p in d.poste.values())
    for c in d.cards.values():
        if c.type in ("remedy", "counter"):
            assert c.halves and {s for s, _ in c.halves} <= {"inside", "outside"}
        if c.type == "skill":
            assert c.out_of_measure == (c.effect in ("virtue", "study"))
    remedies = [c for c in d.cards.values() if c.type == "remedy"]
    assert sum(c.over_the_top for c in remedies) == 1  # the Soprana Tor di Spada of the Break
    assert {s for c in remedies for s, _ in c.halves} == {"inside", "outside"}
    assert {c.effect for c in d.cards.values() if c.type == "skill"} >= {"feint", "avoid", "virtue", "study"}


# --- damaged card files ----------------------------------------------------------------------


def damage(text: str, card: str, key: str, line: str | None) -> str:
    """Replace (or, if missing, add after [card.rules]) the `key = ...` line of one card; None
    removes it."""
    start = text.index(f'id = "{card}"')
    end = text.find("[[card]]", start)
    end = len(text) if end < 0 else end
    block = text[start:end]
    pattern = re.compile(rf"^{re.escape(key)} = .*$\n?", re.M)
    if pattern.search(block):
        block = pattern.sub("" if line is None else line + "\n", block, count=1)
    else:
        assert line is not None
        block = block.replace("[card.rules]\n", f"[card.rules]\n{line}\n", 1)
    return text[:start] + block + text[end:]


def refused(tmp_path: Path, name: str, card: str, key: str, line: str | None) -> CardFileError:
    path = tmp_path / source(name).name
    path.write_text(damage(source(name).read_text(encoding="utf-8"), card, key, line), encoding="utf-8")
    with pytest.raises(CardFileError) as e:
        read_character(load_deck(path))
    return e.value


MF = find(BOU, "strike", line="mf", basic=True)
PUNTA = find(BOU, "strike", line="p", exchange=False)
REMEDY = find(BOU, "remedy", basic=True)
VIRTUE_SKILL = find(BOU, "skill", effect="virtue")
FEINT = find(BOU, "skill", effect="feint")
RIGHT_POSTA = next(p for p, v in character_decks()[BOU].poste.items() if v.side == "right")


@pytest.mark.parametrize(("card", "key", "line", "field", "says"), [
    (MF, "parried_by", 'parried_by = ["mf", "rs"]', "rules.parried_by", "same angle"),
    (MF, "final", 'final = "bou-nowhere"', "rules.final", "bou-nowhere"),
    (MF, "line", 'line = "zz"', "rules.line", "must be one of"),
    (MF, "sun", 'sun = "moon"', "rules.sun", "must be one of"),
    (MF, "attack", 'attack = "yes"', "rules.attack", "true or false"),
    (MF, "exchange", "exchange = true", "rules.exchange", "punta"),
    (MF, "colour", 'colour = "red"', "rules.colour", "not a field"),
    (MF, "final", None, "rules.final", "missing"),
    (PUNTA, "parried_by", "parried_by = []", "rules.parried_by", "list of lines"),
    (REMEDY, "inside", 'inside = { shape = "sun", height = "high" }', "rules.inside", "shape"),
    (REMEDY, "outside", 'outside = { shape = "moon", height = "middle" }', "rules.outside", "height"),
    (VIRTUE_SKILL, "amount", "amount = 3", "rules.amount", "1 or 2"),
    (VIRTUE_SKILL, "virtue", 'virtue = "valour"', "rules.virtue", "must be one of"),
    (FEINT, "effect", 'effect = "fly"', "rules.effect", "must be one of"),
    (FEINT, "out_of_measure", "out_of_measure = true", "rules.out_of_measure", "feint"),
    (RIGHT_POSTA, "attacks", 'attacks = ["rf", "p"]', "rules.attacks", "cannot strike rf"),
    (RIGHT_POSTA, "side", 'side = "up"', "rules.side", "must be one of"),
    (RIGHT_POSTA, "bonus", 'bonus = { virtue = "audatia", amount = 9 }', "rules.bonus", "amount 1-4"),
])
def test_a_damaged_card_is_refused_naming_file_card_and_field(
        tmp_path: Path, card: str, key: str, line: str | None, field: str, says: str) -> None:
    e = refused(tmp_path, BOU, card, key, line)
    message = str(e)
    assert "audatia-boucicaut.toml" in message
    assert card in message and e.card == card
    assert field in message and e.field == field
    assert says in message


def test_a_wrong_count_is_refused_naming_file_and_field(tmp_path: Path) -> None:
    e = refused(tmp_path, BOU, MF, "basic", "basic = false")
    assert "audatia-boucicaut.toml" in str(e) and "rules.basic" in str(e) and "12 Basic" in str(e)
    e = refused(tmp_path, BOU, MF, "type", 'type = "remedy"')  # 17 strikes and 7 remedies
    assert "audatia-boucicaut.toml" in str(e) and e.field == "type" and "18 strike" in str(e)
    e = refused(tmp_path, BOU, MF, "type", 'type = "sword"')
    assert e.card == MF and e.field == "type" and "must be one of" in str(e)
    e = refused(tmp_path, BOU, MF, "type", 'type = "strike"\ncopies = 2')
    assert e.card == MF and e.field == "copies"


def test_the_shipped_files_read_cleanly(tmp_path: Path) -> None:
    for name in CHARACTERS:
        path = tmp_path / source(name).name
        path.write_text(source(name).read_text(encoding="utf-8"), encoding="utf-8")
        d = read_character(load_deck(path))
        assert d.id == name and len(d.cards) == 39


def test_the_virtue_set_is_one_card_of_each_virtue_named_by_it() -> None:
    (deck,) = [d for d in decks_for("audatia") if d.id == "virtues"]
    assert sorted(read_virtues(deck)) == sorted(VIRTUES)
    assert {c.id for c in deck.cards} == {f"vir-{v}" for v in VIRTUES}  # how the table finds them


@pytest.mark.parametrize(("old", "new", "card", "field", "says"), [
    ('virtue = "prudentia"', 'virtue = "ira"', "vir-prudentia", "rules.virtue", "must be one of"),
    ('virtue = "prudentia"', 'virtue = "audatia"', "vir-prudentia", "rules.virtue", "has a card already"),
    ('id = "vir-celeritas"', 'id = "vir-tiger"', "vir-tiger", "id", "'vir-celeritas'"),
    ('virtue = "fortitudo"', 'virtue = "fortitudo"\namount = 2', "vir-fortitudo", "rules.amount",
     "is not a field"),
])
def test_a_damaged_virtue_card_is_refused(tmp_path: Path, old: str, new: str, card: str, field: str,
                                          says: str) -> None:
    path = tmp_path / "audatia-virtues.toml"
    text = source("virtues").read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CardFileError) as e:
        read_virtues(load_deck(path))
    assert (e.value.card, e.value.field) == (card, field) and says in str(e.value)
