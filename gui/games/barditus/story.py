"""Barditus's story in its own words: each battle's losses as it ends, and how the battle was won."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gui.games.barditus.layout import army_title, gauge
from gui.table.story import Announcement, Told, capital, played, score_line, wins

# the steps of one battle, from its dice to the pursuit; leaving them ends it
FIGHT = ("battle", "evade", "hits", "pursue", "lose")


def score(view: Mapping[str, Any], names: Sequence[str]) -> str:
    return score_line("pieces destroyed", view["lost"], names)


def _possessive(name: str) -> str:
    return "Your" if name == "You" else f"{name}'s"


def _same_fight(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    return all(a[k] == b[k] for k in ("atk", "acol", "dcol", "counter")) and b["phase"] in FIGHT


def _end(view: Mapping[str, Any], names: Sequence[str]) -> Announcement:
    winner, reason = view["winner"], view.get("reason", "")
    title = "A drawn battle" if winner is None else f"{wins(names[winner])} the battle"
    text = ""
    if reason == "broken" and winner is not None:
        g = gauge(view, 1 - winner)
        text = (f"The {army_title(view, 1 - winner)} broke: {g.losses} losses ({g.destroyed} destroyed, "
                f"{g.disordered} disordered) against {g.steady} steady ({g.shields} on shields, morale die "
                f"{g.morale}).")
    elif reason == "time":
        m = [gauge(view, s).margin for s in (0, 1)]
        text = (f"After {view['options']['turns']} rounds neither army broke; the one further from breaking "
                f"wins (margins {m[0]:+d} and {m[1]:+d}).")
    return Announcement(title, text, score_line("Pieces destroyed", view["lost"], names), final=True)


def tell(told: Sequence[Told], names: Sequence[str]) -> Announcement | None:
    events, view = told[-1]
    if any(e["event"] == "game_over" for e in events):
        return _end(view, names)
    if len(told) < 2:
        return None
    fought = told[-2][1]
    if fought["phase"] not in FIGHT or _same_fight(fought, view):
        return None
    # the fight began where the views before it stop being this same fight
    start = len(told) - 2
    while start > 0 and _same_fight(fought, told[start - 1][1]):
        start -= 1
    before = told[start - 1][1] if start > 0 else fought
    atk = fought["atk"]
    lost = [view["lost"][s] - before["lost"][s] for s in (0, 1)]
    fell_back = [0, 0]  # hits taken by falling back (the pieces disordered, not lost)
    for events_, _ in told[start:]:
        for e in played(events_):
            if e["text"].startswith("retreat"):
                fell_back[e["seat"]] += 1
    kind = "counter-attack" if fought["counter"] else "attack"
    title = f"{_possessive(names[atk])} {kind} in column {fought['acol'] + 1}"
    told_of = []
    for seat in (1 - atk, atk):
        hit = [f"{n} {what}" for n, what in ((lost[seat], "destroyed"), (fell_back[seat], "fell back")) if n]
        told_of.append(f"{capital(army_title(view, seat))}: {' and '.join(hit) if hit else 'untouched'}.")
    text = " ".join(told_of)
    return Announcement(title, text, score_line("Pieces destroyed", view["lost"], names))
