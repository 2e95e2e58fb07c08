"""Ready...Fence!'s table, as one GameUI record: the strip, the phrase and the stamina."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.events import Event, PhaseChanged
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.ready_fence.view import ReadyFenceView
from engine.games.ready_fence.words import verdict_words
from engine.games.words import translate
from gui.games.ready_fence.rules import KEYS, RULES
from gui.gameui import GameUI, lazy, match_status, module_face
from gui.sound import CARD, CLASH, PARRY


def _status(view: ReadyFenceView, names: Sequence[str]) -> str:
    points = view.points  # a bout is always fenced for touches
    score = translate("ReadyFenceUI", " — points {a}-{b}").format(a=points[0], b=points[1])
    return match_status(view, names, score, translate("ReadyFenceUI", "A drawn bout"),
                        verdict_words(view.reason))


STEPS = {"advance": CARD, "back": CARD, "retreat": CARD, "discard": CARD, "distance": CARD,
         "weapon": CARD, "renew": CLASH, "feint": CLASH, "parry": PARRY}


def _sound(kind: str, events: Sequence[Event], phase: str | None) -> str | None:
    """A card played that opens a phrase is an attack, meeting the blade; one played in answer,
    within the phrase, parries (or counters) it."""
    if kind == "play":
        opens = phase != "phrase" and any(isinstance(e, PhaseChanged) and e.phase == "phrase" for e in events)
        return CLASH if opens else PARRY
    return STEPS.get(kind)


UI = GameUI(
    name="ready-fence",
    credit=QT_TRANSLATE_NOOP("GameCredits", "game design and illustrations by Mario Magni; graphic design by "
                                            "Daniela Tarantini, Hobbymodels; the numbers of the 54-card deck "
                                            "are Salle's own"),
    scene=lazy("gui.games.ready_fence.scene", "ReadyFenceScene"),
    rules_html=RULES,
    keys=KEYS,
    status=_status,
    faces={"ready-fence": module_face("gui.games.ready_fence.face")},
    boards=lazy("gui.games.ready_fence.boards", "board_pages"),
    quick={"mode": "tutorial"},
    bench_rule_sets=[(m, {"mode": m}) for m in ("tutorial", "basic", "advanced")],
    screenshots=lazy("gui.games.ready_fence.shots", "screenshots"),
    menu=[(QT_TRANSLATE_NOOP("GameUI", "Ready...Fence! &competition…"),
           lazy("gui.games.ready_fence.competition", "show_competition"))],
    story=lazy("gui.games.ready_fence.story", "tell"),
    score=lazy("gui.games.ready_fence.story", "score"),
    sound=_sound,
)
