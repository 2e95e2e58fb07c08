"""En Garde's table, as one GameUI record: the piste, the fencers and the five-card hands."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.en_garde.view import EnGardeView
from engine.games.words import by_name, translate
from gui.games.en_garde.rules import KEYS, RULES
from gui.gameui import GameUI, lazy
from gui.sound import CARD, CLASH, PARRY, by_kind


def _status(view: EnGardeView, names: Sequence[str]) -> str:
    if view.winner is None:
        return by_name(names[view.to_move],
                       translate("EnGardeUI", "<b>Your move</b> — hits {a}-{b}, first to {target}"),
                       translate("EnGardeUI", "<b>{name}</b> to act — hits {a}-{b}, first to {target}"),
                       a=view.hits[0], b=view.hits[1], target=view.target)
    return by_name(names[view.winner], translate("EnGardeUI", "<b>You won</b> the match"),
                   translate("EnGardeUI", "<b>{name}</b> won the match"))


def unseen_counts(view: EnGardeView) -> dict[int, int]:
    """For each value 1-5: copies the seat of `view` has not seen (deck or the other hand)."""
    return view.unseen()


UI = GameUI(
    name="en-garde",
    credit=QT_TRANSLATE_NOOP("GameCredits", "game design by Reiner Knizia"),
    scene=lazy("gui.games.en_garde.scene", "TableScene"),
    rules_html=RULES,
    keys=KEYS,
    status=_status,
    boards=lazy("gui.games.en_garde.boards", "board_pages"),
    unseen=unseen_counts,
    quick={"hits": 1},
    bench_rule_sets=[(lv, {"level": lv}) for lv in ("basic", "standard", "advanced")],
    screenshots=lazy("gui.games.en_garde.shots", "screenshots"),
    story=lazy("gui.games.en_garde.story", "tell"),
    score=lazy("gui.games.en_garde.story", "score"),
    # a step is a card laid; an attack meets the blade, which a parry answers
    sound=by_kind({"advance": CARD, "retreat": CARD, "attack": CLASH, "advance_attack": CLASH,
                   "parry": PARRY}),
)
