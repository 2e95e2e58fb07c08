"""Audatia's table, as one GameUI record: the bands of play, the bind, and Boucicaut's duels."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.audatia.results import reason_words
from engine.games.audatia.view import AudatiaView
from engine.games.words import translate
from gui.games.audatia.rules import KEYS, RULES
from gui.gameui import GameUI, Scenario, lazy, match_status, module_face
from gui.sound import CARD, CLASH, PARRY, by_kind


def _status(view: AudatiaView, names: Sequence[str]) -> str:
    points = view.points
    # points count only in the Salle bout
    score = translate("AudatiaTable", " — points {first}-{second}").format(
        first=points[0], second=points[1]) if view.options.get("variant") == "salle" else ""
    return match_status(view, names, score, translate("AudatiaTable", "A drawn duel"),
                        reason_words(view.reason))


def scenarios() -> list[Scenario]:
    """The historical duels: you take Boucicaut's sword against Galeazzo at Club strength."""
    from engine.games.audatia.scenarios import SCENARIOS
    from engine.store.saves import Seat

    seats = (Seat("human", None, "Boucicaut"), Seat("ai", "club", "Galeazzo"))
    return [Scenario(sc.id, translate("AudatiaScenarios", sc.title), dict(sc.options), sc.seed, seats,
                     translate("AudatiaScenarios", sc.setting), translate("AudatiaScenarios", sc.history))
            for sc in SCENARIOS]


UI = GameUI(
    name="audatia",
    match_noun=QT_TRANSLATE_NOOP("GameUI", "Duel"),
    credit=QT_TRANSLATE_NOOP("GameCredits", "by the makers of audatiagame.com (the rulebook names no "
                                            "designer), after Fiore dei Liberi's Il Fior di Battaglia "
                                            "(c. 1410); the character decks are Salle's own"),
    scene=lazy("gui.games.audatia.scene", "AudatiaScene"),
    rules_html=RULES,
    keys=KEYS,
    status=_status,
    faces={"audatia": module_face("gui.games.audatia.face")},
    scenarios=scenarios,
    bench_rule_sets=[(v, {"variant": v}) for v in ("duel", "salle", "sudden")],
    screenshots=lazy("gui.games.audatia.shots", "screenshots"),
    story=lazy("gui.games.audatia.story", "tell"),
    score=lazy("gui.games.audatia.story", "score"),
    # blows meet the blade; what turns a blow aside is a parry; the rest is a card laid
    sound=by_kind({"attack": CLASH, "counter": CLASH, "exchange": CLASH, "feint": CLASH,
                   "beat": PARRY, "parry": PARRY, "break": PARRY, "reply": PARRY, "remedy": PARRY,
                   "avoid": CARD, "posta": CARD, "change": CARD, "skill": CARD, "cycle": CARD,
                   "trade": CARD, "discard": CARD, "salute": CARD, "answer": CARD, "place": CARD}),
)
