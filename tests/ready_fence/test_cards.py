"""The Ready...Fence! deck follows the rulebook and the technical manual (counts, the B and T
sets, the cards the worked examples need), and a damaged card file is refused with the file,
the card and the field named."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from engine.core.assets import assets_dir
from engine.core.cards import CardFileError, load_deck
from engine.games.ready_fence.cards import BASIC_COUNT, KINDS, FenceCard, fence_cards, mode_cards, read_fence

SOURCE = assets_dir() / "cards" / "ready-fence.toml"
MANUAL_COUNTS = {  # the technical manual: each card and how many the deck holds
    "straight-thrust": 6, "beat-thrust": 4, "disengage": 4, "toe-touch": 2, "glide-attack": 2,
    "flick": 2, "flanconade": 2, "fleche": 3, "parry-riposte": 4, "ceding-parry": 2,
    "infighting": 3, "stop-hit": 7, "counter-time": 3, "feint-in-time": 1, "joker": 2,
    "angulations": 2, "renewed-attack": 2, "feint": 3,
}
# the technical manual's colours
COLOURS = {
    "straight-thrust": "red", "beat-thrust": "red", "disengage": "red/light", "toe-touch": "red",
    "glide-attack": "red", "flick": "red", "flanconade": "red", "fleche": "red",
    "parry-riposte": "dark/red", "ceding-parry": "dark", "infighting": "dark/red", "stop-hit": "light",
    "counter-time": "dark", "feint-in-time": "light", "joker": "gold", "angulations": "orange/light",
    "renewed-attack": "orange", "feint": "orange",
}


def cards() -> list[FenceCard]:
    return list(fence_cards().values())


def of(kind: str) -> list[FenceCard]:
    return [c for c in cards() if c.kind == kind]


# --- the deck as the rulebook describes it ---------------------------------------------------


def test_the_deck_has_the_manuals_54_cards() -> None:
    """The manual's counts add up to 54 (the box's 56 includes two player aids, our reading)."""
    assert Counter(c.kind for c in cards()) == MANUAL_COUNTS == KINDS
    assert len(cards()) == sum(MANUAL_COUNTS.values()) == 54
    assert len(set(fence_cards())) == 54  # every physical card has its own id


def test_every_card_has_the_manuals_colour() -> None:
    for c in cards():
        assert c.colour == COLOURS[c.kind], c.id


def test_the_basic_deck_is_35_b_cards() -> None:
    """Basic mode uses the 35 cards with the B symbol."""
    basic = [c for c in cards() if "B" in c.icons]
    assert len(basic) == BASIC_COUNT == 35 == len(mode_cards("basic"))
    # Feint, Counter-Time, the Joker, ... are advanced cards (the Feint "is made available in the
    # advanced game")
    assert not {c.kind for c in basic} & {"feint", "counter-time", "feint-in-time", "joker",
                                          "angulations", "renewed-attack"}
    # Table 1 plays Infighting at short distance and the Flèche at long: both are B cards
    assert {"infighting", "fleche"} <= {c.kind for c in basic}


def test_the_tutorial_cards_are_25_and_all_basic() -> None:
    """Our reading: 25 T cards, each also a B card, all playable at lunge distance."""
    tutorial = [c for c in cards() if "T" in c.icons]
    assert len(tutorial) == 25 == len(mode_cards("tutorial"))
    assert all("B" in c.icons for c in tutorial)
    assert not {c.kind for c in tutorial} & {"infighting", "fleche"}
    assert len(mode_cards("advanced")) == 54


def test_two_yellow_straight_thrusts_of_speed_3() -> None:
    """Basic setup: the two Straight Thrusts with a yellow speed of 3, one to each player."""
    yellow = [c for c in cards() if c.yellow]
    assert len(yellow) == 2
    assert all(c.kind == "straight-thrust" and c.speed == 3 and "B" in c.icons for c in yellow)
    # the yellow card may be discarded for a faster Straight Thrust, so there are faster ones
    assert any((c.speed or 0) > 3 for c in of("straight-thrust") if "B" in c.icons)


def test_stop_hits_to_wrist_and_arm_above_5_to_the_body_4_or_5() -> None:
    """Manual: Stop Hits to the wrist and arm have speeds above 5, to the body 4 or 5."""
    for c in of("stop-hit"):
        assert c.target in ("wrist", "arm", "body"), c.id
        assert (c.speed or 0) > 5 if c.target in ("wrist", "arm") else c.speed in (4, 5), c.id
    assert {c.target for c in of("stop-hit")} == {"wrist", "arm", "body"}


def test_the_cards_of_the_worked_examples_exist() -> None:
    """The examples need a Straight Thrust 3 and a Stop Hit 6 (tutorial, so with the T symbol),
    a Straight Thrust 5 (the stamina parry) and a red card faster than 6 (the Feint)."""
    def exists(kind: str, speed: int, icon: str = "") -> bool:
        return any(c.speed == speed and (not icon or icon in c.icons) for c in of(kind))

    assert exists("straight-thrust", 3, "T") and exists("stop-hit", 6, "T")
    assert exists("straight-thrust", 5, "B")
    assert any(c.red and (c.speed or 0) > 6 for c in cards())


def test_orange_cards_and_the_joker_have_no_speed_of_their_own() -> None:
    for c in cards():
        if c.orange or c.kind == "joker":
            assert c.speed is None, c.id
        else:
            assert c.speed is not None and 1 <= c.speed <= 12, c.id
    assert {c.bonus for c in cards() if c.kind in ("angulations", "renewed-attack")} == {1}


def test_the_toe_touch_can_be_dodged() -> None:
    """The Toe-Touch is 'only dodged or stop-hit', and a dodge needs a speed of 5 or less."""
    assert all((c.speed or 0) <= 5 for c in of("toe-touch"))


def test_stamina_costs_fit_the_bottle() -> None:
    assert all(0 <= c.stamina <= 6 for c in cards())
    assert all(c.stamina == 0 for c in cards() if c.yellow)  # the setup card is always playable


# --- damaged card files ----------------------------------------------------------------------


def damage(text: str, card: str, key: str, line: str | None) -> str:
    """Replace (or, if missing, add after [card.rules]) the `key = ...` line of one card entry;
    None removes it."""
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


def read_damaged(tmp_path: Path, card: str, key: str, line: str | None,
                 monkeypatch: pytest.MonkeyPatch) -> CardFileError:
    """Write a damaged copy and read it as the game does: each card checked, then the deck."""
    path = tmp_path / SOURCE.name
    path.write_text(damage(SOURCE.read_text(encoding="utf-8"), card, key, line), encoding="utf-8")
    with pytest.raises(CardFileError) as e:
        read_fence([load_deck(path)])  # the start-up check, on the damaged copy
    return e.value


@pytest.mark.parametrize(("card", "key", "line", "field", "says"), [
    ("st4", "colour", 'colour = "green"', "rules.colour", "must be one of"),
    ("st4", "kind", 'kind = "lunge"', "rules.kind", "must be one of"),
    ("st4", "stamina", "stamina = 7", "rules.stamina", "0 to 6"),
    ("st4", "stamina", 'stamina = "two"', "rules.stamina", "whole number"),
    ("st4", "stamina", None, "rules.stamina", "missing"),
    ("st4", "icons", 'icons = ["T", "X"]', "rules.icons", "list of"),
    ("st4", "icons", 'icons = ["T"]', "rules.icons", "also a basic card"),
    ("st4", "value", None, "rules.value", "no speed of their own"),
    ("st4", "value", "value = 13", "value", "from 1 to 12"),
    ("ang", "bonus", "bonus = 4", "rules.bonus", "0 to 3"),
    ("sh7", "target", 'target = "body"', "rules.target", "above 5"),
    ("sh4", "target", 'target = "arm"', "rules.target", "above 5"),
    ("sh4", "target", 'target = "head"', "rules.target", "wrist or arm"),
    ("st4", "yellow", "yellow = true", "rules.yellow", "speed 3"),
    ("sh4", "yellow", "yellow = true", "rules.yellow", "Straight Thrusts"),
    ("st5", "copies", "copies = 3", "copies", "6 straight-thrust"),
    ("fl6", "icons", 'icons = ["B"]', "rules.icons", "35 B cards"),
    ("st3y", "yellow", "yellow = false", "rules.yellow", "two yellow"),
    ("st4", "group", 'group = "Special Action"', "rules.group", "Basic Action"),
    ("st4", "colour", 'colour = "dark"', "rules.colour", "red"),
    ("st4", "reach", "reach = 2", "rules.reach", "not a field"),
    ("st4", "icons", 'icons = ["B", "B"]', "rules.icons", "at most once"),
    ("st4", "kind", "kind = [1]", "rules.kind", "must be one of"),
    ("st4", "yellow", 'yellow = "no"', "rules.yellow", "true or false"),
    ("st4", "target", 'target = "body"', "rules.target", "only a Stop Hit"),
    ("st4", "name", 'name = "Straight Thrust"\ntype = "posta"', "type", "no type"),
])
def test_a_damaged_card_is_refused_naming_file_card_and_field(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, card: str, key: str, line: str | None,
        field: str, says: str) -> None:
    e = read_damaged(tmp_path, card, key, line, monkeypatch)
    message = str(e)
    assert "ready-fence.toml" in message and e.path.parent == tmp_path
    assert e.field == field and field in message
    if says in ("35 B cards", "two yellow"):
        assert e.card == ""  # a count over the whole deck names no single card
    else:
        assert e.card == card and f"card {card}" in message
    assert says in message


def test_the_shipped_file_reads_cleanly(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / SOURCE.name
    path.write_text(SOURCE.read_text(encoding="utf-8"), encoding="utf-8")
    deck = load_deck(path)
    read = read_fence([deck])
    assert list(read) == list(fence_cards())
    assert deck.game == "ready-fence" and deck.id == "ready-fence"
