"""Audatia positions of version 1, read in today's form: their results were English sentences.

This reader exists only for files written before results became codes (saves, the referee's
positions, position version 1): it reads each old sentence once into its code, and nothing else
in Salle reads a result's words.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.errors import PositionError
from engine.games.audatia import results as rs

OLD_VERSION = 1
VERSION = 2
# the sentences version 1 kept in a position's `reason`, each the English its code is now said
# in (results.py), with that code
SENTENCES = {rs.TEXTS[code]: code for code in rs.END_CODES}


def upgrade(data: Any) -> Any:
    """A version 1 position with its result as a code, marked version 2; any other value as it is
    (a position that is not one is for the position's checks to refuse)."""
    if not isinstance(data, Mapping) or data.get("version") != OLD_VERSION:
        return data
    out = dict(data, version=VERSION)
    reason = data.get("reason")
    if isinstance(reason, str) and reason:
        if reason not in SENTENCES:
            raise PositionError("reason", f"{reason[:60]!r} is no result a Salle of position version "
                                f"{OLD_VERSION} wrote")
        out["reason"] = SENTENCES[reason]
    return out
