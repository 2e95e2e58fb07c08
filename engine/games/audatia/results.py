"""Audatia's results: how an exchange, a Salle bout or the duel ended, as a code, said in words at the edge.

The rules write a result as a code (a position's `reason`, a RoundOver's `reason`), never as words;
`reason_words` says it in the player's language from one English sentence per code, the text the
translators translate. No sentence names a card, a seat or a count of the duel, so no code has
fields: a RoundOver of Audatia carries none.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.words import translate

CONTEXT = "AudatiaState"

# how the duel (or one exchange of a Salle bout) was won: the seat owing an answer had none
UNANSWERED_ATTACK = "unanswered_attack"  # react: the blow could be neither parried nor avoided
UNCOUNTERED_REMEDY = "uncountered_remedy"  # reply: no counter to the remedy
NO_OUTSIDE_REMEDY = "no_outside_remedy"  # exchanged: an exchanged thrust and no Outside remedy
UNANSWERED_MEZANO = "unanswered_mezano"  # break_answer: no answer to the mezano
NO_ATTACK_AFTER_FEINT = "no_attack_after_feint"  # feint: no blow to follow the Feint
NO_ANSWER = "no_answer"  # a row of Sudden death owing an answer the steps above do not name
# won by a card's symbols, or by the count of draws
PERFECT_COUNTER = "perfect_counter"  # a counter-remedy that closes the Moon and Night
TWO_DRAWS = "two_draws"  # the second draw: the challenge failed, the Respondent wins
# drawn or counted out
CHALLENGER_DID_NOT_ATTACK = "challenger_did_not_attack"  # a draw (a RoundOver only: the duel goes on)
ROWS_SPENT = "rows_spent"  # Sudden death: both rows spent without a touch, a drawn duel
NO_STRIKES_LEFT = "no_strikes_left"  # the Salle bout ends on its points

# each code's sentence (English, the translators' source, the same msgids as before codes)
TEXTS: dict[str, str] = {
    PERFECT_COUNTER: QT_TRANSLATE_NOOP("AudatiaState", "a perfect counter"),
    ROWS_SPENT: QT_TRANSLATE_NOOP("AudatiaState", "both rows are spent"),
    CHALLENGER_DID_NOT_ATTACK: QT_TRANSLATE_NOOP("AudatiaState", "the Challenger did not attack: a draw"),
    TWO_DRAWS: QT_TRANSLATE_NOOP("AudatiaState", "two draws: the challenge failed"),
    NO_STRIKES_LEFT: QT_TRANSLATE_NOOP("AudatiaState", "a fencer has no strikes left"),
    NO_ANSWER: QT_TRANSLATE_NOOP("AudatiaState", "no answer"),
    UNANSWERED_ATTACK: QT_TRANSLATE_NOOP("AudatiaState", "an attack that could not be parried or avoided"),
    UNCOUNTERED_REMEDY: QT_TRANSLATE_NOOP("AudatiaState", "a remedy that could not be countered"),
    NO_OUTSIDE_REMEDY: QT_TRANSLATE_NOOP("AudatiaState", "an exchanged thrust with no Outside remedy"),
    UNANSWERED_MEZANO: QT_TRANSLATE_NOOP("AudatiaState", "a mezano that could not be answered"),
    NO_ATTACK_AFTER_FEINT: QT_TRANSLATE_NOOP("AudatiaState", "no attack after the feint"),
}
CODES = tuple(TEXTS)
# the codes that end the duel (a position's `reason`); a draw Out of Measure only ends an exchange
END_CODES = tuple(c for c in CODES if c != CHALLENGER_DID_NOT_ATTACK)
# the code of the loss of a seat that owes an answer in this step and has none
LOSS: dict[str, str] = {
    "react": UNANSWERED_ATTACK,
    "reply": UNCOUNTERED_REMEDY,
    "exchanged": NO_OUTSIDE_REMEDY,
    "break_answer": UNANSWERED_MEZANO,
    "feint": NO_ATTACK_AFTER_FEINT,
}


def reason_words(code: str, fields: Mapping[str, Any] | None = None) -> str:
    """The result `code` in the language shown ("" for none: a duel that goes on); `fields` are
    what its sentence names (a RoundOver's), which no code of Audatia has yet."""
    return translate(CONTEXT, TEXTS[code]).format(**(fields or {})) if code else ""
