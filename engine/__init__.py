"""Salle's engine: rules, AI, persistence. Plain Python; no widgets (only match.py uses QtCore)."""
