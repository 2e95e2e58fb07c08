"""En Garde's table, as one GameUI record: the piste, the fencers and the five-card hands."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.en_garde.cards import VALUES, value_counts
from engine.games.words import translate
from gui.games.en_garde.rules import KEYS, RULES
from gui.gameui import GameUI, lazy


def _status(view: Mapping[str, Any], names: Sequence[str]) -> str:
    if view["winner"] is None:
        return translate("EnGardeUI", "<b>{name}</b> to act — hits {a}-{b}, first to {target}").format(
            name=names[view["to_move"]], a=view["hits"][0], b=view["hits"][1], target=view["options"]["hits"])
    return translate("EnGardeUI", "<b>{name}</b> won the match").format(name=names[view["winner"]])


def unseen_counts(view: Mapping[str, Any]) -> dict[int, int]:
    """For each value 1-5: copies the seat of `view` has not seen (deck or the other hand), of the
    deck in play (a card set may hold other counts than the rulebook's five of each)."""
    printed = value_counts()
    counts = {v: printed[v] for v in VALUES}
    for c in [*view.get("hand", []), *view["discard"]]:
        counts[c] -= 1
    return counts


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
)
