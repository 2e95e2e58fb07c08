"""Damaged card data never crashes: every shipped card file, mutated field by field, is refused
with an error naming file, card and field, or accepted only as a deck that starts a game and draws.

The mutations are the damage a designer's edit can do: a wrong type, an unknown key, a value out
of range, a field taken away. Each mutated file is checked with every other shipped file by the
start-up check (each game's own checker, from the game registry); an accepted one is then played
for a few random moves under every option choice and its changed card drawn.
"""

from __future__ import annotations

import copy
import functools
import random
import tomllib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from engine.core import cards as cards_module
from engine.core.assets import assets_dir
from engine.core.cards import CardFileError, Deck, check_decks, forget_card_data, read_deck
from engine.core.game import Game, OptionError
from engine.games import all_games
from gui.cardface.render import draw_card

FOLDER = assets_dir() / "cards"
FILES = sorted(p.name for p in FOLDER.glob("*.toml") if p.name != "layouts.toml")
Path_ = tuple[str | int, ...]  # where in a file's tables: keys and list indices
DELETE, ADD_KEY = object(), object()
# values of the wrong type, out of range, or unknown
VALUES: list[Any] = [7, -1, 0, 100, 2.5, True, "zz", "", [], ["zz"], [7], {}, {"zz": 1}]


@functools.cache
def raw(name: str) -> dict[str, Any]:
    """The shipped file's tables, read once: never changed in place (`mutate` changes a copy)."""
    return tomllib.loads((FOLDER / name).read_text(encoding="utf-8"))


@functools.cache
def shipped(name: str) -> Deck:
    """The shipped file's deck, read once (a Deck is frozen: every example shares it)."""
    return read_deck(copy.deepcopy(raw(name)), FOLDER / name)


