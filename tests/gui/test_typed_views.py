"""Views reach the table as typed objects, and the table reads their attributes.

JSON is for the edges (saves, the history, the referee): a game whose view is typed (listed in
TYPED) hands its table a frozen `View`, and nothing in its gui package reads a view by key.
A game joins the list once its view is typed.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path
from typing import Any

import pytest

from engine.core.view import View
from engine.games import get_game
from gui.gameui import match_status
from gui.table.drag import seat_of

GUI = Path(__file__).resolve().parents[2] / "gui"
# the games whose views are typed: their gui package, by the engine's name of the game
TYPED = {"audatia": "audatia", "barditus": "barditus", "en-garde": "en_garde", "ready-fence": "ready_fence"}


def _keys(game: str) -> frozenset[str]:
    """The names a view of `game` held as JSON (its keys, for a seat and for an onlooker)."""
    state = get_game(game).new()
    return frozenset(state.view(0).to_json()) | frozenset(state.view(None).to_json())  # type: ignore[union-attr]


def _key(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _a_view(node: ast.AST) -> bool:
    """`node` is a view as the table's code names it: `view`, `v`, `self.view`, `m.view()`, or
    a page of the story (`told[-1][1]`). Options are a Mapping of the game's settings by design:
    `view.options` is not a view."""
    if isinstance(node, ast.Attribute) and node.attr == "options":
        return False
    text = ast.unparse(node)
    return "view" in text or "told" in text or text == "v"


def _read_by_key(tree: ast.AST, keys: frozenset[str]) -> list[tuple[int, str]]:
    """The places that read a view by key: view["pos"], view.get("hand"), "hand" in view, for
    any key a view's JSON has (a zone named "discard" is no view)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        keyed: ast.AST | None = None
        if isinstance(node, ast.Subscript) and _key(node.slice) in keys:
            keyed = node.value
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
              and node.args and _key(node.args[0]) in keys):
            keyed = node.func.value
        elif (isinstance(node, ast.Compare) and _key(node.left) in keys
              and any(isinstance(op, ast.In | ast.NotIn) for op in node.ops)):
            keyed = node.comparators[0]
        if keyed is None or not _a_view(keyed):
            continue
        found.append((getattr(node, "lineno", 0), ast.unparse(node)))
    return found


@pytest.mark.parametrize(("game", "package"), sorted(TYPED.items()))
def test_a_typed_games_view_is_a_view_object(game: str, package: str) -> None:
    state = get_game(game).new()
    for seat in (0, 1, None):
        assert isinstance(state.view(seat), View)


@pytest.mark.parametrize(("game", "package"), sorted(TYPED.items()))
def test_a_typed_games_table_reads_no_view_by_key(game: str, package: str) -> None:
    keys = _keys(game)
    assert {"hand", "hand_sizes", "phase", "winner"} <= keys  # the scan looks for the view's own names
    folder = GUI / "games" / package
    found = {f"{path.relative_to(GUI.parent)}:{line}: {text}"
             for path in sorted(folder.rglob("*.py"))
             for line, text in _read_by_key(ast.parse(path.read_text(encoding="utf-8")), keys)}
    assert not found, sorted(found)


@pytest.mark.parametrize("source", [
    'x = view["pos"][0]',
    'x = self.view["hand_sizes"]',
    'x = m.view()["phase"] == "parry"',
    'x = told[-1][1]["hits"]',
    'x = v["deck_size"]',
    'x = self.view.get("pending", [])',
    'if "hand" in view: pass',
    'if "hand" not in self.view: pass',
])
def test_the_scan_finds_each_way_back_to_keys(source: str) -> None:
    """The scan above is not blind: each of these old ways of reading a view is found, and a
    game's options read by name are not."""
    keys = _keys("en-garde")
    assert _read_by_key(ast.parse(source), keys)
    assert not _read_by_key(ast.parse('x = view.options["hits"]'), keys)
    assert not _read_by_key(ast.parse('x = self.zones["discard"]'), keys)


def test_the_shared_table_reads_each_seats_typed_view(qapp: Any) -> None:
    """The panel's line and the drag table's seat and hand follow Audatia's typed view along a
    whole duel (its end too), for each seat and an onlooker."""
    from gui.games.audatia.scene import AudatiaScene

    rng = random.Random(4)
    state = get_game("audatia").new({"variant": "duel"}, 4)
    names = ["Ann", "Ben"]
    scene = AudatiaScene()
    for _ in range(300):
        if state.is_terminal():
            break
        for seat in (0, 1, None):
            view = state.view(seat)
            assert seat_of(view) == seat
            scene.view = view
            assert scene.own_hand() == (None if seat is None else tuple(state.to_json()["hands"][seat]))
            line = match_status(view, names, " +", "Drawn")
            assert names[state.current_player()] in line or "Your move" in line
        state.step(rng.choice(state.legal_actions()))
    assert state.is_terminal()
    assert "won" in match_status(state.view(0), names) and seat_of(None) is None
