"""Persistence: the folders Salle uses, saved games (JSON) and the practice history (SQLite)."""
