"""Salle's engine: rules, AI, persistence. Plain Python; no widgets (only match.py uses QtCore)."""

from engine.compiled import install

# before any module of the engine loads: a compiled build that no longer matches its sources
# (or SALLE_PURE=1) must give way to the .py files (engine/compiled.py)
install()
