"""Why the rules refuse an action: one predicate says it, and words turn it into a sentence.

A game's `check(action)` is the one predicate of legality (as python-chess composes
`is_legal` from named rules): None when the action is legal, else a `Refusal` — a code of the
game's rules and the fields its sentence needs. `legal_actions` lists exactly the candidates
that `check` accepts, `check_legal` and `apply` refuse with it, and `why_illegal` says the same
refusal in the player's language. Nothing in the rules builds a sentence: the game's
`RefusalWords` do, at the edge, so a refusal reads the same wherever it is shown.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core.i18n import QT_TRANSLATE_NOOP, translate


@dataclass(frozen=True)
class Refusal:
    """A refused action: `code` names the rule it breaks ("not_held", "no_attack"); `fields`
    hold what the sentence names (cards, a distance, the phase), as data, never as words."""

    code: str
    fields: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class RefusalWords:
    """Every sentence of one game's refusals: code -> source text (marked with
    QT_TRANSLATE_NOOP in `context`, so the translators are asked for each), formatted with the
    refusal's fields and whatever the game adds (the action in words, cards by their names)."""

    context: str
    texts: Mapping[str, str]

    def say(self, refusal: Refusal, **extra: Any) -> str:
        """The refusal as a sentence in the player's language. KeyError for a code the game
        gave no words: the conformance tests make sure none is missing."""
        return translate(self.context, self.texts[refusal.code]).format(**{**refusal.fields, **extra})


# A game whose rules have not said more: the action, and that it cannot be played now.
NOT_NOW = "not_now"
KERNEL_WORDS = RefusalWords("GameState", {NOT_NOW: QT_TRANSLATE_NOOP("GameState", "{action}: not now")})


def first_refusal(*rules: Callable[[], Refusal | None]) -> Refusal | None:
    """The first of `rules` (checked in the order a player would look for the fault) that
    refuses, or None if every one accepts."""
    for rule in rules:
        refusal = rule()
        if refusal is not None:
            return refusal
    return None
