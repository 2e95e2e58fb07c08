"""Barditus's table, as one GameUI record: the army cards, their pieces, the dice trays."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.barditus.text import reason_words
from engine.games.barditus.view import BarditusView
from engine.games.words import translate
from gui.games.barditus.rules import KEYS, RULES
from gui.gameui import GameUI, lazy, match_status, module_face
from gui.sound import CARD, CLASH, by_kind


def _status(view: BarditusView, names: Sequence[str]) -> str:
    points = view.points  # the enemy pieces each side destroyed
    score = translate("BarditusUI", " — pieces destroyed {a}-{b}").format(a=points[0], b=points[1])
    return match_status(view, names, score, translate("BarditusUI", "A drawn battle"),
                        reason_words(view.reason))


UI = GameUI(
    name="barditus",
    match_noun=QT_TRANSLATE_NOOP("GameUI", "Battle"),
    credit=QT_TRANSLATE_NOOP("GameCredits", "rules by Hannu Uusitalo, graphics by Kim Paqvalin (Uusitalo & "
                                            "Paqvalin Games, v0.1 draft); the three armies are Salle's own"),
    scene=lazy("gui.games.barditus.scene", "BarditusScene"),
    rules_html=RULES,
    keys=KEYS,
    status=_status,
    faces={"barditus": module_face("gui.games.barditus.face")},
    boards=lazy("gui.games.barditus.boards", "board_pages"),
    quick={"turns": 12},
    bench_rule_sets=[(f"{a} against {b}", {"army0": a, "army1": b})
                     for a, b in (("roman", "gallic"), ("roman", "norman"), ("gallic", "norman"))],
    screenshots=lazy("gui.games.barditus.shots", "screenshots"),
    story=lazy("gui.games.barditus.story", "tell"),
    score=lazy("gui.games.barditus.story", "score"),
    # a card laid in the formation, a battle ordered; dice and casualties are heard from their events
    sound=by_kind({"take": CARD, "deploy": CARD, "battle": CLASH}),
)