def paths(node: Any, at: Path_ = ()) -> Iterator[Path_]:
    """Every place in a file's tables: each table, list and value."""
    yield at
    if isinstance(node, dict):
        for k, v in node.items():
            yield from paths(v, (*at, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from paths(v, (*at, i))


def kinds(name: str) -> dict[str, list[Path_]]:
    """The places below [deck] and [[card]] by field, list positions as *: each field is drawn
    as often as any other, however many cards or list entries carry it."""
    out: dict[str, list[Path_]] = {}
    for p in paths(raw(name)):
        if len(p) >= 2:
            out.setdefault(".".join("*" if isinstance(s, int) else s for s in p), []).append(p)
    return out


SITES = {name: kinds(name) for name in FILES}


def siblings(name: str, field: str) -> list[Any]:
    """The values a field takes elsewhere in the file: well formed, but on another card."""
    data = raw(name)
    found: list[Any] = []
    for at in SITES[name][field]:
        node: Any = data
        for step in at:
            node = node[step]
        if node not in found:
            found.append(node)
    return found


def mutate(data: dict[str, Any], at: Path_, change: Any) -> dict[str, Any]:
    out = copy.deepcopy(data)
    nodes: list[Any] = [out]
    for step in at[:-1]:
        nodes.append(nodes[-1][step])
    parent, last = nodes[-1], at[-1]
    if change is ADD_KEY:  # an unknown key in the innermost table at or around `at`
        nodes.append(parent[last])
        next(n for n in reversed(nodes) if isinstance(n, dict))["zz"] = 1
    elif change is DELETE:
        del parent[last]
    else:
        parent[last] = copy.deepcopy(change)  # a sibling's value stays the shipped file's own
    return out


def checkers() -> dict[str, Any]:
    return {g.name: g.check_cards for g in all_games().values()}


def shipped_decks(but: str, mutated: Deck) -> dict[str, list[Deck]]:
    out: dict[str, list[Deck]] = {}
    for name in FILES:
        deck = mutated if name == but else shipped(name)
        out.setdefault(deck.game, []).append(deck)
    return out


@contextmanager
def card_data(decks: dict[str, list[Deck]]) -> Iterator[None]:
    """The engine plays with `decks` (read afresh) until the block ends."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(cards_module, "all_decks", lambda: decks)
        forget_card_data()
        try:
            yield
        finally:
            forget_card_data()


def option_sets(game: Game) -> Iterator[dict[str, Any]]:
    """The defaults, then each choice of each option alone (every deck a game may be given)."""
    yield {}
    for spec in game.options:
        for choice in spec.choices:
            if choice != spec.default:
                yield {spec.name: choice}


def play_a_little(game: Game, options: dict[str, Any], seed: int) -> None:
    try:
        state = game.new(options, seed)
    except OptionError:
        return  # options that do not go together (the game's own rule, not the cards')
    rng = random.Random(seed)
    game.render_text(state.view(0), ("You", "AI"))
    for _ in range(25):
        if state.is_terminal():
            break
        action = state.sample_chance() if state.is_chance() else rng.choice(state.legal_actions())
        game.describe_action(action)
        state.apply(action)
    game.render_text(state.view(1), ("You", "AI"))


def draw(deck: Deck, index: int | None) -> None:
    image = QImage(150, 210, QImage.Format.Format_ARGB32)
    for card in (None, deck.cards[index if index is not None and index < len(deck.cards) else 0]):
        painter = QPainter(image)
        try:
            draw_card(painter, QRectF(0, 0, 150, 210), card, deck)
        finally:
            painter.end()


def judge(name: str, at: Path_, change: Any) -> None:
    """Refused naming the file, a card and the field, or accepted and still playable."""
    data = mutate(raw(name), at, change)
    path = FOLDER / name
    ids = [c.get("id") for c in raw(name)["card"]]
    index = at[1] if at[0] == "card" and isinstance(at[1], int) else None
    try:
        deck = read_deck(data, path)
        decks = shipped_decks(name, deck)
        check_decks(decks, checkers())
    except CardFileError as e:
        assert e.path == path or (e.path == FOLDER and e.field.startswith("deck.")), e
        assert str(e).startswith(f"{e.path.name}: "), e
        assert e.field or at == ("card", index), e  # only a card replaced whole has no field to name
        if change is ADD_KEY:
            around = {".".join(map(str, at[2 if index is not None else 0:k])) for k in range(len(at) + 1)}
            assert e.field.endswith("zz") or e.field in around, e
        if index is not None:
            # the changed card by id (or by place, its id broken); a count over the deck names
            # none, a count of one kind or value the kind's last entry (`copies`); a changed id
            # or a card replaced whole may leave another card wrong (Audatia's `final` names a
            # posta), so any card of the file may be named then
            own = {str(ids[index]), f"#{index + 1}", "", *([str(change)] if at[2:] == ("id",) else [])}
            anywhere = at[2:] in ((), ("id",)) or e.field == "copies"
            assert e.card in own or (anywhere and e.card in map(str, ids)), e
        return
    assert change is not ADD_KEY, f"an unknown key beside {'.'.join(map(str, at))} was accepted"
    game = next(g for g in all_games().values() if g.name == deck.game)
    with card_data(decks):
        for n, options in enumerate(option_sets(game)):
            play_a_little(game, options, n)
        draw(deck, index)


@pytest.mark.parametrize("name", FILES)
@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_mutated_card_file_is_refused_by_name_or_still_plays(
        name: str, data: st.DataObject, qapp: QApplication) -> None:
    field = data.draw(st.sampled_from(sorted(SITES[name])), label="field")
    at = data.draw(st.sampled_from(SITES[name][field]), label="where")
    change = data.draw(st.sampled_from([DELETE, ADD_KEY, *VALUES, *siblings(name, field)]), label="change")
    judge(name, at, change)


@pytest.mark.parametrize(("name", "card", "at", "change", "field"), [
    # an unknown key in a card's rules, for every game
    ("en-garde.toml", 0, ("rules",), {"reach": 2}, "rules.reach"),
    ("ready-fence.toml", 0, ("rules", "reach"), 2, "rules.reach"),
    ("audatia-boucicaut.toml", 0, ("rules", "reach"), 2, "rules.reach"),
    ("audatia-virtues.toml", 0, ("rules", "reach"), 2, "rules.reach"),
    ("barditus-roman.toml", 0, ("rules", "reach"), 2, "rules.reach"),
    # an unknown card type, for every game
    ("en-garde.toml", 0, ("type",), "strike", "type"),
    ("ready-fence.toml", 0, ("type",), "posta", "type"),
    ("audatia-galeazzo.toml", 0, ("type",), "trick", "type"),
    ("audatia-virtues.toml", 0, ("type",), "skill", "type"),
    ("barditus-gallic.toml", 0, ("type",), "unit", "type"),
    # the game's own values
    ("audatia-virtues.toml", 0, ("rules", "virtue"), "ira", "rules.virtue"),
    ("audatia-virtues.toml", 1, ("rules", "virtue"), "audatia", "rules.virtue"),
    ("ready-fence.toml", 0, ("rules", "group"), "Special Action", "rules.group"),
    ("ready-fence.toml", 0, ("rules", "group"), "Lunges", "rules.group"),
    ("barditus-norman.toml", 0, ("rules", "quality"), ["veteran"], "rules.quality"),
    ("ready-fence.toml", 0, ("symbol",), 3, "symbol"),
])
def test_each_games_own_rules_refuse_a_card(name: str, card: int, at: Path_, change: Any, field: str) -> None:
    data = mutate(raw(name), ("card", card, *at), change)
    path = FOLDER / name
    with pytest.raises(CardFileError) as e:
        check_decks(shipped_decks(name, read_deck(data, path)), checkers())
    assert (e.value.path, e.value.card, e.value.field) == (path, raw(name)["card"][card]["id"], field)


@pytest.mark.parametrize(("key", "value", "says"), [
    ("game", "chess", "must be one of en-garde, ready-fence, audatia, barditus, not 'chess'"),
    ("layout", "poster", "must be one of the layouts in layouts.toml"),
    ("back", "plain", "must be one of the backs in layouts.toml"),
])
def test_a_deck_of_no_game_or_no_known_face_is_refused(key: str, value: str, says: str) -> None:
    data = mutate(raw("en-garde.toml"), ("deck", key), value)
    path = FOLDER / "en-garde.toml"
    with pytest.raises(CardFileError) as e:
        check_decks(shipped_decks("en-garde.toml", read_deck(data, path)), checkers())
    assert (e.value.path, e.value.card, e.value.field) == (path, "", f"deck.{key}")
    assert says in str(e.value)


def test_every_game_checks_its_own_cards() -> None:
    """Each game in the registry brings its own checker, and the shipped files pass them all."""
    games = all_games().values()
    assert all(g.check_cards is not None for g in games)
    decks = cards_module.all_decks()
    assert set(decks) == {g.name for g in games}
    check_decks(decks, checkers())
