"""Tests of the dialogs (pytest-qt, offscreen)."""
