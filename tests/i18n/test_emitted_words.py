"""Words a signal carries to the player go through the catalogue: no `.emit("...")` of a bare
English sentence anywhere in the program (a refusal once reached a German status bar in English)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def bare_emits(tree: ast.AST) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "emit":
            found += [(node.lineno, arg.value) for arg in node.args
                      if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                      and any(c.isalpha() for c in arg.value)]
    return found


def test_no_signal_carries_a_bare_sentence() -> None:
    found = [f"{path.relative_to(ROOT)}:{line}: {text!r}"
             for folder in ("engine", "gui") for path in sorted((ROOT / folder).rglob("*.py"))
             for line, text in bare_emits(ast.parse(path.read_text(encoding="utf-8")))]
    assert found == []


def test_the_scan_finds_a_bare_sentence() -> None:
    assert bare_emits(ast.parse('s.refused.emit("No.")\ns.message.emit("")\ns.refused.emit(tr("No."))')) \
        == [(1, "No.")]
