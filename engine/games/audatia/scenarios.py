"""The historical duels of Boucicaut and Galeazzo da Mantoa as ready-made Audatia matches.

Each scenario fixes the roles and the decks (Boucicaut issues the challenge, as the issue and the
rulebook's story have it) and a deal, and carries the history to show once the duel is over.
The rulebook's introduction is the source: two duels, Padua 1395 and Genoa 1406, both won by
Galeazzo, a pupil of Fiore dei Liberi. The words are ours.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.i18n import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Scenario:
    """Its words are marked for the translators in "AudatiaScenarios" and translated where shown."""

    id: str
    title: str
    setting: str  # shown when the duel starts
    history: str  # shown when it ends
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0


_BOUCICAUT_CHALLENGES = {"variant": "duel", "challenger": 0, "challenger_deck": "boucicaut",
                         "respondent_deck": "galeazzo"}

SCENARIOS = (
    Scenario(
        "padua-1395",
        QT_TRANSLATE_NOOP("AudatiaScenarios", "Padua, 1395"),
        QT_TRANSLATE_NOOP(
            "AudatiaScenarios",
            "Padua, 1395. Jean Le Maingre, Marshal Boucicaut, has challenged Galeazzo da Mantoa, a "
            "condottiero trained by Fiore dei Liberi. You hold Boucicaut's sword."),
        QT_TRANSLATE_NOOP(
            "AudatiaScenarios",
            "History: at Padua the Italian had the better of the Marshal. Fiore's pupil carried "
            "the first of their two duels."),
        _BOUCICAUT_CHALLENGES,
        1395,
    ),
    Scenario(
        "genoa-1406",
        QT_TRANSLATE_NOOP("AudatiaScenarios", "Genoa, 1406"),
        QT_TRANSLATE_NOOP(
            "AudatiaScenarios",
            "Genoa, 1406. Eleven years on, Boucicaut, now governing Genoa for the King of France, "
            "meets Galeazzo again. You hold Boucicaut's sword."),
        QT_TRANSLATE_NOOP(
            "AudatiaScenarios",
            "History: Galeazzo won again at Genoa, and Boucicaut never reversed the result. "
            "Nine years later he led the French vanguard at Agincourt and was taken prisoner."),
        _BOUCICAUT_CHALLENGES,
        1406,
    ),
)


def scenario(sid: str) -> Scenario:
    for s in SCENARIOS:
        if s.id == sid:
            return s
    raise KeyError(f"no scenario {sid!r}; choose from {', '.join(s.id for s in SCENARIOS)}")
